"""Asteroyds engine figures, each beside a reference measured in the same run: prints, asserts nothing.

    .venv/bin/python bench/asteroyds.py

A 3 v 3 game with the four turrets of the map, six ships programmed at random (forward-heavy, with shots):
- resolving a turn (the last team's Ready: six rounds of lasers and moves, asteroyds, the end check), beside
  cloning the state alone and beside tracing the six ships' lasers once;
- the representative programs of one team (`legal_actions`).

Target (issue "Asteroyds"): resolving a 6-ship turn <= 5 ms.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from timing import figures, timed  # noqa: E402  (bench/timing.py)

from arcade.core.protocol import SYSTEM  # noqa: E402
from arcade.games.asteroyds.data import rules  # noqa: E402
from arcade.games.asteroyds.rules import Program, Ready  # noqa: E402

RULES = rules()
SIDES = ("red", "white", "blue", "amber", "green", "violet")


def main() -> None:
    resolve, copy, lasers, legal = [], [], [], []
    for seed in range(20):
        g = RULES.new({"players": [{"name": f"P{i}", "side": s} for i, s in enumerate(SIDES)]}, seed)
        rng = random.Random(seed)
        for _ in range(4):
            if g.over:
                break
            for _team in range(len(g.teams) - 1):  # every team but the last programs and is ready
                seat = min(RULES.to_act(g) - {SYSTEM})
                for ship in [s for s in g.ships if s.team == g.team]:
                    text = " ".join(rng.choice("FFFRLUS-") for _ in range(6)) + f" · {rng.randint(1, 6)} shield"
                    RULES.apply(g, seat, Program(ship.id, text))
                RULES.apply(g, seat, Ready())
            seat = min(RULES.to_act(g) - {SYSTEM})
            for ship in [s for s in g.ships if s.team == g.team]:
                text = " ".join(rng.choice("FFFRLUS-") for _ in range(6)) + " · 2 shoot"
                RULES.apply(g, seat, Program(ship.id, text))
            ready = RULES.clone(g)
            resolve += timed(lambda ready=ready, seat=seat: RULES.apply(RULES.clone(ready), seat, Ready()), 5)
            copy += timed(lambda ready=ready: RULES.clone(ready), 5)
            lasers += timed(lambda ready=ready: [ready.laser(s.at, s.facing, s.team, 1, False, "x")
                                                 for s in ready.ships], 5)
            legal += timed(lambda ready=ready, seat=seat: RULES.legal_actions(ready, seat), 3)
            RULES.apply(g, seat, Ready())
    print("Asteroyds, 3 v 3 on the two-base map with its turrets (20 seeded games, 4 turns each):")
    print(f"  resolving a turn (with a clone of the state)   {figures(sorted(resolve))}  (target 5 ms)")
    print(f"    reference: cloning the state alone           {figures(sorted(copy))}")
    print(f"    reference: six lasers traced once            {figures(sorted(lasers))}")
    print(f"  one team's representative programs            {figures(sorted(legal))}")


if __name__ == "__main__":
    main()
