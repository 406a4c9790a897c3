"""The terrain, cached per zoom in chunks, so a frame only blits.

A zoom the camera rests at is rendered crisp, chunk by chunk as chunks come into view (a chunk is CHUNK pixels
square, so no level is ever one giant surface); while the zoom glides, the chunks of the nearest cached zoom are
scaled. A style change (Full Metal Planète's tides turn marsh and reef into land or water) repaints only the cells
whose look changed, in the chunks already made, so it never stalls a frame.
"""

from __future__ import annotations

import math
import random
from collections import OrderedDict
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

import pygame

from arcade.ui.board.camera import Camera
from arcade.ui.board.grid import Cell, GridShape

Color = tuple[int, int, int]
Bounds = tuple[float, float, float, float]
CHUNK = 512
#: Zooms kept in the cache (the one in use and the last few visited).
KEEP_ZOOMS = 5
#: Chunks made per frame when a zoom comes to rest on a new level.
NEW_CHUNKS_PER_FRAME = 1
BACKDROP: Color = (12, 14, 20)
EDGE: Color = (40, 44, 52)


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


def fallback_style(name: str) -> TerrainStyle:
    """A stable colour for a terrain name no palette knows, so an unusual map still draws."""
    rnd = random.Random(name)
    return TerrainStyle((rnd.randint(70, 200), rnd.randint(70, 200), rnd.randint(70, 200)))


