"""Which program this is: its version, and whether it runs from the source or from a one-folder bundle (with the
bundle's platform, build date and commit, which `arcade.bundle` writes beside the program). Settings and the error
log say it, so a report from a club's machine says what it ran. Standard library only."""

from __future__ import annotations

import json
import platform
import sys

from arcade import __version__
from arcade.paths import ROOT

#: Written into the bundle by `arcade.bundle` (the folder PyInstaller unpacks the program's files into).
BUILD_FILE = "build.json"


def frozen() -> bool:
    """True in the one-folder application (PyInstaller sets `sys.frozen`), False from the source."""
    return bool(getattr(sys, "frozen", False))


def build() -> dict[str, str]:
    """What the bundle says of its build (platform, date, commit); empty from the source or if it cannot be read."""
    try:
        data = json.loads((ROOT / BUILD_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return {str(k): str(v) for k, v in data.items()} if isinstance(data, dict) else {}


def facts() -> dict[str, str]:
    """What `describe` says, as values a catalog's sentence can hold: version, python, and for a bundle its
    platform, build date and commit ("?" where the bundle does not say)."""
    info = build() if frozen() else {}
    return {"version": __version__, "python": platform.python_version(),
            **{name: info.get(name) or "?" for name in ("platform", "built", "commit") if frozen()}}


def describe() -> str:
    """One line for the error log: "Club Arcade 0.1.0 · bundle linux-x86_64, built 2026-11-29 (4f3a2c1)", or
    "… · from source (Python 3.11.7)"."""
    f = facts()
    made = (f"bundle {f['platform']}, built {f['built']} ({f['commit']})" if frozen()
            else f"from source (Python {f['python']})")
    return f"Club Arcade {f['version']} · {made}"
