"""A table of one board on the left and the game's side panel on the right (Interceptor, Asteroyds): laid out for
the window and drawn alike, the pointer's words last."""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from arcade.ui.board import BoardView
from arcade.ui.table import TableLayout
from arcade.ui.table_core import TableCore


class Panel(Protocol):
    """The game's side panel (a `table.SidePanel` that draws itself)."""

    def place(self, layout: TableLayout) -> None: ...

    def draw(self, surface: pygame.Surface) -> None: ...


def lay_out(view: BoardView, panel: Panel, layout: TableLayout) -> TableLayout:
    """The board and the panel placed in the table's layout, which is returned."""
    view.set_rect(layout.board)
    panel.place(layout)
    return layout


def draw(table: TableCore[Any], view: BoardView, panel: Panel, surface: pygame.Surface) -> None:
    """The board, the panel, then the pointer's words over both."""
    view.draw(surface)
    panel.draw(surface)
    table.draw_pointer_texts(surface, view.rect, view.hover is not None)
