"""Where a piece may go into a transporter or be put down: the cargo side of loading, the places an unloaded, deployed
or built piece may take, and where a pontoon holds (FMP.TRANS.4-7, FMP.PONT, FMP.SHIP.2). The astronef's doors
(astronef.py) and the holds (transport.py) both ask here."""

from __future__ import annotations

from arcade.core.hexgrid import Hex, distance
from arcade.core.protocol import Rejection
from arcade.games.fmp.rules import firezones, movement, stranding
from arcade.games.fmp.rules.model import Piece, Pos
from arcade.games.fmp.rules.pieces import SPECS, Kind, can_carry
from arcade.games.fmp.rules.refusals import kind_term, piece_words, reject
from arcade.games.fmp.rules.state import FmpState
from arcade.games.fmp.rules.tides import land_at

#: The transporters a piece can be put into from outside (the astronef has its own door rules).
HOLDS = (Kind.BARGE, Kind.CRAB, Kind.WEATHER_LAYER)


def loadable(game: FmpState, cargo: Piece) -> Rejection | None:
    """The cargo side of loading: the player's own piece (or ore, or a bare pontoon), loadable where it is."""
    h = cargo.hex
    # FMP.TRANS.7: nothing is loaded from a submerged hex (a pontoon apart); a boat or a barge afloat on its
    # water is not submerged
    afloat = SPECS[cargo.kind].domain == "sea"
    if cargo.kind is not Kind.PONTOON and not afloat and not land_at(game.planet.terrain[h], game.tide) \
            and h not in game.pontoon_at:
        return reject("FMP.TRANS.7" if cargo.kind is not Kind.ORE else "FMP.BOARD.3", "submerged")
    if cargo.kind is Kind.PONTOON:
        if h in game.top:
            return reject("FMP.PONT.1", "pontoon_in_use")
    elif cargo.kind is not Kind.ORE:
        if game.owner(cargo) != game.active:
            return reject("FMP.CAPT.1", "not_yours", **piece_words(cargo, game.planet.layout))
        problem = movement.cannot_act(game, cargo)  # stranded or bogged pieces are "strictement inamovibles" too
        if problem:
            return problem
        if cargo.id in game.pinned:
            return reject("FMP.NEUT.3", "pinned")
    if any(firezones.under_fire(game, x, game.active) for x in cargo.hexes):
        return reject("FMP.TRANS.5", "cargo_under_fire")
    return None


def placement(game: FmpState, cargo: Piece, to: Pos, hang: int | None, deploy: bool = False) -> Rejection | None:
    """Where an unloaded, deployed or built piece may be put down (FMP.TRANS.4-7, FMP.PONT.3, FMP.TIDE.2);
    unloading onto a pode of one's own astronef puts the piece inside it (FMP.SHIP.2, "the astronef is a
    transporter")."""
    if cargo.kind is Kind.BARGE:
        if len(to) != 2 or distance(to[0], to[1]) != 1:
            return reject("FMP.MOVE.5", "barge_two_hexes")
    elif len(to) != 1:
        return reject("FMP.TRANS.4", "one_hex")
    heavy = game.carries_heavy(cargo)
    for h in to:
        t = game.planet.terrain.get(h)
        if t is None:
            return reject("FMP.BOARD.1", "off_board")
        occupant = game.at(h)
        if occupant is not None and occupant.kind is Kind.ASTRONEF and len(to) == 1 and not deploy:
            return _into_astronef(game, occupant, h)
        if not deploy and firezones.under_fire(game, h, game.active):
            return reject("FMP.TRANS.5", "place_under_fire")
        if occupant is not None:
            if occupant.kind in HOLDS and game.owner(occupant) == game.active \
                    and can_carry(occupant.kind, cargo.kind, game.room(occupant)) and len(to) == 1:
                if heavy and any(game.planet.terrain[x] == "mountain" for x in occupant.hexes):
                    return reject("FMP.MOVE.3", "heavy_mountain")
                problem = movement.cannot_act(game, occupant)  # a stranded transporter takes nothing in
                if problem:
                    return problem
                continue  # into a transporter with room (FMP.TRANS.4); the weather layer takes ore
            return reject("FMP.TRANS.4", "place_taken")
        if heavy and t == "mountain":
            return reject("FMP.MOVE.3", "heavy_mountain")
        pontoon = h in game.pontoon_at
        if cargo.kind is Kind.PONTOON:
            if pontoon:
                return reject("FMP.TRANS.4", "place_taken")
            return _anchor_problem(game, h, hang)
        if SPECS[cargo.kind].domain == "sea":
            if pontoon or land_at(t, game.tide):
                return reject("FMP.TIDE.2", "wrong_ground", kind=kind_term(cargo.kind))
        elif t == "sea" and not pontoon:
            return reject("FMP.TRANS.7", "open_sea")
    return None


def _into_astronef(game: FmpState, ship: Piece, h: Hex) -> Rejection | None:
    """Unloading into an astronef: through a pode, into one the player controls (taking one needs a destroyer
    moving in on its own, FMP.SHIP.6)."""
    if h not in ship.hexes[1:]:
        return reject("FMP.SHIP.2", "next_to_pode")
    if game.owner(ship) != game.active:
        return reject("FMP.SHIP.10", "foreign_astronef")
    return None


def touches_land(game: FmpState, h: Hex) -> bool:
    """A pontoon here is an anchor: it stands on or touches land at the present tide (FMP.PONT.3)."""
    land = stranding.land_hexes(game)
    return h in land or any(n in land for n in game.planet.adjacency()[h])


def pontoons_touching(game: FmpState, h: Hex) -> list[int]:
    return sorted(game.pontoon_at[n] for n in game.planet.adjacency()[h] if n in game.pontoon_at)


def _anchor_problem(game: FmpState, h: Hex, hang: int | None) -> Rejection | None:
    """FMP.PONT.3: an anchor touches land; any other pontoon hangs from a pontoon it touches."""
    if touches_land(game, h):
        return None
    near = pontoons_touching(game, h)
    if not near:
        return reject("FMP.PONT.3", "pontoon_floating")
    if hang is not None and hang not in near:
        return reject("FMP.PONT.3", "hang_not_touching")
    return None
