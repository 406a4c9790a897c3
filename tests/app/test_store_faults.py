"""The save database at the start and under a running game: any damage is told in words, kept aside and
salvaged game by game; a held database is not damage; a full or read-only disk never moves the good database
aside; a saves folder removed or replaced under a game is written again. Never a crash, never a hang."""

from __future__ import annotations

import os
import random
import shutil
import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from arcade.core.record import GameRecord, RecordError, Step
from arcade.launcher.scene import LauncherScene
from arcade.saves import database as savedb
from arcade.saves.database import Fault
from arcade.saves.store import DB_NAME, GameStore, StoreError
from arcade.ui.dialogs import Confirm, Dialog, Message
from tests.app.db_faults import GAMES, SETUP, SmallDisk, game, good_database, mutants
from tests.hang import HANG
from tests.harness import Harness

VARIANTS = 320
STEP = Step(0, {"type": "mark", "cell": [8, 8]}, 99.0)


@pytest.fixture
def quick_waits(monkeypatch: pytest.MonkeyPatch) -> None:
    """A held database is waited for briefly in tests (2 s at the table)."""
    monkeypatch.setattr(savedb, "BUSY_WAIT", 0.2)
    monkeypatch.setattr(savedb, "READ_WAIT", 0.1)


def exercise(store: GameStore) -> int:
    """Everything the launcher and a table do with a store: list, load, start a game, record a step. The number of
    games that load."""
    readable = 0
    for finished in (False, True):
        for summary in store.games(finished=finished):
            try:
                store.load(summary.key)
                readable += 1
            except RecordError:
                pass
    store.roster()
    store.pilots()
    try:
        key = store.create(game(1))
        store.record(key, 10, [STEP], 99.0)
        assert store.unsaved_reason is None  # a write that went through: the store is writable
        assert store.load(key).steps[-1] == STEP
    except StoreError:
        assert store.unsaved_reason is not None  # refused only when the store has said it cannot write
    return readable


def test_every_damaged_database_opens_quickly_and_says_what_happened(tmp_path: Path, quick_waits: None) -> None:
    good = good_database(tmp_path / "good")
    kinds: dict[str, int] = {}
    slowest = 0.0
    for i, (kind, make) in enumerate(mutants(good, random.Random(21), VARIANTS)):
        folder = tmp_path / f"v{i}"
        folder.mkdir()
        path = folder / DB_NAME
        make(path)
        start = time.perf_counter()
        store = GameStore(path)  # never raises
        try:
            exercise(store)
        finally:
            store.close()
        slowest = max(slowest, time.perf_counter() - start)
        if store.problem is not None:
            assert store.problem.fault is Fault.DAMAGED, (kind, store.problem)
            assert store.problem.moved_to and (folder / store.problem.moved_to).exists() or os.path.islink(path)
            assert str(store.problem)
        kinds[kind] = kinds.get(kind, 0) + 1
    assert sum(kinds.values()) >= 300 and slowest < HANG, (kinds, slowest)
    assert {"truncated", "page zeroed", "bytes flipped", "header flipped", "a folder", "zero bytes"} <= set(kinds)


def test_salvage_brings_back_every_game_of_a_wrong_schema(tmp_path: Path) -> None:
    path = good_database(tmp_path)
    db = sqlite3.connect(path)
    db.execute("ALTER TABLE games DROP COLUMN clock")
    db.commit()
    db.close()
    store = GameStore(path)
    assert store.problem is not None and store.problem.fault is Fault.DAMAGED
    assert "clock" in store.problem.reason and store.problem.salvaged == GAMES and store.problem.lost == 0
    assert (tmp_path / f"{DB_NAME}.damaged-1").exists()
    loaded = sorted((store.load(s.key) for s in store.games()), key=lambda r: r.seed)
    assert [r.steps for r in loaded] == [game(n).steps for n in range(GAMES)]
    assert [r.name for r in store.roster()] == ["Ana", "Bo"]


