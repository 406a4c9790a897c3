"""First-run set-up using only the standard library.

`launcher.py` and the test command both come through here, so a fresh machine needs nothing but Python 3.11:
the first call creates `.venv` beside the project, installs the exact versions named in `requirements.lock`
(every package, the dependencies' dependencies too, each with its archives' hashes, so a new release elsewhere
changes nothing here), and re-runs the command inside it. A stamp file (a hash of the lock and the groups)
makes later calls free.

The lock has three groups: `[runtime]` (what the launcher needs), `[test]` (the test tools, installed beside it
for the test command) and `[bundle]` (PyInstaller, installed with the runtime only in the throw-away environment
where `bundle` builds the one-folder application: see `arcade/bundle.py`). `pyproject.toml` names the direct
dependencies at the same exact versions (a test says so). To move the pins forward: `python3 -m arcade.bootstrap
lock --upgrade` resolves the newest releases, rewrites the lock and `pyproject.toml`, then runs the whole suite;
without `--upgrade` it re-locks the versions `pyproject.toml` names.

Usage:
    python3 -m arcade.bootstrap test [pytest args]   # lint, type-check and test (one process per core)
    python3 -m arcade.bootstrap lock [--upgrade]     # refresh requirements.lock (needs the package index)
    python3 -m arcade.bootstrap bundle               # build dist/club-arcade-<version>-<platform>/ and its archive
"""

from __future__ import annotations

import hashlib
import os
import re
import subprocess
import sys
import tempfile
import tomllib
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV = Path(os.environ.get("CLUB_ARCADE_VENV", ROOT / ".venv"))
LOCK = ROOT / "requirements.lock"
STAMP_NAME = ".club-arcade-stamp"
#: The tool that writes the lock (only `lock` uses it, in a throw-away environment).
PIP_TOOLS = "pip-tools==7.6.2"
_HEADER = re.compile(r"^# \[(\w+)\]\s*$")
_PIN = re.compile(r"^([A-Za-z0-9][A-Za-z0-9._-]*)==([^\s;\\]+)")


def venv_python(venv_dir: Path = VENV) -> Path:
    sub = "Scripts/python.exe" if os.name == "nt" else "bin/python"
    return venv_dir / sub


def canonical(name: str) -> str:
    """A package name as the index compares them (PEP 503)."""
    return re.sub(r"[-_.]+", "-", name).lower()


def lock_groups(text: str | None = None) -> dict[str, str]:
    """The lock's text by group: each group's requirement lines, hashes included, ready for `pip -r`."""
    text = LOCK.read_text(encoding="utf-8") if text is None else text
    groups: dict[str, list[str]] = {}
    current: list[str] | None = None
    for line in text.splitlines():
        header = _HEADER.match(line)
        if header:
            current = groups.setdefault(header.group(1), [])
        elif current is not None and line.strip() and not line.lstrip().startswith("#"):
            current.append(line)
    return {name: "\n".join(lines) + "\n" for name, lines in groups.items()}


def locked_versions(group_text: str) -> dict[str, str]:
    """{canonical name: version} of one group's pins."""
    pins = (_PIN.match(line.strip()) for line in group_text.splitlines())
    return {canonical(m.group(1)): m.group(2) for m in pins if m}


def _groups_for(extras: tuple[str, ...]) -> tuple[str, ...]:
    return ("runtime", *[g for g in extras if g != "runtime"])


def _requirements(extras: tuple[str, ...]) -> str:
    """The lock lines to install for these extras (the runtime always)."""
    groups = lock_groups()
    return "".join(groups[g] for g in _groups_for(extras))


def _stamp(extras: tuple[str, ...]) -> str:
    digest = hashlib.sha256(LOCK.read_bytes())
    digest.update(",".join(sorted(_groups_for(extras))).encode())
    return digest.hexdigest()


def in_project_venv() -> bool:
    return Path(sys.prefix).resolve() == VENV.resolve()


def ensure_env(extras: tuple[str, ...] = ()) -> Path:
    """Create the venv and install what `extras` need from the lock, once; return its interpreter."""
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
    print("Club Arcade: installing the pinned dependencies...", flush=True)
    with tempfile.TemporaryDirectory() as tmp:
        reqs = Path(tmp) / "requirements.txt"
        reqs.write_text(_requirements(extras), encoding="utf-8")
        subprocess.check_call([str(python), "-m", "pip", "install", "--disable-pip-version-check", "-q",
                               "--require-hashes", "--no-deps", "-r", str(reqs)])
    stamp_file.write_text(" ".join([*have, wanted]), encoding="utf-8")
    return python


def run_in_env(args: list[str], extras: tuple[str, ...] = ()) -> int:
    """Run `python args...` inside the project's environment, creating it if needed."""
    python = Path(sys.executable) if os.environ.get("CLUB_ARCADE_NO_VENV") == "1" else ensure_env(extras)
    return subprocess.call([str(python), *args], cwd=ROOT)


