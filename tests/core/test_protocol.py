"""What the protocol adds around every game's own rules: seats, malformed actions, the end, replays, setups."""

from __future__ import annotations

import pytest

from arcade.core.protocol import SYSTEM, IllegalAction, Outcome, Rejection, ReplayError, Result
from arcade.core.setup import SetupError, choice, players
from tests.fixtures.demo_game import GOAL, RULES, Mark, Pass
from tests.replaying import replay_steps

SETUP = {"players": [{"name": "Ana", "side": "red"}, {"name": "Bo", "side": "blue"}]}


def test_seat_checks_come_before_the_game_rules() -> None:
    state = RULES.new(SETUP, 1)
    assert RULES.to_act(state) == {0, SYSTEM}
    assert RULES.check(state, 0, Mark((1, 1))) is None
    assert RULES.check(state, 1, Mark((1, 1))) == Rejection("DEMO.TURN.1", "not_your_turn")
    assert RULES.check(state, SYSTEM, Mark((1, 1))) == Rejection("DEMO.TURN.1", "players_only")
    assert RULES.check(state, 0, Pass()) == Rejection("DEMO.TURN.1", "table_only")
    assert RULES.check(state, SYSTEM, Pass()) is None
    assert RULES.check(state, 99, Mark((1, 1))) is not None


def test_malformed_actions_are_refused_never_raised() -> None:
    state = RULES.new(SETUP, 1)
    for bad in (Mark((1,)), Mark(("a", 1)), Mark(None), Mark((True, 1)), "mark", None, 3):  # type: ignore[arg-type]
        rejection = RULES.check(state, 0, bad)  # type: ignore[arg-type]
        assert rejection is not None and rejection.key == "malformed"


def test_after_the_end_everything_is_refused() -> None:
    state = RULES.new(SETUP, 1)
    cells = [(x, y) for x in range(6) for y in range(6)][:GOAL]
    for cell in cells:
        RULES.play(state, state.active, Mark(cell))
    assert RULES.to_act(state) == frozenset()
    assert RULES.outcome(state) == Outcome("full", (Result.DRAW, Result.DRAW))
    assert RULES.check(state, 0, Mark((5, 5))) == Rejection("", "game_over")
    assert RULES.legal_actions(state, 0) == []


def test_apply_trusts_unless_debugging() -> None:
    state = RULES.new(SETUP, 1)
    RULES.apply(state, 0, Mark((0, 0)))
    RULES.apply(state, 1, Mark((0, 0)))  # not checked: the table checked it (here it did not)
    assert state.marks == [(0, 0), (0, 0)]
    RULES.debug = True
    try:
        with pytest.raises(IllegalAction, match="taken"):
            RULES.apply(state, 0, Mark((0, 0)))
    finally:
        RULES.debug = False


def test_replay_names_the_failing_step_and_infers_old_seats() -> None:
    steps = [(None, {"type": "mark", "cell": [1, 1]}), (None, {"type": "pass"}), (0, {"type": "mark", "cell": [2, 2]})]
    state = replay_steps(RULES, SETUP, 1, steps)  # the pass skipped Bo's turn
    assert state.marks == [(1, 1), (2, 2)] and state.owners == [0, 0]
    with pytest.raises(ReplayError, match="step 2") as caught:
        replay_steps(RULES, SETUP, 1, [(0, {"type": "mark", "cell": [1, 1]}), (1, {"type": "mark", "cell": [1, 1]})])
    assert caught.value.index == 1
    with pytest.raises(ReplayError, match="step 1"):
        replay_steps(RULES, SETUP, 1, [(0, {"type": "jump"})])


def test_setups_are_checked_and_errors_name_the_key() -> None:
    with pytest.raises(SetupError, match="players"):
        RULES.parse_setup({"players": [{"name": "Solo", "side": "red"}]})
    with pytest.raises(SetupError, match=r"players\[1\].name"):
        RULES.parse_setup({"players": [{"name": "A", "side": "red"}, {"name": "", "side": "blue"}]})
    with pytest.raises(SetupError, match=r"players\[1\].side"):
        RULES.parse_setup({"players": [{"name": "A", "side": "red"}, {"name": "B", "side": "pink"}]})
    with pytest.raises(SetupError, match="same name"):
        players({"players": [{"name": "A", "side": "red"}, {"name": "a", "side": "blue"}]}, 2, 4)
    with pytest.raises(SetupError, match="setup"):
        RULES.parse_setup(["A", "B"])
    with pytest.raises(SetupError, match="options.map"):
        choice({"map": "moon"}, "map", ("earth",), "earth")
    assert choice({"ships": 2}, "ships", ("1", "2"), "1") == "2"


def test_an_outcome_speaks_of_results_as_one_of_three_and_keeps_them_as_words() -> None:
    """`results` were free strings; a stray word is refused, and the data kept with a finished game
    holds the words (older saves read the same)."""
    outcome = Outcome("full", ("win", "loss"))  # type: ignore[arg-type]  # words, as untyped callers give them
    assert outcome.results == (Result.WIN, Result.LOSS) and outcome.winners == (0,)
    with pytest.raises(ValueError):
        Outcome("full", ("won", "loss"))  # type: ignore[arg-type]  # a stray word, on purpose
    data = outcome.to_data()
    assert data["results"] == ["win", "loss"] and Outcome.from_data(data) == outcome
    assert Outcome.from_data({**data, "results": ["won", "loss"]}) is None  # (damaged: not an outcome)
