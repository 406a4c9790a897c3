"""What the active player can do now, piece by piece: the queries behind the table's hints and the bots.

Every action listed here passes `FmpGame.check`; the generators only narrow the search to places that can work
(neighbouring hexes, hexes in range) and let the game decide.
"""

from __future__ import annotations

from collections.abc import Iterator

from arcade.core.hexgrid import Hex, distance, neighbors
from arcade.games.fmp.rules.actions import (
    Action,
    Attack,
    Build,
    Capture,
    Fire,
    Load,
    Move,
    Retreat,
    Shot,
    Transfer,
    Unload,
)
from arcade.games.fmp.rules.game import FmpGame, Phase
from arcade.games.fmp.rules.model import BOARD, CARRIED, Piece, Pos
from arcade.games.fmp.rules.pieces import Kind, fire_range, is_destroyer


def legal(game: FmpGame, actions: Iterator[Action]) -> list[Action]:
    return [a for a in actions if game.check(a) is None]


def moves(game: FmpGame, pid: int) -> list[Move]:
    """One move (the cheapest path) to every reachable place."""
    reach = game.reachable(pid)
    return [Move(pid, reach.path(pos)) for pos in sorted(reach.cost)]


def _places(p: Piece, around: list[Hex]) -> Iterator[Pos]:
    """Places for the piece touching `around`: one hex, or two for a barge (the second next to the first)."""
    for h in around:
        if p.kind is Kind.BARGE:
            for n in neighbors(h):
                yield (h, n)
        else:
            yield (h,)


def _around(carrier: Piece) -> list[Hex]:
    hexes = carrier.hexes[1:] if carrier.kind is Kind.ASTRONEF else carrier.hexes
    return sorted({n for h in hexes for n in neighbors(h) if n not in carrier.hexes})


def unloads(game: FmpGame, carrier: Piece) -> list[Action]:
    """Every legal unload (or, on turn 2, deployment) of what the carrier holds."""
    out: list[Action] = []
    for cid in carrier.contents:
        cargo = game.pieces[cid]
        if game.phase == Phase.DEPLOYMENT:
            zone = game.zone_of_ship[carrier.id]
            area = sorted(game.planet.zones[zone] if cargo.kind not in (Kind.BARGE, Kind.MOTORBOAT, Kind.PONTOON)
                          else game.planet.coast(zone))
        else:
            area = _around(carrier)
        for pos in _places(cargo, area):
            out.append(Unload(carrier.id, cid, pos))
    return legal(game, iter(out))


def loads(game: FmpGame, carrier: Piece) -> list[Action]:
    """Every legal load by the carrier of a piece, ore or pontoon next to it (into an astronef through a pode)."""
    ids = set()
    for h in _around(carrier):
        for pid in (game.top.get(h), game.pontoon_at.get(h)):
            if pid is not None:
                ids.add(pid)
    return legal(game, (Load(carrier.id, pid) for pid in sorted(ids)))


def transfers(game: FmpGame, carrier: Piece) -> list[Action]:
    """Free changes of hold inside a barge or an astronef."""
    inside = list(game.inside(carrier))
    holds = [carrier, *(q for q in inside if q.kind in (Kind.BARGE, Kind.CRAB, Kind.WEATHER_LAYER))]
    return legal(game, (Transfer(q.id, h.id) for q in inside for h in holds))


def builds(game: FmpGame, layer: Piece) -> list[Action]:
    return legal(game, (Build(layer.id, kind, n) for kind in ("tank", "crab", "pontoon") for n in neighbors(layer.hex)))


def _enemy_hexes(game: FmpGame) -> list[Hex]:
    """Hexes worth a shot: enemy pieces, turret podes, pontoons, ore."""
    out: list[Hex] = []
    for p in game.pieces:
        if p.where != BOARD or p.kind is Kind.ASTRONEF:
            continue
        if game.owner(p) != game.active or p.kind is Kind.PONTOON:
            out.extend(p.hexes)
    return sorted(set(out))


def _reaches(game: FmpGame, d: Piece, h: Hex, at: Hex | None = None) -> bool:
    """Does destroyer `d` (standing at `at`, by default where it is) have hex `h` in range?"""
    at = d.hex if at is None else at
    return distance(at, h) <= fire_range(d.kind, game.planet.terrain[at])


