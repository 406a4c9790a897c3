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
from arcade.games.asteroyds.words import LETTERS, NS
from arcade.i18n import key

if TYPE_CHECKING:
    from arcade.games.asteroyds.panel import Panel
    from arcade.games.asteroyds.scene import AsteroydsScene


def build(scene: AsteroydsScene, container: pygame_gui.core.UIContainer, p: Panel) -> None:
    """The buttons in the panel's places (after the panel is placed for the window's size)."""
    s = scene.layout.scale
    m = scene.app.manager
    scene.buttons, scene.actions = {}, {}
    gap = int(8 * s)

    def make(name: str, rect: pygame.Rect, text: str, action: Callable[[], None], primary: bool = False) -> None:
        btn = pygame_gui.elements.UIButton(rect, text, m, container,
                                           object_id="#primary" if primary else "#secondary")
        scene.buttons[name] = btn
        scene.actions[btn] = action

    def row(rect: pygame.Rect, n: int) -> list[pygame.Rect]:
        w = (rect.width - gap * (n - 1)) // n
        return [pygame.Rect(rect.x + i * (w + gap), rect.y, w, rect.height) for i in range(n)]

    make("ready", p.ready_rect, key("ready", NS), scene.ready, primary=True)
    make("continue", p.ready_rect, key("continue", NS), scene.continue_after_watching, primary=True)
    for i, rect in enumerate(row(p.slots_rect, COLUMNS)):
        make(f"slot{i}", rect, "-", partial(scene.choose_slot, i))
    for code, rect in zip((*ACTIONS, "P"), row(p.actions_rect, len(ACTIONS) + 1), strict=True):
        make(f"act_{code}", rect, key(f"letter_{LETTERS.meanings[code]}"), partial(scene.put_action, code))
    for i, rect in enumerate(row(p.rounds_rect, COLUMNS)):
        make(f"round{i + 1}", rect, str(i + 1), partial(scene.toggle_round, i + 1))
    halves = row(p.modes_rect, 2)
    make("mode_shoot", halves[0], key("shoot", NS), partial(scene.set_mode, "shoot"))
    make("mode_shield", halves[1], key("shield", NS), partial(scene.set_mode, "shield"))
    halves = row(p.slots_rect, 2)  # while watching: under the card that says which round, the journal below
    make("prev_round", halves[0], key("prev_round", NS), partial(resolution.step_round, scene, -1))
    make("next_round", halves[1], key("next_round", NS), partial(resolution.step_round, scene, 1))
    tools = row(p.tools_rect, 3)
    make("pause", tools[0], key("pause", NS), scene.toggle_pause)
    make("replay", tools[1], key("replay", NS), scene.replay_turn)
    make("prev_ship", tools[0], key("prev_ship", NS), partial(scene.switch_ship, -1))  # while programming
    make("next_ship", tools[1], key("next_ship", NS), partial(scene.switch_ship, 1))
    make("fit", tools[2], key("whole_board", NS), scene.view.fit)
    refresh(scene)


def refresh(scene: AsteroydsScene) -> None:
    if not scene.buttons or scene.container is None or not scene.container.visible:
        return
    g = scene.game
    ship = scene.current()
    programming = ship is not None and not scene.watching
    layout = g.phase == LAYOUT and scene.acting_seat() is not None
    shown = {"ready": programming or layout, "continue": scene.watching, "pause": scene.watching,
             "prev_round": scene.watching, "next_round": scene.watching,
             "replay": bool(scene.last_turn) and not programming, "fit": True,
             "mode_shoot": programming, "mode_shield": programming,
             "prev_ship": programming and len(scene.team_ships()) > 1,
             "next_ship": programming and len(scene.team_ships()) > 1}
    for i in range(COLUMNS):
        shown[f"slot{i}"] = programming
        shown[f"round{i + 1}"] = programming
    for code in (*ACTIONS, "P"):
        shown[f"act_{code}"] = programming and (code != "P" or g.powers)
    for name, btn in scene.buttons.items():
        btn.show() if shown.get(name) else btn.hide()
    scene.buttons["pause"].set_text(key("play" if scene.paused else "pause", NS))
    if ship is None:
        return
    cols = scene.columns.get(ship.id, ["-"] * COLUMNS)
    for i in range(COLUMNS):
        btn = scene.buttons[f"slot{i}"]
        btn.set_text(LETTERS.to_table(cols[i]))
        btn.select() if i == scene.slot else btn.unselect()
        r = scene.buttons[f"round{i + 1}"]
        r.select() if i + 1 in scene.rounds.get(ship.id, []) else r.unselect()
    mode = scene.modes.get(ship.id, "shield")
    for name in ("shoot", "shield"):
        b = scene.buttons[f"mode_{name}"]
        b.select() if name == mode else b.unselect()
