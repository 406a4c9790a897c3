"""The end of a game: the outcome in the winner's colour and pattern, the game's summary, Rematch and Back."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pygame_gui

from arcade.club.honours import club_table
from arcade.club.ratings import points, result_of
from arcade.core.protocol import Outcome, Result
from arcade.core.record import GameRecord
from arcade.i18n import key, t
from arcade.ui import theme
from arcade.ui.pieces import Piece, draw_piece
from arcade.ui.scenes import AppContext, Scene, button_action

WIN_COLOR: theme.Color = (90, 220, 130)


class ResultScreen(Scene):
    """`lines` are (text, is_heading); when they do not fit, each heading is one line with what it heads after it,
    in two columns."""

    opaque = False

    def __init__(self, app: AppContext, title: str, summary: str, lines: list[tuple[str, bool]], outcome: Outcome,
                 names: list[str], sides: list[str], on_rematch: Callable[[], None] | None = None,
                 on_review: Callable[[], None] | None = None) -> None:
        """`on_review`: what Review does (None: no review, a game of computers only)."""
        super().__init__(app)
        self.title, self.summary, self.lines = title, summary, lines
        self.outcome, self.names, self.sides = outcome, names, sides
        self.on_rematch, self.on_review = on_rematch, on_review
        self.actions: dict[pygame_gui.elements.UIButton, Callable[[], None]] = {}
        self.panel = pygame.Rect(0, 0, 0, 0)

    @property
    def won(self) -> bool:
        return bool(self.outcome.winners)

    def edge_color(self) -> theme.Color:
        """The winner's colour; a team's win or loss in green or red; a draw neutral."""
        winners = self.outcome.winners
        if self.outcome.cooperative or not winners:
            return WIN_COLOR if winners else theme.CLOCK_RED if Result.LOSS in self.outcome.results else theme.TEXT
        return theme.side(self.sides[winners[0]]).color

    def layer_height(self) -> int:
        return 20

    def build(self, container: pygame_gui.core.UIContainer, size: tuple[int, int]) -> None:
        w, h = size
        s = theme.scale_for(h)
        self.panel = pygame.Rect(int(w * 0.12), int(h * 0.07), int(w * 0.76), int(h * 0.86))
        bw, bh, gap = int(400 * s), int(76 * s), int(28 * s)
        y = self.panel.bottom - bh - int(30 * s)
        self.actions = {}
        if self.on_rematch is not None:
            rematch = pygame_gui.elements.UIButton(pygame.Rect(self.panel.centerx + gap // 2, y, bw, bh),
                                                   key("rematch"), self.app.manager, container, object_id="#primary")
            self.actions[rematch] = self.rematch
            back_rect = pygame.Rect(self.panel.centerx - gap // 2 - bw, y, bw, bh)
        else:
            back_rect = pygame.Rect(self.panel.centerx - bw // 2, y, bw, bh)
        back = pygame_gui.elements.UIButton(back_rect, key("back_to_launcher"), self.app.manager, container,
                                            object_id="#secondary" if self.on_rematch else "#primary")
        self.actions[back] = self.app.back_to_launcher
        if self.on_review is not None:  # (above the two: what went wrong, before playing again)
            review = pygame_gui.elements.UIButton(pygame.Rect(self.panel.centerx - bw // 2, y - bh - gap // 2, bw, bh),
                                                  key("review"), self.app.manager, container, object_id="#secondary")
            self.actions[review] = self.on_review

    def rematch(self) -> None:
        self.app.back_to_launcher()
        if self.on_rematch is not None:
            self.on_rematch()

    def handle(self, event: pygame.event.Event) -> bool:
        if button_action(event, self.actions):
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.rematch()  # the bright answer (the finished game is kept either way)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.back_to_launcher()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        s = theme.scale_for(surface.get_height())
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 190))
        surface.blit(shade, (0, 0))
        edge = self.edge_color()
        pygame.draw.rect(surface, theme.PANEL, self.panel, border_radius=int(22 * s))
        pygame.draw.rect(surface, edge, self.panel, 6, border_radius=int(22 * s))
        x, y = self.panel.x + int(48 * s), self.panel.y + int(36 * s)
        winners = self.outcome.winners
        if winners and not self.outcome.cooperative:  # the winner's token: colour and pattern
            radius = int(40 * s)
            for i, seat in enumerate(winners):
                draw_piece(surface, Piece((0, 0), self.sides[seat]), (x + radius + i * int(2.3 * radius),
                                                                      y + radius), radius)
            x_title = x + len(winners) * int(2.3 * radius) + int(16 * s)
        else:
            x_title = x
        title_size = int(64 * s)
        while title_size > 30 and theme.font(title_size, True).size(self.title)[0] > self.panel.right - x_title - 40:
            title_size -= 4
        title_color = theme.TEXT if edge == theme.side("white").color else edge
        y = theme.blit_text(surface, self.title, title_size, title_color, (x_title, y), bold=True).bottom
        y = max(y, self.panel.y + int(120 * s)) if winners and not self.outcome.cooperative else y
        for line in theme.wrap(self.summary, theme.text_px(30, s), self.panel.width - int(96 * s), lines=3):
            y = theme.blit_text(surface, line, theme.text_px(30, s), theme.TEXT, (x, y + int(6 * s))).bottom
        y += int(18 * s)
        limit = self.panel.bottom - int(130 * s) - (int(100 * s) if self.on_review is not None else 0)
        head, small = theme.text_px(24, s), theme.text_px(20, s)  # (never under the 16-px floor)
        line_h = int(small * 1.45)
        width = self.panel.width - int(96 * s)
        if y + len(self.lines) * line_h <= limit:
            for text, is_head in self.lines:
                indent = 0 if is_head else int(24 * s)
                for part in theme.wrap(text, head if is_head else small, width - indent, bold=is_head, lines=2):
                    y = theme.blit_text(surface, part, head if is_head else small, theme.TEXT if is_head else
                                        theme.TEXT_DIM, (x + indent, y), bold=is_head).bottom
            return
        rows = max(1, (limit - y) // line_h)  # too long: one line per heading with its lines after it, two columns
        col_w = width // 2
        for i, text in enumerate(condensed(self.lines)[: rows * 2]):
            col, row = divmod(i, rows)
            theme.blit_text(surface, theme.fit(text, small, col_w - int(16 * s)), small, theme.TEXT,
                            (x + col * col_w, y + row * line_h))


def condensed(lines: list[tuple[str, bool]]) -> list[str]:
    """One line per heading, what it heads after it ("Hints used: Ann 2 · Bo 1"): a heading is never shown with
    nothing under it (lines before the first heading stand alone)."""
    out: list[tuple[str, list[str]]] = []
    for text, is_head in lines:
        if is_head or not out:
            out.append((text, [] if is_head else [text]))
        else:
            out[-1][1].append(text)
    return [head if not under or under == [head] else f"{head} — {' · '.join(under)}" for head, under in out]


def hints_used(names: list[str], players: list[dict[str, Any]]) -> list[tuple[str, bool]]:
    """Who used hints in this game, for the result screen: a heading and a line per player (nothing if
    nobody did)."""
    used = [(name, int(p.get("hints", 0))) for name, p in zip(names, players, strict=True)]
    lines = [(t("hints_by", name=name, n=n), False) for name, n in used if n]
    return [(t("hints_title"), True), *lines] if lines else []


def rating_lines(app: AppContext, record: GameRecord, outcome: Outcome) -> list[tuple[str, bool]]:
    """Each player's rating before and after this game (the club's table, worked out again with it)."""
    key = record.key if record.key is not None else -1
    this = result_of(key, record.game_id, record.setup, {"outcome": outcome.to_data()},
                     app.store.now())
    changes = club_table(app, this).changes.get(key, []) if this is not None else []
    lines = [(t("rating_change", name=c.name, before=points(c.before), after=points(c.after),
                delta=f"{points(c.after) - points(c.before):+d}"), False) for c in changes]
    return [(t("ratings_title"), True), *lines] if lines else []
