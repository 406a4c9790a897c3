"""Pieces on the board: anchored to one cell or several (a barge on 2 hexes, an astronef on 4), with z-order,
heading, the owner's colour and pattern, badges (cargo, speed, damage, crew), a preview of carried cargo, stacks
fanned out so each piece can be picked, and hidden pieces drawn as such (the scene shows them to their owner only).

Images are drawn by the program at twice their size, scaled down once and cached per look and zoom, so a frame
only blits. A game may register its own shapes (`register_shape`).
"""

from __future__ import annotations

import math
from collections import OrderedDict, defaultdict
from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass, field

import pygame

from arcade.ui import theme
from arcade.ui.board.grid import Cell, Point
from arcade.ui.pieces import SHAPES, sprite

#: Where badges sit around a piece (fractions of its radius).
BADGE_SPOTS = ((0.62, -0.62), (0.62, 0.62), (-0.62, 0.62), (-0.62, -0.62))
CACHE_SIZE = 1024
#: While a zoom glides, piece pictures are scaled copies in steps of about 6 % (log scale).
GLIDE_STEP = math.log(1.06)


@dataclass(frozen=True)
class Sprite:
    """One piece as the table shows it. `cells` are grid coordinates (the first is the anchor for multi-cell
    shapes: a barge's front, an astronef's dome). `heading` is in degrees, 0 = east, counter-clockwise."""

    id: Hashable
    cells: tuple[Cell, ...]
    side: str
    shape: str = "disc"
    heading: float | None = None
    label: str = ""
    badges: tuple[str, ...] = ()  # short texts shown around the piece
    alerts: tuple[str, ...] = ()  # short texts after them, on red (damage just taken: never read as a speed)
    carried: tuple[str, ...] = ()  # sides (or "ore") of the pieces it carries, previewed small
    z: int = 0
    hidden: bool = False
    scale: float = 1.0
    extra: Hashable = None  # what a game's own shape painter needs (e.g. a ship's cannon slots)
    #: It lies under whatever stands on its cell (an asteroid under a ship), drawn whole beneath it: a cell's pieces
    #: are fanned round its centre, small, but a ship in an asteroid is one thing to see, not two to pick from.
    ground: bool = False


#: A shape painter draws a piece into `image` (size `2 * radius` for one cell, larger for several); `centers`
#: are its cells' centres relative to the image's centre, in pixels.
Painter = Callable[[pygame.Surface, Sprite, int, list[Point]], None]
PAINTERS: dict[str, Painter] = {}


def register_shape(name: str, painter: Painter) -> None:
    PAINTERS[name] = painter


@dataclass
class Placed:
    """A sprite where it is drawn this frame (screen centre and radius), for drawing and picking. Its world
    anchor, the offsets of its cells and its place in a fanned stack are worked out once, when the sprites are
    set, so a frame only multiplies."""

    sprite: Sprite
    world: Point  # the anchor: the mean of its cells' centres, shifted when fanned in a stack
    offsets: tuple[Point, ...]  # each cell's centre from the anchor, in world units (several cells only)
    shrink: float  # 0.7 in a stack, else 1
    center: Point = (0.0, 0.0)
    radius: float = 0.0
    alpha: float = 1.0
    image: pygame.Surface | None = None
    image_radius: int = -1
    scaled: dict[tuple[int, int], pygame.Surface] = field(default_factory=dict)  # quick copies while gliding


_CACHE: OrderedDict[Hashable, pygame.Surface] = OrderedDict()


def image_for(s: Sprite, radius: int, rel: tuple[tuple[int, int], ...]) -> pygame.Surface:
    """The rendered piece (cached by look and size)."""
    key = (s.shape, s.side, s.heading, s.label, s.badges, s.alerts, s.carried, s.hidden, s.extra, radius, rel)
    cached = _CACHE.get(key)
    if cached is not None:
        _CACHE.move_to_end(key)
        return cached
    image = _render(s, radius, [(float(x), float(y)) for x, y in rel])
    _CACHE[key] = image
    while len(_CACHE) > CACHE_SIZE:
        _CACHE.popitem(last=False)
    return image


