#!/usr/bin/env python3
"""Club Arcade launcher: double-click this file, or run `python3 launcher.py --help` for the flags.

The first start creates the project's environment (.venv) and installs what it needs; later starts are instant.
The one-folder application (`python3 -m arcade.bootstrap bundle`) starts here too, with everything already inside.
"""

import multiprocessing
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from arcade import bootstrap  # noqa: E402  (standard library only)

if __name__ == "__main__":
    # In the application, the computer players' worker is this same program started again: this runs it.
    multiprocessing.freeze_support()
    if getattr(sys, "frozen", False) or bootstrap.in_project_venv() or os.environ.get("CLUB_ARCADE_NO_VENV") == "1":
        from arcade.app.cli import run

        sys.exit(run(sys.argv[1:]))
    sys.exit(bootstrap.run_in_env([str(Path(__file__).resolve()), *sys.argv[1:]]))
