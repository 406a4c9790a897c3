"""Regret matching finds the mixed choice of a sampled game of secret moves (Interceptor's Hard)."""

from __future__ import annotations

import random

from arcade.bots.regret import FLOOR, draw, equilibrium, mix


def test_matching_pennies_is_played_half_and_half() -> None:
    strategy = equilibrium([[1.0, -1.0], [-1.0, 1.0]], rounds=2000)
    assert abs(strategy[0] - 0.5) < 0.03


def test_rock_paper_scissors_is_played_a_third_each() -> None:
    strategy = equilibrium([[0.0, -1.0, 1.0], [1.0, 0.0, -1.0], [-1.0, 1.0, 0.0]], rounds=2000)
    assert all(abs(p - 1 / 3) < 0.03 for p in strategy)


def test_a_move_every_reply_punishes_is_dropped_and_a_safe_one_kept() -> None:
    # row 0 wins big against one reply only (the opponent avoids it); row 1 is safe against all; row 2 is worse
    payoff = [[10.0, -5.0, -5.0], [1.0, 1.0, 1.0], [0.0, 0.0, 0.0]]
    strategy = equilibrium(payoff, rounds=500)
    assert strategy[1] > 0.9 and strategy[2] < 0.05


def test_rarely_played_moves_are_left_out_of_the_draw() -> None:
    strategy = mix([0.6, 0.35, FLOOR * 0.6 * 0.5])
    rng = random.Random(1)
    drawn = {draw(strategy, rng) for _ in range(300)}
    assert drawn == {0, 1}
    assert mix([0.0, -1.0]) == [0.5, 0.5]  # nothing positive: uniform
