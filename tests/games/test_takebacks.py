"""Take-backs over every game, along random games in which players take back and play again at random:

- a step may be taken back only if it told its seat nothing it could not have known: played from states drawn anew
  from the seat's view (`determinize`), it shows the seat the same view as the true step did (no die, no card, no
  hidden tide or order came with it);
- apply, take back, apply again equals a fresh replay of the record's active steps (withdrawn steps kept, marked);
- Redo plays the taken-back steps again to the same state; a record written and read again replays the same;
- every game meets its own boundaries, each refused with a clause and a sentence in both languages.
"""

from __future__ import annotations

import random
from functools import partial
from typing import Any

import pytest

from arcade.core.protocol import SYSTEM, GameRules, Rejection, Seat
from arcade.core.record import GameRecord, Step
from arcade.core.takeback import TakeBacks
from arcade.match.match import replayed as replayed_match
from arcade.registry import GameDescriptor
from tests.games.test_conformance import GAMES, choose, default_setup, hooks
from tests.games.test_determinize import rng_state
from tests.words import catalog_text

SEEDS = 2
DRAWS = 2  # states drawn anew per step taken back, to see that it told nothing hidden

#: The boundaries each game must meet along its random games (beyond the table's own and the turn passing).
EXPECTED = {
    "apophis": {"undo_drew", "undo_launched", "undo_turn_passed"},
    "asteroyds": {"undo_program", "undo_turn_passed"},
    "fmp": {"undo_shot", "undo_turn_passed", "undo_table"},
    "interceptor": {"undo_orders", "undo_turn_passed"},
    "playmoflotte": {"undo_rolled", "undo_fired", "undo_turn_passed"},
}


#: The games whose random walks take steps back (Interceptor's placements and Asteroyds' custom layout are the only
#: steps of theirs that may be, and the walks seldom meet them: the table test does).
TAKEN_BACK = ("apophis", "fmp", "playmoflotte")


def exact(rules: GameRules[Any, Any, Any, Any], state: Any) -> Any:
    return rules.fingerprint(state), rng_state(state)


def told_nothing(rules: GameRules[Any, Any, Any, Any], before: Any, seat: Seat, action: Any, after: Any,
                 salt: int) -> None:
    """The step, played where everything hidden from `seat` is drawn anew, shows `seat` what it showed it."""
    seen = rules.view_for(after, seat)
    for draw in range(DRAWS):
        other = rules.determinize(before, seat, random.Random(salt * 10 + draw))
        assert rules.check(other, seat, action) is None
        rules.apply(other, seat, action)
        assert rules.view_for(other, seat) == seen, f"{action} told its seat something hidden"


