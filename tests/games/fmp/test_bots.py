"""Full Metal Planète's computer players judge a position as the game will score it: ore is worth more
loaded, more again aboard the astronef; taking off on the last turn is worth its points; and Hard looks at its own
next move after each candidate."""

from __future__ import annotations

import copy
import random
from pathlib import Path
from typing import Any

import pytest

from arcade.bots import search
from arcade.bots.search import Cost, Effort, SearchBot
from arcade.core.protocol import SYSTEM
from arcade.games.fmp.bots import (
    AT_RISK,
    POINT,
    evaluate,
    follows,
    hands_on,
    hard_evaluate,
    levels,
    sensible,
    sides,
    table_cost,
)
from arcade.games.fmp.rules import (
    Action,
    Attack,
    Decide,
    EndTurn,
    FmpGame,
    Load,
    Move,
    TakeOff,
    Transfer,
    Unload,
    astronef,
    firezones,
)
from arcade.games.fmp.rules.legal import actors, canonical
from arcade.games.fmp.rules.model import BOARD
from arcade.games.fmp.rules.pieces import Kind
from arcade.games.fmp.rules.state import LAST_TURN
from arcade.games.fmp.rules.stranding import stuck_soon, stuck_then
from arcade.registry import Registry
from arcade.saves.storage import read_record

REGISTRY = Registry()
REGISTRY.discover()


def played(until: Any, seed: int = 1, turns: int = 26, prefer: Any = None) -> tuple[Any, Any, int, Any]:
    """Along a game between Normal players (taking a move `prefer` likes when there is one), the first
    (rules, state, seat, action) where `until` finds an action."""
    from arcade.arena import arena_setup
    from arcade.bots.base import count_budget, seen_by

    game = REGISTRY.get("fmp")
    assert game is not None
    rules = game.rules_object()
    state = rules.new(arena_setup(game, rules, ["A", "B"], {}), seed)
    bot, rng = levels()["normal"], random.Random(seed)
    while rules.outcome(state) is None and state.turn <= turns:
        seat = min(rules.to_act(state) - {SYSTEM}, default=SYSTEM)
        legal = rules.legal_actions(state, seat)
        found = next((a for a in legal if until(state, a)), None)
        if found is not None:
            return rules, state, seat, found
        liked = [a for a in legal if prefer is not None and prefer(state, a)]
        if liked or seat == SYSTEM:
            action = (liked or legal)[0]
        else:
            action = bot.choose(seen_by(rules, state, seat), count_budget(0), rng).action
        rules.apply(state, seat, action)
    raise AssertionError("never found")


def test_ore_is_worth_more_loaded_and_more_again_aboard_the_astronef() -> None:
    def ore_into(kinds: tuple[Kind, ...]) -> Any:
        def moves_ore(state: Any, a: Any) -> bool:
            if not isinstance(a, Load | Unload) or state.pieces[a.cargo].kind is not Kind.ORE:
                return False
            trial = state.clone()
            trial.apply(a)
            return trial.outermost(trial.pieces[a.cargo]).kind in kinds \
                and state.outermost(state.pieces[a.cargo]).kind is not Kind.ASTRONEF
        return moves_ore

    rules, state, seat, load = played(ore_into((Kind.CRAB, Kind.BARGE)))
    assert sides(search.played(rules, state, seat, load))[seat] > sides(state)[seat]
    rules, state, seat, home = played(lambda state, a: ore_into((Kind.ASTRONEF,))(state, a)
                                      and state.pieces[a.cargo].where != "board")
    assert sides(search.played(rules, state, seat, home))[seat] > sides(state)[seat]


def test_taking_off_on_the_last_turn_is_worth_more_than_staying() -> None:
    rules, state, seat, takeoff = played(lambda state, a: isinstance(a, TakeOff), turns=25,
                                         prefer=lambda state, a: isinstance(a, Decide) and not a.leave)
    assert sides(search.played(rules, state, seat, takeoff))[seat] > sides(state)[seat]


def test_no_shuffling_cargo_between_holds() -> None:
    rules, state, seat, transfer = played(lambda state, a: isinstance(a, Transfer))
    legal = rules.legal_actions(state, seat)
    kept = sensible(state, seat, legal)
    assert transfer in legal and transfer not in kept and kept


