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


def paint_event(scene: PlaymoflotteScene, event: pygame.event.Event) -> bool:
    if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
        hit = hit_at(scene.hits, event.pos)
        if hit is not None and hit.kind == "brush":
            scene.brush = str(hit.value)
            return True
        cell = scene.view.cell_at(event.pos)
        if cell is not None:
            scene._painting_drag = True
            paint(scene, cell)
            return True
    elif event.type == pygame.MOUSEMOTION and scene._painting_drag:
        cell = scene.view.cell_at(event.pos)
        if cell is not None:
            paint(scene, cell)
        return True
    elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and scene._painting_drag:
        scene._painting_drag = False
        return True
    return False


def paint(scene: PlaymoflotteScene, cell: tuple[int, int]) -> None:
    """Lay one square of the chosen kind (PMF.MAP.3): each square has exactly one kind."""
    x, y = cell
    row = scene.paint_rows[y]
    scene.paint_rows[y] = row[:x] + CODES[scene.brush] + row[x + 1:]
    reload_painted(scene)


def reset_map(scene: PlaymoflotteScene) -> None:
    scene.paint_rows = terrain_rows(rules_board(scene))
    reload_painted(scene)


def rules_board(scene: PlaymoflotteScene) -> Board:
    """The chosen preset map, before any painting."""
    preset: Board = scene.rules.parse_setup({k: v for k, v in scene.record.setup.items() if k != "terrain"}).board
    return preset


def reload_painted(scene: PlaymoflotteScene) -> None:
    rules = scene.rules
    assert isinstance(rules, PlaymoflotteRules)
    scene.board = rules.painted(rules_board(scene), scene.paint_rows)
    old, scene.view = scene.view, scene._new_view()
    scene.view.keep_camera(old)
    scene.app.request_redraw()
