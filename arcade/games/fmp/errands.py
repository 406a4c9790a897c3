"""Errands: the plans of a few actions that bring ore and pieces home, for the Hard computer.

Ore scores only once it is inside an astronef, and a piece only if it is aboard at the take-off (FMP.END.5). A
transporter gets there by moves that pay only together: driven next to the ore, then loading it (FMP.TRANS.2);
driven next to a pode, then putting its ore down into the astronef (FMP.SHIP.2). Among the hundreds of moves a turn
offers, drawn a few dozen at a time, the one that ends beside the ore is seldom tried, and its load never in the
same look: the arena's games brought about five ore a player home out of sixty on the planet. Here each
transporter's cheapest ways to load the nearest ore, or to put its ore into the astronef, and in the last turns each
piece's way aboard, are made into plans confirmed step by step by `check` on a copy (`strikes.holds`); where the ore
or the astronef is beyond this turn's points, the moves that end nearest it are offered instead, as plans of one
move aimed at it (`towards`).
"""

from __future__ import annotations

import heapq
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from arcade.core.hexgrid import Hex, distance
from arcade.games.fmp.reasons import CARRIERS, HOMEWARD, PREY, PROSPECTING
from arcade.games.fmp.rules import placing
from arcade.games.fmp.rules.actions import Action, Load, Move, Unload
from arcade.games.fmp.rules.game import FmpGame
from arcade.games.fmp.rules.model import BOARD, Piece
from arcade.games.fmp.rules.pieces import Kind, can_carry
from arcade.games.fmp.rules.state import LAST_TURN
from arcade.games.fmp.strikes import Way, cheapest_held, ways

#: Each hex's neighbours on the planet.
Adjacency = Mapping[Hex, Sequence[Hex]]
#: The pieces brought home for the take-off (a pontoon belongs to no one, FMP.PONT.4).
HOMECOMERS = (*PREY, Kind.WEATHER_LAYER)
#: Ore hexes tried for each transporter (the cheapest to reach, or the nearest where none is in reach).
ORE_TRIED = 3


@dataclass(frozen=True)
class Errand:
    """A plan: its actions in order, what it is for ("ore": load ore; "deliver": ore into the astronef; "home":
    a piece aboard for the take-off; "way_ore", "way_home": a move on the way to the ore or home, beyond this
    turn's points), the hex it aims at, and what it costs in action points."""

    actions: tuple[Action, ...]
    purpose: str
    target: Hex
    cost: int


def errands(state: FmpGame, seat: int, legal: Sequence[Action]) -> list[Errand]:
    """The seat's confirmed errands now, cheapest first (`cheapest_held`, as its strikes: a late turn offers a way
    aboard for every piece out)."""
    ships = state.astronefs(seat)
    if not ships or state.active != seat:
        return []
    left = LAST_TURN - state.turn
    mine = [p for p in state.pieces if p.where == BOARD and state.owner(p) == seat and p.id not in state.neutralized]
    carriers = [p for p in mine if p.kind in CARRIERS] if left >= 1 else []
    homing = [p for p in mine if p.kind in HOMECOMERS] if left < HOMEWARD else []
    places = ways([*carriers, *homing], legal)
    podes = {h: ship for ship in ships for h in ship.hexes[1:]}
    ore = {q.hex: q for q in state.pieces if q.kind is Kind.ORE and q.where == BOARD
           and placing.loadable(state, q) is None}
    adjacent = state.planet.adjacency()
    found: list[Errand] = []
    for carrier in carriers:
        loaded = [q for q in carrier.contents if state.pieces[q].kind is Kind.ORE]
        if loaded:
            found += deliveries(carrier, loaded, places[carrier.id], podes, adjacent)
        if can_carry(carrier.kind, Kind.ORE, state.room(carrier)) and left >= PROSPECTING:
            found += ore_runs(state, carrier, places[carrier.id], ore, adjacent)
    for piece in homing:
        if piece.kind not in CARRIERS or left < PROSPECTING:
            found += homecomings(piece, places[piece.id], podes, adjacent)
    return cheapest_held(state, seat, found)


def beside(way: Way, targets: Mapping[Hex, object], adjacent: Adjacency) -> list[Hex]:
    """The target hexes next to where `way` ends."""
    return sorted({n for h in way.place for n in adjacent[h] if n in targets and n not in way.place})


def opening(way: Way) -> tuple[Action, ...]:
    return () if way.move is None else (way.move,)


