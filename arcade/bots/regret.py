"""Regret matching: a mixed choice in a game of simultaneous secret moves, from a table of payoffs.

Rows are the seat's candidate moves, columns the other side's (sampled); `payoff[i][j]` is the seat's worth when
row i meets column j. Both sides repeatedly play in proportion to their positive regrets (regret matching+, which
clips regrets at zero each round and converges faster); the seat's average strategy approaches an equilibrium of
the sampled game: it cannot be exploited by any of the sampled replies, and is not predictable where several moves
are worth alike.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

#: Moves played this much less often than the most played one are left out of the final choice (noise).
FLOOR = 0.1


def equilibrium(payoff: Sequence[Sequence[float]], rounds: int = 200) -> list[float]:
    """The row player's average strategy after `rounds` of regret matching+ against a column player who
    minimizes the same payoffs (a zero-sum reading of the sampled game)."""
    n, m = len(payoff), len(payoff[0])
    rows, cols = [0.0] * n, [0.0] * m
    total = [0.0] * n
    for _ in range(rounds):
        r, c = mix(rows), mix(cols)
        row_values = [sum(p * q for p, q in zip(payoff[i], c, strict=True)) for i in range(n)]
        col_values = [sum(payoff[i][j] * r[i] for i in range(n)) for j in range(m)]
        value = sum(v * p for v, p in zip(row_values, r, strict=True))
        rows = [max(0.0, rows[i] + row_values[i] - value) for i in range(n)]
        cols = [max(0.0, cols[j] + value - col_values[j]) for j in range(m)]
        total = [t + p for t, p in zip(total, r, strict=True)]
    return mix(total)


def mix(weights: Sequence[float]) -> list[float]:
    """Weights made a probability distribution (uniform when none is positive)."""
    positive = [max(0.0, w) for w in weights]
    whole = sum(positive)
    return [w / whole for w in positive] if whole > 0 else [1.0 / len(weights)] * len(weights)


def draw(strategy: Sequence[float], rng: random.Random) -> int:
    """A row drawn from the strategy, leaving out rows played under `FLOOR` times as often as the most played."""
    top = max(strategy)
    kept = [p if p >= FLOOR * top else 0.0 for p in strategy]
    return rng.choices(range(len(kept)), weights=kept)[0]
