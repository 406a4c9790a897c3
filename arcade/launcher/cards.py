"""The launcher's card for a game: its picture, title, players, length and summary."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from arcade.core.board_error import BoardError
from arcade.i18n import t
from arcade.launcher.preview import board_preview
from arcade.registry import GameDescriptor
from arcade.ui import theme
from arcade.ui.pieces import Piece, draw_piece

#: Behind a card's picture: until it comes, under a game's own, and its emblem's.
PICTURE_BACK = (14, 16, 26)


@dataclass
class Card:
    game: GameDescriptor
    rect: pygame.Rect
    preview_rect: pygame.Rect
    problem: str | None = None
    painter: Callable[[pygame.Surface, pygame.Rect], None] | None = None  # the game's picture, once imported
    board_read: bool = False  # its board read (and drawn, where it is the picture), after the first frame

    def waiting(self) -> bool:
        """Its board is still to read, or the game's own picture to import."""
        return self.problem is None and (bool(self.game.board) and not self.board_read
                                         or bool(self.game.preview) and self.painter is None)

    def read_board(self) -> None:
        """Read the board (and draw it, where it is the card's picture): a broken map is shown on the card, not
        found at Start."""
        from arcade.boards import load_board  # (after the first frame, as the pictures are drawn)

        try:
            if self.game.preview:
                load_board(self.game.board)
            else:
                board_preview(self.game.board, self.preview_rect.width, self.preview_rect.height)
        except BoardError as exc:
            self.problem = str(exc)
        self.board_read = True


def draw_card(surface: pygame.Surface, card: Card, index: int, scale: float, hovered: bool) -> None:
    """A game's card: its picture (the game's own, its board's, or its sides' tokens), title, players and length,
    summary."""
    s = scale
    radius = int(18 * s)
    shadow = card.rect.move(0, int(6 * s))
    pygame.draw.rect(surface, (8, 10, 16), shadow, border_radius=radius)
    pygame.draw.rect(surface, (40, 48, 66) if hovered else theme.PANEL, card.rect, border_radius=radius)
    pygame.draw.rect(surface, theme.ACCENT if hovered else theme.PANEL_EDGE, card.rect,
                     width=3 if hovered else 2, border_radius=radius)
    game = card.game
    if card.problem is None and game.preview:  # the game draws its own picture (once its module is loaded)
        pygame.draw.rect(surface, PICTURE_BACK, card.preview_rect, border_radius=int(12 * s))
        if card.painter is not None:
            clip = surface.get_clip()
            surface.set_clip(card.preview_rect)
            card.painter(surface, card.preview_rect)
            surface.set_clip(clip)
    elif card.problem is None and game.board:
        if card.board_read:
            surface.blit(board_preview(game.board, card.preview_rect.width, card.preview_rect.height),
                         card.preview_rect)
        else:  # (drawn from the second frame on)
            pygame.draw.rect(surface, PICTURE_BACK, card.preview_rect, border_radius=int(12 * s))
    else:
        emblem(surface, card, scale)
    pad = int(18 * s)
    y = card.preview_rect.bottom + int(10 * s)
    number = theme.blit_text(surface, f"{index + 1}", theme.text_px(22, s), theme.TEXT_DIM,
                             (card.rect.right - pad, y), "topright")
    width = card.rect.width - 2 * pad
    room = number.left - card.rect.x - 2 * pad  # a long title gets smaller before it loses letters
    title_px = next((px for px in (theme.text_px(n, s) for n in (34, 30, 26, 22))
                     if theme.font(px, True).size(game.title)[0] <= room), theme.text_px(22, s))
    y = theme.blit_text(surface, theme.fit(game.title, title_px, room, bold=True), title_px, theme.TEXT,
                        (card.rect.x + pad, y), bold=True).bottom
    players = (t("players_fixed", n=game.min_players) if game.min_players == game.max_players
               else t("players_range", lo=game.min_players, hi=game.max_players))
    length = t("minutes_range", lo=game.minutes[0], hi=game.minutes[1])
    foot_px = theme.text_px(22, s)
    one_line = f"{players}  ·  {length}"
    bottom = card.rect.bottom - pad
    two_lines = bottom - 2 * theme.font(foot_px, True).get_linesize() >= y
    feet = [players, length] if theme.font(foot_px, True).size(one_line)[0] > width and two_lines else [one_line]
    for text in reversed(feet):  # on a narrow card, players above the length (else shortened)
        foot = theme.blit_text(surface, theme.fit(text, foot_px, width, bold=True), foot_px, theme.ACCENT,
                               (card.rect.x + pad, bottom), "bottomleft", True)
        bottom = foot.top
    size = theme.text_px(20, s)
    lines = theme.wrap(t(game.summary, game.id), size, width, lines=2)
    room = max(0, (foot.top - y) // int(size * 1.4))  # the summary never runs into the players line
    if room < len(lines):
        lines = lines[:room]
        if lines:
            lines[-1] = theme.fit(lines[-1] + " …", size, width)
    for line in lines:
        y = theme.blit_text(surface, line, size, theme.TEXT_DIM, (card.rect.x + pad, y)).bottom
    if card.problem:
        theme.blit_text(surface, t("board_broken_short"), theme.text_px(20, s), theme.CLOCK_RED,
                        (card.rect.right - pad, card.rect.bottom - pad), "bottomright", True)


def emblem(surface: pygame.Surface, card: Card, scale: float) -> None:
    """For games without a board: the sides' colours and patterns as a band of tokens."""
    rect = card.preview_rect
    pygame.draw.rect(surface, PICTURE_BACK, rect, border_radius=int(12 * scale))
    sides = card.game.sides[: card.game.max_players]
    step = rect.width / (len(sides) + 1)
    radius = int(min(step * 0.4, rect.height * 0.25))
    for i, side_id in enumerate(sides):
        draw_piece(surface, Piece((0, 0), side_id), (rect.x + step * (i + 1), rect.centery), radius)
