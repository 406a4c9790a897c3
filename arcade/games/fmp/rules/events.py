"""What happens in a Full Metal Planète game, as typed frozen events the table shows, animates and logs.

Everything here is public (forecasts and turn-21 decisions are state, shown only in their owner's view).
"""

from __future__ import annotations

from dataclasses import dataclass

from arcade.core.hexgrid import Hex
from arcade.games.fmp.rules.model import Pos


@dataclass(frozen=True)
class Landed:
    astronef: int
    zone: str
    cleared: tuple[int, ...]  # the ore taken off the zone (FMP.START.2)


@dataclass(frozen=True)
class Moved:
    piece: int
    start: Pos
    path: tuple[Pos, ...]


@dataclass(frozen=True)
class Stopped:
    """A path played up to its first impossible step (FMP.PTS.5): why it stopped there."""

    piece: int
    clause: str
    key: str


@dataclass(frozen=True)
class Stuck:
    """A piece stranded (sea unit on land) or bogged (land unit under water) (FMP.TIDE.3-4)."""

    piece: int
    how: str  # stranded | bogged


@dataclass(frozen=True)
class Fired:
    shooters: tuple[int, int]
    target: Hex


@dataclass(frozen=True)
class Destroyed:
    pieces: tuple[int, ...]
    hex: Hex | None  # None: pontoons collapsing away from the shot hex, or swept by the tide


@dataclass(frozen=True)
class Captured:
    piece: int
    before: str | None
    after: str


@dataclass(frozen=True)
class Loaded:
    carrier: int
    piece: int


@dataclass(frozen=True)
class Unloaded:
    carrier: int
    piece: int
    to: Pos


@dataclass(frozen=True)
class Transferred:
    piece: int
    into: int


@dataclass(frozen=True)
class Built:
    layer: int
    piece: int
    kind: str
    to: Hex
    ore: int


@dataclass(frozen=True)
class TurretRebuilt:
    astronef: int
    pode: int


@dataclass(frozen=True)
class AstronefTaken:
    astronef: int
    loser: int
    taker: int


@dataclass(frozen=True)
class Eliminated:
    player: int
    why: str  # astronef_lost | not_landed


@dataclass(frozen=True)
class TookOff:
    astronef: int
    player: int
    score: int


@dataclass(frozen=True)
class Stays:
    """An astronef left on the planet at the end (it could not pay its take-off): it scores nothing."""

    astronef: int
    player: int


@dataclass(frozen=True)
class Neutralized:
    pieces: tuple[int, ...]


@dataclass(frozen=True)
class MountainPair:
    """Two tanks left on adjacent mountains (FMP.MOVE.4 ruling): the one moved last gives no fire zone."""

    pieces: tuple[int, int]
    penalized: int


@dataclass(frozen=True)
class TimeIsUp:
    player: int


@dataclass(frozen=True)
class TurnBegan:
    turn: int
    tide: str
    order: tuple[int, ...]


@dataclass(frozen=True)
class PlayerTurn:
    player: int
    turn: int
    phase: str


@dataclass(frozen=True)
class Decided:
    """A player has made their turn-21 decision (what they decided stays secret until all have)."""

    player: int


@dataclass(frozen=True)
class DecisionsRevealed:
    leave: tuple[tuple[int, tuple[int, ...]], ...]  # (player, astronefs leaving)


@dataclass(frozen=True)
class GameOver:
    reason: str  # last_turn | nobody_left | last_standing
    scores: tuple[int, ...]
    ranking: tuple[int, ...]


Event = (Landed | Moved | Stopped | Stuck | Fired | Destroyed | Captured | Loaded | Unloaded | Transferred | Built
         | TurretRebuilt | AstronefTaken | Eliminated | TookOff | Stays | Neutralized | MountainPair | TimeIsUp
         | TurnBegan | PlayerTurn | Decided | DecisionsRevealed | GameOver)
