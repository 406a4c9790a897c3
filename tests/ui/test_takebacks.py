"""Take-backs at the table: Ctrl+Z, Backspace or the Undo button takes back the last moves of the person at
the screen, one at a time, back to the last boundary; Redo plays them again until a new move; the journal says so;
the save keeps the moves taken back, marked, and a Resume gives the same game with the same take-backs; a move
across a die is refused with the rule's reason; a tournament set-up has none."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from arcade.core.record import GameRecord
from arcade.saves import records
from arcade.ui.table_scene import TableScene
from tests.harness import Harness
from tests.replaying import replay_steps
from tests.ui.test_computer_seats import REGISTRY, open_table, setup_with, table


@pytest.fixture
def h(private_home: Path) -> Iterator[Harness]:
    harness = Harness.start(private_home, games=tuple(REGISTRY.games()))
    yield harness
    harness.close()


def play_until(h: Harness, scene: TableScene[Any], done: Any, avoid: tuple[type, ...] = (), seed: int = 3) -> None:
    """Random legal moves of whoever is at the screen (the same path as a click: `send`), hand-overs passed, until
    `done()`."""
    rng = random.Random(seed)
    for _ in range(400):
        if done():
            return
        seat = scene.acting_seat()
        assert seat is not None
        legal = scene.rules.legal_actions(scene.state, seat)
        scene.send(rng.choice([a for a in legal if not isinstance(a, avoid)] or legal), confirmed=True)
        h.step()
        h.pass_handovers()
    raise AssertionError("never got there")


def fingerprints_before_the_last(scene: TableScene[Any], n: int) -> list[Any]:
    """The state before each of the last `n` steps, by a replay of the record (what the table must come back to)."""
    played = scene.record.played()
    return [scene.rules.fingerprint(replay_steps(scene.rules, scene.record.setup, scene.record.seed,
                                                       [(s.seat, s.action) for s in played[: len(played) - k]]))
            for k in range(n, 0, -1)]


def ctrl_z(h: Harness) -> None:
    h.key(pygame.K_z, pygame.KMOD_CTRL)
    h.step()


def test_a_turn_taken_back_move_by_move_played_again_and_resumed_is_the_same_game(h: Harness) -> None:
    from arcade.games.fmp.rules.actions import EndTurn

    scene = open_table(h, "fmp", [None, None], {"takebacks": "on"})  # (a house rule in FMP: FMP.PTS.5)
    h.pass_handovers()
    rules = scene.rules
    play_until(h, scene, lambda: len(scene.match.takebacks.undo) >= 3, avoid=(EndTurn,))
    seat = scene.acting_seat()
    assert seat is not None
    played = [step.action for step in scene.record.steps[-3:]]
    after = rules.fingerprint(scene.state)
    prints = fingerprints_before_the_last(scene, 3)
    redo = scene.tools.buttons["redo"]
    assert not redo.visible
    for expected in reversed(prints):  # one at a time, back to where the three moves started
        ctrl_z(h)
        assert rules.fingerprint(scene.state) == expected
    name = scene.names[seat]
    assert scene.log.lines[-1] == f"{name} took back 3 moves"
    assert scene.taken_back is not None and "Taken back: " in " ".join(h.drawn_texts())
    assert [s.withdrawn for s in scene.record.steps[-3:]] == [True] * 3
    assert redo.visible and redo.is_enabled
    for _ in range(3):
        h.click_element(redo)
        h.step()
    assert rules.fingerprint(scene.state) == after and not redo.visible
    assert [s.action for s in scene.record.played()[-3:]] == played
    ctrl_z(h)  # one taken back again, and left so
    key = scene.record.key
    assert key is not None
    stored = h.app.store.load(key)
    assert [s.withdrawn for s in stored.steps[-3:]] == [False, False, True]  # saved at once, marks and all
    kept = rules.fingerprint(scene.state)
    exported = records.export(h.app.store, key, h.app.home / "exports")
    replayed, _ = records.replay(REGISTRY, GameRecord.from_text(exported.read_text()))
    assert rules.fingerprint(replayed) == kept  # python -m arcade.saves.replay gives the table's game
    h.leave_table()
    h.step()
    h.app.open_saved(key)
    h.step()
    h.pass_handovers()
    again = table(h)
    assert again is not scene and rules.fingerprint(again.state) == kept
    assert len(again.match.takebacks.undo) >= 2  # what could be taken back still can be, after the Resume
    ctrl_z(h)
    assert rules.fingerprint(again.state) == prints[1] and again.match.takebacks.redo
    play_until(h, again, lambda: again.record.steps[-1].seat is not None and not again.record.steps[-1].withdrawn,
               avoid=(EndTurn,))  # a new move: what was taken back can no longer be played again
    assert not again.match.takebacks.redo and not again.tools.buttons["redo"].visible
    assert [s.withdrawn for s in h.app.store.load(key).steps[-3:]] == [True, True, False]


def test_a_move_across_the_die_is_refused_with_the_rule(h: Harness) -> None:
    from arcade.games.playmoflotte.rules.actions import Roll

    scene = open_table(h, "playmoflotte", [None, None])
    h.pass_handovers()
    play_until(h, scene, lambda: scene.record.steps and scene.record.steps[-1].action.get("type") == "roll")
    before = scene.rules.fingerprint(scene.state)
    ctrl_z(h)
    assert scene.rules.fingerprint(scene.state) == before
    assert scene.message == "The die has been rolled: what it showed stands."
    assert scene.clause_of(scene.message) == "PMF.MOVE.3"
    assert isinstance(scene.rules.decode(scene.record.steps[-1].action), Roll)
    h.key(pygame.K_BACKSPACE)  # Backspace takes back too (here, refused the same way)
    h.step()
    assert scene.message.startswith("The die has been rolled")


def test_fmp_takes_nothing_back_unless_the_table_agrees_to_the_house_rule(h: Harness) -> None:
    """FMP.PTS.5: "tout déplacement ou action est comptabilisé DÉFINITIVEMENT"; take-backs are a house rule there."""
    scene = open_table(h, "fmp", [None, None])
    h.pass_handovers()
    assert not scene.match.takebacks.on and "undo" not in scene.tools.buttons
    ctrl_z(h)
    assert scene.message.startswith("Every action is final (the rules)")
    assert scene.clause_of(scene.message) == "FMP.PTS.5"


def test_a_tournament_set_up_takes_nothing_back_and_offers_no_undo(h: Harness) -> None:
    game = REGISTRY.get("playmoflotte")
    assert game is not None
    setup = setup_with("playmoflotte", [None, None])
    setup["options"]["takebacks"] = "off"
    h.app.start_game(game, setup)
    h.step()
    h.pass_handovers()
    scene = table(h)
    assert "undo" not in scene.tools.buttons and "hint" in scene.tools.buttons
    ctrl_z(h)
    assert scene.message == "Take-backs are off in this game (tournament set-up)."



@pytest.mark.parametrize("game_id", sorted(g.id for g in REGISTRY.games()))
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_tables_buttons_sit_above_the_board_and_cover_nothing(private_home: Path, game_id: str,
                                                                  size: tuple[int, int]) -> None:
    harness = Harness.start(private_home, games=tuple(REGISTRY.games()), size=size, lang="fr")
    try:
        scene = open_table(harness, game_id, [None, None])
        harness.pass_handovers()
        tools = [b.rect for b in scene.tools.buttons.values()]
        # Hint, Rules, Undo, Redo (hidden until there is something to play again), and Pause where a player's own
        # turn clock runs (FMP, Asteroyds; Interceptor's order timer is off by default, Apophis has its own)
        assert len(tools) == 2 + 2 * scene.match.takebacks.on + scene.own_clock()
        own = [b.rect for b in scene.buttons.values() if b.visible]
        for rect in tools:
            assert scene.layout.tools.contains(rect) and not rect.colliderect(scene.layout.board)
            assert rect.collidelist(own) < 0 and rect.right <= scene.layout.panel.x
    finally:
        harness.close()
