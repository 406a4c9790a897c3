"""Full Metal Planète drawn by the program, seen from above: the army's machines in their colour and pattern, the
astronef as a dome with three podes and their turrets, ore as grey pebbles, pontoons as planks; marks for pieces
that cannot act (neutralized: a red cross ring; stranded or bogged: a blue wave ring; holding under fire: a ring of
dashes) — each also said in words in the panel.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

import pygame

from arcade.games.fmp.rules import FmpGame
from arcade.games.fmp.rules import events as ev
from arcade.games.fmp.rules.model import BOARD, Piece
from arcade.games.fmp.rules.pieces import Kind
from arcade.games.fmp.styles import styles_at
from arcade.ui import theme
from arcade.ui.board import BoardView, Sprite, register_shape

SHAPE = "fmp"
INK = (24, 24, 30)
STEEL = (196, 198, 206)
ORE = (128, 128, 134)
PLANK = (150, 104, 58)


def piece_sprite(g: FmpGame, p: Piece, marks: tuple[str, ...] = ()) -> Sprite:
    """One piece on the board (a turret is drawn by its astronef)."""
    colour = p.colour or "white"
    z = {Kind.PONTOON: -3, Kind.ASTRONEF: -2, Kind.ORE: -1}.get(p.kind, 0)
    carried: tuple[str, ...] = ()
    badges: tuple[str, ...] = ()
    if p.kind is Kind.ASTRONEF:
        towers = tuple(g.live_turret(p, i) is not None for i in range(3))
        held = len(list(g.inside(p)))
        badges = (str(held),) if held else ()
        extra: tuple[object, ...] = (p.kind.value, marks, towers)
    else:
        carried = tuple("ore" if g.pieces[c].kind is Kind.ORE else (g.pieces[c].colour or "white")
                        for c in p.contents)
        extra = (p.kind.value, marks)
    return Sprite(p.id, p.hexes, colour, SHAPE, badges=badges, carried=carried, z=z, extra=extra)


def board_sprites(g: FmpGame, marks: dict[int, tuple[str, ...]] | None = None) -> list[Sprite]:
    marks = marks or {}
    return [piece_sprite(g, p, marks.get(p.id, ())) for p in g.pieces if p.where == BOARD and p.kind is not Kind.TURRET]


# -- the painter ---------------------------------------------------------------------------------------------------
def paint(image: pygame.Surface, s: Sprite, radius: int, centers: list[tuple[float, float]]) -> None:
    extra: tuple[object, ...] = s.extra  # type: ignore[assignment]
    kind = str(extra[0])
    marks: tuple[str, ...] = extra[1]  # type: ignore[assignment]
    half = image.get_width() / 2
    pts = [(half + x, half + y) for x, y in centers]
    side = theme.side(s.side)
    c = pts[0]
    if kind == "astronef":
        towers: tuple[bool, ...] = extra[2]  # type: ignore[assignment]
        _astronef(image, pts, radius, side, towers)
    elif kind == "barge":
        _barge(image, pts, radius, side)
    elif kind == "ore":
        for dx, dy, f in ((-0.3, 0.15, 0.34), (0.28, 0.2, 0.3), (0.0, -0.25, 0.36)):
            pygame.draw.circle(image, INK, (c[0] + dx * radius, c[1] + dy * radius), radius * f + 1)
            pygame.draw.circle(image, ORE, (c[0] + dx * radius, c[1] + dy * radius), radius * f)
            pygame.draw.circle(image, (170, 170, 176), (c[0] + (dx - 0.08) * radius, c[1] + (dy - 0.08) * radius),
                               radius * f * 0.4)
    elif kind == "pontoon":
        _hexagon(image, c, radius * 1.05, PLANK, INK)
        for k in (-0.45, 0.0, 0.45):
            y = c[1] + k * radius
            pygame.draw.line(image, (110, 74, 40), (c[0] - radius * 0.8, y), (c[0] + radius * 0.8, y),
                             max(1, radius // 10))
    else:
        _machine(image, kind, c, radius, side)
    for mark in marks:
        _mark(image, mark, c if kind != "astronef" else pts[0], radius)


def _body(image: pygame.Surface, rect: pygame.Rect, side: theme.Side, radius: int) -> None:
    """The machine's hull in the side's colour, with the side's pattern stripe so colour is never alone."""
    pygame.draw.rect(image, INK, rect.inflate(4, 4), border_radius=max(2, radius // 4))
    pygame.draw.rect(image, side.color, rect, border_radius=max(2, radius // 4))
    _pattern_mark(image, rect, side, radius)


def _pattern_mark(image: pygame.Surface, rect: pygame.Rect, side: theme.Side, radius: int) -> None:
    ink = side.ink
    w = max(1, radius // 9)
    if side.pattern == "stripes":
        for k in range(-2, 3):
            x = rect.centerx + k * rect.width // 5
            pygame.draw.line(image, ink, (x - rect.height // 3, rect.bottom - 2),
                             (x + rect.height // 3, rect.top + 2), w)
    elif side.pattern == "dots":
        for k in (-1, 0, 1):
            pygame.draw.circle(image, ink, (rect.centerx + k * rect.width // 3, rect.centery), max(2, radius // 8))
    elif side.pattern == "chevrons":
        for k in (-1, 1):
            x = rect.centerx + k * rect.width // 4
            pygame.draw.lines(image, ink, False, [(x - radius // 4, rect.bottom - 3), (x, rect.top + 3),
                                                  (x + radius // 4, rect.bottom - 3)], w)
    elif side.pattern == "rings":
        pygame.draw.circle(image, ink, rect.center, max(3, rect.height // 3), w)
    elif side.pattern == "cross":
        pygame.draw.line(image, ink, (rect.centerx, rect.top + 2), (rect.centerx, rect.bottom - 2), w * 2)
        pygame.draw.line(image, ink, (rect.left + 2, rect.centery), (rect.right - 2, rect.centery), w * 2)


def _machine(image: pygame.Surface, kind: str, c: tuple[float, float], radius: int, side: theme.Side) -> None:
    r = radius
    cx, cy = c
    if kind in ("tank", "heavy_tank"):
        big = kind == "heavy_tank"
        body = pygame.Rect(0, 0, int(r * (1.6 if big else 1.35)), int(r * (1.25 if big else 1.0)))
        body.center = (round(cx), round(cy + r * 0.08))
        for dy in (-1, 1):  # tracks
            track = pygame.Rect(body.x - 2, 0, body.width + 4, max(3, r // 5))
            track.centery = body.centery + dy * (body.height // 2)
            pygame.draw.rect(image, INK, track, border_radius=2)
        _body(image, body, side, r)
        barrels = (-0.14, 0.14) if big else (0.0,)
        for off in barrels:
            pygame.draw.line(image, INK, (cx, cy + off * r), (cx + r * 0.98, cy + off * r - r * 0.05),
                             max(3, r // 6))
        pygame.draw.circle(image, INK, (cx, cy), r * (0.36 if big else 0.3) + 2)
        pygame.draw.circle(image, STEEL, (cx, cy), r * (0.36 if big else 0.3))
    elif kind == "crab":
        for sign in (-1, 1):  # claws
            base = (cx + sign * r * 0.45, cy - r * 0.35)
            tip = (cx + sign * r * 0.8, cy - r * 0.85)
            pygame.draw.line(image, INK, base, tip, max(3, r // 5))
            pygame.draw.circle(image, INK, tip, max(3, r // 6))
        body = pygame.Rect(0, 0, int(r * 1.4), int(r * 1.05))
        body.center = (round(cx), round(cy + r * 0.1))
        _body(image, body, side, r)
    elif kind == "weather_layer":
        body = pygame.Rect(0, 0, int(r * 1.45), int(r * 1.1))
        body.center = (round(cx), round(cy + r * 0.15))
        _body(image, body, side, r)
        mast = (cx + r * 0.35, cy - r * 0.95)  # the weather dish on its mast
        pygame.draw.line(image, INK, (cx + r * 0.35, cy - r * 0.3), mast, max(2, r // 8))
        pygame.draw.arc(image, INK, pygame.Rect(mast[0] - r * 0.4, mast[1] - r * 0.3, r * 0.8, r * 0.6), math.pi,
                        2 * math.pi, max(2, r // 7))
    elif kind == "motorboat":
        hull = [(cx + r * 0.95, cy), (cx + r * 0.35, cy - r * 0.5), (cx - r * 0.85, cy - r * 0.45),
                (cx - r * 0.85, cy + r * 0.45), (cx + r * 0.35, cy + r * 0.5)]
        pygame.draw.polygon(image, INK, [(x + 2, y + 2) for x, y in hull])
        pygame.draw.polygon(image, side.color, hull)
        deck = pygame.Rect(0, 0, int(r * 0.9), int(r * 0.5))
        deck.center = (round(cx - r * 0.15), round(cy))
        _pattern_mark(image, deck, side, r)
        pygame.draw.polygon(image, INK, hull, max(1, r // 10))
        pygame.draw.line(image, INK, (cx, cy), (cx + r * 0.9, cy), max(2, r // 7))
    else:
        pygame.draw.circle(image, side.color, (cx, cy), r * 0.8)


def _barge(image: pygame.Surface, pts: list[tuple[float, float]], radius: int, side: theme.Side) -> None:
    (ax, ay), (bx, by) = pts[0], pts[-1]
    angle = math.atan2(by - ay, bx - ax)
    length = math.hypot(bx - ax, by - ay) + radius * 1.5
    width = radius * 1.25
    mid = ((ax + bx) / 2, (ay + by) / 2)
    cos, sin = math.cos(angle), math.sin(angle)

    def at(u: float, v: float) -> tuple[float, float]:
        return mid[0] + u * cos - v * sin, mid[1] + u * sin + v * cos

    hull = [at(length / 2, 0), at(length / 2 - width * 0.4, width / 2), at(-length / 2, width / 2),
            at(-length / 2, -width / 2), at(length / 2 - width * 0.4, -width / 2)]
    pygame.draw.polygon(image, INK, [(x + 2, y + 2) for x, y in hull])
    pygame.draw.polygon(image, side.color, hull)
    hold = [at(length * 0.3, width * 0.3), at(-length * 0.42, width * 0.3), at(-length * 0.42, -width * 0.3),
            at(length * 0.3, -width * 0.3)]
    pygame.draw.polygon(image, (60, 52, 44), hold)
    pygame.draw.polygon(image, INK, hull, max(2, radius // 9))
    stripe = pygame.Rect(0, 0, int(width * 0.8), int(width * 0.5))
    stripe.center = (round(at(length * 0.36, 0)[0]), round(at(length * 0.36, 0)[1]))
    _pattern_mark(image, stripe, side, radius)


def _astronef(image: pygame.Surface, pts: list[tuple[float, float]], radius: int, side: theme.Side,
              towers: tuple[bool, ...]) -> None:
    """A dome filling its hex, a leg to each pode, and on each pode its turret (or the crater it left)."""
    dome = pts[0]
    big = radius * 1.2  # the astronef fills its four hexes more than a machine fills one
    for p in pts[1:]:
        ang = math.atan2(p[1] - dome[1], p[0] - dome[0])
        base = [(dome[0] + math.cos(ang + d) * big * 0.8, dome[1] + math.sin(ang + d) * big * 0.8)
                for d in (0.55, -0.55)]
        foot = [(p[0] + math.cos(ang + d) * big * 0.6, p[1] + math.sin(ang + d) * big * 0.6) for d in (-1.3, 1.3)]
        pygame.draw.polygon(image, INK, [*base, *foot])
        pygame.draw.polygon(image, (150, 152, 162), [*base, *foot])
        pygame.draw.polygon(image, side.color, [*base, *foot], max(2, radius // 5))
    for p, tower in zip(pts[1:], towers, strict=False):
        if tower:  # a turret: a gun mount in the side's colour
            pygame.draw.circle(image, INK, p, big * 0.62 + 2)
            pygame.draw.circle(image, side.color, p, big * 0.62)
            pygame.draw.circle(image, STEEL, p, big * 0.3)
            pygame.draw.circle(image, INK, p, big * 0.3, 2)
        else:  # destroyed: a dark crater on the pode
            pygame.draw.circle(image, (44, 40, 38), p, big * 0.45)
            pygame.draw.circle(image, (90, 80, 70), p, big * 0.45, 2)
    pygame.draw.circle(image, INK, dome, big + 2)
    pygame.draw.circle(image, side.color, dome, big)
    inner = pygame.Rect(0, 0, int(big * 1.1), int(big * 0.55))
    inner.center = (round(dome[0]), round(dome[1] + big * 0.45))
    _pattern_mark(image, inner, side, radius)
    pygame.draw.circle(image, (220, 236, 250), (dome[0], dome[1] - big * 0.12), big * 0.45)
    pygame.draw.circle(image, INK, (dome[0], dome[1] - big * 0.12), big * 0.45, 2)


def _hexagon(image: pygame.Surface, c: tuple[float, float], r: float, fill: theme.Color, edge: theme.Color) -> None:
    corners = [(c[0] + r * math.cos(math.radians(60 * k)), c[1] + r * math.sin(math.radians(60 * k)))
               for k in range(6)]
    pygame.draw.polygon(image, fill, corners)
    pygame.draw.polygon(image, edge, corners, 2)


def _mark(image: pygame.Surface, mark: str, c: tuple[float, float], radius: int) -> None:
    """Why a piece cannot act, drawn round it (the panel says it in words)."""
    box = pygame.Rect(0, 0, int(radius * 2.1), int(radius * 2.1))
    box.center = (round(c[0]), round(c[1]))
    w = max(2, radius // 6)
    if mark == "neutralized":
        pygame.draw.circle(image, theme.THREAT, c, radius * 1.02, w)
        d = radius * 0.7
        pygame.draw.line(image, theme.THREAT, (c[0] - d, c[1] - d), (c[0] + d, c[1] + d), w)
    elif mark == "stuck":
        for a in range(0, 360, 24):
            r1 = radius * (1.0 if (a // 24) % 2 else 0.9)
            x, y = c[0] + math.cos(math.radians(a)) * r1, c[1] + math.sin(math.radians(a)) * r1
            pygame.draw.circle(image, (120, 190, 255), (x, y), max(2, radius // 8))
    elif mark == "pinned":
        for a in range(0, 360, 45):
            pygame.draw.arc(image, theme.ACCENT, box, math.radians(a), math.radians(a + 25), w)
    elif mark == "threatened":
        pygame.draw.circle(image, theme.THREAT, c, radius * 1.05, max(2, radius // 8))


register_shape(SHAPE, paint)


def draw_preview(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The launcher card: the planet at normal tide with a few armies landed."""
    surface.blit(planet_picture(rect.width, rect.height), rect)


@lru_cache(maxsize=4)
def planet_picture(width: int, height: int) -> pygame.Surface:
    """The card's planet, drawn once per card size (the launcher draws its cards again at each hover)."""
    from arcade.boards import load_board

    picture = pygame.Surface((width, height))
    BoardView(load_board("fmp"), picture.get_rect(), styles_at("normal")).draw(picture)
    return picture


def animate(g: FmpGame, view: BoardView, events: Sequence[ev.Event]) -> None:
    """Moves slide along their path, shots draw from both shooters and flash, losses flash, departures fade."""
    for e in events:
        if isinstance(e, ev.Moved):
            view.slide(e.piece, [e.start[0], *(pos[0] for pos in e.path)])
        elif isinstance(e, ev.Fired):
            end = view.world_center(e.target)
            for s in e.shooters:
                shooter = g.pieces[s]
                if shooter.hexes:
                    view.animator.beam(view.world_center(shooter.hexes[0]), end, (255, 90, 60))
            view.animator.flash(end, (255, 200, 90))
        elif isinstance(e, ev.Destroyed) and e.hex is not None:
            view.animator.flash(view.world_center(e.hex), (255, 120, 60), 0.5)
        elif isinstance(e, ev.Captured | ev.Built | ev.Landed):
            piece = g.pieces[getattr(e, "piece", getattr(e, "astronef", 0))]
            if piece.hexes:
                view.animator.flash(view.world_center(piece.hexes[0]), theme.side(piece.colour or "white").color)
        elif isinstance(e, ev.TookOff):
            view.animator.fade(e.astronef, 0.8)
