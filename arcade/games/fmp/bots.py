"""Full Metal Planète's computer players, one action at a time (the planner that searches whole turns is its own
issue): each action tried on a copy, the position scored by the score, the material on the planet and the ore
aboard the transporters."""

from __future__ import annotations

from typing import Any

from arcade.bots.base import Bot
from arcade.bots.search import Effort, lead
from arcade.bots.search import levels as search_levels
from arcade.games.fmp.rules.game import FmpGame
from arcade.games.fmp.rules.model import BOARD
from arcade.games.fmp.rules.pieces import Kind


def side(state: FmpGame, player: int) -> float:
    """A player's worth: what has taken off (FMP.END.5), what the astronefs still on the planet would score if
    they left now, ore on its way in the transporters, and material that could still go aboard (worth less as the
    last turns come, when what is left outside is lost)."""
    value = 10.0 * state.scores()[player]
    late = state.turn >= 21
    for piece in state.pieces:
        if state.owner(piece) != player or piece.where != BOARD:
            continue
        if piece.kind is Kind.ASTRONEF:
            inside = list(state.inside(piece))
            ore = sum(1 for q in inside if q.kind is Kind.ORE)
            turrets = sum(1 for t in state.turrets(piece) if t.where == BOARD)
            value += 6.0 * (2 * ore + len(inside) - ore + turrets)
        elif piece.kind is not Kind.TURRET:
            value += (0.5 if late else 2.0) + 3.0 * sum(1 for q in state.inside(piece) if q.kind is Kind.ORE)
    return value


evaluate = lead(side, lambda state: range(len(state.players)))


def levels() -> dict[str, Bot[Any, Any]]:
    return search_levels(evaluate, Effort(8, 1, 0), Effort(40, 1, 0), Effort(80, 1, 0))
