"""Lessons: every lesson file of every game loads and plays to its end by its own solution through the match (the
`--check` command); broken and hostile lesson files are refused with the file and the line named; a lesson is
driven at the real table through synthetic clicks, its progress kept per player and never among games in
progress."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from arcade.games.interceptor import GAME as INTERCEPTOR
from arcade.games.interceptor.rules.game import ORDERS
from arcade.games.interceptor.scene import InterceptorScene
from arcade.lessons.__main__ import main
from arcade.lessons.course import begin, play_through
from arcade.lessons.lesson import LessonError, lesson_files, load_lesson, load_lessons, parse_lesson
from arcade.match.timekeeper import Stop
from arcade.registry import Registry
from arcade.ui.lesson_scenes import LessonDone, LessonsScene
from tests.harness import Harness

GAMES = ("fmp", "interceptor", "asteroyds", "playmoflotte", "apophis")


def registry() -> Registry:
    found = Registry()
    found.discover()
    return found


@pytest.mark.parametrize("game", [g for g in GAMES if lesson_files(g)])
def test_every_lesson_plays_to_its_end_by_its_solution(game: str, capsys: pytest.CaptureFixture[str]) -> None:
    """(Asteroyds' takes some seconds: its last lesson ends in a whole game to three captures, played by computers
    in the learner's seat and the other.)"""
    assert main([game, "--check"]) == 0, capsys.readouterr().err
    said = capsys.readouterr().out
    assert said.count("played to its end") == len(lesson_files(game)) > 0


GOOD = (Path(__file__).parents[2] / "assets/lessons/interceptor/01-orders.yaml").read_text("utf-8")


def refused(text: str, name: str = "01-test") -> LessonError:
    with pytest.raises(LessonError) as caught:
        lesson = parse_lesson(text, "lessons/interceptor/01-test.yaml", "interceptor", name)
        play_through(lesson, INTERCEPTOR.rules_object())
    assert "01-test.yaml" in str(caught.value)
    return caught.value


def test_a_goal_its_solution_does_not_reach_is_refused_naming_the_step_and_its_line() -> None:
    text = GOOD.replace('contains: {executed: "4 "}', 'contains: {executed: "5 "}')
    error = refused(text)
    assert error.line == text.splitlines().index("  - say: faster") + 1
    assert "step 3" in error.problem and "goal was not shown" in error.problem


@pytest.mark.parametrize(("change", "words"), [
    (("type: orders, ship: 0", "type: warp, ship: 0"), "warp"),  # a move no game knows
    (("ship: 0, at: [0, 5]", "ship: 7, at: [0, 5]"), "refused"),  # a ship that is not there
    (("text: \"2 AA\"}", "text: [2, A, A]}"), "is not text"),  # a move of the wrong type
    (("event: Placed", "event: 12"), "short text"),
    (("schema: 1", "schema: 2"), "schema"),
    (("- say: place", "- sayy: place"), "unknown key"),
    (("{name: Blue, side: blue, computer: easy}", "{name: Blue, side: blue}"), "computer"),
    (("goal: {event: Placed, equal: {ship: 0}}", "goal: {fact: upside_down}"), "no fact 'upside_down'"),
    (("goal: {event: Placed, equal: {ship: 0}}", "goal: {over: true, fact: hidden}"), "must be one of"),
])
def test_wrong_lesson_files_are_refused_in_words(change: tuple[str, str], words: str) -> None:
    assert change[0] in GOOD
    assert words in str(refused(GOOD.replace(*change)))


def test_hostile_lesson_files_are_refused_never_a_crash(tmp_path: Path) -> None:
    deep = "steps: " + "[" * 5000 + "]" * 5000
    laughs = "a: &a [x, x]\nb: &b [*a, *a]\nsteps: [*b]\n"
    for text, words in ((deep, "nested"), (laughs, "anchors"), ("- just\n- a list\n", "mapping"),
                        ("steps: {", "line"), ("", "mapping")):
        assert words in str(refused(text))
    huge = tmp_path / "01-huge.yaml"
    huge.write_text("x: " + "a" * 300_000, "utf-8")
    with pytest.raises(LessonError, match="cannot be read"):
        load_lesson(huge, "interceptor")
    with pytest.raises(LessonError, match="NN-name"):
        parse_lesson(GOOD, "x.yaml", "interceptor", "orders")


def test_a_lesson_resumes_at_a_step_with_the_earlier_steps_played_by_their_solutions() -> None:
    lesson = load_lessons("interceptor")[0]
    record, course = begin(lesson, INTERCEPTOR.rules_object(), at=2)
    assert course.index == 2
    assert [step.action["type"] for step in record.steps] == ["place", "place", "orders", "orders"]


# -- at the table ------------------------------------------------------------------------------------------------
@pytest.fixture
def h(private_home: Path) -> Iterator[Harness]:
    harness = Harness.start(private_home, games=tuple(registry().games()), size=(1280, 720))
    yield harness
    harness.close()


def interceptors_lessons(h: Harness) -> LessonsScene:
    """From the launcher: Learn on the Interceptor card."""
    launcher = h.top
    learn = next(b for b, act in launcher.actions.items()  # type: ignore[attr-defined]
                 if getattr(act, "func", None) is not None and act.args[0].game.id == "interceptor")
    h.click_element(learn)
    lessons = h.top
    assert isinstance(lessons, LessonsScene)
    return lessons


def open_first_lesson(h: Harness) -> InterceptorScene:
    """From the launcher: Learn on the Interceptor card, then Start on its first lesson."""
    lessons = interceptors_lessons(h)
    start = next(b for b, act in lessons.actions.items() if getattr(act, "func", None) is not None)
    h.click_element(start)
    table = h.top
    assert isinstance(table, InterceptorScene) and table.lesson is not None
    return table


def press(h: Harness, table: InterceptorScene, name: str, times: int = 1) -> None:
    for _ in range(times):
        h.click_element(table.buttons[name])


def test_the_first_lesson_is_driven_by_clicks_at_the_real_table(h: Harness) -> None:
    table = open_first_lesson(h)
    course = table.lesson
    assert course is not None and course.index == 0
    assert Stop.LESSON in table.time.stops  # (time does not run in a lesson's step that is not about it)
    said = " ".join(h.drawn_texts())
    assert "step 1 of 3" in said and "north-east" in said
    target = course.targets(table.match)[0]
    assert table.hint_spots(target)  # the lit hex: where the solution enters
    h.key(pygame.K_r)  # facing north-east
    h.click(table.view.cell_center(target.at))
    assert course.index == 1 and table.game.phase == ORDERS  # (the computer's scripted entry followed)
    assert "step 2 of 3" in " ".join(h.drawn_texts())
    ship = table.game.ships[0]
    flight = table.game.execution(ship, "2 AA")  # (the step's flight drawn before anything is written)
    assert table.view.highlights["guide"].cells == [flight.start, *(s.at for s in flight.path)]
    step_orders = course.targets(table.match)[0]
    assert table.drawn_guided(step_orders)  # (its rings then need no arrow across the flight)
    press(h, table, "code_A", 2)
    h.step(1)
    assert "guide" not in table.view.highlights  # (the player's own line is drawn instead)
    assert not table.drawn_guided(step_orders)
    press(h, table, "submit")
    h.step(3)
    assert course.index == 2
    press(h, table, "continue")
    press(h, table, "faster", 2)
    press(h, table, "code_A", 4)
    press(h, table, "submit")
    h.step(3)
    assert course.finished and h.top is table  # (the turn the last step asked for is watched first)
    press(h, table, "continue")
    assert isinstance(h.top, LessonDone)
    launcher = h.app.stack[0]  # (its card was counted again under the table: its buttons must not show through)
    assert launcher.container is not None and not launcher.container.visible
    assert h.app.store.lessons("Player", "interceptor")["01-orders"].done
    assert h.app.store.games() == []  # (a lesson is never a game in progress)
    done = h.top
    assert isinstance(done, LessonDone)
    h.click_element(next(b for b, act in done.actions.items() if act == done.close))
    assert isinstance(h.top, LessonsScene)
    assert "done" in " ".join(h.drawn_texts())
    h.key(pygame.K_ESCAPE)
    assert "Player: 1 of 4 lessons" in " ".join(h.drawn_texts())  # (on the launcher's card)


def test_a_wrong_try_shows_the_rules_refusal_then_the_lessons_nudge(h: Harness) -> None:
    table = open_first_lesson(h)
    course = table.lesson
    assert course is not None
    inside = table.game.arena.hex_at(4, 4)  # not on the edge: the rules refuse it
    h.click(table.view.cell_center(inside))
    assert course.wrong and course.index == 0
    said = " ".join(h.drawn_texts())
    assert "For this lesson" in said


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_lesson_sentence_fits_its_band_under_the_board(size: tuple[int, int], lang: str) -> None:
    from arcade import i18n
    from arcade.ui.lesson_box import lesson_lines
    from arcade.ui.table import TableLayout

    pygame.font.init()
    layout = TableLayout.for_size(size, lesson=True)
    i18n.setup(lang)
    try:
        for game in GAMES:
            for lesson in load_lessons(game):
                heading = i18n.t("lesson_heading", title=i18n.t(lesson.title, game), n=9, of=9) + " · " + \
                    i18n.t("lesson_clock_waits")
                for step in lesson.steps:
                    nudge = i18n.t(lesson.text_key(step.nudge), game) if step.nudge else ""
                    lines = lesson_lines(layout.foot, layout.scale, heading, i18n.t(lesson.text_key(step.say), game),
                                         nudge)
                    cut = [text for text, *_ in lines if text.endswith("…")]
                    assert not cut, (lesson.source, step.say, lang, cut)
                    assert sum(int(size * 1.3) for _, size, *_ in lines) <= layout.foot.height - 4 * layout.scale * 12
    finally:
        i18n.setup("en")


def test_the_lesson_offered_is_the_first_of_the_phase_not_done_yet() -> None:
    from arcade.lessons.lesson import lesson_for

    lessons = load_lessons("fmp")
    ids = [lesson.id for lesson in lessons]
    assert lesson_for(lessons, "landing", set()) is lessons[0]
    assert lesson_for(lessons, "play", set()) is lessons[1]
    assert lesson_for(lessons, "play", set(ids[:3])) is lessons[3]  # (moving and ore learned: the tide next)
    assert lesson_for(lessons, "play", set(ids)) is lessons[1]  # (all done: the phase's first again)
    assert lesson_for(lessons, "no-such-phase", {ids[0]}) is lessons[1]


def test_the_tables_help_opens_the_lesson_for_this_moment(h: Harness) -> None:
    from arcade.games.fmp import GAME as FMP
    from arcade.ui.help_scene import HelpScene

    h.app.start_game(FMP, {"players": [{"name": "Ann", "side": "red"}, {"name": "Bob", "side": "blue",
                                                                        "computer": "easy"}],
                           "options": FMP.default_options()}, 3)
    h.step()
    h.pass_handovers()
    h.key(pygame.K_F1)
    help_scene = h.top
    assert isinstance(help_scene, HelpScene) and help_scene.lesson is not None
    assert help_scene.lesson.id == "01-landing"  # (turn 1: landing)
    h.click_element(next(b for b, act in help_scene.actions.items() if act == help_scene.open_lesson))
    table = h.top
    assert getattr(table, "lesson", None) is not None and table.lesson.lesson.id == "01-landing"  # type: ignore
    assert table.player_names[0] == "Ann"  # type: ignore[attr-defined]


def test_a_new_player_is_offered_the_first_lesson_once(h: Harness) -> None:
    from arcade.core.record import GameRecord
    from arcade.launcher.setup_scene import SetupScene
    from arcade.ui.lesson_scenes import FirstTime

    finished = GameRecord("interceptor", "1", {"players": [{"name": "Old Hand", "side": "red"},
                                                             {"name": "X", "side": "blue"}]}, 1, finished=True)
    h.app.store.create(finished)  # (Old Hand has finished a game of it: no offer for them)
    assert h.app.store.newcomers("interceptor", ["Old Hand", "Zoe"]) == ["Zoe"]
    setup = SetupScene(h.app, INTERCEPTOR)
    h.app.push(setup)
    h.step()
    setup.name_entries[0].set_text("Zoe")
    setup.name_entries[1].set_text("Old Hand")
    setup.start()
    offer = h.top
    assert isinstance(offer, FirstTime) and "Zoe" in offer.text
    h.click_element(next(b for b, act in offer.actions.items() if act == offer.learn))
    table = h.top
    assert isinstance(table, InterceptorScene) and table.lesson is not None
    assert table.player_names[table.lesson.lesson.learner] == "Zoe" and table.lesson.lesson.number == 1
    assert h.app.store.newcomers("interceptor", ["Zoe"]) == []  # (offered once)


def test_a_lesson_left_midway_resumes_at_its_step_from_the_list(h: Harness) -> None:
    table = open_first_lesson(h)
    course = table.lesson
    assert course is not None
    target = course.targets(table.match)[0]
    h.key(pygame.K_r)
    h.click(table.view.cell_center(target.at))
    assert course.index == 1
    h.key(pygame.K_ESCAPE)  # (time stands still in a lesson: it is left at once, kept at its step)
    lessons = interceptors_lessons(h)
    assert "stopped at step 2 of 3" in " ".join(h.drawn_texts())
    resume = next(b for b, act in lessons.actions.items() if getattr(act, "func", None) is not None)
    assert getattr(resume, "text", "") == "arcade.lesson_resume"
    h.click_element(resume)
    again = h.top
    assert isinstance(again, InterceptorScene) and again.lesson is not None and again.lesson.index == 1
    assert again.game.phase == ORDERS  # (its first step replayed, the computer's entry after it: both entered)
    assert [step.action["type"] for step in again.record.steps][:2] == ["place", "place"]