def test_hard_values_a_move_by_its_best_next_move() -> None:
    """With `follow`, a candidate is worth at least what the position is worth after it, and at least one of its
    follow-ups."""
    rules, state, seat, _ = played(lambda state, a: state.turn >= 4)
    bot: SearchBot[FmpGame, Action] = SearchBot("hard", evaluate, Effort(6, 1, 0, follow=6), sensible=sensible)
    plain: SearchBot[FmpGame, Action] = SearchBot("normal", evaluate, Effort(6, 1, 0), sensible=sensible)
    for action in rules.legal_actions(state, seat)[:10]:
        deep = bot.valued(rules, state, seat, action, random.Random(1), bot.follow)[0]
        assert deep >= plain.valued(rules, state, seat, action, random.Random(1), plain.follow)[0] - 1e-9


def test_hard_weighs_ending_its_turn_by_the_position_it_leaves_and_never_undoes_a_move_for_it() -> None:
    """The next turn's tide, drawn on one guess of the deck, made ending a turn look worse than any move: in an
    arena game Hard, all its pieces aboard at turn 13, put a boat out of its astronef and back in, again and again,
    spending its points to put the draw off. Ending a turn (before the last, whose end is the take-off) is now worth
    the position as the seat leaves it, as a follow-up too, so a move and its undoing are worth no more than ending
    there."""
    from arcade.bots.base import count_budget, seen_by

    game = REGISTRY.get("fmp")
    assert game is not None
    rules = game.rules_object()
    record = read_record(Path(__file__).parents[2] / "fixtures" / "fmp_all_aboard.yaml")
    hard = levels()["hard"]
    assert isinstance(hard, SearchBot) and hard.passing is hands_on
    for bot, undoes in ((hard, False), (copy.copy(hard), True)):
        state = rules.new(record.setup, record.seed)
        for step in record.steps:
            rules.apply(state, SYSTEM if step.seat is None else step.seat, rules.decode(step.action))
        assert (state.turn, state.active) == (13, 0)
        if not undoes:
            assert hands_on(state, 0, EndTurn()) and hard.valued(rules, state, 0, EndTurn(), random.Random(), 0) == (
                hard_evaluate(state, 0), None)
            last = rules.clone(state)
            last.turn = LAST_TURN
            assert not hands_on(last, 0, EndTurn())  # (the last turn's end is the take-off: played out)
        bot.passing, bot.intents = (None if undoes else hands_on), {}  # (None: as it weighed ending a turn before)
        rng, moves = random.Random(record.seed * 1_000), list[Action]()
        while state.active == 0 and state.turn == 13 and len(moves) < 4:
            action = bot.choose(seen_by(rules, state, 0), count_budget(0), rng).action
            rules.apply(state, 0, action)
            if not isinstance(action, Transfer):  # (ore its transporters brought in, put into the hold first)
                moves.append(action)
        undone = [b for a, b in zip(moves, moves[1:], strict=False)
                  if isinstance(a, Unload) and b == Load(a.carrier, a.cargo)]
        assert bool(undone) is undoes, moves


def test_hard_tells_its_follow_ups_from_the_moves_it_had_listing_afresh_only_the_pieces_a_move_set_to_work() -> None:
    """After a candidate, Hard's follow-ups are the moves it had, but for the pieces the candidate set to work,
    whose own are listed from where they now stand: every one `check` accepts is one the legal list would give,
    and none of the moved pieces' moves is missing. On the last turn it lists them all again."""
    game = REGISTRY.get("fmp")
    assert game is not None
    rules = game.rules_object()
    record = read_record(Path(__file__).parents[2] / "fixtures" / "fmp_all_aboard.yaml")
    state = rules.new(record.setup, record.seed)
    for step in record.steps:
        rules.apply(state, SYSTEM if step.seat is None else step.seat, rules.decode(step.action))
    before = sensible(state, 0, rules.legal_actions(state, 0))
    unload = next(a for a in before if isinstance(a, Unload))
    then = rules.clone(state)
    rules.apply(then, 0, unload)
    out = next(a for a in sensible(then, 0, rules.legal_actions(then, 0)) if isinstance(a, Move))
    for start, action in ((state, unload), (then, out)):
        moves = sensible(start, 0, rules.legal_actions(start, 0))
        trial = rules.clone(start)
        rules.apply(trial, 0, action)
        told = follows(trial, 0, moves, action)
        assert told is not None
        listed = sensible(trial, 0, rules.legal_actions(trial, 0))
        accepted = [move for move in told if rules.check(trial, 0, move) is None]
        assert accepted and all(canonical(trial, move) in listed for move in accepted if not isinstance(move, Attack))
        touched = set(actors(action))
        assert len(set(told)) == len(told)
        assert {move for move in listed if not touched.isdisjoint(actors(move))} == {
            move for move in told if not touched.isdisjoint(actors(move))}
    trial.turn = LAST_TURN
    assert follows(trial, 0, moves, out) is None


