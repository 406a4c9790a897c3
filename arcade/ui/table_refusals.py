"""Why not, where it was asked: a refused click's sentence where the click was, until the pointer leaves it or the
next input; otherwise in the panel; every refusal with its rule, linked to the rules window (a part of the table)."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from arcade.core.protocol import Rejection
from arcade.core.record import GameRecord
from arcade.i18n import refusal
from arcade.ui.scenes import AppContext
from arcade.ui.table import TableLayout, draw_refusal, draw_tooltip

#: A refusal shown where it was clicked goes once the pointer is this far away (px at 1080p) and off its box.
LEAVE_REFUSAL = 140


@dataclass
class PointedRefusal:
    """A refused click: its sentence is shown where the click was until the pointer leaves or the next input."""

    text: str
    at: tuple[int, int]
    box: pygame.Rect | None = None  # where its tooltip was drawn last


class RefusalsAtTable:
    """The table's refusals; `TableScene` sets what they read."""

    app: AppContext
    record: GameRecord
    namespace: str
    layout: TableLayout
    message: str
    hover_text: str
    pointed: PointedRefusal | None
    rule_link: tuple[pygame.Rect, str] | None
    _clauses: dict[str, str]

    def refuse(self, rejection: Rejection) -> None:
        """Say why not: where the click was when a click was refused, else in the panel."""
        text = refusal(rejection, self.namespace)
        self._remember(text, rejection.clause)
        self.tell(text)

    def tell(self, text: str) -> None:
        """Show a refusal's sentence: where the click was when a click was refused, else in the panel."""
        self.message = text
        at = self.app.clicked_at
        self.pointed = None if at is None else PointedRefusal(text, at)
        self.app.request_redraw()

    def _pointed(self) -> PointedRefusal | None:
        """The refusal at the pointer, while it is the one on screen."""
        pointed = self.pointed
        return pointed if pointed is not None and pointed.text == self.message and self.message else None

    def _drop_stale_refusal(self) -> None:
        """A refusal at the pointer holds until the next click elsewhere (a move played clears it too) and while
        the pointer stays near it or on it; over something else with its own text, it goes."""
        pointed = self._pointed()
        if pointed is None:
            return
        def on_it(pos: tuple[int, int] | None) -> bool:
            return pos is not None and pointed.box is not None and pointed.box.collidepoint(pos)

        pointer, clicked = self.app.pointer, self.app.clicked_at
        near = math.dist(pointer, pointed.at) <= LEAVE_REFUSAL * self.layout.scale or on_it(pointer)
        clicked_elsewhere = clicked not in (None, pointed.at) and not on_it(clicked)  # its rule link keeps it
        if clicked_elsewhere or not near or self.hover_text not in ("", pointed.text):
            self.message = ""
            self.pointed = None
            self.app.request_redraw()

    def explain(self, rejection: Rejection | None) -> str:
        """A refusal's sentence (for hover texts), or nothing; its clause is remembered for the rules link."""
        if rejection is None:
            return ""
        text = refusal(rejection, self.namespace)
        self._remember(text, rejection.clause)
        return text

    def _remember(self, text: str, clause: str) -> None:
        if len(self._clauses) > 500:  # hover texts come and go: keep the memory small
            self._clauses.clear()
        self._clauses[text] = clause

    def clause_of(self, text: str) -> str | None:
        """The clause behind a refusal sentence on screen (None for any other text)."""
        return self._clauses.get(text) or None

    def draw_refusal(self, surface: pygame.Surface, rect: pygame.Rect, size: int, lines: int = 3) -> int:
        """The refusal on screen (if any) with its rule link at the top of `rect`; returns where the next text goes."""
        self.rule_link = None
        if not self.message or self._pointed() is not None:
            return rect.y
        clause = self.clause_of(self.message)
        y, link = draw_refusal(surface, self.message, clause, rect, size, self.layout.scale, lines)
        if link is not None and clause:
            self.rule_link = (link, clause)
        return y

    def draw_pointer_texts(self, surface: pygame.Surface, bounds: pygame.Rect, hovering: bool = True) -> None:
        """Drawn last of the table: the hover text at the pointer, inside `bounds`, when `hovering` over something
        that has one (unless a refused click's sentence is on screen)."""
        if hovering and self.hover_text and self._pointed() is None:
            draw_tooltip(surface, self.hover_text, self.app.pointer, bounds, self.layout.scale,
                         self.clause_of(self.hover_text))

    def draw_pointed_refusal(self, surface: pygame.Surface) -> None:
        """A refused click's sentence where the click was, its rule link clickable: drawn after the widgets, so a
        refusal of a panel button is never under that button or its neighbours."""
        pointed = self._pointed()
        if pointed is not None:
            clause = self.clause_of(pointed.text)
            pointed.box, link = draw_tooltip(surface, pointed.text, pointed.at, surface.get_rect(), self.layout.scale,
                                             clause)
            if link is not None and clause:
                self.rule_link = (link, clause)

    def rules_at(self, pos: tuple[int, int] | None) -> tuple[str, str | None] | None:
        if pos is None:  # the ? key: at the refusal on screen, else from the top
            return self.record.game_id, self.clause_of(self.message) or self.clause_of(self.hover_text)
        if self.rule_link is not None and self.rule_link[0].collidepoint(pos):
            return self.record.game_id, self.rule_link[1]
        return None
