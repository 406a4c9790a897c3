"""Computer players against each other: win rates with their intervals, decision times, refusals; every game kept
as a record that `python -m arcade.saves.replay` plays to the same end, and its whole turns' times beside it
(`bench/turn_times.py` sums up runs played in blocks).

    python -m arcade.arena GAME --bots hard,normal[,...] [--games N] [--seed S] [--jobs J] [--players N]
                               [--option KEY=VALUE ...] [--records DIR] [--limit SECONDS] [--pace SECONDS]
                               [--max-steps N]

Seats are rotated game by game (the first game gives seat 1 the first bot listed). Each decision gets the bot's
own budget of samples (the same on every machine, so a game replays exactly); one slower than `--limit` is counted
as late. A refused decision is counted and replaced by a random legal move, so a game never stops. Games with a
countdown (Apophis) run it on a clock that moves `--pace` seconds per move.
"""

from __future__ import annotations

import argparse
import csv
import io
import math
import random
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NamedTuple

from arcade.bots.base import bots_module, count_budget, levels, seen_by
from arcade.bots.search import random_action
from arcade.core.protocol import SYSTEM, GameRules, Outcome, Result, Seat
from arcade.core.record import GameRecord
from arcade.core.setup import SetupError
from arcade.match.match import Match, Played
from arcade.registry import GameDescriptor, Registry
from arcade.saves.files import atomic_write

#: Steps after which a game is stopped and counted as unfinished (two cautious bots may never close in).
MAX_STEPS = 3_000
#: Samples each decision may take at most (the levels take fewer).
BUDGET = 1_000


def arena_setup(game: GameDescriptor, rules: GameRules[Any, Any, Any, Any], names: Sequence[str],
                options: dict[str, str]) -> dict[str, Any]:
    """The players named after their bots and the game's default options; an option the rules refuse for this
    many players (Asteroyds' ships in 1 against 1) is left to the rules' own default."""
    setup: dict[str, Any] = {
        "players": [{"name": name, "side": side} for name, side in zip(names, game.sides, strict=False)],
        "options": {**game.default_options(), **options}, "board": game.board}
    for _ in range(len(setup["options"]) + 1):
        try:
            rules.parse_setup(setup)
            return setup
        except SetupError as exc:
            key = exc.key.removeprefix("options.")
            if key not in setup["options"] or key in options:
                raise
            del setup["options"][key]
    return setup


class WholeTurn(NamedTuple):
    """A seat's decisions in a row within one turn of the game, timed together (an FMP turn is many moves)."""

    level: str
    seconds: float
    seed: int
    seat: int  # counted from 1, as the players are named
    turn: int | str | None


@dataclass
class GameResult:
    levels: tuple[str, ...]  # the bot of each seat
    outcome: Outcome | None
    steps: int
    times: dict[str, list[float]] = field(default_factory=dict)  # decision seconds by level
    turns: list[WholeTurn] = field(default_factory=list)
    refused: int = 0
    late: int = 0
    record: str = ""


