"""Planets for Full Metal Planète rule tests: a little one written as YAML, and the printed one.

The test planet (12 columns x 8 rows, flat-top, odd columns down): plain in columns 0-5 (mountains at columns
2-3 of rows 2-3), marsh in column 6, reef in column 7, sea from column 8. Moving along a row is always a path of
neighbouring hexes, one hex per column.
"""

from __future__ import annotations

from typing import Any

from arcade.core.board import parse_board
from arcade.core.hexgrid import Hex
from arcade.games.fmp.data import planet
from arcade.games.fmp.rules.actions import Action
from arcade.games.fmp.rules.legal import canonical
from arcade.games.fmp.rules.model import Pos
from arcade.games.fmp.rules.planet import Planet
from arcade.games.fmp.rules.positions import Position

SMALL_MAP = """
schema: 1
id: fmp-test
name: FMP test planet
grid: {kind: hex, orientation: flat, offset: odd}
size: {cols: 12, rows: 8}
legend: {'.': sea, '$': plain, '%': marsh, '#': mountain, '*': reef}
terrain:
  - "$$$$$$%*...."
  - "$$$$$$%*...."
  - "$$##$$%*...."
  - "$$##$$%*...."
  - "$$$$$$%*...."
  - "$$$$$$%*...."
  - "$$$$$$%*...."
  - "$$$$$$%*...."
"""
SMALL = Planet.from_board(parse_board(SMALL_MAP, "fmp-test"))
REAL = planet()


def small(**options: Any) -> Position:
    """A position on the test planet (see Position for the options)."""
    return Position(SMALL, **options)


def path(s: Position, *cells: tuple[int, int]) -> tuple[Pos, ...]:
    """A path of one-hex places by column and row."""
    return tuple((s.h(c, r),) for c, r in cells)


def place(s: Position, *cells: tuple[int, int]) -> tuple[Hex, ...]:
    return tuple(s.h(c, r) for c, r in cells)


def judged(s: Position, action: Action, clause: str | None) -> None:
    """`check` says `clause` (None: legal), and the legal actions list the action (by its representative) exactly
    when it is legal."""
    assert s.clause(action) == clause, s.refusal(action)
    listed = s.legal()
    if clause is None:
        assert (canonical(s.game, action) or action) in listed, f"{action} is legal but not listed"
    else:
        assert action not in listed
