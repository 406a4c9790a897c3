"""A game replayed from plain steps through its match, as a saved game is (for tests that build steps by hand)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from arcade.core.codec import PlainData
from arcade.core.protocol import GameRules, Seat
from arcade.core.record import GameRecord, Step
from arcade.match.match import replayed


def replay_steps(rules: GameRules[Any, Any, Any, Any], setup: PlainData, seed: int,
                 steps: Iterable[tuple[Seat | None, PlainData]]) -> Any:
    """The state after `steps` (seat, action data) from the game `setup` and `seed` start; ReplayError naming the
    first step the rules refuse."""
    assert isinstance(setup, dict)
    record = GameRecord(rules.game_id, rules.version, setup, seed, [Step(seat, action) for seat, action in steps])
    return replayed(rules, record).state
