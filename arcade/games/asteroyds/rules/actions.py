"""Asteroyds' actions and events."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from arcade.core.codec import Codec
from arcade.core.hexgrid import Hex


@dataclass(frozen=True)
class Arrange:
    """Before the game, a team moves one of its pods or turrets within its half (AST.VAR.5)."""

    kind: Literal["pod", "turret"]
    index: int  # among that team's pods or turrets, in map order
    at: Hex


@dataclass(frozen=True)
class Program:
    """A ship's program for this turn in the notation `F R F S - U · 3 shield` (AST.PROG.2-3); a teammate may
    write it again until the team is ready."""

    ship: int
    text: str


@dataclass(frozen=True)
class Ready:
    """The team at the screen has finished (its layout, or its programs)."""


@dataclass(frozen=True)
class TimeUp:
    """The programming timer of a team ran out (AST.PROG.1): the table sends it."""

    team: str


Action = Arrange | Program | Ready | TimeUp
CODEC: Codec[Action] = Codec({"arrange": Arrange, "program": Program, "ready": Ready, "time_up": TimeUp})


# -- events ----------------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Arranged:
    team: str
    kind: str
    index: int
    at: Hex


@dataclass(frozen=True)
class Programmed:
    ship: int  # never the program: it stays with the team until the rounds


@dataclass(frozen=True)
class TeamDone:
    team: str
    timed_out: bool


@dataclass(frozen=True)
class Rolled:
    turn: int
    dice: tuple[tuple[str, int], ...]  # (colour, 1-6)


@dataclass(frozen=True)
class Revealed:
    ship: int
    program: str


@dataclass(frozen=True)
class BlueMoved:
    index: int
    start: Hex
    end: Hex
    pushed: int | None = None  # another blue asteroid pushed along


@dataclass(frozen=True)
class RoundBegins:
    round: int


@dataclass(frozen=True)
class Laser:
    """A laser from a ship or a turret (`source` "ship:3" / "turret:1"): the cells it crossed, where it stopped and
    why (edge, pod, platform, blue, hit), and what it hit."""

    source: str
    cells: tuple[Hex, ...]
    stop: str
    ships: tuple[int, ...] = ()
    turret: int | None = None
    blue: int | None = None


@dataclass(frozen=True)
class Teleported:
    ship: int
    start: Hex
    platform: Hex
    cause: str  # laser | collision
    hit: str = ""  # a collision's obstacle: edge | platform | turret | pod | blue (AST.ROUND.6)
    into: Hex | None = None  # the hex it crashed into


@dataclass(frozen=True)
class TurretDown:
    turret: int


@dataclass(frozen=True)
class BlueDestroyed:
    index: int


@dataclass(frozen=True)
class Moved:
    ship: int
    path: tuple[Hex, ...]  # from the start, every hex entered
    facing: int


@dataclass(frozen=True)
class Taken:
    ship: int
    roid: str


@dataclass(frozen=True)
class Dropped:
    roid: str
    at: Hex


@dataclass(frozen=True)
class Returned:
    roid: str


@dataclass(frozen=True)
class Scored:
    team: str
    roid: str
    scores: tuple[tuple[str, int], ...]


@dataclass(frozen=True)
class GameOver:
    winner: str


Event = (Arranged | Programmed | TeamDone | Rolled | Revealed | BlueMoved | RoundBegins | Laser | Teleported
         | TurretDown | BlueDestroyed | Moved | Taken | Dropped | Returned | Scored | GameOver)
