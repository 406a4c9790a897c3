"""Why a computer player gave an Interceptor ship its orders, in one line for the journal and the hints: read from
the flight the rules would fly (`execution`) against where the enemy ships stand now — an enemy in its fire zone at
the end, out of the enemy's fire zones, hidden in an asteroid, closing in or keeping its distance, leaving the fight
(`why_int_<reason>` in the translations). The others write their orders at the same time: where they stand now is
what a pilot aims at."""

from __future__ import annotations

from arcade.core.hexgrid import Hex, distance
from arcade.core.protocol import Seat
from arcade.games.interceptor.rules.actions import Action, Orders, Place
from arcade.games.interceptor.rules.game import InterceptorGame, Ship
from arcade.games.interceptor.rules.geometry import step
from arcade.games.interceptor.rules.orders import OrdersError


def under_fire(at: Hex, enemies: list[Ship]) -> bool:
    """Some enemy ship holds `at` in its fire zone where it stands now."""
    return any(at in e.spec.zone(e.at, e.facing) for e in enemies)


def reason(state: InterceptorGame, seat: Seat, action: Action) -> tuple[str, dict[str, int]] | None:
    """What `action` by `seat` is for, and the numbers its sentence quotes; None where nothing plain stands out."""
    if isinstance(action, Place):
        enemies = [s for s in state.in_play() if s.owner != seat]
        near = min((distance(action.at, e.at) for e in enemies), default=0)
        return ("int_enter", {"count": near}) if enemies else None
    if not isinstance(action, Orders):
        return None
    ship = state.ships[action.ship]
    enemies = [s for s in state.in_play() if s.owner != ship.owner]
    try:
        flight = state.execution(ship, action.text)
    except OrdersError:
        return None
    if flight.correction.retreat:
        return "int_retreat", {}
    if not enemies:
        return None
    end, facing, _ = flight.end
    if flight.correction.fires:
        zone = ship.spec.zone(end, facing)
        aimed = [e for e in enemies if e.at in zone and not state.in_rock(e.at)]
        if aimed:
            return "int_aim", {"count": len(aimed)}
    if state.in_rock(end):
        return "int_hide", {}
    if under_fire(ship.at, enemies) and not under_fire(end, enemies):
        return "int_evade", {}
    before = min(distance(ship.at, e.at) for e in enemies)
    after = min(distance(end, e.at) for e in enemies)
    if after < before:
        return "int_close", {"count": after}
    aim_before = min(distance(step(ship.at, ship.facing, 2), e.at) for e in enemies)  # (the middle of its zone)
    if min(distance(step(end, facing, 2), e.at) for e in enemies) < aim_before:
        return "int_face", {}
    return "int_away", {"count": after}
