"""Hard's strikes: two destroyers brought in range, then their shot or capture — plans of a few actions
that a search over one move and its follow-up never sees, confirmed by the game's `check` before they are offered."""

from __future__ import annotations

import random

from arcade.bots.base import count_budget, seen_by
from arcade.bots.search import SearchBot
from arcade.core.hexgrid import Hex, distance
from arcade.games.fmp.bots import hard_sides, levels, menace, plans
from arcade.games.fmp.rules.actions import Capture, Fire, Move
from arcade.games.fmp.rules.model import BOARD
from arcade.games.fmp.rules.pieces import Kind
from arcade.games.fmp.rules.positions import Position
from arcade.games.fmp.strikes import STRIKE_REACH, doubly_reached, strikes, struck
from arcade.registry import Registry
from tests.games.fmp.planets import path, small

REGISTRY = Registry()
REGISTRY.discover()


def apart() -> tuple[Position, int, int, int]:
    """Two tanks of player 0 far from each other, each a move away from an enemy crab (out of range now)."""
    s = small()
    a, b = s.put(0, Kind.TANK, (0, 0)), s.put(0, Kind.TANK, (0, 7))
    crab = s.put(1, Kind.CRAB, (4, 4))
    return s, a.id, b.id, crab.id


def test_two_tanks_out_of_range_make_a_strike_of_their_moves_then_the_shot() -> None:
    s, a, b, crab = apart()
    assert not any(isinstance(x, Fire | Capture) for x in s.legal())  # nothing to shoot with as they stand
    found = strikes(s.game, 0, s.legal())
    assert found and [p.cost for p in found] == sorted(p.cost for p in found)  # cheapest first
    fire = next(p for p in found if isinstance(p.actions[-1], Fire))
    assert {m.piece for m in fire.actions[:-1] if isinstance(m, Move)} == {a, b}
    assert fire.actions[-1] == Fire((a, b), s.game.pieces[crab].hex)
    assert fire.cost == sum(len(m.path) for m in fire.actions[:-1] if isinstance(m, Move)) + 2
    s.play(*fire.actions)  # every step accepted, as `strikes` confirmed
    assert s.game.pieces[crab].where != BOARD


def test_a_strike_the_position_refuses_is_not_offered() -> None:
    s, a, b, crab = apart()
    assert strikes(s.game, 0, s.legal())
    s.points(3)  # a move each and the shot cost 4 at least
    assert strikes(s.game, 0, s.legal()) == []
    far = small()
    far.put(0, Kind.TANK, (0, 0))
    far.put(1, Kind.CRAB, (5, 7))
    assert strikes(far.game, 0, far.legal()) == []  # one destroyer makes no strike


def test_hard_carries_a_strike_out_and_says_so() -> None:
    s, a, b, crab = apart()
    game = REGISTRY.get("fmp")
    assert game is not None
    rules, bot, rng = game.rules_object(), levels()["hard"], random.Random(3)
    offered = {plan[0]: why for plan, why, _ in plans(s.game, 0, s.legal())}
    decision = bot.choose(seen_by(rules, s.game, 0), count_budget(10_000), rng)
    assert decision.action in offered and decision.why == offered[decision.action]
    assert decision.why in ("fmp_plan_fire", "fmp_plan_capture")
    for _ in range(3):  # the plan found again from the position as it stands, to its shot or capture
        if s.game.pieces[crab].where != BOARD or s.game.owner(s.game.pieces[crab]) == 0:
            break
        s.play(bot.choose(seen_by(rules, s.game, 0), count_budget(10_000), rng).action)
    taken = s.game.pieces[crab]
    assert taken.where != BOARD or s.game.owner(taken) == 0


def test_a_piece_two_enemy_destroyers_can_reach_next_turn_is_menaced_with_its_ore() -> None:
    s = small()
    crab = s.put(1, Kind.CRAB, (5, 4))
    s.load(crab, s.ore(0, 0))
    s.put(0, Kind.TANK, (1, 4))
    assert menace(s.game)[1] == 0.0  # one hunter is no strike
    s.put(0, Kind.HEAVY_TANK, (1, 6))
    assert menace(s.game)[1] == 3.0  # the crab (1) and its ore (2), as they would score
    assert menace(s.game)[0] == 0.0


