"""Generated sound cues follow the volume and mute settings; games play them at the right moments."""

from __future__ import annotations

import array
from pathlib import Path

import pygame
import pytest

from arcade.app.settings import Settings
from arcade.ui.sounds import CUES, FORMAT, Sounds, synthesize
from tests.harness import Harness


def test_cues_are_synthesised_without_clicks() -> None:
    for notes in CUES.values():
        samples = array.array("h", synthesize(notes))
        assert len(samples) == sum(int(22050 * seconds) for _, seconds in notes)
        assert abs(samples[0]) < 500 and abs(samples[-1]) < 500  # soft start and end
        assert max(abs(s) for s in samples) > 3000


def test_volume_and_mute() -> None:
    pygame.init()
    sounds = Sounds(70, False)
    sounds.play("select")
    sounds.configure(0, False)
    sounds.play("shot")
    sounds.configure(80, True)
    sounds.play("win")
    assert sounds.played == ["select"]
    with pytest.raises(KeyError):
        sounds.play("trumpet")


def test_cues_play_at_the_format_they_are_made_for(private_home: Path) -> None:
    """The app opens no sound device before its first frame; the cues then open it at their own format (a device
    opened at another one, as `pygame.init()` does, is opened again), so a cue lasts and sounds as made."""
    pygame.quit()
    h = Harness.start(private_home)
    assert not pygame.mixer.get_init() and not pygame.joystick.get_init()
    h.app.sounds.prepare()
    assert pygame.mixer.get_init() == FORMAT
    pygame.mixer.quit()
    pygame.mixer.init(44100, -16, 2)  # what pygame.init() opens
    sounds = Sounds(70, False)
    sounds.play("move")
    assert pygame.mixer.get_init() == FORMAT
    assert sounds._sounds["move"].get_length() == pytest.approx(0.16, abs=0.01)  # its two notes: 0.07 + 0.09 s
    h.close()


def test_settings_reach_the_sounds(harness: Harness) -> None:
    harness.app.apply_settings(Settings(volume=20, muted=True))
    assert (harness.app.sounds.volume, harness.app.sounds.muted) == (20, True)


def test_apophis_warns_when_the_countdown_turns_amber_and_red(private_home: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    from arcade.games.apophis import GAME

    h = Harness.start(private_home, games=(GAME,))
    now = [100.0]
    monkeypatch.setattr(h.app, "now", lambda: now[0])
    h.app.start_game(GAME, {"players": [{"name": "A", "side": "red"}], "options": {"difficulty": "expert"}}, 1)
    h.step()
    scene = h.top
    h.click_element(scene.buttons["draw"])  # type: ignore[attr-defined]
    assert h.app.sounds.played[-1] == "move"
    now[0] += 6 * 60 - 25
    h.step()
    now[0] += 20
    h.step()
    assert h.app.sounds.played.count("warning") == 2
    now[0] += 10
    h.step()
    assert h.app.sounds.played[-1] == "lose"
    h.close()
