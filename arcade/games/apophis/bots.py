"""Apophis's computer team-mates: each play tried on hands and decks dealt anew from the unseen cards, scored by
how far the team is from destroying or deflecting Apophis."""

from __future__ import annotations

import math
from typing import Any

from arcade.bots.base import Bot
from arcade.bots.search import Effort
from arcade.bots.search import levels as search_levels
from arcade.core.protocol import Seat
from arcade.games.apophis.rules.actions import AddToSequence, Build, Scrap
from arcade.games.apophis.rules.cards import COLORS
from arcade.games.apophis.rules.game import ApophisGame


def at_least(need: int) -> float:
    """The chance that a d6 shows `need` or more."""
    return min(1.0, max(0.0, (7 - need) / 6))


def launch_worth(state: ApophisGame) -> float:
    """What launching the missile as it stands is worth, by its exact odds (APO.LAUNCH.1-5): fuel enough, then
    accuracy, then damage (a pyramid, and a deflection counter) and deflection."""
    points = {color: 0 for color in COLORS}
    for section in state.missile:
        points[section.color] += section.size
    total = sum(points.values())
    if not total or points["yellow"] < math.ceil(total / 4):
        return 0.0
    hit = at_least(7 - state.value - points["blue"])
    damage = at_least(7 - points["red"]) if points["red"] else 0.0
    deflect = at_least(7 - points["green"]) if points["green"] and not state.options.advanced else 0.0
    return hit * (damage * (PYRAMID + COUNTER) + deflect * COUNTER)


PYRAMID, COUNTER = 60.0, 12.0


def evaluate(state: ApophisGame, seat: Seat) -> float:
    """Co-operative: the same for every seat. What is won, the missile's worth at launch (more so as its sequence
    fills), and cards in hands to build and sequence with."""
    ready = 0.3 + 0.15 * len(state.sequence)
    cards = sum(len(hand) for hand in state.hands)
    return (PYRAMID * (3 - len(state.apophis)) + COUNTER * state.deflection + ready * launch_worth(state)
            + 1.5 * len(state.missile) + 0.5 * cards)


#: A missile worth starting the launch sequence for: once it is started nobody may build (APO.BUILD.4).
READY = 0.3 * (PYRAMID + COUNTER)


def sensible(state: ApophisGame, seat: Seat, legal: list[Any]) -> list[Any]:
    """A sound way to build: the largest section that can be built now (a section only ever goes on one as large
    or larger, APO.BUILD.3); the launch sequence started once the missile is worth it or can grow no more (once it
    is started nobody may build, APO.BUILD.4); a missile scrapped only when it is stuck and worth nothing much."""
    builds = [a for a in legal if isinstance(a, Build)]
    largest = max((a.size for a in builds), default=0)
    worth = launch_worth(state)
    stuck = not builds and not state.sequence
    keep = []
    for action in legal:
        if isinstance(action, Build) and action.size < largest:
            continue
        if isinstance(action, Scrap) and not (stuck and worth < READY):
            continue
        if isinstance(action, AddToSequence) and not state.sequence and worth < READY and not (stuck and worth):
            continue
        keep.append(action)
    return keep


def levels() -> dict[str, Bot[Any, Any]]:
    return search_levels(evaluate, Effort(8, 1, 0), Effort(16, 3, 2), Effort(16, 12, 24), sensible)


def countdown(state: ApophisGame) -> float:
    """The seconds the team has (the arena runs its own clock against it)."""
    return float(state.options.seconds)
