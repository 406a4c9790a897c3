"""Computer players of every game and level: each decision is legal and comes from what the seat has
seen only (two states the seat cannot tell apart give the same decision for the same bot seed); the arena's games
replay from their records to the same end."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
import yaml

from arcade import i18n
from arcade.arena import arena_setup, play, read_turns, run, table, wilson
from arcade.bots.base import Seen, count_budget, levels, seen_by
from arcade.core.protocol import SYSTEM
from arcade.core.record import GameRecord
from arcade.registry import GameDescriptor
from arcade.saves.records import replay
from tests.games.test_conformance import GAMES, REGISTRY, choose, hooks

LEVELS = ("random", "easy", "normal", "hard")
MOMENTS = 2  # points in a random game where every level decides


def moments(game: GameDescriptor, seed: int) -> list[tuple[Any, int]]:
    """(state, seat) pairs along a random game: a seat that may act, at a few steps."""
    rules = game.rules_object()
    h = hooks(game)
    setup = h.setup(seed) if h else arena_setup(game, rules, ["A", "B"], {})
    state = rules.new(setup, seed)
    chooser = random.Random(seed)
    out: list[tuple[Any, int]] = []
    for step in range(160):
        players = sorted(rules.to_act(state) - {SYSTEM})
        if not players:
            break
        seat = chooser.choice(players)
        if step % 60 == 3:
            out.append((rules.clone(state), seat))
        action = choose(rules.legal_actions(state, seat), rules, h.weights(state) if h else {}, chooser)
        rules.apply(state, seat, action)
    return out[:MOMENTS]


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_every_level_decides_legally_from_the_seat_view_only(game: GameDescriptor) -> None:
    rules = game.rules_object()
    bots = levels(game.id)
    assert set(LEVELS) <= set(bots) and all(bots[level].level == level for level in LEVELS)
    for state, seat in moments(game, 3):
        twin = rules.determinize(state, seat, random.Random(77))  # what the seat sees, other hidden parts
        for level in LEVELS:
            decision = bots[level].choose(seen_by(rules, state, seat), count_budget(0), random.Random(5))
            assert rules.check(state, seat, decision.action) is None, (level, decision)
            for lang in ("fr", "en"):  # a sentence the journal can say, in both languages
                i18n.setup(lang)
                why = i18n.t(f"why_{decision.why}", "arcade", **decision.values)
                assert why and not why.startswith("arcade."), (level, decision, lang)
            again = bots[level].choose(seen_by(rules, twin, seat), count_budget(0), random.Random(5))
            assert again.action == decision.action, f"{level} decided on what seat {seat} cannot see"


def test_a_bot_is_never_given_the_true_state() -> None:
    game = REGISTRY.get("apophis")
    assert game is not None
    rules = game.rules_object()
    state = rules.new(arena_setup(game, rules, ["A", "B", "C"], {}), 4)
    seen: Seen[Any] = seen_by(rules, state, 0)
    sample = seen.sample(random.Random(1))
    assert sample is not state and sample.hands[0] == state.hands[0]
    assert sorted(c.code for c in sample.hands[1] + sample.hands[2] + sample.deck) == \
        sorted(c.code for c in state.hands[1] + state.hands[2] + state.deck)
    sample.hands[0].clear()  # what a bot does to its sample never reaches the game
    assert state.hands[0]


@pytest.mark.parametrize("game_id", ["interceptor", "playmoflotte"])
def test_an_arena_game_replays_from_its_record_to_the_same_end(game_id: str) -> None:
    result = play(game_id, ("easy", "random"), 3, {}, 5.0, 3.0)
    assert result.outcome is not None and result.refused == 0
    record = GameRecord.from_text(result.record)
    _, outcome = replay(REGISTRY, record)
    assert outcome == result.outcome
    lines = table([result])
    assert lines[0].startswith("bot") and "refused" in lines[-1]
    assert yaml.safe_load(result.record)["game"] == game_id


def test_the_win_rate_interval() -> None:
    low, high = wilson(95, 100)
    assert 0.88 < low < 0.95 < high < 0.99
    assert wilson(0, 0) == (0.0, 1.0)


def test_a_beginners_slip_never_loses_the_game_on_the_spot() -> None:
    """Easy slips now and then (a move at random), but not into a move that loses at once: found along random
    Playmoflotte games, a moment where sailing the last ship off the map is legal among other moves."""
    from arcade.bots.search import LOSS, Effort, SearchBot, outcome_value, played

    game = REGISTRY.get("playmoflotte")
    assert game is not None
    rules = game.rules_object()
    found = None
    for seed in range(40):
        state = rules.new(arena_setup(game, rules, ["A", "B"], {}), seed)
        chooser = random.Random(seed)
        while found is None and rules.outcome(state) is None:
            seat = min(rules.to_act(state) - {SYSTEM})
            legal = rules.legal_actions(state, seat)
            losing = [a for a in legal if outcome_value(rules, played(rules, state, seat, a), seat) == LOSS]
            if losing and len(losing) < len(legal):
                found = (state, seat, legal, losing)
            rules.apply(state, seat, chooser.choice(legal))
        if found is not None:
            break
    assert found is not None, "no moment with a losing move among others in 40 random games"
    state, seat, legal, losing = found
    easy: SearchBot[Any, Any] = SearchBot("easy", lambda s, p: 0.0, Effort(8, 1, 0), slip=1.0)
    hunches = [easy.quick_choice(rules, state, seat, legal, random.Random(i)) for i in range(40)]
    assert not any(action in losing for action in hunches)



def test_a_cooperative_tables_seats_count_once_in_the_arenas_table() -> None:
    """Three seats of one Apophis game share one result: counted three times, a team's interval looked three times
    as sure as it is."""
    from arcade.arena import GameResult
    from arcade.core.protocol import Outcome, Result

    won = Outcome("destroyed", (Result.WIN,) * 3)
    lost = Outcome("time", (Result.LOSS,) * 3)
    results = [GameResult(("normal",) * 3, won if i < 2 else lost, 40, {"normal": [0.001]}) for i in range(4)]
    row = next(line for line in table(results) if line.startswith("normal"))
    assert row.split()[1:3] == ["4", "2"]  # 4 games, 2 wins (not 12 seats, 6 wins)


def test_the_arena_times_a_whole_turn_as_the_seats_decisions_in_a_row() -> None:
    """An FMP turn is many moves by one seat: its time is theirs together ("a whole turn p95")."""
    result = play("fmp", ("random", "random"), 1, {}, 99.0, 1.5, max_steps=120)
    seconds = [whole.seconds for whole in result.turns]
    assert sum(seconds) == pytest.approx(sum(result.times["random"]))
    assert 0 < len(seconds) < len(result.times["random"])
    lines = table([result])
    assert "turn p95" in lines[0]
    slowest = max(result.turns, key=lambda whole: whole.seconds)
    assert slowest.seed == 1 and slowest.seat in (1, 2) and slowest.turn is not None
    assert (f"random's slowest whole turn: {slowest.seconds:.2f} s (seed 1, seat {slowest.seat}, "
            f"turn {slowest.turn})") in lines


def test_the_arena_keeps_each_games_record_under_its_seed(tmp_path: Path) -> None:
    """Records are written as each game ends (a long run stopped part-way keeps what it played), named by seed; its
    whole turns' times beside each, so that runs played in blocks can be summed up together."""
    results = run("fmp", ["random", "random"], 2, 5, 1, 0, {}, 99.0, 1.5, tmp_path, max_steps=40)
    kept = sorted(tmp_path.glob("*.yaml"))
    assert [p.name for p in kept] == ["fmp-5.yaml", "fmp-6.yaml"]
    assert [p.read_text() for p in kept] == [r.record for r in results]
    times = sorted(tmp_path.glob("*.turns.csv"))
    assert [p.name for p in times] == ["fmp-5.turns.csv", "fmp-6.turns.csv"]
    read = [read_turns(p.read_text()) for p in times]
    assert [[(w.level, w.seed, w.seat, str(w.turn)) for w in game] for game in read] == \
        [[(w.level, w.seed, w.seat, str(w.turn)) for w in r.turns] for r in results]
    assert [[w.seconds for w in game] for game in read] == [[w.seconds for w in r.turns] for r in results]


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_a_computers_reasons_speak_of_the_game_never_of_the_search(game: GameDescriptor) -> None:
    """Hints and the journal said "best of 32 moves, each tried on 4 guesses…": a reason names what a move is for."""
    bots = levels(game.id)
    rules = game.rules_object()
    for state, seat in moments(game, 2):
        for level in ("normal", "hard"):
            decision = bots[level].choose(seen_by(rules, state, seat), count_budget(0), random.Random(5))
            for lang in ("fr", "en"):
                i18n.setup(lang)
                why = i18n.t(f"why_{decision.why}", "arcade", **decision.values).lower()
                assert not any(word in why for word in ("guess", "tried", "supposition", "essay", "sample")), why
