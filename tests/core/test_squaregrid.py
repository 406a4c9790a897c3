"""Square grid geometry with property tests."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from arcade.core.squaregrid import (
    Cell,
    is_straight,
    king_distance,
    manhattan,
    neighbors4,
    neighbors8,
    ray,
    straight_line,
    supercover_line,
)

cells = st.builds(Cell, st.integers(-40, 40), st.integers(-40, 40))


@given(cells, cells)
def test_distances_symmetric_and_ordered(a: Cell, b: Cell) -> None:
    assert king_distance(a, b) == king_distance(b, a)
    assert manhattan(a, b) == manhattan(b, a)
    assert king_distance(a, b) <= manhattan(a, b) <= 2 * king_distance(a, b)


@given(cells, cells)
def test_king_distance_consistent_with_8_neighbours(a: Cell, b: Cell) -> None:
    d = king_distance(a, b)
    steps = [king_distance(n, b) for n in neighbors8(a)]
    assert all(abs(s - d) <= 1 for s in steps)
    if d:
        assert min(steps) == d - 1


@given(cells, cells)
def test_manhattan_consistent_with_4_neighbours(a: Cell, b: Cell) -> None:
    d = manhattan(a, b)
    steps = [manhattan(n, b) for n in neighbors4(a)]
    assert all(abs(s - d) == 1 for s in steps)


def test_neighbour_sets() -> None:
    c = Cell(3, 3)
    assert set(neighbors4(c)) == {Cell(3, 2), Cell(4, 3), Cell(3, 4), Cell(2, 3)}
    assert set(neighbors4(c)) < set(neighbors8(c)) and len(set(neighbors8(c))) == 8


@given(cells, st.integers(0, 7), st.integers(0, 20))
def test_straight_lines_along_rows_columns_diagonals(a: Cell, direction: int, n: int) -> None:
    from arcade.core.squaregrid import KING

    step = KING[direction]
    b = Cell(a.x + step.x * n, a.y + step.y * n)
    assert is_straight(a, b)
    path = straight_line(a, b)
    assert path[0] == a and path[-1] == b and len(path) == n + 1
    assert path[1:] == ray(a, step, n)


def test_knight_move_is_not_straight() -> None:
    assert not is_straight(Cell(0, 0), Cell(1, 2))
    with pytest.raises(ValueError):
        straight_line(Cell(0, 0), Cell(1, 2))


@given(cells, cells)
def test_supercover_line_is_4_connected(a: Cell, b: Cell) -> None:
    path = supercover_line(a, b)
    assert path[0] == a and path[-1] == b
    main = [c for c in path]
    # consecutive cells differ by one orthogonal step, or (at an exact corner) by a diagonal through both sides
    for p, q in zip(main, main[1:], strict=False):
        assert king_distance(p, q) <= 1


def test_supercover_through_a_corner_touches_both_sides() -> None:
    assert supercover_line(Cell(0, 0), Cell(2, 2)) == [
        Cell(0, 0), Cell(1, 0), Cell(0, 1), Cell(1, 1), Cell(2, 1), Cell(1, 2), Cell(2, 2),
    ]
