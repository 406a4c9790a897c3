"""Board view benchmarks: prints figures, asserts nothing.

    .venv/bin/python bench/board.py [--quick]

On the 37x23 Full Metal Planète map with 100 pieces (a barge and astronefs among them), in the board area of a
1920x1080 and of a 1280x720 window (the left 70 %), frame times (median, p95) for:
- a still frame;
- panning with 250 reachable and 250 hatched hexes;
- zooming every frame (gliding between zoom levels);
- a hover that changes one highlight every frame;
- 100 pieces of which 10 slide;
beside, in the same run, the raw blit of the same sprites (every hex tile, the overlay tiles, the pieces) with no
view logic; and the one-off cost of switching the tide style (marsh and reef redrawn).

Targets (p95 ratio to raw): still <= 1.5x, panning <= 2x, zooming <= 3x, hover <= 1.5x, animating <= 2x; tide
switch <= 100 ms.
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from arcade.boards import load_board  # noqa: E402
from arcade.ui.board import BoardView, Sprite, TerrainStyle  # noqa: E402
from arcade.ui.board.overlays import cell_tile  # noqa: E402
from arcade.ui.board.sprites import image_for  # noqa: E402

SIDES = ("red", "blue", "amber", "green")
SHAPES = ("disc", "square", "arrow", "ship")


Blits = list[tuple[pygame.Surface, tuple[int, int]]]


def raw_blits(view: BoardView, layers: Sequence[tuple[str, Sequence[tuple[int, int]]]],
              sprites: Sequence[Sprite]) -> tuple[Blits, Blits, Blits]:
    """The raw reference: the view's hex tiles, one overlay tile per highlighted cell of each (style, cells) layer,
    and the pieces, as ready-made images at the view's present zoom, to blit with no view logic at all."""
    zoom = view.zoom
    px = max(1, int(view.cell_px))
    corners = tuple(round(v * zoom, 1) for xy in view.grid.corner_offsets for v in xy)
    tile = cell_tile(corners, "reachable", None, px).copy()
    tile.fill((208, 164, 92, 255), special_flags=pygame.BLEND_RGBA_MAX)
    w, h = tile.get_size()

    def at(cell: tuple[int, int]) -> tuple[int, int]:
        x, y = view.cell_center(cell)
        return round(x - w / 2), round(y - h / 2)

    hexes = [(tile, at(c)) for c in view.grid.cells]
    overlay = [(cell_tile(corners, style, None, px), at(c)) for style, cells in layers for c in cells]
    radius = max(4, int(view.cell_px * view.PIECE_SIZE))
    pieces = [(image_for(s, radius, ((0, 0),)), at(s.cells[0])) for s in sprites]
    return hexes, overlay, pieces


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


class Clock:
    def __init__(self) -> None:
        self.t = 0.0

    def __call__(self) -> float:
        return self.t


def pieces(view: BoardView, rnd: random.Random) -> list[Sprite]:
    cells = view.grid.cells
    land = [c for c in cells if view.grid.terrain(c) == "plain"]
    chosen = rnd.sample(land, 100)
    out = [Sprite(i, (c,), SIDES[i % 4], SHAPES[i % 4], float(i * 30), str(i % 10), badges=("2",) if i % 5 else ())
           for i, c in enumerate(chosen[:96])]
    barge = chosen[96]
    near = next(c for c in cells if view.grid.center(c) != view.grid.center(barge)
                and abs(view.grid.center(c)[0] - view.grid.center(barge)[0]) < 1.6
                and abs(view.grid.center(c)[1] - view.grid.center(barge)[1]) < 1.8)
    out.append(Sprite("barge", (barge, near), "red", "barge", badges=("3",)))
    for k, dome in enumerate(chosen[97:100]):
        around = [c for c in cells if 0 < ((view.grid.center(c)[0] - view.grid.center(dome)[0]) ** 2
                                           + (view.grid.center(c)[1] - view.grid.center(dome)[1]) ** 2) < 3.5][:3]
        out.append(Sprite(f"astronef{k}", (dome, *around), SIDES[k], "astronef", z=-1))
    return out


