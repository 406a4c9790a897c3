"""The state of an Interceptor fight and its turn: placement, pursuit announcements, secret orders, then the
resolution in the clauses' order (INT.RES): movement, asteroids, fire, retreats, the end."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from arcade.core.hexgrid import Hex
from arcade.games.interceptor.rules.asteroids import Asteroid, drift
from arcade.games.interceptor.rules.events import (
    Announced,
    Damaged,
    Destroyed,
    Drifted,
    Event,
    Fired,
    Flew,
    GameOver,
    OrdersGiven,
    Placed,
    Retreated,
    Revealed,
    Sheltered,
    TurnBegins,
)
from arcade.games.interceptor.rules.geometry import Arena
from arcade.games.interceptor.rules.orders import Correction, Execution, Step, correct, execute, fly, parse
from arcade.games.interceptor.rules.ships import Spec

PLACEMENT, ANNOUNCE, ORDERS, OVER = "placement", "announce", "orders", "over"
WAITING, IN, DESTROYED, RETREATED = "waiting", "in", "destroyed", "retreated"


@dataclass
class Ship:
    id: int
    owner: int
    spec: Spec
    upgrades: tuple[str, ...] = ()
    stars: int = 0  # the pilot's, when experience is played
    at: Hex = Hex(0, 0)
    facing: int = 0
    speed: int = 0
    structure: int = 5
    state: str = WAITING
    capsule: bool = False  # destroyed with structure exactly 0: the pilot escaped (INT.RES.8)
    earned: int = 0
    last_hit: str = ""  # what hurt it last (edge, asteroid, rock, fire): what destroyed it, for the result

    def copy(self) -> Ship:
        return replace(self)


@dataclass(frozen=True)
class Pilot:
    stars: int = 0
    upgrades: tuple[str, ...] = ()


@dataclass
class InterceptorGame:
    arena: Arena
    players: int
    ships: list[Ship]
    rocks: list[Asteroid]
    retreat_at: int  # 0: a fight to the death; else retreat allowed once this many ships or fewer are in play
    experience: bool
    turn: int = 0
    phase: str = PLACEMENT
    orders: dict[int, str] = field(default_factory=dict)  # secret until everyone's are in
    owed: dict[int, tuple[int, ...]] = field(default_factory=dict)  # ship -> pursuers it must announce to
    announced: dict[int, tuple[str, str]] = field(default_factory=dict)  # ship -> (turn, speed change)
    last: list[tuple[int, str, str]] = field(default_factory=list)  # (ship, written, executed) last turn
    winner: int | None = None
    ended: str = ""
    finalists: tuple[int, ...] = ()  # the players with ships in the last turn played: they share a draw

    # -- reading -------------------------------------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.phase == OVER

    def in_play(self) -> list[Ship]:
        return [s for s in self.ships if s.state == IN]

    def hidden(self, ship: Ship) -> bool:
        """Inside an asteroid's hex (INT.RES.3): never hit, never fires."""
        return self.in_rock(ship.at)

    def placing(self) -> Ship | None:
        return next((s for s in self.ships if s.state == WAITING), None)

    def retreat_open(self) -> bool:
        return bool(self.retreat_at) and len(self.in_play()) <= self.retreat_at

    def waiting_for(self) -> list[Ship]:
        """The ships whose player must act now."""
        if self.phase == PLACEMENT:
            nxt = self.placing()
            return [nxt] if nxt is not None else []
        if self.phase == ANNOUNCE:
            return [s for s in self.in_play() if s.id in self.owed and s.id not in self.announced]
        if self.phase == ORDERS:
            return [s for s in self.in_play() if s.id not in self.orders]
        return []

    def execution(self, ship: Ship, text: str) -> Execution:
        """How this ship's orders would fly from where it is now (the order screen's preview)."""
        return execute(text, ship.speed, ship.spec, ship.at, ship.facing, self.arena.contains)

    def orders_damage(self, ship: Ship, text: str) -> tuple[int, int]:
        """What these orders' flight would cost the ship before the asteroids drift (`flight_damage`)."""
        return self.flight_damage(ship.at, self.execution(ship, text).path)

    def flight_damage(self, start: Hex, path: Sequence[Step]) -> tuple[int, int]:
        """What a flight costs before the asteroids drift: 1 per move out of the arena (INT.RES.2) and 1 per asteroid
        passed through, in and out again in the move (INT.RES.3 ruling); the resolution and the preview alike."""
        rocks = {r.at for r in self.rocks}
        crossed = 0
        here, entered = start, False
        for s in path:
            if s.at != here:
                if here in rocks and entered:
                    crossed += 1
                here, entered = s.at, True
        return sum(1 for s in path if s.off), crossed

    def in_rock(self, at: Hex) -> bool:
        """An asteroid stands on this hex now: a ship there is hidden (INT.RES.3)."""
        return any(r.at == at for r in self.rocks)

    # -- acting --------------------------------------------------------------------------------------------
    def place(self, ship: Ship, at: Hex, facing: int, speed: int) -> list[Event]:
        ship.at, ship.facing, ship.speed, ship.state = at, facing, speed, IN
        events: list[Event] = [Placed(ship.id, at, facing, speed)]
        if self.placing() is None:
            self._begin_turn(events)
        return events

    def announce(self, ship: Ship, turn: str, speed: str) -> list[Event]:
        self.announced[ship.id] = (turn, speed)
        seats = tuple(sorted({ship.owner} | {self.ships[p].owner for p in self.owed.get(ship.id, ())}))
        events: list[Event] = [Announced(ship.id, turn, speed, seats)]
        if not self.waiting_for():
            self.phase = ORDERS
        return events

    def give(self, ship: Ship, text: str) -> list[Event]:
        self.orders[ship.id] = text
        events: list[Event] = [OrdersGiven(ship.id)]
        if not self.waiting_for():
            self._resolve(events)
        return events

    def time_up(self, defaults: dict[int, str]) -> list[Event]:
        """The given ships get their default orders; the turn resolves if they were the last."""
        events: list[Event] = []
        for sid, text in defaults.items():
            self.orders[sid] = text
            events.append(OrdersGiven(sid))
        if not self.waiting_for():
            self._resolve(events)
        return events

    def _begin_turn(self, events: list[Event]) -> None:
        self.turn += 1
        self.orders = {}
        self.announced = {}
        self.phase = ANNOUNCE if self.owed else ORDERS
        events.append(TurnBegins(self.turn))

    # -- resolution (INT.RES, in order) ----------------------------------------------------------------------
    def _resolve(self, events: list[Event]) -> None:
        moving = self.in_play()
        self.finalists = tuple(sorted({s.owner for s in moving}))
        done: dict[int, Correction] = {}
        self.last = []
        for ship in moving:
            written = self.orders[ship.id]
            done[ship.id] = correct(parse(written), ship.speed, ship.spec)
            self.last.append((ship.id, written, done[ship.id].text))
            events.append(Revealed(ship.id, written, done[ship.id].text))
        leaving = {sid for sid, c in done.items() if c.retreat}
        self._move([s for s in moving if s.id not in leaving], done, events)
        self._drift(leaving, events)
        hits = self._fire([s for s in self.in_play()], done, events)
        for ship in self.in_play():
            if ship.id in leaving:
                ship.state = RETREATED
                events.append(Retreated(ship.id))
        self.owed = {}
        for target, shooters in hits.items():
            ship = self.ships[target]
            if ship.state != IN:
                continue
            owed = tuple(s for s in shooters if self.ships[s].state == IN and target not in hits.get(s, ())
                         and self.ships[s].owner != ship.owner)  # nobody chases their own ship
            if owed:
                self.owed[target] = owed  # INT.PUR.1: not between two ships that hit each other
        owners = {s.owner for s in self.in_play()}
        if len(owners) <= 1:
            self.phase = OVER
            self.winner = owners.pop() if owners else None
            self.ended = "last_standing" if self.winner is not None else "nobody_left"
            self.owed = {}
            events.append(GameOver(self.winner))
            return
        self._begin_turn(events)

    def _move(self, ships: Sequence[Ship], done: dict[int, Correction], events: list[Event]) -> None:
        """INT.RES.1-3: everyone flies at once (no collisions); leaving the arena and passing through an
        asteroid hurt."""
        for ship in ships:
            path = fly(done[ship.id], ship.at, ship.facing, self.arena.contains)
            edge, crossed = self.flight_damage(ship.at, path)
            events.append(Flew(ship.id, ship.at, tuple((s.code, s.at, s.facing, s.off) for s in path)))
            if path:
                ship.at, ship.facing, ship.speed = path[-1].at, path[-1].facing, path[-1].speed
            else:
                ship.speed = done[ship.id].speed
            if edge:
                self._hurt(ship, edge, "edge", events)
            if crossed:
                self._hurt(ship, crossed, "asteroid", events)
        self._wrecks(events)

    def _drift(self, leaving: set[int], events: list[Event]) -> None:
        """INT.RES.4: asteroids move after the ships; the ships they enter, and those hidden in them, take 1."""
        staying = [s for s in self.in_play() if s.id not in leaving]  # a retreating ship is not hit (INT.END.2)
        moves = drift(self.arena, self.rocks)
        riders = {s.id: to for s in staying for _, frm, to in moves if s.at == frm}
        arrivals = {to for _, _, to in moves}
        events.append(Drifted(tuple(moves), tuple(r.heading for r in self.rocks)))
        for ship in staying:
            if ship.id in riders:
                ship.at = riders[ship.id]
                self._hurt(ship, 1, "rock", events)
            elif ship.at in arrivals:
                self._hurt(ship, 1, "rock", events)
        self._wrecks(events)

    def _fire(self, ships: Sequence[Ship], done: dict[int, Correction], events: list[Event]) -> dict[int, set[int]]:
        """INT.RES.6: every ship that may fire does so at once; everyone in a zone hex is hit, but not on the
        shooter's own hex and never hidden. Returns target -> the ships that hit it."""
        damage: dict[int, int] = {}
        hits: dict[int, set[int]] = {}
        for shooter in ships:
            c = done.get(shooter.id)
            if c is None or not c.fires or c.retreat or self.hidden(shooter):
                continue
            zone = {h: d for h, d in shooter.spec.zone(shooter.at, shooter.facing).items()
                    if self.arena.contains(h)}
            events.append(Fired(shooter.id, tuple(sorted(zone.items()))))
            for target in ships:
                if target.at == shooter.at or target.at not in zone:
                    continue
                if self.hidden(target):  # in the zone but hidden in an asteroid: told, never hit (INT.RES.6)
                    events.append(Sheltered(target.id, shooter.id))
                    continue
                damage[target.id] = damage.get(target.id, 0) + zone[target.at]
                hits.setdefault(target.id, set()).add(shooter.id)
        for tid in sorted(damage):
            ship = self.ships[tid]
            self._hurt(ship, damage[tid], "fire", events, tuple(sorted(hits[tid])))
        self._wrecks(events, hits)
        return hits

    def _hurt(self, ship: Ship, amount: int, cause: str, events: list[Event], by: tuple[int, ...] = ()) -> None:
        ship.structure -= amount
        ship.last_hit = cause
        events.append(Damaged(ship.id, amount, cause, by))

    def _wrecks(self, events: list[Event], hits: dict[int, set[int]] | None = None) -> None:
        """INT.RES.7-8, INT.XP.1: ships at 0 or less are destroyed now; exactly 0 leaves a capsule; fire earns
        its shooters stars (2 alone, 1 each when several), never for a ship of their own player. Stars are earned
        first: a shooter lost in the same volley loses them with the rest."""
        wrecks = [s for s in self.ships if s.state == IN and s.structure <= 0]
        for ship in wrecks:
            ship.state = DESTROYED
            ship.capsule = ship.structure == 0
            stars: list[tuple[int, int]] = []
            shooters = sorted((hits or {}).get(ship.id, ()))
            if shooters and self.experience:
                each = 2 if len(shooters) == 1 else 1
                for sid in shooters:
                    if self.ships[sid].owner != ship.owner:
                        self.ships[sid].earned += each
                        self.ships[sid].stars += each
                        stars.append((sid, each))
            events.append(Destroyed(ship.id, ship.capsule, tuple(stars)))
        for ship in wrecks:
            if not ship.capsule:
                ship.stars = 0  # the pilot is lost with its stars


def new_game(arena: Arena, rocks: Sequence[tuple[Hex, int]], players: int, per_player: int,
             pilots: Sequence[Pilot], retreat_at: int, experience: bool, scatter: bool, seed: int) -> InterceptorGame:
    """Ships are placed in seat order, one round per ship (INT.PLACE.1): ship i belongs to seat i % players and
    is flown by `pilots[i]` when experience is played (a missing pilot is a new one)."""
    if scatter:
        rng = random.Random(seed)
        spots = rng.sample(sorted(h for h in arena.hexes if not arena.on_border(h)), len(rocks))
        rocks = [(h, rng.randrange(6)) for h in spots]
    ships = []
    for i in range(players * per_player):
        pilot = pilots[i] if experience and i < len(pilots) else Pilot()
        spec = Spec.with_upgrades(pilot.upgrades)
        ships.append(Ship(i, i % players, spec, pilot.upgrades, pilot.stars, structure=spec.structure))
    return InterceptorGame(arena, players, ships, [Asteroid(h, d) for h, d in rocks], retreat_at, experience)
