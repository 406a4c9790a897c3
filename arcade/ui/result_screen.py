"""The end of a game: a big result, a summary line, the story of the game, and the way back to the launcher."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui

from arcade.i18n import key
from arcade.scenes import AppContext, Scene, button_action
from arcade.ui import theme

WIN_COLOR: theme.Color = (90, 220, 130)


class ResultScreen(Scene):
    """`lines` are (text, is_heading); when they do not fit, only the headings are listed, in two columns."""

    opaque = False

    def __init__(self, app: AppContext, title: str, summary: str, lines: list[tuple[str, bool]],
                 won: bool) -> None:
        super().__init__(app)
        self.title, self.summary, self.lines, self.won = title, summary, lines, won
        self.actions: dict[object, Callable[[], None]] = {}
        self.panel = pygame.Rect(0, 0, 0, 0)

    def layer_height(self) -> int:
        return 20

    def build(self, container: pygame_gui.core.UIContainer, size: tuple[int, int]) -> None:
        w, h = size
        s = theme.scale_for(h)
        self.panel = pygame.Rect(int(w * 0.15), int(h * 0.08), int(w * 0.7), int(h * 0.84))
        bw, bh = int(460 * s), int(76 * s)
        back = pygame_gui.elements.UIButton(
            pygame.Rect(self.panel.centerx - bw // 2, self.panel.bottom - bh - int(30 * s), bw, bh),
            key("back_to_launcher"), self.app.manager, container, object_id="#primary")
        self.actions = {back: self.app.back_to_launcher}

    def handle(self, event: pygame.event.Event) -> bool:
        if button_action(event, self.actions):
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_ESCAPE):
            self.app.back_to_launcher()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        s = theme.scale_for(surface.get_height())
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 190))
        surface.blit(shade, (0, 0))
        edge = WIN_COLOR if self.won else theme.CLOCK_RED
        pygame.draw.rect(surface, theme.PANEL, self.panel, border_radius=int(22 * s))
        pygame.draw.rect(surface, edge, self.panel, 4, border_radius=int(22 * s))
        x, y = self.panel.x + int(48 * s), self.panel.y + int(36 * s)
        y = theme.blit_text(surface, self.title, int(64 * s), edge, (x, y), bold=True).bottom
        y = theme.blit_text(surface, self.summary, int(30 * s), theme.TEXT, (x, y + int(8 * s))).bottom + int(18 * s)
        limit = self.panel.bottom - int(130 * s)
        head, small = int(24 * s), int(20 * s)
        line_h = int(small * 1.45)
        if y + len(self.lines) * line_h <= limit:
            for text, is_head in self.lines:
                y = theme.blit_text(surface, text, head if is_head else small, theme.TEXT if is_head else
                                    theme.TEXT_DIM, (x + (0 if is_head else int(24 * s)), y), bold=is_head).bottom
            return
        heads = [text for text, is_head in self.lines if is_head]  # too long: one line per heading, two columns
        rows = max(1, (limit - y) // line_h)
        col_w = (self.panel.width - int(96 * s)) // 2
        for i, text in enumerate(heads[: rows * 2]):
            col, row = divmod(i, rows)
            theme.blit_text(surface, text, small, theme.TEXT, (x + col * col_w, y + row * line_h))
