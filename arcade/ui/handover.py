"""The hand-over screen: fills the window in the next player's colour and pattern, so nothing secret stays visible.

It only goes away on a deliberate click: the press and the release both come at least `MIN_SHOW` seconds after
it appeared, so the second click of a double-click on "End turn" cannot dismiss it and show the next hand to the
wrong person. The running clock stays on it, so nobody loses track of time while the computer changes hands.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from arcade.core.clock import Clock, format_seconds
from arcade.i18n import t
from arcade.ui import theme
from arcade.ui.clock_view import LEVEL_COLORS
from arcade.ui.pieces import Piece, draw_piece
from arcade.ui.scenes import AppContext, Scene

#: Seconds the hand-over stays before a click may dismiss it.
MIN_SHOW = 0.6
READY_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)


class Handover(Scene):
    """"Pass to <name>", then the next player clicks (or presses Space/Enter) when ready."""

    opaque = True

    def __init__(self, app: AppContext, name: str, side_id: str, on_ready: Callable[[], None],
                 clock: Clock | None = None) -> None:
        super().__init__(app)
        self.name, self.side, self.side_id = name, theme.side(side_id), side_id
        self.on_ready = on_ready
        self.clock = clock
        self.shown_at = app.now()
        self.pressed = False
        self._shown_time: str | None = None
        self._shown_ready = False  # whether the last frame drawn said "Click when ready"

    def ready_for_input(self) -> bool:
        return self.app.now() - self.shown_at >= MIN_SHOW

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed = self.ready_for_input()
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.pressed and self.ready_for_input():
                self.complete()
            self.pressed = False
        elif event.type == pygame.KEYDOWN and event.key in READY_KEYS and self.ready_for_input():
            self.complete()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.back_to_launcher()  # never uncovers the table: the game is saved, the next player resumes it
        return True

    def complete(self) -> None:
        """The next player is at the screen."""
        self.app.pop(self)
        self.on_ready()

    def wants_frame(self) -> bool:
        if self.ready_for_input() != self._shown_ready:
            return True  # "Click when ready" appears once a click may count (a frame is owed until it is drawn)
        return self.clock is not None and self.clock.running and self._time_text() != self._shown_time

    def next_wake(self) -> float | None:
        if not self.ready_for_input():
            return MIN_SHOW - (self.app.now() - self.shown_at)
        if self.clock is None or not self.clock.running:
            return None
        left = self.clock.remaining()
        return (left - int(left)) or 1.0

    def _time_text(self) -> str:
        return format_seconds(self.clock.remaining()) if self.clock is not None else ""

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.fill(self.side.color)
        s = theme.scale_for(h)
        ink = self.side.ink
        band = pygame.Rect(0, int(h * 0.24), w, int(h * 0.5))
        pygame.draw.rect(surface, tuple(max(0, c - 40) for c in self.side.color), band)
        radius = int(86 * s)
        draw_piece(surface, Piece((0, 0), self.side_id), (w // 2, band.top + radius + int(24 * s)), radius)
        title = t("pass_to", name=self.name)
        size = int(96 * s)
        while size > 40 and theme.font(size, True).size(title)[0] > w * 0.9:
            size -= 4
        theme.blit_text(surface, title, size, ink, (w // 2, int(h * 0.56)), "center", True)
        self._shown_ready = self.ready_for_input()
        hint = t("click_when_ready") if self._shown_ready else " "
        theme.blit_text(surface, hint, theme.text_px(40, s), ink, (w // 2, int(h * 0.67)), "center")
        self._shown_time = self._time_text()
        if self.clock is not None:
            color = LEVEL_COLORS[self.clock.level()]
            box = pygame.Rect(0, 0, int(300 * s), int(110 * s))
            box.midtop = (w // 2, int(h * 0.78))
            pygame.draw.rect(surface, theme.PANEL, box, border_radius=int(16 * s))
            pygame.draw.rect(surface, color, box, 3, border_radius=int(16 * s))
            theme.blit_text(surface, self._shown_time, theme.text_px(72, s), color, box.center, "center", True)
        theme.blit_text(surface, t("handover_hint"), theme.text_px(24, s), ink, (w // 2, int(h * 0.95)), "center")
