"""The legal actions of carrying (FMP.TRANS, FMP.POND, FMP.PONT, FMP.START.3): loads, unloads, deployment,
changes of hold and the weather layer's builds, gathered from what stands next to what; and `Scope`, what a search
of legal actions looks at (see legal.py, which confirms each candidate with `check`)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from arcade.core.hexgrid import Hex
from arcade.games.fmp.rules import placing
from arcade.games.fmp.rules.actions import (
    Action,
    Build,
    Load,
    Transfer,
    Unload,
)
from arcade.games.fmp.rules.game import FmpGame
from arcade.games.fmp.rules.model import BOARD, CARRIED, Piece, Pos
from arcade.games.fmp.rules.pieces import SPECS, Kind, is_destroyer
from arcade.games.fmp.rules.placing import HOLDS
from arcade.games.fmp.rules.state import norm


class Scope:
    """What a search looks at: the active player's pieces, and all their actions or one piece's."""

    def __init__(self, g: FmpGame, only: int | None) -> None:
        self.game = g
        self.only = only
        colours = set(g.armies[g.active])
        self.mine = [p for p in g.pieces if p.colour in colours and p.where in (BOARD, CARRIED)]

    def wants(self, *ids: int) -> bool:
        return self.only is None or self.only in ids


def pontoon_hang(g: FmpGame, kind: Kind, to: Pos, hang: int | None) -> int | None:
    """The pontoon a laid pontoon hangs from: only a pontoon touching no land hangs (FMP.PONT.3); unsaid, from
    the first one it touches."""
    if kind is not Kind.PONTOON or len(to) != 1 or placing.touches_land(g, to[0]):
        return None
    near = placing.pontoons_touching(g, to[0])
    return hang if hang is not None else (near[0] if near else None)


def hang_choices(g: FmpGame, kind: Kind, h: Hex) -> list[int | None]:
    """Every choice of `hang` for a piece laid on `h`."""
    if kind is not Kind.PONTOON or placing.touches_land(g, h):
        return [None]
    return [*placing.pontoons_touching(g, h)] or [None]


# -- transport -----------------------------------------------------------------------------------------------------
def _around(g: FmpGame, hexes: Iterable[Hex], skip: Iterable[Hex] = ()) -> list[Hex]:
    block = set(skip)
    adjacent = g.planet.adjacency()
    return sorted({n for h in hexes for n in adjacent[h] if n not in block})


def _doors(g: FmpGame, c: Piece) -> list[Hex]:
    """Where a transporter loads from and unloads to: next to it (an astronef: next to its podes)."""
    return _around(g, c.hexes[1:] if c.kind is Kind.ASTRONEF else c.hexes, c.hexes)


def _things_at(g: FmpGame, h: Hex) -> list[int]:
    return [pid for pid in (g.top.get(h), g.pontoon_at.get(h)) if pid is not None]


def loads(scope: Scope) -> Iterator[Action]:
    g = scope.game
    lead = None if scope.only is None else g.pieces[scope.only]
    near_lead = set() if lead is None else {n for h in lead.hexes for n in g.planet.adjacency()[h]}
    for c in scope.mine:
        if c.where == BOARD and c.kind in (*HOLDS, Kind.ASTRONEF) and (
                lead is None or c is lead or any(h in near_lead for h in c.hexes)):
            for h in _doors(g, c):
                for pid in _things_at(g, h):
                    if scope.wants(c.id, pid):
                        yield Load(c.id, pid)
    for sid in g.astronef_ids:  # taking an astronef without turrets (FMP.SHIP.6)
        ship = g.pieces[sid]
        if ship.where == BOARD and g.owner(ship) != g.active and not any(g.live_turret(ship, i) for i in range(3)):
            for h in _doors(g, ship):
                taker = g.at(h)
                if taker is not None and is_destroyer(taker.kind) and g.owner(taker) == g.active \
                        and scope.wants(taker.id):
                    yield Load(ship.id, taker.id)


def _places(g: FmpGame, c: Piece, cargo: Piece, hexes: list[Hex]) -> Iterator[Pos]:
    """The places a cargo could be put down from `c` on: a hex next to it, for a barge also a second hex next
    to that one."""
    adjacent = g.planet.adjacency()
    for h in hexes:
        if cargo.kind is not Kind.BARGE:
            yield (h,)
        else:
            for n in adjacent[h]:
                if n not in c.hexes and (n not in hexes or h < n):
                    yield norm((h, n))


def unloads(scope: Scope) -> Iterator[Action]:
    g = scope.game
    for c in scope.mine:
        if c.where != BOARD or not c.contents or c.kind not in (*HOLDS, Kind.ASTRONEF):
            continue
        hexes = _doors(g, c)
        for cid in c.contents:
            if not scope.wants(c.id, cid):
                continue
            cargo = g.pieces[cid]
            for to in _places(g, c, cargo, hexes):
                for hang in hang_choices(g, cargo.kind, to[0]):
                    yield Unload(c.id, cid, to, hang)


def deployments(scope: Scope) -> Iterator[Action]:
    """FMP.START.3: out of the astronef into its zone (land pieces) or onto the water of its coast."""
    g = scope.game
    for ship in g.astronefs(g.active):
        zone = g.zone_of_ship[ship.id]
        land = sorted(g.planet.zones[zone])
        coast = sorted(g.planet.coast(zone))
        for cid in ship.contents:
            if not scope.wants(ship.id, cid):
                continue
            cargo = g.pieces[cid]
            if SPECS[cargo.kind].domain == "land":
                places: Iterable[Pos] = ((h,) for h in land)
            else:
                places = _places(g, ship, cargo, coast)
            for to in places:
                for hang in hang_choices(g, cargo.kind, to[0]):
                    yield Unload(ship.id, cid, to, hang)


def transfers(scope: Scope) -> Iterator[Action]:
    """Between holds of one barge or one astronef (FMP.TRANS.2, FMP.SHIP.2)."""
    g = scope.game
    for outer in scope.mine:
        if outer.where != BOARD or outer.kind not in (Kind.BARGE, Kind.ASTRONEF):
            continue
        inside = list(g.inside(outer))
        holds = [outer, *(q for q in inside if q.kind in HOLDS)]
        for p in inside:
            for into in holds:
                if into.id not in (p.id, p.carrier) and scope.wants(p.id, into.id):
                    yield Transfer(p.id, into.id)


def builds(scope: Scope) -> Iterator[Action]:
    g = scope.game
    for layer in scope.mine:
        if layer.kind is Kind.WEATHER_LAYER and layer.where == BOARD and scope.wants(layer.id) \
                and any(g.pieces[c].kind is Kind.ORE for c in layer.contents):
            for h in _around(g, layer.hexes, layer.hexes):
                for kind in (Kind.TANK, Kind.CRAB, Kind.PONTOON):
                    for hang in hang_choices(g, kind, h):
                        yield Build(layer.id, kind.value, h, hang)
