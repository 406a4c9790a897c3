"""Courses: programs that steer a ship to where it is going, for the Hard computer.

The legal programs the protocol lists are representatives (one action in every column, a straight run with one
turn...): enough for random play, but a ship that must turn twice to reach an asteroyd, or to bring one home round
an obstacle, has no such program among them, and Hard flew empty or wasted programs (watched: a ship that had taken
an asteroyd sat still). Here each ship's goals — the nearest enemy asteroyds still free when it carries none, its
own platform when it does — are reached by a small search over the six columns with the rules' own route
(`rules.route`: the field as it stands, crashes stop it), and the few programs that end nearest each goal are
offered to the search, which flies them against the other teams' programs like any other.
"""

from __future__ import annotations

from arcade.core.hexgrid import Hex, distance
from arcade.games.asteroyds.rules.actions import Program
from arcade.games.asteroyds.rules.game import AsteroydsGame
from arcade.games.asteroyds.rules.legality import plans_for
from arcade.games.asteroyds.rules.pieces import Ship
from arcade.games.asteroyds.rules.program import COLUMNS, Plan
from arcade.games.asteroyds.rules.route import route

#: Codes a course is made of: forward, a sixth right or left (and a hex on), about turn, nothing.
STEERING = ("F", "R", "L", "U", "-")
#: Partial courses kept after each column, and courses offered per goal.
BEAM, EACH = 12, 2
#: Goals per ship (the nearest first).
GOALS = 2


def courses(state: AsteroydsGame, ship: Ship) -> list[Program]:
    """The programs that bring `ship` nearest each of its goals this turn, its first anticipation kept (as the
    representatives keep it)."""
    first = plans_for(state, ship)[0]
    found: list[Program] = []
    for goal in goals(state, ship):
        for columns in steer(state, ship, goal):
            program = Program(ship.id, Plan(columns, first.rounds, first.mode).text)
            if program not in found:
                found.append(program)
    return found


def goals(state: AsteroydsGame, ship: Ship) -> list[Hex]:
    """Home when carrying, else the enemy asteroyds still free, the nearest first."""
    if ship.carrying is not None:
        return [state.field.platforms[ship.team]]
    free = [r.at for r in state.roids.values() if r.team != ship.team and r.carrier is None]
    return sorted(free, key=lambda h: distance(ship.at, h))[:GOALS]


def steer(state: AsteroydsGame, ship: Ship, goal: Hex) -> list[tuple[str, ...]]:
    """The `EACH` courses of six columns whose route ends nearest `goal` (a crash ends a route where it stops;
    reaching the goal sooner is better)."""
    beam: list[tuple[str, ...]] = [()]
    for _ in range(COLUMNS):
        grown = {(*course, code) for course in beam for code in STEERING}
        beam = sorted(grown, key=lambda course: score(state, ship, course, goal))[:BEAM]
    return beam[:EACH]


def score(state: AsteroydsGame, ship: Ship, course: tuple[str, ...], goal: Hex
          ) -> tuple[bool, int, int, tuple[str, ...]]:
    """Lower is better: a crash last, then the distance left, then how soon the goal was first reached, then the
    course itself (a fixed order, so ties come out the same every time)."""
    flown = route(state, ship, course)
    reached = next((i for i, h in enumerate(flown.cells) if h == goal), len(flown.cells) + COLUMNS)
    return (flown.crash is not None, distance(flown.cells[-1], goal), reached, course)
