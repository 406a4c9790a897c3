"""A finished game's review: each person's decisions judged by a computer player from what that seat knew then.

The record is played again through a `Match`, step by step. Before each step of a person's seat, the judge — a
search level of the game's computer players — sees the position as that seat saw it (`seen_by`: its view, the
hidden parts drawn anew, never what was revealed later), chooses its own move, and values both the move played and
its own on the same states drawn from that view, each followed up as the judge would play on. What the played move
lost against the better one, surely over those states (`surely`; in a game of secret orders, on all of them but one,
`every_state`), is the verdict's cost, in the judge's measure of the position; the costliest decisions
of each person are the ones the review marks. Pure (no pygame): the table's review screen and
`python -m arcade.review RECORD.yaml` say the same verdicts.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import math
import multiprocessing
import os
import random
import statistics
import sys
from collections import deque
from collections.abc import Callable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from arcade.bots.base import bots_module, count_budget, levels, seen_by
from arcade.bots.search import SearchBot
from arcade.core.codec import PlainData
from arcade.core.protocol import SYSTEM, GameRules, ReplayError, Seat
from arcade.core.record import GameRecord, RecordError
from arcade.match.match import Match, Played
from arcade.registry import game_by_id

#: The level that judges, unless the game's computer players name another (`JUDGE` in its `bots`): the widest
#: search every game has (Hard is a plan or a mixed strategy in some games).
JUDGE = "normal"
#: States drawn from a seat's view to value a decision on; the judge's own look per decision (in candidates tried).
SAMPLES, LOOK = 6, 2_000
#: States drawn where a decision costs what it lost on all of them but one (`every_state`): twice as many guesses
#: of the enemy's secret orders, so that "whatever the enemy wrote" covers more of what it might write (with six
#: and all of them, one decision in five games of two Hards lost a unit on each guess drawn; with twelve and all
#: but one, none in ten games did).
EVERY_SAMPLES = 12
#: A decision is marked only where it lost more than this against the judge's move, in the game's unit (a fifth of
#: a point, of a crew member, of a structure point), unless the game's unit is coarser and it names its own
#: (`SMALL` in its `bots`).
THRESHOLD = 0.2
#: The costliest decisions of each person a review marks.
MARKED = 5


@dataclass(frozen=True)
class Verdict:
    """A person's decision judged: at `step` (its index in the record) `seat` played `played`; the judge would have
    played `better`, for its reason (`why`, `values`: `why_<why>` in the translations), and `cost` is what the
    played move lost against it, in the game's unit (`unit_of`)."""

    step: int
    seat: Seat
    played: Any
    better: Any
    cost: float
    why: str
    values: dict[str, int]
    #: The two moves in the game's words, in the position they were judged in ("" where no words were given).
    played_words: str = ""
    better_words: str = ""


def judge(rules: GameRules[Any, Any, Any, Any], game_id: str, state: Any, seat: Seat, played: Any,
          rng: random.Random, next_own: Any = None) -> tuple[Any, float, str, dict[str, int]]:
    """The game's judge's move for `seat` in `state` as the seat saw it, for the decision `played` answered
    (`same_decision`), what `played` lost against it in the game's unit (0 when it is the same move, never below 0:
    a move the judge values more than its own costs nothing, nor one the judge's may still follow, nor one the
    seat's own next move (`next_own`, `own_next`) made good, `worth_of`), and the judge's reason."""
    bot, unit, follow = judge_of(game_id), unit_of(game_id), judge_follow(game_id)
    seen = seen_by(rules, state, seat)
    decision = bot.choose(seen, count_budget(LOOK), rng, among=functools.partial(same_decision, game_id, played))
    if decision.action == played:
        return decision.action, 0.0, decision.why, dict(decision.values)
    lost: list[float] = []
    then = not per_ship(game_id)  # (orders given again for the same ship would replace the ones played)
    every = every_state(game_id)
    for _ in range(EVERY_SAMPLES if every else SAMPLES):
        sample = seen.sample(rng)
        seed = rng.randrange(2**32)  # (both moves valued on the same state and the same dice after it)
        lost.append(bot.valued(rules, sample, seat, decision.action, random.Random(seed), follow)[0]
                    - worth_of(rules, bot, sample, seat, played, decision.action, seed, follow, then, next_own))
    sure = sorted(lost)[1] if every else surely(lost)
    return decision.action, max(0.0, sure / unit), decision.why, dict(decision.values)


