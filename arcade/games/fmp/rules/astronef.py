"""The astronef: landing (FMP.START.2) and deployment (FMP.START.3), entering and leaving through a pode, taking an
enemy astronef and rebuilding its turrets (FMP.SHIP), taking off and what it carries away (FMP.END)."""

from __future__ import annotations

from arcade.core.hexgrid import distance
from arcade.core.protocol import Rejection
from arcade.games.fmp.rules import firezones, movement, placing
from arcade.games.fmp.rules.actions import Land, Rebuild, TakeOff, Unload
from arcade.games.fmp.rules.events import AstronefTaken, Eliminated, Event, Landed, TookOff, TurretRebuilt
from arcade.games.fmp.rules.model import BOARD, GONE, LEFT, ORBIT, Piece, astronef_hexes
from arcade.games.fmp.rules.pieces import SPECS, Kind, is_destroyer
from arcade.games.fmp.rules.refusals import piece_words, reject
from arcade.games.fmp.rules.state import LAST_TURN, Departure, FmpState
from arcade.games.fmp.rules.terrain import astronef_ground


# -- entering and leaving --------------------------------------------------------------------------------------
def check_enter(game: FmpState, ship: Piece, cargo: Piece) -> Rejection | None:
    """FMP.SHIP.2-3, 6, 10: a piece next to a pode enters; an enemy astronef without turrets is taken by the
    first destroyer that moves in from out of fire. Entering is a move ("pénétrer … en empruntant un chemin"),
    so a destroyer that holds an enemy under fire may not do it this turn (FMP.NEUT.3: "ne peut plus bouger")."""
    if cargo.kind in (Kind.ASTRONEF, Kind.TURRET):
        return reject("FMP.SHIP.2", "cannot_enter")
    if not any(distance(h, pode) == 1 for h in cargo.hexes for pode in ship.hexes[1:]):
        return reject("FMP.SHIP.2", "next_to_pode")
    if game.owner(ship) == game.active:
        return placing.loadable(game, cargo) or movement.pay(game, 1)
    if any(game.live_turret(ship, i) for i in range(3)):
        return reject("FMP.SHIP.10", "foreign_astronef")
    if not is_destroyer(cargo.kind):
        return reject("FMP.SHIP.6", "take_with_destroyer")
    if game.owner(cargo) != game.active:
        return reject("FMP.CAPT.1", "not_yours", **piece_words(cargo, game.planet.layout))
    problem = movement.cannot_act(game, cargo)
    if problem:
        return problem
    if cargo.id in game.pinned:
        return reject("FMP.NEUT.3", "pinned")
    if firezones.piece_under_fire(game, cargo):
        return reject("FMP.SHIP.6", "take_under_fire")
    return movement.pay(game, 1)


def check_exit(game: FmpState, ship: Piece, cargo: Piece, action: Unload) -> Rejection | None:
    """FMP.SHIP.2-3: out through a pode that still has its turret, onto a place next to it (for a barge, either
    of its two hexes, given in either order)."""
    if any(h in ship.hexes for h in action.to):
        return reject("FMP.TRANS.4", "place_taken")
    podes = [i for i, pode in enumerate(ship.hexes[1:]) if any(distance(pode, h) == 1 for h in action.to)]
    if not podes:
        return reject("FMP.SHIP.2", "next_to_pode")
    if not any(game.live_turret(ship, i) for i in podes):
        return reject("FMP.SHIP.3", "pode_destroyed")
    return placing.placement(game, cargo, action.to, action.hang)


def entered(game: FmpState, ship: Piece, cargo: Piece, events: list[Event]) -> None:
    """FMP.SHIP.5: a piece inside takes the astronef's colour; a destroyer entering an enemy astronef takes it."""
    taking = game.owner(ship) != game.active
    assert ship.colour is not None
    game.recolour(cargo, ship.colour)
    if taking:
        _take_astronef(game, ship, events)


