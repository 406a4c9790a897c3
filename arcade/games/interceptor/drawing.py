"""Interceptor's look (STYLE.md): deep space, ships as arrowheads in their side's colour and pattern with their
speed, asteroids as grey rocks with their heading arrow; the launcher card's picture."""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from arcade.core.hexgrid import Hex
from arcade.games.interceptor.rules import InterceptorGame
from arcade.games.interceptor.rules import events as ev
from arcade.games.interceptor.rules.game import IN
from arcade.ui.board import Sprite
from arcade.ui.board.camera import Point
from arcade.ui.board.sprites import register_shape
from arcade.ui.pieces import sprite as token

#: Degrees of each facing (N NE SE S SW NW) for the board view (0 = east, counter-clockwise).
HEADINGS = (90.0, 30.0, 330.0, 270.0, 210.0, 150.0)


def paint_rock(image: pygame.Surface, s: Sprite, radius: int, centers: list[Point]) -> None:
    """A lumpy grey rock (the same lumps for the same asteroid) with a small arrow for its heading."""
    cx, cy = image.get_width() / 2, image.get_height() / 2
    rnd = random.Random(str(s.id))
    pts = []
    for i in range(11):
        a = 2 * math.pi * i / 11
        r = radius * rnd.uniform(0.62, 0.8)
        pts.append((cx + math.cos(a) * r, cy + math.sin(a) * r))
    pygame.draw.polygon(image, (96, 92, 88), pts)
    pygame.draw.polygon(image, (150, 146, 140), pts, max(1, radius // 10))
    for _ in range(3):
        x, y = cx + rnd.uniform(-0.3, 0.3) * radius, cy + rnd.uniform(-0.3, 0.3) * radius
        pygame.draw.circle(image, (70, 66, 64), (x, y), radius * rnd.uniform(0.08, 0.14))
    if s.heading is not None:
        a = math.radians(s.heading)
        tip = (cx + math.cos(a) * radius * 0.98, cy - math.sin(a) * radius * 0.98)
        back = (cx + math.cos(a) * radius * 0.45, cy - math.sin(a) * radius * 0.45)
        wing = radius * 0.22
        left = (back[0] + math.cos(a + math.pi / 2) * wing, back[1] - math.sin(a + math.pi / 2) * wing)
        right = (back[0] + math.cos(a - math.pi / 2) * wing, back[1] - math.sin(a - math.pi / 2) * wing)
        pygame.draw.polygon(image, (255, 214, 120), [tip, left, right])
        pygame.draw.polygon(image, (40, 30, 10), [tip, left, right], 1)


register_shape("rock", paint_rock)


def rock_id(index: int) -> str:
    return f"rock{index}"


@dataclass
class Stage:
    """What the board shows: the game as it stands, or a resolution as far as it has been played back."""

    rocks: list[tuple[Hex, int]]  # each asteroid's hex and heading
    ships: dict[int, tuple[Hex, int, int]]  # each ship in the arena: hex, facing, speed
    hurt: dict[int, int] = field(default_factory=dict)  # damage taken in the resolution shown


def stage_of(g: InterceptorGame, hurt: dict[int, int]) -> Stage:
    return Stage([(r.at, r.heading) for r in g.rocks],
                 {s.id: (s.at, s.facing, s.speed) for s in g.ships if s.state == IN}, dict(hurt))


def board_sprites(g: InterceptorGame, stage: Stage, sides: list[str]) -> list[Sprite]:
    """Asteroids under the ships (a ship in an asteroid's hex stands over it, whole); a ship shows its speed, and
    the damage it took in the last resolution."""
    out = [Sprite(rock_id(i), (at,), "white", "rock", HEADINGS[heading], z=0, ground=True) for i, (at, heading) in
           enumerate(stage.rocks)]
    for sid, (at, facing, speed) in stage.ships.items():
        hurt = stage.hurt.get(sid)
        hurt_badge = (f"−{hurt}",) if hurt else ()  # (on red: a "-2" was read as a speed)
        out.append(Sprite(sid, (at,), sides[g.ships[sid].owner], "arrow", HEADINGS[facing], "", (str(speed),),
                          alerts=hurt_badge, z=2))
    return out


def ghost(ship_id: int, side: str, at: Hex, facing: int, speed: int) -> Sprite:
    """Where the ship being given orders would end (seen by its player only)."""
    return Sprite(("ghost", ship_id), (at,), side, "arrow", HEADINGS[facing], "", (str(speed),), z=3, hidden=True)


def draw_preview(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The launcher card: a field of stars, a hex grid, two fighters closing in past a rock."""
    pygame.draw.rect(surface, (8, 10, 22), rect)
    rnd = random.Random(7)
    for _ in range(90):
        x, y = rect.x + rnd.random() * rect.width, rect.y + rnd.random() * rect.height
        c = rnd.randint(90, 230)
        surface.set_at((int(x), int(y)), (c, c, min(255, c + 20)))
    size = rect.height / 9
    for col in range(int(rect.width / (size * 1.5)) + 2):
        for row in range(10):
            cx = rect.x + col * size * 1.5
            cy = rect.y + (row + (0.5 if col % 2 else 0.0)) * size * math.sqrt(3)
            pts = [(cx + size * math.cos(math.radians(60 * i)), cy + size * math.sin(math.radians(60 * i)))
                   for i in range(6)]
            pygame.draw.polygon(surface, (34, 40, 66), pts, 1)
    radius = int(size * 0.9)
    rock = pygame.Surface((radius * 3, radius * 3), pygame.SRCALPHA)
    paint_rock(rock, Sprite("r", ((0, 0),), "white", "rock", 30.0), int(radius * 1.3), [(0.0, 0.0)])
    surface.blit(rock, rock.get_rect(center=(rect.centerx, rect.centery)))
    for side, heading, fx, fy in (("red", 20.0, 0.25, 0.68), ("blue", 200.0, 0.76, 0.3)):
        image = token(side, "arrow", "", heading, int(radius * 1.5))
        surface.blit(image, image.get_rect(center=(rect.x + rect.width * fx, rect.y + rect.height * fy)))


def phases(events: Sequence[ev.Event]) -> list[list[ev.Event]]:
    """A resolution's events as the phases to play back, in the rules' order: the ships' flight (and what it
    cost them), the asteroids' drift (and whom they hit), the volley."""
    events = list(events)
    drift = next((i for i, e in enumerate(events) if isinstance(e, ev.Drifted)), len(events))
    fire = next((i for i, e in enumerate(events) if isinstance(e, ev.Fired)), len(events))
    fire = max(fire, drift)
    return [group for group in (events[:drift], events[drift:fire], events[fire:]) if group]
