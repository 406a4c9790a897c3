"""Why a computer player made a Full Metal Planète move, in one line for the journal: read from what the
move changes on a copy of the position it saw, in the terms of its evaluation (`bots.sides`) — the ore around a
landing site, points safe after a take-off, enemy pieces destroyed or taken, ore put into the astronef's hold, points
brought aboard, ore loaded (by a weather layer: to build with), a piece deployed, a piece built from ore, a turret
rebuilt, out of enemy fire, out of the coming tide, out of the enemy's reach next turn, or heading home for the
take-off, an enemy put under fire, a transporter nearer the ore or home, points saved for the next turn. The move
itself is worded by the journal; this says what it was for (`why_fmp_<reason>` in the translations)."""

from __future__ import annotations

from collections.abc import Iterable

from arcade.core.hexgrid import Hex, distance
from arcade.core.protocol import Seat
from arcade.games.fmp.rules import Build, Rebuild, Retreat, firezones, schedule
from arcade.games.fmp.rules.actions import (
    Action,
    Attack,
    Capture,
    EndTurn,
    Fire,
    Land,
    Load,
    Move,
    TakeOff,
    Transfer,
    Unload,
)
from arcade.games.fmp.rules.events import Captured, Destroyed
from arcade.games.fmp.rules.game import FmpGame
from arcade.games.fmp.rules.model import BOARD
from arcade.games.fmp.rules.pieces import SPECS, Kind
from arcade.games.fmp.rules.state import LAST_TURN
from arcade.games.fmp.rules.stranding import stuck_soon, stuck_then
from arcade.games.fmp.strikes import strike_zones, struck

#: The transporters that carry ore home (FMP.TRANS).
CARRIERS = (Kind.CRAB, Kind.BARGE)
#: The destroyers that go out after enemy pieces (FMP.FIRE), and the pieces worth going after.
DESTROYERS = (Kind.TANK, Kind.HEAVY_TANK, Kind.MOTORBOAT)
PREY = (Kind.CRAB, Kind.BARGE, Kind.TANK, Kind.HEAVY_TANK, Kind.MOTORBOAT)
#: Turns before the last when pieces head home for the take-off (as the evaluation pulls them, `bots.sides`).
HOMEWARD = 6
#: Turns before the last from which an empty transporter still goes for ore (as the evaluation draws it).
PROSPECTING = 4
#: Hexes around a landing site counted as its ore.
LANDING_REACH = 6


def nearest(h: Hex, targets: list[Hex]) -> int:
    """Hexes from `h` to the nearest of `targets` (0 when there is none)."""
    return min((distance(h, t) for t in targets), default=0)


def aboard(state: FmpGame, seat: Seat) -> int:
    """What the seat's astronefs on the planet hold, as the end will score it: ore 2, a piece 1 (FMP.END.5)."""
    return sum(2 if q.kind is Kind.ORE else 1 for ship in state.astronefs(seat) if ship.where == BOARD
               for q in state.inside(ship))


def threatened(state: FmpGame, seat: Seat) -> int:
    """Enemy pieces standing where the seat's destroyers hold them under fire (FMP.FIRE.5)."""
    count = 0
    for enemy in range(len(state.players)):
        if enemy == seat:
            continue
        danger = firezones.hexes_under_fire(state, enemy)
        count += sum(1 for p in state.pieces if state.owner(p) == enemy and p.where == BOARD
                     and p.kind not in (Kind.ASTRONEF, Kind.TURRET) and any(h in danger for h in p.hexes))
    return count


def into_the_hold(state: FmpGame, action: Action) -> bool:
    """Whether `action` moves ore held by a piece inside an astronef into the astronef's own hold. A piece holding
    ore never leaves the astronef (FMP.POND.4), and the move is free and scores the same (FMP.TRANS.2): left out
    with every other move between holds, a crab that boarded with its ore was shut in for the rest of the game
    (36 transporters in 50 arena games, none of them out again)."""
    return isinstance(action, Transfer) and state.pieces[action.into].kind is Kind.ASTRONEF \
        and state.pieces[action.piece].kind is Kind.ORE and state.pieces[action.piece].carrier != action.into


