"""Full Metal Planète: where pieces may go at each tide."""

from __future__ import annotations

from arcade.games.fmp.rules.pieces import Kind
from arcade.games.fmp.rules.terrain import astronef_ground, enterable, stuck
from arcade.games.fmp.rules.tides import HIGH, LOW, NORMAL


def test_FMP_TIDE_2_land_units_on_land_sea_units_on_water() -> None:
    assert enterable(Kind.TANK, "marsh", NORMAL) and not enterable(Kind.TANK, "marsh", HIGH)
    assert enterable(Kind.TANK, "reef", LOW) and not enterable(Kind.TANK, "reef", NORMAL)
    assert enterable(Kind.BARGE, "reef", NORMAL) and not enterable(Kind.BARGE, "reef", LOW)
    assert enterable(Kind.MOTORBOAT, "marsh", HIGH) and not enterable(Kind.MOTORBOAT, "plain", HIGH)
    assert enterable(Kind.MOTORBOAT, "sea", LOW) and not enterable(Kind.CRAB, "sea", LOW)
    assert not enterable(Kind.ORE, "plain", NORMAL) and not enterable(Kind.TURRET, "plain", NORMAL)


def test_FMP_TIDE_3_stranded_and_bogged() -> None:
    assert stuck(Kind.BARGE, "reef", LOW) == "stranded"
    assert stuck(Kind.TANK, "marsh", HIGH) == "bogged"
    assert stuck(Kind.TANK, "marsh", HIGH, pontoon=True) is None  # a pontoon keeps it dry
    assert stuck(Kind.MOTORBOAT, "sea", HIGH) is None and stuck(Kind.TANK, "plain", HIGH) is None


def test_FMP_MOVE_3_the_heavy_tank_never_enters_a_mountain() -> None:
    assert not enterable(Kind.HEAVY_TANK, "mountain", NORMAL)
    assert not enterable(Kind.HEAVY_TANK, "mountain", LOW, pontoon=True)
    assert enterable(Kind.TANK, "mountain", NORMAL) and enterable(Kind.HEAVY_TANK, "plain", HIGH)


def test_FMP_PONT_2_a_pontoon_is_land_for_every_land_piece_and_blocks_boats() -> None:
    for tide in (LOW, NORMAL, HIGH):
        assert enterable(Kind.TANK, "sea", tide, pontoon=True)
        assert enterable(Kind.CRAB, "reef", tide, pontoon=True)
        assert not enterable(Kind.BARGE, "sea", tide, pontoon=True)
        assert not enterable(Kind.MOTORBOAT, "sea", tide, pontoon=True)
    assert enterable(Kind.TANK, "plain", NORMAL, pontoon=True)  # laid on land it changes nothing


def test_FMP_SHIP_1_astronef_ground() -> None:
    assert astronef_ground("plain") and astronef_ground("marsh")
    assert not any(astronef_ground(t) for t in ("sea", "reef", "mountain"))