class TerrainCache:
    def __init__(self, grid: GridShape, styles: dict[str, TerrainStyle]) -> None:
        self.grid = grid
        self.styles = {**DEFAULT_STYLES, **styles}
        #: zoom -> {(i, j): chunk}; chunk (i, j) covers screen pixels [i*CHUNK, (i+1)*CHUNK) of the world at
        #: that zoom, measured from world (0, 0).
        self.levels: OrderedDict[float, dict[tuple[int, int], pygame.Surface]] = OrderedDict()
        #: While a zoom glides: the cached zoom's chunks pasted into one picture of the region around the view
        #: (zoom, world x0, world y0, picture, the part of the world it has drawn), scaled once per frame.
        self._mosaic: tuple[float, float, float, pygame.Surface, Bounds] | None = None
        #: The last scaled part of the mosaic, as it was put on screen: (mosaic, part, size), the picture. While
        #: chunks are made at a resting zoom, the same part is shown under them frame after frame.
        self._scaled: tuple[tuple[object, tuple[int, int, int, int], tuple[int, int]], pygame.Surface] | None = None
        self.pending = False  # chunks of the resting zoom are still being made

    def style_for(self, cell: Cell) -> TerrainStyle:
        name = self.grid.terrain(cell)
        return self.styles.get(name) or fallback_style(name)

    # -- rendering -----------------------------------------------------------------------------------------
    def _chunk(self, zoom: float, key: tuple[int, int]) -> pygame.Surface:
        chunks = self.levels.setdefault(zoom, {})
        self.levels.move_to_end(zoom)
        while len(self.levels) > KEEP_ZOOMS:
            self.levels.popitem(last=False)
        surface = chunks.get(key)
        if surface is None:
            surface = pygame.Surface((CHUNK, CHUNK))  # opaque: blitting it costs a copy, not a blend
            surface.fill(BACKDROP)
            i, j = key
            x0, y0 = i * CHUNK / zoom, j * CHUNK / zoom
            cells = self.grid.near(x0, y0, x0 + CHUNK / zoom, y0 + CHUNK / zoom)
            self._paint(surface, zoom, (x0, y0), cells)
            chunks[key] = surface
        return surface

    def _paint(self, surface: pygame.Surface, zoom: float, origin: tuple[float, float], cells: Iterable[Cell]
               ) -> None:
        ox, oy = origin
        line_w = 1 if zoom < 30 else 2
        unit = self.grid.unit * zoom
        for cell in cells:
            cx, cy = self.grid.center(cell)
            pts = [((x - ox) * zoom, (y - oy) * zoom) for x, y in self.grid.corners(cell)]
            style = self.style_for(cell)
            pygame.draw.polygon(surface, style.fill, pts)
            if style.speckle is not None and zoom >= 10:
                _speckle(surface, cell, ((cx - ox) * zoom, (cy - oy) * zoom), unit, style.speckle,
                         0.7 if self.grid.is_hex else 0.85)
            pygame.draw.polygon(surface, EDGE, pts, line_w)

    def _keys(self, zoom: float, world: tuple[float, float, float, float]) -> list[tuple[int, int]]:
        x0, y0, x1, y1 = world
        bx0, by0, bx1, by1 = self.grid.bounds
        x0, y0, x1, y1 = max(x0, bx0 - 1), max(y0, by0 - 1), min(x1, bx1 + 1), min(y1, by1 + 1)
        if x1 <= x0 or y1 <= y0:
            return []
        return [(i, j) for i in range(math.floor(x0 * zoom / CHUNK), math.floor(x1 * zoom / CHUNK) + 1)
                for j in range(math.floor(y0 * zoom / CHUNK), math.floor(y1 * zoom / CHUNK) + 1)]

    def draw(self, surface: pygame.Surface, camera: Camera) -> None:
        """Crisp at a resting zoom; the nearest cached zoom scaled while gliding. When a zoom comes to rest on
        one not cached yet, its chunks are made a few per frame (`pending` asks for the frames), the scaled
        picture showing under the ones not made yet, so no frame stalls."""
        zoom = camera.zoom
        others = [z for z in self.levels if z != zoom and self.levels[z]]
        if camera.gliding and zoom not in self.levels and others:
            self._draw_scaled(surface, camera, self._source(zoom, camera.visible_world(), others))
            self.pending = False
            return
        keys = self._keys(zoom, camera.visible_world())
        made = self.levels.get(zoom, {})
        missing = [k for k in keys if k not in made]
        if missing and others:
            for key in missing[:NEW_CHUNKS_PER_FRAME]:
                self._chunk(zoom, key)
            made = self.levels[zoom]
            others = [z for z in others if z in self.levels]  # (making chunks may have let an old zoom go)
            if others and any(k not in made for k in keys):
                self._draw_scaled(surface, camera, self._source(zoom, camera.visible_world(), others))
        self.pending = bool(others) and any(k not in self.levels.get(zoom, {}) for k in keys)
        if not self.pending:
            self._mosaic = self._scaled = None
        blits = []
        for key in keys:
            chunk = self.levels.get(zoom, {}).get(key) if self.pending else self._chunk(zoom, key)
            if chunk is not None:
                x, y = camera.to_screen(key[0] * CHUNK / zoom, key[1] * CHUNK / zoom)
                blits.append((chunk, (round(x), round(y))))
        surface.fblits(blits)

    def _source(self, zoom: float, world: Bounds, others: list[float]) -> float:
        """The cached zoom to scale while gliding: the nearest whose chunks already cover the view (zooming out
        from a close look, the whole board's zoom usually does), else the nearest (its missing chunks made, which
        stalls the frame)."""
        near = sorted(others, key=lambda z: abs(math.log(z / zoom)))
        return next((z for z in near if all(k in self.levels[z] for k in self._keys(z, world))), near[0])

    def _draw_scaled(self, surface: pygame.Surface, camera: Camera, source: float) -> None:
        """One scale a frame: the visible part of a picture pasted together from the cached zoom's chunks, with
        room around the view for the glide to go on without pasting again (where that zoom has it drawn: no
        chunk is drawn for the room alone)."""
        bx0, by0, bx1, by1 = self.grid.bounds
        vx0, vy0, vx1, vy1 = camera.visible_world()
        x0, y0, x1, y1 = max(vx0, bx0 - 1), max(vy0, by0 - 1), min(vx1, bx1 + 1), min(vy1, by1 + 1)
        if x1 <= x0 or y1 <= y0:
            return
        mosaic = self._mosaic
        if mosaic is None or mosaic[0] != source or not (mosaic[4][0] <= x0 and mosaic[4][1] <= y0
                                                         and x1 <= mosaic[4][2] and y1 <= mosaic[4][3]):
            mx, my = (x1 - x0) * 0.3, (y1 - y0) * 0.3
            area = (max(x0 - mx, bx0 - 1), max(y0 - my, by0 - 1), min(x1 + mx, bx1 + 1), min(y1 + my, by1 + 1))
            chunks = self.levels[source]
            needed = set(self._keys(source, (x0, y0, x1, y1)))
            around = self._keys(source, area)
            keys = [k for k in around if k in chunks or k in needed]
            covered = area if len(keys) == len(around) else (x0, y0, x1, y1)
            picture = pygame.Surface((math.ceil((area[2] - area[0]) * source),
                                      math.ceil((area[3] - area[1]) * source)))
            picture.fill(BACKDROP)
            picture.fblits([(self._chunk(source, key), (round(key[0] * CHUNK - area[0] * source),
                                                         round(key[1] * CHUNK - area[1] * source)))
                            for key in keys])
            mosaic = self._mosaic = (source, area[0], area[1], picture, covered)
        _, mx0, my0, picture, _ = mosaic
        part = pygame.Rect(math.floor((x0 - mx0) * source), math.floor((y0 - my0) * source),
                           math.ceil((x1 - x0) * source) + 1, math.ceil((y1 - y0) * source) + 1)
        part = part.clip(picture.get_rect())
        if part.width <= 0 or part.height <= 0:
            return
        zoom = camera.zoom
        sx, sy = camera.to_screen(mx0 + part.x / source, my0 + part.y / source)
        out = (max(1, round(part.width * zoom / source)), max(1, round(part.height * zoom / source)))
        key = (mosaic, (part.x, part.y, part.width, part.height), out)  # (a new mosaic has a new picture)
        if self._scaled is None or self._scaled[0] != key:
            self._scaled = (key, pygame.transform.scale(picture.subsurface(part), out))
        surface.blit(self._scaled[1], (round(sx), round(sy)))

    def prefetch(self, camera: Camera) -> bool:
        """Render one chunk next to the view at the current zoom ahead of a pan; True if one was made."""
        if camera.gliding or self.pending:
            return False
        x0, y0, x1, y1 = camera.visible_world()
        mx, my = (x1 - x0) / 4, (y1 - y0) / 4
        chunks = self.levels.get(camera.zoom, {})
        for key in self._keys(camera.zoom, (x0 - mx, y0 - my, x1 + mx, y1 + my)):
            if key not in chunks:
                self._chunk(camera.zoom, key)
                return True
        return False

    # -- styles --------------------------------------------------------------------------------------------
    def restyle(self, styles: dict[str, TerrainStyle]) -> int:
        """Change how some terrains look; repaint only their cells in the chunks already made. Returns how many
        cells were repainted per zoom."""
        changed = {name for name, style in styles.items() if self.styles.get(name) != style}
        self.styles.update(styles)
        if not changed:
            return 0
        self._mosaic = self._scaled = None  # (pasted from the chunks as they looked)
        cells = [c for c in self.grid.cells if self.grid.terrain(c) in changed]
        for zoom, chunks in self.levels.items():
            for (i, j), surface in chunks.items():
                x0, y0 = i * CHUNK / zoom, j * CHUNK / zoom
                x1, y1 = x0 + CHUNK / zoom, y0 + CHUNK / zoom
                inside = [c for c in cells if x0 - 1.2 <= self.grid.center(c)[0] <= x1 + 1.2
                          and y0 - 1.2 <= self.grid.center(c)[1] <= y1 + 1.2]
                if inside:
                    self._paint(surface, zoom, (x0, y0), inside)
        return len(cells)


def _speckle(image: pygame.Surface, cell: Cell, center: tuple[float, float], unit: float, color: Color,
             spread: float) -> None:
    """A few dots in the cell, the same at every zoom (seeded by the cell)."""
    dot = max(1.0, unit / 14)
    cx, cy = center
    for dx, dy in _dots(cell, spread):
        pygame.draw.circle(image, color, (cx + dx * unit, cy + dy * unit), dot)


@lru_cache(maxsize=8192)
def _dots(cell: Cell, spread: float) -> tuple[tuple[float, float], ...]:
    """A cell's nine dots as offsets from its centre, for a cell one unit wide: drawn again at every zoom, chunk
    after chunk, they are placed once."""
    rnd = random.Random(cell[0] * 7919 + cell[1])
    out = []
    for _ in range(9):
        a, d = rnd.uniform(0, math.tau), spread * math.sqrt(rnd.random())
        out.append((math.cos(a) * d, math.sin(a) * d))
    return tuple(out)
