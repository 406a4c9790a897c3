"""The project's own promises: pinned dependencies, the two-command quick start, CI, the launcher's flags."""

from __future__ import annotations

import gc
import importlib.metadata
import re
import tomllib
from pathlib import Path

import pygame
import pytest

from arcade import bootstrap
from arcade.app import preflight
from arcade.app.cli import parse_size, parser, run

ROOT = Path(__file__).resolve().parents[1]


def test_pyproject_and_the_lock_pin_the_same_exact_versions() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert project["name"] == "club-arcade" and project["requires-python"] == ">=3.11"
    groups = bootstrap.lock_groups()
    assert set(groups) == {"runtime", "test", "bundle"}
    locked = {name: bootstrap.locked_versions(text) for name, text in groups.items()}
    assert not set(locked["runtime"]) & set(locked["test"])  # each package in one group
    for group, reqs in bootstrap.direct_requirements().items():
        for req in reqs:
            match = re.fullmatch(r"([A-Za-z0-9._-]+)==([0-9][^\s;]*)", req)
            assert match, f"{req} is not pinned to an exact version"
            name, version = bootstrap.canonical(match.group(1)), match.group(2)
            assert locked[group].get(name) == version, f"{req}: the lock's [{group}] says {locked[group].get(name)}"
    for text in groups.values():  # every entry carries its archives' hashes, so pip installs in hash mode
        entries = re.split(r"\n(?=\S)", text.strip())
        assert all("--hash=sha256:" in entry for entry in entries)
    assert {"pygame-ce", "pygame-gui", "pyyaml", "python-i18n"} <= set(locked["runtime"])
    assert {"pytest", "hypothesis", "ruff", "mypy"} <= set(locked["test"])
    assert {"pyinstaller", "pyinstaller-hooks-contrib"} <= set(locked["bundle"])
    shared = set(locked["bundle"]) & set(locked["test"])  # (never installed together, yet at one version)
    assert all(locked["bundle"][name] == locked["test"][name] for name in shared)


def test_this_environment_was_installed_from_the_lock() -> None:
    """(The bundle's group is installed only where the application is built.)"""
    groups = bootstrap.lock_groups()
    for text in (groups["runtime"], groups["test"]):
        for name, version in bootstrap.locked_versions(text).items():
            assert importlib.metadata.version(name) == version, name


def quick_start() -> list[str]:
    text = (ROOT / "README.md").read_text()
    section = text.split("## Quick start", 1)[1]
    block = re.search(r"```[a-z]*\n(.*?)```", section, re.S)
    assert block is not None
    return [line for line in block.group(1).splitlines() if line.strip()]


def test_readme_quick_start_is_two_commands_and_ci_runs_the_second() -> None:
    commands = quick_start()
    assert commands == ["python3 launcher.py", "python3 -m arcade.bootstrap test"]
    ci = (ROOT / ".ci" / "run").read_text()
    assert commands[1] in ci


