"""The Playmoflotte table as it is played: `PlaymoflotteScene`, what the table knows and does, with its widgets, its
input (`intents`, the sea's painter) and its panel (`panel`) — each reads the scene, which needs none of them."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame
import pygame_gui

from arcade.games.playmoflotte import intents, painter, panel
from arcade.games.playmoflotte.rules import Advance
from arcade.games.playmoflotte.scene import PlaymoflotteScene
from arcade.games.playmoflotte.words import NS
from arcade.i18n import key
from arcade.ui import theme
from arcade.ui.board import BoardView
from arcade.ui.scenes import button_action
from arcade.ui.table import draw_panel_back, draw_turn_banner


class PlaymoflotteTable(PlaymoflotteScene):
    def now_text(self) -> str:
        return panel.now_text(self)

    def _new_view(self) -> BoardView:
        view = super()._new_view()
        view.on_click = partial(intents.board_click, self)
        return view

    def build(self, container: pygame_gui.core.UIContainer, size: tuple[int, int]) -> None:
        layout = self.layout = self.table_layout(size)
        self.view.set_rect(layout.board)
        s = layout.scale
        m = self.app.manager
        self.buttons, self.actions = {}, {}

        def make(name: str, rect: pygame.Rect, text: str, primary: bool = False,
                 action: Callable[[], None] | None = None) -> None:
            btn = pygame_gui.elements.UIButton(rect, text, m, container,
                                               object_id="#primary" if primary else "#secondary")
            self.buttons[name] = btn
            if action is not None:
                self.actions[btn] = action

        box = layout.panel_box(0, 0)
        full = pygame.Rect(box.x, layout.panel.bottom - int(100 * s), box.width, int(76 * s))
        if self.painting:
            make("start_battle", full, key("start_battle", NS), True, self.start_battle)
            make("reset_map", pygame.Rect(box.x, full.y - int(76 * s), box.width, int(60 * s)), key("reset_map", NS),
                 action=partial(painter.reset_map, self))
            return
        half = (box.width - int(12 * s)) // 2
        row = layout.panel_box(300, 0).y
        make("primary", full, key("end_turn", NS), True, self.next_phase)
        make("roll", pygame.Rect(box.x, row, half, int(56 * s)), key("roll", NS), action=self.roll)
        make("stay", pygame.Rect(box.x + half + int(12 * s), row, half, int(56 * s)), key("stay", NS),
             action=lambda: self.act(Advance(self.selected_ship or 0, 0)))
        make("sail_off", pygame.Rect(box.x, row + int(66 * s), box.width, int(56 * s)), key("sail_off", NS),
             action=self.sail_off)
        make("turn_left", pygame.Rect(box.x, row + int(66 * s), half, int(56 * s)), key("turn_left", NS),
             action=lambda: self.turn(-1))
        make("turn_right", pygame.Rect(box.x + half + int(12 * s), row + int(66 * s), half, int(56 * s)),
             key("turn_right", NS), action=lambda: self.turn(1))
        make("confirm", full, key("confirm", NS), True, self.confirm_casualties)
        self.refresh_buttons()
        self._update_highlights()

    def handle(self, event: pygame.event.Event) -> bool:
        if button_action(event, self.actions):
            return True
        if self.painting and painter.paint_event(self, event):
            return True
        hit = self.spot_clicked(event)
        if hit is not None:
            intents.panel_click(self, hit)
            return True
        return self.view.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        self.hits = []
        if not self.painting:
            self.view.set_sprites(self._ship_sprites())
        self.view.draw(surface)
        layout = self.layout
        s = layout.scale
        draw_panel_back(surface, layout)
        if self.painting:
            panel.painter_panel(self, surface, s)
            return
        g = self.game
        panel.legend(self, surface, s)
        panel.target_chances(self, surface, s)
        acting = self.players_to_act()  # (who acts now: the computer's seat while it plays, a victim choosing losses)
        seat = acting[0] if len(acting) == 1 else g.active if self.viewer is None else self.viewer
        draw_turn_banner(surface, layout.panel_box(20, 96), self.names[seat], self.sides[seat],
                         panel.phase_caption(self), s, seat in self.match.levels)
        panel.phase_steps(self, surface, s)
        panel.hint(self, surface, s)
        panel.ship_panel(self, surface, s)
        self.dice.draw(surface, (layout.panel_box(0, 0).right - int(44 * s), layout.panel_box(196, 0).y), int(40 * s))
        log_box = layout.panel_box(830, 130)
        y = self.draw_refusal(surface, log_box, theme.text_px(20, s), lines=2)  # a refusal comes before the log
        if y > log_box.y:
            log_box.height -= y - log_box.y
            log_box.y = y
        self.log.draw(surface, log_box, s)
        self.draw_pointer_texts(surface, surface.get_rect())
