"""Where things live: the project's own folders and the per-user folder for settings, saves and logs."""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BOARDS = ROOT / "boards"
ASSETS = ROOT / "assets"


def user_dir() -> Path:
    """The per-user folder (`CLUB_ARCADE_HOME` overrides it, as the tests do)."""
    override = os.environ.get("CLUB_ARCADE_HOME")
    if override:
        return Path(override)
    if sys.platform == "win32":
        return Path(os.environ.get("APPDATA", Path.home())) / "ClubArcade"
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Application Support" / "Club Arcade"
    return Path(os.environ.get("XDG_CONFIG_HOME", Path.home() / ".config")) / "club-arcade"
