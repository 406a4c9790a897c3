"""A ship's route for a program, as the rounds would fly it on the field as it stands (the programming board's
preview): where it is after each column, where it shoots, and where it would crash (AST.ROUND.4-6). What the
others will do (their ships, the asteroyds they move, the lasers that may send this one home) is not known while
programming, so it is not foreseen."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from arcade.core.hexgrid import Hex
from arcade.games.asteroyds.rules.field import step
from arcade.games.asteroyds.rules.game import AsteroydsGame
from arcade.games.asteroyds.rules.pieces import Ship


@dataclass(frozen=True)
class Route:
    cells: tuple[Hex, ...]  # the start, then every hex entered, in order
    shots: tuple[tuple[Hex, int], ...]  # where the ship stands and faces at each S column
    crash: tuple[str, Hex] | None  # what it would hit, and where (the route stops before it)


def route(game: AsteroydsGame, ship: Ship, codes: Sequence[str]) -> Route:
    """The route of `ship` if it flew `codes` (one per column) alone on the field as it stands."""
    at, facing = ship.at, ship.facing
    cells: list[Hex] = [at]
    shots: list[tuple[Hex, int]] = []
    for code in codes:
        turns, steps, back = ship.motion(code)
        facing = (facing + turns) % 6
        for _ in range(steps):
            target = step(at, facing + (3 if back else 0))
            what = game.fixed_at(target)
            if what is not None:
                return Route(tuple(cells), tuple(shots), (what, target))
            at = target
            cells.append(at)
        if code == "S":
            shots.append((at, facing))
    return Route(tuple(cells), tuple(shots), None)
