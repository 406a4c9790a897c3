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


def test_hard_flies_no_orders_that_cost_its_ship_a_structure_point_where_others_do_not() -> None:
    """Orders out of the arena or through an asteroid cost the ship structure whatever the enemy writes (INT.RES.2,
    INT.RES.3): Hard's orders are drawn among those that cost nothing while there are some, and only then."""
    from arcade.games.interceptor.bots import unharmed

    rules, state = to_orders(5)
    ship = state.ships[min(s.id for s in state.waiting_for() if s.owner == 0)]
    orders = [a for a in rules.legal_actions(state, 0) if isinstance(a, Orders) and a.ship == ship.id]

    def harm(order: Orders) -> tuple[int, int]:
        edge, crossed = state.orders_damage(ship, order.text)
        return int(edge), int(crossed)

    harmful = [a for a in orders if harm(a) != (0, 0)]
    kept = unharmed(state, orders)
    assert harmful and kept and all(harm(a) == (0, 0) for a in kept)
    assert len(kept) == len(orders) - len(harmful)
    assert unharmed(state, harmful) == harmful  # (nothing better: the ship must take its damage)
    hard, seen = levels("interceptor")["hard"], seen_by(rules, state, 0)
    picks = [hard.choose(seen, count_budget(10_000), random.Random(seed)).action for seed in range(2)]
    assert all(harm(a) == (0, 0) for a in picks)
