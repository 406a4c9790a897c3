"""The arena: a rectangle of flat-top hexes, odd columns shifted down (INT.BOARD.1), in axial coordinates, with
the six facings N, NE, SE, S, SW, NW clockwise (a right turn, `D`, is +1)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from arcade.core.hexgrid import Hex, OffsetLayout, Orientation, Parity

FACINGS = ("N", "NE", "SE", "S", "SW", "NW")
#: One step towards each facing, in axial coordinates (flat-top hexes, y growing downwards).
STEPS = (Hex(0, -1), Hex(1, -1), Hex(1, 0), Hex(0, 1), Hex(-1, 1), Hex(-1, 0))
LAYOUT = OffsetLayout(Orientation.FLAT, Parity.ODD)
MIN_SIZE, MAX_SIZE = 8, 30


def step(h: Hex, facing: int, n: int = 1) -> Hex:
    d = STEPS[facing % 6]
    return Hex(h.q + d.q * n, h.r + d.r * n)


def opposite(facing: int) -> int:
    return (facing + 3) % 6


@dataclass(frozen=True)
class Arena:
    cols: int
    rows: int

    def contains(self, h: Hex) -> bool:
        col, row = LAYOUT.from_axial(h)
        return 0 <= col < self.cols and 0 <= row < self.rows

    def hex_at(self, col: int, row: int) -> Hex:
        return LAYOUT.to_axial(col, row)

    def offset(self, h: Hex) -> tuple[int, int]:
        return LAYOUT.from_axial(h)

    @cached_property
    def hexes(self) -> tuple[Hex, ...]:
        return tuple(LAYOUT.to_axial(c, r) for r in range(self.rows) for c in range(self.cols))

    @cached_property
    def border(self) -> frozenset[Hex]:
        """The hexes a ship may enter the fight on (INT.PLACE.1)."""
        return frozenset(h for h in self.hexes if self.on_border(h))

    def on_border(self, h: Hex) -> bool:
        col, row = LAYOUT.from_axial(h)
        return self.contains(h) and (col in (0, self.cols - 1) or row in (0, self.rows - 1))

    def leaves_by(self, h: Hex) -> str:
        """For a hex off the arena: "rows" when it is beyond the top or bottom edge, else "cols"."""
        col, row = LAYOUT.from_axial(h)
        return "rows" if not 0 <= row < self.rows else "cols"

    def name(self, h: Hex) -> str:
        """A hex as players read it on the board's labels: column,row."""
        col, row = LAYOUT.from_axial(h)
        return f"{col},{row}"