def worth_of(rules: GameRules[Any, Any, Any, Any], bot: SearchBot[Any, Any], state: Any, seat: Seat, played: Any,
             better: Any, seed: int, follow: int, then: bool = True, next_own: Any = None) -> float:
    """What the move `played` is worth to the seat in `state`, in the judge's measure: with `then`, at least what
    it is worth with the judge's `better` move played after it, or the seat's own next move (`next_own`), where
    the seat may still play that move (a turn of many moves: loading the ore after moving the barge rather than
    before loses nothing, and a tank brought in range is worth the shot its player fired next, which the judge's
    follow-ups, drawn among hundreds of moves, may miss). Not where `better` is orders for the same ship, which
    would only replace the ones played (`per_ship`). Each move is worth its best follow-up among `follow`
    (`judge_follow`), valued with the dice of `seed`, as `better` alone is."""
    alone = bot.valued(rules, state, seat, played, random.Random(seed), follow)[0]
    if not then:
        return alone
    after = rules.clone(state)
    rules.apply(after, seat, played)
    if rules.outcome(after) is not None or seat not in rules.to_act(after):
        return alone
    return max([alone, *(bot.valued(rules, after, seat, move, random.Random(seed), follow)[0]
                         for move in dict.fromkeys((better, next_own)) if move is not None
                         and rules.check(after, seat, move) is None)])


def own_next(rules: GameRules[Any, Any, Any, Any], record: GameRecord, index: int, seat: Seat) -> Any:
    """The seat's next move in `record` after step `index`, where it played on (its turn's next move), else None."""
    for step in record.steps[index + 1:]:
        if not step.withdrawn:
            return rules.decode(step.action) if step.seat == seat else None
    return None


def surely(lost: list[float]) -> float:
    """What a move surely lost, from what it lost on each state drawn: the mean, less twice its standard error.
    Where the states drawn disagree (the enemy's secret orders, the cards still to come), a move that lost on some
    and won on others costs nothing; a mistake loses on every one of them."""
    return statistics.fmean(lost) - (2 * statistics.stdev(lost) / math.sqrt(len(lost)) if len(lost) > 1 else 0.0)


def every_state(game_id: str) -> bool:
    """Whether a decision of the game costs only what it lost on every state drawn but one (the second least of
    them, `EVERY_STATE` in its bots): where orders are written in secret against orders written in secret, a safe
    choice loses against the average guess of the enemy's orders and wins against the one that would have caught a
    bolder choice out; a mistake is a choice that was worse whatever the enemy wrote. (But one: the turns played on
    at random after each guess may lose the better move's ship too; a ship flown off the arena lost nothing against
    it on one guess in twelve.)"""
    return bool(getattr(bots_module(game_id), "EVERY_STATE", False))


Words = Callable[[Any, list[str], Any], str]


def before_each_step(rules: GameRules[Any, Any, Any, Any],
                     record: GameRecord) -> Iterator[tuple[int, Seat, Any, Match[Any]]]:
    """The record played again through a match: before each standing step, its index, its seat and action, and the
    match as it stood then (the step is played once the caller goes on). ReplayError naming a step the rules
    refuse."""
    match: Match[Any] = Match(rules, GameRecord(record.game_id, record.rules_version, record.setup, record.seed),
                              takebacks=False)
    for index, step in enumerate(record.steps):
        if step.withdrawn:
            continue
        action = rules.decode(step.action)
        seat = rules.seat_for(match.state, action) if step.seat is None else step.seat
        yield index, seat, action, match
        result = match.send(seat, action, step.clock, confirmed=True)
        if not isinstance(result, Played):
            raise ReplayError(index, str(getattr(result, "rejection", result)))


