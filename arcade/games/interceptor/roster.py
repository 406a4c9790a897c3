"""The pilots' roster (INT.XP.2, INT.XP.4), reachable from Interceptor's setup: every pilot with their stars and
upgrades; a pilot with 5 stars buys an upgrade here, between games."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame
import pygame_gui

from arcade.games.interceptor.pilots import buy
from arcade.games.interceptor.rules.ships import STARS_PER_UPGRADE, UPGRADES
from arcade.games.interceptor.words import NS, tr
from arcade.i18n import key
from arcade.saves.store import Pilot, StoreError
from arcade.ui import theme
from arcade.ui.scenes import AppContext, Scene, act_or_go_back
from arcade.ui.theme import text_px as px


class RosterScene(Scene):
    def __init__(self, app: AppContext) -> None:
        super().__init__(app)
        self.pilots: list[Pilot] = []
        self.chosen: str | None = None
        self.message = ""
        self.actions: dict[object, Callable[[], None]] = {}
        self.scale = 1.0
        self.reload()

    def reload(self) -> None:
        try:
            self.pilots = self.app.store.pilots()
        except StoreError as exc:
            self.pilots, self.message = [], str(exc)
        if self.chosen is None and self.pilots:
            self.chosen = self.pilots[0].name

    def build(self, container: pygame_gui.core.UIContainer, size: tuple[int, int]) -> None:
        w, h = size
        s = self.scale = theme.scale_for(h)
        m = self.app.manager
        margin = int(64 * s)
        self.actions = {}
        row = max(int(56 * s), 36)
        y = int(170 * s)
        for listed in self.pilots[: max(1, (h - y - int(160 * s)) // (row + int(8 * s)))]:
            text = f"{listed.name} · {tr('stars', n=listed.stars)}"
            btn = pygame_gui.elements.UIButton(pygame.Rect(margin, y, int(w * 0.36), row), text, m, container,
                                               object_id="#secondary")
            if listed.name == self.chosen:
                btn.select()
            self.actions[btn] = partial(self.choose, listed.name)
            y += row + int(8 * s)
        pilot = self.current()
        x0, y0 = int(w * 0.46), int(330 * s)
        bw = (int(w * 0.5) - int(16 * s)) // 2
        for i, name in enumerate(UPGRADES):
            rect = pygame.Rect(x0 + (i % 2) * (bw + int(16 * s)), y0 + (i // 2) * (row + int(12 * s)), bw, row)
            btn = pygame_gui.elements.UIButton(rect, key(f"up_{name}", NS), m, container, object_id="#secondary")
            if pilot is None or pilot.stars < STARS_PER_UPGRADE:
                btn.disable()
            self.actions[btn] = partial(self.upgrade, name)
        bh = int(76 * s)
        back = pygame_gui.elements.UIButton(pygame.Rect(margin, h - margin - bh, int(220 * s), bh), key("back"), m,
                                            container, object_id="#primary")
        self.actions[back] = lambda: self.app.pop(self)

    def current(self) -> Pilot | None:
        return next((p for p in self.pilots if p.name == self.chosen), None)

    def choose(self, name: str) -> None:
        self.chosen, self.message = name, ""
        self.rebuild()

    def upgrade(self, name: str) -> None:
        if self.chosen is None:
            return
        try:
            bought = buy(self.app.store, self.chosen, name)
        except StoreError as exc:
            self.message = str(exc)
            return
        self.message = tr("bought", upgrade=tr(f"up_{name}")) if bought else tr("need_stars", n=STARS_PER_UPGRADE)
        self.reload()
        self.rebuild()

    def handle(self, event: pygame.event.Event) -> bool:
        return act_or_go_back(self.app, self, event, self.actions) or event.type in (
            pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = self.scale
        margin = int(64 * s)
        surface.fill(theme.BACKGROUND)
        title = theme.blit_text(surface, tr("roster_title"), px(56, s), theme.ACCENT, (margin, int(36 * s)), bold=True)
        theme.blit_text(surface, tr("roster_hint", n=STARS_PER_UPGRADE), px(24, s), theme.TEXT_DIM,
                        (margin, title.bottom))
        if not self.pilots:
            theme.blit_text(surface, tr("roster_empty"), px(24, s), theme.TEXT, (margin, int(180 * s)))
        pilot = self.current()
        x0 = int(w * 0.46)
        if pilot is not None:
            y = theme.blit_text(surface, pilot.name, px(36, s), theme.TEXT, (x0, int(170 * s)), bold=True).bottom
            ups = ", ".join(tr(f"up_{u}") for u in pilot.upgrades) or tr("no_upgrades")
            for line in theme.wrap(f"{tr('stars', n=pilot.stars)} · {ups}", px(22, s), int(w * 0.5)):
                y = theme.blit_text(surface, line, px(22, s), theme.TEXT, (x0, y)).bottom
        if self.message:
            theme.blit_text(surface, self.message, px(22, s), theme.ACCENT, (x0, h - int(150 * s)))
