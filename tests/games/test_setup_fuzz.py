"""Validated setups: every game's setup, fed wrong types, huge, negative and odd values in each
option and in its players, is refused in words (SetupError naming the key) or starts a game — never another
exception, never a slow start (a Playmoflotte save once asked for 100,000,000 ships)."""

from __future__ import annotations

import time
from typing import Any

import pytest

from arcade.core.setup import SetupError
from arcade.registry import GameDescriptor, Registry
from tests.hang import HANG

REGISTRY = Registry()
REGISTRY.discover()
GAMES = sorted(REGISTRY.games(), key=lambda g: g.id)
JUNK: tuple[Any, ...] = (None, "x", "", -1, 0, 10**8, 2**70, 1.5, float("nan"), float("inf"), True, [], [1],
                         {"a": 1}, "9" * 50, "-3", "0", "1" * 5000)
PLAYERS_JUNK: tuple[Any, ...] = (None, "x", [], [1, 2], [{"name": "A"}] * 2, [{"name": "A", "side": "red"}] * 100,
                                 [{"name": "x" * 10_000, "side": "red"}, {"name": "B", "side": "blue"}],
                                 [{"name": "A\0", "side": "red"}, {"name": "B", "side": "blue"}],
                                 [{"name": "A", "side": "nope"}, {"name": "B", "side": "blue"}],
                                 [{"name": "A", "side": "red"}, {"name": "A", "side": "red"}])


def attempt(game: GameDescriptor, setup: Any) -> str:
    rules = game.rules_object()
    start = time.perf_counter()
    try:
        rules.initial(rules.parse_setup(setup), 3)
        outcome = "started"
    except SetupError as exc:
        assert str(exc), "a refusal says what is wrong"
        outcome = "refused"
    assert time.perf_counter() - start < HANG, f"{game.id}: {setup!r:.80} took too long"
    return outcome


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_every_option_refuses_junk_in_words(game: GameDescriptor) -> None:
    players = [{"name": f"P{i}", "side": side} for i, side in enumerate(game.sides[: game.default_players])]
    defaults = game.default_options()
    assert attempt(game, {"players": players, "options": defaults}) == "started"
    for key in defaults:
        outcomes = {attempt(game, {"players": players, "options": {**defaults, key: junk}}) for junk in JUNK}
        assert "refused" in outcomes, f"{game.id}: options.{key} accepts anything"
    for junk in JUNK:
        attempt(game, {"players": players, "options": junk})
        attempt(game, junk)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_players_are_checked_one_by_one(game: GameDescriptor) -> None:
    for junk in PLAYERS_JUNK:
        if isinstance(junk, list) and all(isinstance(p, dict) and p.get("side") == "red" for p in junk[:1]) \
                and "red" not in game.sides:
            continue
        assert attempt(game, {"players": junk, "options": game.default_options()}) == "refused", junk