def test_test_command_runs_ruff_mypy_strict_and_pytest(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[list[str]] = []
    code = 0  # what every step answers

    def run_in_env(args: list[str], extras: tuple[str, ...] = ()) -> int:
        calls.append(args)
        return code

    monkeypatch.setattr(bootstrap, "run_in_env", run_in_env)
    assert bootstrap.main(["test", "-k", "x"]) == 0
    assert calls[0][:3] == ["-m", "ruff", "check"]
    assert calls[1] == ["-m", "mypy", "--strict", "arcade", "tests"]  # the whole package, the UI and the tests too
    assert calls[2] == ["-m", "pytest", "-n", "auto", "-k", "x"]  # (one process per core; `-n 0` after `test`: one)
    calls.clear()
    code = 1
    assert bootstrap.main(["test"]) == 1 and len(calls) == 1  # stops at the first failing step


def test_stamp_changes_with_the_groups_and_the_launcher_installs_the_runtime_only() -> None:
    assert bootstrap._stamp(()) != bootstrap._stamp(("test",))
    runtime = bootstrap._requirements(())
    assert "pygame-ce==2.5.8" in runtime and "pytest==" not in runtime
    assert "\npytest==" in bootstrap._requirements(("test",))


def test_desktop_file_starts_the_launcher() -> None:
    desktop = (ROOT / "assets" / "club-arcade.desktop").read_text()
    assert "[Desktop Entry]" in desktop and "Type=Application" in desktop
    assert re.search(r"^Exec=.*python3 launcher\.py", desktop, re.M)


def test_preflight_refuses_pygame_beside_pygame_ce(monkeypatch: pytest.MonkeyPatch) -> None:
    assert preflight.pygame_problem() is None  # this environment is right
    monkeypatch.setattr(preflight, "installed", lambda name: True)
    message = preflight.pygame_problem()
    assert message and "pip uninstall -y pygame pygame-ce" in message
    monkeypatch.setattr(preflight, "installed", lambda name: name == "pygame")
    assert "needs pygame-ce" in (preflight.pygame_problem() or "")
    monkeypatch.setattr(preflight, "installed", lambda name: True)
    assert run(["--windowed"]) == 3
    assert gc.isenabled()  # (held back while the program loads: back on whichever way it leaves)


def test_flags() -> None:
    args = parser().parse_args(["--kiosk", "--game", "apophis", "--lang", "fr", "--seed", "12", "--windowed",
                                "--screenshot", "x.png", "--size", "1280x720"])
    assert (args.kiosk, args.game, args.lang, args.seed, args.windowed) == (True, "apophis", "fr", 12, True)
    assert args.size == (1280, 720) and args.screenshot == Path("x.png")
    with pytest.raises(SystemExit):
        parser().parse_args(["--fullscreen", "--windowed"])
    with pytest.raises(SystemExit):
        parser().parse_args(["--lang", "de"])
    with pytest.raises(Exception, match="at least"):
        parse_size("10x10")


def test_screenshot_of_the_launcher(tmp_path: Path) -> None:
    out = tmp_path / "launcher.png"
    assert run(["--screenshot", str(out), "--lang", "fr"]) == 0
    assert gc.isenabled()
    image = pygame.image.load(str(out))
    assert image.get_size() == (1920, 1080)


def test_screenshot_of_a_game_table(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, private_home: Path) -> None:
    from arcade.registry import Registry
    from tests.fixtures.demo_game import DEMO

    def discover(self: Registry, package: str = "arcade.games") -> list[str]:
        self.register(DEMO)
        return []

    monkeypatch.setattr(Registry, "discover", discover)
    out = tmp_path / "table.png"
    assert run(["--game", "demo", "--screenshot", str(out), "--size", "1280x720", "--seed", "3"]) == 0
    image = pygame.image.load(str(out))
    assert image.get_size() == (1280, 720)
    # the table's side panel (right 30 %) is drawn in the panel colour: the table, not the hand-over
    assert tuple(image.get_at((1200, 700)))[:3] != tuple(image.get_at((10, 10)))[:3]
    assert not (private_home / "saves").exists()  # a screenshot leaves no game behind


def test_a_screenshot_of_a_table_that_failed_says_so_and_exits_1(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                  private_home: Path,
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    """(The bundle's check that each game starts reads this: a picture of the launcher's error box is no table.)"""
    from arcade.registry import Registry
    from tests.fixtures.demo_game import DEMO, DemoScene

    def discover(self: Registry, package: str = "arcade.games") -> list[str]:
        self.register(DEMO)
        return []

    def broken(*_: object) -> None:
        raise ModuleNotFoundError("No module named 'somewhere'")

    monkeypatch.setattr(Registry, "discover", discover)
    monkeypatch.setattr(DemoScene, "draw", broken)
    assert run(["--game", "demo", "--screenshot", str(tmp_path / "t.png"), "--size", "1280x720"]) == 1
    assert "No module named 'somewhere'" in capsys.readouterr().err
    assert (tmp_path / "t.png").exists()


def test_the_readme_is_read_in_two_minutes_and_every_link_is_in_the_repository() -> None:
    """At most 120 lines; every link (the docs, the picture) points to a file of the repository, none outside."""
    readme = ROOT / "README.md"
    assert len(readme.read_text().splitlines()) <= 120
    for page in [readme, ROOT / "CONTRIBUTING.md", ROOT / "bench" / "README.md", *sorted((ROOT / "docs").glob("*.md"))]:
        for target in re.findall(r"\]\(([^)]+)\)", page.read_text()):
            assert "://" not in target, (page.name, target)
            found = (page.parent / target.split("#")[0]).resolve()
            assert found.is_file() and ROOT in found.parents, (page.name, target)


def test_every_game_the_readme_names_can_be_started() -> None:
    from arcade.registry import Registry

    registry = Registry()
    registry.discover()
    text = (ROOT / "README.md").read_text()
    named = set(re.findall(r"--game ([a-z_]+)", text)) | set(re.findall(r"\| `([a-z_]+)` \|", text))
    assert named and all(registry.get(game) is not None for game in named), named
