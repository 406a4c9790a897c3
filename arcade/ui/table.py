"""The table layout every game shares: the board on the left ~70 % under a strip for the table's own buttons (Hint,
Undo, Redo), a side panel on the right with whose turn it is, the clock, what the selection can do, the action
buttons and a short log."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

import pygame
import pygame_gui

from arcade.i18n import t
from arcade.ui import theme
from arcade.ui.clock_view import ClockView

#: Height of the strip above the board for the table's own buttons, at 1080p (they never cover the board).
TOOLS_STRIP = 64
#: Height of the band under the board where a lesson says its step, at 1080p (it never covers the board).
LESSON_FOOT = 228


@dataclass(frozen=True)
class TableLayout:
    board: pygame.Rect
    panel: pygame.Rect
    scale: float
    tools: pygame.Rect  # the strip above the board (no height where a game places the buttons itself)
    foot: pygame.Rect  # the band under the board where a lesson says its step (no height outside lessons)

    @classmethod
    def for_size(cls, size: tuple[int, int], board_share: float = 0.7, strip: bool = True,
                 lesson: bool = False) -> TableLayout:
        w, h = size
        split = int(w * board_share)
        scale = theme.scale_for(h)
        top = int(TOOLS_STRIP * scale) if strip else 0
        foot = int(LESSON_FOOT * scale) if lesson else 0
        return cls(pygame.Rect(0, top, split, h - top - foot), pygame.Rect(split, 0, w - split, h), scale,
                   pygame.Rect(0, 0, split, top), pygame.Rect(0, h - foot, split, foot))

    def panel_box(self, top: int, height: int) -> pygame.Rect:
        """A full-width box in the panel, `top` and `height` in 1080p pixels (scaled)."""
        pad = int(24 * self.scale)
        return pygame.Rect(self.panel.x + pad, self.panel.y + int(top * self.scale),
                           self.panel.width - 2 * pad, int(height * self.scale))


class SidePanel:
    """What the board tables' side panels share: boxes as wide as the panel's inside (`row`), the turn banner at
    the top, two boxes side by side (`split`: the clock and what goes beside it), and whether the clock shown
    changes. Each game stacks its own boxes in `place`, after this one's."""

    def __init__(self, now: Callable[[], float], layout: TableLayout) -> None:
        self.now = now
        self.clock_view: ClockView | None = None
        self.place(layout)

    def place(self, layout: TableLayout) -> None:
        self.layout = layout
        s = layout.scale
        self.gap = int(10 * s)
        self.left, self.width = layout.panel.x + int(24 * s), layout.panel.width - int(48 * s)
        self.banner = self.row(layout.panel.y + int(16 * s), int(92 * s))

    def row(self, top: int, height: int) -> pygame.Rect:
        return pygame.Rect(self.left, top, self.width, height)

    def split(self, box: pygame.Rect, share: float) -> tuple[pygame.Rect, pygame.Rect]:
        """`box` cut in two side by side, the first `share` of its width on the left."""
        first = pygame.Rect(box.x, box.y, int(box.width * share), box.height)
        return first, pygame.Rect(first.right + self.gap, box.y, box.width - first.width - self.gap, box.height)

    def text(self, surface: pygame.Surface, text: str, rect: pygame.Rect, y: int, size: int,
             colour: theme.Color, bold: bool = False) -> int:
        """`draw_wrapped` at this panel's scale."""
        return draw_wrapped(surface, text, rect, y, size, colour, self.layout.scale, bold)

    def clock_changed(self) -> bool:
        return self.clock_view is not None and self.clock_view.changed(self.now())

    def next_clock_change(self) -> float | None:
        return None if self.clock_view is None else self.clock_view.next_change(self.now())


