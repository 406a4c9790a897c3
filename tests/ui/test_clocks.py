"""Clocks that never cheat, at the tables where a club night saw them cheat: Pause stops Asteroyds' programming
timer (it ran on under the pause, sealed a program empty and left a computer's turn frozen under the pause), the
question before leaving stops FMP's turn while it is asked, and one against one says its timer is doubled."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from arcade.games.asteroyds import GAME as ASTEROYDS
from arcade.games.asteroyds.table import AsteroydsTable
from arcade.games.fmp import GAME as FMP
from arcade.games.fmp.table import FmpTable
from arcade.launcher.scene import LauncherScene
from arcade.match.timekeeper import Stop, Timekeeper
from arcade.ui.dialogs import Confirm
from arcade.ui.table_scene import TableScene
from tests.harness import Harness
from tests.words import catalog_text


@pytest.fixture
def h(private_home: Path) -> Iterator[Harness]:
    harness = Harness.start(private_home, games=(ASTEROYDS, FMP), size=(1280, 720))
    yield harness
    harness.close()


def open_table(h: Harness, game: Any, players: list[dict[str, Any]], options: dict[str, str] | None = None) -> Any:
    h.app.start_game(game, {"players": players, "options": options or {}}, 4)
    h.step()
    h.pass_handovers()
    return h.top


def press_pause(h: Harness, scene: TableScene[Any]) -> None:
    h.click_element(scene.tools.buttons["pause"])
    h.step()


def test_pause_stops_the_asteroyds_programming_timer_and_resume_goes_on_from_there(h: Harness) -> None:
    """Paused at 0:48, the overlay read 0:28 twenty seconds later; a second Pause did nothing; at zero the program
    was sealed empty."""
    scene = open_table(h, ASTEROYDS, [{"name": "Ann", "side": "red"}, {"name": "Bob", "side": "white"}])
    assert isinstance(scene, AsteroydsTable)
    clock = scene.clock
    assert clock is not None and clock.running
    h.time.t += 5
    h.step()
    press_pause(h, scene)
    left = clock.remaining()
    assert scene.held_since is not None and not clock.running
    for _ in range(4):  # well past the whole timer, frames drawn all along
        h.time.t += 30
        h.step()
    assert clock.remaining() == left and not clock.running and scene.held_since is not None
    assert not [s for s in scene.record.steps if s.action.get("type") == "time_up"]  # nothing was sealed
    press_pause(h, scene)  # Resume
    assert scene.held_since is None and clock.running and clock.remaining() == left
    h.time.t += 3
    press_pause(h, scene)  # a second pause holds as the first
    assert scene.held_since is not None and not clock.running and clock.remaining() == left - 3


def test_a_pause_never_leaves_the_table_to_a_computer_nobody_can_resume(h: Harness) -> None:
    """After the timer ran out under the pause, the computer's turn came with the pause still over it: Resume
    greyed, its timer running to zero, nothing moving. The person's turn stays theirs while paused, and once
    resumed the computer plays its own turn."""
    scene = open_table(h, ASTEROYDS, [{"name": "Ann", "side": "red"},
                                      {"name": "Bob", "side": "white", "computer": "easy"}])
    assert isinstance(scene, AsteroydsTable)
    press_pause(h, scene)
    for _ in range(6):
        h.time.t += 30
        h.step()
    assert scene.players_to_act() == [0] and scene.tools.buttons["pause"].is_enabled
    press_pause(h, scene)
    h.click_element(scene.buttons["ready"])
    for _ in range(40):
        h.time.t += 1
        h.step()
        if any(s.seat == 1 for s in scene.record.steps):
            break
    assert any(s.seat == 1 for s in scene.record.steps)  # the computer programmed its ships and went on


def test_the_question_before_leaving_a_running_turn_stops_its_clock_while_asked(h: Harness) -> None:
    """"Leave the table? … its clock stops" with 1:20 left; twenty seconds in the question, then Leave: the
    launcher said 0:58 left. Answered Stay, the turn goes on with the time it had too."""
    scene = open_table(h, FMP, [{"name": "Ann", "side": "red"}, {"name": "Bob", "side": "blue"}])
    assert isinstance(scene, FmpTable)
    clock = scene.clock
    assert clock is not None and clock.running
    h.time.t += 40
    h.step()
    left = clock.remaining()
    h.key(pygame.K_ESCAPE)
    assert isinstance(h.top, Confirm) and not clock.running
    h.time.t += 20
    h.step()
    h.key(pygame.K_ESCAPE)  # Stay
    assert h.top is scene and clock.running and clock.remaining() == left
    h.time.t += 5
    h.step()
    left = clock.remaining()
    h.key(pygame.K_ESCAPE)
    h.time.t += 20
    question = h.top
    assert isinstance(question, Confirm)
    h.click_element(next(b for b, act in question.actions.items() if act == question.accept))  # Leave
    launcher = h.top
    assert isinstance(launcher, LauncherScene)
    record = h.app.store.load(launcher.saved[0].key)
    assert record.clock == pytest.approx(180 - left)


def test_one_against_one_says_its_programming_time_is_doubled(h: Harness) -> None:
    """The set-up said 30 s and the clock showed 1:00 (AST.VAR.2): both now say so."""
    scene = open_table(h, ASTEROYDS, [{"name": "Ann", "side": "red"}, {"name": "Bob", "side": "white"}],
                       {"timer": "30"})
    assert isinstance(scene, AsteroydsTable) and scene.clock is not None
    assert scene.clock.remaining() == 60
    assert "Program ×2" in h.drawn_texts()
    assert "×2 with 2 players" in catalog_text("timer", "asteroyds", "en")
    assert "×2 à 2 joueurs" in catalog_text("timer", "asteroyds", "fr")


def test_a_lifted_reason_never_starts_a_clock_another_still_holds() -> None:
    from arcade.core.clock import Clock, ClockConfig, ClockMode

    now = [0.0]
    clock = Clock(ClockConfig(ClockMode.TURN_BUDGET, 60), lambda: now[0])
    time = Timekeeper(clock)
    assert not clock.running  # nobody has taken the screen
    time.go(Stop.HANDOVER)
    assert clock.running
    time.stop(Stop.PAUSED)
    time.stop(Stop.QUESTION)
    time.go(Stop.QUESTION)
    time.hold(Stop.UNTIMED, False)
    now[0] = 30
    assert not clock.running and clock.remaining() == 60
    time.next_turn()
    assert not clock.running  # a new turn under a pause waits for the pause to end
    time.go(Stop.PAUSED)
    assert clock.running


@pytest.mark.parametrize("game_id", ["asteroyds", "interceptor"])
def test_a_resumed_turn_goes_on_with_the_time_it_had_not_a_whole_new_one(h: Harness, game_id: str) -> None:
    """Asteroyds' programming and Interceptor's orders began their whole time again at every resume (the table
    took the first team or writer it saw for a new one)."""
    from arcade.games.interceptor import GAME as INTERCEPTOR
    from tests.ui.test_clock_sequences import leave_and_resume, table

    h.app.registry.register(INTERCEPTOR)
    players = [{"name": "Ann", "side": "red"}, {"name": "Bob", "side": "white" if game_id == "asteroyds" else "blue"}]
    scene = open_table(h, ASTEROYDS if game_id == "asteroyds" else INTERCEPTOR, players,
                       {} if game_id == "asteroyds" else {"timer": "60", "map": "interceptor-small"})
    if game_id == "interceptor":
        from tests.games.interceptor.test_scene import place_all

        place_all(h, scene, [(0, 4, 1), (9, 4, 5)])
        h.pass_handovers()
    clock = scene.clock
    assert clock is not None and clock.running
    h.time.t += 12
    h.step()
    left = clock.remaining()
    assert left < clock.config.seconds
    leave_and_resume(h)  # (which asserts the time it had)
    again = table(h)
    assert again is not None and again is not scene and again.clock is not None
    assert again.clock.remaining() == pytest.approx(left, abs=0.01) and again.clock.running


def test_a_seat_handed_to_the_computer_under_a_pause_ends_the_pause(h: Harness) -> None:
    """Found by the clock sequences: a paused turn whose seat went to the computer stayed paused with nobody to
    resume it (Resume is the person's) and the computer unable to play under it."""

    scene = open_table(h, FMP, [{"name": "Ann", "side": "red"}, {"name": "Bob", "side": "blue"}])
    assert isinstance(scene, FmpTable)
    press_pause(h, scene)
    assert scene.held_since is not None
    scene.set_controller(scene.players_to_act()[0], "easy")
    assert scene.held_since is None and scene.awaiting_computer()
    steps = len(scene.record.steps)
    for _ in range(20):
        h.time.t += 1
        h.step()
    assert len(scene.record.steps) > steps  # the computer played on


def test_a_players_turn_clock_stands_still_while_the_rules_cover_the_table(private_home: Path) -> None:
    """Seen at a club table: ten seconds of the rules read during an FMP turn were ten seconds of the turn gone (and
    half an Asteroyds programming time). Nobody can act on a covered table: a player's own clock waits."""
    h = Harness.start(private_home, games=(FMP,))
    try:
        h.app.start_game(FMP, {"players": [{"name": "Ann", "side": "red"}, {"name": "Bo", "side": "blue"}],
                               "options": {}}, 3)
        h.step()
        h.pass_handovers()
        scene = h.top
        assert isinstance(scene, TableScene) and scene.clock is not None
        left = scene.clock.remaining()
        h.key(pygame.K_F1)
        h.step()
        assert not isinstance(h.top, TableScene)  # the rules over the table
        h.time.t += 20
        h.step()
        h.key(pygame.K_ESCAPE)
        h.step()
        assert h.top is scene and scene.clock.remaining() == pytest.approx(left, abs=0.5)
        h.time.t += 5
        h.step()
        assert scene.clock.remaining() == pytest.approx(left - 5, abs=0.5)  # and runs again once uncovered
    finally:
        h.close()


def test_leaving_an_apophis_table_names_the_teams_countdown_not_a_players_turn(private_home: Path) -> None:
    """Seen at a club table: "Red's turn is running (7:53 left): its clock stops…" over Apophis, whose countdown is
    the whole team's."""
    from arcade.registry import Registry
    from tests.ui.test_computer_seats import open_table

    registry = Registry()
    registry.discover()
    h = Harness.start(private_home, games=tuple(registry.games()))
    try:
        open_table(h, "apophis", [None, None])
        h.pass_handovers()
        h.key(pygame.K_ESCAPE)
        question = h.top
        assert isinstance(question, Confirm) and "The team's countdown is running" in question.text
        assert "turn is running" not in question.text
    finally:
        h.close()
