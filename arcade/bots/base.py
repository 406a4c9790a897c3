"""The bot interface: what a computer seat is given, and what it answers."""

from __future__ import annotations

import importlib
import random
from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any, Generic, TypeVar

from arcade.core.protocol import GameRules, Seat, View

S = TypeVar("S")
A = TypeVar("A")

#: Says whether the thinking must stop now (called before each unit of work). The arena counts calls, so its games
#: replay exactly; the table measures time.
Budget = Callable[[], bool]


def count_budget(units: int) -> Budget:
    """A budget of `units` calls, the same on every machine."""
    left = [units]

    def spent() -> bool:
        left[0] -= 1
        return left[0] < 0

    return spent


@dataclass(frozen=True)
class Seen(Generic[S]):
    """What a seat knows: its view, and full states drawn consistently with it (never the true state)."""

    rules: GameRules[S, Any, Any, Any]
    seat: Seat
    view: View
    sample: Callable[[random.Random], S]


def seen_by(rules: GameRules[S, Any, Any, Any], state: S, seat: Seat) -> Seen[S]:
    """What `seat` has seen of `state`. Built by the caller (table or arena): the bot only ever gets determinized
    copies, drawn from a state already drawn for the seat, so nothing it can reach — its samples, nor what they are
    drawn from — holds the true state, its hidden parts or its dice (drawing depends on the seat's knowledge alone,
    so the samples are the same as if drawn from the true state)."""
    known = rules.determinize(state, seat, random.Random(0))
    return Seen(rules, seat, rules.view_for(state, seat), lambda rng: rules.determinize(known, seat, rng))


@dataclass(frozen=True)
class Decision(Generic[A]):
    """The action chosen and why: `why` names the reason (a sentence in the translations, `why_<why>`, that the
    journal words with `values` in the table's language)."""

    action: A
    why: str
    values: dict[str, int] = field(default_factory=dict)


class Bot(ABC, Generic[S, A]):
    """A computer player of one level."""

    #: "random", "easy", "normal" or "hard" (or an arena's fixed reference, such as Full Metal Planète's "hard-1").
    level: str = ""

    @abstractmethod
    def choose(self, seen: Seen[S], budget: Budget, rng: random.Random) -> Decision[A]:
        """One legal action for `seen.seat` (it may act now)."""


def bots_module(game_id: str) -> ModuleType:
    """A game's `bots.py`: its levels, and what a review reads of it (`JUDGE`, `UNIT`, `SMALL`, `PER_SHIP`)."""
    return importlib.import_module(f"arcade.games.{game_id}.bots")


def levels(game_id: str) -> dict[str, Bot[Any, Any]]:
    """A game's computer players by level (its `bots.py`), for the arena and the table's worker alike."""
    found: dict[str, Bot[Any, Any]] = bots_module(game_id).levels()
    return found
