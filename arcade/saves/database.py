"""Opening the save database whatever state the disk leaves it in.

Three kinds of trouble are told apart, because they call for opposite answers:
- **damage** (a corrupt or foreign file, a wrong schema, undecodable text, a folder or an empty file in its place):
  the file is moved aside, kept, and every game that can still be read is salvaged into a fresh database;
- **held** (another program holds a lock longer than the wait): nothing is touched; the saves are read if they
  can be, and opening is tried again on demand;
- **unwritable** (full disk, read-only folder or file, no permission, input/output errors): the good database is
  never moved aside; it is opened read-only (games listed and resumable, new moves told "not saved") or, when even
  that fails, the program runs with nothing kept and says why.
"""

from __future__ import annotations

import contextlib
import enum
import json
import os
import shutil
import sqlite3
import stat
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from arcade.core.codec import PlainData
from arcade.saves import files

SCHEMA_VERSION = 1
#: Steps a saved game may hold at most (a long real game has a few thousand): a resume never reads more, so no
#: file, damaged or hostile, can make it hang or fill the memory.
MAX_STEPS = 50_000
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
    withdrawn INTEGER NOT NULL DEFAULT 0,
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
CREATE TABLE IF NOT EXISTS aliases (
    name TEXT PRIMARY KEY COLLATE NOCASE,
    same_as TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS lessons (
    player TEXT NOT NULL COLLATE NOCASE,
    game TEXT NOT NULL,
    lesson TEXT NOT NULL,
    step INTEGER NOT NULL DEFAULT 0,
    done INTEGER NOT NULL DEFAULT 0,
    updated REAL NOT NULL,
    PRIMARY KEY (player, game, lesson)
);
CREATE TABLE IF NOT EXISTS lesson_offers (
    player TEXT NOT NULL COLLATE NOCASE,
    game TEXT NOT NULL,
    PRIMARY KEY (player, game)
);
CREATE INDEX IF NOT EXISTS games_by_state ON games (finished, updated);
"""
#: The columns this version reads, table by table: a file without them is not ours (or is damaged).
COLUMNS = {
    "meta": {"key", "value"},
    "games": {"id", "game", "rules_version", "seed", "setup", "created", "updated", "finished", "clock", "steps",
              "status", "problem"},
    "steps": {"game", "n", "seat", "action", "clock"},
    "roster": {"name", "side", "language", "used"},
    "pilots": {"name", "stars", "upgrades", "updated"},
}
#: Columns added since a table was first made: (table, column, definition). A writable file gains them when it is
#: opened; a file only read does without them (`has_column`), so an older save is never called damaged for it.
ADDED = (("steps", "withdrawn", "INTEGER NOT NULL DEFAULT 0"),)
#: How long an open waits for another program's lock before saying the saves are held.
BUSY_WAIT = 1.5
#: How long reading (once writing was refused) waits: the players have waited once already.
READ_WAIT = 0.3


#: What opening a save database may raise, whatever the file holds.
OPEN_ERRORS = (sqlite3.Error, UnicodeError, ValueError, OSError, RecursionError, MemoryError)


class Fault(enum.Enum):
    DAMAGED = "damaged"
    HELD = "held"
    UNWRITABLE = "unwritable"


#: Why the saves are in trouble, by code (the launcher words each code in the players' language; these English
#: words are the log's, the command line's and the table's "not saved" message's).
REASONS = {
    "full": "the disk is full",
    "read_only": "the saves folder cannot be written to",
    "held": "another program is using the saves just now",
    "taken": "this game was played further in another window",
    "io": "the disk could not be read or written",
    "damaged": "the save file is damaged",
    "folder": "a folder stands where the save file should be",
    "not_file": "the save file is not a regular file",
    "empty": "the save file is empty",
    "version": "the save file was made by another version",
    "foreign": "the save file was not made by Club Arcade",
}


class Damaged(sqlite3.DatabaseError):
    """The file is not a save database this version can use: `code` says how (a key of REASONS), the message
    adds the detail."""

    def __init__(self, code: str, detail: str = "") -> None:
        self.code = code
        super().__init__(REASONS[code] + (f" ({detail})" if detail else ""))


#: SQLite's error names (extended names start with these) by what they mean for the saves.
HELD_NAMES = ("SQLITE_BUSY", "SQLITE_LOCKED")
READ_ONLY_NAMES = ("SQLITE_READONLY", "SQLITE_PERM", "SQLITE_CANTOPEN")
UNWRITABLE_NAMES = ("SQLITE_FULL", *READ_ONLY_NAMES, "SQLITE_IOERR", "SQLITE_AUTH", "SQLITE_NOMEM", "SQLITE_NOLFS")


def fault_of(exc: BaseException) -> Fault:
    """What kind of trouble an error opening the database means."""
    name = getattr(exc, "sqlite_errorname", "") or ""
    if name.startswith(HELD_NAMES):
        return Fault.HELD
    if name.startswith(UNWRITABLE_NAMES):
        return Fault.UNWRITABLE
    if isinstance(exc, OSError | MemoryError):
        return Fault.UNWRITABLE
    return Fault.DAMAGED


#: Free space under which an input/output error is taken for a full disk (SQLite reports a failed write of its
#: shared-memory file as an I/O error, not as SQLITE_FULL).
NEARLY_FULL = 256 * 1024


def reason_code(exc: BaseException, folder: Path | None = None) -> str:
    """The REASONS code of a storage error ("other" when none fits). With the folder, an I/O error on a disk with
    no room left is called what it is."""
    if isinstance(exc, Damaged):
        return exc.code
    name = getattr(exc, "sqlite_errorname", "") or ""
    text = str(exc).lower()
    full = False
    if folder is not None and (name.startswith("SQLITE_IOERR") or isinstance(exc, OSError)):
        with contextlib.suppress(OSError):
            full = shutil.disk_usage(_existing(folder)).free < NEARLY_FULL
    checks = [
        ("full", full or name.startswith("SQLITE_FULL") or "disk is full" in text),
        ("read_only", name.startswith(READ_ONLY_NAMES) or "readonly" in text or "read-only" in text),
        ("held", name.startswith(HELD_NAMES) or "locked" in text),
        ("taken", name.startswith("SQLITE_CONSTRAINT") or "unique" in text),
        ("io", name.startswith("SQLITE_IOERR")),
        ("damaged", isinstance(exc, UnicodeError) or name.startswith(("SQLITE_CORRUPT", "SQLITE_NOTADB"))),
    ]
    return next((code for code, hit in checks if hit), "other")


def words(exc: BaseException, folder: Path | None = None) -> str:
    """A storage error in plain English words."""
    if isinstance(exc, Damaged):
        return str(exc)
    code = reason_code(exc, folder)
    return REASONS[code] if code in REASONS else (str(exc).splitlines() or [exc.__class__.__name__])[0][:160]


def _existing(folder: Path) -> Path:
    """The folder, or its nearest parent that exists (a removed folder's disk is its parent's)."""
    while not folder.exists() and folder.parent != folder:
        folder = folder.parent
    return folder


def _decode(data: bytes) -> str:
    return data.decode("utf-8", "replace")


def connect(path: Path | None, read_only: bool = False) -> sqlite3.Connection:
    """A checked connection: integrity, schema and version verified; `Damaged`, or SQLite's own error, else."""
    if path is None:
        db = sqlite3.connect(":memory:", isolation_level=None)
    elif read_only:
        db = _connect_read_only(path)
    else:
        db = sqlite3.connect(str(path), isolation_level=None, timeout=BUSY_WAIT)
    try:
        db.text_factory = _decode  # damaged text reads as replacement characters, never as an exception
        db.execute("PRAGMA foreign_keys = ON")
        if path is not None and not read_only:
            db.execute("PRAGMA journal_mode = WAL")
            db.execute("PRAGMA synchronous = FULL")  # each step reaches the disk: a power cut loses none
        ok = db.execute("PRAGMA quick_check").fetchone()
        if ok is None or ok[0] != "ok":
            raise Damaged("damaged", f"integrity check: {str(ok[0])[:80] if ok else 'no answer'}")
        lost_games(db)
        if not read_only:
            db.executescript(SCHEMA)
            for table, column, definition in ADDED:
                if not has_column(db, table, column):
                    db.execute(f"ALTER TABLE {table} ADD COLUMN {column} {definition}")
        check_schema(db)
        version = db.execute("SELECT value FROM meta WHERE key = 'schema'").fetchone()
        if version is None and not read_only:
            db.execute("INSERT INTO meta VALUES ('schema', ?)", (str(SCHEMA_VERSION),))
        elif version is not None and version[0] != str(SCHEMA_VERSION):
            raise Damaged("version", f"schema {str(version[0])[:20]}")
    except BaseException:
        db.close()
        raise
    return db


def _connect_read_only(path: Path) -> sqlite3.Connection:
    """Read-only, and where SQLite cannot even keep its shared-memory file (a read-only folder), as an immutable
    file."""
    uri = path.resolve().as_uri()
    try:
        return open_uri(f"{uri}?mode=ro", READ_WAIT)
    except sqlite3.Error as exc:
        if fault_of(exc) is not Fault.UNWRITABLE:
            raise
    return open_uri(f"{uri}?mode=ro&immutable=1", READ_WAIT)


def open_uri(uri: str, wait: float) -> sqlite3.Connection:
    """A connection to a database URI that has shown it can read the file (closed again when it cannot)."""
    db = sqlite3.connect(uri, uri=True, isolation_level=None, timeout=wait)
    try:
        db.text_factory = _decode
        db.execute("SELECT count(*) FROM sqlite_master").fetchone()
    except BaseException:
        db.close()
        raise
    return db


def has_column(db: sqlite3.Connection, table: str, column: str) -> bool:
    return any(str(row[1]) == column for row in db.execute(f"PRAGMA table_info({table})"))


def lost_games(db: sqlite3.Connection) -> None:
    """`Damaged` when steps are kept for games the list no longer has: the list of games gone (the schema would
    make it anew, empty, and every saved game would vanish while its steps refused the new games' moves) or cut
    short. Two look-ups of the tables' keys, whatever their size."""
    tables = {str(row[0]) for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    if "steps" not in tables:
        return
    last_step = db.execute("SELECT max(game) FROM steps").fetchone()[0]
    if last_step is None:
        return
    if "games" not in tables:
        raise Damaged("damaged", "the list of games is gone, their moves are left")
    last_game = db.execute("SELECT max(id) FROM games").fetchone()[0]
    if last_game is None or last_step > last_game:
        raise Damaged("damaged", "moves are kept for games the list no longer has")


def check_schema(db: sqlite3.Connection) -> None:
    """Every table and column this version reads is there."""
    for table, wanted in COLUMNS.items():
        have = {str(row[1]) for row in db.execute(f"PRAGMA table_info({table})")}
        if not have:
            raise Damaged("foreign", f"no table '{table}'")
        missing = sorted(wanted - have)
        if missing:
            raise Damaged("foreign", f"no column '{missing[0]}' in '{table}'")


def identity(path: Path) -> tuple[int, int] | None:
    """The file's identity on disk (device, inode), None when it is not there."""
    try:
        info = os.stat(path)
    except OSError:
        return None
    return (info.st_dev, info.st_ino)


def visible_damage(path: Path) -> Damaged | None:
    """Damage seen without opening: a folder, a device, a pipe or a broken link where the file should be, a header
    SQLite would open read-only (as if the disk were), or an empty file with no journal beside it (a save database
    always holds its tables)."""
    if path.is_dir():
        return Damaged("folder")
    if os.path.lexists(path):
        try:
            mode = os.stat(path).st_mode
        except OSError:
            return Damaged("not_file", "a link that leads nowhere")
        if not stat.S_ISREG(mode):
            return Damaged("not_file")
    with contextlib.suppress(OSError):
        with open(path, "rb") as handle:
            header = handle.read(100)
        if len(header) == 100 and header.startswith(b"SQLite format 3\0") and not (
                header[18] in (1, 2) and header[19] in (1, 2)):
            return Damaged("damaged", "header")
    wal = path.with_name(path.name + "-wal")
    with contextlib.suppress(OSError):
        if path.is_file() and path.stat().st_size == 0 and not (wal.is_file() and wal.stat().st_size > 0):
            return Damaged("empty")
    return None


def move_aside(path: Path, label: str = "damaged") -> str | None:
    """Keep a database (with its -wal and -shm files) as `NAME.LABEL-N`; the new name, None when it could not be
    moved."""
    try:
        return files.move_aside(path, label, ("-wal", "-shm")).name
    except OSError:
        return None


@dataclass(frozen=True)
class StartProblem:
    """What was wrong with the saves at the start, as data the launcher words in the players' language."""

    fault: Fault
    code: str  # why, a key of REASONS (worded for the players by the launcher)
    reason: str  # in plain English with its detail, for the log and the command line
    moved_to: str | None = None  # DAMAGED: the name the file was kept under
    salvaged: int = 0  # DAMAGED: games brought into the fresh database
    cut: int = 0  # DAMAGED: of those, games cut short at their first unreadable step
    lost: int = 0  # DAMAGED: games that could not be read at all
    read_only: bool = False  # HELD / UNWRITABLE: the saved games could be read (nothing new is kept)

    def __str__(self) -> str:
        if self.fault is Fault.DAMAGED:
            kept = f"kept as {self.moved_to}" if self.moved_to else "could not be moved aside"
            return (f"the save database was damaged ({self.reason}); it was {kept}; {self.salvaged} game(s) "
                    f"salvaged, {self.lost} unreadable")
        seen = "saved games can be looked at, new moves are not saved" if self.read_only else "nothing is saved"
        return f"the saves cannot be written ({self.reason}): {seen}"


def plain_json(value: PlainData) -> str:
    """A column's JSON text: compact, no NaN, the players' words as written."""
    return json.dumps(value, allow_nan=False, separators=(",", ":"), ensure_ascii=False)


def number(value: Any) -> float:
    """A number column as written, or 0 where damage left something else (text, a blob, infinity)."""
    return float(value) if isinstance(value, int | float) and 0 <= value < 1e15 else 0.0