def play(game_id: str, seat_levels: tuple[str, ...], seed: int, options: dict[str, str], limit: float,
         pace: float, max_steps: int = MAX_STEPS) -> GameResult:
    """One game between bots; its result and its record."""
    registry = Registry()
    registry.discover()
    game = registry.get(game_id)
    assert game is not None
    rules = game.rules_object()
    bots = levels(game_id)
    module = bots_module(game_id)
    names = [f"{level.title()} {i + 1}" for i, level in enumerate(seat_levels)]
    setup = arena_setup(game, rules, names, options)
    match: Match[Any] = Match(rules, GameRecord(game_id, rules.version, setup, seed), takebacks=False)
    countdown = module.countdown(match.state) if hasattr(module, "countdown") else None
    rngs = [random.Random(seed * 1_000 + seat) for seat in range(len(seat_levels))]
    fallback = random.Random(seed)
    result = GameResult(seat_levels, None, 0, defaultdict(list))
    turn: tuple[tuple[Seat, int | str | None], float] = ((SYSTEM, None), 0.0)  # who decides, in which turn; time
    clock = 0.0

    def finish(done: tuple[tuple[Seat, int | str | None], float]) -> None:
        (seat, number), took = done
        if seat != SYSTEM:
            result.turns.append(WholeTurn(seat_levels[seat], took, seed, seat + 1, number))

    while match.outcome() is None and len(match.record.steps) < max_steps:
        acting = match.to_act()
        if not acting:
            break
        players = sorted(acting - {SYSTEM})
        timed_out = countdown is not None and clock >= countdown
        if players and not timed_out:
            seat = players[0]
            level = seat_levels[seat]
            start = time.perf_counter()
            decision = bots[level].choose(seen_by(rules, match.state, seat), count_budget(BUDGET), rngs[seat])
            took = time.perf_counter() - start
            result.times[level].append(took)
            now = (seat, rules.progress(match.state).get("turn"))  # (a seat left alone, turn after turn: each counts)
            if turn[0] != now:
                finish(turn)
            turn = (now, (turn[1] if turn[0] == now else 0.0) + took)
            result.late += took > limit
            action = decision.action
            if match.check(seat, action) is not None:
                result.refused += 1
                action = random_action(rules, match.legal(seat), fallback)
            clock += pace
        else:
            seat = SYSTEM
            system = match.legal(SYSTEM)
            if not system:
                break
            timeups = [a for a in system if type(a).__name__ == "TimeUp"]
            others = [a for a in system if type(a).__name__ != "TimeUp"]
            action = timeups[0] if timed_out and timeups else (others or system)[0]
        played = match.send(seat, action, clock, confirmed=True)
        assert isinstance(played, Played), played
    finish(turn)
    result.outcome = match.outcome()
    result.steps = len(match.record.steps)
    match.record.finished, match.record.clock = result.outcome is not None, clock
    result.record = match.record.to_text()
    return result


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % interval of a win rate (Wilson's, good at small counts and near 0 or 1)."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def table(results: list[GameResult]) -> list[str]:
    """One line per bot level: seats played, win rate and interval, mean score and rank, decision times, and the
    time of a whole turn (a seat's decisions in a row within one turn of the game: an FMP turn is many moves). In a
    co-operative game a level's seats at one table share one result: it counts once (three seats of one Apophis game
    are one win, not three, and would make the interval look three times as sure)."""
    by_level: dict[str, dict[str, Any]] = defaultdict(lambda: defaultdict(list))
    for r in results:
        team: set[str] = set()
        for seat, level in enumerate(r.levels):
            row = by_level[level]
            if r.outcome is not None and r.outcome.cooperative:
                if level in team:
                    continue
                team.add(level)
            if r.outcome is None:
                row["result"].append("unfinished")
                continue
            row["result"].append(r.outcome.results[seat])
            if r.outcome.scores:
                row["score"].append(r.outcome.scores[seat])
            place = next((i + 1 for i, group in enumerate(r.outcome.ranking) if seat in group), 0)
            if place:
                row["rank"].append(place)
        for level, times in r.times.items():
            by_level[level]["times"] += times
        for whole in r.turns:
            by_level[whole.level]["turns"].append(whole.seconds)
    lines = [f"{'bot':8s} {'seats':>5s} {'wins':>5s} {'draws':>5s} {'win rate':>8s} {'95 % interval':>15s} "
             f"{'score':>6s} {'rank':>5s} {'p50 ms':>7s} {'p95 ms':>7s} {'max ms':>7s} {'turn p95':>8s} {'max':>7s}"]
    for level, row in sorted(by_level.items()):
        outcomes = row["result"]
        wins, draws = outcomes.count(Result.WIN), outcomes.count(Result.DRAW)
        low, high = wilson(wins, len(outcomes))
        score = f"{statistics.mean(row['score']):6.1f}" if row["score"] else f"{'-':>6s}"
        rank = f"{statistics.mean(row['rank']):5.2f}" if row["rank"] else f"{'-':>5s}"
        times = [t * 1000 for t in row["times"]]
        turns = [t * 1000 for t in row["turns"]]
        lines.append(f"{level:8s} {len(outcomes):5d} {wins:5d} {draws:5d} {wins / max(1, len(outcomes)):8.1%} "
                     f"{f'{low:.1%}–{high:.1%}':>15s} {score} {rank} {percentile(times, 0.5):7.1f} "
                     f"{percentile(times, 0.95):7.1f} {max(times, default=0.0):7.1f} "
                     f"{percentile(turns, 0.95):8.1f} {max(turns, default=0.0):7.1f}")
    lines += slowest_turns([whole for r in results for whole in r.turns])
    refused = sum(r.refused for r in results)
    late = sum(r.late for r in results)
    unfinished = sum(r.outcome is None for r in results)
    decisions = sum(len(t) for r in results for t in r.times.values())
    lines.append(f"{len(results)} games, {decisions} decisions, {refused} refused, {late} late, "
                 f"{unfinished} unfinished")
    return lines


def slowest_turns(turns: list[WholeTurn]) -> list[str]:
    """Each level's longest whole turn, and where it was."""
    longest: dict[str, WholeTurn] = {}
    for whole in turns:
        if whole.level not in longest or whole.seconds > longest[whole.level].seconds:
            longest[whole.level] = whole
    return [f"{w.level}'s slowest whole turn: {w.seconds:.2f} s (seed {w.seed}, seat {w.seat}, turn {w.turn})"
            for _, w in sorted(longest.items())]


def turns_text(turns: list[WholeTurn]) -> str:
    """A game's whole turns as CSV, kept beside its record: runs played in blocks are summed up together after."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(WholeTurn._fields)
    writer.writerows(turns)
    return out.getvalue()


def read_turns(text: str) -> list[WholeTurn]:
    """The whole turns `turns_text` wrote (the turn as its text)."""
    rows = csv.DictReader(io.StringIO(text))
    return [WholeTurn(row["level"], float(row["seconds"]), int(row["seed"]), int(row["seat"]), row["turn"] or None)
            for row in rows]


def run(game_id: str, bot_levels: list[str], games: int, seed: int, jobs: int, players: int, options: dict[str, str],
        limit: float, pace: float, records: Path | None, max_steps: int = MAX_STEPS) -> list[GameResult]:
    count = players or len(bot_levels)
    lineups = []
    for g in range(games):
        seats = tuple(bot_levels[(g + i) % len(bot_levels)] for i in range(count))
        lineups.append((game_id, seats, seed + g, options, limit, pace, max_steps))
    results: list[GameResult] = []

    def keep(result: GameResult) -> None:
        """Each game's record written as it comes (in order): a long run stopped part-way keeps what it played.
        Its whole turns' times go beside it."""
        if records is not None:
            name = f"{game_id}-{seed + len(results)}"
            atomic_write(records / f"{name}.yaml", result.record)
            atomic_write(records / f"{name}.turns.csv", turns_text(result.turns))
        results.append(result)

    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            for result in pool.map(_play, lineups):
                keep(result)
    else:
        for lineup in lineups:
            keep(_play(lineup))
    return results


def _play(args: tuple[str, tuple[str, ...], int, dict[str, str], float, float, int]) -> GameResult:
    return play(*args)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m arcade.arena", description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--bots", required=True, help="levels, comma-separated: random, easy, normal, hard, "
                        "or a game's fixed reference (fmp: hard-1)")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--players", type=int, default=0, help="seats (default: one per bot listed)")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    parser.add_argument("--records", type=Path, default=None, metavar="DIR")
    parser.add_argument("--limit", type=float, default=1.0, help="seconds a decision may take before it is late")
    parser.add_argument("--pace", type=float, default=1.5, help="seconds of countdown each move costs")
    parser.add_argument("--max-steps", type=int, default=MAX_STEPS, help="steps before a game counts as unfinished")
    args = parser.parse_args(argv)
    registry = Registry()
    registry.discover()
    if registry.get(args.game) is None:
        print(f"no game called {args.game!r}", file=sys.stderr)
        return 2
    bot_levels = [b.strip() for b in args.bots.split(",") if b.strip()]
    unknown = sorted(set(bot_levels) - set(levels(args.game)))
    if unknown:
        print(f"no level called {', '.join(unknown)} (there are {', '.join(sorted(levels(args.game)))})",
              file=sys.stderr)
        return 2
    options = dict(item.split("=", 1) for item in args.option if "=" in item)
    results = run(args.game, bot_levels, args.games, args.seed, args.jobs, args.players, options, args.limit,
                  args.pace, args.records, args.max_steps)
    print("\n".join(table(results)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
