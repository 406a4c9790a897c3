"""What happened, for the table to show and the log to say."""

from __future__ import annotations

from dataclasses import dataclass

from arcade.core.hexgrid import Hex


@dataclass(frozen=True)
class Placed:
    ship: int
    at: Hex
    facing: int
    speed: int


@dataclass(frozen=True)
class Announced:
    ship: int
    turn: str  # "" for the seats that may not know it
    speed: str
    seats: tuple[int, ...]  # who may know it: the ship's player and its pursuers' (INT.PUR.2)


@dataclass(frozen=True)
class OrdersGiven:
    ship: int  # never the text: orders stay secret until all are in


@dataclass(frozen=True)
class Revealed:
    """Everyone's orders, as written and as executed (INT.FIX.5)."""

    ship: int
    written: str
    executed: str


@dataclass(frozen=True)
class Flew:
    """A ship's path from `start`, code by code: (code, hex, facing, off the arena)."""

    ship: int
    start: Hex
    steps: tuple[tuple[str, Hex, int, bool], ...]


@dataclass(frozen=True)
class Damaged:
    ship: int
    amount: int
    cause: str  # edge | asteroid | rock | fire
    by: tuple[int, ...] = ()  # the shooters, for fire


@dataclass(frozen=True)
class Drifted:
    """Asteroids that moved (index, from, to) and the headings of all asteroids after the drift."""

    moves: tuple[tuple[int, Hex, Hex], ...]
    headings: tuple[int, ...]


@dataclass(frozen=True)
class Fired:
    ship: int
    zone: tuple[tuple[Hex, int], ...]


@dataclass(frozen=True)
class Destroyed:
    ship: int
    capsule: bool  # structure exactly 0: the pilot escapes (INT.RES.8)
    stars: tuple[tuple[int, int], ...] = ()  # (shooter ship, stars earned)


@dataclass(frozen=True)
class Retreated:
    ship: int


@dataclass(frozen=True)
class TurnBegins:
    turn: int


@dataclass(frozen=True)
class GameOver:
    winner: int | None  # a seat, or None for a draw


@dataclass(frozen=True)
class Sheltered:
    """A ship in a fire zone but hidden in an asteroid: the shot cannot touch it (INT.RES.6)."""

    ship: int
    shooter: int


Event = (Placed | Announced | OrdersGiven | Revealed | Flew | Damaged | Drifted | Fired | Sheltered | Destroyed
         | Retreated | TurnBegins | GameOver)
