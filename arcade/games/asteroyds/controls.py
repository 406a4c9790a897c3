"""The Asteroyds table's buttons: Ready and Continue, the six columns and the actions to put in them, the
anticipation's rounds and mode, the ships of the team, and while watching: rounds back and on, pause, replay."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from arcade.games.asteroyds import resolution
from arcade.games.asteroyds.rules.game import LAYOUT
from arcade.games.asteroyds.rules.program import ACTIONS, COLUMNS
from arcade.games.asteroyds.words import NS
from arcade.i18n import key

if TYPE_CHECKING:
    from arcade.games.asteroyds.panel import Panel
    from arcade.games.asteroyds.scene import AsteroydsScene


def build(sc: AsteroydsScene, container: pygame_gui.core.UIContainer, p: Panel) -> None:
    """The buttons in the panel's places (after the panel is placed for the window's size)."""
    s = sc.layout.scale
    m = sc.app.manager
    sc.buttons, sc.actions = {}, {}
    gap = int(8 * s)

    def make(name: str, rect: pygame.Rect, text: str, action: Callable[[], None], primary: bool = False) -> None:
        btn = pygame_gui.elements.UIButton(rect, text, m, container,
                                           object_id="#primary" if primary else "#secondary")
        sc.buttons[name] = btn
        sc.actions[btn] = action

    def row(rect: pygame.Rect, n: int) -> list[pygame.Rect]:
        w = (rect.width - gap * (n - 1)) // n
        return [pygame.Rect(rect.x + i * (w + gap), rect.y, w, rect.height) for i in range(n)]

    make("ready", p.ready_rect, key("ready", NS), sc.ready, primary=True)
    make("continue", p.ready_rect, key("continue", NS), sc.carry_on, primary=True)
    for i, rect in enumerate(row(p.slots_rect, COLUMNS)):
        make(f"slot{i}", rect, "-", partial(sc.choose_slot, i))
    for code, rect in zip((*ACTIONS, "P"), row(p.actions_rect, len(ACTIONS) + 1), strict=True):
        make(f"act_{code}", rect, key(f"act_{'none' if code == '-' else code}", NS), partial(sc.put_action, code))
    for i, rect in enumerate(row(p.rounds_rect, COLUMNS)):
        make(f"round{i + 1}", rect, str(i + 1), partial(sc.toggle_round, i + 1))
    halves = row(p.modes_rect, 2)
    make("mode_shoot", halves[0], key("shoot", NS), partial(sc.set_mode, "shoot"))
    make("mode_shield", halves[1], key("shield", NS), partial(sc.set_mode, "shield"))
    make("prev_round", halves[0], key("prev_round", NS), partial(resolution.step_round, sc, -1))  # while watching
    make("next_round", halves[1], key("next_round", NS), partial(resolution.step_round, sc, 1))
    tools = row(p.tools_rect, 3)
    make("pause", tools[0], key("pause", NS), sc.toggle_pause)
    make("replay", tools[1], key("replay", NS), sc.replay_turn)
    make("prev_ship", tools[0], key("prev_ship", NS), partial(sc.switch_ship, -1))  # while programming
    make("next_ship", tools[1], key("next_ship", NS), partial(sc.switch_ship, 1))
    make("fit", tools[2], key("whole_board", NS), sc.view.fit)
    refresh(sc)


def refresh(sc: AsteroydsScene) -> None:
    if not sc.buttons or sc.container is None or not sc.container.visible:
        return
    g = sc.game
    ship = sc.current()
    programming = ship is not None and not sc.watching
    layout = g.phase == LAYOUT and sc.acting_seat() is not None
    shown = {"ready": programming or layout, "continue": sc.watching, "pause": sc.watching,
             "prev_round": sc.watching, "next_round": sc.watching,
             "replay": bool(sc.last_turn) and not programming, "fit": True,
             "mode_shoot": programming, "mode_shield": programming,
             "prev_ship": programming and len(sc.team_ships()) > 1,
             "next_ship": programming and len(sc.team_ships()) > 1}
    for i in range(COLUMNS):
        shown[f"slot{i}"] = programming
        shown[f"round{i + 1}"] = programming
    for code in (*ACTIONS, "P"):
        shown[f"act_{code}"] = programming and (code != "P" or g.powers)
    for name, btn in sc.buttons.items():
        btn.show() if shown.get(name) else btn.hide()
    sc.buttons["pause"].set_text(key("play" if sc.paused else "pause", NS))
    if ship is None:
        return
    cols = sc.columns.get(ship.id, ["-"] * COLUMNS)
    for i in range(COLUMNS):
        btn = sc.buttons[f"slot{i}"]
        btn.set_text(cols[i])
        btn.select() if i == sc.slot else btn.unselect()
        r = sc.buttons[f"round{i + 1}"]
        r.select() if i + 1 in sc.rounds.get(ship.id, []) else r.unselect()
    mode = sc.modes.get(ship.id, "shield")
    for name in ("shoot", "shield"):
        b = sc.buttons[f"mode_{name}"]
        b.select() if name == mode else b.unselect()
