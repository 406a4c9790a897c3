"""Asteroyds' maps and the rules object built from them."""

from __future__ import annotations

from functools import lru_cache

from arcade.boards import load_board
from arcade.games.asteroyds.rules import AsteroydsRules

MAPS = ("asteroyds", "asteroyds-three")


@lru_cache(maxsize=1)
def rules() -> AsteroydsRules:
    return AsteroydsRules(MAPS, load_board)
