"""Motion fed by the rules' events: a piece slides along its path cell by cell, a shot flashes, a laser draws, an
asteroid drifts, a destroyed piece fades. Every tween is skippable (a click ends them all), none makes a player
wait more than MAX_WAIT seconds (longer ones are sped up), and once nothing moves the app may sleep.

Positions are in world units; the time source is the app's, so tests drive it.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass

import pygame

from arcade.ui.board.camera import Camera
from arcade.ui.board.grid import Point

MAX_WAIT = 1.0
STEP_SECONDS = 0.12  # per cell of a slide


@dataclass
class Tween:
    start: float
    end: float
    kind: str  # slide | fade | flash | beam
    target: Hashable = None  # the sprite id for slides and fades
    points: tuple[Point, ...] = ()
    color: tuple[int, int, int] = (255, 240, 180)

    def progress(self, now: float) -> float:
        return 1.0 if self.end <= self.start else min(1.0, max(0.0, (now - self.start) / (self.end - self.start)))


class Animator:
    def __init__(self, now: Callable[[], float]) -> None:
        self.now = now
        self.tweens: list[Tween] = []

    # -- adding --------------------------------------------------------------------------------------------
    def _add(self, kind: str, seconds: float, target: Hashable = None, points: Sequence[Point] = (),
             color: tuple[int, int, int] = (255, 240, 180), after: bool = True) -> Tween:
        now = self.now()
        start = now
        if after and target is not None:  # a piece's moves play one after the other
            start = max([now, *(t.end for t in self.tweens if t.target == target and t.kind == kind)])
        tween = Tween(start, start + seconds, kind, target, tuple(points), color)
        self.tweens.append(tween)
        self._cap(now)
        return tween

    def _cap(self, now: float) -> None:
        """Nobody waits longer than MAX_WAIT: if the queue runs later, everything is sped up to fit."""
        last = max((t.end for t in self.tweens), default=now)
        if last - now <= MAX_WAIT:
            return
        factor = MAX_WAIT / (last - now)
        for t in self.tweens:
            t.start = now + max(0.0, t.start - now) * factor
            t.end = now + max(0.0, t.end - now) * factor

    def slide(self, target: Hashable, points: Sequence[Point]) -> None:
        """A piece along its path (world centres, from where it was to where it is now)."""
        if len(points) > 1:
            self._add("slide", STEP_SECONDS * (len(points) - 1), target, points)

    def fade(self, target: Hashable, seconds: float = 0.5) -> None:
        self._add("fade", seconds, target)

    def flash(self, at: Point, color: tuple[int, int, int] = (255, 220, 120), seconds: float = 0.35) -> None:
        self._add("flash", seconds, None, (at,), color)

    def beam(self, start: Point, end: Point, color: tuple[int, int, int] = (255, 80, 80),
             seconds: float = 0.4) -> None:
        """A shot or a laser: drawn from start to end, then gone."""
        self._add("beam", seconds, None, (start, end), color)

    # -- running -------------------------------------------------------------------------------------------
    @property
    def active(self) -> bool:
        return bool(self.tweens)

    def update(self) -> None:
        now = self.now()
        self.tweens = [t for t in self.tweens if t.end > now]

    def skip(self) -> bool:
        """End every tween now; True when there were some (the click that skipped does nothing else)."""
        had = bool(self.tweens)
        self.tweens.clear()
        return had

    def frame(self) -> tuple[dict[Hashable, Point], dict[Hashable, float]]:
        """Where every sliding piece is and how faded every fading one is, now (one pass for a whole frame)."""
        now = self.now()
        places: dict[Hashable, Point] = {}
        alphas: dict[Hashable, float] = {}
        for t in self.tweens:
            if t.kind == "slide" and t.target not in places:
                places[t.target] = t.points[0] if now < t.start else along(t.points, t.progress(now))
            elif t.kind == "fade":
                alphas[t.target] = min(alphas.get(t.target, 1.0), 1.0 - t.progress(now))
        return places, alphas

    def position(self, target: Hashable) -> Point | None:
        """Where a sliding piece is now (None when it is not sliding: it is drawn on its cells)."""
        now = self.now()
        for t in self.tweens:
            if t.kind == "slide" and t.target == target:
                if now < t.start:
                    return t.points[0]
                return along(t.points, t.progress(now))
        return None

    def alpha(self, target: Hashable) -> float:
        now = self.now()
        fading = [t for t in self.tweens if t.kind == "fade" and t.target == target]
        return min((1.0 - t.progress(now) for t in fading), default=1.0)

    def fading(self) -> list[Hashable]:
        return [t.target for t in self.tweens if t.kind == "fade"]

    def draw(self, surface: pygame.Surface, camera: Camera, unit: float) -> None:
        """Flashes and beams over the pieces."""
        now = self.now()
        px = unit * camera.zoom
        for t in self.tweens:
            if now < t.start:
                continue
            p = t.progress(now)
            if t.kind == "flash":
                x, y = camera.to_screen(*t.points[0])
                r = px * (0.4 + 0.8 * p)
                ring = pygame.Surface((int(2 * r) + 4, int(2 * r) + 4), pygame.SRCALPHA)
                pygame.draw.circle(ring, (*t.color, int(230 * (1 - p))), (r + 2, r + 2), r)
                surface.blit(ring, (x - r - 2, y - r - 2))
            elif t.kind == "beam":
                a = camera.to_screen(*t.points[0])
                b = camera.to_screen(*t.points[1])
                reach = min(1.0, p * 2.5)  # the beam draws out, then holds
                tip = (a[0] + (b[0] - a[0]) * reach, a[1] + (b[1] - a[1]) * reach)
                width = max(2, int(px * 0.18))
                pygame.draw.line(surface, t.color, a, tip, width)
                pygame.draw.line(surface, (255, 255, 255), a, tip, max(1, width // 3))


def along(points: Sequence[Point], fraction: float) -> Point:
    """The point a fraction of the way along a polyline, each segment taking the same time."""
    if len(points) == 1:
        return points[0]
    pos = fraction * (len(points) - 1)
    i = min(int(math.floor(pos)), len(points) - 2)
    f = pos - i
    (x0, y0), (x1, y1) = points[i], points[i + 1]
    return x0 + (x1 - x0) * f, y0 + (y1 - y0) * f
