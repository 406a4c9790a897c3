"""Test helper: a seeded random source whose dice faces come from a script."""

from __future__ import annotations

import random


class ScriptedDice(random.Random):
    """`randint` returns the scripted faces in order (shuffles stay seeded)."""

    def __init__(self, faces: list[int]) -> None:
        super().__init__(0)
        self.faces = list(faces)

    def randint(self, a: int, b: int) -> int:
        return self.faces.pop(0)
