"""Painting the sea before the first action (PMF.MAP.3): a brush per kind of square, laid by click or drag;
the painted rows go into the record's setup, so the battle replays on the same sea."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from arcade.core.board import Board
from arcade.games.playmoflotte.rules import CODES, PlaymoflotteRules, terrain_rows
from arcade.ui.table import hit_at

if TYPE_CHECKING:
    from arcade.games.playmoflotte.scene import PlaymoflotteScene


def paint_event(sc: PlaymoflotteScene, event: pygame.event.Event) -> bool:
    if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
        hit = hit_at(sc.hits, event.pos)
        if hit is not None and hit.kind == "brush":
            sc.brush = str(hit.value)
            return True
        cell = sc.view.cell_at(event.pos)
        if cell is not None:
            sc._painting_drag = True
            paint(sc, cell)
            return True
    elif event.type == pygame.MOUSEMOTION and sc._painting_drag:
        cell = sc.view.cell_at(event.pos)
        if cell is not None:
            paint(sc, cell)
        return True
    elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and sc._painting_drag:
        sc._painting_drag = False
        return True
    return False


def paint(sc: PlaymoflotteScene, cell: tuple[int, int]) -> None:
    """Lay one square of the chosen kind (PMF.MAP.3): each square has exactly one kind."""
    x, y = cell
    row = sc.paint_rows[y]
    sc.paint_rows[y] = row[:x] + CODES[sc.brush] + row[x + 1:]
    reload_painted(sc)


def reset_map(sc: PlaymoflotteScene) -> None:
    sc.paint_rows = terrain_rows(rules_board(sc))
    reload_painted(sc)


def rules_board(sc: PlaymoflotteScene) -> Board:
    """The chosen preset map, before any painting."""
    preset: Board = sc.rules.parse_setup({k: v for k, v in sc.record.setup.items() if k != "terrain"}).board
    return preset


def reload_painted(sc: PlaymoflotteScene) -> None:
    rules = sc.rules
    assert isinstance(rules, PlaymoflotteRules)
    sc.board = rules.painted(rules_board(sc), sc.paint_rows)
    old, sc.view = sc.view, sc._new_view()
    sc.view.keep_camera(old)
    sc.app.request_redraw()
