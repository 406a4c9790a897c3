"""Fights built for the tests: ships already in the arena, asteroids where a test wants them, and orders played
through the rules' own check and apply."""

from __future__ import annotations

from collections.abc import Sequence

from arcade.core.hexgrid import Hex
from arcade.games.interceptor.data import rules
from arcade.games.interceptor.rules import InterceptorGame, Orders
from arcade.games.interceptor.rules.events import Event
from arcade.games.interceptor.rules.game import IN, ORDERS, Pilot, new_game
from arcade.games.interceptor.rules.geometry import FACINGS, Arena

RULES = rules()
N, NE, SE, S, SW, NW = range(6)


def at(col: int, row: int) -> Hex:
    return Arena(1, 1).hex_at(col, row)


def fight(ships: Sequence[tuple[int, tuple[int, int], int, int]], rocks: Sequence[tuple[tuple[int, int], int]] = (),
          size: int = 12, players: int = 2, retreat_at: int = 0, experience: bool = False,
          pilots: Sequence[Pilot] = ()) -> InterceptorGame:
    """Ships given as (owner, (col, row), facing, speed), in the arena and waiting for orders of turn 1."""
    arena = Arena(size, size)
    g = new_game(arena, [(at(*c), d) for c, d in rocks], players, 1, (), retreat_at, experience, False, 0)
    g.ships = []
    spec_of = new_game(arena, [], len(ships), 1, list(pilots), 0, experience, False, 0).ships
    for i, (owner, cell, facing, speed) in enumerate(ships):
        ship = spec_of[i]
        ship.id, ship.owner = i, owner
        ship.at, ship.facing, ship.speed, ship.state = at(*cell), facing, speed, IN
        g.ships.append(ship)
    g.turn, g.phase = 1, ORDERS
    return g


def play(g: InterceptorGame, *orders: str) -> list[Event]:
    """Every ship in play gives its orders (in ship order); the last one resolves the turn."""
    events: list[Event] = []
    texts = iter(orders)
    for ship in list(g.in_play()):
        if ship.id in g.orders:
            continue
        events += RULES.play(g, ship.owner, Orders(ship.id, next(texts)))
    return events


def cell(g: InterceptorGame, ship: int) -> tuple[int, int]:
    return g.arena.offset(g.ships[ship].at)


def facing(g: InterceptorGame, ship: int) -> str:
    return FACINGS[g.ships[ship].facing]
