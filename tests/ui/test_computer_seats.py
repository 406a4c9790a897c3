"""Computer seats at the table: chosen in the set-up, they play by themselves through the table's own
path (`send`, the record, the store) at a pace people can follow, their secrets are never put on the screen (no
hand-over goes to them), a table of computers only can be watched to the end, and the choice survives a Resume."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from arcade.arena import arena_setup
from arcade.registry import Registry
from arcade.ui.computer import PACE, Move
from arcade.ui.handover import Handover
from arcade.ui.result_screen import ResultScreen
from arcade.ui.table_core import Shown
from arcade.ui.table_scene import TableScene
from tests.harness import Harness

REGISTRY = Registry()
REGISTRY.discover()
GAMES = sorted(g.id for g in REGISTRY.games())


@pytest.fixture
def h(private_home: Path) -> Iterator[Harness]:
    harness = Harness.start(private_home, games=tuple(REGISTRY.games()))
    yield harness
    harness.close()


def setup_with(game_id: str, levels: list[str | None]) -> dict[str, Any]:
    game = REGISTRY.get(game_id)
    assert game is not None
    setup = arena_setup(game, game.rules_object(), [f"P{i + 1}" for i in range(len(levels))], {})
    for player, level in zip(setup["players"], levels, strict=True):
        if level is not None:
            player["computer"] = level
    return setup


def table(h: Harness) -> TableScene[Any]:
    scene = next(s for s in reversed(h.app.stack) if isinstance(s, TableScene))
    return scene


def open_table(h: Harness, game_id: str, levels: list[str | None], options: dict[str, str] | None = None,
               ) -> TableScene[Any]:
    """A new game of `game_id` started as the set-up starts it, a person or a computer level in each seat."""
    game = REGISTRY.get(game_id)
    assert game is not None
    setup = setup_with(game_id, levels)
    setup["options"].update(options or {})
    h.app.start_game(game, setup)
    h.step()
    return table(h)


def let_them_play(h: Harness, moves: int) -> int:
    """Let time pass as the computers play; the number of steps recorded."""
    scene = table(h)
    start = len(scene.record.steps)
    for _ in range(moves * 8):
        h.time.t += PACE / 2
        h.step(8)  # (animations run on frames: a resolution's playback takes a few hundred)
        if isinstance(h.top, ResultScreen) or len(scene.record.steps) - start >= moves:
            break
    return len(scene.record.steps) - start


@pytest.mark.parametrize("game_id", GAMES)
def test_a_table_of_computers_plays_by_itself_and_never_hands_over(h: Harness, game_id: str) -> None:
    scene = open_table(h, game_id, ["easy", "easy"] if game_id != "apophis" else ["easy"] * 3)
    assert not any(isinstance(s, Handover) for s in h.app.stack)
    assert "(computer, Easy)" in scene.names[0]
    played = let_them_play(h, 12)
    assert played >= 8 or isinstance(h.top, ResultScreen)
    assert not any(isinstance(s, Handover) for s in h.app.stack)  # no secret of theirs is ever put on screen
    assert h.app.store.load(scene.record.key or 0).steps == scene.record.steps[: scene.match.kept]


def test_a_computer_answers_a_person_and_the_person_gets_the_screen_back(h: Harness) -> None:
    scene = open_table(h, "playmoflotte", [None, "easy"])
    seat_of_person = 0
    for _ in range(400):  # the person ends each of their turns; the computer plays its own
        h.time.t += PACE
        h.step(1)
        turns = [step.seat for step in scene.record.steps]
        if scene.rules.outcome(scene.state) is not None or (turns.count(0) >= 3 and turns.count(1) >= 3):
            break
        if seat_of_person in scene.players_to_act() and isinstance(h.top, TableScene):
            assert scene.acting_seat() == seat_of_person and scene.viewer == seat_of_person
            moves = scene.rules.legal_actions(scene.state, seat_of_person)
            ends = [m for m in moves if scene.rules.codec.name(m) in ("end_turn", "end_move", "end_posts")]
            scene.send((ends or moves)[0])
        elif scene.players_to_act() == [1]:
            assert scene.acting_seat() is None  # a click never plays for the computer
    seats = {step.seat for step in scene.record.steps}
    assert {0, 1} <= seats


def test_the_set_up_offers_a_computer_for_every_seat_and_a_resume_keeps_it(h: Harness) -> None:
    from arcade.launcher.setup_scene import SetupScene

    game = REGISTRY.get("interceptor")
    assert game is not None
    setup_scene = SetupScene(h.app, game)
    h.app.push(setup_scene)
    h.step()
    assert len(setup_scene.controller_menus) == game.default_players
    h.pick(setup_scene.controller_menus[1], "hard")
    assert setup_scene.setup()["players"][1]["computer"] == "hard"  # type: ignore[index]
    setup_scene.start()
    h.decline_lesson()  # (new players are offered the first lesson, once)
    h.step()
    scene = table(h)
    assert scene.computers.levels == {1: "hard"}
    key = scene.record.key
    h.key(pygame.K_ESCAPE)
    h.step()
    assert key is not None
    h.app.back_to_launcher(force=True)
    h.app.open_saved(key)
    h.step()
    assert table(h).computers.levels == {1: "hard"}


def test_a_computer_thinks_in_a_worker_process_while_the_table_goes_on() -> None:
    """The real path: a spawned worker gets the state, builds the seat's view and answers; meanwhile `poll` returns
    at once (the table's frames go on)."""
    import multiprocessing
    import time
    from concurrent.futures import ProcessPoolExecutor

    from arcade.ui.computer import ComputerSeats

    game = REGISTRY.get("interceptor")
    assert game is not None
    rules = game.rules_object()
    state = rules.new(setup_with("interceptor", ["easy", "easy"]), 3)
    clock = [0.0]
    with ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn")) as pool:
        seats = ComputerSeats("interceptor", {0: "easy", 1: "easy"}, lambda: pool, lambda: clock[0])
        assert seats.poll(rules, state, [0, 1], 0, 3) is None  # thinking started; had it waited for the worker,
        assert seats.thinking == 0  # the move would be back already (no pace is owed yet)
        move = None
        for _ in range(300):
            clock[0] += 0.1
            move = seats.poll(rules, state, [0, 1], 0, 3)
            if move is not None:
                break
            time.sleep(0.05)
        assert move is not None and move.why and rules.check(state, 0, move.action) is None


def test_a_seat_changes_hands_mid_game_and_the_save_keeps_it(h: Harness) -> None:
    """F9 at the table: a person who leaves hands their seat to the computer; a person takes it back."""
    from arcade.ui.seats_dialog import SeatsDialog

    scene = open_table(h, "playmoflotte", [None, None])
    h.key(pygame.K_F9)
    dialog = h.top
    assert isinstance(dialog, SeatsDialog) and len(dialog.menus) == 2
    h.pick(dialog.menus[0], "normal")
    h.pick(dialog.menus[1], "easy")
    h.key(pygame.K_ESCAPE)
    assert scene.computers.levels == {0: "normal", 1: "easy"} and "(computer, Normal)" in scene.names[0]
    assert any("now played by the computer" in line for line in scene.log.lines)
    key = scene.record.key
    assert key is not None
    stored = h.app.store.load(key).setup["players"]
    assert [p.get("computer") for p in stored] == ["normal", "easy"]
    assert let_them_play(h, 6) >= 4  # they play on by themselves
    h.key(pygame.K_F9)
    dialog = h.top
    assert isinstance(dialog, SeatsDialog)
    h.pick(dialog.menus[0], "person")
    h.key(pygame.K_ESCAPE)
    assert 0 not in scene.computers.levels and scene.names[0] == "P1"
    assert any("played by a person again" in line for line in scene.log.lines)
    assert "computer" not in h.app.store.load(key).setup["players"][0]


def test_the_kiosk_shows_a_demo_after_its_idle_time_and_any_key_ends_it(private_home: Path) -> None:
    from arcade.app.settings import Settings, SettingsFile
    from arcade.launcher.scene import LauncherScene

    SettingsFile(private_home / "settings.yaml").save(Settings(language="en", kiosk_pin="2468", idle_minutes=1))
    h = Harness.start(private_home, games=tuple(REGISTRY.games()), kiosk=True)
    try:
        assert isinstance(h.top, LauncherScene)
        h.time.t += 61
        h.step()
        demo = table(h)
        assert demo.demo and len(demo.computers.levels) == len(demo.names)
        assert not any(isinstance(s, Handover) for s in h.app.stack)
        let_them_play(h, 3)
        assert h.app.store.games() == [] and h.app.unsaved_moves() == 0  # never saved, never listed
        h.key(pygame.K_SPACE)
        assert isinstance(h.top, LauncherScene) and len(h.app.stack) == 1
        h.time.t += 61
        h.step()
        assert table(h).record.game_id != demo.record.game_id  # the next idle shows the next game
    finally:
        h.close()


def test_space_lets_the_computers_play_on_without_waiting(h: Harness) -> None:
    scene = open_table(h, "playmoflotte", ["easy", "easy"])
    h.step(3)  # time stands still: at most the first move is played, the pace holds the next
    paced = len(scene.record.steps)
    assert paced <= 1
    h.key(pygame.K_SPACE)
    h.step(10)
    assert len(scene.record.steps) >= paced + 5 and scene.computers.hurry


def test_a_late_or_failed_decision_gives_the_default_move_and_never_blocks() -> None:
    from concurrent.futures import Executor, Future

    from arcade.ui.computer import LATE, THINKING, ComputerSeats

    class Stuck(Executor):
        def submit(self, fn, /, *args, **kwargs):  # type: ignore[no-untyped-def]
            return Future()  # never done: a worker that hangs

    class Failing(Executor):
        def submit(self, fn, /, *args, **kwargs):  # type: ignore[no-untyped-def]
            future: Future[object] = Future()
            future.set_exception(RuntimeError("the bot broke"))
            return future

    game = REGISTRY.get("asteroyds")
    assert game is not None
    rules = game.rules_object()
    state = rules.new(setup_with("asteroyds", ["easy", "easy"]), 2)
    seat = min(rules.to_act(state) - {-1})
    clock = [0.0]
    stuck = ComputerSeats("asteroyds", {0: "easy", 1: "easy"}, Stuck, lambda: clock[0])
    assert stuck.poll(rules, state, [seat], 0, 1) is None
    clock[0] += THINKING["easy"] + LATE + 0.1
    late = stuck.poll(rules, state, [seat], 0, 1)
    assert late is not None and not late.why and rules.codec.name(late.action) == "ready"
    failing = ComputerSeats("asteroyds", {0: "easy", 1: "easy"}, Failing, lambda: clock[0])
    failed = failing.poll(rules, state, [seat], 0, 1)
    assert failed is not None and not failed.why and rules.check(state, seat, failed.action) is None


def test_computer_seats_are_named_in_the_language_of_the_moment(h: Harness) -> None:
    from dataclasses import replace

    scene = open_table(h, "interceptor", [None, "hard"])
    assert scene.names[1] == "P2 (computer, Hard)"
    h.app.apply_settings(replace(h.app.settings, language="fr"))
    assert scene.names[1] == "P2 (ordinateur, fort)"
    h.app.apply_settings(replace(h.app.settings, language="en"))


def test_the_settings_pace_sets_how_long_the_computers_wait_between_moves(h: Harness) -> None:
    from dataclasses import replace

    from arcade.ui.computer import PACES

    h.app.apply_settings(replace(h.app.settings, computer_pace="slow"))
    scene = open_table(h, "playmoflotte", ["easy", "easy"])

    def moves_in(seconds: float) -> int:
        start = len(scene.record.steps)
        for _ in range(int(seconds / 0.1)):
            h.time.t += 0.1
            h.step(1)
        return len(scene.record.steps) - start

    slow = moves_in(6 * PACES["slow"])
    h.app.apply_settings(replace(h.app.settings, computer_pace="fast"))
    fast = moves_in(6 * PACES["slow"])
    assert 4 <= slow <= 7 and fast >= 2 * slow


def test_a_worker_killed_under_the_table_is_replaced_and_the_game_goes_on(private_home: Path) -> None:
    """The real app and its real worker: the worker process is killed; that decision falls back to the default
    move, the next one gets a new worker."""
    import os
    import signal
    import time

    from arcade.app.program import App, AppOptions
    from arcade.app.start import open_start_scene

    app = App(AppOptions(fullscreen=False, size=(1280, 720), home=private_home, keep_games=False, seed=2))
    try:
        open_start_scene(app, None)
        game = REGISTRY.get("playmoflotte")
        assert game is not None
        app.start_game(game, setup_with("playmoflotte", ["easy", "easy"]))
        scene = next(s for s in app.stack if isinstance(s, TableScene))
        pool = app.computer_pool()
        pool.submit(time.sleep, 0).result(timeout=60)  # the worker is up
        for pid in list(pool._processes):  # type: ignore[attr-defined]
            os.kill(pid, signal.SIGKILL)
        deadline = time.monotonic() + 60
        while len(scene.record.steps) < 3 and time.monotonic() < deadline:
            app.frame(pygame.event.get(), 1 / 60)
            time.sleep(0.02)
        assert len(scene.record.steps) >= 3 and app.computer_pool() is not pool
    finally:
        app.close_all()
        if app._pool is not None:
            app._pool.shutdown(wait=True, cancel_futures=True)


def test_the_launcher_names_computer_seats_in_the_saved_games(h: Harness) -> None:
    from arcade.launcher.saved_rows import players_text
    from arcade.launcher.scene import LauncherScene

    open_table(h, "playmoflotte", [None, "hard"])
    h.app.back_to_launcher(force=True)
    launcher = h.app.stack[0]
    assert isinstance(launcher, LauncherScene)
    [summary] = h.app.store.games()
    assert players_text(summary) == "P1, P2 (computer, Hard)"


@pytest.mark.parametrize(("game_id", "secret"), [("playmoflotte", False), ("interceptor", True)])
def test_the_journal_says_what_a_computer_did_and_why_but_never_what_it_wrote_in_secret(
        h: Harness, game_id: str, secret: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    scene = open_table(h, game_id, ["normal", "normal"])
    said: list[str] = []
    add = scene.log.add

    def add_and_keep(line: str) -> None:
        said.append(line)
        add(line)

    monkeypatch.setattr(scene.log, "add", add_and_keep)
    let_them_play(h, 10)
    mine = [line for line in said if line.startswith(tuple(scene.names))]
    assert mine, said
    if secret:
        assert any(line in (f"{name} has decided, in secret." for name in scene.names) for line in mine), mine
        secrets = ("ahead", "turn-about", "holds its fire", "forward", "anticipates", "stays where it is")
        told = [line for line in said if line.endswith(")")]  # a computer's move with why: never its orders (once
        assert not any(word in line for line in told for word in secrets), said  # revealed, they are the game's)
        assert all(a != b for a, b in zip(said, said[1:], strict=False)), said  # (one line for its ships in a row)
    else:
        told = [line for line in mine if line.endswith(")") and ": " in line]
        reasons = [line[line.rindex("(") + 1:-1] for line in told]  # the game's reason, or how the search chose
        assert told and all(why and "why_" not in why for why in reasons), told


def test_against_a_computer_the_person_is_told_what_it_did_when_their_turn_comes_back(h: Harness) -> None:
    """Seen in a real window against a computer: no hand-over, so no "since your last turn" card and no Replay
    button; the barge lost on the computer's turn was found only by scrolling the journal. The card and Replay
    come back with the turn, counting the moves the replay steps through."""
    from arcade.games.fmp.table import FmpTable

    scene = open_table(h, "fmp", [None, "easy"])
    assert isinstance(scene, FmpTable)
    h.pass_handovers()
    for _ in range(400):
        h.time.t += PACE
        h.step(1)
        seats = [step.seat for step in scene.record.steps]
        if scene.acting_seat() == 0 and 0 in seats and seats[-1] == 1:  # (the person has played, then it)
            break
        if scene.acting_seat() == 0:
            scene.send(scene.rules.legal_actions(scene.state, 0)[0], confirmed=True)
    assert scene.acting_seat() == 0 and scene.record.steps[-1].seat == 1
    assert scene.playback.since and all(who == 1 for who, _, _ in scene.playback.since)
    assert any(label == "Replay on the board" for label, _ in scene.controls.context())
    scene.start_replay()
    assert scene.playback.steps_shown == len(scene.playback.since)  # the card's count is the replay's


def test_one_person_against_computers_is_never_asked_to_pass_the_screen_to_themselves(h: Harness) -> None:
    """Seen in a real window: Interceptor said "Pass to Red" to the only person at the table before every turn's
    secret orders (there is nobody to hide them from)."""
    scene = open_table(h, "interceptor", [None, "easy"])
    turns = set()
    for _ in range(600):
        assert not any(isinstance(s, Handover) for s in h.app.stack)
        h.time.t += PACE
        h.step(2)
        if scene.watching and not scene.wants_frame():
            scene.continue_after_watching()  # (Continue, after the resolution is watched)
        if scene.acting_seat() == 0:
            turns.add(scene.state.turn)
            moves = scene.rules.legal_actions(scene.state, 0)
            scene.send(moves[len(moves) // 2], confirmed=True)
        if len(turns) >= 3 or scene.rules.outcome(scene.state) is not None:
            break
    assert len(turns) >= 3 or scene.rules.outcome(scene.state) is not None


def test_while_a_computer_plays_on_its_turn_the_board_shows_its_last_move_and_why(h: Harness) -> None:
    """Watchable: between its moves, a computer's last one is ringed on the board with what it was for,
    in words taken before it was played; never another seat's, and gone once someone else moves."""
    scene = open_table(h, "fmp", ["normal", "hard"])
    for _ in range(200):
        let_them_play(h, 1)
        last = scene.computer_last
        if last is not None and scene.computers.thinking == last.move.seat:
            break
    else:
        raise AssertionError("no computer played twice in a row")
    move, words = last.move, last.words
    drawn = " ".join(h.drawn_texts())
    assert f"Just played: {words}" in drawn and f"Why: {move.why}." in drawn
    assert move.why and not move.why.startswith("arcade.")
    other = 1 - move.seat
    scene.computer_last = Shown(Move(other, move.action, move.why), words, [])  # (as if the other seat had)
    assert "Just played" not in " ".join(h.drawn_texts())  # shown only beside the seat that thinks on
