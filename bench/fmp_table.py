"""Full Metal Planète table figures, each beside a reference measured in the same run: prints, asserts nothing.

    .venv/bin/python bench/fmp_table.py

A four-player game is played by a steered random player to turn 12 (about 100 pieces on the planet), saved,
and opened at the table in a 1920x1080 and a 1280x720 window (headless). Measured per window:
- a whole frame (board, panel, widgets) with a tank selected: its reach with costs, its targets, and every
  player's fire zones shown — with the pointer still, and moving to a new hex every frame (the worst case: the
  path, the costs and the tooltip are made again each frame);
- the latency of a click on one's own piece until the frame showing its reach is drawn;
- the latency of End turn (asked and confirmed) until the hand-over screen is drawn;
beside the references: a bare frame (fill and flip), and the raw blit of the same pixels with no logic (every hex
tile, one overlay tile per highlighted hex, the pieces, and a ready-made picture of the panel).

Targets (issue "Full Metal Planète table"): a whole frame's p95 <= 2x the raw blit; click to reach <= 50 ms; end
turn to hand-over <= 100 ms.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import pygame  # noqa: E402
from board import raw_blits  # noqa: E402  (bench/board.py: the same reference for the board alone)
from timing import figures, p  # noqa: E402  (bench/timing.py)


def p95_of(ms: list[float]) -> float:
    return p(ms, 0.95)

from arcade.core.protocol import SYSTEM  # noqa: E402
from arcade.core.record import GameRecord, Step  # noqa: E402
from arcade.games.fmp import GAME  # noqa: E402
from arcade.games.fmp.rules import EndTurn, Land, Move, Phase, TimeUp, Unload  # noqa: E402
from arcade.games.fmp.rules.legal import piece_actions  # noqa: E402
from arcade.games.fmp.rules.pieces import Kind  # noqa: E402
from arcade.games.fmp.scene import FmpScene  # noqa: E402
from arcade.ui.dialogs import Confirm  # noqa: E402
from arcade.ui.handover import Handover  # noqa: E402
from tests.harness import Harness  # noqa: E402

PLAYERS = [("Ann", "red"), ("Bob", "blue"), ("Chloé", "green"), ("Dmitri", "amber")]
TURN = 12


def record_to_turn(seed: int) -> GameRecord:
    """Land, deploy everything, then move a lot and end turns, up to the first player's turn TURN."""
    rules = GAME.rules_object()
    setup = {"players": [{"name": n, "side": s} for n, s in PLAYERS], "options": {}}
    state = rules.new(setup, seed)
    chooser = random.Random(seed)
    record = GameRecord("fmp", rules.version, setup, seed)
    done = 0
    while not (state.phase == Phase.PLAY and state.turn >= TURN and state.turn_index == 0 and done == 0):
        acting = rules.to_act(state) - {SYSTEM}
        seat = min(acting)
        legal = [a for a in rules.legal_actions(state, seat) if not isinstance(a, TimeUp)]
        wanted = Unload if state.phase == Phase.DEPLOYMENT else Move
        some = [a for a in legal if isinstance(a, wanted)]
        action = chooser.choice(some) if some and done < 10 else EndTurn()
        if rules.check(state, seat, action) is not None:
            action = chooser.choice(legal)
        done = 0 if isinstance(action, EndTurn | Land) else done + 1
        rules.apply(state, seat, action)
        record.steps.append(Step(seat, rules.encode(action), 1.0))
    return record


def timed_frames(h: Harness, n: int, before: Callable[[int], None]) -> list[float]:
    out = []
    for i in range(n):
        before(i)
        t0 = time.perf_counter()
        h.app.frame(pygame.event.get(), 1 / 60)
        out.append((time.perf_counter() - t0) * 1000)
    return out


