"""Start-up says which video driver it got and fails loudly without a display (once, a start
produced no window at all — the process alive, drawing nowhere)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from arcade.app.preflight import display_problem

ROOT = Path(__file__).resolve().parents[2]


def test_a_headless_driver_is_a_problem_only_when_nobody_asked_for_it() -> None:
    assert display_problem("x11", None) is None and display_problem("wayland", None) is None
    assert display_problem("dummy", "dummy") is None  # the tests, on purpose
    problem = display_problem("offscreen", None)
    assert problem is not None and "could not open a window" in problem and "DISPLAY" in problem


def test_without_a_display_the_launcher_says_so_and_exits_4(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    env.update(CLUB_ARCADE_HOME=str(tmp_path), CLUB_ARCADE_NO_VENV="1", SDL_AUDIODRIVER="dummy")
    done = subprocess.run([sys.executable, str(ROOT / "launcher.py")], env=env, capture_output=True, text=True,
                          timeout=60, check=False)
    assert done.returncode == 4, done.stderr[-500:]
    assert "could not open a window" in done.stderr
