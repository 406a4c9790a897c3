"""The save store: every game in progress or finished, and the roster of players, in one SQLite database.

One transaction per recorded step (the step, the table clock after it and where the game stands), in WAL mode,
so recording costs the same at step 10 as at step 2,000 and a crash loses nothing that was recorded. The table
clock is also checkpointed on its own (every few seconds, on pause and when the table is left), so a resumed
countdown never gets time back. A database that cannot be opened is moved aside and a fresh one started; old YAML
autosaves are imported at the first start (see `arcade.storage.import_autosaves`).
"""

from __future__ import annotations

import contextlib
import json
import sqlite3
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from arcade.core.codec import PlainData
from arcade.core.record import GameRecord, RecordError, Step, check_plain

SCHEMA_VERSION = 1
DB_NAME = "club-arcade.sqlite3"
SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS games (
    id INTEGER PRIMARY KEY,
    game TEXT NOT NULL,
    rules_version TEXT NOT NULL,
    seed INTEGER NOT NULL,
    setup TEXT NOT NULL,
    created REAL NOT NULL,
    updated REAL NOT NULL,
    finished INTEGER NOT NULL DEFAULT 0,
    clock REAL NOT NULL DEFAULT 0,
    steps INTEGER NOT NULL DEFAULT 0,
    status TEXT NOT NULL DEFAULT '{}',
    problem TEXT
);
CREATE TABLE IF NOT EXISTS steps (
    game INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    n INTEGER NOT NULL,
    seat INTEGER,
    action TEXT NOT NULL,
    clock REAL NOT NULL,
    PRIMARY KEY (game, n)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS roster (
    name TEXT PRIMARY KEY COLLATE NOCASE,
    side TEXT NOT NULL,
    language TEXT NOT NULL DEFAULT '',
    used REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS pilots (
    name TEXT PRIMARY KEY COLLATE NOCASE,
    stars INTEGER NOT NULL DEFAULT 0,
    upgrades TEXT NOT NULL DEFAULT '[]',
    updated REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS games_by_state ON games (finished, updated);
"""


class StoreError(Exception):
    """The store could not do what was asked (disk full, read-only folder, damaged database); the message says
    why in plain words."""


def _json(value: PlainData) -> str:
    return json.dumps(value, allow_nan=False, separators=(",", ":"), ensure_ascii=False)


@dataclass(frozen=True)
class GameSummary:
    """One line of the launcher's list of saved games."""

    key: int
    game_id: str
    players: tuple[tuple[str, str], ...]  # (name, side)
    updated: float
    steps: int
    clock: float
    status: dict[str, PlainData]
    finished: bool


@dataclass(frozen=True)
class RosterEntry:
    name: str
    side: str
    language: str


class GameStore:
    """The database in the per-user folder (`path`), or in memory (`None`: screenshots, nothing kept)."""

    def __init__(self, path: Path | None, now: Callable[[], float] = time.time) -> None:
        self.path = path
        self.now = now
        self.problem: str | None = None  # a damaged database that was moved aside, to tell the user once
        self.db = self._open()

    # -- opening -------------------------------------------------------------------------------------------
    def _connect(self) -> sqlite3.Connection:
        target = ":memory:" if self.path is None else str(self.path)
        if self.path is not None:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        db = sqlite3.connect(target, isolation_level=None, timeout=2.0)
        db.execute("PRAGMA foreign_keys = ON")
        if self.path is not None:
            db.execute("PRAGMA journal_mode = WAL")
            db.execute("PRAGMA synchronous = FULL")  # each step reaches the disk: a power cut loses none
        ok = db.execute("PRAGMA quick_check").fetchone()
        if ok is None or ok[0] != "ok":
            db.close()
            raise sqlite3.DatabaseError(f"integrity check failed ({ok[0] if ok else 'no answer'})")
        db.executescript(SCHEMA)
        version = db.execute("SELECT value FROM meta WHERE key = 'schema'").fetchone()
        if version is None:
            db.execute("INSERT INTO meta VALUES ('schema', ?)", (str(SCHEMA_VERSION),))
        elif version[0] != str(SCHEMA_VERSION):
            db.close()
            raise sqlite3.DatabaseError(f"made by another version (schema {version[0]})")
        return db

    def _open(self) -> sqlite3.Connection:
        try:
            return self._connect()
        except sqlite3.DatabaseError as exc:
            if self.path is None:
                raise
            moved = self._move_aside()
            self.problem = f"{self.path.name}: {exc}; kept as {moved}" if moved else f"{self.path.name}: {exc}"
            return self._connect()

    def _move_aside(self) -> str | None:
        assert self.path is not None
        n = 1
        while self.path.with_name(f"{self.path.name}.damaged-{n}").exists():
            n += 1
        target = self.path.with_name(f"{self.path.name}.damaged-{n}")
        try:
            self.path.replace(target)
        except OSError:
            return None
        for suffix in ("-wal", "-shm"):
            with contextlib.suppress(OSError):
                self.path.with_name(self.path.name + suffix).replace(target.with_name(target.name + suffix))
        return target.name

    def close(self) -> None:
        with contextlib.suppress(sqlite3.Error):
            self.db.close()

    @contextlib.contextmanager
    def _transaction(self, what: str) -> Iterator[sqlite3.Connection]:
        try:
            self.db.execute("BEGIN IMMEDIATE")
            try:
                yield self.db
            except BaseException:
                self.db.execute("ROLLBACK")
                raise
            self.db.execute("COMMIT")
        except sqlite3.Error as exc:
            raise StoreError(f"{what}: {describe(exc)}") from exc

    # -- games ---------------------------------------------------------------------------------------------
    def create(self, record: GameRecord) -> int:
        """Store a new game (with any steps it already holds); returns its key, also set on the record."""
        check_plain(record.setup, "setup")
        now = self.now()
        with self._transaction("starting the game") as db:
            cursor = db.execute(
                "INSERT INTO games (game, rules_version, seed, setup, created, updated, finished, clock, steps) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (record.game_id, record.rules_version, record.seed, _json(record.setup), now, now,
                 int(record.finished), record.clock, len(record.steps)))
            key = cursor.lastrowid
            assert key is not None
            db.executemany("INSERT INTO steps VALUES (?, ?, ?, ?, ?)",
                           [(key, n, s.seat, _json(s.action), s.clock) for n, s in enumerate(record.steps)])
        record.key = key
        return key

    def record(self, key: int, first: int, steps: list[Step], clock: float,
               status: dict[str, PlainData] | None = None, finished: bool = False) -> None:
        """Steps `first`, `first + 1`... of a game, the table clock after them and where the game stands, in
        one transaction. A step number already taken (the game is open in another window) is refused."""
        with self._transaction("saving the last move") as db:
            db.executemany("INSERT INTO steps VALUES (?, ?, ?, ?, ?)",
                           [(key, first + i, s.seat, _json(s.action), s.clock) for i, s in enumerate(steps)])
            db.execute("UPDATE games SET updated = ?, clock = ?, steps = ?, finished = ?, "
                       "status = COALESCE(?, status) WHERE id = ?",
                       (self.now(), clock, first + len(steps), int(finished),
                        None if status is None else _json(status), key))

    def checkpoint(self, key: int, clock: float) -> None:
        """The table clock now (no step played): a resumed game starts from here."""
        with self._transaction("saving the clock") as db:
            db.execute("UPDATE games SET clock = ? WHERE id = ?", (clock, key))

    def update_setup(self, key: int, setup: dict[str, PlainData]) -> None:
        """Change the setup of a game that has no step yet (Playmoflotte's painted sea)."""
        check_plain(setup, "setup")
        with self._transaction("saving the setup") as db:
            db.execute("UPDATE games SET setup = ? WHERE id = ? AND steps = 0", (_json(setup), key))

    def set_aside(self, key: int, problem: str) -> None:
        """A game this version cannot replay: kept (it can be exported), no longer offered."""
        with self._transaction("setting the game aside") as db:
            db.execute("UPDATE games SET problem = ? WHERE id = ?", (problem[:500], key))

    def delete(self, key: int) -> None:
        with self._transaction("deleting the game") as db:
            db.execute("DELETE FROM games WHERE id = ?", (key,))

    def load(self, key: int) -> GameRecord:
        """A stored game with all its steps; RecordError when it is missing or its data is damaged."""
        try:
            row = self.db.execute("SELECT game, rules_version, seed, setup, finished, clock FROM games "
                                  "WHERE id = ?", (key,)).fetchone()
            if row is None:
                raise RecordError("this saved game no longer exists")
            rows = self.db.execute("SELECT seat, action, clock FROM steps WHERE game = ? ORDER BY n",
                                   (key,)).fetchall()
            setup = json.loads(row[3])
            steps = [Step(seat, json.loads(action), clock) for seat, action, clock in rows]
        except (sqlite3.Error, ValueError) as exc:
            raise RecordError(f"the saved game cannot be read ({describe(exc)})") from None
        if not isinstance(setup, dict):
            raise RecordError("the saved game's setup is damaged")
        return GameRecord(row[0], row[1], setup, row[2], steps, bool(row[4]), row[5], key)

    def games(self, finished: bool = False, limit: int = 50) -> list[GameSummary]:
        """Saved games, most recently played first."""
        rows = self.db.execute("SELECT id, game, setup, updated, steps, clock, status, finished FROM games "
                               "WHERE finished = ? AND problem IS NULL ORDER BY updated DESC, id DESC LIMIT ?",
                               (int(finished), limit)).fetchall()
        out = []
        for key, game, setup, updated, steps, clock, status, done in rows:
            out.append(GameSummary(key, game, _players(setup), updated, steps, clock, _mapping(status), bool(done)))
        return out

    def last_setup(self, game_id: str) -> dict[str, PlainData] | None:
        """The setup of the last game of this kind started, to offer its players and options again."""
        row = self.db.execute("SELECT setup FROM games WHERE game = ? ORDER BY created DESC, id DESC LIMIT 1",
                              (game_id,)).fetchone()
        setup = _mapping(row[0]) if row else {}
        return setup or None

    # -- roster --------------------------------------------------------------------------------------------
    def remember_players(self, players: list[tuple[str, str]], language: str = "") -> None:
        now = self.now()
        with self._transaction("saving the players") as db:
            db.executemany("INSERT INTO roster (name, side, language, used) VALUES (?, ?, ?, ?) "
                           "ON CONFLICT (name) DO UPDATE SET side = excluded.side, used = excluded.used, "
                           "language = CASE excluded.language WHEN '' THEN language ELSE excluded.language END",
                           [(name, side, language, now) for name, side in players])

    def roster(self, limit: int = 40) -> list[RosterEntry]:
        rows = self.db.execute("SELECT name, side, language FROM roster ORDER BY used DESC LIMIT ?",
                               (limit,)).fetchall()
        return [RosterEntry(*row) for row in rows]


    # -- pilots (Interceptor's experience, INT.XP.4) ------------------------------------------------------------
    def pilot(self, name: str) -> Pilot:
        """A player's pilot: stars and upgrades kept between games (a new pilot has none)."""
        row = self.db.execute("SELECT name, stars, upgrades FROM pilots WHERE name = ?", (name,)).fetchone()
        return _pilot(row) if row else Pilot(name, 0, ())

    def pilots(self, limit: int = 60) -> list[Pilot]:
        rows = self.db.execute("SELECT name, stars, upgrades FROM pilots ORDER BY updated DESC LIMIT ?", (limit,))
        return [_pilot(row) for row in rows.fetchall()]

    def save_pilot(self, pilot: Pilot) -> None:
        with self._transaction("keep the pilot") as db:
            db.execute("INSERT INTO pilots (name, stars, upgrades, updated) VALUES (?, ?, ?, ?) "
                       "ON CONFLICT(name) DO UPDATE SET stars = excluded.stars, upgrades = excluded.upgrades, "
                       "updated = excluded.updated",
                       (pilot.name, pilot.stars, _json(list(pilot.upgrades)), self.now()))


@dataclass(frozen=True)
class Pilot:
    name: str
    stars: int
    upgrades: tuple[str, ...]


def _pilot(row: tuple[Any, ...]) -> Pilot:
    try:
        ups = json.loads(row[2])
    except ValueError:
        ups = []
    clean = tuple(str(u) for u in ups if isinstance(u, str))[:20] if isinstance(ups, list) else ()
    return Pilot(str(row[0]), max(0, int(row[1])), clean)


def _mapping(text: str) -> dict[str, Any]:
    try:
        value = json.loads(text)
    except ValueError:
        return {}
    return value if isinstance(value, dict) else {}


def _players(setup_text: str) -> tuple[tuple[str, str], ...]:
    players = _mapping(setup_text).get("players")
    if not isinstance(players, list):
        return ()
    return tuple((str(p.get("name", "?")), str(p.get("side", "white"))) for p in players if isinstance(p, dict))


def describe(exc: BaseException) -> str:
    """A storage error in plain words."""
    text = str(exc).lower()
    if "disk is full" in text or "database or disk is full" in text:
        return "the disk is full"
    if "readonly" in text or "read-only" in text:
        return "the saves folder cannot be written to"
    if "locked" in text or "busy" in text:
        return "another Club Arcade is using the saves just now"
    if "unique" in text or "constraint" in text:
        return "this game was played further in another window"
    if "not a database" in text or "malformed" in text or "integrity" in text:
        return "the save file is damaged"
    return str(exc) or exc.__class__.__name__
