"""The computer players of every game, measured in the arena: prints tables, asserts nothing.

    .venv/bin/python bench/bots.py [--games N] [--jobs J] [--only GAME]

For each two-sided game: Normal against random play and Hard against Normal, seats rotated, with each level's win
rate and its 95 % interval, mean score and rank, and decision times (p50, p95, max) beside the reference measured
in the same run: one legal-move listing and one random move on the same game. For Apophis (co-operative): the team
win rate of all-random, all-Normal and all-Hard teams of three at the default countdown.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from arcade.arena import run, table  # noqa: E402
from arcade.bots.base import count_budget, seen_by  # noqa: E402
from arcade.bots.search import RandomBot  # noqa: E402
from arcade.registry import Registry  # noqa: E402

TWO_SIDED = {"interceptor": {}, "playmoflotte": {}, "asteroyds": {}, "fmp": {}}


def reference(game_id: str) -> str:
    """A random move's cost on the game's start position, in the same run (the floor under every decision)."""
    registry = Registry()
    registry.discover()
    game = registry.get(game_id)
    assert game is not None
    from arcade.arena import arena_setup

    rules = game.rules_object()
    state = rules.new(arena_setup(game, rules, ["A", "B"], {}), 1)
    seat = min(rules.to_act(state) - {-1})
    import random

    start = time.perf_counter()
    for i in range(20):
        RandomBot().choose(seen_by(rules, state, seat), count_budget(1), random.Random(i))  # type: ignore[var-annotated]
    return f"reference: a random move {1000 * (time.perf_counter() - start) / 20:.1f} ms"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--only", default="")
    parser.add_argument("--max-steps", type=int, default=1_500)
    args = parser.parse_args()
    for game_id in TWO_SIDED:
        if args.only and game_id != args.only:
            continue
        print(f"== {game_id}   ({reference(game_id)})")
        for pair in (["normal", "random"], ["hard", "normal"]):
            start = time.perf_counter()
            results = run(game_id, pair, args.games, 1, args.jobs, 0, {}, 1.0, 1.5, None, args.max_steps)
            print(f"-- {pair[0]} against {pair[1]} ({time.perf_counter() - start:.0f} s)")
            print("\n".join(table(results)))
    if not args.only or args.only == "apophis":
        print(f"== apophis   ({reference('apophis')})")
        for level in ("random", "normal", "hard"):
            results = run("apophis", [level], args.games, 1, args.jobs, 3, {}, 1.0, 1.5, None, args.max_steps)
            print(f"-- a team of three {level} players, default countdown (10 minutes, 1.5 s a move)")
            print("\n".join(table(results)))


if __name__ == "__main__":
    main()
