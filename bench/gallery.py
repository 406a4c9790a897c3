"""Pictures of the board view to look at: the Full Metal Planète planet at each tide with 100 pieces (a barge and
astronefs among them) and highlights, and a Playmoflotte battle at its table, at 1920x1080 and 1280x720.

    .venv/bin/python bench/gallery.py [OUT_DIR]      (default: ./gallery)

(A picture script beside the benches: it draws with the games' own styles, so it stays out of the shared UI.)
"""

from __future__ import annotations

import os
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def planet(size: tuple[int, int], tide: str, out: Path) -> Path:
    import pygame

    from arcade.boards import load_board
    from arcade.games.fmp.styles import styles_at
    from arcade.ui import theme
    from arcade.ui.board import BoardView, Line, Sprite

    screen = pygame.display.set_mode(size)
    screen.fill(theme.BACKGROUND)
    area = pygame.Rect(0, 0, int(size[0] * 0.7), size[1])
    view = BoardView(load_board("fmp"), area, styles_at(tide), labels=True)
    grid = view.grid
    rnd = random.Random(4)
    land = [c for c in grid.cells if grid.terrain(c) in ("plain", "mountain")]
    water = [c for c in grid.cells if grid.terrain(c) == "sea"]
    sides = ("red", "blue", "amber", "green")
    shapes = ("disc", "square", "arrow", "ship")
    chosen = rnd.sample(land, 92) + rnd.sample(water, 4)
    sprites = [Sprite(i, (c,), sides[i % 4], shapes[i % 4], float((i * 60) % 360), "TCHMB"[i % 5],
                      badges=("2",) if i % 7 == 0 else (), carried=("ore", "red") if i % 11 == 0 else ())
               for i, c in enumerate(chosen)]
    barge = water[40]
    sprites.append(Sprite("barge", (barge, next(c for c in water if 0.1 < _d(grid.center(c), grid.center(barge))
                                                < 2.0)), "red", "barge", badges=("3",), carried=("red", "ore")))
    for k, dome in enumerate(rnd.sample([c for c in land if grid.terrain(c) == "plain"], 3)):
        podes = [c for c in grid.cells if 0.1 < _d(grid.center(c), grid.center(dome)) < 1.9][::2][:3]
        sprites.append(Sprite(f"astronef{k}", (dome, *podes), sides[k], "astronef", z=-1))
    sprites.append(Sprite("hidden", (land[5],), "green", hidden=True))
    view.set_sprites(sprites)
    mover = chosen[0]
    reach = [c for c in grid.cells if 0.1 < _d(grid.center(c), grid.center(mover)) < 5.5 and c in land]
    view.set_highlight("reach", reach, "reachable",
                       values={c: max(1, round(_d(grid.center(c), grid.center(mover)) / 1.7)) for c in reach})
    fire = [c for c in grid.cells if _d(grid.center(c), grid.center(chosen[1])) < 4.2]
    view.set_highlight("fire", fire, "threatened")
    path = [mover, *sorted(reach, key=lambda c: _d(grid.center(c), grid.center(mover)))[:3]]
    view.set_highlight("path", path, "path", values={c: i for i, c in enumerate(path) if i})
    view.set_highlight("selected", [mover], "selected")
    view.set_lines("shot", [Line(grid.center(chosen[2]), grid.center(chosen[3]), (255, 90, 60))])
    view.hover = reach[len(reach) // 2]
    view.draw(screen)
    theme.blit_text(screen, f"{tide} tide", 40, theme.TEXT, (area.right + 30, 30), bold=True)
    path_out = out / f"fmp-{tide}-{size[0]}x{size[1]}.png"
    pygame.image.save(screen, str(path_out))
    return path_out


def battle(size: tuple[int, int], out: Path) -> Path:
    import tempfile

    import pygame

    from arcade.app.program import App, AppOptions
    from arcade.games.playmoflotte.rules import Advance, EndMovement, EndPosts, Roll
    from arcade.ui.handover import Handover

    app = App(AppOptions(fullscreen=False, size=size, home=Path(tempfile.mkdtemp()), keep_games=False, lang="en"))
    game = app.registry.get("playmoflotte")
    assert game is not None
    app.start_game(game, {"players": [{"name": "Jo", "side": "green"}, {"name": "Lou", "side": "violet"}],
                          "options": {"map": "playmoflotte", "ships": "2", "first": "listed"}}, 11)
    scene = app.stack[-1]
    if isinstance(scene, Handover):
        scene.complete()
        scene = app.stack[-1]
    send, g = scene.send, scene.game  # type: ignore[attr-defined]
    send(EndPosts())
    for ship in (0, 1):
        if send(Roll(ship, 3)):  # south-east, towards the enemy: as far as the die allows
            send(max((a for a in g.legal_actions() if isinstance(a, Advance)), key=lambda a: a.distance))
    send(EndMovement())
    scene.view.animator.skip()  # type: ignore[attr-defined]  # the picture shows where the ships ended
    for _ in range(3):
        app.frame(pygame.event.get(), 1 / 60)
    app.draw()
    path_out = out / f"playmoflotte-{size[0]}x{size[1]}.png"
    pygame.image.save(app.screen, str(path_out))
    pygame.quit()
    return path_out


def _d(a: tuple[float, float], b: tuple[float, float]) -> float:
    return float(((a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2) ** 0.5)


def main(argv: list[str]) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    out = Path(argv[0]) if argv else Path("gallery")
    out.mkdir(parents=True, exist_ok=True)
    for size in ((1920, 1080), (1280, 720)):
        pygame.init()
        for tide in ("low", "normal", "high"):
            print(planet(size, tide, out))
        print(battle(size, out))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
