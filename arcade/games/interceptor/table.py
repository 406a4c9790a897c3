"""The Interceptor table as it is played: `InterceptorScene`, what the table knows and does, with its side panel,
buttons (`controls`), board marks (`marks`) and the resolution played back phase by phase (`resolution`) — each
reads the scene, which needs none of them."""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui

from arcade.games.interceptor import controls, marks, resolution
from arcade.games.interceptor.panel import Panel, now_text
from arcade.games.interceptor.scene import InterceptorScene
from arcade.ui import board_and_panel
from arcade.ui.table import Hit

#: The pause between the phases of a resolution played back (ships, then asteroids, then fire).
PHASE_PAUSE = 0.35


class InterceptorTable(InterceptorScene):
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
        super().update(dt)
        now = self.app.now()
        if self.queue and not self.view.moving and now >= self.next_phase_at:
            resolution.play_phase(self, self.queue.pop(0))
            self.next_phase_at = now + PHASE_PAUSE
        elif self.stage is not None and not self.watching and not self.queue and not self.view.moving:
            self.stage, self._shown = None, None  # a replay asked for later has been played back
            self.app.request_redraw()  # (the last picture of it stayed until the pointer moved)
        if self.fire_until and now >= self.fire_until:
            self.fire_until = 0.0
            for name in [n for n in self.view.highlights if n.startswith("shot")]:
                self.view.clear_highlight(name)
            self._shown = None
            self.app.request_redraw()
        self.restart_clock()

    def drawn_guided(self, action: Any) -> bool:
        return bool(marks.guided(self) == action)

    def wants_frame(self) -> bool:
        return (self.view.wants_frame() or bool(self.queue) or bool(self.fire_until)
                or self.panel.clock_changed())

    def next_wake(self) -> float | None:
        return self.panel.next_clock_change()

    def draw(self, surface: pygame.Surface) -> None:
        self.hits: list[Hit] = []
        marks.refresh(self)
        board_and_panel.draw(self, self.view, self.panel, surface)
