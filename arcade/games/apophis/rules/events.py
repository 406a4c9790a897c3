"""What happens in an Apophis game, as typed frozen events the table shows and animates."""

from __future__ import annotations

from dataclasses import dataclass

from arcade.games.apophis.rules.cards import Card, Section


@dataclass(frozen=True)
class Drew:
    """Cards drawn into a hand; other seats see only how many (`cards` empty for them)."""

    seat: int
    count: int
    cards: tuple[Card, ...] = ()


@dataclass(frozen=True)
class Reshuffled:
    cards: int


@dataclass(frozen=True)
class MustDiscard:
    seat: int
    count: int


@dataclass(frozen=True)
class Discarded:
    seat: int
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class Built:
    seat: int
    section: Section
    paid: tuple[Card, ...]


@dataclass(frozen=True)
class Sequenced:
    seat: int
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class Scrapped:
    seat: int


@dataclass(frozen=True)
class Roll:
    """One die of a launch: `die` added to `bonus` gives `total`, compared with `threshold` (APO.LAUNCH.7)."""

    step: str  # explosion | accuracy | damage | deflection
    die: int
    bonus: int
    total: int
    threshold: int
    success: bool
    rerolls: tuple[int, ...] = ()  # earlier faces replaced by re-rolls


@dataclass(frozen=True)
class FuelCheck:
    yellow: int
    needed: int
    total: int
    success: bool


@dataclass(frozen=True)
class RollPending:
    """Advanced rules: a die waits for the keep / re-roll decision."""

    roll: Roll
    rerolls_left: int


@dataclass(frozen=True)
class Damaged:
    removed: int  # pip value of the pyramid taken off Apophis
    remaining: tuple[int, ...]


@dataclass(frozen=True)
class Deflected:
    counters: int


@dataclass(frozen=True)
class LaunchEnded:
    """A whole launch: what the missile held and each check, in order; `outcome` names how it ended."""

    missile: tuple[Section, ...]
    checks: tuple[FuelCheck | Roll, ...]
    outcome: str  # no-fuel | exploded | missed | hit | damaged | deflected | destroyed


@dataclass(frozen=True)
class TurnPassed:
    seat: int


@dataclass(frozen=True)
class GameWon:
    reason: str  # destroyed | deflected


@dataclass(frozen=True)
class GameLost:
    reason: str  # time


Event = (Drew | Reshuffled | MustDiscard | Discarded | Built | Sequenced | Scrapped | Roll | FuelCheck | RollPending
         | Damaged | Deflected | LaunchEnded | TurnPassed | GameWon | GameLost)
