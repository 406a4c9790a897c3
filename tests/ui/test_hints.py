"""Hints at the table: F2 or the Hint button shows what the computer would do for the person at the
screen, in the game's words and on the board, without playing it; it goes at the next click, move or F2; each
hint is counted in the save and on the result screen."""

from __future__ import annotations

import random
from collections.abc import Iterator
from concurrent.futures import Executor, Future
from functools import partial
from pathlib import Path
from typing import Any

import pygame
import pytest

from arcade.launcher.scene import LauncherScene
from arcade.ui.hint import Hints
from arcade.ui.result_screen import ResultScreen
from arcade.ui.table_scene import TableScene
from tests.harness import Harness
from tests.ui.test_computer_seats import GAMES, REGISTRY, open_table


@pytest.fixture
def h(private_home: Path) -> Iterator[Harness]:
    harness = Harness.start(private_home, games=tuple(REGISTRY.games()))
    yield harness
    harness.close()


def person_at_the_screen(h: Harness, game_id: str) -> tuple[TableScene[Any], int]:
    scene = open_table(h, game_id, [None, None])
    h.pass_handovers()
    seat = scene.acting_seat()
    assert seat is not None
    return scene, seat


def hint_text(h: Harness) -> str:
    return " ".join(text for text in h.drawn_texts() if text.startswith(("Hint", "Why")))


@pytest.mark.parametrize("game_id", GAMES)
def test_a_hint_shows_the_computers_move_in_words_and_plays_nothing(h: Harness, game_id: str) -> None:
    scene, seat = person_at_the_screen(h, game_id)
    steps = len(scene.record.steps)
    h.key(pygame.K_F2)
    h.step()
    hint = scene.hints.shown
    assert hint is not None and hint.action is not None and hint.seat == seat
    assert scene.rules.check(scene.state, seat, hint.action) is None
    assert len(scene.record.steps) == steps  # shown, never played
    words = scene.move_words(hint.action)
    assert words and f"{game_id}." not in words and "%{" not in words
    shown = hint_text(h)
    assert shown.startswith(f"Hint: {words[:20]}") and "Why: " in shown, shown
    assert h.app.store.load(scene.record.key or 0).setup["players"][seat]["hints"] == 1  # counted, saved
    h.key(pygame.K_F2)  # again: put away
    h.step()
    assert scene.hints.shown is None and hint_text(h) == ""


@pytest.mark.parametrize("game_id", ["fmp", "playmoflotte", "interceptor", "asteroyds"])
def test_a_hint_rings_its_places_on_the_board(h: Harness, game_id: str) -> None:
    scene, _ = person_at_the_screen(h, game_id)
    h.key(pygame.K_F2)
    h.step()
    hint = scene.hints.shown
    assert hint is not None and hint.action is not None
    spots = scene.hint_spots(hint.action)
    if scene.rules.codec.name(hint.action) in ("ready", "end_posts", "end_turn"):
        assert spots == []  # (a move of no piece: words only)
    else:
        assert spots and all(scene.layout.board.collidepoint(spot.center) for spot in spots)


def test_the_hint_button_asks_and_a_click_elsewhere_puts_the_hint_away(h: Harness) -> None:
    scene, _ = person_at_the_screen(h, "fmp")
    button = scene.tools.buttons.get("hint")
    assert button is not None and button.is_enabled and scene.layout.tools.contains(button.rect)
    h.click_element(button)
    h.step()
    assert scene.hints.shown is not None
    h.click((scene.layout.board.centerx, scene.layout.board.bottom - 40))
    h.step()
    assert scene.hints.shown is None


def test_a_move_played_puts_the_hint_away_and_the_result_screen_counts_hints(h: Harness) -> None:
    scene, seat = person_at_the_screen(h, "apophis")
    h.key(pygame.K_F2)
    h.step()
    hint = scene.hints.shown
    assert hint is not None and hint.action is not None
    scene.send(hint.action)  # the player follows it
    h.step()
    assert scene.hints.shown is None
    h.time.t += 60 * 60  # the countdown runs out
    h.step(4)
    assert isinstance(h.top, ResultScreen)
    texts = h.drawn_texts()
    assert "Hints used" in texts and f"{scene.names[seat]}: 1 hint" in texts


def test_no_hint_for_a_seat_that_is_not_at_the_screen(h: Harness) -> None:
    scene = open_table(h, "interceptor", [None, "easy"])
    h.pass_handovers()
    for _ in range(40):  # the person places and gives orders; the computer answers
        h.pass_handovers()
        if scene.acting_seat() is None and scene.players_to_act() == [1]:
            break
        if scene.acting_seat() == 0:
            scene.send(scene.rules.legal_actions(scene.state, 0)[0])
        h.step()
    assert scene.acting_seat() is None and scene.players_to_act() == [1]  # the computer's move to come
    h.key(pygame.K_F2)
    h.step()
    assert scene.hints.shown is None and scene.hints.thinking is None
    assert "hint" in scene.tools.buttons and not scene.tools.buttons["hint"].is_enabled


