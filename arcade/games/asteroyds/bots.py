"""Asteroyds' computer players: programs tried over the six rounds against the other teams' programs drawn at
random (the dice are public), scored by captures and by how near each ship is to its next goal."""

from __future__ import annotations

from typing import Any

from arcade.bots.base import Bot
from arcade.bots.search import Effort, SearchBot, lead
from arcade.bots.search import levels as search_levels
from arcade.core.hexgrid import distance
from arcade.core.protocol import Seat
from arcade.games.asteroyds.courses import courses
from arcade.games.asteroyds.reasons import reason
from arcade.games.asteroyds.rules.actions import Program, Ready
from arcade.games.asteroyds.rules.game import AsteroydsGame


def team_value(state: AsteroydsGame, team: str) -> float:
    home = state.field.platforms[team]
    value = 40.0 * state.scores.get(team, 0)
    enemy_roids = [r.at for r in state.roids.values() if r.team != team and r.carrier is None]
    for ship in state.ships:
        if ship.team != team:
            continue
        if ship.carrying is not None:
            value += 15.0 - distance(ship.at, home)
        elif enemy_roids:
            value -= 0.5 * min(distance(ship.at, at) for at in enemy_roids)
    return value


#: Each ship's program is a decision of its own, whatever the order the team writes them in (`arcade.review`).
PER_SHIP = True
#: A review's costs are told in captures: what one is worth in `team_value` (`arcade.review.lost`); a decision is
#: marked from a fiftieth of one (a ship flown into a laser, a turn of the way lost), a game has so few.
UNIT, SMALL = 40.0, 0.02
evaluate = lead(team_value, lambda state: state.teams, lambda state, seat: state.seats[seat])


def sensible(state: AsteroydsGame, seat: Seat, legal: list[Any]) -> list[Any]:
    """Each ship of the team programmed once — the seat's own first, then any left without a program — then
    Ready: rewriting a program is for people changing their mind (and a person's is theirs: at the table, a
    computer team-mate programs once its people have written theirs)."""
    waiting = [s for s in state.ships if s.team == state.seats[seat] and s.id not in state.plans]
    if not waiting:
        return [a for a in legal if isinstance(a, Ready)]
    first = min(waiting, key=lambda s: (s.seat != seat, s.id)).id
    return [a for a in legal if isinstance(a, Program) and a.ship == first]


def leads(state: AsteroydsGame, seat: Seat, legal: list[Any]) -> list[Any]:
    """Hard's courses (`courses`) for the ship it programs now (the one `sensible` leaves)."""
    ships = {a.ship for a in legal if isinstance(a, Program)}
    return courses(state, state.ships[ships.pop()]) if len(ships) == 1 else []


def levels() -> dict[str, Bot[Any, Any]]:
    found = search_levels(evaluate, Effort(8, 1, 8), Effort(20, 2, 16), Effort(20, 5, 16), sensible,
                          explain=reason)
    found["hard"] = SearchBot("hard", evaluate, Effort(20, 5, 16), sensible=sensible, leads=leads, explain=reason)
    return found
