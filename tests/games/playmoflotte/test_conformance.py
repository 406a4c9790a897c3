"""Random play over many seeds: no exception, crew never negative, sunk ships gone, and every battle ends."""

from __future__ import annotations

import random

from arcade.boards import load_board
from arcade.games.playmoflotte.rules import Advance, PlaymoflotteGame
from tests.games.playmoflotte.test_rules import TYPES

#: Random, but eager to fire and sail so that battles finish.
WEIGHTS = {"Fire": 12.0, "Roll": 3.0, "Advance": 2.0, "CaptainMove": 0.2, "ChangePost": 0.2, "MoveCannon": 0.2}


def assert_invariants(g: PlaymoflotteGame) -> None:
    positions = [s.pos for s in g.afloat()]
    assert len(positions) == len(set(positions))  # one ship per square
    for ship in g.ships:
        assert ship.crew >= 0
        if ship.gone == "sunk":
            assert ship.crew == 0 and g.ship_at(ship.pos) is not ship
        if ship.afloat:
            assert ship.crew > 0 and g.board.contains(*ship.pos)
            assert g.terrain(ship.pos) in ("sea", "beach", "port")
            assert ship.posts.count("helm") <= 1
            slots = [(c.side, c.slot) for c in ship.cannons]
            assert len(slots) == len(set(slots))
    if g.over:
        assert g.legal_actions() == [] and len(g.sides_in_play()) <= 1


def test_random_battles_always_end_with_invariants_held() -> None:
    maps = ["playmoflotte", "playmoflotte-archipelago", "playmoflotte-straits"]
    total, winners = 0, set()
    for seed in range(60):
        chooser = random.Random(seed)
        board = load_board(maps[seed % 3])
        sides = 2 + seed % 3
        fleets = [[chooser.choice(sorted(TYPES)) for _ in range(1 + seed % 2)] for _ in range(sides)]
        g = PlaymoflotteGame(board, TYPES, [f"S{i}" for i in range(sides)], fleets, seed)
        for _ in range(6000):
            legal = g.legal_actions()
            if not legal:
                break
            weights = [WEIGHTS.get(type(a).__name__, 1.0) for a in legal]
            # prefer the longest advance so ships meet (or leave) quickly
            weights = [w * (1 + a.distance) if isinstance(a, Advance) else w for w, a in zip(weights, legal,
                                                                                           strict=True)]
            g.apply(chooser.choices(legal, weights)[0])
            total += 1
            assert_invariants(g)
        assert g.over, f"seed {seed} did not end"
        winners.add(g.winner)
    assert total > 5000 and len(winners) > 1
