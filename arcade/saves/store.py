"""The save store: every game in progress or finished, and the roster of players, in one SQLite database.

One transaction per recorded step (the step, the table clock after it and where the game stands), in WAL mode,
so recording costs the same at step 10 as at step 2,000 and a crash loses nothing that was recorded. The table
clock is also checkpointed on its own (every few seconds, on pause and when the table is left), so a resumed
countdown never gets time back. Opening tells damage, a held file and an unwritable disk apart (`database`): only
damage moves the file aside, and what can still be read is salvaged (`salvage`). Before each write the file
is checked to be the one opened: a saves folder removed or a file replaced under a running game is written
again from the open connection.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from arcade.core.codec import PlainData
from arcade.core.record import GameRecord, RecordError, Step, check_plain
from arcade.saves.database import (
    BUSY_WAIT,
    MAX_STEPS,
    OPEN_ERRORS,
    REASONS,
    Fault,
    StartProblem,
    connect,
    fault_of,
    has_column,
    identity,
    move_aside,
    number,
    plain_json,
    reason_code,
    visible_damage,
    words,
)
from arcade.saves.salvage import load_json, salvage

DB_NAME = "club-arcade.sqlite3"


class StoreError(Exception):
    """The store could not do what was asked (disk full, read-only folder, damaged database); the message says
    why in plain words."""


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
    computers: tuple[str, ...] = ()  # each seat's computer level, "" for a person
    setup: dict[str, PlainData] = field(default_factory=dict)  # (the game may decide each seat's colour from it)


@dataclass(frozen=True)
class RosterEntry:
    name: str
    side: str
    language: str


@dataclass(frozen=True)
class LessonProgress:
    step: int  # the step to resume at
    done: bool  # finished at least once


@dataclass(frozen=True)
class Pilot:
    name: str
    stars: int
    upgrades: tuple[str, ...]


def _pilot(row: tuple[Any, ...]) -> Pilot:
    try:
        ups = load_json(row[2], "upgrades")
    except RecordError:
        ups = []
    clean = tuple(str(u) for u in ups if isinstance(u, str))[:20] if isinstance(ups, list) else ()
    return Pilot(str(row[0]), int(number(row[1])), clean)


class GameStore:
    """The database in the per-user folder (`path`), or in memory (`None`: screenshots, nothing kept)."""

    def __init__(self, path: Path | None, now: Callable[[], float] = time.time) -> None:
        self.path = path
        self.folder = path.parent if path is not None else None
        self.now = now
        #: What was wrong with the saves at the start (damaged and salvaged, held, unwritable), told once.
        self.problem: StartProblem | None = None
        #: While set, nothing can be written (why, in words): each write first tries to open the file again.
        self.unsaved_reason: str | None = None
        #: Something the players should hear after a write went well (the file had vanished and was rewritten).
        self.notice: str | None = None
        #: A list that could not be read (a disk error after the start), in words, until the launcher tells it.
        self.read_problem: str | None = None
        self._memory_holds_games = False  # the saves live only in memory (salvaged where no file could be made)
        self.db = self._open()
        self._identity = identity(path) if path is not None and self.unsaved_reason is None else None

    # -- opening -------------------------------------------------------------------------------------------
    def _open(self) -> sqlite3.Connection:
        if self.path is None:
            return connect(None)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            return self._degraded(fault_of(exc), exc)
        damage: BaseException | None = visible_damage(self.path)
        if damage is None:
            try:
                return connect(self.path)
            except OPEN_ERRORS as exc:
                if fault_of(exc) is not Fault.DAMAGED:
                    return self._degraded(fault_of(exc), exc)
                damage = exc
        return self._replace_damaged(damage)

    def _degraded(self, fault: Fault, exc: BaseException) -> sqlite3.Connection:
        """The file is good but cannot be written (or is held): read it if possible, never move it."""
        assert self.path is not None
        self.unsaved_reason = words(exc, self.folder)
        try:
            db, read = connect(self.path, read_only=True), True
        except OPEN_ERRORS:
            db, read = connect(None), False
        self.problem = StartProblem(fault, reason_code(exc, self.folder), self.unsaved_reason, read_only=read)
        return db

    def _replace_damaged(self, damage: BaseException) -> sqlite3.Connection:
        """Keep the damaged file aside, start a fresh database and salvage every readable game into it."""
        assert self.path is not None
        moved = move_aside(self.path)
        try:
            db = connect(self.path) if moved is not None else None
        except OPEN_ERRORS as exc:
            self.unsaved_reason, db = words(exc, self.folder), None
        if db is None:  # no fresh file could be made: the salvaged games live in memory until one can
            db = connect(None)
            self.unsaved_reason = self.unsaved_reason or "the damaged save file cannot be moved aside"
            self._memory_holds_games = True
        found = salvage(self.path.with_name(moved) if moved else self.path, db)
        code = reason_code(damage)
        self.problem = StartProblem(Fault.DAMAGED, code if code in REASONS else "damaged", words(damage),
                                    moved_to=moved, salvaged=found.saved, lost=found.lost,
                                    cut=found.cut)
        return db

    def retry(self) -> bool:
        """Try the file again (the other program let go, space was freed): True when the saves are writable."""
        if self.path is None or self.unsaved_reason is None:
            return True
        try:
            db = connect(self.path)
        except OPEN_ERRORS as exc:
            self.unsaved_reason = words(exc, self.folder)
            return False
        if self._memory_holds_games:  # the salvaged games go to the new file before anything else
            try:
                self.db.backup(db)
            except sqlite3.Error as exc:
                db.close()
                self.unsaved_reason = words(exc, self.folder)
                return False
            self._memory_holds_games = False
        self.db.close()
        self.db, self.unsaved_reason = db, None
        self._identity = identity(self.path)
        return True

    def _check_file(self, what: str) -> None:
        """Before a write: the file is still the one opened (a folder removed or a file replaced under a running
        game would swallow every later move); if not, it is written again from the open connection."""
        if self.path is None:
            return
        if self.unsaved_reason is not None and not self.retry():
            raise StoreError(f"{what}: {self.unsaved_reason}")
        if identity(self.path) == self._identity:
            return
        try:
            replaced = move_aside(self.path, "replaced") if os.path.lexists(self.path) else None
            if replaced is None and os.path.lexists(self.path):
                raise OSError("another file took its place and cannot be moved aside")
            self.path.parent.mkdir(parents=True, exist_ok=True)
            copy = sqlite3.connect(str(self.path), isolation_level=None, timeout=BUSY_WAIT)
            try:
                self.db.backup(copy)
            finally:
                copy.close()
            db = connect(self.path)
        except OPEN_ERRORS as exc:
            raise StoreError(f"{what}: the saves file was removed and cannot be written again "
                             f"({words(exc, self.folder)})") from exc
        self.db.close()
        self.db, self._identity = db, identity(self.path)
        self.notice = "rewritten" if replaced is None else f"replaced:{replaced}"

    def close(self) -> None:
        with contextlib.suppress(sqlite3.Error):
            self.db.close()

    def _rows(self, sql: str, params: tuple[Any, ...]) -> list[Any]:
        """Rows for the launcher's lists; a disk or page that fails to read gives none, and says why once."""
        try:
            return self.db.execute(sql, params).fetchall()
        except OPEN_ERRORS as exc:
            self.read_problem = words(exc, self.folder)
            return []

    @contextlib.contextmanager
    def _transaction(self, what: str) -> Iterator[sqlite3.Connection]:
        self._check_file(what)
        try:
            self.db.execute("BEGIN IMMEDIATE")
            try:
                yield self.db
            except BaseException:
                self.db.execute("ROLLBACK")
                raise
            self.db.execute("COMMIT")
        except OPEN_ERRORS as exc:
            raise StoreError(f"{what}: {words(exc, self.folder)}") from exc

    # -- games ---------------------------------------------------------------------------------------------
    def create(self, record: GameRecord, status: dict[str, PlainData] | None = None) -> int:
        """Store a new game (with any steps it already holds, and where it stands); returns its key, also set on the
        record."""
        check_plain(record.setup, "setup")
        check_plain(status or {}, "status")
        now = self.now()
        with self._transaction("starting the game") as db:
            cursor = db.execute(
                "INSERT INTO games (game, rules_version, seed, setup, created, updated, finished, clock, steps, "
                "status) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (record.game_id, record.rules_version, record.seed, plain_json(record.setup), now, now,
                 int(record.finished), record.clock, len(record.steps), plain_json(status or {})))
            key = cursor.lastrowid
            assert key is not None
            _insert_steps(db, key, 0, record.steps)
        record.key = key
        return key

    def record(self, key: int, first: int, steps: list[Step], clock: float,
               status: dict[str, PlainData] | None = None, finished: bool = False,
               marks: dict[int, bool] | None = None) -> None:
        """Steps `first`, `first + 1`... of a game, the table clock after them and where the game stands, in
        one transaction, with the take-back `marks` of steps saved before (step number -> withdrawn). A step number
        already taken (the game is open in another window) is refused."""
        with self._transaction("saving the last move") as db:
            _insert_steps(db, key, first, steps)
            db.executemany("UPDATE steps SET withdrawn = ? WHERE game = ? AND n = ?",
                           [(int(withdrawn), key, n) for n, withdrawn in (marks or {}).items()])
            db.execute("UPDATE games SET updated = ?, clock = ?, steps = ?, finished = ?, "
                       "status = COALESCE(?, status) WHERE id = ?",
                       (self.now(), clock, first + len(steps), int(finished),
                        None if status is None else plain_json(status), key))

    def checkpoint(self, key: int, clock: float, status: dict[str, PlainData] | None = None) -> None:
        """The table clock now (no step played): a resumed game starts from here, and says how long it was away
        since (`updated`); with `status`, the launcher's list says the time left now, not at the last move."""
        with self._transaction("saving the clock") as db:
            db.execute("UPDATE games SET clock = ?, updated = ?, status = COALESCE(?, status) WHERE id = ?",
                       (clock, self.now(), None if status is None else plain_json(status), key))

    def update_setup(self, key: int, setup: dict[str, PlainData]) -> None:
        """Change the setup of a game that has no step yet (Playmoflotte's painted sea)."""
        check_plain(setup, "setup")
        with self._transaction("saving the setup") as db:
            db.execute("UPDATE games SET setup = ? WHERE id = ? AND steps = 0", (plain_json(setup), key))

    def update_players(self, key: int, setup: dict[str, PlainData]) -> None:
        """Who plays each seat, changed during a game (a person or a computer level): only the players' entries of
        the setup may differ, so the game replays the same."""
        check_plain(setup, "setup")
        with self._transaction("saving who plays each seat") as db:
            db.execute("UPDATE games SET setup = ? WHERE id = ?", (plain_json(setup), key))

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
            row = self.db.execute("SELECT game, rules_version, seed, setup, finished, clock, updated, steps "
                                  "FROM games WHERE id = ?", (key,)).fetchone()
            if row is None:
                raise RecordError("this saved game no longer exists")
            said = row[7] if isinstance(row[7], int) else -1
            if not 0 <= said <= MAX_STEPS:
                raise RecordError(f"the saved game is damaged: it says it holds {str(row[7])[:20]} moves")
            marked = "withdrawn" if has_column(self.db, "steps", "withdrawn") else "0"  # (an older file, read only)
            rows = self.db.execute(f"SELECT seat, action, clock, {marked} FROM steps WHERE game = ? ORDER BY n "
                                   "LIMIT ?", (key, said + 1)).fetchall()  # (what it says, and one to see more)
            if len(rows) > said:
                raise RecordError(f"the saved game is damaged: it holds more moves than the {said} it says")
            setup = load_json(row[3], "setup")
            steps = [Step(seat, load_json(action, f"step {n + 1}"), clock, bool(withdrawn))
                     for n, (seat, action, clock, withdrawn) in enumerate(rows)]
        except OPEN_ERRORS as exc:
            raise RecordError(f"the saved game cannot be read ({words(exc, self.folder)})") from None
        except RecordError as exc:
            raise RecordError(f"the saved game cannot be read ({exc})") from None
        if not isinstance(setup, dict):
            raise RecordError("the saved game's setup is damaged")
        return GameRecord(row[0], row[1], setup, row[2], steps, bool(row[4]), row[5], key, number(row[6]))

    def games(self, finished: bool = False, limit: int = 50) -> list[GameSummary]:
        """Saved games, most recently played first."""
        rows = self._rows("SELECT id, game, setup, updated, steps, clock, status, finished FROM games "
                          "WHERE finished = ? AND problem IS NULL ORDER BY updated DESC, id DESC LIMIT ?",
                          (int(finished), limit))
        return [GameSummary(key, str(game), _players(setup), number(updated), int(number(steps)), number(clock),
                            _mapping(status), bool(done), _computers(setup), _mapping(setup))
                for key, game, setup, updated, steps, clock, status, done in rows if isinstance(key, int)]

    def finished_rows(self) -> list[tuple[int, str, dict[str, Any], dict[str, Any], float]]:
        """Every finished game, oldest first: key, game, setup, status (its outcome as data) and when it ended (the
        club's table of honour is worked out from these alone)."""
        rows = self._rows("SELECT id, game, setup, status, updated FROM games WHERE finished = 1 AND problem IS NULL "
                          "ORDER BY updated, id", ())
        return [(key, str(game), _mapping(setup), _mapping(status), number(updated))
                for key, game, setup, status, updated in rows if isinstance(key, int)]

    def keep_outcome(self, key: int, outcome: dict[str, PlainData]) -> None:
        """A finished game's outcome as data, worked out again from its record (a save from before it was kept)."""
        self._keep_in_status(key, "outcome", outcome, "keeping the result")

    def keep_review(self, key: int, review: dict[str, PlainData]) -> None:
        """A finished game's review (its verdicts, worded in `review["language"]`), kept with the game."""
        self._keep_in_status(key, "review", review, "keeping the review")

    def _keep_in_status(self, key: int, name: str, value: dict[str, PlainData], what: str) -> None:
        """One entry of a game's status set, the others kept."""
        check_plain(value, name)
        rows = self._rows("SELECT status FROM games WHERE id = ?", (key,))
        status = {**(_mapping(rows[0][0]) if rows else {}), name: value}
        with self._transaction(what) as db:
            db.execute("UPDATE games SET status = ? WHERE id = ?", (plain_json(status), key))

    def review_of(self, key: int) -> dict[str, Any] | None:
        """The review kept with a game, if any."""
        rows = self._rows("SELECT status FROM games WHERE id = ?", (key,))
        review = _mapping(rows[0][0]).get("review") if rows else None
        return review if isinstance(review, dict) else None

    def last_setup(self, game_id: str) -> dict[str, PlainData] | None:
        """The setup of the last game of this kind started, to offer its players and options again."""
        rows = self._rows("SELECT setup FROM games WHERE game = ? ORDER BY created DESC, id DESC LIMIT 1",
                          (game_id,))
        setup = _mapping(rows[0][0]) if rows else {}
        return setup or None

    # -- the club: one person under two names -------------------------------------------------------------
    def merge_names(self, name: str, into: str) -> None:
        """From now on `name` counts as `into` in the club's table (the same person typed twice); the games
        themselves keep the names they were played under. Merging into a name that is itself merged follows it."""
        target = self.aliases().get(into.casefold(), into)
        if target.casefold() == name.casefold():
            return
        with self._transaction("merging the names") as db:
            db.execute("INSERT INTO aliases (name, same_as) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET "
                       "same_as = excluded.same_as", (name, target))
            db.execute("UPDATE aliases SET same_as = ? WHERE same_as = ? COLLATE NOCASE", (target, name))

    def aliases(self) -> dict[str, str]:
        """{name folded: the name it counts as} (an older save file, only read, has none)."""
        rows = self._rows("SELECT name, same_as FROM aliases", ()) if has_column(self.db, "aliases", "name") else []
        return {str(name).casefold(): str(same) for name, same in rows}

    # -- roster --------------------------------------------------------------------------------------------
    def remember_players(self, players: list[tuple[str, str]], language: str = "") -> None:
        now = self.now()
        with self._transaction("saving the players") as db:
            db.executemany("INSERT INTO roster (name, side, language, used) VALUES (?, ?, ?, ?) "
                           "ON CONFLICT (name) DO UPDATE SET side = excluded.side, used = excluded.used, "
                           "language = CASE excluded.language WHEN '' THEN language ELSE excluded.language END",
                           [(name, side, language, now) for name, side in players])

    def roster(self, limit: int = 40) -> list[RosterEntry]:
        rows = self._rows("SELECT name, side, language FROM roster ORDER BY used DESC LIMIT ?", (limit,))
        return [RosterEntry(str(name), str(side), str(language)) for name, side, language in rows]


    # -- lessons -----------------------------------------------------------------------------------------------
    def lessons(self, player: str, game: str) -> dict[str, LessonProgress]:
        """Where a player stands in a game's lessons, by lesson: the step reached, and whether it was finished once
        (a lesson finished and begun again keeps its tick)."""
        rows = self._rows("SELECT lesson, step, done FROM lessons WHERE player = ? AND game = ?", (player, game))
        return {str(lesson): LessonProgress(int(step), bool(done)) for lesson, step, done in rows}

    def keep_lesson(self, player: str, game: str, lesson: str, step: int, done: bool) -> None:
        """The step a player reached in a lesson (0 again once it is done: the next time starts it anew)."""
        with self._transaction("keeping the lesson") as db:
            db.execute("INSERT INTO lessons (player, game, lesson, step, done, updated) VALUES (?, ?, ?, ?, ?, ?) "
                       "ON CONFLICT (player, game, lesson) DO UPDATE SET step = excluded.step, "
                       "done = MAX(done, excluded.done), updated = excluded.updated",
                       (player, game, lesson, 0 if done else step, int(done), self.now()))

    def newcomers(self, game: str, names: list[str]) -> list[str]:
        """Of `names`, those who never finished a game of `game` here and were never offered its lessons: who
        is offered a first lesson (once: `lesson_offered`)."""
        rows = self._rows("SELECT setup FROM games WHERE finished = 1 AND problem IS NULL AND game = ?", (game,))
        known = {name.casefold() for (setup,) in rows for name, _ in _players(setup)}
        offered = {str(name).casefold() for (name,) in
                   self._rows("SELECT player FROM lesson_offers WHERE game = ?", (game,))}
        return [name for name in names if name.casefold() not in known | offered]

    def lesson_offered(self, names: list[str], game: str) -> None:
        with self._transaction("keeping the lesson offered") as db:
            db.executemany("INSERT OR IGNORE INTO lesson_offers (player, game) VALUES (?, ?)",
                           [(name, game) for name in names])

    # -- pilots (Interceptor's experience, INT.XP.4) ------------------------------------------------------------
    def pilot(self, name: str) -> Pilot:
        """A player's pilot: stars and upgrades kept between games (a new pilot has none)."""
        rows = self._rows("SELECT name, stars, upgrades FROM pilots WHERE name = ?", (name,))
        return _pilot(rows[0]) if rows else Pilot(name, 0, ())

    def pilots(self, limit: int = 60) -> list[Pilot]:
        rows = self._rows("SELECT name, stars, upgrades FROM pilots ORDER BY updated DESC LIMIT ?", (limit,))
        return [_pilot(row) for row in rows]

    def save_pilot(self, pilot: Pilot) -> None:
        with self._transaction("keep the pilot") as db:
            db.execute("INSERT INTO pilots (name, stars, upgrades, updated) VALUES (?, ?, ?, ?) "
                       "ON CONFLICT(name) DO UPDATE SET stars = excluded.stars, upgrades = excluded.upgrades, "
                       "updated = excluded.updated",
                       (pilot.name, pilot.stars, plain_json(list(pilot.upgrades)), self.now()))


def _insert_steps(db: sqlite3.Connection, key: int, first: int, steps: list[Step]) -> None:
    db.executemany("INSERT INTO steps (game, n, seat, action, clock, withdrawn) VALUES (?, ?, ?, ?, ?, ?)",
                   [(key, first + i, s.seat, plain_json(s.action), s.clock, int(s.withdrawn))
                    for i, s in enumerate(steps)])


def _mapping(text: Any) -> dict[str, Any]:
    try:
        value = load_json(text, "status")
    except RecordError:
        return {}
    return value if isinstance(value, dict) else {}


def _computers(setup_text: Any) -> tuple[str, ...]:
    players = _mapping(setup_text).get("players")
    if not isinstance(players, list):
        return ()
    return tuple(str(p.get("computer") or "")[:10] for p in players if isinstance(p, dict))


def _players(setup_text: Any) -> tuple[tuple[str, str], ...]:
    players = _mapping(setup_text).get("players")
    if not isinstance(players, list):
        return ()
    return tuple((str(p.get("name", "?")), str(p.get("side", "white"))) for p in players if isinstance(p, dict))
