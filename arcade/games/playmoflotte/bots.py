"""Playmoflotte's computer players: each step tried on states whose dice are drawn anew, scored by the fleets'
ships, crews and captains. Hard weighs every face of a roll or a shot by its chance (expectimax at each die:
heading, roll, then the best distance; the shot's hit, double hit or miss), and scores a position also by where
each side's broadsides may stand after its next move."""

from __future__ import annotations

from collections import deque
from typing import Any, TypeVar

from arcade.bots.base import Bot
from arcade.bots.search import Effort, SearchBot, lead
from arcade.bots.search import levels as search_levels
from arcade.core.board import Board
from arcade.core.protocol import Seat
from arcade.core.squaregrid import KING, Cell, king_distance
from arcade.games.playmoflotte.reasons import reason
from arcade.games.playmoflotte.rules import EndPosts
from arcade.games.playmoflotte.rules.chances import outcomes
from arcade.games.playmoflotte.rules.game import ISLAND, REEF, Phase, PlaymoflotteGame
from arcade.games.playmoflotte.rules.geometry import expected_hits, in_arc, raking
from arcade.games.playmoflotte.rules.model import Ship

#: How much a broadside the seat could fire now is worth, per expected hit (a hit costs the target crew).
GUNS = 0.8
#: The same for the enemy's broadsides on the seat's ships: they come after the seat's own, which may sink, cripple
#: or sail out of them first.
EXPOSED = 0.4
#: Per square between a ship and the nearest enemy, and what each round adds to it: two fleets that each wait for
#: the other to come into their arcs would wait for ever.
CLOSE, IMPATIENCE = 0.1, 0.02


def fleet(state: PlaymoflotteGame, owner: int) -> float:
    """A side's worth: its ships afloat, their crews and captains, a helmsman to turn and both shrouds manned for
    two dice; less the crew a hit has cost one of them, while its owner chooses who falls (PMF.FIRE.8)."""
    pending = state.pending
    lost = pending.count if pending is not None and state.ships[pending.ship].owner == owner else 0
    return sum(12.0 + ship.crew + 4.0 * ship.captain_alive + 1.5 * ship.has_helm() + ship.movement_dice()
               for ship in state.ships if ship.owner == owner and ship.afloat) - lost


def broadsides(state: PlaymoflotteGame, owner: int) -> float:
    """The hits a side's served cannons may expect now on enemy ships in their arcs (PMF.FIRE.2-7's chances)."""
    enemies = [ship for ship in state.ships if ship.owner != owner and ship.afloat]
    return sum(state.hit_chance(ship, enemy) for ship in state.ships if ship.owner == owner and ship.afloat
               for cannon in ship.cannons if ship.gunners(cannon.id)
               for enemy in enemies if in_arc(ship.pos, ship.heading, cannon.side, enemy.pos))


K = TypeVar("K")
V = TypeVar("V")


def per_board(cache: dict[int, tuple[Board, dict[K, V]]], board: Board, most: int | None = None) -> dict[K, V]:
    """What `cache` holds for `board` (boards never change during a game): kept with the board itself, since an id
    alone could be a new board's; a few boards' worth are kept, and at most `most` entries each."""
    known = cache.get(id(board))
    if known is None or known[0] is not board or (most is not None and len(known[1]) > most):
        if len(cache) > 8:
            cache.clear()
        known = cache[id(board)] = (board, {})
    return known[1]


#: Sailing distances to a square, per board.
_ROUTES: dict[int, tuple[Board, dict[Cell, dict[Cell, int]]]] = {}


def sailing(state: PlaymoflotteGame, to: Cell) -> dict[Cell, int]:
    """Squares to `to` by sea, around islands and reefs (PMF.MOVE.4), a square at a time in any direction."""
    board = state.board
    routes = per_board(_ROUTES, board)
    if to not in routes:
        far, queue = {to: 0}, deque([to])
        while queue:
            cell = queue.popleft()
            for step in KING:
                nxt = Cell(cell.x + step.x, cell.y + step.y)
                if nxt not in far and board.contains(nxt.x, nxt.y) and state.terrain(nxt) not in (REEF, ISLAND):
                    far[nxt] = far[cell] + 1
                    queue.append(nxt)
        routes[to] = far
    return routes[to]


def keen(state: PlaymoflotteGame, owner: int) -> float:
    """How far a side's ships are from the enemy, in squares sailed around the islands (each to its nearest
    enemy; a ship cut off counts as far as the board has squares)."""
    enemies = [ship for ship in state.ships if ship.owner != owner and ship.afloat]
    cut_off = len(state.board.terrain)
    return sum(min((sailing(state, enemy.pos).get(ship.pos, cut_off) for enemy in enemies), default=0)
               for ship in state.ships if ship.owner == owner and ship.afloat)


ahead = lead(fleet, lambda state: range(len(state.players)))


