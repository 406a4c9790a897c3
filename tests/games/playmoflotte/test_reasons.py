"""A computer captain's Playmoflotte move comes with what it was for, in the journal's words: the odds of
a shot, cannons brought to bear, a ship out of the enemy's broadsides or closing on it, a ship still handled after
its losses — read from what the move changes."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from arcade.bots.base import count_budget, seen_by
from arcade.core.protocol import SYSTEM
from arcade.core.squaregrid import king_distance
from arcade.games.playmoflotte.bots import levels
from arcade.games.playmoflotte.reasons import bearing, exposure, reason
from arcade.games.playmoflotte.rules import Fire
from arcade.games.playmoflotte.rules.actions import Advance, Casualties, EndTurn
from arcade.i18n import setup, t
from tests.games.playmoflotte.test_bots import new_game


def found(until: Callable[[Any, Any], bool]) -> tuple[Any, int, Any]:
    """Along a game between Normal captains, the first (state, seat, action) `until` picks among the legal ones."""
    rules, state = new_game()
    bot, rng = levels()["normal"], random.Random(1)
    for _ in range(600):
        seat = min(rules.to_act(state) - {SYSTEM})
        legal = rules.legal_actions(state, seat)
        chosen = next((a for a in legal if until(state, a)), None)
        if chosen is not None:
            return state, seat, chosen
        rules.apply(state, seat, bot.choose(seen_by(rules, state, seat), count_budget(0), rng).action)
    raise AssertionError("never found")


def test_a_shot_says_its_chance_to_hit() -> None:
    state, seat, shot = found(lambda s, a: isinstance(a, Fire))
    odds = round(100 * state.hit_chance(state.ships[shot.ship], state.ships[shot.target]))
    assert reason(state, seat, shot) == ("pmf_fire", {"odds": odds})
    setup("fr")
    try:
        assert t("why_pmf_fire", odds=odds) == f"{odds} % de chances de toucher"
    finally:
        setup("en")


def test_sailing_says_guns_brought_to_bear_or_closing_on_the_enemy() -> None:
    def bears(s: Any, a: Any) -> bool:
        if not isinstance(a, Advance):
            return False
        after = s.copy()
        after.apply(a)
        return bool(bearing(after, s.ships[a.ship].owner) > bearing(s, s.ships[a.ship].owner))

    state, seat, sail = found(bears)
    why, values = reason(state, seat, sail) or ("", {})
    assert why == "pmf_bear" and values["count"] >= 1

    def closes(s: Any, a: Any) -> bool:
        if not isinstance(a, Advance):
            return False
        after = s.copy()
        after.apply(a)
        owner = s.ships[a.ship].owner
        return bearing(after, owner) == bearing(s, owner) and exposure(after, a.ship) >= exposure(s, a.ship) \
            and min(king_distance(after.ships[a.ship].pos, e.pos) for e in after.ships if e.owner != owner) \
            < min(king_distance(s.ships[a.ship].pos, e.pos) for e in s.ships if e.owner != owner)

    state, seat, sail = found(closes)
    why, values = reason(state, seat, sail) or ("", {})
    assert why == "pmf_close" and values["count"] >= 1


def test_losses_that_keep_the_ship_handled_say_so_and_an_end_of_turn_says_its_turn_is_done() -> None:
    state, seat, losses = found(lambda s, a: isinstance(a, Casualties))
    after = state.copy()
    after.apply(losses)
    ship = after.ships[losses.ship]
    handled = ship.afloat and ship.has_helm() and ship.movement_dice() == 2
    assert reason(state, seat, losses) == (("pmf_losses", {}) if handled else None)
    state, seat, end = found(lambda s, a: isinstance(a, EndTurn))
    assert reason(state, seat, end) == ("pmf_end", {})  # (in words, never how the search chose)
