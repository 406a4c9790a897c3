"""Moving pieces: one step at a time, the barge's two hexes, tides, obstacles, enemy fire; where a piece can
reach with its cheapest cost; the turn-start retreat (FMP.MOVE, FMP.TIDE.2-4, FMP.PTS.5, FMP.NEUT.1)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from arcade.core.hexgrid import Hex, distance
from arcade.core.protocol import Rejection
from arcade.games.fmp.rules.actions import Move, Retreat
from arcade.games.fmp.rules.events import Event, Moved, Stuck
from arcade.games.fmp.rules.firezones import FireZones
from arcade.games.fmp.rules.model import BOARD, CARRIED, Piece, Pos
from arcade.games.fmp.rules.pieces import SPECS, Kind
from arcade.games.fmp.rules.refusals import kind_term, piece_words, reject
from arcade.games.fmp.rules.state import norm
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


class Movement(FireZones):
    # -- what a piece may do at all --------------------------------------------------------------------------------
    def _pay(self, cost: int) -> Rejection | None:
        have = self.points[self.active].available
        return None if cost <= have else reject("FMP.PTS.2", "points", need=cost, have=have)

    def _own(self, pid: int) -> Piece | Rejection:
        p = self.piece(pid)
        if p is None or p.where not in (BOARD, CARRIED):
            return reject("FMP.MOVE.2", "no_piece")
        if self.owner(p) != self.active:
            return reject("FMP.CAPT.1", "not_yours", **piece_words(p, self.planet.layout))
        return p

    def _cannot_act(self, p: Piece) -> Rejection | None:
        """FMP.MOVE.7: carried, stranded or bogged, neutralized or abandoned pieces can do nothing."""
        problem = self._held_back(p)
        if problem is None and self.neutral(p):
            return reject("FMP.NEUT.2", "neutralized")
        return problem

    def _held_back(self, p: Piece) -> Rejection | None:
        """Carried, abandoned (FMP.END.3), stranded or bogged (FMP.TIDE.3): what even a retreat cannot undo."""
        if p.where == CARRIED:
            return reject("FMP.TRANS.3", "carried")
        if self.abandoned(p):
            return reject("FMP.END.3", "abandoned")
        why = self.is_stuck(p)
        return reject("FMP.TIDE.3", why) if why else None

    def _mover(self, pid: int) -> Piece | Rejection:
        p = self._own(pid)
        if isinstance(p, Rejection):
            return p
        if SPECS[p.kind].domain == "none":
            return reject("FMP.MOVE.1", "cannot_move")
        problem = self._cannot_act(p)
        if problem:
            return problem
        if p.id in self.pinned:
            return reject("FMP.NEUT.3", "pinned")
        return p

    # -- steps and reach -------------------------------------------------------------------------------------------
    def can_enter(self, p: Piece, h: Hex) -> bool:
        t = self.planet.terrain.get(h)
        if t is None or (t == "mountain" and self.carries_heavy(p)):
            return False
        return enterable(p.kind, t, self.tide, h in self.pontoon_at)

    def steps(self, pos: Pos) -> Iterator[Pos]:
        """The places one step away on the planet: a neighbour for one hex; for the barge, a half enters a hex next
        to it while the other follows into the vacated hex, or pivots about one half (FMP.MOVE.5)."""
        adjacent = self.planet.adjacency()
        if len(pos) == 1:
            for n in adjacent[pos[0]]:
                yield (n,)
            return
        for x in pos:
            for n in adjacent[x]:
                if n not in pos:
                    yield norm((x, n))

    @staticmethod
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

    def reachable(self, pid: int, budget: int | None = None) -> Reach:
        """Every place the piece can move to now with its cheapest cost and path, within the player's points (or
        `budget`): respecting tide, other pieces, ore, and enemy fire (FMP.TIDE.2, FMP.MOVE.2, FMP.MOVE.6)."""
        p = self.pieces[pid]
        start = p.hexes
        reach = Reach(start, {}, {})
        owner = self.owner(p)
        if p.where != BOARD or owner is None or SPECS[p.kind].domain == "none" or self._cannot_act(p) \
                or p.id in self.pinned:
            return reach
        if budget is None:
            budget = self.points[owner].available
        ok = self._allowed_hexes(p, owner)
        if len(start) == 1:
            return self._reach_one(start[0], ok, budget)
        return self._reach_two(p.id, start, ok, budget)

    def _reach_two(self, pid: int, start: Pos, ok: frozenset[Hex], budget: int) -> Reach:
        """Breadth-first search for the barge: each step keeps one half and puts the other on a free hex next to
        it (FMP.MOVE.5)."""
        adjacent = self.planet.adjacency()
        free = ok.difference(h for h, q in self.top.items() if q != pid)
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

    def _reach_one(self, start: Hex, ok: frozenset[Hex], budget: int) -> Reach:
        """Breadth-first search for a one-hex piece (every step costs 1), kept lean for the table's hover."""
        cost: dict[Hex, int] = {start: 0}
        came: dict[Hex, Hex] = {}
        top = self.top
        adjacent = self.planet.adjacency()
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

    def _allowed_hexes(self, p: Piece, owner: int) -> frozenset[Hex]:
        """Where a piece of this kind may step now (terrain, tide, pontoons, out of enemy fire), cached until
        a tide, a pontoon or a fire zone changes."""
        fire = self.hexes_under_fire(owner)
        domain, heavy = SPECS[p.kind].domain, self.carries_heavy(p)
        key = (domain, heavy, owner)
        found = self._allowed_cache.get(key)
        if found is None:
            pont = set(self.pontoon_at)
            if domain == "land":
                ok = set(self.land_hexes()) | pont
                if heavy:
                    ok = {h for h in ok if self.planet.terrain[h] != "mountain"}
            else:
                ok = set(self.planet.terrain) - self.land_hexes() - pont
            found = self._allowed_cache[key] = frozenset(ok - fire)
        return found

    def stopping_hexes(self, p: Piece, owner: int) -> frozenset[Hex]:
        """FMP.TIDE.4: the marsh and reef hexes out of enemy fire that the present tide makes impassable for a
        piece of this kind, where it may end a move on purpose (whatever stands there now)."""
        key = ("stop", SPECS[p.kind].domain, owner)
        found = self._allowed_cache.get(key)
        if found is None:
            found = self._allowed_cache[key] = frozenset(
                h for h in self.planet.hexes_of("marsh") | self.planet.hexes_of("reef")
                if not self.can_enter(p, h) and not self.under_fire(h, owner))
        return found

    # -- checking a path -------------------------------------------------------------------------------------------
    def _step_problem(self, p: Piece, old: Pos, new: Pos, fire_ok: bool, last: bool) -> Rejection | None:
        """Why one step of a path is not allowed (None if it is)."""
        if not self.is_step(old, new):
            return reject("FMP.MOVE.5" if p.kind is Kind.BARGE else "FMP.MOVE.2", "not_adjacent")
        owner = self.owner(p)
        assert owner is not None
        for h in new:
            if h in old:
                continue
            t = self.planet.terrain.get(h)
            if t is None:
                return reject("FMP.BOARD.1", "off_board")
            occupant = self.at(h)
            if occupant is not None and occupant.id != p.id:
                if occupant.kind is Kind.ORE:
                    return reject("FMP.BOARD.3", "ore_obstacle")
                return reject("FMP.MOVE.2", "occupied")
            if t == "mountain" and self.carries_heavy(p):
                return reject("FMP.MOVE.3", "heavy_mountain")
            if SPECS[p.kind].domain == "sea" and h in self.pontoon_at:
                return reject("FMP.PONT.2", "pontoon_blocks")
            # FMP.TIDE.4: a piece may stop on purpose on the first hex the present tide makes impassable for it
            # (marsh or reef), never on one no tide ever opens to it (open sea for a tank, land for a boat)
            if not enterable(p.kind, t, self.tide, h in self.pontoon_at) and (not last or t not in ("marsh", "reef")):
                return reject("FMP.TIDE.2", "wrong_ground", kind=kind_term(p.kind))
            if not fire_ok and self.under_fire(h, owner):
                return reject("FMP.MOVE.6", "into_fire")
        return None

    def _walk(self, p: Piece, path: tuple[Pos, ...], attack: bool = False) -> tuple[int, Rejection | None]:
        """How many steps of the path are legal from the start (and why the next one is not)."""
        old = p.hexes
        have = self.points[self.active].available
        for i, new in enumerate(path):
            if i >= have:
                return i, reject("FMP.PTS.2", "points", need=len(path), have=have)
            last = i == len(path) - 1
            problem = self._step_problem(p, old, new, attack and last, last)
            if problem:
                return i, problem
            old = norm(new)
        return len(path), None

    def _check_move(self, action: Move) -> Rejection | None:
        p = self._mover(action.piece)
        if isinstance(p, Rejection):
            return p
        if not action.path:
            return reject("FMP.MOVE.2", "empty_path")
        done, problem = self._walk(p, action.path)
        return problem if done == 0 else None  # FMP.PTS.5: the legal part of a path is played

    def _check_retreat(self, action: Retreat) -> Rejection | None:
        p = self._own(action.piece)
        if isinstance(p, Rejection):
            return p
        if self.window is None or p.colour not in self.window:
            return reject("FMP.NEUT.1", "retreat_over")
        if p.id in self.retreated:
            return reject("FMP.NEUT.1", "retreat_once")
        if SPECS[p.kind].domain == "none" or p.where != BOARD:
            return reject("FMP.MOVE.1", "cannot_move")
        if p.id in self.neutralized:
            return reject("FMP.NEUT.2", "neutralized")  # only other destroyers can free it
        if not self.piece_under_fire(p):
            return reject("FMP.NEUT.1", "not_threatened")
        problem = self._held_back(p) or self._step_problem(p, p.hexes, action.to, False, False)
        if problem:
            return problem
        owner = self.owner(p)
        assert owner is not None
        if any(self.under_fire(h, owner) for h in action.to):
            return reject("FMP.NEUT.1", "retreat_into_fire")  # the whole new place, a barge's kept half too
        return self._pay(1)

    # -- applying a move -------------------------------------------------------------------------------------------
    def _move_piece(self, p: Piece, path: tuple[Pos, ...], events: list[Event]) -> None:
        if not path:
            return
        start = p.hexes
        self._lift(p)
        self._place(p, path[-1])
        self.moved_at[p.id] = self.actions_done
        self.penalized.discard(p.id)
        events.append(Moved(p.id, start, tuple(norm(pos) for pos in path)))
        why = self.is_stuck(p)
        if why:
            events.append(Stuck(p.id, why))

    def mountain_pairs(self, player: int) -> list[tuple[int, int]]:
        """FMP.MOVE.4: the player's tanks standing on adjacent mountain hexes (warned before the end of turn)."""
        tanks = [p for p in self.pieces if p.kind is Kind.TANK and p.where == BOARD and self.owner(p) == player
                 and self.planet.terrain[p.hex] == "mountain"]
        return [(a.id, b.id) for i, a in enumerate(tanks) for b in tanks[i + 1:] if distance(a.hex, b.hex) == 1]
