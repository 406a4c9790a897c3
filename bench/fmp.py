"""Full Metal Planète engine figures: the reachable-set query and whole random games (targets 2 ms and 2 s).

    .venv/bin/python bench/fmp.py
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from arcade.boards import load_board  # noqa: E402
from arcade.games.fmp.rules import FmpGame, Phase, Planet  # noqa: E402
from arcade.games.fmp.rules.model import BOARD  # noqa: E402
from arcade.games.fmp.rules.pieces import Kind  # noqa: E402
from arcade.games.fmp.rules.random_player import RandomPlayer  # noqa: E402

PLANET = Planet.from_board(load_board("fmp"))
NAMES = ["Ann", "Bob", "Cy", "Dee"]


def random_game(seed: int, stop_turn: int | None = None) -> tuple[FmpGame, int]:
    game = FmpGame(PLANET, NAMES, seed)
    bot = RandomPlayer(random.Random(seed))
    actions = 0
    while not game.over and (stop_turn is None or game.turn < stop_turn or game.phase != Phase.PLAY):
        game.apply(bot.choose(game))
        actions += 1
    return game, actions


def main() -> None:
    game, _ = random_game(4, stop_turn=12)
    on_board = sum(1 for p in game.pieces if p.where == BOARD)
    tanks = [p for p in game.pieces if p.kind is Kind.TANK and p.where == BOARD and game.owner(p) == game.active
             and game.reachable(p.id, 25).cost]
    tank = max(tanks, key=lambda p: len(game.reachable(p.id, 25).cost))
    runs = []
    for _ in range(300):
        t0 = time.perf_counter()
        reach = game.reachable(tank.id, 25)
        runs.append((time.perf_counter() - t0) * 1000)
    runs.sort()
    print(f"reachable, tank with 25 points, turn {game.turn}, {on_board} pieces on the planet, "
          f"{len(reach.cost)} hexes reached: median {statistics.median(runs):.3f} ms, "
          f"p95 {runs[int(len(runs) * 0.95)]:.3f} ms (target 2 ms)")
    times = []
    for seed in range(1, 6):
        t0 = time.perf_counter()
        game, actions = random_game(seed)
        times.append(time.perf_counter() - t0)
        print(f"random 4-player game, seed {seed}: {actions} actions, {time.perf_counter() - t0:.2f} s, "
              f"scores {game.scores()}")
    print(f"whole random game: median {statistics.median(times):.2f} s, worst {max(times):.2f} s (target 2 s)")


if __name__ == "__main__":
    main()