class GameLog:
    """The journal: the game's lines, newest last (up to KEEP). The panel shows the newest that fit its box; the mouse
    wheel over the box scrolls back through the older ones, and a new line brings it back to the newest."""

    KEEP = 500

    def __init__(self) -> None:
        self.lines: deque[str] = deque(maxlen=self.KEEP)
        self.back = 0  # lines scrolled back from the newest
        self.rect: pygame.Rect | None = None  # where it was drawn last (for the wheel)

    def add(self, line: str) -> None:
        self.lines.append(line)
        self.back = 0

    def scroll(self, clicks: int) -> None:
        """Wheel up (positive) goes back in time, down towards the newest."""
        self.back = min(max(0, self.back + clicks), max(0, len(self.lines) - 1))

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
        self.rect = pygame.Rect(rect)
        size = theme.text_px(20, scale)
        step = int(size * 1.35)
        y = rect.bottom
        if self.back and rect.height >= 3 * step:  # scrolled back: say so (where there is room for more than that)
            y -= step
            hint = theme.fit(t("log_newer", n=self.back), size, rect.width)
            theme.blit_text(surface, hint, size, theme.ACCENT, (rect.x, y))
        shown = list(self.lines)[: len(self.lines) - self.back]
        for n, line in enumerate(reversed(shown)):
            parts = whole = theme.wrap(line, size, rect.width)
            room = (y - rect.top) // step
            if len(whole) > room:  # whole lines only, never the tail of a sentence ("et rentre")...
                if n:
                    return
                parts = whole[:room]  # ...but the newest always shows, from its start, as much as fits
                if parts:
                    parts[-1] = theme.fit(parts[-1] + " …", size, rect.width)
            for part in reversed(parts):
                y -= step
                theme.blit_text(surface, part, size, theme.TEXT_DIM, (rect.x, y))
            if len(parts) < len(whole):
                return


