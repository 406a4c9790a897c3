"""The main loop: scene stack, top-down events, resize, F11, the frame limiter and crash safety."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from arcade.app.core import AppCore
from arcade.app.loop import ACTIVE_AFTER_INPUT, SETTLE
from arcade.core.record import GameRecord, Step
from arcade.launcher.scene import LauncherScene
from arcade.ui.dialogs import Confirm, Message
from arcade.ui.handover import Handover
from arcade.ui.scenes import Scene
from tests.fixtures.demo_game import DemoScene
from tests.harness import Harness


class Recorder(Scene):
    def __init__(self, app, name: str, log: list[str], consume: bool = False, modal: bool = True):  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.name, self.log, self.consume, self.modal = name, log, consume, modal

    def enter(self) -> None:
        self.log.append(f"{self.name}.enter")
        super().enter()

    def leave(self) -> None:
        self.log.append(f"{self.name}.leave")
        super().leave()

    def pause(self) -> None:
        self.log.append(f"{self.name}.pause")
        super().pause()

    def resume(self) -> None:
        self.log.append(f"{self.name}.resume")
        super().resume()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            self.log.append(f"{self.name}.key")
            return self.consume
        return False


def test_stack_push_pop_replace_life_cycle(harness: Harness) -> None:
    app = harness.app
    log: list[str] = []
    a, b, c = Recorder(app, "a", log), Recorder(app, "b", log), Recorder(app, "c", log)
    app.push(a)
    app.push(b)
    app.replace(c)
    app.pop()
    assert log == ["a.enter", "a.pause", "b.enter", "b.leave", "c.enter", "c.leave", "a.resume"]
    assert app.stack[-1] is a


def test_events_go_top_down_and_stop_when_consumed(harness: Harness) -> None:
    app = harness.app
    log: list[str] = []
    app.push(Recorder(app, "below", log))
    app.push(Recorder(app, "overlay", log, consume=False, modal=False))
    harness.key(pygame.K_a)
    assert log[-2:] == ["overlay.key", "below.key"]
    log.clear()
    app.push(Recorder(app, "top", log, consume=True, modal=False))
    harness.key(pygame.K_a)
    assert log[-1:] == ["top.key"]
    log.clear()
    app.stack[-1].consume = False  # type: ignore[attr-defined]
    app.stack[-1].modal = True
    harness.key(pygame.K_a)
    assert log == ["top.key"]


def settled(harness: Harness) -> None:
    """Frames until nothing is owed: the active time after input and the redraws after a change past."""
    harness.step(3)
    harness.time.t += SETTLE[-1] + ACTIVE_AFTER_INPUT + 0.01
    harness.step(1)


def test_frame_limiter_does_not_redraw_when_nothing_changed(harness: Harness) -> None:
    settled(harness)
    assert harness.app.frame([], 1 / 60) is False
    harness.post(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0), touch=False)
    assert harness.app.frame(pygame.event.get(), 1 / 60) is True
    # just after input it keeps drawing a moment: pygame-gui finishes redrawing a widget (a button's new text,
    # seen stale in a real window after a hand-over) over several updates, with no event of its own
    assert harness.app.frame([], 1 / 60) is True
    settled(harness)
    assert harness.app.frame([], 1 / 60) is False


def test_a_change_drawn_without_input_is_drawn_again_next_frame_and_after_pygame_guis_delayed_rebuild(
        harness: Harness) -> None:
    """Seen in a real window: after the computer's turn the person's End turn stayed missing until the mouse moved.
    pygame-gui shows a widget shown during a frame on its next update, and rebuilds a restyled button 0.35 s later;
    with no input nothing drew them. A change drawn is drawn again at the next frame and after that delay."""
    from arcade.app.loop import IDLE_WAIT_MS, idle_wait_ms

    settled(harness)
    harness.app.request_redraw()
    assert harness.app.frame([], 1 / 60) is True  # the change
    assert harness.app.frame([], 1 / 60) is True  # drawn again, what pygame-gui showed meanwhile with it
    assert harness.app.frame([], 1 / 60) is False
    assert idle_wait_ms(harness.app) <= int(SETTLE[-1] * 1000) + 1  # the idle loop wakes for the last one
    harness.time.t += SETTLE[-1]
    assert harness.app.frame([], 1 / 60) is True
    assert harness.app.frame([], 1 / 60) is False and idle_wait_ms(harness.app) == IDLE_WAIT_MS


def test_resize_rebuilds_every_scene(harness: Harness) -> None:
    app = harness.app
    pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
    harness.post(pygame.VIDEORESIZE, size=(1280, 720), w=1280, h=720)
    harness.step()
    assert app.manager.window_resolution == (1280, 720)
    launcher = app.stack[0]
    assert isinstance(launcher, LauncherScene)
    assert launcher.container is not None and launcher.container.get_abs_rect().size == (1280, 720)
    assert launcher.cards[0].rect.right <= 1280


def test_too_small_window_is_enlarged(harness: Harness) -> None:
    pygame.display.set_mode((400, 300), pygame.RESIZABLE)
    harness.post(pygame.VIDEORESIZE, size=(400, 300), w=400, h=300)
    harness.step()
    assert harness.app.screen.get_size() == (960, 540)


def test_f11_toggles_fullscreen(harness: Harness) -> None:
    assert not harness.app.fullscreen
    harness.key(pygame.K_F11)
    assert harness.app.fullscreen
    harness.key(pygame.K_F11)
    assert not harness.app.fullscreen


def start_demo(harness: Harness) -> DemoScene:
    from tests.fixtures.demo_game import DEMO

    harness.app.start_game(DEMO, {"players": [{"name": "Ana", "side": "red"}, {"name": "Bo", "side": "blue"}],
                                  "options": {"speed": "slow"}, "board": None})
    harness.step()
    harness.pass_handover()  # the first player takes the computer
    scene = harness.top
    assert isinstance(scene, DemoScene)
    return scene


def saved_steps(harness: Harness) -> list[dict[str, object]]:
    [summary] = harness.app.store.games()
    return [step.action for step in harness.app.store.load(summary.key).steps]


def test_exception_in_a_game_returns_to_launcher_with_game_saved(harness: Harness, private_home: Path) -> None:
    scene = start_demo(harness)
    view = scene.view
    assert view is not None
    harness.click(view.cell_center(view.board.to_axial(4, 4)))
    harness.pass_handover()
    harness.key(pygame.K_F10)  # the demo raises on F10
    assert isinstance(harness.app.stack[0], LauncherScene)
    assert isinstance(harness.top, Message) and "demo failure on purpose" in harness.top.text
    assert len(harness.app.stack) == 2
    assert saved_steps(harness) == [{"type": "mark", "cell": [4, 2]}]
    assert "demo failure on purpose" in (private_home / "logs" / "errors.log").read_text()
    assert harness.app.running


def test_escape_leaves_game_and_resume_restores_it(harness: Harness) -> None:
    scene = start_demo(harness)
    assert scene.view is not None
    harness.click(scene.view.cell_center(scene.view.board.to_axial(3, 2)))
    handover = harness.top
    assert isinstance(handover, Handover)
    harness.pass_handover()
    harness.key(pygame.K_ESCAPE)  # Bo's turn runs: leaving is asked first, and Esc again is the safe answer
    question = harness.top
    assert isinstance(question, Confirm) and "Bo's turn is running" in question.text
    harness.key(pygame.K_ESCAPE)
    assert harness.top is scene
    harness.leave_table()
    launcher = harness.top
    assert isinstance(launcher, LauncherScene)
    assert [g.steps for g in launcher.saved] == [1]
    resume = next(b for b in launcher.actions if b.text == "arcade.resume")
    harness.click_element(resume)
    assert isinstance(harness.top, Handover) and harness.top.name == "Bo"  # nobody sees Bo's table before Bo does
    harness.pass_handover()
    again = harness.top
    assert isinstance(again, DemoScene) and again.state.marks == [(3, 1)] and again.viewer == 1


def test_window_close_quits_outside_kiosk_and_keeps_the_game(harness: Harness, private_home: Path) -> None:
    scene = start_demo(harness)
    assert scene.view is not None
    harness.click(scene.view.cell_center(scene.view.board.to_axial(5, 5)))
    harness.quit_event()
    assert not harness.app.running
    assert saved_steps(harness) == [{"type": "mark", "cell": [5, 3]}]


def test_a_save_that_cannot_be_replayed_is_set_aside_with_a_message(private_home: Path) -> None:
    from arcade.games.apophis import GAME

    h = Harness.start(private_home, games=(GAME,))
    record = GameRecord("apophis", "1", {"players": [{"name": "A", "side": "red"}], "options": {}}, 3,
                        [Step(0, {"type": "end_turn"})])  # ending a turn before any action: refused by the rules
    key = h.app.store.create(record)
    h.app.open_saved(key)
    h.step()
    assert isinstance(h.top, Message) and "APO.TURN.1" in h.top.text and "step 1" in h.top.text
    assert h.app.running
    h.app.pop()
    assert isinstance(h.top, LauncherScene) and h.top.saved == []
    assert h.app.store.load(key).steps == record.steps  # kept, not offered
    h.close()


def test_a_save_from_other_rules_is_not_replayed(private_home: Path) -> None:
    from arcade.games.apophis import GAME

    h = Harness.start(private_home, games=(GAME,))
    key = h.app.store.create(GameRecord("apophis", "0-old", {"players": [{"name": "A", "side": "red"}]}, 1,
                                        [Step(0, {"type": "draw"})]))
    h.app.open_saved(key)
    h.step()
    assert isinstance(h.top, Message) and "0-old" in h.top.text
    h.close()


def test_widget_text_scales_with_the_window(private_home: Path) -> None:
    small = Harness.start(private_home, size=(1280, 720))
    quit_small = next(b for b in small.top.actions if getattr(b, "text", "") == "arcade.quit")  # type: ignore[attr-defined]
    assert small.app.text_scale == 0.65
    size_small = quit_small.font.point_size
    pygame.display.set_mode((1920, 1080), pygame.RESIZABLE)
    small.post(pygame.VIDEORESIZE, size=(1920, 1080), w=1920, h=1080)
    small.step()
    quit_big = next(b for b in small.top.actions if getattr(b, "text", "") == "arcade.quit")  # type: ignore[attr-defined]
    assert small.app.text_scale == 1.0 and quit_big.font.point_size > size_small
    small.close()


def test_an_old_yaml_autosave_resumes_where_it_was(private_home: Path) -> None:
    """A version 1 autosave (actions with the countdown inside) is imported at the first start and resumes."""
    from arcade.games.apophis import GAME
    from arcade.games.apophis.scene import ApophisScene

    saves = private_home / "saves"
    saves.mkdir(parents=True)
    (saves / "autosave-apophis.yaml").write_text(
        "format: club-arcade-record\nversion: 1\ngame: apophis\nrules_version: '1'\nseed: 3\nfinished: false\n"
        "setup:\n  players: [{name: Ana, side: red}, {name: Bo, side: blue}, {name: Cy, side: amber}]\n"
        "  options: {difficulty: intermediate, rules: basic}\n  board: null\n"
        "actions:\n- {type: draw, t: 12.5}\n- {type: end_turn, t: 40.0}\n")
    h = Harness.start(private_home, games=(GAME,))
    launcher = h.top
    assert isinstance(launcher, LauncherScene) and [g.steps for g in launcher.saved] == [2]
    h.click_element(next(b for b in launcher.actions if b.text == "arcade.resume"))  # type: ignore[attr-defined]
    h.pass_handover()
    scene = h.top
    assert isinstance(scene, ApophisScene) and scene.game.active == 1 and scene.game.turn == 2
    assert scene.clock is not None and scene.clock.remaining() == 600 - 40.0
    assert (saves / "autosave-apophis.yaml.imported").exists()
    h.close()


def stop_while_playing(home: Path, how: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Play an Apophis countdown, then stop the program the way `how` says, from inside the main loop."""
    import signal

    from arcade.app import loop as app_loop
    from arcade.games.apophis import GAME as APOPHIS

    h = Harness.start(home, games=(APOPHIS,))
    h.app.start_game(APOPHIS, {"players": [{"name": "Ann", "side": "red"}], "options": {}}, 3)
    h.step()
    real = app_loop.frame

    def frame(app: AppCore, events: list[pygame.event.Event], dt: float) -> bool:
        h.time.t += 7  # seven seconds of the countdown go by
        real(app, events, dt)
        if how == "term":
            signal.raise_signal(signal.SIGTERM)
            return True
        raise KeyboardInterrupt

    with monkeypatch.context() as patched:
        patched.setattr(app_loop, "frame", frame)
        assert h.app.run() == 0 and h.app.stack == []
    key = h.app.store.games()[0].key
    assert h.app.store.load(key).clock >= 7
    h.app.store.delete(key)
    h.close()


