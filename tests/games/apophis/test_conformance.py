"""Random play: thousands of random legal actions from many seeds never raise, and the invariants always hold."""

from __future__ import annotations

import random

from arcade.games.apophis.rules import SHUFFLE_SECONDS, ApophisGame, Options, Phase, TimeUp
from arcade.games.apophis.rules.cards import all_sections, full_deck

#: Random, but leaning towards building and launching so that games also reach their wins.
WEIGHTS = {"Scrap": 0.05, "Build": 4.0, "AddToSequence": 4.0}


def assert_invariants(g: ApophisGame) -> None:
    everything = (list(g.stations.values()) + g.deck + g.discard + [c for h in g.hands for c in h]
                  + list(g.sequence.values()))
    assert sorted(everything) == sorted(full_deck())  # all 52 cards, each exactly once
    assert sorted(g.reserve | set(g.missile)) == sorted(all_sections()) and len(g.reserve) + len(g.missile) == 12
    assert all(a.size >= b.size for a, b in zip(g.missile, g.missile[1:], strict=False))
    assert all(len(h) <= 5 for seat, h in enumerate(g.hands) if seat != g.active)
    # the draw is complete only after the shuffle; over: time ran out mid-discard
    assert len(g.hand()) <= 5 or g.phase in (Phase.DISCARD, Phase.SHUFFLE, Phase.OVER)
    assert 0 <= len(g.apophis) <= 3 and g.deflection >= 0
    assert len(g.sequence) < 4 or (g.phase == Phase.REROLL and g.launch is not None)  # mid-launch
    if g.over:
        assert g.result is not None and g.legal_actions() == []


def test_random_play_keeps_every_invariant() -> None:
    total = 0
    outcomes: set[str] = set()
    launches: set[str] = set()
    for seed in range(120):
        chooser = random.Random(seed * 31 + 7)
        players = chooser.randint(1, 6)
        g = ApophisGame([f"P{i}" for i in range(players)], seed, Options(advanced=seed % 2 == 1))
        assert_invariants(g)
        for step in range(400):
            legal = g.legal_actions()
            if not legal:
                break
            for action in legal:
                assert g.check(action) is None
            weights = [WEIGHTS.get(type(a).__name__, 1.0) for a in legal]
            g.apply(chooser.choices(legal, weights)[0])
            total += 1
            assert_invariants(g)
            if step == 350 and not g.over:
                g.apply(TimeUp())
                assert_invariants(g)
        assert g.over or step == 399
        outcomes.add(g.result or "running")
        launches.update(launch.outcome for launch in g.launches)
    assert total > 20_000 and "lost-time" in outcomes
    assert {"no-fuel", "missed", "hit", "exploded"} <= launches  # every way a launch can end was exercised
    assert SHUFFLE_SECONDS == 10
