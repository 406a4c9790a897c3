"""Every table clock under random sequences of what happens at a club table — waiting, Pause and Resume, the
question before leaving answered either way, leaving and resuming, hand-overs passed late, moves, time running
out, a seat handed to the computer and back — with two properties held after every step of every sequence:

- the time charged is the time a player could act: a turn's own clock (FMP, Interceptor, Asteroyds) runs exactly
  while a person whose turn it is has the table (no pause, no question over it, no hand-over, nothing being
  watched); Apophis' shared countdown runs while the table or its hand-over is up, unpaused and unquestioned;
- nobody is ever left unable to go on: someone may act, a computer is to act, or a hand-over, a question, a
  message, a paused table's Resume or everything being watched's Continue is there to click.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from arcade.launcher.scene import LauncherScene
from arcade.match.timekeeper import Stop
from arcade.ui.dialogs import Confirm, Dialog
from arcade.ui.handover import MIN_SHOW, Handover
from arcade.ui.result_screen import ResultScreen
from arcade.ui.table_scene import TableScene
from tests.harness import Harness
from tests.ui.test_computer_seats import REGISTRY, open_table

SEQUENCES = 5
STEPS = 30
OPTIONS = {"interceptor": {"timer": "60"}}
OPS = ("wait", "wait", "wait", "pause", "question", "leave", "move", "move", "time_out", "seat")


@pytest.fixture
def h(private_home: Path) -> Iterator[Harness]:
    harness = Harness.start(private_home, games=tuple(REGISTRY.games()), size=(1280, 720))
    yield harness
    harness.close()


def table(h: Harness) -> TableScene[Any] | None:
    return next((s for s in h.app.stack if isinstance(s, TableScene)), None)


def may_act(h: Harness, scene: TableScene[Any]) -> bool:
    """A person whose turn it is has the table: the time is theirs."""
    if scene.time.shared:  # (one countdown for everyone: it runs on behind a hand-over)
        return h.top in (scene, *[s for s in h.app.stack if isinstance(s, Handover)]) and not scene.ended \
            and scene.held_since is None and Stop.PAUSED not in scene.time.stops
    return h.top is scene and not scene.ended and scene.held_since is None and not scene.watching \
        and scene.acting_seat() is not None and Stop.UNTIMED not in scene.time.stops


def way_forward(h: Harness, scene: TableScene[Any]) -> bool:
    """Something a person can click to go on, or a computer to act."""
    top = h.top
    if isinstance(top, Handover | Dialog | ResultScreen) or scene.ended:
        return True
    if scene.held_since is not None:
        return bool(scene.tools.buttons["pause"].is_enabled)
    if scene.watching:
        return any(b.visible and b.is_enabled for b in scene.buttons.values())
    return scene.acting_seat() is not None or scene.awaiting_computer()


def wait(h: Harness, seconds: float) -> None:
    scene = table(h)
    assert scene is not None and scene.clock is not None
    clock = scene.clock
    could, left, before = may_act(h, scene), clock.remaining(), where(scene)
    computers = bool(scene.players_to_act()) and not scene.people_to_act()  # (their turn's time is theirs)
    h.time.t += seconds
    h.step()
    if where(scene) != before or table(h) is not scene or computers:
        return  # a step was played meanwhile (a computer, a time-out), or a new turn's writer: a new clock
    now = clock.remaining()
    if could:
        assert now == pytest.approx(max(0.0, left - seconds)), "the time a player could act was not charged"
    else:
        assert now == pytest.approx(left), "time was charged while nobody could act"


def where(scene: TableScene[Any]) -> tuple[Any, ...]:
    """Where the game stands: its steps, its turn, who writes (a change gives a new clock its whole time)."""
    return len(scene.record.steps), scene.rules.progress(scene.state).get("turn"), scene.watching


def leave_and_resume(h: Harness) -> None:
    scene = table(h)
    assert scene is not None and scene.clock is not None
    left, running = scene.clock.remaining(), may_act(h, scene)  # (a turn under way: its time must not grow)
    h.key(pygame.K_ESCAPE)
    if isinstance(h.top, Confirm):
        h.time.t += 7  # (the question stops the turn's clock while it is asked)
        h.click_element(next(b for b, act in h.top.actions.items() if act == h.top.accept))
    if not isinstance(h.top, LauncherScene):
        return
    h.time.t += 30
    assert scene.record.key is not None
    h.app.open_saved(scene.record.key)
    h.step()
    again = table(h)
    assert again is not None and again.clock is not None
    h.pass_handovers()
    if running:
        assert again.clock.remaining() == pytest.approx(left, abs=0.01), "the time away was charged, or given"


def one_step(h: Harness, op: str, rng: random.Random) -> None:
    scene = table(h)
    assert scene is not None
    top = h.top
    if isinstance(top, Handover):
        h.time.t += rng.choice((1.0, 9.0))  # (a player slow to take the screen: their time has not begun)
        h.step()
        h.time.t += MIN_SHOW + 0.1
        h.click((10, 10))
    elif isinstance(top, Dialog):
        h.key(pygame.K_ESCAPE)  # the safe answer
    elif isinstance(top, ResultScreen) or scene.ended:
        return
    elif op == "wait":
        wait(h, rng.choice((0.5, 3.0, 11.0)))
    elif op == "pause" and "pause" in scene.tools.buttons and scene.tools.buttons["pause"].is_enabled:
        h.click_element(scene.tools.buttons["pause"])
        wait(h, 5.0)
    elif op == "question":
        h.key(pygame.K_ESCAPE)
        if isinstance(h.top, Confirm):
            wait(h, 6.0)
            h.key(pygame.K_ESCAPE)  # Stay
    elif op == "leave":
        leave_and_resume(h)
    elif op == "move" and scene.held_since is None and scene.acting_seat() is not None:
        seat = scene.acting_seat()
        assert seat is not None
        legal = scene.match.legal(seat)
        if legal:
            scene.send(rng.choice(legal), seat, confirmed=True)
    elif op == "time_out":
        wait(h, 400.0)
    elif op == "seat":
        seat = rng.randrange(2)
        scene.set_controller(seat, "person" if seat in scene.match.levels else "easy")
    h.step()


@pytest.mark.parametrize("game_id", ["fmp", "asteroyds", "interceptor", "apophis"])
def test_every_clock_charges_only_the_time_a_player_could_act_and_never_leaves_the_table_stuck(
        h: Harness, game_id: str) -> None:
    for sequence in range(SEQUENCES):
        rng = random.Random(sequence * 101 + len(game_id))
        open_table(h, game_id, [None, None], OPTIONS.get(game_id))
        h.step()
        for _ in range(STEPS):
            op = rng.choice(OPS)
            one_step(h, op, rng)
            scene = table(h)
            if scene is None:
                break
            assert way_forward(h, scene), f"nobody can go on after {op} ({type(h.top).__name__})"
        h.app.back_to_launcher(force=True)
        h.step()
