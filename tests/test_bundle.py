"""The one-folder application's fast parts: its name, what it says of itself, its start-up files, its archive and
checksum, the build's steps around PyInstaller. (The build itself takes a minute or two and runs in
bench/bundle.py, which also starts the result without Python or network.)"""

from __future__ import annotations

import configparser
import json
import os
import stat
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest
import yaml

from arcade import __version__, about, bootstrap, bundle
from arcade.app import preflight, safety

ROOT = Path(__file__).resolve().parents[1]


def test_the_folder_is_named_for_the_version_and_the_machine() -> None:
    tag = bundle.platform_tag()
    assert tag.split("-", 1)[0] in {"linux", "windows", "macos"} and "-" in tag
    assert bundle.folder_name("linux-x86_64") == f"club-arcade-{__version__}-linux-x86_64"
    assert bundle.program_path(Path("f")).name in {"club-arcade", "club-arcade.exe"}


def test_the_version_and_the_build_are_said_from_the_source_and_from_a_bundle(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert not about.frozen()
    assert about.describe().startswith(f"Club Arcade {__version__} · from source (Python ")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(about, "ROOT", tmp_path)
    assert about.describe() == f"Club Arcade {__version__} · bundle ?, built ? (?)"  # (no build file: said so)
    (tmp_path / about.BUILD_FILE).write_text(json.dumps(bundle.build_info("linux-x86_64") | {"commit": "abc1234"}))
    assert about.facts()["platform"] == "linux-x86_64"
    assert about.describe().endswith(f"bundle linux-x86_64, built {about.facts()['built']} (abc1234)")
    (tmp_path / about.BUILD_FILE).write_text("[not, a, mapping")
    assert about.build() == {}


def test_the_bundle_needs_no_package_records_to_start(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(preflight, "installed", lambda name: False)
    assert preflight.pygame_problem() is not None  # from the source: pygame-ce missing is said
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert preflight.pygame_problem() is None  # the bundle carries the one it was built with


def test_each_entry_of_the_error_log_says_which_program_wrote_it(tmp_path: Path) -> None:
    class App:
        home = tmp_path

    path = safety.log(App(), "the saves folder is full", "saving")  # type: ignore[arg-type]
    assert f"saving [Club Arcade {__version__} · from source" in path.read_text()


def test_the_linux_start_files(tmp_path: Path) -> None:
    for kiosk in (False, True):
        entry = configparser.ConfigParser(interpolation=None)
        entry.read_string(bundle.desktop_entry(kiosk))
        command = entry["Desktop Entry"]["Exec"]
        assert '"%k"' in command and "/club-arcade" in command and ("--kiosk" in command) == kiosk
    folder = tmp_path / "My Games" / "club-arcade-x"  # (a space in the path)
    folder.mkdir(parents=True)
    script = folder / bundle.KIOSK_SCRIPT
    script.write_text(bundle.kiosk_script())
    home = tmp_path / "home"
    done = subprocess.run(["sh", str(script)], env={"HOME": str(home), "PATH": os.environ["PATH"]},
                          capture_output=True, text=True, check=True)
    autostart = home / ".config" / "autostart" / "club-arcade-kiosk.desktop"
    assert str(autostart) in done.stdout
    entry = configparser.ConfigParser(interpolation=None)
    entry.read_string(autostart.read_text())
    assert entry["Desktop Entry"]["Exec"] == f'"{folder}/club-arcade" --kiosk'


def fake_pyinstaller(tmp_path: Path) -> Path:
    """Stands for the build environment's Python: makes the folder PyInstaller would, from the spec's inputs."""
    script = tmp_path / "python"
    script.write_text(
        "#!/bin/sh\n"
        "set -e\n"
        'test "$1 $2" = "-m PyInstaller"\n'
        'while [ "$1" != "--distpath" ]; do shift; done\n'
        'out="$2/$CLUB_ARCADE_FOLDER"\n'
        'mkdir -p "$out/_internal"\n'
        'cp "$CLUB_ARCADE_BUILD_INFO" "$out/_internal/"\n'
        'test -f "$CLUB_ARCADE_ROOT/launcher.py"\n'
        'printf "#!/bin/sh\\necho club\\n" > "$out/$CLUB_ARCADE_PROGRAM"\n'
        'chmod +x "$out/$CLUB_ARCADE_PROGRAM"\n')
    script.chmod(0o755)
    return script


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux build's files")
def test_a_build_gives_the_folder_its_start_files_an_archive_and_its_checksum(tmp_path: Path) -> None:
    folder, packed = bundle.build(tmp_path / "dist", python=fake_pyinstaller(tmp_path))
    assert folder == tmp_path / "dist" / bundle.folder_name()
    info = json.loads((folder / "_internal" / about.BUILD_FILE).read_text())
    assert info["version"] == __version__ and info["platform"] == bundle.platform_tag()
    names = {p.name for p in folder.iterdir()}
    assert {"club-arcade", "club-arcade.desktop", "club-arcade-kiosk.desktop", bundle.KIOSK_SCRIPT} <= names
    assert packed.name == folder.name + ".tar.gz"
    checksum = packed.with_name(packed.name + ".sha256").read_text()
    assert checksum == f"{bundle.sha256_of(packed)}  {packed.name}\n"  # (as `sha256sum -c` reads it)
    with tarfile.open(packed) as tar:
        program = tar.getmember(f"{folder.name}/club-arcade")
        assert program.mode & stat.S_IXUSR  # it starts once unpacked
    again, _ = bundle.build(tmp_path / "dist", python=fake_pyinstaller(tmp_path))  # a second build replaces it
    assert again == folder and (folder / "club-arcade").exists()


def test_bootstrap_bundle_builds_with_the_lock_s_bundle_group(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[list[str]] = []

    def build(argv: list[str]) -> int:
        seen.append(argv)
        return 0

    monkeypatch.setattr(bundle, "main", build)
    assert bootstrap.main(["bundle", "--dist", "x"]) == 0 and seen == [["--dist", "x"]]
    groups = bootstrap.lock_groups()
    assert "pyinstaller" in bootstrap.locked_versions(groups["bundle"])
    assert "Usage" in (bootstrap.__doc__ or "") and "bootstrap bundle" in (bootstrap.__doc__ or "")


def test_the_spec_keeps_what_the_program_reads() -> None:
    spec = bundle.SPEC.read_text()
    for wanted in ('root / "assets"', 'root / "boards"', 'collect_data_files("arcade"', "CLUB_ARCADE_BUILD_INFO",
                   'root / "launcher.py"', 'collect_submodules("arcade")'):
        assert wanted in spec
    launcher = (ROOT / "launcher.py").read_text()
    assert "multiprocessing.freeze_support()" in launcher and 'getattr(sys, "frozen", False)' in launcher


def test_the_ci_workflow_builds_and_checks_the_bundle_on_three_systems() -> None:
    workflow = yaml.safe_load((ROOT / ".github" / "workflows" / "bundle.yml").read_text())
    (job,) = workflow["jobs"].values()
    systems = job["strategy"]["matrix"]["os"]
    assert {s.split("-")[0] for s in systems} == {"ubuntu", "windows", "macos"}
    steps = " ".join(str(step.get("run", "")) for step in job["steps"])
    assert "python -m arcade.bootstrap bundle" in steps and "bench/bundle.py" in steps
