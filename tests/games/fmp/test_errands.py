"""Hard's errands: a transporter driven beside the ore then loading it, driven beside a pode then putting its ore into
the astronef, and in the last turns each piece brought aboard — plans whose moves pay only with the load that
follows, confirmed by the game's `check` before they are offered; and where the ore or the astronef is beyond the
turn's points, the moves that end nearest it."""

from __future__ import annotations

import random

import pytest

from arcade.bots.base import count_budget, seen_by
from arcade.core.hexgrid import distance
from arcade.games.fmp import strikes as strikes_module
from arcade.games.fmp.bots import hard_plans, levels, plans
from arcade.games.fmp.errands import errands, towards
from arcade.games.fmp.reasons import nearest
from arcade.games.fmp.rules.actions import Load, Move, Unload
from arcade.games.fmp.rules.model import CARRIED
from arcade.games.fmp.rules.pieces import Kind
from arcade.games.fmp.rules.positions import Position
from arcade.games.fmp.rules.state import LAST_TURN
from arcade.games.fmp.strikes import MOST
from arcade.i18n import setup, t
from arcade.registry import Registry
from tests.games.fmp.planets import small

REGISTRY = Registry()
REGISTRY.discover()


def ore_field() -> tuple[Position, int, list[int]]:
    """Player 0's astronef in the north-west, its crab in the south-west, two ore beside one another four columns
    east of the crab (player 1's astronef still in orbit, its turrets nowhere near)."""
    s = small()
    s.ship(0, 1, 1)
    crab = s.put(0, Kind.CRAB, (0, 7))
    ore = [s.ore(4, 7), s.ore(5, 7)]
    return s, crab.id, [q.id for q in ore]


def test_an_ore_run_drives_the_crab_beside_the_ore_then_loads_what_it_has_room_for() -> None:
    s, crab, ore = ore_field()
    found = [e for e in errands(s.game, 0, s.legal()) if e.purpose == "ore"]
    assert found and [e.cost for e in found] == sorted(e.cost for e in found)  # cheapest first
    run = found[0]
    assert isinstance(run.actions[0], Move) and run.actions[0].piece == crab
    assert {a.cargo for a in run.actions[1:] if isinstance(a, Load)} == set(ore)  # both: the crab holds 2
    assert run.cost == len(run.actions[0].path) + 2
    s.play(*run.actions)  # every step accepted, as `errands` confirmed
    assert sorted(s.game.pieces[crab].contents) == sorted(ore)


def test_a_loaded_crab_is_driven_beside_a_pode_and_puts_its_ore_into_the_astronef() -> None:
    s, crab, ore = ore_field()
    for q in ore:
        s.load(s.game.pieces[crab], s.game.pieces[q])
    deliver = next(e for e in errands(s.game, 0, s.legal()) if e.purpose == "deliver")
    assert [type(a) for a in deliver.actions] == [Move, Unload, Unload]
    ship = s.game.astronefs(0)[0]
    assert deliver.target in ship.hexes[1:]  # through a pode
    s.play(*deliver.actions)
    assert all(s.game.pieces[q].where == CARRIED and s.game.pieces[q].carrier == ship.id for q in ore)
    assert not any(e.purpose == "ore" for e in errands(s.game, 0, s.legal()))  # none left on the planet


def test_in_the_last_turns_a_piece_out_is_brought_aboard_and_an_empty_crab_no_longer_prospects() -> None:
    s, crab, ore = ore_field()
    tank = s.put(0, Kind.TANK, (3, 3)).id
    assert not any(e.purpose == "home" for e in errands(s.game, 0, s.legal()))  # too early: out, it earns
    s.game.turn = LAST_TURN - 1
    found = errands(s.game, 0, s.legal())
    home = {last.cargo: e for e in found if e.purpose == "home" and isinstance(last := e.actions[-1], Load)}
    assert {tank, crab} <= home.keys()
    assert not any(e.purpose == "ore" for e in found)
    s.play(*home[tank].actions)
    assert s.game.pieces[tank].carrier == s.game.astronefs(0)[0].id


