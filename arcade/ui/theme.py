"""Colours, fonts and player sides shared by every screen."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

import pygame
import pygame_gui

Color = tuple[int, int, int]

BACKGROUND: Color = (18, 22, 32)
PANEL: Color = (30, 36, 50)
PANEL_EDGE: Color = (62, 72, 96)
TEXT: Color = (236, 238, 244)
TEXT_DIM: Color = (160, 168, 186)
ACCENT: Color = (255, 196, 61)
SELECTED: Color = (255, 255, 255)
REACHABLE: tuple[int, int, int, int] = (110, 230, 120, 90)
THREAT: Color = (230, 50, 50)
PATH: Color = (255, 230, 120)
#: A hinted or lesson's move drawn as the player's own would be, before they make one: light, beside PATH's gold.
GUIDE: Color = (235, 235, 245)
CLOCK_NORMAL: Color = TEXT
CLOCK_AMBER: Color = (255, 176, 0)
CLOCK_RED: Color = (255, 64, 64)


@dataclass(frozen=True)
class Side:
    """A player colour paired with a pattern, so sides never differ by colour alone."""

    id: str
    color: Color
    ink: Color  # pattern and text colour on top of `color`
    pattern: str  # stripes | dots | chevrons | rings | cross | checks


SIDES: dict[str, Side] = {
    s.id: s
    for s in (
        Side("red", (214, 48, 49), (255, 226, 226), "stripes"),
        Side("blue", (38, 110, 220), (214, 232, 255), "dots"),
        Side("amber", (244, 178, 28), (70, 44, 0), "chevrons"),
        Side("green", (36, 160, 84), (216, 255, 226), "rings"),
        Side("white", (236, 236, 230), (40, 40, 48), "cross"),
        Side("violet", (136, 72, 204), (238, 222, 255), "checks"),
    )
}


def side(side_id: str) -> Side:
    return SIDES.get(side_id, SIDES["white"])


def _font_dir() -> Path:
    return Path(pygame_gui.__file__).resolve().parent / "data"


@lru_cache(maxsize=64)
def _load_font(size: int, bold: bool) -> pygame.font.Font:
    name = "NotoSans-Bold.ttf" if bold else "NotoSans-Regular.ttf"
    return pygame.font.Font(str(_font_dir() / name), max(6, int(size)))


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """Noto Sans (shipped with pygame-gui), one family for the whole suite; cached, and reloaded when pygame was
    shut down and started again since (fonts do not survive that)."""
    cached = _load_font(int(size), bold)
    try:
        cached.get_height()
    except pygame.error:
        _load_font.cache_clear()
        cached = _load_font(int(size), bold)
    return cached


#: The smallest text any table draws, in pixels: readable from a metre at 1280×720.
MIN_TEXT = 16


def text_px(size: float, scale: float) -> int:
    """A text size designed at 1080p, scaled for this window but never under MIN_TEXT."""
    return max(MIN_TEXT, int(size * scale))


def scale_for(surface_height: int) -> float:
    """Type scale: 1.0 at 1080 px high, smaller windows get proportionally smaller text (but stay readable)."""
    return max(0.62, surface_height / 1080)


def blit_text(
    surface: pygame.Surface,
    text: str,
    size: int,
    color: Color,
    pos: tuple[int, int],
    anchor: str = "topleft",
    bold: bool = False,
) -> pygame.Rect:
    image = _rendered(text, int(size), tuple(color), bold, font(size, bold))
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    return rect


@lru_cache(maxsize=1024)
def _rendered(text: str, size: int, color: tuple[int, ...], bold: bool, face: pygame.font.Font) -> pygame.Surface:
    """A panel draws the same few dozen texts every frame: each is rendered once (per font object, so a font
    loaded again after pygame restarts renders afresh)."""
    return face.render(text, True, color)


def wrap(text: str, size: int, width: int, bold: bool = False, lines: int | None = None) -> list[str]:
    """Break text into lines no wider than width pixels; at most `lines` of them, the last ending in an
    ellipsis when some were left out (never a sentence silently cut)."""
    out = list(_wrapped(text, int(size), int(width), bold, font(size, bold)))
    if lines is not None and len(out) > lines:
        out = out[:lines]
        out[-1] = fit(out[-1] + "…", size, width, bold)
    return out


@lru_cache(maxsize=512)
def _wrapped(text: str, size: int, width: int, bold: bool, f: pygame.font.Font) -> tuple[str, ...]:
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split():
            trial = f"{line} {word}".strip()
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return tuple(lines)


def fit(text: str, size: int, width: int, bold: bool = False) -> str:
    """The text, shortened with an ellipsis when it would be wider than width pixels."""
    f = font(size, bold)
    if f.size(text)[0] <= width:
        return text
    while text and f.size(text + "…")[0] > width:
        text = text[:-1]
    return text.rstrip() + "…"


def text_scale(surface_height: int) -> float:
    """The widget text scale for a window height, in steps of 0.05 so a resize reloads the theme rarely."""
    return round(min(1.0, scale_for(surface_height)) * 20) / 20


def theme_data(scale: float = 1.0) -> dict[str, Any]:
    """The pygame-gui theme (assets/theme.json, sizes written for 1080p) with its font sizes scaled, so buttons
    keep their words inside at 720p as at 1080p, and drop-down rows as tall as their text needs."""
    from arcade.paths import ASSETS

    data: dict[str, Any] = json.loads((ASSETS / "theme.json").read_text(encoding="utf-8"))
    for block in data.values():
        font = block.get("font") if isinstance(block, dict) else None
        if isinstance(font, dict) and "size" in font:
            font["size"] = str(max(MIN_TEXT, round(int(font["size"]) * scale)))  # the 16-px floor, widgets too
    # a drop-down's rows are 20 px unless told: taller than their text, and at least a 24-px click target
    # (the menu sizes its list with it, the list inside lays its rows out with its own)
    text = max(int(data.get(block, {}).get("font", {}).get("size", MIN_TEXT)) for block in ("drop_down_menu", "button"))
    for block in ("drop_down_menu", "#drop_down_options_list"):
        data.setdefault(block, {}).setdefault("misc", {})["list_item_height"] = str(max(24, round(text * 1.8)))
    return data