def replayed(rules: GameRules[Any, Any, Any, Any], record: GameRecord) -> Any:
    return replayed_match(rules, record).state


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_take_backs_restore_exactly_and_never_cross_a_boundary(game: GameDescriptor) -> None:
    rules = game.rules_object()
    h = hooks(game)
    max_steps = getattr(h, "MAX_STEPS", 500)
    bias = getattr(h, "bias", None)
    walls: dict[str, Rejection] = {}
    taken = redone = 0
    for seed in range(SEEDS):
        setup = h.setup(seed) if h else default_setup(game, seed)
        assert rules.takeback_mode(setup) == rules.takeback_modes[0] and "off" in rules.takeback_modes
        mode = "on"  # (FMP is off by default: the walk plays with the house rule)
        record = GameRecord(game.id, rules.version, setup, seed)
        state = rules.new(setup, seed)
        backs: TakeBacks[Any] = TakeBacks(rules, mode, state)
        chooser = random.Random(seed * 13 + 3)
        prints = [exact(rules, state)]  # after each active step: what a replay of the record gives (checked below)
        for _ in range(max_steps):
            acting = rules.to_act(state)
            if not acting:
                break
            players = sorted(acting - {SYSTEM})
            seat = SYSTEM if not players or (SYSTEM in acting and chooser.random() < 0.005) \
                else chooser.choice(players)
            if seat != SYSTEM and backs.refusal(seat) is None and chooser.random() < 0.3:
                for _ in range(chooser.randint(1, len(backs.undo))):  # take back one or more, then maybe redo
                    step, state = backs.take_back()
                    record.steps[step.index] = Step(**{**vars(record.steps[step.index]), "withdrawn": True})
                    prints.pop()
                    taken += 1
                    if backs.refusal(seat) is not None:
                        break
                assert exact(rules, state) == prints[-1]
                if taken % 10 == 1:  # (a replay costs: now and then)
                    assert prints[-1] == exact(rules, replayed(rules, record))
                while backs.redo_refusal(seat) is None and chooser.random() < 0.5:
                    index = backs.next_redo()
                    action = rules.decode(record.steps[index].action)
                    acting = rules.to_act(state)
                    assert rules.check(state, seat, action) is None
                    events = rules.apply(state, seat, action)
                    record.steps[index] = Step(**{**vars(record.steps[index]), "withdrawn": False})
                    backs.played(index, seat, acting, action, events, state, again=True)
                    prints.append(exact(rules, state))
                    redone += 1
                continue
            legal = rules.legal_actions(state, seat)
            action = choose(legal, rules, h.weights(state) if h else {}, chooser,
                            None if bias is None else partial(bias, state))
            before, acting = rules.clone(state), rules.to_act(state)
            events = rules.apply(state, seat, action)
            record.steps.append(Step(seat, rules.encode(action)))
            backs.played(len(record.steps) - 1, seat, acting, action, events, state)
            prints.append(exact(rules, state))
            if backs.undo and backs.undo[-1].index == len(record.steps) - 1:
                told_nothing(rules, before, seat, action, state, len(record.steps))
            else:
                walls.setdefault(backs.wall.key, backs.wall)
        again = GameRecord.from_text(record.to_text())
        assert exact(rules, replayed(rules, again)) == exact(rules, state)
    if game.id in TAKEN_BACK:
        assert taken > 5 and redone > 0
    missing = EXPECTED[game.id] - set(walls)
    assert not missing, f"boundaries never met: {missing}"
    for key, wall in walls.items():
        assert wall.clause or key in ("undo_never",), f"{key} names no rule"
        for language in ("en", "fr"):
            assert catalog_text(f"refuse.{key}", game.id, language), f"no {language} sentence for {key}"


def test_nothing_is_taken_back_when_take_backs_are_off_or_by_another_seat() -> None:
    from arcade.games.fmp import GAME
    from arcade.games.fmp.rules.actions import EndTurn

    rules = GAME.rules_object()
    setup = default_setup(GAME, 0) | {"options": {"takebacks": "off"}}
    assert rules.takeback_mode(setup) == "off"
    assert rules.takeback_mode({"players": []}) == "off"  # an old record: the default (FMP: every action is final)
    assert rules.takeback_mode({"options": {"takebacks": "sideways"}}) == "off"
    state = rules.new(setup, 1)
    off: TakeBacks[Any] = TakeBacks(rules, "off", state)
    assert off.anchor is None
    refusal = off.refusal(0)
    assert refusal is not None and refusal.key == "undo_off"
    on: TakeBacks[Any] = TakeBacks(rules, "on", state)
    assert on.refusal(0) == Rejection("", "undo_nothing")
    chooser = random.Random(4)
    while not on.undo:  # (the landings pass the turn: play on to a move that may be taken back)
        seat = min(rules.to_act(state) - {SYSTEM})
        legal = rules.legal_actions(state, seat)
        action = chooser.choice([a for a in legal if not isinstance(a, EndTurn)] or legal)
        acting = rules.to_act(state)
        on.played(0, seat, acting, action, rules.apply(state, seat, action), state)
    other = 1 - seat
    refused = on.refusal(other)
    assert refused is not None and refused.key == "undo_not_yours"


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_the_set_up_offers_the_rules_take_back_modes_on_by_default(game: GameDescriptor) -> None:
    option = next(o for o in game.options if o.key == "takebacks")
    assert tuple(c.value for c in option.choices) == game.rules_object().takeback_modes
    assert option.default == game.rules_object().takeback_modes[0]
    assert (option.default == "off") == (game.id == "fmp")  # FMP.PTS.5: every action is final; the others: on
    for choice in (option.label, *(c.label for c in option.choices)):
        for language in ("en", "fr"):
            assert catalog_text(choice, option.namespace, language)
