"""Full Metal Planète: the board, arrival zones and the ore layout."""

from __future__ import annotations

import random

from arcade.boards import load_board
from arcade.core.hexgrid import Hex, distance
from arcade.games.fmp.rules import Planet, ore_layout, ore_offsets

BOARD = load_board("fmp")
PLANET = Planet.from_board(BOARD)


def test_FMP_BOARD_1_851_flat_top_hexes_odd_columns_down() -> None:
    assert len(PLANET.terrain) == 851 and (BOARD.cols, BOARD.rows) == (37, 23)
    assert set(PLANET.terrain.values()) == {"sea", "plain", "marsh", "reef", "mountain"}
    # odd-q: column 1, row 0 sits below-right of column 0, row 0 and touches column 0, row 1
    assert distance(BOARD.to_axial(0, 1), BOARD.to_axial(1, 0)) == 1
    assert PLANET.on_edge(BOARD.to_axial(0, 5)) and not PLANET.on_edge(BOARD.to_axial(5, 5))


def test_FMP_BOARD_2_zones_their_coastal_reefs_and_contiguity() -> None:
    ring = "ABCDEFGHIJKL"
    assert sorted(PLANET.zones) == sorted(ring + "MN")
    for i, zone in enumerate(ring):  # the coastal strips touch their two neighbours in ring order
        assert PLANET.contiguous(zone, ring[(i + 1) % 12]) and PLANET.contiguous(zone, ring[i - 1])
    for island in "MN":  # islands are contiguous with nothing
        assert not any(PLANET.contiguous(island, z) for z in PLANET.zones if z != island)
    assert not PLANET.contiguous("A", "G")
    # the data's two reefs that touch two zones count for both (README of ../shared/data)
    shared_a_m, shared_k_l = BOARD.to_axial(9, 6), BOARD.to_axial(8, 14)
    assert shared_a_m in PLANET.reefs["A"] and shared_a_m in PLANET.reefs["M"]
    assert shared_k_l in PLANET.reefs["K"] and shared_k_l in PLANET.reefs["L"]
    # every reef written in the zones layer belongs to its zone's reefs
    for (c, r), label in BOARD.layer("zones").items():
        if label.endswith("-reef"):
            assert BOARD.to_axial(c, r) in PLANET.reefs[label[0]], (c, r, label)
    assert PLANET.zone_of(BOARD.to_axial(0, 0)) == "A"
    assert all(PLANET.terrain[h] != "sea" for land in PLANET.zones.values() for h in land)


def test_FMP_START_1_one_ore_in_nine_hexes_none_at_sea() -> None:
    offsets = ore_offsets(random.Random(3))
    assert offsets == ore_offsets(random.Random(3)) and all(0 <= v < 3 for v in offsets)
    ore = ore_layout(PLANET, offsets)
    assert all(PLANET.terrain[h] != "sea" for h in ore)
    assert all(h.q % 3 == offsets[0] and h.r % 3 == offsets[1] for h in ore)
    non_sea = sum(1 for t in PLANET.terrain.values() if t != "sea")
    assert abs(len(ore) - non_sea / 9) < 20  # about one hex in nine
    # two empty hexes between neighbouring ores along every hex line
    for h in ore:
        for step in (Hex(3, 0), Hex(0, 3), Hex(3, -3)):
            assert Hex(h.q + step.q // 3, h.r + step.r // 3) not in ore


def test_a_copy_of_a_position_sent_to_the_worker_shares_nothing_that_changes() -> None:
    """A position sent to the worker (a computer's move, a hint, a review's decision) is pickled by the pool in a
    thread of its own while this process plays and searches on: `python -m arcade.review` stopped on "dictionary
    changed size during iteration". A copy keeps its own land at each tide, and the planet, shared, is pickled
    without the lookups its searches fill."""
    import pickle

    from arcade.games.fmp.rules.stranding import land_hexes
    from arcade.games.fmp.rules.tides import HIGH, LOW
    from tests.games.fmp.planets import REAL, small

    s = small(tide=LOW)
    copy = s.game.clone()
    land_hexes(copy)
    s.set_tide(HIGH)
    land_hexes(s.game)
    assert set(copy.land_by_tide) == {LOW}  # (the original's new tide is its own)
    bare = len(pickle.dumps(REAL))
    REAL.adjacency()
    REAL.around(Hex(3, 3), 3)
    sent = pickle.loads(pickle.dumps(REAL))
    assert len(pickle.dumps(REAL)) == bare and sent.terrain == REAL.terrain and sent.zones == REAL.zones
    assert sent.adjacency() == REAL.adjacency() and sent.around(Hex(3, 3), 3) == REAL.around(Hex(3, 3), 3)