@pytest.mark.parametrize("game_id", GAMES)
def test_every_move_a_hint_may_suggest_has_its_words_in_both_languages(h: Harness, game_id: str) -> None:
    """Through a game played at random: every legal move of the seat to act is worded (no key, no placeholder)."""
    from arcade import i18n

    scene = open_table(h, game_id, [None, None])
    rng = random.Random(11)
    kinds: set[str] = set()
    for _ in range(60):
        acting = scene.players_to_act()
        if not acting or scene.rules.outcome(scene.state) is not None:
            break
        seat = rng.choice(acting)
        moves = scene.rules.legal_actions(scene.state, seat)
        for lang in ("fr", "en"):  # (a change of language rebuilds every widget: once per language, not per move)
            i18n.set_language(lang)
            for move in moves[:40]:
                words = scene.move_words(move)
                assert words and f"{game_id}." not in words and "%{" not in words, (lang, move, words)
                kinds.add(scene.rules.codec.name(move))
        scene.rules.apply(scene.state, seat, rng.choice(moves))
    assert len(kinds) >= 2, kinds


@pytest.mark.parametrize("game_id", ["playmoflotte", "interceptor"])
def test_the_hint_box_never_covers_what_the_player_is_looking_at(h: Harness, game_id: str) -> None:
    """The hint's box covered the board's top rows, where the player's ship (Playmoflotte) or its path
    (Interceptor) was: it goes to the bottom of the board when the top would cover them."""
    scene, _ = person_at_the_screen(h, game_id)
    h.key(pygame.K_F2)
    h.step()
    assert scene.hints.shown is not None
    boxes = [rect for text, rect in h.drawn() if text.startswith(("Hint", "Why"))]
    clear = scene.keep_clear()
    assert boxes and clear and not any(box.collidelist(clear) >= 0 for box in boxes)


class Waiting(Executor):
    """A worker that thinks only when the test says so: what is asked of it waits, listed, until `finish`."""

    def __init__(self) -> None:
        self.jobs: list[tuple[Future[Any], Any, tuple[Any, ...]]] = []

    def submit(self, fn: Any, /, *args: Any, **kwargs: Any) -> Future[Any]:
        future: Future[Any] = Future()
        self.jobs.append((future, fn, args))
        return future

    def finish(self) -> None:
        for future, fn, args in self.jobs:
            if not future.done():
                future.set_result(fn(*args))


def test_a_hint_being_thought_stops_the_clock_and_the_next_is_thought_ahead(h: Harness) -> None:
    """A hint took 7-17 s of the player's own clock while the worker thought. The clock stands still while a hint
    asked for is thought; once a player has asked for one, the next is thought from the moment the position is
    theirs, and asking shows it at once."""
    scene, _ = person_at_the_screen(h, "fmp")
    for _ in range(2):  # both astronefs land: the deployment is many moves of one player
        acting = scene.acting_seat()
        assert acting is not None
        scene.send(scene.rules.legal_actions(scene.state, acting)[0], confirmed=True)
        h.step()
        h.pass_handovers()
    acting = scene.acting_seat()
    assert acting is not None
    seat: int = acting
    worker = Waiting()
    scene.hints = Hints("fmp", lambda: worker)
    clock = scene.clock
    assert clock is not None and clock.running
    h.key(pygame.K_F2)
    h.step()
    assert scene.hints.thinking == seat and not clock.running  # (waiting on the computer)
    worker.finish()
    h.step()
    hint = scene.hints.shown
    assert hint is not None and hint.action is not None and clock.running
    scene.send(hint.action, confirmed=True)  # the player follows it: a new position, still theirs
    h.step()
    asked = len(worker.jobs)
    assert asked == 2 and scene.hints.thinking is None and clock.running  # thought ahead, on nobody's clock
    worker.finish()
    h.step()
    assert scene.hints.shown is None  # (not shown before it is asked for)
    h.key(pygame.K_F2)
    h.step()
    assert scene.hints.shown is not None and len(worker.jobs) == asked  # at once, from what was thought ahead


