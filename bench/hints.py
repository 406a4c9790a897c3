"""How long a player waits for a Hard hint at the table, in every game: asked cold (nothing thought before), and
asked after the hint was thought ahead while the player looked at the board for a few seconds, as the table does
once a player has asked for one. The same worker process as the table's (one spawned process), positions along a
random game. Printed beside the reference of the same run: a worker round trip that thinks nothing.

    .venv/bin/python bench/hints.py [--positions N] [--look SECONDS]
"""

from __future__ import annotations

import argparse
import multiprocessing
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from arcade import i18n  # noqa: E402
from arcade.registry import Registry  # noqa: E402
from arcade.ui.hint import Hints  # noqa: E402
from tests.games.test_bots import moments  # noqa: E402


def nothing() -> int:
    return 0


def waited(hints: Hints, rules: object, state: object, seat: int, step: int, ahead: float) -> float:
    """Seconds from asking to the hint shown; `ahead`: seconds it was thought ahead first (0: asked cold)."""
    if ahead:
        hints.think_ahead(rules, state, seat, step, 7)  # type: ignore[arg-type]
        time.sleep(ahead)
        hints.poll(rules, state, seat, step)  # type: ignore[arg-type]
    start = time.perf_counter()
    hints.ask(rules, state, seat, step, 7)  # type: ignore[arg-type]
    while hints.poll(rules, state, seat, step) is None:  # type: ignore[arg-type]
        time.sleep(0.005)
    took = time.perf_counter() - start
    hints.drop()
    return took


def p95(values: list[float]) -> float:
    return sorted(values)[max(0, round(0.95 * len(values)) - 1)]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--positions", type=int, default=5)
    parser.add_argument("--look", type=float, default=3.0, help="seconds the player looks before asking")
    args = parser.parse_args()
    i18n.setup("en")
    registry = Registry()
    registry.discover()
    start = time.perf_counter()
    pool = ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn"))
    pool.submit(nothing).result()  # (the worker started, as at a table once a computer or a hint has thought)
    started = time.perf_counter() - start
    trips = []
    for _ in range(20):
        start = time.perf_counter()
        pool.submit(nothing).result()
        trips.append(time.perf_counter() - start)
    print(f"Hard hints, waited for at the table ({args.positions} positions a game, 1 worker process, "
          f"the player looks {args.look:.0f} s before asking a hint thought ahead)")
    print(f"  reference, a worker round trip thinking nothing: median {1000 * statistics.median(trips):.1f} ms; "
          f"the worker's start, once a session: {started:.2f} s")
    for game in sorted(registry.games(), key=lambda g: g.id):
        rules = game.rules_object()
        hints = Hints(game.id, lambda: pool)
        positions = moments(game, 3)[: args.positions]
        cold = [waited(hints, rules, state, seat, i, 0.0) for i, (state, seat) in enumerate(positions)]
        ahead = [waited(hints, rules, state, seat, 100 + i, args.look) for i, (state, seat) in enumerate(positions)]
        print(f"  {game.id:13} asked cold: p50 {statistics.median(cold):5.2f} s, p95 {p95(cold):5.2f} s   "
              f"thought ahead: p50 {statistics.median(ahead):5.2f} s, p95 {p95(ahead):5.2f} s (target <= 1 s)")
    pool.shutdown()


if __name__ == "__main__":
    main()