def test_FMP_TIDE_6_no_forecast_on_the_last_turn() -> None:
    """No tide comes after turn 25: nobody is shown a forecast then, not even one everybody shares."""
    rules, state, seat, _ = played(lambda state, a: state.turn == 25, turns=25)
    assert state.forecasts and all(tides == [] for tides in state.forecasts.values())
    assert state.public_forecast is None
    assert rules.view_for(state, seat).forecast == ()


def test_on_the_last_turn_nothing_goes_out_of_an_astronef() -> None:
    """A player sure to lose when its turn ends put a pontoon out of its astronef and back again while its points
    lasted (watched at the table): on the last turn a computer leaves what is inside where it scores."""
    def out_of_astronef(s: Any, a: Any) -> bool:
        return isinstance(a, Unload) and s.pieces[a.carrier].kind is Kind.ASTRONEF

    rules, state, seat, unload = played(lambda s, a: s.turn >= 25 and out_of_astronef(s, a))
    kept = sensible(state, seat, rules.legal_actions(state, seat))
    assert kept and not any(out_of_astronef(state, a) for a in kept)
    rules, state, seat, unload = played(lambda s, a: s.turn == 24 and out_of_astronef(s, a))  # the turn before
    assert unload in sensible(state, seat, rules.legal_actions(state, seat))


def test_on_the_last_turn_a_computer_keeps_the_points_its_take_off_needs() -> None:
    """Watched over 200 four-player games: 5 times a Hard player sure to lose spent its last points on any move
    rather than end its turn, and its astronef stayed, scoring nothing (FMP.END.4). Now, with few points left,
    only the moves that leave the take-off's price are worth trying (and ending the turn, which takes off); each is
    tried on the position and rolled back, which it leaves as it was."""
    from arcade.games.fmp.bots import SPARE

    def need(s: Any) -> int:
        return sum(astronef.takeoff_cost(s, ship) for ship in s.astronefs(s.active) if ship.where == BOARD)

    def spends_too_much(s: Any, a: Any) -> bool:
        if s.turn < 25 or not isinstance(a, Move) or s.points[s.active].available > need(s) + SPARE:
            return False
        trial = s.clone()
        trial.apply(a)
        return bool(trial.points[s.active].available < need(s))

    rules, state, seat, costly = played(spends_too_much, prefer=lambda s, a: s.turn >= 25 and isinstance(a, Move))
    before = state.fingerprint()
    kept = sensible(state, seat, rules.legal_actions(state, seat))
    assert state.fingerprint() == before  # (each move is tried on the position itself, then rolled back)
    assert costly not in kept and any(isinstance(a, EndTurn) for a in kept)
    for move in kept:
        if not isinstance(move, EndTurn | TakeOff):
            trial = state.clone()
            trial.apply(move)
            assert trial.points[seat].available >= need(state)


def test_hard_plays_the_follow_up_it_chose_when_the_position_is_the_one_it_expected() -> None:
    """A move is chosen for its best follow-up (`follow`); with `keep`, that follow-up is the seat's next move when
    nothing else changed, without a search (a whole turn in about half the searches)."""
    from arcade.bots.base import count_budget, seen_by

    rules, state, seat, _ = played(lambda state, a: state.turn >= 5)
    bot: SearchBot[FmpGame, Action] = SearchBot("hard", evaluate, Effort(10, 1, 0, follow=10, keep=True),
                                                sensible=sensible)
    rng = random.Random(2)
    for _ in range(6):  # (a move with no follow-up better than stopping leaves nothing in mind: the next is sought)
        first = bot.choose(seen_by(rules, state, seat), count_budget(1_000), rng)
        rules.apply(state, seat, first.action)
        if seat in bot.intents and bot.intents[seat].then:
            break
    meant = bot.intents[seat].then[0]
    searched: list[int] = []
    original = bot.candidates
    bot.candidates = lambda *args, **kwargs: searched.append(1) or original(*args, **kwargs)  # type: ignore
    second = bot.choose(seen_by(rules, state, seat), count_budget(1_000), rng)
    assert second.action == meant and rules.check(state, seat, meant) is None and not searched
    assert not bot.intents[seat].then  # (a follow-up has none of its own: the move after it is sought again)


