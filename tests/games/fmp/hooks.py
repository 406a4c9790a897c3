"""Full Metal Planète in the conformance test: setups to vary, the invariants after every step, and a push towards
the enemy astronef so that fights, captures, takings and rebuilt turrets happen within a few seeds."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from arcade.core.hexgrid import Hex, distance
from arcade.games.fmp.rules import Attack, Fire, FmpGame, Load, Move, Phase, firezones
from arcade.games.fmp.rules.events import AstronefTaken, Captured, TookOff
from arcade.games.fmp.rules.fire import Destroyer, coverage
from arcade.games.fmp.rules.model import BOARD, CARRIED, Piece
from arcade.games.fmp.rules.pieces import Kind, fire_range, is_destroyer

SIDES = ("red", "blue", "green", "amber")
SEEDS = 3
MAX_STEPS = 1400
PROBE_EVERY = 25
SYSTEM_RATE = 0.006


def setup(seed: int) -> dict[str, Any]:
    players = (2, 2, 3, 4)[seed % 4]
    armies = "2" if seed % 4 == 1 else "1"
    return {"players": [{"name": f"P{i}", "side": SIDES[i]} for i in range(players)], "options": {"armies": armies}}


_MEMO: dict[tuple[int, int], tuple[list[Piece], list[Hex]]] = {}


def _enemy_ships(g: FmpGame) -> tuple[list[Piece], list[Hex]]:
    """The enemy astronefs on the planet and their podes that still have a turret (worked out once a step)."""
    key = (id(g), g.actions_done)
    if key not in _MEMO:
        _MEMO.clear()
        ships = [p for p in g.pieces if p.kind is Kind.ASTRONEF and p.where == BOARD and g.owner(p) != g.active]
        _MEMO[key] = ships, [h for s in ships for i, h in enumerate(s.hexes[1:]) if g.live_turret(s, i)]
    return _MEMO[key]


def weights(g: FmpGame) -> dict[str, float]:
    """Fight: shots, attacks and captures first, the taking of an astronef and its turrets rebuilt at once."""
    return {"end": 0.02 if g.phase == Phase.PLAY else 0.1, "move": 6.0, "fire": 30.0, "attack": 30.0,
            "capture": 30.0, "retreat": 20.0, "rebuild": 400.0, "takeoff": 50.0, "build": 3.0, "load": 1.5,
            "unload": 1.0 if g.phase == Phase.PLAY else 8.0, "transfer": 0.01}


def bias(g: FmpGame, action: object) -> float:
    """Destroyers close in on the nearest enemy astronef; shots at turrets; a destroyer next to an astronef
    without turrets walks in."""
    ships, podes = _enemy_ships(g)
    if isinstance(action, Load):
        return 1000.0 if g.pieces[action.carrier] in ships else 1.0
    if isinstance(action, Fire | Attack):
        target = action.target if isinstance(action, Fire) else action.shots[0].target
        return 20.0 if target in podes else 1.0
    if isinstance(action, Move) and ships:
        p = g.pieces[action.piece]
        end = action.path[-1][0]
        gain = min(distance(p.hexes[0], s.hex) for s in ships) - min(distance(end, s.hex) for s in ships)
        if not is_destroyer(p.kind):
            return 1.5 ** gain
        aims = any(distance(end, h) <= fire_range(p.kind, g.planet.terrain[end]) for h in podes)
        return 2.0 ** gain * (50.0 if aims else 1.0)
    return 1.0


def invariants(g: FmpGame) -> None:
    assert sum(g.counts().values()) == len(g.pieces)  # no piece made or lost: only moved between places
    seen: dict[Any, int] = {}
    for p in g.pieces:
        if p.where == BOARD and p.kind not in (Kind.PONTOON, Kind.TURRET):
            for h in p.hexes:
                assert h not in seen, f"two pieces on {h}"
                seen[h] = p.id
                assert g.top[h] == p.id
        if p.where == CARRIED:
            assert p.carrier is not None and p.id in g.pieces[p.carrier].contents
        assert all(g.pieces[c].carrier == p.id for c in p.contents)
    assert len(seen) == len(g.top)
    assert all(g.pieces[pid].kind is Kind.PONTOON and g.pieces[pid].where == BOARD for pid in g.pontoon_at.values())
    assert all(p.available >= 0 and 0 <= p.saved <= 10 for p in g.points)
    # the fire zones kept up to date piece by piece are the ones counted from scratch
    fresh = coverage((Destroyer(g.owner(d) or 0, d.kind, d.hex, g.planet.terrain[d.hex], firezones.gives_fire(g, d))
                      for d in g.pieces if is_destroyer(d.kind) and d.where == BOARD and firezones.gives_fire(g, d)),
                     g.planet.terrain)
    assert {k: v for k, v in fresh.items() if v} == {k: v for k, v in firezones.cover(g).items() if v}
    if g.over:
        assert g.ended is not None


def covered(events: Sequence[object]) -> None:
    """Astronefs were taken and took off, pieces were captured."""
    assert any(isinstance(e, AstronefTaken) for e in events)
    assert any(isinstance(e, TookOff) for e in events)
    assert any(isinstance(e, Captured) for e in events)
