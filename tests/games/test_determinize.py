"""`determinize(state, seat, rng)` over every game: what computer players search on holds everything
the seat has seen and nothing it has not. Along random games, for every seat: the determinized state shows the seat
the same view and offers it the same actions; two states the seat cannot tell apart (the true one and one with its
hidden parts drawn anew) determinize to the same state for the same generator, so a computer player's decision can
never depend on what it must not know; the true state is untouched; and no die is foreseen better than chance."""

from __future__ import annotations

import random
from functools import partial
from typing import Any

import pytest

from arcade.core.protocol import SYSTEM, GameRules, Seat
from arcade.registry import GameDescriptor
from tests.games.test_conformance import GAMES, choose, default_setup, hooks

SEEDS = 3
CHECK_EVERY = 7


def rng_state(state: Any) -> Any:
    rng = getattr(state, "rng", None)
    return None if rng is None else rng.getstate()


def check_seat(rules: GameRules[Any, Any, Any, Any], state: Any, seat: Seat, salt: int) -> bool:
    """The properties for one seat at one moment; True when the hidden parts really were drawn anew."""
    before = rules.fingerprint(state)
    seen = rules.determinize(state, seat, random.Random(salt))
    assert rules.fingerprint(state) == before, "determinize changed the true state"
    assert rules.view_for(seen, seat) == rules.view_for(state, seat)
    if seat in rules.to_act(state):
        assert rules.legal_actions(seen, seat) == rules.legal_actions(state, seat)
    twin = rules.determinize(state, seat, random.Random(salt + 1))  # the same to this seat, other hidden parts
    assert rules.view_for(twin, seat) == rules.view_for(state, seat)
    again = rules.determinize(twin, seat, random.Random(salt))
    assert rules.fingerprint(again) == rules.fingerprint(seen), "the result depends on what the seat cannot see"
    assert rng_state(again) == rng_state(seen) and (rng_state(seen) is None or rng_state(seen) != rng_state(state))
    return bool(rules.fingerprint(twin) != rules.fingerprint(seen))  # (plain data compares as Any)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_determinize_keeps_what_the_seat_saw_and_draws_the_rest_anew(game: GameDescriptor) -> None:
    rules = game.rules_object()
    h = hooks(game)
    max_steps = getattr(h, "MAX_STEPS", 500)
    resampled = checks = 0
    for seed in range(SEEDS):
        setup = h.setup(seed) if h else default_setup(game, seed)
        state = rules.new(setup, seed)
        seats = list(range(len(setup["players"])))
        chooser = random.Random(seed * 31 + 5)
        bias = getattr(h, "bias", None)
        for step in range(max_steps):
            acting = rules.to_act(state)
            if not acting:
                break
            if step % CHECK_EVERY == 0:
                for seat in seats:
                    resampled += check_seat(rules, state, seat, seed * 1000 + step)
                    checks += 1
            players = sorted(acting - {SYSTEM})
            seat = SYSTEM if not players else chooser.choice(players)
            legal = rules.legal_actions(state, seat)
            action = choose(legal, rules, h.weights(state) if h else {}, chooser,
                            None if bias is None else partial(bias, state))
            rules.apply(state, seat, action)
    assert checks > 20
    assert resampled > 0, "nothing hidden was ever drawn anew"


def test_no_die_is_foreseen_better_than_chance() -> None:
    """Playmoflotte's movement die (a clone would predict all 289 of 289 rolls): rolled on determinized states, it
    matches the true roll about one time in six."""
    from arcade.games.playmoflotte import GAME
    from arcade.games.playmoflotte.rules.actions import Roll
    from tests.games.playmoflotte import hooks as pmf

    rules = GAME.rules_object()

    rolls = same = 0
    for seed in range(20):
        setup = pmf.setup(seed)
        state = rules.new(setup, seed)
        chooser = random.Random(seed)
        for _ in range(400):
            acting = sorted(rules.to_act(state) - {SYSTEM})
            if not acting:
                break
            seat = acting[0]
            legal = rules.legal_actions(state, seat)
            roll = next((a for a in legal if isinstance(a, Roll)), None)
            if roll is not None:
                guess = rules.determinize(state, seat, random.Random(rolls))
                foreseen = rules.apply(guess, seat, roll)
                happened = rules.apply(state, seat, roll)
                rolls += 1
                same += repr(foreseen) == repr(happened)
                continue
            rules.apply(state, seat, chooser.choice(legal))
    print(f"{same} of {rolls} rolls foreseen")
    assert rolls >= 200 and same / rolls < 0.3, (same, rolls)
