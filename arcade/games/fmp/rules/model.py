"""The pieces of a game in progress: where each one is, what it carries, and the astronef's shape.

Every piece that can ever be in play exists from the start (armies in their astronefs, ore on the planet, the
common reserve), so pieces are only ever moved between places, never created: that makes conservation checkable.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from arcade.core.hexgrid import Hex, direction
from arcade.games.fmp.rules.pieces import Kind

# Where a piece is.
ORBIT = "orbit"  # an astronef before landing
BOARD = "board"  # standing on the planet
CARRIED = "carried"  # inside a transporter or an astronef
RESERVE = "reserve"  # the common reserve the weather layers build from (FMP.POND.3)
GONE = "gone"  # destroyed, turned into a piece (ore), or cleared at landing
LEFT = "left"  # taken off with its astronef

_new = object.__new__

#: A piece's place on the board: one hex, two for the barge (FMP.MOVE.5), four for the astronef.
Pos = tuple[Hex, ...]


@dataclass(slots=True)
class Piece:
    id: int
    kind: Kind
    colour: str | None  # the army colour it belongs to; None for ore, pontoons and the reserve
    where: str
    hexes: Pos = ()
    carrier: int | None = None  # the transporter or astronef holding it
    hangs_from: int | None = None  # a pontoon laid touching no land hangs from another pontoon (FMP.PONT.3)
    ship: int | None = None  # a turret's astronef
    pode: int = 0  # a turret's pode (0-2)
    orientation: int = 0  # an astronef's: podes on directions o, o+2, o+4
    contents: list[int] = field(default_factory=list)

    @property
    def hex(self) -> Hex:
        return self.hexes[0]

    @property
    def final(self) -> bool:
        """Out of play for good (destroyed, turned into a piece, taken off): it never changes again, so copies of
        a game may share it. A destroyed turret is not: the taker of its astronef may rebuild it (FMP.SHIP.8)."""
        return self.where in (GONE, LEFT) and self.kind is not Kind.TURRET

    def copy(self) -> Piece:
        """An independent copy (a game's clone copies every piece in play; a trial keeps the ones it touches).
        Written out by hand: it runs for every piece of every clone, and skipping __init__ saves a third."""
        other = _new(Piece)
        other.id, other.kind, other.colour, other.where = self.id, self.kind, self.colour, self.where
        other.hexes, other.carrier, other.hangs_from, other.ship = self.hexes, self.carrier, self.hangs_from, self.ship
        other.pode, other.orientation, other.contents = self.pode, self.orientation, self.contents[:]
        return other

    def restore(self, old: Piece) -> None:
        """Take back every value of an earlier copy (a trial's rollback keeps the object the game holds)."""
        self.kind, self.colour, self.where, self.hexes = old.kind, old.colour, old.where, old.hexes
        self.carrier, self.hangs_from, self.ship, self.pode = old.carrier, old.hangs_from, old.ship, old.pode
        self.orientation, self.contents = old.orientation, list(old.contents)


def astronef_hexes(dome: Hex, orientation: int) -> Pos:
    """FMP.SHIP.1: the dome and its 3 podes on alternate sides (two orientations)."""
    return (dome, *(dome + direction(orientation % 2 + 2 * i) for i in range(3)))


def angle_on_board(h: Hex, centre: tuple[float, float]) -> float:
    """Angle of a hex around the board's centre, growing clockwise as the board is seen (rows grow downwards)."""
    x, y = 1.5 * h.q, math.sqrt(3) * (h.r + h.q / 2)
    return math.atan2(y - centre[1], x - centre[0]) % (2 * math.pi)


def board_centre(hexes: list[Hex]) -> tuple[float, float]:
    xs = [1.5 * h.q for h in hexes]
    ys = [math.sqrt(3) * (h.r + h.q / 2) for h in hexes]
    return (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
