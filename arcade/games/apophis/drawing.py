"""Apophis pieces drawn by the program: playing cards with drawn suit symbols, pyramids, the asteroid nest."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from arcade.games.apophis.rules import COLOR_OF_SUIT, Card
from arcade.ui import theme

PYRAMID_COLORS: dict[str, tuple[int, int, int]] = {
    "green": (46, 190, 96), "red": (226, 60, 60), "blue": (58, 128, 236), "yellow": (246, 200, 40),
}
SUIT_INK = {"hearts": (206, 30, 40), "diamonds": (206, 30, 40), "clubs": (24, 24, 30), "spades": (24, 24, 30)}
CARD_FACE = (250, 248, 240)
CARD_BACK = (46, 52, 92)
#: Height of a pyramid of each size relative to the large one.
PYRAMID_SCALE = {1: 0.55, 2: 0.77, 3: 1.0}


def draw_suit(surface: pygame.Surface, suit: str, center: tuple[float, float], size: float,
              color: tuple[int, int, int] | None = None) -> None:
    """A suit symbol of height `size`, drawn with shapes (no font needed)."""
    ink = color or SUIT_INK[suit]
    x, y = center
    r = size / 2
    if suit == "diamonds":
        pygame.draw.polygon(surface, ink, [(x, y - r), (x + r * 0.72, y), (x, y + r), (x - r * 0.72, y)])
    elif suit == "hearts":
        lobe = r * 0.52
        pygame.draw.circle(surface, ink, (x - lobe * 0.95, y - r * 0.35), lobe)
        pygame.draw.circle(surface, ink, (x + lobe * 0.95, y - r * 0.35), lobe)
        pygame.draw.polygon(surface, ink, [(x - r * 0.98, y - r * 0.22), (x + r * 0.98, y - r * 0.22), (x, y + r)])
    elif suit == "spades":
        lobe = r * 0.48
        pygame.draw.circle(surface, ink, (x - lobe * 0.95, y + r * 0.12), lobe)
        pygame.draw.circle(surface, ink, (x + lobe * 0.95, y + r * 0.12), lobe)
        pygame.draw.polygon(surface, ink, [(x - r * 0.92, y), (x + r * 0.92, y), (x, y - r)])
        pygame.draw.polygon(surface, ink, [(x, y + r * 0.2), (x - r * 0.35, y + r), (x + r * 0.35, y + r)])
    else:  # clubs
        lobe = r * 0.42
        pygame.draw.circle(surface, ink, (x, y - r * 0.5), lobe)
        pygame.draw.circle(surface, ink, (x - r * 0.48, y + r * 0.1), lobe)
        pygame.draw.circle(surface, ink, (x + r * 0.48, y + r * 0.1), lobe)
        pygame.draw.polygon(surface, ink, [(x, y - r * 0.1), (x - r * 0.35, y + r), (x + r * 0.35, y + r)])


def draw_card(surface: pygame.Surface, rect: pygame.Rect, card: Card, selected: bool = False) -> None:
    """A face-up card: rank and suit in the corner, a large suit in the middle, and the pyramid colour it pays."""
    radius = max(4, rect.width // 10)
    pygame.draw.rect(surface, (10, 10, 16), rect.move(3, 5), border_radius=radius)
    pygame.draw.rect(surface, CARD_FACE, rect, border_radius=radius)
    edge = theme.ACCENT if selected else (120, 120, 130)
    pygame.draw.rect(surface, edge, rect, width=4 if selected else 1, border_radius=radius)
    ink = SUIT_INK[card.suit]
    size = max(12, rect.height // 5)
    theme.blit_text(surface, card.rank, size, ink, (rect.x + rect.width // 12, rect.y + rect.height // 30), bold=True)
    draw_suit(surface, card.suit, (rect.x + rect.width * 0.2, rect.y + rect.height * 0.36), rect.height * 0.13)
    draw_suit(surface, card.suit, (rect.centerx + rect.width * 0.08, rect.centery + rect.height * 0.1),
              rect.height * 0.36)
    band = pygame.Rect(rect.x + 6, rect.bottom - rect.height // 9 - 6, rect.width - 12, rect.height // 9)
    pygame.draw.rect(surface, PYRAMID_COLORS[COLOR_OF_SUIT[card.suit]], band, border_radius=band.height // 2)


def draw_card_back(surface: pygame.Surface, rect: pygame.Rect) -> None:
    radius = max(4, rect.width // 10)
    pygame.draw.rect(surface, CARD_BACK, rect, border_radius=radius)
    pygame.draw.rect(surface, (150, 160, 220), rect, width=2, border_radius=radius)
    inner = rect.inflate(-rect.width // 4, -rect.height // 4)
    pygame.draw.rect(surface, (70, 80, 140), inner, width=2, border_radius=radius // 2)
    pygame.draw.circle(surface, (150, 160, 220), inner.center, max(2, inner.width // 5), 2)


def pyramid_points(base_center: tuple[float, float], height: float) -> list[tuple[float, float]]:
    """A pyramid seen from the side: a triangle standing on base_center."""
    x, y = base_center
    half = height * 0.5
    return [(x - half, y), (x + half, y), (x, y - height)]


def draw_pyramid(surface: pygame.Surface, color: tuple[int, int, int], base_center: tuple[float, float],
                 height: float, ghost: bool = False, glow: bool = False, pips: int = 0) -> None:
    pts = pyramid_points(base_center, height)
    if glow:
        pygame.draw.polygon(surface, theme.ACCENT, pyramid_points((base_center[0], base_center[1] + 4), height + 10),
                            4)
    if ghost:
        pygame.draw.polygon(surface, tuple(c // 3 for c in color), pts, 2)
        return
    pygame.draw.polygon(surface, color, pts)
    shade = [pts[1], pts[2], ((pts[0][0] + pts[1][0]) / 2 + height * 0.08, pts[0][1])]
    pygame.draw.polygon(surface, tuple(max(0, c - 50) for c in color), shade)
    pygame.draw.polygon(surface, (20, 20, 24), pts, 2)
    for i in range(pips):  # pips near the base, as on Icehouse pieces
        px = base_center[0] + (i - (pips - 1) / 2) * height * 0.16
        pygame.draw.circle(surface, (20, 20, 24), (px, base_center[1] - height * 0.12), max(2, height * 0.035))


def draw_apophis(surface: pygame.Surface, center: tuple[float, float], size: float, present: list[int],
                 now: float) -> None:
    """The nest of three black pyramids under a glowing trajectory; removed pyramids leave a faint outline."""
    x, y = center
    # trajectory: a dashed arc sweeping in from the top-left, softly pulsing
    glow = 130 + int(60 * (0.5 + 0.5 * math.sin(now * 2)))
    for i in range(24):
        a0, a1 = math.pi * (1.05 + i * 0.018), math.pi * (1.05 + i * 0.018 + 0.011)
        r = size * 3.1
        p0 = (x + r * math.cos(a0) + r * 0.95, y + r * math.sin(a0) * 0.42 + size * 0.2)
        p1 = (x + r * math.cos(a1) + r * 0.95, y + r * math.sin(a1) * 0.42 + size * 0.2)
        pygame.draw.line(surface, (glow, int(glow * 0.55), 40), p0, p1, 3)
    halo = pygame.Surface((int(size * 2), int(size * 2)), pygame.SRCALPHA)
    for k in range(1, 7):  # a soft glow: faint rings outside, brighter towards the rock
        pygame.draw.circle(halo, (255, 120, 40, 8 + 5 * k), (halo.get_width() // 2, halo.get_height() // 2),
                           int(size * (1.0 - 0.11 * k)))
    surface.blit(halo, halo.get_rect(center=(x, y - size * 0.3)))
    base = (x, y + size * 0.15)
    for value in (3, 2, 1):
        height = size * PYRAMID_SCALE[value]
        if value in present:
            draw_pyramid(surface, (28, 28, 34), base, height)
            pygame.draw.polygon(surface, (90, 90, 110), pyramid_points(base, height), 2)
        else:
            pygame.draw.polygon(surface, (70, 60, 60), pyramid_points(base, height), 1)


def draw_preview(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The launcher card's picture: the nest under its trajectory, a missile on its pad, two cards."""
    surface.fill((10, 12, 26), rect)
    for i in range(30):
        pygame.draw.circle(surface, (110, 120, 160), (rect.x + (i * 7919) % rect.width,
                                                       rect.y + (i * 104729) % rect.height), 1)
    draw_apophis(surface, (rect.x + rect.width * 0.68, rect.y + rect.height * 0.5), rect.height * 0.42, [3, 2, 1],
                 0.0)
    base = (rect.x + rect.width * 0.22, rect.bottom - rect.height * 0.1)
    y = base[1]
    for color, size in (("yellow", 3), ("blue", 2), ("red", 2), ("green", 1)):
        height = rect.height * 0.3 * PYRAMID_SCALE[size]
        draw_pyramid(surface, PYRAMID_COLORS[color], (base[0], y), height, pips=size)
        y -= height * 0.5
    w = int(rect.height * 0.26)
    for i, card in enumerate((Card("A", "spades"), Card("K", "hearts"))):
        draw_card(surface, pygame.Rect(rect.x + int(rect.width * 0.36) + i * int(w * 0.6),
                                       rect.bottom - int(w * 1.5) - 8 - i * 6, w, int(w * 1.4)), card)


@lru_cache(maxsize=2)
def night_sky(size: tuple[int, int]) -> pygame.Surface:
    """The table's background (a soft glow band and a few fixed stars), drawn once per size."""
    w, h = size
    sky = pygame.Surface(size)
    sky.fill((10, 12, 24))
    for i in range(0, h, 6):
        shade = int(8 * (1 - abs(i / h - 0.35)))
        pygame.draw.line(sky, (12 + shade, 16 + shade, 32 + 2 * shade), (0, i), (w, i), 6)
    for i in range(40):
        pygame.draw.circle(sky, (120, 130, 170), ((i * 7919) % w, (i * 104729) % int(h * 0.3)), 1 + i % 2)
    return sky
