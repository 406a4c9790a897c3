"""Leaving a table hands back the memory its pictures held (a kiosk grew some 40 MB an hour of a club night)."""

from __future__ import annotations

from pathlib import Path

import pytest

from arcade.app import memory
from arcade.launcher.scene import LauncherScene
from tests.fixtures.demo_game import DEMO
from tests.harness import Harness


def test_leaving_a_table_gives_the_freed_memory_back(private_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    given: list[int] = []

    def trim(pad: int) -> int:
        given.append(pad)
        return 1

    monkeypatch.setattr(memory, "_trim", lambda: trim)
    h = Harness.start(private_home)
    try:
        h.app.start_game(DEMO, {"players": [{"name": "A", "side": "red"}, {"name": "B", "side": "blue"}],
                                "options": {}, "board": None})
        h.step()
        h.app.back_to_launcher()
        assert isinstance(h.top, LauncherScene) and given == [0]
        h.app.back_to_launcher()  # (nothing left: nothing to give back)
        assert given == [0]
    finally:
        h.close()


def test_the_c_librarys_trim_is_found_here_or_nothing_is_done() -> None:
    memory.give_back_freed_memory()  # (never raises, whatever the C library)
    assert memory._trim() is not None or not Path("/proc").exists()
