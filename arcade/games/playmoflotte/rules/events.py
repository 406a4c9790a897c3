"""What happens in a Playmoflotte battle, as typed frozen events the table shows and animates."""

from __future__ import annotations

from dataclasses import dataclass

from arcade.core.squaregrid import Cell


@dataclass(frozen=True)
class PostsChanged:
    ship: int


@dataclass(frozen=True)
class Rolled:
    """A movement die: the ship may go up to `max` squares ahead (PMF.MOVE.3)."""

    ship: int
    heading: int
    die: int
    max: int


@dataclass(frozen=True)
class Moved:
    ship: int
    start: Cell
    path: tuple[Cell, ...]


@dataclass(frozen=True)
class Docked:
    ship: int
    where: str  # beach | port


@dataclass(frozen=True)
class SailedOff:
    ship: int


@dataclass(frozen=True)
class Fired:
    """One cannon's shot: the die, the score after enfilade, what it needed and how many crew it takes."""

    ship: int
    cannon: int
    target: int
    die: int
    score: int
    needed: int
    enfilade: bool
    hit: bool
    casualties: int


@dataclass(frozen=True)
class CasualtiesTaken:
    ship: int
    figures: tuple[int, ...]


@dataclass(frozen=True)
class Sunk:
    ship: int


@dataclass(frozen=True)
class TurnBegan:
    side: int


@dataclass(frozen=True)
class Won:
    side: int | None  # None: no ship left on any side


Event = (PostsChanged | Rolled | Moved | Docked | SailedOff | Fired | CasualtiesTaken | Sunk | TurnBegan | Won)
