"""Command-line flags of `launcher.py` and the program's start."""

from __future__ import annotations

import argparse
import gc
import os
import statistics
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from arcade.app.preflight import display_problem, pygame_problem

if TYPE_CHECKING:
    from arcade.app.program import App
    from arcade.ui.scenes import Scene


def parse_size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must look like 1920x1080, not {text!r}") from None
    if w < 320 or h < 240:
        raise argparse.ArgumentTypeError("size must be at least 320x240")
    return w, h


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="launcher.py", description="Club Arcade: board games for one shared computer.")
    screen = p.add_mutually_exclusive_group()
    screen.add_argument("--fullscreen", action="store_true", help="start in full screen")
    screen.add_argument("--windowed", action="store_true", help="start in a window")
    p.add_argument("--kiosk", action="store_true", help="club-night mode: full screen, quitting needs the PIN")
    p.add_argument("--game", metavar="ID", help="open this game's setup directly")
    p.add_argument("--lang", choices=("fr", "en"), help="language (default: settings, then the system's)")
    p.add_argument("--seed", type=int, metavar="N", help="seed for new games (reproducible play)")
    p.add_argument("--size", type=parse_size, default=None, metavar="WxH",
                   help="window size (default 1600x900; a smaller screen is used whole)")
    p.add_argument("--screenshot", type=Path, metavar="FILE",
                   help="render the first frame (with --game: that game's table) to a PNG and exit")
    p.add_argument("--play-out", action="store_true",
                   help="with --game: computers (Easy) in every seat play a game to its end at the table, fast; it "
                        "is kept with the finished games, then the program exits (a check that this machine runs "
                        "the suite)")
    return p


def run(argv: list[str] | None = None) -> int:
    # Loading the program makes some hundred thousand objects and frees almost none: the garbage collector would
    # walk them again and again for nothing. It waits until the first frame is on screen (`app_loop.run`), or the
    # way out before one.
    gc.disable()
    try:
        return _start(argv)
    finally:
        gc.enable()


def _start(argv: list[str] | None) -> int:
    cli = parser()
    args = cli.parse_args(argv)
    if args.play_out and (not args.game or args.screenshot):
        cli.error("--play-out needs --game ID (and no --screenshot)")
    problem = pygame_problem()
    if problem:
        print(problem, file=sys.stderr)
        return 3
    requested = os.environ.get("SDL_VIDEODRIVER")
    if args.screenshot and "DISPLAY" not in os.environ and "WAYLAND_DISPLAY" not in os.environ:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    if args.screenshot:
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

    from arcade.app.program import App, AppOptions
    from arcade.app.start import open_start_scene

    fullscreen = True if args.fullscreen else False if args.windowed or args.screenshot or args.play_out else None
    size = args.size or ((1920, 1080) if args.screenshot else (1600, 900))
    import pygame

    try:
        app = App(AppOptions(fullscreen=fullscreen, kiosk=args.kiosk and not args.screenshot, game=args.game,
                             lang=args.lang, seed=args.seed, size=size,
                             fit_screen=args.size is None and not args.screenshot,
                             keep_games=not args.screenshot, single=not args.screenshot,
                             play_out=args.play_out))
    except pygame.error as exc:  # no video device at all
        print(display_problem("none", requested) or str(exc), file=sys.stderr)
        return 4
    if not args.screenshot:
        driver = pygame.display.get_driver()
        problem = display_problem(driver, requested)
        if problem:
            print(problem, file=sys.stderr)
            pygame.quit()
            return 4
        print(f"Club Arcade: window opened with the {driver} video driver")
    open_start_scene(app, args.game, table=bool(args.screenshot or args.play_out),
                     computers="easy" if args.play_out else None)
    if args.screenshot:
        app.render_first_frame(args.screenshot)
        print(f"wrote {args.screenshot} ({size[0]}x{size[1]})")
        for problem in app.errors_seen:  # (the picture shows what the players were told)
            print(f"Club Arcade: {problem}", file=sys.stderr)
        return 1 if app.errors_seen else 0
    table = app.stack[-1]
    code = app.run()
    return played_out(app, args.game, table) if args.play_out else code


def played_out(app: App, game_id: str, table: Scene | None) -> int:
    """After --play-out: say where the table's game is kept once played to its end (1: it did not end), and how
    long the table waited for its computers' decisions (a machine's check)."""
    from arcade.ui.scenes import GameScene
    from arcade.ui.table_core import TableCore

    if isinstance(table, TableCore) and table.computers.waits:
        waits = sorted(table.computers.waits)
        print(f"Club Arcade: {len(waits)} computer decisions, median {1000 * statistics.median(waits):.0f} ms, "
              f"slowest {1000 * waits[-1]:.0f} ms (the first with the worker's start: "
              f"{1000 * table.computers.waits[0]:.0f} ms)")
    key = table.record.key if isinstance(table, GameScene) else None
    games = [g for g in app.store.games(finished=True, limit=5) if key is not None and g.key == key]
    if not games or app.store.path is None:
        print(f"Club Arcade: the game of {game_id} did not come to its end here", file=sys.stderr)
        return 1
    game = games[0]
    print(f"Club Arcade: a game of {game_id} played to its end in {game.steps} steps, kept as game {game.key} "
          f"in {app.store.path}")
    return 0
