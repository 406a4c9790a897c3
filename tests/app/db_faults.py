"""Damaged save databases and faulty disks, made on purpose (the suite's fault tests and `bench/hostile.py`).

`good_database` writes a database of five games (0 to 40 steps) and a roster; `mutants` yields hundreds of damaged
versions of its bytes: truncations, zeroed pages, byte flips (anywhere and in the header), a torn journal, garbage
and empty files, foreign and wrong schemas, undecodable text, actions nested 100,000 deep. `SmallDisk` is a tmpfs of
its own (where this machine lets the test mount one) that can be filled and made read-only.
"""

from __future__ import annotations

import random
import sqlite3
import subprocess
from collections.abc import Callable, Iterator
from pathlib import Path

from arcade.core.record import GameRecord, Step
from arcade.saves.store import DB_NAME, GameStore

SETUP = {"players": [{"name": "Ana", "side": "red"}, {"name": "Bo", "side": "blue"}], "options": {}}
PAGE = 4096
GAMES = 5


def game(n: int) -> GameRecord:
    steps = [Step(i % 2, {"type": "mark", "cell": [i % 9, n]}, float(i)) for i in range(n * 10)]
    return GameRecord("demo", "1", SETUP, n, steps, clock=float(len(steps)))


def good_database(folder: Path) -> Path:
    """Five games and a roster, checkpointed into one file (no journal beside it)."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / DB_NAME
    store = GameStore(path)
    for n in range(GAMES):
        store.create(game(n))
    store.remember_players([("Ana", "red"), ("Bo", "blue")], "en")
    store.close()
    return path


def _edit(path: Path, *sql: str) -> None:
    db = sqlite3.connect(path, isolation_level=None)
    for statement in sql:
        db.execute(statement)
    db.close()


#: Damage made with SQL on a copy of the good database: (name, statements).
SCHEMA_DAMAGE: list[tuple[str, tuple[str, ...]]] = [
    ("schema 99", ("UPDATE meta SET value = '99' WHERE key = 'schema'",)),
    ("no meta", ("DROP TABLE meta",)),
    ("no clock column", ("ALTER TABLE games DROP COLUMN clock",)),
    ("no status column", ("ALTER TABLE games DROP COLUMN status",)),
    ("no steps table", ("DROP TABLE steps",)),
    ("no roster", ("DROP TABLE roster",)),
    ("foreign tables", ("DROP TABLE pilots", "CREATE TABLE pilots (x BLOB)")),
    ("bad utf-8 setup", ("UPDATE games SET setup = CAST(x'7b2280ff223a317d' AS TEXT) WHERE id = 2",)),
    ("bad utf-8 action", ("UPDATE steps SET action = CAST(x'c328ffff' AS TEXT) WHERE game = 3 AND n = 4",)),
    ("deep action", (f"UPDATE steps SET action = '{'[' * 100_000}{']' * 100_000}' WHERE game = 4 AND n = 2",)),
    ("deep setup", ("UPDATE games SET setup = '" + '{"a":' * 50_000 + "1" + "}" * 50_000 + "' WHERE id = 1",)),
    ("action not json", ("UPDATE steps SET action = 'not json' WHERE game = 2 AND n = 0",)),
    ("text in numbers", ("UPDATE games SET seed = 'x', clock = 'y', steps = 'z' WHERE id = 3",)),
    ("step gap", ("DELETE FROM steps WHERE game = 4 AND n = 5",)),
    ("blob status", ("UPDATE games SET status = x'00ff' WHERE id = 5",)),
    ("huge number", ("UPDATE games SET seed = 9223372036854775807 WHERE id = 2",)),
]


def mutants(good: Path, rng: random.Random, count: int) -> Iterator[tuple[str, Callable[[Path], object]]]:
    """(kind, make) pairs: `make(path)` writes one damaged database at `path` (its folder exists)."""
    raw = good.read_bytes()
    pages = max(1, len(raw) // PAGE)

    def write(data: bytes) -> Callable[[Path], object]:
        return lambda path: path.write_bytes(data)

    made = 0
    for name, sql in SCHEMA_DAMAGE:
        def edit(path: Path, sql: tuple[str, ...] = sql) -> None:
            path.write_bytes(raw)
            _edit(path, *sql)
        made += 1
        yield f"schema: {name}", edit
    specials: list[tuple[str, Callable[[Path], object]]] = [  # (what a maker returns is not used)
        ("zero bytes", write(b"")),
        ("garbage", write(bytes(rng.randrange(256) for _ in range(PAGE * 3)))),
        ("text file", write(b"this is not a database\n" * 200)),
        ("header only", write(raw[:100])),
        ("a folder", lambda path: path.mkdir()),
        ("a link to /dev/zero", lambda path: path.symlink_to("/dev/zero")),
        ("a link loop", lambda path: path.symlink_to(path)),
        ("a fifo", lambda path: __import__("os").mkfifo(path)),
        ("other sqlite", lambda path: _edit(path, "CREATE TABLE notes (text)", "INSERT INTO notes VALUES ('hi')")),
        ("torn journal", lambda path: (path.write_bytes(raw), path.with_name(path.name + "-journal").write_bytes(
            b"\xd9\xd5\x05\xf9\x20\xa1\x63\xd7" + bytes(rng.randrange(256) for _ in range(600))))),
        ("garbage wal", lambda path: (path.write_bytes(raw), path.with_name(path.name + "-wal").write_bytes(
            bytes(rng.randrange(256) for _ in range(PAGE * 2))))),
    ]
    for kind, make in specials:
        made += 1
        yield kind, make
    while made < count:
        made += 1
        damage = made % 5
        data = bytearray(raw)
        if damage == 0:
            cut = rng.choice([rng.randrange(len(raw)), PAGE * rng.randrange(pages), rng.randrange(100)])
            yield "truncated", write(bytes(data[:cut]))
        elif damage == 1:
            page = rng.randrange(pages)
            data[page * PAGE:(page + 1) * PAGE] = bytes(PAGE)
            yield "page zeroed", write(bytes(data))
        elif damage == 2:
            for _ in range(rng.randint(1, 8)):
                data[rng.randrange(len(data))] = rng.randrange(256)
            yield "bytes flipped", write(bytes(data))
        elif damage == 3:
            for _ in range(rng.randint(1, 3)):
                data[rng.randrange(100)] = rng.randrange(256)
            yield "header flipped", write(bytes(data))
        else:
            page = rng.randrange(pages)
            data[page * PAGE:(page + 1) * PAGE] = bytes(rng.randrange(256) for _ in range(PAGE))
            yield "page scrambled", write(bytes(data))


class SmallDisk:
    """A tmpfs of its own at `root`: `fill()` takes every free byte, `free()` gives them back, `read_only()`
    remounts it so nothing can be written. `SmallDisk.available()` says whether this machine lets us mount."""

    def __init__(self, root: Path, size: str = "2m") -> None:
        self.root = root
        root.mkdir(parents=True, exist_ok=True)
        subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(root)], check=True,
                       capture_output=True)
        self.filler = root / "filler"

    @staticmethod
    def available(scratch: Path) -> bool:
        probe = scratch / "mount-probe"
        probe.mkdir(exist_ok=True)
        try:
            done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(probe)],
                                  capture_output=True, timeout=10)
        except (OSError, subprocess.SubprocessError):
            return False
        if done.returncode != 0:
            return False
        subprocess.run(["umount", str(probe)], capture_output=True, timeout=10)
        return True

    def fill(self) -> None:
        with open(self.filler, "wb", buffering=0) as handle:
            try:
                while True:
                    handle.write(b"\0" * PAGE)
            except OSError:
                pass

    def free(self) -> None:
        self.filler.unlink(missing_ok=True)

    def read_only(self, on: bool = True) -> None:
        subprocess.run(["mount", "-o", f"remount,{'ro' if on else 'rw'}", str(self.root)], check=True,
                       capture_output=True)

    def close(self) -> None:
        subprocess.run(["umount", "-l", str(self.root)], capture_output=True)
