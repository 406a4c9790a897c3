"""Leaving a running turn is never free: Pause stops a player's turn clock for everyone to see
(the board covered, nothing playable, told in the journal with the time), and a game left and resumed says in the
journal how long the turn stood still."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.harness import Harness
from tests.ui.test_computer_seats import REGISTRY, open_table, table


@pytest.fixture
def h(private_home: Path) -> Iterator[Harness]:
    harness = Harness.start(private_home, games=tuple(REGISTRY.games()))
    yield harness
    harness.close()


def test_pause_stops_the_turn_clock_for_everyone_to_see_and_nothing_is_played_meanwhile(h: Harness) -> None:
    scene = open_table(h, "fmp", [None, None])
    h.pass_handovers()
    clock, seat = scene.clock, scene.acting_seat()
    assert clock is not None and clock.running and seat is not None
    h.time.t += 5
    left = clock.remaining()
    pause = scene.tools.buttons["pause"]
    h.click_element(pause)
    h.step()
    assert not clock.running and scene.held_since is not None
    assert scene.log.lines[-1] == f"{scene.names[seat]} paused the turn (2:55 left on the clock)."
    assert "Paused" in h.drawn_texts() and pause.text == "Resume"
    steps = len(scene.record.steps)
    assert not scene.send(scene.rules.legal_actions(scene.state, seat)[0], confirmed=True)
    assert len(scene.record.steps) == steps and scene.message.startswith("The game is paused")
    h.time.t += 90
    h.step()
    assert clock.remaining() == left  # the clock stood still
    h.click_element(pause)
    h.step()
    assert clock.running and scene.held_since is None and pause.text == "Pause"
    assert scene.log.lines[-1] == f"{scene.names[seat]}'s turn goes on after a pause of 1:30."
    assert scene.send(scene.rules.legal_actions(scene.state, seat)[0], confirmed=True)


def test_a_game_left_mid_turn_says_how_long_the_turn_stood_still_when_resumed(h: Harness) -> None:
    scene = open_table(h, "fmp", [None, None])
    h.pass_handovers()
    key = scene.record.key
    assert key is not None and scene.clock is not None
    h.leave_table()
    h.step()
    h.app.store.db.execute("UPDATE games SET updated = updated - 252 WHERE id = ?", (key,))  # 4 min 12 s away
    h.app.open_saved(key)
    h.step()
    h.pass_handovers()
    again = table(h)
    line = next(line for line in again.log.lines if "stood still" in line)
    name = again.names[again.people_to_act()[0]]
    assert line.startswith(f"{name}'s turn stood still 4:1") and "while the game was left" in line


def test_a_shared_countdown_keeps_its_own_pause_and_spans_read_in_both_languages(h: Harness) -> None:
    from arcade.core.clock import format_span

    scene = open_table(h, "apophis", [None, None])
    h.pass_handovers()
    assert "pause" not in scene.tools.buttons and "pause" in scene.buttons  # Apophis' countdown: its own Pause
    assert format_span(252) == "4:12" and format_span(3 * 3600 + 5 * 60 + 9) == "3 h 05"


@pytest.mark.parametrize("game_id", sorted(g.id for g in REGISTRY.games()))
def test_the_journal_scrolls_back_under_the_wheel_and_a_new_line_brings_it_back(h: Harness, game_id: str) -> None:
    """Only the last lines were visible and the journal did not scroll."""
    scene = open_table(h, game_id, [None, None])
    h.pass_handovers()
    for i in range(40):
        scene.log.add(f"line {i}")
    h.screenshot()
    box = scene.log.rect
    if box is None:  # Asteroyds' programming buttons cover its journal while a team programs
        assert game_id == "asteroyds"
        return
    assert "line 39" in h.drawn_texts() and "line 30" not in h.drawn_texts()
    h.wheel(box.center, 10)
    h.step()
    shown = h.drawn_texts()
    assert scene.log.back == 10 and "line 29" in shown and "line 39" not in shown
    assert any(text.startswith("10 newer lines below") for text in shown)
    scene.log.add("line 40")
    assert scene.log.back == 0
