"""Moving pieces: one step at a time, the barge's two hexes, tides, obstacles, enemy fire; where a piece can
reach with its cheapest cost; the turn-start retreat (FMP.MOVE, FMP.TIDE.2-4, FMP.PTS.5, FMP.NEUT.1)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from arcade.core.hexgrid import Hex, distance
from arcade.core.protocol import Rejection
from arcade.games.fmp.rules import firezones, stranding
from arcade.games.fmp.rules.actions import Move, Retreat
from arcade.games.fmp.rules.events import Event, Moved, Stuck
from arcade.games.fmp.rules.model import BOARD, CARRIED, Piece, Pos
from arcade.games.fmp.rules.pieces import SPECS, Kind
from arcade.games.fmp.rules.refusals import kind_term, piece_words, reject
from arcade.games.fmp.rules.state import FmpState, norm
from arcade.games.fmp.rules.terrain import enterable


@dataclass
class Reach:
    """Every place a piece can reach this turn with its cheapest cost, and the path to it."""

    start: Pos
    cost: dict[Pos, int]
    came_from: dict[Pos, Pos]

    def path(self, to: Pos) -> tuple[Pos, ...]:
        to = norm(to)
        if to not in self.cost:
            return ()
        out = [to]
        while out[-1] != self.start:
            out.append(self.came_from[out[-1]])
        return tuple(reversed(out[:-1]))

    def paths(self) -> dict[Pos, tuple[Pos, ...]]:
        """The path to every place at once (each extends its predecessor's: the cost of listing every move)."""
        out: dict[Pos, tuple[Pos, ...]] = {self.start: ()}
        for place in self.cost:  # in the order found, so a predecessor always comes first
            out[place] = (*out[self.came_from[place]], place)
        del out[self.start]
        return out


# -- what a piece may do at all --------------------------------------------------------------------------------
def pay(game: FmpState, cost: int) -> Rejection | None:
    have = game.points[game.active].available
    return None if cost <= have else reject("FMP.PTS.2", "points", need=cost, have=have)


def own(game: FmpState, pid: int) -> Piece | Rejection:
    p = game.piece(pid)
    if p is None or p.where not in (BOARD, CARRIED):
        return reject("FMP.MOVE.2", "no_piece")
    if game.owner(p) != game.active:
        return reject("FMP.CAPT.1", "not_yours", **piece_words(p, game.planet.layout))
    return p


def cannot_act(game: FmpState, p: Piece) -> Rejection | None:
    """FMP.MOVE.7: carried, stranded or bogged, neutralized or abandoned pieces can do nothing."""
    problem = _held_back(game, p)
    if problem is None and firezones.neutral(game, p):
        return reject("FMP.NEUT.2", "neutralized")
    return problem


def _held_back(game: FmpState, p: Piece) -> Rejection | None:
    """Carried, abandoned (FMP.END.3), stranded or bogged (FMP.TIDE.3): what even a retreat cannot undo."""
    if p.where == CARRIED:
        return reject("FMP.TRANS.3", "carried")
    if game.abandoned(p):
        return reject("FMP.END.3", "abandoned")
    why = stranding.is_stuck(game, p)
    return reject("FMP.TIDE.3", why) if why else None


def mover(game: FmpState, pid: int) -> Piece | Rejection:
    p = own(game, pid)
    if isinstance(p, Rejection):
        return p
    if SPECS[p.kind].domain == "none":
        return reject("FMP.MOVE.1", "cannot_move")
    problem = cannot_act(game, p)
    if problem:
        return problem
    if p.id in game.pinned:
        return reject("FMP.NEUT.3", "pinned")
    return p


# -- steps and reach -------------------------------------------------------------------------------------------
def can_enter(game: FmpState, p: Piece, h: Hex) -> bool:
    t = game.planet.terrain.get(h)
    if t is None or (t == "mountain" and game.carries_heavy(p)):
        return False
    return enterable(p.kind, t, game.tide, h in game.pontoon_at)


def steps(game: FmpState, pos: Pos) -> Iterator[Pos]:
    """The places one step away on the planet: a neighbour for one hex; for the barge, a half enters a hex next
    to it while the other follows into the vacated hex, or pivots about one half (FMP.MOVE.5)."""
    adjacent = game.planet.adjacency()
    if len(pos) == 1:
        for n in adjacent[pos[0]]:
            yield (n,)
        return
    for x in pos:
        for n in adjacent[x]:
            if n not in pos:
                yield norm((x, n))


def is_step(old: Pos, new: Pos) -> bool:
    """Is `new` one step from `old` (one of `steps(old)`)?"""
    if len(old) == 1:
        return len(new) == 1 and distance(old[0], new[0]) == 1
    if len(new) != 2:
        return False
    kept = [h for h in new if h in old]
    if len(kept) != 1 or new[0] == new[1]:
        return False
    moved = new[1] if new[0] == kept[0] else new[0]
    return distance(kept[0], moved) == 1


def reachable(game: FmpState, pid: int, budget: int | None = None) -> Reach:
    """Every place the piece can move to now with its cheapest cost and path, within the player's points (or
    `budget`): respecting tide, other pieces, ore, and enemy fire (FMP.TIDE.2, FMP.MOVE.2, FMP.MOVE.6)."""
    p = game.pieces[pid]
    start = p.hexes
    reach = Reach(start, {}, {})
    owner = game.owner(p)
    if p.where != BOARD or owner is None or SPECS[p.kind].domain == "none" or cannot_act(game, p) \
            or p.id in game.pinned:
        return reach
    if budget is None:
        budget = game.points[owner].available
    ok = _allowed_hexes(game, p, owner)
    if len(start) == 1:
        return _reach_one(game, start[0], ok, budget)
    return _reach_two(game, p.id, start, ok, budget)


def _reach_two(game: FmpState, pid: int, start: Pos, ok: frozenset[Hex], budget: int) -> Reach:
    """Breadth-first search for the barge: each step keeps one half and puts the other on a free hex next to
    it (FMP.MOVE.5)."""
    adjacent = game.planet.adjacency()
    free = ok.difference(h for h, q in game.top.items() if q != pid)
    cost: dict[Pos, int] = {start: 0}
    came: dict[Pos, Pos] = {}
    frontier = [start]
    step = 0
    while frontier and step < budget:
        step += 1
        nxt: list[Pos] = []
        for pos in frontier:
            a, b = pos
            for x in pos:
                for n in adjacent[x]:
                    if n in (a, b) or n not in free:
                        continue
                    place: Pos = (x, n) if x < n else (n, x)
                    if place not in cost:
                        cost[place] = step
                        came[place] = pos
                        nxt.append(place)
        frontier = nxt
    del cost[start]
    return Reach(start, cost, came)


def _reach_one(game: FmpState, start: Hex, ok: frozenset[Hex], budget: int) -> Reach:
    """Breadth-first search for a one-hex piece (every step costs 1), kept lean for the table's hover."""
    cost: dict[Hex, int] = {start: 0}
    came: dict[Hex, Hex] = {}
    top = game.top
    adjacent = game.planet.adjacency()
    frontier = [start]
    step = 0
    while frontier and step < budget:
        step += 1
        nxt = []
        for h in frontier:
            for n in adjacent[h]:
                if n in cost or n not in ok or n in top:
                    continue
                cost[n] = step
                came[n] = h
                nxt.append(n)
        frontier = nxt
    del cost[start]
    return Reach((start,), {(h,): c for h, c in cost.items()}, {(h,): (f,) for h, f in came.items()})


def _allowed_hexes(game: FmpState, p: Piece, owner: int) -> frozenset[Hex]:
    """Where a piece of this kind may step now (terrain, tide, pontoons, out of enemy fire), cached until
    a tide, a pontoon or a fire zone changes."""
    fire = firezones.hexes_under_fire(game, owner)
    domain, heavy = SPECS[p.kind].domain, game.carries_heavy(p)
    key = (domain, heavy, owner)
    found = game.allowed_cache.get(key)
    if found is None:
        pont = set(game.pontoon_at)
        if domain == "land":
            ok = set(stranding.land_hexes(game)) | pont
            if heavy:
                ok = {h for h in ok if game.planet.terrain[h] != "mountain"}
        else:
            ok = set(game.planet.terrain) - stranding.land_hexes(game) - pont
        found = game.allowed_cache[key] = frozenset(ok - fire)
    return found


def stopping_hexes(game: FmpState, p: Piece, owner: int) -> frozenset[Hex]:
    """FMP.TIDE.4: the marsh and reef hexes out of enemy fire that the present tide makes impassable for a
    piece of this kind, where it may end a move on purpose (whatever stands there now)."""
    key = ("stop", SPECS[p.kind].domain, owner)
    found = game.allowed_cache.get(key)
    if found is None:
        found = game.allowed_cache[key] = frozenset(
            h for h in game.planet.hexes_of("marsh") | game.planet.hexes_of("reef")
            if not can_enter(game, p, h) and not firezones.under_fire(game, h, owner))
    return found


# -- checking a path -------------------------------------------------------------------------------------------
def step_problem(game: FmpState, p: Piece, old: Pos, new: Pos, fire_ok: bool, last: bool) -> Rejection | None:
    """Why one step of a path is not allowed (None if it is)."""
    if not is_step(old, new):
        return reject("FMP.MOVE.5" if p.kind is Kind.BARGE else "FMP.MOVE.2", "not_adjacent")
    owner = game.owner(p)
    assert owner is not None
    for h in new:
        if h in old:
            continue
        t = game.planet.terrain.get(h)
        if t is None:
            return reject("FMP.BOARD.1", "off_board")
        occupant = game.at(h)
        if occupant is not None and occupant.id != p.id:
            if occupant.kind is Kind.ORE:
                return reject("FMP.BOARD.3", "ore_obstacle")
            return reject("FMP.MOVE.2", "occupied")
        if t == "mountain" and game.carries_heavy(p):
            return reject("FMP.MOVE.3", "heavy_mountain")
        if SPECS[p.kind].domain == "sea" and h in game.pontoon_at:
            return reject("FMP.PONT.2", "pontoon_blocks")
        # FMP.TIDE.4: a piece may stop on purpose on the first hex the present tide makes impassable for it
        # (marsh or reef), never on one no tide ever opens to it (open sea for a tank, land for a boat)
        if not enterable(p.kind, t, game.tide, h in game.pontoon_at) and (not last or t not in ("marsh", "reef")):
            return reject("FMP.TIDE.2", "wrong_ground", kind=kind_term(p.kind))
        if not fire_ok and firezones.under_fire(game, h, owner):
            return reject("FMP.MOVE.6", "into_fire")
    return None


def walk(game: FmpState, p: Piece, path: tuple[Pos, ...], attack: bool = False) -> tuple[int, Rejection | None]:
    """How many steps of the path are legal from the start (and why the next one is not)."""
    old = p.hexes
    have = game.points[game.active].available
    for i, new in enumerate(path):
        if i >= have:
            return i, reject("FMP.PTS.2", "points", need=len(path), have=have)
        last = i == len(path) - 1
        problem = step_problem(game, p, old, new, attack and last, last)
        if problem:
            return i, problem
        old = norm(new)
    return len(path), None


def check_move(game: FmpState, action: Move) -> Rejection | None:
    p = mover(game, action.piece)
    if isinstance(p, Rejection):
        return p
    if not action.path:
        return reject("FMP.MOVE.2", "empty_path")
    done, problem = walk(game, p, action.path)
    return problem if done == 0 else None  # FMP.PTS.5: the legal part of a path is played


def check_retreat(game: FmpState, action: Retreat) -> Rejection | None:
    p = own(game, action.piece)
    if isinstance(p, Rejection):
        return p
    if game.window is None or p.colour not in game.window:
        return reject("FMP.NEUT.1", "retreat_over")
    if p.id in game.retreated:
        return reject("FMP.NEUT.1", "retreat_once")
    if SPECS[p.kind].domain == "none" or p.where != BOARD:
        return reject("FMP.MOVE.1", "cannot_move")
    if p.id in game.neutralized:
        return reject("FMP.NEUT.2", "neutralized")  # only other destroyers can free it
    if not firezones.piece_under_fire(game, p):
        return reject("FMP.NEUT.1", "not_threatened")
    problem = _held_back(game, p) or step_problem(game, p, p.hexes, action.to, False, False)
    if problem:
        return problem
    owner = game.owner(p)
    assert owner is not None
    if any(firezones.under_fire(game, h, owner) for h in action.to):
        return reject("FMP.NEUT.1", "retreat_into_fire")  # the whole new place, a barge's kept half too
    return pay(game, 1)


# -- applying a move -------------------------------------------------------------------------------------------
def move_piece(game: FmpState, p: Piece, path: tuple[Pos, ...], events: list[Event]) -> None:
    if not path:
        return
    start = p.hexes
    game.lift(p)
    game.place(p, path[-1])
    game.moved_at[p.id] = game.actions_done
    game.penalized.discard(p.id)
    events.append(Moved(p.id, start, tuple(norm(pos) for pos in path)))
    why = stranding.is_stuck(game, p)
    if why:
        events.append(Stuck(p.id, why))


def mountain_pairs(game: FmpState, player: int) -> list[tuple[int, int]]:
    """FMP.MOVE.4: the player's tanks standing on adjacent mountain hexes (warned before the end of turn)."""
    tanks = [p for p in game.pieces if p.kind is Kind.TANK and p.where == BOARD and game.owner(p) == player
             and game.planet.terrain[p.hex] == "mountain"]
    return [(a.id, b.id) for i, a in enumerate(tanks) for b in tanks[i + 1:] if distance(a.hex, b.hex) == 1]