@pytest.mark.parametrize("game_id", ["fmp", "playmoflotte", "interceptor", "asteroyds"])
def test_play_it_plays_the_hinted_move_or_writes_it_for_the_player_to_give(h: Harness, game_id: str) -> None:
    """A hint says what to do; its button does it: the move is played, or where moves are written first (orders, a
    program) it is written in, for the player to read, change and give."""
    scene, seat = person_at_the_screen(h, game_id)
    h.key(pygame.K_F2)
    h.step()
    hint = scene.hints.shown
    assert hint is not None and hint.action is not None and scene.hint_button is not None
    steps = len(scene.record.steps)
    h.click(scene.hint_button.center)
    h.step()
    assert scene.hints.shown is None
    written = getattr(hint.action, "text", None)  # (orders, a program: written in, never given by the button)
    if game_id == "interceptor" and written is not None:
        assert scene.text == written and len(scene.record.steps) == steps  # type: ignore[attr-defined]
    elif game_id == "asteroyds" and written is not None:
        ship = scene.game.ships[hint.action.ship]
        assert scene.plan_text(ship) == written and len(scene.record.steps) == steps  # type: ignore[attr-defined]
    else:
        assert scene.record.steps[steps:] and scene.record.steps[steps].seat == seat



def test_the_result_screen_offers_a_review_of_each_persons_costliest_decisions(h: Harness) -> None:
    """Nothing said after a game what went wrong. Review, on the result screen, lists each person's costliest
    decisions with the better move and why, in the game's words, as `arcade.review` judges them."""
    from arcade.review import marked, review
    from arcade.ui.review_scene import JUDGED, ReviewScene

    scene, _ = person_at_the_screen(h, "apophis")
    for _ in range(8):  # the people play the last of what they may (ending turns, scrapping: rarely the best)
        acting = scene.acting_seat()
        if acting is None:
            h.pass_handovers()
            continue
        scene.send(scene.rules.legal_actions(scene.state, acting)[-1], confirmed=True)
        h.step()
        h.pass_handovers()
    h.time.t += 60 * 60  # the countdown runs out
    h.step(4)
    result = h.top
    assert isinstance(result, ResultScreen) and result.on_review is not None
    button = next(b for b, do in result.actions.items() if do == result.on_review)
    h.click_element(button)
    h.step(2)
    shown = h.top
    assert isinstance(shown, ReviewScene) and shown.verdicts is not None
    expected = marked(review(scene.rules, scene.record, words=scene.descriptor.words_function()), "apophis")
    assert expected and len(shown.verdicts) == len(expected)
    drawn = " ".join(h.drawn_texts())
    assert "Apophis: the review" in drawn and f"Move {expected[0].step + 1}: played" in drawn
    assert f"Better: {expected[0].better_words}" in drawn
    h.key(pygame.K_ESCAPE)
    assert h.top is result
    key = scene.record.key
    assert key is not None
    kept = h.app.store.review_of(key)  # (kept with the game, in the language it was worded in)
    assert kept is not None and kept["language"] == "en" and len(kept["verdicts"]) == len(expected)
    h.app.back_to_launcher()
    h.step()
    launcher = h.top
    assert isinstance(launcher, LauncherScene)
    again_button = next(b for b, act in launcher.actions.items()
                        if isinstance(act, partial) and act.func.__name__ == "open_review")
    h.click_element(again_button)  # (a finished game in the launcher's list: its review again, at once)
    again = h.top
    assert isinstance(again, ReviewScene) and again.job is None and again.verdicts == kept["verdicts"]
    h.key(pygame.K_ESCAPE)
    h.app.store.keep_review(key, {**kept, "judge": kept["judge"] - 1})  # (kept by an earlier judge)
    h.click_element(again_button)
    h.step(2)
    assert h.app.store.review_of(key)["judge"] == JUDGED  # thought anew, and kept again
    from arcade.saves import records
    from arcade.saves.storage import read_record

    path = records.export(h.app.store, key, h.app.home / "exports")  # (an export carries the review)
    assert "review:" in path.read_text("utf-8") and read_record(path).steps == scene.record.steps


def test_a_review_thinks_aside_in_judging_processes_that_leaving_it_stops() -> None:
    """A review held the computers' one worker: a new game's computers waited behind it. It is thought aside, by
    judging processes of its own fed by a thread, which answers with the verdicts (those of a review judged in one
    process), and which leaving the review stops."""
    import time
    from types import SimpleNamespace

    from arcade.arena import play
    from arcade.ui.review_scene import Aside, reviewed

    record = play("playmoflotte", ("normal", "normal"), 5, {}, 60.0, 0.0, max_steps=40).record  # (a short one)
    app = SimpleNamespace(computer_pool=lambda: None, settings=SimpleNamespace(language="en"))
    aside = Aside(app, "playmoflotte", record)
    assert aside.thread is not None
    for _ in range(600):
        answer = aside.answer()
        if answer is not None:
            break
        time.sleep(0.05)
    assert answer is not None and answer == ("done", reviewed("playmoflotte", record))
    assert aside.progress == 1.0  # (how far it was told as it went: the screen's bar)
    stopped = Aside(app, "playmoflotte", record)
    stopped.stop()
    assert stopped.thread is not None
    stopped.thread.join(10)
    assert not stopped.thread.is_alive() and stopped.answer() is None
