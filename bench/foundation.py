"""Foundation benchmarks: prints figures, asserts nothing.

    .venv/bin/python bench/foundation.py [--quick]

- first frame: the launcher's (process start to first frame on screen) beside a bare pygame window's, each in a
  fresh process, median of several runs — as the club's machine starts it every evening (its saves database made
  on the first start, kept since), and the very first start on its own (the database created);
- (the board view's figures are printed by bench/board.py);
- the CPU the launcher spends after its first frame settling (pictures, sounds), then its idle share over 10 s;
- YAML board load time for boards/fmp.yaml.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def child_first_frame(kind: str) -> None:
    """Runs in a fresh process: print seconds from process start to the first frame flipped."""
    start = float(os.environ["BENCH_T0"])
    if kind == "bare":
        import pygame

        pygame.init()
        screen = pygame.display.set_mode((1600, 900))
        screen.fill((18, 22, 32))
        pygame.display.flip()
    else:
        import gc

        gc.disable()  # as the program's start does (`arcade.app.cli.run`), until its first frame
        from arcade.app.program import App, AppOptions
        from arcade.app.start import open_start_scene

        home = os.environ.get("BENCH_HOME") or tempfile.mkdtemp()
        app = App(AppOptions(fullscreen=False, size=(1600, 900), home=Path(home)))
        open_start_scene(app, None)
        app.frame([], 1 / 60)
    print(time.time() - start)


def child_idle(seconds: float) -> None:
    """Runs the real launcher loop and prints, after its first frame, the CPU seconds of its first SETTLE seconds
    (the cards' pictures, the sound cues: what the first frame did not wait for), then its CPU share over the next
    `seconds`, idle."""
    import threading

    import pygame

    from arcade.app.program import App, AppOptions
    from arcade.app.start import open_start_scene

    app = App(AppOptions(fullscreen=False, size=(1600, 900), home=Path(tempfile.mkdtemp())))
    open_start_scene(app, None)
    app.frame([], 1 / 60)
    marks: list[tuple[float, float]] = []

    def mark() -> None:  # (a sleeping thread: it reads the process's clocks and costs nothing)
        marks.append((time.monotonic(), time.process_time()))
        time.sleep(SETTLE)
        marks.append((time.monotonic(), time.process_time()))

    pygame.time.set_timer(pygame.QUIT, int((SETTLE + seconds) * 1000), loops=1)
    threading.Thread(target=mark, daemon=True).start()
    app.run()
    end = (time.monotonic(), time.process_time())
    (_, c0), (t1, c1) = marks
    print(c1 - c0, (end[1] - c1) / (end[0] - t1))


#: How long the launcher is given after its first frame to read its boards, draw its pictures and make its sounds.
SETTLE = 3.0


#: The children start as an installed program does after its first run: with compiled bytecode to read (where the
#: environment turns bytecode off, as this sandbox's does, every start would compile each module again).
BYTECODE = {"PYTHONPYCACHEPREFIX": str(Path(tempfile.gettempdir()) / "club-arcade-bench-pycache")}


def spawn(*args: str, home: str = "") -> float:
    return spawn_pair(*args, home=home)[0]


def spawn_pair(*args: str, home: str = "") -> list[float]:
    """The figures a child prints on its last line."""
    env = dict(os.environ, BENCH_T0=repr(time.time()), BENCH_HOME=home, **BYTECODE)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    out = subprocess.run([sys.executable, __file__, *args], capture_output=True, text=True, env=env, check=True)
    return [float(x) for x in out.stdout.strip().splitlines()[-1].split()]


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def main(argv: list[str]) -> None:
    if argv[:1] == ["--child"]:
        child_first_frame(argv[1])
        return
    if argv[:1] == ["--idle"]:
        child_idle(float(argv[1]))
        return
    quick = "--quick" in argv
    runs = 2 if quick else 5
    print("Club Arcade foundation benchmark")
    print(f"  python {sys.version.split()[0]}, {os.cpu_count()} cores, video driver {os.environ['SDL_VIDEODRIVER']}")

    print(f"First frame (process start to first frame, median of {runs}, after a run that compiles the bytecode):")
    home = tempfile.mkdtemp()
    spawn("--child", "launcher", home=home)  # the first start: bytecode compiled, saves database made
    times: dict[str, list[float]] = {"bare": [], "launcher": [], "first": []}
    for _ in range(runs):  # (taken in turn, so that a busy moment of the machine weighs on all three alike)
        times["bare"].append(spawn("--child", "bare"))
        times["launcher"].append(spawn("--child", "launcher", home=home))
        times["first"].append(spawn("--child", "launcher"))  # a new home each time
    bare, launcher, first = (statistics.median(times[k]) for k in ("bare", "launcher", "first"))
    print(f"  bare pygame window  {bare * 1000:7.1f} ms")
    print(f"  launcher            {launcher * 1000:7.1f} ms   ({launcher / bare:.2f}x the bare window; target <= 2.5x)")
    print(f"  very first start    {first * 1000:7.1f} ms   ({first / bare:.2f}x: the saves database created)")

    seconds = 2.0 if quick else 10.0
    settling, share = spawn_pair("--idle", str(seconds))
    print(f"After the first frame: {settling * 1000:.0f} ms of CPU in its first {SETTLE:.0f} s (the cards' pictures, "
          f"the sound cues)")
    print(f"Idle launcher over the next {seconds:.0f} s: {share * 100:.2f} % of one core (target <= 3 %)")

    from arcade.core.board import parse_board

    text = (ROOT / "boards" / "fmp.yaml").read_text(encoding="utf-8")
    loads = []
    for _ in range(5 if quick else 30):
        t = time.perf_counter()
        parse_board(text, "boards/fmp.yaml")
        loads.append((time.perf_counter() - t) * 1000)
    print(f"YAML board load (parse + validate boards/fmp.yaml): median {statistics.median(loads):.2f} ms, "
          f"p95 {percentile(loads, 95):.2f} ms")


if __name__ == "__main__":
    main(sys.argv[1:])
