"""The club's table of honour: ratings per game worked out from the finished games alone, so that
deleting a game or importing a record gives the same table as if it had always been so; computer levels are fixed
entries; teams, ties and several players are rated as such; co-operative games keep a team record."""

from __future__ import annotations

import random

from arcade.club.ratings import LEVELS, Result, computer, entrants, table, teams_of
from arcade.core import protocol
from arcade.core.protocol import Outcome

WIN, LOSS, DRAW = protocol.Result.WIN, protocol.Result.LOSS, protocol.Result.DRAW  # (a seat's, not the ratings')


def duel(key: int, winner: str, loser: str, when: float | None = None, game: str = "playmoflotte") -> Result:
    return Result(game, key, float(key if when is None else when), (winner, loser),
                  Outcome("last_afloat", (WIN, LOSS), ((0,), (1,))))


def test_a_winner_climbs_a_loser_falls_and_the_order_of_results_is_their_time() -> None:
    results = [duel(1, "Ann", "Bob"), duel(2, "Ann", "Bob"), duel(3, "Cy", "Ann")]
    t = table(results)
    rows = {s.name: s for s in t.standings["playmoflotte"]}
    assert rows["Ann"].played == 3 and rows["Ann"].won == 2 and rows["Bob"].won == 0
    assert rows["Ann"].rating > rows["Bob"].rating
    assert [s.name for s in t.standings["playmoflotte"]][0] == "Ann"
    assert table(reversed(results)).standings == t.standings  # worked out oldest first, whatever the order given
    ann = next(c for c in t.changes[3] if c.name == "Ann")
    assert ann.delta < 0 and ann.after == rows["Ann"].rating


def test_deleting_a_game_or_importing_one_gives_the_table_as_if_it_had_always_been_so() -> None:
    rng = random.Random(4)
    names = ["Ann", "Bob", "Cy", "Di"]
    results: list[Result] = []
    for k in range(1, 30):
        winner, loser = rng.sample(names, 2)
        results.append(duel(k, winner, loser, when=1000.0 + k))
    without = [r for r in results if r.key != 12]
    imported_late = [*without, results[11]]  # the same game added afterwards (an imported record keeps its time)
    assert table(imported_late).standings == table(results).standings
    assert table(without).standings != table(results).standings


def test_computer_levels_are_fixed_entries_and_a_game_against_them_counts() -> None:
    hard = computer("hard")
    t = table([duel(1, "Ann", hard), duel(2, "Ann", hard), duel(3, computer("easy"), "Bob")])
    rows = {s.name: s for s in t.standings["playmoflotte"]}
    assert rows[hard].mu == LEVELS["hard"] and rows[hard].computer and rows[hard].played == 2
    assert rows["Ann"].won == 2 and rows["Ann"].rating > rows["Bob"].rating
    assert [c.name for c in t.changes[1]] == ["Ann"]  # a computer's rating is never a change to tell


def test_teams_ties_and_many_players_are_rated_as_such() -> None:
    teams = Outcome("captures", (WIN, LOSS, WIN, LOSS), ((0, 2), (1, 3)),
                    details={"teams": ["red", "white", "red", "white"]})
    result = Result("asteroyds", 1, 1.0, ("Ann", "Bob", "Cy", "Di"), teams)
    assert teams_of(result) == ([[0, 2], [1, 3]], [1, 2])
    rows = {s.name: s for s in table([result]).standings["asteroyds"]}
    assert rows["Ann"].rating == rows["Cy"].rating > rows["Bob"].rating == rows["Di"].rating
    tie = Result("fmp", 2, 2.0, ("Ann", "Bob", "Cy"), Outcome("last_turn", (DRAW, DRAW, LOSS), ((0, 1), (2,))))
    assert teams_of(tie) == ([[0], [1], [2]], [1, 1, 2])  # tied players are not a team: each rated alone
    rows = {s.name: s for s in table([tie]).standings["fmp"]}
    assert rows["Ann"].rating == rows["Bob"].rating > rows["Cy"].rating


def test_a_cooperative_game_keeps_a_team_record_per_countdown_not_ratings() -> None:
    won = Outcome("deflected", (WIN, WIN), ((0, 1),))
    lost = Outcome("time", (LOSS, LOSS), ((0, 1),))
    results = [Result("apophis", k, float(k), ("Ann", "Bob"), o, "intermediate") for k, o in
               enumerate([won, lost, lost], start=1)]
    results.append(Result("apophis", 9, 9.0, ("Ann", "Bob"), won, "easy"))
    t = table(results)
    assert "apophis" not in t.standings
    assert t.records["apophis"] == {"intermediate": (1, 3), "easy": (1, 1)}


def test_a_set_ups_players_become_entrants() -> None:
    assert entrants([{"name": "Ann"}, {"name": "Bot", "computer": "normal"}]) == ("Ann", "computer:normal")


def test_a_stored_game_becomes_a_result_and_ratings_read_as_whole_points() -> None:
    from arcade.club.ratings import points, result_of

    outcome = Outcome("last_afloat", (LOSS, WIN), ((1,), (0,)))
    setup = {"players": [{"name": "Ann"}, {"name": "Bot", "computer": "hard"}], "options": {}}
    result = result_of(7, "playmoflotte", setup, {"outcome": outcome.to_data()}, 5.0)
    assert result is not None and result.entrants == ("Ann", "computer:hard") and result.key == 7
    assert result_of(8, "playmoflotte", setup, {"result": "Bot wins"}, 5.0) is None  # kept as words: not counted
    assert points(0.0) == 0 and points(LEVELS["hard"] - 3.0) == 290
