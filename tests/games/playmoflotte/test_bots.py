"""Playmoflotte's computer players seek the fight and fire when they can: a broadside ready is worth
firing, a hit counts while its victim chooses who falls, distances go round the islands, and two Normal players
finish a battle."""

from __future__ import annotations

import random
from typing import Any

from arcade.arena import arena_setup, play
from arcade.core.protocol import SYSTEM
from arcade.core.squaregrid import Cell
from arcade.games.playmoflotte.bots import evaluate, fleet, levels, sailing
from arcade.games.playmoflotte.rules import EndTurn, Fire
from arcade.registry import Registry

REGISTRY = Registry()
REGISTRY.discover()


def new_game(seed: int = 3) -> tuple[Any, Any]:
    game = REGISTRY.get("playmoflotte")
    assert game is not None
    rules = game.rules_object()
    return rules, rules.new(arena_setup(game, rules, ["A", "B"], {}), seed)


def test_two_normal_players_finish_a_battle_and_fire_on_the_way() -> None:
    for seed in (3, 4):
        result = play("playmoflotte", ("normal", "normal"), seed, {}, 60.0, 0.0, max_steps=600)
        assert result.outcome is not None and result.steps < 600, seed
        assert "type: fire" in result.record, seed


def test_a_hit_counts_while_its_victim_chooses_who_falls() -> None:
    rules, state = new_game()
    bot, rng = levels()["normal"], random.Random(1)
    from arcade.bots.base import count_budget, seen_by

    for _ in range(400):  # Normal against Normal, until a shot has been fired and hit
        if state.pending is not None:
            break
        seat = min(rules.to_act(state) - {SYSTEM})
        rules.apply(state, seat, bot.choose(seen_by(rules, state, seat), count_budget(0), rng).action)
    assert state.pending is not None
    victim = state.ships[state.pending.ship].owner
    before = fleet(state, victim)
    seat = min(rules.to_act(state) - {SYSTEM})
    rules.apply(state, seat, rules.legal_actions(state, seat)[0])  # the losses chosen
    assert fleet(state, victim) <= before + 1e-9  # the loss was already counted


def test_firing_a_ready_broadside_is_worth_more_than_ending_the_turn() -> None:
    rules, state = new_game()
    bot, rng = levels()["normal"], random.Random(1)
    from arcade.bots.base import count_budget, seen_by
    from arcade.bots.search import SearchBot

    assert isinstance(bot, SearchBot)  # Normal weighs each move (`value`)

    for _ in range(400):
        seat = min(rules.to_act(state) - {SYSTEM})
        legal = rules.legal_actions(state, seat)
        shots = [a for a in legal if isinstance(a, Fire)]
        if shots:
            end = next(a for a in legal if isinstance(a, EndTurn))
            worth = {a: sum(bot.valued(rules, state, seat, a, random.Random(i), bot.follow)[0] for i in range(12))
                     for a in (*shots, end)}
            assert max(worth[a] for a in shots) > worth[end]
            return
        rules.apply(state, seat, bot.choose(seen_by(rules, state, seat), count_budget(0), rng).action)
    raise AssertionError("no shot in 400 moves")


def test_sailing_distances_go_round_islands_and_reefs() -> None:
    rules, state = new_game()
    island = next(Cell(*c) for c, terrain in state.board.terrain.items() if terrain == "island")
    sea = next(Cell(*c) for c, terrain in state.board.terrain.items() if terrain == "sea")
    far = sailing(state, sea)
    assert island not in far and far[sea] == 0
    assert all(far[c] >= max(abs(c.x - sea.x), abs(c.y - sea.y)) for c in far)  # never shorter than straight
    assert evaluate(state, 0) == evaluate(rules.clone(state), 0)


def test_easy_rolls_and_sails_rather_than_ending_its_movement_where_it_stands() -> None:
    """Seen at a club table: Easy never moved its ship all game ("Movement done (a hunch)"). Rolling the dice alone
    changes nothing it weighed, so with no look at its next move it took ending the movement as the tie's sober
    choice, turn after turn; it now looks a few of its own moves ahead (roll, then sail) and sails most turns."""
    from arcade.bots.base import count_budget, seen_by
    from arcade.games.playmoflotte.rules import EndMovement, Roll

    rules, state = new_game()
    bot, rng = levels()["easy"], random.Random(5)
    sailed = stood = 0  # movements with a roll, and without
    rolled = False
    for _ in range(600):
        if rules.outcome(state) is not None:
            break
        seat = min(rules.to_act(state) - {SYSTEM})
        action = bot.choose(seen_by(rules, state, seat), count_budget(0), rng).action
        rolled = rolled or isinstance(action, Roll)
        if isinstance(action, EndMovement):
            sailed, stood, rolled = sailed + rolled, stood + (not rolled), False
        rules.apply(state, seat, action)
    assert sailed + stood >= 10
    assert sailed > stood, (sailed, stood)  # (before: 13 movements with a roll, 145 without)