def draw_notice(surface: pygame.Surface, text: str, side_id: str, area: pygame.Rect) -> pygame.Rect:
    """A strip at the top centre of `area` (the board, under the table's buttons), edged in a side's colour: what
    the table is doing by itself. Returns where it was drawn (a box drawn under it starts below)."""
    s = theme.scale_for(surface.get_height())
    size, pad = theme.text_px(24, s), int(12 * s)
    text = theme.fit(text, size, area.width - 4 * pad, bold=True)
    image = theme.font(size, bold=True).render(text, True, theme.TEXT)
    box = image.get_rect().inflate(3 * pad, pad)
    box.midtop = (area.centerx, area.y + pad)
    pygame.draw.rect(surface, theme.BACKGROUND, box, border_radius=pad)
    pygame.draw.rect(surface, theme.side(side_id).color, box, width=max(3, pad // 3), border_radius=pad)
    surface.blit(image, image.get_rect(center=box.center))
    return box


def draw_held(surface: pygame.Surface, area: pygame.Rect, side_id: str, title: str, body: str) -> None:
    """A paused turn: the board covered (nobody plans in a pause) with what is paused and how to go on."""
    s = theme.scale_for(surface.get_height())
    veil = pygame.Surface(area.size, pygame.SRCALPHA)
    veil.fill((*theme.BACKGROUND, 235))
    surface.blit(veil, area.topleft)
    big, small, pad = theme.text_px(40, s), theme.text_px(24, s), int(18 * s)
    lines = theme.wrap(body, small, int(area.width * 0.7))
    box = pygame.Rect(0, 0, int(area.width * 0.7) + 2 * pad, int(big * 1.5) + len(lines) * int(small * 1.4) + 2 * pad)
    box.center = area.center
    pygame.draw.rect(surface, theme.PANEL, box, border_radius=pad)
    pygame.draw.rect(surface, theme.side(side_id).color, box, width=max(3, pad // 4), border_radius=pad)
    theme.blit_text(surface, title, big, theme.ACCENT, (box.centerx, box.y + pad), "midtop", True)
    y = box.y + pad + int(big * 1.5)
    for line in lines:
        theme.blit_text(surface, line, small, theme.TEXT, (box.centerx, y), "midtop")
        y += int(small * 1.4)


def draw_panel_back(surface: pygame.Surface, layout: TableLayout) -> None:
    pygame.draw.rect(surface, theme.PANEL, layout.panel)
    pygame.draw.line(surface, theme.PANEL_EDGE, layout.panel.topleft, layout.panel.bottomleft, 3)


def draw_robot(surface: pygame.Surface, center: tuple[int, int], radius: int) -> None:
    """The computer seat's emblem: a robot's head (antenna, eyes, mouth) on a dark disc, drawn over a seat's token so
    a computer seat is told by a shape, not by words alone."""
    x, y = center
    pygame.draw.circle(surface, theme.BACKGROUND, center, radius)
    pygame.draw.circle(surface, theme.TEXT, center, radius, max(1, radius // 8))
    unit = radius / 4
    head = pygame.Rect(0, 0, int(4.4 * unit), int(3.4 * unit))
    head.center = (x, int(y + 0.5 * unit))
    pygame.draw.rect(surface, theme.TEXT, head, border_radius=max(1, int(unit)))
    pygame.draw.line(surface, theme.TEXT, (x, head.top), (x, int(head.top - unit)), max(1, int(unit / 2)))
    pygame.draw.circle(surface, theme.TEXT, (x, int(head.top - unit)), max(1, int(unit / 2)))
    for dx in (-1, 1):
        pygame.draw.circle(surface, theme.BACKGROUND, (int(x + dx * 1.1 * unit), int(head.centery - 0.3 * unit)),
                           max(1, int(0.55 * unit)))
    mouth = pygame.Rect(0, 0, int(2 * unit), max(1, int(0.45 * unit)))
    mouth.center = (x, int(head.centery + 0.9 * unit))
    pygame.draw.rect(surface, theme.BACKGROUND, mouth)


def draw_turn_banner(surface: pygame.Surface, rect: pygame.Rect, name: str, side_id: str | None, caption: str,
                     scale: float, computer: bool = False) -> pygame.Rect:
    """Whose turn, big and in the player's colour, with the side's pattern as a token beside the name (and the robot
    emblem on it for a computer seat); no side (`None`: everyone watches) is a plain banner with no token. A long
    name gets smaller, then an ellipsis, rather than running out of the banner; returns where the name went."""
    from arcade.ui.pieces import Piece, draw_piece

    colour, ink = (theme.side(side_id).color, theme.side(side_id).ink) if side_id else (theme.PANEL_EDGE, theme.TEXT)
    pygame.draw.rect(surface, colour, rect, border_radius=int(14 * scale))
    x = rect.x + int(24 * scale)
    if side_id is not None:
        radius = rect.height // 2 - int(10 * scale)
        token = (rect.x + radius + int(14 * scale), rect.centery)
        draw_piece(surface, Piece((0, 0), side_id), token, radius)
        if computer:
            draw_robot(surface, (token[0] + radius * 2 // 3, token[1] + radius * 2 // 3), radius * 3 // 5)
        x = rect.x + 2 * radius + int(30 * scale)
    room = rect.right - x - int(14 * scale)
    small = theme.text_px(20, scale)
    theme.blit_text(surface, theme.fit(caption, small, room), small, ink, (x, rect.y + int(8 * scale)))
    size = int(40 * scale)
    while size > small and theme.font(size, True).size(name)[0] > room:
        size -= 2
    return theme.blit_text(surface, theme.fit(name, size, room, bold=True), size, ink,
                           (x, rect.bottom - int(6 * scale)), "bottomleft", True)


@dataclass
class Hit:
    """A clickable spot a scene drew this frame (a card, a pyramid, a crew figure...)."""

    rect: pygame.Rect
    kind: str
    value: Any  # what the spot stands for; its kind says which type


def hit_at(hits: Iterable[Hit], pos: tuple[int, int]) -> Hit | None:
    """The topmost spot under pos (the last one drawn wins)."""
    return next((h for h in reversed(list(hits)) if h.rect.collidepoint(pos)), None)


def draw_tooltip(surface: pygame.Surface, text: str, at: tuple[int, int], bounds: pygame.Rect, scale: float,
                 clause: str | None = None) -> tuple[pygame.Rect, pygame.Rect | None]:
    """A sentence at the pointer (what a click there would do, or why not), kept inside `bounds`; a refusal ends
    with the line that names its rule (? opens the rules there). Returns the box and that line's rectangle."""
    size = theme.text_px(20, scale)
    lines = theme.wrap(text, size, int(520 * scale), lines=4)
    if clause:
        lines.append(t("rules_link", clause=clause))
    width = max(theme.font(size).size(line)[0] for line in lines) + int(20 * scale)
    height = len(lines) * int(size * 1.35) + int(12 * scale)
    box = pygame.Rect(at[0] + int(18 * scale), at[1] + int(18 * scale), width, height)
    if at[1] > bounds.centery:  # in the lower half, above the pointer: the hand and the bottom stay seen
        box.bottom = at[1] - int(18 * scale)
    box.clamp_ip(bounds)
    pygame.draw.rect(surface, (14, 16, 24), box, border_radius=int(8 * scale))
    if clause:  # a refusal: a red edge, so a refused click never looks like a plain hover
        pygame.draw.rect(surface, theme.CLOCK_RED, box, max(2, int(2 * scale)), border_radius=int(8 * scale))
    else:
        pygame.draw.rect(surface, theme.PANEL_EDGE, box, 1, border_radius=int(8 * scale))
    y = box.y + int(6 * scale)
    link = None
    for n, line in enumerate(lines):
        is_link = clause is not None and n == len(lines) - 1
        drawn = theme.blit_text(surface, line, size, theme.ACCENT if is_link else theme.TEXT,
                                (box.x + int(10 * scale), y))
        if is_link:
            pygame.draw.line(surface, theme.ACCENT, (drawn.x, drawn.bottom), (drawn.right, drawn.bottom),
                             max(1, int(scale)))
            link = drawn.inflate(int(8 * scale), int(8 * scale))
        y += int(size * 1.35)
    return box, link


def draw_refusal(surface: pygame.Surface, text: str, clause: str | None, rect: pygame.Rect, size: int, scale: float,
                 lines: int = 3) -> tuple[int, pygame.Rect | None]:
    """Why a move was refused, in red, and under it a link to its rule; returns where the next text goes and the
    link's rectangle (for the click that opens the rules at that clause)."""
    y = rect.y
    for line in theme.wrap(text, size, rect.width, bold=True, lines=lines):
        y = theme.blit_text(surface, line, size, theme.CLOCK_RED, (rect.x, y), bold=True).bottom
    if not clause:
        return y, None
    label = theme.fit(t("rules_link", clause=clause), theme.text_px(18, scale), rect.width)
    link = theme.blit_text(surface, label, theme.text_px(18, scale), theme.ACCENT, (rect.x, y + int(4 * scale)))
    pygame.draw.line(surface, theme.ACCENT, (link.x, link.bottom), (link.right, link.bottom), max(1, int(scale)))
    return link.bottom + int(4 * scale), link.inflate(int(8 * scale), int(12 * scale))


def draw_wrapped(surface: pygame.Surface, text: str, rect: pygame.Rect, y: int, size: int, colour: theme.Color,
                 scale: float, bold: bool = False) -> int:
    """Text wrapped to `rect`'s width from `y`, never below `rect` (lines that would not fit are left out);
    returns where the next text goes. `size` is at 1080p, scaled with the 16-px floor."""
    height = theme.text_px(size, scale)
    for line in theme.wrap(text, height, rect.width, bold):
        if y + height > rect.bottom:
            return y
        y = theme.blit_text(surface, line, height, colour, (rect.x, y), bold=bold).bottom
    return y + int(4 * scale)


def light_button(button: pygame_gui.elements.UIButton | None, primary: bool) -> None:
    """Make a button the bright one (the obvious next step) or a plain one, restyling it only when it changes."""
    wanted = "#primary" if primary else "#secondary"
    if button is not None and button.object_ids and button.object_ids[-1] != wanted:
        button.change_object_id(wanted)
