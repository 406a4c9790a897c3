"""Games built for the tests: ships where a test wants them, turrets silent unless wanted, the dice chosen, and
a turn's programs played through the rules' check and apply."""

from __future__ import annotations

from typing import Any

from arcade.core.hexgrid import Hex, OffsetLayout, Orientation, Parity
from arcade.games.asteroyds.data import rules
from arcade.games.asteroyds.rules import AsteroydsGame, Program, Ready
from arcade.games.asteroyds.rules.actions import Event

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
