"""A match alone, with no screen: every game played to its end through `Match`, a person's seat and a computer's,
with a take-back, a hand-over and a time-out; and the match's verbs one by one on the demo game."""

from __future__ import annotations

import random
import subprocess
import sys
from typing import Any

import pytest

from arcade.bots.base import count_budget, levels, seen_by
from arcade.core.codec import PlainData
from arcade.core.protocol import SYSTEM, ReplayError, Seat
from arcade.core.record import GameRecord, Step
from arcade.match.match import AskFirst, Match, Played, Refused, Screen, TakenBack, replayed
from arcade.registry import GameDescriptor
from tests.games.test_conformance import GAMES, choose, default_setup, hooks

#: The games where a person's step may be taken back along the way (the others' are sealed orders: final); Apophis'
#: time-out ends the game (APO.END.2), so it comes after one.
TAKE_BACK = ("apophis", "fmp", "playmoflotte")
#: Steps after which a game is given up as unfinished (no game of the suite needs near as many here).
MAX_STEPS = 4_000


class Kept:
    """A keeper that remembers what it was given, as the store would."""

    def __init__(self) -> None:
        self.steps: list[Step] = []
        self.marks: dict[int, bool] = {}
        self.setups = 0
        self.clocks: list[float] = []

    def record_steps(self, record: GameRecord, first: int, steps: list[Step], status: dict[str, PlainData],
                     marks: dict[int, bool] | None = None) -> bool:
        if record.key is None:  # (the first keeping makes the game, as the store does)
            record.key = 1
        assert first == len(self.steps)
        self.steps += steps
        for index, withdrawn in (marks or {}).items():
            self.steps[index] = Step(self.steps[index].seat, self.steps[index].action, self.steps[index].clock,
                                     withdrawn)
        return True

    def checkpoint(self, record: GameRecord, status: dict[str, PlainData] | None = None) -> None:
        self.clocks.append(record.clock)

    def save_setup(self, record: GameRecord) -> None:
        self.setups += 1


def is_time_up(action: Any) -> bool:
    return type(action).__name__ == "TimeUp"


def play_whole_game(game: GameDescriptor, seed: int) -> tuple[Match[Any], dict[str, int], Kept]:
    """Seat 0 a person (who follows the Easy computer's hint four times in five, else plays any legal move; in
    Asteroyds steers for the asteroyds), seat 1 the Easy computer (it sees only its `Seen`) for its first decision,
    then handed to a person (as F9 does); a person takes a step back and plays it again where the rules allow, lets
    the clock run out once, and the screen goes from person to person as the table passes it (behind a hand-over
    where the game has secrets)."""
    h = hooks(game)
    setup = default_setup(game, seed)  # (the game's own options: its clock on)
    if game.id == "interceptor":
        setup["options"]["timer"] = "60"  # (off by default)
    if game.id == "fmp":
        setup["options"]["takebacks"] = "on"  # (a house rule: every action is final by FMP.PTS.5)
    setup["players"][1]["computer"] = "easy"
    rules = game.rules_object()
    keeper = Kept()
    match: Match[Any] = Match(rules, GameRecord(game.id, rules.version, setup, seed), keeper)
    bot = levels(game.id)["easy"]
    chooser, thinking = random.Random(seed), random.Random(seed + 1)
    weights = h.weights(match.state) if h else {}
    seen: dict[str, int] = {"undo": 0, "redo": 0, "time_up": 0, "handover": 0, "passed": 0, "computer": 0}
    viewer: Seat | None = None
    clock = 0.0
    while match.outcome() is None and len(match.record.steps) < MAX_STEPS:
        screen = match.next_viewer(viewer, private=False, hidden=lambda seat: rules.has_secrets)
        if screen.seat is not None:
            seen["handover"] += screen.handover
            seen["passed"] += viewer is not None and screen.seat != viewer
            viewer = screen.seat
        people, players = match.people_to_act(), match.players_to_act()
        computers = [seat for seat in players if seat not in people]
        clock += 1.0
        if not players:
            system = match.legal(SYSTEM)
            action = next((a for a in system if not is_time_up(a)), system[0])
            played = match.send(SYSTEM, action, clock)
        elif computers and (not people or chooser.random() < 0.5):
            seat = computers[0]
            decision = bot.choose(seen_by(rules, match.state, seat), count_budget(40), thinking)
            played = match.send(seat, decision.action, clock, confirmed=True)
            seen["computer"] += 1
            if seen["computer"] == 1:
                assert match.set_controller(1, "person") and keeper.setups == 1
        else:
            seat = viewer if viewer in people else people[0]
            time_ups = [a for a in match.legal(SYSTEM) if is_time_up(a) and getattr(a, "seat", seat) == seat]
            if not seen["time_up"] and time_ups and seen["computer"] and (seen["undo"] or game.id not in TAKE_BACK):
                played = match.send(SYSTEM, time_ups[0], clock)  # the person's clock ran out
                seen["time_up"] += 1
                assert isinstance(played, Played), played
                assert match.keep({}, clock)
                continue
            if game.id == "asteroyds" and chooser.random() < 0.9:
                action = course(match.state, seat)
            elif chooser.random() < 0.8:
                action = bot.choose(seen_by(rules, match.state, seat), count_budget(40), thinking).action
            else:
                action = choose(match.legal(seat), rules, weights, chooser, partial_bias(h, match.state))
            before = rules.fingerprint(match.state)
            played = match.send(seat, action, clock, confirmed=True)
            assert isinstance(played, Played), played
            if match.outcome() is None and seen["undo"] < 3 and match.takebacks.refusal(seat) is None:
                back = match.undo(seat)
                assert isinstance(back, TakenBack) and back.index == played.index
                assert rules.fingerprint(match.state) == before
                assert match.record.steps[back.index].withdrawn
                again = match.redo(seat)
                assert isinstance(again, Played) and again.again and again.index == played.index
                assert not match.record.steps[back.index].withdrawn
                seen["undo"] += 1
                seen["redo"] += 1
        assert isinstance(played, Played), played
        assert match.keep({}, clock)
    return match, seen, keeper


