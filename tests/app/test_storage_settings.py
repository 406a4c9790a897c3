"""Atomic writes, damaged files moved aside and reported, settings in the per-user folder."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from arcade.app.settings import DEFAULT_PIN, Settings, SettingsFile, system_language
from arcade.saves.files import atomic_write, move_aside


def test_atomic_write_replaces_and_leaves_no_temp(tmp_path: Path) -> None:
    target = tmp_path / "a" / "f.yaml"
    atomic_write(target, "one")
    atomic_write(target, "two")
    assert target.read_text() == "two"
    assert os.listdir(target.parent) == ["f.yaml"]


def test_atomic_write_keeps_old_file_when_writing_fails(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "f.yaml"
    atomic_write(target, "old")

    def boom(fd: int) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(os, "fsync", boom)
    with pytest.raises(OSError):
        atomic_write(target, "new")
    assert target.read_text() == "old"
    assert os.listdir(tmp_path) == ["f.yaml"]


def test_move_aside_numbers_copies(tmp_path: Path) -> None:
    for _ in range(2):
        f = tmp_path / "x.yaml"
        f.write_text("x")
        move_aside(f)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["x.yaml.damaged-1", "x.yaml.damaged-2"]


def test_settings_round_trip_and_validation(tmp_path: Path) -> None:
    file = SettingsFile(tmp_path / "settings.yaml")
    assert file.load() == Settings(language="en")  # LANG is en_GB in the tests
    wanted = Settings(language="fr", fullscreen=True, volume=30, muted=True, kiosk_pin="4321", idle_minutes=5)
    file.save(wanted)
    assert SettingsFile(tmp_path / "settings.yaml").load() == wanted.sealed()  # the wrong-PIN record sealed
    (tmp_path / "settings.yaml").write_text("language: xx\nvolume: 900\nkiosk_pin: ab\nidle_minutes: true\n")
    assert file.load() == Settings()
    assert Settings().kiosk_pin == DEFAULT_PIN == ""  # no PIN until the organiser sets one: kiosk mode asks


def test_damaged_settings_fall_back_to_defaults(tmp_path: Path) -> None:
    path = tmp_path / "settings.yaml"
    path.write_text("[not: a mapping")
    file = SettingsFile(path)
    assert file.load() == Settings(language="en")
    assert file.problem and "damaged" in str(file.problem) and not file.problem.last_good
    assert (tmp_path / "settings.yaml.damaged-1").exists()


def test_default_language_follows_the_system_locale(monkeypatch: pytest.MonkeyPatch) -> None:
    for var in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    assert system_language() == "fr"
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    assert system_language() == "en"


def test_damaged_settings_fall_back_to_the_last_good_ones_never_resetting_the_pin(tmp_path: Path) -> None:
    """Found by the hostile-file trial: damage turned the kiosk PIN into 0000 (103 of 237 variants)."""
    store = SettingsFile(tmp_path / "settings.yaml")
    store.save(Settings(language="fr", kiosk_pin="2468"))
    (tmp_path / "settings.yaml").write_text("kiosk_pin: [broken", encoding="utf-8")
    again = SettingsFile(tmp_path / "settings.yaml")
    loaded = again.load()
    assert loaded.kiosk_pin == "2468" and loaded.language == "fr"
    assert again.problem is not None and "last good settings" in str(again.problem) and again.problem.last_good