def test_salvage_cuts_a_game_at_its_first_unreadable_step(tmp_path: Path) -> None:
    path = good_database(tmp_path)
    db = sqlite3.connect(path)
    db.execute("UPDATE meta SET value = '0' WHERE key = 'schema'")  # not ours: salvaged
    db.execute(f"UPDATE steps SET action = '{'[' * 100_000}' WHERE game = 4 AND n = 12")  # game 4: 30 steps
    db.commit()
    db.close()
    store = GameStore(path)
    assert store.problem is not None and store.problem.salvaged == GAMES and store.problem.cut == 1
    cut = next(store.load(s.key) for s in store.games() if s.steps == 12)
    assert cut.steps == game(3).steps[:12] and cut.clock == game(3).steps[11].clock


@pytest.mark.parametrize("how", ["dropped", "emptied"])
def test_a_list_of_games_gone_with_its_moves_left_is_damage_told_and_kept_aside(tmp_path: Path, how: str) -> None:
    """The `games` table gone, its steps left: the file opened without a word, the saved games vanished, a new game
    reused number 1 and every move was refused as "played further in another window". Now it is damage: kept
    aside, the games that cannot be rebuilt counted as lost, and a fresh file saves again."""
    path = good_database(tmp_path)
    db = sqlite3.connect(path)
    db.execute("PRAGMA foreign_keys = OFF")
    db.execute("DROP TABLE games" if how == "dropped" else "DELETE FROM games")
    db.commit()
    db.close()
    store = GameStore(path)
    assert store.problem is not None and store.problem.fault is Fault.DAMAGED
    with_moves = sum(1 for n in range(GAMES) if game(n).steps)  # (a game with no move left no trace)
    assert store.problem.lost == with_moves and store.problem.salvaged == 0
    assert (tmp_path / f"{DB_NAME}.damaged-1").exists()
    key = store.create(game(1))
    store.record(key, 10, [STEP], 99.0)  # (refused before: step 10 of game 1 was already there)
    assert store.load(key).steps[-1] == STEP


def test_a_resume_reads_no_more_moves_than_the_game_says(tmp_path: Path) -> None:
    """A game row over 400,026 step rows: its resume read and parsed them all (9 s, 578 MB). It reads what the row
    says and one more, and refuses the rest as damage; a row that says more than any game holds is refused too."""
    path = good_database(tmp_path)
    db = sqlite3.connect(path)
    first = db.execute("SELECT steps FROM games WHERE id = 2").fetchone()[0]
    db.executemany("INSERT INTO steps (game, n, seat, action, clock) VALUES (2, ?, 0, '{\"type\":\"pass\"}', 1.0)",
                   [(n,) for n in range(first, first + 400_000)])
    db.execute("UPDATE games SET steps = 10000000 WHERE id = 3")
    db.commit()
    db.close()
    store = GameStore(path)
    assert store.problem is None
    started = time.perf_counter()
    with pytest.raises(RecordError, match="more moves than"):
        store.load(2)
    assert time.perf_counter() - started < 0.5
    with pytest.raises(RecordError, match="says it holds 10000000 moves"):
        store.load(3)
    assert store.load(1).steps == game(0).steps


def test_an_action_nested_100000_deep_in_a_good_database_is_refused_in_words(tmp_path: Path) -> None:
    path = good_database(tmp_path)
    db = sqlite3.connect(path)
    db.execute(f"UPDATE steps SET action = '{'[' * 100_000}{']' * 100_000}' WHERE game = 2 AND n = 3")
    db.commit()
    db.close()
    store = GameStore(path)
    assert store.problem is None
    with pytest.raises(RecordError, match="nested too deeply"):
        store.load(2)


@pytest.mark.parametrize("how", ["rollback journal", "exclusive locking"])
def test_a_held_database_is_never_moved_aside(tmp_path: Path, quick_waits: None, how: str) -> None:
    path = good_database(tmp_path)
    before = path.read_bytes()
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("PRAGMA journal_mode = DELETE" if how == "rollback journal" else "PRAGMA locking_mode = EXCLUSIVE")
    other.execute("BEGIN EXCLUSIVE")
    store = GameStore(path)
    assert store.problem is not None and store.problem.fault is Fault.HELD
    assert "another program" in str(store.problem)
    assert [p.name for p in tmp_path.iterdir() if "damaged" in p.name] == []
    with pytest.raises(StoreError, match="another program"):
        store.create(game(1))
    assert not store.retry()
    other.execute("ROLLBACK")
    other.close()
    assert store.retry() and len(store.games()) == GAMES
    assert path.read_bytes()[:16] == before[:16]
    store.create(game(2))
    assert len(store.games()) == GAMES + 1


