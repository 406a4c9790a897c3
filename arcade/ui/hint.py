"""Hints: what the computer would do for the person at the screen, thought from that person's view only (the same
worker and bot as a computer seat, given the same `Seen`), shown on the board and in words, never played.

A hint holds for the position it was asked in: any step played, or another player taking the screen, puts it
away. Each hint is counted in the saved game (the seat's entry in the set-up), so the result screen can say how many
each player used, after a Resume too. Once a player has asked for one, the next are thought ahead, from the moment
their turn (or the position) is theirs, so that asking shows one at once; a hint still thinking when asked for
stops the table's clock until it is shown (the player waits on the computer, not on themselves).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from concurrent.futures import Executor, Future
from dataclasses import dataclass
from typing import Any

import pygame

from arcade.core.codec import PlainData
from arcade.core.protocol import GameRules, Seat
from arcade.ui import theme
from arcade.ui.computer import ask, read_thought

#: The level whose move a hint shows: the best the table has.
LEVEL = "hard"
#: Key that asks for a hint (letters are the order notation in two games).
KEY = pygame.K_F2


@dataclass
class Hint:
    """A hint for `seat` in the position after `step` steps: `action` once thought (None: no move to suggest), and
    `why` the computer chose it."""

    seat: Seat
    step: int
    action: Any | None = None
    why: str = ""


class Hints:
    """The hint of one table: asked in the computers' worker, shown until the position or the player changes."""

    def __init__(self, game_id: str, pool: Callable[[], Executor]) -> None:
        self.game_id, self._pool = game_id, pool
        self.shown: Hint | None = None
        self._job: tuple[Hint, Future[PlainData]] | None = None
        self._asked = False  # the job is a hint asked for (else one thought ahead, shown only when asked)

    @property
    def thinking(self) -> Seat | None:
        """The seat whose hint, asked for, is being thought."""
        return self._job[0].seat if self._job is not None and self._asked else None

    def ask(self, rules: GameRules[Any, Any, Any, Any], state: Any, seat: Seat, step: int, seed: int) -> None:
        """Show `seat`'s hint: at once when it was thought ahead, else once thought (a second ask while one thinks
        or one is shown puts it away instead)."""
        if self._asked or self.shown is not None:
            self.drop()
            return
        self._asked = True
        if self._job is None or (self._job[0].seat, self._job[0].step) != (seat, step):
            self._think(rules, state, seat, step, seed)

    def think_ahead(self, rules: GameRules[Any, Any, Any, Any], state: Any, seat: Seat, step: int,
                    seed: int) -> None:
        """Think `seat`'s hint for this position before it is asked for (nothing when one is thought or shown)."""
        if self._job is None and self.shown is None:
            self._think(rules, state, seat, step, seed)

    def _think(self, rules: GameRules[Any, Any, Any, Any], state: Any, seat: Seat, step: int, seed: int) -> None:
        if self._job is not None:
            self._job[1].cancel()
        future = ask(self._pool, self.game_id, rules.clone(state), seat, LEVEL, seed * 104_729 + step * 17 + seat)
        self._job = (Hint(seat, step), future)  # (a worker that cannot start: told as "no hint", in `poll`)

    def drop(self) -> None:
        if self._job is not None:
            self._job[1].cancel()
        self._job = self.shown = None
        self._asked = False

    def poll(self, rules: GameRules[Any, Any, Any, Any], state: Any, seat: Seat | None, step: int) -> Hint | None:
        """The hint just thought, once, if it still fits the position and the player at the screen (else it is
        put away); None while thinking or when nothing new."""
        for hint in [h for h in (self.shown, self._job and self._job[0]) if h is not None]:
            if (hint.seat, hint.step) != (seat, step):
                self.drop()
                return None
        if self._job is None or not self._job[1].done() or not self._asked:
            return None
        hint, future = self._job
        self._job, self._asked = None, False
        thought = read_thought(rules, state, hint.seat, future)
        if thought is not None:
            hint.action, hint.why = thought.action, thought.why
        self.shown = hint
        return hint