def _render(s: Sprite, radius: int, centers: list[Point]) -> pygame.Surface:
    span = max((max(abs(x), abs(y)) for x, y in centers), default=0.0)
    half = int(span + radius * 1.1) + 2
    image = pygame.Surface((2 * half, 2 * half), pygame.SRCALPHA)
    painter = PAINTERS.get(s.shape)
    if painter is not None:
        painter(image, s, radius, centers)
    elif len(centers) > 1:
        _multi(image, s, radius, centers)
    else:
        token = sprite(s.side, s.shape if s.shape in SHAPES else "disc", s.label, s.heading, radius)
        image.blit(token, token.get_rect(center=(half, half)))
    _decorate(image, s, radius)
    if s.hidden:
        faded = pygame.Surface(image.get_size(), pygame.SRCALPHA)
        faded.fill((255, 255, 255, 120))
        image.blit(faded, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        for a in range(0, 360, 30):  # a dashed ring: "only you see this"
            pygame.draw.arc(image, (255, 255, 255), pygame.Rect(half - radius, half - radius, 2 * radius,
                                                                2 * radius), math.radians(a), math.radians(a + 15), 2)
    return image


def _multi(image: pygame.Surface, s: Sprite, radius: int, centers: list[Point]) -> None:
    """Generic pieces on several cells: a barge's hull joins its two cells; an astronef is a dome on its first
    cell with a pode reaching into each of the others."""
    side = theme.side(s.side)
    half = image.get_width() / 2
    pts = [(half + x, half + y) for x, y in centers]
    if s.shape == "astronef":
        dome = pts[0]
        for p in pts[1:]:
            tip = (p[0] + (p[0] - dome[0]) * 0.25, p[1] + (p[1] - dome[1]) * 0.25)
            ang = math.atan2(p[1] - dome[1], p[0] - dome[0])
            base = [(dome[0] + math.cos(ang + d) * radius * 0.55, dome[1] + math.sin(ang + d) * radius * 0.55)
                    for d in (0.9, -0.9)]
            pygame.draw.polygon(image, (30, 30, 36), [tip, *base])
            pygame.draw.polygon(image, side.color, [tip, *base], max(2, radius // 8))
            pygame.draw.circle(image, (200, 200, 210), p, radius * 0.38)
            pygame.draw.circle(image, (30, 30, 36), p, radius * 0.38, 2)
        token = sprite(s.side, "disc", s.label, None, int(radius * 0.95))
        image.blit(token, token.get_rect(center=(round(dome[0]), round(dome[1]))))
        return
    width = int(radius * 1.4)
    for a, b in zip(pts, pts[1:], strict=False):
        pygame.draw.line(image, (30, 30, 36), a, b, width + 6)
    for p in pts:
        pygame.draw.circle(image, (30, 30, 36), p, width / 2 + 3)
    for a, b in zip(pts, pts[1:], strict=False):
        pygame.draw.line(image, side.color, a, b, width)
    for p in pts:
        pygame.draw.circle(image, side.color, p, width / 2)
    token = sprite(s.side, "disc", s.label, None, int(radius * 0.6))
    mid = (sum(p[0] for p in pts) / len(pts), sum(p[1] for p in pts) / len(pts))
    image.blit(token, token.get_rect(center=(round(mid[0]), round(mid[1]))))


def _decorate(image: pygame.Surface, s: Sprite, radius: int) -> None:
    """Badges around the piece and the carried cargo along its bottom."""
    half = image.get_width() / 2
    size = max(12, int(radius * 0.5))  # readable even on the smallest pieces
    marked = [(text, False) for text in s.badges] + [(text, True) for text in s.alerts]
    for (fx, fy), (text, alert) in zip(BADGE_SPOTS, marked, strict=False):
        label = theme.font(size, bold=True).render(text, True, (255, 255, 255))
        plate = label.get_rect(center=(round(half + fx * radius), round(half + fy * radius))).inflate(size // 2, 0)
        pygame.draw.rect(image, (190, 40, 48) if alert else (20, 20, 26), plate, border_radius=size // 3)
        pygame.draw.rect(image, (235, 235, 240), plate, 1, border_radius=size // 3)
        image.blit(label, label.get_rect(center=plate.center))
    if s.carried:
        r = max(3, radius // 5)
        y = half + radius * 0.72
        x0 = half - (len(s.carried) - 1) * r * 1.1
        for i, kind in enumerate(s.carried[:5]):
            center = (x0 + i * r * 2.2, y)
            color = (120, 120, 128) if kind == "ore" else theme.side(kind).color
            pygame.draw.circle(image, (20, 20, 26), center, r + 1)
            pygame.draw.circle(image, color, center, r)


class SpriteLayer:
    """The pieces of a board in drawing order, and where each was last drawn (for picking)."""

    def __init__(self) -> None:
        self.sprites: list[Sprite] = []
        self.placed: list[Placed] = []

    def set(self, sprites: Iterable[Sprite], world_center: Callable[[Cell], Point], unit: float) -> None:
        self.sprites = sorted(sprites, key=lambda s: s.z)
        stacks: dict[Cell, list[Sprite]] = defaultdict(list)
        for s in self.sprites:
            if len(s.cells) == 1 and not s.ground:
                stacks[s.cells[0]].append(s)
        previous = {p.sprite: p for p in self.placed}
        placed = []
        for s in self.sprites:
            centers = [world_center(c) for c in s.cells]
            wx, wy = sum(x for x, _ in centers) / len(centers), sum(y for _, y in centers) / len(centers)
            shrink = 1.0
            stack = stacks.get(s.cells[0], []) if len(s.cells) == 1 else []
            if len(stack) > 1:  # fanned round the cell's centre, top first: each shows whole and can be picked
                angle = -math.pi / 2 + 2 * math.pi * stack.index(s) / len(stack)
                wx, wy = wx + math.cos(angle) * unit * 0.3, wy + math.sin(angle) * unit * 0.3
                shrink = 0.6
            offsets = tuple((x - wx, y - wy) for x, y in centers) if len(centers) > 1 else ()
            old = previous.get(s)
            entry = Placed(s, (wx, wy), offsets, shrink)
            if old is not None and old.world == entry.world and old.offsets == offsets:
                entry.image, entry.image_radius = old.image, old.image_radius  # unchanged: keep its picture
            placed.append(entry)
        self.placed = placed

    def get(self, sprite_id: Hashable) -> Sprite | None:
        return next((s for s in self.sprites if s.id == sprite_id), None)

    def place(self, zoom: float, offset: Point, radius: float,
              moved: Callable[[Sprite], tuple[Point | None, float]] | None) -> None:
        """Screen centres for this frame (animated pieces where their tween is)."""
        ox, oy = offset
        for p in self.placed:
            p.center = (ox + p.world[0] * zoom, oy + p.world[1] * zoom)
            p.radius = radius * p.sprite.scale * p.shrink
            p.alpha = 1.0
            if moved is not None:
                at, p.alpha = moved(p.sprite)
                if at is not None:
                    p.center = at

    def draw(self, surface: pygame.Surface, clip: pygame.Rect, zoom: float, gliding: bool = False) -> None:
        """While the zoom glides, pieces drawn at the last zoom are scaled (fast) instead of drawn anew; they are
        drawn crisp again once it rests."""
        blits = []
        for p in self.placed:
            radius = max(4, int(p.radius))
            if p.image is not None and p.image_radius != radius and gliding:
                step = round(math.log(radius) / GLIDE_STEP)  # sizes on a ladder: few copies, made once each
                image = p.scaled.get((p.image_radius, step))
                if image is None:
                    w, h = p.image.get_size()
                    f = math.exp(step * GLIDE_STEP) / p.image_radius
                    image = p.scaled[(p.image_radius, step)] = pygame.transform.scale(p.image, (max(1, round(w * f)),
                                                                               max(1, round(h * f))))
            else:
                if p.image is None or p.image_radius != radius:
                    rel = tuple((round(x * zoom), round(y * zoom)) for x, y in p.offsets) or ((0, 0),)
                    p.image, p.image_radius = image_for(p.sprite, radius, rel), radius
                image = p.image
            w, h = image.get_size()
            x, y = round(p.center[0] - w / 2), round(p.center[1] - h / 2)
            if x > clip.right or y > clip.bottom or x + w < clip.left or y + h < clip.top:
                continue
            if p.alpha < 1.0:
                image = image.copy()
                image.set_alpha(int(255 * max(0.0, p.alpha)))
            blits.append((image, (x, y)))
        surface.fblits(blits)

    def at(self, pos: Point, cell: Cell | None) -> Sprite | None:
        """The topmost piece under a screen point (a piece on several cells by any of its cells)."""
        for p in reversed(self.placed):
            if cell is not None and len(p.sprite.cells) > 1 and cell in p.sprite.cells:
                return p.sprite
            if math.hypot(pos[0] - p.center[0], pos[1] - p.center[1]) <= p.radius:
                return p.sprite
        return None
