"""Clock widget, dice, hand-over screen, dialogs."""

from __future__ import annotations

import pygame
import pytest

from arcade.core.clock import Clock, ClockConfig, ClockMode
from arcade.core.dice import Dice
from arcade.i18n import t
from arcade.ui import theme
from arcade.ui.clock_view import ClockView, progress_bar
from arcade.ui.dice_view import DiceView, draw_die
from arcade.ui.handover import Handover
from tests.harness import Harness


class FakeTime:
    def __init__(self) -> None:
        self.t = 0.0

    def __call__(self) -> float:
        return self.t


def colours(surface: pygame.Surface, rect: pygame.Rect) -> set[tuple[int, int, int]]:
    return {tuple(surface.get_at((x, y)))[:3] for x in range(rect.left, rect.right, 2)  # type: ignore[misc]
            for y in range(rect.top, rect.bottom, 2)}


@pytest.fixture
def surface() -> pygame.Surface:
    pygame.init()
    return pygame.display.set_mode((1280, 720))


def test_clock_widget_turns_amber_then_red_and_pulses(surface: pygame.Surface) -> None:
    now = FakeTime()
    clock = Clock(ClockConfig(ClockMode.TURN_BUDGET, 180), now)
    clock.start()
    rect = pygame.Rect(100, 100, 300, 110)
    view = ClockView(clock, rect, "Turn")
    view.draw(surface, now())
    assert theme.CLOCK_NORMAL in colours(surface, rect)
    assert not view.changed(now())
    now.t += 0.5
    assert not view.changed(now())  # 2:59.5 still shows 3:00: no redraw needed
    now.t += 155
    assert view.changed(now())
    view.draw(surface, now())
    assert theme.CLOCK_AMBER in colours(surface, rect)
    now.t += 20
    view.draw(surface, now())
    assert theme.CLOCK_RED in colours(surface, rect)
    first = view._shown
    now.t += 0.25
    assert view.changed(now())  # red pulses even within one second
    assert first is not None


def test_clock_widget_shows_pause(surface: pygame.Surface) -> None:
    now = FakeTime()
    clock = Clock(ClockConfig(ClockMode.COUNTDOWN, 600), now)
    rect = pygame.Rect(0, 0, 300, 110)
    ClockView(clock, rect).draw(surface, 0)
    assert theme.TEXT_DIM in colours(surface, rect)  # the pause bars


def test_progress_bar(surface: pygame.Surface) -> None:
    surface.fill((0, 0, 0))
    rect = pygame.Rect(10, 10, 200, 20)
    progress_bar(surface, rect, 0.5, (0, 255, 0))
    assert surface.get_at((60, 20))[:3] == (0, 255, 0)
    assert surface.get_at((180, 20))[:3] != (0, 255, 0)


def test_dice_tumble_then_settle_on_the_seeded_values(surface: pygame.Surface) -> None:
    values = Dice(11).roll(2)
    view = DiceView(0.6)
    view.roll(values)
    assert view.rolling
    for _ in range(10):
        view.update(0.05)
    assert view.rolling
    view.update(0.2)
    assert not view.rolling and view._faces == values
    view.roll(Dice(12).roll(2))
    view.skip()  # a click settles at once
    view.update(0.0)
    assert not view.rolling and view._faces == Dice(12).roll(2)
    view.draw(surface, (10, 10), 60)
    draw_die(surface, pygame.Rect(200, 10, 60, 60), 9)  # a d20 value prints as a number


