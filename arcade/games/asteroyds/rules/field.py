"""The field: a pointy-top hex map with holes (AST.BOARD.1), each team's base read from the map's layers
(AST.BOARD.2), and the six directions numbered 1-6 clockwise from the upper right (AST.BOARD.3)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cached_property

from arcade.core.board import Board, GridKind
from arcade.core.hexgrid import Hex, Orientation

#: Direction 1..6 (index 0..5), clockwise from the upper right, in axial coordinates for pointy-top hexes.
STEPS = (Hex(1, -1), Hex(1, 0), Hex(0, 1), Hex(-1, 1), Hex(-1, 0), Hex(0, -1))
TEAMS = ("red", "white", "blue")


def step(h: Hex, facing: int, n: int = 1) -> Hex:
    d = STEPS[facing % 6]
    return Hex(h.q + d.q * n, h.r + d.r * n)


class FieldError(ValueError):
    """A map that cannot hold a capture-the-asteroyd game; the message names what is missing."""


@dataclass(frozen=True)
class Field:
    cells: frozenset[Hex]
    teams: tuple[str, ...]
    starts: Mapping[str, Hex]  # each asteroyd's start hex
    platforms: Mapping[str, Hex]
    turrets: tuple[tuple[str, Hex], ...]
    pods: tuple[tuple[str, Hex], ...]  # public pods, by the base they belong to
    areas: Mapping[str, frozenset[Hex]]  # where a team's carrier scores (AST.ROID.3 ruling)
    names: Mapping[Hex, str]  # "col,row" as the board's labels read

    @classmethod
    def from_board(cls, board: Board) -> Field:
        if board.grid.kind is not GridKind.HEX or board.grid.orientation is not Orientation.POINTY:
            raise FieldError("an Asteroyds map is a grid of pointy-top hexes")
        cells = frozenset(board.to_axial(c, r) for c, r in board.cells())

        def layer(name: str) -> dict[str, list[Hex]]:
            out: dict[str, list[Hex]] = {}
            for (c, r), team in sorted(board.layer(name).items()):
                out.setdefault(team, []).append(board.to_axial(c, r))
            return out

        starts, platforms = layer("start"), layer("platform")
        teams = tuple(t for t in TEAMS if t in starts)
        if len(teams) < 2 or any(t not in platforms for t in teams) or set(starts) - set(teams):
            raise FieldError("each team (red, white, and blue for three) needs an asteroyd start and a platform")
        turrets, pods, areas = layer("turret"), layer("pod"), layer("area")
        fixed = [h for t in teams for h in (starts[t][0], platforms[t][0])]
        fixed += [h for v in (*turrets.values(), *pods.values()) for h in v]
        if any(h not in cells for h in fixed):
            raise FieldError("a base piece lies in a hole or off the map")
        return cls(cells, teams, {t: starts[t][0] for t in teams}, {t: platforms[t][0] for t in teams},
                   tuple((t, h) for t in teams for h in turrets.get(t, [])),
                   tuple((t, h) for t in teams for h in pods.get(t, [])),
                   {t: frozenset([starts[t][0], *areas.get(t, [])]) for t in teams},
                   {board.to_axial(c, r): f"{c},{r}" for c, r in board.cells()})

    @cached_property
    def platform_at(self) -> dict[Hex, str]:
        return {h: t for t, h in self.platforms.items()}

    @cached_property
    def rays(self) -> dict[tuple[Hex, int], tuple[Hex, ...]]:
        """The rays walked so far (`ray`): the field never changes, and a search walks the same ones again."""
        return {}

    def ray(self, start: Hex, facing: int) -> tuple[Hex, ...]:
        """The hexes from `start` (not included) in direction `facing`, up to the edge or the first hole."""
        found = self.rays.get((start, facing))
        if found is None:
            cells, h = [], step(start, facing)
            while h in self.cells:
                cells.append(h)
                h = step(h, facing)
            found = self.rays[(start, facing)] = tuple(cells)
        return found

    def name(self, h: Hex) -> str:
        return self.names.get(h, f"{h.q},{h.r}")