def test_a_late_turn_offers_only_its_cheapest_errands_as_many_as_its_strikes(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each errand is weighed on every look, and a late turn with many pieces out offers a way aboard for each: the
    cheapest `MOST` are offered, as strikes are (here held to 5)."""
    s, crab, ore = ore_field()
    s.game.turn = LAST_TURN - 1
    for col in range(6):
        for row in (4, 6):
            s.put(0, Kind.TANK, (col, row))
    s.points(40)
    every = errands(s.game, 0, s.legal())
    assert 5 < len(every) <= MOST
    monkeypatch.setattr(strikes_module, "MOST", 5)
    assert errands(s.game, 0, s.legal()) == every[:5]  # (the cheapest, each still confirmed)
    assert [e.cost for e in every] == sorted(e.cost for e in every)


def test_ore_beyond_the_turns_points_draws_moves_that_end_nearer_it() -> None:
    s, crab, ore = ore_field()
    s.points(2)
    assert not any(e.purpose == "ore" for e in errands(s.game, 0, s.legal()))  # 3 hexes and a load: too dear
    aimed = towards(s.game, 0, s.legal())
    goal = [s.game.pieces[q].hex for q in ore]
    here = nearest(s.game.pieces[crab].hex, goal)
    mine = [m for m in aimed if m.piece == crab]
    assert mine and all(nearest(m.path[-1][0], goal) < here for m in mine)
    assert nearest(mine[0].path[-1][0], goal) == min(
        nearest(a.path[-1][0], goal) for a in s.legal() if isinstance(a, Move) and a.piece == crab)


def test_hard_runs_for_the_ore_and_says_so_where_hard_one_has_only_its_strikes() -> None:
    s, crab, ore = ore_field()
    game = REGISTRY.get("fmp")
    assert game is not None
    rules, bot = game.rules_object(), levels()["hard"]
    offered = {plan[0]: why for plan, why, _ in hard_plans(s.game, 0, s.legal())}
    decision = bot.choose(seen_by(rules, s.game, 0), count_budget(10_000), random.Random(3))
    assert decision.action in offered and decision.why == offered[decision.action] == "fmp_plan_ore"
    col, row = s.game.planet.layout.from_axial(s.game.pieces[ore[0]].hex)  # type: ignore[union-attr]
    assert decision.values == {"col": col, "row": row, "count": 3}  # a move and two loads
    try:
        setup("en")
        assert t("why_fmp_plan_ore", **decision.values) == f"an ore run: load the ore at {col},{row} within 3 actions"
        setup("fr")
        assert t("why_fmp_plan_ore", **decision.values) == \
            f"une tournée de minerai : charger le minerai en {col},{row} d'ici 3 actions"
    finally:
        setup("en")
    assert plans(s.game, 0, s.legal()) == []  # `hard-1` is offered no errand
    assert levels()["hard-1"].plans is plans  # type: ignore[attr-defined]
    crab_hex = s.game.pieces[crab].hex
    s.play(decision.action)
    assert min(distance(s.game.pieces[crab].hex, s.game.pieces[q].hex) for q in ore) == 1 < min(
        distance(crab_hex, s.game.pieces[q].hex) for q in ore)


def test_hard_weighs_its_plans_in_chains_and_loads_the_ore_beside_it_before_sailing_for_more() -> None:
    """Weighed one at a time, driving the crab to the ore nearer home and loading it looks better than loading the
    ore beside it (ore far out is long to bring in): a game of two Hards, reviewed, drove a barge past ore, twice,
    for ore further on. Weighed in chains of plans (`Effort.chain`), loading the ore beside it and then driving to
    the other is worth more than either: Hard loads first (said as that plan), then sets out for the other."""
    from arcade.bots.search import SearchBot, moves_worth_trying

    s = small()
    s.ship(0, 1, 1)
    s.ship(1, 1, 6)
    crab = s.put(0, Kind.CRAB, (5, 2))
    beside, nearer = s.ore(5, 3), s.ore(3, 0)
    s.start_turn(0, 10)
    game = REGISTRY.get("fmp")
    assert game is not None
    rules = game.rules_object()
    hard = levels()["hard"]
    assert isinstance(hard, SearchBot) and hard.chain
    offered = [plan for plan, _, _ in hard_plans(s.game, 0, moves_worth_trying(rules, s.game, 0, hard.sensible))]
    load = next(plan for plan in offered if plan == (Load(crab.id, beside.id),))
    run = next(plan for plan in offered if plan[-1] == Load(crab.id, nearer.id))
    assert hard.carried_out(rules, s.game, 0, load) < hard.carried_out(rules, s.game, 0, run)
    chained = dict(zip(offered, hard.chains(rules, s.game, 0, offered), strict=True))
    assert chained[load] == hard.carried_out(rules, s.game, 0, load + run)
    assert chained[load] > max(hard.carried_out(rules, s.game, 0, plan) for plan in offered)

    chosen = hard.choose(seen_by(rules, s.game, 0), count_budget(1_000), random.Random(1))
    assert chosen.action == load[0] and chosen.why == "fmp_plan_ore"
    rules.apply(s.game, 0, chosen.action)
    then = hard.choose(seen_by(rules, s.game, 0), count_budget(1_000), random.Random(1))
    assert then.action == run[0] and then.why == "fmp_plan_ore"