def review(rules: GameRules[Any, Any, Any, Any], record: GameRecord, seed: int = 0,
           progress: Callable[[int, int], None] | None = None, words: Words | None = None,
           jobs: int = 1) -> list[Verdict]:
    """Every person's decision in `record` that the judge would have made otherwise, with its cost, in the order
    played; `progress(done, total)` as the steps are played again; `words(state, names, action)`: the game's words
    for a move (the descriptor's); `jobs`: processes judging side by side (each decision judged with its own seed,
    so the verdicts are the same however many). ReplayError naming a step the rules refuse."""
    names = player_names(record)
    verdicts: list[Verdict] = []
    total = sum(not s.withdrawn for s in record.steps)

    def add(index: int, seat: Seat, action: Any, state: Any, judged: tuple[Any, float, str, dict[str, int]]) -> None:
        better, cost, why, values = judged
        said = ("", "") if words is None or cost <= 0 else (words(state, names, action), words(state, names, better))
        if cost > 0 and (words is None or said[0] != said[1]):  # (two moves the words cannot tell apart: none)
            verdicts.append(Verdict(index, seat, action, better, cost, why, values, *said))

    waiting: deque[tuple[int, Seat, Any, Any, Future[tuple[Any, float, str, dict[str, int]]]]] = deque()

    def settle() -> None:
        index, seat, action, state, future = waiting.popleft()
        add(index, seat, action, state, future.result())
    with ProcessPoolExecutor(jobs, mp_context=multiprocessing.get_context("spawn")) if jobs > 1 \
            else contextlib.nullcontext() as pool:
        for done, (index, seat, action, match) in enumerate(before_each_step(rules, record)):
            if progress is not None and done:
                progress(done, total)
            if seat in match.levels or seat == SYSTEM or isinstance(action, rules.system_actions) \
                    or len(rules.legal_actions(match.state, seat)) <= 1:
                continue
            own, then = decision_seed(seed, index), own_next(rules, record, index, seat)
            if pool is None:
                add(index, seat, action, match.state,
                    judge(rules, record.game_id, match.state, seat, action, random.Random(own), then))
                continue
            state = rules.clone(match.state)
            waiting.append((index, seat, action, state,
                            pool.submit(judged, record.game_id, state, seat, action, own, then)))
            while len(waiting) > 2 * jobs:  # (the replay keeps only a few positions ahead of the judges)
                settle()
        while waiting:
            settle()
    if progress is not None:
        progress(total, total)
    return verdicts


def judged(game_id: str, state: Any, seat: Seat, action: Any, seed: int,
           next_own: Any) -> tuple[Any, float, str, dict[str, int]]:
    """In a judging process: one decision judged (`judge`), with its own seed."""
    rules = game_by_id(game_id).rules_object()
    return judge(rules, game_id, state, seat, action, random.Random(seed), next_own)


def tried_again(rules: GameRules[Any, Any, Any, Any], record: GameRecord, step: int, tried: Any,
                seed: int = 0) -> tuple[Any, float, str, dict[str, int]]:
    """A move tried again at `step` of `record` (Try again, after the review) judged as the review judged the one
    played there, on the same states drawn with the same seed: the judge's move, what `tried` lost against it, and
    the judge's reason. ReplayError naming a step the rules refuse; ValueError when `tried` is not that seat's to
    play there."""
    for index, seat, _, match in before_each_step(rules, record):
        if index == step:
            if rules.check(match.state, seat, tried) is not None:
                raise ValueError("that move cannot be played there")
            return judge(rules, record.game_id, match.state, seat, tried, random.Random(decision_seed(seed, step)),
                         own_next(rules, record, step, seat))
    raise ValueError(f"the game has no move {step + 1}")


def decision_seed(seed: int, index: int) -> int:
    """The seed the decision at step `index` is judged with: its own, so that it is judged alike alone, beside
    others, or tried again."""
    return seed * 1_000_003 + index


def same_decision(game_id: str, played: Any, other: Any) -> bool:
    """Whether `other` answers the decision `played` answered: in a game whose decisions are each ship's own
    (`PER_SHIP` in its bots: Interceptor's orders, an Asteroyds program, written in any order), a move for the same
    ship; any move of the seat where the move played was no ship's, or in the other games (a Playmoflotte captain
    who fired might have ended the turn)."""
    ship = getattr(played, "ship", None)
    return ship is None or not per_ship(game_id) or getattr(other, "ship", None) == ship


def per_ship(game_id: str) -> bool:
    """Whether the game's decisions are each ship's own orders, written in any order (`PER_SHIP` in its bots)."""
    return bool(getattr(bots_module(game_id), "PER_SHIP", False))


