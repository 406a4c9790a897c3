"""The Full Metal Planète game: turn schedule, legality with reasons, and applying actions.

Pure and deterministic: everything random (ore lattice, tide deck, landing order, first player) comes from one
`random.Random(seed)` owned by the game, so setup + seed + actions rebuild a game exactly. Players are numbered in
setup order; each controls one or two army colours (one per astronef) and whatever colour they take.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from arcade.core.hexgrid import Hex, distance, neighbors, within
from arcade.core.rules import IllegalAction, Rejection
from arcade.games.fmp.rules.actions import (
    Action,
    Attack,
    Build,
    Capture,
    Decide,
    EndTurn,
    Fire,
    Land,
    Load,
    Move,
    Rebuild,
    Retreat,
    TakeOff,
    TimeUp,
    Transfer,
    Unload,
)
from arcade.games.fmp.rules.fire import Destroyer, coverage, hexes_under_fire
from arcade.games.fmp.rules.messages import reject
from arcade.games.fmp.rules.model import (
    BOARD,
    CARRIED,
    GONE,
    LEFT,
    ORBIT,
    RESERVE,
    Piece,
    Pos,
    angle_on_board,
    astronef_hexes,
    board_centre,
)
from arcade.games.fmp.rules.pieces import ARMY, SPECS, Kind, can_carry, fire_range, is_destroyer, reserve
from arcade.games.fmp.rules.planet import Planet, ore_layout, ore_offsets
from arcade.games.fmp.rules.points import ActionPoints
from arcade.games.fmp.rules.terrain import astronef_ground, enterable, stuck
from arcade.games.fmp.rules.tides import NORMAL, TideDeck, land_at

RULES_VERSION = "1"
LAST_TURN = 25
DECISION_TURN = 21
COLOURS = ("red", "blue", "green", "yellow")


class Phase:
    LANDING = "landing"  # turn 1
    DEPLOYMENT = "deployment"  # turn 2
    PLAY = "play"  # turns 3-25
    DECISION = "decision"  # start of turn 21
    OVER = "over"


@dataclass(frozen=True)
class Event:
    kind: str
    data: dict[str, Any] = field(default_factory=dict)


@dataclass
class Departure:
    """An astronef that left the planet and what it scores (FMP.END.5)."""

    astronef: int
    player: int
    turn: int
    ore: int
    pieces: int
    turrets: int

    @property
    def score(self) -> int:
        return 2 * self.ore + self.pieces + self.turrets


@dataclass
class Reach:
    """Every place a piece can reach this turn with its cheapest cost, and the path to it."""

    start: Pos
    cost: dict[Pos, int]
    came_from: dict[Pos, Pos]

    def path(self, to: Pos) -> tuple[Pos, ...]:
        to = norm(to)
        if to not in self.cost:
            return ()
        out = [to]
        while out[-1] != self.start:
            out.append(self.came_from[out[-1]])
        return tuple(reversed(out[:-1]))


def norm(pos: Pos) -> Pos:
    """A barge's two hexes in one order, so a place has one name."""
    return tuple(sorted(pos)) if len(pos) == 2 else pos