def test_hard_takes_up_a_better_plan_than_the_moves_it_meant_and_carries_on_with_the_best() -> None:
    """Carrying on with what it meant (`keep`), Hard first looks at the plans the position offers: its own last move
    may have opened one worth more (a game of two Hards carried out a shot where a capture worth 1.4 points more
    stood ready). It takes that plan up, said as the plan; it carries on with a plan that is already the best;
    `hard-1` (the fixed reference) carries on with what it meant."""
    from arcade.bots.base import count_budget, seen_by
    from arcade.bots.search import Intent, moves_worth_trying

    rules, state, seat, _ = played(lambda state, a: state.turn >= 5)
    bots = levels()
    hard, fixed = bots["hard"], bots["hard-1"]
    assert isinstance(hard, SearchBot) and isinstance(fixed, SearchBot) and hard.plans is not None
    offered = hard.plans(state, seat, moves_worth_trying(rules, state, seat, hard.sensible))
    assert offered
    chained = hard.chains(rules, state, seat, [plan for plan, _, _ in offered])  # (each plan at its best chain)
    best = max(chained)
    moves = [a for a in rules.legal_actions(state, seat) if isinstance(a, Move)][:60]
    weak = min(moves, key=lambda a: hard.carried_out(rules, state, seat, (a,)))
    assert hard.carried_out(rules, state, seat, (weak,)) < best
    view = rules.view_for(state, seat)

    hard.intents[seat] = Intent(view, (weak,), None, 1)
    taken = hard.choose(seen_by(rules, state, seat), count_budget(1_000), random.Random(1))
    plan, why, values = next(found for found, worth in zip(offered, chained, strict=True)
                             if found[0][0] == taken.action and worth == best)
    assert (taken.why, taken.values) == (why, values) and why.startswith("fmp_plan_")
    assert hard.intents[seat].then == plan[1:]

    hard.intents[seat] = Intent(view, plan, (why, values), 1)
    again = hard.choose(seen_by(rules, state, seat), count_budget(1_000), random.Random(1))
    assert again.action == plan[0] and again.why == why and hard.intents[seat].then == plan[1:]

    fixed.intents[seat] = Intent(view, (weak,), None, 1)
    assert fixed.choose(seen_by(rules, state, seat), count_budget(1_000), random.Random(1)).action == weak


def test_hard_carries_on_with_a_move_as_far_as_its_points_take_it_and_says_so() -> None:
    """A path longer than the points left is played to where it stops (FMP.PTS.5), but a computer that carried on
    with one chosen earlier in the turn was shown, told and hinted the whole path ("move to 27,10 (3 points)" with
    2 points left: the barge stopped short, in the enemy's reach). Hard carries on with the move as the game lists
    it now, cut where it stops; among its follow-ups, such paths are left out. `hard-1` plays the path it kept."""
    from arcade.bots.base import count_budget, seen_by
    from arcade.bots.search import Intent
    from tests.games.fmp.planets import path, small

    s = small()
    s.ship(0, 1, 1)
    s.ship(1, 1, 6)
    tank = s.put(0, Kind.TANK, (0, 4))
    s.start_turn(0, 3)
    far = Move(tank.id, path(s, (1, 4), (2, 4), (3, 4), (4, 4), (5, 4)))
    cut = canonical(s.game, far)
    assert isinstance(cut, Move) and len(cut.path) == 3 and s.clause(far) is None  # (legal: 3 steps are played)
    game = REGISTRY.get("fmp")
    assert game is not None
    rules = game.rules_object()
    bots = levels()
    hard, fixed = bots["hard"], bots["hard-1"]
    assert isinstance(hard, SearchBot) and isinstance(fixed, SearchBot)
    view = rules.view_for(s.game, 0)
    hard.intents[0] = Intent(view, (far,), None, 1)
    assert hard.choose(seen_by(rules, s.game, 0), count_budget(1_000), random.Random(1)).action == cut
    fixed.intents[0] = Intent(view, (far,), None, 1)
    assert fixed.choose(seen_by(rules, s.game, 0), count_budget(1_000), random.Random(1)).action == far
    after = follows(s.game, 0, [far], Move(tank.id, path(s, (1, 4))))
    assert after is not None and far not in after  # (the tank moved: its moves listed afresh)
    crab = s.put(0, Kind.CRAB, (4, 0))
    listed = follows(s.game, 0, [far], Move(crab.id, path(s, (5, 0))))  # (another piece moved: the tank's kept)
    assert listed is not None and far not in listed


