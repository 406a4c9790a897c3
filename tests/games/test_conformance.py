"""One conformance test for every game on the rules protocol, run over the registry.

Random play over many seeds chooses a seat, then an action *type*, then an action of that type (so rare actions
happen); with the rules' debug switch on, `apply` re-checks every action. At every step: each legal action passes
`check`; actions mutated from legal ones that `check` accepts are listed too (by their representative); malformed
actions and wrong seats get a refusal, never another exception; every applied action survives the codec; no
seat's view or events hold another seat's secrets; the game's own invariants hold. At the end: the record replays
to the same fingerprint, a clone is equal and independent, nothing is accepted after the end, and every action
type was applied at least once over the run.

A game may add `tests/games/<id>/hooks.py` with `setup(seed)`, `invariants(state)`, `covered(events)`,
`weights(state)` (by action name), `bias(state, action)` (within a type), `SEEDS`, `MAX_STEPS`, `SYSTEM_RATE` and
`PROBE_EVERY` (steps between the checks of every legal action and the fuzzing, where listing them is costly).
"""

from __future__ import annotations

import dataclasses
import importlib
import random
from collections import defaultdict
from functools import partial
from types import ModuleType
from typing import Any

import pytest

from arcade.core.codec import PlainData
from arcade.core.protocol import SPECTATOR, SYSTEM, GameRules, Seat
from arcade.registry import GameDescriptor, Registry
from tests.replaying import replay_steps

REGISTRY = Registry()
REGISTRY.discover()
GAMES = sorted(REGISTRY.games(), key=lambda g: g.id)
#: How often the table (time up, shuffle done) acts when players could act too.
SYSTEM_RATE = 0.005
GARBAGE: tuple[Any, ...] = (None, "x", "", -1, 10**6, 2**40, 1.5, float("nan"), True, (), ("a",), (1, 2, 3), [1],
                            {"a": 1}, object())


def hooks(game: GameDescriptor) -> ModuleType | None:
    try:
        return importlib.import_module(f"tests.games.{game.id}.hooks")
    except ModuleNotFoundError:
        return None


def default_setup(game: GameDescriptor, seed: int) -> dict[str, Any]:
    sides = game.sides[: game.default_players]
    return {"players": [{"name": f"P{i}", "side": s} for i, s in enumerate(sides)], "options": game.default_options()}


def pieces(data: PlainData, out: set[str]) -> str:
    """Every part of a plain value (itself, each item, recursively) as canonical text, added to `out`."""
    if isinstance(data, dict):
        text = "{" + ",".join(f"{k!r}:{pieces(v, out)}" for k, v in sorted(data.items())) + "}"
    elif isinstance(data, list | tuple):
        text = "[" + ",".join(pieces(v, out) for v in data) + "]"
    else:
        text = repr(data)
    out.add(text)
    return text


def canonical_text(data: PlainData) -> str:
    return pieces(data, set())


def scalars(data: PlainData, out: set[str]) -> None:
    """Only the scalar parts of a plain value as text (enough when every secret is a scalar)."""
    if isinstance(data, dict):
        for value in data.values():
            scalars(value, out)
    elif isinstance(data, list | tuple):
        for value in data:
            scalars(value, out)
    else:
        out.add(repr(data))


def assert_secrets_hidden(rules: GameRules[Any, Any, Any, Any], state: Any, seats: list[Seat],
                          events: tuple[Any, ...] = ()) -> None:
    secrets = {seat: [canonical_text(item) for item in rules.secrets(state, seat)] for seat in seats}
    if not any(secrets.values()):
        return
    collect = scalars if all(not item.startswith(("[", "{")) for items in secrets.values() for item in items) \
        else pieces
    for viewer in [*seats, SPECTATOR]:
        seen: set[str] = set()
        collect(rules.view_for(state, viewer).to_data(), seen)
        for event in events:
            shown = rules.event_for(event, viewer)
            if shown is not None:
                collect(rules.codec.plain(shown), seen)
        for owner, items in secrets.items():
            if viewer not in rules.allies(state, owner):
                leaked = [item for item in items if item in seen]
                assert not leaked, f"seat {viewer} sees {leaked} of seat {owner}"


def mutations(action: Any, pools: dict[str, list[Any]], fuzz: random.Random) -> list[Any]:
    """Actions one field away from a legal one (for `check` versus `legal_actions`)."""
    out = []
    for f in dataclasses.fields(action):
        value = getattr(action, f.name)
        candidates: list[Any] = []
        if isinstance(value, bool):
            candidates = [not value]
        elif isinstance(value, int):
            candidates = [value - 1, value + 1, fuzz.randint(-1, 12)]
        elif isinstance(value, str):
            candidates = [fuzz.choice(pools[f.name])] if pools[f.name] else []
        elif isinstance(value, tuple):
            items = pools[f.name]
            candidates = [value[:-1], value[1:], tuple(reversed(value))]
            if items:
                candidates += [(*value, fuzz.choice(items)), (fuzz.choice(items),)]
        out += [dataclasses.replace(action, **{f.name: c}) for c in candidates]
    return out


def malformed(action: Any, fuzz: random.Random) -> list[Any]:
    """The action's type with wrongly typed values in each field."""
    out = []
    for f in dataclasses.fields(action):
        for junk in fuzz.sample(GARBAGE, 4):
            out.append(dataclasses.replace(action, **{f.name: junk}))
    return out


