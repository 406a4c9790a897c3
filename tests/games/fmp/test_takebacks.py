"""Full Metal Planète's take-backs: within a turn everything is taken back but what the game's option
keeps (shots and captures stand unless it says "all"); a whole turn taken back step by step and played again gives
the same state."""

from __future__ import annotations

from typing import Any

from arcade.core.protocol import Rejection
from arcade.core.takeback import TakeBacks
from arcade.games.fmp.rules.actions import Action, Capture, EndTurn, Fire, Load, Move, Unload
from arcade.games.fmp.rules.game import FmpGame
from arcade.games.fmp.rules.pieces import Kind
from arcade.games.fmp.rules.protocol import FmpRules
from tests.games.fmp.planets import SMALL, path, small


def played(rules: FmpRules, backs: TakeBacks[FmpGame], game: FmpGame, action: Any, index: int) -> Any:
    acting = rules.to_act(game)
    assert rules.check(game, 0, action) is None
    events = rules.apply(game, 0, action)
    backs.played(index, 0, acting, action, events, game)
    return events


def test_shots_and_captures_stand_unless_the_game_takes_back_everything() -> None:
    rules = FmpRules(SMALL)
    for mode, shot, capture in (("on", Rejection("FMP.FIRE.3", "undo_shot"), Rejection("FMP.CAPT.1", "undo_capture")),
                                ("all", None, None)):
        s = small(armies=2, players=2)
        a, b = s.put(0, Kind.TANK, (1, 4)), s.put(0, Kind.TANK, (2, 5))
        target = s.put(1, Kind.CRAB, (1, 5))
        crab = s.put(1, Kind.CRAB, (3, 5))
        backs: TakeBacks[FmpGame] = TakeBacks(rules, mode, s.game)
        played(rules, backs, s.game, Capture((a.id, b.id), target.id), 0)
        assert backs.refusal(0) == capture
        start, at = rules.fingerprint(s.game), crab.hex
        played(rules, backs, s.game, Fire((a.id, b.id), crab.hex), 1)
        assert backs.refusal(0) == shot
        if shot is None:  # taken back: the crab stands again where it stood, the points spent come back
            game = backs.take_back()[1]
            assert rules.fingerprint(game) == start and game.pieces[crab.id].hex == at


def test_a_whole_turn_taken_back_step_by_step_and_played_again_is_the_same_turn() -> None:
    rules = FmpRules(SMALL)
    s = small()
    crab = s.put(0, Kind.CRAB, (1, 4))
    tank = s.put(0, Kind.TANK, (2, 4))
    ore = s.ore(3, 3)
    turn: list[Action] = [Move(tank.id, path(s, (2, 3))), Move(crab.id, path(s, (2, 4), (3, 4))),
                          Load(crab.id, ore.id), Unload(crab.id, ore.id, (s.h(4, 4),)), Move(crab.id, path(s, (3, 3)))]
    backs: TakeBacks[FmpGame] = TakeBacks(rules, "on", s.game)
    prints = [rules.fingerprint(s.game)]
    for index, action in enumerate(turn):
        played(rules, backs, s.game, action, index)
        prints.append(rules.fingerprint(s.game))
    whole_turn, game = prints[-1], s.game
    for _ in turn:  # back to the turn's start, one step at a time
        assert backs.refusal(0) is None
        game = backs.take_back()[1]
        prints.pop()
        assert rules.fingerprint(game) == prints[-1]
    assert backs.refusal(0) == Rejection("", "undo_nothing") and len(backs.redo) == len(turn)
    for _ in turn:  # and played again
        index = backs.next_redo()
        acting = rules.to_act(game)
        events = rules.apply(game, 0, turn[index])
        backs.played(index, 0, acting, turn[index], events, game, again=True)
        prints.append(rules.fingerprint(game))
    assert rules.fingerprint(game) == whole_turn
    played(rules, backs, game, EndTurn(), len(turn))
    assert backs.refusal(0) is not None and not backs.undo and not backs.redo  # the turn's end stands
