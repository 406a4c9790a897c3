"""A copy of a state shares nothing that can change with its original, in every game: a clone (what a take-back, a
trial or a search plays on) and a state drawn for a seat (what a computer player thinks with) are written freely,
and a mutable part they shared would carry those writes into the true game — a path from a bot into the table.

What a copy may share is the game's fixed furniture, each named below with why it never changes."""

from __future__ import annotations

import dataclasses
import random
from enum import Enum
from functools import partial
from typing import Any

import pytest

from arcade.bots.base import seen_by
from arcade.core.protocol import SYSTEM
from arcade.registry import GameDescriptor
from tests.games.test_conformance import GAMES, choose, default_setup, hooks

STEPS = 120
LOOK_EVERY = 7

#: Parts a copy shares on purpose: (attribute path's start, why it never changes).
FIXED = {
    "apophis": (),
    "asteroyds": (("state.field", "the map of the game, read only"),),
    "fmp": (("state.planet", "the map, read only"),
            ("state.land_by_tide", "a cache of the planet's land at each tide, the same for every copy"),
            ("state.pieces", "a piece out of the game (`final`) never changes again: only those are shared")),
    "interceptor": (),
    "playmoflotte": (("state.board", "the sea, read only"),
                     ("state.ships[", "a ship's type (its slots and cannons), read only")),
}


def mutable(value: Any) -> bool:
    if isinstance(value, list | dict | set | bytearray | random.Random):
        return True
    if isinstance(value, Enum | type) or callable(value):
        return False
    if dataclasses.is_dataclass(value):
        return not getattr(type(value), "__dataclass_params__").frozen  # noqa: B009 - (not in the type stubs)
    return hasattr(value, "__dict__")


def shared(a: Any, b: Any, path: str, seen: set[int], found: list[str]) -> None:
    """Every mutable object reachable from both `a` and `b` by the same path (the same object, not an equal one)."""
    if id(a) in seen:
        return
    seen.add(id(a))
    if a is b and mutable(a) and path != "state":
        found.append(path)
        return
    if isinstance(a, list | tuple) and isinstance(b, list | tuple):
        for i, (x, y) in enumerate(zip(a, b, strict=False)):
            shared(x, y, f"{path}[{i}]", seen, found)
    elif isinstance(a, dict) and isinstance(b, dict):
        for k, v in a.items():
            if k in b:
                shared(v, b[k], f"{path}[{k!r}]", seen, found)
    elif hasattr(a, "__dict__") and hasattr(b, "__dict__") and not isinstance(a, type):
        theirs = vars(b)
        for k, v in vars(a).items():
            if k in theirs:
                shared(v, theirs[k], f"{path}.{k}", seen, found)


def unexpected(game_id: str, original: Any, copy: Any) -> list[str]:
    found: list[str] = []
    shared(original, copy, "state", set(), found)
    fixed = tuple(start for start, _ in FIXED[game_id])
    wrong = [path for path in found if not path.startswith(fixed)]
    if game_id == "fmp":  # (only the pieces out of the game)
        wrong += [path for path in found if path.startswith("state.pieces[")
                  and not original.pieces[int(path.split("[")[1].split("]")[0])].final]
    if game_id == "playmoflotte":  # (only a ship's type)
        wrong += [path for path in found if path.startswith("state.ships[") and ".type." not in path]
    return wrong


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_a_copy_shares_nothing_that_can_change_with_its_original(game: GameDescriptor) -> None:
    rules = game.rules_object()
    h = hooks(game)
    chooser = random.Random(11)
    for seed in range(2):
        state = rules.new(h.setup(seed) if h else default_setup(game, seed), seed)
        for step in range(STEPS):
            acting = sorted(rules.to_act(state))
            if not acting:
                break
            if step % LOOK_EVERY == 0:
                assert unexpected(game.id, state, rules.clone(state)) == []
                for seat in [s for s in acting if s != SYSTEM][:1]:
                    drawn = rules.determinize(state, seat, random.Random(step))
                    assert unexpected(game.id, state, drawn) == []
                    seen = seen_by(rules, state, seat)
                    assert unexpected(game.id, state, seen.sample(random.Random(step))) == []
            seat = next((s for s in acting if s != SYSTEM), SYSTEM)
            weights = h.weights(state) if h else {}
            bias = getattr(h, "bias", None) if h else None
            action = choose(rules.legal_actions(state, seat), rules, weights, chooser,
                            None if bias is None else partial(bias, state))
            rules.apply(state, seat, action)


def test_a_state_drawn_for_a_seat_keeps_nothing_of_the_true_state() -> None:
    """A bot's samples come from a state already drawn for its seat: no closure it holds reaches the true state
    (it once kept a clone of it, hidden parts and all)."""
    game = next(g for g in GAMES if g.id == "apophis")
    rules = game.rules_object()
    state = rules.new(default_setup(game, 1), 1)
    seen = seen_by(rules, state, 0)
    held = [cell.cell_contents for cell in seen.sample.__closure__ or ()
            if isinstance(cell.cell_contents, type(state))]
    assert len(held) == 1 and held[0] is not state
    assert [rules.secrets(held[0], seat) for seat in (1, 2)] != [rules.secrets(state, seat) for seat in (1, 2)]


def test_casualties_waiting_to_be_chosen_are_not_shared() -> None:
    """Playmoflotte's casualties waiting for their choice (PMF.FIRE.6) were shared by a copy, mutable: reached here
    by random play until a broadside hits."""
    game = next(g for g in GAMES if g.id == "playmoflotte")
    rules, h = game.rules_object(), hooks(game)
    chooser = random.Random(3)
    for seed in range(20):
        state = rules.new(default_setup(game, seed), seed)
        for _ in range(600):
            if state.pending is not None:
                assert unexpected(game.id, state, rules.clone(state)) == []
                assert unexpected(game.id, state, rules.determinize(state, state.active, random.Random(1))) == []
                return
            acting = sorted(rules.to_act(state))
            if not acting:
                break
            seat = acting[0]
            bias = getattr(h, "bias", None)
            action = choose(rules.legal_actions(state, seat), rules, h.weights(state) if h else {}, chooser,
                            None if bias is None else partial(bias, state))
            rules.apply(state, seat, action)
    pytest.fail("no broadside hit in the random games")
