"""A player's page in the club: every finished game they played, newest first, with how it went and their points
after it (worked out with the table, like everything in the club)."""

from __future__ import annotations

import time
from collections.abc import Callable

import pygame
import pygame_gui

from arcade.club.ratings import Table, points
from arcade.i18n import key, t
from arcade.registry import Registry
from arcade.ui import theme
from arcade.ui.scenes import AppContext, Scene, act_or_go_back


def player_lines(club: Table, registry: Registry, name: str) -> list[str]:
    """One line per game of `name`, newest first: when, which game, how it went, the points after (and the change)."""
    out = []
    for result in reversed(club.results):
        if name not in result.entrants:
            continue
        seat = result.entrants.index(name)
        game = registry.get(result.game_id)
        how = t(f"club_{result.outcome.results[seat]}")
        change = next((c for c in club.changes.get(result.key, []) if c.name == name), None)
        after = "" if change is None else t("club_points", after=points(change.after),
                                            delta=f"{points(change.after) - points(change.before):+d}")
        out.append(" · ".join(part for part in (time.strftime("%d/%m/%Y", time.localtime(result.when)),
                                                game.title if game else result.game_id, how, after) if part))
    return out


class PlayerPage(Scene):
    def __init__(self, app: AppContext, club: Table, name: str) -> None:
        super().__init__(app)
        self.name, self.lines = name, player_lines(club, app.registry, name)
        self.actions: dict[object, Callable[[], None]] = {}
        self.scale = 1.0

    def build(self, container: pygame_gui.core.UIContainer, size: tuple[int, int]) -> None:
        w, h = size
        s = self.scale = theme.scale_for(h)
        margin, bw, bh = int(64 * s), int(260 * s), int(72 * s)
        back = pygame_gui.elements.UIButton(pygame.Rect(margin, h - margin - bh, bw, bh), key("back"),
                                            self.app.manager, container, object_id="#secondary")
        self.actions = {back: lambda: self.app.pop(self)}

    def handle(self, event: pygame.event.Event) -> bool:
        return act_or_go_back(self.app, self, event, self.actions)

    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        h = surface.get_height()
        surface.fill(theme.BACKGROUND)
        margin = int(64 * s)
        theme.blit_text(surface, self.name, theme.text_px(56, s), theme.ACCENT, (margin, int(36 * s)), bold=True)
        size = theme.text_px(24, s)
        y = int(140 * s)
        theme.blit_text(surface, t("club_games", n=len(self.lines)), size, theme.TEXT, (margin, y), bold=True)
        for line in self.lines:
            y += int(size * 1.6)
            if y > h - int(170 * s):
                break
            theme.blit_text(surface, line, size, theme.TEXT_DIM, (margin, y))
