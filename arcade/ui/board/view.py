"""One board view for every map, hex (flat or pointy) or square: camera, cached terrain, overlays, pieces,
animation, labels and the status line, with pan, zoom and click handling.

Cells are the grid's own coordinates (axial for hex boards, as the rules use them). The scene decides what to show
(which layers, which pieces, who may see a hidden piece) and what a click means; the view draws and picks.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence

import pygame

from arcade.core.board import Board
from arcade.ui import theme
from arcade.ui.board.animator import Animator
from arcade.ui.board.camera import Camera
from arcade.ui.board.grid import Cell, GridShape, Point
from arcade.ui.board.labels import Labels
from arcade.ui.board.overlays import Layer, Line, Overlays
from arcade.ui.board.sprites import Sprite, SpriteLayer
from arcade.ui.board.terrain import BACKDROP, TerrainCache, TerrainStyle


class BoardView:
    MIN_CELL_PX = 6.0
    MAX_CELL_PX = 160.0
    DRAG_THRESHOLD = 6
    PIECE_SIZE = 0.8  # a piece's radius, in cell radii

    def __init__(self, board: Board, rect: pygame.Rect, styles: dict[str, TerrainStyle] | None = None,
                 on_click: Callable[[Cell], None] | None = None, now: Callable[[], float] | None = None,
                 labels: bool = False) -> None:
        self.board = board
        self.grid = GridShape(board)
        unit = self.grid.unit
        self.camera = Camera(rect, self.grid.bounds, self.MIN_CELL_PX / unit, self.MAX_CELL_PX / unit)
        self.terrain = TerrainCache(self.grid, styles or {})
        self.overlays = Overlays(self.grid)
        self.sprites = SpriteLayer()
        self.animator = Animator(now or (lambda: pygame.time.get_ticks() / 1000))
        self.labels = Labels(self.grid)
        self.show_labels = False
        self.status_corner = "bottomleft"  # where the pointed cell's name goes (a scene may keep a corner free)
        self.set_labels(labels)
        self.on_click = on_click
        self.hover: Cell | None = None
        self._press: tuple[int, int] | None = None
        self._dragging = False
        self._mouse: tuple[int, int] = (-1, -1)  # last pointer position seen (wheel events carry none)

    # -- geometry ------------------------------------------------------------------------------------------
    @property
    def rect(self) -> pygame.Rect:
        return self.camera.rect

    @property
    def zoom(self) -> float:
        return self.camera.zoom

    @property
    def offset(self) -> Point:
        return self.camera.offset

    def keep_camera(self, other: BoardView) -> None:
        """Look where another view of the same board looked (a board repainted under the players' eyes)."""
        self.camera.zoom, self.camera.offset = other.camera.zoom, other.camera.offset

    @property
    def cell_px(self) -> float:
        """On-screen size of a cell's radius (hex) or half side (square)."""
        return self.grid.unit * self.camera.zoom

    def cell_center(self, cell: Cell) -> Point:
        return self.camera.to_screen(*self.grid.center(cell))

    def cell_polygon(self, cell: Cell) -> list[Point]:
        return [self.camera.to_screen(x, y) for x, y in self.grid.corners(cell)]

    def cell_rects(self, cells: Iterable[Cell]) -> list[pygame.Rect]:
        """The screen boxes around those of `cells` seen in the view now (what rings drawn around them surround)."""
        out = []
        for cell in cells:
            xs, ys = zip(*self.cell_polygon(cell), strict=True)
            box = pygame.Rect(int(min(xs)), int(min(ys)), int(max(xs) - min(xs)), int(max(ys) - min(ys)))
            if self.rect.collidepoint(box.center):
                out.append(box)
        return out

    def cell_at(self, pos: Point) -> Cell | None:
        """The board cell under a screen position, or None (off the board, a hole, or outside the view)."""
        if not self.rect.collidepoint(pos):
            return None
        return self.grid.pick(*self.camera.to_world(*pos))

    def world_center(self, cell: Cell) -> Point:
        return self.grid.center(cell)

    def label(self, cell: Cell) -> str:
        """How players name a cell ("12,7")."""
        return self.grid.label(cell)

    # -- camera --------------------------------------------------------------------------------------------
    def fit(self) -> None:
        self.camera.fit()

    def set_rect(self, rect: pygame.Rect) -> None:
        self.camera.set_rect(rect)

    def zoom_at(self, factor: float, pos: Point | None = None) -> None:
        self.camera.zoom_at(factor, pos)

    def pan(self, dx: float, dy: float) -> None:
        self.camera.pan(dx, dy)

    def look_at(self, world: Point) -> None:
        self.camera.look_at(*world)

    def set_labels(self, shown: bool) -> None:
        """Show the column and row numbers (room is kept for them when the board is fitted)."""
        self.show_labels = shown
        self.camera.lead = (34, 26) if shown else (0, 0)
        self.camera.fit()

    # -- content -------------------------------------------------------------------------------------------
    @property
    def highlights(self) -> dict[str, Layer]:
        return self.overlays.layers

    def set_highlight(self, name: str, cells: Iterable[Cell], style: str, values: Mapping[Cell, object] | None = None,
                      color: theme.Color | None = None) -> None:
        self.overlays.set(name, cells, style, values, color)

    def clear_highlight(self, name: str | None = None) -> None:
        self.overlays.clear(name)

    def set_lines(self, name: str, lines: Sequence[Line]) -> None:
        self.overlays.set_lines(name, lines)

    def set_styles(self, styles: dict[str, TerrainStyle]) -> None:
        """Change how terrain looks (Full Metal Planète's tides), repainting only what changed."""
        self.terrain.restyle(styles)

    def set_sprites(self, sprites: Iterable[Sprite]) -> None:
        self.sprites.set(sprites, self.grid.center, self.grid.unit)

    def sprite_at(self, pos: Point) -> Sprite | None:
        return self.sprites.at(pos, self.cell_at(pos))

    # -- animation -----------------------------------------------------------------------------------------
    def slide(self, sprite_id: Hashable, cells: Sequence[Cell]) -> None:
        self.animator.slide(sprite_id, [self.grid.center(c) for c in cells])

    @property
    def moving(self) -> bool:
        return self.animator.active or self.camera.gliding or self.terrain.pending

    def update(self, dt: float) -> None:
        self.camera.update(dt)
        self.animator.update()
        if not self.moving:
            self.terrain.prefetch(self.camera)

    def wants_frame(self) -> bool:
        return self.moving

    # -- input ---------------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        """Pan, zoom and click; returns True when the event was the view's. A click during an animation ends the
        animation first (and does nothing else)."""
        if event.type == pygame.MOUSEWHEEL:
            if self.rect.collidepoint(self._mouse):
                self.camera.glide(1 if event.y > 0 else -1, self._mouse)
                return True
        elif event.type == pygame.MOUSEBUTTONDOWN and self.rect.collidepoint(event.pos):
            if event.button in (1, 2, 3):
                self._press = event.pos
                self._dragging = event.button != 1
                return True
        elif event.type == pygame.MOUSEMOTION:
            self._mouse = event.pos
            self.hover = self.cell_at(event.pos)
            if self._press is not None and any(event.buttons):
                if not self._dragging:
                    dx, dy = event.pos[0] - self._press[0], event.pos[1] - self._press[1]
                    self._dragging = math.hypot(dx, dy) >= self.DRAG_THRESHOLD
                if self._dragging:
                    self.pan(*event.rel)
                return True
        elif event.type == pygame.MOUSEBUTTONUP and self._press is not None:
            was_click = event.button == 1 and not self._dragging
            self._press, self._dragging = None, False
            if was_click and not self.animator.skip():
                cell = self.cell_at(event.pos)
                if cell is not None and self.on_click is not None:
                    self.on_click(cell)
            return True
        elif event.type == pygame.KEYDOWN:
            return self._key(event.key)
        return False

    def _key(self, key: int) -> bool:
        step_x, step_y = self.rect.width * 0.1, self.rect.height * 0.1
        moves = {pygame.K_LEFT: (step_x, 0.0), pygame.K_RIGHT: (-step_x, 0.0), pygame.K_UP: (0.0, step_y),
                 pygame.K_DOWN: (0.0, -step_y)}
        if key in moves:
            self.pan(*moves[key])
        elif key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.camera.glide(1)
        elif key in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self.camera.glide(-1)
        elif key in (pygame.K_HOME, pygame.K_0, pygame.K_KP0):
            self.fit()
        else:
            return False
        return True

    # -- drawing -------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        clip = surface.get_clip()
        surface.set_clip(self.rect)
        surface.fill(BACKDROP, self.rect)
        self.terrain.draw(surface, self.camera)
        self.overlays.draw(surface, self.camera)
        moved = None
        if self.animator.active:
            places, alphas = self.animator.frame()
            to_screen = self.camera.to_screen

            def moved(s: Sprite) -> tuple[Point | None, float]:
                at = places.get(s.id)
                return (None if at is None else to_screen(*at)), alphas.get(s.id, 1.0)

        self.sprites.place(self.camera.zoom, self.camera.offset, self.cell_px * self.PIECE_SIZE, moved)
        self.sprites.draw(surface, self.rect, self.camera.zoom, self.camera.gliding)
        self.animator.draw(surface, self.camera, self.grid.unit)
        if self.show_labels:
            self.labels.draw(surface, self.camera)
        if self.hover is not None:
            pygame.draw.polygon(surface, theme.SELECTED, self.cell_polygon(self.hover), 2)
            self._status(surface, self.hover)
        surface.set_clip(clip)

    def _status(self, surface: pygame.Surface, cell: Cell) -> None:
        """The pointed cell's name in a corner of the board (bottom left unless told), as players and refusals
        name it."""
        s = theme.scale_for(surface.get_height())
        text = self.grid.label(cell)
        size = max(16, int(22 * s))
        plate = pygame.Rect((0, 0), theme.font(size, bold=True).size(text))
        setattr(plate, self.status_corner, getattr(self.rect.inflate(-int(24 * s), -int(20 * s)), self.status_corner))
        pygame.draw.rect(surface, (12, 14, 20), plate.inflate(int(16 * s), int(6 * s)), border_radius=int(8 * s))
        theme.blit_text(surface, text, size, theme.TEXT, plate.topleft, bold=True)
