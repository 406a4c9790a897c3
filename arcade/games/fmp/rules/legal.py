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
from arcade.games.fmp.rules import astronef, combat, firezones, movement, schedule
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
from arcade.games.fmp.rules.legal_cargo import Scope, builds, deployments, loads, pontoon_hang, transfers, unloads
from arcade.games.fmp.rules.model import BOARD, Piece, Pos
from arcade.games.fmp.rules.movement import Reach
from arcade.games.fmp.rules.pieces import SPECS, Kind, fire_range, is_destroyer
from arcade.games.fmp.rules.state import LAST_TURN, Phase, norm


def legal_actions(g: FmpGame, seat: int) -> list[Action]:
    """Every distinct legal action of a player (the clock's time-up is the table's, see protocol.py)."""
    if g.over:
        return []
    if g.phase == Phase.DECISION:
        if seat not in schedule.deciding(g):
            return []
        ships = sorted(s.id for s in g.astronefs(seat))
        return [Decide(leave) for n in range(len(ships) + 1) for leave in combinations(ships, n)]
    if seat != g.active:
        return []
    if g.phase == Phase.LANDING:
        return [*astronef.landing_options(g)] or [EndTurn()]
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


def _found(scope: Scope) -> list[Action]:
    """The legal actions of the phase (of one piece, or all), end of turn apart."""
    g = scope.game
    found: Iterable[Action]
    moves: list[Action] = []
    if g.phase == Phase.DEPLOYMENT:
        found = [*deployments(scope), *transfers(scope)]
    elif g.overtime:
        found = [*_fires(scope), *_captures(scope), *_takeoffs(scope)]
    else:
        reaches = {p.id: movement.reachable(g, p.id) for p in scope.mine
                   if p.where == BOARD and SPECS[p.kind].domain != "none" and scope.wants(p.id)}
        moves = list(_moves(g, reaches))  # legal by construction: reach follows the same step rules as `check`
        found = [*_retreats(scope), *_attacks(scope, reaches), *loads(scope), *unloads(scope), *transfers(scope),
                 *builds(scope), *_fires(scope), *_captures(scope), *_rebuilds(scope), *_takeoffs(scope)]
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
        return Unload(action.carrier, action.cargo, to, pontoon_hang(g, cargo.kind, to, action.hang))
    if isinstance(action, Build):
        hang = pontoon_hang(g, Kind(action.kind), (action.to,), action.hang)
        return Build(action.layer, action.kind, action.to, hang)
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
    if owner is None or isinstance(movement.mover(g, p.id), Rejection):
        return {}
    budget = g.points[owner].available
    traps = movement.stopping_hexes(g, p, owner) - g.top.keys()
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
                    if step not in out and movement.step_problem(g, p, pos, step, False, True) is None:
                        out[step] = Move(p.id, (*reach.path(pos), step))
    return out


def _move_representative(g: FmpGame, action: Move) -> Move | None:
    """The listed move to where this path stops (its legal part is played, FMP.PTS.5)."""
    p = g.pieces[action.piece]
    done, _ = movement.walk(g, p, action.path)
    if done == 0:
        return None
    end = norm(action.path[done - 1])
    reach = movement.reachable(g, p.id)
    if end in reach.cost:
        return Move(p.id, reach.path(end))
    return _strandings(g, p, reach).get(end)


def _retreats(scope: Scope) -> Iterator[Action]:
    g = scope.game
    if g.window is None:
        return
    for p in scope.mine:
        if scope.wants(p.id) and p.where == BOARD and p.colour in g.window and SPECS[p.kind].domain != "none" \
                and firezones.piece_under_fire(g, p):
            for step in movement.steps(g, p.hexes):
                yield Retreat(p.id, step)


