"""The Interceptor table's widgets: Submit / Announce and Continue, the order codes and Erase, speed and turn
buttons for placing, the announcement's choices, retreat, replay and the whole board, and the orders' typed line;
each shown in the phase that uses it."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from arcade.games.interceptor.rules.game import ANNOUNCE, ORDERS, PLACEMENT
from arcade.games.interceptor.scene import CODE_BUTTONS, ERASE
from arcade.games.interceptor.words import LETTERS, NS
from arcade.i18n import key

if TYPE_CHECKING:
    from arcade.games.interceptor.panel import Panel
    from arcade.games.interceptor.scene import InterceptorScene


def build(scene: InterceptorScene, container: pygame_gui.core.UIContainer, p: Panel) -> None:
    """The buttons and the orders' line in the panel's places (after the panel is placed for the window)."""
    s = scene.layout.scale
    m = scene.app.manager
    scene.buttons, scene.actions = {}, {}

    def make(name: str, rect: pygame.Rect, text: str, action: Callable[[], None], primary: bool = False) -> None:
        btn = pygame_gui.elements.UIButton(rect, text, m, container,
                                           object_id="#primary" if primary else "#secondary")
        scene.buttons[name] = btn
        scene.actions[btn] = action

    make("submit", p.submit_rect, key("submit", NS), scene.submit, primary=True)
    make("continue", p.submit_rect, key("continue", NS), scene.continue_after_watching, primary=True)
    row = p.codes_rect
    gap = int(8 * s)
    width = (row.width - gap * 6) // 8  # six codes, and Erase twice as wide (its word is longer)
    for i, code in enumerate((*CODE_BUTTONS, ERASE)):
        right = row.right if code == ERASE else row.x + i * (width + gap) + width
        rect = pygame.Rect(row.x + i * (width + gap), row.y, right - row.x - i * (width + gap), row.height)
        make(f"code_{code}", rect, key("erase", NS) if code == ERASE else key(f"letter_{LETTERS.meanings[code]}"),
             partial(scene.code, code))
    half = (p.speed_rect.width - gap) // 2
    for i, (name, delta) in enumerate((("slower", -1), ("faster", 1))):
        rect = pygame.Rect(p.speed_rect.x + i * (half + gap), p.speed_rect.y, half, p.speed_rect.height)
        make(name, rect, key(name, NS), partial(scene.change_speed, delta))
    for i, (name, delta) in enumerate((("turn_left", -1), ("turn_right", 1))):
        rect = pygame.Rect(p.speed_rect.x + i * (half + gap), p.turn_rect.y, half, p.turn_rect.height)
        make(name, rect, key(name, NS), partial(scene.turn_ghost, delta))
    third = (p.choice_rect.width - 2 * gap) // 3
    for i, value in enumerate(("G", "none", "D")):
        rect = pygame.Rect(p.choice_rect.x + i * (third + gap), p.choice_rect.y, third, p.choice_rect.height)
        make(f"ann_{value}", rect, key(f"ann_turn_{value}", NS), partial(scene.choose_turn, value))
    for i, value in enumerate(("down", "keep", "up")):
        rect = pygame.Rect(p.choice_rect.x + i * (third + gap), p.choice2_rect.y, third, p.choice2_rect.height)
        make(f"ann_{value}", rect, key(f"ann_speed_{value}", NS), partial(scene.choose_speed, value))
    make("retreat", p.retreat_rect, key("retreat_button", NS), scene.retreat)
    half_tools = (p.tools_rect.width - gap) // 2
    make("replay", pygame.Rect(p.tools_rect.x, p.tools_rect.y, half_tools, p.tools_rect.height),
         key("replay", NS), scene.replay_last)
    make("fit", pygame.Rect(p.tools_rect.x + half_tools + gap, p.tools_rect.y, half_tools, p.tools_rect.height),
         key("whole_board", NS), scene.view.fit)
    scene.entry = pygame_gui.elements.UITextEntryLine(p.entry_rect, m, container)
    scene.entry.set_text_length_limit(40)
    scene.entry.set_text(scene.text)
    refresh(scene)


def refresh(scene: InterceptorScene) -> None:
    """Which widgets this moment needs."""
    if not scene.buttons or scene.container is None or not scene.container.visible:
        return  # covered by a hand-over or a dialog: nothing may show through
    g = scene.game
    ship = scene.writing()
    phase = g.phase if ship is not None else ""
    shown = {"submit": phase in (ANNOUNCE, ORDERS), "slower": phase in (PLACEMENT, ORDERS),
             "faster": phase in (PLACEMENT, ORDERS), "turn_left": phase == PLACEMENT,
             "turn_right": phase == PLACEMENT, "retreat": phase == ORDERS and g.retreat_open(),
             "replay": bool(scene.last_events), "fit": True, "continue": scene.watching}
    for code in (*CODE_BUTTONS, ERASE):
        shown[f"code_{code}"] = phase == ORDERS
    for value in ("G", "none", "D", "down", "keep", "up"):
        shown[f"ann_{value}"] = phase == ANNOUNCE
    for name, btn in scene.buttons.items():
        btn.show() if shown.get(name) else btn.hide()
    for value in ("G", "none", "D"):
        scene.buttons[f"ann_{value}"].select() if value == scene.turn_choice else scene.buttons[
            f"ann_{value}"].unselect()
    for value in ("down", "keep", "up"):
        scene.buttons[f"ann_{value}"].select() if value == scene.speed_choice else scene.buttons[
            f"ann_{value}"].unselect()
    label = "announce" if phase == ANNOUNCE else "submit"
    scene.buttons["submit"].set_text(key(label, NS))
    if scene.entry is not None:
        scene.entry.show() if phase == ORDERS else scene.entry.hide()
