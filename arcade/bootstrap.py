"""First-run set-up using only the standard library.

`launcher.py` and the test command both come through here, so a fresh machine needs nothing but Python 3.11:
the first call creates `.venv` beside the project, installs the dependencies named in `pyproject.toml`, and
re-runs the command inside it. A stamp file (a hash of `pyproject.toml` and the extras) makes later calls free.

Usage:
    python3 -m arcade.bootstrap test [pytest args]   # lint, type-check and test in the project's environment
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import tomllib
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV = Path(os.environ.get("CLUB_ARCADE_VENV", ROOT / ".venv"))
STAMP_NAME = ".club-arcade-stamp"


def venv_python(venv_dir: Path = VENV) -> Path:
    sub = "Scripts/python.exe" if os.name == "nt" else "bin/python"
    return venv_dir / sub


def _requirements(extras: tuple[str, ...]) -> list[str]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    reqs = list(project["dependencies"])
    for extra in extras:
        reqs += project["optional-dependencies"][extra]
    return reqs


def _stamp(extras: tuple[str, ...]) -> str:
    digest = hashlib.sha256((ROOT / "pyproject.toml").read_bytes())
    digest.update(",".join(sorted(extras)).encode())
    return digest.hexdigest()


def in_project_venv() -> bool:
    return Path(sys.prefix).resolve() == VENV.resolve()


def ensure_env(extras: tuple[str, ...] = ()) -> Path:
    """Create the venv and install what `extras` need, once; return its interpreter."""
    python = venv_python()
    stamp_file = VENV / STAMP_NAME
    wanted = _stamp(extras)
    have = stamp_file.read_text(encoding="utf-8").split() if stamp_file.exists() else []
    # the test environment holds everything the launcher needs too
    if python.exists() and (wanted in have or (not extras and _stamp(("test",)) in have)):
        return python
    if not python.exists():
        print(f"Club Arcade: creating the environment in {VENV} (first run only)...", flush=True)
        venv.EnvBuilder(with_pip=True, clear=False).create(VENV)
    print("Club Arcade: installing dependencies...", flush=True)
    subprocess.check_call(
        [str(python), "-m", "pip", "install", "--disable-pip-version-check", "-q", *_requirements(extras)]
    )
    stamp_file.write_text(" ".join([*have, wanted]), encoding="utf-8")
    return python


def run_in_env(args: list[str], extras: tuple[str, ...] = ()) -> int:
    """Run `python args...` inside the project's environment, creating it if needed."""
    python = Path(sys.executable) if os.environ.get("CLUB_ARCADE_NO_VENV") == "1" else ensure_env(extras)
    return subprocess.call([str(python), *args], cwd=ROOT)


def run_checks(pytest_args: list[str]) -> int:
    """ruff, mypy --strict on the whole package, then pytest: the whole test command."""
    steps = [
        ["-m", "ruff", "check", "."],
        ["-m", "mypy", "--strict", "arcade"],
        ["-m", "pytest", *pytest_args],
    ]
    for step in steps:
        print("$ python " + " ".join(step), flush=True)
        code = run_in_env(step, extras=("test",))
        if code != 0:
            return code
    return 0


def main(argv: list[str]) -> int:
    if argv[:1] == ["test"]:
        return run_checks(argv[1:])
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
