"""A finished game's review: mistakes planted in played games are marked among each person's costliest decisions,
with the better move the judge finds; a game of computers has nobody to review; the verdicts depend only on what
each seat knew."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from arcade.arena import arena_setup
from arcade.bots.base import count_budget, levels, seen_by
from arcade.core.protocol import SYSTEM
from arcade.core.record import GameRecord, Step
from arcade.registry import Registry
from arcade.review import marked, review, threshold_of

REGISTRY = Registry()
REGISTRY.discover()


def played_game(game_id: str, mistake: Callable[[Any, list[Any]], Any | None], steps: int = 400,
                seed: int = 3, level: str = "normal", people: int = 1,
                against: str = "normal") -> tuple[Any, GameRecord, list[int]]:
    """A game of a person (seat 0) and a computer of level `against` (seat 1), or of two people, the people
    playing the moves of `level` but for the mistakes `mistake(state, legal)` plants in seat 0's (its move where it
    returns one); the record, and the planted steps."""
    game = REGISTRY.get(game_id)
    assert game is not None
    rules = game.rules_object()
    setup = arena_setup(game, rules, ["Ann", "Bot"], {})
    if people < 2:
        setup["players"][1]["computer"] = against
    record = GameRecord(game_id, rules.version, setup, seed)
    state = rules.new(setup, seed)
    bots, rng = levels(game_id), random.Random(seed)
    planted: list[int] = []
    for _ in range(steps):
        if rules.outcome(state) is not None:
            break
        acting = sorted(rules.to_act(state) - {SYSTEM})
        if not acting:
            seat, action = SYSTEM, rules.legal_actions(state, SYSTEM)[0]
        else:
            seat = acting[0]
            bot = bots[level if seat < people else against]
            action = bot.choose(seen_by(rules, state, seat), count_budget(0), rng).action
            wrong = mistake(state, rules.legal_actions(state, seat)) if seat == 0 else None
            if wrong is not None:
                planted.append(len(record.steps))
                action = wrong
        record.steps.append(Step(seat, rules.encode(action)))
        rules.apply(state, seat, action)
    return rules, record, planted


def test_a_broadside_not_fired_is_marked_with_the_shot_as_the_better_move() -> None:
    from arcade.games.playmoflotte.rules import EndTurn, Fire

    def end_instead_of_firing(state: Any, legal: list[Any]) -> Any | None:
        ready = [a for a in legal if isinstance(a, Fire) and state.hit_chance(state.ships[a.ship],
                                                                              state.ships[a.target]) >= 0.5]
        return next((a for a in legal if isinstance(a, EndTurn)), None) if ready else None

    rules, record, planted = played_game("playmoflotte", end_instead_of_firing, steps=160, level="hard")
    assert planted
    verdicts = review(rules, record)
    worst = marked(verdicts, "playmoflotte")
    assert any(v.step == planted[0] and isinstance(v.better, Fire) for v in worst), (planted, worst)
    assert all(v.seat == 0 for v in verdicts)  # (the computer's moves are not reviewed)


def test_a_verdict_depends_only_on_what_the_seat_knew() -> None:
    """The judge sees the position as the seat saw it: the others' hidden parts drawn anew give the same verdict."""
    from arcade.review import judge

    game = REGISTRY.get("apophis")
    assert game is not None
    rules = game.rules_object()
    state = rules.new(arena_setup(game, rules, ["Ann", "Bo", "Cy"], {}), 4)
    seat = min(rules.to_act(state) - {SYSTEM})
    played = rules.legal_actions(state, seat)[-1]
    twin = rules.determinize(state, seat, random.Random(77))  # what the seat sees, the other hands dealt anew
    assert judge(rules, "apophis", state, seat, played, random.Random(5)) == \
        judge(rules, "apophis", twin, seat, played, random.Random(5))


def test_the_review_prints_each_persons_costliest_decisions_for_a_record_file(tmp_path: Any, capsys: Any) -> None:
    from arcade.games.playmoflotte.rules import EndTurn, Fire
    from arcade.review import main

    def end_instead_of_firing(state: Any, legal: list[Any]) -> Any | None:
        return next((a for a in legal if isinstance(a, EndTurn)), None) \
            if any(isinstance(a, Fire) for a in legal) else None

    _, record, planted = played_game("playmoflotte", end_instead_of_firing, steps=120)
    assert planted
    path = tmp_path / "game.yaml"
    path.write_text(record.to_text(), encoding="utf-8")
    assert main([str(path)]) == 0
    out = capsys.readouterr().out
    assert "Ann: played End turn" in out and "fires at Bot's frigate" in out and "Bot:" not in out  # (words)
    assert "crew lost)" in out  # (in the game's unit)
    assert main([str(tmp_path / "missing.yaml")]) == 1  # a file that is not there: said, no traceback


