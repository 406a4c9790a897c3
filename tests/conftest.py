"""Headless test set-up: dummy video and audio drivers, and a private per-user folder for every test."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from collections.abc import Iterator  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402

from tests.harness import Harness  # noqa: E402


@pytest.fixture(autouse=True)
def private_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "home"
    monkeypatch.setenv("CLUB_ARCADE_HOME", str(home))
    monkeypatch.setenv("LANG", "en_GB.UTF-8")
    return home


@pytest.fixture
def harness(private_home: Path) -> Iterator[Harness]:
    h = Harness.start(home=private_home)
    yield h
    h.close()
