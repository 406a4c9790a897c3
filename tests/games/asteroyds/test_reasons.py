"""What a computer's program is for, in a player's words, read from the route the rules would fly it."""

from __future__ import annotations

from arcade.games.asteroyds.reasons import reason
from arcade.games.asteroyds.rules import Program, Ready
from arcade.games.asteroyds.rules.field import step
from tests.games.asteroyds.field import game


def test_a_program_that_flies_into_the_enemys_asteroyd_takes_it() -> None:
    g = game(2)
    ship = g.ships[0]
    roid = next(r for r in g.roids.values() if r.team != ship.team)
    ship.at = step(roid.at, (ship.facing + 3) % 6)  # one hex behind it, facing it
    assert reason(g, 0, Program(ship.id, "F - - - - -")) == ("ast_take", {})
    assert reason(g, 0, Ready()) == ("ast_ready", {})


def test_a_ship_carrying_the_asteroyd_towards_its_platform_counts_the_hexes_left() -> None:
    g = game(2)
    ship = g.ships[0]
    area = g.field.areas[ship.team]
    ship.carrying = next(t for t in g.roids if t != ship.team)
    edge = next(h for h in area if step(h, ship.facing) not in area and g.fixed_at(step(h, ship.facing)) is None)
    ship.at = step(step(step(edge, ship.facing), ship.facing), ship.facing)  # three hexes out, facing away
    assert reason(g, 0, Program(ship.id, "U F - - - -")) == ("ast_home", {"count": 2})
    assert reason(g, 0, Program(ship.id, "U F F F - -")) == ("ast_capture", {})


def test_a_hint_of_a_program_rings_the_ship_and_where_its_route_ends() -> None:
    from arcade.games.asteroyds.words import hint_places

    g = game(2)
    ship = g.ships[0]
    ahead = step(step(ship.at, ship.facing), ship.facing)
    assert g.fixed_at(step(ship.at, ship.facing)) is None and g.fixed_at(ahead) is None
    assert hint_places(g, Program(ship.id, "F F - - - -")) == [ship.at, ahead]
