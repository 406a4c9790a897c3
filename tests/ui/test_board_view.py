"""The board view: exact picking at every zoom and after animated zooms, cached terrain with restyling, overlays,
pieces on several cells, fanned stacks, animation, labels, and mouse and keys in a real game."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pygame
import pytest

from arcade.boards import load_board_file
from arcade.core.board import Board, parse_board
from arcade.core.hexgrid import Hex
from arcade.ui import theme
from arcade.ui.board import BoardView, Line, Sprite, TerrainStyle
from arcade.ui.board.animator import MAX_WAIT
from arcade.ui.board.camera import LEVEL_STEP
from arcade.ui.board.terrain import DEFAULT_STYLES
from arcade.ui.pieces import sprite
from tests.fixtures.demo_game import BOARD, DemoScene
from tests.harness import Harness, Time

ROOT = Path(__file__).resolve().parents[2]


def make_board(kind: str) -> Board:
    if kind == "square":
        rows = ["".join("$." [(c + r) % 2] for c in range(10)) for r in range(8)]
        grid = "{kind: square}"
        cols, nrows = 10, 8
    else:
        orientation, parity = kind.split("-")
        rows = ["$%" [(c + r) % 2] * 1 + "$" * 8 for c, r in [(0, i) for i in range(7)]]
        grid = f"{{kind: hex, orientation: {orientation}, offset: {parity}}}"
        cols, nrows = 9, 7
    text = (f"id: t\nname: t\ngrid: {grid}\nsize: {{cols: {cols}, rows: {nrows}}}\n"
            "legend: {'$': plain, '.': sea, '%': marsh}\n")
    text += "terrain:\n" + "".join(f'  - "{r}"\n' for r in rows)
    return parse_board(text, "t.yaml")


@pytest.fixture(autouse=True)
def display() -> None:
    pygame.init()
    pygame.display.set_mode((1280, 720))


def screen() -> pygame.Surface:
    """The display surface the autouse fixture opened."""
    surface = pygame.display.get_surface()
    assert surface is not None
    return surface


KINDS = ["flat-odd", "flat-even", "pointy-odd", "pointy-even", "square"]


def assert_picks_exactly(view: BoardView) -> int:
    checked = 0
    for cell in view.grid.cells:
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
    return checked


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("zoom", [0.5, 1.0, 1.7, 3.0, 6.0])
def test_picks_the_cell_under_the_mouse_at_every_zoom(kind: str, zoom: float) -> None:
    view = BoardView(make_board(kind), pygame.Rect(30, 20, 900, 640))
    view.zoom_at(zoom, (400, 300))
    view.pan(-37, 23)
    assert_picks_exactly(view)


@pytest.mark.parametrize("kind", ["flat-odd", "pointy-even", "square"])
def test_picks_exactly_during_and_after_an_animated_zoom(kind: str) -> None:
    view = BoardView(make_board(kind), pygame.Rect(0, 0, 900, 640))
    surface = screen()
    anchor = view.cell_center(view.grid.cells[20])
    view.camera.glide(2, anchor)
    assert view.wants_frame()
    for _ in range(3):  # part way: picking follows the drawn picture
        view.update(0.03)
        view.draw(surface)
        assert_picks_exactly(view)
    for _ in range(10):
        view.update(0.03)
        view.draw(surface)
    frames = 0
    while view.wants_frame():  # the new zoom's chunks are made a few per frame, the scaled picture meanwhile
        view.draw(surface)
        frames += 1
        assert frames < 20
    assert view.zoom == pytest.approx(view.camera.fit_zoom() * LEVEL_STEP**2)
    assert view.zoom in view.terrain.levels  # crisp again
    assert view.cell_at(anchor) == view.grid.cells[20]  # the cell under the pointer stayed under it
    view.draw(surface)
    assert_picks_exactly(view)


def test_hex_boards_speak_axial_like_the_rules() -> None:
    board = load_board_file(ROOT / "boards" / "fmp.yaml")
    view = BoardView(board, pygame.Rect(0, 0, 1344, 1080))
    col, row = 10, 10
    cell = board.to_axial(col, row)
    assert view.cell_at(view.cell_center(cell)) == cell == Hex(10, 5)
    assert view.label(cell) == "10,10"  # players name it as the printed board does


def test_outside_the_board_or_view_picks_nothing() -> None:
    board = load_board_file(BOARD)
    view = BoardView(board, pygame.Rect(0, 0, 800, 600))
    assert view.cell_at((-5, 10)) is None
    hole = board.to_axial(0, 0)  # a hole in the demo map
    assert hole not in view.grid.cells and view.cell_at(view.cell_center(hole)) is None


def test_fit_shows_the_whole_board_and_zoom_keeps_the_point_under_the_mouse() -> None:
    board = load_board_file(ROOT / "boards" / "fmp.yaml")
    view = BoardView(board, pygame.Rect(0, 0, 1344, 1080))
    for cell in view.grid.cells:
        for x, y in view.cell_polygon(cell):
            assert view.rect.inflate(2, 2).collidepoint(x, y)
    cell = board.to_axial(10, 10)
    anchor = view.cell_center(cell)
    view.zoom_at(2.0, anchor)
    assert view.cell_at(anchor) == cell
    after = view.cell_center(cell)
    assert abs(after[0] - anchor[0]) < 1e-6 and abs(after[1] - anchor[1]) < 1e-6


def test_pan_never_loses_the_board() -> None:
    view = BoardView(make_board("square"), pygame.Rect(0, 0, 800, 600))
    view.pan(100000, 100000)
    x0, y0 = view.cell_center((0, 0))
    assert x0 < 800 and y0 < 600


def test_terrain_is_cached_per_zoom_in_chunks_and_restyled_in_place() -> None:
    board = make_board("flat-odd")
    view = BoardView(board, pygame.Rect(0, 0, 1280, 720))
    surface = screen()
    view.draw(surface)
    [zoom] = view.terrain.levels
    assert zoom == view.zoom and all(c.get_size() == (512, 512) for c in view.terrain.levels[zoom].values())
    marsh = next(c for c in view.grid.cells if view.grid.terrain(c) == "marsh")
    plain = next(c for c in view.grid.cells if view.grid.terrain(c) == "plain")
    at = tuple(int(v) for v in view.cell_center(marsh))
    other = tuple(int(v) for v in view.cell_center(plain))
    before, kept = surface.get_at(at), surface.get_at(other)
    repainted = view.terrain.restyle({"marsh": TerrainStyle((20, 90, 200))})  # high tide: marsh under water
    assert repainted == sum(1 for c in view.grid.cells if view.grid.terrain(c) == "marsh")
    view.draw(surface)
    assert surface.get_at(at) != before and surface.get_at(other) == kept
    assert list(view.terrain.levels) == [zoom]  # repainted where it was, not thrown away


def test_zooming_out_from_a_close_look_scales_the_whole_board_already_drawn() -> None:
    """The zoom's slow frames: gliding out of a close look, the picture scaled is that of the zoom that
    already covers the view — the whole board's, drawn first — so no frame of the glide stops to draw chunks;
    coming to rest, the new zoom's chunks are drawn one a frame."""
    from arcade.boards import load_board

    view = BoardView(load_board("fmp"), pygame.Rect(0, 0, 896, 720))
    surface = screen()
    view.draw(surface)  # the whole board
    view.zoom_at(LEVEL_STEP ** 3, view.rect.center)
    while True:  # a close look, its chunks drawn
        view.draw(surface)
        if not view.terrain.pending:
            break
    made = sum(len(c) for c in view.terrain.levels.values())
    view.camera.glide(-2, view.rect.center)
    counts = []
    while view.camera.gliding:
        view.update(1 / 60)
        view.draw(surface)
        now = sum(len(c) for c in view.terrain.levels.values())
        counts.append(now - made)
        made = now
    assert counts and all(n == 0 for n in counts[:-1])  # the glide scales what is drawn
    for _ in range(20):  # at rest: the new zoom's chunks, one a frame
        view.update(1 / 60)
        view.draw(surface)
        now = sum(len(c) for c in view.terrain.levels.values())
        assert now - made <= 1
        made = now


