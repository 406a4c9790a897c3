"""Record files: `python -m arcade.saves.replay`, export from the launcher, import by dropping a file on it."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest

from arcade.core.protocol import SYSTEM
from arcade.core.record import GameRecord, Step
from arcade.games.apophis import GAME
from arcade.games.apophis.rules import RULES, TimeUp
from arcade.launcher.scene import LauncherScene
from arcade.saves.replay import main
from arcade.ui.dialogs import Message
from tests.harness import Harness

SETUP = {"players": [{"name": "Ana", "side": "red"}, {"name": "Bo", "side": "blue"}], "options": {}}


def played(seed: int = 5, steps: int = 40, end: bool = True) -> GameRecord:
    state = RULES.new(SETUP, seed)
    chooser = random.Random(seed)
    record = GameRecord("apophis", RULES.version, SETUP, seed)
    for _ in range(steps):
        seat = SYSTEM if RULES.to_act(state) == {SYSTEM} else state.active
        action = chooser.choice([a for a in RULES.legal_actions(state, seat) if not isinstance(a, TimeUp)])
        RULES.play(state, seat, action)
        record.steps.append(Step(seat, RULES.encode(action), 1.0))
    if end:
        record.steps.append(Step(SYSTEM, {"type": "time_up"}, 600.0))
    return record


def test_replay_prints_the_outcome_or_names_the_failing_step(tmp_path: Path, capsys: pytest.CaptureFixture[str]
                                                             ) -> None:
    path = tmp_path / "game.yaml"
    path.write_text(played().to_text())
    assert main([str(path)]) == 0
    assert capsys.readouterr().out.strip() == "Apophis: over after 41 steps (time) - Ana: loss, Bo: loss"
    record = played()
    record.steps.insert(2, Step(0, {"type": "end_turn"}))
    path.write_text(record.to_text())
    assert main([str(path)]) == 1
    assert "step 3:" in capsys.readouterr().err
    path.write_text("{not a record")
    assert main([str(path)]) == 1 and "game.yaml" in capsys.readouterr().err
    assert main([str(tmp_path / "missing.yaml")]) == 1


def test_import_and_export_through_the_command(tmp_path: Path, private_home: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "game.yaml"
    path.write_text(played(end=False).to_text())
    assert main(["--import", str(path)]) == 0
    assert main(["--export", "--to", str(tmp_path / "out")]) == 0
    [written] = (tmp_path / "out").iterdir()
    again = GameRecord.from_text(written.read_text())
    assert again.steps == GameRecord.from_text(path.read_text()).steps and not again.finished
    capsys.readouterr()


def test_launcher_exports_a_saved_game_and_imports_a_dropped_file(private_home: Path, tmp_path: Path) -> None:
    h = Harness.start(private_home, games=(GAME,))
    h.app.start_game(GAME, dict(SETUP), 4)
    h.step()
    h.key(pygame.K_ESCAPE)
    launcher = h.top
    assert isinstance(launcher, LauncherScene) and len(launcher.saved) == 1
    h.click_element(next(b for b in launcher.actions if b.text == "arcade.export"))  # type: ignore[attr-defined]
    assert isinstance(h.top, Message) and "exports" in h.top.text
    [exported] = (private_home / "exports").iterdir()
    h.app.pop()
    dropped = tmp_path / "from-a-friend.yaml"
    dropped.write_text(played(seed=8, end=False).to_text())
    h.post(pygame.DROPFILE, file=str(dropped))
    h.step()
    assert isinstance(h.top, Message) and "from-a-friend.yaml" in h.top.text
    h.app.pop()
    assert len(launcher.saved) == 2
    exported.write_text(exported.read_text().replace("rules_version: '1'", "rules_version: '0'"))
    h.post(pygame.DROPFILE, file=str(exported))
    h.step()
    assert isinstance(h.top, Message) and "cannot be added" in h.top.text and len(launcher.saved) == 2
    h.close()
