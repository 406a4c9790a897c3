"""Transporters: loading, unloading, changing holds, the weather layer's builds, and pontoons (FMP.TRANS,
FMP.POND, FMP.PONT). The astronef is a transporter too: going in and out of it asks its own door rules
(astronef.py); where cargo may be put down is placing.py's."""

from __future__ import annotations

from arcade.core.hexgrid import distance
from arcade.core.protocol import Rejection
from arcade.games.fmp.rules import astronef, combat, firezones, movement, placing, stranding
from arcade.games.fmp.rules.actions import Build, Load, Transfer, Unload
from arcade.games.fmp.rules.events import Built, Destroyed, Event, Loaded, Stuck, Transferred, Unloaded
from arcade.games.fmp.rules.model import BOARD, CARRIED, GONE, RESERVE, Piece, Pos
from arcade.games.fmp.rules.pieces import Kind, can_carry
from arcade.games.fmp.rules.placing import HOLDS
from arcade.games.fmp.rules.refusals import kind_term, kinds_term, piece_words, reject
from arcade.games.fmp.rules.state import FmpState, Phase

TRANSPORTERS = (Kind.BARGE, Kind.CRAB, Kind.WEATHER_LAYER, Kind.ASTRONEF)


# -- loading ---------------------------------------------------------------------------------------------------
def _carrier(game: FmpState, pid: int) -> Piece | Rejection:
    c = game.piece(pid)
    if c is None or c.where != BOARD:
        return reject("FMP.TRANS.1", "no_carrier")
    if c.kind not in TRANSPORTERS:
        return reject("FMP.TRANS.1", "not_transporter")
    return c


def check_load(game: FmpState, action: Load) -> Rejection | None:
    c = _carrier(game, action.carrier)
    if isinstance(c, Rejection):
        return c
    cargo = game.piece(action.cargo)
    if cargo is None or cargo.where != BOARD or cargo.id == c.id:
        return reject("FMP.MOVE.2", "no_piece")
    if c.kind is Kind.ASTRONEF:
        return astronef.check_enter(game, c, cargo)
    own = movement.own(game, c.id)
    if isinstance(own, Rejection):
        return own
    problem = movement.cannot_act(game, c)
    if problem:
        return problem
    if not can_carry(c.kind, cargo.kind, game.room(c)):
        return reject("FMP.TRANS.1", "cannot_carry", kind=kind_term(cargo.kind))
    if not any(distance(a, b) == 1 for a in c.hexes for b in cargo.hexes):
        return reject("FMP.TRANS.2", "not_adjacent_cargo")
    if cargo.kind is Kind.HEAVY_TANK and any(game.planet.terrain[h] == "mountain" for h in c.hexes):
        return reject("FMP.MOVE.3", "heavy_mountain")  # carried, it would stand on the mountain
    return placing.loadable(game, cargo) or _carrier_out_of_fire(game, c) or movement.pay(game, 1)


def _carrier_out_of_fire(game: FmpState, c: Piece) -> Rejection | None:
    if c.kind is not Kind.ASTRONEF and firezones.piece_under_fire(game, c):
        return reject("FMP.TRANS.5", "carrier_under_fire")
    return None


def load(game: FmpState, action: Load, events: list[Event]) -> None:
    c, cargo = game.pieces[action.carrier], game.pieces[action.cargo]
    game.points[game.active].pay(1)
    lost: list[int] = []
    if cargo.kind is Kind.PONTOON:
        lost = combat.collapse(game, cargo, include_self=False)
        game.change(cargo, hangs_from=None)
    game.put_in(cargo, c)
    game.penalized.discard(cargo.id)
    events.append(Loaded(c.id, cargo.id))
    if lost:
        events.append(Destroyed(tuple(lost), None))
    if c.kind is Kind.ASTRONEF:
        astronef.entered(game, c, cargo, events)


# -- unloading -------------------------------------------------------------------------------------------------
def check_unload(game: FmpState, action: Unload) -> Rejection | None:
    c = _carrier(game, action.carrier)
    if isinstance(c, Rejection):
        return c
    own = movement.own(game, c.id)
    if isinstance(own, Rejection):
        return own
    cargo = game.piece(action.cargo)
    if cargo is None or cargo.carrier != c.id:
        return reject("FMP.TRANS.2", "not_aboard")
    if c.kind is Kind.ASTRONEF:
        if cargo.kind is Kind.ORE:
            return reject("FMP.POND.4", "ore_stays")
        if any(q.kind is Kind.ORE for q in game.inside(cargo)):  # (the way out: its ore into the hold first)
            return reject("FMP.POND.4", "ore_stays_aboard")
        return astronef.check_exit(game, c, cargo, action) or movement.pay(game, 1)
    problem = movement.cannot_act(game, c) or _carrier_out_of_fire(game, c)
    if problem:
        return problem
    if len(action.to) != 1 or action.to[0] in c.hexes or not any(distance(a, action.to[0]) == 1 for a in c.hexes):
        return reject("FMP.TRANS.2", "not_adjacent_place")
    return placing.placement(game, cargo, action.to, action.hang) or movement.pay(game, 1)