def test_orders_flown_off_the_arena_are_marked_with_orders_that_stay_in() -> None:
    from arcade.games.interceptor.rules.actions import Orders

    def off_the_arena(state: Any, legal: list[Any]) -> Any | None:
        def off(a: Any) -> int:
            return int(state.orders_damage(state.ships[a.ship], a.text)[0])

        orders = [a for a in legal if isinstance(a, Orders)]
        worst = max(orders, key=off, default=None)
        return worst if worst is not None and off(worst) >= 2 else None

    rules, record, planted = played_game("interceptor", off_the_arena, steps=80)
    assert planted
    worst = marked(review(rules, record), "interceptor")
    found = [v for v in worst if v.step in planted]
    assert found and all(isinstance(v.better, Orders) for v in found), (planted, worst)



def test_a_missile_launched_without_fuel_is_marked_with_a_move_that_does_not_waste_it() -> None:
    from arcade.games.apophis.rules import AddToSequence

    def launch_without_fuel(state: Any, legal: list[Any]) -> Any | None:
        if not state.missile or state.missile_points("yellow") >= state.fuel_needed():
            return None
        missing = {"clubs", "hearts", "diamonds", "spades"} - set(state.sequence)
        return next((a for a in legal if isinstance(a, AddToSequence)
                     and {c.suit for c in a.cards} == missing), None)

    rules, record, planted = played_game("apophis", launch_without_fuel, steps=300)
    assert planted
    worst = marked(review(rules, record), "apophis")
    found = [v for v in worst if v.step in planted]
    assert found and all(not isinstance(v.better, AddToSequence) or
                         {c.suit for c in v.better.cards} != {c.suit for c in v.played.cards} for v in found), \
        (planted, worst)


def test_a_ship_flown_into_a_turret_s_laser_is_marked_with_a_program_that_keeps_out_of_it() -> None:
    from arcade.games.asteroyds.rules.actions import Program
    from arcade.games.asteroyds.rules.field import step
    from arcade.games.asteroyds.rules.program import parse

    crossing: list[set[str]] = []  # at each planted step, every program that flies into the line

    def into_the_laser(state: Any, legal: list[Any]) -> Any | None:
        programs = [a for a in legal if isinstance(a, Program)]
        if not programs:
            return None
        ship = state.ships[programs[0].ship]
        fire = {h for t in state.turrets if t.active and t.team != ship.team for h in state.turret_laser(t).cells}

        def first_hit(program: Program) -> int | None:
            """The round whose laser finds the ship on the turret's line (it moved there the round before)."""
            plan = parse(program.text)
            if plan.rounds and plan.mode == "shield":
                return None  # (its shield could save it)
            at, facing = ship.at, ship.facing
            for i, code in enumerate(plan.columns[:5]):
                turns, steps, _ = ship.motion(code)
                facing = (facing + turns) % 6
                at = step(at, facing) if steps else at
                if state.fixed_at(at) is not None:
                    return None
                if at in fire:
                    return i + 2
            return None

        hits = [p for p in programs if first_hit(p) is not None and set(parse(p.text).columns) <= {"F", "R", "L"}]
        if not hits or ship.at in fire:
            return None
        crossing.append({p.text for p in programs if first_hit(p) is not None})
        return min(hits, key=lambda p: first_hit(p) or 9)

    rules, record, planted = played_game("asteroyds", into_the_laser, steps=14)
    assert planted
    worst = marked(review(rules, record), "asteroyds")
    found = [v for v in worst if v.step in planted]
    assert found and all(isinstance(v.better, Program) and v.better.text not in crossing[planted.index(v.step)]
                         for v in found), (planted, worst)


