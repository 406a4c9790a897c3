"""Hex grid geometry in axial/cube coordinates (after Red Blob Games' hex reference).

A `Hex` is axial (q, r); the cube coordinate s = -q - r is derived. Boards are stored in offset coordinates
(column, row): flat-top grids shift alternate *columns* ("q" offsets), pointy-top grids alternate *rows*
("r" offsets); `odd` shifts the odd ones, `even` the even ones. `HexLayout` maps hexes to pixels and back.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from enum import Enum
from functools import lru_cache
from typing import NamedTuple


class Hex(NamedTuple):
    q: int
    r: int

    @property
    def s(self) -> int:
        return -self.q - self.r

    def __add__(self, other: object) -> Hex:
        if not isinstance(other, Hex):
            return NotImplemented
        return Hex(self.q + other.q, self.r + other.r)

    def __sub__(self, other: object) -> Hex:
        if not isinstance(other, Hex):
            return NotImplemented
        return Hex(self.q - other.q, self.r - other.r)

    def scale(self, k: int) -> Hex:
        return Hex(self.q * k, self.r * k)


#: The six axial directions, counter-clockwise starting east (flat-top: "lower right").
DIRECTIONS: tuple[Hex, ...] = (Hex(1, 0), Hex(1, -1), Hex(0, -1), Hex(-1, 0), Hex(-1, 1), Hex(0, 1))


ORIGIN = Hex(0, 0)


def direction(index: int) -> Hex:
    return DIRECTIONS[index % 6]


def neighbor(h: Hex, index: int) -> Hex:
    return h + direction(index)


def neighbors(h: Hex) -> list[Hex]:
    return [Hex(h.q + d.q, h.r + d.r) for d in DIRECTIONS]


def distance(a: Hex, b: Hex) -> int:
    dq, dr = a.q - b.q, a.r - b.r
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


@lru_cache(maxsize=512)
def nearness(targets: tuple[Hex, ...]) -> Callable[[Hex], int]:
    """Hexes from a hex to the nearest of `targets` (0 when there is none), each answer kept: a search asks it of
    the same few hexes over thousands of positions in which the targets have not moved."""
    known: dict[Hex, int] = {}

    def to_nearest(h: Hex) -> int:
        found = known.get(h)
        if found is None:
            found = known[h] = min((distance(h, t) for t in targets), default=0)
        return found

    return to_nearest


def cube_round(fq: float, fr: float) -> Hex:
    fs = -fq - fr
    q, r, s = round(fq), round(fr), round(fs)
    dq, dr, ds = abs(q - fq), abs(r - fr), abs(s - fs)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return Hex(int(q), int(r))


def line(a: Hex, b: Hex) -> list[Hex]:
    """Hexes on the straight segment from a to b inclusive (nudged so ties fall consistently)."""
    n = distance(a, b)
    if n == 0:
        return [a]
    eps = 1e-6
    aq, ar = a.q + eps, a.r + eps
    bq, br = b.q + eps, b.r + eps
    step = 1.0 / n
    return [cube_round(aq + (bq - aq) * i * step, ar + (br - ar) * i * step) for i in range(n + 1)]


def ring(center: Hex, radius: int) -> list[Hex]:
    if radius < 0:
        raise ValueError("radius must be >= 0")
    if radius == 0:
        return [center]
    results: list[Hex] = []
    h = center + direction(4).scale(radius)
    for side in range(6):
        for _ in range(radius):
            results.append(h)
            h = neighbor(h, side)
    return results


def within(center: Hex, radius: int) -> list[Hex]:
    """Every hex at distance <= radius ("range" in the reference)."""
    out: list[Hex] = []
    for dq in range(-radius, radius + 1):
        for dr in range(max(-radius, -dq - radius), min(radius, -dq + radius) + 1):
            out.append(Hex(center.q + dq, center.r + dr))
    return out


def rotate_left(h: Hex, center: Hex = ORIGIN) -> Hex:
    """Rotate 60 degrees counter-clockwise about center."""
    v = h - center
    return center + Hex(-v.s, -v.q)


def rotate_right(h: Hex, center: Hex = ORIGIN) -> Hex:
    """Rotate 60 degrees clockwise about center."""
    v = h - center
    return center + Hex(-v.r, -v.s)


def reflect(h: Hex, axis: str, center: Hex = ORIGIN) -> Hex:
    """Reflect across the q, r or s axis through center (the axis' own coordinate is kept)."""
    v = h - center
    if axis == "q":
        out = Hex(v.q, v.s)
    elif axis == "r":
        out = Hex(v.s, v.r)
    elif axis == "s":
        out = Hex(v.r, v.q)
    else:
        raise ValueError(f"axis must be 'q', 'r' or 's', not {axis!r}")
    return center + out


class Orientation(Enum):
    FLAT = "flat"
    POINTY = "pointy"


class Parity(Enum):
    ODD = "odd"
    EVEN = "even"


@dataclass(frozen=True)
class OffsetLayout:
    """How (column, row) offset coordinates map to axial for one board."""

    orientation: Orientation
    parity: Parity

    def to_axial(self, col: int, row: int) -> Hex:
        odd = self.parity is Parity.ODD
        if self.orientation is Orientation.FLAT:
            shift = (col - (col & 1)) // 2 if odd else (col + (col & 1)) // 2
            return Hex(col, row - shift)
        shift = (row - (row & 1)) // 2 if odd else (row + (row & 1)) // 2
        return Hex(col - shift, row)

    def from_axial(self, h: Hex) -> tuple[int, int]:
        odd = self.parity is Parity.ODD
        if self.orientation is Orientation.FLAT:
            shift = (h.q - (h.q & 1)) // 2 if odd else (h.q + (h.q & 1)) // 2
            return h.q, h.r + shift
        shift = (h.r - (h.r & 1)) // 2 if odd else (h.r + (h.r & 1)) // 2
        return h.q + shift, h.r


_SQRT3 = math.sqrt(3.0)


@dataclass(frozen=True)
class HexLayout:
    """Pixel geometry: `size` is the centre-to-corner radius; `origin` is where Hex(0, 0)'s centre goes."""

    orientation: Orientation
    size: float
    origin: tuple[float, float] = (0.0, 0.0)

    def to_pixel(self, h: Hex) -> tuple[float, float]:
        ox, oy = self.origin
        if self.orientation is Orientation.FLAT:
            x = self.size * 1.5 * h.q
            y = self.size * (_SQRT3 / 2 * h.q + _SQRT3 * h.r)
        else:
            x = self.size * (_SQRT3 * h.q + _SQRT3 / 2 * h.r)
            y = self.size * 1.5 * h.r
        return x + ox, y + oy

    def from_pixel(self, x: float, y: float) -> Hex:
        px, py = (x - self.origin[0]) / self.size, (y - self.origin[1]) / self.size
        if self.orientation is Orientation.FLAT:
            q = 2.0 / 3.0 * px
            r = -1.0 / 3.0 * px + _SQRT3 / 3.0 * py
        else:
            q = _SQRT3 / 3.0 * px - 1.0 / 3.0 * py
            r = 2.0 / 3.0 * py
        return cube_round(q, r)

    def corners(self, h: Hex) -> list[tuple[float, float]]:
        cx, cy = self.to_pixel(h)
        start = 0.0 if self.orientation is Orientation.FLAT else 30.0
        return [
            (
                cx + self.size * math.cos(math.radians(start + 60 * i)),
                cy + self.size * math.sin(math.radians(start + 60 * i)),
            )
            for i in range(6)
        ]

    @property
    def cell_width(self) -> float:
        return 2 * self.size if self.orientation is Orientation.FLAT else _SQRT3 * self.size

    @property
    def cell_height(self) -> float:
        return _SQRT3 * self.size if self.orientation is Orientation.FLAT else 2 * self.size


def spiral(center: Hex, radius: int) -> Iterator[Hex]:
    """Hexes ordered ring by ring outward from center."""
    for k in range(radius + 1):
        yield from ring(center, k)
