"""The Asteroyds side panel: the team at the screen, its timer, the score, the dice, the programming board of the
ship being programmed (six columns, the actions, the anticipation) and the log."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from arcade.games.asteroyds.rules.game import LAYOUT, PROGRAM
from arcade.games.asteroyds.words import score_text, ship_name, tr
from arcade.ui import theme
from arcade.ui.clock_view import ClockView
from arcade.ui.table import SidePanel, TableLayout, draw_panel_back, draw_turn_banner
from arcade.ui.theme import text_px as px

if TYPE_CHECKING:
    from arcade.games.asteroyds.scene import AsteroydsScene

DIE_COLOURS = {"red": (226, 64, 78), "white": (240, 240, 236), "blue": (70, 130, 240)}


class Panel(SidePanel):
    def __init__(self, scene: AsteroydsScene) -> None:
        self.scene = scene
        super().__init__(scene.app.now, scene.layout)

    def place(self, layout: TableLayout) -> None:
        super().place(layout)
        s, gap, row = layout.scale, self.gap, self.row
        panel = layout.panel
        top = row(self.banner.bottom + gap, max(int(110 * s), 84))
        self.clock_rect, self.score_rect = self.split(top, 0.45)
        clock = self.scene.clock
        caption = tr("program_time_double" if len(self.scene.names) == 2 else "program_time")  # (AST.VAR.2)
        self.clock_view = ClockView(clock, self.clock_rect, caption) if clock is not None else None
        button = max(int(64 * s), 40)
        self.ready_rect = row(panel.bottom - int(16 * s) - max(int(80 * s), 48), max(int(80 * s), 48))
        self.tools_rect = row(self.ready_rect.top - gap - max(int(44 * s), 32), max(int(44 * s), 32))
        log_height = (3 if s >= 0.9 else 2) * int(px(20, s) * 1.35)
        self.log_rect = row(self.tools_rect.top - gap - log_height, log_height)
        self.modes_rect = row(self.log_rect.top - gap - button, button)
        self.rounds_rect = row(self.modes_rect.top - gap - button, button)
        self.actions_rect = row(self.rounds_rect.top - max(int(28 * s), px(18, s) + 8) - button, button)
        self.slots_rect = row(self.actions_rect.top - gap - int(button * 1.2), int(button * 1.2))
        card_top = top.bottom + gap
        self.card = row(card_top, self.slots_rect.top - gap - card_top)
        #: While no ship is programmed (the rounds watched, the layout, the end), the journal takes the program's
        #: rows under the round buttons: at 1280x720 it showed two lines.
        self.journal_rect = row(self.actions_rect.top, self.log_rect.bottom - self.actions_rect.top)

    def draw(self, surface: pygame.Surface) -> None:
        scene, g = self.scene, self.scene.game
        s = self.layout.scale
        draw_panel_back(surface, self.layout)
        if scene.watching or g.over:
            name = tr(f"team_{g.winner}") if g.winner else tr("everyone")
            caption = tr("caption_round", n=max(1, scene.round_shown)) if scene.watching else tr("caption_over")
            draw_turn_banner(surface, self.banner, name, g.winner, caption, s)  # (everyone: no team's token)
        else:
            caption = tr("caption_layout" if g.phase == LAYOUT else "caption_program", n=g.turn)
            team_of_computers = all(seat in scene.match.levels for seat, team in enumerate(g.seats) if team == g.team)
            draw_turn_banner(surface, self.banner, tr(f"team_{g.team}"), g.team, caption, s, team_of_computers)
        if self.clock_view is not None and g.phase == PROGRAM and not scene.watching:
            self.clock_view.draw(surface, scene.app.now())
        self.draw_score(surface, s)
        self.draw_card(surface, s)
        if scene.current() is not None and not scene.watching:
            theme.blit_text(surface, tr("anticipation"), px(18, s), theme.TEXT_DIM,
                            (self.rounds_rect.x, self.actions_rect.bottom + int(4 * s)))
        programming = scene.current() is not None and not scene.watching and not scene.game.over
        if programming:  # the buttons cover the log: a refusal is told in the card, under the program
            scene.log.rect = None  # (nor does the wheel scroll it)
            return
        if scene.draw_refusal(surface, self.journal_rect, px(19, s)) == self.journal_rect.y:
            scene.log.draw(surface, self.journal_rect, s)

    def draw_score(self, surface: pygame.Surface, s: float) -> None:
        scene, g = self.scene, self.scene.game
        rect = self.score_rect if self.clock_view is not None and g.phase == PROGRAM and not scene.watching \
            else self.clock_rect.union(self.score_rect)
        pygame.draw.rect(surface, (18, 20, 30), rect, border_radius=int(14 * s))
        pygame.draw.rect(surface, theme.PANEL_EDGE, rect, 2, border_radius=int(14 * s))
        inner = rect.inflate(-int(20 * s), -int(14 * s))
        y = theme.blit_text(surface, score_text(g, g.scores), px(26, s), theme.ACCENT, inner.topleft, bold=True).bottom
        label = theme.blit_text(surface, tr("dice_short"), px(17, s), theme.TEXT, (inner.x, y + int(6 * s)))
        size = max(22, int(30 * s))
        scene.dice.draw(surface, (label.right + int(10 * s), y + int(4 * s)), size,
                     [DIE_COLOURS.get(c, (245, 245, 240)) for c, _ in sorted(g.dice.items())])

    def draw_card(self, surface: pygame.Surface, s: float) -> None:
        scene, g = self.scene, self.scene.game
        rect = self.card
        pygame.draw.rect(surface, (20, 24, 36), rect, border_radius=int(12 * s))
        inner = rect.inflate(-int(24 * s), -int(20 * s))
        y = inner.y
        ship = scene.current()
        said = scene.watching or g.over or g.phase == LAYOUT
        if said or ship is None:
            self.text(surface, now_text(scene), inner, y, 20, theme.TEXT if said else theme.TEXT_DIM)
            return
        ships = scene.team_ships()
        y = self.text(surface, tr("programming", ship=ship_name(scene.game, scene.names, ship.id),
                                  n=ships.index(ship) + 1, total=len(ships)), inner, y, 22, theme.TEXT, True)
        y = self.text(surface, now_text(scene), inner, y, 19, theme.TEXT_DIM)
        y = self.text(surface, scene.plan_text(ship, shown=True), inner, y + int(4 * s), 22, theme.ACCENT, True)
        scene.draw_refusal(surface, pygame.Rect(inner.x, y, inner.width, inner.bottom - y), px(18, s), lines=2)


def now_text(scene: AsteroydsScene) -> str:
    """What to do at this moment, as the panel says it (the table's help says it too)."""
    g = scene.game
    if scene.watching:
        return tr("hint_watch")
    if g.over:
        return tr("caption_over")
    if g.phase == LAYOUT:
        return tr("hint_layout")
    if scene.current() is None:
        return tr("hint_wait")
    return tr("hint_program_powers" if g.powers else "hint_program")