def test_a_barge_left_where_the_forecast_tide_strands_it_is_marked_with_a_move_that_keeps_it_free() -> None:
    """The person puts the weather layer out at deployment, so as to see the coming tide (FMP.TIDE.6), then once
    sails a barge onto a hex that tide leaves dry (FMP.TIDE.3) and ends the turn with it there (the barge could
    sail off again while the turn lasts): the review marks one of the two, with a better move after which the barge
    is free at that tide."""
    from arcade.games.fmp.bots import sides
    from arcade.games.fmp.rules.actions import EndTurn, Move, Unload
    from arcade.games.fmp.rules.pieces import Kind
    from arcade.games.fmp.rules.stranding import stuck_soon, stuck_then
    from arcade.review import before_each_step

    what: list[str] = []  # (beside each planted step: the weather layer put out, or the barge stranded)

    def strand(state: Any, legal: list[Any]) -> Any | None:
        layer = next((a for a in legal if isinstance(a, Unload) and state.pieces[a.cargo].kind is Kind.WEATHER_LAYER),
                     None)
        if layer is not None and state.turn == 2:
            what.append("layer")
            return layer
        wrong = [a for a in legal if isinstance(a, Move) and state.pieces[a.piece].kind is Kind.BARGE
                 and stuck_then(state, state.pieces[a.piece], a.path[-1], 0)
                 and not stuck_soon(state, state.pieces[a.piece], state.pieces[a.piece].hexes, 0)]
        if what[-1:] == ["barge"]:
            what.append("end")  # (the turn ended with the barge there)
            return EndTurn()
        if not wrong or "barge" in what:
            return None
        what.append("barge")
        return max(wrong, key=lambda a: sides(after(state, a), tide=False)[0])  # (the best, the tide aside)

    def after(state: Any, move: Any) -> Any:
        trial = state.clone()
        trial.apply(move)
        return trial

    rules, record, planted = played_game("fmp", strand, steps=40)
    stranded = planted[what.index("barge")], planted[what.index("end")]
    worst = marked(review(rules, record), "fmp")
    verdict = next((v for v in worst if v.step in stranded), None)
    assert verdict is not None, (stranded, worst)
    state = next(match.state for index, _, _, match in before_each_step(rules, record) if index == verdict.step)
    barge = record.steps[stranded[0]].action["piece"]
    rules.apply(state, 0, verdict.better)
    assert not stuck_soon(state, state.pieces[barge], state.pieces[barge].hexes, 0)


def test_a_piece_left_under_fire_is_marked_with_its_retreat_out_of_it() -> None:
    """Against a Hard computer whose tanks hunt (`hard-1`, the fixed one, so the game stays the same), the
    person's piece comes under enemy fire; at the start of the person's turn it may step out of it (FMP.NEUT.1),
    but the person plays the best other move instead, and the piece is left under fire, neutralized (FMP.NEUT.2):
    the review marks the decision, with the retreat out of fire as the better move. (About 15 s: the computer's
    moves bring its tanks near enough, and each of the person's decisions is judged.)"""
    from arcade.games.fmp.bots import evaluate
    from arcade.games.fmp.rules.actions import Retreat

    def stay(state: Any, legal: list[Any]) -> Any | None:
        if not any(isinstance(a, Retreat) for a in legal):
            return None
        others = [a for a in legal if not isinstance(a, Retreat)]
        return max(others, key=lambda a: evaluate(after(state, a), 0))

    def after(state: Any, move: Any) -> Any:
        trial = state.clone()
        trial.apply(move)
        return trial

    rules, record, planted = played_game("fmp", stay, steps=50, seed=40, against="hard-1")
    assert planted
    worst = marked(review(rules, record), "fmp")
    found = [v for v in worst if v.step in planted]
    assert found and all(isinstance(v.better, Retreat) for v in found), (planted, worst)


@pytest.mark.parametrize(("game_id", "steps", "seed"), [("playmoflotte", 45, 3), ("asteroyds", 10, 3),
                                                         ("interceptor", 30, 7), ("apophis", 300, 3),
                                                         ("fmp", 60, 3)])
def test_a_game_of_two_hard_computers_has_no_costly_decision(game_id: str, steps: int, seed: int) -> None:
    """Both seats play Hard's moves as people would (so both are reviewed): what the judge finds against them is
    within what the states it draws disagree on: nothing costs more than the game's threshold, and nothing is
    marked. (Interceptor at seed 7: judged on six guesses of the enemy's orders, Hard's orders there lost a unit
    on each. Full Metal Planète: the landings, the deployment and three turns, about 25 s; its turn-21 decision is
    judged in `test_leaving`.)"""
    rules, record, _ = played_game(game_id, lambda state, legal: None, steps=steps, seed=seed, level="hard",
                                   people=2)
    verdicts = review(rules, record)
    assert {step.seat for step in record.steps} >= {0, 1}
    assert all(v.cost <= threshold_of(game_id) for v in verdicts) and not marked(verdicts, game_id), verdicts