def test_a_zoom_at_rest_scales_the_picture_under_its_missing_chunks_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """The zoom's slow frames: while a resting zoom's chunks are made, one a frame, the picture shown
    under the missing ones is the same each frame: scaled once, not at every frame."""
    from arcade.boards import load_board

    view = BoardView(load_board("fmp"), pygame.Rect(0, 0, 896, 720))
    surface = screen()
    view.draw(surface)
    glide_in(view, surface)
    scaled: list[tuple[int, int]] = []
    real = pygame.transform.scale

    def scale(picture: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
        scaled.append(size)
        return real(picture, size)

    monkeypatch.setattr(pygame.transform, "scale", scale)
    for _ in range(2):
        view.update(1 / 60)
        view.draw(surface)
        assert view.terrain.pending  # (chunks still to make: the picture shows under them)
    assert len(scaled) <= 1


def test_a_new_tide_shows_at_once_under_the_chunks_still_to_make() -> None:
    """The picture scaled under a resting zoom's missing chunks is pasted again after a change of look (the tide),
    not shown as it was before."""
    from arcade.boards import load_board

    view = BoardView(load_board("fmp"), pygame.Rect(0, 0, 896, 720))
    surface = screen()
    view.draw(surface)
    glide_in(view, surface)
    magenta = (255, 0, 255)
    view.set_styles({name: TerrainStyle(magenta) for name in view.terrain.styles})
    view.update(1 / 60)
    view.draw(surface)
    assert view.terrain.pending
    inside = view.rect.inflate(-200, -200)
    samples = [tuple(surface.get_at((x, y))[:3]) for x in range(inside.left, inside.right, 37)
               for y in range(inside.top, inside.bottom, 41)]
    old = {tuple(style.fill) for style in DEFAULT_STYLES.values()}
    assert magenta in samples and not [c for c in samples if c in old]  # (no land or sea as before: anywhere)


def glide_in(view: BoardView, surface: pygame.Surface) -> None:
    """Two levels in, to a zoom not drawn yet: its chunks are still to be made when the glide ends."""
    view.camera.glide(2, view.rect.center)
    while view.camera.gliding:
        view.update(1 / 60)
        view.draw(surface)


def test_highlight_layers_are_drawn() -> None:
    board = make_board("flat-odd")
    view = BoardView(board, pygame.Rect(0, 0, 800, 600))
    surface = screen()
    cell, far = board.to_axial(2, 2), board.to_axial(4, 4)
    view.draw(surface)
    c = tuple(int(v) for v in view.cell_center(cell))
    plain = surface.get_at(c)
    view.set_highlight("reach", [cell], "reachable")
    view.draw(surface)
    washed = surface.get_at(c)
    assert washed != plain and washed.g > washed.r  # a soft green wash
    view.set_highlight("reach", [far], "threatened")
    view.draw(surface)
    pts = [tuple(int(v) for v in p) for p in view.cell_polygon(far)]
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    reds = sum(1 for x in range(min(xs), max(xs)) for y in range(min(ys), max(ys))
               if surface.get_at((x, y)).r > 200 and surface.get_at((x, y)).g < 120)
    assert reds > 20  # red hatching
    route = [board.to_axial(1, 1), board.to_axial(2, 1), board.to_axial(3, 1)]
    view.set_highlight("route", route, "path")
    view.draw(surface)
    assert surface.get_at(tuple(int(v) for v in view.cell_center(route[1])))[:3] == theme.PATH
    view.set_highlight("fire", [cell], "wedge3", values={cell: 3})  # a fire wedge with its damage
    view.draw(surface)
    assert surface.get_at(c)[:3] != washed[:3]
    view.set_lines("laser", [Line(view.world_center(route[0]), view.world_center(far), (0, 255, 120))])
    view.draw(surface)
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


def test_pieces_on_several_cells_are_picked_by_any_of_them_and_stacks_fan_out() -> None:
    board = make_board("flat-odd")
    view = BoardView(board, pygame.Rect(0, 0, 1000, 700))
    surface = screen()
    barge = (board.to_axial(2, 2), board.to_axial(3, 2))
    ship = (board.to_axial(6, 3), board.to_axial(6, 2), board.to_axial(7, 3), board.to_axial(5, 3))
    stack = board.to_axial(1, 5)
    view.set_sprites([
        Sprite("barge", barge, "red", "barge", badges=("2",), carried=("red", "ore")),
        Sprite("astronef", ship, "blue", "astronef", z=-1),
        Sprite("tank", (stack,), "amber", "disc", label="T"),
        Sprite("crab", (stack,), "amber", "square", label="C"),
        Sprite("hidden", (board.to_axial(4, 5),), "green", hidden=True),
    ])
    view.draw(surface)
    for cell in barge:
        assert view.sprite_at(view.cell_center(cell)).id == "barge"  # type: ignore[union-attr]
    for cell in ship:
        assert view.sprite_at(view.cell_center(cell)).id == "astronef"  # type: ignore[union-attr]
    placed = {p.sprite.id: p for p in view.sprites.placed}
    tank, crab = placed["tank"], placed["crab"]
    assert tank.center != crab.center  # fanned: both show
    assert view.sprite_at(tank.center).id == "tank" and view.sprite_at(crab.center).id == "crab"  # type: ignore
    empty = board.to_axial(8, 1)
    assert view.sprite_at(view.cell_center(empty)) is None


def test_a_piece_standing_on_ground_is_drawn_whole_over_it_not_fanned_beside_it() -> None:
    """Seen in Interceptor: a ship in an asteroid's hex was fanned with the asteroid, both small, and its speed and
    damage badges covered the ship. The asteroid lies under it: the ship is whole at the cell's centre, over it."""
    from arcade.games.interceptor.drawing import Stage, board_sprites
    from tests.games.interceptor.arena import fight

    g = fight([(0, (3, 3), 0, -4), (1, (8, 8), 3, 2)], rocks=[((3, 3), 0)])
    rock, ship = g.rocks[0].at, g.ships[0]
    sprites = board_sprites(g, Stage([(rock, 0)], {ship.id: (rock, 0, -4)}, {ship.id: 1}), ["red", "blue"])
    drawn = next(s for s in sprites if s.id == ship.id)  # its speed, and the damage taken on red (never a speed)
    assert drawn.badges == ("-4",) and drawn.alerts == ("−1",)
    board = make_board("flat-odd")
    view = BoardView(board, pygame.Rect(0, 0, 1000, 700))
    view.set_sprites([replace(s, cells=((1, 1),)) for s in sprites])
    view.draw(screen())
    placed = {p.sprite.id: p for p in view.sprites.placed}
    here = view.cell_center((1, 1))
    assert placed[ship.id].center == placed["rock0"].center == here
    assert placed[ship.id].shrink == 1.0 and view.sprite_at(here).id == ship.id  # type: ignore[union-attr]


@pytest.mark.parametrize("zoom", [0.6, 1.0, 2.5, 5.0])
def test_pieces_are_rendered_at_each_zoom_not_stretched(zoom: float) -> None:
    view = BoardView(make_board("square"), pygame.Rect(0, 0, 800, 600))
    view.zoom_at(zoom)
    view.set_sprites([Sprite(1, ((3, 3),), "red", "ship", 90.0, "12"), Sprite(2, ((4, 4),), "blue", "arrow", 30.0)])
    surface = screen()
    view.draw(surface)
    [first, _] = view.sprites.placed
    assert first.radius == pytest.approx(view.cell_px * view.PIECE_SIZE)
    center = tuple(int(v) for v in view.cell_center((3, 3)))
    if view.rect.collidepoint(center):
        assert surface.get_at(center)[:3] != (12, 14, 20)


def test_moves_slide_cell_by_cell_can_be_skipped_and_never_wait_long() -> None:
    time = Time()
    board = make_board("square")
    view = BoardView(board, pygame.Rect(0, 0, 800, 600), now=time)
    view.set_sprites([Sprite("ship", ((3, 3),), "red")])
    path = [(0, 3), (1, 3), (2, 3), (3, 3)]
    view.slide("ship", path)
    surface = screen()
    view.draw(surface)
    assert view.sprites.placed[0].center == pytest.approx(view.cell_center((0, 3)))  # it starts where it was
    time.t += 0.18  # one and a half steps
    view.update(0)
    view.draw(surface)
    x = view.sprites.placed[0].center[0]
    assert view.cell_center((1, 3))[0] < x < view.cell_center((2, 3))[0]
    long_path = [(0, y) for y in range(8)] * 3
    view.slide("ship", long_path)
    assert max(t.end for t in view.animator.tweens) - time.t <= MAX_WAIT + 1e-9  # sped up, not queued
    clicks: list[object] = []
    view.on_click = clicks.append
    press = {"pos": (int(view.cell_center((5, 5))[0]), int(view.cell_center((5, 5))[1])), "button": 1}
    view.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, press))
    view.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, press))
    assert clicks == [] and not view.wants_frame()  # the click ended the animation and did nothing else
    view.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, press))
    view.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, press))
    assert clicks == [(5, 5)]


