"""Every field of a map, given a value of any wrong type or size, is refused as a BoardError naming the field
(`grid: {offset: {}}` raised TypeError); a property test over the fields of real maps."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from arcade.core.board import Board, board_from_data
from arcade.core.board_error import BoardError
from arcade.core.safeyaml import load_text
from arcade.paths import BOARDS

MAPS = ["playmoflotte.yaml", "interceptor.yaml", "asteroyds.yaml"]
WRONG = st.recursive(
    st.none() | st.booleans() | st.integers(-10**20, 10**20) | st.floats(allow_nan=True) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner, max_size=3),
    max_leaves=6,
)


def paths(data: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in the map's data a value sits (mapping keys and list indexes), the top excepted."""
    out: list[tuple[Any, ...]] = []
    items = data.items() if isinstance(data, dict) else enumerate(data) if isinstance(data, list) else []
    for key, value in items:
        out.append((*prefix, key))
        if len(out) < 400:
            out += paths(value, (*prefix, key))[:50]
    return out


def load(name: str) -> Any:
    return load_text((BOARDS / name).read_text(encoding="utf-8"))


def test_grid_offset_given_a_mapping_is_refused_naming_the_field() -> None:
    data = load("interceptor.yaml")
    data["grid"]["offset"] = {}
    with pytest.raises(BoardError) as refused:
        board_from_data(data, "interceptor.yaml")
    assert "grid.offset" in str(refused.value) and "'odd' or 'even'" in str(refused.value)
    data["grid"] = {"kind": ["hex"]}
    with pytest.raises(BoardError, match="grid.kind"):
        board_from_data(data, "interceptor.yaml")


@pytest.mark.parametrize("name", MAPS)
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data(), wrong=WRONG)
def test_any_field_of_any_type_is_a_board_error_or_a_board(name: str, data: st.DataObject, wrong: Any) -> None:
    good = load(name)
    where = data.draw(st.sampled_from(paths(good)))
    changed = copy.deepcopy(good)
    target = changed
    for key in where[:-1]:
        target = target[key]
    target[where[-1]] = wrong
    try:
        board = board_from_data(changed, name)
    except BoardError as exc:
        assert exc.source == name and exc.place and exc.problem  # the field and what was wrong, in words
    else:
        assert isinstance(board, Board)
