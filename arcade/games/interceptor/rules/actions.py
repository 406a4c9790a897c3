"""Interceptor's actions: what a seat or the table may send."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from arcade.core.codec import Codec
from arcade.core.hexgrid import Hex


@dataclass(frozen=True)
class Place:
    """Enter the fight on a border hex, with a facing and an entry speed (INT.PLACE.1)."""

    ship: int
    at: Hex
    facing: int
    speed: int


@dataclass(frozen=True)
class Announce:
    """A ship hit by fire tells its pursuers its first turn and how its speed changes (INT.PUR)."""

    ship: int
    turn: Literal["D", "G", "none"]
    speed: Literal["up", "down", "keep"]


@dataclass(frozen=True)
class Orders:
    """A ship's secret orders for this turn, in the seed's notation (INT.ORD.1): "3 AGAADX", "REPLI"."""

    ship: int
    text: str


@dataclass(frozen=True)
class TimeUp:
    """The order timer of the player at the screen ran out: their ships without orders keep their speed and fly
    straight (the table sends it)."""

    seat: int


Action = Place | Announce | Orders | TimeUp
CODEC: Codec[Action] = Codec({"place": Place, "announce": Announce, "orders": Orders, "time_up": TimeUp})