class FmpGame:
    def __init__(self, planet: Planet, players: list[str], seed: int, armies: int = 1) -> None:
        if not 2 <= len(players) <= 4:
            raise ValueError("Full Metal Planète is for 2 to 4 players")
        if armies not in (1, 2) or (armies == 2 and len(players) != 2):
            raise ValueError("two armies each is an option for two players only")
        self.planet = planet
        self.players = list(players)
        self.seed = seed
        self.rng = random.Random(seed)
        self.pieces: list[Piece] = []
        self.top: dict[Hex, int] = {}  # the piece standing on each hex (pontoons apart)
        self.pontoon_at: dict[Hex, int] = {}
        self.controller: dict[str, int] = {}  # army colour -> player
        self.armies: list[list[str]] = [[] for _ in players]
        colours = iter(COLOURS)
        for player in range(len(players)):
            for _ in range(armies):
                colour = next(colours)
                self.armies[player].append(colour)
                self.controller[colour] = player
                self._make_army(colour)
        for kind, count in reserve(len(players) * armies).items():
            for _ in range(count):
                self._new(kind, None, RESERVE)
        self.ore_offsets = ore_offsets(self.rng)
        for h in sorted(ore_layout(planet, self.ore_offsets)):
            self._place(self._new(Kind.ORE, None, BOARD), (h,))
        self.deck = TideDeck(self.rng)
        self.tide = NORMAL
        self.turn = 1
        self.phase = Phase.LANDING
        self.order = list(range(len(players)))
        self.rng.shuffle(self.order)  # FMP.START.2: landing order drawn at random
        self.turn_index = 0
        self.points = [ActionPoints() for _ in players]
        self.out: dict[int, str] = {}  # player -> why they no longer play (eliminated / not landed)
        self.zone_of_ship: dict[int, str] = {}
        self.departed: list[Departure] = []
        self.departed_colours: set[str] = set()
        self.stranded: list[int] = []  # astronefs left on the planet after turn 25
        self.neutralized: set[int] = set()  # pieces neutralized by enemy fire (FMP.NEUT.2)
        self.penalized: set[int] = set()  # tanks left on adjacent mountains (FMP.MOVE.4 ruling)
        self.window: set[str] | None = None  # colours that may still retreat (FMP.NEUT.1, FMP.SHIP.9)
        self.retreated: set[int] = set()
        self.shots: dict[int, int] = {}
        self.builds: dict[int, list[str]] = {}
        self.pinned: set[int] = set()  # FMP.NEUT.3
        self.moved_at: dict[int, int] = {}
        self.taken_by: dict[int, int] = {}  # astronef -> the player who took it last (FMP.SHIP.8)
        self.decisions: dict[int, tuple[int, ...]] = {}
        self.forecasts: dict[int, list[str]] = {}
        self.public_forecast: str | None = None
        self.overtime = False
        self.actions_done = 0
        self.log: list[Event] = []
        self._cover: dict[int | str, dict[Hex, int]] | None = None
        self._fire_sets: dict[int, set[Hex]] = {}
        self._land_by_tide: dict[str, frozenset[Hex]] = {}

    # -- construction ----------------------------------------------------------------------------------------------
    def _new(self, kind: Kind, colour: str | None, where: str) -> Piece:
        piece = Piece(len(self.pieces), kind, colour, where)
        self.pieces.append(piece)
        return piece

    def _make_army(self, colour: str) -> None:
        ship = self._new(Kind.ASTRONEF, colour, ORBIT)
        for pode in range(3):
            turret = self._new(Kind.TURRET, colour, ORBIT)
            turret.ship, turret.pode = ship.id, pode
        for kind, count in ARMY.items():
            if kind in (Kind.ASTRONEF, Kind.TURRET):
                continue
            for _ in range(count):
                piece = self._new(kind, None if kind is Kind.PONTOON else colour, CARRIED)
                piece.carrier = ship.id
                ship.contents.append(piece.id)

    # -- where things are ------------------------------------------------------------------------------------------
    @property
    def active(self) -> int:
        return self.order[self.turn_index]

    @property
    def over(self) -> bool:
        return self.phase == Phase.OVER

    def piece(self, pid: int) -> Piece | None:
        return self.pieces[pid] if 0 <= pid < len(self.pieces) else None

    def owner(self, p: Piece) -> int | None:
        return self.controller.get(p.colour) if p.colour is not None else None

    def at(self, h: Hex) -> Piece | None:
        pid = self.top.get(h)
        return self.pieces[pid] if pid is not None else None

    def terrain(self, h: Hex) -> str | None:
        return self.planet.terrain.get(h)

    def astronefs(self, player: int) -> list[Piece]:
        """The astronefs a player controls that are on the planet."""
        return [p for p in self.pieces if p.kind is Kind.ASTRONEF and p.where == BOARD and self.owner(p) == player]

    def turrets(self, ship: Piece) -> list[Piece]:
        return [p for p in self.pieces if p.kind is Kind.TURRET and p.ship == ship.id]

    def live_turret(self, ship: Piece, pode: int) -> Piece | None:
        return next((t for t in self.turrets(ship) if t.pode == pode and t.where == BOARD), None)

    def turret_on(self, ship: Piece, h: Hex) -> Piece | None:
        """The standing turret on the astronef's pode at `h` (None on the dome or a pode without turret)."""
        return self.live_turret(ship, ship.hexes.index(h) - 1)

    def outermost(self, p: Piece) -> Piece:
        while p.carrier is not None:
            p = self.pieces[p.carrier]
        return p

    def inside(self, p: Piece) -> Iterator[Piece]:
        """Everything a piece carries, at every depth."""
        for pid in p.contents:
            child = self.pieces[pid]
            yield child
            yield from self.inside(child)

    def room(self, carrier: Piece) -> int:
        """FMP.TRANS.1: free places; a crab aboard counts its own 2 whatever it carries."""
        if carrier.kind is Kind.ASTRONEF:
            return 10 ** 6
        return SPECS[carrier.kind].capacity - sum(SPECS[self.pieces[c].kind].size for c in carrier.contents)

    def is_stuck(self, p: Piece) -> str | None:
        """FMP.TIDE.3: 'stranded' or 'bogged' for a piece on a hex wrong for it at this tide."""
        if p.where != BOARD or SPECS[p.kind].domain == "none":
            return None
        for h in p.hexes:
            why = stuck(p.kind, self.planet.terrain[h], self.tide, h in self.pontoon_at)
            if why:
                return why
        return None

    def abandoned(self, p: Piece) -> bool:
        """FMP.END.3: the pieces of an astronef that left are neutralized for good."""
        return p.colour in self.departed_colours

    # -- fire zones ------------------------------------------------------------------------------------------------
    def _projects(self, p: Piece) -> bool:
        if p.where != BOARD or not is_destroyer(p.kind):
            return False
        if p.kind is Kind.TURRET:
            return True  # turrets always do (FMP.FIRE.5, FMP.NEUT.2)
        return not (self.abandoned(p) or p.id in self.neutralized or p.id in self.penalized or self.is_stuck(p))

    def cover(self) -> dict[int | str, dict[Hex, int]]:
        """Per player: how many of their destroyers that give a fire zone reach each hex (FMP.FIRE.5)."""
        if self._cover is None:
            destroyers = []
            for p in self.pieces:
                if self._projects(p):
                    owner = self.owner(p)
                    if owner is not None:
                        destroyers.append(Destroyer(owner, p.kind, p.hex, self.planet.terrain[p.hex]))
            self._cover = coverage(destroyers)
            self._fire_sets = {}
        return self._cover

    def under_fire(self, h: Hex, player: int) -> bool:
        """Is the hex under enemy fire for this player: two destroyers of one same opponent reach it?"""
        return h in self.hexes_under_fire(player)

    def hexes_under_fire(self, player: int) -> set[Hex]:
        """Every hex under enemy fire for the player (the table hatches them; bots avoid them)."""
        cover = self.cover()
        if player not in self._fire_sets:
            self._fire_sets[player] = hexes_under_fire(player, cover)
        return self._fire_sets[player]

    def piece_under_fire(self, p: Piece) -> bool:
        owner = self.owner(p)
        return owner is not None and p.where == BOARD and any(self.under_fire(h, owner) for h in p.hexes)

    def _changed(self) -> None:
        """Forget cached fire zones, and free neutralized pieces no longer under that fire (FMP.NEUT.2)."""
        self._cover = None
        freed = {pid for pid in self.neutralized if not self.piece_under_fire(self.pieces[pid])}
        if freed:
            self.neutralized -= freed
            self._cover = None

    def neutral(self, p: Piece) -> bool:
        """Neutralized by fire, counting the active player's threatened pieces once the retreat step closes."""
        if p.kind is Kind.TURRET:
            return False
        if p.id in self.neutralized:
            return True
        return (self.window is not None and p.colour in self.window and self.owner(p) == self.active
                and self.piece_under_fire(p))

    # -- the board index -------------------------------------------------------------------------------------------
    def _place(self, p: Piece, pos: Pos) -> None:
        p.where, p.hexes, p.carrier = BOARD, norm(pos), None
        if p.kind is Kind.TURRET:
            return  # a turret stands on its pode: the astronef holds the hex
        index = self.pontoon_at if p.kind is Kind.PONTOON else self.top
        for h in p.hexes:
            index[h] = p.id

    def _lift(self, p: Piece) -> None:
        index = self.pontoon_at if p.kind is Kind.PONTOON else self.top
        for h in p.hexes:
            if index.get(h) == p.id:
                del index[h]
        p.hexes = ()
        if p.carrier is not None:
            self.pieces[p.carrier].contents.remove(p.id)
            p.carrier = None

    def _put_in(self, p: Piece, carrier: Piece) -> None:
        self._lift(p)
        p.where, p.carrier = CARRIED, carrier.id
        carrier.contents.append(p.id)

    def _remove(self, p: Piece, where: str) -> None:
        """Take a piece and everything it carries out of play (destroyed, consumed or taken off)."""
        for child in list(self.inside(p)):
            child.where = where
        self._lift(p)
        p.where = where
        p.hangs_from = None
        self.neutralized.discard(p.id)

    def _recolour(self, p: Piece, colour: str) -> None:
        for q in (p, *self.inside(p)):
            if q.kind not in (Kind.ORE, Kind.PONTOON):
                q.colour = colour

    def land_hexes(self) -> frozenset[Hex]:
        """Hexes that are land at the present tide."""
        if self.tide not in self._land_by_tide:
            self._land_by_tide[self.tide] = frozenset(
                h for h, t in self.planet.terrain.items() if land_at(t, self.tide))
        return self._land_by_tide[self.tide]

    # -- queries for the table and for bots ------------------------------------------------------------------------
    def can_enter(self, p: Piece, h: Hex) -> bool:
        t = self.planet.terrain.get(h)
        return t is not None and enterable(p.kind, t, self.tide, h in self.pontoon_at)

    def steps(self, pos: Pos) -> Iterator[Pos]:
        """The places one step away: a neighbour for one hex; for the barge, a half enters a hex next to it while
        the other follows into the vacated hex, or pivots about one half (FMP.MOVE.5)."""
        if len(pos) == 1:
            for n in neighbors(pos[0]):
                yield (n,)
            return
        for x in pos:
            for n in neighbors(x):
                if n not in pos:
                    yield norm((x, n))

    def reachable(self, pid: int, budget: int | None = None) -> Reach:
        """Every place the piece can move to now with its cheapest cost and path, within the player's points (or
        `budget`): respecting tide, other pieces, ore, and enemy fire (FMP.TIDE.2, FMP.MOVE.2, FMP.MOVE.6)."""
        p = self.pieces[pid]
        start = p.hexes
        reach = Reach(start, {}, {})
        owner = self.owner(p)
        if p.where != BOARD or owner is None or SPECS[p.kind].domain == "none" or self._cannot_act(p) \
                or p.id in self.pinned:
            return reach
        if budget is None:
            budget = self.points[owner].available
        ok = self._allowed_hexes(p, owner)
        if len(start) == 1:
            return self._reach_one(p, start[0], ok, budget)
        reach.cost[start] = 0
        frontier = [start]
        cost = 0
        while frontier and cost < budget:
            cost += 1
            nxt = []
            for pos in frontier:
                for step in self.steps(pos):
                    if step in reach.cost:
                        continue
                    new = [h for h in step if h not in pos]
                    if all(h in ok and self.top.get(h, p.id) == p.id for h in new):
                        reach.cost[step] = cost
                        reach.came_from[step] = pos
                        nxt.append(step)
            frontier = nxt
        del reach.cost[start]
        return reach

    def _reach_one(self, p: Piece, start: Hex, ok: set[Hex], budget: int) -> Reach:
        """Breadth-first search for a one-hex piece (every step costs 1), kept lean for the table's hover."""
        cost: dict[Hex, int] = {start: 0}
        came: dict[Hex, Hex] = {}
        top = self.top
        frontier = [start]
        step = 0
        while frontier and step < budget:
            step += 1
            nxt = []
            for h in frontier:
                q, r = h
                for dq, dr in ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)):
                    n = Hex(q + dq, r + dr)
                    if n in cost or n not in ok or n in top:
                        continue
                    cost[n] = step
                    came[n] = h
                    nxt.append(n)
            frontier = nxt
        del cost[start]
        return Reach((start,), {(h,): c for h, c in cost.items()}, {(h,): (f,) for h, f in came.items()})

    def _allowed_hexes(self, p: Piece, owner: int) -> set[Hex]:
        land = self.land_hexes()
        pont = set(self.pontoon_at)
        if SPECS[p.kind].domain == "land":
            ok = (set(land) | pont)
            if p.kind is Kind.HEAVY_TANK:
                ok = {h for h in ok if self.planet.terrain[h] != "mountain"}
        else:
            ok = set(self.planet.terrain) - land - pont
        return ok - self.hexes_under_fire(owner)

    # -- legality --------------------------------------------------------------------------------------------------
    def check(self, action: Action) -> Rejection | None:
        """None if the action is legal now, else why not (clause and sentence)."""
        if self.over:
            return reject("FMP.END.5", "over")
        if isinstance(action, TimeUp):
            return None
        if self.phase == Phase.LANDING:
            if isinstance(action, Land):
                return self._check_land(action)
            if isinstance(action, EndTurn):
                return reject("FMP.START.2", "land_first")
            return reject("FMP.START.2", "landing_only")
        if self.phase == Phase.DECISION:
            return self._check_decide(action) if isinstance(action, Decide) else reject("FMP.END.1", "decide_first")
        if isinstance(action, Decide):
            return reject("FMP.END.1", "not_decision")
        if isinstance(action, Land):
            return reject("FMP.START.2", "landing_over")
        if isinstance(action, EndTurn):
            return None
        if self.phase == Phase.DEPLOYMENT:
            if isinstance(action, Unload):
                return self._check_deploy(action)
            if isinstance(action, Transfer):
                return self._check_transfer(action)
            return reject("FMP.START.3", "deployment_only")
        if self.overtime and not isinstance(action, Fire | Capture | TakeOff):
            moving = isinstance(action, Move | Attack | Retreat | Load | Unload | Build)
            return reject("FMP.TIME.1" if moving else "FMP.TIME.2", "time_up")
        if isinstance(action, Retreat):
            return self._check_retreat(action)
        if isinstance(action, Move):
            return self._check_move(action)
        if isinstance(action, Attack):
            return self._check_attack(action)
        if isinstance(action, Load):
            return self._check_load(action)
        if isinstance(action, Unload):
            return self._check_unload(action)
        if isinstance(action, Transfer):
            return self._check_transfer(action)
        if isinstance(action, Build):
            return self._check_build(action)
        if isinstance(action, Fire):
            return self._check_fire(action.shooters, action.target)
        if isinstance(action, Capture):
            return self._check_capture(action)
        if isinstance(action, Rebuild):
            return self._check_rebuild(action)
        return self._check_takeoff(action)

    def _pay(self, cost: int) -> Rejection | None:
        have = self.points[self.active].available
        return None if cost <= have else reject("FMP.PTS.2", "points", {"need": cost, "have": have})

    def _own(self, pid: int) -> Piece | Rejection:
        p = self.piece(pid)
        if p is None or p.where not in (BOARD, CARRIED):
            return reject("FMP.MOVE.2", "no_piece", {"id": pid})
        if self.owner(p) != self.active:
            return reject("FMP.CAPT.1", "not_yours", {"id": pid})
        return p

    def _cannot_act(self, p: Piece) -> Rejection | None:
        """FMP.MOVE.7: carried, stranded or bogged, neutralized or abandoned pieces can do nothing."""
        if p.where == CARRIED:
            return reject("FMP.TRANS.3", "carried")
        if self.abandoned(p):
            return reject("FMP.END.3", "abandoned")
        why = self.is_stuck(p)
        if why:
            return reject("FMP.TIDE.3", why)
        if self.neutral(p):
            return reject("FMP.NEUT.2", "neutralized")
        return None

    def _mover(self, pid: int) -> Piece | Rejection:
        p = self._own(pid)
        if isinstance(p, Rejection):
            return p
        if SPECS[p.kind].domain == "none":
            return reject("FMP.MOVE.1", "cannot_move")
        problem = self._cannot_act(p)
        if problem:
            return problem
        if p.id in self.pinned:
            return reject("FMP.NEUT.3", "pinned")
        return p

    def _step_problem(self, p: Piece, old: Pos, new: Pos, fire_ok: bool, last: bool) -> Rejection | None:
        """Why one step of a path is not allowed (None if it is)."""
        if norm(new) not in set(self.steps(old)):
            return reject("FMP.MOVE.5" if p.kind is Kind.BARGE else "FMP.MOVE.2", "not_adjacent")
        owner = self.owner(p)
        assert owner is not None
        for h in new:
            if h in old:
                continue
            t = self.planet.terrain.get(h)
            if t is None:
                return reject("FMP.BOARD.1", "off_board")
            occupant = self.at(h)
            if occupant is not None and occupant.id != p.id:
                if occupant.kind is Kind.ORE:
                    return reject("FMP.BOARD.3", "ore_obstacle")
                return reject("FMP.MOVE.2", "occupied")
            if p.kind is Kind.HEAVY_TANK and t == "mountain":
                return reject("FMP.MOVE.3", "heavy_mountain")
            if not enterable(p.kind, t, self.tide, h in self.pontoon_at) and not last:
                # FMP.TIDE.4: stranding or bogging on purpose is possible only as the path's last step
                return reject("FMP.TIDE.2", "wrong_ground", {"kind": p.kind.value})
            if SPECS[p.kind].domain == "sea" and h in self.pontoon_at:
                return reject("FMP.PONT.2", "pontoon_blocks")
            if not fire_ok and self.under_fire(h, owner):
                return reject("FMP.MOVE.6", "into_fire")
        return None

    def _walk(self, p: Piece, path: tuple[Pos, ...], attack: bool = False) -> tuple[int, Rejection | None]:
        """How many steps of the path are legal from the start (and why the next one is not)."""
        old = p.hexes
        have = self.points[self.active].available
        for i, new in enumerate(path):
            if i >= have:
                return i, reject("FMP.PTS.2", "points", {"need": len(path), "have": have})
            last = i == len(path) - 1
            problem = self._step_problem(p, old, new, attack and last, last)
            if problem:
                return i, problem
            old = norm(new)
        return len(path), None

    def _check_move(self, action: Move) -> Rejection | None:
        p = self._mover(action.piece)
        if isinstance(p, Rejection):
            return p
        if not action.path:
            return reject("FMP.MOVE.2", "empty_path")
        done, problem = self._walk(p, action.path)
        return problem if done == 0 else None  # FMP.PTS.5: the legal part of a path is played

    def _check_retreat(self, action: Retreat) -> Rejection | None:
        p = self._own(action.piece)
        if isinstance(p, Rejection):
            return p
        if self.window is None or p.colour not in self.window:
            return reject("FMP.NEUT.1", "retreat_over")
        if p.id in self.retreated:
            return reject("FMP.NEUT.1", "retreat_once")
        if SPECS[p.kind].domain == "none" or p.where != BOARD:
            return reject("FMP.MOVE.1", "cannot_move")
        if not self.piece_under_fire(p):
            return reject("FMP.NEUT.1", "not_threatened")
        if self.abandoned(p):
            return reject("FMP.END.3", "abandoned")
        why = self.is_stuck(p)
        if why:
            return reject("FMP.TIDE.3", why)
        problem = self._step_problem(p, p.hexes, action.to, False, False)
        if problem:
            return problem
        return self._pay(1)

    def _check_attack(self, action: Attack) -> Rejection | None:
        p = self._mover(action.piece)
        if isinstance(p, Rejection):
            return p
        if not is_destroyer(p.kind) or not action.path or not 1 <= len(action.shots) <= 2:
            return reject("FMP.ATK.2", "attack_shape")
        trial = self.clone()
        return trial._run_attack(action, [])

    def _run_attack(self, action: Attack, events: list[Event]) -> Rejection | None:
        """Play a second-arrival attack; on a copy this is its check (FMP.ATK.1-2)."""
        p = self.pieces[action.piece]
        done, problem = self._walk(p, action.path, attack=True)
        if done < len(action.path):
            return problem
        cost = len(action.path) + 2 * len(action.shots)
        problem = self._pay(cost)
        if problem:
            return problem
        self.points[self.active].pay(len(action.path))
        self._move_piece(p, action.path, events)
        for shot in action.shots:
            problem = self._check_fire((shot.partner, p.id), shot.target, second=p.id)
            if problem:
                return problem
            self._fire((shot.partner, p.id), shot.target, events)
        if self.piece_under_fire(p):
            return reject("FMP.ATK.2", "still_under_fire")
        self._pin_if_holding(p)
        return None

    def _check_fire(self, shooters: tuple[int, int], target: Hex, second: int | None = None) -> Rejection | None:
        if shooters[0] == shooters[1]:
            return reject("FMP.FIRE.3", "two_shooters")
        problem = self._target_problem(target)
        if problem:
            return problem
        for pid in shooters:
            s = self._own(pid)
            if isinstance(s, Rejection):
                return s
            if not is_destroyer(s.kind):
                return reject("FMP.FIRE.3", "not_destroyer", {"id": pid})
            problem = self._cannot_act(s) if s.kind is not Kind.TURRET else (
                None if s.where == BOARD else reject("FMP.FIRE.3", "no_turret"))
            if problem:
                return problem
            if s.id in self.penalized:
                return reject("FMP.MOVE.4", "mountain_pair")
            if self.shots.get(s.id, 0) >= 2:
                return reject("FMP.FIRE.2", "no_ammo", {"id": pid})
            if distance(s.hex, target) > fire_range(s.kind, self.planet.terrain[s.hex]):
                return reject("FMP.FIRE.1", "out_of_range", {"id": pid})
            if s.kind is not Kind.TURRET and s.id != second and self.piece_under_fire(s):
                return reject("FMP.ATK.1", "shooter_under_fire", {"id": pid})
        return self._pay(2)

    def _target_problem(self, target: Hex) -> Rejection | None:
        t = self.at(target)
        if t is None:
            return None if target in self.pontoon_at else reject("FMP.FIRE.3", "nothing_there")
        if t.kind is Kind.ASTRONEF:
            if target == t.hex:
                return reject("FMP.FIRE.3", "astronef_indestructible")
            turret = self.turret_on(t, target)
            if turret is None:
                return reject("FMP.FIRE.3", "no_turret")
            return reject("FMP.FIRE.4", "own_piece") if self.owner(t) == self.active else None
        if t.kind is not Kind.ORE and self.owner(t) == self.active:
            return reject("FMP.FIRE.4", "own_piece")
        return None

    def _check_capture(self, action: Capture) -> Rejection | None:
        if action.takers[0] == action.takers[1]:
            return reject("FMP.CAPT.1", "two_takers")
        target = self.piece(action.target)
        if target is None or target.where != BOARD:
            return reject("FMP.MOVE.2", "no_piece", {"id": action.target})
        if target.kind in (Kind.ASTRONEF, Kind.TURRET):
            return reject("FMP.CAPT.3", "capture_astronef")
        if target.kind in (Kind.PONTOON, Kind.ORE):
            return reject("FMP.CAPT.3", "capture_neutral")
        colours = set()
        for pid in action.takers:
            s = self._own(pid)
            if isinstance(s, Rejection):
                return s
            if not is_destroyer(s.kind):
                return reject("FMP.CAPT.1", "not_destroyer", {"id": pid})
            problem = self._cannot_act(s)
            if problem:
                return problem
            if not any(distance(a, b) == 1 for a in s.hexes for b in target.hexes):
                return reject("FMP.CAPT.1", "not_adjacent_target", {"id": pid})
            if self.piece_under_fire(s):
                return reject("FMP.CAPT.1", "taker_under_fire", {"id": pid})
            colours.add(s.colour)
        if len(colours) != 1:
            return reject("FMP.CAPT.1", "one_colour")
        if target.colour in colours:
            return reject("FMP.CAPT.1", "same_colour")
        if any(self.under_fire(h, self.active) for h in target.hexes):
            return reject("FMP.CAPT.1", "target_under_fire")
        return self._pay(1)

    # transport ---------------------------------------------------------------------------------------------------
    def _carrier(self, pid: int) -> Piece | Rejection:
        c = self.piece(pid)
        if c is None or c.where != BOARD:
            return reject("FMP.TRANS.1", "no_carrier")
        if c.kind not in (Kind.BARGE, Kind.CRAB, Kind.WEATHER_LAYER, Kind.ASTRONEF):
            return reject("FMP.TRANS.1", "not_transporter")
        return c

    def _check_load(self, action: Load) -> Rejection | None:
        c = self._carrier(action.carrier)
        if isinstance(c, Rejection):
            return c
        cargo = self.piece(action.cargo)
        if cargo is None or cargo.where != BOARD or cargo.id == c.id:
            return reject("FMP.MOVE.2", "no_piece", {"id": action.cargo})
        if c.kind is Kind.ASTRONEF:
            return self._check_enter(c, cargo)
        own = self._own(c.id)
        if isinstance(own, Rejection):
            return own
        problem = self._cannot_act(c)
        if problem:
            return problem
        if not can_carry(c.kind, cargo.kind, self.room(c)):
            return reject("FMP.TRANS.1", "cannot_carry", {"kind": cargo.kind.value})
        if not any(distance(a, b) == 1 for a in c.hexes for b in cargo.hexes):
            return reject("FMP.TRANS.2", "not_adjacent_cargo")
        return self._loadable(cargo) or self._carrier_out_of_fire(c) or self._pay(1)

    def _loadable(self, cargo: Piece) -> Rejection | None:
        """The cargo side of loading: the player's own piece (or ore, or a bare pontoon), loadable where it is."""
        h = cargo.hex
        if cargo.kind is Kind.PONTOON:
            if h in self.top:
                return reject("FMP.PONT.1", "pontoon_in_use")
        elif cargo.kind is not Kind.ORE:
            if self.owner(cargo) != self.active:
                return reject("FMP.CAPT.1", "not_yours", {"id": cargo.id})
            problem = self._cannot_act(cargo)
            if problem and problem.clause != "FMP.TIDE.3":
                return problem
            if cargo.id in self.pinned:
                return reject("FMP.NEUT.3", "pinned")
        if cargo.kind is not Kind.PONTOON and not land_at(self.planet.terrain[h], self.tide) \
                and h not in self.pontoon_at:
            return reject("FMP.TRANS.7" if cargo.kind is not Kind.ORE else "FMP.BOARD.3", "submerged")
        if self.under_fire(h, self.active):
            return reject("FMP.TRANS.5", "cargo_under_fire")
        return None

    def _carrier_out_of_fire(self, c: Piece) -> Rejection | None:
        if c.kind is not Kind.ASTRONEF and self.piece_under_fire(c):
            return reject("FMP.TRANS.5", "carrier_under_fire")
        return None

    def _check_enter(self, ship: Piece, cargo: Piece) -> Rejection | None:
        """FMP.SHIP.2-3, FMP.SHIP.6, FMP.SHIP.10: entering an astronef through a pode."""
        if cargo.kind in (Kind.ASTRONEF, Kind.TURRET):
            return reject("FMP.SHIP.2", "cannot_enter")
        podes = ship.hexes[1:]
        if not any(distance(h, pode) == 1 for h in cargo.hexes for pode in podes):
            return reject("FMP.SHIP.2", "next_to_pode")
        if self.owner(ship) != self.active:
            if any(self.live_turret(ship, i) for i in range(3)):
                return reject("FMP.SHIP.10", "foreign_astronef")
            if not is_destroyer(cargo.kind):
                return reject("FMP.SHIP.6", "take_with_destroyer")
            if self.owner(cargo) != self.active:
                return reject("FMP.CAPT.1", "not_yours", {"id": cargo.id})
            problem = self._cannot_act(cargo)
            if problem:
                return problem
            if self.piece_under_fire(cargo):
                return reject("FMP.SHIP.6", "take_under_fire")
            return self._pay(1)
        return self._loadable(cargo) or self._pay(1)

    def _check_unload(self, action: Unload) -> Rejection | None:
        c = self._carrier(action.carrier)
        if isinstance(c, Rejection):
            return c
        own = self._own(c.id)
        if isinstance(own, Rejection):
            return own
        cargo = self.piece(action.cargo)
        if cargo is None or cargo.carrier != c.id:
            return reject("FMP.TRANS.2", "not_aboard", {"id": action.cargo})
        if c.kind is Kind.ASTRONEF:
            if cargo.kind is Kind.ORE or any(q.kind is Kind.ORE for q in self.inside(cargo)):
                return reject("FMP.POND.4", "ore_stays")
            return self._check_exit(c, cargo, action) or self._pay(1)
        problem = self._cannot_act(c) or self._carrier_out_of_fire(c)
        if problem:
            return problem
        if len(action.to) != 1 or not any(distance(a, action.to[0]) == 1 for a in c.hexes):
            return reject("FMP.TRANS.2", "not_adjacent_place")
        return self._placement(cargo, action.to, action.hang) or self._pay(1)

    def _check_exit(self, ship: Piece, cargo: Piece, action: Unload) -> Rejection | None:
        first = action.to[0]
        podes = [i for i, pode in enumerate(ship.hexes[1:]) if distance(pode, first) == 1]
        if not podes:
            return reject("FMP.SHIP.2", "next_to_pode")
        if not any(self.live_turret(ship, i) for i in podes):
            return reject("FMP.SHIP.3", "pode_destroyed")
        return self._placement(cargo, action.to, action.hang)

    def _placement(self, cargo: Piece, to: Pos, hang: int | None, deploy: bool = False) -> Rejection | None:
        """Where an unloaded, deployed or built piece may be put down (FMP.TRANS.4-7, FMP.PONT.3, FMP.TIDE.2)."""
        if cargo.kind is Kind.BARGE:
            if len(to) != 2 or distance(to[0], to[1]) != 1:
                return reject("FMP.MOVE.5", "barge_two_hexes")
        elif len(to) != 1:
            return reject("FMP.TRANS.4", "one_hex")
        for h in to:
            t = self.planet.terrain.get(h)
            if t is None:
                return reject("FMP.BOARD.1", "off_board")
            if not deploy and self.under_fire(h, self.active):
                return reject("FMP.TRANS.5", "place_under_fire")
            occupant = self.at(h)
            if occupant is not None:
                if occupant.kind in (Kind.BARGE, Kind.CRAB) and self.owner(occupant) == self.active \
                        and can_carry(occupant.kind, cargo.kind, self.room(occupant)) and len(to) == 1:
                    continue  # into a transporter with room (FMP.TRANS.4)
                return reject("FMP.TRANS.4", "place_taken")
            if cargo.kind is Kind.HEAVY_TANK and t == "mountain":
                return reject("FMP.MOVE.3", "heavy_mountain")
            pontoon = h in self.pontoon_at
            if cargo.kind is Kind.PONTOON:
                if pontoon:
                    return reject("FMP.TRANS.4", "place_taken")
                return self._anchor_problem(h, hang)
            if SPECS[cargo.kind].domain == "sea":
                if pontoon or land_at(t, self.tide):
                    return reject("FMP.TIDE.2", "wrong_ground", {"kind": cargo.kind.value})
            elif t == "sea" and not pontoon:
                return reject("FMP.TRANS.7", "open_sea")
        return None

    def touches_land(self, h: Hex) -> bool:
        """A pontoon here is an anchor: it stands on or touches land at the present tide (FMP.PONT.3)."""
        land = self.land_hexes()
        return h in land or any(n in land for n in neighbors(h))

    def pontoons_touching(self, h: Hex) -> list[int]:
        return sorted(self.pontoon_at[n] for n in neighbors(h) if n in self.pontoon_at)

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

    def _check_transfer(self, action: Transfer) -> Rejection | None:
        p = self.piece(action.piece)
        into = self.piece(action.into)
        if p is None or into is None or p.where != CARRIED or p.carrier == into.id or p.id == into.id:
            return reject("FMP.TRANS.2", "not_aboard", {"id": action.piece})
        outer = self.outermost(p)
        if outer.kind not in (Kind.BARGE, Kind.ASTRONEF) or self.outermost(into) is not outer or (
                into.where != CARRIED and into is not outer):
            return reject("FMP.TRANS.2", "not_same_hold")
        if self.owner(outer) != self.active:
            return reject("FMP.CAPT.1", "not_yours", {"id": outer.id})
        if into.kind is Kind.ASTRONEF:
            return None
        if into in self.inside(p):
            return reject("FMP.TRANS.1", "cannot_carry", {"kind": p.kind.value})
        if into.kind not in (Kind.BARGE, Kind.CRAB, Kind.WEATHER_LAYER) or not can_carry(
                into.kind, p.kind, self.room(into)):
            return reject("FMP.TRANS.1", "cannot_carry", {"kind": p.kind.value})
        return None

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
            return reject("FMP.POND.2", "same_build", {"kind": kind.value})
        if self._from_reserve(kind) is None:
            return reject("FMP.POND.3", "reserve_empty", {"kind": kind.value})
        if distance(layer.hex, action.to) != 1:
            return reject("FMP.TRANS.2", "not_adjacent_place")
        probe = Piece(-1, kind, layer.colour, RESERVE)
        return self._placement(probe, (action.to,), action.hang) or self._pay(1)

    def _from_reserve(self, kind: Kind) -> Piece | None:
        return next((p for p in self.pieces if p.where == RESERVE and p.kind is kind), None)

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

    def _check_takeoff(self, action: TakeOff) -> Rejection | None:
        ship = self._own(action.astronef)
        if isinstance(ship, Rejection):
            return ship
        if ship.kind is not Kind.ASTRONEF or ship.where != BOARD:
            return reject("FMP.END.4", "not_astronef")
        if self.turn != LAST_TURN:
            return reject("FMP.END.4", "takeoff_turn")
        return self._pay(self.takeoff_cost(ship))

    def takeoff_cost(self, ship: Piece) -> int:
        """FMP.END.4: 1 point plus 1 per missing turret."""
        return 1 + sum(1 for t in self.turrets(ship) if t.where != BOARD)

    # landing, deployment and the turn-21 decision --------------------------------------------------------------------
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
        if len(zones) != 1 or None in zones:
            return reject("FMP.START.2", "one_zone")
        zone = zones.pop()
        assert zone is not None
        for taken in self.zone_of_ship.values():
            if self.planet.contiguous(zone, taken):
                return reject("FMP.START.2", "zone_taken" if zone == taken else "zone_next", {"zone": taken})
        if any(self.top.get(h) is not None and self.pieces[self.top[h]].kind is not Kind.ORE for h in hexes):
            return reject("FMP.MOVE.2", "occupied")
        return None

    def landing_options(self) -> list[Land]:
        """Every legal landing of the active player's next astronef (for the table's hints and for bots)."""
        ship = next((s for s in self._own_ships_in_orbit()), None)
        if ship is None:
            return []
        out = []
        for _zone, land in sorted(self.planet.zones.items()):
            for dome in sorted(land):
                for o in (0, 1):
                    action = Land(ship.id, dome, o)
                    if self._check_land(action) is None:
                        out.append(action)
        return out

    def _own_ships_in_orbit(self) -> list[Piece]:
        return [p for p in self.pieces if p.kind is Kind.ASTRONEF and p.where == ORBIT
                and self.owner(p) == self.active]

    def _check_deploy(self, action: Unload) -> Rejection | None:
        """FMP.START.3: free; land pieces in the astronef's zone, sea pieces and pontoons on the water of its coast."""
        ship = self.piece(action.carrier)
        if ship is None or ship.kind is not Kind.ASTRONEF or self.owner(ship) != self.active or ship.where != BOARD:
            return reject("FMP.START.3", "deploy_from_astronef")
        cargo = self.piece(action.cargo)
        if cargo is None or cargo.carrier != ship.id:
            return reject("FMP.TRANS.2", "not_aboard", {"id": action.cargo})
        zone = self.zone_of_ship[ship.id]
        if SPECS[cargo.kind].domain == "land":
            if any(h not in self.planet.zones[zone] for h in action.to):
                return reject("FMP.START.3", "deploy_zone", {"zone": zone})
        else:
            coast = self.planet.coast(zone)
            if not any(h in coast for h in action.to) or any(
                    self.planet.terrain.get(h) not in ("sea", "reef") for h in action.to):
                return reject("FMP.START.3", "deploy_coast", {"zone": zone})
        return self._placement(cargo, action.to, action.hang, deploy=True)

    def _check_decide(self, action: Decide) -> Rejection | None:
        mine = {s.id for s in self.astronefs(self.active)}
        if any(a not in mine for a in action.leave) or len(set(action.leave)) != len(action.leave):
            return reject("FMP.END.1", "decide_own")
        return None

    # -- applying --------------------------------------------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        problem = self.check(action)
        if problem is not None:
            raise IllegalAction(problem)
        events: list[Event] = []
        self.actions_done += 1
        if self.window is not None and not isinstance(action, Retreat):
            self._close_window(events)
        if isinstance(action, TimeUp):
            self._time_up(events)
        elif isinstance(action, EndTurn):
            self._end_turn(events)
        elif isinstance(action, Land):
            self._land(action, events)
        elif isinstance(action, Decide):
            self._decide(action, events)
        elif isinstance(action, Move):
            p = self.pieces[action.piece]
            done, problem = self._walk(p, action.path)
            self.points[self.active].pay(done)
            self._move_piece(p, action.path[:done], events)
            if problem is not None:
                events.append(Event("stopped", {"piece": p.id, "clause": problem.clause, "key": problem.key}))
            self._pin_if_holding(p)
        elif isinstance(action, Retreat):
            p = self.pieces[action.piece]
            self.points[self.active].pay(1)
            self._move_piece(p, (action.to,), events)
            self.retreated.add(p.id)
        elif isinstance(action, Attack):
            self._run_attack(action, events)
        elif isinstance(action, Fire):
            self._fire(action.shooters, action.target, events)
        elif isinstance(action, Capture):
            self._capture(action, events)
        elif isinstance(action, Load):
            self._load(action, events)
        elif isinstance(action, Unload):
            self._unload(action, events)
        elif isinstance(action, Transfer):
            p = self.pieces[action.piece]
            self._put_in(p, self.pieces[action.into])
            events.append(Event("transferred", {"piece": p.id, "into": action.into}))
        elif isinstance(action, Build):
            self._build(action, events)
        elif isinstance(action, Rebuild):
            self._rebuild(action, events)
        elif isinstance(action, TakeOff):
            ship = self.pieces[action.astronef]
            self.points[self.active].pay(self.takeoff_cost(ship))
            self._depart(ship, events)
        self._changed()
        self.log.extend(events)
        return events

    def _move_piece(self, p: Piece, path: tuple[Pos, ...], events: list[Event]) -> None:
        if not path:
            return
        start = p.hexes
        self._lift(p)
        self._place(p, path[-1])
        self.moved_at[p.id] = self.actions_done
        self.penalized.discard(p.id)
        self._cover = None
        events.append(Event("moved", {"piece": p.id, "from": [list(h) for h in start],
                                      "path": [[list(h) for h in pos] for pos in path]}))
        why = self.is_stuck(p)
        if why:
            events.append(Event(why, {"piece": p.id}))

    def _pin_if_holding(self, p: Piece) -> None:
        """FMP.NEUT.3: a destroyer that ends a move holding an enemy piece under fire may not move again."""
        if not is_destroyer(p.kind) or p.where != BOARD or not self._projects(p):
            return
        mine = self.cover().get(self.active, {})
        reach = fire_range(p.kind, self.planet.terrain[p.hex])
        for h in within(p.hex, reach):
            other = self.at(h)
            if other is not None and mine.get(h, 0) >= 2 and self.owner(other) not in (None, self.active):
                self.pinned.add(p.id)
                return

    def _fire(self, shooters: tuple[int, int], target: Hex, events: list[Event]) -> None:
        self.points[self.active].pay(2)
        for s in shooters:
            self.shots[s] = self.shots.get(s, 0) + 1
        events.append(Event("fired", {"shooters": list(shooters), "target": list(target)}))
        t = self.at(target)
        if t is not None and t.kind is Kind.ASTRONEF:
            turret = self.turret_on(t, target)
            assert turret is not None
            self._lift(turret)
            turret.where = GONE
            events.append(Event("destroyed", {"pieces": [turret.id], "hex": list(target)}))
        else:
            self._destroy_hex(target, events)
        self._cover = None

    def _destroy_hex(self, h: Hex, events: list[Event]) -> None:
        """FMP.FIRE.3: everything on the hex goes (pieces, cargo, ore, pontoon and what hangs from it)."""
        lost: list[int] = []
        t = self.at(h)
        if t is not None:
            lost += [t.id, *(q.id for q in self.inside(t))]
            self._remove(t, GONE)
        if h in self.pontoon_at:
            lost += self._collapse(self.pieces[self.pontoon_at[h]], include_self=True)
        events.append(Event("destroyed", {"pieces": lost, "hex": list(h)}))

    def _collapse(self, pontoon: Piece, include_self: bool) -> list[int]:
        """FMP.PONT.3: a pontoon destroyed or removed takes with it every pontoon hanging from it, and everything
        standing on those."""
        lost: list[int] = []
        hangers = [p for p in self.pieces if p.kind is Kind.PONTOON and p.hangs_from == pontoon.id
                   and p.where == BOARD]
        for child in hangers:
            lost += self._collapse(child, include_self=True)
        if include_self:
            on = self.at(pontoon.hex)
            if on is not None:
                lost += [on.id, *(q.id for q in self.inside(on))]
                self._remove(on, GONE)
            lost.append(pontoon.id)
            self._remove(pontoon, GONE)
        return lost

    def _capture(self, action: Capture, events: list[Event]) -> None:
        self.points[self.active].pay(1)
        target = self.pieces[action.target]
        colour = self.pieces[action.takers[0]].colour
        assert colour is not None
        before = target.colour
        self._recolour(target, colour)
        self.neutralized.discard(target.id)  # FMP.CAPT.2: operational at once
        self.pinned.discard(target.id)
        events.append(Event("captured", {"piece": target.id, "from": before, "to": colour}))

    def _load(self, action: Load, events: list[Event]) -> None:
        c, cargo = self.pieces[action.carrier], self.pieces[action.cargo]
        self.points[self.active].pay(1)
        lost: list[int] = []
        if cargo.kind is Kind.PONTOON:
            lost = self._collapse(cargo, include_self=False)
            cargo.hangs_from = None
        taking = c.kind is Kind.ASTRONEF and self.owner(c) != self.active
        self._put_in(cargo, c)
        self.penalized.discard(cargo.id)
        events.append(Event("loaded", {"carrier": c.id, "piece": cargo.id}))
        if lost:
            events.append(Event("destroyed", {"pieces": lost, "hex": None}))
        if c.kind is Kind.ASTRONEF:
            assert c.colour is not None
            self._recolour(cargo, c.colour)  # FMP.SHIP.5
        if taking:
            self._take_astronef(c, events)

    def _take_astronef(self, ship: Piece, events: list[Event]) -> None:
        """FMP.SHIP.6: control of the astronef and of every piece of its colour; +5 / -5 base credit."""
        assert ship.colour is not None
        loser = self.controller[ship.colour]
        self.controller[ship.colour] = self.active
        self.taken_by[ship.id] = self.active
        self.armies[loser].remove(ship.colour)
        self.armies[self.active].append(ship.colour)
        self.points[self.active].adjust_base(5)
        self.points[loser].adjust_base(-5)
        events.append(Event("astronef_taken", {"astronef": ship.id, "from": loser, "by": self.active}))
        for p in self.pieces:
            if p.colour == ship.colour:
                self.neutralized.discard(p.id)
        self._cover = None
        self.window = {ship.colour}  # FMP.SHIP.9: first move the new pieces out of fire
        if not self.astronefs(loser) and loser not in self.out:
            self._eliminate(loser, "astronef_lost", events)

    def _eliminate(self, player: int, why: str, events: list[Event]) -> None:
        """FMP.SHIP.7: a player without an astronef has lost; their saved points are discarded."""
        if any(d.player == player for d in self.departed) and why == "astronef_lost":
            return
        self.out[player] = why
        self.points[player].saved = 0
        events.append(Event("eliminated", {"player": player, "why": why}))

    def _unload(self, action: Unload, events: list[Event]) -> None:
        c, cargo = self.pieces[action.carrier], self.pieces[action.cargo]
        if self.phase != Phase.DEPLOYMENT:
            self.points[self.active].pay(1)
        self._put_down(cargo, action.to, action.hang)
        events.append(Event("unloaded", {"carrier": c.id, "piece": cargo.id, "to": [list(h) for h in action.to]}))
        why = self.is_stuck(cargo)
        if why:
            events.append(Event(why, {"piece": cargo.id}))
        if self.phase == Phase.PLAY:
            self._pin_if_holding(cargo)

    def _put_down(self, p: Piece, to: Pos, hang: int | None) -> None:
        occupant = self.at(to[0]) if len(to) == 1 else None
        if occupant is not None and occupant.kind in (Kind.BARGE, Kind.CRAB):
            self._put_in(p, occupant)
            return
        self._lift(p)
        self._place(p, to)
        if p.kind is Kind.PONTOON:
            p.hangs_from = None
            if not self.touches_land(to[0]):
                p.hangs_from = hang if hang is not None else self.pontoons_touching(to[0])[0]
        self._cover = None

    def _build(self, action: Build, events: list[Event]) -> None:
        layer = self.pieces[action.layer]
        self.points[self.active].pay(1)
        ore = next(self.pieces[c] for c in layer.contents if self.pieces[c].kind is Kind.ORE)
        self._remove(ore, GONE)
        kind = Kind(action.kind)
        piece = self._from_reserve(kind)
        assert piece is not None
        piece.colour = None if kind is Kind.PONTOON else layer.colour
        self._put_down(piece, (action.to,), action.hang)
        self.builds.setdefault(layer.id, []).append(kind.value)
        events.append(Event("built", {"layer": layer.id, "piece": piece.id, "kind": kind.value,
                                      "to": list(action.to), "ore": ore.id}))

    def _rebuild(self, action: Rebuild, events: list[Event]) -> None:
        ship = self.pieces[action.astronef]
        self.points[self.active].pay(2)
        turret = next(t for t in self.turrets(ship) if t.pode == action.pode)
        turret.colour = ship.colour
        self._place(turret, (ship.hexes[1 + action.pode],))
        self.shots[turret.id] = 0  # a rebuilt turret may fire at once
        events.append(Event("turret_rebuilt", {"astronef": ship.id, "pode": action.pode}))

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
        for t in turrets:
            self._remove(t, LEFT)
        self._remove(ship, LEFT)
        self._cover = None
        events.append(Event("took_off", {"astronef": ship.id, "player": owner, "score": departure.score}))

    def _land(self, action: Land, events: list[Event]) -> None:
        ship = self.pieces[action.astronef]
        hexes = astronef_hexes(action.dome, action.orientation)
        zone = self.planet.zone_of(hexes[0])
        assert zone is not None
        cleared = []
        for h in self.planet.zones[zone] | self.planet.reefs[zone]:  # FMP.START.2: the zone is cleared of ore
            ore = self.at(h)
            if ore is not None and ore.kind is Kind.ORE:
                self._remove(ore, GONE)
                cleared.append(ore.id)
        ship.orientation = action.orientation
        self._place(ship, hexes)
        for t in self.turrets(ship):
            self._place(t, (hexes[1 + t.pode],))
        self.zone_of_ship[ship.id] = zone
        events.append(Event("landed", {"astronef": ship.id, "zone": zone, "cleared": cleared}))
        if not self._own_ships_in_orbit():
            self._next_player(events)

    def _decide(self, action: Decide, events: list[Event]) -> None:
        self.decisions[self.active] = action.leave
        events.append(Event("decided", {"player": self.active}))
        self._next_player(events)

    def _time_up(self, events: list[Event]) -> None:
        events.append(Event("time_up", {"player": self.active}))
        if self.phase == Phase.LANDING:
            self._eliminate(self.active, "not_landed", events)
            self._next_player(events)
        elif self.phase == Phase.DEPLOYMENT:
            self._next_player(events)
        elif self.phase == Phase.PLAY:
            self.overtime = True  # FMP.TIME.2: only shots and captures, then the end of the turn

    def _end_turn(self, events: list[Event]) -> None:
        if self.phase == Phase.PLAY:
            player = self.active
            for a, b in self.mountain_pairs(player):
                later = max((a, b), key=lambda pid: (self.moved_at.get(pid, -1), pid))
                self.penalized.add(later)
                events.append(Event("mountain_pair", {"pieces": [a, b], "penalized": later}))
            self.points[player].end_turn()
            if self.turn == LAST_TURN:
                for ship in self.astronefs(player):
                    self.stranded.append(ship.id)
                    events.append(Event("stays", {"astronef": ship.id, "player": player}))
        self._next_player(events)

    def mountain_pairs(self, player: int) -> list[tuple[int, int]]:
        """FMP.MOVE.4: the player's tanks standing on adjacent mountain hexes (warned before the end of turn)."""
        tanks = [p for p in self.pieces if p.kind is Kind.TANK and p.where == BOARD and self.owner(p) == player
                 and self.planet.terrain[p.hex] == "mountain"]
        return [(a.id, b.id) for i, a in enumerate(tanks) for b in tanks[i + 1:] if distance(a.hex, b.hex) == 1]

    def _close_window(self, events: list[Event]) -> None:
        """After the retreat step, the active player's pieces still under enemy fire are neutralized."""
        colours = self.window or set()
        self.window = None
        caught = [p.id for p in self.pieces if p.colour in colours and p.where == BOARD
                  and p.kind is not Kind.TURRET and self.piece_under_fire(p)]
        if caught:
            self.neutralized.update(caught)
            self._cover = None
            events.append(Event("neutralized", {"pieces": caught}))

    # -- the turn schedule -----------------------------------------------------------------------------------------
    def in_play(self, player: int) -> bool:
        return player not in self.out and bool(self.astronefs(player))

    def _next_player(self, events: list[Event]) -> None:
        self.window = None
        self.overtime = False
        while True:
            self.turn_index += 1
            if self.turn_index >= len(self.order) and not self._next_turn(events):
                return
            if self.phase == Phase.LANDING:
                if self.active not in self.out:
                    break
            elif self.in_play(self.active):
                break
            elif not any(self.in_play(p) for p in self.order):
                self._finish(events)
                return
        self._begin_player_turn(events)

    def _next_turn(self, events: list[Event]) -> bool:
        """Move to the next full turn; False when the game is over."""
        self.turn_index = 0
        if self.phase == Phase.DECISION:
            self._resolve_decisions(events)
            self.phase = Phase.PLAY
            return True
        self.turn += 1
        if self.turn > LAST_TURN or not any(self.in_play(p) for p in range(len(self.players))):
            self._finish(events)
            return False
        if self.turn == 2:
            self.phase = Phase.DEPLOYMENT
        elif self.turn == 3:
            self.phase = Phase.PLAY
            self._set_order()
        self.tide = self.deck.start_turn(self.turn)
        if self.turn >= 3:
            self._tide_changed(events)
        events.append(Event("turn", {"turn": self.turn, "tide": self.tide, "order": list(self.order)}))
        if self.turn == DECISION_TURN:
            self.phase = Phase.DECISION
            self.decisions = {}
        return True

    def _set_order(self) -> None:
        """FMP.START.4: the first player drawn at random, the others clockwise by their astronefs' places."""
        playing = [p for p in range(len(self.players)) if self.in_play(p)]
        if not playing:
            return
        centre = board_centre(list(self.planet.terrain))
        playing.sort(key=lambda p: angle_on_board(min(self.astronefs(p), key=lambda s: s.id).hex, centre))
        first = self.rng.randrange(len(playing))
        self.order = playing[first:] + playing[:first] + [p for p in range(len(self.players)) if p not in playing]

    def _tide_changed(self, events: list[Event]) -> None:
        lost: list[int] = []
        for p in list(self.pieces):  # FMP.PONT.3: an anchor whose land is all submerged goes, with its hangers
            if p.kind is Kind.PONTOON and p.where == BOARD and p.hangs_from is None \
                    and not self.touches_land(p.hex):
                lost += self._collapse(p, include_self=True)
        if lost:
            events.append(Event("destroyed", {"pieces": lost, "hex": None}))
        self._changed()
        seen = {}
        for player in range(len(self.players)):
            n = sum(1 for p in self.pieces if p.kind is Kind.WEATHER_LAYER and self.owner(p) == player
                    and self.layer_operational(p))
            seen[player] = self.deck.forecast(n)
        self.forecasts = seen
        playing = [p for p in range(len(self.players)) if self.in_play(p)]
        self.public_forecast = (self.deck.future[0] if playing and all(seen[p] for p in playing)
                                and self.deck.future else None)

    def layer_operational(self, p: Piece) -> bool:
        """FMP.TIDE.6: not inside an astronef or on a transporter, not under enemy fire, not stranded or bogged."""
        return (p.where == BOARD and not self.is_stuck(p) and not self.abandoned(p)
                and p.id not in self.neutralized and not self.piece_under_fire(p))

    def _begin_player_turn(self, events: list[Event]) -> None:
        player = self.active
        self.shots = {}  # FMP.FIRE.2: everyone reloads at the start of each player's turn
        self.builds = {}
        self.pinned = set()
        self.retreated = set()
        self.overtime = False
        if self.phase == Phase.PLAY:
            self.points[player].start_turn(self.turn, len(self.astronefs(player)))
            self.window = set(self.armies[player])
        events.append(Event("player", {"player": player, "turn": self.turn, "phase": self.phase}))

    def _resolve_decisions(self, events: list[Event]) -> None:
        """FMP.END.1-2: the decisions are revealed together; the leaving astronefs go at once."""
        events.append(Event("decisions", {"leave": {str(k): list(v) for k, v in self.decisions.items()}}))
        for player in sorted(self.decisions):
            for sid in self.decisions[player]:
                self._depart(self.pieces[sid], events)
        self.decisions = {}

    def _finish(self, events: list[Event]) -> None:
        self.phase = Phase.OVER
        for p in range(len(self.players)):
            for ship in self.astronefs(p):
                if ship.id not in self.stranded:
                    self.stranded.append(ship.id)
        events.append(Event("over", {"scores": self.scores(), "ranking": self.ranking()}))

    # -- end and score ---------------------------------------------------------------------------------------------
    def scores(self) -> list[int]:
        """FMP.END.5: per player, the sum over the astronefs they took off with."""
        out = [0] * len(self.players)
        for d in self.departed:
            out[d.player] += d.score
        return out

    def ranking(self) -> list[int]:
        """Players best first: score, then astronefs taken off, then ore (FMP.END.5)."""
        def key(p: int) -> tuple[int, int, int]:
            mine = [d for d in self.departed if d.player == p]
            return (-self.scores()[p], -len(mine), -sum(d.ore for d in mine))
        return sorted(range(len(self.players)), key=key)

    # -- copies and views ------------------------------------------------------------------------------------------
    def clone(self) -> FmpGame:
        """A deep copy sharing the (immutable) planet."""
        return copy.deepcopy(self, {id(self.planet): self.planet})

    def view_for(self, player: int) -> dict[str, Any]:
        """What this player may see: everything on the board and in the astronefs, their own forecast only, their
        own turn-21 decision only (FMP.TIDE.6, FMP.END.1)."""
        return {
            "turn": self.turn, "phase": self.phase, "tide": self.tide, "active": self.active,
            "forecast": list(self.forecasts.get(player, [])), "public_forecast": self.public_forecast,
            "points": {p: self.points[p].available for p in range(len(self.players))},
            "decision": list(self.decisions[player]) if player in self.decisions else None,
            "decided": sorted(self.decisions),
            "pieces": [{"id": p.id, "kind": p.kind.value, "colour": p.colour, "where": p.where,
                        "hexes": [list(h) for h in p.hexes], "carrier": p.carrier}
                       for p in self.pieces if p.where in (BOARD, CARRIED)],
            "scores": self.scores(),
        }

    def summary(self) -> str:
        """The final state in a few lines (the replay entry prints it)."""
        lines = [f"turn {self.turn}, {self.phase}, tide {self.tide}"]
        for p, name in enumerate(self.players):
            on = sum(1 for q in self.pieces if q.where == BOARD and self.owner(q) == p and q.kind is not Kind.TURRET)
            lines.append(f"{name}: score {self.scores()[p]}, armies {','.join(self.armies[p]) or '-'}, "
                         f"{on} pieces on the planet" + (f", out ({self.out[p]})" if p in self.out else ""))
        lines.append("ranking: " + ", ".join(self.players[p] for p in self.ranking()))
        return "\n".join(lines)

    def counts(self) -> dict[str, int]:
        """How many pieces are in each place (conservation checks)."""
        out: dict[str, int] = {}
        for p in self.pieces:
            out[p.where] = out.get(p.where, 0) + 1
        return out

