"""The Asteroyds table as it is played: `AsteroydsScene`, what the table knows and does, with its side panel, buttons
(`controls`), board marks (`marks`) and each turn's rounds played back (`resolution`) — each reads the scene, which
needs none of them."""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui

from arcade.games.asteroyds import controls, marks, resolution
from arcade.games.asteroyds.panel import Panel, now_text
from arcade.games.asteroyds.scene import AsteroydsScene
from arcade.ui import board_and_panel
from arcade.ui.table import Hit

#: Seconds between two rounds played back.
ROUND_PAUSE = 0.9


class AsteroydsTable(AsteroydsScene):
    def setup_table(self) -> None:
        super().setup_table()
        self.panel = Panel(self)

    def build(self, container: pygame_gui.core.UIContainer, size: tuple[int, int]) -> None:
        self.layout = board_and_panel.lay_out(self.view, self.panel, self.table_layout(size))
        controls.build(self, container, self.panel)

    def now_text(self) -> str:
        return now_text(self)

    def refresh_buttons(self) -> None:
        controls.refresh(self)

    def update(self, dt: float) -> None:
        self.view.update(dt)
        self.dice.update(dt)
        super().update(dt)
        now = self.app.now()
        if self.queue and not self.paused and not self.view.moving and now >= self.next_round_at:
            resolution.play_round(self, self.queue.pop(0))
            self.next_round_at = now + ROUND_PAUSE
        elif self.next_dice is not None and not self.queue and not self.view.moving:
            self._tell(self.next_dice, False)  # the rounds are over: now the next turn's dice
            self.next_dice = None
        self.restart_clock()

    def drawn_guided(self, action: Any) -> bool:
        ship = self.current()
        return ship is not None and getattr(action, "ship", None) == ship.id and marks.guided(self, ship) is not None

    def wants_frame(self) -> bool:
        return (self.view.wants_frame() or bool(self.queue) or self.banner is not None or self.dice.wants_frame()
                or self.panel.clock_changed())

    def next_wake(self) -> float | None:
        return self.panel.next_clock_change()

    def draw(self, surface: pygame.Surface) -> None:
        self.hits: list[Hit] = []
        marks.refresh(self)
        board_and_panel.draw(self, self.view, self.panel, surface)
        if self.banner is not None:
            self.draw_banner(surface, *self.banner)
