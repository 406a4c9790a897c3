"""Asteroyds' look (STYLE.md): neon on black; ships as arrowheads in their team's colour, turrets as squares
pointing along their die, pods as grey drums, asteroyds as rocks, blue asteroids as blue rocks."""

from __future__ import annotations

import math
import random

import pygame

from arcade.core.hexgrid import Hex
from arcade.games.asteroyds.rules import AsteroydsGame
from arcade.ui.board import Sprite
from arcade.ui.board.camera import Point
from arcade.ui.board.sprites import register_shape
from arcade.ui.pieces import sprite as token

#: Degrees of directions 1-6 (index 0-5) on pointy-top hexes for the board view (0 = east, counter-clockwise).
HEADINGS = (60.0, 0.0, 300.0, 240.0, 180.0, 120.0)
ROCK_TINT = {"red": (150, 70, 62), "white": (170, 170, 178), "blue": (60, 96, 190)}


def paint_asteroyd(image: pygame.Surface, s: Sprite, radius: int, centers: list[Point]) -> None:
    """A lumpy rock tinted by its team (the same lumps for the same rock)."""
    cx, cy = image.get_width() / 2, image.get_height() / 2
    rnd = random.Random(str(s.id))
    pts = [(cx + math.cos(2 * math.pi * i / 10) * radius * rnd.uniform(0.55, 0.75),
            cy + math.sin(2 * math.pi * i / 10) * radius * rnd.uniform(0.55, 0.75)) for i in range(10)]
    tint = ROCK_TINT.get(s.side, (120, 120, 120))
    pygame.draw.polygon(image, tint, pts)
    pygame.draw.polygon(image, tuple(min(255, c + 70) for c in tint), pts, max(2, radius // 8))


def paint_pod(image: pygame.Surface, s: Sprite, radius: int, centers: list[Point]) -> None:
    cx, cy = image.get_width() / 2, image.get_height() / 2
    rect = pygame.Rect(0, 0, radius * 1.1, radius * 1.1)
    rect.center = (round(cx), round(cy))
    pygame.draw.ellipse(image, (70, 74, 90), rect)
    pygame.draw.ellipse(image, (150, 156, 176), rect, max(2, radius // 10))


register_shape("asteroyd", paint_asteroyd)
register_shape("pod", paint_pod)


def board_sprites(g: AsteroydsGame, ships: dict[int, tuple[Hex, int]], roids: dict[str, Hex],
                  numbers: dict[int, str] | None = None) -> list[Sprite]:
    """Pods, asteroyds (blue ones too), turrets (pointing along their die, dimmed when down), then ships at the
    places given (the table moves them round by round while a turn is played back), each with its number in its
    team while the team programs (two ships may share a hex)."""
    out = [Sprite(("pod", i), (h,), "white", "pod", z=0) for i, (_, h) in enumerate(g.pods)]
    out += [Sprite(("blue", i), (b.at,), "blue", "asteroyd", z=0) for i, b in enumerate(g.blues)]
    out += [Sprite(("roid", t), (h,), t, "asteroyd", z=1, scale=0.8) for t, h in roids.items()]
    for i, t in enumerate(g.turrets):
        heading = HEADINGS[(g.dice.get(t.team, 1) - 1) % 6]
        out.append(Sprite(("turret", i), (t.at,), t.team, "square", heading, "" if t.active else "×", z=1))
    for s in g.ships:
        at, facing = ships.get(s.id, (s.at, s.facing))
        badges: tuple[str, ...] = (s.carrying[0].upper(),) if s.carrying else ()  # the asteroyd it carries
        badges += (numbers[s.id],) if numbers and s.id in numbers else ()
        out.append(Sprite(s.id, (at,), s.team, "arrow", HEADINGS[facing], "", badges, z=2))
    return out


def draw_preview(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The launcher card: black space, a neon laser between a red and a white ship, an asteroyd."""
    pygame.draw.rect(surface, (4, 4, 10), rect)
    rnd = random.Random(3)
    for _ in range(70):
        c = rnd.randint(80, 200)
        surface.set_at((int(rect.x + rnd.random() * rect.width), int(rect.y + rnd.random() * rect.height)), (c, c, c))
    y = rect.y + rect.height * 0.52
    a, b = (rect.x + rect.width * 0.22, y), (rect.x + rect.width * 0.74, y)
    for width, colour in ((9, (120, 20, 30)), (4, (255, 70, 90)), (1, (255, 220, 230))):
        pygame.draw.line(surface, colour, a, b, width)
    radius = int(rect.height * 0.13)
    for side, heading, x in (("red", 0.0, 0.16), ("white", 180.0, 0.82)):
        image = token(side, "arrow", "", heading, radius)
        surface.blit(image, image.get_rect(center=(rect.x + rect.width * x, y)))
    rock = pygame.Surface((radius * 3, radius * 3), pygame.SRCALPHA)
    paint_asteroyd(rock, Sprite("r", ((0, 0),), "white", "asteroyd"), radius, [(0.0, 0.0)])
    surface.blit(rock, rock.get_rect(center=(rect.x + rect.width * 0.5, rect.y + rect.height * 0.25)))


TEAM_COLOURS = {"red": (255, 70, 90), "white": (230, 236, 255), "blue": (80, 150, 255)}
CRASH = (255, 150, 40)  # a crash's flash and its mark on the board


def faint(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    return colour[0] // 2, colour[1] // 2, colour[2] // 2