def reason(state: FmpGame, seat: Seat, action: Action) -> tuple[str, dict[str, int]] | None:
    """What `action` by `seat` was for, and the numbers the sentence quotes; None where nothing plain stands out
    (the journal then says it was the move that leaves the side best placed)."""
    if state.check(action) is not None:
        return None
    after = state.clone()
    events = after.apply(action)
    if isinstance(action, Land):  # (where the ore is: what the astronef's transporters will bring in)
        dome = after.pieces[action.astronef].hexes[0]
        ore = sum(1 for q in after.pieces if q.kind is Kind.ORE and q.where == BOARD
                  and distance(q.hexes[0], dome) <= LANDING_REACH)
        return "fmp_land", {"count": ore, "hexes": LANDING_REACH}
    if isinstance(action, TakeOff):
        return "fmp_takeoff", {"count": schedule.scores(after)[seat] - schedule.scores(state)[seat]}
    if isinstance(action, EndTurn):  # (unspent points saved in cubes of 5, FMP.PTS.3)
        if state.points[seat].available == 0:
            return "fmp_spent", {}
        kept = after.points[seat].saved
        return ("fmp_save", {"count": kept}) if kept > state.points[seat].saved else ("fmp_done", {})
    destroyed = [state.pieces[i] for e in events if isinstance(e, Destroyed) for i in e.pieces]
    hits = sum(1 for p in destroyed if p.kind is not Kind.ORE) + sum(1 for e in events if isinstance(e, Captured))
    if isinstance(action, Fire | Attack | Capture) and hits:
        return "fmp_strike", {"count": hits}
    if isinstance(action, Fire) and destroyed:  # (ore belongs to no one: what the enemy's transporters were nearest)
        return "fmp_deny_ore", {}
    if into_the_hold(state, action):
        return "fmp_hold", {}
    gained = aboard(after, seat) - aboard(state, seat)
    if gained > 0:
        return "fmp_aboard", {"count": gained}
    if isinstance(action, Load) and state.pieces[action.cargo].kind is Kind.ORE:  # (the weather layer's: to build)
        return ("fmp_layer_ore" if state.pieces[action.carrier].kind is Kind.WEATHER_LAYER else "fmp_load_ore"), {}
    if isinstance(action, Unload) and state.pieces[action.carrier].kind is Kind.ASTRONEF:
        return "fmp_deploy", {}
    if isinstance(action, Build):  # (FMP.POND.1)
        return f"fmp_build_{action.kind}", {}
    if isinstance(action, Rebuild):  # (FMP.SHIP.8)
        return "fmp_rebuild", {}
    put = ore_put_down(after, seat, action) if isinstance(action, Unload) \
        and state.pieces[action.cargo].kind is Kind.ORE else None
    if put is not None:
        return put
    moved = action.piece if isinstance(action, Move | Retreat) else action.cargo if isinstance(action, Unload) \
        else None
    if moved is None or after.pieces[moved].where != BOARD:
        return None
    return moving(state, after, seat, moved)


def domes(state: FmpGame, seat: Seat) -> list[Hex]:
    """Where the seat's astronefs on the planet stand: home, for ore and for the take-off."""
    return [ship.hexes[0] for ship in state.astronefs(seat) if ship.where == BOARD]


def beside_a_pode(state: FmpGame, seat: Seat, hexes: Iterable[Hex]) -> bool:
    """Whether one of `hexes` lies next to a pode of the seat's astronefs on the planet, where the astronef can load
    what is put down there (FMP.SHIP.3)."""
    podes = [pode for ship in state.astronefs(seat) if ship.where == BOARD for pode in ship.hexes[1:]]
    return any(distance(h, pode) == 1 for h in hexes for pode in podes)


def ore_put_down(after: FmpGame, seat: Seat, unload: Unload) -> tuple[str, dict[str, int]] | None:
    """What ore a transporter unloaded was for, once unloaded (`after`): lying beside a pode, for the astronef to
    load next (FMP.SHIP.3), or handed to a transporter standing where it was put; None where neither."""
    ore = after.pieces[unload.cargo]
    if ore.where == BOARD:
        return ("fmp_beside", {}) if beside_a_pode(after, seat, unload.to) else None
    taker, homes = after.outermost(ore), domes(after, seat)
    return ("fmp_handover", {"count": nearest(taker.hexes[0], homes)}) if homes and taker.kind in CARRIERS else None


def moving(state: FmpGame, after: FmpGame, seat: Seat, moved: int) -> tuple[str, dict[str, int]] | None:
    """What moving piece `moved` was for: out of fire, out of the coming tide, out of the enemy's reach next turn,
    an enemy under fire, nearer home with ore, nearer the ore (a transporter with room), nearer the enemy (a
    destroyer), nearer home late in the game."""
    was, now = state.pieces[moved], after.pieces[moved]
    if was.where == BOARD and set(was.hexes) & firezones.hexes_under_fire(state, seat) \
            and not set(now.hexes) & firezones.hexes_under_fire(after, seat):
        return "fmp_escape", {}
    if was.where == BOARD and stuck_then(state, was, was.hexes, seat) and not stuck_soon(after, now, now.hexes, seat):
        return "fmp_tide", {}
    if was.where == BOARD and was.kind in PREY:
        hunting = strike_zones(state)
        if struck(hunting, seat, was.hexes[0]) and not struck(hunting, seat, now.hexes[0]):
            return "fmp_evade", {}
    held = threatened(after, seat)
    if held > threatened(state, seat):
        return "fmp_threat", {"count": held}
    if was.where != BOARD:
        return None
    loaded = any(after.pieces[q].kind is Kind.ORE for q in now.contents)
    homes = domes(after, seat)
    ore: list[Hex] = [q.hexes[0] for q in after.pieces if q.kind is Kind.ORE and q.where == BOARD]
    late = LAST_TURN - state.turn < HOMEWARD
    room = now.kind in (*CARRIERS, Kind.WEATHER_LAYER) and len(now.contents) < SPECS[now.kind].capacity \
        and LAST_TURN - state.turn >= PROSPECTING
    prey = [q.hexes[0] for q in after.pieces if q.where == BOARD and q.kind in PREY
            and after.owner(q) not in (None, seat)] if now.kind in DESTROYERS and not late else []
    for why, targets in (("fmp_home", homes if loaded else []), ("fmp_ore", ore if room else []),
                         ("fmp_hunt", prey), ("fmp_return", homes if late else [])):  # (a barge with room: more ore)
        closer = nearest(now.hexes[0], targets)
        if targets and closer < nearest(was.hexes[0], targets):
            return why, {"count": closer}
    return None
