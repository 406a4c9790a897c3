"""The whole planet small, in the panel: the terrain at the present tide, every piece as a dot in its colour, and
the part the board shows as a rectangle; a click there moves the board's view."""

from __future__ import annotations

import pygame

from arcade.games.fmp.rules import FmpGame
from arcade.games.fmp.rules.model import BOARD
from arcade.games.fmp.rules.pieces import Kind
from arcade.ui import theme
from arcade.ui.board import BoardView


class Minimap:
    def __init__(self, view: BoardView) -> None:
        self.view = view
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0
        self.origin = (0.0, 0.0)
        self._terrain: pygame.Surface | None = None

    def place(self, rect: pygame.Rect) -> None:
        x0, y0, x1, y1 = self.view.grid.bounds
        self.scale = min(rect.width / (x1 - x0), rect.height / (y1 - y0))
        w, h = int((x1 - x0) * self.scale), int((y1 - y0) * self.scale)
        self.rect = pygame.Rect(rect.x, rect.y, w, h)
        self.origin = (x0, y0)
        self._terrain = None

    def redraw(self) -> None:
        """The tide changed: paint the terrain again."""
        self._terrain = None

    def to_map(self, world: tuple[float, float]) -> tuple[int, int]:
        return (round(self.rect.x + (world[0] - self.origin[0]) * self.scale),
                round(self.rect.y + (world[1] - self.origin[1]) * self.scale))

    def _paint_terrain(self) -> pygame.Surface:
        image = pygame.Surface(self.rect.size)
        image.fill((14, 16, 24))
        grid = self.view.grid
        terrain = self.view.terrain
        r = max(1.0, grid.unit * self.scale)
        for cell in grid.cells:
            x, y = self.to_map(grid.center(cell))
            pygame.draw.circle(image, terrain.style_for(cell).fill, (x - self.rect.x, y - self.rect.y), r)
        return image

    def draw(self, surface: pygame.Surface, g: FmpGame, sides: list[str]) -> None:
        if self.rect.width <= 0:
            return
        if self._terrain is None:
            self._terrain = self._paint_terrain()
        surface.blit(self._terrain, self.rect)
        grid = self.view.grid
        dot = max(2, int(grid.unit * self.scale * 0.9))
        for p in g.pieces:
            if p.where != BOARD or p.kind in (Kind.TURRET, Kind.PONTOON):
                continue
            colour = (120, 120, 126) if p.kind is Kind.ORE else theme.side(p.colour or "white").color
            size = dot * (2 if p.kind is Kind.ASTRONEF else 1)
            pygame.draw.circle(surface, colour, self.to_map(grid.center(p.hexes[0])), size)
        x0, y0, x1, y1 = self.view.camera.visible_world()
        a, b = self.to_map((x0, y0)), self.to_map((x1, y1))
        frame = pygame.Rect(a, (b[0] - a[0], b[1] - a[1])).clip(self.rect)
        pygame.draw.rect(surface, theme.TEXT, frame, 2)
        pygame.draw.rect(surface, theme.PANEL_EDGE, self.rect, 1)

    def jump(self, pos: tuple[int, int]) -> None:
        """Centre the board's view on the planet point under `pos`."""
        wx = self.origin[0] + (pos[0] - self.rect.x) / self.scale
        wy = self.origin[1] + (pos[1] - self.rect.y) / self.scale
        self.view.look_at((wx, wy))
