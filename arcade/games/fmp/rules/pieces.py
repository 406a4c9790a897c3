"""Piece kinds and their fixed properties: domain, cargo size, capacity, fire range; armies and the reserve."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Kind(Enum):
    ASTRONEF = "astronef"
    TURRET = "turret"
    BARGE = "barge"
    CRAB = "crab"
    WEATHER_LAYER = "weather_layer"
    MOTORBOAT = "motorboat"
    TANK = "tank"
    HEAVY_TANK = "heavy_tank"
    PONTOON = "pontoon"
    ORE = "ore"

    #: Members are singletons: hashing by identity is what equality already means, and much cheaper than
    #: Enum's own hash (kinds are looked up by the hundred thousand in a game).
    __hash__ = object.__hash__


@dataclass(frozen=True)
class Spec:
    domain: str  # land | sea | none (astronef, turret, ore: never move on their own)
    size: int  # places taken when carried (0: cannot be carried)
    capacity: int  # places it carries
    fire_range: int  # 0: not a destroyer


SPECS: dict[Kind, Spec] = {
    Kind.ASTRONEF: Spec("none", 0, 0, 0),
    Kind.TURRET: Spec("none", 0, 0, 2),
    Kind.BARGE: Spec("sea", 0, 4, 0),
    Kind.CRAB: Spec("land", 2, 2, 0),
    Kind.WEATHER_LAYER: Spec("land", 2, 1, 0),
    Kind.MOTORBOAT: Spec("sea", 0, 0, 2),
    Kind.TANK: Spec("land", 1, 0, 2),
    Kind.HEAVY_TANK: Spec("land", 1, 0, 3),
    Kind.PONTOON: Spec("none", 1, 0, 0),
    Kind.ORE: Spec("none", 1, 0, 0),
}

#: FMP.MOVE.1: each player's army (the astronef's 3 turrets come with it).
ARMY: dict[Kind, int] = {
    Kind.ASTRONEF: 1, Kind.TURRET: 3, Kind.BARGE: 1, Kind.CRAB: 1, Kind.WEATHER_LAYER: 1, Kind.MOTORBOAT: 2,
    Kind.TANK: 4, Kind.HEAVY_TANK: 1, Kind.PONTOON: 1,
}


def is_destroyer(kind: Kind) -> bool:
    return SPECS[kind].fire_range > 0


def fire_range(kind: Kind, terrain: str | None = None) -> int:
    """FMP.FIRE.1: turret 2, tank 2 (3 on a mountain), motorboat 2, heavy tank 3."""
    if kind is Kind.TANK and terrain == "mountain":
        return 3
    return SPECS[kind].fire_range


def can_carry(carrier: Kind, cargo: Kind, room: int) -> bool:
    """FMP.TRANS.1: barge 4 places, crab 2; only the barge takes a crab or a weather layer; the weather layer
    carries one ore."""
    if carrier is Kind.WEATHER_LAYER:
        return cargo is Kind.ORE and room >= 1
    if carrier not in (Kind.BARGE, Kind.CRAB):
        return False
    size = SPECS[cargo].size
    if size == 0 or (cargo in (Kind.CRAB, Kind.WEATHER_LAYER) and carrier is not Kind.BARGE):
        return False
    return size <= room


def reserve(players: int) -> dict[Kind, int]:
    """FMP.POND.3: the common reserve the weather layers build from."""
    if players == 3:
        return {Kind.TANK: 12, Kind.CRAB: 3, Kind.PONTOON: 3}
    return {Kind.TANK: 16, Kind.CRAB: 4, Kind.PONTOON: 4}
