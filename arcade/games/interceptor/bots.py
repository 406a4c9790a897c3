"""Interceptor's computer players: orders written in secret, tried against the others' orders drawn at random."""

from __future__ import annotations

from typing import Any

from arcade.bots.base import Bot
from arcade.bots.search import RandomBot, SearchBot
from arcade.core.protocol import Seat
from arcade.games.interceptor.rules.game import DESTROYED, IN, RETREATED, InterceptorGame


def fleet(state: InterceptorGame, owner: int) -> float:
    """A side's strength: ships still fighting, their structure, the hits they scored."""
    value = 0.0
    for ship in state.ships:
        if ship.owner != owner:
            continue
        value += 3.0 * ship.earned
        if ship.state == DESTROYED:
            continue
        value += 2.0 * ship.structure + (25.0 if ship.state == IN else 5.0 if ship.state == RETREATED else 15.0)
    return value


def evaluate(state: InterceptorGame, seat: Seat) -> float:
    others = [fleet(state, p) for p in range(state.players) if p != seat]
    return fleet(state, seat) - (max(others) if others else 0.0)


def levels() -> dict[str, Bot[Any, Any]]:
    return {
        "random": RandomBot(),
        "easy": SearchBot("easy", evaluate, width=8, samples=1, horizon=12, slip=0.3),
        "normal": SearchBot("normal", evaluate, width=16, samples=3, horizon=20),
        "hard": SearchBot("hard", evaluate, width=32, samples=4, horizon=24),
    }
