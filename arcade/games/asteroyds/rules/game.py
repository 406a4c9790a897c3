"""A capture-the-asteroyd game: dice, team programming, then six rounds of lasers and moves (AST.TURN,
AST.ROUND), asteroyds taken and brought home (AST.ROID), the variants (AST.VAR)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
from dataclasses import field as default

from arcade.core.dice import copied
from arcade.core.hexgrid import Hex, distance
from arcade.games.asteroyds.rules.actions import (
    Arranged,
    BlueDestroyed,
    BlueMoved,
    Dropped,
    Event,
    GameOver,
    Laser,
    Moved,
    Programmed,
    Returned,
    Revealed,
    Rolled,
    RoundBegins,
    Scored,
    Taken,
    TeamDone,
    Teleported,
    TurretDown,
)
from arcade.games.asteroyds.rules.field import Field, step
from arcade.games.asteroyds.rules.pieces import PILOTS, Blue, Roid, Ship, Turret
from arcade.games.asteroyds.rules.program import COLUMNS, EMPTY, Plan

LAYOUT, PROGRAM, OVER = "layout", "program", "over"


@dataclass
class Standing:
    """What stands on each hex a laser may stop at (`AsteroydsGame.standing`): pods, blue asteroids, turrets and
    ships, each list in the game's order."""

    pods: set[Hex]
    blues: dict[Hex, int]
    turrets: dict[Hex, list[tuple[int, Turret]]]
    ships: dict[Hex, list[Ship]]
    #: Every hex where something stands, platforms too (a laser passes the others by).
    taken: set[Hex]


