"""The FMP table's buttons: End turn (End landing, End deployment; it stops a replay), the one or two that fit the
moment (turn the ghost, done retreating, take off, clear the waypoints, replay what the others did), and the
switches (fire zones, the whole planet, help). Each is enabled by the rules' answer (`check`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from arcade.games.fmp import journal
from arcade.games.fmp.rules import EndTurn, Phase, TakeOff, astronef
from arcade.games.fmp.rules.pieces import Kind
from arcade.games.fmp.rules.state import LAST_TURN
from arcade.i18n import key

if TYPE_CHECKING:
    from arcade.games.fmp.panel import Panel
    from arcade.games.fmp.scene import FmpScene

NS = journal.NS
tr = journal.tr


class Controls:
    def __init__(self, scene: FmpScene, panel: Panel) -> None:
        self.scene = scene
        self.panel = panel  # (whose places the buttons take)

    def build(self, container: pygame_gui.core.UIContainer) -> None:
        """The buttons in the panel's places (after the panel is placed for the window's size)."""
        scene = self.scene
        s = scene.layout.scale
        m = scene.app.manager
        scene.buttons, scene.actions = {}, {}

        def make(name: str, rect: pygame.Rect, text: str, action: Callable[[], None], primary: bool = False) -> None:
            btn = pygame_gui.elements.UIButton(rect, text, m, container,
                                               object_id="#primary" if primary else "#secondary")
            scene.buttons[name] = btn
            scene.actions[btn] = action

        p = self.panel
        make("end", p.end_rect, key("end_turn", NS), scene.end_turn, primary=True)
        half = (p.act_rect.width - int(10 * s)) // 2
        left = pygame.Rect(p.act_rect.x, p.act_rect.y, half, p.act_rect.height)
        right = pygame.Rect(left.right + int(10 * s), p.act_rect.y, half, p.act_rect.height)
        make("act1", left, "", lambda: self.press(0))
        make("act2", right, "", lambda: self.press(1))
        gap = int(10 * s)
        third = (p.tools_rect.height - 2 * gap) // 3
        for i, (name, text, action) in enumerate((("fire", "fire_zones", scene.toggle_fire),
                                                  ("fit", "whole_planet", scene.view.fit),
                                                  ("help", "help", scene.toggle_help))):
            rect = pygame.Rect(p.tools_rect.x, p.tools_rect.y + i * (third + gap), p.tools_rect.width, third)
            make(name, rect, key(text, NS), action)
        self.refresh()

    def context(self) -> list[tuple[str, Callable[[], object] | None]]:
        """The one or two buttons that fit this moment (turn the ghost, done retreating, take off...); one that
        cannot be used now has no action."""
        scene = self.scene
        g = scene.game
        seat = scene.acting_seat()
        out: list[tuple[str, Callable[[], object] | None]] = []
        if g.over or seat is None:
            return out
        if scene.playback.state is not None:  # (the big button stops the playback)
            return [(tr("replay_back"), scene.replay_back if scene.playback.can_go_back else None),
                    (tr("replay_next"), scene.replay_by_hand)]
        if g.phase == Phase.LANDING:
            out.append((tr("turn_astronef"), scene.turn_ghost))
        cargo = g.piece(scene.selection.cargo) if scene.selection.cargo is not None else None
        if cargo is not None and cargo.kind is Kind.BARGE:
            out.append((tr("turn_barge"), scene.turn_ghost))
        if g.window is not None and not scene.selection.retreat_done and scene.threatened():
            out.append((tr("done_retreating"), scene.finish_retreats))
        ship = g.piece(scene.selection.piece) if scene.selection.piece is not None else None
        if ship is not None and ship.kind is Kind.ASTRONEF and g.turn == LAST_TURN and g.owner(ship) == seat:
            out.append((tr("take_off", n=astronef.takeoff_cost(g, ship)), lambda: scene.send(TakeOff(ship.id))))
        if scene.selection.waypoints:
            out.append((tr("clear_waypoints"), scene.clear_waypoints))
        if scene.playback.since and len(out) < 2:  # what the others did comes after what this moment needs
            out.append((tr("replay"), scene.start_replay))
        return out[:2]

    def press(self, index: int) -> None:
        buttons = self.context()
        if index < len(buttons) and (action := buttons[index][1]) is not None:
            action()

    def refresh(self) -> None:
        """Buttons as this moment needs them."""
        scene = self.scene
        if not scene.buttons:
            return
        g = scene.game
        seat = scene.acting_seat()
        buttons = self.context()
        for i, name in enumerate(("act1", "act2")):
            btn = scene.buttons[name]
            if i < len(buttons):
                btn.set_text(buttons[i][0])
                btn.show()
                btn.enable() if buttons[i][1] is not None else btn.disable()
            else:
                btn.hide()
        for name, on in (("fire", scene.show_fire), ("help", scene.help)):  # a switch shows when it is on
            scene.buttons[name].select() if on else scene.buttons[name].unselect()
        end = scene.buttons["end"]
        if scene.playback.state is not None:  # during a playback the big button stops it
            end.set_text(key("skip_replay", NS))
            end.show()
            end.enable()
            return
        playing = seat is not None and not g.over
        if g.phase == Phase.LANDING and seat is not None:  # passing is only for one with nowhere left to land
            playing = scene.rules.check(g, seat, EndTurn()) is None
        end.show() if playing else end.hide()
        label = {Phase.LANDING: "end_landing", Phase.DEPLOYMENT: "end_deployment",
                 Phase.DECISION: "confirm_decision"}.get(g.phase, "end_turn")  # (on turn 21 it seals the choice)
        end.set_text(key(label, NS))
        if seat is not None and playing and g.phase != Phase.DECISION \
                and scene.rules.check(g, seat, EndTurn()) is not None:
            end.disable()
        else:
            end.enable()
