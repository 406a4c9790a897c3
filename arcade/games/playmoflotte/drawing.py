"""Playmoflotte drawn by the program: toy ships seen from above, crew figures, the floor-tile sea."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from arcade.core.squaregrid import KING
from arcade.games.playmoflotte.rules import Ship
from arcade.ui import theme
from arcade.ui.board_view import TerrainStyle

STYLES: dict[str, TerrainStyle] = {
    "sea": TerrainStyle((96, 178, 226)),
    "reef": TerrainStyle((70, 130, 170), (232, 226, 200)),
    "island": TerrainStyle((96, 186, 84), (60, 140, 60)),
    "beach": TerrainStyle((246, 220, 150), (220, 190, 120)),
    "port": TerrainStyle((176, 120, 72), (120, 80, 44)),
}
HULL_WOOD = (150, 98, 52)


def _rotate(points: list[tuple[float, float]], angle: float, center: tuple[float, float], scale: float
            ) -> list[tuple[float, float]]:
    cos, sin = math.cos(angle), math.sin(angle)
    cx, cy = center
    return [(cx + (x * cos - y * sin) * scale, cy + (x * sin + y * cos) * scale) for x, y in points]


def heading_angle(heading: int) -> float:
    """Screen angle (radians, y down) of a heading index: 0 = north."""
    d = KING[heading]
    return math.atan2(d.y, d.x)


def draw_ship(surface: pygame.Surface, ship: Ship, center: tuple[float, float], size: float,
              selected: bool = False) -> None:
    """A hull pointing along the heading, the side's colour and pattern on deck, cannon slots on both sides
    (filled where a cannon is mounted), the crew count in the middle."""
    side = theme.side(("red", "blue", "amber", "green")[ship.owner % 4])
    angle = heading_angle(ship.heading)
    hull = [(1.0, 0.0), (0.55, 0.34), (-0.8, 0.34), (-0.95, 0.2), (-0.95, -0.2), (-0.8, -0.34), (0.55, -0.34)]
    size *= 1.15 if ship.heading % 2 else 1.0  # diagonal ships have the square's diagonal to fill
    outline = _rotate(hull, angle, center, size * 0.48)
    if selected:
        pygame.draw.polygon(surface, theme.SELECTED, _rotate(hull, angle, center, size * 0.56), 0)
    pygame.draw.polygon(surface, (30, 24, 20), _rotate(hull, angle, (center[0] + 2, center[1] + 3), size * 0.48))
    pygame.draw.polygon(surface, HULL_WOOD, outline)
    deck = _rotate([(x * 0.8, y * 0.7) for x, y in hull], angle, center, size * 0.48)
    pygame.draw.polygon(surface, side.color, deck)
    _deck_pattern(surface, deck, side)
    pygame.draw.polygon(surface, (40, 28, 20), outline, max(1, int(size / 30)))
    # cannon slots: starboard is on the right of the heading, port on the left
    for cannon_side, sign in (("starboard", 1), ("port", -1)):
        slots = ship.type.slots[cannon_side]
        mounted = {c.slot for c in ship.cannons if c.side == cannon_side}
        for slot in range(slots):
            fx = 0.35 - 0.9 * (slot + 0.5) / max(1, slots)
            px, py = _rotate([(fx, 0.4 * sign)], angle, center, size * 0.48)[0]
            r = max(2.0, size * 0.055)
            if slot in mounted:
                pygame.draw.circle(surface, (25, 25, 30), (px, py), r * 1.3)
            else:
                pygame.draw.circle(surface, (25, 25, 30), (px, py), r, 1)
    mast = _rotate([(0.15, 0.0)], angle, center, size * 0.48)[0]
    pygame.draw.circle(surface, (245, 240, 225), mast, max(3.0, size * 0.14))
    label = str(ship.crew)
    font_size = max(10, int(size * 0.26))
    theme.blit_text(surface, label, font_size, (30, 30, 36), (int(mast[0]), int(mast[1])), "center", True)


def _deck_pattern(surface: pygame.Surface, deck: list[tuple[float, float]], side: theme.Side) -> None:
    """The side's pattern on the deck, so ships are told apart without colour."""
    xs, ys = [p[0] for p in deck], [p[1] for p in deck]
    box = pygame.Rect(int(min(xs)), int(min(ys)), int(max(xs) - min(xs)) + 1, int(max(ys) - min(ys)) + 1)
    if box.width < 4 or box.height < 4:
        return
    from arcade.ui.pieces import sprite

    size = max(box.width, box.height)
    token = sprite(side.id, "square", "", None, size // 2 + 1)
    layer = pygame.Surface(box.size, pygame.SRCALPHA)
    layer.blit(token, token.get_rect(center=(box.width // 2, box.height // 2)))
    mask = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.polygon(mask, (255, 255, 255, 255), [(x - box.x, y - box.y) for x, y in deck])
    layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(layer, box.topleft)


def draw_figure(surface: pygame.Surface, center: tuple[int, int], radius: int, color: theme.Color,
                captain: bool = False, selected: bool = False) -> None:
    """A round toy crew figure; the captain wears a gold hat."""
    x, y = center
    if selected:
        pygame.draw.circle(surface, theme.ACCENT, center, radius + 4)
    pygame.draw.circle(surface, (250, 214, 170), (x, y - radius // 2), radius // 2)  # head
    pygame.draw.circle(surface, color, (x, y + radius // 3), int(radius * 0.7))  # body
    if captain:
        pygame.draw.polygon(surface, (240, 190, 40), [(x - radius * 0.7, y - radius * 0.75),
                                                      (x + radius * 0.7, y - radius * 0.75), (x, y - radius * 1.3)])


def draw_arrow(surface: pygame.Surface, center: tuple[float, float], heading: int, size: float,
               color: theme.Color) -> None:
    angle = heading_angle(heading)
    pts = _rotate([(0.5, 0.0), (-0.3, 0.35), (-0.1, 0.0), (-0.3, -0.35)], angle, center, size)
    pygame.draw.polygon(surface, color, pts)
    pygame.draw.polygon(surface, (20, 20, 24), pts, 2)


def draw_preview(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The launcher card's picture: the default lagoon in toy colours with two ships about to trade broadsides."""
    surface.blit(_preview_image(rect.width, rect.height), rect)


@lru_cache(maxsize=4)
def _preview_image(width: int, height: int) -> pygame.Surface:
    from arcade.boards import load_board
    from arcade.core.squaregrid import Cell
    from arcade.games.playmoflotte.rules import ShipType
    from arcade.games.playmoflotte.rules.model import default_posts, mounted_cannons
    from arcade.ui.board_view import BoardView

    surface = pygame.Surface((width, height))
    surface.fill((18, 40, 60))
    view = BoardView(load_board("playmoflotte"), surface.get_rect(), STYLES)
    view.draw(surface)
    frigate = ShipType("frigate", "Frigate", {"port": 2, "starboard": 2}, {"port": 2, "starboard": 2})
    cannons = mounted_cannons(frigate)
    for owner, (x, y, heading) in enumerate(((3, 6, 0), (5, 5, 2))):
        ship = Ship(owner, owner, frigate, Cell(x, y), heading, cannons, default_posts(frigate, cannons))
        draw_ship(surface, ship, view.cell_center((x, y)), view.zoom)
    return surface
