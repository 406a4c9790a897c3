"""Try again, after a review: a marked decision's position at the real table (never kept nor rated, its clock
still); the player's new move is judged as the review judged the one played, and the table says whether it does
better, with the review's better move ringed; Again puts the position back, Esc the review."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from arcade.match.timekeeper import Stop
from arcade.registry import Registry
from arcade.ui.practice import Practice
from arcade.ui.review_scene import ReviewScene
from arcade.ui.table_scene import TableScene
from tests.harness import Harness
from tests.test_review import played_game

REGISTRY = Registry()
REGISTRY.discover()


@pytest.fixture
def h(private_home: Path) -> Iterator[Harness]:
    harness = Harness.start(private_home, games=tuple(REGISTRY.games()))
    yield harness
    harness.close()


def reviewed_game(h: Harness) -> tuple[ReviewScene, Any, list[int]]:
    """A Playmoflotte game where Ann (a person) ended her turn instead of firing, reviewed at the screen."""
    from arcade.games.playmoflotte.rules import EndTurn, Fire

    def end_instead_of_firing(state: Any, legal: list[Any]) -> Any | None:
        return next((a for a in legal if isinstance(a, EndTurn)), None) \
            if any(isinstance(a, Fire) for a in legal) else None

    rules, record, planted = played_game("playmoflotte", end_instead_of_firing, steps=120)
    game = REGISTRY.get("playmoflotte")
    assert game is not None and planted
    review = ReviewScene(h.app, game, record, ["Ann", "Bot"], ["red", "blue"])
    h.app.push(review)
    h.step(3)
    assert review.verdicts and review.tries  # (thought at once here: the tests' worker is this process)
    return review, rules, planted


def table_of(h: Harness) -> TableScene[Any]:
    table = h.top
    assert isinstance(table, TableScene) and isinstance(table.practice, Practice)
    return table


def band(h: Harness) -> str:
    return " ".join(h.drawn_texts())


def press(h: Harness, table: TableScene[Any], name: str) -> None:
    """One of the table's own buttons here: Again (the position anew), or Back to the review."""
    h.click_element(table.tools.buttons[name])


def test_try_again_plays_the_marked_decision_again_and_says_whether_the_new_move_does_better(h: Harness) -> None:
    review, rules, planted = reviewed_game(h)
    verdict = next(v for v in review.verdicts or [] if int(v["step"]) in planted)
    h.click_element(review.tries[int(verdict["step"])])
    table = table_of(h)
    practice = table.practice
    assert practice is not None and len(table.record.steps) == practice.step  # the position before the move
    assert table.acting_seat() == 0 and table.match.keeper is None  # Ann's to play; never kept
    assert f"Try again · move {practice.step + 1}, as Ann saw it" in band(h)
    assert f"In the game: {verdict['played']}" in band(h)
    played = rules.decode(verdict["played_code"])
    assert table.practice_spots() == [table.hint_spots(played)]  # the move of the game's places (End turn: none)
    assert Stop.LESSON in table.time.stops  # (its clock stands still)
    assert {"again", "review"} <= set(table.tools.buttons) and "undo" not in table.tools.buttons
    better = rules.decode(verdict["better_code"])
    table.send(better)  # the review's better move: said at once
    h.step(2)
    assert "Well found: the computer plays it too" in band(h)
    steps = len(table.record.steps)
    h.time.t += 30
    h.step(4)
    assert len(table.record.steps) == steps  # the computers wait: the board stays as the try left it
    assert h.app.store.games() == []  # nothing kept of it
    press(h, table, "again")
    again = table_of(h)
    assert again is not table and len(again.record.steps) == practice.step
    again.send(rules.decode(verdict["played_code"]))  # the move of the game
    h.step(2)
    assert f"That is the move of the game: {verdict['played']}" in band(h)
    press(h, again, "again")
    third = table_of(h)
    legal = rules.legal_actions(third.state, 0)
    other = next(a for a in legal if rules.encode(a) not in (verdict["better_code"], verdict["played_code"]))
    third.send(other)  # any other move: judged by the computer as the review judged
    h.step(3)
    said = band(h)
    assert any(answer in said for answer in (
        "Well found: as good as the computer's move",
        f"Better than in the game, yet {verdict['better']} does more",
        f"No better than the move of the game. The computer would play {verdict['better']}"))
    assert third.hint_spots(better) + third.button_spots(better)  # the better move ringed on the board
    assert third.practice_spots() == [third.hint_spots(better), third.button_spots(better)]
    press(h, third, "review")
    assert h.top is review


def test_esc_at_the_table_goes_back_to_the_review(h: Harness) -> None:
    review, _, _ = reviewed_game(h)
    h.click_element(next(iter(review.tries.values())))
    table_of(h)
    h.key(pygame.K_ESCAPE)
    assert h.top is review


def test_a_try_is_a_move_for_the_ship_whose_decision_was_marked() -> None:
    """An Asteroyds team writes both its ships' programs: the program of the other ship, written first, is not the
    marked decision's try; any move answers a decision that was no ship's (Ready), or one in a game whose
    decisions are not each ship's (Playmoflotte)."""
    from arcade.core.record import GameRecord
    from arcade.games.asteroyds.rules.actions import Program, Ready
    from arcade.games.playmoflotte.rules import EndTurn, Fire

    game = REGISTRY.get("asteroyds")
    assert game is not None
    rules = game.rules_object()
    verdict = {"step": 3, "seat": 0, "played_code": rules.encode(Program(1, "F F F F F F")),
               "better_code": rules.encode(Program(1, "R F F F F F")), "played": "", "better": "", "why": "",
               "cost": 2.0, "lost": "about 0.1 captures lost"}
    practice = Practice(rules, GameRecord("asteroyds", rules.version, {}, 1), verdict)
    assert not practice.is_try(Program(0, "L F F F F F")) and not practice.is_try(Ready())
    assert practice.is_try(Program(1, "L F F F F F"))
    practice.tried = True
    assert not practice.is_try(Program(1, "F F F F F F"))  # (one try a position: Again for another)
    ended = Practice(rules, GameRecord("asteroyds", rules.version, {}, 1),
                     {**verdict, "played_code": rules.encode(Ready())})
    assert ended.is_try(Program(0, "L F F F F F"))
    fleet = REGISTRY.get("playmoflotte")
    assert fleet is not None
    naval = fleet.rules_object()
    fired = Practice(naval, GameRecord("playmoflotte", naval.version, {}, 1),
                     {**verdict, "played_code": naval.encode(Fire(0, 1, 2)), "better_code": naval.encode(EndTurn())})
    assert fired.is_try(EndTurn())  # (a ship's move, yet the decision was the whole turn's)
