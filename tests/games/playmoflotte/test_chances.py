"""Playmoflotte's dice face by face (Hard's expectimax): a roll or a shot gives each face's position, 1
in 6 each, played by the game's own rules; the hits they add up to are the odds the computers score with."""

from __future__ import annotations

import random
from typing import Any

import pytest

from arcade.bots.base import count_budget, levels, seen_by
from arcade.core.protocol import SYSTEM
from arcade.games.playmoflotte.rules import EndPosts, Fire, Roll
from arcade.games.playmoflotte.rules.chances import outcomes
from arcade.games.playmoflotte.rules.geometry import die_distance
from tests.games.playmoflotte.test_bots import new_game


def until(rules: Any, state: Any, wanted: type, seed: int = 1) -> tuple[int, Any]:
    """Normal against Normal until the seat to act may play a `wanted` action: the seat and that action."""
    bot, rng = levels("playmoflotte")["normal"], random.Random(seed)
    for _ in range(2000):
        seat = min(rules.to_act(state) - {SYSTEM})
        found = [a for a in rules.legal_actions(state, seat) if isinstance(a, wanted)]
        if found:
            return seat, found[0]
        rules.apply(state, seat, bot.choose(seen_by(rules, state, seat), count_budget(0), rng).action)
    raise AssertionError(f"no {wanted.__name__} in 2000 steps")


def test_a_roll_gives_each_face_its_distance_one_in_six() -> None:
    rules, state = new_game()
    seat, roll = until(rules, state, Roll)
    before = state.copy()
    found = outcomes(state, roll)
    assert found is not None and [p for p, _ in found] == [1 / 6] * 6
    assert [after.moving for _, after in found] == [(roll.ship, die_distance(f)) for f in range(1, 7)]
    assert state.rng.getstate() == before.rng.getstate()  # the position asked about rolls nothing
    assert all(after.rng.getstate() == before.rng.getstate() for _, after in found)  # nor do its copies' dice
    assert outcomes(state, EndPosts()) is None  # nothing to roll


def test_a_shots_faces_hit_as_often_as_the_odds_say() -> None:
    rules, state = new_game()
    seat, shot = until(rules, state, Fire)
    shooter, target = state.ships[shot.ship], state.ships[shot.target]
    found = outcomes(state, shot)
    assert found is not None
    hits = sum(p for p, after in found if after.pending is not None)
    assert abs(hits - state.hit_chance(shooter, target)) < 1e-9


def test_hard_weighs_every_face_of_a_roll() -> None:
    rules, state = new_game()
    seat, roll = until(rules, state, Roll)
    hard = levels("playmoflotte")["hard"]
    from arcade.bots.search import SearchBot

    assert isinstance(hard, SearchBot) and hard.chances is not None
    faces = outcomes(state, roll)
    assert faces is not None
    rng = random.Random(1)
    expected = sum(p * hard.followed(rules, after, seat, random.Random(1), hard.follow)[0] for p, after in faces)
    assert abs(hard.valued(rules, state, seat, roll, rng, hard.follow)[0] - expected) < 1e-9


def test_a_broadsides_expected_hits_count_doubles_and_enfilades() -> None:
    from arcade.games.playmoflotte.rules.geometry import expected_hits, hit_odds

    assert expected_hits(1, False) == 8 / 6  # 2-3 hit once, 4-6 twice (twice the 2 needed)
    assert expected_hits(1, True) == 8 / 6  # 3-6 hit (one off the die), each twice
    assert expected_hits(3, False) == 3 / 6  # 4-6 once (8 would be twice)
    assert all(expected_hits(d, e) >= hit_odds(d, e) for d in (1, 2, 3) for e in (False, True))


def test_hard_counts_the_enfilades_the_enemy_may_sail_into(monkeypatch: pytest.MonkeyPatch) -> None:
    from arcade.core.squaregrid import Cell
    from arcade.games.playmoflotte import bots
    from arcade.games.playmoflotte.rules import HELM

    rules, state = new_game()
    mine, enemy = (next(s for s in state.ships if s.owner == owner) for owner in (0, 1))
    mine.pos, mine.heading = Cell(5, 5), 0  # heading north: its fore-and-aft line is column 5
    enemy.pos, enemy.heading = Cell(5, 7), 2  # astern, two squares off, heading east: its broadside rakes it
    enemy.posts = [post for post in enemy.posts if post != HELM]  # no one at the helm: it keeps that heading
    assert state.is_enfilade(enemy, mine) and not enemy.has_helm()
    raked = bots.reach(state, enemy, [mine])
    bots._REACH.clear()
    monkeypatch.setattr(bots, "raking", lambda *cells: False)
    assert raked > bots.reach(state, enemy, [mine])  # the rake's two hits, counted
