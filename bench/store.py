"""Save-store benchmarks: prints figures, asserts nothing.

    .venv/bin/python bench/store.py

- recording one step (the step, the table clock and the game's status in one transaction) into a game that
  already holds 2,000 steps: median and p95, beside the same run's reference, the old autosave that rewrote
  the whole YAML record after every action, and a bare SQLite insert-and-commit;
- resuming a 2,000-step game: opening the database, loading the game and replaying every step through the rules
  (what the table does before its first frame), beside decoding the same steps alone.

Targets: <= 2 ms per step, <= 0.5 s to resume.
"""

from __future__ import annotations

import os
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from arcade.core.codec import PlainData  # noqa: E402
from arcade.core.protocol import SYSTEM  # noqa: E402
from arcade.core.record import GameRecord, Step  # noqa: E402
from arcade.games.apophis.rules import RULES, AddToSequence, TimeUp  # noqa: E402
from arcade.match.match import Match, replayed  # noqa: E402
from arcade.saves.files import atomic_write  # noqa: E402
from arcade.saves.store import DB_NAME, GameStore  # noqa: E402

SETUP = {"players": [{"name": f"P{i}", "side": s} for i, s in enumerate(("red", "blue", "amber", "green"))],
         "options": {"difficulty": "relaxed"}}
STEPS = 2000


def long_game(seed: int = 1) -> GameRecord:
    """2,000 recorded Apophis steps (random play that never launches, so the game lasts)."""
    state = RULES.new(SETUP, seed)
    chooser = random.Random(seed)
    record = GameRecord("apophis", RULES.version, SETUP, seed)
    while len(record.steps) < STEPS + 200:
        seat = SYSTEM if RULES.to_act(state) == {SYSTEM} else state.active
        legal = [a for a in RULES.legal_actions(state, seat) if not isinstance(a, TimeUp | AddToSequence)]
        action = chooser.choice(legal)
        RULES.apply(state, seat, action)
        record.steps.append(Step(seat, RULES.encode(action), round(len(record.steps) * 0.37, 3)))
    return record


class StoreKeeper:
    """What a match asks of the store, as the app answers it (without the app's notices to players)."""

    def __init__(self, store: GameStore) -> None:
        self.store = store

    def record_steps(self, record: GameRecord, first: int, steps: list[Step], status: dict[str, PlainData],
                     marks: dict[int, bool] | None = None) -> bool:
        assert record.key is not None
        self.store.record(record.key, first, steps, record.clock, status, record.finished, marks)
        return True

    def checkpoint(self, record: GameRecord, status: dict[str, PlainData] | None = None) -> None:
        assert record.key is not None
        self.store.checkpoint(record.key, record.clock, status)

    def save_setup(self, record: GameRecord) -> None:
        assert record.key is not None
        self.store.update_players(record.key, record.setup)


def percentiles(samples: list[float]) -> str:
    ordered = sorted(samples)
    return (f"median {statistics.median(ordered) * 1000:.3f} ms, "
            f"p95 {ordered[int(len(ordered) * 0.95)] * 1000:.3f} ms")


def main() -> None:
    record = long_game()
    folder = Path(tempfile.mkdtemp())
    print(f"Save store, {STEPS}-step Apophis game (4 players), {os.cpu_count()} cores")

    store = GameStore(folder / DB_NAME)
    key = store.create(GameRecord(record.game_id, record.rules_version, record.setup, record.seed,
                                  record.steps[:STEPS]))
    extra = record.steps[STEPS:]
    samples = []
    for i, step in enumerate(extra):
        t0 = time.perf_counter()
        store.record(key, STEPS + i, [step], step.clock, {"turn": 700 + i, "time_left": 600.0})
        samples.append(time.perf_counter() - t0)
    print(f"  record one step at {STEPS}+ steps:       {percentiles(samples)}")

    key = store.create(GameRecord(record.game_id, record.rules_version, record.setup, record.seed,
                                  record.steps[:STEPS]))
    match: Match[Any] = Match(RULES, store.load(key), StoreKeeper(store))
    match.replay()
    samples = []
    for step in extra:
        assert step.seat is not None
        action = RULES.decode(step.action)
        t0 = time.perf_counter()
        match.send(step.seat, action, step.clock)  # (checked, applied, recorded, as at a table)
        match.keep({"turn": len(match.record.steps)}, step.clock)
        samples.append(time.perf_counter() - t0)
    print(f"  a step sent through a match and kept:  {percentiles(samples)}")

    yaml_path = folder / "autosave.yaml"
    old = GameRecord(record.game_id, record.rules_version, record.setup, record.seed, record.steps[:STEPS])
    samples = []
    for step in extra[:30]:
        old.steps.append(step)
        t0 = time.perf_counter()
        atomic_write(yaml_path, old.to_text())
        samples.append(time.perf_counter() - t0)
    print(f"  reference, YAML autosave rewrite:      {percentiles(samples)}")

    for sync in ("NORMAL", "FULL"):
        raw = sqlite3.connect(folder / f"raw-{sync}.sqlite3", isolation_level=None)
        raw.execute("PRAGMA journal_mode = WAL")
        raw.execute(f"PRAGMA synchronous = {sync}")
        raw.execute("CREATE TABLE t (n INTEGER PRIMARY KEY, v TEXT)")
        samples = []
        for i in range(200):
            t0 = time.perf_counter()
            raw.execute("BEGIN")
            raw.execute("INSERT INTO t VALUES (?, ?)", (i, '{"type":"draw"}'))
            raw.execute("COMMIT")
            samples.append(time.perf_counter() - t0)
        raw.close()
        print(f"  reference, bare insert+commit, {sync:6s}  {percentiles(samples)}")
    store.close()

    samples, decode_only = [], []
    for _ in range(7):
        t0 = time.perf_counter()
        again = GameStore(folder / DB_NAME)
        loaded = again.load(key)
        state = replayed(RULES, loaded).state
        samples.append(time.perf_counter() - t0)
        again.close()
        t0 = time.perf_counter()
        for s in loaded.steps:
            RULES.decode(s.action)
        decode_only.append(time.perf_counter() - t0)
    assert RULES.to_act(state)
    print(f"  resume {len(loaded.steps)} steps (open, load, replay): median "
          f"{statistics.median(samples) * 1000:.1f} ms, worst {max(samples) * 1000:.1f} ms")
    print(f"  reference, decoding the steps alone:   median {statistics.median(decode_only) * 1000:.1f} ms")


if __name__ == "__main__":
    main()