def run(size: tuple[int, int], frames: int) -> None:
    pygame.display.quit()
    pygame.init()
    screen = pygame.display.set_mode(size)
    area = pygame.Rect(0, 0, int(size[0] * 0.7), size[1])
    board = load_board("fmp")
    clock = Clock()
    view = BoardView(board, area, now=clock, labels=True)
    rnd = random.Random(1)
    sprites = pieces(view, rnd)
    view.set_sprites(sprites)
    cells = view.grid.cells
    reach, fire = rnd.sample(cells, 250), rnd.sample(cells, 250)

    def timed(step: Callable[[int], None] | None, n: int = frames) -> list[float]:
        times = []
        for i in range(n):
            t = time.perf_counter()
            if step is not None:
                step(i)
            view.update(1 / 60)
            view.draw(screen)
            pygame.display.flip()
            times.append((time.perf_counter() - t) * 1000)
        return times

    view.draw(screen)  # the first frame builds the caches, as a game's first frame does
    still = timed(None)
    view.set_highlight("reach", reach, "reachable", values={c: 3 for c in reach[:40]})
    view.set_highlight("fire", fire, "threatened")
    view.zoom_at(1.6, area.center)
    view.draw(screen)
    panning = timed(lambda i: view.pan(4 if (i // 40) % 2 else -4, 1 if (i // 40) % 2 else -1))

    def zoom_step(i: int) -> None:
        clock.t += 1 / 60
        if not view.camera.gliding:
            view.camera.glide(1 if (i // 40) % 2 else -1, (area.centerx + 50, area.centery - 30))

    view.fit()
    zooming = timed(zoom_step)
    view.fit()
    view.clear_highlight()
    view.set_highlight("reach", reach, "reachable")
    view.set_highlight("fire", fire, "threatened")
    view.draw(screen)
    hover = timed(lambda i: view.set_highlight("hover", [cells[(i * 7) % len(cells)]], "selected"))
    view.clear_highlight("hover")

    movers = [s for s in sprites if isinstance(s.id, int)][:10]

    def animate(i: int) -> None:
        clock.t += 1 / 60
        if not view.animator.active:
            for s in movers:
                view.slide(s.id, [s.cells[0], *rnd.sample(cells, 3), s.cells[0]])

    animating = timed(animate)

    hexes, overlay, piece_blits = raw_blits(view, [("reachable", reach), ("threatened", fire)], sprites)

    def raw(with_overlay: bool) -> list[float]:
        times = []
        for _ in range(frames):
            t = time.perf_counter()
            screen.fill((12, 14, 20), area)
            screen.fblits(hexes)
            if with_overlay:
                screen.fblits(overlay)
            screen.fblits(piece_blits)
            pygame.display.flip()
            times.append((time.perf_counter() - t) * 1000)
        return times

    raw_still, raw_overlay = raw(False), raw(True)

    view.fit()
    for level in view.camera.levels()[:4]:  # the cache holds a few zooms, as after some play
        view.camera.zoom_at(level / view.zoom)
        view.draw(screen)
    t = time.perf_counter()
    view.set_styles({"marsh": TerrainStyle((64, 120, 170), (200, 170, 110)),
                     "reef": TerrainStyle((200, 165, 100), (80, 120, 150))})
    view.draw(screen)
    tide = (time.perf_counter() - t) * 1000

    print(f"{size[0]}x{size[1]} (board area {area.width}x{area.height}), {len(cells)} hexes, {len(sprites)} pieces:")
    rows = (("still", still, raw_still, 1.5), ("panning, 250 + 250 highlighted", panning, raw_overlay, 2.0),
            ("zooming every frame", zooming, raw_still, 3.0), ("hover changes a highlight", hover, raw_overlay, 1.5),
            ("10 of 100 pieces sliding", animating, raw_still, 2.0))
    for name, values, reference, target in rows:
        ratio = percentile(values, 95) / percentile(reference, 95)
        print(f"  {name:32s} median {statistics.median(values):6.2f} ms  p95 {percentile(values, 95):6.2f} ms"
              f"  = {ratio:4.2f}x raw (target <= {target}x)")
    for name, values in (("raw blit, hexes + pieces", raw_still), ("raw blit, + 500 overlay tiles", raw_overlay)):
        print(f"  {name:32s} median {statistics.median(values):6.2f} ms  p95 {percentile(values, 95):6.2f} ms")
    print(f"  tide style switch, once          {tide:6.1f} ms (target <= 100 ms)")


def main(argv: list[str]) -> None:
    frames = 120 if "--quick" in argv else 400
    print("Club Arcade board view benchmark")
    print(f"  python {sys.version.split()[0]}, {os.cpu_count()} cores, video driver {os.environ['SDL_VIDEODRIVER']}")
    for size in ((1920, 1080), (1280, 720)):
        run(size, frames)
    pygame.quit()


if __name__ == "__main__":
    main(sys.argv[1:])
