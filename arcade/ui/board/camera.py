"""The camera: world <-> screen, pan, zoom about a point, fit, and smooth zooms between fixed levels.

`screen = offset + world * zoom`: drawing and picking use the same transform, so the cell under the pointer is
exact at every zoom, during a zoom animation too. The wheel and the +/- keys move between quantised zoom levels
(the terrain is cached at those, see terrain.py), animated over a short time; `zoom_at` sets any zoom at once.
"""

from __future__ import annotations

import math

import pygame

Point = tuple[float, float]
Bounds = tuple[float, float, float, float]

#: Zoom levels are this factor apart.
LEVEL_STEP = 1.25
#: Seconds a wheel or key zoom takes to glide to its level.
ZOOM_SECONDS = 0.16


class Camera:
    def __init__(self, rect: pygame.Rect, bounds: Bounds, min_px: float, max_px: float) -> None:
        self.rect = pygame.Rect(rect)
        self.bounds = bounds
        self.min_zoom, self.max_zoom = min_px, max_px
        self.zoom = 1.0
        self.offset: Point = (0.0, 0.0)
        self.lead = (0, 0)  # room kept left of and above the board when fitted (for row and column numbers)
        self._glide: tuple[float, float, float, Point, Point] | None = None  # from, to, elapsed, anchor screen/world
        self.fit()

    # -- transforms ----------------------------------------------------------------------------------------
    def to_screen(self, wx: float, wy: float) -> Point:
        return self.offset[0] + wx * self.zoom, self.offset[1] + wy * self.zoom

    def to_world(self, sx: float, sy: float) -> Point:
        return (sx - self.offset[0]) / self.zoom, (sy - self.offset[1]) / self.zoom

    def visible_world(self) -> Bounds:
        x0, y0 = self.to_world(self.rect.left, self.rect.top)
        x1, y1 = self.to_world(self.rect.right, self.rect.bottom)
        return x0, y0, x1, y1

    # -- zoom levels ---------------------------------------------------------------------------------------
    def fit_zoom(self) -> float:
        x0, y0, x1, y1 = self.bounds
        margin = 12
        zoom = min((self.rect.width - 2 * margin - self.lead[0]) / max(1e-6, x1 - x0),
                   (self.rect.height - 2 * margin - self.lead[1]) / max(1e-6, y1 - y0))
        return min(max(zoom, self.min_zoom), self.max_zoom)

    def levels(self) -> list[float]:
        """The fit zoom and its steps up and down, within the limits: where wheel zooms come to rest."""
        fit = self.fit_zoom()
        out = [fit]
        z = fit
        while z * LEVEL_STEP <= self.max_zoom:
            z *= LEVEL_STEP
            out.append(z)
        z = fit
        while z / LEVEL_STEP >= max(self.min_zoom, fit * 0.6):
            z /= LEVEL_STEP
            out.insert(0, z)
        return out

    def step_level(self, steps: int) -> float:
        """The level `steps` away from the one the camera is at (or heading to)."""
        levels = self.levels()
        current = self._glide[1] if self._glide else self.zoom
        nearest = min(range(len(levels)), key=lambda i: abs(math.log(levels[i] / current)))
        return levels[min(max(nearest + steps, 0), len(levels) - 1)]

    # -- moving --------------------------------------------------------------------------------------------
    def fit(self) -> None:
        """The whole board, centred, as large as the view allows."""
        x0, y0, x1, y1 = self.bounds
        self._glide = None
        self.zoom = self.fit_zoom()
        self.offset = (self.rect.centerx + self.lead[0] / 2 - (x0 + x1) / 2 * self.zoom,
                       self.rect.centery + self.lead[1] / 2 - (y0 + y1) / 2 * self.zoom)

    def set_rect(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self.fit()

    def _set_zoom(self, zoom: float, anchor: Point, world: Point) -> None:
        self.zoom = min(max(zoom, min(self.min_zoom, self.fit_zoom() * 0.8)), self.max_zoom)
        self.offset = (anchor[0] - world[0] * self.zoom, anchor[1] - world[1] * self.zoom)
        self._clamp()

    def zoom_at(self, factor: float, pos: Point | None = None) -> None:
        """Zoom by `factor` at once, keeping the world point under `pos` (default: the view's centre) still."""
        anchor = pos if pos is not None else self.rect.center
        self._glide = None
        self._set_zoom(self.zoom * factor, anchor, self.to_world(*anchor))

    def glide(self, steps: int, pos: Point | None = None) -> None:
        """Glide `steps` zoom levels in (or out, negative) about `pos`."""
        anchor = pos if pos is not None else self.rect.center
        target = self.step_level(steps)
        self._glide = (self.zoom, target, 0.0, anchor, self.to_world(*anchor))

    @property
    def gliding(self) -> bool:
        return self._glide is not None

    def update(self, dt: float) -> None:
        if self._glide is None:
            return
        start, target, elapsed, anchor, world = self._glide
        elapsed += dt
        t = min(1.0, elapsed / ZOOM_SECONDS)
        t = 1 - (1 - t) ** 3  # ease out
        self._set_zoom(math.exp(math.log(start) + (math.log(target) - math.log(start)) * t), anchor, world)
        self._glide = None if elapsed >= ZOOM_SECONDS else (start, target, elapsed, anchor, world)

    def look_at(self, wx: float, wy: float) -> None:
        """Centre the view on a world point at the present zoom (a minimap click)."""
        self._glide = None
        self.offset = (self.rect.centerx - wx * self.zoom, self.rect.centery - wy * self.zoom)
        self._clamp()

    def pan(self, dx: float, dy: float) -> None:
        self.offset = (self.offset[0] + dx, self.offset[1] + dy)
        self._clamp()

    def _clamp(self) -> None:
        """Keep at least a strip of the board in view so it can never be lost off-screen."""
        x0, y0, x1, y1 = self.bounds
        keep = min(120.0, self.rect.width / 3, self.rect.height / 3)
        ox, oy = self.offset
        ox = min(max(ox, self.rect.left + keep - x1 * self.zoom), self.rect.right - keep - x0 * self.zoom)
        oy = min(max(oy, self.rect.top + keep - y1 * self.zoom), self.rect.bottom - keep - y0 * self.zoom)
        self.offset = (ox, oy)
