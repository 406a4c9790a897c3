"""The one-folder application, for a club's machine without Python or network.

`python3 -m arcade.bootstrap bundle` builds, for the machine it runs on, `dist/club-arcade-<version>-<platform>/`:
the program with its boards, assets, catalogs, lessons and rules texts (nothing is downloaded when it runs), the
Linux double-click and kiosk start-up files, and beside the folder an archive of it (`.tar.gz` on Linux, `.zip`
elsewhere) with its SHA-256. PyInstaller, at the lock's `[bundle]` pins and hashes, is installed with the runtime
in a throw-away environment, as `lock` installs its tool; its recipe is `bundle.spec` beside this file. The
program keeps nothing in its own folder (saves, settings and the error log go to the per-user folder), so the
folder may be read-only. Standard library only: it runs before any environment exists.
"""

from __future__ import annotations

import argparse
import datetime
import hashlib
import json
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import tempfile
import venv
from pathlib import Path

from arcade import __version__
from arcade.about import BUILD_FILE
from arcade.bootstrap import ROOT, lock_groups, venv_python

SPEC = Path(__file__).with_name("bundle.spec")
DIST = ROOT / "dist"
#: The program's file in the folder (`.exe` added on Windows).
PROGRAM = "club-arcade"
#: Written in the folder on Linux: run it once on a kiosk machine to start Club Arcade in kiosk mode at login.
KIOSK_SCRIPT = "kiosk-autostart.sh"


def platform_tag() -> str:
    """The machine the bundle is for, as in its name: linux-x86_64, windows-amd64, macos-arm64…"""
    system = {"win32": "windows", "darwin": "macos"}.get(sys.platform, sys.platform.rstrip("0123456789"))
    return f"{system}-{platform.machine().lower() or 'unknown'}"


def folder_name(tag: str | None = None) -> str:
    return f"{PROGRAM}-{__version__}-{tag or platform_tag()}"


def program_path(folder: Path) -> Path:
    """The program to start in a built folder (inside the `.app` on macOS)."""
    if sys.platform == "darwin":
        return folder / "Club Arcade.app" / "Contents" / "MacOS" / PROGRAM
    return folder / (PROGRAM + (".exe" if os.name == "nt" else ""))


def build_env(folder: Path) -> Path:
    """A throw-away environment in `folder` with the runtime and PyInstaller at the lock's pins and hashes."""
    venv.EnvBuilder(with_pip=True).create(folder)
    python = venv_python(folder)
    groups = lock_groups()
    requirements = folder / "requirements.txt"
    requirements.write_text(groups["runtime"] + groups["bundle"], encoding="utf-8")
    subprocess.check_call([str(python), "-m", "pip", "install", "-q", "--disable-pip-version-check",
                           "--require-hashes", "--no-deps", "-r", str(requirements)])
    return python


def commit() -> str:
    """The source's commit (short; "-dirty" when files differ from it), or "" outside a git checkout."""
    try:
        out = subprocess.run(["git", "describe", "--always", "--dirty", "--abbrev=7"], cwd=ROOT,
                             capture_output=True, text=True, timeout=10, check=False)
    except OSError:
        return ""
    return out.stdout.strip() if out.returncode == 0 else ""


def build_info(tag: str) -> dict[str, str]:
    """What the bundle says of itself (Settings and the error log show it: `arcade.about`)."""
    return {"version": __version__, "platform": tag, "built": datetime.date.today().isoformat(), "commit": commit()}


def desktop_entry(kiosk: bool) -> str:
    """A Linux desktop file that starts the program beside it (`%k`: the desktop file's own path)."""
    name, flag = ("Club Arcade (kiosk)", " --kiosk") if kiosk else ("Club Arcade", "")
    return ("[Desktop Entry]\nType=Application\nVersion=1.0\n"
            f"Name={name}\nComment=Board games for everyone around one computer\n"
            "Comment[fr]=Des jeux de plateau pour tous autour d'un seul ordinateur\n"
            f"Exec=sh -c 'exec \"$(dirname \"%k\")/{PROGRAM}\"{flag}'\n"
            "Icon=applications-games\nTerminal=false\nCategories=Game;BoardGame;\n")


