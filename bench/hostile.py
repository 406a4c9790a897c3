"""The full hostile-file set through the real loading paths: prints a table, asserts nothing.

    .venv/bin/python bench/hostile.py [--variants N]

For maps, settings and saved records, N seeded variants each (default 900, so 2,700 and more with the special
files): truncations, byte flips, wrong types, repeated chunks, non-UTF-8, and the hostile classics (alias bombs,
deep nesting, huge numbers, python tags), plus a directory, a FIFO, a symlink loop and /dev/zero. For each kind:
how many ended in a result, in a refusal in words, in any other exception (a crash), how many took over 2 s (a
hang), the slowest, and the largest Python memory peak (tracemalloc, on a second run) beside the 200 MB budget.

Then the save database: N damaged databases (the suite's generator: truncations, zeroed and scrambled pages, byte
flips, wrong schemas, undecodable text, actions nested 100,000 deep, folders, links, pipes), each opened by the
store and used as the launcher and a table use it; "results" opened clean, "refused" were told and salvaged.
Then the disk faults on a good database of five games (held two ways, full disk, read-only disk, the saves folder
or file removed or replaced under a game): "lost" counts the good games no longer offered or missing a step.
The disk rows need root (a small tmpfs is mounted); elsewhere they are skipped and say so.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import random
import shutil
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from arcade.app.settings import SettingsFile  # noqa: E402
from arcade.boards import load_board_file  # noqa: E402
from arcade.core.board import BoardError  # noqa: E402
from arcade.core.record import RecordError, Step  # noqa: E402
from arcade.paths import BOARDS  # noqa: E402
from arcade.saves.storage import read_record  # noqa: E402
from arcade.saves.store import DB_NAME, GameStore, StoreError  # noqa: E402
from tests.app import db_faults  # noqa: E402
from tests.app import test_hostile_files as gen  # noqa: E402  (the suite's generator, with more variants)
from tests.app.test_store_faults import exercise  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--variants", type=int, default=900)
    count = parser.parse_args().variants
    gen.VARIANTS_PER_KIND = count
    kinds = {
        "map": (load_board_file, (BoardError,), (BOARDS / "playmoflotte.yaml").read_text(encoding="utf-8")),
        "settings": (lambda p: SettingsFile(p).load(), (), gen.settings_text()),
        "record": (read_record, (RecordError,), gen.record_text()),
    }
    print(f"{'kind':10s} {'variants':>8s} {'results':>8s} {'refused':>8s} {'crashes':>8s} {'over 2 s':>9s} "
          f"{'slowest':>9s} {'peak MB':>8s}")
    with tempfile.TemporaryDirectory() as folder:
        base = Path(folder)
        for name, (load, allowed, good) in kinds.items():
            paths = []
            for i, data in enumerate(gen.mutants(good, random.Random(len(name)))):
                path = base / f"{name}-{i}.yaml"
                path.write_bytes(data)
                paths.append(path)
            special = base / f"{name}-special"
            special.mkdir()
            (special / "dir.yaml").mkdir()
            os.mkfifo(special / "fifo.yaml")
            (special / "loop.yaml").symlink_to(special / "loop.yaml")
            (special / "zero.yaml").symlink_to("/dev/zero")
            paths += sorted(special.iterdir())
            results = refused = crashes = hangs = 0
            slowest = peak = 0.0
            for path in paths:
                start = time.perf_counter()
                try:
                    with contextlib.suppress(*allowed):  # a refusal in words skips the count of results
                        load(path)
                        results += 1
                except Exception:  # noqa: BLE001 - counted: that is the point of the table
                    crashes += 1
                took = time.perf_counter() - start
                slowest = max(slowest, took)
                hangs += took > 2.0
                tracemalloc.start()  # memory on a second run: tracing slows the first down several times
                with contextlib.suppress(Exception):
                    load(path)
                peak = max(peak, tracemalloc.get_traced_memory()[1] / 1e6)
                tracemalloc.stop()
            refused = len(paths) - results - crashes
            print(f"{name:10s} {len(paths):8d} {results:8d} {refused:8d} {crashes:8d} {hangs:9d} "
                  f"{slowest:8.2f}s {peak:8.1f}")
        databases(base, count)
        disk_faults(base)
    print("budget: 0 crashes, 0 runs over 2 s, 0 runs over 200 MB, 0 good games lost")


def databases(base: Path, count: int) -> None:
    good = db_faults.good_database(base / "good-db")
    results = refused = crashes = hangs = salvaged = 0
    slowest = peak = 0.0
    made = list(db_faults.mutants(good, random.Random(21), count))
    for i, (_, make) in enumerate(made):
        for traced in (False, True):
            folder = base / f"db-{i}-{traced}"
            folder.mkdir()
            path = folder / DB_NAME
            make(path)
            if traced:
                tracemalloc.start()
            start = time.perf_counter()
            try:
                store = GameStore(path)
                read = exercise(store)
                store.close()
            except Exception:  # noqa: BLE001 - counted
                crashes += not traced
                continue
            finally:
                took = time.perf_counter() - start
                if traced:
                    peak = max(peak, tracemalloc.get_traced_memory()[1] / 1e6)
                    tracemalloc.stop()
            if not traced:
                slowest = max(slowest, took)
                hangs += took > 2.0
                results += store.problem is None
                refused += store.problem is not None
                salvaged += read if store.problem is not None else 0
    print(f"{'database':10s} {len(made):8d} {results:8d} {refused:8d} {crashes:8d} {hangs:9d} {slowest:8.2f}s "
          f"{peak:8.1f}   ({salvaged} games salvaged from the damaged ones)")


def disk_faults(base: Path) -> None:
    """Each fault on a good database of five games: crashes, hangs (the whole scenario: open, a step into every
    game, put right, open again, over 2 s) and good games lost."""
    if not db_faults.SmallDisk.available(base):
        print(f"{'disk':10s} skipped: mounting a small disk needs root")
        return
    lost = crashes = hangs = 0
    slowest = 0.0
    faults = ["held (rollback journal)", "held (exclusive locking)", "full disk", "read-only disk",
              "saves folder removed", "user folder removed", "file replaced"]
    for n, fault in enumerate(faults):
        disk = db_faults.SmallDisk(base / f"disk-{n}")
        path = db_faults.good_database(disk.root / "home" / "saves")
        start = time.perf_counter()
        try:
            lost += db_faults.GAMES - survivors(disk, path, fault)
        except Exception as exc:  # noqa: BLE001 - counted
            print(f"  {fault}: {exc.__class__.__name__}: {exc}")
            crashes += 1
        finally:
            disk.close()
        took = time.perf_counter() - start
        slowest, hangs = max(slowest, took), hangs + (took > 2.0)
    print(f"{'disk':10s} {len(faults):8d} {'':8s} {'':8s} {crashes:8d} {hangs:9d} {slowest:8.2f}s {'':8s}   "
          f"{lost} good games lost")


def survivors(disk: db_faults.SmallDisk, path: Path, fault: str) -> int:
    """Play one step into every game through the fault, put things right, then count the games whose steps are
    all there (the good ones and the step)."""
    import sqlite3

    step = Step(0, {"type": "mark", "cell": [8, 8]}, 99.0)
    other = None
    if fault.startswith("held"):
        other = sqlite3.connect(path, isolation_level=None)
        other.execute("PRAGMA journal_mode = DELETE" if "rollback" in fault else "PRAGMA locking_mode = EXCLUSIVE")
        other.execute("BEGIN EXCLUSIVE")
    elif fault == "full disk":
        disk.fill()
    elif fault == "read-only disk":
        disk.read_only()
    store = GameStore(path)
    if fault == "saves folder removed":
        shutil.rmtree(path.parent)
    elif fault == "user folder removed":
        shutil.rmtree(path.parent.parent)
    elif fault == "file replaced":
        path.unlink()
        path.write_bytes(b"another program's file")
    keys = [g.key for g in store.games()]
    for key in keys:
        with contextlib.suppress(StoreError):
            store.record(key, len(store.load(key).steps), [step], 99.0)
    if other is not None:
        other.execute("ROLLBACK")
        other.close()
    store.close()
    if fault == "read-only disk":
        disk.read_only(False)
    disk.free()
    again = GameStore(path)
    whole = sum(1 for n in range(db_faults.GAMES)
                if again.load(n + 1).steps[: len(db_faults.game(n).steps)] == db_faults.game(n).steps)
    again.close()
    return whole


if __name__ == "__main__":
    main()