def test_on_the_last_turn_hard_loads_a_piece_beside_its_astronef_before_the_take_off_it_meant() -> None:
    """A game of two Hards, reviewed: on its last turn Hard carried on with ending it (the take-off) where a piece
    beside its astronef could still come aboard, a point lost. Weighed alone, mid-turn, the load looked worse than
    taking off at once (what is aboard scores in full only once it has taken off). A plan is now worth at least
    what it leaves with the moves meant played after it: Hard loads, then takes off; `hard-1` takes off."""
    from arcade.bots.base import count_budget, seen_by
    from arcade.bots.search import Intent

    def aboard(s: Any, a: Any) -> bool:  # (before the other player's last turn: ending it does not end the game)
        return s.turn == LAST_TURN and s.turn_index == 0 and isinstance(a, Load) \
            and s.pieces[a.carrier].kind is Kind.ASTRONEF

    rules, state, seat, load = played(aboard, seed=2)
    bots = levels()
    hard, fixed = bots["hard"], bots["hard-1"]
    assert isinstance(hard, SearchBot) and isinstance(fixed, SearchBot)
    end = next(a for a in rules.legal_actions(state, seat) if isinstance(a, EndTurn))
    alone, then_end, ending = (hard.carried_out(rules, state, seat, plan) for plan in ((load,), (load, end), (end,)))
    assert alone < ending < then_end  # (alone, mid-turn, the load looks worse than taking off)
    view = rules.view_for(state, seat)

    hard.intents[seat] = Intent(view, (end,), None, 1)
    taken = hard.choose(seen_by(rules, state, seat), count_budget(1_000), random.Random(1))
    assert aboard(state, taken.action) and taken.why.startswith("fmp_plan_"), taken

    fixed.intents[seat] = Intent(view, (end,), None, 1)
    assert fixed.choose(seen_by(rules, state, seat), count_budget(1_000), random.Random(1)).action == end


def searched(bot: SearchBot[FmpGame, Action], rules: Any, state: FmpGame, seat: int, rng: random.Random,
             most: int = 4) -> list[tuple[int, Any]]:
    """Along the seat's turn, at each of its first `most` decisions that searched (not a move it had in mind): the
    most candidates it looked at, and what it then held in mind (`Intent`)."""
    from arcade.bots.base import count_budget, seen_by

    widths: list[int | None] = []
    original = bot.candidates
    bot.candidates = lambda rules, legal, rng, width=None: widths.append(width) or original(  # type: ignore
        rules, legal, rng, width)
    found: list[tuple[int, Any]] = []
    while state.active == seat and len(found) < most:
        widths.clear()
        decision = bot.choose(seen_by(rules, state, seat), count_budget(1_000), rng)
        if widths:
            found.append((max(w or 0 for w in widths), bot.intents.get(seat)))
        rules.apply(state, seat, decision.action)
    return found


def test_after_a_turns_full_searches_the_next_in_a_row_look_shorter_and_a_new_turn_starts_afresh() -> None:
    """A turn's time: a turn of many moves ended 10 s after it began (two arenas on two cores). With `turn`,
    the searches of one turn at full effort are counted; the next, in a row, try a quarter of the candidates and a
    third of the follow-ups; counted, not timed (the arena's games replay alike)."""
    rules, state, seat, _ = played(lambda state, a: state.turn >= 4)
    bot: SearchBot[FmpGame, Action] = SearchBot("hard", evaluate, Effort(8, 1, 0, follow=6, keep=True, turn=1),
                                                sensible=sensible)
    rng = random.Random(4)
    looks = [(width, intent.searches) for width, intent in searched(bot, rules, state, seat, rng)]
    assert len(looks) >= 2 and looks[0] == (8, 1)
    assert looks[1:] == [(2, n) for n in range(2, len(looks) + 1)]
    while rules.to_act(state) and seat not in rules.to_act(state) - {SYSTEM} or state.active != seat:
        other = min(rules.to_act(state) - {SYSTEM}, default=SYSTEM)
        rules.apply(state, other, rules.legal_actions(state, other)[-1])
    # (its next turn: the view is not the one it expected, the count starts again)
    assert searched(bot, rules, state, seat, rng, most=1)[0][0] == 8