def test_handover_hides_the_table_and_waits_for_a_click(harness: Harness) -> None:
    ready: list[bool] = []
    harness.app.push(Handover(harness.app, "Zoé", "green", lambda: ready.append(True)))
    shot = harness.screenshot()
    w, h = shot.get_size()
    green = theme.side("green").color
    band_colour = tuple(max(0, c - 40) for c in green)
    sample = [tuple(shot.get_at((x, y)))[:3] for x in range(0, w, 37) for y in range(0, h, 29)]
    covered = sum(1 for c in sample if c in (green, band_colour))
    assert covered / len(sample) > 0.9  # nothing of the table shows through
    harness.key(pygame.K_a)  # other keys do nothing
    harness.click((w // 2, h // 2))  # too soon: the second click of a double-click on "End turn"
    assert not ready
    harness.time.t += 0.7
    harness.post(pygame.MOUSEBUTTONUP, pos=(w // 2, h // 2), button=1, touch=False)
    harness.step(2)
    assert not ready  # a release whose press came too soon does not count
    harness.click((w // 2, h // 2))  # a deliberate click, later
    assert ready == [True]


def test_handover_shows_the_running_clock_and_the_pattern(harness: Harness) -> None:
    clock = Clock(ClockConfig(ClockMode.COUNTDOWN, 95), harness.app.now)
    clock.start()
    handover = Handover(harness.app, "Zoé", "violet", lambda: None, clock)
    harness.app.push(handover)
    harness.screenshot()
    assert handover._shown_time == "1:35"
    harness.time.t += 30
    assert handover.wants_frame()  # the clock on it moves on
    harness.screenshot()
    assert handover._shown_time == "1:05"


def test_clock_widget_says_when_it_next_changes() -> None:
    now = FakeTime()
    clock = Clock(ClockConfig(ClockMode.COUNTDOWN, 60), now)
    view = ClockView(clock, pygame.Rect(0, 0, 10, 10))
    assert view.next_change(now()) is None  # stopped: nothing to wake up for
    clock.start()
    now.t += 0.3
    assert view.next_change(now()) == pytest.approx(0.7)
    now.t += 54.0  # 5.7 s left: red, pulsing four times a second
    assert view.next_change(now()) == pytest.approx(0.25 - (now.t % 0.25))


def test_idle_app_sleeps_until_the_scene_needs_it(harness: Harness) -> None:
    from arcade.app.loop import IDLE_WAIT_MS, SETTLE, idle_wait_ms

    harness.time.t += SETTLE[-1]  # (its first frames drawn again, see `app_loop.SETTLE`)
    harness.step(1)
    assert idle_wait_ms(harness.app) == IDLE_WAIT_MS  # the launcher never changes by itself
    harness.app.start_game(harness.app.registry.get("demo"),  # type: ignore[arg-type]
                           {"players": [{"name": "A", "side": "red"}, {"name": "B", "side": "blue"}],
                            "options": {}, "board": None})
    harness.step()
    assert 5 <= idle_wait_ms(harness.app) <= 1001  # until the clock's next second


def test_every_side_has_a_pattern_besides_its_colour() -> None:
    """Found by the club-night trial: violet was a plain disc. Every side is told apart by colour and pattern."""
    from arcade.ui import theme

    patterns = [s.pattern for s in theme.SIDES.values()]
    assert "plain" not in patterns and len(set(patterns)) == len(patterns)


def test_a_long_name_stays_inside_the_turn_banner() -> None:
    """Found by the club-night trial: "Bob the Very Long Na" ran out of the banner."""
    import pygame

    from arcade.ui.table import draw_turn_banner

    pygame.font.init()
    surface = pygame.Surface((800, 400))
    banner = pygame.Rect(20, 20, 360, 62)
    drawn = draw_turn_banner(surface, banner, "Bob the Very Long Name of the Club", "violet", "Turn 3 of 25", 0.67)
    assert banner.contains(drawn)


def test_a_sentence_too_long_for_its_lines_ends_in_an_ellipsis_not_mid_word() -> None:
    """Refusals were cut at the panel's edge ("…end you"); every capped text now says it was
    shortened, and no line is wider than its box."""
    pygame.font.init()
    sentence = "You have already played your action this turn: end your turn, then the next player plays. " * 3
    size, width = theme.text_px(20, 0.67), 300
    lines = theme.wrap(sentence, size, width, lines=2)
    assert len(lines) == 2 and lines[-1].endswith("…")
    assert all(theme.font(size).size(line)[0] <= width for line in lines)
    assert theme.wrap("Short.", size, width, lines=2) == ["Short."]  # nothing to leave out: no ellipsis
    whole = theme.wrap(sentence, size, width)
    assert len(whole) > 2 and not whole[-1].endswith("…")


def test_settled_dice_and_the_ready_line_get_their_frame_without_a_mouse_move(harness: Harness,
                                                                              surface: pygame.Surface) -> None:
    """Seen in a real window: the die kept its last tumbling face (a 6 for a rolled 2) and the hand-over's
    "Click when ready" stayed blank until the mouse moved — the app draws only when a scene asks, and neither
    asked once more when it changed."""
    view = DiceView(0.6)
    view.roll((2,))
    view.update(0.3)
    view.draw(surface, (10, 10), 60)  # a tumbling face drawn
    view.update(0.4)  # settled on the 2
    assert not view.rolling and view.wants_frame()  # one more frame is owed...
    view.draw(surface, (10, 10), 60)
    assert not view.wants_frame()  # ...and only one
    handover = Handover(harness.app, "Zoé", "green", lambda: None)
    harness.app.push(handover)
    harness.screenshot()  # drawn before a click may count: no "Click when ready" yet
    harness.time.t += 0.7
    assert handover.wants_frame()
    assert t("click_when_ready") in harness.drawn_texts()
    assert not handover.wants_frame()  # drawn: the app may sleep


@pytest.mark.parametrize(("danger", "key", "answered"), [
    (False, pygame.K_RETURN, True), (False, pygame.K_KP_ENTER, True), (False, pygame.K_ESCAPE, False),
    (True, pygame.K_RETURN, False), (True, pygame.K_ESCAPE, False),
])
def test_enter_gives_a_questions_bright_answer_and_esc_the_safe_one(harness: Harness, danger: bool, key: int,
                                                                  answered: bool) -> None:
    from arcade.ui.dialogs import Confirm

    said: list[bool] = []
    question = Confirm(harness.app, "End the turn with 3 points unspent?", lambda: said.append(True), danger=danger)
    harness.app.push(question)
    harness.step()
    harness.key(key)
    assert said == ([True] if answered else []) and question not in harness.app.stack


def test_every_dialog_takes_enter_as_its_bright_answer_and_esc_as_its_safe_one(harness: Harness) -> None:
    """Enter = the bright answer, Esc = the safe one, dialog by dialog (Confirm: above)."""
    from functools import partial

    from arcade.app.kiosk import KioskGuard
    from arcade.core.protocol import Outcome, Result
    from arcade.ui.dialogs import Message, PinPrompt
    from arcade.ui.result_screen import ResultScreen
    from arcade.ui.seats_dialog import SeatsDialog

    def answer(scene: object, key: int) -> None:
        harness.app.push(scene)  # type: ignore[arg-type]
        harness.step()
        harness.key(key)
        harness.step()

    for key in (pygame.K_RETURN, pygame.K_ESCAPE):  # one answer: OK (bright) and Esc both close
        message = Message(harness.app, "Saved.")
        answer(message, key)
        assert message not in harness.app.stack
        seats = SeatsDialog(harness.app, ["Ann", "Bob"], ["red", "blue"], {}, lambda seat, who: None)
        answer(seats, key)
        assert seats not in harness.app.stack
    guard = KioskGuard(True, "1234", 10, lambda: harness.time.t)
    for key, opened in ((pygame.K_RETURN, True), (pygame.K_ESCAPE, False)):
        done: list[bool] = []
        prompt = PinPrompt(harness.app, guard, partial(done.append, True))
        harness.app.push(prompt)
        harness.step()
        harness.type_text("1234")
        harness.key(key)
        harness.step()
        assert done == ([True] if opened else []) and prompt not in harness.app.stack
    for key, again in ((pygame.K_RETURN, True), (pygame.K_ESCAPE, False)):  # Rematch is the bright button
        rematches: list[bool] = []
        result = ResultScreen(harness.app, "Ann wins!", "", [], Outcome("x", (Result.WIN, Result.LOSS)), ["Ann", "Bob"],
                              ["red", "blue"], partial(rematches.append, True))
        answer(result, key)
        assert rematches == ([True] if again else []) and result not in harness.app.stack
