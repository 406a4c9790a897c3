"""Autosave by write-then-rename, damaged files moved aside and reported, settings in the per-user folder."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from arcade.core.record import GameRecord
from arcade.settings import DEFAULT_PIN, Settings, SettingsFile, system_language
from arcade.storage import SaveStore, atomic_write, move_aside


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


def test_autosave_and_resume_list(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    rec = GameRecord("demo", "1", {"players": []}, 5, [{"mark": [1, 2]}])
    store.autosave(rec)
    records, problems = store.resumable()
    assert records == [rec] and problems == []
    rec.finished = True
    store.autosave(rec)
    assert store.resumable() == ([], [])
    store.clear("demo")
    assert not store.autosave_path("demo").exists()


@pytest.mark.parametrize(
    "content",
    [
        b"format: club-arcade-record\nversion: 1\ngame: demo\nseed: [",
        b"!!python/object/apply:os.system ['touch /tmp/pwned']",
        b"\x00\xff\xfe binary junk",
        b"",
        b"a: &a [*a, *a, *a]",
    ],
)
def test_damaged_autosave_is_moved_aside_and_reported(tmp_path: Path, content: bytes) -> None:
    store = SaveStore(tmp_path)
    good = GameRecord("other", "1", {}, 1)
    store.autosave(good)
    bad = store.autosave_path("demo")
    bad.write_bytes(content)
    records, problems = store.resumable()
    assert records == [good]
    assert len(problems) == 1 and problems[0].path == bad and "autosave-demo.yaml" in problems[0].message
    assert problems[0].moved_to is not None and problems[0].moved_to.exists() and not bad.exists()
    assert store.resumable() == ([good], [])  # reported once


def test_oversized_save_is_refused(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.autosave_path("big").parent.mkdir(parents=True, exist_ok=True)
    store.autosave_path("big").write_text("a" * (9 * 1024 * 1024))
    records, problems = store.resumable()
    assert records == [] and "too large" in problems[0].message


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
    assert SettingsFile(tmp_path / "settings.yaml").load() == wanted
    (tmp_path / "settings.yaml").write_text("language: xx\nvolume: 900\nkiosk_pin: ab\nidle_minutes: true\n")
    assert file.load() == Settings()
    assert Settings().kiosk_pin == DEFAULT_PIN


def test_damaged_settings_fall_back_to_defaults(tmp_path: Path) -> None:
    path = tmp_path / "settings.yaml"
    path.write_text("[not: a mapping")
    file = SettingsFile(path)
    assert file.load() == Settings(language="en")
    assert file.problem and "damaged" in file.problem
    assert (tmp_path / "settings.yaml.damaged-1").exists()


def test_default_language_follows_the_system_locale(monkeypatch: pytest.MonkeyPatch) -> None:
    for var in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    assert system_language() == "fr"
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    assert system_language() == "en"
