"""Playmoflotte drawn by the program: toy ships seen from above, crew figures, the floor-tile sea."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from arcade.core.squaregrid import KING
from arcade.games.playmoflotte.rules import Ship
from arcade.ui import theme
from arcade.ui.board import BoardView, Sprite, TerrainStyle, register_shape

STYLES: dict[str, TerrainStyle] = {
    "sea": TerrainStyle((96, 178, 226)),
    "reef": TerrainStyle((70, 130, 170), (232, 226, 200)),
    "island": TerrainStyle((96, 186, 84), (60, 140, 60)),
    "beach": TerrainStyle((246, 220, 150), (220, 190, 120)),
    "port": TerrainStyle((176, 120, 72), (120, 80, 44)),
}
HULL_WOOD = (150, 98, 52)
#: A ship's picture is larger than a piece's (a hull fills its square, diagonals included).
SHIP_SCALE = 1.45


def _rotate(points: list[tuple[float, float]], angle: float, center: tuple[float, float], scale: float
            ) -> list[tuple[float, float]]:
    cos, sin = math.cos(angle), math.sin(angle)
    cx, cy = center
    return [(cx + (x * cos - y * sin) * scale, cy + (x * sin + y * cos) * scale) for x, y in points]


def heading_angle(heading: int) -> float:
    """Screen angle (radians, y down) of a heading index: 0 = north."""
    d = KING[heading]
    return math.atan2(d.y, d.x)


def ship_sprite(ship: Ship, side: str) -> Sprite:
    """A ship as the board shows it: the toy hull along its heading, cannons in their slots, the crew count."""
    mounted = {side_: tuple(sorted(c.slot for c in ship.cannons if c.side == side_)) for side_ in ("port", "starboard")}
    extra = (ship.type.slots["port"], ship.type.slots["starboard"], mounted["port"], mounted["starboard"])
    return Sprite(ship.id, (ship.pos,), side, "pmf-ship", ship.heading * 45.0, str(ship.crew), scale=SHIP_SCALE,
                  extra=extra)


def paint_ship(image: pygame.Surface, sprite: Sprite, radius: int, centers: list[tuple[float, float]]) -> None:
    """A hull pointing along the heading, the side's colour and pattern on deck, cannon slots on both sides
    (filled where a cannon is mounted), the crew count by the mast."""
    side = theme.side(sprite.side)
    heading = int(round((sprite.heading or 0.0) / 45)) % 8
    extra: tuple[int, int, tuple[int, ...], tuple[int, ...]] = sprite.extra  # type: ignore[assignment]
    slots_port, slots_star, mounted_port, mounted_star = extra
    center = (image.get_width() / 2, image.get_height() / 2)
    angle = heading_angle(heading)
    hull = [(1.0, 0.0), (0.55, 0.34), (-0.8, 0.34), (-0.95, 0.2), (-0.95, -0.2), (-0.8, -0.34), (0.55, -0.34)]
    size = radius / (0.4 * SHIP_SCALE)  # the square's side in pixels
    size *= 1.15 if heading % 2 else 1.0  # diagonal ships have the square's diagonal to fill
    outline = _rotate(hull, angle, center, size * 0.48)
    pygame.draw.polygon(image, (30, 24, 20), _rotate(hull, angle, (center[0] + 2, center[1] + 3), size * 0.48))
    pygame.draw.polygon(image, HULL_WOOD, outline)
    deck = _rotate([(x * 0.8, y * 0.7) for x, y in hull], angle, center, size * 0.48)
    pygame.draw.polygon(image, side.color, deck)
    _deck_pattern(image, deck, side)
    pygame.draw.polygon(image, (40, 28, 20), outline, max(1, int(size / 30)))
    # cannon slots: starboard is on the right of the heading, port on the left
    for slots, mounted, sign in ((slots_star, mounted_star, 1), (slots_port, mounted_port, -1)):
        for slot in range(slots):
            fx = 0.35 - 0.9 * (slot + 0.5) / max(1, slots)
            px, py = _rotate([(fx, 0.4 * sign)], angle, center, size * 0.48)[0]
            r = max(2.0, size * 0.055)
            if slot in mounted:
                pygame.draw.circle(image, (25, 25, 30), (px, py), r * 1.3)
            else:
                pygame.draw.circle(image, (25, 25, 30), (px, py), r, 1)
    mast = _rotate([(0.15, 0.0)], angle, center, size * 0.48)[0]
    pygame.draw.circle(image, (245, 240, 225), mast, max(3.0, size * 0.14))
    font_size = max(10, int(size * 0.26))
    theme.blit_text(image, sprite.label, font_size, (30, 30, 36), (int(mast[0]), int(mast[1])), "center", True)


register_shape("pmf-ship", paint_ship)


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

    surface = pygame.Surface((width, height))
    surface.fill((18, 40, 60))
    view = BoardView(load_board("playmoflotte"), surface.get_rect(), STYLES)
    frigate = ShipType("frigate", "Frigate", {"port": 2, "starboard": 2}, {"port": 2, "starboard": 2})
    cannons = mounted_cannons(frigate)
    view.set_sprites(ship_sprite(Ship(owner, owner, frigate, Cell(x, y), heading, cannons,
                                      default_posts(frigate, cannons)), side)
                     for owner, (x, y, heading, side) in enumerate(((3, 6, 0, "red"), (5, 5, 2, "blue"))))
    view.draw(surface)
    return surface
