"""Full Metal Planète: tides and action points."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from arcade.games.fmp.rules import HIGH, LOW, NORMAL, ActionPoints, TideDeck, base_credit, land_at, water_at


def test_FMP_TIDE_1_what_is_land_at_each_tide() -> None:
    assert land_at("marsh", NORMAL) and water_at("reef", NORMAL)
    assert water_at("marsh", HIGH) and water_at("reef", HIGH)
    assert land_at("marsh", LOW) and land_at("reef", LOW)
    for tide in (LOW, NORMAL, HIGH):
        assert land_at("plain", tide) and land_at("mountain", tide) and water_at("sea", tide)


def test_FMP_TIDE_5_deck_reveals_from_turn_3_and_reshuffles_at_11_and_19() -> None:
    deck = TideDeck(random.Random(4))
    assert Counter(deck.aside + deck.future) == {LOW: 5, NORMAL: 5, HIGH: 5}
    assert len(deck.aside) == 6 and len(deck.future) == 9
    tides = [deck.start_turn(turn) for turn in range(1, 26)]
    assert tides[:2] == [NORMAL, NORMAL]
    assert deck.reshuffled_at == [11, 19]
    assert all(t in (LOW, NORMAL, HIGH) for t in tides)
    # after a reshuffle the deck holds the 14 other cards: 6 aside and 8 to come
    again = TideDeck(random.Random(4))
    for turn in range(1, 12):
        again.start_turn(turn)
    assert len(again.aside) == 6 and len(again.future) == 8
    whole = Counter(again.aside + again.future + [again.present])
    assert whole == {LOW: 5, NORMAL: 5, HIGH: 5}


def test_FMP_TIDE_5_deck_is_deterministic_from_the_seed() -> None:
    a, b = TideDeck(random.Random(9)), TideDeck(random.Random(9))
    assert [a.start_turn(t) for t in range(1, 26)] == [b.start_turn(t) for t in range(1, 26)]


def test_FMP_TIDE_6_forecast_shows_the_next_n_tides() -> None:
    deck = TideDeck(random.Random(2))
    deck.start_turn(3)
    assert deck.forecast(2) == deck.future[:2] and deck.forecast(0) == []


def test_FMP_PTS_1_base_credit() -> None:
    assert [base_credit(t, 1) for t in (1, 2, 3, 4, 5, 25)] == [0, 0, 5, 10, 15, 15]
    assert base_credit(5, 2) == 20 and base_credit(5, 3) == 25
    points = ActionPoints()
    points.start_turn(6, 1)
    points.adjust_base(5)  # an astronef taken adds its 5 at once
    assert points.available == 20


def test_FMP_PTS_3_saving_in_blocks_of_five_up_to_ten() -> None:
    points = ActionPoints()
    points.start_turn(5, 1)
    points.pay(10)
    points.end_turn()
    assert points.saved == 5  # spend 10 of 15: save 5
    points.start_turn(6, 1)
    points.pay(5)
    points.end_turn()
    assert points.saved == 10  # spend 5: save 10, and never more than 10
    points.start_turn(7, 1)
    points.end_turn()
    assert points.saved == 10
    points.start_turn(8, 1)
    points.pay(17)  # 15 from the credit, then one cube opened: 3 of it are lost at the end of the turn
    assert points.saved == 5 and points.open_cube == 3
    points.end_turn()
    assert points.saved == 5 and points.open_cube == 0
    early = ActionPoints()
    early.start_turn(3, 1)
    early.end_turn()
    assert early.saved == 0  # turns 3-4 save nothing
    with pytest.raises(ValueError):
        early.pay(1)


def test_FMP_PTS_4_three_astronefs_and_ten_saved_make_35() -> None:
    points = ActionPoints()
    points.saved = 10
    points.start_turn(9, 3)
    assert points.available == 35
    points.pay(35)
    assert points.available == 0 and points.saved == 0
