"""Full Metal Planète's data file (the planet) and the rules object built from it."""

from __future__ import annotations

from functools import lru_cache

from arcade.boards import load_board
from arcade.games.fmp.rules.planet import Planet
from arcade.games.fmp.rules.protocol import FmpRules

BOARD = "fmp"


@lru_cache(maxsize=1)
def planet() -> Planet:
    return Planet.from_board(load_board(BOARD))


@lru_cache(maxsize=1)
def rules() -> FmpRules:
    """The rules on the printed planet (boards/fmp.yaml)."""
    return FmpRules(planet())
