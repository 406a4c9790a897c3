"""The club's people in the save store: names that are one person (merged), the roster of recent players, and
Interceptor's pilots with the experience they keep between games (INT.XP.4). A layer of `store.GameStore`."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from contextlib import AbstractContextManager
from dataclasses import dataclass
from typing import Any

from arcade.core.record import RecordError
from arcade.saves.database import has_column, number, plain_json
from arcade.saves.salvage import load_json


@dataclass(frozen=True)
class RosterEntry:
    name: str
    side: str
    language: str


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


class People:
    """What the store keeps of people (the database and its reading and writing are `GameStore`'s)."""

    db: sqlite3.Connection
    now: Callable[[], float]

    def _rows(self, sql: str, params: tuple[Any, ...]) -> list[Any]:
        raise NotImplementedError

    def _transaction(self, what: str) -> AbstractContextManager[sqlite3.Connection]:
        raise NotImplementedError

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
