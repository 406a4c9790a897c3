"""The end of an Apophis game: the result, the time left, and the log of every launch (APO.END.3)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from arcade.core.clock import format_seconds
from arcade.i18n import key, t
from arcade.scenes import AppContext, Scene, button_action
from arcade.ui import theme

if TYPE_CHECKING:
    from arcade.games.apophis.scene import ApophisScene


class EndScreen(Scene):
    opaque = False

    def __init__(self, app: AppContext, table: ApophisScene) -> None:
        super().__init__(app)
        self.table = table
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
            key("back_to_launcher", "apophis"), self.app.manager, container, object_id="#primary")
        self.actions = {back: self.app.back_to_launcher}

    def handle(self, event: pygame.event.Event) -> bool:
        if button_action(event, self.actions):
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_ESCAPE):
            self.app.back_to_launcher()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        from arcade.games.apophis.rules.game import Roll
        from arcade.games.apophis.scene import launch_text, roll_text

        game = self.table.game
        s = theme.scale_for(surface.get_height())
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 190))
        surface.blit(shade, (0, 0))
        won = game.won
        edge = (90, 220, 130) if won else theme.CLOCK_RED
        pygame.draw.rect(surface, theme.PANEL, self.panel, border_radius=int(22 * s))
        pygame.draw.rect(surface, edge, self.panel, 4, border_radius=int(22 * s))
        x, y = self.panel.x + int(48 * s), self.panel.y + int(36 * s)
        title = {"won-destroyed": "won_destroyed", "won-deflected": "won_deflected"}.get(game.result or "",
                                                                                        "lost_time")
        y = theme.blit_text(surface, t(title, "apophis"), int(64 * s), edge, (x, y), bold=True).bottom
        left = format_seconds(self.table.clock.remaining())
        summary = t("end_won", "apophis", time=left) if won else t("end_lost", "apophis")
        y = theme.blit_text(surface, summary, int(30 * s), theme.TEXT, (x, y + int(8 * s))).bottom
        y = theme.blit_text(surface, t("launches_n", "apophis", n=len(game.launches)), int(26 * s), theme.TEXT_DIM,
                            (x, y + int(18 * s)), bold=True).bottom + int(10 * s)
        if not game.launches:
            theme.blit_text(surface, t("no_launch", "apophis"), int(24 * s), theme.TEXT_DIM, (x, y))
        limit = self.panel.bottom - int(130 * s)
        head, small = int(24 * s), int(20 * s)
        detailed: list[tuple[str, bool]] = []
        for number, launch in enumerate(game.launches, start=1):
            detailed.append((launch_text(number, launch), True))
            detailed += [(roll_text(c), False) for c in launch.checks if isinstance(c, Roll)]
        line_h = int(small * 1.45)
        if y + len(detailed) * line_h <= limit:  # every roll fits: show them all under their launch
            for text, is_head in detailed:
                y = theme.blit_text(surface, text, head if is_head else small, theme.TEXT if is_head else
                                    theme.TEXT_DIM, (x + (0 if is_head else int(24 * s)), y), bold=is_head).bottom
            return
        # too many launches: one line each, in two columns
        heads = [text for text, is_head in detailed if is_head]
        rows = max(1, (limit - y) // line_h)
        col_w = (self.panel.width - int(96 * s)) // 2
        for i, text in enumerate(heads[: rows * 2]):
            col, row = divmod(i, rows)
            theme.blit_text(surface, text, small, theme.TEXT, (x + col * col_w, y + row * line_h))