def _partners(game: FmpGame, d: Piece, same_colour: bool = False) -> list[Piece]:
    """The other destroyers on the planet of d's player (of d's colour too, for a capture)."""
    owner = game.owner(d)
    return [q for q in game.pieces if q.where == BOARD and q.id != d.id and is_destroyer(q.kind)
            and game.owner(q) == owner and (not same_colour or q.colour == d.colour)]


def fires(game: FmpGame, shooter: Piece) -> list[Action]:
    """Every legal pair shot involving this destroyer."""
    if shooter.where != BOARD or not is_destroyer(shooter.kind):
        return []
    targets = [h for h in _enemy_hexes(game) if _reaches(game, shooter, h)]
    return legal(game, (Fire((shooter.id, q.id), h) for h in targets for q in _partners(game, shooter)
                        if _reaches(game, q, h)))


def captures(game: FmpGame, taker: Piece) -> list[Action]:
    if taker.where != BOARD or not is_destroyer(taker.kind) or taker.kind is Kind.TURRET:
        return []
    near = {game.top[n] for n in neighbors(taker.hex) if n in game.top}
    return legal(game, (Capture((taker.id, q.id), t) for t in sorted(near) for q in _partners(game, taker, True)
                        if any(distance(q.hex, h) == 1 for h in game.pieces[t].hexes)))


def attacks(game: FmpGame, pid: int, limit: int = 6) -> list[Action]:
    """Second-arrival attacks: a step into enemy fire from a reachable place, then a shot with a partner."""
    p = game.pieces[pid]
    owner = game.owner(p)
    if owner is None or not is_destroyer(p.kind) or p.kind is Kind.TURRET or p.where != BOARD:
        return []
    budget = game.points[owner].available - 2
    if budget < 1:
        return []
    reach = game.reachable(pid, budget - 1)
    fire = game.hexes_under_fire(owner)
    enemies = _enemy_hexes(game)
    partners = _partners(game, p)
    out: list[Action] = []
    for pos in [p.hexes, *sorted(reach.cost)]:
        for n in neighbors(pos[0]):
            if n not in fire or n in game.top or not game.can_enter(p, n):
                continue
            path = (*reach.path(pos), (n,))
            for target in enemies:
                if not _reaches(game, p, target, at=n):
                    continue
                for q in partners:
                    if _reaches(game, q, target):
                        action = Attack(pid, path, (Shot(q.id, target),))
                        if game.check(action) is None:
                            out.append(action)
                            if len(out) >= limit:
                                return out
    return out


def retreats(game: FmpGame, p: Piece) -> list[Action]:
    if p.where != BOARD:
        return []
    return legal(game, (Retreat(p.id, step) for step in game.steps(p.hexes)))


def piece_actions(game: FmpGame, pid: int, with_attacks: bool = False) -> list[Action]:
    """Everything the active player may do with this piece now."""
    p = game.pieces[pid]
    if game.owner(p) != game.active or p.where not in (BOARD, CARRIED):
        return []
    if game.phase == Phase.DEPLOYMENT:
        return unloads(game, p) + transfers(game, p) if p.kind is Kind.ASTRONEF else []
    if game.phase != Phase.PLAY:
        return []
    if game.window is not None and p.colour in game.window and game.piece_under_fire(p):
        return retreats(game, p)
    out: list[Action] = []
    if p.where == BOARD and p.kind not in (Kind.ASTRONEF, Kind.TURRET):
        out += moves(game, pid)
    if p.kind in (Kind.BARGE, Kind.CRAB, Kind.WEATHER_LAYER, Kind.ASTRONEF) and p.where == BOARD:
        out += loads(game, p) + unloads(game, p)
        if p.kind in (Kind.BARGE, Kind.ASTRONEF):
            out += transfers(game, p)
    if p.kind is Kind.WEATHER_LAYER and p.where == BOARD:
        out += builds(game, p)
    out += fires(game, p) + captures(game, p)
    if with_attacks:
        out += attacks(game, pid)
    return out


def astronef_entries(game: FmpGame, pid: int) -> list[Action]:
    """Loads of this piece into any astronef next to it (entering one's own, or taking a defenceless one)."""
    p = game.pieces[pid]
    ships = [s for s in game.pieces if s.kind is Kind.ASTRONEF and s.where == BOARD and p.where == BOARD
             and any(distance(h, pode) == 1 for h in p.hexes for pode in s.hexes[1:])]
    return legal(game, (Load(s.id, pid) for s in ships))
