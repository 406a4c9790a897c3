"""A table's frames while a computer seat thinks, beside the same table's frames at rest: prints, asserts nothing.

    .venv/bin/python bench/bots_table.py [--seconds S]

Interceptor at 1920x1080 with two Hard computers thinking in the real worker process (spawned, as at the table),
against the same table with two people, nobody acting. Each figure is the time of whole frames of the app's own
loop (`App.frame`, every frame redrawn), median and p95; the target is at most twice the resting frame.
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

from arcade.app.program import App, AppOptions  # noqa: E402
from arcade.app.start import open_start_scene
from arcade.arena import arena_setup  # noqa: E402
from arcade.ui.table_scene import TableScene  # noqa: E402


def frames(seconds: float, computers: bool) -> tuple[list[float], int]:
    """Frame times over `seconds`, and how many of them were drawn while a computer was thinking."""
    with tempfile.TemporaryDirectory() as home:
        app = App(AppOptions(fullscreen=False, size=(1920, 1080), home=Path(home), keep_games=False, seed=3))
        open_start_scene(app, None)
        game = app.registry.get("interceptor")
        assert game is not None
        setup = arena_setup(game, game.rules_object(), ["Ada", "Bob"], {})
        if computers:
            for player in setup["players"]:
                player["computer"] = "hard"
        app.start_game(game, setup)
        for scene in list(app.stack):  # people: past the hand-over, to the table itself
            if not isinstance(scene, TableScene) and scene is not app.stack[0]:
                complete = getattr(scene, "complete", None)
                if complete is not None:
                    complete()
        times: list[float] = []
        thinking = 0
        end = time.perf_counter() + seconds
        while time.perf_counter() < end:
            app.request_redraw()
            start = time.perf_counter()
            app.frame(pygame.event.get(), 1 / 60)
            times.append(time.perf_counter() - start)
            table = next((s for s in app.stack if isinstance(s, TableScene)), None)
            thinking += table is not None and table.computers.thinking is not None
            time.sleep(max(0.0, 1 / 60 - times[-1]))
        app.close_all()
        pool = app._pool
        if pool is not None:
            pool.shutdown(wait=True, cancel_futures=True)
        pygame.quit()
        return times, thinking


def show(label: str, times: list[float]) -> float:
    ms = sorted(t * 1000 for t in times)
    p95 = ms[int(0.95 * len(ms))]
    print(f"{label:44s} {len(ms):6d} frames  median {statistics.median(ms):6.2f} ms  p95 {p95:6.2f} ms")
    return statistics.median(ms)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=8.0)
    seconds = parser.parse_args().seconds
    rest, _ = frames(seconds, computers=False)
    busy, thinking = frames(seconds, computers=True)
    base = show("reference: the table at rest (two people)", rest)
    worked = show(f"two Hard computers playing ({thinking} frames thinking)", busy)
    print(f"ratio of medians: {worked / base:.2f} (target: at most 2)")


if __name__ == "__main__":
    main()
