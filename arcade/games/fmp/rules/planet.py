"""The planet: terrain by hex, arrival zones with their coastal reefs, zone contiguity, and the ore layout.

Built from the typed board (`boards/fmp.yaml`); hexes are axial, as everywhere in the engine.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from arcade.core.board import Board
from arcade.core.hexgrid import Hex, OffsetLayout, neighbors

LAND_TERRAIN = ("plain", "marsh", "mountain")


@dataclass
class Planet:
    terrain: dict[Hex, str]
    zones: dict[str, set[Hex]] = field(default_factory=dict)  # land hexes of each arrival zone
    reefs: dict[str, set[Hex]] = field(default_factory=dict)  # reef hexes touching each zone's coast
    layout: OffsetLayout | None = None  # the printed board's column/row numbering, for the text notation
    _zone_by_hex: dict[Hex, str] = field(default_factory=dict, repr=False, compare=False)
    _touching: dict[tuple[str, str], bool] = field(default_factory=dict, repr=False, compare=False)

    @classmethod
    def from_board(cls, board: Board) -> Planet:
        terrain = {board.to_axial(c, r): board.terrain_at(c, r) for c, r in board.cells()}
        planet = cls(terrain, layout=board.grid.offset)
        for (c, r), label in board.layer("zones").items():
            if not label.endswith("-reef"):
                planet.zones.setdefault(label, set()).add(board.to_axial(c, r))
        for zone, land in planet.zones.items():
            # FMP.BOARD.2: a zone includes the reef hexes touching its coast (a reef may touch two zones)
            planet.reefs[zone] = {n for h in land for n in neighbors(h) if terrain.get(n) == "reef"}
        return planet

    def contains(self, h: Hex) -> bool:
        return h in self.terrain

    def zone_of(self, h: Hex) -> str | None:
        if not self._zone_by_hex:
            self._zone_by_hex.update({x: z for z, land in self.zones.items() for x in land})
        return self._zone_by_hex.get(h)

    def contiguous(self, a: str, b: str) -> bool:
        """Two zones are contiguous when a land hex of one touches a land hex of the other."""
        if a == b:
            return True
        if (a, b) not in self._touching:
            other = self.zones[b]
            self._touching[(a, b)] = any(n in other for h in self.zones[a] for n in neighbors(h))
        return self._touching[(a, b)]

    def coast(self, zone: str) -> set[Hex]:
        """Hexes that are not the zone's land but touch it and are water at normal tide (sea and reef): where sea
        pieces and pontoons deploy (FMP.START.3)."""
        land = self.zones[zone]
        return {n for h in land for n in neighbors(h)
                if n not in land and self.terrain.get(n) in ("sea", "reef")}

    def on_edge(self, h: Hex) -> bool:
        """On the board's outer ring (a hex with a neighbour off the board): no astronef hex may stand there."""
        return any(not self.contains(n) for n in neighbors(h))


def ore_offsets(rng: random.Random) -> tuple[int, int]:
    """FMP.START.1 ruling: the (a, b) residues of the ore lattice, drawn from the game's seed."""
    return rng.randrange(3), rng.randrange(3)


def ore_layout(planet: Planet, offsets: tuple[int, int]) -> set[Hex]:
    """FMP.START.1: one ore where q mod 3 = a and r mod 3 = b (axial, odd-q board), none on sea."""
    a, b = offsets
    return {h for h, t in planet.terrain.items() if h.q % 3 == a and h.r % 3 == b and t != "sea"}
