"""Dice on screen: the values come from the game's seeded dice; only the tumble before they settle is cosmetic."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pygame

from arcade.ui import theme

PIPS = {
    1: [(0.5, 0.5)],
    2: [(0.25, 0.25), (0.75, 0.75)],
    3: [(0.25, 0.25), (0.5, 0.5), (0.75, 0.75)],
    4: [(0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)],
    5: [(0.25, 0.25), (0.75, 0.25), (0.5, 0.5), (0.25, 0.75), (0.75, 0.75)],
    6: [(0.25, 0.25), (0.75, 0.25), (0.25, 0.5), (0.75, 0.5), (0.25, 0.75), (0.75, 0.75)],
}


def draw_die(surface: pygame.Surface, rect: pygame.Rect, value: int, color: theme.Color = (245, 245, 240)) -> None:
    pygame.draw.rect(surface, (30, 30, 34), rect.move(3, 4), border_radius=rect.width // 6)
    pygame.draw.rect(surface, color, rect, border_radius=rect.width // 6)
    pygame.draw.rect(surface, (60, 60, 70), rect, width=2, border_radius=rect.width // 6)
    r = max(2, rect.width // 10)
    for fx, fy in PIPS.get(value, []):
        pygame.draw.circle(surface, (25, 25, 30), (rect.x + fx * rect.width, rect.y + fy * rect.height), r)
    if value not in PIPS:
        theme.blit_text(surface, str(value), rect.height // 2, (25, 25, 30), rect.center, "center", True)


class DiceView:
    """Shows the last roll; `roll(values)` tumbles for `duration` seconds, a click (`skip`) settles at once."""

    def __init__(self, duration: float = 0.6) -> None:
        self.duration = duration
        self.values: tuple[int, ...] = ()
        self._left = 0.0
        self._faces: tuple[int, ...] = ()
        self._drawn: tuple[int, ...] = ()  # the faces of the last frame drawn
        self._cosmetic = random.Random(0)

    def roll(self, values: tuple[int, ...]) -> None:
        self.values = values
        self._left = self.duration
        self._faces = values

    def clear(self) -> None:
        """No dice shown (a new player's turn: the last player's roll is not theirs)."""
        self.values, self._faces, self._left = (), (), 0.0

    def skip(self) -> None:
        self._left = 0.0

    @property
    def rolling(self) -> bool:
        return self._left > 0

    def wants_frame(self) -> bool:
        """While tumbling, and once more when the dice have settled (else the last tumble face stays shown)."""
        return self.rolling or self._faces != self._drawn

    def update(self, dt: float) -> None:
        if self._left > 0:
            self._left = max(0.0, self._left - dt)
            self._faces = tuple(self._cosmetic.randint(1, 6) for _ in self.values) if self._left else self.values

    def draw(self, surface: pygame.Surface, topleft: tuple[int, int], size: int,
             colors: Sequence[theme.Color] = ()) -> None:
        """The dice in a row (each in its colour when `colors` are given: Asteroyds' red, white and blue dice)."""
        self._drawn = self._faces
        for i, value in enumerate(self._faces):
            rect = pygame.Rect(topleft[0] + i * int(size * 1.25), topleft[1], size, size)
            if self.rolling:
                rect = rect.move(0, -int(size * 0.12 * ((i + int(self._left * 20)) % 2)))
            draw_die(surface, rect, value, colors[i] if i < len(colors) else (245, 245, 240))
