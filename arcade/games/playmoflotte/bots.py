"""Playmoflotte's computer players: each step tried on states whose dice are drawn anew, scored by the fleets'
ships, crews and captains."""

from __future__ import annotations

from typing import Any

from arcade.bots.base import Bot
from arcade.bots.search import Effort, lead
from arcade.bots.search import levels as search_levels
from arcade.core.protocol import Seat
from arcade.games.playmoflotte.rules import EndPosts
from arcade.games.playmoflotte.rules.game import Phase, PlaymoflotteGame


def fleet(state: PlaymoflotteGame, owner: int) -> float:
    return sum(12.0 + ship.crew + 4.0 * ship.captain_alive for ship in state.ships
               if ship.owner == owner and ship.afloat)


evaluate = lead(fleet, lambda state: range(len(state.players)))


def sensible(state: PlaymoflotteGame, seat: Seat, legal: list[Any]) -> list[Any]:
    """The crew as it stands before the first turn (the standard posts) is a sound start: moving sailors to and fro
    there, free and unlimited, only makes people wait."""
    return [a for a in legal if isinstance(a, EndPosts)] if state.phase == Phase.CREW else legal


def levels() -> dict[str, Bot[Any, Any]]:
    return search_levels(evaluate, Effort(8, 1, 6), Effort(20, 3, 12), Effort(20, 8, 12), sensible)
