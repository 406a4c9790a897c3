"""The Full Metal Planète table as it is played: `FmpScene`, what the table knows and does, with its side panel,
buttons (`controls`), board marks (`marks`), input (`intents`) and questions before a costly move (`questions`) —
each reads the scene, which needs none of them."""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame
import pygame_gui

from arcade.core.protocol import Seat
from arcade.games.fmp import intents, journal, marks, questions
from arcade.games.fmp.controls import Controls
from arcade.games.fmp.marks import BoardMarks
from arcade.games.fmp.panel import Panel, now_text
from arcade.games.fmp.scene import FmpScene
from arcade.ui.hint import draw_hint
from arcade.ui.scenes import button_action
from arcade.ui.table import draw_tooltip, hit_at

tr = journal.tr
#: A right-button press that moves less than this is a click (turn the ghost, add a waypoint), not a pan.
RIGHT_CLICK_SLOP = 6


class FmpTable(FmpScene):
    def setup_table(self) -> None:
        super().setup_table()
        self.view.on_click = partial(intents.board_click, self)
        self.panel = Panel(self)
        self.board_marks = BoardMarks(self)  # what the board shows, made again when that changed
        self.controls = Controls(self, self.panel)

    def drawn_guided(self, action: Any) -> bool:
        return bool(marks.guided(self) == action)

    def build(self, container: pygame_gui.core.UIContainer, size: tuple[int, int]) -> None:
        layout = self.layout = self.table_layout(size)
        self.view.set_rect(layout.board)
        self.panel.place(layout)
        self.minimap.place(self.panel.minimap_rect)
        self.controls.build(container)

    def now_text(self) -> str:
        return now_text(self)

    def refresh_buttons(self) -> None:
        self.controls.refresh()

    def confirmation(self, seat: Seat, action: Any) -> str | None:
        return questions.before(self, seat, action)

    def handle(self, event: pygame.event.Event) -> bool:
        if button_action(event, self.actions):
            return True
        hit = self.spot_clicked(event)
        if hit is not None:
            intents.panel_click(self, hit)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.menu:
                self.menu.close()
                self.app.request_redraw()
                return True
            if self.minimap.rect.collidepoint(event.pos):
                self.minimap.jump(event.pos)
                self.app.request_redraw()
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self._right = event.pos
        if event.type == pygame.MOUSEBUTTONUP and event.button == 3 and self._right is not None:
            moved = abs(event.pos[0] - self._right[0]) + abs(event.pos[1] - self._right[1])
            self._right = None
            if moved < RIGHT_CLICK_SLOP and self.view.rect.collidepoint(event.pos):
                self.view.handle(event)
                intents.right_click(self, event.pos)
                return True
        if event.type == pygame.KEYDOWN and intents.shortcut(self, event.key):
            return True
        return self.view.handle(event)

    def wants_frame(self) -> bool:
        return self.view.wants_frame() or self.playback.state is not None or self.panel.clock_changed()

    def next_wake(self) -> float | None:
        return self.panel.next_clock_change()

    def draw(self, surface: pygame.Surface) -> None:
        self.hits = []
        self.board_marks.refresh()
        self.view.draw(surface)
        if self.playback.caption is not None:  # the playback's caption: which step, whose, what it did
            number, total, who, lines = self.playback.caption
            name = self.names[who] if 0 <= who < len(self.names) else tr("the_table")
            draw_hint(surface, tr("replay_caption", n=number, total=total, name=name), " · ".join(lines),
                      [], self.sides[who] if 0 <= who < len(self.sides) else "white", self.layout.board,
                      bottom=True)  # (the pieces that move are anywhere: the caption keeps to the board's foot)
        self.panel.draw(surface)
        self.minimap.draw(surface, self.game, self.sides)
        if not self.menu:
            self.draw_pointer_texts(surface, self.view.rect, self.view.hover is not None)
            tile = hit_at([x for x in self.hits if x.kind == "cargo"], self.app.pointer)
            if tile is not None and self.view.hover is None:  # a piece in a hold or the tray: what it is
                name = journal.piece_name(self.game, self.names, self.game.pieces[tile.value])
                draw_tooltip(surface, name[:1].upper() + name[1:], self.app.pointer, surface.get_rect(),
                             self.layout.scale)
        if self.menu:
            self.hits += self.menu.draw(surface, self.layout.scale, self.app.pointer)
        if self.help:
            self.panel.draw_help(surface)
