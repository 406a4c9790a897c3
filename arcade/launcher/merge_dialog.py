"""Two names for one person (typed twice at the set-up): the club's table counts the first as the second from now
on. The games keep the names they were played under; only the table joins them."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame
import pygame_gui

from arcade.i18n import t
from arcade.ui import theme
from arcade.ui.dialogs import Dialog
from arcade.ui.scenes import AppContext


class MergeDialog(Dialog):
    def __init__(self, app: AppContext, names: Sequence[str], merge: Callable[[str, str], None]) -> None:
        super().__init__(app, t("merge_text"), t("merge_title"))
        self.names, self.merge = list(names), merge
        self.menus: list[pygame_gui.elements.UIDropDownMenu] = []

    def extra_height(self, s: float) -> int:
        return 2 * int(64 * s)

    def add_buttons(self, container: pygame_gui.core.UIContainer, panel: pygame.Rect) -> None:
        s = theme.scale_for(self.app.manager.window_resolution[1])
        row_h, menu_w = int(52 * s), int(360 * s)
        top = panel.bottom - int(120 * s) - 2 * int(64 * s)
        options: list[str | tuple[str, str]] = [(n, n) for n in self.names]
        self.menus = [pygame_gui.elements.UIDropDownMenu(
            options, options[min(i, len(options) - 1)], pygame.Rect(panel.right - int(36 * s) - menu_w,
                                                                    top + i * int(64 * s), menu_w, row_h),
            self.app.manager, container) for i in range(2)]
        self.button(container, panel, 0, 2, "cancel", self.close)
        self.button(container, panel, 1, 2, "merge", self.accept, "#primary")

    def accept(self) -> None:
        name, into = (str(menu.selected_option[1]) for menu in self.menus)
        self.close()
        if name.casefold() != into.casefold():
            self.merge(name, into)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        s = theme.scale_for(surface.get_height())
        size = theme.text_px(24, s)
        for menu, label in zip(self.menus, (t("merge_name"), t("merge_into")), strict=True):
            theme.blit_text(surface, label, size, theme.TEXT, (self.panel.left + int(36 * s), menu.rect.centery),
                            "midleft")
