"""The club's table of honour: a rating per player and per game, derived from the finished games the store keeps.

Nothing here is stored or edited by hand: the table is worked out again from the results, oldest first, so deleting
a game or importing a record gives the same table as if it had always been so. Ratings are Weng-Lin (the `openskill`
package's Plackett-Luce model: several players, ranks, ties and teams); a rating shown is the cautious estimate
`mu - 3 sigma` (a newcomer starts at 0 and climbs as results come in). Computer seats are fixed entries, one per
level, that never move: a game against the computer counts, and shows where a player stands against Easy, Normal,
Hard. Co-operative games (Apophis) have no rating: the team record counts wins per countdown.

Pure: no pygame, no clock.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace

from openskill.models import PlackettLuce, PlackettLuceRating

from arcade.core.protocol import Outcome
from arcade.core.protocol import Result as SeatResult

#: Where the computer levels stand (mu), with little doubt: fixed entries that a result never moves.
LEVELS = {"easy": 18.0, "normal": 25.0, "hard": 32.0}
LEVEL_SIGMA = 1.0
#: An entrant's name for a computer seat ("computer:hard"); a person's is their name.
COMPUTER = "computer:"


@dataclass(frozen=True)
class Result:
    """One finished game: who sat where (a name, or COMPUTER + level), how it ended, when, and its countdown
    (the co-operative team record's category)."""

    game_id: str
    key: int
    when: float
    entrants: tuple[str, ...]
    outcome: Outcome
    category: str = ""


@dataclass
class Standing:
    """An entrant's line in one game's table."""

    name: str
    mu: float
    sigma: float
    played: int = 0
    won: int = 0
    last: float = 0.0
    computer: bool = False

    @property
    def rating(self) -> float:
        """The cautious estimate shown: mu - 3 sigma."""
        return self.mu - 3 * self.sigma


@dataclass
class Change:
    """A player's rating before and after one game (the result screen says it)."""

    name: str
    before: float
    after: float

    @property
    def delta(self) -> float:
        return self.after - self.before


@dataclass
class Table:
    """Every rated game's standings, best first, and the co-operative games' team records."""

    standings: dict[str, list[Standing]] = field(default_factory=dict)
    records: dict[str, dict[str, tuple[int, int]]] = field(default_factory=dict)  # game -> category -> (won, of)
    changes: dict[int, list[Change]] = field(default_factory=dict)  # game key -> its players' changes
    results: list[Result] = field(default_factory=list)  # every result counted, oldest first, names joined


def points(rating: float) -> int:
    """A rating as the club reads it: whole points, ten to the model's unit (a newcomer 0, the Hard level 290)."""
    return round(rating * 10)


def computer(level: str) -> str:
    return COMPUTER + level


def teams_of(result: Result) -> tuple[list[list[int]], list[int]]:
    """The seats as openskill teams and each team's rank (1 best): a team game's teams (`details.teams`), else
    each seat alone, placed by the outcome's ranking (tied seats share a rank)."""
    ranking = result.outcome.ranking or (tuple(range(len(result.entrants))),)
    place = {seat: i + 1 for i, group in enumerate(ranking) for seat in group}
    sides = result.outcome.details.get("teams")
    if isinstance(sides, list) and len(sides) == len(result.entrants):
        names = dict.fromkeys(map(str, sides))  # (in seat order)
        groups = [[seat for seat, side in enumerate(sides) if str(side) == name] for name in names]
    else:
        groups = [[seat] for seat in range(len(result.entrants))]
    return groups, [min(place.get(seat, len(ranking)) for seat in group) for group in groups]


def table(results: Iterable[Result], aliases: Mapping[str, str] | None = None) -> Table:
    """The whole table from the results, oldest first; `aliases` (a name folded -> the name it counts as) join the
    same person typed twice under one name."""
    model = PlackettLuce()
    out = Table()
    same = aliases or {}
    by_game: dict[str, dict[str, Standing]] = {}
    for result in sorted(results, key=lambda r: (r.when, r.key)):
        result = replace(result, entrants=tuple(same.get(n.casefold(), n) for n in result.entrants))
        out.results.append(result)
        if cooperative(result.outcome):
            _record(out, result)
            continue
        if len(set(result.entrants)) < len(result.entrants):  # two names merged that played each other: not a result
            continue
        rows = by_game.setdefault(result.game_id, {})
        for name in set(result.entrants):
            if name not in rows:
                level = name.removeprefix(COMPUTER) if name.startswith(COMPUTER) else None
                mu = LEVELS.get(level, model.mu) if level else model.mu
                rows[name] = Standing(name, mu, LEVEL_SIGMA if level else model.sigma, computer=level is not None)
        groups, ranks = teams_of(result)
        teams = [[_rating(model, rows[result.entrants[seat]]) for seat in group] for group in groups]
        before = {name: rows[name].rating for name in set(result.entrants)}
        rated = model.rate(teams, ranks=[float(r) for r in ranks])
        for group, team in zip(groups, rated, strict=True):
            for seat, new in zip(group, team, strict=True):
                row = rows[result.entrants[seat]]
                if not row.computer:  # a fixed entry never moves
                    row.mu, row.sigma = new.mu, new.sigma
        for seat, name in enumerate(result.entrants):
            row = rows[name]
            row.played += 1
            row.won += result.outcome.results[seat] is SeatResult.WIN
            row.last = max(row.last, result.when)
        out.changes[result.key] = [Change(name, before[name], rows[name].rating)
                                   for name in dict.fromkeys(result.entrants) if not rows[name].computer]
    out.standings = {game: sorted(rows.values(), key=lambda s: (-s.rating, -s.played, s.name))
                     for game, rows in by_game.items()}
    return out


def cooperative(outcome: Outcome) -> bool:
    """Everyone shares one place and one result (Apophis, solo or not): a team record, no rating."""
    return len(outcome.ranking) <= 1 and len(set(outcome.results)) == 1


def _rating(model: PlackettLuce, row: Standing) -> PlackettLuceRating:
    return model.rating(mu=row.mu, sigma=row.sigma, name=row.name)


def _record(out: Table, result: Result) -> None:
    """A co-operative game: one more played, and won or not, under its category (the countdown)."""
    records = out.records.setdefault(result.game_id, {})
    won, played = records.get(result.category, (0, 0))
    records[result.category] = (won + (result.outcome.results[0] is SeatResult.WIN), played + 1)


def entrants(players: Sequence[Mapping[str, object]]) -> tuple[str, ...]:
    """Who sat where, from a set-up's players: a computer seat by its level (one entry per level), a person by
    name."""
    out = []
    for p in players:
        level = p.get("computer")
        out.append(computer(str(level)) if isinstance(level, str) and level in LEVELS else str(p.get("name", "?")))
    return tuple(out)


def result_of(key: int, game_id: str, setup: Mapping[str, object], status: Mapping[str, object],
              when: float) -> Result | None:
    """A finished game as the table counts it (None for one kept without its outcome as data: an older save)."""
    outcome = Outcome.from_data(status.get("outcome"))
    players = setup.get("players")
    if outcome is None or not isinstance(players, list) or len(players) != len(outcome.results) \
            or not all(isinstance(p, Mapping) for p in players):
        return None
    options = setup.get("options")
    category = str(options.get("difficulty", "")) if isinstance(options, Mapping) else ""
    return Result(game_id, key, when, entrants([p for p in players if isinstance(p, Mapping)]), outcome, category)
