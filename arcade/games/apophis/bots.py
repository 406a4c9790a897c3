"""Apophis's computer team-mates: each play tried on hands and decks dealt anew from the unseen cards, scored by
how far the team is from destroying or deflecting Apophis."""

from __future__ import annotations

from typing import Any

from arcade.bots.base import Bot
from arcade.bots.search import RandomBot, SearchBot
from arcade.core.protocol import Seat
from arcade.games.apophis.rules.game import ApophisGame


def evaluate(state: ApophisGame, seat: Seat) -> float:
    """Co-operative: the same for every seat."""
    return (60.0 * (3 - len(state.apophis)) + 12.0 * state.deflection + 4.0 * len(state.missile)
            + 2.0 * len(state.sequence))


def levels() -> dict[str, Bot[Any, Any]]:
    return {
        "random": RandomBot(),
        "easy": SearchBot("easy", evaluate, width=8, samples=1, horizon=4, slip=0.3),
        "normal": SearchBot("normal", evaluate, width=16, samples=3, horizon=8),
        "hard": SearchBot("hard", evaluate, width=32, samples=8, horizon=12),
    }


def countdown(state: ApophisGame) -> float:
    """The seconds the team has (the arena runs its own clock against it)."""
    return float(state.options.seconds)