def ore_runs(state: FmpGame, carrier: Piece, places: list[Way], ore: dict[Hex, Piece],
             adjacent: Adjacency) -> list[Errand]:
    """For each of the `ORE_TRIED` nearest ore hexes, the carrier's way beside it that lets it load the most ore
    it has room for (the cheapest of those), and its loads."""
    room = state.room(carrier)
    best: dict[Hex, tuple[int, int, Way, list[Hex]]] = {}
    for way in places:
        near = beside(way, ore, adjacent)
        for h in near:
            key = (-min(len(near), room), way.cost)
            if h not in best or key < best[h][:2]:
                best[h] = (*key, way, [h, *(n for n in near if n != h)][:room])
    found = []
    for h, (_, cost, way, loaded) in sorted(best.items(), key=lambda item: item[1][1])[:ORE_TRIED]:
        loads = tuple(Load(carrier.id, ore[n].id) for n in loaded)
        found.append(Errand((*opening(way), *loads), "ore", h, cost + len(loads)))
    return found


def at_a_pode(places: list[Way], podes: dict[Hex, Piece], adjacent: Adjacency) -> tuple[Way, Hex] | None:
    """The cheapest of `places` next to a pode, and that pode (None: none is)."""
    for way in sorted(places, key=lambda w: w.cost):
        doors = beside(way, podes, adjacent)
        if doors:
            return way, doors[0]
    return None


def deliveries(carrier: Piece, loaded: list[int], places: list[Way], podes: dict[Hex, Piece],
               adjacent: Adjacency) -> list[Errand]:
    """The carrier's cheapest way next to a pode, then each of its ore put down into the astronef through it."""
    found = at_a_pode(places, podes, adjacent)
    if found is None:
        return []
    way, door = found
    unloads = tuple(Unload(carrier.id, q, (door,)) for q in loaded)
    return [Errand((*opening(way), *unloads), "deliver", door, way.cost + len(unloads))]


def homecomings(piece: Piece, places: list[Way], podes: dict[Hex, Piece],
                adjacent: Adjacency) -> list[Errand]:
    """The piece's cheapest way next to a pode, then the astronef loading it (FMP.SHIP.2)."""
    found = at_a_pode(places, podes, adjacent)
    if found is None:
        return []
    way, door = found
    return [Errand((*opening(way), Load(podes[door].id, piece.id)), "home", door, way.cost + 1)]


def towards(state: FmpGame, seat: int, legal: Sequence[Action]) -> list[Errand]:
    """The errands beyond this turn's points, a move on the way: each transporter driven towards the ore it could
    load ("way_ore"), or home with its ore ("way_home"); in the last turns each piece driven home. For each of the
    `ORE_TRIED` goal hexes nearest the piece (ore, or its astronef's), the move that ends nearest it, the cheapest
    of those: a goal the piece may hold from turn to turn (`bots.aim`), though ore nearer it now lies elsewhere."""
    ships = state.astronefs(seat)
    if not ships or state.active != seat:
        return []
    left = LAST_TURN - state.turn
    home = [h for ship in ships for h in ship.hexes]
    ore = [q.hex for q in state.pieces if q.kind is Kind.ORE and q.where == BOARD]
    goals: dict[int, tuple[str, list[Hex]]] = {}
    for p in state.pieces:
        if p.where != BOARD or state.owner(p) != seat or p.id in state.neutralized:
            continue
        loaded = any(state.pieces[q].kind is Kind.ORE for q in p.contents)
        if p.kind in CARRIERS and left >= PROSPECTING and not loaded and ore:
            goals[p.id] = ("way_ore", ore)
        elif p.kind in CARRIERS and loaded or p.kind in HOMECOMERS and left < HOMEWARD:
            goals[p.id] = ("way_home", home)
    found: list[Errand] = []
    for pid, (purpose, goal) in goals.items():
        here = state.pieces[pid].hex
        moves = [a for a in legal if isinstance(a, Move) and a.piece == pid]
        offered: set[Move] = set()
        for target in heapq.nsmallest(ORE_TRIED, goal, key=lambda h: (distance(here, h), h)):
            away = distance(here, target)
            reached = [(distance(a.path[-1][0], target), len(a.path), i, a) for i, a in enumerate(moves)]
            nearer = [option for option in reached if option[0] < away]
            if nearer:
                _, cost, _, move = min(nearer)
                if move not in offered:
                    offered.add(move)
                    found.append(Errand((move,), purpose, target, cost))
    return found
