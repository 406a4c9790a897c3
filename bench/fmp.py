"""Full Metal Planète engine figures, each beside a reference measured in the same run.

    .venv/bin/python bench/fmp.py

Targets (issue "Full Metal Planète engine"): clone <= 0.2 ms; an Attack checked without copying the game; the
complete legal actions at turn 12 of a 4-player game p95 <= 10 ms; fire zones updated incrementally; one
reachable set <= 0.5 ms; a whole random 4-player game <= 0.5 s; resuming a recorded 2,000-step game <= 0.5 s.
"""

from __future__ import annotations

import copy
import random
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from timing import figures, timed  # noqa: E402  (bench/timing.py)

from arcade.core.hexgrid import neighbors  # noqa: E402
from arcade.core.protocol import SYSTEM  # noqa: E402
from arcade.games.fmp.data import rules  # noqa: E402
from arcade.games.fmp.rules import (  # noqa: E402
    Attack,
    EndTurn,
    FmpGame,
    Move,
    Phase,
    Shot,
    firezones,
    movement,
    stranding,
)
from arcade.games.fmp.rules.fire import Destroyer, coverage  # noqa: E402
from arcade.games.fmp.rules.legal import piece_actions  # noqa: E402
from arcade.games.fmp.rules.model import BOARD, CARRIED  # noqa: E402
from arcade.games.fmp.rules.pieces import Kind, is_destroyer  # noqa: E402
from tests.games.fmp.planets import small  # noqa: E402  (the rule tests' little planet)
from tests.replaying import replay_steps  # noqa: E402

RULES = rules()
NAMES = ["Ann", "Bob", "Cy", "Dee"]


def quick_game(seed: int, players: int = 4, per_turn: int = 8, stop: Callable[[FmpGame], bool] | None = None,
               steps: list[tuple[int, dict[str, Any]]] | None = None) -> FmpGame:
    """A whole game by a quick random player: a few actions of random pieces each turn, every one checked."""
    g = RULES.new({"players": NAMES[:players]}, seed)
    chooser = random.Random(seed)
    done = 0
    while RULES.to_act(g) and not (stop and stop(g)):
        seat = min(RULES.to_act(g) - {SYSTEM}, default=SYSTEM)
        options: list[Any] = []
        if g.phase in (Phase.LANDING, Phase.DECISION) or seat == SYSTEM:
            options = RULES.legal_actions(g, seat)
        elif done < per_turn:
            mine = [q.id for q in g.pieces if q.where in (BOARD, CARRIED) and g.owner(q) == seat]
            for pid in chooser.sample(mine, min(4, len(mine))):
                options = piece_actions(g, pid)
                if options:
                    break
        action = chooser.choice(options) if options else EndTurn()
        done = 0 if isinstance(action, EndTurn) else done + 1
        assert RULES.check(g, seat, action) is None
        RULES.apply(g, seat, action)
        if steps is not None:
            steps.append((seat, RULES.encode(action)))
    return g


def long_record(length: int) -> list[tuple[int, dict[str, Any]]]:
    """The steps of a busy 4-player game (seed 1): any legal action, a type drawn first, short moves, the end of a
    turn only when nothing else is left, until `length` steps."""
    g = RULES.new({"players": NAMES}, 1)
    chooser = random.Random(1)
    steps: list[tuple[int, dict[str, Any]]] = []
    while RULES.to_act(g) and len(steps) < length:
        seat = min(RULES.to_act(g) - {SYSTEM}, default=SYSTEM)
        by_type: dict[str, list[Any]] = {}
        for action in RULES.legal_actions(g, seat):
            by_type.setdefault(RULES.codec.name(action), []).append(action)
        names = sorted(by_type)
        name = chooser.choices(names, [{"end": 0.002, "transfer": 0.3}.get(n, 1.0) for n in names])[0]
        options = by_type[name]  # short moves: many steps a turn, as a careful player makes them
        action = chooser.choices(options, [1 / len(a.path) ** 3 if isinstance(a, Move) else 1 for a in options])[0]
        RULES.apply(g, seat, action)
        steps.append((seat, RULES.encode(action)))
    return steps


def at_turn_12(seed: int) -> FmpGame:
    return quick_game(seed, stop=lambda g: g.turn >= 12 and g.phase == Phase.PLAY)


