"""Apophis's computer team-mates. Easy and Normal try each play on hands and decks dealt anew from the unseen cards,
scored by how far the team is from destroying or deflecting Apophis; Hard plays the team's plan (`plan`): the
missile with the most expected damage per card, by exact odds over every missile that can still be built.

(Hard with rollouts over sampled team-mate hands, every seat then playing the plan, was tried and won less often
than the plan alone: 67 % against 75 % over 200 games.)"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from arcade.bots.base import Bot, Budget, Decision, Seen
from arcade.bots.search import Effort, SearchBot
from arcade.bots.search import levels as search_levels
from arcade.core.protocol import Seat
from arcade.games.apophis.plan import COUNTER, PYRAMID, best_rate, missile_worth, plan_action
from arcade.games.apophis.reasons import reason
from arcade.games.apophis.rules.actions import Action, AddToSequence, Build, Scrap
from arcade.games.apophis.rules.game import ApophisGame


def launch_worth(state: ApophisGame) -> float:
    """What launching the missile as it stands is worth, by its exact odds (APO.LAUNCH.1-5)."""
    return missile_worth(tuple(sorted(state.missile)), state.value, state.options.advanced)


#: A review's costs are told in pyramids taken off Apophis: what one is worth in `evaluate` (`arcade.review.lost`);
#: a decision is marked from a twentieth of one (a card wasted on a missile that cannot fly), a game has but three.
UNIT, SMALL = PYRAMID, 0.05


def evaluate(state: ApophisGame, seat: Seat) -> float:
    """Co-operative: the same for every seat. What is won, the missile's worth at launch (more so as its sequence
    fills), and cards in hands to build and sequence with."""
    ready = 0.3 + 0.15 * len(state.sequence)
    cards = sum(len(hand) for hand in state.hands)
    return (PYRAMID * (3 - len(state.apophis)) + COUNTER * state.deflection + ready * launch_worth(state)
            + 1.5 * len(state.missile) + 0.5 * cards)


def judged_worth(state: ApophisGame, seat: Seat) -> float:
    """The review's measure: the evaluation with each card in hand worth what a card buys toward the best missile
    from scratch (the plan's worth per card), where the evaluation counts half a point for it: four cards spent
    on a launch sequence for a missile without fuel are then about a third of a pyramid thrown away (0.30 in the
    review's test), not a thirtieth."""
    cards = sum(len(hand) for hand in state.hands)
    return evaluate(state, seat) + (best_rate((), state.value, state.options.advanced) - 0.5) * cards


#: A missile worth starting the launch sequence for: once it is started nobody may build (APO.BUILD.4).
READY = 0.3 * (PYRAMID + COUNTER)


def sensible(state: ApophisGame, seat: Seat, legal: list[Any]) -> list[Any]:
    """A sound way to build: the largest section that can be built now (a section only ever goes on one as large
    or larger, APO.BUILD.3); the launch sequence started once the missile is worth it or can grow no more (once it
    is started nobody may build, APO.BUILD.4), and never fed once the missile can no longer fly (a club table saw
    Normal add a card to a missile without fuel while the hint said to scrap it); a missile scrapped only when it is
    stuck and worth nothing much."""
    builds = [a for a in legal if isinstance(a, Build)]
    largest = max((a.size for a in builds), default=0)
    worth = launch_worth(state)
    stuck = not builds and not state.sequence
    keep = []
    for action in legal:
        if isinstance(action, Build) and action.size < largest:
            continue
        if isinstance(action, Scrap) and not (stuck and worth < READY) and not (state.sequence and not worth):
            continue
        if isinstance(action, AddToSequence) and not state.sequence and worth < READY and not (stuck and worth):
            continue
        if isinstance(action, AddToSequence) and state.sequence and not worth:  # (it cannot fly: scrapped, not fed)
            continue
        keep.append(action)
    return keep


#: The review's judge is Hard: the plan's move is the better one, weighed against the move played by `judged_worth`
#: (Normal, judging, called the plan's draws mistakes: building a section now scores more in its evaluation, though
#: the plan that draws instead wins more games).
JUDGE = "hard"


class PlanBot(SearchBot[ApophisGame, Action]):
    """The team's plan, played from a state drawn from what its seat has seen (its own hand and the table: the plan
    needs nothing of the others' hands). For a review it weighs a move by the position it leaves (`judged_worth`,
    `valued`), with no random steps played on after it: those drew cards and dice that differed between the two
    moves compared, and hid two cards spent on a launch for a missile that could not fly."""

    def __init__(self) -> None:
        super().__init__("hard", judged_worth, Effort(1, 1, 0), sensible=sensible, explain=reason)

    def choose(self, seen: Seen[ApophisGame], budget: Budget, rng: random.Random,
               among: Callable[[Action], bool] | None = None) -> Decision[Action]:
        action, why, values = plan_action(seen.sample(rng))
        return Decision(action, why, values)


def levels() -> dict[str, Bot[Any, Any]]:
    found = search_levels(evaluate, Effort(8, 1, 0), Effort(16, 3, 2), Effort(16, 12, 24), sensible,
                          explain=reason)
    found["hard"] = PlanBot()
    return found


def countdown(state: ApophisGame) -> float:
    """The seconds the team has (the arena runs its own clock against it)."""
    return float(state.options.seconds)
