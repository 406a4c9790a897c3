"""Every distinct order a ship can give (in the notation the correction writes), and the announcements it can
make: the complete lists the protocol's `legal_actions` needs; and whether an action may be played now, or the
clause that refuses it (`check`)."""

from __future__ import annotations

from functools import lru_cache

from arcade.core.protocol import Rejection, Seat, Term
from arcade.games.interceptor.rules.actions import Action, Announce, Orders, Place, TimeUp
from arcade.games.interceptor.rules.game import ANNOUNCE, IN, ORDERS, PLACEMENT, InterceptorGame, Ship
from arcade.games.interceptor.rules.geometry import Arena
from arcade.games.interceptor.rules.orders import MOVES, RETREAT, OrdersError, correct, parse
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


def reject(clause: str, key: str, **params: int | str | Term) -> Rejection:
    return Rejection(clause, key, params)


def check(state: InterceptorGame, seat: Seat, action: Action) -> Rejection | None:
    if isinstance(action, TimeUp):
        if state.phase != ORDERS or not any(s.owner == action.seat for s in state.waiting_for()):
            return reject("INT.ORD.1", "no_orders_now")
        return None
    ship = state.ships[action.ship] if 0 <= action.ship < len(state.ships) else None
    if ship is None or ship.owner != seat:
        return reject("INT.ORD.1", "not_your_ship")
    if ship not in state.waiting_for():
        return reject("INT.ORD.1", "already_done" if ship.state == IN else "ship_out")
    if isinstance(action, Place):
        return check_place(state, ship, action)
    if isinstance(action, Announce):
        if state.phase != ANNOUNCE:
            return reject("INT.PUR.2", "no_announcement")
        if (action.turn, action.speed) not in announcements(ship):
            return reject("INT.PUR.1", "announce_impossible")
        return None
    if state.phase != ORDERS:
        return reject("INT.PLACE.1" if state.phase == PLACEMENT else "INT.PUR.2", "not_orders_yet")
    return check_orders(state, ship, action.text)

def check_place(state: InterceptorGame, ship: Ship, action: Place) -> Rejection | None:
    if state.phase != PLACEMENT:
        return reject("INT.PLACE.1", "placed")
    if not state.arena.on_border(action.at):
        return reject("INT.PLACE.1", "not_border")
    if not 0 <= action.facing < 6:
        return reject("INT.BOARD.2", "bad_facing")
    if abs(action.speed) > ship.spec.max_speed:
        return reject("INT.SHIP.1", "speed_limit", n=ship.spec.max_speed)
    return None

def check_orders(state: InterceptorGame, ship: Ship, text: str) -> Rejection | None:
    try:
        written = parse(text)
    except OrdersError as exc:
        return reject("INT.ORD.3", f"orders_{exc.key}", code=exc.detail)
    if written.retreat:
        if not state.retreat_at:
            return reject("INT.END.1", "retreat_forbidden")
        if not state.retreat_open():
            return reject("INT.END.1", "retreat_not_yet", n=state.retreat_at)
        return None
    promised = state.announced.get(ship.id)
    if promised is not None:
        done = correct(written, ship.speed, ship.spec)
        turn = done.first_turn or "none"
        change = speed_change(ship.speed, done.speed)
        if (turn, change) != promised:
            return reject("INT.PUR.2", "announced", turn=Term(f"turn_{promised[0]}"),
                          speed=Term(f"speed_{promised[1]}"))
    return None