def evaluate(state: PlaymoflotteGame, seat: Seat) -> float:
    """How far the seat's side is ahead; its broadsides against the enemy's (the seat fires first); and a pull
    towards the enemy of its own, growing with the rounds (the distance between two fleets is the same from both
    sides, so it would weigh nothing in the lead): a fleet that keeps away never wins."""
    enemy = max((broadsides(state, other) for other in range(len(state.players)) if other != seat), default=0.0)
    pull = CLOSE + IMPATIENCE * max(state.turns)
    return ahead(state, seat) + GUNS * broadsides(state, seat) - EXPOSED * enemy - pull * keen(state, seat)


#: Hard's look at the next turn: what each side's broadsides may expect once its ships have moved (every heading
#: its helm allows, any distance the dice may give), per expected hit; its own weigh more (tried in the arena:
#: 1.5 / 1.0 won 71 % of 100 games against Normal, 0.5 / 0.5 55 % of 40, 0.3 / 1.0 42.5 %).
MINE_NEXT, THEIRS_NEXT = 1.5, 1.0
#: The chance of each total of two dice (one die: 1-6 alike).
TWO_DICE = {total: (6 - abs(total - 7)) / 36 for total in range(2, 13)}
#: Next-turn reaches already worked out, per board.
_REACH: dict[int, tuple[Board, dict[tuple[object, ...], float]]] = {}


def reach(state: PlaymoflotteGame, ship: Ship, enemies: list[Ship]) -> float:
    """The hits `ship`'s manned cannons may expect on `enemies` after its next move: for each roll of its dice, the
    best place among those it could sail to (PMF.MOVE.2-4: a new heading needs the helm; up to the roll, straight
    on), each cannon on its best target in arc (PMF.FIRE.2, 5), double hits and enfilades counted (PMF.FIRE.6-7:
    a ship left across an enemy's bow or stern is raked for two)."""
    guns = tuple((c.side, ship.gunners(c.id) > 0) for c in ship.cannons)
    key = (ship.id, ship.pos, ship.heading, ship.has_helm(), ship.movement_dice(), guns,
           tuple((e.pos, e.heading) for e in enemies), tuple(s.pos for s in state.ships if s.afloat))
    known = per_board(_REACH, state.board, most=20_000)
    found = known.get(key)
    if found is not None:
        return found
    most = 6 * ship.movement_dice()
    best = [0.0] * (most + 1)  # the best place within k squares
    for heading in (range(8) if ship.has_helm() else (ship.heading,)):
        cells, _ = state.path(ship, heading, most)
        for k, cell in enumerate([ship.pos, *cells]):
            value = sum(max((expected_hits(king_distance(cell, e.pos), raking(cell, heading, e.pos, e.heading))
                             for e in enemies if in_arc(cell, heading, side, e.pos)), default=0.0)
                        for side, manned in guns if manned)
            best[k] = max(best[k], value)
    for k in range(1, most + 1):
        best[k] = max(best[k], best[k - 1])
    rolls = TWO_DICE if ship.movement_dice() == 2 else {v: 1 / 6 for v in range(1, 7)}
    found = known[key] = sum(p * best[min(v, most)] for v, p in rolls.items())
    return found


def next_turn(state: PlaymoflotteGame, owner: int) -> float:
    """A side's broadsides as they may stand after its ships' next moves."""
    enemies = [s for s in state.ships if s.owner != owner and s.afloat]
    return sum(reach(state, s, enemies) for s in state.ships if s.owner == owner and s.afloat)


def evaluate_ahead(state: PlaymoflotteGame, seat: Seat) -> float:
    """Hard's: Normal's evaluation, and what each side's broadsides may be after its next move (the enemy moves
    before it fires: where the seat's ships stand now is not where they will be shot at)."""
    enemy = max((next_turn(state, other) for other in range(len(state.players)) if other != seat), default=0.0)
    return evaluate(state, seat) + MINE_NEXT * next_turn(state, seat) - THEIRS_NEXT * enemy


def sensible(state: PlaymoflotteGame, seat: Seat, legal: list[Any]) -> list[Any]:
    """The crew as it stands before the first turn (the standard posts) is a sound start: moving sailors to and fro
    there, free and unlimited, only makes people wait."""
    return [a for a in legal if isinstance(a, EndPosts)] if state.phase == Phase.CREW else legal


#: A review's costs are told in crew: what a sailor lost is worth in `fleet` (`arcade.review.lost`).
UNIT = 1.0
#: The level that judges a person's moves in a review (`arcade.review`): Hard, whose look at the next turn is what
#: a broadside held or a ship left in the enemy's arcs costs; it finds nothing to mark in a game of two Hards.
JUDGE = "hard"


def levels() -> dict[str, Bot[Any, Any]]:
    # Easy looks at its own next moves as Normal does: rolling the dice alone changes nothing it weighs, and without
    # that look it ended its movement where it stood nearly every turn. It is weaker by its fewer candidates, one
    # sample of the hidden dice, and its slips (85 % of 20 arena games to Normal).
    found = search_levels(evaluate, Effort(8, 1, 0, follow=6), Effort(20, 3, 0, follow=6), Effort(24, 8, 0, follow=12),
                          sensible, explain=reason)
    found["hard"] = SearchBot("hard", evaluate_ahead, Effort(32, 4, 0, follow=16), sensible=sensible,
                              explain=reason, chances=lambda state, seat, action: outcomes(state, action))
    return found
