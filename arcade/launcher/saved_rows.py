"""A saved game's row in the launcher: the players' tokens, the game and players, where it stands (in the game's
own words) and when it was played."""

from __future__ import annotations

import time

import pygame

from arcade.club.outcomes import headline
from arcade.core.clock import format_seconds
from arcade.core.protocol import Outcome
from arcade.i18n import lookup, t
from arcade.registry import Registry
from arcade.saves.store import GameSummary
from arcade.ui import theme
from arcade.ui.levels import seat_name
from arcade.ui.pieces import Piece, draw_piece


def draw_saved(surface: pygame.Surface, row: pygame.Rect, summary: GameSummary, sides: list[str], scale: float,
               registry: Registry) -> None:
    """One saved game: the players' tokens, the game and players, where it stands, when it was played."""
    s = scale
    pygame.draw.rect(surface, theme.PANEL, row, border_radius=int(12 * s))
    pygame.draw.rect(surface, theme.PANEL_EDGE, row, 2, border_radius=int(12 * s))
    radius = int(row.height * 0.3)
    area = int(row.height * 2.4)  # the same width for every row, so the columns line up
    tokens = sides[:6]  # (the colours the seats play under: a team's in Asteroyds)
    step = min(radius * 1.6, (area - 2 * radius) / max(1, len(tokens) - 1))
    for i, side in enumerate(tokens):
        draw_piece(surface, Piece((0, 0), side), (int(row.x + int(14 * s) + radius + i * step), row.centery),
                   radius)
    x = row.x + int(14 * s) + area + int(16 * s)
    game = registry.get(summary.game_id)
    title = game.title if game else summary.game_id
    buttons = summary.finished + reviewable(summary)  # (beside Resume or Rematch, Export, Delete)
    right = row.right - int((610 + 182 * buttons) * s)
    name_w = (right - x) // 2 - int(16 * s)
    top, low = row.y + int(4 * s), row.y + row.height // 2
    big, small = int(24 * s), int(21 * s)
    theme.blit_text(surface, theme.fit(title, big, name_w, True), big, theme.TEXT, (x, top), bold=True)
    theme.blit_text(surface, theme.fit(players_text(summary), small, name_w), small, theme.TEXT_DIM, (x, low))
    x2 = x + name_w + int(16 * s)
    status = status_text(summary, registry)
    theme.blit_text(surface, theme.fit(status, small, right - x2), small, theme.TEXT, (x2, top + int(2 * s)))
    theme.blit_text(surface, theme.fit(played_text(summary.updated), small, right - x2), small, theme.TEXT_DIM,
                    (x2, low))


def reviewable(summary: GameSummary) -> bool:
    """A finished game with a person in it offers its review (a game of computers only has nobody to review)."""
    return summary.finished and not all(summary.computers)


def seat_names(summary: GameSummary) -> list[str]:
    """The players' names, a computer seat named with its level as at the table."""
    levels = [*summary.computers, *[""] * len(summary.players)]
    return [seat_name(name, levels[i]) for i, (name, _) in enumerate(summary.players)]


def players_text(summary: GameSummary) -> str:
    return ", ".join(seat_names(summary))


def status_text(summary: GameSummary, registry: Registry | None = None) -> str:
    """Where a saved game stands, in the game's own words ("Turn 12 · 4:32 left"); a finished game's result worded
    now from its outcome kept as data (a save from before that kept the words)."""
    values: dict[str, object] = dict(summary.status)
    if summary.finished:
        outcome = Outcome.from_data(values.get("outcome"))
        game = registry.get(summary.game_id) if registry is not None else None
        if outcome is not None and game is not None:
            return headline(game, seat_names(summary), outcome)
        if isinstance(values.get("result"), str):
            return str(values["result"])
    values["moves"] = values["n"] = summary.steps  # `n` picks the plural form ("1 move played")
    seat = values.get("to_play")
    if isinstance(seat, int) and 0 <= seat < len(summary.players):
        values["player"] = seat_names(summary)[seat]
    time_left = values.get("time_left")
    if isinstance(time_left, int | float):
        values["time"] = format_seconds(time_left)
    text = lookup("status", summary.game_id, **values)
    if "%{" in text:  # nothing recorded yet for the game's own words (a game left before its first move)
        text = t("status", n=summary.steps)
    return text


def played_text(when: float) -> str:
    """When a game was last played: "today 21:05", "yesterday 21:05" or the date."""
    then = time.localtime(when)
    today = time.localtime()
    clock = time.strftime("%H:%M", then)
    if then.tm_yday == today.tm_yday and then.tm_year == today.tm_year:
        return t("played_today", time=clock)
    yesterday = time.localtime(time.time() - 86400)
    if then.tm_yday == yesterday.tm_yday and then.tm_year == yesterday.tm_year:
        return t("played_yesterday", time=clock)
    return t("played_on", date=time.strftime("%Y-%m-%d", then), time=clock)
