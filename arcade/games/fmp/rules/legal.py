"""Every legal action of a Full Metal Planète player now, one representative per outcome where the game allows
many ways to the same result: a move per place a piece can reach (by its cheapest path, or stopping on purpose on
the first hex the tide makes impassable, FMP.TIDE.4), fire pairs in ascending order, captures by pairs in
ascending order, the turn-21 decisions as sorted lists. Candidates are gathered from the board (what is next to
what, what is in range) and each is confirmed by the game's own `check`, so this list and `check` cannot disagree;
moves alone are not re-checked, as the search that finds them applies the very step rules of `check` (the
conformance test holds them to it).

Attacks (FMP.ATK.2) are listed where they can succeed: a destroyer steps from where it can go into a hex under
fire next to it and fires at the enemy destroyers that give that fire, once or twice; `canonical` gives no single
representative for an attack (any accepted attack is "an attack").
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from itertools import combinations

from arcade.core.hexgrid import Hex, distance
from arcade.core.protocol import Rejection
from arcade.games.fmp.rules.actions import (
    Action,
    Attack,
    Build,
    Capture,
    Decide,
    EndTurn,
    Fire,
    Load,
    Move,
    Rebuild,
    Retreat,
    Shot,
    TakeOff,
    Transfer,
    Unload,
)
from arcade.games.fmp.rules.game import FmpGame
from arcade.games.fmp.rules.model import BOARD, CARRIED, Piece, Pos
from arcade.games.fmp.rules.movement import Reach
from arcade.games.fmp.rules.pieces import SPECS, Kind, fire_range, is_destroyer
from arcade.games.fmp.rules.state import LAST_TURN, Phase, norm
from arcade.games.fmp.rules.transport import HOLDS


def legal_actions(g: FmpGame, seat: int) -> list[Action]:
    """Every distinct legal action of a player (the clock's time-up is the table's, see protocol.py)."""
    if g.over:
        return []
    if g.phase == Phase.DECISION:
        if seat not in g.deciding():
            return []
        ships = sorted(s.id for s in g.astronefs(seat))
        return [Decide(leave) for n in range(len(ships) + 1) for leave in combinations(ships, n)]
    if seat != g.active:
        return []
    if g.phase == Phase.LANDING:
        return [*g.landing_options()] or [EndTurn()]
    return [*_found(Scope(g, None)), *([EndTurn()] if g.check(EndTurn()) is None else [])]


def piece_actions(g: FmpGame, pid: int) -> list[Action]:
    """The legal actions of the active player in which one piece moves, carries or is carried, fires or
    captures (what the table offers when a piece is picked, and how a quick computer player chooses)."""
    if g.over or g.phase in (Phase.LANDING, Phase.DECISION) or g.piece(pid) is None:
        return []
    return _found(Scope(g, pid))


def actors(action: Action) -> tuple[int, ...]:
    """The pieces an action sets to work."""
    if isinstance(action, Move | Retreat | Attack):
        return (action.piece,)
    if isinstance(action, Load | Unload):
        return (action.carrier, action.cargo)
    if isinstance(action, Transfer):
        return (action.piece, action.into)
    if isinstance(action, Build):
        return (action.layer,)
    if isinstance(action, Fire):
        return action.shooters
    if isinstance(action, Capture):
        return action.takers
    if isinstance(action, Rebuild | TakeOff):
        return (action.astronef,)
    return ()


class Scope:
    """What a search looks at: the active player's pieces, and all their actions or one piece's."""

    def __init__(self, g: FmpGame, only: int | None) -> None:
        self.g = g
        self.only = only
        colours = set(g.armies[g.active])
        self.mine = [p for p in g.pieces if p.colour in colours and p.where in (BOARD, CARRIED)]

    def wants(self, *ids: int) -> bool:
        return self.only is None or self.only in ids


def _found(sc: Scope) -> list[Action]:
    """The legal actions of the phase (of one piece, or all), end of turn apart."""
    g = sc.g
    found: Iterable[Action]
    moves: list[Action] = []
    if g.phase == Phase.DEPLOYMENT:
        found = [*_deployments(sc), *_transfers(sc)]
    elif g.overtime:
        found = [*_fires(sc), *_captures(sc), *_takeoffs(sc)]
    else:
        reaches = {p.id: g.reachable(p.id) for p in sc.mine
                   if p.where == BOARD and SPECS[p.kind].domain != "none" and sc.wants(p.id)}
        moves = list(_moves(g, reaches))  # legal by construction: reach follows the same step rules as `check`
        found = [*_retreats(sc), *_attacks(sc, reaches), *_loads(sc), *_unloads(sc), *_transfers(sc),
                 *_builds(sc), *_fires(sc), *_captures(sc), *_rebuilds(sc), *_takeoffs(sc)]
    return [*moves, *(a for a in found if g.check(a) is None)]


def canonical(g: FmpGame, action: Action) -> Action | None:
    """The listed representative of an action `check` accepts (None for an attack: see the module's docstring)."""
    if isinstance(action, Move):
        return _move_representative(g, action)
    if isinstance(action, Retreat):
        return Retreat(action.piece, norm(action.to))
    if isinstance(action, Unload):
        cargo = g.pieces[action.cargo]
        to = norm(action.to)
        return Unload(action.carrier, action.cargo, to, _hang(g, cargo.kind, to, action.hang))
    if isinstance(action, Build):
        return Build(action.layer, action.kind, action.to, _hang(g, Kind(action.kind), (action.to,), action.hang))
    if isinstance(action, Fire):
        return Fire(sorted_pair(action.shooters), action.target)
    if isinstance(action, Capture):
        return Capture(sorted_pair(action.takers), action.target)
    if isinstance(action, Decide):
        return Decide(tuple(sorted(action.leave)))
    if isinstance(action, Attack):
        return None
    return action


def sorted_pair(pair: tuple[int, int]) -> tuple[int, int]:
    return (min(pair), max(pair))


def _hang(g: FmpGame, kind: Kind, to: Pos, hang: int | None) -> int | None:
    """The pontoon a laid pontoon hangs from: only a pontoon touching no land hangs (FMP.PONT.3); unsaid, from
    the first one it touches."""
    if kind is not Kind.PONTOON or len(to) != 1 or g.touches_land(to[0]):
        return None
    near = g.pontoons_touching(to[0])
    return hang if hang is not None else (near[0] if near else None)


def _hangs(g: FmpGame, kind: Kind, h: Hex) -> list[int | None]:
    """Every choice of `hang` for a piece laid on `h`."""
    if kind is not Kind.PONTOON or g.touches_land(h):
        return [None]
    return [*g.pontoons_touching(h)] or [None]


# -- moving --------------------------------------------------------------------------------------------------------
def _moves(g: FmpGame, reaches: dict[int, Reach]) -> Iterator[Action]:
    for pid, reach in reaches.items():
        for path in reach.paths().values():
            yield Move(pid, path)
        yield from _strandings(g, g.pieces[pid], reach).values()


def _strandings(g: FmpGame, p: Piece, reach: Reach) -> dict[Pos, Move]:
    """FMP.TIDE.4: stopping on purpose on a marsh or reef hex the tide makes impassable for the piece, one step
    beyond a place it can reach (by the cheapest such place)."""
    owner = g.owner(p)
    if owner is None or isinstance(g._mover(p.id), Rejection):
        return {}
    budget = g.points[owner].available
    traps = g.stopping_hexes(p, owner) - g.top.keys()
    adjacent = g.planet.adjacency()
    near = {n for h in traps for n in adjacent[h]}
    out: dict[Pos, Move] = {}
    places = sorted([(0, reach.start), *((c, pos) for pos, c in reach.cost.items())])
    for cost, pos in places:
        if cost >= budget:
            break
        for x in pos:
            if x not in near:
                continue
            for n in adjacent[x]:
                if n in traps and n not in pos:
                    step = norm((x, n)) if len(pos) == 2 else (n,)
                    if step not in out and g._step_problem(p, pos, step, False, True) is None:
                        out[step] = Move(p.id, (*reach.path(pos), step))
    return out


def _move_representative(g: FmpGame, action: Move) -> Move | None:
    """The listed move to where this path stops (its legal part is played, FMP.PTS.5)."""
    p = g.pieces[action.piece]
    done, _ = g._walk(p, action.path)
    if done == 0:
        return None
    end = norm(action.path[done - 1])
    reach = g.reachable(p.id)
    if end in reach.cost:
        return Move(p.id, reach.path(end))
    return _strandings(g, p, reach).get(end)


def _retreats(sc: Scope) -> Iterator[Action]:
    g = sc.g
    if g.window is None:
        return
    for p in sc.mine:
        if sc.wants(p.id) and p.where == BOARD and p.colour in g.window and SPECS[p.kind].domain != "none" \
                and g.piece_under_fire(p):
            for step in g.steps(p.hexes):
                yield Retreat(p.id, step)


# -- destroyers ----------------------------------------------------------------------------------------------------
def _targets(g: FmpGame) -> set[Hex]:
    """Hexes with something another player could shoot: a piece, ore, a pontoon, a turret on its pode."""
    found = {h for h, pid in g.top.items() if g.pieces[pid].kind is not Kind.ASTRONEF} | set(g.pontoon_at)
    for ship in (p for p in g.pieces if p.kind is Kind.ASTRONEF and p.where == BOARD):
        found |= {ship.hexes[1 + i] for i in range(3) if g.live_turret(ship, i)}
    return found


def _shooters(sc: Scope) -> list[Piece]:
    return [p for p in sc.mine if p.where == BOARD and is_destroyer(p.kind) and sc.g.shots.get(p.id, 0) < 2]


def _reach_of(g: FmpGame, p: Piece) -> int:
    return fire_range(p.kind, g.planet.terrain[p.hex])


def _fires(sc: Scope) -> Iterator[Action]:
    g = sc.g
    shooters = _shooters(sc)
    if sc.only is not None:
        lead = next((p for p in shooters if p.id == sc.only), None)
        if lead is None:
            return
        # partners close enough to share a target with it
        shooters = [p for p in shooters if distance(p.hex, lead.hex) <= _reach_of(g, p) + _reach_of(g, lead)]
    targets = _targets(g)
    ranges = {p.id: {h for h in g.planet.around(p.hex, _reach_of(g, p)) if h in targets} for p in shooters}
    for a, b in combinations(sorted(ranges), 2):
        if sc.wants(a, b):
            for h in sorted(ranges[a] & ranges[b]):
                yield Fire((a, b), h)


def _captures(sc: Scope) -> Iterator[Action]:
    g = sc.g
    takers = [p for p in sc.mine if p.where == BOARD and is_destroyer(p.kind)]  # turrets too: they are destroyers
    if sc.only is not None:
        lead = g.pieces[sc.only]
        if lead not in takers:
            return
        near_lead = {n for h in lead.hexes for n in g.planet.adjacency()[h]}
        candidates = {g.top[h] for h in near_lead if h in g.top}
    else:
        candidates = set(g.top.values())
    for tid in sorted(candidates):
        target = g.pieces[tid]
        if target.kind in (Kind.ASTRONEF, Kind.ORE):
            continue
        near = [t.id for t in takers if t.colour != target.colour
                and any(distance(a, b) == 1 for a in t.hexes for b in target.hexes)]
        for pair in combinations(sorted(near), 2):
            if sc.wants(*pair):
                yield Capture(pair, target.id)


def _attacks(sc: Scope, reaches: dict[int, Reach]) -> Iterator[Action]:
    g = sc.g
    owner = g.active
    partners = [p for p in _shooters(sc) if p.kind is Kind.TURRET or not g.piece_under_fire(p)]
    budget = g.points[owner].available
    enemies: list[tuple[Hex, int]] | None = None
    for pid, reach in reaches.items():
        p = g.pieces[pid]
        ammo = 2 - g.shots.get(pid, 0)
        if not is_destroyer(p.kind) or not ammo or isinstance(g._mover(pid), Rejection):
            continue
        for end, path in _attack_steps(g, p, reach, budget - 2).items():
            if enemies is None:  # the enemy destroyers that give fire, where they stand and how far they reach
                enemies = [(d.hex, _reach_of(g, d)) for d in (g.pieces[i] for i in g.destroyer_ids)
                           if d.where == BOARD and g.owner(d) not in (None, owner) and g.gives_fire(d)]
            givers = sorted({at for at, reach_of in enemies if distance(at, end) <= reach_of})
            reach_from_end = fire_range(p.kind, g.planet.terrain[end])
            shots = [Shot(q.id, t) for t in givers if distance(end, t) <= reach_from_end for q in partners
                     if q.id != pid and distance(q.hex, t) <= _reach_of(g, q)]
            singles = [Attack(pid, path, (s,)) for s in shots]
            yield from singles
            if ammo == 2 and not any(g.check(a) is None for a in singles):
                for a, b in combinations(shots, 2):
                    if a.target != b.target:
                        yield Attack(pid, path, (a, b))


def _attack_steps(g: FmpGame, p: Piece, reach: Reach, budget: int) -> dict[Hex, tuple[Pos, ...]]:
    """Hexes under fire one step beyond where a destroyer can go, each by its cheapest path."""
    owner = g.owner(p)
    assert owner is not None
    out: dict[Hex, tuple[Pos, ...]] = {}
    places = sorted([(0, reach.start), *((c, pos) for pos, c in reach.cost.items())])
    fire = g.hexes_under_fire(owner)
    adjacent = g.planet.adjacency()
    paths = reach.paths()
    for cost, pos in places:
        if cost >= budget:
            break
        for n in adjacent[pos[0]]:
            if n in fire and n not in out and n not in g.top and g.can_enter(p, n):
                out[n] = (*paths.get(pos, ()), (n,))
    return out


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


def _loads(sc: Scope) -> Iterator[Action]:
    g = sc.g
    lead = None if sc.only is None else g.pieces[sc.only]
    near_lead = set() if lead is None else {n for h in lead.hexes for n in g.planet.adjacency()[h]}
    for c in sc.mine:
        if c.where == BOARD and c.kind in (*HOLDS, Kind.ASTRONEF) and (
                lead is None or c is lead or any(h in near_lead for h in c.hexes)):
            for h in _doors(g, c):
                for pid in _things_at(g, h):
                    if sc.wants(c.id, pid):
                        yield Load(c.id, pid)
    for sid in g.astronef_ids:  # taking an astronef without turrets (FMP.SHIP.6)
        ship = g.pieces[sid]
        if ship.where == BOARD and g.owner(ship) != g.active and not any(g.live_turret(ship, i) for i in range(3)):
            for h in _doors(g, ship):
                taker = g.at(h)
                if taker is not None and is_destroyer(taker.kind) and g.owner(taker) == g.active \
                        and sc.wants(taker.id):
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


def _unloads(sc: Scope) -> Iterator[Action]:
    g = sc.g
    for c in sc.mine:
        if c.where != BOARD or not c.contents or c.kind not in (*HOLDS, Kind.ASTRONEF):
            continue
        hexes = _doors(g, c)
        for cid in c.contents:
            if not sc.wants(c.id, cid):
                continue
            cargo = g.pieces[cid]
            for to in _places(g, c, cargo, hexes):
                for hang in _hangs(g, cargo.kind, to[0]):
                    yield Unload(c.id, cid, to, hang)


def _deployments(sc: Scope) -> Iterator[Action]:
    """FMP.START.3: out of the astronef into its zone (land pieces) or onto the water of its coast."""
    g = sc.g
    for ship in g.astronefs(g.active):
        zone = g.zone_of_ship[ship.id]
        land = sorted(g.planet.zones[zone])
        coast = sorted(g.planet.coast(zone))
        for cid in ship.contents:
            if not sc.wants(ship.id, cid):
                continue
            cargo = g.pieces[cid]
            if SPECS[cargo.kind].domain == "land":
                places: Iterable[Pos] = ((h,) for h in land)
            else:
                places = _places(g, ship, cargo, coast)
            for to in places:
                for hang in _hangs(g, cargo.kind, to[0]):
                    yield Unload(ship.id, cid, to, hang)


def _transfers(sc: Scope) -> Iterator[Action]:
    """Between holds of one barge or one astronef (FMP.TRANS.2, FMP.SHIP.2)."""
    g = sc.g
    for outer in sc.mine:
        if outer.where != BOARD or outer.kind not in (Kind.BARGE, Kind.ASTRONEF):
            continue
        inside = list(g.inside(outer))
        holds = [outer, *(q for q in inside if q.kind in HOLDS)]
        for p in inside:
            for into in holds:
                if into.id not in (p.id, p.carrier) and sc.wants(p.id, into.id):
                    yield Transfer(p.id, into.id)


def _builds(sc: Scope) -> Iterator[Action]:
    g = sc.g
    for layer in sc.mine:
        if layer.kind is Kind.WEATHER_LAYER and layer.where == BOARD and sc.wants(layer.id) \
                and any(g.pieces[c].kind is Kind.ORE for c in layer.contents):
            for h in _around(g, layer.hexes, layer.hexes):
                for kind in (Kind.TANK, Kind.CRAB, Kind.PONTOON):
                    for hang in _hangs(g, kind, h):
                        yield Build(layer.id, kind.value, h, hang)


# -- the astronef --------------------------------------------------------------------------------------------------
def _rebuilds(sc: Scope) -> Iterator[Action]:
    g = sc.g
    for ship in g.astronefs(g.active):
        if g.taken_by.get(ship.id) == g.active and sc.wants(ship.id):
            for pode in range(3):
                yield Rebuild(ship.id, pode)


def _takeoffs(sc: Scope) -> Iterator[Action]:
    g = sc.g
    if g.turn == LAST_TURN:
        for ship in g.astronefs(g.active):
            if sc.wants(ship.id):
                yield TakeOff(ship.id)