def unload(game: FmpState, action: Unload, events: list[Event]) -> None:
    c, cargo = game.pieces[action.carrier], game.pieces[action.cargo]
    if game.phase != Phase.DEPLOYMENT:
        game.points[game.active].pay(1)
    _put_down(game, cargo, action.to, action.hang, events)
    events.append(Unloaded(c.id, cargo.id, action.to))
    if cargo.where == BOARD:
        why = stranding.is_stuck(game, cargo)
        if why:
            events.append(Stuck(cargo.id, why))
        if game.phase == Phase.PLAY:
            combat.pin_if_holding(game, cargo)


def _put_down(game: FmpState, p: Piece, to: Pos, hang: int | None, events: list[Event]) -> None:
    occupant = game.at(to[0]) if len(to) == 1 else None
    if occupant is not None and occupant.kind in HOLDS:
        game.put_in(p, occupant)
        return
    if occupant is not None and occupant.kind is Kind.ASTRONEF:
        game.put_in(p, occupant)
        astronef.entered(game, occupant, p, events)
        return
    game.lift(p)
    game.place(p, to)
    if p.kind is Kind.PONTOON:
        hangs = None
        if not placing.touches_land(game, to[0]):
            hangs = hang if hang is not None else placing.pontoons_touching(game, to[0])[0]
        game.change(p, hangs_from=hangs)


# -- holds -----------------------------------------------------------------------------------------------------
def check_transfer(game: FmpState, action: Transfer) -> Rejection | None:
    p = game.piece(action.piece)
    into = game.piece(action.into)
    if p is None or into is None or p.where != CARRIED or p.carrier == into.id or p.id == into.id:
        return reject("FMP.TRANS.2", "not_aboard")
    outer = game.outermost(p)
    if outer.kind not in (Kind.BARGE, Kind.ASTRONEF) or game.outermost(into) is not outer or (
            into.where != CARRIED and into is not outer):
        return reject("FMP.TRANS.2", "not_same_hold")
    if game.owner(outer) != game.active:
        return reject("FMP.CAPT.1", "not_yours", **piece_words(outer, game.planet.layout))
    if outer.kind is Kind.BARGE:
        problem = movement.cannot_act(game, outer)  # a stranded or neutralized barge can do absolutely nothing
        if problem:
            return problem
    if into.kind is Kind.ASTRONEF:
        return None
    if into in game.inside(p):
        return reject("FMP.TRANS.1", "cannot_carry", kind=kind_term(p.kind))
    if into.kind not in (Kind.BARGE, Kind.CRAB, Kind.WEATHER_LAYER) or not can_carry(
            into.kind, p.kind, game.room(into)):
        return reject("FMP.TRANS.1", "cannot_carry", kind=kind_term(p.kind))
    return None


def transfer(game: FmpState, action: Transfer, events: list[Event]) -> None:
    p = game.pieces[action.piece]
    game.put_in(p, game.pieces[action.into])
    events.append(Transferred(p.id, action.into))


# -- building from ore (the weather layer) ---------------------------------------------------------------------
def check_build(game: FmpState, action: Build) -> Rejection | None:
    layer = movement.own(game, action.layer)
    if isinstance(layer, Rejection):
        return layer
    if layer.kind is not Kind.WEATHER_LAYER:
        return reject("FMP.POND.1", "not_layer")
    problem = movement.cannot_act(game, layer) or _carrier_out_of_fire(game, layer)
    if problem:
        return problem
    if not any(game.pieces[c].kind is Kind.ORE for c in layer.contents):
        return reject("FMP.POND.1", "no_ore")
    try:
        kind = Kind(action.kind)
    except ValueError:
        kind = Kind.ORE
    if kind not in (Kind.TANK, Kind.CRAB, Kind.PONTOON):
        return reject("FMP.POND.1", "build_what")
    done = game.builds.get(layer.id, [])
    if len(done) >= 2:
        return reject("FMP.POND.2", "two_builds")
    if kind.value in done and kind is not Kind.TANK:
        return reject("FMP.POND.2", "same_build", kind=kinds_term(kind))
    if _from_reserve(game, kind) is None:
        return reject("FMP.POND.3", "reserve_empty", kind=kinds_term(kind))
    if distance(layer.hex, action.to) != 1:
        return reject("FMP.TRANS.2", "not_adjacent_place")
    if game.at(action.to) is not None and game.at(action.to).kind is Kind.ASTRONEF:  # type: ignore[union-attr]
        return reject("FMP.TRANS.4", "place_taken")
    probe = Piece(-1, kind, layer.colour, RESERVE)
    return placing.placement(game, probe, (action.to,), action.hang) or movement.pay(game, 1)


def _from_reserve(game: FmpState, kind: Kind) -> Piece | None:
    return next((p for p in game.pieces if p.where == RESERVE and p.kind is kind), None)


def build(game: FmpState, action: Build, events: list[Event]) -> None:
    layer = game.pieces[action.layer]
    game.points[game.active].pay(1)
    ore = next(game.pieces[c] for c in layer.contents if game.pieces[c].kind is Kind.ORE)
    game.remove(ore, GONE)
    kind = Kind(action.kind)
    piece = _from_reserve(game, kind)
    assert piece is not None
    game.change(piece, colour=None if kind is Kind.PONTOON else layer.colour)
    _put_down(game, piece, (action.to,), action.hang, events)
    game.builds.setdefault(layer.id, []).append(kind.value)
    events.append(Built(layer.id, piece.id, kind.value, action.to, ore.id))