def test_a_turns_full_searches_stop_where_the_next_would_look_at_more_positions_than_the_turn_allows() -> None:
    """A turn among many pieces in contact took six seconds where its number of searches was the usual one. With
    `looks`, the positions evaluated in a turn's searches are counted (its own count, `Intent.looked`, every
    evaluation in it); a search is made at full effort only where the positions it should look at (width x
    (follow-ups + 1)) fit with them."""
    rules, state, seat, _ = played(lambda state, a: state.turn >= 4)
    counted: list[int] = []

    def counting(state: FmpGame, seat: int) -> float:
        counted.append(seat)
        return evaluate(state, seat)

    bot: SearchBot[FmpGame, Action] = SearchBot("hard", counting, Effort(8, 1, 0, follow=6, keep=True, looks=100),
                                                sensible=sensible)
    looks = searched(bot, rules, state, seat, random.Random(4))
    assert len(looks) >= 3 and looks[0][0] == 8 and all(width == 2 for width, _ in looks[1:]), looks
    assert looks[0][1].looked + 8 * 7 > 100  # (the first looked at more than 44 positions: no room for a second)
    assert looks[-1][1].looked == len(counted)  # (every evaluation of the turn counted)


def costed_turn(rules: Any, state: FmpGame, seat: int, looks: int, cost: Cost | None) -> list[tuple[int, int]]:
    """Along the seat's turn from `state` (left as it is), a search allowed `looks` positions costing `cost` each:
    at each decision that searched, its most candidates and the positions the turn had looked at."""
    bot: SearchBot[FmpGame, Action] = SearchBot("hard", evaluate, Effort(8, 1, 0, follow=6, keep=True, looks=looks),
                                                sensible=sensible, cost=cost)
    return [(width, intent.looked) for width, intent in searched(bot, rules, copy.deepcopy(state), seat,
                                                                 random.Random(4))]


def test_a_position_of_a_dearer_table_counts_for_more_of_the_turns_looks() -> None:
    """A turn at a table of four took a third longer than at a table of two: each position weighed walks twice the
    armies. With `cost`, a position counts for what it costs in positions of the smallest table: a turn allowed 200
    positions costing two each searches as one allowed 100 costing one, decision for decision."""
    rules, state, seat, _ = played(lambda state, a: state.turn >= 4)
    cheap = costed_turn(rules, state, seat, 100, None)
    assert costed_turn(rules, state, seat, 200, lambda position: 2.0) == cheap
    dear = costed_turn(rules, state, seat, 200, None)
    assert [width for width, _ in dear] != [width for width, _ in cheap]  # (the cost made the difference)


def test_hards_positions_cost_more_at_a_table_of_more_players_and_a_table_of_two_searches_as_before() -> None:
    """Hard's `LOOKS` count positions of a table of two: at a table of two its turn searches as it did without a
    cost, and a position of three or four players counts for more, the more players the more."""
    from arcade.arena import arena_setup

    game = REGISTRY.get("fmp")
    assert game is not None
    rules = game.rules_object()
    tables = [rules.new(arena_setup(game, rules, names, {}), 7) for names in (["A", "B"], ["A", "B", "C"],
                                                                              ["A", "B", "C", "D"])]
    costs = [table_cost(table) for table in tables]
    assert costs[0] == 1.0 and costs[0] < costs[1] < costs[2]
    rules, state, seat, _ = played(lambda state, a: state.turn >= 4)
    assert costed_turn(rules, state, seat, 100, table_cost) == costed_turn(rules, state, seat, 100, None)


def into_the_coming_tide(state: Any, a: Any) -> bool:
    """A transporter moved, free now, onto a hex the next tide its player knows of strands or bogs it on."""
    if not isinstance(a, Move) or state.pieces[a.piece].kind not in (Kind.BARGE, Kind.CRAB):
        return False
    piece = state.pieces[a.piece]
    return stuck_then(state, piece, a.path[-1], state.active) is not None \
        and stuck_soon(state, piece, piece.hexes, state.active) is None


def weather_layer_out(state: Any, a: Any) -> bool:
    """The weather layer put on the planet (so its player sees the coming tide, FMP.TIDE.6)."""
    return isinstance(a, Unload) and state.pieces[a.cargo].kind is Kind.WEATHER_LAYER


def test_FMP_TIDE_3_a_transporter_left_where_the_coming_tide_holds_it_is_worth_less() -> None:
    """Stranded or bogged at the next tide its player knows of, a piece cannot act: the evaluation counts it at
    risk, as a piece under fire, and `hard-1` (which never weighed the tide) does not."""
    rules, state, seat, move = played(into_the_coming_tide, prefer=weather_layer_out)
    after = search.played(rules, state, seat, move)
    piece = after.pieces[move.piece]
    assert not set(piece.hexes) & firezones.hexes_under_fire(after, seat)  # (what it risks is the tide alone)
    def tide_counted(position: FmpGame) -> float:
        return sides(position)[seat] - sides(position, tide=False)[seat]
    worth = 1 + 2 * sum(after.pieces[q].kind is Kind.ORE for q in piece.contents)
    assert tide_counted(after) == pytest.approx(tide_counted(state) - POINT * AT_RISK * worth)


