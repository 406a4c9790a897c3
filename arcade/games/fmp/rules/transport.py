"""Transporters: loading, unloading, changing holds, the weather layer's builds, and pontoons (FMP.TRANS,
FMP.POND, FMP.PONT). The astronef is a transporter too, with its own rules for entering and leaving (astronef.py
fills in `_check_enter`, `_check_exit` and `_entered`)."""

from __future__ import annotations

from arcade.core.hexgrid import Hex, distance
from arcade.core.protocol import Rejection
from arcade.games.fmp.rules.actions import Build, Load, Transfer, Unload
from arcade.games.fmp.rules.combat import Combat
from arcade.games.fmp.rules.events import Built, Destroyed, Event, Loaded, Stuck, Transferred, Unloaded
from arcade.games.fmp.rules.model import BOARD, CARRIED, GONE, RESERVE, Piece, Pos
from arcade.games.fmp.rules.pieces import SPECS, Kind, can_carry
from arcade.games.fmp.rules.refusals import kind_term, kinds_term, piece_words, reject
from arcade.games.fmp.rules.state import Phase
from arcade.games.fmp.rules.tides import land_at

TRANSPORTERS = (Kind.BARGE, Kind.CRAB, Kind.WEATHER_LAYER, Kind.ASTRONEF)
#: The transporters a piece can be put into from outside (the astronef has its own door rules).
HOLDS = (Kind.BARGE, Kind.CRAB, Kind.WEATHER_LAYER)