@functools.cache
def judge_of(game_id: str) -> SearchBot[Any, Any]:
    """The game's judge (made once in each process)."""
    bot = levels(game_id)[getattr(bots_module(game_id), "JUDGE", JUDGE)]
    assert isinstance(bot, SearchBot)
    return bot.in_units()


def judge_follow(game_id: str) -> int:
    """The follow-ups the judge tries after each move it compares: the game's own for its judge (`JUDGE_FOLLOW` in
    its bots, where a turn is many moves and the judge's look at its own move has none), else its judge's."""
    return int(getattr(bots_module(game_id), "JUDGE_FOLLOW", judge_of(game_id).follow))


def unit_of(game_id: str) -> float:
    """What one of the game's own units is worth in its judge's measure (`UNIT` in the game's `bots`: a point, a
    crew member, …); a verdict's cost is told in them."""
    return float(getattr(bots_module(game_id), "UNIT", 1.0))


def threshold_of(game_id: str) -> float:
    """What a decision must have lost, in the game's unit, to be marked (`SMALL` in its `bots`, or `THRESHOLD`)."""
    return float(getattr(bots_module(game_id), "SMALL", THRESHOLD))


def lost(game_id: str, cost: float) -> str:
    """A verdict's cost (in the game's unit) in the players' words: "about 0.9 points lost"; under a tenth, to one
    figure ("about 0.03 captures lost": an Asteroyds capture is a third of a game)."""
    from arcade.i18n import t

    amount = f"{cost:.1f}" if cost >= 0.095 else f"{cost:.1g}"
    return t(f"lost_{game_id}", amount=amount.replace(".", t("decimal_point")))


def judges() -> int:
    """How many processes judge a review side by side from the command line: one a core, at most four."""
    return max(1, min(4, os.cpu_count() or 1))


def player_names(record: GameRecord) -> list[str]:
    """The players' names by seat, as the record's set-up gives them ("" for a seat it does not name)."""
    players = record.setup.get("players")
    return [str(p.get("name", "")) if isinstance(p, dict) else "" for p in players] if isinstance(players, list) \
        else []


def marked(verdicts: list[Verdict], game_id: str, most: int = MARKED) -> list[Verdict]:
    """The costliest decisions of each person (at most `most` each, above the game's threshold), in the order
    played."""
    threshold = threshold_of(game_id)
    out: list[Verdict] = []
    for seat in sorted({v.seat for v in verdicts}):
        worst = sorted((v for v in verdicts if v.seat == seat and v.cost > threshold), key=lambda v: -v.cost)
        out += worst[:most]
    return sorted(out, key=lambda v: v.step)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m arcade.review",
                                     description="Review a finished game's record: each person's costliest decisions.")
    parser.add_argument("record", type=Path, help="a record file (YAML), as the saves' export writes it")
    args = parser.parse_args(argv)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from arcade.i18n import setup, t
    from arcade.registry import Registry
    from arcade.saves.storage import read_record

    setup("en")
    registry = Registry()
    registry.discover()
    try:
        record = read_record(args.record)
        game = registry.get(record.game_id)
        if game is None:
            raise RecordError(f"{args.record}: no game {record.game_id!r} here")
        rules = game.rules_object()
        verdicts = marked(review(rules, record, words=game.words_function(), jobs=judges()), record.game_id)
    except (RecordError, ReplayError, OSError) as exc:
        print(f"{exc}", file=sys.stderr)
        return 1
    names = player_names(record)
    if not verdicts:
        print("No decision stands out: the judge would have played every move as well, or nearly.")
    for v in verdicts:
        name = names[v.seat] if 0 <= v.seat < len(names) else str(v.seat)
        played = v.played_words or plain(rules.encode(v.played))
        better = v.better_words or plain(rules.encode(v.better))
        why = t(f"why_{v.why}", **v.values)
        print(f"move {v.step + 1:4}  {name}: played {played} ({lost(record.game_id, v.cost)})\n"
              f"           better: {better} — {why}")
    return 0


def plain(data: PlainData) -> str:
    """An action as its record writes it, on one line."""
    if isinstance(data, dict):
        return " ".join(f"{k}={plain(v)}" for k, v in data.items())
    if isinstance(data, list):
        return "[" + ", ".join(plain(v) for v in data) + "]"
    return str(data)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
