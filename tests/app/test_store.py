"""The save store: any number of games, one transaction per step, the clock checkpointed, damage survived."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from arcade.core.record import GameRecord, Step
from arcade.saves.storage import import_autosaves
from arcade.saves.store import DB_NAME, GameStore, StoreError

SETUP = {"players": [{"name": "Ana", "side": "red"}, {"name": "Bo", "side": "blue"}], "options": {}}


class Ticks:
    def __init__(self) -> None:
        self.t = 1_700_000_000.0

    def __call__(self) -> float:
        self.t += 60
        return self.t


def store(tmp_path: Path) -> GameStore:
    return GameStore(tmp_path / DB_NAME, now=Ticks())


def test_steps_are_recorded_and_load_back_in_order(tmp_path: Path) -> None:
    db = store(tmp_path)
    record = GameRecord("demo", "1", SETUP, 7)
    key = db.create(record)
    assert record.key == key
    db.record(key, 0, [Step(0, {"type": "mark", "cell": [1, 1]}, 1.5)], 1.5, {"turn": 2})
    db.record(key, 1, [Step(1, {"type": "mark", "cell": [2, 2]}, 3.0), Step(-1, {"type": "pass"}, 180.0)], 0.0,
              {"turn": 4})
    again = GameStore(tmp_path / DB_NAME).load(key)
    assert again == GameRecord("demo", "1", SETUP, 7, [Step(0, {"type": "mark", "cell": [1, 1]}, 1.5),
                                                      Step(1, {"type": "mark", "cell": [2, 2]}, 3.0),
                                                      Step(-1, {"type": "pass"}, 180.0)], False, 0.0, key)
    [summary] = db.games()
    assert summary.key == key and summary.steps == 3 and summary.status == {"turn": 4}
    assert summary.players == (("Ana", "red"), ("Bo", "blue"))


def test_the_clock_checkpoint_is_what_a_resumed_game_starts_from(tmp_path: Path) -> None:
    db = store(tmp_path)
    key = db.create(GameRecord("apophis", "1", SETUP, 1))
    db.record(key, 0, [Step(0, {"type": "draw"}, 2.0)], 2.0)
    db.checkpoint(key, 32.5)  # thirty seconds later, nobody acted
    assert db.load(key).clock == 32.5


def test_any_number_of_games_most_recent_first_finished_ones_kept_apart(tmp_path: Path) -> None:
    db = store(tmp_path)
    keys = [db.create(GameRecord("apophis", "1", SETUP, n)) for n in range(3)]
    db.record(keys[0], 0, [Step(0, {"type": "draw"}, 1.0)], 1.0)  # played last
    assert [g.key for g in db.games()] == [keys[0], keys[2], keys[1]]
    db.record(keys[2], 0, [Step(0, {"type": "draw"}, 1.0)], 1.0, finished=True)
    db.set_aside(keys[1], "rules version 0 cannot be replayed")
    assert [g.key for g in db.games()] == [keys[0]]
    assert [g.key for g in db.games(finished=True)] == [keys[2]]
    assert db.load(keys[1]).seed == 1  # set aside, not lost
    db.delete(keys[0])
    assert db.games() == []
    with pytest.raises(ValueError, match="no longer exists"):
        db.load(keys[0])


def test_a_step_already_recorded_elsewhere_is_refused(tmp_path: Path) -> None:
    first, second = store(tmp_path), store(tmp_path)  # two windows on one saves folder
    key = first.create(GameRecord("demo", "1", SETUP, 1))
    first.record(key, 0, [Step(0, {"type": "mark", "cell": [0, 0]}, 0.0)], 0.0)
    with pytest.raises(StoreError, match="another window"):
        second.record(key, 0, [Step(0, {"type": "mark", "cell": [5, 5]}, 0.0)], 0.0)
    assert second.load(key).steps[0].action == {"type": "mark", "cell": [0, 0]}


def test_a_damaged_database_is_moved_aside_and_a_fresh_one_started(tmp_path: Path) -> None:
    path = tmp_path / DB_NAME
    path.write_bytes(b"this is not a database" * 100)
    db = GameStore(path)
    assert db.problem is not None and "damaged-1" in str(db.problem)
    assert (tmp_path / f"{DB_NAME}.damaged-1").read_bytes().startswith(b"this is not")
    key = db.create(GameRecord("demo", "1", SETUP, 1))
    assert db.load(key).seed == 1


def test_a_database_of_another_version_is_not_touched(tmp_path: Path) -> None:
    path = tmp_path / DB_NAME
    GameStore(path).close()
    raw = sqlite3.connect(path)
    raw.execute("UPDATE meta SET value = '99' WHERE key = 'schema'")
    raw.commit()
    raw.close()
    db = GameStore(path)
    assert db.problem is not None and "another version" in str(db.problem)
    assert (tmp_path / f"{DB_NAME}.damaged-1").exists()


def test_setups_and_players_are_offered_again(tmp_path: Path) -> None:
    db = store(tmp_path)
    assert db.last_setup("apophis") is None
    db.create(GameRecord("apophis", "1", SETUP, 1))
    db.create(GameRecord("apophis", "1", {"players": [{"name": "Cy", "side": "green"}]}, 2))
    assert db.last_setup("apophis") == {"players": [{"name": "Cy", "side": "green"}]}
    db.remember_players([("Ana", "red"), ("Bo", "blue")], "fr")
    db.remember_players([("ana", "violet")])
    assert [(r.name, r.side, r.language) for r in db.roster()] == [("Ana", "violet", "fr"), ("Bo", "blue", "fr")]


def test_memory_store_leaves_nothing_behind(tmp_path: Path) -> None:
    db = GameStore(None)
    db.create(GameRecord("demo", "1", SETUP, 1))
    assert list(tmp_path.iterdir()) == [] and len(db.games()) == 1


def test_old_yaml_autosaves_are_imported_once(tmp_path: Path) -> None:
    saves = tmp_path / "saves"
    saves.mkdir()
    (saves / "autosave-apophis.yaml").write_text(
        "format: club-arcade-record\nversion: 1\ngame: apophis\nrules_version: '1'\nseed: 5\n"
        "setup: {players: [{name: A, side: red}]}\nactions:\n- {type: draw, t: 4.5}\n")
    (saves / "autosave-demo.yaml").write_text("!!python/object/apply:os.system ['true']")
    db = store(tmp_path)
    problems = import_autosaves(db, saves)
    assert len(problems) == 1 and "autosave-demo.yaml" in problems[0].message
    [summary] = db.games()
    record = db.load(summary.key)
    assert record.steps == [Step(None, {"type": "draw"}, 4.5)] and record.clock == 4.5 and record.seed == 5
    assert (saves / "autosave-apophis.yaml.imported").exists() and (saves / "autosave-demo.yaml.damaged-1").exists()
    assert import_autosaves(db, saves) == [] and len(db.games()) == 1


def test_steps_taken_back_are_kept_marked_and_the_marks_follow_the_saves(tmp_path: Path) -> None:
    """A step taken back stays in the store, marked withdrawn (marks of saved steps change with the next
    save); a record file carries the marks; an older save file gains the column when opened, its steps standing."""
    db = store(tmp_path)
    key = db.create(GameRecord("demo", "1", SETUP, 7))
    db.record(key, 0, [Step(0, {"type": "mark", "cell": [1, 1]}, 1.0), Step(0, {"type": "mark", "cell": [2, 2]}, 2.0)],
              2.0)
    db.record(key, 2, [Step(0, {"type": "mark", "cell": [3, 3]}, 3.0, withdrawn=True)], 3.0, marks={1: True})
    record = GameStore(tmp_path / DB_NAME).load(key)
    assert [s.withdrawn for s in record.steps] == [False, True, True]
    assert [s.action for s in record.played()] == [{"type": "mark", "cell": [1, 1]}]
    db.record(key, 3, [], 4.0, marks={1: False})  # played again
    record = db.load(key)
    assert [s.withdrawn for s in record.steps] == [False, False, True]
    assert GameRecord.from_text(record.to_text()).steps == record.steps
    assert "withdrawn: true" in record.to_text() and record.to_text().count("withdrawn") == 1
    db.close()

    old = tmp_path / "old" / DB_NAME  # a save file from before take-backs
    old.parent.mkdir()
    con = sqlite3.connect(old)
    con.executescript("""
        CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
        INSERT INTO meta VALUES ('schema', '1');
        CREATE TABLE games (id INTEGER PRIMARY KEY, game TEXT NOT NULL, rules_version TEXT NOT NULL,
            seed INTEGER NOT NULL, setup TEXT NOT NULL, created REAL NOT NULL, updated REAL NOT NULL,
            finished INTEGER NOT NULL DEFAULT 0, clock REAL NOT NULL DEFAULT 0, steps INTEGER NOT NULL DEFAULT 0,
            status TEXT NOT NULL DEFAULT '{}', problem TEXT);
        CREATE TABLE steps (game INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE, n INTEGER NOT NULL,
            seat INTEGER, action TEXT NOT NULL, clock REAL NOT NULL, PRIMARY KEY (game, n)) WITHOUT ROWID;
        INSERT INTO games VALUES (1, 'demo', '1', 3, '{"players": []}', 0, 0, 0, 0, 1, '{}', NULL);
        INSERT INTO steps VALUES (1, 0, 0, '{"type": "pass"}', 1.0);
    """)
    con.close()
    again = GameStore(old)
    assert again.problem is None
    assert again.load(1).steps == [Step(0, {"type": "pass"}, 1.0)]
    again.record(1, 1, [Step(0, {"type": "pass"}, 2.0)], 2.0, marks={0: True})
    assert [s.withdrawn for s in again.load(1).steps] == [True, False]


def test_salvage_keeps_the_marks_of_steps_taken_back_and_the_clubs_merged_names(tmp_path: Path) -> None:
    from arcade.saves.database import connect
    from arcade.saves.salvage import salvage

    db = store(tmp_path)
    db.merge_names("ann b", "Ann")
    key = db.create(GameRecord("demo", "1", SETUP, 7, [Step(0, {"type": "pass"}, 1.0),
                                                       Step(0, {"type": "pass"}, 2.0, withdrawn=True)]))
    db.close()
    into = connect(None)
    assert salvage(tmp_path / DB_NAME, into).whole == 1
    rows = into.execute("SELECT n, withdrawn FROM steps ORDER BY n").fetchall()
    assert rows == [(0, 0), (1, 1)] and key == 1
    assert into.execute("SELECT name, same_as FROM aliases").fetchall() == [("ann b", "Ann")]
