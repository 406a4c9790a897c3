"""What the Apophis rules are made of besides the game itself: its constants, phases and options, the launch in
progress, and the shape of a refusal."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from arcade.core.protocol import Param, Rejection, Term
from arcade.games.apophis.rules.cards import Section
from arcade.games.apophis.rules.events import FuelCheck, Roll

RULES_VERSION = "1"
HAND_LIMIT = 5
SHUFFLE_SECONDS = 10
DEFLECTIONS_TO_WIN = 5
#: APO.SETUP.2 difficulty -> countdown seconds; "relaxed" and "expert" are the custom lengths offered at setup.
DIFFICULTY_SECONDS = {"relaxed": 1200, "beginner": 900, "easy": 720, "intermediate": 600, "hard": 480, "expert": 360}


def reject(clause: str, key: str, **params: Param) -> Rejection:
    return Rejection(clause, key, params)


def section_term(color: str, size: int) -> Term:
    """"a large green section" in the player's words."""
    return Term(f"section.{color}.{size}")


class Phase:
    ACTION = "action"  # the active player must choose one action
    DISCARD = "discard"  # discard down to five (APO.DRAW.1)
    SHUFFLE = "shuffle"  # the team shuffles for 10 s (APO.DRAW.2)
    REROLL = "reroll"  # advanced: keep or re-roll the die just rolled (APO.ADV.3)
    END = "end"  # the action is done: the player may only end the turn
    OVER = "over"


# -- the launch in progress --------------------------------------------------------------------------------------
@dataclass
class Launch:
    missile: tuple[Section, ...]
    steps: list[str]
    checks: list[FuelCheck | Roll] = field(default_factory=list)
    rerolls_left: int = 0
    pending: Roll | None = None
    outcome: str = "hit"

    def points(self, color: str | None = None) -> int:
        return missile_points(self.missile, color)


@dataclass(frozen=True)
class Options:
    advanced: bool = False
    difficulty: str = "intermediate"

    @property
    def seconds(self) -> int:
        return DIFFICULTY_SECONDS.get(self.difficulty, 600)


DEFAULT_OPTIONS = Options()


def missile_points(missile: Iterable[Section], color: str | None = None) -> int:
    """APO.LAUNCH.1: a missile's points (large 3, medium 2, small 1), of one colour or all."""
    return sum(s.size for s in missile if color is None or s.color == color)


def fuel_needed(points: int) -> int:
    """APO.LAUNCH.2: yellow points needed for a missile of `points`: at least 25 %, rounded up."""
    return -(-points // 4)

