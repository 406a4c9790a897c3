"""--play-out: a game of computers played to its end at the real table, kept, then the program ends (the bundle's
check that a machine runs the suite)."""

from __future__ import annotations

import re
from pathlib import Path

import pygame
import pytest

from arcade.app.cli import parser, played_out
from arcade.app.program import App, AppOptions
from arcade.app.start import open_start_scene
from arcade.ui.scenes import GameScene
from tests.harness import Time


def test_play_out_needs_a_game_and_no_screenshot(capsys: pytest.CaptureFixture[str]) -> None:
    from arcade.app.cli import run

    for argv in (["--play-out"], ["--play-out", "--game", "fmp", "--screenshot", "x.png"]):
        with pytest.raises(SystemExit) as stop:
            run(argv)
        assert stop.value.code == 2
        assert "--play-out needs --game" in capsys.readouterr().err
    assert parser().parse_args(["--game", "fmp", "--play-out"]).play_out


def test_play_out_plays_a_game_of_easy_computers_to_its_end_and_keeps_it(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    time = Time()
    app = App(AppOptions(fullscreen=False, lang="en", seed=3, size=(1280, 720), home=tmp_path, clock=time,
                         think_here=True, play_out=True))
    try:
        assert app.settings.computer_pace == "fast"  # for this run only
        open_start_scene(app, "interceptor", table=True, computers="easy")
        table = app.stack[-1]
        assert isinstance(table, GameScene) and table.record.setup["players"] == [
            {"name": "Red", "side": "red", "computer": "easy"}, {"name": "Blue", "side": "blue", "computer": "easy"}]
        frames = 0
        while app.running and frames < 30_000:
            time.t += 0.05
            app.frame(pygame.event.get(), 0.05)
            frames += 1
        assert not app.running and table.ended  # the app stops by itself once the game is over
        assert played_out(app, "interceptor", table) == 0
        said = capsys.readouterr().out
        assert "a game of interceptor played to its end" in said and str(tmp_path / "saves") in said
        assert re.search(r"\d+ computer decisions, median \d+ ms, slowest \d+ ms", said)
        (kept,) = app.store.games(finished=True)
        assert kept.game_id == "interceptor" and kept.computers == ("easy", "easy") and kept.steps > 10
        assert app.store.games() == []  # nothing left in progress
    finally:
        app.close_all()
        pygame.quit()
    assert not (tmp_path / "settings.yaml").exists() or "fast" not in (tmp_path / "settings.yaml").read_text()


def test_a_play_out_that_does_not_end_says_so(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """(A game of it finished earlier in the same folder is not this one.)"""
    from arcade.core.record import GameRecord

    app = App(AppOptions(fullscreen=False, lang="en", home=tmp_path, clock=Time(), think_here=True, play_out=True))
    try:
        version = app.registry.get("playmoflotte").rules_object().version  # type: ignore[union-attr]
        app.store.create(GameRecord("playmoflotte", version, {"players": []}, 1, finished=True))
        open_start_scene(app, "playmoflotte", table=True, computers="easy")
        app.frame(pygame.event.get(), 0.05)
        assert played_out(app, "playmoflotte", app.stack[-1]) == 1
        assert "did not come to its end" in capsys.readouterr().err
    finally:
        app.close_all()
        pygame.quit()
