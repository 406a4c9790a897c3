"""The table's review of a whole game, as a player opens it: how long until its verdicts show, and the window's
frames while it thinks beside the same screen's frames once it has thought (the reference, same run). Prints,
asserts nothing.

    .venv/bin/python bench/review_table.py [--game asteroyds] [--seed 9]

A game of Normal computers (four seats where the game has them, every seat reviewed), its review thought aside as
at the table (`review_scene.Aside`: judging processes fed by a thread of the app's), at 1920x1080. Each frame is a
whole frame of the app's own loop (`App.frame`, redrawn every time); the target is at most twice the resting frame.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402
from timing import figures  # noqa: E402  (bench/timing.py)

from arcade.app.program import App, AppOptions  # noqa: E402
from arcade.app.start import open_start_scene  # noqa: E402
from arcade.arena import play  # noqa: E402
from arcade.core.record import GameRecord  # noqa: E402
from arcade.ui.review_scene import ReviewScene, judging_processes  # noqa: E402

#: Seats of each game's whole game reviewed (as `bench/review.py`).
SEATS = {"fmp": 4, "interceptor": 2, "asteroyds": 4, "playmoflotte": 2, "apophis": 3}


def frame(app: App, times: list[float]) -> None:
    app.request_redraw()
    start = time.perf_counter()
    app.frame(pygame.event.get(), 1 / 60)
    times.append(time.perf_counter() - start)
    time.sleep(max(0.0, 1 / 60 - times[-1]))


def show(label: str, times: list[float]) -> float:
    ms = [t * 1000 for t in times]
    print(f"  {label:40s} {len(ms):6d} frames  {figures(ms, 2)}")
    return statistics.median(ms)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--game", default="asteroyds", choices=sorted(SEATS))
    parser.add_argument("--seed", type=int, default=9)
    args = parser.parse_args()
    seats = SEATS[args.game]
    record = GameRecord.from_text(play(args.game, ("normal",) * seats, args.seed, {}, 60.0, 0.0,
                                       max_steps=5_000).record)
    for player in record.setup["players"]:  # (every seat a person's: all of them reviewed)
        player.pop("computer", None)
    with tempfile.TemporaryDirectory() as home:
        app = App(AppOptions(fullscreen=False, size=(1920, 1080), home=Path(home), keep_games=False, seed=3))
        open_start_scene(app, None)
        game = app.registry.get(args.game)
        assert game is not None
        names = [f"Player {seat + 1}" for seat in range(seats)]
        scene = ReviewScene(app, game, record, names, ["red", "blue", "green", "yellow"][:seats])
        start = time.perf_counter()
        app.push(scene)
        thinking: list[float] = []
        while scene.job is not None:
            frame(app, thinking)
        took = time.perf_counter() - start
        resting: list[float] = []
        end = time.perf_counter() + 5.0
        while time.perf_counter() < end:
            frame(app, resting)
        app.close_all()
        pygame.quit()
    print(f"{args.game}, {len(record.steps)} steps, {seats} seats reviewed, {judging_processes()} judging processes: "
          f"verdicts shown after {took:.1f} s{' (the review failed)' if scene.failed else ''}")
    base = show("reference: the review, thought", resting)
    busy = show("while it thinks", thinking)
    print(f"  ratio of medians: {busy / base:.2f} (target: at most 2)")


if __name__ == "__main__":
    main()