def test_hard_draws_its_destroyers_towards_enemy_pieces_and_away_from_a_strike() -> None:
    def hunter() -> tuple[Position, int]:
        s = small()
        tank = s.put(0, Kind.TANK, (0, 0))
        s.put(1, Kind.CRAB, (5, 7))
        return s, tank.id

    still, (near, tank) = hunter()[0], hunter()
    near.play(Move(tank, path(near, (1, 0), (2, 0))))
    assert hard_sides(near.game)[0] > hard_sides(still.game)[0]

    def hunted() -> tuple[Position, int]:
        s = small()
        mine = s.put(0, Kind.CRAB, (3, 4))
        s.put(1, Kind.TANK, (0, 4))
        s.put(1, Kind.TANK, (0, 6))
        return s, mine.id

    stays, (away, crab) = hunted()[0], hunted()
    away.play(Move(crab, path(away, (4, 4), (5, 4), (6, 4))))
    assert menace(away.game)[0] < menace(stays.game)[0]
    assert hard_sides(away.game)[0] > hard_sides(stays.game)[0]


def test_hard_plays_its_strike_out_as_planned_without_searching_again() -> None:
    """A strike chosen is kept in mind (a turn of many moves thought in half the time): while the position
    is the one it expects, its next moves are the plan's, each said as the strike, with no search; once the
    position is another (a different move was played), it searches again."""
    s, a, b, crab = apart()
    game = REGISTRY.get("fmp")
    assert game is not None
    rules, bot, rng = game.rules_object(), levels()["hard"], random.Random(3)
    assert isinstance(bot, SearchBot)
    offered = plans(s.game, 0, s.legal())
    first = bot.choose(seen_by(rules, s.game, 0), count_budget(10_000), rng)
    plan, why, _ = next(found for found in offered if found[0][0] == first.action)
    assert len(plan) > 2 and first.why == why
    searched: list[int] = []
    original = bot.candidates
    bot.candidates = lambda *args, **kwargs: searched.append(1) or original(*args, **kwargs)  # type: ignore
    s.play(first.action)
    for step in plan[1:]:
        decision = bot.choose(seen_by(rules, s.game, 0), count_budget(10_000), rng)
        assert (decision.action, decision.why) == (step, why)
        s.play(decision.action)
    taken = s.game.pieces[crab]
    assert not searched and (taken.where != BOARD or s.game.owner(taken) == 0)

    s, a, b, crab = apart()
    first = bot.choose(seen_by(rules, s.game, 0), count_budget(10_000), rng)
    other = next(x for x in s.legal() if isinstance(x, Move) and x != first.action)
    s.play(other)  # not the move it chose: what it had in mind no longer holds
    searched.clear()
    bot.choose(seen_by(rules, s.game, 0), count_budget(10_000), rng)
    assert searched


def test_two_destroyers_of_one_opponent_within_strike_reach_make_a_hex_struck() -> None:
    """`struck` reads the hexes two hunters of one opponent reach (kept per line-up of hunters) as counted one by
    one: a hex within reach of one hunter of each of two opponents is not struck, nor for their own pieces."""
    lineup = (Hex(0, 0), Hex(7, 0), Hex(3, 3))
    twice = doubly_reached(lineup)
    for q in range(-9, 16):
        for r in range(-9, 12):
            h = Hex(q, r)
            assert (h in twice) == (sum(distance(h, x) <= STRIKE_REACH for x in lineup) >= 2)
    hunting = {1: doubly_reached((Hex(0, 0),)), 2: doubly_reached((Hex(4, 0),)), 3: twice}
    assert struck(hunting, 0, Hex(3, 0)) and not struck(hunting, 3, Hex(3, 0))
    assert not struck({1: hunting[1], 2: hunting[2]}, 0, Hex(2, 0))
