"""A lesson's step on the table: the target lit on the board (rings, as a hint's) and, in the band under the board,
where the learner is in the lesson, what to do, and after a wrong try the lesson's nudge (under the rules' own
refusal, which the table shows where the click was)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from arcade.ui import theme
from arcade.ui.hint import draw_rings

#: The box's margin and padding, at 1080p.
PAD = 12


Line = tuple[str, int, theme.Color, bool]  # (text, size, colour, bold)


def lesson_lines(foot: pygame.Rect, s: float, heading: str, say: str, nudge: str) -> list[Line]:
    """The box's lines as they fit in `foot` at scale `s` (a text longer than its lines ends in an ellipsis)."""
    head, body = theme.text_px(20, s), theme.text_px(22, s)
    room = foot.width - int(5 * PAD * s)
    lines: list[Line] = [(line, head, theme.ACCENT, True) for line in theme.wrap(heading, head, room, True, 1)]
    lines += [(line, body, theme.TEXT, False) for line in theme.wrap(say, body, room, lines=3)]
    lines += [(line, body, theme.CLOCK_RED, True) for line in theme.wrap(nudge, body, room, bold=True, lines=2)] \
        if nudge else []
    return lines


def draw_lesson_box(surface: pygame.Surface, foot: pygame.Rect, side_id: str, heading: str, say: str, nudge: str,
                    targets: Sequence[Sequence[pygame.Rect]], arrow: bool = True) -> None:
    """Each target's rings (a move's places, or the button that makes it; `arrow`: joined, unless the board draws
    the move's own way), and the step's words in `foot`, the band under the board."""
    s = theme.scale_for(surface.get_height())
    for spots in targets:
        draw_rings(surface, spots, arrow)
    pad = int(PAD * s)
    box = foot.inflate(-2 * pad, -2 * pad)
    pygame.draw.rect(surface, theme.PANEL, box, border_radius=pad)
    pygame.draw.rect(surface, theme.side(side_id).color, box, width=max(3, pad // 3), border_radius=pad)
    y = box.y + pad
    for text, size, colour, bold in lesson_lines(foot, s, heading, say, nudge):
        theme.blit_text(surface, text, size, colour, (box.x + 3 * pad // 2, y), bold=bold)
        y += int(size * 1.3)
