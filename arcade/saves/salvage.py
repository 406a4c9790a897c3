"""Bringing what can still be read out of a damaged save database, game by game and step by step.

Each game is copied with its steps in order up to the first step that cannot be read (a damaged page, text that
is not an action, a gap in the numbering): a game cut short resumes at its last readable step, as if the players
had stopped there. A game whose own row cannot be read is lost, and counted. The roster and the pilots come along
where their rows can be read.
"""

from __future__ import annotations

import contextlib
import json
import sqlite3
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from arcade.core.nesting import json_depth
from arcade.core.record import MAX_DEPTH, RecordError, check_plain
from arcade.saves.database import COLUMNS, MAX_STEPS, OPEN_ERRORS, open_uri

#: Ids tried one by one past the last one found, when the list of games itself cannot be read.
PROBE_PAST = 200
#: Tables a save may lack (made by a later version than the file): copied when they are there.
OPTIONAL = {"aliases": {"name", "same_as"}}


def load_json(text: Any, where: str) -> Any:
    """Plain data from JSON text the store wrote: nesting measured before parsing, so damage can never make
    the parser recurse; RecordError for anything that is not plain data."""
    if not isinstance(text, str):
        raise RecordError(f"{where}: not text")
    if json_depth(text) > MAX_DEPTH:
        raise RecordError(f"{where}: nested too deeply")
    try:
        value = json.loads(text)
    except (ValueError, RecursionError, MemoryError) as exc:
        raise RecordError(f"{where}: {str(exc)[:80] or exc.__class__.__name__}") from None
    check_plain(value, where)
    return value


@dataclass
class Salvage:
    """What was brought over: games whole, games cut short, games lost."""

    whole: int = 0
    cut: int = 0
    lost: int = 0

    @property
    def saved(self) -> int:
        return self.whole + self.cut


def _open(source: Path) -> sqlite3.Connection:
    uri = source.resolve().as_uri()
    for query in ("?mode=ro", "?mode=ro&immutable=1"):
        with contextlib.suppress(*OPEN_ERRORS):
            return open_uri(uri + query, 0.5)
    raise sqlite3.DatabaseError("cannot be opened at all")


def _columns(db: sqlite3.Connection, table: str) -> set[str]:
    try:
        return {str(row[1]) for row in db.execute(f"PRAGMA table_info({table})")}
    except OPEN_ERRORS:
        return set()


def _game_ids(db: sqlite3.Connection) -> Iterator[int]:
    """Every game id: the list if it reads, else each id tried in turn."""
    try:
        ids = [int(row[0]) for row in db.execute("SELECT id FROM games ORDER BY id")]
    except (*OPEN_ERRORS, TypeError, OverflowError):
        ids = []
        last = n = 0
        while n - last <= PROBE_PAST:
            n += 1
            try:
                if db.execute("SELECT 1 FROM games WHERE id = ?", (n,)).fetchone():
                    ids.append(n)
                    last = n
            except OPEN_ERRORS:
                continue
    yield from ids


def _steps(db: sqlite3.Connection, key: int) -> tuple[list[tuple[Any, ...]], bool]:
    """The readable steps of one game in order (n, seat, action, clock, withdrawn), and whether they are all of them."""
    steps: list[tuple[Any, ...]] = []
    marked = "withdrawn" in _columns(db, "steps")  # (a save from before take-backs has no marks)
    try:
        cursor = db.execute(f"SELECT n, seat, action, clock, {'withdrawn' if marked else '0'} FROM steps "
                            "WHERE game = ? ORDER BY n", (key,))
        while len(steps) < MAX_STEPS:
            row = cursor.fetchone()
            if row is None:
                return steps, True
            n, seat, action, clock, withdrawn = row
            if n != len(steps) or not (seat is None or isinstance(seat, int)) or not isinstance(clock, int | float) \
                    or withdrawn not in (0, 1):
                return steps, False
            load_json(action, f"step {n}")
            steps.append((n, seat, action, float(clock), withdrawn))
    except (*OPEN_ERRORS, RecordError, OverflowError):
        pass
    return steps, False


