"""The small menu a click on the Full Metal Planète board opens when it could mean several things: the meanings
listed at the pointer, one chosen by a click; Esc or a click elsewhere closes it."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from arcade.ui import theme
from arcade.ui.table import Hit

Entry = tuple[str, Callable[[], object]]


class Menu:
    def __init__(self) -> None:
        self.entries: list[Entry] = []
        self.at = (0, 0)

    def __bool__(self) -> bool:
        return bool(self.entries)

    def open(self, entries: list[Entry], at: tuple[int, int]) -> None:
        self.entries, self.at = entries, at

    def close(self) -> None:
        self.entries = []

    def choose(self, index: int) -> None:
        """The entry clicked is done (the menu closes first: what it does may open another)."""
        entries, self.entries = self.entries, []
        if 0 <= index < len(entries):
            entries[index][1]()

    def draw(self, surface: pygame.Surface, scale: float, pointer: tuple[int, int]) -> list[Hit]:
        """The entries at the pointer, the one under it lit; the places a click chooses."""
        size = theme.text_px(20, scale)
        row = int(size * 1.9)
        width = max(theme.font(size).size(text)[0] for text, _ in self.entries) + int(32 * scale)
        box = pygame.Rect(self.at[0], self.at[1], width, row * len(self.entries) + int(8 * scale))
        box.clamp_ip(surface.get_rect())
        pygame.draw.rect(surface, (20, 24, 34), box.inflate(6, 6), border_radius=int(10 * scale))
        pygame.draw.rect(surface, theme.ACCENT, box.inflate(6, 6), 2, border_radius=int(10 * scale))
        hits = []
        for i, (text, _) in enumerate(self.entries):
            rect = pygame.Rect(box.x, box.y + int(4 * scale) + i * row, box.width, row)
            if rect.collidepoint(pointer):
                pygame.draw.rect(surface, (52, 62, 86), rect, border_radius=int(6 * scale))
            theme.blit_text(surface, text, size, theme.TEXT, (rect.x + int(16 * scale), rect.centery), "midleft")
            hits.append(Hit(rect, "menu", i))
        return hits
