"""A player that picks random legal actions: the conformance tests and the benchmark play whole games with it.

It draws only from its own `random.Random`, so a game between random players is reproducible from two seeds.
"""

from __future__ import annotations

import random

from arcade.games.fmp.rules.actions import Action, Decide, EndTurn
from arcade.games.fmp.rules.game import FmpGame, Phase
from arcade.games.fmp.rules.model import BOARD, CARRIED
from arcade.games.fmp.rules.options import astronef_entries, attacks, piece_actions


class RandomPlayer:
    def __init__(self, rng: random.Random, actions_per_turn: int = 8) -> None:
        self.rng = rng
        self.actions_per_turn = actions_per_turn
        self._turn: tuple[int, int] | None = None
        self._done = 0

    def choose(self, game: FmpGame) -> Action:
        if game.phase == Phase.LANDING:
            landings = game.landing_options()
            return self.rng.choice(landings) if landings else EndTurn()
        if game.phase == Phase.DECISION:
            ships = [s.id for s in game.astronefs(game.active)]
            return Decide(tuple(s for s in ships if self.rng.random() < 0.3))
        key = (game.turn, game.active)
        if key != self._turn:
            self._turn, self._done = key, 0
        self._done += 1
        tired = self._done > self.actions_per_turn and game.phase == Phase.PLAY
        if tired or (game.overtime and self.rng.random() < 0.5):
            return EndTurn()
        mine = [p.id for p in game.pieces if p.where in (BOARD, CARRIED) and game.owner(p) == game.active]
        self.rng.shuffle(mine)
        for pid in mine[:6]:
            options = piece_actions(game, pid)
            if game.phase == Phase.PLAY and self.rng.random() < 0.3:
                options += attacks(game, pid, limit=2) + astronef_entries(game, pid)
            if options:
                return self.rng.choice(options)
        return EndTurn()
