"""What a computer's orders are for, and the orders themselves, in a player's words (never the notation alone, never
how the search chose them)."""

from __future__ import annotations

import pytest

from arcade import i18n
from arcade.core.hexgrid import distance
from arcade.games.interceptor.reasons import reason
from arcade.games.interceptor.rules.actions import Orders
from arcade.games.interceptor.rules.geometry import step
from arcade.games.interceptor.words import flight_words
from tests.games.interceptor.arena import N, S, fight


@pytest.fixture(autouse=True)
def english() -> None:
    i18n.setup("en")


def test_orders_are_told_as_a_flight_not_as_codes() -> None:
    assert flight_words("-2 GTGAA") == "backwards at speed 2: left, turn-about, left, 2 back"
    assert flight_words("3 AGAADX") == "speed 3: ahead, left, 2 ahead, right; holds its fire"
    assert flight_words("REPLI") == "retreats out of the fight"
    i18n.setup("fr")
    assert flight_words("3 AGAADX") == "vitesse 3 : avant, gauche, 2 en avant, droite ; ne tire pas"


def test_orders_that_end_with_the_enemy_in_the_fire_zone_say_so() -> None:
    g = fight([(0, (5, 8), N, 1), (1, (5, 8), S, 1)])
    g.ships[1].at = step(g.ships[0].at, N, 3)  # three hexes ahead: one move brings it into the zone
    assert reason(g, 0, Orders(0, "1 A")) == ("int_aim", {"count": 1})


def test_orders_that_close_in_or_keep_away_count_the_hexes_to_the_nearest_enemy() -> None:
    g = fight([(0, (5, 10), N, 2), (1, (5, 2), S, 2)])
    apart = distance(g.ships[0].at, g.ships[1].at)
    assert reason(g, 0, Orders(0, "2 AA")) == ("int_close", {"count": apart - 2})
    g = fight([(0, (5, 6), S, 2), (1, (5, 1), S, 2)])
    apart = distance(g.ships[0].at, g.ships[1].at)
    assert reason(g, 0, Orders(0, "2 AA")) == ("int_away", {"count": apart + 2})
    assert reason(g, 0, Orders(0, "REPLI")) == ("int_retreat", {})


def test_a_hint_of_orders_rings_the_ship_and_where_its_flight_ends() -> None:
    from arcade.games.interceptor.words import hint_places

    g = fight([(0, (5, 8), N, 2), (1, (5, 1), S, 2)])
    start = g.ships[0].at
    assert hint_places(g, Orders(0, "2 AA")) == [start, step(start, N, 2)]  # (the arrow drawn between them)
