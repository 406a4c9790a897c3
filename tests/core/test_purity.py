"""The core, every rules module and every computer player stay pure: no pygame, no wall clock, no global random,
no I/O.

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


#: A game's modules beside its rules that must stay as pure: its computer players and what they think with.
PURE_BESIDE_RULES = ("rules.py", "bots.py", "plan.py", "reasons.py", "strikes.py", "errands.py", "leaving.py",
                     "courses.py")


def pure_files() -> list[Path]:
    files = [p for folder in ("core", "bots", "match") for p in sorted((ROOT / "arcade" / folder).rglob("*.py"))]
    for game in sorted((ROOT / "arcade" / "games").iterdir()):
        files += sorted((game / "rules").rglob("*.py")) if (game / "rules").is_dir() else []
        files += [game / name for name in PURE_BESIDE_RULES if (game / name).exists()]
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


def arcade_imports(source: str, module: str) -> set[str]:
    """The arcade modules a source imports, anywhere in it (relative imports resolved from `module`)."""
    found: set[str] = set()
    package = module.rsplit(".", 1)[0]
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names if a.name.split(".")[0] == "arcade"}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                base = ".".join(parts[: len(parts) - node.level + 1] + ([base] if base else []))
            if base.split(".")[0] == "arcade":
                found.add(base)
                found |= {f"{base}.{a.name}" for a in node.names}  # "from pkg import module"
    return found


def module_file(name: str) -> Path | None:
    path = ROOT.joinpath(*name.split("."))
    for candidate in (path.with_suffix(".py"), path / "__init__.py"):
        if candidate.exists():
            return candidate
    return None


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def impure_reach(path: Path, pure: set[Path]) -> list[str]:
    """Arcade modules outside the pure layers that a pure module reaches through its imports, at any depth."""
    seen: set[Path] = set()
    bad: list[str] = []
    todo = [path]
    while todo:
        current = todo.pop()
        if current in seen:
            continue
        seen.add(current)
        for name in sorted(arcade_imports(current.read_text(encoding="utf-8"), module_name(current))):
            target = module_file(name)
            if target is None or target in seen:
                continue
            if target not in pure and not (target.name == "__init__.py" and target.parent == ROOT / "arcade"):
                bad.append(f"{module_name(current)} imports {name}")
            else:
                todo.append(target)
    return bad


@pytest.mark.parametrize("path", pure_files(), ids=lambda p: str(p.relative_to(ROOT)))
def test_pure_layer(path: Path) -> None:
    assert violations(path.read_text(encoding="utf-8")) == []
    assert impure_reach(path, set(pure_files())) == []


def test_the_import_check_follows_imports_to_any_depth(tmp_path: Path) -> None:
    rules = ROOT / "arcade" / "games" / "apophis" / "rules" / "game.py"
    assert impure_reach(rules, set(pure_files())) == []
    pure_without_cards = set(pure_files()) - {ROOT / "arcade" / "games" / "apophis" / "rules" / "cards.py"}
    assert any("rules.cards" in b for b in impure_reach(rules, pure_without_cards))  # reached via actions.py too
    assert arcade_imports("from arcade.boards import load_board\n", "arcade.games.x.rules.y") == {
        "arcade.boards", "arcade.boards.load_board"}
    assert arcade_imports("from . import cards\n", "arcade.games.x.rules.y") == {"arcade.games.x.rules",
                                                                                "arcade.games.x.rules.cards"}


def test_the_checker_catches_what_it_should() -> None:
    bad = "import pygame\nfrom time import monotonic\nimport random\nx = random.random()\nopen('f')\n"
    assert len(violations(bad)) == 4
    assert violations("import random\nr = random.Random(3)\n") == []
