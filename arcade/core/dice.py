"""Seeded dice: the only source of chance a game uses, so a record replays exactly."""

from __future__ import annotations

import random


def copied(rng: random.Random) -> random.Random:
    """A generator in the same state as `rng`, independent of it (a state's clone). `copy.deepcopy` copies its
    625 numbers one object at a time: most of a computer player's thinking in Playmoflotte and Apophis."""
    other = random.Random()
    other.setstate(rng.getstate())
    return other


class Dice:
    """A seeded random source for dice rolls and shuffles (never the global `random`)."""

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self._rng = random.Random(seed)

    def roll(self, count: int = 1, sides: int = 6) -> tuple[int, ...]:
        if count < 0 or sides < 1:
            raise ValueError("count must be >= 0 and sides >= 1")
        return tuple(self._rng.randint(1, sides) for _ in range(count))

    def roll_one(self, sides: int = 6) -> int:
        return self._rng.randint(1, sides)

    def shuffle(self, items: list[object]) -> None:
        self._rng.shuffle(items)

    def choice(self, count: int) -> int:
        """An index in range(count)."""
        return self._rng.randrange(count)
