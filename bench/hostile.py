"""The full hostile-file set through the real loading paths: prints a table, asserts nothing.

    .venv/bin/python bench/hostile.py [--variants N]

For maps, settings and saved records, N seeded variants each (default 900, so 2,700 and more with the special
files): truncations, byte flips, wrong types, repeated chunks, non-UTF-8, and the hostile classics (alias bombs,
deep nesting, huge numbers, python tags), plus a directory, a FIFO, a symlink loop and /dev/zero. For each kind:
how many ended in a result, in a refusal in words, in any other exception (a crash), how many took over 2 s (a
hang), the slowest, and the largest Python memory peak (tracemalloc, on a second run) beside the 200 MB budget.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import random
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from arcade.boards import load_board_file  # noqa: E402
from arcade.core.board import BoardError  # noqa: E402
from arcade.core.record import RecordError  # noqa: E402
from arcade.paths import BOARDS  # noqa: E402
from arcade.settings import SettingsFile  # noqa: E402
from arcade.storage import read_record  # noqa: E402
from tests.app import test_hostile_files as gen  # noqa: E402  (the suite's generator, with more variants)


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
    print("budget: 0 crashes, 0 runs over 2 s, 0 runs over 200 MB")


if __name__ == "__main__":
    main()