#: Where a random walk through three games stops, and the move `hard-1` chose there when it was fixed.
FIXED = [
    (1, 40, {"type": "move", "piece": 22, "path": [[[19, -4]], [[20, -4]], [[20, -3]]]}),
    (2, 70, {"type": "move", "piece": 23, "path": [[[20, -5]], [[20, -6]], [[20, -7]], [[20, -8]], [[19, -8]]]}),
    (5, 100, {"type": "unload", "carrier": 0, "cargo": 4, "to": [[6, 15], [6, 16]], "hang": None}),
]


@pytest.mark.parametrize(("seed", "steps", "chosen"), FIXED)
def test_hard_one_still_chooses_the_moves_it_chose_when_it_was_fixed(seed: int, steps: int, chosen: Any) -> None:
    """The arena's reference level is never tuned: what it shares with Hard (the search, the evaluation's terms)
    may change only where it still plays as it did."""
    from arcade.arena import arena_setup
    from arcade.bots.base import count_budget, seen_by

    game = REGISTRY.get("fmp")
    assert game is not None
    rules = game.rules_object()
    state = rules.new(arena_setup(game, rules, ["Ann", "Bob"], {}), seed)
    walk = random.Random(seed)
    for _ in range(steps):
        seat = min(rules.to_act(state) - {SYSTEM}, default=SYSTEM)
        rules.apply(state, seat, walk.choice(rules.legal_actions(state, seat)))
    seat = min(rules.to_act(state) - {SYSTEM})
    decision = levels()["hard-1"].choose(seen_by(rules, state, seat), count_budget(0), random.Random(seed))
    assert rules.encode(decision.action) == chosen


def test_FMP_TIDE_6_not_knowing_the_next_tide_is_a_risk_and_a_working_weather_layer_is_worth_its_forecast() -> None:
    """A crab on marsh is caught by one tide of three (FMP.TIDE.1): with no forecast, the evaluation counts a third
    of the risk of a crab the tide will surely catch; a weather layer out and working is worth `FORECAST`."""
    from arcade.games.fmp.bots import FORECAST
    from arcade.games.fmp.rules.stranding import next_tide_known
    from tests.games.fmp.planets import small

    def worth(position: Any) -> float:
        return sides(position.game)[0] - sides(position.game, tide=False)[0]

    plain, marsh = small(), small()
    plain.put(0, Kind.CRAB, (5, 3))
    marsh.put(0, Kind.CRAB, (6, 3))
    assert next_tide_known(marsh.game, 0) is None
    assert worth(plain) == 0.0 and worth(marsh) == pytest.approx(-POINT * AT_RISK / 3)
    layer = small()
    layer.put(0, Kind.WEATHER_LAYER, (4, 3))
    assert worth(layer) == pytest.approx(POINT * FORECAST)


def test_hard_puts_a_destroyer_out_where_enemies_are_a_few_turns_away_and_hard_one_does_not() -> None:
    """A tank aboard scores as much as a tank out, and only the hunt draws it out: Hard's draws from 25 hexes, so a
    tank put out with the nearest enemy piece 20 to 25 hexes away is worth more than one aboard; `hard-1` (drawn
    from 20) sees no difference."""
    from arcade.core.hexgrid import distance
    from arcade.games.fmp.bots import FIXED_MEASURE, HARD_MEASURE, hard_sides
    from arcade.games.fmp.reasons import PREY

    def tank_out(s: Any, a: Any) -> bool:
        if not isinstance(a, Unload) or s.pieces[a.carrier].kind is not Kind.ASTRONEF \
                or s.pieces[a.cargo].kind is not Kind.TANK or s.turn < 4 or s.active is None:
            return False
        enemies = [q.hexes[0] for q in s.pieces if q.where == BOARD and q.kind in PREY
                   and s.owner(q) not in (None, s.active)]
        return bool(enemies) and 20 < min(distance(a.to[0], h) for h in enemies) < 25

    _, state, seat, unload = played(tank_out)
    out = state.clone()
    out.apply(unload)
    assert hard_sides(out, HARD_MEASURE)[seat] > hard_sides(state, HARD_MEASURE)[seat]
    assert hard_sides(out, FIXED_MEASURE)[seat] <= hard_sides(state, FIXED_MEASURE)[seat]


