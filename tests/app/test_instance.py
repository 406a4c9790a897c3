"""One Club Arcade per user folder: a second launcher says the first is running and touches no
save; the lock goes with the process."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pygame

from arcade.app.instance import InstanceLock
from arcade.app.program import App, AppOptions
from arcade.app.start import open_start_scene
from arcade.registry import Registry
from arcade.saves.store import DB_NAME
from arcade.ui.dialogs import Farewell
from tests.fixtures.demo_game import DEMO
from tests.harness import Harness, Time


def test_the_folder_is_held_by_one_lock_at_a_time(tmp_path: Path) -> None:
    first, second = InstanceLock(tmp_path), InstanceLock(tmp_path)
    assert first.acquire()
    assert not second.acquire()
    first.release()
    assert second.acquire()
    second.release()


def test_a_killed_program_does_not_leave_the_folder_locked(tmp_path: Path) -> None:
    code = (f"import os, sys; sys.path.insert(0, {str(Path.cwd())!r}); from arcade.app.instance import InstanceLock; "
            f"assert InstanceLock(__import__('pathlib').Path({str(tmp_path)!r})).acquire(); os._exit(9)")
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 9
    lock = InstanceLock(tmp_path)
    assert lock.acquire()
    lock.release()


def test_a_second_launcher_says_so_and_leaves_the_saves_alone(private_home: Path) -> None:
    held = InstanceLock(private_home)
    assert held.acquire()
    registry = Registry()
    registry.register(DEMO)
    app = App(AppOptions(fullscreen=False, lang="en", home=private_home, clock=Time(), single=True), registry)
    open_start_scene(app, "demo")
    h = Harness(app, Time())
    h.step()
    farewell = h.top
    assert isinstance(farewell, Farewell) and "already running" in farewell.text
    assert not (private_home / "saves" / DB_NAME).exists()  # the store was not even opened
    h.key(pygame.K_RETURN)
    assert not app.running
    h.close()
    held.release()