def main() -> None:
    games = [at_turn_12(seed) for seed in range(1, 7)]
    g = games[0]
    on_board = sum(1 for q in g.pieces if q.where == BOARD)
    print(f"positions: turn 12 of six random 4-player games ({on_board} pieces on the planet in the first)")

    clones = timed(lambda: RULES.clone(g), 200)
    deep = timed(lambda: copy.deepcopy(g, {id(g.planet): g.planet}), 20)
    print(f"clone: {figures(clones)} (target 0.2 ms) | reference deep copy: {figures(deep)}")

    legal = []
    for game in games:
        for seat in sorted(RULES.to_act(game) - {SYSTEM}):
            legal += timed(lambda game=game, seat=seat: RULES.legal_actions(game, seat), 30)
    legal.sort()
    sizes = [len(RULES.legal_actions(game, game.active)) for game in games]
    print(f"complete legal actions at turn 12 ({min(sizes)}-{max(sizes)} actions): {figures(legal)}, "
          f"max {legal[-1]:.2f} ms (target p95 10 ms)")

    s = small(players=4)  # the attack of the rule tests, in a game with four whole armies
    e1 = s.put(1, Kind.TANK, (4, 4))
    s.put(1, Kind.TANK, (4, 6))
    first, second = s.put(0, Kind.TANK, (3, 2)), s.put(0, Kind.TANK, (1, 5))
    attack = Attack(second.id, ((s.h(2, 5),),), (Shot(first.id, e1.hex),))
    assert s.game.check(attack) is None
    checks = timed(lambda: s.game.check(attack), 300)
    print(f"checking an Attack on the game itself (played, then rolled back): {figures(checks)} "
          f"| reference clone + apply: {figures(timed(lambda: s.game.clone().apply(attack), 300))}")

    mover = next(q for q in g.pieces if q.kind is Kind.TANK and q.where == BOARD and g.owner(q) == g.active
                 and movement.reachable(g, q.id, 25).cost)
    reach = timed(lambda: movement.reachable(g, mover.id, 25), 300)
    land = stranding.land_hexes(g)

    def bare_bfs() -> None:  # the same search with no rule at all
        seen, frontier = {mover.hex}, [mover.hex]
        for _ in range(25):
            frontier = [n for h in frontier for n in neighbors(h) if n in land and n not in seen and not seen.add(n)]

    print(f"one reachable set (a tank with 25 points, {len(movement.reachable(g, mover.id, 25).cost)} places): "
          f"{figures(reach)} (target 0.5 ms) | reference bare search: {figures(timed(bare_bfs, 300))}")

    destroyer = next(q for q in g.pieces if is_destroyer(q.kind) and q.kind is not Kind.TURRET and q.where == BOARD)

    def nudge() -> None:  # one destroyer moved there and back, the zones refreshed each time
        g.fire_dirty = True
        firezones.cover(g)

    def scratch() -> None:
        coverage(Destroyer(g.owner(q) or 0, q.kind, q.hex, g.planet.terrain[q.hex]) for q in g.pieces
                 if is_destroyer(q.kind) and q.where == BOARD and firezones.gives_fire(g, q))

    print(f"fire zones after a change (incremental, {destroyer.kind.value} among {len(g.destroyer_ids)} "
          f"destroyers): {figures(timed(nudge, 300))} | reference counted from scratch: "
          f"{figures(timed(scratch, 300))}")

    whole = []
    for seed in range(1, 6):
        t0 = time.perf_counter()
        done = quick_game(seed)
        whole.append(time.perf_counter() - t0)
        outcome = RULES.outcome(done)
        print(f"  random 4-player game, seed {seed}: {done.actions_done} actions, {whole[-1]:.2f} s, "
              f"scores {list(outcome.scores) if outcome else '-'}")
    print(f"whole random 4-player game: median {statistics.median(whole):.2f} s, worst {max(whole):.2f} s "
          f"(target 0.5 s)")

    steps = long_record(2000)
    resume = timed(lambda: replay_steps(RULES, {"players": NAMES}, 1, steps), 5)
    decode = timed(lambda: [RULES.decode(data) for _, data in steps], 5)
    mix = Counter(str(data["type"]) for _, data in steps).most_common(4)
    print(f"resuming a recorded {len(steps)}-step game ({', '.join(f'{n} {k}' for k, n in mix)}...; decode, check "
          f"and apply each step): "
          f"median {statistics.median(resume):.0f} ms, worst {resume[-1]:.0f} ms (target 500 ms) "
          f"| reference decoding alone: {statistics.median(decode):.0f} ms")


if __name__ == "__main__":
    main()