def window(size: tuple[int, int], record: GameRecord) -> None:
    home = Path(tempfile.mkdtemp())
    h = Harness.start(home, games=(GAME,), size=size)
    key = h.app.store.create(record)
    h.app.open_saved(key)
    h.step()
    while isinstance(h.top, Handover):
        h.time.t += 2
        h.top.complete()
        h.step()
    scene = h.top
    assert isinstance(scene, FmpScene)
    g = scene.game
    on_board = sum(1 for p in g.pieces if p.where == "board")
    turn = g.turn
    screen = h.app.screen

    bare = []
    for _ in range(200):
        t0 = time.perf_counter()
        screen.fill((0, 0, 0))
        pygame.display.flip()
        bare.append((time.perf_counter() - t0) * 1000)
    tanks = [p for p in g.pieces if p.where == "board" and p.kind is Kind.TANK and g.owner(p) == g.active]
    tank = max(tanks, key=lambda p: len(piece_actions(g, p.id)))  # the busiest highlights
    scene.toggle_fire()
    cells = list(scene.view.grid.cells)
    rnd = random.Random(1)

    def click_tank() -> None:
        pos = scene.view.cell_center(tank.hexes[0])
        p = (int(pos[0]), int(pos[1]))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=p, button=1, touch=False))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=p, button=1, touch=False))

    latency = []
    for _ in range(30):
        scene.clear_selection()
        h.step(2)
        click_tank()
        t0 = time.perf_counter()
        h.app.frame(pygame.event.get(), 1 / 60)
        latency.append((time.perf_counter() - t0) * 1000)
        assert scene.selection.piece == tank.id
    reach = len(scene.view.highlights["reach"].cells)

    def hover(i: int) -> None:
        pos = scene.view.cell_center(rnd.choice(cells))
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(int(pos[0]), int(pos[1])), rel=(1, 1),
                                             buttons=(0, 0, 0), touch=False))

    still = []
    for _ in range(200):  # drawn even though nothing changed (the loop itself would skip such a frame)
        t0 = time.perf_counter()
        h.app.draw()
        pygame.display.flip()
        still.append((time.perf_counter() - t0) * 1000)
    frames = timed_frames(h, 200, hover)

    h.app.draw()
    panel = screen.subsurface(scene.layout.panel).copy()
    layers = [(layer.style, list(layer.cells)) for layer in scene.view.highlights.values()]
    hexes, overlay, pieces = raw_blits(scene.view, layers, [p.sprite for p in scene.view.sprites.placed])
    raw = []
    for _ in range(200):
        t0 = time.perf_counter()
        screen.fill((12, 14, 20))
        screen.fblits(hexes)
        screen.fblits(overlay)
        screen.fblits(pieces)
        screen.blit(panel, scene.layout.panel)
        pygame.display.flip()
        raw.append((time.perf_counter() - t0) * 1000)

    ends = []
    for _ in range(5):
        h.step()
        h.app.draw()
        end = scene.buttons["end"].get_abs_rect().center
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=end, button=1, touch=False))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1, touch=False))
        h.step(3)
        t0 = time.perf_counter()
        if isinstance(h.top, Confirm):
            h.top.accept()
        h.app.frame(pygame.event.get(), 1 / 60)
        ends.append((time.perf_counter() - t0) * 1000)
        assert isinstance(h.top, Handover), type(h.top).__name__
        h.time.t += 2
        h.top.complete()
        h.step()

    print(f"\n{size[0]}x{size[1]}: turn {turn}, {on_board} pieces on the planet, {reach} reachable hexes lit")
    print(f"  bare frame (fill, flip)          {figures(bare)}")
    print(f"  raw blit of the same pixels      {figures(raw)}   ({len(overlay)} overlay tiles)")
    print(f"  whole frame, pointer still       {figures(still)}   p95 = {p95_of(still) / p95_of(raw):.2f}x raw")
    print(f"  whole frame, pointer moving      {figures(frames)}   p95 = {p95_of(frames) / p95_of(raw):.2f}x raw")
    print(f"  click on a tank -> its reach     {figures(latency)}")
    print(f"  End turn (confirmed) -> hand-over {figures(ends)}")
    h.close()


def main() -> None:
    t0 = time.perf_counter()
    record = record_to_turn(12)
    print(f"a 4-player game to turn {TURN}: {len(record.steps)} steps, made in {time.perf_counter() - t0:.1f} s")
    for size in ((1920, 1080), (1280, 720)):
        window(size, record)


if __name__ == "__main__":
    main()
