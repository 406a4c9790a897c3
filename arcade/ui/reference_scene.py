"""The rules reference window: a game's rules for players, sections on the left, the text on the right, searchable,
opened at a clause when a refusal's link (or ? at the table) asks for it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame
import pygame_gui

from arcade import reference
from arcade.i18n import t
from arcade.reference import RulesDoc
from arcade.ui import theme
from arcade.ui.scenes import AppContext, Scene, button_action

#: Body text at 1080p (scaled, never under the 16-px floor).
BODY = 26
SCROLL_LINES = 3


@dataclass(frozen=True)
class Line:
    """One laid-out line of the body: where it sits in the document (pixels from the top) and how it is drawn."""

    y: int
    text: str
    size: int
    colour: theme.Color
    bold: bool
    indent: int
    paragraph: int  # -1 for a section heading
    section: int


def open_rules(app: AppContext, game_id: str, clause: str | None = None) -> None:
    """Show the game's rules (at `clause` when given); a missing or damaged rules file is told in words."""
    try:
        doc = reference.load(game_id, app.settings.language)
    except reference.ReferenceError as exc:
        app.notify(t("rules_unavailable", error=str(exc)))
        return
    app.push(RulesScene(app, doc, clause))


class RulesScene(Scene):
    def __init__(self, app: AppContext, doc: RulesDoc, clause: str | None = None) -> None:
        super().__init__(app)
        self.doc = doc
        self.target = doc.index_of(clause) if clause else None
        self.asked = clause
        self.lines: list[Line] = []
        self.paragraph_top: dict[int, int] = {}
        self.section_top: dict[int, int] = {}
        self.scroll = 0
        self.height = 0  # of the laid-out document, in pixels
        self.body = pygame.Rect(0, 0, 0, 0)
        self.toc: list[tuple[pygame.Rect, int]] = []
        self.search: pygame_gui.elements.UITextEntryLine | None = None
        self.matches: list[int] = []
        self.current = -1  # index into matches
        self.actions: dict[object, Callable[[], None]] = {}
        self.scale = 1.0

    # -- layout ----------------------------------------------------------------------------------------------
    def build(self, container: pygame_gui.core.UIContainer, size: tuple[int, int]) -> None:
        w, h = size
        s = self.scale = theme.scale_for(h)
        pad = int(32 * s)
        header = int(120 * s)
        toc_w = min(int(w * 0.26), int(440 * s))
        self.body = pygame.Rect(pad + toc_w + pad, header, w - toc_w - 3 * pad, h - header - pad)
        close_w, field_h = int(200 * s), int(56 * s)
        close = pygame_gui.elements.UIButton(pygame.Rect(w - pad - close_w, int(28 * s), close_w, field_h),
                                             t("close"), self.app.manager, container, object_id="#secondary")
        self.actions = {close: lambda: self.app.pop(self)}
        field_w = min(int(w * 0.3), int(520 * s))
        self.search = pygame_gui.elements.UITextEntryLine(
            pygame.Rect(close.rect.left - pad - field_w, int(28 * s), field_w, field_h), self.app.manager, container,
            placeholder_text=t("rules_search"))
        self.search.set_text_length_limit(60)
        self._layout()
        self.toc = []
        y = header
        size_toc = theme.text_px(22, s)
        for index, title in enumerate(self.doc.sections):
            lines = theme.wrap(title, size_toc, toc_w - int(20 * s), lines=2)
            height = len(lines) * int(size_toc * 1.3) + int(14 * s)
            if y + height > h - pad:
                break
            self.toc.append((pygame.Rect(pad, y, toc_w, height), index))
            y += height + int(4 * s)
        if self.target is not None:
            self._show_paragraph(self.target)

    def _layout(self) -> None:
        """Lay the document out for the body's width once; drawing then only blits the visible lines."""
        s = self.scale
        body, heading, label = theme.text_px(BODY, s), theme.text_px(32, s), theme.text_px(18, s)
        width = self.body.width - int(24 * s)
        bullet = int(28 * s)
        y = 0
        self.lines, self.paragraph_top, self.section_top = [], {}, {}
        last_section = -1
        for index, p in enumerate(self.doc.paragraphs):
            if p.section != last_section:
                last_section = p.section
                y += int(18 * s) if index else 0
                self.section_top[p.section] = y
                for text in theme.wrap(self.doc.sections[p.section], heading, width, bold=True):
                    self.lines.append(Line(y, text, heading, theme.ACCENT, True, 0, -1, p.section))
                    y += int(heading * 1.3)
                y += int(8 * s)
            self.paragraph_top[index] = y
            if p.clause:
                self.lines.append(Line(y, p.clause, label, theme.TEXT_DIM, True, 0, index, p.section))
                y += int(label * 1.3)
            prose: list[str] = []
            for raw in (*p.lines, ""):
                if raw.startswith("- ") or not raw:
                    if prose:
                        for text in theme.wrap(" ".join(prose), body, width):
                            self.lines.append(Line(y, text, body, theme.TEXT, False, 0, index, p.section))
                            y += int(body * 1.35)
                        prose = []
                    if raw:
                        for n, text in enumerate(theme.wrap(raw[2:], body, width - bullet)):
                            self.lines.append(Line(y, ("• " if n == 0 else "") + text, body, theme.TEXT, False,
                                                   0 if n == 0 else bullet, index, p.section))
                            y += int(body * 1.35)
                else:
                    prose.append(raw)
            y += int(14 * s)
        self.height = y

    # -- moving about ----------------------------------------------------------------------------------------
    def _clamp(self) -> None:
        self.scroll = max(0, min(self.scroll, max(0, self.height - self.body.height)))
        self.app.request_redraw()

    def _show_paragraph(self, index: int) -> None:
        self.scroll = self.paragraph_top.get(index, 0) - int(40 * self.scale)
        self._clamp()

    def _find(self, text: str) -> None:
        self.matches = self.doc.search(text)
        self.current = 0 if self.matches else -1
        if self.matches:
            self._show_paragraph(self.matches[0])
        self.app.request_redraw()

    def _next_match(self) -> None:
        if self.matches:
            self.current = (self.current + 1) % len(self.matches)
            self._show_paragraph(self.matches[self.current])

    def handle(self, event: pygame.event.Event) -> bool:
        if button_action(event, self.actions):
            return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element is self.search:
            self._find(event.text)
            return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.search:
            self._next_match()
            return True
        if event.type == pygame.TEXTINPUT and self.search is not None and not self.search.is_focused \
                and event.text.strip():  # typing anywhere searches
            self.search.focus()
            self.search.set_text(self.search.get_text() + event.text)
            self._find(self.search.get_text())
            return True
        line = theme.text_px(BODY, self.scale) * 1.35
        if event.type == pygame.MOUSEWHEEL:
            self.scroll -= int(event.y * SCROLL_LINES * line)
            self._clamp()
            return True
        if event.type == pygame.KEYDOWN:
            steps = {pygame.K_DOWN: line, pygame.K_UP: -line, pygame.K_PAGEDOWN: self.body.height * 0.9,
                     pygame.K_PAGEUP: -self.body.height * 0.9, pygame.K_SPACE: self.body.height * 0.9}
            if event.key in steps:
                self.scroll += int(steps[event.key])
                self._clamp()
                return True
            if event.key in (pygame.K_HOME, pygame.K_END):
                self.scroll = 0 if event.key == pygame.K_HOME else self.height
                self._clamp()
                return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for rect, section in self.toc:
                if rect.collidepoint(event.pos):
                    self.scroll = self.section_top.get(section, 0)
                    self._clamp()
                    return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)

    # -- drawing ---------------------------------------------------------------------------------------------
    def top_section(self) -> int:
        """The section at the top of the view (lit in the contents)."""
        return next((line.section for line in self.lines if line.y >= self.scroll), len(self.doc.sections) - 1)

    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        surface.fill(theme.BACKGROUND)
        pad = int(32 * s)
        theme.blit_text(surface, theme.fit(self.doc.title, theme.text_px(40, s), self.search.rect.left - 2 * pad
                                           if self.search else surface.get_width() // 2, bold=True),
                        theme.text_px(40, s), theme.ACCENT, (pad, int(32 * s)), bold=True)
        self._draw_status(surface)
        current = self.top_section()
        size_toc = theme.text_px(22, s)
        for rect, index in self.toc:
            if index == current:
                pygame.draw.rect(surface, theme.PANEL, rect, border_radius=int(8 * s))
                pygame.draw.rect(surface, theme.ACCENT, (rect.x, rect.y, int(5 * s), rect.height))
            y = rect.y + int(7 * s)
            colour = theme.TEXT if index == current else theme.TEXT_DIM
            for text in theme.wrap(self.doc.sections[index], size_toc, rect.width - int(20 * s), lines=2):
                theme.blit_text(surface, text, size_toc, colour, (rect.x + int(14 * s), y))
                y += int(size_toc * 1.3)
        self._draw_body(surface)

    def _draw_status(self, surface: pygame.Surface) -> None:
        if self.search is None or not self.search.get_text().strip():
            return
        size = theme.text_px(18, self.scale)
        text = t("rules_matches", n=len(self.matches), at=self.current + 1) if self.matches else t("rules_no_match")
        theme.blit_text(surface, theme.fit(text, size, self.search.rect.width), size, theme.TEXT_DIM,
                        (self.search.rect.x, self.search.rect.bottom + int(4 * self.scale)))

    def _draw_body(self, surface: pygame.Surface) -> None:
        s = self.scale
        clip = surface.get_clip()
        surface.set_clip(self.body)
        lit = {self.target} if self.target is not None else set()
        found = set(self.matches)
        chosen = self.matches[self.current] if self.matches else None
        for index in lit | found:
            top = self.paragraph_top.get(index)
            if top is None:
                continue
            bottom = self.paragraph_top.get(index + 1, self.height) - int(10 * s)
            rect = pygame.Rect(self.body.x, self.body.y + top - self.scroll - int(6 * s), self.body.width,
                               bottom - top + int(6 * s))
            if rect.colliderect(self.body):
                strong = index == chosen or (index in lit and not found)
                pygame.draw.rect(surface, theme.PANEL if strong else (24, 29, 42), rect, border_radius=int(8 * s))
                pygame.draw.rect(surface, theme.ACCENT if strong else theme.PANEL_EDGE,
                                 (rect.x, rect.y, int(5 * s), rect.height))
        for line in self.lines:
            y = self.body.y + line.y - self.scroll
            if y + line.size * 1.4 < self.body.y:
                continue
            if y > self.body.bottom:
                break
            theme.blit_text(surface, line.text, line.size, line.colour,
                            (self.body.x + int(16 * s) + line.indent, y), bold=line.bold)
        surface.set_clip(clip)
        if self.height > self.body.height:  # where we are in the document
            bar_h = max(int(40 * s), self.body.height * self.body.height // self.height)
            span = self.body.height - bar_h
            y = self.body.y + span * self.scroll // max(1, self.height - self.body.height)
            pygame.draw.rect(surface, theme.PANEL_EDGE, (self.body.right + int(8 * s), y, int(6 * s), bar_h),
                             border_radius=int(3 * s))
