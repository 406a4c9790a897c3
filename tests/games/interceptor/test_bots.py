"""Interceptor's Hard writes its orders by regret matching over sampled enemy orders: legal, one ship
at a time, said so, and not predictable from the position."""

from __future__ import annotations

import random
from typing import Any

from arcade.arena import arena_setup
from arcade.bots.base import count_budget, levels, seen_by
from arcade.core.protocol import SYSTEM
from arcade.games.interceptor.rules.actions import Orders
from arcade.games.interceptor.rules.game import ORDERS
from arcade.registry import Registry

REGISTRY = Registry()
REGISTRY.discover()


def to_orders(seed: int) -> tuple[Any, Any]:
    """Rules and a state where seat 0 writes orders, reached by Normal players."""
    game = REGISTRY.get("interceptor")
    assert game is not None
    rules = game.rules_object()
    state = rules.new(arena_setup(game, rules, ["A", "B"], {}), seed)
    normal, rng = levels("interceptor")["normal"], random.Random(seed)
    while not (state.phase == ORDERS and 0 in rules.to_act(state)):
        seat = min(rules.to_act(state) - {SYSTEM})
        rules.apply(state, seat, normal.choose(seen_by(rules, state, seat), count_budget(50), rng).action)
    return rules, state


def test_hard_gives_one_ship_legal_orders_by_a_mixed_choice() -> None:
    rules, state = to_orders(5)
    hard = levels("interceptor")["hard"]
    decision = hard.choose(seen_by(rules, state, 0), count_budget(10_000), random.Random(1))
    assert isinstance(decision.action, Orders) and rules.check(state, 0, decision.action) is None
    assert decision.action.ship == min(s.id for s in state.waiting_for() if s.owner == 0)
    assert decision.why.startswith("int_")  # what the orders are for, in the game's words (never how they were drawn)


def test_hard_is_not_predictable_from_the_position() -> None:
    rules, state = to_orders(5)
    hard = levels("interceptor")["hard"]
    seen = seen_by(rules, state, 0)
    picks = {hard.choose(seen, count_budget(10_000), random.Random(seed)).action for seed in range(6)}
    assert len(picks) > 1
