"""Who plays each seat, changed at any moment (F9 at a table): a person who leaves hands their seat to the
computer, and anyone may take a computer's seat back. Each change is told in the journal and kept in the saved
game."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

import pygame
import pygame_gui

from arcade.i18n import key, t
from arcade.ui import theme
from arcade.ui.dialogs import Dialog
from arcade.ui.levels import CONTROLLERS
from arcade.ui.scenes import AppContext


class SeatsDialog(Dialog):
    def __init__(self, app: AppContext, names: Sequence[str], sides: Sequence[str], levels: Mapping[int, str],
                 choose: Callable[[int, str], None]) -> None:
        """`names` and `sides` of the players, the computer `levels` by seat now, and what to do when a seat's
        choice changes (`choose(seat, "person" or a level)`)."""
        super().__init__(app, t("seats_text"), t("seats_title"))
        self.names, self.sides, self.levels, self.choose = names, sides, levels, choose
        self.menus: list[pygame_gui.elements.UIDropDownMenu] = []

    def extra_height(self, s: float) -> int:
        return len(self.names) * int(64 * s)

    def add_buttons(self, container: pygame_gui.core.UIContainer, panel: pygame.Rect) -> None:
        s = theme.scale_for(self.app.manager.window_resolution[1])
        options: list[str | tuple[str, str]] = [(key(f"controller_{c}"), c) for c in CONTROLLERS]
        row_h, menu_w = int(52 * s), int(280 * s)
        top = panel.bottom - int(120 * s) - len(self.names) * int(64 * s)
        self.menus = []
        for seat in range(len(self.names)):
            now = self.levels.get(seat, "person")
            rect = pygame.Rect(panel.right - int(36 * s) - menu_w, top + seat * int(64 * s), menu_w, row_h)
            self.menus.append(pygame_gui.elements.UIDropDownMenu(
                options, (key(f"controller_{now}"), now), rect, self.app.manager, container))
        self.button(container, panel, 0, 1, "ok", self.close, "#primary")

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element in self.menus:
            self.choose(self.menus.index(event.ui_element), event.selected_option_id)
            return True
        return super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        s = theme.scale_for(surface.get_height())
        size = theme.text_px(24, s)
        for seat, menu in enumerate(self.menus):
            x = self.panel.left + int(36 * s)
            room = int(menu.rect.left) - x - int(16 * s)
            name = theme.fit(self.names[seat], size, room)
            theme.blit_text(surface, name, size, theme.side(self.sides[seat]).color,
                            (x, menu.rect.centery), "midleft", True)