def course(g: Any, seat: Seat) -> Any:
    """An Asteroyds player's next step: each ship of theirs steered to the nearest enemy asteroyd, or home with one
    (its teammates a round apart), then Ready (Easy's programs seldom capture one, and a game would not end)."""
    from arcade.games.asteroyds.rules import Program, Ready
    from tests.games.asteroyds.field import best_program

    ships = [s for s in g.ships if s.seat == seat and s.id not in g.plans]
    if not ships:
        return Ready()
    return Program(ships[0].id, best_program(g, ships[0], ships[0].id % 2))


def partial_bias(h: Any, state: Any) -> Any:
    bias = getattr(h, "bias", None) if h else None
    return None if bias is None else (lambda action: bias(state, action))


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_a_whole_game_through_a_match_alone(game: GameDescriptor) -> None:
    """The match plays a game to its end with a person and a computer, takes back and plays again, lets a clock run
    out and hands the screen over; what it kept replays to the same end."""
    match, seen, keeper = play_whole_game(game, 3)
    rules = match.rules
    assert match.outcome() is not None, f"{game.id}: unfinished after {len(match.record.steps)} steps"
    assert seen["computer"] > 0 and seen["time_up"] == (game.id != "playmoflotte")  # (a battle has no clock)
    if game.id in ("apophis", "fmp", "playmoflotte"):  # (the others' person steps are sealed orders: final)
        assert seen["undo"] > 0
    assert seen["passed"] > 0 and 1 not in match.levels
    assert (seen["handover"] > 0) == rules.has_secrets
    assert keeper.steps == match.record.steps  # every step kept as it was played, take-backs marked
    again = replayed(rules, GameRecord(game.id, rules.version, match.record.setup, 3, keeper.steps))
    assert rules.fingerprint(again.state) == rules.fingerprint(match.state)