@pytest.fixture
def disk(tmp_path: Path) -> Iterator[SmallDisk]:
    if not SmallDisk.available(tmp_path):
        pytest.skip("this machine does not let the tests mount a small disk")
    small = SmallDisk(tmp_path / "disk")
    yield small
    small.close()


def opened_read_only(path: Path) -> GameStore:
    """A store opened on a disk that cannot take writes: told, never moved, every game listed."""
    store = GameStore(path)
    assert store.problem is not None and store.problem.fault is Fault.UNWRITABLE and store.problem.read_only
    assert len(store.games()) == GAMES and store.load(5).steps == game(4).steps
    return store


def test_a_full_disk_at_the_start_keeps_the_games_readable_and_saves_once_space_is_back(disk: SmallDisk) -> None:
    path = good_database(disk.root / "saves")
    disk.fill()
    store = opened_read_only(path)
    assert "disk is full" in str(store.problem)
    with pytest.raises(StoreError, match="disk is full"):
        store.record(5, 40, [STEP], 99.0)
    assert sorted(p.name for p in path.parent.iterdir() if "damaged" in p.name) == []
    disk.free()
    store.record(5, 40, [STEP], 99.0)  # space is back: the same store writes again
    assert store.unsaved_reason is None
    store.close()
    again = GameStore(path)
    assert again.problem is None and again.load(5).steps == [*game(4).steps, STEP]
    again.close()


def test_a_read_only_disk_at_the_start_lists_the_games_and_says_nothing_is_saved(disk: SmallDisk) -> None:
    path = good_database(disk.root / "saves")
    disk.read_only()
    store = opened_read_only(path)
    with pytest.raises(StoreError, match="cannot be written"):
        store.create(game(1))
    store.close()
    empty = GameStore(disk.root / "elsewhere" / DB_NAME)  # no database and no way to make one
    assert empty.problem is not None and not empty.problem.read_only and empty.games() == []
    empty.close()
    disk.read_only(False)


@pytest.mark.parametrize("removed", ["saves folder", "user folder", "file only"])
def test_a_saves_folder_removed_under_a_game_is_written_again(tmp_path: Path, removed: str) -> None:
    path = good_database(tmp_path / "home" / "saves")
    store = GameStore(path)
    store.record(5, 40, [STEP], 99.0)
    if removed == "file only":
        path.unlink()
    else:
        shutil.rmtree(path.parent if removed == "saves folder" else tmp_path / "home")
    store.record(5, 41, [STEP], 100.0)
    assert store.notice == "rewritten"
    store.close()
    again = GameStore(path)
    assert again.problem is None and len(again.games()) == GAMES
    assert again.load(5).steps == [*game(4).steps, STEP, STEP]


def test_a_saves_file_replaced_under_a_game_is_kept_and_ours_written_again(tmp_path: Path) -> None:
    path = good_database(tmp_path)
    store = GameStore(path)
    intruder = tmp_path / "other.sqlite3"
    intruder.write_bytes(b"someone else's file")
    os.replace(intruder, path)
    store.record(5, 40, [STEP], 99.0)
    assert store.notice == f"replaced:{DB_NAME}.replaced-1"
    assert (tmp_path / f"{DB_NAME}.replaced-1").read_bytes() == b"someone else's file"
    store.close()
    assert GameStore(path).load(5).steps[-1] == STEP


def test_a_saves_folder_that_cannot_be_made_again_is_told_at_every_move(tmp_path: Path) -> None:
    path = good_database(tmp_path / "saves")
    store = GameStore(path)
    shutil.rmtree(tmp_path / "saves")
    (tmp_path / "saves").write_text("a file where the folder was")
    with pytest.raises(StoreError, match="removed"):
        store.record(5, 40, [STEP], 99.0)
    with pytest.raises(StoreError, match="removed"):
        store.record(5, 40, [STEP], 99.0)
    (tmp_path / "saves").unlink()
    store.record(5, 40, [STEP], 99.0)  # the step that waited is saved, with everything before it
    store.close()
    assert GameStore(path).load(5).steps[-1] == STEP


