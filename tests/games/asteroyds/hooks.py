"""Asteroyds in the conformance test: 2 v 2, 3 v 2, 1 v 1 with two ships, three teams, blue asteroids, pilot
powers and custom layouts; invariants after every step; ships steered at the enemy asteroyd and home."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from arcade.core.hexgrid import distance
from arcade.games.asteroyds.rules import AsteroydsGame, Program
from arcade.games.asteroyds.rules.actions import BlueMoved, Laser, Taken, Teleported
from arcade.games.asteroyds.rules.field import step

SIDES = ("red", "white", "blue", "amber", "green", "violet")
SEEDS = 6
MAX_STEPS = 300
PROBE_EVERY = 6
SYSTEM_RATE = 0.05


def setup(seed: int) -> dict[str, Any]:
    kind = seed % 6
    count = (4, 5, 2, 6, 4, 4)[kind]
    options = {"teams": "3" if kind == 3 else "2", "ships": "2" if kind == 2 else "1",
               "powers": "on" if kind in (1, 4) else "off", "blue": "3" if kind == 4 else "off",
               "blue_kind": "solid" if seed % 2 else "destructible", "layout": "custom" if kind == 5 else "map"}
    return {"players": [{"name": f"P{i}", "side": SIDES[i]} for i in range(count)], "options": options}


def weights(g: AsteroydsGame) -> dict[str, float]:
    return {"program": 30.0, "ready": 1.0, "arrange": 50.0, "time_up": 1.0}


def bias(g: AsteroydsGame, action: object) -> float:
    """Forward-heavy programs that shoot now and then are preferred: they reach asteroyds and score."""
    if not isinstance(action, Program):
        return 1.0
    ship = g.ships[action.ship]
    columns = action.text.partition("·")[0].split()
    at, facing = ship.at, ship.facing
    for code in columns:  # where the program would end, obstacles aside
        turns, steps, back = ship.motion(code)
        facing = (facing + turns) % 6
        for _ in range(steps):
            at = step(at, facing + (3 if back else 0))
    goal = g.field.areas[ship.team] if ship.carrying else {r.at for t, r in g.roids.items() if t != ship.team}
    near = min(distance(at, h) for h in goal)
    return (2.0 if "S" in columns else 1.0) * 4.0 ** max(0, 8 - near)


def invariants(g: AsteroydsGame) -> None:
    for s in g.ships:
        assert s.at in g.field.cells, f"ship {s.id} off the field"
        assert g.fixed_at(s.at) in (None, "platform") and (g.fixed_at(s.at) != "platform"
                                                            or s.at == g.field.platforms[s.team]), \
            f"ship {s.id} on an obstacle"
        if s.carrying is not None:
            assert s.carrying != s.team and g.roids[s.carrying].at == s.at
    assert all(v >= 0 for v in g.scores.values())


def covered(events: Sequence[object]) -> None:
    kinds = {type(e) for e in events}
    for needed in (Laser, Teleported, Taken, BlueMoved):  # scoring: tests/games/asteroyds/test_rules.py
        assert needed in kinds, f"no {needed.__name__} in the conformance games"
