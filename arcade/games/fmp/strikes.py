"""Strikes: plans of a few actions that destroy or take an enemy piece this turn, for the Hard computer.

A shot needs two destroyers with the target in range (FMP.FIRE.3), a capture two destroyers next to it (FMP.CAPT.1),
so a strike is usually two moves and then the shot: a search that looks one move and its follow-up ahead never sees
it (0.25 shots a game, no capture). Here each enemy piece on the planet is a target; each of the seat's destroyers
that can act brings its cheapest way to a hex in range (or next to the target, for a capture) — staying put, or one
of its legal moves — and each pair of them makes a plan: their moves, then `Fire` (2 points) or `Capture` (1). The
plans are confirmed step by step by the game's `check` on a copy, so a plan that the position refuses (a hex taken
by the first move, fire the first destroyer may not stand in, FMP.ATK.1, the points) is never offered. The same
reckoning a turn ahead says which pieces the enemy could strike on its next turn (`struck`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations
from typing import Protocol, TypeVar

from arcade.core.hexgrid import Hex, distance, within
from arcade.games.fmp.rules import firezones
from arcade.games.fmp.rules.actions import Action, Capture, Fire, Move
from arcade.games.fmp.rules.game import FmpGame
from arcade.games.fmp.rules.model import BOARD, Piece, Pos
from arcade.games.fmp.rules.pieces import Kind, fire_range

#: Hexes from which a destroyer can hold a piece under fire on its next turn (a few hexes' move, then its range).
STRIKE_REACH = 5
#: Plans confirmed at most per decision (each costs a copy of the position and a few checks).
MOST = 12
#: Ways of each destroyer kept per target (the cheapest).
WAYS = 2


@dataclass(frozen=True)
class Strike:
    """A plan: its actions in order, the target hex, and what it costs in action points."""

    actions: tuple[Action, ...]
    target: Hex
    cost: int


@dataclass(frozen=True)
class Way:
    """How a piece comes to stand on `place` (a destroyer to fire from it, a transporter to load from it): by
    `move` (None: it stands there), for `cost` points."""

    place: Pos
    move: Move | None
    cost: int

    @property
    def at(self) -> Hex:
        return self.place[0]


def ways(pieces: Iterable[Piece], legal: Sequence[Action]) -> dict[int, list[Way]]:
    """Each piece's places this turn: where it stands, and where each of its legal moves ends (the cheapest way
    there, as the legal list holds it)."""
    found = {p.id: [Way(p.hexes, None, 0)] for p in pieces}
    for action in legal:
        if isinstance(action, Move) and action.piece in found:
            found[action.piece].append(Way(action.path[-1], action, len(action.path)))
    return found


def strikes(state: FmpGame, seat: int, legal: Sequence[Action]) -> list[Strike]:
    """The cheapest confirmed strikes of `seat` now (at most `MOST`), cheapest first."""
    shooters = [p for p in (state.pieces[i] for i in state.destroyer_ids) if p.where == BOARD
                and state.owner(p) == seat and firezones.gives_fire(state, p) and p.id not in state.neutralized]
    if len(shooters) < 2:
        return []
    stands = ways(shooters, legal)
    reach = {p.id: max(distance(p.hex, w.at) for w in stands[p.id]) + 3 for p in shooters}
    plans: list[Strike] = []
    for target in enemies(state, seat):
        near = [p for p in shooters if any(distance(p.hex, h) <= reach[p.id] for h in target.hexes)]
        if len(near) < 2:
            continue
        plans += fire_plans(state, near, stands, target)
        if target.kind not in (Kind.TURRET, Kind.ASTRONEF):
            plans += capture_plans(state, seat, near, stands, target)
    return cheapest_held(state, seat, plans)


class Planned(Protocol):
    """A plan of a few actions (a strike, an errand): in order, and what they cost in action points."""

    @property
    def actions(self) -> tuple[Action, ...]: ...

    @property
    def cost(self) -> int: ...


P = TypeVar("P", bound=Planned)


def cheapest_held(state: FmpGame, seat: int, plans: Iterable[P]) -> list[P]:
    """The cheapest of `plans` the seat's points pay for and `check` accepts step by step (`holds`), at most `MOST`,
    cheapest first: each plan offered is weighed on every look."""
    budget = state.points[seat].available
    confirmed: list[P] = []
    for plan in sorted((p for p in plans if p.cost <= budget), key=lambda p: p.cost):
        if len(confirmed) >= MOST:
            break
        if holds(state, plan.actions):
            confirmed.append(plan)
    return confirmed


def enemies(state: FmpGame, seat: int) -> list[Piece]:
    """The enemy pieces a strike may aim at: on the planet, owned by another player, not an astronef (whose turrets
    are shot at on their podes, FMP.FIRE.3)."""
    return [q for q in state.pieces if q.where == BOARD and state.owner(q) not in (None, seat)
            and q.kind is not Kind.ASTRONEF]


def fire_plans(state: FmpGame, near: list[Piece], stands: dict[int, list[Way]], target: Piece) -> list[Strike]:
    plans = []
    for aim in target.hexes:
        ways = {p.id: cheapest(stands[p.id], in_range(state, p, aim)) for p in near}
        plans += [Strike((*moves, Fire((a, b), aim)), aim, cost + 2) for a, b, moves, cost in pairs(ways)]
    return plans


def capture_plans(state: FmpGame, seat: int, near: list[Piece], stands: dict[int, list[Way]],
                  target: Piece) -> list[Strike]:
    danger = firezones.hexes_under_fire(state, seat)
    def beside(h: Hex) -> bool:  # (takers out of enemy fire)
        return h not in danger and any(distance(h, t) == 1 for t in target.hexes)

    ways = {p.id: cheapest(stands[p.id], beside) for p in near if p.kind is not Kind.TURRET}
    return [Strike((*moves, Capture((a, b), target.id)), target.hexes[0], cost + 1)
            for a, b, moves, cost in pairs(ways)]


def in_range(state: FmpGame, shooter: Piece, aim: Hex) -> Callable[[Hex], bool]:
    """Would `shooter` standing on a hex have `aim` in range (a tank on a mountain reaches further, FMP.FIRE.1)?"""
    return lambda h: distance(h, aim) <= fire_range(shooter.kind, state.planet.terrain.get(h))


def cheapest(ways: list[Way], good: Callable[[Hex], bool]) -> list[Way]:
    """The `WAYS` cheapest of `ways` whose hex is `good`."""
    return sorted((w for w in ways if good(w.at)), key=lambda w: w.cost)[:WAYS]


def pairs(ways: dict[int, list[Way]]) -> list[tuple[int, int, tuple[Move, ...], int]]:
    """Each pair of destroyers (a < b), each by one of its ways to distinct hexes: their moves and what they cost."""
    found = []
    for a, b in combinations(sorted(ways), 2):
        for wa in ways[a]:
            for wb in ways[b]:
                if wa.at != wb.at:
                    moves = tuple(w.move for w in (wa, wb) if w.move is not None)
                    found.append((a, b, moves, wa.cost + wb.cost))
    return found


def holds(state: FmpGame, actions: tuple[Action, ...]) -> bool:
    """Does the game accept every step of the plan in turn, on a copy of the position?"""
    trial = state.clone()
    for action in actions:
        if trial.check(action) is not None:
            return False
        trial.apply(action)
    return True


def hunters(state: FmpGame) -> dict[int, tuple[Hex, ...]]:
    """Where each player's destroyers out on the planet stand that give fire (turrets aside)."""
    found: dict[int, list[Hex]] = {}
    for pid in state.destroyer_ids:
        d = state.pieces[pid]
        owner = state.owner(d)
        if d.where == BOARD and owner is not None and d.kind is not Kind.TURRET and firezones.gives_fire(state, d):
            found.setdefault(owner, []).append(d.hex)
    return {owner: tuple(hexes) for owner, hexes in found.items()}