class Transport(Combat):
    # -- the astronef's part (astronef.py) -------------------------------------------------------------------------
    def _check_enter(self, ship: Piece, cargo: Piece) -> Rejection | None:
        raise NotImplementedError

    def _check_exit(self, ship: Piece, cargo: Piece, action: Unload) -> Rejection | None:
        raise NotImplementedError

    def _entered(self, ship: Piece, cargo: Piece, events: list[Event]) -> None:
        raise NotImplementedError

    # -- loading ---------------------------------------------------------------------------------------------------
    def _carrier(self, pid: int) -> Piece | Rejection:
        c = self.piece(pid)
        if c is None or c.where != BOARD:
            return reject("FMP.TRANS.1", "no_carrier")
        if c.kind not in TRANSPORTERS:
            return reject("FMP.TRANS.1", "not_transporter")
        return c

    def _check_load(self, action: Load) -> Rejection | None:
        c = self._carrier(action.carrier)
        if isinstance(c, Rejection):
            return c
        cargo = self.piece(action.cargo)
        if cargo is None or cargo.where != BOARD or cargo.id == c.id:
            return reject("FMP.MOVE.2", "no_piece")
        if c.kind is Kind.ASTRONEF:
            return self._check_enter(c, cargo)
        own = self._own(c.id)
        if isinstance(own, Rejection):
            return own
        problem = self._cannot_act(c)
        if problem:
            return problem
        if not can_carry(c.kind, cargo.kind, self.room(c)):
            return reject("FMP.TRANS.1", "cannot_carry", kind=kind_term(cargo.kind))
        if not any(distance(a, b) == 1 for a in c.hexes for b in cargo.hexes):
            return reject("FMP.TRANS.2", "not_adjacent_cargo")
        if cargo.kind is Kind.HEAVY_TANK and any(self.planet.terrain[h] == "mountain" for h in c.hexes):
            return reject("FMP.MOVE.3", "heavy_mountain")  # carried, it would stand on the mountain
        return self._loadable(cargo) or self._carrier_out_of_fire(c) or self._pay(1)

    def _loadable(self, cargo: Piece) -> Rejection | None:
        """The cargo side of loading: the player's own piece (or ore, or a bare pontoon), loadable where it is."""
        h = cargo.hex
        # FMP.TRANS.7: nothing is loaded from a submerged hex (a pontoon apart); a boat or a barge afloat on its
        # water is not submerged
        afloat = SPECS[cargo.kind].domain == "sea"
        if cargo.kind is not Kind.PONTOON and not afloat and not land_at(self.planet.terrain[h], self.tide) \
                and h not in self.pontoon_at:
            return reject("FMP.TRANS.7" if cargo.kind is not Kind.ORE else "FMP.BOARD.3", "submerged")
        if cargo.kind is Kind.PONTOON:
            if h in self.top:
                return reject("FMP.PONT.1", "pontoon_in_use")
        elif cargo.kind is not Kind.ORE:
            if self.owner(cargo) != self.active:
                return reject("FMP.CAPT.1", "not_yours", **piece_words(cargo, self.planet.layout))
            problem = self._cannot_act(cargo)  # stranded or bogged pieces are "strictement inamovibles" too
            if problem:
                return problem
            if cargo.id in self.pinned:
                return reject("FMP.NEUT.3", "pinned")
        if any(self.under_fire(x, self.active) for x in cargo.hexes):
            return reject("FMP.TRANS.5", "cargo_under_fire")
        return None

    def _carrier_out_of_fire(self, c: Piece) -> Rejection | None:
        if c.kind is not Kind.ASTRONEF and self.piece_under_fire(c):
            return reject("FMP.TRANS.5", "carrier_under_fire")
        return None

    def _load(self, action: Load, events: list[Event]) -> None:
        c, cargo = self.pieces[action.carrier], self.pieces[action.cargo]
        self.points[self.active].pay(1)
        lost: list[int] = []
        if cargo.kind is Kind.PONTOON:
            lost = self._collapse(cargo, include_self=False)
            self._set(cargo, hangs_from=None)
        self._put_in(cargo, c)
        self.penalized.discard(cargo.id)
        events.append(Loaded(c.id, cargo.id))
        if lost:
            events.append(Destroyed(tuple(lost), None))
        if c.kind is Kind.ASTRONEF:
            self._entered(c, cargo, events)

    # -- unloading -------------------------------------------------------------------------------------------------
    def _check_unload(self, action: Unload) -> Rejection | None:
        c = self._carrier(action.carrier)
        if isinstance(c, Rejection):
            return c
        own = self._own(c.id)
        if isinstance(own, Rejection):
            return own
        cargo = self.piece(action.cargo)
        if cargo is None or cargo.carrier != c.id:
            return reject("FMP.TRANS.2", "not_aboard")
        if c.kind is Kind.ASTRONEF:
            if cargo.kind is Kind.ORE:
                return reject("FMP.POND.4", "ore_stays")
            if any(q.kind is Kind.ORE for q in self.inside(cargo)):  # (the way out: its ore into the hold first)
                return reject("FMP.POND.4", "ore_stays_aboard")
            return self._check_exit(c, cargo, action) or self._pay(1)
        problem = self._cannot_act(c) or self._carrier_out_of_fire(c)
        if problem:
            return problem
        if len(action.to) != 1 or action.to[0] in c.hexes or not any(distance(a, action.to[0]) == 1 for a in c.hexes):
            return reject("FMP.TRANS.2", "not_adjacent_place")
        return self._placement(cargo, action.to, action.hang) or self._pay(1)

    def _placement(self, cargo: Piece, to: Pos, hang: int | None, deploy: bool = False) -> Rejection | None:
        """Where an unloaded, deployed or built piece may be put down (FMP.TRANS.4-7, FMP.PONT.3, FMP.TIDE.2);
        unloading onto a pode of one's own astronef puts the piece inside it (FMP.SHIP.2, "the astronef is a
        transporter")."""
        if cargo.kind is Kind.BARGE:
            if len(to) != 2 or distance(to[0], to[1]) != 1:
                return reject("FMP.MOVE.5", "barge_two_hexes")
        elif len(to) != 1:
            return reject("FMP.TRANS.4", "one_hex")
        heavy = self.carries_heavy(cargo)
        for h in to:
            t = self.planet.terrain.get(h)
            if t is None:
                return reject("FMP.BOARD.1", "off_board")
            occupant = self.at(h)
            if occupant is not None and occupant.kind is Kind.ASTRONEF and len(to) == 1 and not deploy:
                return self._into_astronef(occupant, h)
            if not deploy and self.under_fire(h, self.active):
                return reject("FMP.TRANS.5", "place_under_fire")
            if occupant is not None:
                if occupant.kind in HOLDS and self.owner(occupant) == self.active \
                        and can_carry(occupant.kind, cargo.kind, self.room(occupant)) and len(to) == 1:
                    if heavy and any(self.planet.terrain[x] == "mountain" for x in occupant.hexes):
                        return reject("FMP.MOVE.3", "heavy_mountain")
                    problem = self._cannot_act(occupant)  # a stranded transporter takes nothing in
                    if problem:
                        return problem
                    continue  # into a transporter with room (FMP.TRANS.4); the weather layer takes ore
                return reject("FMP.TRANS.4", "place_taken")
            if heavy and t == "mountain":
                return reject("FMP.MOVE.3", "heavy_mountain")
            pontoon = h in self.pontoon_at
            if cargo.kind is Kind.PONTOON:
                if pontoon:
                    return reject("FMP.TRANS.4", "place_taken")
                return self._anchor_problem(h, hang)
            if SPECS[cargo.kind].domain == "sea":
                if pontoon or land_at(t, self.tide):
                    return reject("FMP.TIDE.2", "wrong_ground", kind=kind_term(cargo.kind))
            elif t == "sea" and not pontoon:
                return reject("FMP.TRANS.7", "open_sea")
        return None

    def _into_astronef(self, ship: Piece, h: Hex) -> Rejection | None:
        """Unloading into an astronef: through a pode, into one the player controls (taking one needs a destroyer
        moving in on its own, FMP.SHIP.6)."""
        if h not in ship.hexes[1:]:
            return reject("FMP.SHIP.2", "next_to_pode")
        if self.owner(ship) != self.active:
            return reject("FMP.SHIP.10", "foreign_astronef")
        return None

    def touches_land(self, h: Hex) -> bool:
        """A pontoon here is an anchor: it stands on or touches land at the present tide (FMP.PONT.3)."""
        land = self.land_hexes()
        return h in land or any(n in land for n in self.planet.adjacency()[h])

    def pontoons_touching(self, h: Hex) -> list[int]:
        return sorted(self.pontoon_at[n] for n in self.planet.adjacency()[h] if n in self.pontoon_at)

    def _anchor_problem(self, h: Hex, hang: int | None) -> Rejection | None:
        """FMP.PONT.3: an anchor touches land; any other pontoon hangs from a pontoon it touches."""
        if self.touches_land(h):
            return None
        near = self.pontoons_touching(h)
        if not near:
            return reject("FMP.PONT.3", "pontoon_floating")
        if hang is not None and hang not in near:
            return reject("FMP.PONT.3", "hang_not_touching")
        return None

    def _unload(self, action: Unload, events: list[Event]) -> None:
        c, cargo = self.pieces[action.carrier], self.pieces[action.cargo]
        if self.phase != Phase.DEPLOYMENT:
            self.points[self.active].pay(1)
        self._put_down(cargo, action.to, action.hang, events)
        events.append(Unloaded(c.id, cargo.id, action.to))
        if cargo.where == BOARD:
            why = self.is_stuck(cargo)
            if why:
                events.append(Stuck(cargo.id, why))
            if self.phase == Phase.PLAY:
                self._pin_if_holding(cargo)

    def _put_down(self, p: Piece, to: Pos, hang: int | None, events: list[Event]) -> None:
        occupant = self.at(to[0]) if len(to) == 1 else None
        if occupant is not None and occupant.kind in HOLDS:
            self._put_in(p, occupant)
            return
        if occupant is not None and occupant.kind is Kind.ASTRONEF:
            self._put_in(p, occupant)
            self._entered(occupant, p, events)
            return
        self._lift(p)
        self._place(p, to)
        if p.kind is Kind.PONTOON:
            hangs = None
            if not self.touches_land(to[0]):
                hangs = hang if hang is not None else self.pontoons_touching(to[0])[0]
            self._set(p, hangs_from=hangs)

    # -- holds -----------------------------------------------------------------------------------------------------
    def _check_transfer(self, action: Transfer) -> Rejection | None:
        p = self.piece(action.piece)
        into = self.piece(action.into)
        if p is None or into is None or p.where != CARRIED or p.carrier == into.id or p.id == into.id:
            return reject("FMP.TRANS.2", "not_aboard")
        outer = self.outermost(p)
        if outer.kind not in (Kind.BARGE, Kind.ASTRONEF) or self.outermost(into) is not outer or (
                into.where != CARRIED and into is not outer):
            return reject("FMP.TRANS.2", "not_same_hold")
        if self.owner(outer) != self.active:
            return reject("FMP.CAPT.1", "not_yours", **piece_words(outer, self.planet.layout))
        if outer.kind is Kind.BARGE:
            problem = self._cannot_act(outer)  # a stranded or neutralized barge can do absolutely nothing
            if problem:
                return problem
        if into.kind is Kind.ASTRONEF:
            return None
        if into in self.inside(p):
            return reject("FMP.TRANS.1", "cannot_carry", kind=kind_term(p.kind))
        if into.kind not in (Kind.BARGE, Kind.CRAB, Kind.WEATHER_LAYER) or not can_carry(
                into.kind, p.kind, self.room(into)):
            return reject("FMP.TRANS.1", "cannot_carry", kind=kind_term(p.kind))
        return None

    def _transfer(self, action: Transfer, events: list[Event]) -> None:
        p = self.pieces[action.piece]
        self._put_in(p, self.pieces[action.into])
        events.append(Transferred(p.id, action.into))

    # -- building from ore (the weather layer) ---------------------------------------------------------------------
    def _check_build(self, action: Build) -> Rejection | None:
        layer = self._own(action.layer)
        if isinstance(layer, Rejection):
            return layer
        if layer.kind is not Kind.WEATHER_LAYER:
            return reject("FMP.POND.1", "not_layer")
        problem = self._cannot_act(layer) or self._carrier_out_of_fire(layer)
        if problem:
            return problem
        if not any(self.pieces[c].kind is Kind.ORE for c in layer.contents):
            return reject("FMP.POND.1", "no_ore")
        try:
            kind = Kind(action.kind)
        except ValueError:
            kind = Kind.ORE
        if kind not in (Kind.TANK, Kind.CRAB, Kind.PONTOON):
            return reject("FMP.POND.1", "build_what")
        done = self.builds.get(layer.id, [])
        if len(done) >= 2:
            return reject("FMP.POND.2", "two_builds")
        if kind.value in done and kind is not Kind.TANK:
            return reject("FMP.POND.2", "same_build", kind=kinds_term(kind))
        if self._from_reserve(kind) is None:
            return reject("FMP.POND.3", "reserve_empty", kind=kinds_term(kind))
        if distance(layer.hex, action.to) != 1:
            return reject("FMP.TRANS.2", "not_adjacent_place")
        if self.at(action.to) is not None and self.at(action.to).kind is Kind.ASTRONEF:  # type: ignore[union-attr]
            return reject("FMP.TRANS.4", "place_taken")
        probe = Piece(-1, kind, layer.colour, RESERVE)
        return self._placement(probe, (action.to,), action.hang) or self._pay(1)

    def _from_reserve(self, kind: Kind) -> Piece | None:
        return next((p for p in self.pieces if p.where == RESERVE and p.kind is kind), None)

    def _build(self, action: Build, events: list[Event]) -> None:
        layer = self.pieces[action.layer]
        self.points[self.active].pay(1)
        ore = next(self.pieces[c] for c in layer.contents if self.pieces[c].kind is Kind.ORE)
        self._remove(ore, GONE)
        kind = Kind(action.kind)
        piece = self._from_reserve(kind)
        assert piece is not None
        self._set(piece, colour=None if kind is Kind.PONTOON else layer.colour)
        self._put_down(piece, (action.to,), action.hang, events)
        self.builds.setdefault(layer.id, []).append(kind.value)
        events.append(Built(layer.id, piece.id, kind.value, action.to, ore.id))
