"""How long a finished game's review takes, for a whole game of each game (a four-player Full Metal Planète among
them), every seat a person's to review, on this machine: beside the time to replay the same record in the same run,
judged in one process (as the table's review does) and by one judging process a core (`python -m arcade.review`).

    .venv/bin/python bench/review.py [--seed N] [--only GAME]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from arcade.arena import play  # noqa: E402
from arcade.core.record import GameRecord  # noqa: E402
from arcade.match.match import replayed  # noqa: E402
from arcade.registry import Registry  # noqa: E402
from arcade.review import judges, marked, review  # noqa: E402

#: The games reviewed: (game, seats of Normal computers that played it, target seconds of the review).
GAMES = (("fmp", 4, 90.0), ("interceptor", 2, 30.0), ("asteroyds", 4, 30.0), ("playmoflotte", 2, 30.0),
         ("apophis", 3, 30.0))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, default=9)
    parser.add_argument("--only", help="one game's id")
    args = parser.parse_args()
    registry = Registry()
    registry.discover()
    print("A finished game of Normal computers reviewed, every seat judged by its game's judge, beside replaying it")
    for game_id, seats, target in GAMES:
        if args.only and game_id != args.only:
            continue
        game = registry.get(game_id)
        assert game is not None
        rules = game.rules_object()
        result = play(game_id, ("normal",) * seats, args.seed, {}, 60.0, 0.0, max_steps=5_000)
        record = GameRecord.from_text(result.record)
        start = time.perf_counter()
        replayed(rules, record)
        replay = time.perf_counter() - start
        start = time.perf_counter()
        verdicts = review(rules, record, words=game.words_function())
        took = time.perf_counter() - start
        start = time.perf_counter()
        side_by_side = review(rules, record, words=game.words_function(), jobs=judges())
        shared = time.perf_counter() - start
        same = "the same verdicts" if side_by_side == verdicts else "DIFFERENT verdicts"
        print(f"  {game_id:13} {len(record.steps):5} steps: review {took:6.1f} s (target <= {target:.0f} s), "
              f"{judges()} judges {shared:6.1f} s ({same}), replay {1000 * replay:7.1f} ms; "
              f"{len(verdicts)} decisions judged otherwise, {len(marked(verdicts, game_id))} marked")


if __name__ == "__main__":
    main()
