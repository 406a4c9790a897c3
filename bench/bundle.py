"""The one-folder application, built and run as a club's machine would: prints figures beside the source install's,
measured in the same run; asserts nothing, but exits 1 when a check fails (a build takes a minute or two, so the test
suite runs the fast parts: tests/test_bundle.py).

    python3 bench/bundle.py [--folder dist/club-arcade-<version>-<platform>] [--runs N]

Without --folder it first builds (`python3 -m arcade.bootstrap bundle`, into a temporary folder). Every start of
the bundle has no Python on PATH, no network (a new network namespace: `unshare -rn`, where the machine allows it),
the dummy video and audio drivers and its own new per-user folder. The checks:
- each of the five games' tables from a seed (`--game … --seed … --screenshot`): exit 0 and a picture;
- a game of computers played to its end (`--play-out`), its saved game found in the per-user folder;
- both again with the bundle's folder made read-only.
The figures, each beside the source install's (`.venv/bin/python launcher.py`, the same flags): the size unpacked
(and the archive), the start to the launcher's first frame (a new process each time, its files in the system's
cache after the first), and the table's wait for a computer decision in the worker (the same game, seed and pace).
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import sqlite3
import stat
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from arcade import bundle, paths  # noqa: E402  (standard library only)
from arcade.bootstrap import ensure_env, lock_groups, locked_versions  # noqa: E402

GAMES = ("fmp", "interceptor", "playmoflotte", "apophis", "asteroyds")
#: The game played out (the shortest of the five at the table's fast pace).
PLAYED = "playmoflotte"
SEED = 4


def isolated() -> list[str]:
    """The command prefix that takes the network away (nothing when this machine does not allow it)."""
    unshare = shutil.which("unshare")
    if unshare and subprocess.run([unshare, "-rn", "true"], capture_output=True, check=False).returncode == 0:
        return [unshare, "-rn"]
    print("(unshare -rn is not allowed here: the runs keep the network)")
    return []


def environment(home: Path, no_python: bool) -> dict[str, str]:
    """A start's environment: `home` as the user's home (and Windows' APPDATA), the dummy drivers, and for the
    bundle a PATH without Python (Windows keeps only its own system folders)."""
    windows = {k: os.environ[k] for k in ("SYSTEMROOT", "WINDIR", "TEMP", "TMP") if k in os.environ}
    path = os.environ["PATH"]
    if no_python:
        path = os.pathsep.join([os.path.join(windows["SYSTEMROOT"], "System32")] if "SYSTEMROOT" in windows
                               else ["/nonexistent"])
    return {**windows, "HOME": str(home), "USERPROFILE": str(home), "APPDATA": str(home), "LANG": "C.UTF-8",
            "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PATH": path}


def run(command: list[str], home: Path, no_python: bool) -> tuple[float, subprocess.CompletedProcess[str]]:
    """Seconds and result of one start, with a fresh per-user folder (and for the bundle, no Python on PATH)."""
    env = environment(home, no_python)
    start = time.perf_counter()
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=900, check=False)
    return time.perf_counter() - start, done


def user_saves(home: Path) -> Path:
    """Where the program keeps its games for a user whose home is `home` (`arcade.paths.user_dir`)."""
    saved = dict(os.environ)
    os.environ.update(environment(home, no_python=False))
    for name in ("XDG_CONFIG_HOME", "CLUB_ARCADE_HOME"):
        os.environ.pop(name, None)
    try:
        return paths.user_dir() / "saves" / "club-arcade.sqlite3"
    finally:
        os.environ.clear()
        os.environ.update(saved)


def finished_games(home: Path) -> list[tuple[str, int]]:
    db = user_saves(home)
    if not db.exists():
        return []
    with sqlite3.connect(db) as con:
        return [(str(g), int(k)) for k, g in con.execute("SELECT id, game FROM games WHERE finished = 1")]


class Checks:
    def __init__(self) -> None:
        self.failed: list[str] = []

    def expect(self, ok: bool, what: str, detail: str = "") -> None:
        print(f"  {'ok  ' if ok else 'FAIL'} {what}" + ("" if ok or not detail else f": {detail.strip()[-400:]}"))
        if not ok:
            self.failed.append(what)


def check_bundle(program: Path, prefix: list[str], work: Path, checks: Checks, label: str) -> None:
    for game in GAMES:
        home = work / f"home-{label}-{game}"
        picture = work / f"{label}-{game}.png"
        _, done = run([*prefix, str(program), "--game", game, "--seed", str(SEED), "--size", "1280x720",
                       "--screenshot", str(picture)], home, no_python=True)
        checks.expect(done.returncode == 0 and picture.exists(), f"{label}: {game}'s table from seed {SEED}",
                      done.stderr)
    home = work / f"home-{label}-played"
    _, done = run([*prefix, str(program), "--game", PLAYED, "--seed", str(SEED), "--play-out"], home, no_python=True)
    kept = finished_games(home)
    checks.expect(done.returncode == 0 and kept == [(PLAYED, 1)],
                  f"{label}: a game of computers played out, kept in {user_saves(home)}", done.stdout + done.stderr)
    inside = [*program.parent.rglob("*.sqlite3"), *program.parent.rglob("errors.log")]
    checks.expect(not inside, f"{label}: nothing written inside the bundle", " ".join(map(str, inside)))


SIZES = """
import sys, sysconfig
from importlib import metadata
from pathlib import Path
names = sys.argv[1].split(",")
packages = sum((f.locate().stat().st_size for n in names for f in metadata.files(n) or () if f.locate().is_file()))
stdlib = sum(p.stat().st_size for p in Path(sysconfig.get_paths()["stdlib"]).rglob("*")
             if p.is_file() and "site-packages" not in p.parts and "__pycache__" not in p.parts)
print(packages, stdlib)
"""


def source_sizes(python: Path) -> tuple[int, int]:
    """Bytes of the runtime group's packages as installed in .venv, and of Python's standard library."""
    names = ",".join(locked_versions(lock_groups()["runtime"]))
    out = subprocess.run([str(python), "-c", SIZES, names], capture_output=True, text=True, check=True).stdout
    packages, stdlib = out.split()
    return int(packages), int(stdlib)


def writable(folder: Path, yes: bool) -> None:
    for path in [folder, *folder.rglob("*")]:
        if not path.is_symlink():
            mode = path.stat().st_mode
            path.chmod(mode | stat.S_IWUSR if yes else mode & ~(stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH))


def first_frames(command: list[str], work: Path, runs: int, no_python: bool) -> list[float]:
    """Seconds from the process's start to the launcher's first frame saved (and the process gone)."""
    times = []
    for i in range(runs):
        seconds, done = run([*command, "--screenshot", str(work / f"first-{i}.png"), "--size", "1600x900"],
                            work / f"home-first-{no_python}-{i}", no_python)
        if done.returncode == 0:
            times.append(seconds)
    return times


def decisions(command: list[str], home: Path, no_python: bool) -> str:
    _, done = run([*command, "--game", PLAYED, "--seed", str(SEED), "--play-out"], home, no_python)
    found = re.search(r"(\d+) computer decisions, median (\d+) ms, slowest (\d+) ms .*?: (\d+) ms", done.stdout)
    if not found:
        return "not measured: " + (done.stdout + done.stderr).strip()[-200:]
    n, median, slowest, first = found.groups()
    return f"{n} decisions, median {median} ms, slowest {slowest} ms, first (the worker starting) {first} ms"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--folder", type=Path, help="a bundle already built (default: build one now)")
    parser.add_argument("--runs", type=int, default=7, help="starts timed for the first frame (median)")
    args = parser.parse_args()
    source_python = ensure_env()  # (the source install to compare with: .venv, made from the lock if missing)
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        if args.folder is None:
            start = time.perf_counter()
            folder, packed = bundle.build(work / "dist")
            print(f"built in {time.perf_counter() - start:.0f} s (with its throw-away environment)")
        else:
            folder = args.folder.resolve()
            packed = next((p for p in folder.parent.glob(folder.name + ".*") if p.suffix in (".gz", ".zip")), folder)
        program = bundle.program_path(folder)
        prefix = isolated()
        checks = Checks()
        print(f"checks of {folder.name} (no Python on PATH, no network, dummy video):")
        check_bundle(program, prefix, work, checks, "bundle")
        writable(folder, False)
        try:
            check_bundle(program, prefix, work, checks, "read-only bundle")
        finally:
            writable(folder, True)

        runtime, python = source_sizes(source_python)
        project = sum(p.stat().st_size for d in ("arcade", "assets", "boards") for p in (ROOT / d).rglob("*")
                      if p.is_file() and "__pycache__" not in p.parts)
        print(f"size: bundle {bundle.size_of(folder) / 1e6:.0f} MB unpacked, archive {packed.stat().st_size / 1e6:.0f} "
              f"MB; source install: the runtime's packages {runtime / 1e6:.0f} MB + the project's files "
              f"{project / 1e6:.1f} MB + Python's standard library {python / 1e6:.0f} MB")
        source = [str(source_python), str(ROOT / "launcher.py")]
        bundled = [*prefix, str(program)]
        for _ in range(2):  # (the files into the system's cache, for both)
            first_frames(bundled, work, 1, True)
            first_frames(source, work, 1, False)
        b = first_frames(bundled, work, args.runs, True)
        s = first_frames(source, work, args.runs, False)
        if b and s:
            print(f"start to the launcher's first frame (median of {args.runs}): bundle {statistics.median(b):.2f} s, "
                  f"source {statistics.median(s):.2f} s: {statistics.median(b) / statistics.median(s):.2f}x")
        print(f"computer decisions at the table ({PLAYED}, seed {SEED}, Easy, fast pace):")
        print(f"  bundle (frozen worker): {decisions(bundled, work / 'home-decide-b', True)}")
        print(f"  source:                 {decisions(source, work / 'home-decide-s', False)}")
    if checks.failed:
        print(f"{len(checks.failed)} check(s) failed: " + "; ".join(checks.failed))
        return 1
    print("every check passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
