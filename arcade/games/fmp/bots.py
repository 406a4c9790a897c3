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


def side(state: FmpGame, player: int, scores: list[int]) -> float:
    pieces = sum(1 for p in state.pieces if p.where == BOARD and state.owner(p) == player)
    return 10.0 * scores[player] + 1.0 * pieces


def evaluate(state: FmpGame, seat: Seat) -> float:
    scores = list(state.scores())
    others = [side(state, p, scores) for p in range(len(state.players)) if p != seat]
    return side(state, seat, scores) - (max(others) if others else 0.0)


def levels() -> dict[str, Bot[Any, Any]]:
    return {
        "random": RandomBot(),
        "easy": SearchBot("easy", evaluate, width=8, samples=1, horizon=0, slip=0.3),
        "normal": SearchBot("normal", evaluate, width=40, samples=1, horizon=0),
        "hard": SearchBot("hard", evaluate, width=80, samples=2, horizon=2),
    }
