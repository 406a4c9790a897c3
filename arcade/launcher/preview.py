"""Card previews drawn from a game's own board, through the same board view the games use."""

from __future__ import annotations

from functools import lru_cache

import pygame


@lru_cache(maxsize=16)
def board_preview(board_name: str, width: int, height: int) -> pygame.Surface:
    """The whole map fitted into width x height; raises BoardError for a broken map."""
    from arcade.boards import load_board  # (after the launcher's first frame, as the pictures are drawn)
    from arcade.ui.board import BoardView

    board = load_board(board_name)
    surface = pygame.Surface((width, height))
    BoardView(board, pygame.Rect(0, 0, width, height)).draw(surface)
    return surface
