"""The one clock widget: large digits, neutral, amber under 30 s, red and pulsing under 10 s."""

from __future__ import annotations

import math

import pygame

from arcade.core.clock import Clock, Level, format_seconds
from arcade.ui import theme

LEVEL_COLORS = {Level.NORMAL: theme.CLOCK_NORMAL, Level.AMBER: theme.CLOCK_AMBER, Level.RED: theme.CLOCK_RED}


class ClockView:
    def __init__(self, clock: Clock, rect: pygame.Rect, caption: str = "") -> None:
        self.clock = clock
        self.rect = pygame.Rect(rect)
        self.caption = caption
        self._shown: tuple[str, Level, int] | None = None

    def _state(self, now: float) -> tuple[str, Level, int]:
        level = self.clock.level()
        pulse = int(now * 4) % 2 if level is Level.RED and self.clock.running else 0
        return format_seconds(self.clock.remaining()), level, pulse

    def changed(self, now: float) -> bool:
        """True when what the widget would show differs from the last drawing (so the app redraws)."""
        return self._state(now) != self._shown

    def next_change(self, now: float) -> float | None:
        """Seconds until the display changes by itself (None while the clock is stopped)."""
        if not self.clock.running:
            return None
        left = self.clock.remaining()
        step = left - math.floor(left) or 1.0
        if self.clock.level() is Level.RED:
            step = min(step, 0.25 - (now % 0.25))
        return step

    def draw(self, surface: pygame.Surface, now: float) -> None:
        text, level, pulse = self._shown = self._state(now)
        color = LEVEL_COLORS[level]
        s = theme.scale_for(surface.get_height())
        back = (70, 20, 20) if level is Level.RED and pulse else theme.PANEL
        pygame.draw.rect(surface, back, self.rect, border_radius=int(14 * s))
        pygame.draw.rect(surface, color, self.rect, width=3, border_radius=int(14 * s))
        size = max(int(48 * s), int(self.rect.height * 0.62))
        if self.caption:
            small = theme.text_px(20, s)
            caption = theme.fit(self.caption, small, self.rect.width - int(28 * s))  # (never over the frame)
            theme.blit_text(surface, caption, small, theme.TEXT_DIM,
                            (self.rect.left + int(14 * s), self.rect.top + int(6 * s)))
        held = not self.clock.running and self.clock.remaining() > 0
        x = self.rect.right - int(size * 0.6)  # (where the glyph of a clock standing still goes)
        room = pygame.Rect(self.rect.left, self.rect.top, (x if held else self.rect.right) - self.rect.left,
                           self.rect.height).inflate(-int(12 * s), 0)
        digits = size
        while digits > 16 and theme.font(digits, True).size(text)[0] > room.width:  # (the glyph never over them)
            digits -= 2
        theme.blit_text(surface, text, digits, color, (room.centerx, self.rect.centery + int(8 * s)), "center", True)
        if held:
            bar_w = max(4, int(size * 0.12))
            y = self.rect.centery - size // 4
            for dx in (0, int(bar_w * 1.8)):
                pygame.draw.rect(surface, theme.TEXT_DIM, (x + dx, y, bar_w, size // 2))


def progress_bar(surface: pygame.Surface, rect: pygame.Rect, fraction: float, color: theme.Color) -> None:
    """A plain bar (e.g. the Apophis shuffle wait)."""
    fraction = min(1.0, max(0.0, fraction))
    pygame.draw.rect(surface, theme.PANEL_EDGE, rect, border_radius=rect.height // 2)
    inner = rect.inflate(-4, -4)
    inner.width = math.floor(inner.width * fraction)
    if inner.width > 0:
        pygame.draw.rect(surface, color, inner, border_radius=inner.height // 2)