def test_a_match_needs_no_pygame() -> None:
    """Every game played through a match in a fresh interpreter, with nothing of pygame loaded."""
    code = ("import sys; from tests.match.test_match import GAMES, play_whole_game\n"
            "[play_whole_game(g, 5) for g in GAMES if g.id in ('apophis', 'playmoflotte')]\n"
            "assert not [m for m in sys.modules if m.startswith('pygame')], 'pygame was loaded'\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]


# -- the verbs, one by one, on the demo game --------------------------------------------------------------------

def demo_match(question: Any = None, players: int = 2, computer: int | None = None) -> tuple[Match[Any], Kept]:
    from tests.fixtures.demo_game import DEMO

    rules = DEMO.rules_object()
    setup: dict[str, Any] = {"players": [{"name": f"P{i}", "side": s} for i, s in enumerate(DEMO.sides[:players])],
                             "options": DEMO.default_options()}
    if computer is not None:
        setup["players"][computer]["computer"] = "normal"
    keeper = Kept()
    return Match(rules, GameRecord(DEMO.id, rules.version, setup, 1), keeper, question), keeper


def test_send_plays_refuses_or_asks_first() -> None:
    asked: list[tuple[Seat, Any]] = []

    def question(seat: Seat, action: Any) -> str | None:
        asked.append((seat, action))
        return "Sure?" if seat == 1 else None

    match, _ = demo_match(question)
    legal = match.legal(0)
    refused = match.send(1, legal[0])
    assert isinstance(refused, Refused) and refused.rejection.key == "not_your_turn"
    played = match.send(0, legal[0], clock=12.3456)
    assert isinstance(played, Played) and played.index == 0 and match.record.steps[0].clock == 12.346
    other = match.legal(1)[0]
    ask = match.send(1, other)
    assert isinstance(ask, AskFirst) and ask.question == "Sure?" and len(match.record.steps) == 1
    assert isinstance(match.send(1, other, confirmed=True), Played) and len(match.record.steps) == 2
    assert asked == [(0, legal[0]), (1, other)]


def test_legal_is_worked_out_once_per_step() -> None:
    match, _ = demo_match()
    calls = 0
    real = match.rules.legal_actions

    def counted(state: Any, seat: Seat) -> list[Any]:
        nonlocal calls
        calls += 1
        return real(state, seat)

    match.rules.legal_actions = counted  # type: ignore[method-assign]
    first = match.legal(0)
    assert match.legal(0) is first and calls == 1
    match.send(0, first[0])
    match.legal(1)
    match.legal(1)
    assert calls == 2


def test_undo_redo_and_what_is_kept() -> None:
    """A Playmoflotte crew placed, kept, taken back (the mark kept), played again (the mark lifted)."""
    game = next(g for g in GAMES if g.id == "playmoflotte")
    rules = game.rules_object()
    keeper = Kept()
    match: Match[Any] = Match(rules, GameRecord(game.id, rules.version, default_setup(game, 1), 1), keeper)
    chooser = random.Random(1)
    while True:
        seat = match.players_to_act()[0]
        played = match.send(seat, chooser.choice(match.legal(seat)))
        assert isinstance(played, Played)
        if match.takebacks.refusal(seat) is None:
            break
    assert match.keep({}, 1.0) and match.unkept() == 0
    back = match.undo(seat)
    assert isinstance(back, TakenBack) and back.action == played.action and match.unkept() == 1  # the mark waits
    assert match.keep({}, 2.0) and keeper.steps[back.index].withdrawn and match.unkept() == 0
    assert match.redoable(seat) == played.action and isinstance(match.redoable(1 - seat), Refused)
    assert isinstance(match.redo(seat), Played) and not match.record.steps[back.index].withdrawn
    assert match.keep({}, 3.0) and not keeper.steps[back.index].withdrawn


def test_replay_names_the_step_the_rules_refuse() -> None:
    match, _ = demo_match()
    steps = [Step(0, {"type": "mark", "cell": [1, 1]}), Step(1, {"type": "mark", "cell": [1, 1]})]
    record = GameRecord(match.record.game_id, match.record.rules_version, match.record.setup, 1, steps)
    with pytest.raises(ReplayError, match="step 2") as caught:
        replayed(match.rules, record)
    assert caught.value.index == 1 and caught.value.rejection is not None


def test_the_screen_goes_to_the_next_person_and_a_seat_changes_hands() -> None:
    match, keeper = demo_match(computer=1)
    assert match.next_viewer(None, False, lambda seat: True) == Screen(0, True, False)  # one person: no hand-over
    assert match.next_viewer(0, False, lambda seat: False) == Screen(None)  # still theirs
    assert match.set_controller(1, "person") and 1 not in match.levels and keeper.setups == 1
    assert not match.set_controller(1, "person")
    assert match.next_viewer(None, False, lambda seat: False) == Screen(0)  # a public moment
    assert match.next_viewer(None, False, lambda seat: True) == Screen(0, True, True)  # two people: a hand-over
    assert match.next_viewer(0, True, lambda seat: True) == Screen(None)  # taken privately: stays
    assert match.next_viewer(0, False, lambda seat: True) == Screen(0, True, True)  # a public moment turned secret
    match.send(0, match.legal(0)[0])
    assert match.next_viewer(0, True, lambda seat: True) == Screen(1, True, True)
    asked: list[Seat] = []

    def hidden(seat: Seat) -> bool:
        asked.append(seat)
        return True

    match.next_viewer(0, False, hidden)
    assert asked == [1]  # each question asked once
    assert match.set_controller(0, "hard") and match.levels == {0: "hard"}
    assert match.record.setup["players"][0]["computer"] == "hard"  # kept with the game