def run_checks(pytest_args: list[str]) -> int:
    """ruff, mypy --strict on the whole package and its tests, then pytest: the whole test command.

    pytest runs the tests in one process per core (pytest-xdist's `-n auto`): each test starts its own app and
    home, so they share nothing, and the suite takes half the time on two cores. `-n 0` after `test` runs them
    in this one process, as to step through one under a debugger."""
    steps = [
        ["-m", "ruff", "check", "."],
        ["-m", "mypy", "--strict", "arcade", "tests"],
        ["-m", "pytest", "-n", "auto", *pytest_args],
    ]
    for step in steps:
        print("$ python " + " ".join(step), flush=True)
        code = run_in_env(step, extras=("test",))
        if code != 0:
            return code
    return 0


# -- moving the pins forward ------------------------------------------------------------------------------------
def direct_requirements() -> dict[str, list[str]]:
    """pyproject's direct dependencies by lock group."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    extras = project["optional-dependencies"]
    return {"runtime": list(project["dependencies"]), "test": list(extras["test"]), "bundle": list(extras["bundle"])}


def _compile(python: Path, requirements: list[str], folder: Path, name: str, constraints: Path | None) -> str:
    source = folder / f"{name}.in"
    source.write_text("\n".join(requirements) + "\n", encoding="utf-8")
    out = folder / f"{name}.txt"
    command = [str(python), "-m", "piptools", "compile", "-q", "--generate-hashes", "--allow-unsafe",
               "--strip-extras", "--no-header", "--no-emit-index-url", "--no-emit-find-links", "--rebuild",
               "-o", str(out), str(source)]
    if constraints is not None:
        source.write_text(f"-c {constraints}\n" + source.read_text(encoding="utf-8"), encoding="utf-8")
    subprocess.check_call(command, cwd=folder)
    return out.read_text(encoding="utf-8")


def _entries(compiled: str) -> list[str]:
    """pip-compile's output as one entry per package (the pin and its hash lines), comments dropped."""
    entries: list[str] = []
    for line in compiled.splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        if line[0].isspace() and entries:
            entries[-1] += "\n" + line.rstrip()
        else:
            entries.append(line.rstrip())
    return entries


def write_lock(upgrade: bool) -> None:
    """Resolve the direct dependencies (their newest releases with `upgrade`, else the exact pins), write the
    lock with every archive's hash, and with `upgrade` move pyproject's pins to what was resolved."""
    direct = direct_requirements()
    wanted = {g: [re.split(r"[=<>!~ ;\[]", r, maxsplit=1)[0] if upgrade else r for r in reqs]
              for g, reqs in direct.items()}
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        venv.EnvBuilder(with_pip=True).create(folder / "env")
        python = venv_python(folder / "env")
        subprocess.check_call([str(python), "-m", "pip", "install", "-q", "--disable-pip-version-check", PIP_TOOLS])
        runtime = _compile(python, wanted["runtime"], folder, "runtime", None)
        test = _compile(python, wanted["test"] + wanted["runtime"], folder, "test", folder / "runtime.txt")
        # (what the bundle shares with the test tools, such as `packaging`, at the same version)
        bundle = _compile(python, wanted["bundle"] + wanted["runtime"], folder, "bundle", folder / "test.txt")
    runtime_entries = _entries(runtime)
    runtime_names = set(locked_versions("\n".join(runtime_entries)))
    beside = {name: [e for e in _entries(compiled) if not set(locked_versions(e)) <= runtime_names]
              for name, compiled in (("test", test), ("bundle", bundle))}
    text = ("# Every package Club Arcade installs, at exact versions with their archives' hashes.\n"
            "# Written by `python3 -m arcade.bootstrap lock [--upgrade]`; do not edit by hand.\n"
            "# [runtime]\n" + "\n".join(runtime_entries) + "\n"
            + "".join(f"# [{name}]\n" + "\n".join(entries) + "\n" for name, entries in beside.items()))
    LOCK.write_text(text, encoding="utf-8")
    if upgrade:
        pins = {name: version for group in lock_groups(text).values()
                for name, version in locked_versions(group).items()}
        pyproject = ROOT / "pyproject.toml"
        source = pyproject.read_text(encoding="utf-8")
        for reqs in direct.values():
            for req in reqs:
                name = re.split(r"[=<>!~ ;\[]", req, maxsplit=1)[0]
                source = source.replace(f'"{req}"', f'"{name}=={pins[canonical(name)]}"')
        pyproject.write_text(source, encoding="utf-8")


def main(argv: list[str]) -> int:
    if argv[:1] == ["test"]:
        return run_checks(argv[1:])
    if argv[:1] == ["bundle"]:
        from arcade import bundle  # (standard library only, as this module)

        return bundle.main(argv[1:])
    if argv[:1] == ["lock"]:
        write_lock(upgrade="--upgrade" in argv[1:])
        print(f"Wrote {LOCK.name}; running the suite with it.", flush=True)
        return run_checks([])
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