# -- what the players see -------------------------------------------------------------------------------------------
def launcher_messages(h: Harness) -> list[str]:
    return [scene.text for scene in h.app.stack if isinstance(scene, Dialog)]


def test_the_launcher_tells_a_salvage_in_words_and_lists_the_games(private_home: Path) -> None:
    path = good_database(private_home / "saves")
    db = sqlite3.connect(path)
    db.execute("ALTER TABLE games DROP COLUMN status")
    db.commit()
    db.close()
    h = Harness.start(private_home)
    [text] = launcher_messages(h)
    assert "was damaged" in text and f"{DB_NAME}.damaged-1" in text and "5 games could still be read" in text
    assert isinstance(h.app.stack[0], LauncherScene) and len(h.app.stack[0].saved) == GAMES
    h.close()


def test_a_held_database_offers_to_try_again(private_home: Path, quick_waits: None) -> None:
    path = good_database(private_home / "saves")
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("PRAGMA journal_mode = DELETE")
    other.execute("BEGIN EXCLUSIVE")
    h = Harness.start(private_home)
    question = h.top
    assert isinstance(question, Confirm) and "Another program is using" in question.text
    assert question.yes == "store_try_again"
    question.accept()  # still held: asked again
    h.step()
    assert isinstance(h.top, Confirm) and "still in use" in h.top.text
    other.execute("ROLLBACK")
    other.close()
    h.top.accept()
    h.step()
    assert isinstance(h.top, Message) and "saved again" not in h.top.text and "can be written again" in h.top.text
    launcher = h.app.stack[0]
    assert isinstance(launcher, LauncherScene) and len(launcher.saved) == GAMES
    h.close()


def test_delete_export_and_import_on_a_full_disk_are_told_never_a_crash(disk: SmallDisk, tmp_path: Path,
                                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    home = disk.root / "home"
    monkeypatch.setenv("CLUB_ARCADE_HOME", str(home))
    good_database(home / "saves")
    record = tmp_path / "record.yaml"
    record.write_text(GameRecord("demo", "1", SETUP, 3, game(1).steps[:3]).to_text())  # a record that replays
    h = Harness.start(home)
    launcher = h.app.stack[0]
    assert isinstance(launcher, LauncherScene) and len(launcher.saved) == GAMES
    disk.fill()
    try:
        launcher._ask_delete(launcher.saved[0])
        h.step()
        assert isinstance(h.top, Confirm)
        h.top.accept()
        h.step()
        assert isinstance(h.top, Message) and "could not be deleted" in h.top.text
        h.top.close()
        launcher._export(launcher.saved[0])
        h.step()
        assert isinstance(h.top, Message) and "could not" in h.top.text.lower()
        h.top.close()
        launcher.import_dropped(str(record))
        h.step()
        assert isinstance(h.top, Message) and "disk is full" in h.top.text
        assert h.app.running and len(launcher.saved) == GAMES
    finally:
        h.close()
        disk.free()


def test_a_list_that_fails_to_read_after_the_start_is_told(private_home: Path) -> None:
    good_database(private_home / "saves")
    h = Harness.start(private_home)
    h.app.store.db.close()  # the disk gives up under the launcher
    h.app.refresh_launcher()
    h.step()
    assert isinstance(h.top, Message) and "could not be read" in h.top.text
    assert h.app.running and h.app.stack[0].saved == []  # type: ignore[attr-defined]
    h.close()


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_reason_and_fault_is_worded_in_both_languages(language: str) -> None:
    from arcade import i18n
    from arcade.launcher.store_notice import start_problem_text
    from arcade.saves.database import REASONS, StartProblem

    i18n.setup(language)
    try:
        for code in [*REASONS, "other"]:
            for fault in Fault:
                text, title = start_problem_text(StartProblem(fault, code, "detail", moved_to="x.damaged-1",
                                                              salvaged=2, cut=1, lost=1))
                assert "store_" not in text + title and "%{" not in text, (code, fault, text)
    finally:
        i18n.setup("en")