def _take_astronef(game: FmpState, ship: Piece, events: list[Event]) -> None:
    """FMP.SHIP.6: control of the astronef and of every piece of its colour; +5 / -5 base credit; the new
    pieces then first retreat out of fire (FMP.SHIP.9)."""
    assert ship.colour is not None
    loser = game.controller[ship.colour]
    game.controller[ship.colour] = game.active
    game.taken_by[ship.id] = game.active
    game.armies[loser].remove(ship.colour)
    game.armies[game.active].append(ship.colour)
    game.points[game.active].adjust_base(5)
    game.points[loser].adjust_base(-5)
    game.fire_dirty = True
    events.append(AstronefTaken(ship.id, loser, game.active))
    game.neutralized -= {p.id for p in game.pieces if p.colour == ship.colour}
    game.window = {ship.colour}
    if not game.astronefs(loser) and loser not in game.out:
        eliminate(game, loser, "astronef_lost", events)


def eliminate(game: FmpState, player: int, why: str, events: list[Event]) -> None:
    """FMP.SHIP.7: a player without an astronef has lost (not one whose astronefs took off); their saved
    points are discarded."""
    if why == "astronef_lost" and any(d.player == player for d in game.departed):
        return
    game.out[player] = why
    game.points[player].saved = 0
    events.append(Eliminated(player, why))


# -- turrets ---------------------------------------------------------------------------------------------------
def check_rebuild(game: FmpState, action: Rebuild) -> Rejection | None:
    ship = movement.own(game, action.astronef)
    if isinstance(ship, Rejection):
        return ship
    if ship.kind is not Kind.ASTRONEF or ship.where != BOARD or not 0 <= action.pode < 3:
        return reject("FMP.SHIP.8", "no_pode")
    if game.taken_by.get(ship.id) != game.active:
        return reject("FMP.SHIP.8", "rebuild_takers_only")
    if game.live_turret(ship, action.pode) is not None:
        return reject("FMP.SHIP.8", "turret_standing")
    if firezones.under_fire(game, ship.hexes[1 + action.pode], game.active):
        return reject("FMP.SHIP.8", "pode_under_fire")
    return movement.pay(game, 2)


def rebuild(game: FmpState, action: Rebuild, events: list[Event]) -> None:
    ship = game.pieces[action.astronef]
    game.points[game.active].pay(2)
    turret = game.turrets(ship)[action.pode]
    game.change(turret, colour=ship.colour)
    game.place(turret, (ship.hexes[1 + action.pode],))
    game.shots[turret.id] = 0  # a rebuilt turret may fire at once
    events.append(TurretRebuilt(ship.id, action.pode))


# -- taking off ------------------------------------------------------------------------------------------------
def takeoff_cost(game: FmpState, ship: Piece) -> int:
    """FMP.END.4: 1 point plus 1 per missing turret."""
    return 1 + sum(1 for t in game.turrets(ship) if t.where != BOARD)


def check_takeoff(game: FmpState, action: TakeOff) -> Rejection | None:
    ship = movement.own(game, action.astronef)
    if isinstance(ship, Rejection):
        return ship
    if ship.kind is not Kind.ASTRONEF or ship.where != BOARD:
        return reject("FMP.END.4", "not_astronef")
    if game.turn != LAST_TURN:
        return reject("FMP.END.4", "takeoff_turn")
    return movement.pay(game, takeoff_cost(game, ship))


def takeoff(game: FmpState, ship: Piece, events: list[Event]) -> None:
    game.points[game.active].pay(takeoff_cost(game, ship))
    depart(game, ship, events)


def depart(game: FmpState, ship: Piece, events: list[Event]) -> None:
    """An astronef leaves with what it holds; its pieces left outside are abandoned (FMP.END.2-5)."""
    owner = game.owner(ship)
    assert owner is not None and ship.colour is not None
    contents = list(game.inside(ship))
    turrets = [t for t in game.turrets(ship) if t.where == BOARD]
    departure = Departure(ship.id, owner, game.turn, sum(1 for q in contents if q.kind is Kind.ORE),
                          sum(1 for q in contents if q.kind is not Kind.ORE), len(turrets))
    game.departed.append(departure)
    game.departed_colours.add(ship.colour)
    game.fire_dirty = True  # its pieces left outside give no more fire
    for t in turrets:
        game.remove(t, LEFT)
    game.remove(ship, LEFT)
    events.append(TookOff(ship.id, owner, departure.score))


