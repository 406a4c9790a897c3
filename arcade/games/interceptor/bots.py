"""Interceptor's computer players: orders written in secret, tried against the others' orders drawn at random."""

from __future__ import annotations

from typing import Any

from arcade.bots.base import Bot
from arcade.bots.search import Effort, lead
from arcade.bots.search import levels as search_levels
from arcade.core.protocol import Seat
from arcade.games.interceptor.rules.actions import Orders
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


evaluate = lead(fleet, lambda state: range(state.players))


def sensible(state: InterceptorGame, seat: Seat, legal: list[Any]) -> list[Any]:
    """A lone ship never holds its fire (X): firing costs nothing and only its enemies can be in its zone (held
    fire is for sparing one's own ships). Played against Hard, it wrote X most turns."""
    if sum(1 for s in state.in_play() if s.owner == seat) > 1:
        return legal
    return [a for a in legal if not (isinstance(a, Orders) and "X" in a.text)]


def levels() -> dict[str, Bot[Any, Any]]:
    return search_levels(evaluate, Effort(8, 1, 12), Effort(16, 3, 20), Effort(48, 16, 4), sensible)
