"""Every clause of an implemented game's specification is named by a test of that game."""

from __future__ import annotations

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
    source = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "tests" / "games" / game).glob("test_*.py"))
    named = {n.replace("_", ".") for n in re.findall(rf"{prefix}[._][A-Z]+[._]\d+", source)}
    assert [c for c in clauses if c not in named] == []