def test_a_destroyed_piece_fades_then_the_view_sleeps() -> None:
    time = Time()
    view = BoardView(make_board("square"), pygame.Rect(0, 0, 800, 600), now=time)
    view.set_sprites([Sprite("gone", ((2, 2),), "blue")])
    view.animator.fade("gone", 0.5)
    view.animator.flash(view.world_center((2, 2)))
    view.animator.beam(view.world_center((0, 0)), view.world_center((2, 2)))
    surface = screen()
    time.t += 0.25
    view.update(0)
    view.draw(surface)
    assert view.sprites.placed[0].alpha == pytest.approx(0.5) and view.wants_frame()
    time.t += 0.5
    view.update(0)
    assert not view.wants_frame() and view.animator.fading() == []


def test_labels_and_the_status_line_name_cells_as_players_do() -> None:
    board = make_board("square")
    view = BoardView(board, pygame.Rect(0, 0, 800, 600), labels=True)
    surface = screen()
    assert set(view.labels.columns) == set(range(10)) and set(view.labels.rows) == set(range(8))
    view.hover = (4, 2)
    view.draw(surface)  # column and row numbers, and "4,2" in the status line
    assert view.label((4, 2)) == "4,2"


def test_mouse_and_keys_drive_the_view_in_a_real_game(harness: Harness) -> None:
    harness.app.start_game(harness.app.registry.get("demo"),  # type: ignore[arg-type]
                           {"players": [{"name": "A", "side": "red"}, {"name": "B", "side": "blue"}],
                            "options": {}, "board": None})
    harness.step()
    harness.pass_handover()
    scene = harness.top
    assert isinstance(scene, DemoScene) and scene.view is not None
    view = scene.view
    board = view.board
    z0 = view.zoom
    target = board.to_axial(4, 3)
    x, y = view.cell_center(target)
    harness.wheel((int(x), int(y)), 1)  # glide one level in on (4, 3)
    for _ in range(12):
        harness.step(1)
        view.update(0.03)
    assert view.zoom == pytest.approx(z0 * LEVEL_STEP)
    assert view.cell_at(view.cell_center(target)) == target
    off = view.offset
    harness.drag((500, 400), (420, 380))
    assert view.offset == pytest.approx((off[0] - 80, off[1] - 20))
    assert scene.record.steps == []  # a drag is not a click
    harness.key(pygame.K_LEFT)
    harness.key(pygame.K_HOME)
    assert view.zoom == pytest.approx(z0)
    mark = board.to_axial(5, 2)
    harness.click(view.cell_center(mark))  # click a board cell
    assert [s.action for s in scene.record.steps] == [{"type": "mark", "cell": list(mark)}]


@pytest.mark.parametrize("kind", KINDS)
def test_a_regions_outline_is_every_side_it_shares_with_a_cell_outside_it(kind: str) -> None:
    """A region's border (FMP's arrival zones): one cell has a side per neighbour; two neighbours share one side,
    which is not on the outline; a side at the board's edge has no cell across."""
    view = BoardView(make_board(kind), pygame.Rect(0, 0, 800, 600))
    grid = view.grid
    sides = 4 if kind == "square" else 6
    inland = (c for c in grid.cells if all(n is not None and grid.contains(n) for _, _, n in grid.outline([c])))
    one = next(inland)
    alone = grid.outline([one])
    assert len(alone) == sides and {n for _, _, n in alone} <= set(grid.cells) and one not in {n for *_, n in alone}
    other = alone[0][2]
    assert other is not None
    pair = grid.outline([one, other])
    assert len(pair) == 2 * sides - 2 and all(n not in (one, other) for *_, n in pair)
    corner = min(grid.cells)
    assert None in {n for *_, n in grid.outline([corner])}  # off the board across some side
