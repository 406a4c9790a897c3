"""Test helpers: a seeded random source whose dice faces come from a script; a move played as a player plays it."""

from __future__ import annotations

import random
from typing import Any


class ScriptedDice(random.Random):
    """`randint` returns the scripted faces in order (shuffles stay seeded)."""

    def __init__(self, faces: list[int]) -> None:
        super().__init__(0)
        self.faces = list(faces)

    def randint(self, a: int, b: int) -> int:
        return self.faces.pop(0)


def play(game: Any, action: Any) -> Any:
    """Check, then apply, as a player's move is: a rules test that applied a move `check` refuses would pass with a
    wrong `check`. Returns what `apply` returns (the events)."""
    refusal = game.check(action)
    assert refusal is None, f"{action} refused: {refusal}"
    return game.apply(action)