def test_a_move_tried_again_is_judged_as_the_review_judged_the_one_played() -> None:
    from arcade.games.playmoflotte.rules import EndTurn, Fire
    from arcade.review import tried_again

    def end_instead_of_firing(state: Any, legal: list[Any]) -> Any | None:
        return next((a for a in legal if isinstance(a, EndTurn)), None) \
            if any(isinstance(a, Fire) for a in legal) else None

    rules, record, planted = played_game("playmoflotte", end_instead_of_firing, steps=60)
    verdict = next(v for v in review(rules, record) if v.step == planted[0])
    assert tried_again(rules, record, verdict.step, verdict.better)[1] == 0.0  # the judge's own move costs nothing
    again = tried_again(rules, record, verdict.step, verdict.played)[1]
    assert again > threshold_of("playmoflotte") and again == verdict.cost  # (it costs again what the review said)
    with pytest.raises(ValueError, match="cannot be played there"):
        tried_again(rules, record, verdict.step, Fire(9, 9, 9))  # (no such ship: not the seat's to play)
    with pytest.raises(ValueError, match="no move"):
        tried_again(rules, record, len(record.steps) + 5, verdict.better)


def test_two_judging_processes_give_the_verdicts_of_one() -> None:
    """(`python -m arcade.review` judges with one process a core: each decision has its own seed.)"""
    from arcade.games.playmoflotte.rules import EndTurn, Fire

    def end_instead_of_firing(state: Any, legal: list[Any]) -> Any | None:
        return next((a for a in legal if isinstance(a, EndTurn)), None) \
            if any(isinstance(a, Fire) for a in legal) else None

    rules, record, planted = played_game("playmoflotte", end_instead_of_firing, steps=50)
    alone = review(rules, record)
    assert alone and review(rules, record, jobs=2) == alone


@pytest.mark.parametrize(("game_id", "cost", "en", "fr"), [
    ("fmp", 0.94, "about 0.9 points lost", "environ 0,9 points perdus"),
    ("playmoflotte", 2.0, "about 2.0 crew lost", "environ 2,0 marins perdus"),
    ("interceptor", 1.5, "about 1.5 structure points lost", "environ 1,5 points de structure perdus"),
    ("asteroyds", 0.032, "about 0.03 captures lost", "environ 0,03 captures perdues"),
    ("asteroyds", 0.12, "about 0.1 captures lost", "environ 0,1 captures perdues"),
    ("apophis", 0.5, "about 0.5 pyramids lost", "environ 0,5 pyramides perdues")])
def test_a_cost_is_told_in_the_game_s_own_unit(game_id: str, cost: float, en: str, fr: str) -> None:
    from arcade.i18n import setup
    from arcade.review import lost

    setup("en")
    try:
        assert lost(game_id, cost) == en
        setup("fr")
        assert lost(game_id, cost) == fr
    finally:
        setup("en")


def test_a_move_played_before_the_judge_s_own_is_no_mistake_where_the_turn_still_allows_it() -> None:
    """In a turn of many moves, moving the barge before loading the ore rather than after loses nothing: the judge
    values the move played with its own move played after it, where the seat may still play that. In a game of two
    Hards, a move that valued alone looked a mistake, though the judge's own move could still follow it, costs
    nothing (a Hard's barge moved before an ore was loaded was marked at 1.4 points; here, one piece put out of the
    astronef before another)."""
    from arcade.review import before_each_step, judge, judge_of, unit_of, worth_of

    rules, record, _ = played_game("fmp", lambda state, legal: None, steps=10, level="hard", people=2)
    bot = judge_of("fmp")
    found = []
    for index, seat, played, match in before_each_step(rules, record):
        if len(rules.legal_actions(match.state, seat)) <= 1:
            continue
        better, cost, _, _ = judge(rules, "fmp", match.state, seat, played, random.Random(index))
        after = rules.clone(match.state)
        rules.apply(after, seat, played)
        if better == played or seat not in rules.to_act(after) or rules.check(after, seat, better) is not None:
            continue  # (the judge's move could not follow the one played)
        alone = [bot.valued(rules, match.state, seat, move, random.Random(0), 0)[0] for move in (better, played)]
        if (alone[0] - alone[1]) / unit_of("fmp") > threshold_of("fmp"):  # (a mistake, were it valued alone)
            then = worth_of(rules, bot, match.state, seat, played, better, 0, 0)
            found.append((index, played, better, cost, then - alone[0]))
    assert found and all(cost == 0.0 and gained >= 0.0 for *_, cost, gained in found), found
