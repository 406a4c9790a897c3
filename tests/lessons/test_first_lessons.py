"""Each game's first lesson played at the real table through synthetic clicks and keys, as a learner would play
it: every move of the lesson's own solution is made through the game's widgets and board (never sent to the match
directly), and the lesson ends with its word of congratulation. (Interceptor's is driven in test_lessons.)"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from arcade.core.hexgrid import Hex
from arcade.lessons.lesson import load_lessons
from arcade.registry import Registry
from arcade.ui.dialogs import Confirm
from arcade.ui.lesson_scenes import LessonDone, open_lesson
from arcade.ui.table_scene import TableScene
from tests.harness import Harness

REGISTRY = Registry()
REGISTRY.discover()


@pytest.fixture
def h(private_home: Path) -> Iterator[Harness]:
    harness = Harness.start(private_home, games=tuple(REGISTRY.games()), size=(1280, 720))
    yield harness
    harness.close()


def hit(h: Harness, table: Any, kind: str, value: object) -> tuple[int, int]:
    h.screenshot()  # (the spots are those drawn this frame)
    return next(x.rect.center for x in table.hits if x.kind == kind and x.value == value)  # type: ignore[no-any-return]


def fmp(h: Harness, table: Any, action: Any) -> None:
    from arcade.games.fmp.rules import EndTurn, Land, Unload

    if isinstance(action, Land):
        while table.selection.orientation != action.orientation:
            h.key(pygame.K_r)
        h.move(table.view.cell_center(action.dome))
        h.click(table.view.cell_center(action.dome))
    elif isinstance(action, Unload):
        h.click(hit(h, table, "cargo", action.cargo))
        h.step(1)  # (the places it may go are lit)
        h.move(table.view.cell_center(Hex(*action.to[0])))
        h.click(table.view.cell_center(Hex(*action.to[0])))
    elif isinstance(action, EndTurn):
        h.click_element(table.buttons["end"])
        if isinstance(h.top, Confirm):  # (pieces left aboard: asked once)
            h.click_element(next(b for b, act in h.top.actions.items() if act == h.top.accept))
    else:
        raise AssertionError(f"no click for {action}")


def asteroyds(h: Harness, table: Any, action: Any) -> None:
    from arcade.games.asteroyds.rules import Program, Ready
    from arcade.games.asteroyds.rules.program import parse

    if isinstance(action, Program):
        while table.current().id != action.ship:
            h.click_element(table.buttons["next_ship"])
        plan = parse(action.text)
        for column, code in enumerate(plan.columns):
            h.click_element(table.buttons[f"slot{column}"])
            h.click_element(table.buttons[f"act_{code}"])
    elif isinstance(action, Ready):
        h.click_element(table.buttons["ready"])
    else:
        raise AssertionError(f"no click for {action}")


def playmoflotte(h: Harness, table: Any, action: Any) -> None:
    from arcade.games.playmoflotte.rules import CaptainMove, ChangePost, EndPosts

    if isinstance(action, CaptainMove | ChangePost):
        figures = [0, *action.followers] if isinstance(action, CaptainMove) else [action.figure]
        for figure in figures:
            h.click(hit(h, table, "figure", figure))
        h.click(hit(h, table, "post", action.post))
    elif isinstance(action, EndPosts):
        h.click_element(table.buttons["primary"])
    else:
        raise AssertionError(f"no click for {action}")


def apophis(h: Harness, table: Any, action: Any) -> None:
    from arcade.games.apophis.rules import Build, Draw, EndTurn

    if isinstance(action, Build):
        h.click(hit(h, table, "pyramid", (action.color, action.size)))
    elif isinstance(action, Draw):
        h.click_element(table.buttons["draw"])
    elif isinstance(action, EndTurn):
        h.click_element(table.buttons["end_turn"])
    else:
        raise AssertionError(f"no click for {action}")


DRIVERS: dict[str, Callable[[Harness, Any, Any], None]] = {
    "fmp": fmp, "asteroyds": asteroyds, "playmoflotte": playmoflotte, "apophis": apophis}


@pytest.mark.parametrize("game_id", sorted(DRIVERS))
def test_each_games_first_lesson_is_played_through_the_tables_own_clicks(h: Harness, game_id: str) -> None:
    game = REGISTRY.get(game_id)
    assert game is not None
    lesson = load_lessons(game_id)[0]
    open_lesson(h.app, game, lesson, "Ann")
    h.step(3)
    table = h.top
    assert isinstance(table, TableScene) and table.lesson is not None
    course = table.lesson
    for number, step in enumerate(lesson.steps):
        assert course.index == number, (game_id, number)
        for written in step.solution:  # (as written: Asteroyds' table sends a turn's programs at Ready)
            h.step(2)  # (the computers' scripted replies come first where they act first)
            for _ in range(50):  # (a move being shown on the board: a click waits for it, as a player does)
                if not getattr(getattr(table, "view", None), "moving", False):
                    break
                h.time.t += 0.2
                h.step(1)
            if getattr(table, "watching", False):  # (what everyone watched: Continue)
                h.click_element(table.buttons["continue"])
            action = table.rules.decode(written)
            if type(action).__name__ in table.action_buttons:  # (a move made with a button: the lesson lights it)
                assert table.button_spots(action), (game_id, number, action)
            DRIVERS[game_id](h, table, action)
            h.step(2)
            assert not course.wrong, (game_id, number, action, table.message)
        for _ in range(20):  # the rounds or replies the step's goal waits on
            if course.index > number:
                break
            h.time.t += 1
            h.step(2)
    if getattr(table, "watching", False):  # (the last step's turn is watched before the lesson's word)
        h.click_element(table.buttons["continue"])
    assert course.finished and isinstance(h.top, LessonDone)


def test_a_move_taken_back_takes_the_lesson_back_to_its_step(h: Harness) -> None:
    """A learner who takes back the move that did a step finds the lesson at that step again, to do it anew."""
    game = REGISTRY.get("playmoflotte")
    assert game is not None
    lesson = load_lessons("playmoflotte")[0]
    open_lesson(h.app, game, lesson, "Ann")
    h.step(3)
    table = h.top
    assert isinstance(table, TableScene) and table.lesson is not None
    course = table.lesson
    playmoflotte(h, table, table.rules.decode(lesson.steps[0].solution[0]))  # the captain's move: step 1 done
    h.step(2)
    assert course.index == 1
    h.key(pygame.K_z, pygame.KMOD_CTRL)
    assert course.index == 0 and not table.game.captain_moved  # (back at the captain's step, the move undone)
    assert "step 1 of 3" in " ".join(h.drawn_texts())
    playmoflotte(h, table, table.rules.decode(lesson.steps[0].solution[0]))
    h.step(2)
    assert course.index == 1  # (done again)
