"""Interceptor in the conformance test: setups to vary (2-6 players, several ships, retreats, experience,
scattered asteroids), the invariants after every step, and ships steered towards each other so fights happen."""

from __future__ import annotations

import zlib
from collections.abc import Sequence
from typing import Any

from arcade.core.hexgrid import distance
from arcade.games.interceptor.rules import InterceptorGame, Orders
from arcade.games.interceptor.rules.events import Destroyed, Drifted, Fired, Retreated
from arcade.games.interceptor.rules.game import IN

SIDES = ("red", "blue", "amber", "green", "white", "violet")
SEEDS = 6
MAX_STEPS = 400
PROBE_EVERY = 5
SYSTEM_RATE = 0.02


def setup(seed: int) -> dict[str, Any]:
    players = (2, 3, 6, 2, 4, 3)[seed % 6]
    options = {"map": ("interceptor", "interceptor-small", "interceptor-large")[seed % 3],
               "ships": "2" if seed % 6 == 3 else "1",
               "retreat": ("off", "2", "off", "3", "2", "off")[seed % 6],
               "experience": "on" if seed % 2 else "off",
               "asteroids": "random" if seed % 3 == 1 else "map"}
    pilots = [{"stars": 7, "upgrades": ["rear", "structure"]}] if seed % 2 else []
    return {"players": [{"name": f"P{i}", "side": SIDES[i]} for i in range(players)], "options": options,
            "pilots": pilots}


def weights(g: InterceptorGame) -> dict[str, float]:
    return {"place": 1.0, "announce": 1.0, "orders": 1.0, "time_up": 1.0}


def bias(g: InterceptorGame, action: object) -> float:
    """Orders that end close to an enemy with it in the fire zone are preferred (judging every one of the ~1,700
    orders a ship has would make the test slow: a fixed eighth of them is judged)."""
    if isinstance(action, Orders) and action.text == "REPLI":
        return 150.0  # one choice among hundreds of orders: retreats must happen too
    if isinstance(action, Orders) and zlib.crc32(action.text.encode()) % 8 == 0:  # a fixed eighth is judged
        ship = g.ships[action.ship]
        end, facing, _ = g.execution(ship, action.text).end
        enemies = [s.at for s in g.in_play() if s.owner != ship.owner]
        if not enemies:
            return 1.0
        near = min(distance(end, e) for e in enemies)
        zone = ship.spec.zone(end, facing)
        aimed = any(e in zone for e in enemies)
        return (80.0 if aimed else 4.0) * (4.0 if near <= 3 else 1.0)
    return 1.0


def invariants(g: InterceptorGame) -> None:
    rocks = [r.at for r in g.rocks]
    assert len(set(rocks)) == len(rocks), "two asteroids share a hex"
    assert all(g.arena.contains(h) for h in rocks), "an asteroid left the arena"
    for s in g.ships:
        if s.state == IN:
            assert g.arena.contains(s.at), f"ship {s.id} is off the arena"
            assert s.structure > 0, f"ship {s.id} flies with no structure"
            assert abs(s.speed) <= s.spec.max_speed
        assert 0 <= s.facing < 6
    if g.over:
        assert len({s.owner for s in g.in_play()}) <= 1


def covered(events: Sequence[object]) -> None:
    kinds = {type(e) for e in events}
    for needed in (Fired, Destroyed, Drifted, Retreated):
        assert needed in kinds, f"no {needed.__name__} in the conformance games"
