"""Interceptor engine figures, each beside a reference measured in the same run: prints, asserts nothing.

    .venv/bin/python bench/interceptor.py

On the default 15 x 15 arena with its 6 asteroids and 6 ships placed by a seeded random player:
- resolving a turn (the last orders given: reveal, movement, asteroids, fire, pursuit, the end check), beside
  the bare flight of the same six corrected orders (`fly` alone);
- an orders-preview update (what the order screen does on each key: parse, correct, fly as corrected and as
  written), beside parsing the text alone;
- the complete legal orders of one ship (up to ~1,700 distinct executed orders; fewer after an announcement).

Targets (issue "Interceptor"): resolving a 6-ship turn <= 5 ms; an orders-preview update <= 2 ms.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from timing import figures, timed  # noqa: E402  (bench/timing.py)

from arcade.core.protocol import SYSTEM  # noqa: E402
from arcade.games.interceptor.data import rules  # noqa: E402
from arcade.games.interceptor.rules import Orders, Place  # noqa: E402
from arcade.games.interceptor.rules.orders import correct, fly, parse  # noqa: E402

RULES = rules()
SIDES = ("red", "blue", "amber", "green", "white", "violet")


def line(name: str, ms: list[float]) -> str:
    return f"  {name:44s} {figures(ms)}"


def placed(seed: int) -> Any:
    g = RULES.new({"players": [{"name": f"P{i}", "side": s} for i, s in enumerate(SIDES)]}, seed)
    rng = random.Random(seed)
    border = sorted(g.arena.border)
    while g.placing() is not None:
        ship = g.placing()
        RULES.apply(g, ship.owner, Place(ship.id, rng.choice(border), rng.randrange(6), rng.randint(1, 4)))
    return g


def measure(g: Any, orders: list[Orders], rng: random.Random, figures: dict[str, list[float]]) -> None:
    """One turn: every order but the last given on a copy, then the figures of what the last one sets off."""
    ready = RULES.clone(g)
    for action in orders[:-1]:
        RULES.apply(ready, ready.ships[action.ship].owner, action)
    last = orders[-1]

    def one() -> None:
        trial = RULES.clone(ready)
        RULES.apply(trial, trial.ships[last.ship].owner, last)

    figures["resolve"] += timed(one, 5)
    figures["copy"] += timed(lambda: RULES.clone(ready), 5)
    ships = ready.in_play()
    texts = {s.id: (ready.orders.get(s.id) or last.text) for s in ships}
    figures["bare"] += timed(lambda: [fly(correct(parse(texts[s.id]), s.speed, s.spec), s.at, s.facing,
                                          ready.arena.contains) for s in ships], 5)
    ship = ready.ships[last.ship]  # the one still writing
    typed = "3 AGADAA"[: rng.randint(1, 8)]
    figures["preview"] += timed(lambda: ready.execution(ship, typed), 20)
    figures["parse"] += timed(lambda: parse(typed), 20)
    figures["legal"] += timed(lambda: RULES.legal_actions(ready, ship.owner), 3)
    figures["counts"].append(len(RULES.legal_actions(ready, ship.owner)))


def main() -> None:
    figures: dict[str, list[float]] = {k: [] for k in ("resolve", "bare", "preview", "parse", "legal", "copy",
                                                         "counts")}
    for seed in range(20):
        g = placed(seed)
        rng = random.Random(seed)
        for _ in range(6):  # a few turns in, with damage and asteroids about
            if g.over:
                break
            orders = {s.id: rng.choice(RULES.legal_actions(g, s.owner)) for s in g.waiting_for()}
            if not orders or g.phase != "orders":
                for seat in sorted(RULES.to_act(g) - {SYSTEM}):
                    RULES.apply(g, seat, RULES.legal_actions(g, seat)[0])
                continue
            measure(g, list(orders.values()), rng, figures)
            for action in orders.values():
                RULES.apply(g, g.ships[action.ship].owner, action)
    for ms in figures.values():
        ms.sort()
    resolve, bare, preview, parse_only, legal, copy, counts = figures.values()
    print("Interceptor, 15 x 15 arena, 6 asteroids, 6 ships (20 seeded fights, a few turns each):")
    print(line("resolving a turn (with a clone of the state)", resolve))
    print(line("  reference: cloning the state alone", copy))
    print(line("  reference: flying the six orders alone", bare))
    print(line("orders preview on a key press", preview))
    print(line("  reference: parsing the text alone", parse_only))
    print(line(f"legal orders of one ship ({min(counts)}-{max(counts)} orders)", legal))


if __name__ == "__main__":
    main()
