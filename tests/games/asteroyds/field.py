"""Games built for the tests: ships where a test wants them, turrets silent unless wanted, the dice chosen, and
a turn's programs played through the rules' check and apply."""

from __future__ import annotations

import itertools
from typing import Any

from arcade.core.hexgrid import Hex, OffsetLayout, Orientation, Parity, distance
from arcade.games.asteroyds.data import rules
from arcade.games.asteroyds.rules import AsteroydsGame, Program, Ready, Ship
from arcade.games.asteroyds.rules.actions import Event
from arcade.games.asteroyds.rules.field import step
from arcade.games.asteroyds.rules.program import parse

RULES = rules()
LAYOUT = OffsetLayout(Orientation.POINTY, Parity.ODD)
NE, E, SE, SW, W, NW = range(6)
SIDES = ("red", "white", "blue", "amber", "green", "violet")


def at(col: int, row: int) -> Hex:
    return LAYOUT.to_axial(col, row)


def where(h: Hex) -> tuple[int, int]:
    return LAYOUT.from_axial(h)


def game(players: int = 4, turrets: bool = False, **options: str) -> AsteroydsGame:
    """A new game (seat i in team red/white alternately), its turrets removed unless asked for."""
    g = RULES.new({"players": [{"name": f"P{i}", "side": SIDES[i]} for i in range(players)], "options": options},
                  1)
    if not turrets:
        g.turrets = []
    return g


def put(g: AsteroydsGame, ship: int, cell: tuple[int, int], facing: int) -> None:
    g.ships[ship].at, g.ships[ship].facing = at(*cell), facing


def run(g: AsteroydsGame, programs: dict[int, str]) -> list[Event]:
    """Each team in turn writes its ships' programs, then is ready; the last team's Ready plays the rounds."""
    events: list[Event] = []
    for _ in range(len(g.teams)):
        team = g.team
        seat = next(i for i, t in enumerate(g.seats) if t == team)
        for sid, text in programs.items():
            if g.ships[sid].team == team:
                events += RULES.play(g, seat, Program(sid, text))
        events += RULES.play(g, seat, Ready())
    return events


def of(events: list[Event], kind: type) -> list[Any]:
    return [e for e in events if isinstance(e, kind)]


def best_program(g: AsteroydsGame, ship: Ship, delay: int = 0) -> str:
    """A pilot heading for the enemy asteroyd, or home with it: of every route of F, R and L, the one that gets
    there (or nearest) first without crashing or crossing a turret's line of fire; then nothing. A teammate waits
    `delay` rounds first (two takers arriving together would leave the asteroyd where it is, AST.ROID.6)."""
    goal = g.field.areas[ship.team] if ship.carrying else {r.at for t, r in g.roids.items() if t != ship.team}
    fire = {h for t in g.turrets if t.active and t.team != ship.team for h in g.turret_laser(t).cells}
    best: tuple[tuple[int, int], str] = ((99, 99), "")
    for route in itertools.product("FRL", repeat=6 - delay):
        at, facing = ship.at, ship.facing
        for i, code in enumerate(route):
            turns, steps, _ = ship.motion(code)
            facing = (facing + turns) % 6
            at = step(at, facing)
            if g.fixed_at(at) is not None or at in fire:
                break
            key = (min(distance(at, h) for h in goal), i)
            if key < best[0]:
                best = (key, " ".join(route[: i + 1]))
    return parse("- " * delay + best[1] + " · 6 shield").text
