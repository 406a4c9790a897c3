"""The core and every rules module stay pure: no pygame, no wall clock, no global random, no I/O.

Checked on the parsed source, so an import hidden in a function is caught too.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
FORBIDDEN_MODULES = {"pygame", "pygame_gui", "time", "datetime", "os", "pathlib", "io", "shutil", "socket",
                     "subprocess", "secrets", "tempfile"}
ALLOWED_RANDOM = {"Random"}


def pure_files() -> list[Path]:
    files = sorted((ROOT / "arcade" / "core").rglob("*.py"))
    for game in sorted((ROOT / "arcade" / "games").iterdir()):
        files += sorted((game / "rules").rglob("*.py")) if (game / "rules").is_dir() else []
        files += [game / "rules.py"] if (game / "rules.py").exists() else []
    return files


def violations(source: str) -> list[str]:
    found: list[str] = []
    tree = ast.parse(source)
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.split(".")[0] in FORBIDDEN_MODULES:
                    found.append(f"line {node.lineno}: import {alias.name}")
        elif isinstance(node, ast.ImportFrom):
            module = (node.module or "").split(".")[0]
            if module in FORBIDDEN_MODULES:
                found.append(f"line {node.lineno}: from {node.module} import ...")
            if module == "random" and any(a.name not in ALLOWED_RANDOM for a in node.names):
                found.append(f"line {node.lineno}: from random import {[a.name for a in node.names]}")
        elif isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "random":
            if node.attr not in ALLOWED_RANDOM:
                found.append(f"line {node.lineno}: random.{node.attr} (global random)")
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in {"open", "input"}:
            found.append(f"line {node.lineno}: {node.func.id}() (I/O)")
    return found


@pytest.mark.parametrize("path", pure_files(), ids=lambda p: str(p.relative_to(ROOT)))
def test_pure_layer(path: Path) -> None:
    assert violations(path.read_text(encoding="utf-8")) == []


def test_the_checker_catches_what_it_should() -> None:
    bad = "import pygame\nfrom time import monotonic\nimport random\nx = random.random()\nopen('f')\n"
    assert len(violations(bad)) == 4
    assert violations("import random\nr = random.Random(3)\n") == []
