"""Full Metal Planète: pieces, transport capacities, fire ranges and zones."""

from __future__ import annotations

from arcade.core.hexgrid import Hex, distance
from arcade.games.fmp.rules.fire import Destroyer, coverage, hexes_under_fire
from arcade.games.fmp.rules.pieces import ARMY, SPECS, Kind, can_carry, fire_range, is_destroyer, reserve


def test_FMP_MOVE_1_each_army() -> None:
    assert ARMY == {Kind.ASTRONEF: 1, Kind.TURRET: 3, Kind.BARGE: 1, Kind.CRAB: 1, Kind.WEATHER_LAYER: 1,
                    Kind.MOTORBOAT: 2, Kind.TANK: 4, Kind.HEAVY_TANK: 1, Kind.PONTOON: 1}
    assert {k for k in Kind if is_destroyer(k)} == {Kind.TURRET, Kind.TANK, Kind.HEAVY_TANK, Kind.MOTORBOAT}
    assert SPECS[Kind.BARGE].domain == SPECS[Kind.MOTORBOAT].domain == "sea"
    assert all(SPECS[k].domain == "land" for k in (Kind.TANK, Kind.HEAVY_TANK, Kind.CRAB, Kind.WEATHER_LAYER))


def test_FMP_TRANS_1_places_and_who_carries_what() -> None:
    assert SPECS[Kind.BARGE].capacity == 4 and SPECS[Kind.CRAB].capacity == 2
    assert can_carry(Kind.BARGE, Kind.CRAB, 4) and can_carry(Kind.BARGE, Kind.WEATHER_LAYER, 2)
    assert not can_carry(Kind.CRAB, Kind.WEATHER_LAYER, 2) and not can_carry(Kind.CRAB, Kind.CRAB, 2)
    assert can_carry(Kind.CRAB, Kind.TANK, 1) and can_carry(Kind.CRAB, Kind.ORE, 1)
    assert not can_carry(Kind.BARGE, Kind.HEAVY_TANK, 0)  # no room left
    assert not can_carry(Kind.BARGE, Kind.MOTORBOAT, 4) and not can_carry(Kind.TANK, Kind.ORE, 4)
    assert can_carry(Kind.WEATHER_LAYER, Kind.ORE, 1) and not can_carry(Kind.WEATHER_LAYER, Kind.TANK, 1)


def test_FMP_POND_3_common_reserve() -> None:
    assert reserve(2) == reserve(4) == {Kind.TANK: 16, Kind.CRAB: 4, Kind.PONTOON: 4}
    assert reserve(3) == {Kind.TANK: 12, Kind.CRAB: 3, Kind.PONTOON: 3}


def test_FMP_FIRE_1_ranges() -> None:
    assert fire_range(Kind.TURRET) == 2 and fire_range(Kind.MOTORBOAT) == 2
    assert fire_range(Kind.TANK, "plain") == 2 and fire_range(Kind.TANK, "mountain") == 3
    assert fire_range(Kind.HEAVY_TANK, "plain") == 3 and fire_range(Kind.BARGE) == 0


def test_FMP_FIRE_5_two_destroyers_of_one_opponent_make_a_fire_zone() -> None:
    red = [Destroyer("red", Kind.TANK, Hex(0, 0), "plain"), Destroyer("red", Kind.TANK, Hex(2, 0), "plain")]
    blue = [Destroyer("blue", Kind.TANK, Hex(5, 0), "plain")]
    cover = coverage(red + blue)
    assert Hex(1, 0) in hexes_under_fire("blue", cover)  # both red tanks reach it
    assert Hex(1, 0) not in hexes_under_fire("red", cover)  # never under one's own fire
    assert Hex(4, 0) not in hexes_under_fire("red", cover)  # one blue tank is not enough
    mixed = coverage([red[0], Destroyer("green", Kind.TANK, Hex(2, 0), "plain")])
    assert Hex(1, 0) not in hexes_under_fire("blue", mixed)  # two destroyers of two different opponents
    parked = coverage([red[0], Destroyer("red", Kind.TANK, Hex(2, 0), "plain", operational=False)])
    assert Hex(1, 0) not in hexes_under_fire("blue", parked)  # a neutralized one does not count
    turret = coverage([red[0], Destroyer("red", Kind.TURRET, Hex(2, 0), "plain", operational=False)])
    assert Hex(1, 0) in hexes_under_fire("blue", turret)  # turrets always do
    zone = hexes_under_fire("blue", cover)
    assert all(distance(h, Hex(0, 0)) <= 2 and distance(h, Hex(2, 0)) <= 2 for h in zone)
    assert Hex(1, 0) in zone and Hex(3, 0) not in zone
