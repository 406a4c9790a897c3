"""What the table lays over the terrain, in world space: reachable wash, under-fire hatching, selection, targets,
fire wedges with their damage, paths with step costs, laser lines.

Cell overlays are drawn from one pre-rendered tile per style and zoom with a single `fblits`, so panning only
blits and changing one layer (a hover) costs the same as drawing it. Numbers (costs, damage) are small cached
text images. Paths and lines are a few segments drawn each frame.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache

import pygame

from arcade.ui import theme
from arcade.ui.board.camera import Camera
from arcade.ui.board.grid import Cell, GridShape, Point

#: Cell styles a table may ask for; the wedge styles are Interceptor's fire zones, 3 / 2 / 1 damage; "risky" is
#: reachable at a cost beyond points (Full Metal Planète: bogged or stranded until the tide turns).
CELL_STYLES = ("reachable", "risky", "threatened", "selected", "target", "crash", "wedge3", "wedge2", "wedge1", "ghost",
               "dim")
#: Styles that draw no cell: "path" joins its cells, "label" shows only its values (a zone's letter).
#: The risky wash and its mud dots (a pattern as well as a colour, for colour-blind players).
RISKY = (255, 150, 30)
STYLES = (*CELL_STYLES, "path", "label")
WEDGE_ALPHA = {"wedge3": 150, "wedge2": 100, "wedge1": 55}


@dataclass
class Layer:
    style: str
    cells: list[Cell]
    values: Mapping[Cell, str] = field(default_factory=dict)  # a number or word shown on a cell
    color: theme.Color | None = None  # a side's colour for hatching and wedges (default: the style's own)
    #: The blits of the last frame and the camera they were made for: a frame whose camera did not move
    #: draws an unchanged layer without working anything out (only the layer that changed is redone).
    blits: list[tuple[pygame.Surface, tuple[int, int]]] = field(default_factory=list)
    made_for: tuple[float, float, float] | None = None


@dataclass
class Line:
    """A straight line in world space: from, to, colour, width in cell units; a laser has a white core, a border
    (`glow` off) is plain."""

    start: Point
    end: Point
    color: theme.Color
    width: float = 0.12
    glow: bool = True


class Overlays:
    def __init__(self, grid: GridShape) -> None:
        self.grid = grid
        self.layers: dict[str, Layer] = {}
        self._cleared: dict[str, Layer] = {}
        self.lines: dict[str, list[Line]] = {}

    # -- content -------------------------------------------------------------------------------------------
    def set(self, name: str, cells: Iterable[Cell], style: str, values: Mapping[Cell, object] | None = None,
            color: theme.Color | None = None) -> None:
        if style not in STYLES:
            raise ValueError(f"unknown highlight style {style!r}; expected one of {', '.join(STYLES)}")
        keep = [c for c in cells if style == "path" or self.grid.contains(c)]
        layer = Layer(style, keep, {c: str(v) for c, v in (values or {}).items()}, color)
        old = self.layers.get(name) or self._cleared.get(name)
        if old is not None and (old.style, old.cells, old.values, old.color) == (style, keep, layer.values, color):
            layer = old  # the same highlight set again (a table that remakes them all when the pointer moves)
        self.layers[name] = layer

    def clear(self, name: str | None = None) -> None:
        if name is None:
            self._cleared = self.layers  # kept until the next clear, for `set` to find the same layer again
            self.layers = {}
            self.lines.clear()
        else:
            self.layers.pop(name, None)
            self.lines.pop(name, None)

    def set_lines(self, name: str, lines: Sequence[Line]) -> None:
        self.lines[name] = list(lines)

    # -- drawing -------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, camera: Camera) -> None:
        zoom = camera.zoom
        px = self.grid.unit * zoom
        view = camera.rect.inflate(int(px * 2.5), int(px * 2.5))
        for layer in self.layers.values():
            if layer.style == "path":
                self._path(surface, camera, layer)
                continue
            if layer.style == "label":
                self._values(surface, camera, layer, px)
                continue
            key = (zoom, *camera.offset)
            if layer.made_for != key:
                image = cell_tile(tuple(round(v * zoom, 1) for xy in self.grid.corner_offsets for v in xy),
                                  layer.style, layer.color, max(1, int(px)))
                w, h = image.get_size()
                ox, oy = camera.offset[0] - w / 2, camera.offset[1] - h / 2
                centers = [self.grid.center(cell) for cell in layer.cells]
                layer.blits = [(image, (round(ox + x * zoom), round(oy + y * zoom))) for x, y in centers
                               if view.collidepoint(ox + x * zoom + w / 2, oy + y * zoom + h / 2)]
                layer.made_for = key
            surface.fblits(layer.blits)
            self._values(surface, camera, layer, px)
        for lines in self.lines.values():
            for line in lines:
                a, b = camera.to_screen(*line.start), camera.to_screen(*line.end)
                width = max(2, int(line.width * px * 2))
                pygame.draw.line(surface, line.color, a, b, width)
                if line.glow:
                    pygame.draw.line(surface, (255, 255, 255), a, b, max(1, width // 3))

    def _values(self, surface: pygame.Surface, camera: Camera, layer: Layer, px: float) -> None:
        if not layer.values or px < 9:
            return
        size = max(12, int(px * 0.55))
        for cell, text in layer.values.items():
            x, y = camera.to_screen(*self.grid.center(cell))
            if camera.rect.collidepoint(x, y):
                image = value_badge(text, size)
                surface.blit(image, image.get_rect(center=(round(x), round(y))))

    def _path(self, surface: pygame.Surface, camera: Camera, layer: Layer) -> None:
        if not layer.cells:
            return
        px = self.grid.unit * camera.zoom
        points = [camera.to_screen(*self.grid.center(c)) for c in layer.cells]
        width = max(3, int(px / 5))
        color = layer.color or theme.PATH
        if len(points) > 1:
            pygame.draw.lines(surface, color, False, points, width)
        for p in points[1:]:
            pygame.draw.circle(surface, color, p, width)
        self._values(surface, camera, layer, px)


@lru_cache(maxsize=256)
def cell_tile(corners: tuple[float, ...], style: str, color: theme.Color | None, px: int) -> pygame.Surface:
    """One cell's overlay at one zoom: the polygon (corners relative to the centre, in pixels) in a style."""
    pts = [(corners[i], corners[i + 1]) for i in range(0, len(corners), 2)]
    half_w = max(abs(x) for x, _ in pts)
    half_h = max(abs(y) for _, y in pts)
    w, h = math.ceil(half_w * 2) + 4, math.ceil(half_h * 2) + 4
    local = [(x + w / 2, y + h / 2) for x, y in pts]
    image = pygame.Surface((w, h), pygame.SRCALPHA)
    width = max(2, px // 8)
    if style == "reachable":
        pygame.draw.polygon(image, theme.REACHABLE, local)
    elif style == "risky":  # orange, dotted like mud, with a thick rim: reachable, but the piece will be stuck
        pygame.draw.polygon(image, (*RISKY, 120), local)
        dots = pygame.Surface((w, h), pygame.SRCALPHA)
        step = max(5, px // 4)
        for y in range(step // 2, h, step):
            for x in range(step // 2 + (y // step % 2) * step // 2, w, step):
                pygame.draw.circle(dots, (60, 30, 0, 200), (x, y), max(1, px // 18))
        mask = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.polygon(mask, (255, 255, 255, 255), local)
        dots.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        image.blit(dots, (0, 0))
        pygame.draw.polygon(image, (*RISKY, 255), local, width)
    elif style == "dim":  # out of play for now (a landing zone that is taken): the terrain shows through, darker
        pygame.draw.polygon(image, (8, 10, 16, 150), local)
    elif style == "ghost":
        pygame.draw.polygon(image, (255, 255, 255, 70), local)
        pygame.draw.polygon(image, (255, 255, 255, 200), local, max(1, width // 2))
    elif style == "threatened":
        ink = color or theme.THREAT
        hatch = pygame.Surface((w, h), pygame.SRCALPHA)
        step = max(4, px // 3)
        for x in range(-h, w, step):
            pygame.draw.line(hatch, (*ink, 200), (x, h), (x + h, 0), max(1, width // 2))
        mask = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.polygon(mask, (255, 255, 255, 255), local)
        hatch.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        image.blit(hatch, (0, 0))
        pygame.draw.polygon(image, (*ink, 160), local, max(1, width // 2))
    elif style in WEDGE_ALPHA:
        ink = color or theme.THREAT
        pygame.draw.polygon(image, (*ink, WEDGE_ALPHA[style]), local)
    elif style == "target":
        pygame.draw.polygon(image, (*(color or theme.THREAT), 255), local, width)
    elif style == "selected":
        pygame.draw.polygon(image, (*theme.SELECTED, 255), local, width)
    elif style == "crash":  # where something crashed or was shot down: a rim and a cross, not only a colour
        mark = (*(color or theme.THREAT), 255)
        pygame.draw.polygon(image, mark, local, width)
        arm = min(half_w, half_h) * 0.55
        cx, cy = w / 2, h / 2
        for dx in (-arm, arm):
            pygame.draw.line(image, mark, (cx - dx, cy - arm), (cx + dx, cy + arm), width)
    return image


@lru_cache(maxsize=512)
def value_badge(text: str, size: int) -> pygame.Surface:
    """A number on a dark rounded plate, readable on any terrain."""
    label = theme.font(size, bold=True).render(text, True, (255, 255, 255))
    plate = pygame.Surface((label.get_width() + size // 2, label.get_height()), pygame.SRCALPHA)
    pygame.draw.rect(plate, (20, 20, 26, 210), plate.get_rect(), border_radius=size // 3)
    plate.blit(label, label.get_rect(center=plate.get_rect().center))
    return plate