def kiosk_script() -> str:
    """Writes the autostart entry that opens the kiosk at login, with this folder's absolute path (an autostart
    file's `%k` is its own place in ~/.config/autostart, not the bundle's)."""
    return ("#!/bin/sh\n"
            "# Start Club Arcade in kiosk mode at every login of this user: run this once from the bundle's folder.\n"
            "# To stop it: delete ~/.config/autostart/club-arcade-kiosk.desktop\n"
            "set -e\n"
            "here=$(cd \"$(dirname \"$0\")\" && pwd)\n"
            "autostart=\"${XDG_CONFIG_HOME:-$HOME/.config}/autostart\"\n"
            "mkdir -p \"$autostart\"\n"
            "cat > \"$autostart/club-arcade-kiosk.desktop\" <<EOF\n"
            "[Desktop Entry]\nType=Application\nName=Club Arcade (kiosk)\n"
            f"Exec=\"$here/{PROGRAM}\" --kiosk\n"
            "X-GNOME-Autostart-enabled=true\nTerminal=false\nEOF\n"
            "echo \"Club Arcade will start in kiosk mode at the next login ($autostart/club-arcade-kiosk.desktop)\"\n")


def add_start_files(folder: Path) -> None:
    """Linux: the double-click desktop file, the kiosk's one, and the autostart recipe."""
    if not sys.platform.startswith("linux"):
        return
    (folder / "club-arcade.desktop").write_text(desktop_entry(kiosk=False), encoding="utf-8")
    (folder / "club-arcade-kiosk.desktop").write_text(desktop_entry(kiosk=True), encoding="utf-8")
    script = folder / KIOSK_SCRIPT
    script.write_text(kiosk_script(), encoding="utf-8")
    for path in (script, folder / "club-arcade.desktop", folder / "club-arcade-kiosk.desktop"):
        path.chmod(0o755)


def archive(folder: Path) -> Path:
    """The folder packed beside it: `.tar.gz` on Linux (the program keeps its execute bit), `.zip` elsewhere."""
    if sys.platform.startswith("linux"):
        path = folder.with_name(folder.name + ".tar.gz")
        with tarfile.open(path, "w:gz") as tar:
            tar.add(folder, arcname=folder.name)
        return path
    return Path(shutil.make_archive(str(folder), "zip", folder.parent, folder.name))


def sha256_of(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for chunk in iter(lambda: handle.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


def size_of(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def build(dist: Path = DIST, python: Path | None = None) -> tuple[Path, Path]:
    """Build the folder and its archive (with its checksum beside it) in `dist`; `python`: an interpreter that
    already has the runtime and PyInstaller (else a throw-away environment is made). Returns both paths."""
    tag = platform_tag()
    name = folder_name(tag)
    dist.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        if python is None:
            print("Club Arcade: installing PyInstaller and the runtime in a throw-away environment...", flush=True)
            python = build_env(work / "env")
        info = work / BUILD_FILE
        info.write_text(json.dumps(build_info(tag), indent=1) + "\n", encoding="utf-8")
        env = {**os.environ, "PYTHONPATH": str(ROOT), "CLUB_ARCADE_ROOT": str(ROOT),
               "CLUB_ARCADE_BUILD_INFO": str(info), "CLUB_ARCADE_FOLDER": name, "CLUB_ARCADE_PROGRAM": PROGRAM}
        print(f"Club Arcade: building {name} with PyInstaller...", flush=True)
        subprocess.check_call([str(python), "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
                               "--distpath", str(work / "dist"), "--workpath", str(work / "build"), str(SPEC)],
                              env=env, cwd=work)
        folder = dist / name
        if folder.exists():
            shutil.rmtree(folder)
        shutil.move(str(work / "dist" / name), folder)
        if sys.platform == "darwin":  # (what Finder starts by double-click, in the folder with the rest)
            shutil.move(str(work / "dist" / "Club Arcade.app"), folder / "Club Arcade.app")
    add_start_files(folder)
    packed = archive(folder)
    packed.with_name(packed.name + ".sha256").write_text(f"{sha256_of(packed)}  {packed.name}\n", encoding="utf-8")
    return folder, packed


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m arcade.bootstrap bundle",
                                     description="Build the one-folder application for this machine.")
    parser.add_argument("--dist", type=Path, default=DIST, help=f"where to put it (default: {DIST})")
    args = parser.parse_args(argv)
    folder, packed = build(args.dist)
    print(f"Built {folder} ({size_of(folder) / 1e6:.0f} MB), start it with {program_path(folder).name}")
    print(f"Archive {packed} ({packed.stat().st_size / 1e6:.0f} MB), SHA-256 {sha256_of(packed)}")
    return 0
