"""Playmoflotte's computer players: each step tried on states whose dice are drawn anew, scored by the fleets'
ships, crews and captains."""

from __future__ import annotations

from typing import Any

from arcade.bots.base import Bot
from arcade.bots.search import RandomBot, SearchBot
from arcade.core.protocol import Seat
from arcade.games.playmoflotte.rules.game import PlaymoflotteGame


def fleet(state: PlaymoflotteGame, owner: int) -> float:
    return sum(12.0 + ship.crew + 4.0 * ship.captain_alive for ship in state.ships
               if ship.owner == owner and ship.afloat)


def evaluate(state: PlaymoflotteGame, seat: Seat) -> float:
    others = [fleet(state, p) for p in range(len(state.players)) if p != seat]
    return fleet(state, seat) - (max(others) if others else 0.0)


def levels() -> dict[str, Bot[Any, Any]]:
    return {
        "random": RandomBot(),
        "easy": SearchBot("easy", evaluate, width=8, samples=1, horizon=6, slip=0.3),
        "normal": SearchBot("normal", evaluate, width=20, samples=3, horizon=12),
        "hard": SearchBot("hard", evaluate, width=30, samples=4, horizon=16),
    }
