"""One board view for every map: hex (flat or pointy) and square grids.

Geometry: a cell's world position uses unit cells (hex radius 1, square side 1); the camera maps world to screen
as `screen = offset + world * zoom`. Drawing and picking use the same transform, so the cell under the mouse is
exact at every zoom. Terrain is rendered into a cached surface covering the visible part of the board plus a
margin, re-rendered only on zoom, style change or a pan past the margin; highlight layers are cached per
camera position; pieces are cached sprites.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterable
from dataclasses import dataclass

import pygame

from arcade.core.board import Board, Coord, GridKind
from arcade.core.hexgrid import HexLayout
from arcade.ui import theme
from arcade.ui.pieces import Piece, draw_piece

Color = tuple[int, int, int]


@dataclass(frozen=True)
class TerrainStyle:
    fill: Color
    speckle: Color | None = None


DEFAULT_STYLES: dict[str, TerrainStyle] = {
    "sea": TerrainStyle((92, 122, 146)),
    "plain": TerrainStyle((208, 164, 92)),
    "marsh": TerrainStyle((196, 158, 96), (84, 120, 150)),
    "reef": TerrainStyle((100, 134, 160), (214, 170, 100)),
    "mountain": TerrainStyle((128, 124, 120), (96, 92, 90)),
    "water": TerrainStyle((64, 150, 200)),
    "beach": TerrainStyle((240, 214, 150)),
    "port": TerrainStyle((190, 120, 70)),
    "island": TerrainStyle((110, 170, 90)),
    "rock": TerrainStyle((90, 84, 80), (60, 56, 54)),
    "space": TerrainStyle((14, 16, 30)),
}

BACKDROP: Color = (12, 14, 20)

#: Highlight styles a scene may ask for.
STYLES = ("reachable", "threatened", "path", "selected", "target")


@dataclass
class Highlight:
    cells: list[Coord]
    style: str


def _fallback_style(name: str) -> TerrainStyle:
    """A stable colour for a terrain name no palette knows, so an unusual map still draws."""
    rnd = random.Random(name)
    return TerrainStyle((rnd.randint(70, 200), rnd.randint(70, 200), rnd.randint(70, 200)))


class BoardView:
    MIN_CELL_PX = 6.0
    MAX_CELL_PX = 160.0
    DRAG_THRESHOLD = 6

    def __init__(
        self,
        board: Board,
        rect: pygame.Rect,
        styles: dict[str, TerrainStyle] | None = None,
        on_click: Callable[[Coord], None] | None = None,
    ) -> None:
        self.board = board
        self.rect = pygame.Rect(rect)
        self.styles = {**DEFAULT_STYLES, **(styles or {})}
        self.on_click = on_click
        self.is_hex = board.grid.kind is GridKind.HEX
        self.layout = HexLayout(board.grid.orientation, 1.0) if self.is_hex else None
        self.pieces: list[Piece] = []
        self.highlights: dict[str, Highlight] = {}
        self.hover: Coord | None = None
        self.zoom = 1.0
        self.offset = (0.0, 0.0)
        self._centers = {cell: self._world_center(cell) for cell in board.cells()}
        self._bounds = self._world_bounds()
        self._style_version = 0
        self._terrain: tuple[tuple[float, int], pygame.Rect, tuple[float, float, float, float], pygame.Surface] | None
        self._terrain = None
        self._overlay: tuple[object, pygame.Surface, tuple[int, int]] | None = None
        self._press: tuple[int, int] | None = None
        self._dragging = False
        self._mouse: tuple[int, int] = (-1, -1)  # last pointer position seen (wheel events carry none)
        self.fit()

    # -- geometry ------------------------------------------------------------------------------------------
    def _world_center(self, cell: Coord) -> tuple[float, float]:
        if self.layout is not None:
            return self.layout.to_pixel(self.board.to_axial(*cell))
        return cell[0] + 0.5, cell[1] + 0.5

    def _world_corners(self, cell: Coord) -> list[tuple[float, float]]:
        if self.layout is not None:
            return self.layout.corners(self.board.to_axial(*cell))
        x, y = cell
        return [(x, y), (x + 1, y), (x + 1, y + 1), (x, y + 1)]

    def _world_bounds(self) -> tuple[float, float, float, float]:
        xs: list[float] = []
        ys: list[float] = []
        for cell in self._centers:
            for x, y in self._world_corners(cell):
                xs.append(x)
                ys.append(y)
        if not xs:
            return 0.0, 0.0, 1.0, 1.0
        return min(xs), min(ys), max(xs), max(ys)

    @property
    def cell_px(self) -> float:
        """On-screen size of a cell's radius (hex) or half side (square)."""
        return self.zoom if self.is_hex else self.zoom / 2

    def to_screen(self, wx: float, wy: float) -> tuple[float, float]:
        return self.offset[0] + wx * self.zoom, self.offset[1] + wy * self.zoom

    def to_world(self, sx: float, sy: float) -> tuple[float, float]:
        return (sx - self.offset[0]) / self.zoom, (sy - self.offset[1]) / self.zoom

    def cell_center(self, cell: Coord) -> tuple[float, float]:
        return self.to_screen(*self._centers[cell])

    def cell_polygon(self, cell: Coord) -> list[tuple[float, float]]:
        return [self.to_screen(x, y) for x, y in self._world_corners(cell)]

    def cell_at(self, pos: tuple[float, float]) -> Coord | None:
        """The board cell under a screen position, or None (off the board, a hole, or outside the view)."""
        if not self.rect.collidepoint(pos):
            return None
        wx, wy = self.to_world(*pos)
        if self.layout is not None:
            cell = self.board.from_axial(self.layout.from_pixel(wx, wy))
        else:
            cell = (math.floor(wx), math.floor(wy))
        return cell if self.board.contains(*cell) else None

    # -- camera --------------------------------------------------------------------------------------------
    def _zoom_limits(self) -> tuple[float, float]:
        unit = 1.0 if self.is_hex else 0.5
        return self.MIN_CELL_PX / unit, self.MAX_CELL_PX / unit

    def fit(self) -> None:
        """Show the whole board, centred, as large as the view allows."""
        x0, y0, x1, y1 = self._bounds
        margin = 12
        zoom = min((self.rect.width - 2 * margin) / (x1 - x0), (self.rect.height - 2 * margin) / (y1 - y0))
        lo, hi = self._zoom_limits()
        self.zoom = min(max(zoom, lo), hi)
        self.offset = (
            self.rect.centerx - (x0 + x1) / 2 * self.zoom,
            self.rect.centery - (y0 + y1) / 2 * self.zoom,
        )

    def set_rect(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self._terrain = None
        self.fit()

    def zoom_at(self, factor: float, pos: tuple[float, float] | None = None) -> None:
        """Zoom by factor keeping the world point under pos (default: view centre) still."""
        px, py = pos if pos is not None else self.rect.center
        wx, wy = self.to_world(px, py)
        lo, hi = self._zoom_limits()
        lo = min(lo, self._fit_zoom() * 0.8)
        self.zoom = min(max(self.zoom * factor, lo), hi)
        self.offset = (px - wx * self.zoom, py - wy * self.zoom)
        self._clamp()

    def _fit_zoom(self) -> float:
        x0, y0, x1, y1 = self._bounds
        return min(self.rect.width / (x1 - x0), self.rect.height / (y1 - y0))

    def pan(self, dx: float, dy: float) -> None:
        self.offset = (self.offset[0] + dx, self.offset[1] + dy)
        self._clamp()

    def _clamp(self) -> None:
        """Keep at least a strip of the board in view so it can never be lost off-screen."""
        x0, y0, x1, y1 = self._bounds
        keep = min(120.0, self.rect.width / 3, self.rect.height / 3)
        ox, oy = self.offset
        ox = min(max(ox, self.rect.left + keep - x1 * self.zoom), self.rect.right - keep - x0 * self.zoom)
        oy = min(max(oy, self.rect.top + keep - y1 * self.zoom), self.rect.bottom - keep - y0 * self.zoom)
        self.offset = (ox, oy)

    # -- content -------------------------------------------------------------------------------------------
    def set_pieces(self, pieces: Iterable[Piece]) -> None:
        self.pieces = list(pieces)

    def set_highlight(self, name: str, cells: Iterable[Coord], style: str) -> None:
        if style not in STYLES:
            raise ValueError(f"unknown highlight style {style!r}; expected one of {', '.join(STYLES)}")
        self.highlights[name] = Highlight([c for c in cells if self.board.contains(*c)], style)
        self._overlay = None

    def clear_highlight(self, name: str | None = None) -> None:
        if name is None:
            self.highlights.clear()
        else:
            self.highlights.pop(name, None)
        self._overlay = None

    def set_styles(self, styles: dict[str, TerrainStyle]) -> None:
        """Change how terrain looks (e.g. marsh drawn as water at high tide)."""
        self.styles.update(styles)
        self._style_version += 1
        self._terrain = None

    def style_for(self, cell: Coord) -> TerrainStyle:
        name = self.board.terrain_at(*cell)
        return self.styles.get(name) or _fallback_style(name)

    # -- input ---------------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        """Pan, zoom and click; returns True when the event was the view's."""
        if event.type == pygame.MOUSEWHEEL:
            mouse = self._mouse
            if self.rect.collidepoint(mouse):
                self.zoom_at(1.15 ** event.y, mouse)
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
            if was_click:
                cell = self.cell_at(event.pos)
                if cell is not None and self.on_click is not None:
                    self.on_click(cell)
            return True
        elif event.type == pygame.KEYDOWN:
            return self._key(event.key)
        return False

    def _key(self, key: int) -> bool:
        step_x, step_y = self.rect.width * 0.1, self.rect.height * 0.1
        moves = {
            pygame.K_LEFT: (step_x, 0.0),
            pygame.K_RIGHT: (-step_x, 0.0),
            pygame.K_UP: (0.0, step_y),
            pygame.K_DOWN: (0.0, -step_y),
        }
        if key in moves:
            self.pan(*moves[key])
        elif key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.zoom_at(1.25)
        elif key in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self.zoom_at(0.8)
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
        self._draw_terrain(surface)
        self._draw_overlay(surface)
        self._draw_paths(surface)
        self._draw_pieces(surface)
        if self.hover is not None:
            pygame.draw.polygon(surface, theme.SELECTED, self.cell_polygon(self.hover), 2)
        surface.set_clip(clip)

    def _visible_world(self) -> tuple[float, float, float, float]:
        x0, y0 = self.to_world(self.rect.left, self.rect.top)
        x1, y1 = self.to_world(self.rect.right, self.rect.bottom)
        return x0, y0, x1, y1

    def _draw_terrain(self, surface: pygame.Surface) -> None:
        key = (self.zoom, self._style_version)
        vx0, vy0, vx1, vy1 = self._visible_world()
        if self._terrain is not None:
            old_key, _, (cx0, cy0, cx1, cy1), _ = self._terrain
            # only the part of the view that holds board needs to be in the cache
            bx0, by0, bx1, by1 = self._bounds
            nx0, ny0, nx1, ny1 = max(vx0, bx0 - 1), max(vy0, by0 - 1), min(vx1, bx1 + 1), min(vy1, by1 + 1)
            if old_key != key or nx0 < cx0 or ny0 < cy0 or nx1 > cx1 or ny1 > cy1:
                self._terrain = None
        if self._terrain is None:
            self._terrain = self._render_terrain(key, (vx0, vy0, vx1, vy1))
        _, _, (cx0, cy0, _, _), image = self._terrain
        surface.blit(image, (round(self.offset[0] + cx0 * self.zoom), round(self.offset[1] + cy0 * self.zoom)))

    def _render_terrain(
        self, key: tuple[float, int], visible: tuple[float, float, float, float]
    ) -> tuple[tuple[float, int], pygame.Rect, tuple[float, float, float, float], pygame.Surface]:
        vx0, vy0, vx1, vy1 = visible
        mx, my = (vx1 - vx0) / 2, (vy1 - vy0) / 2
        bx0, by0, bx1, by1 = self._bounds
        area = (max(vx0 - mx, bx0 - 1), max(vy0 - my, by0 - 1), min(vx1 + mx, bx1 + 1), min(vy1 + my, by1 + 1))
        ax0, ay0, ax1, ay1 = area
        z = self.zoom
        width, height = max(1, math.ceil((ax1 - ax0) * z)), max(1, math.ceil((ay1 - ay0) * z))
        image = pygame.Surface((width, height))  # opaque: blitting it costs a copy, not a blend
        image.fill(BACKDROP)
        line_w = 1 if z < 30 else 2
        edge = (40, 44, 52)
        for cell, (wx, wy) in self._centers.items():
            if not (ax0 - 1.2 <= wx <= ax1 + 1.2 and ay0 - 1.2 <= wy <= ay1 + 1.2):
                continue
            pts = [((x - ax0) * z, (y - ay0) * z) for x, y in self._world_corners(cell)]
            style = self.style_for(cell)
            pygame.draw.polygon(image, style.fill, pts)
            if style.speckle is not None and z >= 10:
                self._speckle(image, cell, ((wx - ax0) * z, (wy - ay0) * z), style.speckle)
            pygame.draw.polygon(image, edge, pts, line_w)
        return key, pygame.Rect(0, 0, width, height), area, image

    def _speckle(self, image: pygame.Surface, cell: Coord, center: tuple[float, float], color: Color) -> None:
        rnd = random.Random(cell[0] * 7919 + cell[1])  # the same dots at every zoom
        r = self.cell_px * (0.7 if self.is_hex else 0.85)
        dot = max(1.0, self.cell_px / 14)
        for _ in range(9):
            a, d = rnd.uniform(0, math.tau), r * math.sqrt(rnd.random())
            pygame.draw.circle(image, color, (center[0] + math.cos(a) * d, center[1] + math.sin(a) * d), dot)

    def _draw_overlay(self, surface: pygame.Surface) -> None:
        fills = [h for h in self.highlights.values() if h.style != "path"]
        if not fills:
            return
        key = (self.zoom, self.offset, self.rect.size)  # set_highlight drops the cache itself
        if self._overlay is None or self._overlay[0] != key:
            polygons = [(self.cell_polygon(cell), h.style) for h in fills for cell in h.cells]
            xs = [x for pts, _ in polygons for x, _ in pts]
            ys = [y for pts, _ in polygons for _, y in pts]
            area = pygame.Rect(math.floor(min(xs, default=0)) - 2, math.floor(min(ys, default=0)) - 2, 0, 0)
            area.size = (math.ceil(max(xs, default=0)) + 3 - area.x, math.ceil(max(ys, default=0)) + 3 - area.y)
            area = area.clip(self.rect)  # only the highlighted part of the view, not a full-screen layer
            layer = pygame.Surface(area.size, pygame.SRCALPHA)
            for pts, style in polygons:
                self._paint_highlight(layer, [(x - area.x, y - area.y) for x, y in pts], style)
            self._overlay = (key, layer, area.topleft)
        surface.blit(self._overlay[1], self._overlay[2])

    def _paint_highlight(self, layer: pygame.Surface, pts: list[tuple[float, float]], style: str) -> None:
        width = max(2, int(self.cell_px / 8))
        if style == "reachable":
            pygame.draw.polygon(layer, theme.REACHABLE, pts)
        elif style == "threatened":
            xs, ys = [p[0] for p in pts], [p[1] for p in pts]
            box = pygame.Rect(math.floor(min(xs)), math.floor(min(ys)), math.ceil(max(xs) - min(xs)) + 1,
                              math.ceil(max(ys) - min(ys)) + 1)
            hatch = pygame.Surface(box.size, pygame.SRCALPHA)
            step = max(4, int(self.cell_px / 3))
            for x in range(-box.height, box.width, step):
                pygame.draw.line(hatch, (*theme.THREAT, 200), (x, box.height), (x + box.height, 0), max(1, width // 2))
            mask = pygame.Surface(box.size, pygame.SRCALPHA)
            pygame.draw.polygon(mask, (255, 255, 255, 255), [(x - box.x, y - box.y) for x, y in pts])
            hatch.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
            layer.blit(hatch, box.topleft)
            pygame.draw.polygon(layer, (*theme.THREAT, 160), pts, max(1, width // 2))
        elif style == "target":
            pygame.draw.polygon(layer, (*theme.THREAT, 255), pts, width)
        elif style == "selected":
            pygame.draw.polygon(layer, (*theme.SELECTED, 255), pts, width)

    def _draw_paths(self, surface: pygame.Surface) -> None:
        for h in self.highlights.values():
            if h.style != "path" or not h.cells:
                continue
            points = [self.cell_center(c) for c in h.cells]
            width = max(3, int(self.cell_px / 5))
            if len(points) > 1:
                pygame.draw.lines(surface, theme.PATH, False, points, width)
            for p in points[1:]:
                pygame.draw.circle(surface, theme.PATH, p, width)

    def _draw_pieces(self, surface: pygame.Surface) -> None:
        radius = max(4, int(self.cell_px * (0.78 if self.is_hex else 0.84)))
        view = self.rect.inflate(radius * 2, radius * 2)
        for piece in self.pieces:
            if piece.cell not in self._centers:
                continue
            center = self.cell_center(piece.cell)
            if view.collidepoint(center):
                draw_piece(surface, piece, center, radius)
