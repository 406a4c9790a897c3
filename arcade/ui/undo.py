"""The table's own row of buttons (Hint, Pause, Undo, Redo), the keys that take a move back, and how a take-back is
told.

Undo is offered while the person at the screen may act and the game's set-up allows take-backs; pressing it where
nothing may be taken back says why (the rules' boundary: "The die has been rolled..."), which a greyed button could
not. Redo shows only while a move taken back may be played again. Consecutive take-backs by one player are one
journal line ("Alice took back 3 moves"), so everyone at the table sees that it happened and how much.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui

from arcade.i18n import t
from arcade.ui.table import GameLog


def undo_key(event: pygame.event.Event, backspace: bool) -> bool:
    """Ctrl+Z, or Backspace where the game does not use it (a text field with the focus never lets it through)."""
    ctrl = bool(event.mod & pygame.KMOD_CTRL)
    return (event.key == pygame.K_z and ctrl and not event.mod & pygame.KMOD_SHIFT) or (
        event.key == pygame.K_BACKSPACE and backspace and not ctrl)


def redo_key(event: pygame.event.Event) -> bool:
    """Ctrl+Y or Ctrl+Shift+Z."""
    ctrl = bool(event.mod & pygame.KMOD_CTRL)
    return ctrl and (event.key == pygame.K_y or (event.key == pygame.K_z and bool(event.mod & pygame.KMOD_SHIFT)))


#: Width of each button at 1080p (the row starts at the table's `tools_rect`).
WIDTHS = {"hint": 190, "undo": 250, "redo": 250, "pause": 170, "rules": 170, "again": 190, "review": 300}
LABELS = {"hint": "hint_button", "undo": "undo_button", "redo": "redo_button", "pause": "pause_button",
          "rules": "rules_button", "again": "practice_again", "review": "practice_back"}


class ToolRow:
    """The buttons and the journal run of one table."""

    def __init__(self) -> None:
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self._run: tuple[str, int] | None = None  # who took back how many moves in a row

    def relabel(self, name: str, text: str) -> None:
        button = self.buttons.get(name)
        if button is not None:
            button.set_text(text)

    def clear(self) -> None:
        self.buttons = {}

    def build(self, first: pygame.Rect, scale: float, manager: pygame_gui.UIManager,
              container: pygame_gui.core.UIContainer, actions: dict[object, Callable[[], None]],
              wanted: list[tuple[str, Callable[[], None]]]) -> None:
        """The `wanted` buttons (name, what it does) from `first` rightwards."""
        x = first.x
        for name, does in wanted:
            rect = pygame.Rect(x, first.y, int(WIDTHS[name] * scale), first.height)
            button = pygame_gui.elements.UIButton(rect, t(LABELS[name]), manager, container, object_id="#secondary")
            actions[button] = does
            self.buttons[name] = button
            x = rect.right + int(10 * scale)

    def at(self, pos: tuple[int, int]) -> bool:
        return any(b.visible and b.rect.collidepoint(pos) for b in self.buttons.values())

    def enable(self, acting: bool, redo: bool) -> None:
        """Hint and Undo usable while a person at the screen may act; Redo seen only while it can play a move; the
        rules, and a move tried again's Again and Back to the review, always."""
        for name, button in self.buttons.items():
            if name in ("rules", "again", "review"):
                continue
            if name == "redo" and bool(button.visible) != redo:
                if redo:
                    button.show()
                else:
                    button.hide()
            if button.is_enabled != acting:
                if acting:
                    button.enable()
                else:
                    button.disable()

    def took_back(self, log: GameLog, name: str, words: str) -> None:
        """The journal's line: one per run of take-backs by one player ("Alice took back 2 moves")."""
        count = self._run[1] + 1 if self._run is not None and self._run[0] == name and log.lines else 1
        self._run = (name, count)
        line = t("took_back", name=name, n=count, move=words)
        if count > 1:
            log.lines[-1] = line
        else:
            log.add(line)

    def moved(self) -> None:
        """A move was played (or played again): the next take-back starts a new line."""
        self._run = None
