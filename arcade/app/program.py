"""The program: the window with its scenes (`AppCore`), the games it starts, resumes and keeps in the store
(`app_games`), and its main loop (`app_loop`)."""

from __future__ import annotations

from functools import cached_property
from pathlib import Path

import pygame

from arcade.app import games, loop
from arcade.app.core import AppCore, AppOptions
from arcade.core.codec import PlainData
from arcade.registry import GameDescriptor
from arcade.ui.handover import Handover

__all__ = ["App", "AppOptions"]


class App(AppCore):
    # -- games -----------------------------------------------------------------------------------------------
    def rematch(self, game: GameDescriptor, setup: dict[str, PlainData], seed: int | None) -> None:
        games.rematch(self, game, setup, seed)

    def start_game(self, game: GameDescriptor, setup: dict[str, PlainData], seed: int | None = None) -> None:
        games.start_game(self, game, setup, seed)

    def open_saved(self, key: int) -> None:
        games.open_saved(self, key)

    @cached_property
    def keeper(self) -> games.StoreKeeper:
        """Where the tables' matches keep their games."""
        return games.StoreKeeper(self)

    # -- main loop -----------------------------------------------------------------------------------------
    def draw(self) -> None:
        loop.draw(self)

    def frame(self, events: list[pygame.event.Event], dt: float) -> bool:
        return loop.frame(self, events, dt)

    def run(self) -> int:
        return loop.run(self)

    def render_first_frame(self, path: Path) -> None:
        """Draw one complete frame and save it as PNG (for --screenshot)."""
        if self.stack and isinstance(self.stack[-1], Handover):  # the picture is of the table, as its first
            self.stack[-1].complete()  # player sees it
        for _ in range(2):  # pygame-gui lays out text on its first update
            self.frame(pygame.event.get(), 1 / loop.FPS)
            self._dirty = True
        while self.stack and self.stack[-1].wants_frame() and not self.stack[-1].is_game:
            self.frame(pygame.event.get(), 1 / loop.FPS)  # let the launcher finish loading its pictures
        self.draw()
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(self.screen, str(path))
