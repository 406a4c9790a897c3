"""Kiosk mode: full screen, Esc and window close go back to the launcher, quitting needs the PIN, idle time-out."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pygame
import pygame_gui
import pytest

from arcade.app.kiosk import MAX_WAIT, KioskGuard
from arcade.app.settings import Settings, SettingsFile
from arcade.core.codec import PlainData
from arcade.launcher.scene import LauncherScene
from arcade.launcher.settings_scene import SettingsScene
from arcade.ui.dialogs import Confirm, PinPrompt, PinSetup
from tests.fixtures.demo_game import DEMO, DemoScene
from tests.harness import Harness

PLAYERS: dict[str, PlainData] = {"players": [{"name": "A", "side": "red"}, {"name": "B", "side": "blue"}],
                                  "options": {}, "board": None}


PIN = "2468"


@pytest.fixture
def kiosk(private_home: Path) -> Iterator[Harness]:
    SettingsFile(private_home / "settings.yaml").save(Settings(language="en", kiosk_pin=PIN))
    h = Harness.start(private_home, kiosk=True)
    yield h
    h.close()


def enter_pin(h: Harness, pin: str) -> None:
    prompt = h.top
    assert isinstance(prompt, PinPrompt) and prompt.entry is not None
    h.click_element(prompt.entry)
    h.type_text(pin)
    h.key(pygame.K_RETURN)


def test_kiosk_is_fullscreen_and_f11_cannot_leave_it(kiosk: Harness) -> None:
    assert kiosk.app.fullscreen
    kiosk.key(pygame.K_F11)
    assert kiosk.app.fullscreen


def test_close_and_escape_in_a_game_return_to_the_launcher(kiosk: Harness, private_home: Path) -> None:
    kiosk.app.start_game(DEMO, PLAYERS)
    kiosk.step()
    kiosk.pass_handover()
    assert isinstance(kiosk.top, DemoScene)
    kiosk.quit_event()  # window close / Alt-F4
    assert kiosk.app.running and isinstance(kiosk.top, LauncherScene)
    [saved] = kiosk.top.saved
    kiosk.app.open_saved(saved.key)
    kiosk.step()
    kiosk.key(pygame.K_ESCAPE)  # from the hand-over too
    assert isinstance(kiosk.top, LauncherScene)


def test_quitting_needs_the_pin(kiosk: Harness) -> None:
    kiosk.quit_event()
    assert isinstance(kiosk.top, PinPrompt) and kiosk.app.running
    enter_pin(kiosk, "9999")
    assert isinstance(kiosk.top, PinPrompt) and kiosk.app.running and kiosk.top.wrong
    enter_pin(kiosk, PIN)
    assert not kiosk.app.running


def test_quit_button_asks_for_the_pin_and_cancel_keeps_running(kiosk: Harness) -> None:
    launcher = kiosk.top
    quit_btn = next(b for b in launcher.actions if isinstance(b, pygame_gui.elements.UIButton)  # type: ignore[attr-defined]
                    and b.text == "arcade.quit")
    kiosk.click_element(quit_btn)
    prompt = kiosk.top
    assert isinstance(prompt, PinPrompt)
    cancel = next(b for b in prompt.actions if b.text == "arcade.cancel")  # type: ignore[attr-defined]
    kiosk.click_element(cancel)
    assert isinstance(kiosk.top, LauncherScene) and kiosk.app.running


def test_settings_need_the_pin_in_kiosk_mode(kiosk: Harness) -> None:
    kiosk.top.open_settings()  # type: ignore[attr-defined]
    kiosk.step()
    enter_pin(kiosk, PIN)
    assert isinstance(kiosk.top, SettingsScene)


def test_idle_time_out_saves_and_returns_to_the_launcher(kiosk: Harness, private_home: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    kiosk.app.start_game(DEMO, PLAYERS)
    kiosk.step()
    kiosk.pass_handover()
    scene = kiosk.top
    assert isinstance(scene, DemoScene) and scene.view is not None
    kiosk.click(scene.view.cell_center(scene.view.board.to_axial(4, 4)))
    kiosk.pass_handover()
    kiosk.time.t += 100
    kiosk.step()
    kiosk.time.t += 9 * 60 - 100
    kiosk.step()
    assert len(kiosk.app.stack) > 1  # still at the table (its 3-minute turn ran out: the turn passed)
    kiosk.time.t += 61
    kiosk.step()
    assert isinstance(kiosk.top, LauncherScene)
    [saved] = kiosk.app.store.games()
    record = kiosk.app.store.load(saved.key)
    assert [s.action for s in record.steps] == [{"type": "mark", "cell": [4, 2]}, {"type": "pass"}]


def test_guard_logic() -> None:
    t = [0.0]
    guard = KioskGuard(True, "1234", 2, lambda: t[0])
    t[0] = 119
    assert not guard.idle_expired()
    guard.touch()
    t[0] = 238
    assert not guard.idle_expired()
    t[0] = 240
    assert guard.idle_expired() and not guard.idle_expired()
    assert guard.pin_ok(" 1234 ") and not guard.pin_ok("123")
    assert not KioskGuard(False, "1", 1, lambda: 1e9).idle_expired()


def test_wrong_pins_slow_down_guessing_and_the_right_one_waits_too() -> None:
    """Found by the club-night trial: 200 wrong PINs in 3.4 s. Five are free; then each makes the next wait."""
    from arcade.app.kiosk import FREE_TRIES, KioskGuard

    clock = [0.0]
    guard = KioskGuard(True, "2468", 5, lambda: clock[0])
    for _ in range(FREE_TRIES):
        assert not guard.pin_ok("0000")
    assert guard.locked_for() == 5.0
    assert not guard.pin_ok("2468")  # even the right PIN waits
    clock[0] += 5.0
    assert not guard.pin_ok("1111") and guard.locked_for() == 10.0  # and the wait doubles
    clock[0] += 10.0
    assert guard.pin_ok("2468") and guard.locked_for() == 0.0
    assert not guard.pin_ok("0000") and guard.locked_for() == 0.0  # a right PIN starts the count again


def test_kiosk_mode_without_a_pin_starts_locked_until_the_organiser_sets_one(private_home: Path) -> None:
    """Damage or a fresh install never leaves the kiosk guarded by a guessable default."""
    h = Harness.start(private_home, kiosk=True)
    setup = h.top
    assert isinstance(setup, PinSetup) and isinstance(h.app.stack[0], LauncherScene)
    h.key(pygame.K_ESCAPE)
    h.time.t += 3600  # the idle return does not lift it either
    h.step()
    h.quit_event()  # nor does closing the window: the kiosk stays, asking
    assert h.app.running and h.top is setup

    def typed(pin: str) -> None:
        assert setup.entry is not None
        h.click_element(setup.entry)
        h.type_text(pin)
        assert setup.entry.is_text_hidden  # typed at a kiosk, with strangers looking on
        h.key(pygame.K_RETURN)

    typed("123")
    assert h.top is setup and "3 digits are not enough" in setup.text
    typed("97531")
    assert h.top is setup and "again" in setup.text  # asked twice: one typo never locks the organiser out
    typed("97532")
    assert h.top is setup and "not the same" in setup.text
    typed("97531")
    assert h.top is setup and "again" in setup.text
    typed("97531")
    assert isinstance(h.top, LauncherScene)
    assert SettingsFile(private_home / "settings.yaml").load().kiosk_pin == "97531"
    h.quit_event()
    enter_pin(h, "97531")
    assert not h.app.running
    h.close()


def test_deleting_a_saved_game_needs_the_pin_and_says_so(kiosk: Harness) -> None:
    kiosk.app.start_game(DEMO, PLAYERS)
    kiosk.step()
    kiosk.key(pygame.K_ESCAPE)
    launcher = kiosk.top
    assert isinstance(launcher, LauncherScene)
    [saved] = launcher.saved
    launcher._ask_delete(saved)
    kiosk.step()
    prompt = kiosk.top
    assert isinstance(prompt, PinPrompt) and "delete" in prompt.text
    assert {b.text for b in prompt.actions} == {"arcade.cancel", "arcade.delete"}  # type: ignore[attr-defined]
    enter_pin(kiosk, "1111")
    assert isinstance(kiosk.top, PinPrompt) and kiosk.app.store.games() != []
    enter_pin(kiosk, PIN)
    assert isinstance(kiosk.top, Confirm)


def wrong_pins(h: Harness, n: int) -> None:
    for _ in range(n):
        h.quit_event()
        enter_pin(h, "0000")
        assert isinstance(h.top, PinPrompt)
        h.key(pygame.K_ESCAPE)


def test_the_wrong_pin_wait_outlives_a_restart_and_a_change_of_settings(private_home: Path) -> None:
    """A restart gave five free tries again, and applying settings reset a 300 s wait to 0."""
    SettingsFile(private_home / "settings.yaml").save(Settings(language="en", kiosk_pin=PIN))
    h = Harness.start(private_home, kiosk=True)
    wrong_pins(h, 6)
    waiting = h.app.guard.locked_for()
    assert waiting > 0
    h.app.apply_settings(replace(h.app.settings, idle_minutes=20))
    assert h.app.guard.locked_for() == pytest.approx(waiting)
    h.close()
    again = Harness.start(private_home, kiosk=True)
    assert again.app.guard.locked_for() > 0  # the same wait, after a restart
    again.quit_event()
    enter_pin(again, PIN)  # even the right PIN waits
    assert again.app.running and isinstance(again.top, PinPrompt)
    again.close()


def test_a_wrong_pin_record_removed_without_the_pin_restores_the_full_wait(private_home: Path) -> None:
    path = private_home / "settings.yaml"
    SettingsFile(path).save(Settings(language="en", kiosk_pin=PIN))
    text = path.read_text()
    assert "pin_seal" in text
    for name in ("settings.yaml", "settings.yaml.good"):  # the record and its backup, edited by hand
        edited = "\n".join(line for line in text.splitlines() if not line.startswith("pin_seal"))
        (private_home / name).write_text(edited + "\n")
    h = Harness.start(private_home, kiosk=True)
    assert h.app.guard.locked_for() == pytest.approx(MAX_WAIT)
    assert SettingsFile(path).load().pin_record() is not None  # the full wait is kept, sealed, from now on
    h.close()


def test_a_table_of_computers_is_a_show_the_idle_return_leaves_running(private_home: Path) -> None:
    """A table whose seats were all handed to the computer, watched and untouched, was ended by the idle return:
    it plays to its end; a table waiting for a person still goes back to the launcher."""
    from arcade.games.playmoflotte import GAME as PLAYMOFLOTTE
    from arcade.ui.table_scene import TableScene

    SettingsFile(private_home / "settings.yaml").save(Settings(language="en", kiosk_pin=PIN, idle_minutes=2))
    h = Harness.start(private_home, games=(PLAYMOFLOTTE,), kiosk=True)
    try:
        computers = [{"name": n, "side": side, "computer": "easy"} for n, side in (("A", "red"), ("B", "blue"))]
        h.app.start_game(PLAYMOFLOTTE, {"players": computers, "options": {}})
        h.step()
        table = h.top
        assert isinstance(table, TableScene) and table.a_show()
        for _ in range(30):  # five idle periods, the computers playing on
            h.time.t += 20
            h.step()
        assert table in h.app.stack and len(table.record.steps) > 5
        table.set_controller(0, "person")  # F9's choice: now it waits for a person
        for _ in range(10):
            h.time.t += 20
            h.step()
        assert isinstance(h.top, LauncherScene)
    finally:
        h.close()


def test_the_demos_banner_and_the_computers_last_move_never_touch(private_home: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """In the kiosk's demo the "Just played" box touched the demo's banner above it: it starts below, with a gap."""
    from arcade.registry import Registry
    from arcade.ui.table import draw_notice as notice
    from arcade.ui.table_scene import TableScene

    banners: list[pygame.Rect] = []

    def spy(surface: pygame.Surface, text: str, side: str, area: pygame.Rect) -> pygame.Rect:
        banners.append(notice(surface, text, side, area))
        return banners[-1]

    monkeypatch.setattr("arcade.ui.table_scene.draw_notice", spy)
    # the demos take turns through the program's life: this one starts from the first (a table of computers), not
    # from wherever the tests run before it left the turn
    monkeypatch.setattr("arcade.launcher.demo._shows", itertools.count())
    monkeypatch.setattr("arcade.launcher.demo._games", itertools.count())
    SettingsFile(private_home / "settings.yaml").save(Settings(language="en", kiosk_pin=PIN, idle_minutes=1))
    registry = Registry()
    registry.discover()
    h = Harness.start(private_home, games=tuple(registry.games()), kiosk=True)
    try:
        for _ in range(2000):
            h.time.t += 0.5
            h.step(1)
            table = next((s for s in h.app.stack if isinstance(s, TableScene)), None)
            if table is not None and table.demo and table.computer_last is not None \
                    and table.computers.thinking is not None:
                break
        words = [rect for text, rect in h.drawn() if text.startswith("Just played")]
        assert words and banners
        assert all(rect.top >= banners[-1].bottom + 12 for rect in words)  # (the box's edge and padding between)
    finally:
        h.close()
