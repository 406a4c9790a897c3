"""Every APO clause of the specification is named by a test in this folder (and tested there)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

SPEC = Path(__file__).resolve().parents[4] / "shared" / "rules" / "apophis.md"
HERE = Path(__file__).resolve().parent


@pytest.mark.skipif(not SPEC.exists(), reason="shared/rules is beside the checkout in CI and sessions")
def test_every_clause_is_named_by_a_test() -> None:
    clauses = sorted(set(re.findall(r"APO\.[A-Z]+\.\d+", SPEC.read_text(encoding="utf-8"))))
    assert len(clauses) >= 35
    source = "\n".join(p.read_text(encoding="utf-8") for p in HERE.glob("test_*.py") if p.name != Path(__file__).name)
    named = set(re.findall(r"APO[._][A-Z]+[._]\d+", source))
    missing = [c for c in clauses if c not in {n.replace("_", ".") for n in named}]
    assert missing == []
