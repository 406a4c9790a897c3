"""Kill -9 at random moments while a game records its steps: prints how many steps were lost, asserts nothing.

    .venv/bin/python bench/killtest.py [--trials N]

Each trial starts a child process that records steps into a fresh save store one by one (the way a table does)
and prints the number of each step once the store has committed it; the parent kills the child with SIGKILL after
a random 20-400 ms, then opens the store: every step the child reported must be there, in order, and the database
must pass its integrity check.
"""

from __future__ import annotations

import argparse
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from arcade.saves.store import GameStore  # noqa: E402

CHILD = """
import sys
sys.path.insert(0, {root!r})
from pathlib import Path
from arcade.core.record import GameRecord, Step
from arcade.saves.store import GameStore
store = GameStore(Path({db!r}))
key = store.create(GameRecord("demo", "1", {{"players": [{{"name": "A", "side": "red"}}]}}, 1))
print("key", key, flush=True)
n = 0
while True:
    store.record(key, n, [Step(0, {{"type": "mark", "cell": [n % 9, n % 7]}}, float(n))], float(n), {{"steps": n + 1}})
    n += 1
    print(n, flush=True)
"""


def trial(rng: random.Random, folder: Path) -> tuple[int, int]:
    """(steps the child reported committed, steps found after the kill)."""
    db = folder / f"{rng.randrange(10**9)}.sqlite3"
    child = subprocess.Popen([sys.executable, "-c", CHILD.format(root=str(ROOT), db=str(db))],
                             stdout=subprocess.PIPE, text=True)
    assert child.stdout is not None
    first = child.stdout.readline().split()
    key = int(first[1])
    time.sleep(rng.uniform(0.02, 0.4))
    os.kill(child.pid, signal.SIGKILL)
    reported = 0
    for line in child.stdout.read().split():
        reported = max(reported, int(line))
    child.wait()
    store = GameStore(db)
    if store.problem:
        raise SystemExit(f"damaged after a kill: {store.problem}")
    steps = store.load(key).steps
    assert [s.action["cell"] for s in steps] == [[n % 9, n % 7] for n in range(len(steps))], "steps out of order"
    store.close()
    return reported, len(steps)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--trials", type=int, default=100)
    trials = parser.parse_args().trials
    rng = random.Random(7)
    lost = worst = 0
    with tempfile.TemporaryDirectory() as folder:
        for _ in range(trials):
            reported, found = trial(rng, Path(folder))
            if found < reported:
                lost += 1
                worst = max(worst, reported - found)
    print(f"{trials} kills at random moments: {lost} trials lost steps (worst: {worst} steps); "
          f"every store opened and passed its integrity check")


if __name__ == "__main__":
    main()