def draw_hint(surface: pygame.Surface, title: str, why: str, spots: list[pygame.Rect], side_id: str,
              area: pygame.Rect, bottom: bool = False, keep_clear: Sequence[pygame.Rect] = (),
              below: pygame.Rect | None = None, button: str = "", arrow: bool = True) -> pygame.Rect | None:
    """The hint drawn like a ghost move: a ring around each place it concerns (the piece first, where it goes
    last) joined by an arrow, and a box at the top of `area` (the board: the panel and whose turn it is stay seen)
    under the table's notices, or at its bottom when the rings or what the player is looking at (`keep_clear`:
    their ship, the path they wrote) are at the top, with the move and why, in the player's colour; `below`: a
    notice at the top it keeps clear of; `button`: the words of a button at the box's foot (its place is
    returned); `arrow`: False where the board draws the move's own way (an arrow would hide it)."""
    s = theme.scale_for(surface.get_height())
    colour = theme.side(side_id).color
    rings = draw_rings(surface, spots, arrow)
    big, small, pad = theme.text_px(24, s), theme.text_px(20, s), int(14 * s)
    room = area.width - 6 * pad
    lines = [(line, big, True) for line in theme.wrap(title, big, room, bold=True, lines=3)]
    lines += [(line, small, False) for line in theme.wrap(why, small, room, lines=2)] if why else []
    height = sum(int(size * 1.35) for _, size, _ in lines) + 2 * pad
    box_width = max(theme.font(size, bold).size(line)[0] for line, size, bold in lines) + 3 * pad
    press = pygame.Rect(0, 0, theme.font(small, True).size(button)[0] + 2 * pad, max(int(small * 1.9), 32))
    if button:
        height += press.height + pad
        box_width = max(box_width, press.width + 3 * pad)
    box = pygame.Rect(0, 0, box_width, height)
    box.midtop = (area.centerx, max(area.y + int(64 * s), below.bottom + 2 * pad if below is not None else 0))
    if bottom or box.collidelist([*rings, *keep_clear]) >= 0:  # never over what it points at, nor over what the
        box.midbottom = (area.centerx, area.bottom - int(24 * s))  # player looks at: at the bottom of the board
    pygame.draw.rect(surface, theme.BACKGROUND, box, border_radius=pad)
    pygame.draw.rect(surface, colour, box, width=max(3, pad // 3), border_radius=pad)
    y = box.y + pad
    for line, size, bold in lines:
        theme.blit_text(surface, line, size, theme.TEXT if bold else theme.TEXT_DIM, (box.x + 3 * pad // 2, y),
                        bold=bold)
        y += int(size * 1.35)
    if not button:
        return None
    press.bottomright = (box.right - 3 * pad // 2, box.bottom - pad)
    pygame.draw.rect(surface, theme.ACCENT, press, border_radius=pad // 2)
    theme.blit_text(surface, button, small, (20, 16, 8), press.center, "center", True)
    return press


def draw_rings(surface: pygame.Surface, spots: Sequence[pygame.Rect], arrow: bool = True) -> list[pygame.Rect]:
    """A ring around each place a move concerns (the piece first, where it goes last), joined by an arrow unless
    the board draws the move's own way; the rings' boxes are returned (what a box of words beside them must not
    cover)."""
    s = theme.scale_for(surface.get_height())
    smallest = min((min(spot.width, spot.height) for spot in spots), default=100)
    width = max(2, min(int(5 * s), smallest // 8))  # (a ring never hides the small piece it rings)
    rings = [spot.inflate(4 * width, 4 * width) for spot in spots]
    if arrow and len(rings) > 1:
        start, end = pygame.Vector2(rings[0].center), pygame.Vector2(rings[-1].center)
        if start.distance_to(end) > (rings[0].width + rings[-1].width) / 2:  # (rings that touch need no arrow)
            pygame.draw.line(surface, theme.BACKGROUND, start, end, width * 3)
            pygame.draw.line(surface, theme.SELECTED, start, end, width)
            back = (start - end).normalize() * width * 5
            tip = end + (start - end).normalize() * rings[-1].width / 2
            for turn in (28, -28):
                pygame.draw.line(surface, theme.SELECTED, tip, tip + back.rotate(turn), width)
    for ring in rings:
        round_by = min(ring.width, ring.height) // 3
        pygame.draw.rect(surface, theme.BACKGROUND, ring.inflate(2 * width, 2 * width), width,
                         border_radius=round_by + width)
        pygame.draw.rect(surface, theme.SELECTED, ring, width, border_radius=round_by)
    return rings