def salvage(source: Path, into: sqlite3.Connection) -> Salvage:
    """Copy every readable game, the roster and the pilots from the damaged database at `source` into `into`
    (a fresh, checked database)."""
    result = Salvage()
    if not source.is_file():  # a folder, a pipe or a device kept aside: nothing to read (a pipe would block)
        return result
    try:
        db = _open(source)
    except OPEN_ERRORS:
        return result
    try:
        have = _columns(db, "games")
        if COLUMNS["games"] - {"problem", "status", "steps", "clock"} <= have:
            optional = [c for c in ("finished", "clock", "status", "problem") if c in have]
            for key in _game_ids(db):
                _salvage_game(db, into, key, optional, result)
        result.lost += _headless(db, bool(have))
        _copy_rows(db, into, "roster")
        _copy_rows(db, into, "pilots")
        _copy_rows(db, into, "aliases", OPTIONAL["aliases"])
    finally:
        db.close()
    return result


def _salvage_game(db: sqlite3.Connection, into: sqlite3.Connection, key: int, optional: Sequence[str],
                  result: Salvage) -> None:
    """One game and its readable steps; `optional` names the columns of `games` this file has beyond the core."""
    try:
        wanted = ", ".join(["game", "rules_version", "seed", "setup", "created", "updated", *optional])
        row = db.execute(f"SELECT {wanted} FROM games WHERE id = ?", (key,)).fetchone()
        if row is None:
            return
        game, rules_version, seed, setup, created, updated, *rest = row
        extra = dict(zip(optional, rest, strict=True))
        if not all(isinstance(v, str) for v in (game, rules_version)) or not isinstance(seed, int):
            raise RecordError("the game's header is damaged")
        if not isinstance(load_json(setup, "setup"), dict):
            raise RecordError("the setup is damaged")
    except (*OPEN_ERRORS, RecordError):
        result.lost += 1
        return
    steps, whole = _steps(db, key)
    finished = bool(extra.get("finished")) and whole
    clock = extra.get("clock", 0.0) if whole else (steps[-1][3] if steps else 0.0)
    status = extra.get("status", "{}") if whole else "{}"
    created = created if isinstance(created, int | float) else 0.0
    updated = updated if isinstance(updated, int | float) else created
    try:
        into.execute("BEGIN IMMEDIATE")
        cursor = into.execute(
            "INSERT INTO games (game, rules_version, seed, setup, created, updated, finished, clock, steps, status, "
            "problem) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (game, rules_version, seed, setup, created, updated, int(finished),
             clock if isinstance(clock, int | float) else 0.0, len(steps),
             status if isinstance(status, str) else "{}", extra.get("problem")))
        new_key = cursor.lastrowid
        into.executemany("INSERT INTO steps (game, n, seat, action, clock, withdrawn) VALUES (?, ?, ?, ?, ?, ?)",
                         [(new_key, *step) for step in steps])
        into.execute("COMMIT")
    except sqlite3.Error:
        with contextlib.suppress(sqlite3.Error):
            into.execute("ROLLBACK")
        result.lost += 1
        return
    if whole:
        result.whole += 1
    else:
        result.cut += 1


def _headless(db: sqlite3.Connection, listed: bool) -> int:
    """Games whose moves are kept but whose own row is gone (no set-up, no seed: nothing to replay them from)."""
    if "game" not in _columns(db, "steps"):
        return 0
    orphans = "SELECT count(DISTINCT game) FROM steps" + (" WHERE game NOT IN (SELECT id FROM games)" if listed else "")
    try:
        return int(db.execute(orphans).fetchone()[0])
    except (*OPEN_ERRORS, TypeError):
        return 0


def _copy_rows(db: sqlite3.Connection, into: sqlite3.Connection, table: str,
               wanted: set[str] | None = None) -> None:
    columns = sorted((COLUMNS[table] if wanted is None else wanted) & _columns(db, table))
    if not columns or "name" not in columns:
        return
    names = ", ".join(columns)
    try:
        rows = db.execute(f"SELECT {names} FROM {table}").fetchall()
    except OPEN_ERRORS:
        return
    for row in rows:
        try:
            into.execute(f"INSERT OR IGNORE INTO {table} ({names}) VALUES ({', '.join('?' * len(columns))})", row)
        except sqlite3.Error:
            continue
