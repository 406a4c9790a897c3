"""Pieces drawn by the program: a side's colour always paired with its pattern, re-rendered for each zoom.

Sprites are drawn at twice the target size and smooth-scaled down once, then cached per look and size, so a
piece is crisp at every zoom without bitmaps being stretched.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

import pygame

from arcade.ui import theme

SHAPES = ("disc", "square", "arrow", "ship")


@dataclass(frozen=True)
class Piece:
    """One piece to show on a board: where, whose, what shape, an optional short label and heading (degrees,
    0 = pointing right, counter-clockwise positive)."""

    cell: tuple[int, int]
    side: str
    shape: str = "disc"
    label: str = ""
    heading: float | None = None


def _pattern(surf: pygame.Surface, mask: pygame.Surface, side: theme.Side, size: int) -> None:
    """Paint side's pattern over surf where mask is opaque."""
    layer = pygame.Surface((size, size), pygame.SRCALPHA)
    ink = (*side.ink, 255)
    step = max(6, size // 6)
    width = max(2, size // 22)
    if side.pattern == "stripes":
        for x in range(-size, 2 * size, step):
            pygame.draw.line(layer, ink, (x, size), (x + size, 0), width)
    elif side.pattern == "dots":
        r = max(2, size // 18)
        for y in range(step // 2, size, step):
            for x in range(step // 2 + (y // step % 2) * step // 2, size, step):
                pygame.draw.circle(layer, ink, (x, y), r)
    elif side.pattern == "chevrons":
        for y in range(-step, size + step, step):
            pygame.draw.lines(layer, ink, False, [(0, y + step // 2), (size // 2, y), (size, y + step // 2)], width)
    elif side.pattern == "rings":
        for r in range(step, size, step):
            pygame.draw.circle(layer, ink, (size // 2, size // 2), r, width)
    elif side.pattern == "cross":
        pygame.draw.line(layer, ink, (size // 2, 0), (size // 2, size), width * 2)
        pygame.draw.line(layer, ink, (0, size // 2), (size, size // 2), width * 2)
    elif side.pattern == "checks":  # a chequerboard: violet is told apart by more than its colour
        cell = max(4, size // 5)
        for y in range(0, size, cell):
            for x in range((y // cell % 2) * cell, size, 2 * cell):
                pygame.draw.rect(layer, ink, (x, y, cell, cell))
    layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(layer, (0, 0))


def _outline(shape: str, size: int, heading: float) -> list[tuple[float, float]]:
    c = size / 2
    r = size * 0.46
    if shape == "arrow":
        pts = [(1.0, 0.0), (-0.75, 0.7), (-0.4, 0.0), (-0.75, -0.7)]
    elif shape == "ship":
        pts = [(1.0, 0.0), (0.55, 0.42), (-0.9, 0.42), (-0.9, -0.42), (0.55, -0.42)]
    else:  # square
        pts = [(0.8, 0.8), (-0.8, 0.8), (-0.8, -0.8), (0.8, -0.8)]
    a = math.radians(heading)
    cos, sin = math.cos(a), math.sin(a)
    return [(c + r * (x * cos - y * sin), c - r * (x * sin + y * cos)) for x, y in pts]


@lru_cache(maxsize=2048)
def sprite(side_id: str, shape: str, label: str, heading: float | None, radius: int) -> pygame.Surface:
    """The rendered piece, `2 * radius` pixels square."""
    side = theme.side(side_id)
    radius = max(4, radius)
    big = radius * 4
    surf = pygame.Surface((big, big), pygame.SRCALPHA)
    mask = pygame.Surface((big, big), pygame.SRCALPHA)
    edge = max(3, big // 22)
    if shape in ("disc",) or shape not in SHAPES:
        centre, r = (big // 2, big // 2), int(big * 0.46)
        pygame.draw.circle(mask, (255, 255, 255, 255), centre, r - edge)
        pygame.draw.circle(surf, (20, 20, 24, 255), centre, r)
        pygame.draw.circle(surf, (*side.color, 255), centre, r - edge)
    else:
        pts = _outline(shape, big, heading or 0.0)
        pygame.draw.polygon(surf, (20, 20, 24, 255), pts)
        inner = [(big / 2 + (x - big / 2) * 0.86, big / 2 + (y - big / 2) * 0.86) for x, y in pts]
        pygame.draw.polygon(surf, (*side.color, 255), inner)
        pygame.draw.polygon(mask, (255, 255, 255, 255), inner)
    _pattern(surf, mask, side, big)
    if heading is not None and shape == "disc":
        a = math.radians(heading)
        tip = (big / 2 + math.cos(a) * big * 0.46, big / 2 - math.sin(a) * big * 0.46)
        base = [(big / 2 + math.cos(a + d) * big * 0.3, big / 2 - math.sin(a + d) * big * 0.3) for d in (0.45, -0.45)]
        pygame.draw.polygon(surf, (20, 20, 24, 255), [tip, *base])
    if label:
        text_size = int(big * (0.42 if len(label) <= 2 else 0.3))
        image = theme.font(text_size, bold=True).render(label, True, (255, 255, 255))
        rect = image.get_rect(center=(big // 2, big // 2))
        plate = rect.inflate(big // 10, 0)
        pygame.draw.rect(surf, (20, 20, 24, 220), plate, border_radius=big // 12)
        surf.blit(image, rect)
    return pygame.transform.smoothscale(surf, (radius * 2, radius * 2))


def draw_piece(surface: pygame.Surface, piece: Piece, center: tuple[float, float], radius: int) -> None:
    image = sprite(piece.side, piece.shape, piece.label, piece.heading, radius)
    surface.blit(image, image.get_rect(center=(round(center[0]), round(center[1]))))
