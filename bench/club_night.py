"""A club night in the kiosk, with the clock sped up: the attract demo plays game after game (and the club's table
between them) for HOURS of app time, headless; prints the program's memory along the way. Asserts nothing.

    .venv/bin/python bench/club_night.py [--hours H] [--step SECONDS]

The app runs its real loop, its clock moved by STEP seconds a frame (the computers think in the same process, as
the tests have them, so a night passes in minutes). The reference is the memory once every game has been shown
once (the first cycle): after it, a kiosk that keeps nothing should stay flat (target: within 20 MB).
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from arcade.app.settings import Settings, SettingsFile  # noqa: E402
from arcade.registry import Registry  # noqa: E402
from arcade.ui.table_scene import TableScene  # noqa: E402
from tests.harness import Harness  # noqa: E402


def resident_mb() -> float:
    """This process's resident memory now (Linux), in MB."""
    pages = int(Path("/proc/self/statm").read_text().split()[1])
    return pages * os.sysconf("SC_PAGE_SIZE") / 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hours", type=float, default=6.0)
    parser.add_argument("--step", type=float, default=0.5, help="app seconds a frame")
    args = parser.parse_args()
    home = Path(tempfile.mkdtemp())
    SettingsFile(home / "settings.yaml").save(Settings(language="en", kiosk_pin="2468", idle_minutes=1))
    registry = Registry()
    registry.discover()
    h = Harness.start(home, games=tuple(registry.games()), kiosk=True)
    games = {g.id for g in registry.games()}
    shown: set[str] = set()
    first_cycle: float | None = None
    end = h.time.t + args.hours * 3600
    report = h.time.t
    started = time.perf_counter()
    print(f"club night: {args.hours:g} h of app time, {args.step:g} s a frame; memory at the start "
          f"{resident_mb():.1f} MB")
    while h.time.t < end:
        h.time.t += args.step
        h.step(1)
        table = next((s for s in h.app.stack if isinstance(s, TableScene)), None)
        if table is not None:
            shown.add(table.record.game_id)
        if first_cycle is None and shown == games:
            gc.collect()
            first_cycle = resident_mb()
            print(f"  every game shown once after {(h.time.t - report) / 60:.0f} min: {first_cycle:.1f} MB "
                  "(the reference)")
        if h.time.t - report >= 3600:
            report = h.time.t
            gc.collect()
            now = resident_mb()
            growth = "" if first_cycle is None else f", {now - first_cycle:+.1f} MB since the first cycle"
            print(f"  after {(end - args.hours * 3600 - h.time.t) / -3600:.0f} h: {now:.1f} MB{growth}, "
                  f"{len(h.app.stack)} scenes, {time.perf_counter() - started:.0f} s of real time")
    gc.collect()
    final = resident_mb()
    growth = "" if first_cycle is None else f" ({final - first_cycle:+.1f} MB since the first cycle; target within 20)"
    print(f"at the end: {final:.1f} MB{growth}")
    h.close()


if __name__ == "__main__":
    main()
