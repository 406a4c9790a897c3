"""Hex geometry (axial/cube, flat and pointy, odd and even offsets), with property tests."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from arcade.core.hexgrid import (
    DIRECTIONS,
    Hex,
    HexLayout,
    OffsetLayout,
    Orientation,
    Parity,
    distance,
    line,
    nearness,
    neighbors,
    reflect,
    ring,
    rotate_left,
    rotate_right,
    spiral,
    within,
)

coord = st.integers(-60, 60)
hexes = st.builds(Hex, coord, coord)
layouts = st.sampled_from([OffsetLayout(o, p) for o in Orientation for p in Parity])


@given(st.lists(hexes, max_size=8), st.lists(hexes, min_size=1, max_size=6))
def test_nearness_is_the_distance_to_the_nearest_target_asked_again_or_not(targets: list[Hex],
                                                                           asked: list[Hex]) -> None:
    to_nearest = nearness(tuple(targets))
    for h in [*asked, *asked]:  # (the second time from what it kept)
        assert to_nearest(h) == min((distance(h, t) for t in targets), default=0)


@given(hexes, hexes)
def test_distance_is_symmetric_and_zero_only_on_itself(a: Hex, b: Hex) -> None:
    assert distance(a, b) == distance(b, a)
    assert (distance(a, b) == 0) == (a == b)


@given(hexes, hexes, hexes)
def test_distance_obeys_triangle_inequality(a: Hex, b: Hex, c: Hex) -> None:
    assert distance(a, c) <= distance(a, b) + distance(b, c)


@given(hexes, hexes)
def test_distance_consistent_with_neighbours(a: Hex, b: Hex) -> None:
    """One step to a neighbour changes the distance to any hex by at most one, and some neighbour gets closer."""
    d = distance(a, b)
    steps = [distance(n, b) for n in neighbors(a)]
    assert all(abs(s - d) <= 1 for s in steps)
    if d > 0:
        assert min(steps) == d - 1


@given(hexes)
def test_six_distinct_neighbours_at_distance_one(h: Hex) -> None:
    ns = neighbors(h)
    assert len(set(ns)) == 6 and all(distance(h, n) == 1 for n in ns)
    assert h.q + h.r + h.s == 0


@given(hexes, layouts)
def test_offset_axial_round_trip(h: Hex, layout: OffsetLayout) -> None:
    col, row = layout.from_axial(h)
    assert layout.to_axial(col, row) == h


@given(st.integers(0, 60), st.integers(0, 60), layouts)
def test_axial_offset_round_trip(col: int, row: int, layout: OffsetLayout) -> None:
    assert layout.from_axial(layout.to_axial(col, row)) == (col, row)


def test_odd_q_layout_shifts_odd_columns_down() -> None:
    odd_q = OffsetLayout(Orientation.FLAT, Parity.ODD)
    # In odd-q, (1, 0) sits below-right of (0, 0): they are neighbours, and so are (1, 0) and (0, 1).
    assert distance(odd_q.to_axial(0, 0), odd_q.to_axial(1, 0)) == 1
    assert distance(odd_q.to_axial(0, 1), odd_q.to_axial(1, 0)) == 1
    assert distance(odd_q.to_axial(0, 0), odd_q.to_axial(1, 1)) == 2
    even_q = OffsetLayout(Orientation.FLAT, Parity.EVEN)
    assert distance(even_q.to_axial(0, 0), even_q.to_axial(1, 1)) == 1
    odd_r = OffsetLayout(Orientation.POINTY, Parity.ODD)
    assert distance(odd_r.to_axial(0, 0), odd_r.to_axial(0, 1)) == 1
    assert distance(odd_r.to_axial(1, 0), odd_r.to_axial(0, 1)) == 1


@given(hexes, hexes)
def test_line_is_connected_and_minimal(a: Hex, b: Hex) -> None:
    path = line(a, b)
    assert path[0] == a and path[-1] == b
    assert len(path) == distance(a, b) + 1
    assert all(distance(p, q) == 1 for p, q in zip(path, path[1:], strict=False))


@given(hexes, st.integers(0, 8))
def test_ring_and_range(center: Hex, radius: int) -> None:
    r = ring(center, radius)
    assert len(r) == max(1, 6 * radius) and len(set(r)) == len(r)
    assert all(distance(center, h) == radius for h in r)
    area = within(center, radius)
    assert len(area) == 3 * radius * (radius + 1) + 1
    assert set(area) == {h for k in range(radius + 1) for h in ring(center, k)} == set(spiral(center, radius))


def test_ring_rejects_negative_radius() -> None:
    with pytest.raises(ValueError):
        ring(Hex(0, 0), -1)


@given(hexes, hexes)
def test_rotation_keeps_distance_and_cycles(h: Hex, center: Hex) -> None:
    left = rotate_left(h, center)
    assert distance(left, center) == distance(h, center)
    assert rotate_right(left, center) == h
    x = h
    for _ in range(6):
        x = rotate_right(x, center)
    assert x == h


def test_rotation_turns_directions_in_order() -> None:
    for i, d in enumerate(DIRECTIONS):
        assert rotate_left(d) == DIRECTIONS[(i + 1) % 6]


@given(hexes, st.sampled_from("qrs"))
def test_reflection_is_an_involution_keeping_its_axis(h: Hex, axis: str) -> None:
    m = reflect(h, axis)
    assert reflect(m, axis) == h
    assert getattr(m, axis) == getattr(h, axis)
    assert distance(m, Hex(0, 0)) == distance(h, Hex(0, 0))


def test_reflection_rejects_unknown_axis() -> None:
    with pytest.raises(ValueError):
        reflect(Hex(1, 0), "x")


@given(hexes, st.sampled_from(list(Orientation)), st.floats(4, 80))
def test_pixel_round_trip_at_any_size(h: Hex, orientation: Orientation, size: float) -> None:
    layout = HexLayout(orientation, size, (13.0, -7.0))
    assert layout.from_pixel(*layout.to_pixel(h)) == h
    # points just inside each corner still pick the same hex
    cx, cy = layout.to_pixel(h)
    for x, y in layout.corners(h):
        assert layout.from_pixel(cx + (x - cx) * 0.9, cy + (y - cy) * 0.9) == h


def test_cell_sizes() -> None:
    flat = HexLayout(Orientation.FLAT, 10)
    assert flat.cell_width == 20 and flat.cell_height == pytest.approx(17.3205, abs=1e-3)
    pointy = HexLayout(Orientation.POINTY, 10)
    assert pointy.cell_height == 20 and pointy.cell_width == pytest.approx(17.3205, abs=1e-3)


def test_hex_arithmetic() -> None:
    assert Hex(1, 2) + Hex(3, -1) == Hex(4, 1)
    assert Hex(1, 2) - Hex(3, -1) == Hex(-2, 3)
    assert Hex(1, -2).scale(3) == Hex(3, -6)