@lru_cache(maxsize=1024)
def within_reach(h: Hex) -> frozenset[Hex]:
    """The hexes within `STRIKE_REACH` of `h`."""
    return frozenset(within(h, STRIKE_REACH))


@lru_cache(maxsize=512)
def doubly_reached(hexes: tuple[Hex, ...]) -> frozenset[Hex]:
    """The hexes within `STRIKE_REACH` of two or more of `hexes` (one player's hunters): where two of them could
    strike next turn. Kept, as the search asks it of thousands of positions where those destroyers stand still."""
    once: set[Hex] = set()
    twice: set[Hex] = set()
    for h in hexes:
        around = within_reach(h)
        twice |= once & around
        once |= around
    return frozenset(twice)


def strike_zones(state: FmpGame) -> dict[int, frozenset[Hex]]:
    """For each player with hunters out, the hexes two of them could strike on its next turn (`doubly_reached`)."""
    return {owner: doubly_reached(hexes) for owner, hexes in hunters(state).items()}


def struck(zones: dict[int, frozenset[Hex]], player: int, at: Hex) -> bool:
    """Whether two destroyers of one opponent of `player` could strike `at` on their next turn (both within
    `STRIKE_REACH`), by the opponents' `strike_zones`."""
    return any(owner != player and at in zone for owner, zone in zones.items())
