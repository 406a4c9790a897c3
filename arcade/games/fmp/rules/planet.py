"""The planet: terrain by hex, arrival zones with their coastal reefs, zone contiguity, and the ore layout.

Built from the typed board (`boards/fmp.yaml`); hexes are axial, as everywhere in the engine.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from arcade.core.board import Board
from arcade.core.hexgrid import Hex, OffsetLayout, neighbors, within
from arcade.games.fmp.rules.model import astronef_hexes
from arcade.games.fmp.rules.terrain import astronef_ground

LAND_TERRAIN = ("plain", "marsh", "mountain")


@dataclass
class Planet:
    terrain: dict[Hex, str]
    zones: dict[str, set[Hex]] = field(default_factory=dict)  # land hexes of each arrival zone
    reefs: dict[str, set[Hex]] = field(default_factory=dict)  # reef hexes touching each zone's coast
    layout: OffsetLayout | None = None  # the printed board's column/row numbering, for the text notation
    _zone_by_hex: dict[Hex, str] = field(default_factory=dict, repr=False, compare=False)
    _touching: dict[tuple[str, str], bool] = field(default_factory=dict, repr=False, compare=False)
    _adjacent: dict[Hex, tuple[Hex, ...]] = field(default_factory=dict, repr=False, compare=False)
    _by_terrain: dict[str, frozenset[Hex]] = field(default_factory=dict, repr=False, compare=False)
    _around: dict[tuple[Hex, int], tuple[Hex, ...]] = field(default_factory=dict, repr=False, compare=False)
    _coast: dict[str, frozenset[Hex]] = field(default_factory=dict, repr=False, compare=False)
    _spots: dict[str, tuple[tuple[Hex, int], ...]] = field(default_factory=dict, repr=False, compare=False)

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

    def __getstate__(self) -> dict[str, object]:
        """Pickled without the lookups it works out and keeps (`_`-named, made again where it is unpickled): a
        position sent to the worker is pickled by the pool in a thread of its own, while this process's searches go
        on filling them ("dictionary changed size during iteration")."""
        return {name: {} if name.startswith("_") else value for name, value in self.__dict__.items()}

    def adjacency(self) -> dict[Hex, tuple[Hex, ...]]:
        """Each hex's neighbours on the planet (made once: searches look them up by the thousand)."""
        if not self._adjacent:
            self._adjacent.update({h: tuple(n for n in neighbors(h) if n in self.terrain) for h in self.terrain})
        return self._adjacent

    def around(self, h: Hex, radius: int) -> tuple[Hex, ...]:
        """The hexes of the planet at most `radius` away (fire ranges are 2 or 3: each asked for again and again)."""
        key = (h, radius)
        found = self._around.get(key)
        if found is None:
            found = self._around[key] = tuple(x for x in within(h, radius) if x in self.terrain)
        return found

    def hexes_of(self, terrain: str) -> frozenset[Hex]:
        """Every hex of one terrain."""
        if not self._by_terrain:
            kinds = set(self.terrain.values())
            self._by_terrain.update({k: frozenset(h for h, t in self.terrain.items() if t == k) for k in kinds})
        return self._by_terrain.get(terrain, frozenset())

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

    def coast(self, zone: str) -> frozenset[Hex]:
        """Hexes that are not the zone's land but touch it and are water at normal tide (sea and reef): where sea
        pieces and pontoons deploy (FMP.START.3)."""
        found = self._coast.get(zone)
        if found is None:
            land = self.zones[zone]
            found = self._coast[zone] = frozenset(n for h in land for n in self.adjacency()[h]
                                                  if n not in land and self.terrain[n] in ("sea", "reef"))
        return found

    def landing_spots(self, zone: str) -> tuple[tuple[Hex, int], ...]:
        """(dome, orientation) of every way an astronef fits in the zone: plain and marsh only, off the edge
        (FMP.SHIP.1, FMP.START.2); what stands there and which zones are taken is the game's to say."""
        found = self._spots.get(zone)
        if found is None:
            land = self.zones[zone]
            found = self._spots[zone] = tuple(
                (dome, o) for dome in sorted(land) for o in (0, 1)
                if all(h in land and astronef_ground(self.terrain[h]) and not self.on_edge(h)
                       for h in astronef_hexes(dome, o)))
        return found

    def on_edge(self, h: Hex) -> bool:
        """On the board's outer ring (a hex with a neighbour off the board): no astronef hex may stand there."""
        return len(self.adjacency()[h]) < 6


def ore_offsets(rng: random.Random) -> tuple[int, int]:
    """FMP.START.1 ruling: the (a, b) residues of the ore lattice, drawn from the game's seed."""
    return rng.randrange(3), rng.randrange(3)


def ore_layout(planet: Planet, offsets: tuple[int, int]) -> set[Hex]:
    """FMP.START.1: one ore where q mod 3 = a and r mod 3 = b (axial, odd-q board), none on sea."""
    a, b = offsets
    return {h for h, t in planet.terrain.items() if h.q % 3 == a and h.r % 3 == b and t != "sea"}