# -- destroyers ----------------------------------------------------------------------------------------------------
def _targets(g: FmpGame) -> set[Hex]:
    """Hexes with something the player whose turn it is may shoot: an enemy piece, ore, a pontoon, an enemy turret
    on its pode (FMP.FIRE.3-4: each pair of shooters is then checked only against these)."""
    found = {h for h, pid in g.top.items() if g.pieces[pid].kind is not Kind.ASTRONEF} | set(g.pontoon_at)
    for ship in (p for p in g.pieces if p.kind is Kind.ASTRONEF and p.where == BOARD):
        found |= {ship.hexes[1 + i] for i in range(3) if g.live_turret(ship, i)}
    return {h for h in found if combat.target_problem(g, h) is None}


def _shooters(scope: Scope) -> list[Piece]:
    return [p for p in scope.mine if p.where == BOARD and is_destroyer(p.kind) and scope.game.shots.get(p.id, 0) < 2]


def _reach_of(g: FmpGame, p: Piece) -> int:
    return fire_range(p.kind, g.planet.terrain[p.hex])


def _fires(scope: Scope) -> Iterator[Action]:
    g = scope.game
    shooters = _shooters(scope)
    if scope.only is not None:
        lead = next((p for p in shooters if p.id == scope.only), None)
        if lead is None:
            return
        # partners close enough to share a target with it
        shooters = [p for p in shooters if distance(p.hex, lead.hex) <= _reach_of(g, p) + _reach_of(g, lead)]
    targets = _targets(g)
    ranges = {p.id: {h for h in g.planet.around(p.hex, _reach_of(g, p)) if h in targets} for p in shooters}
    for a, b in combinations(sorted(ranges), 2):
        if scope.wants(a, b):
            for h in sorted(ranges[a] & ranges[b]):
                yield Fire((a, b), h)


def _captures(scope: Scope) -> Iterator[Action]:
    g = scope.game
    takers = [p for p in scope.mine if p.where == BOARD and is_destroyer(p.kind)]  # turrets too: they are destroyers
    if scope.only is not None:
        lead = g.pieces[scope.only]
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
            if scope.wants(*pair):
                yield Capture(pair, target.id)


def _attacks(scope: Scope, reaches: dict[int, Reach]) -> Iterator[Action]:
    g = scope.game
    owner = g.active
    partners = [p for p in _shooters(scope) if p.kind is Kind.TURRET or not firezones.piece_under_fire(g, p)]
    budget = g.points[owner].available
    enemies: list[tuple[Hex, int]] | None = None
    for pid, reach in reaches.items():
        p = g.pieces[pid]
        ammo = 2 - g.shots.get(pid, 0)
        if not is_destroyer(p.kind) or not ammo or isinstance(movement.mover(g, pid), Rejection):
            continue
        for end, path in _attack_steps(g, p, reach, budget - 2).items():
            if enemies is None:  # the enemy destroyers that give fire, where they stand and how far they reach
                enemies = [(d.hex, _reach_of(g, d)) for d in (g.pieces[i] for i in g.destroyer_ids)
                           if d.where == BOARD and g.owner(d) not in (None, owner) and firezones.gives_fire(g, d)]
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
    fire = firezones.hexes_under_fire(g, owner)
    adjacent = g.planet.adjacency()
    paths = reach.paths()
    for cost, pos in places:
        if cost >= budget:
            break
        for n in adjacent[pos[0]]:
            if n in fire and n not in out and n not in g.top and movement.can_enter(g, p, n):
                out[n] = (*paths.get(pos, ()), (n,))
    return out


# -- the astronef --------------------------------------------------------------------------------------------------
def _rebuilds(scope: Scope) -> Iterator[Action]:
    g = scope.game
    for ship in g.astronefs(g.active):
        if g.taken_by.get(ship.id) == g.active and scope.wants(ship.id):
            for pode in range(3):
                yield Rebuild(ship.id, pode)


def _takeoffs(scope: Scope) -> Iterator[Action]:
    g = scope.game
    if g.turn == LAST_TURN:
        for ship in g.astronefs(g.active):
            if scope.wants(ship.id):
                yield TakeOff(ship.id)
