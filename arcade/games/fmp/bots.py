"""Full Metal Planète's computer players, one action at a time (the planner that searches whole turns is its own
issue): each action tried on a copy, the position scored by the score, the material on the planet and the ore
aboard the transporters."""

from __future__ import annotations

from typing import Any

from arcade.bots.base import Bot
from arcade.bots.search import RandomBot, SearchBot
from arcade.core.protocol import Seat
from arcade.games.fmp.rules.game import FmpGame
from arcade.games.fmp.rules.model import BOARD
from arcade.games.fmp.rules.pieces import Kind


def side(state: FmpGame, player: int, scores: list[int]) -> float:
    """A player's worth: what has taken off (FMP.END.5), what the astronefs still on the planet would score if
    they left now, ore on its way in the transporters, and material that could still go aboard (worth less as the
    last turns come, when what is left outside is lost)."""
    value = 10.0 * scores[player]
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


def evaluate(state: FmpGame, seat: Seat) -> float:
    scores = list(state.scores())
    others = [side(state, p, scores) for p in range(len(state.players)) if p != seat]
    return side(state, seat, scores) - (max(others) if others else 0.0)


def levels() -> dict[str, Bot[Any, Any]]:
    return {
        "random": RandomBot(),
        "easy": SearchBot("easy", evaluate, width=8, samples=1, horizon=0, slip=0.3),
        "normal": SearchBot("normal", evaluate, width=40, samples=1, horizon=0),
        "hard": SearchBot("hard", evaluate, width=60, samples=2, horizon=1),
    }
