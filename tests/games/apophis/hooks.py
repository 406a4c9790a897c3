"""Apophis in the conformance test: setups to vary, the invariants after every step, what a run must reach."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from arcade.games.apophis.rules import ApophisGame, Build, Phase
from arcade.games.apophis.rules.cards import all_sections, full_deck
from arcade.games.apophis.rules.events import LaunchEnded

SIDES = ("red", "blue", "amber", "green", "white", "violet")
SEEDS = 30
MAX_STEPS = 400
PROBE_EVERY = 2
SYSTEM_RATE = 0.002  # the countdown runs out now and then


def weights(g: ApophisGame) -> dict[str, float]:
    """Random, but building a fuelled missile and then launching it, so launches and re-rolls happen."""
    fuelled = g.missile_points("yellow") >= g.fuel_needed()
    ready = (fuelled or g.turn % 7 == 0) and (g.missile_points() >= 5 or g.top_size() == 1)
    return {"build": 0.5 if ready else 6.0, "sequence": 8.0 if ready or g.sequence else 0.1, "scrap": 0.05,
            "time_up": 0.02}


def setup(seed: int) -> dict[str, Any]:
    players = 1 + seed % 6
    return {"players": [{"name": f"P{i}", "side": SIDES[i]} for i in range(players)],
            "options": {"rules": "basic" if seed % 3 == 0 else "advanced", "difficulty": "intermediate"}}


def invariants(g: ApophisGame) -> None:
    everything = (list(g.stations.values()) + g.deck + g.discard + [c for h in g.hands for c in h]
                  + list(g.sequence.values()))
    assert sorted(everything) == sorted(full_deck())  # all 52 cards, each exactly once
    assert sorted(g.reserve | set(g.missile)) == sorted(all_sections()) and len(g.reserve) + len(g.missile) == 12
    assert all(a.size >= b.size for a, b in zip(g.missile, g.missile[1:], strict=False))
    assert all(len(h) <= 5 for seat, h in enumerate(g.hands) if seat != g.active)
    # the draw is complete only after the shuffle; over: time ran out mid-discard
    assert len(g.hand()) <= 5 or g.phase in (Phase.DISCARD, Phase.SHUFFLE, Phase.OVER)
    assert 0 <= len(g.apophis) <= 3 and g.deflection >= 0
    assert len(g.sequence) < 4 or (g.phase == Phase.REROLL and g.launch is not None)  # mid-launch
    if g.over:
        assert g.result is not None and g.player_actions() == []


def bias(g: ApophisGame, action: object) -> float:
    """Fuel first, then green sections, which buy re-rolls in advanced games."""
    if not isinstance(action, Build):
        return 1.0
    if action.color == "yellow" and g.missile_points("yellow") < g.fuel_needed() + 1:
        return 6.0
    return 4.0 if action.color == "green" and g.options.advanced else 1.0


def covered(events: Sequence[object]) -> None:
    """Every way a launch ends was met."""
    outcomes = {e.outcome for e in events if isinstance(e, LaunchEnded)}
    assert {"no-fuel", "missed", "hit", "exploded"} <= outcomes, outcomes
