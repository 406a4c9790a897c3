"""Take-backs: what a Full Metal Planète take-back costs at turn 20, beside references measured in the
same run.

    .venv/bin/python bench/takeback.py

Target: a take-back of one FMP step <= 20 ms at turn 20. A take-back replays the turn from the state its last boundary
left (a copy kept once per boundary): the figures show a take-back after a few moves of the turn, the boundary test
each step pays, and what take-backs add to resuming a long recorded game.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from fmp import RULES, long_record, quick_game  # noqa: E402  (bench/fmp.py)
from timing import figures, timed  # noqa: E402  (bench/timing.py)

from arcade.core.protocol import SYSTEM  # noqa: E402
from arcade.core.takeback import TakeBacks  # noqa: E402
from arcade.games.fmp.rules import FmpGame, Load, Move, Transfer, Unload  # noqa: E402

RUNS = 300
#: The steps of a turn that may be taken back and cost few points (so that a turn holds many).
STEPS = (Move, Load, Unload, Transfer)


def at_turn_20(seed: int) -> FmpGame:
    return quick_game(seed, players=4, stop=lambda g: g.turn >= 20)


def a_move(g: FmpGame, salt: int = 0, kinds: tuple[type, ...] = (Move,)) -> tuple[int, Any] | None:
    seat = min(RULES.to_act(g) - {SYSTEM})
    moves = [a for a in RULES.legal_actions(g, seat) if isinstance(a, kinds)]
    return (seat, random.Random(g.turn * 100 + salt).choice(moves)) if moves else None


def main() -> None:
    games = [g for g in (at_turn_20(seed) for seed in range(6)) if g.turn >= 20 and RULES.to_act(g) - {SYSTEM}]
    cases = [(g, *move) for g in games if (move := a_move(g)) is not None]
    print(f"Full Metal Planète, 4 players, turn 20 ({len(cases)} positions, {RUNS} runs each)")

    def apply_only() -> None:  # the reference: the move alone, on a copy
        for g, seat, move in cases:
            RULES.apply(RULES.clone(g), seat, move)

    def played_with_boundary() -> None:  # what each step pays at the table: who acts before it, its boundary
        for g, seat, move in cases:
            copy = RULES.clone(g)
            acting = RULES.to_act(copy)
            RULES.boundary(acting, seat, move, RULES.apply(copy, seat, move), copy, "on")

    n = len(cases)
    ref = timed(apply_only, RUNS)
    cost = timed(played_with_boundary, RUNS)
    print(f"  apply one move on a copy (reference):     {figures([v / n for v in ref])}")
    print(f"  the same with its boundary tested:        {figures([v / n for v in cost])}")

    stacks = []
    for g, _, _ in cases:  # a turn of up to 15 steps played from the position (moves, loads...), to be taken back
        backs: TakeBacks[FmpGame] = TakeBacks(RULES, "on", g)
        copy = RULES.clone(g)
        while len(backs.undo) < 15 and (next_move := a_move(copy, len(backs.undo), STEPS)) is not None:
            acting = RULES.to_act(copy)
            backs.played(len(backs.undo), next_move[0], acting, next_move[1], RULES.apply(copy, *next_move), copy)
        stacks.append(backs)

    def take_back_last() -> None:  # the last of the turn's moves taken back (then put back on the stack)
        for backs in stacks:
            step, _ = backs.take_back()
            backs.undo.append(step)
            backs.redo.clear()

    moves = sum(len(b.undo) for b in stacks) / len(stacks)
    taken = figures([v / n for v in timed(take_back_last, RUNS)])
    print(f"  take back the last of {moves:.1f} steps of the turn: {taken}")

    record = long_record(2000)
    setup = {"players": ["Ann", "Bob", "Cy", "Dee"]}

    def resume(keep: bool) -> None:
        g = RULES.new(setup, 1)
        backs: TakeBacks[FmpGame] = TakeBacks(RULES, "on" if keep else "off", g)
        for index, (seat, data) in enumerate(record):
            action = RULES.decode(data)
            RULES.check(g, seat, action)
            acting = RULES.to_act(g)
            events = RULES.apply(g, seat, action)
            backs.played(index, seat, acting, action, events, g)

    print(f"Resuming a recorded game of {len(record)} steps")
    print(f"  take-backs off (reference): {figures(timed(lambda: resume(False), 5), 1)}")
    print(f"  take-backs on:              {figures(timed(lambda: resume(True), 5), 1)}")


if __name__ == "__main__":
    main()
