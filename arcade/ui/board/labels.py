"""Column and row numbers around the board, as printed boards have them; they stay at the view's edge when the
board is scrolled, so a player can always name the cell they point at."""

from __future__ import annotations

from functools import lru_cache

import pygame

from arcade.core.hexgrid import Hex, Orientation
from arcade.ui import theme
from arcade.ui.board.camera import Camera
from arcade.ui.board.grid import Cell, GridShape


class Labels:
    def __init__(self, grid: GridShape) -> None:
        self.grid = grid
        columns: dict[int, Cell] = {}
        rows: dict[int, Cell] = {}
        for cell, (col, row) in grid.offset_of.items():
            if col not in columns or grid.offset_of[columns[col]][1] > row:
                columns[col] = cell
            if row not in rows or grid.offset_of[rows[row]][0] > col:
                rows[row] = cell
        self.columns = columns  # column -> its topmost cell
        self.rows = rows  # row -> its leftmost cell
        # where each number goes along its line: on a hex grid whose columns (pointy) or rows (flat) zigzag, every
        # number on the cells of one parity, so that they are evenly spaced (the topmost cell alternates)
        self.column_at, self.row_at = dict(columns), dict(rows)
        board = grid.board
        if grid.is_hex and grid.offset_of:
            first_row = min(r for _, r in grid.offset_of.values())
            first_col = min(c for c, _ in grid.offset_of.values())
            if board.grid.orientation is Orientation.POINTY:
                self.column_at = {col: axial(board.to_axial(col, first_row)) for col in columns}
            else:
                self.row_at = {row: axial(board.to_axial(first_col, row)) for row in rows}
        self._blits: list[tuple[pygame.Surface, tuple[int, int]]] = []
        self._made_for: tuple[float, float, float, int, int] | None = None

    def draw(self, surface: pygame.Surface, camera: Camera) -> None:
        px = self.grid.unit * camera.zoom
        if px < 7:
            return  # too small to read: the status line names the cell instead
        key = (camera.zoom, *camera.offset, camera.rect.width, camera.rect.height)
        if key != self._made_for:  # placed again only when the camera moved
            self._made_for = key
            self._blits = self._place(camera, px)
        surface.fblits(self._blits)

    def _place(self, camera: Camera, px: float) -> list[tuple[pygame.Surface, tuple[int, int]]]:
        size = max(11, min(22, int(px * 0.6)))
        rect = camera.rect
        pad = size // 2 + 2
        out = []
        half_w, half_h = (v * camera.zoom for v in self.grid.half)  # centre to edge, across and down
        # one line above the board and one column left of it, as printed boards have them: a board with holes
        # or notches would otherwise put numbers inside its notches and on top of one another
        top = min((camera.to_screen(*self.grid.center(c))[1] for c in self.columns.values()), default=0.0) - half_h
        left = min((camera.to_screen(*self.grid.center(c))[0] for c in self.rows.values()), default=0.0) - half_w
        tops = {col: camera.to_screen(*self.grid.center(cell)) for col, cell in self.column_at.items()}
        lefts = {row: camera.to_screen(*self.grid.center(cell)) for row, cell in self.row_at.items()}
        taken: list[pygame.Rect] = []

        def put(image: pygame.Surface, centre: tuple[float, float]) -> None:
            spot = image.get_rect(center=(round(centre[0]), round(centre[1])))
            if spot.collidelist(taken) < 0:  # never one number over another
                taken.append(spot)
                out.append((image, spot.topleft))

        for col, (x, _) in tops.items():
            image = label(str(col), size)
            y = max(rect.top + pad, top - image.get_height() * 0.6)  # just above the board's edge
            if rect.left <= x <= rect.right:
                put(image, (x, y))
        for row, (_, y) in lefts.items():
            image = label(str(row), size)
            x = max(rect.left + image.get_width() // 2 + 2, left - image.get_width() * 0.6)
            if rect.top + pad * 2 <= y <= rect.bottom:
                put(image, (x, y))
        return out


@lru_cache(maxsize=512)
def axial(h: Hex) -> Cell:
    return (h.q, h.r)


@lru_cache(maxsize=1024)
def label(text: str, size: int) -> pygame.Surface:
    """A number on its plate, made once per size (a zoom or a pan places every number again; sizes are 11-22)."""
    image = theme.font(size, bold=True).render(text, True, (236, 238, 244))
    plate = pygame.Surface((image.get_width() + 6, image.get_height()), pygame.SRCALPHA)
    plate.fill((12, 14, 20, 170))
    plate.blit(image, (3, 0))
    return plate