def test_the_collector_held_back_at_the_start_comes_back_with_the_first_frame(
        private_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """`cli.run` starts with the garbage collector off (loading the program frees nothing); the loop turns it on
    once its first frame is on screen, before anything else happens."""
    import gc

    from arcade.app import loop as app_loop

    h = Harness.start(private_home)
    real = app_loop.frame
    seen: list[bool] = []

    def frame(app: AppCore, events: list[pygame.event.Event], dt: float) -> bool:
        seen.append(gc.isenabled())
        real(app, events, dt)
        if len(seen) == 2:
            app.running = False
        return True  # (drawn)

    monkeypatch.setattr(app_loop, "frame", frame)
    gc.disable()
    try:
        assert h.app.run() == 0
        assert seen == [False, True] and gc.isenabled()
    finally:
        gc.enable()


def test_sigterm_and_ctrl_c_leave_cleanly_and_save_the_clock(private_home: Path,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """The system shutting the machine down (SIGTERM), or Ctrl-C in a terminal: no traceback, no PIN, the table
    closed so its clock is saved."""
    stop_while_playing(private_home, "term", monkeypatch)
    stop_while_playing(private_home, "int", monkeypatch)


def test_a_broken_map_keeps_the_good_save_that_plays_on_it(private_home: Path, tmp_path: Path,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """The map is at fault, not the game — the save is neither set aside nor changed, and resumes once
    the map is mended."""
    import arcade.boards
    from arcade.games.interceptor import GAME

    h = Harness.start(private_home, games=(GAME,))
    record = GameRecord("interceptor", GAME.rules_object().version,
                        {"players": [{"name": "Ann", "side": "red"}, {"name": "Bob", "side": "blue"}]}, 3,
                        [Step(0, {"type": "place", "ship": 0, "cell": [0, 0], "facing": 0, "speed": 2})])
    key = h.app.store.create(record)
    broken = tmp_path / "boards"
    broken.mkdir()
    (broken / "interceptor.yaml").write_text("grid: [\n", encoding="utf-8")
    monkeypatch.setattr(arcade.boards, "BOARDS", broken)
    arcade.boards.load_board.cache_clear()
    try:
        h.app.open_saved(key)
        h.step()
        assert isinstance(h.top, Message) and "map" in h.top.text and "kept" in h.top.text
        assert [s.key for s in h.app.store.games()] == [key]  # still offered
        assert h.app.store.load(key).steps == record.steps
    finally:
        arcade.boards.load_board.cache_clear()
    h.close()


def test_a_damaged_settings_file_is_told_and_logged(private_home: Path) -> None:
    """Damage is shown to the user and written to `logs/errors.log`."""
    private_home.mkdir(parents=True, exist_ok=True)
    (private_home / "settings.yaml").write_text("[not: a mapping", encoding="utf-8")
    h = Harness.start(private_home)
    assert isinstance(h.top, Message) and "could not be read" in h.top.text and "default settings" in h.top.text
    assert "settings.yaml.damaged-1" in h.top.text
    log = (private_home / "logs" / "errors.log").read_text(encoding="utf-8")
    assert "starting" in log and "damaged" in log
    h.close()


def test_settings_show_the_window_as_it_is(harness: Harness) -> None:
    """Settings said "Full screen: Off" while running full screen (--fullscreen or F11)."""
    from arcade.launcher.settings_scene import SettingsScene

    harness.key(pygame.K_F11)
    assert harness.app.fullscreen and not harness.app.settings.fullscreen
    settings = SettingsScene(harness.app)
    harness.app.push(settings)
    harness.step()
    assert settings.fullscreen is not None and settings.fullscreen.is_checked and not settings.changed()
    harness.key(pygame.K_ESCAPE)  # nothing changed: no question, back at once
    assert not isinstance(harness.top, SettingsScene)
    harness.key(pygame.K_F11)


def test_a_window_of_no_asked_size_fits_a_smaller_screen(monkeypatch: pytest.MonkeyPatch) -> None:
    """Seen in a real window on a 1280x720 screen: the 1600x900 window opened with its edges off the screen. Without
    --size the window keeps to the screen, in the same proportions; a size asked for is kept."""
    from arcade.app import core as app

    pygame.display.init()
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1280, 720)])
    w, h = app.fitted((1600, 900))
    assert w <= 1280 * 0.94 and h <= 720 * 0.88 and abs(w / h - 16 / 9) < 0.01
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(2560, 1440)])
    assert app.fitted((1600, 900)) == (1600, 900)
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(800, 600)])
    assert app.fitted((1600, 900)) == app.MIN_SIZE  # (never smaller than the tables are laid out for)


def test_a_screen_smaller_than_the_window_is_used_whole(private_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Seen in a real window on a 1280x720 screen: the window that fitted it (1125x633) was smaller than the
    1280x720 the tables are laid out and tested for, and words were cut. With no size asked for, such a screen is
    used whole; F11 gives the window that fits."""
    from arcade.app.program import App, AppOptions

    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1280, 720)])
    app = App(AppOptions(home=private_home, fit_screen=True, keep_games=False))
    try:
        assert app.fullscreen and app.windowed_size[1] < 720
    finally:
        pygame.quit()
    small = App(AppOptions(home=private_home, fit_screen=True, fullscreen=False, keep_games=False))
    try:
        assert not small.fullscreen  # (asked for a window: a window)
    finally:
        pygame.quit()
