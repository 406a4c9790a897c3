"""The hand-over screen: fills the window in the next player's colour so nothing secret stays visible."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from arcade.i18n import t
from arcade.scenes import AppContext, Scene
from arcade.ui import theme


class Handover(Scene):
    """"Pass to <name>", then the next player clicks (or presses a key) when ready."""

    opaque = True

    def __init__(self, app: AppContext, name: str, side_id: str, on_ready: Callable[[], None]) -> None:
        super().__init__(app)
        self.name, self.side = name, theme.side(side_id)
        self.on_ready = on_ready

    def handle(self, event: pygame.event.Event) -> bool:
        ready = (event.type == pygame.MOUSEBUTTONUP and event.button == 1) or (
            event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)
        )
        if ready:
            self.app.pop(self)
            self.on_ready()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.fill(self.side.color)
        s = theme.scale_for(h)
        ink = self.side.ink
        band = pygame.Rect(0, int(h * 0.28), w, int(h * 0.44))
        pygame.draw.rect(surface, tuple(max(0, c - 40) for c in self.side.color), band)
        title = t("pass_to", name=self.name)
        theme.blit_text(surface, title, int(96 * s), ink, (w // 2, int(h * 0.44)), "center", True)
        theme.blit_text(surface, t("click_when_ready"), int(40 * s), ink, (w // 2, int(h * 0.6)), "center")
        theme.blit_text(surface, t("handover_hint"), int(24 * s), ink, (w // 2, int(h * 0.9)), "center")