def probe(rules: GameRules[Any, Any, Any, Any], state: Any, seat: Seat, legal: list[Any],
          fuzz: random.Random) -> None:
    for action in legal:
        assert rules.check(state, seat, action) is None, action
    types = {type(a) for a in legal}
    pools: dict[str, list[Any]] = defaultdict(list)
    for action in legal:
        for f in dataclasses.fields(action):
            value = getattr(action, f.name)
            pools[f.name] += list(value) if isinstance(value, tuple) else [value]
    for action in fuzz.sample(legal, min(len(legal), 6)):
        for other in mutations(action, pools, fuzz) + malformed(action, fuzz):
            if rules.check(state, seat, other) is None:  # accepted: then listed (by its representative)
                assert repr(rules.decode(rules.encode(other))) == repr(other), f"{other!r} does not read back"
                representative = rules.canonical(state, other)
                if representative is None:
                    assert type(other) in types, other
                else:
                    assert representative in legal, f"{other} is accepted but {representative} is not listed"
        for wrong in (SPECTATOR, 99, "x"):
            assert rules.check(state, wrong, action) is not None  # type: ignore[arg-type]


def choose(legal: list[Any], rules: GameRules[Any, Any, Any, Any], weights: dict[str, float],
           chooser: random.Random, bias: Any = None) -> Any:
    """A type first (by `weights`), then an action of that type (uniformly, or by `bias(action)`)."""
    by_type: dict[str, list[Any]] = defaultdict(list)
    for action in legal:
        by_type[rules.codec.name(action)].append(action)
    names = sorted(by_type)
    name = chooser.choices(names, [weights.get(n, 1.0) for n in names])[0]
    options = by_type[name]
    return chooser.choices(options, [bias(a) for a in options])[0] if bias else chooser.choice(options)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_the_game_conforms_to_the_rules_protocol(game: GameDescriptor) -> None:
    rules = game.rules_object()
    h = hooks(game)
    seeds = getattr(h, "SEEDS", 10)
    max_steps = getattr(h, "MAX_STEPS", 500)
    system_rate = getattr(h, "SYSTEM_RATE", SYSTEM_RATE)
    probe_every = getattr(h, "PROBE_EVERY", 1)
    applied: set[str] = set()
    every_event: list[Any] = []
    fuzz = random.Random(99)
    bias = getattr(h, "bias", None)
    rules.debug = True
    try:
        for seed in range(seeds):
            setup = h.setup(seed) if h else default_setup(game, seed)
            state = rules.new(setup, seed)
            seats = list(range(len(setup["players"])))
            chooser = random.Random(seed * 7919 + 1)
            steps: list[tuple[Seat, PlainData]] = []
            last_legal: list[tuple[Seat, Any]] = []
            for _ in range(max_steps):
                acting = rules.to_act(state)
                if not acting:
                    break
                players = sorted(acting - {SYSTEM})
                seat = SYSTEM if not players or (SYSTEM in acting and chooser.random() < system_rate) \
                    else chooser.choice(players)
                legal = rules.legal_actions(state, seat)
                assert legal, f"seat {seat} may act but has nothing legal"
                if len(steps) % probe_every == 0:
                    probe(rules, state, seat, legal, fuzz)
                action = choose(legal, rules, h.weights(state) if h else {}, chooser,
                                None if bias is None else partial(bias, state))
                data = rules.encode(action)
                assert rules.decode(data) == action
                events = rules.apply(state, seat, action)
                applied.add(rules.codec.name(action))
                every_event += events
                steps.append((seat, data))
                last_legal = [(seat, a) for a in legal]
                assert_secrets_hidden(rules, state, seats, events)
                if h:
                    h.invariants(state)
            again = replay_steps(rules, setup, seed, steps)
            assert rules.fingerprint(again) == rules.fingerprint(state)
            copy = rules.clone(state)
            assert rules.fingerprint(copy) == rules.fingerprint(state)
            if rules.to_act(state):
                seat = min(rules.to_act(state))
                before = rules.fingerprint(state)
                rules.apply(copy, seat, rules.legal_actions(copy, seat)[0])
                assert rules.fingerprint(state) == before, "a clone shares state with its original"
            else:
                outcome = rules.outcome(state)
                assert outcome is not None and isinstance(outcome.reason, rules.endings)  # (a closed set)
                for seat, action in last_legal:
                    rejection = rules.check(state, seat, action)
                    assert rejection is not None and rejection.key == "game_over"
    finally:
        rules.debug = False
    assert applied == set(rules.codec.types), f"never applied: {set(rules.codec.types) - applied}"
    if h:
        h.covered(every_event)


def test_the_leak_check_catches_a_leak(monkeypatch: pytest.MonkeyPatch) -> None:
    """The secrets check is real: an Apophis that told everyone the cards drawn is caught."""
    rules = REGISTRY.get("apophis").rules_object()  # type: ignore[union-attr]
    state = rules.new({"players": [{"name": "A", "side": "red"}, {"name": "B", "side": "blue"}]}, 3)
    events = rules.apply(state, 0, rules.legal_actions(state, 0)[0])  # Draw
    assert_secrets_hidden(rules, state, [0, 1], events)
    monkeypatch.setattr(rules, "event_for", lambda event, seat: event)
    with pytest.raises(AssertionError, match="seat 1 sees"):
        assert_secrets_hidden(rules, state, [0, 1], events)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_a_states_random_generator_is_part_of_its_fingerprint(game: GameDescriptor) -> None:
    """Two states that differ only in the dice to come are different states (Asteroyds' fingerprint left
    its generator out, so a replay that drifted there would have passed as the same game)."""
    rules = game.rules_object()
    h = hooks(game)
    setup = h.setup(3) if h else default_setup(game, 3)
    state = rules.new(setup, 3)
    generators = [name for name, value in vars(state).items() if isinstance(value, random.Random)]
    for name in generators:
        other = rules.clone(state)
        getattr(other, name).seed(12345)
        assert rules.fingerprint(other) != rules.fingerprint(state), f"{name} is not in the fingerprint"

