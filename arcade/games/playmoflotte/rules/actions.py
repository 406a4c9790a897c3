"""Playmoflotte actions: small frozen values; the common codec turns them into plain data for records."""

from __future__ import annotations

from dataclasses import dataclass

from arcade.core.codec import Codec


@dataclass(frozen=True)
class CaptainMove:
    ship: int
    post: str
    followers: tuple[int, ...] = ()


@dataclass(frozen=True)
class ChangePost:
    ship: int
    figure: int
    post: str


@dataclass(frozen=True)
class MoveCannon:
    ship: int
    cannon: int
    side: str
    slot: int


@dataclass(frozen=True)
class EndPosts:
    pass


@dataclass(frozen=True)
class Roll:
    """Turn to `heading` (a helmsman is needed to change it) and roll one movement die."""

    ship: int
    heading: int


@dataclass(frozen=True)
class Advance:
    ship: int
    distance: int


@dataclass(frozen=True)
class EndMovement:
    pass


@dataclass(frozen=True)
class Fire:
    ship: int
    cannon: int
    target: int


@dataclass(frozen=True)
class Casualties:
    ship: int
    figures: tuple[int, ...]


@dataclass(frozen=True)
class EndTurn:
    pass


Action = (CaptainMove | ChangePost | MoveCannon | EndPosts | Roll | Advance | EndMovement | Fire | Casualties
          | EndTurn)

#: Record names (kept from the first records, so old saves still read).
CODEC: Codec[Action] = Codec({
    "captain": CaptainMove, "post": ChangePost, "cannon": MoveCannon, "end_posts": EndPosts, "roll": Roll,
    "advance": Advance, "end_move": EndMovement, "fire": Fire, "casualties": Casualties, "end_turn": EndTurn,
})