@dataclass
class AsteroydsGame:
    field: Field
    seats: tuple[str, ...]  # each seat's team
    ships: list[Ship]
    turrets: list[Turret]
    pods: list[tuple[str, Hex]]
    roids: dict[str, Roid]
    blues: list[Blue]
    rng: random.Random
    powers: bool
    destructible: bool
    target: int
    phase: str = PROGRAM
    turn: int = 0
    team_index: int = 0  # whose turn it is to lay out or program
    dice: dict[str, int] = default(default_factory=dict)
    plans: dict[int, Plan] = default(default_factory=dict)  # secret until the rounds
    scores: dict[str, int] = default(default_factory=dict)
    winner: str | None = None
    revealed: bool = False  # the programs of this turn are public (the rounds are being played)
    gains: dict[str, int] = default(default_factory=dict)  # this round's captures, settled at its end
    captured: list[tuple[str, str]] = default(default_factory=list)

    # -- reading -------------------------------------------------------------------------------------------
    @property
    def teams(self) -> tuple[str, ...]:
        return self.field.teams

    @property
    def team(self) -> str:
        """The team at the screen (laying out or programming)."""
        return self.teams[self.team_index]

    @property
    def over(self) -> bool:
        return self.phase == OVER

    def fixed_at(self, h: Hex) -> str | None:
        """What makes `h` an obstacle for a ship's move (AST.ROUND.6), or None."""
        if h not in self.field.cells:
            return "edge"
        if h in self.field.platform_at:
            return "platform"
        if any(t.at == h for t in self.turrets):
            return "turret"
        if any(p == h for _, p in self.pods):
            return "pod"
        if any(b.at == h for b in self.blues):
            return "blue"
        return None

    def half(self, team: str) -> frozenset[Hex]:
        """The cells nearer to this team's platform than to any other (AST.VAR.5)."""
        home = self.field.platforms[team]
        others = [h for t, h in self.field.platforms.items() if t != team]
        return frozenset(c for c in self.field.cells if all(distance(c, home) < distance(c, o) for o in others))

    def shielded(self, ship: Ship, rnd: int) -> bool:
        plan = self.plans.get(ship.id, EMPTY)
        return (plan.mode == "shield" or ship.pilot == "Lawrence" and self.powers) and rnd in plan.rounds

    def piercing(self, ship: Ship, rnd: int) -> bool:
        plan = self.plans.get(ship.id, EMPTY)
        return plan.mode == "shoot" and rnd in plan.rounds

    # -- lasers (AST.ROUND.2-3, AST.ANT) ---------------------------------------------------------------------
    def laser(self, start: Hex, facing: int, team: str, rnd: int, pierce: bool, source: str,
              standing: Standing | None = None) -> Laser:
        """Where a laser goes from `start` (the shooter's hex) this round and what stops it; `standing`: what
        stands where, when the caller gathered it for several lasers at once (`lasers`)."""
        there = standing or self.standing()
        ray = self.field.ray(start, facing)
        for n, h in enumerate(ray, 1):
            if h not in there.taken:
                continue
            if h in there.pods:
                return Laser(source, ray[:n], "pod")
            if h in self.field.platform_at:
                return Laser(source, ray[:n], "platform")  # ruling: those standing on it are not hit
            if h in there.blues:
                return Laser(source, ray[:n], "blue", blue=there.blues[h])
            turret = next((i for i, t in there.turrets.get(h, ()) if t.team != team), None)
            if turret is not None:
                return Laser(source, ray[:n], "hit", turret=turret)
            enemies = [s.id for s in there.ships.get(h, ()) if s.team != team and (pierce or not self.shielded(s, rnd))]
            if enemies:
                return Laser(source, ray[:n], "hit", tuple(enemies))
        return Laser(source, ray, "edge")

    def standing(self) -> Standing:
        """What stands on each hex a laser may cross: gathered once for all the lasers of a round (a computer's
        search follows thousands of them a decision)."""
        there = Standing({p for _, p in self.pods}, {}, {}, {}, set(self.field.platform_at))
        for i, b in enumerate(self.blues):
            there.blues.setdefault(b.at, i)
        for i, t in enumerate(self.turrets):
            there.turrets.setdefault(t.at, []).append((i, t))
        for s in self.ships:
            there.ships.setdefault(s.at, []).append(s)
        there.taken |= there.pods | there.blues.keys() | there.turrets.keys() | there.ships.keys()
        return there

    def turret_laser(self, turret: Turret, rnd: int = 1, source: str = "turret",
                     standing: Standing | None = None) -> Laser:
        """Where a turret fires in round `rnd`: in the direction its team's die shows, all turn (AST.ROUND.2)."""
        return self.laser(turret.at, self.dice[turret.team] - 1, turret.team, rnd, False, source, standing)

    def lasers(self, rnd: int) -> list[Laser]:
        """Every laser of this round, from the state at its start (they are simultaneous, AST.ROUND.5)."""
        out = []
        there = self.standing()
        for s in self.ships:
            if s.active and self.plans.get(s.id, EMPTY).columns[rnd - 1] == "S":
                out.append(self.laser(s.at, s.facing, s.team, rnd, self.piercing(s, rnd), f"ship:{s.id}", there))
        for i, t in enumerate(self.turrets):
            if t.active:
                out.append(self.turret_laser(t, rnd, f"turret:{i}", there))
        return out

    # -- a turn ----------------------------------------------------------------------------------------------
    def begin_turn(self, events: list[Event]) -> None:
        """AST.TURN.1: roll the dice (blue with three teams or blue asteroids), then the teams program."""
        self.turn += 1
        colours = [*self.teams] + (["blue"] if self.blues and "blue" not in self.teams else [])
        self.dice = {c: self.rng.randint(1, 6) for c in colours}
        for s in self.ships:
            s.active = True
        for t in self.turrets:
            t.active = True
        self.plans = {}
        self.revealed = False
        self.phase, self.team_index = PROGRAM, 0
        events.append(Rolled(self.turn, tuple(sorted(self.dice.items()))))

    def own_fixtures(self, kind: str) -> list[int]:
        """Indices of the team's pods or turrets, in map order (what AST.VAR.5 lets it lay out)."""
        if kind == "pod":
            return [i for i, (team, _) in enumerate(self.pods) if team == self.team]
        return [i for i, t in enumerate(self.turrets) if t.team == self.team]

    def arrange(self, kind: str, index: int, at: Hex) -> list[Event]:
        i = self.own_fixtures(kind)[index]
        if kind == "pod":
            self.pods[i] = (self.team, at)
        else:
            self.turrets[i].at = at
        return [Arranged(self.team, kind, index, at)]

    def program(self, ship: Ship, plan: Plan) -> list[Event]:
        self.plans[ship.id] = plan
        return [Programmed(ship.id)]

    def team_done(self, timed_out: bool) -> list[Event]:
        events: list[Event] = [TeamDone(self.team, timed_out)]
        if self.team_index + 1 < len(self.teams):
            self.team_index += 1
        elif self.phase == LAYOUT:
            self.begin_turn(events)
        else:
            self.resolve(events)
        return events

    def resolve(self, events: list[Event]) -> None:
        """The six rounds (AST.ROUND.1): all programs shown, blue asteroids drift, then lasers and moves."""
        self.revealed = True
        for s in self.ships:
            plan = self.plans.get(s.id, EMPTY)
            events.append(Revealed(s.id, plan.text))
            if any(c.startswith("P") for c in plan.columns):
                s.power_used = True
        self.drift_blues(events)
        for rnd in range(1, COLUMNS + 1):
            events.append(RoundBegins(rnd))
            self.fire(rnd, events)
            self.move(rnd, events)
            if self.ended(events):
                return
        self.begin_turn(events)

    def fire(self, rnd: int, events: list[Event]) -> None:
        shots = self.lasers(rnd)
        events += shots
        hit_ships = sorted({sid for shot in shots for sid in shot.ships})
        for sid in hit_ships:
            self.teleport(self.ships[sid], "laser", events)
        for ti in sorted({shot.turret for shot in shots if shot.turret is not None}):
            if self.turrets[ti].active:
                self.turrets[ti].active = False
                events.append(TurretDown(ti))
        if self.destructible:
            for bi in sorted({shot.blue for shot in shots if shot.blue is not None}, reverse=True):
                del self.blues[bi]
                events.append(BlueDestroyed(bi))

    def teleport(self, ship: Ship, cause: str, events: list[Event], hit: str = "", into: Hex | None = None) -> None:
        """AST.ROUND.4: back to its platform at once, its program stopped; an asteroyd it carried stays (AST.ROID.2)."""
        start = ship.at
        if ship.carrying is not None:
            roid = self.roids[ship.carrying]
            roid.carrier, roid.at = None, start
            events.append(Dropped(roid.team, start))
            ship.carrying = None
        ship.at = self.field.platforms[ship.team]
        ship.active = False
        events.append(Teleported(ship.id, start, ship.at, cause, hit, into))

    def move(self, rnd: int, events: list[Event]) -> None:
        """All active ships do this column's action at once (AST.PROG.2, AST.ROUND.6); ships never collide."""
        entered: dict[int, list[Hex]] = {}
        for s in self.ships:
            if not s.active:
                continue
            code = self.plans.get(s.id, EMPTY).columns[rnd - 1]
            turns, steps, back = s.motion(code)
            s.facing = (s.facing + turns) % 6
            path = [s.at]
            crashed: tuple[str, Hex] | None = None
            for _ in range(steps):
                target = step(s.at, s.facing + (3 if back else 0))
                what = self.fixed_at(target)
                if what is not None:
                    if what == "turret":
                        ti = next(i for i, t in enumerate(self.turrets) if t.at == target)
                        if self.turrets[ti].active:
                            self.turrets[ti].active = False
                            events.append(TurretDown(ti))
                    crashed = (what, target)
                    break
                s.at = target
                path.append(target)
                if s.carrying is not None:
                    self.roids[s.carrying].at = target
                    if target in self.field.areas[s.team]:
                        self.capture(s, events)  # home with it: scored on the hex it reached
            if len(path) > 1 or turns:
                events.append(Moved(s.id, tuple(path), s.facing))
            if crashed is not None:
                self.teleport(s, "collision", events, *crashed)
            elif len(path) > 1:
                entered[s.id] = path[1:]
        self.asteroyds(entered, events)

    def asteroyds(self, entered: dict[int, list[Hex]], events: list[Event]) -> None:
        """AST.ROID.1-6 after the moves of a round: who takes what is decided from the arrivals as they stood,
        for every asteroyd at once; then the captures of the round are settled together (AST.VAR.3)."""
        free = {sid for sid in entered if self.ships[sid].carrying is None}
        takes: list[tuple[Roid, Ship]] = []
        returns: list[Roid] = []
        for roid in self.roids.values():
            if roid.carrier is not None:
                continue
            arrivals = [self.ships[sid] for sid, cells in entered.items() if roid.at in cells]
            takers = [s for s in arrivals if s.team != roid.team]
            if len(takers) == 1 and takers[0].id in free:
                takes.append((roid, takers[0]))
            elif not takers and any(s.team == roid.team for s in arrivals) and roid.at != roid.start:
                returns.append(roid)
        for roid, ship in takes:
            if ship.carrying is None:  # a net holds one asteroyd
                roid.carrier, ship.carrying, roid.at = ship.id, roid.team, ship.at
                events.append(Taken(ship.id, roid.team))
        for roid in returns:
            roid.at = roid.start
            events.append(Returned(roid.team))
        for s in self.ships:
            if s.carrying is not None and s.at in self.field.areas[s.team]:
                self.capture(s, events)
        self.settle(events)

    def capture(self, ship: Ship, events: list[Event]) -> None:
        """AST.ROID.3: the carrier is home; the asteroyd goes back to its start and the round counts the point."""
        assert ship.carrying is not None
        roid = self.roids[ship.carrying]
        self.gains[ship.team] = self.gains.get(ship.team, 0) + 1
        if len(self.teams) == 3:
            self.gains[roid.team] = self.gains.get(roid.team, 0) - 1
        roid.at, roid.carrier, ship.carrying = roid.start, None, None
        self.captured.append((ship.team, roid.team))

    def settle(self, events: list[Event]) -> None:
        """The round's captures together: +1 to each capturer, and with three teams -1 to each captured team,
        never below 0 once all are counted (AST.VAR.3)."""
        if not self.captured:
            return
        for team, delta in self.gains.items():
            self.scores[team] = max(0, self.scores[team] + delta)
        for team, roid in self.captured:
            events.append(Scored(team, roid, tuple(sorted(self.scores.items()))))
        self.gains, self.captured = {}, []

    def ended(self, events: list[Event]) -> bool:
        """AST.END.1: at the end of a round, a team at the target alone in the lead wins; a tie plays on."""
        best = max(self.scores.values())
        leaders = [t for t, v in self.scores.items() if v == best]
        if best >= self.target and len(leaders) == 1:
            self.phase, self.winner = OVER, leaders[0]
            events.append(GameOver(leaders[0]))
            return True
        return False

    def roid_cells(self) -> set[Hex]:
        """Where the team asteroyds are, and where they go back to: no blue asteroid may stand there."""
        return {r.at for r in self.roids.values()} | {r.start for r in self.roids.values()}

    def drift_blues(self, events: list[Event]) -> None:
        """AST.VAR.4: once a turn, in order of priority, each blue asteroid moves one hex its own way for the blue
        die, pushing one other blue asteroid along if that one's next hex is free; any other block voids it."""
        if not self.blues:
            return
        die = self.dice.get("blue", 1)
        for b in sorted(self.blues, key=lambda x: x.priority):
            way = (die - 1 + b.turn) % 6
            target = step(b.at, way)
            if (self.fixed_at(target) not in (None, "blue") or any(s.at == target for s in self.ships)
                    or target in self.roid_cells()):
                continue
            other = next((c for c in self.blues if c.at == target), None)
            if other is not None:
                beyond = step(target, way)
                if self.fixed_at(beyond) is not None or any(s.at == beyond for s in self.ships) \
                        or beyond in self.roid_cells():
                    continue
                start_other = other.at
                other.at = beyond
                events.append(BlueMoved(self.blues.index(other), start_other, beyond))
            start = b.at
            b.at = target
            events.append(BlueMoved(self.blues.index(b), start, target,
                                    self.blues.index(other) if other is not None else None))

    def copy(self) -> AsteroydsGame:
        other = replace(self)
        other.ships = [replace(s) for s in self.ships]
        other.turrets = [replace(t) for t in self.turrets]
        other.pods = list(self.pods)
        other.roids = {k: replace(v) for k, v in self.roids.items()}
        other.blues = [replace(b) for b in self.blues]
        other.rng = copied(self.rng)
        other.dice, other.plans, other.scores = dict(self.dice), dict(self.plans), dict(self.scores)
        other.gains, other.captured = dict(self.gains), list(self.captured)
        return other


