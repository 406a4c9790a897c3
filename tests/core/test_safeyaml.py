"""The bounded YAML reader refuses, quickly and in words, what no honest file needs."""

from __future__ import annotations

import time

import pytest

from arcade.core.safeyaml import UnsafeYaml, load_text
from tests.app.test_hostile_files import BOMB
from tests.hang import HANG


@pytest.mark.parametrize(("text", "words"), [
    (BOMB, "anchors or aliases"),
    ("[" * 200 + "]" * 200, "nested"),
    ("a: " + "9" * 5000, "number longer"),
    ("a: " + "x" * 30_000, "text longer"),
])
def test_what_is_refused_and_why(text: str, words: str) -> None:
    start = time.perf_counter()
    with pytest.raises(UnsafeYaml) as refused:
        load_text(text)
    assert words in refused.value.problem and time.perf_counter() - start < HANG


def test_honest_files_read_as_before() -> None:
    assert load_text("a: [1, 2]\nb: {c: text}\n") == {"a": [1, 2], "b": {"c": "text"}}
    with pytest.raises(Exception) as bad:
        load_text("a: [unclosed")
    assert "line 1" in str(getattr(bad.value, "problem_mark", "")) or "line" in str(bad.value)
