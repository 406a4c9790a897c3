"""The astronef: landing (FMP.START.2) and deployment (FMP.START.3), entering and leaving through a pode, taking an
enemy astronef and rebuilding its turrets (FMP.SHIP), taking off and what it carries away (FMP.END)."""

from __future__ import annotations

from arcade.core.hexgrid import distance
from arcade.core.protocol import Rejection
from arcade.games.fmp.rules.actions import Land, Rebuild, TakeOff, Unload
from arcade.games.fmp.rules.events import AstronefTaken, Eliminated, Event, Landed, TookOff, TurretRebuilt
from arcade.games.fmp.rules.model import BOARD, GONE, LEFT, ORBIT, Piece, astronef_hexes
from arcade.games.fmp.rules.pieces import SPECS, Kind, is_destroyer
from arcade.games.fmp.rules.refusals import piece_words, reject
from arcade.games.fmp.rules.state import LAST_TURN, Departure
from arcade.games.fmp.rules.terrain import astronef_ground
from arcade.games.fmp.rules.transport import Transport


class Astronefs(Transport):
    # -- entering and leaving --------------------------------------------------------------------------------------
    def _check_enter(self, ship: Piece, cargo: Piece) -> Rejection | None:
        """FMP.SHIP.2-3, 6, 10: a piece next to a pode enters; an enemy astronef without turrets is taken by the
        first destroyer that moves in from out of fire. Entering is a move ("pénétrer … en empruntant un chemin"),
        so a destroyer that holds an enemy under fire may not do it this turn (FMP.NEUT.3: "ne peut plus bouger")."""
        if cargo.kind in (Kind.ASTRONEF, Kind.TURRET):
            return reject("FMP.SHIP.2", "cannot_enter")
        if not any(distance(h, pode) == 1 for h in cargo.hexes for pode in ship.hexes[1:]):
            return reject("FMP.SHIP.2", "next_to_pode")
        if self.owner(ship) == self.active:
            return self._loadable(cargo) or self._pay(1)
        if any(self.live_turret(ship, i) for i in range(3)):
            return reject("FMP.SHIP.10", "foreign_astronef")
        if not is_destroyer(cargo.kind):
            return reject("FMP.SHIP.6", "take_with_destroyer")
        if self.owner(cargo) != self.active:
            return reject("FMP.CAPT.1", "not_yours", **piece_words(cargo, self.planet.layout))
        problem = self._cannot_act(cargo)
        if problem:
            return problem
        if cargo.id in self.pinned:
            return reject("FMP.NEUT.3", "pinned")
        if self.piece_under_fire(cargo):
            return reject("FMP.SHIP.6", "take_under_fire")
        return self._pay(1)

    def _check_exit(self, ship: Piece, cargo: Piece, action: Unload) -> Rejection | None:
        """FMP.SHIP.2-3: out through a pode that still has its turret, onto a place next to it (for a barge, either
        of its two hexes, given in either order)."""
        if any(h in ship.hexes for h in action.to):
            return reject("FMP.TRANS.4", "place_taken")
        podes = [i for i, pode in enumerate(ship.hexes[1:]) if any(distance(pode, h) == 1 for h in action.to)]
        if not podes:
            return reject("FMP.SHIP.2", "next_to_pode")
        if not any(self.live_turret(ship, i) for i in podes):
            return reject("FMP.SHIP.3", "pode_destroyed")
        return self._placement(cargo, action.to, action.hang)

    def _entered(self, ship: Piece, cargo: Piece, events: list[Event]) -> None:
        """FMP.SHIP.5: a piece inside takes the astronef's colour; a destroyer entering an enemy astronef takes it."""
        taking = self.owner(ship) != self.active
        assert ship.colour is not None
        self._recolour(cargo, ship.colour)
        if taking:
            self._take_astronef(ship, events)

    def _take_astronef(self, ship: Piece, events: list[Event]) -> None:
        """FMP.SHIP.6: control of the astronef and of every piece of its colour; +5 / -5 base credit; the new
        pieces then first retreat out of fire (FMP.SHIP.9)."""
        assert ship.colour is not None
        loser = self.controller[ship.colour]
        self.controller[ship.colour] = self.active
        self.taken_by[ship.id] = self.active
        self.armies[loser].remove(ship.colour)
        self.armies[self.active].append(ship.colour)
        self.points[self.active].adjust_base(5)
        self.points[loser].adjust_base(-5)
        self._fire_dirty = True
        events.append(AstronefTaken(ship.id, loser, self.active))
        self.neutralized -= {p.id for p in self.pieces if p.colour == ship.colour}
        self.window = {ship.colour}
        if not self.astronefs(loser) and loser not in self.out:
            self._eliminate(loser, "astronef_lost", events)

    def _eliminate(self, player: int, why: str, events: list[Event]) -> None:
        """FMP.SHIP.7: a player without an astronef has lost (not one whose astronefs took off); their saved
        points are discarded."""
        if why == "astronef_lost" and any(d.player == player for d in self.departed):
            return
        self.out[player] = why
        self.points[player].saved = 0
        events.append(Eliminated(player, why))

    # -- turrets ---------------------------------------------------------------------------------------------------
    def _check_rebuild(self, action: Rebuild) -> Rejection | None:
        ship = self._own(action.astronef)
        if isinstance(ship, Rejection):
            return ship
        if ship.kind is not Kind.ASTRONEF or ship.where != BOARD or not 0 <= action.pode < 3:
            return reject("FMP.SHIP.8", "no_pode")
        if self.taken_by.get(ship.id) != self.active:
            return reject("FMP.SHIP.8", "rebuild_takers_only")
        if self.live_turret(ship, action.pode) is not None:
            return reject("FMP.SHIP.8", "turret_standing")
        if self.under_fire(ship.hexes[1 + action.pode], self.active):
            return reject("FMP.SHIP.8", "pode_under_fire")
        return self._pay(2)

    def _rebuild(self, action: Rebuild, events: list[Event]) -> None:
        ship = self.pieces[action.astronef]
        self.points[self.active].pay(2)
        turret = self.turrets(ship)[action.pode]
        self._set(turret, colour=ship.colour)
        self._place(turret, (ship.hexes[1 + action.pode],))
        self.shots[turret.id] = 0  # a rebuilt turret may fire at once
        events.append(TurretRebuilt(ship.id, action.pode))

    # -- taking off ------------------------------------------------------------------------------------------------
    def takeoff_cost(self, ship: Piece) -> int:
        """FMP.END.4: 1 point plus 1 per missing turret."""
        return 1 + sum(1 for t in self.turrets(ship) if t.where != BOARD)

    def _check_takeoff(self, action: TakeOff) -> Rejection | None:
        ship = self._own(action.astronef)
        if isinstance(ship, Rejection):
            return ship
        if ship.kind is not Kind.ASTRONEF or ship.where != BOARD:
            return reject("FMP.END.4", "not_astronef")
        if self.turn != LAST_TURN:
            return reject("FMP.END.4", "takeoff_turn")
        return self._pay(self.takeoff_cost(ship))

    def _takeoff(self, ship: Piece, events: list[Event]) -> None:
        self.points[self.active].pay(self.takeoff_cost(ship))
        self._depart(ship, events)

    def _depart(self, ship: Piece, events: list[Event]) -> None:
        """An astronef leaves with what it holds; its pieces left outside are abandoned (FMP.END.2-5)."""
        owner = self.owner(ship)
        assert owner is not None and ship.colour is not None
        contents = list(self.inside(ship))
        turrets = [t for t in self.turrets(ship) if t.where == BOARD]
        departure = Departure(ship.id, owner, self.turn, sum(1 for q in contents if q.kind is Kind.ORE),
                              sum(1 for q in contents if q.kind is not Kind.ORE), len(turrets))
        self.departed.append(departure)
        self.departed_colours.add(ship.colour)
        self._fire_dirty = True  # its pieces left outside give no more fire
        for t in turrets:
            self._remove(t, LEFT)
        self._remove(ship, LEFT)
        events.append(TookOff(ship.id, owner, departure.score))

    # -- landing (turn 1) ------------------------------------------------------------------------------------------
    def _check_land(self, action: Land) -> Rejection | None:
        ship = self.piece(action.astronef)
        if ship is None or ship.kind is not Kind.ASTRONEF or self.owner(ship) != self.active:
            return reject("FMP.START.2", "not_your_astronef")
        if ship.where != ORBIT:
            return reject("FMP.START.2", "already_landed")
        if action.orientation not in (0, 1):
            return reject("FMP.SHIP.1", "orientation")
        hexes = astronef_hexes(action.dome, action.orientation)
        if any(h not in self.planet.terrain for h in hexes):
            return reject("FMP.BOARD.1", "off_board")
        if not all(astronef_ground(self.planet.terrain[h]) for h in hexes):
            return reject("FMP.SHIP.1", "astronef_ground")
        if any(self.planet.on_edge(h) for h in hexes):
            return reject("FMP.START.2", "edge")
        zones = {self.planet.zone_of(h) for h in hexes}
        zone = zones.pop()
        if zones or zone is None:
            return reject("FMP.START.2", "one_zone")
        for taken in self.zone_of_ship.values():
            if self.planet.contiguous(zone, taken):
                return reject("FMP.START.2", "zone_taken" if zone == taken else "zone_next", zone=taken)
        if any(self.top.get(h) is not None and self.pieces[self.top[h]].kind is not Kind.ORE for h in hexes):
            return reject("FMP.MOVE.2", "occupied")
        return None

    def ships_in_orbit(self, player: int) -> list[Piece]:
        return [p for p in self.pieces if p.kind is Kind.ASTRONEF and p.where == ORBIT and self.owner(p) == player]

    def landing_options(self) -> list[Land]:
        """Every legal landing of the active player's astronefs still in orbit."""
        out = []
        taken = list(self.zone_of_ship.values())
        for ship in self.ships_in_orbit(self.active):
            for zone in sorted(self.planet.zones):
                if any(self.planet.contiguous(zone, t) for t in taken):
                    continue  # the whole zone is out (FMP.START.2)
                for dome, o in self.planet.landing_spots(zone):
                    action = Land(ship.id, dome, o)
                    if self._check_land(action) is None:
                        out.append(action)
        return out

    def _land(self, action: Land, events: list[Event]) -> None:
        ship = self.pieces[action.astronef]
        hexes = astronef_hexes(action.dome, action.orientation)
        zone = self.planet.zone_of(hexes[0])
        assert zone is not None
        cleared = []
        for h in sorted(self.planet.zones[zone] | self.planet.reefs[zone]):  # FMP.START.2: no ore in the zone
            ore = self.at(h)
            if ore is not None and ore.kind is Kind.ORE:
                self._remove(ore, GONE)
                cleared.append(ore.id)
        self._set(ship, orientation=action.orientation)
        self._place(ship, hexes)
        for t in self.turrets(ship):
            self._place(t, (hexes[1 + t.pode],))
        self.zone_of_ship[ship.id] = zone
        events.append(Landed(ship.id, zone, tuple(cleared)))

    # -- deployment (turn 2) ---------------------------------------------------------------------------------------
    def _check_deploy(self, action: Unload) -> Rejection | None:
        """FMP.START.3: free; land pieces in the astronef's zone, sea pieces and pontoons on the water of its
        coast."""
        ship = self.piece(action.carrier)
        if ship is None or ship.kind is not Kind.ASTRONEF or self.owner(ship) != self.active or ship.where != BOARD:
            return reject("FMP.START.3", "deploy_from_astronef")
        cargo = self.piece(action.cargo)
        if cargo is None or cargo.carrier != ship.id:
            return reject("FMP.TRANS.2", "not_aboard")
        zone = self.zone_of_ship[ship.id]
        if SPECS[cargo.kind].domain == "land":
            if any(h not in self.planet.zones[zone] for h in action.to):
                return reject("FMP.START.3", "deploy_zone", zone=zone)
        else:
            coast = self.planet.coast(zone)
            if not any(h in coast for h in action.to) or any(
                    self.planet.terrain.get(h) not in ("sea", "reef") for h in action.to):
                return reject("FMP.START.3", "deploy_coast", zone=zone)
        return self._placement(cargo, action.to, action.hang, deploy=True)