def new_game(field_: Field, seats: Sequence[str], per_seat: int, powers: bool, blues: int, destructible: bool,
             layout: bool, seed: int) -> AsteroydsGame:
    """Every ship starts on its team's platform (AST.TURN.2), facing away from the edge nearest to it."""
    rng = random.Random(seed)
    ships: list[Ship] = []
    for seat, team in enumerate(seats):
        for _ in range(per_seat):
            i = len(ships)
            home = field_.platforms[team]
            centre = Hex(round(sum(h.q for h in field_.cells) / len(field_.cells)),
                         round(sum(h.r for h in field_.cells) / len(field_.cells)))
            facing = min(range(6), key=lambda f: distance(step(home, f), centre))
            ships.append(Ship(i, seat, team, PILOTS[i % len(PILOTS)], home, facing))
    taken = {h for _, h in field_.turrets} | {h for _, h in field_.pods} | set(field_.platforms.values())
    taken |= {h for area in field_.areas.values() for h in area}
    free = sorted(h for h in field_.cells if h not in taken)
    blue_spots = rng.sample(free, blues) if blues else []
    target = 2 if len(field_.teams) == 3 else 3
    game = AsteroydsGame(field_, tuple(seats), ships, [Turret(t, h) for t, h in field_.turrets], list(field_.pods),
                         {t: Roid(t, h, h) for t, h in field_.starts.items()},
                         [Blue(h, rng.randrange(6), i + 1) for i, h in enumerate(blue_spots)], rng, powers,
                         destructible, target, scores={t: 0 for t in field_.teams})
    if layout:
        game.phase = LAYOUT
    else:
        game.begin_turn([])
    return game
