"""Playmoflotte's computer players: each step tried on states whose dice are drawn anew, scored by the fleets'
ships, crews and captains."""

from __future__ import annotations

from collections import deque
from typing import Any

from arcade.bots.base import Bot
from arcade.bots.search import Effort, lead
from arcade.bots.search import levels as search_levels
from arcade.core.board import Board
from arcade.core.protocol import Seat
from arcade.core.squaregrid import KING, Cell
from arcade.games.playmoflotte.rules import EndPosts
from arcade.games.playmoflotte.rules.game import ISLAND, REEF, Phase, PlaymoflotteGame
from arcade.games.playmoflotte.rules.geometry import in_arc

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


#: Sailing distances to a square, per board (boards never change during a game; a few games' worth are kept).
_ROUTES: dict[int, tuple[Board, dict[Cell, dict[Cell, int]]]] = {}


def sailing(state: PlaymoflotteGame, to: Cell) -> dict[Cell, int]:
    """Squares to `to` by sea, around islands and reefs (PMF.MOVE.4), a square at a time in any direction."""
    board = state.board
    known = _ROUTES.get(id(board))
    if known is None or known[0] is not board:
        if len(_ROUTES) > 8:
            _ROUTES.clear()
        known = _ROUTES[id(board)] = (board, {})
    routes = known[1]
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


def sensible(state: PlaymoflotteGame, seat: Seat, legal: list[Any]) -> list[Any]:
    """The crew as it stands before the first turn (the standard posts) is a sound start: moving sailors to and fro
    there, free and unlimited, only makes people wait."""
    return [a for a in legal if isinstance(a, EndPosts)] if state.phase == Phase.CREW else legal


def levels() -> dict[str, Bot[Any, Any]]:
    return search_levels(evaluate, Effort(8, 1, 0), Effort(20, 3, 0, follow=6), Effort(24, 8, 0, follow=12),
                         sensible)