# -- landing (turn 1) ------------------------------------------------------------------------------------------
def check_land(game: FmpState, action: Land) -> Rejection | None:
    ship = game.piece(action.astronef)
    if ship is None or ship.kind is not Kind.ASTRONEF or game.owner(ship) != game.active:
        return reject("FMP.START.2", "not_your_astronef")
    if ship.where != ORBIT:
        return reject("FMP.START.2", "already_landed")
    if action.orientation not in (0, 1):
        return reject("FMP.SHIP.1", "orientation")
    hexes = astronef_hexes(action.dome, action.orientation)
    if any(h not in game.planet.terrain for h in hexes):
        return reject("FMP.BOARD.1", "off_board")
    if not all(astronef_ground(game.planet.terrain[h]) for h in hexes):
        return reject("FMP.SHIP.1", "astronef_ground")
    if any(game.planet.on_edge(h) for h in hexes):
        return reject("FMP.START.2", "edge")
    zones = {game.planet.zone_of(h) for h in hexes}
    zone = zones.pop()
    if zones or zone is None:
        return reject("FMP.START.2", "one_zone")
    for taken in game.zone_of_ship.values():
        if game.planet.contiguous(zone, taken):
            return reject("FMP.START.2", "zone_taken" if zone == taken else "zone_next", zone=taken)
    if any(game.top.get(h) is not None and game.pieces[game.top[h]].kind is not Kind.ORE for h in hexes):
        return reject("FMP.MOVE.2", "occupied")
    return None


def ships_in_orbit(game: FmpState, player: int) -> list[Piece]:
    return [p for p in game.pieces if p.kind is Kind.ASTRONEF and p.where == ORBIT and game.owner(p) == player]


def landing_options(game: FmpState) -> list[Land]:
    """Every legal landing of the active player's astronefs still in orbit."""
    out = []
    taken = list(game.zone_of_ship.values())
    for ship in ships_in_orbit(game, game.active):
        for zone in sorted(game.planet.zones):
            if any(game.planet.contiguous(zone, t) for t in taken):
                continue  # the whole zone is out (FMP.START.2)
            for dome, o in game.planet.landing_spots(zone):
                action = Land(ship.id, dome, o)
                if check_land(game, action) is None:
                    out.append(action)
    return out


def land(game: FmpState, action: Land, events: list[Event]) -> None:
    ship = game.pieces[action.astronef]
    hexes = astronef_hexes(action.dome, action.orientation)
    zone = game.planet.zone_of(hexes[0])
    assert zone is not None
    cleared = []
    for h in sorted(game.planet.zones[zone] | game.planet.reefs[zone]):  # FMP.START.2: no ore in the zone
        ore = game.at(h)
        if ore is not None and ore.kind is Kind.ORE:
            game.remove(ore, GONE)
            cleared.append(ore.id)
    game.change(ship, orientation=action.orientation)
    game.place(ship, hexes)
    for t in game.turrets(ship):
        game.place(t, (hexes[1 + t.pode],))
    game.zone_of_ship[ship.id] = zone
    events.append(Landed(ship.id, zone, tuple(cleared)))


# -- deployment (turn 2) ---------------------------------------------------------------------------------------
def check_deploy(game: FmpState, action: Unload) -> Rejection | None:
    """FMP.START.3: free; land pieces in the astronef's zone, sea pieces and pontoons on the water of its
    coast."""
    ship = game.piece(action.carrier)
    if ship is None or ship.kind is not Kind.ASTRONEF or game.owner(ship) != game.active or ship.where != BOARD:
        return reject("FMP.START.3", "deploy_from_astronef")
    cargo = game.piece(action.cargo)
    if cargo is None or cargo.carrier != ship.id:
        return reject("FMP.TRANS.2", "not_aboard")
    zone = game.zone_of_ship[ship.id]
    if SPECS[cargo.kind].domain == "land":
        if any(h not in game.planet.zones[zone] for h in action.to):
            return reject("FMP.START.3", "deploy_zone", zone=zone)
    else:
        coast = game.planet.coast(zone)
        if not any(h in coast for h in action.to) or any(
                game.planet.terrain.get(h) not in ("sea", "reef") for h in action.to):
            return reject("FMP.START.3", "deploy_coast", zone=zone)
    return placing.placement(game, cargo, action.to, action.hang, deploy=True)
