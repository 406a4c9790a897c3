"""The board view: exact picking at every zoom, pan and zoom by mouse and keys, highlight layers, pieces."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from arcade.boards import load_board_file
from arcade.core.board import Board, parse_board
from arcade.ui import theme
from arcade.ui.board_view import BoardView
from arcade.ui.pieces import Piece, sprite
from tests.fixtures.demo_game import BOARD, DemoScene
from tests.harness import Harness

ROOT = Path(__file__).resolve().parents[2]


def make_board(kind: str) -> Board:
    if kind == "square":
        rows = ["".join("$." [(c + r) % 2] for c in range(10)) for r in range(8)]
        grid = "{kind: square}"
        cols, nrows = 10, 8
    else:
        orientation, parity = kind.split("-")
        rows = ["$" * 9 for _ in range(7)]
        grid = f"{{kind: hex, orientation: {orientation}, offset: {parity}}}"
        cols, nrows = 9, 7
    text = f"id: t\nname: t\ngrid: {grid}\nsize: {{cols: {cols}, rows: {nrows}}}\nlegend: {{'$': plain, '.': sea}}\n"
    text += "terrain:\n" + "".join(f'  - "{r}"\n' for r in rows)
    return parse_board(text, "t.yaml")


@pytest.fixture(autouse=True)
def display() -> None:
    pygame.init()
    pygame.display.set_mode((1280, 720))


KINDS = ["flat-odd", "flat-even", "pointy-odd", "pointy-even", "square"]


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("zoom", [0.5, 1.0, 1.7, 3.0, 6.0])
def test_picks_the_cell_under_the_mouse_at_every_zoom(kind: str, zoom: float) -> None:
    board = make_board(kind)
    view = BoardView(board, pygame.Rect(30, 20, 900, 640))
    view.zoom_at(zoom, (400, 300))
    view.pan(-37, 23)
    checked = 0
    for cell in board.cells():
        cx, cy = view.cell_center(cell)
        if not view.rect.collidepoint(cx, cy):
            continue
        assert view.cell_at((cx, cy)) == cell
        for x, y in view.cell_polygon(cell):  # just inside every corner
            p = (cx + (x - cx) * 0.85, cy + (y - cy) * 0.85)
            if view.rect.collidepoint(p):
                assert view.cell_at(p) == cell
        checked += 1
    assert checked > 0


def test_outside_the_board_or_view_picks_nothing() -> None:
    board = load_board_file(BOARD)
    view = BoardView(board, pygame.Rect(0, 0, 800, 600))
    assert view.cell_at((-5, 10)) is None
    hole = view.cell_center((0, 1))
    # (0, 0) is a hole in the demo map: its centre picks nothing
    x0, y0 = view.cell_center((0, 2))
    hole_center = (x0, y0 - 2 * (y0 - hole[1]))
    assert view.cell_at(hole_center) is None


def test_fit_shows_the_whole_board_and_zoom_keeps_the_point_under_the_mouse() -> None:
    board = load_board_file(ROOT / "boards" / "fmp.yaml")
    view = BoardView(board, pygame.Rect(0, 0, 1344, 1080))
    for cell in board.cells():
        for x, y in view.cell_polygon(cell):
            assert view.rect.inflate(2, 2).collidepoint(x, y)
    anchor = view.cell_center((10, 10))
    view.zoom_at(2.0, anchor)
    assert view.cell_at(anchor) == (10, 10)
    after = view.cell_center((10, 10))
    assert abs(after[0] - anchor[0]) < 1e-6 and abs(after[1] - anchor[1]) < 1e-6


def test_pan_never_loses_the_board() -> None:
    view = BoardView(make_board("square"), pygame.Rect(0, 0, 800, 600))
    view.pan(100000, 100000)
    x0, y0 = view.cell_center((0, 0))
    assert x0 < 800 and y0 < 600


def test_highlight_layers_are_drawn() -> None:
    board = make_board("flat-odd")
    view = BoardView(board, pygame.Rect(0, 0, 800, 600))
    surface = pygame.display.get_surface()
    view.draw(surface)
    c = tuple(int(v) for v in view.cell_center((2, 2)))
    plain = surface.get_at(c)
    view.set_highlight("reach", [(2, 2)], "reachable")
    view.draw(surface)
    washed = surface.get_at(c)
    assert washed != plain and washed.g > washed.r  # a soft green wash
    view.set_highlight("reach", [(4, 4)], "threatened")
    view.draw(surface)
    pts = [tuple(int(v) for v in p) for p in view.cell_polygon((4, 4))]
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    reds = sum(1 for x in range(min(xs), max(xs)) for y in range(min(ys), max(ys))
               if surface.get_at((x, y)).r > 200 and surface.get_at((x, y)).g < 120)
    assert reds > 20  # red hatching
    view.set_highlight("route", [(1, 1), (2, 1), (3, 1)], "path")
    view.draw(surface)
    mid = tuple(int(v) for v in view.cell_center((2, 1)))
    assert surface.get_at(mid)[:3] == theme.PATH
    with pytest.raises(ValueError):
        view.set_highlight("x", [], "sparkles")
    view.clear_highlight()
    assert view.highlights == {}


def grey(surface: pygame.Surface) -> list[int]:
    w, h = surface.get_size()
    return [sum(surface.get_at((x, y))[:3]) // 3 for y in range(0, h, 2) for x in range(0, w, 2)]


def test_sides_differ_by_pattern_not_colour_alone() -> None:
    """Seen in grey (as a colour-blind player might), every pair of sides still looks different."""
    ids = list(theme.SIDES)
    images = {i: grey(sprite(i, "disc", "", None, 40)) for i in ids}
    for a in ids:
        for b in ids:
            if a < b:
                diff = sum(abs(x - y) > 40 for x, y in zip(images[a], images[b], strict=True))
                assert diff > 60, (a, b)
    patterns = [s.pattern for s in theme.SIDES.values()]
    assert len(set(patterns)) == len(patterns)


@pytest.mark.parametrize("zoom", [0.6, 1.0, 2.5, 5.0])
def test_pieces_are_rendered_at_each_zoom_not_stretched(zoom: float) -> None:
    board = make_board("square")
    view = BoardView(board, pygame.Rect(0, 0, 800, 600))
    view.zoom_at(zoom)
    view.set_pieces([Piece((3, 3), "red", "ship", "12", 90.0), Piece((4, 4), "blue", "arrow", heading=30.0)])
    surface = pygame.display.get_surface()
    view.draw(surface)
    radius = max(4, int(view.cell_px * 0.84))
    image = sprite("red", "ship", "12", 90.0, radius)
    assert image.get_size() == (2 * radius, 2 * radius)
    center = tuple(int(v) for v in view.cell_center((3, 3)))
    if view.rect.collidepoint(center):
        assert surface.get_at(center)[:3] != (12, 14, 20)


def test_mouse_and_keys_drive_the_view_in_a_real_game(harness: Harness) -> None:
    harness.app.start_game(harness.app.registry.get("demo"),  # type: ignore[arg-type]
                           {"players": [{"name": "A", "side": "red"}, {"name": "B", "side": "blue"}],
                            "options": {}, "board": None})
    harness.step()
    harness.pass_handover()
    scene = harness.top
    assert isinstance(scene, DemoScene) and scene.view is not None
    view = scene.view
    z0 = view.zoom
    harness.wheel(tuple(int(v) for v in view.cell_center((4, 3))), 3)  # zoom in on (4, 3)
    assert view.zoom == pytest.approx(z0 * 1.15**3)
    assert view.cell_at(view.cell_center((4, 3))) == (4, 3)
    off = view.offset
    harness.drag((500, 400), (420, 380))
    assert view.offset == pytest.approx((off[0] - 80, off[1] - 20))
    assert scene.record.steps == []  # a drag is not a click
    harness.key(pygame.K_LEFT)
    harness.key(pygame.K_MINUS)
    harness.key(pygame.K_PLUS)
    harness.key(pygame.K_HOME)
    zoom_fit = view.zoom
    harness.key(pygame.K_EQUALS)
    assert view.zoom == pytest.approx(zoom_fit * 1.25)
    target = next(c for c in view.board.cells() if view.rect.collidepoint(view.cell_center(c)) and c == (5, 2))
    harness.click(view.cell_center(target))  # click a board cell at this zoom
    assert [s.action for s in scene.record.steps] == [{"type": "mark", "cell": [5, 2]}]