def test_hard_puts_a_destroyer_out_though_no_enemy_is_near_while_the_way_home_is_long() -> None:
    """Out on the planet a destroyer holds ground and guards the ore; aboard, it must first pay a point to come out.
    Hard's measure makes a tank put out worth more than one kept aboard even with every enemy piece beyond its
    hunting reach, as long as the way home does not count yet (`HOMEWARD`), then no more; `hard-1`'s sees no
    difference."""
    from arcade.core.hexgrid import distance
    from arcade.games.fmp.bots import FIXED_MEASURE, HARD_MEASURE, hard_sides, hunting
    from arcade.games.fmp.reasons import HOMEWARD, PREY
    from arcade.games.fmp.rules.state import LAST_TURN

    def tank_out(s: Any, a: Any) -> bool:
        if not isinstance(a, Unload) or s.pieces[a.carrier].kind is not Kind.ASTRONEF \
                or s.pieces[a.cargo].kind is not Kind.TANK or s.active is None:
            return False
        enemies = [q.hexes[0] for q in s.pieces if q.where == BOARD and q.kind in PREY
                   and s.owner(q) not in (None, s.active)]
        return all(distance(a.to[0], h) > HARD_MEASURE.far for h in enemies)

    _, state, seat, unload = played(tank_out)
    out = state.clone()
    out.apply(unload)
    gained = hard_sides(out, HARD_MEASURE)[seat] - hard_sides(state, HARD_MEASURE)[seat]
    assert gained == pytest.approx(POINT * HARD_MEASURE.out) and gained > 0
    assert hard_sides(out, FIXED_MEASURE)[seat] == pytest.approx(hard_sides(state, FIXED_MEASURE)[seat])
    for late in (state, out):
        late.turn = LAST_TURN - HOMEWARD + 1
    assert hunting(out, HARD_MEASURE) == [0.0, 0.0]
    assert hard_sides(out, HARD_MEASURE)[seat] < hard_sides(state, HARD_MEASURE)[seat]  # (now it must come home)


def test_hard_is_offered_the_cheapest_ways_out_of_a_strike_next_turn_and_takes_one() -> None:
    """A crab two enemy tanks could strike next turn (both within reach, `struck`): Hard's aimed moves are its
    cheapest moves to hexes neither pair could reach, none for a piece out of danger, each said as out of the enemy's
    reach; Hard's turn ends with the crab out of danger."""
    from arcade.bots.base import count_budget, seen_by
    from arcade.games.fmp.bots import WAYS_OUT, evasions
    from arcade.games.fmp.reasons import reason
    from arcade.games.fmp.strikes import strike_zones, struck
    from tests.games.fmp.planets import small

    position = small()
    position.ship(0, 1, 6)
    position.ship(1, 4, 1)
    crab = position.put(0, Kind.CRAB, (3, 5))
    safe = position.put(0, Kind.TANK, (5, 7))
    for cell in ((1, 1), (2, 1)):
        position.put(1, Kind.TANK, cell)
    state, rules = position.game, REGISTRY.get("fmp").rules_object()  # type: ignore[union-attr]
    hunting = strike_zones(state)
    assert struck(hunting, 0, crab.hex) and not struck(hunting, 0, state.pieces[safe.id].hex)
    legal = rules.legal_actions(state, 0)
    ways = evasions(state, 0, legal)
    assert 0 < len(ways) <= WAYS_OUT and all(isinstance(a, Move) and a.piece == crab.id for a in ways)
    assert all(not struck(hunting, 0, a.path[-1][0]) for a in ways)
    cheapest = min(len(a.path) for a in legal if isinstance(a, Move) and a.piece == crab.id
                   and not struck(hunting, 0, a.path[-1][0]))
    assert min(len(a.path) for a in ways) == cheapest
    assert evasions(state, 1, legal) == []  # (player 0 has one destroyer: nothing threatens player 1)
    assert all(reason(state, 0, a) == ("fmp_evade", {}) for a in ways)  # (said so in the journal)
    hard, rng = levels()["hard"], random.Random(1)
    for _ in range(20):  # (its turn, until it ends)
        if state.active != 0:
            break
        rules.apply(state, 0, hard.choose(seen_by(rules, state, 0), count_budget(0), rng).action)
    assert state.active != 0 and not struck(strike_zones(state), 0, state.pieces[crab.id].hex)
