"""Every distinct order a ship can give (in the notation the correction writes), and the announcements it can
make: the complete lists the protocol's `legal_actions` needs."""

from __future__ import annotations

from functools import lru_cache

from arcade.games.interceptor.rules.actions import Orders, Place
from arcade.games.interceptor.rules.game import Ship
from arcade.games.interceptor.rules.geometry import Arena
from arcade.games.interceptor.rules.orders import MOVES, RETREAT
from arcade.games.interceptor.rules.ships import MAX_TURNS, Spec

TURNS = ("D", "G", "none")
CHANGES = ("up", "down", "keep")


def speed_change(previous: int, speed: int) -> str:
    """Faster, slower or the same, as a pursuer understands it: in size, whichever way the ship flies."""
    return "up" if abs(speed) > abs(previous) else "down" if abs(speed) < abs(previous) else "keep"


@lru_cache(maxsize=4096)
def sequences(need: int, spacing: int | None) -> tuple[str, ...]:
    """Every code string that flies exactly `need` moves with turns the spacing allows (at most three): the
    strings the correction leaves as they are."""
    out: list[str] = []

    def grow(codes: str, done: int, since: int, turns: int) -> None:
        if done == need:
            out.append(codes)
        if done < need:
            for c in "AT":
                grow(codes + c, done + 1, since + 1, turns)
            if done + MOVES["L"] <= need:
                grow(codes + "L", done + 3, since + 3, turns)
        if spacing is not None and turns < MAX_TURNS and since >= spacing:
            for c in "DG":
                grow(codes + c, done, 0, turns + 1)

    grow("", 0, 10**6, 0)
    return tuple(out)


def orders_for(ship: Ship, promised: tuple[str, str] | None, retreat: bool) -> list[str]:
    """The ship's possible orders as executed ("3 AGAAD", "0 X"), keeping an announcement when it made one;
    REPLI when retreat is open."""
    return list(_orders(ship.speed, ship.spec, promised, retreat))


def placements(ship: Ship, arena: Arena) -> list[Place]:
    """Every border hex, facing and entry speed for a ship to enter by (INT.PLACE.1), as the protocol's actions."""
    return list(_placements(ship.id, ship.spec.max_speed, arena))


@lru_cache(maxsize=256)
def _placements(sid: int, max_speed: int, arena: Arena) -> tuple[Place, ...]:
    span = range(-max_speed, max_speed + 1)
    return tuple(Place(sid, h, f, v) for h in sorted(arena.border) for f in range(6) for v in span)


def orders_actions(ship: Ship, promised: tuple[str, str] | None, retreat: bool) -> list[Orders]:
    """`orders_for` as the protocol's actions (kept like it: they are immutable)."""
    return list(_orders_actions(ship.id, ship.speed, ship.spec, promised, retreat))


@lru_cache(maxsize=4096)
def _orders_actions(sid: int, speed_now: int, spec: Spec, promised: tuple[str, str] | None,
                    retreat: bool) -> tuple[Orders, ...]:
    return tuple(Orders(sid, text) for text in _orders(speed_now, spec, promised, retreat))


@lru_cache(maxsize=4096)
def _orders(speed_now: int, spec: Spec, promised: tuple[str, str] | None, retreat: bool) -> tuple[str, ...]:
    """(Kept per speed, characteristics, announcement and retreat: the computer players' look-ahead asks for the
    same lists thousands of times a decision.)"""
    out = []
    for speed in spec.speed_range(speed_now):
        if promised is not None and speed_change(speed_now, speed) != promised[1]:
            continue
        for codes in sequences(abs(speed), spec.spacing(speed)):
            first = next((c for c in codes if c in "DG"), "none")
            if promised is not None and first != promised[0]:
                continue
            out.append(f"{speed} {codes}".strip())
            out.append(f"{speed} {codes}X")
    if retreat:
        out.append(RETREAT)
    return tuple(out)


def announcements(ship: Ship) -> list[tuple[str, str]]:
    """What a pursued ship can truthfully announce (INT.PUR.1): a speed change its acceleration allows, and a first
    turn some such speed permits."""
    speed_now, spec = ship.speed, ship.spec
    out = []
    for change in CHANGES:
        speeds = [v for v in spec.speed_range(speed_now) if speed_change(speed_now, v) == change]
        if not speeds:
            continue
        out.append(("none", change))
        if any(spec.spacing(v) is not None for v in speeds):
            out += [("D", change), ("G", change)]
    return out
