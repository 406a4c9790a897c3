"""The Apophis table as it is played: `ApophisScene`, what the table knows and does, drawn with `tabletop`'s parts
(each reads the scene, which needs none of them)."""

from __future__ import annotations

import pygame

from arcade.games.apophis import tabletop
from arcade.games.apophis.drawing import draw_apophis
from arcade.games.apophis.scene import ApophisScene
from arcade.games.apophis.words import tr
from arcade.ui import theme


class ApophisTable(ApophisScene):
    def now_text(self) -> str:
        return tabletop.now_text(self, self.app.now())

    def draw(self, surface: pygame.Surface) -> None:
        self.hits = []
        layout = self.layout
        table = layout.board
        s = layout.scale
        now = self.app.now()
        tabletop.table_back(self, surface, table)
        g = self.game
        draw_apophis(surface, (table.centerx, table.y + table.height * 0.2), table.height * 0.17, g.apophis, now)
        theme.blit_text(surface, tr("apophis"), theme.text_px(26, s), theme.TEXT_DIM,
                        (table.centerx, table.y + int(14 * s)), "midtop", True)
        tabletop.deflection(self, surface, table, s)
        tabletop.piles(self, surface, table, s)
        def part(x: float, y: float, w: float, h: float) -> pygame.Rect:
            """A share of the table (fractions of its width and height)."""
            return pygame.Rect(table.x + int(table.width * x), table.y + int(table.height * y), int(table.width * w),
                               int(table.height * h))

        tabletop.missile(self, surface, part(0.04, 0.33, 0.22, 0.28), s)
        tabletop.sequence(self, surface, part(0.3, 0.33, 0.66, 0.28), s)
        tabletop.reserve(self, surface, part(0.03, 0.63, 0.94, 0.13), s)
        tabletop.hand(self, surface, part(0, 0.78, 1, 0.21), s)
        tabletop.panel(self, surface, now)
        if self.paused:
            tabletop.paused(self, surface, table, s)
        else:
            self.draw_pointer_texts(surface, table)
