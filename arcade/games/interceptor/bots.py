"""Interceptor's computer players: orders written in secret, tried against the others' orders drawn at random.

Hard writes each ship's orders by regret matching (`regret`): a few dozen of the ship's orders, each flown against
the same dozen samples of what the other ships may write (the ships still to write drawn alike for every candidate),
the turn resolved by the rules and scored; the orders are then drawn from the equilibrium of that table, so a person
cannot read its next move from the position, and no sampled reply of the enemy catches it out. Placing ships and
announcing turns in pursuit are Monte Carlo search, as Normal's."""

from __future__ import annotations

import random
from typing import Any

from arcade.bots.base import Bot, Budget, Decision, Seen
from arcade.bots.regret import draw, equilibrium
from arcade.bots.search import Effort, SearchBot, lead, moves_worth_trying
from arcade.bots.search import levels as search_levels
from arcade.core.protocol import GameRules, Seat
from arcade.games.interceptor.reasons import reason
from arcade.games.interceptor.rules.actions import Orders
from arcade.games.interceptor.rules.game import DESTROYED, IN, ORDERS, RETREATED, InterceptorGame


def fleet(state: InterceptorGame, owner: int) -> float:
    """A side's strength: ships still fighting, their structure, the hits they scored."""
    value = 0.0
    for ship in state.ships:
        if ship.owner != owner:
            continue
        value += 3.0 * ship.earned
        if ship.state == DESTROYED:
            continue
        value += 2.0 * ship.structure + (25.0 if ship.state == IN else 5.0 if ship.state == RETREATED else 15.0)
    return value


evaluate = lead(fleet, lambda state: range(state.players))
#: Each ship's orders are a decision of their own (`arcade.review`).
PER_SHIP = True
#: A review's costs are told in structure points: what one is worth in `fleet` (`arcade.review.lost`); a decision
#: costs what it lost on every state drawn but one, whatever the enemy wrote (`arcade.review.every_state`): Hard's
#: orders, safe against the enemy's orders that would hurt most, lost up to 2.3 structure points against the average
#: guess.
UNIT, EVERY_STATE = 2.0, True


def sensible(state: InterceptorGame, seat: Seat, legal: list[Any]) -> list[Any]:
    """A lone ship never holds its fire (X): firing costs nothing and only its enemies can be in its zone (held
    fire is for sparing one's own ships). Played against Hard, it wrote X most turns."""
    if sum(1 for s in state.in_play() if s.owner == seat) > 1:
        return legal
    return [a for a in legal if not (isinstance(a, Orders) and "X" in a.text)]


def unharmed(state: InterceptorGame, orders: list[Any]) -> list[Any]:
    """The orders whose flight costs the ship nothing (no move out of the arena, no asteroid passed through: INT.RES.2,
    INT.RES.3), where there are any. Hard's few dozen orders drawn from a thousand once held a flight through an
    asteroid and none as good without it, and it lost a structure point whatever the enemy wrote."""
    def harmless(order: Any) -> bool:
        return isinstance(order, Orders) and state.orders_damage(state.ships[order.ship], order.text) == (0, 0)
    return [order for order in orders if harmless(order)] or orders


class MixedOrders(Bot[InterceptorGame, Any]):
    """Hard: each ship's orders by regret matching over sampled enemy orders (see the module's words)."""

    level = "hard"

    def __init__(self, search: SearchBot[InterceptorGame, Any], rows: int, columns: int) -> None:
        self.search, self.rows, self.columns = search, rows, columns

    def choose(self, seen: Seen[InterceptorGame], budget: Budget, rng: random.Random) -> Decision[Any]:
        rules, seat = seen.rules, seen.seat
        first = seen.sample(rng)
        if first.phase != ORDERS:
            return self.search.choose(seen, budget, rng)
        legal = moves_worth_trying(rules, first, seat, sensible)
        ship = min(a.ship for a in legal)  # (one ship at a time, the seat's others written after)
        rows = self.search.candidates(rules, unharmed(first, [a for a in legal if a.ship == ship]), rng, self.rows)
        if len(rows) == 1:
            return Decision(rows[0], "only")
        columns: list[tuple[InterceptorGame, int]] = []
        for j in range(self.columns):
            if j and budget():
                break
            columns.append((first if j == 0 else seen.sample(rng), rng.randrange(2**32)))
        payoff = [[self.flown(rules, state, seat, row, seed) for state, seed in columns] for row in rows]
        strategy = equilibrium(payoff)
        pick = draw(strategy, rng)
        why, values = reason(first, seat, rows[pick]) or ("int_unforeseen", {})
        return Decision(rows[pick], why, values)

    def flown(self, rules: GameRules[InterceptorGame, Any, Any, Any], state: InterceptorGame, seat: Seat,
              order: Orders, seed: int) -> float:
        """The seat's worth once `order` is given and the turn resolved, the orders still unwritten (the seat's
        other ships', the others' still to come) drawn by `seed`: the same for every candidate."""
        trial = rules.clone(state)
        rules.apply(trial, seat, order)
        fill = random.Random(seed)
        while trial.phase == ORDERS and trial.turn == state.turn and rules.outcome(trial) is None:
            waiting = trial.waiting_for()
            if not waiting:
                break
            owner, sid = waiting[0].owner, waiting[0].id
            choices = [a for a in moves_worth_trying(rules, trial, owner, sensible) if a.ship == sid]
            rules.apply(trial, owner, fill.choice(choices))
        return self.search.worth(rules, trial, seat)


def levels() -> dict[str, Bot[Any, Any]]:
    found = search_levels(evaluate, Effort(8, 1, 12), Effort(16, 3, 20), Effort(48, 16, 4), sensible,
                          explain=reason)
    search = found["hard"]
    assert isinstance(search, SearchBot)
    found["hard"] = MixedOrders(search, rows=48, columns=16)
    return found
