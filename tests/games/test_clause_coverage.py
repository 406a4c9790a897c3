"""Every clause of an implemented game's specification is named by a test of that game."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SPECS = ROOT.parent / "shared" / "rules"
GAMES = {"apophis": "APO", "playmoflotte": "PMF", "fmp": "FMP", "interceptor": "INT", "asteroyds": "AST"}
#: Every game with a rules engine (a `rules` package or module) must have every clause named by its tests, whether
#: or not players can start it yet (Full Metal Planète's engine comes before its table).
IMPLEMENTED = [g for g in GAMES if (ROOT / "arcade" / "games" / g / "rules").is_dir()
               or (ROOT / "arcade" / "games" / g / "rules.py").exists()]


@pytest.mark.skipif(not SPECS.exists(), reason="shared/rules is beside the checkout in CI and sessions")
@pytest.mark.parametrize("game", IMPLEMENTED)
def test_every_clause_is_named_by_a_test(game: str) -> None:
    prefix = GAMES[game]
    clauses = sorted(set(re.findall(rf"{prefix}\.[A-Z]+\.\d+", (SPECS / f"{game}.md").read_text(encoding="utf-8"))))
    assert clauses
    named = {found.replace("_", ".") for name in named_tests(ROOT / "tests" / "games" / game)
             for found in re.findall(rf"{prefix}_[A-Z]+_\d+", name)}
    assert [c for c in clauses if c not in named] == []


def named_tests(folder: Path) -> list[str]:
    """The names of the test functions in a folder's test files: a clause counts only where a test is named for it
    (an ID in a comment or a docstring names nothing)."""
    return [node.name for path in sorted(folder.glob("test_*.py"))
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test")]


def test_a_clause_named_only_in_a_comment_is_not_counted(tmp_path: Path) -> None:
    (tmp_path / "test_x.py").write_text("# FMP.TIDE.3 is checked below\ndef test_FMP_TIDE_4_marsh() -> None:\n"
                                        "    assert True  # FMP_TIDE_5\n", encoding="utf-8")
    assert named_tests(tmp_path) == ["test_FMP_TIDE_4_marsh"]
