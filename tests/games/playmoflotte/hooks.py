"""Playmoflotte in the conformance test: setups to vary, the invariants after every step, what a run must reach."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from arcade.games.playmoflotte.rules import Advance, PlaymoflotteGame, Roll
from arcade.games.playmoflotte.rules.events import Fired, Won
from arcade.games.playmoflotte.rules.game import heading_towards

SIDES = ("red", "blue", "amber", "green")
MAPS = ("playmoflotte", "playmoflotte-archipelago", "playmoflotte-straits")
SEEDS = 12
MAX_STEPS = 400
PROBE_EVERY = 3


def weights(g: PlaymoflotteGame) -> dict[str, float]:
    """Eager to sail towards the enemy and fire, so that battles end (posts change now and then)."""
    return {"end_posts": 6.0, "end_move": 0.5, "end_turn": 0.2 if g.phase != "fire" else 1.0, "fire": 10.0,
            "roll": 5.0, "advance": 5.0}


def bias(g: PlaymoflotteGame, action: object) -> float:
    """Long moves (seldom off the map), headings towards the nearest enemy."""
    if isinstance(action, Advance):
        leaves = g.sail_off_distance(g.ships[action.ship]) == action.distance
        return 0.1 if leaves else 1.0 + 2 * action.distance
    if isinstance(action, Roll):
        ship = g.ships[action.ship]
        enemies = [s for s in g.afloat() if s.owner != ship.owner]
        if enemies:
            target = min(enemies, key=lambda s: abs(s.pos.x - ship.pos.x) + abs(s.pos.y - ship.pos.y))
            return 8.0 if action.heading == heading_towards(ship.pos, target.pos) else 1.0
    return 1.0


def setup(seed: int) -> dict[str, Any]:
    sides = 2 + seed % 3
    return {"players": [{"name": f"S{i}", "side": SIDES[i]} for i in range(sides)],
            "options": {"map": MAPS[seed % 3], "ships": str(1 + seed % 2),
                        "ship": ("frigate", "galleon", "sloop")[seed % 3], "first": "random" if seed % 2 else "listed",
                        "crew": "free" if seed % 4 < 2 else "standard"}}


def invariants(g: PlaymoflotteGame) -> None:
    positions = [s.pos for s in g.afloat()]
    assert len(positions) == len(set(positions))  # one ship per square
    for ship in g.ships:
        assert ship.crew >= 0
        if ship.gone == "sunk":
            assert ship.crew == 0 and g.ship_at(ship.pos) is not ship
        if ship.afloat:
            assert ship.crew > 0 and g.board.contains(*ship.pos)
            assert g.terrain(ship.pos) in ("sea", "beach", "port")
            assert ship.posts.count("helm") <= 1
            slots = [(c.side, c.slot) for c in ship.cannons]
            assert len(slots) == len(set(slots))
    if g.over:
        assert g.legal_actions() == [] and len(g.sides_in_play()) <= 1


def covered(events: Sequence[object]) -> None:
    """Battles were won, by different sides, and shots hit on the way."""
    assert len({e.side for e in events if isinstance(e, Won)}) > 1
    assert any(isinstance(e, Fired) and e.hit for e in events)
