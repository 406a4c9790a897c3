"""The state of a Full Metal Planète game: who plays, every piece and where it stands, the board index, and the
counters of the turn; a cheap clone, and trials that play a compound action on the game itself and roll it back.

Pure and deterministic: everything random (ore lattice, tide deck, landing order, first player) comes from one
`random.Random(seed)` owned by the game. Every piece that can ever be in play exists from the start (armies in
their astronefs, ore on the planet, the common reserve), so pieces only move between places; every change to a
piece goes through the changes here (`place`, `lift`, `put_in`, `remove`, `change`, `recolour`), which keep the
index and a trial's journal right. The rules are modules of functions on this state (see game.py).
"""

from __future__ import annotations

import copy
import random
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Self

from arcade.core.dice import copied
from arcade.core.hexgrid import Hex
from arcade.games.fmp.rules.model import BOARD, CARRIED, ORBIT, RESERVE, Piece, Pos
from arcade.games.fmp.rules.pieces import ARMY, SPECS, Kind, is_destroyer, reserve
from arcade.games.fmp.rules.planet import Planet, ore_layout, ore_offsets
from arcade.games.fmp.rules.points import ActionPoints
from arcade.games.fmp.rules.tides import NORMAL, TideDeck

RULES_VERSION = "2"
LAST_TURN = 25
DECISION_TURN = 21
COLOURS = ("red", "blue", "green", "yellow")


class Phase:
    LANDING = "landing"  # turn 1
    DEPLOYMENT = "deployment"  # turn 2
    PLAY = "play"  # turns 3-25
    DECISION = "decision"  # start of turn 21: every player decides, in secret
    OVER = "over"


@dataclass(frozen=True)
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


_SHAPE_ZONES = frozenset({Kind.TANK, Kind.HEAVY_TANK, Kind.MOTORBOAT, Kind.TURRET, Kind.PONTOON})


def norm(pos: Pos) -> Pos:
    """A barge's two hexes in one order, so a place has one name."""
    return (min(pos), max(pos)) if len(pos) == 2 else pos


#: The game-level attributes that change during play (copied by `clone`, saved and restored by a trial); how to
#: copy each.
_SHALLOW = ("top", "pontoon_at", "controller", "out", "zone_of_ship", "departed", "departed_colours", "stranded",
            "neutralized", "penalized", "retreated", "shots", "pinned", "moved_at", "taken_by", "decisions",
            "order", "fire_applied", "fire_strong")
_SCALARS = ("tide", "turn", "phase", "turn_index", "public_forecast", "overtime", "ended", "actions_done",
            "ore_offsets", "fire_dirty")


class FmpState:
    def __init__(self, planet: Planet, players: list[str], seed: int, armies: int = 1,
                 colours: Sequence[str] = COLOURS) -> None:
        """`colours`: the army colours, dealt in order (a player's first army, then their second)."""
        self._journal: dict[int, Piece] | None = None  # a trial's record of the pieces it changed
        self.fire_dirty = True
        if not 2 <= len(players) <= 4:
            raise ValueError("Full Metal Planète is for 2 to 4 players")
        if armies not in (1, 2) or (armies == 2 and len(players) != 2):
            raise ValueError("two armies each is an option for two players only")
        self.planet = planet
        self.players = tuple(players)
        self.seed = seed
        self.rng = random.Random(seed)
        self.pieces: list[Piece] = []
        self.top: dict[Hex, int] = {}  # the piece standing on each hex (pontoons apart)
        self.pontoon_at: dict[Hex, int] = {}
        self.controller: dict[str, int] = {}  # army colour -> player
        self.armies: list[list[str]] = [[] for _ in players]
        if len(set(colours)) < len(players) * armies:
            raise ValueError("one colour per army")
        dealt = iter(colours)
        for player in range(len(players)):
            for _ in range(armies):
                colour = next(dealt)
                self.armies[player].append(colour)
                self.controller[colour] = player
                self._make_army(colour)
        for kind, count in reserve(len(players) * armies).items():
            for _ in range(count):
                self._new(kind, None, RESERVE)
        self.ore_offsets = ore_offsets(self.rng)
        for h in sorted(ore_layout(planet, self.ore_offsets)):
            self.place(self._new(Kind.ORE, None, "board"), (h,))
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
        self.ended: str | None = None  # why the game ended (see schedule.py)
        self.actions_done = 0
        #: Fire zones, kept up to date piece by piece (see firezones.py).
        self.destroyer_ids = tuple(p.id for p in self.pieces if is_destroyer(p.kind))
        self.astronef_ids = tuple(p.id for p in self.pieces if p.kind is Kind.ASTRONEF)
        self.fire_applied: dict[int, tuple[int, Hex, int] | None] = {}
        self.fire_counts: dict[int, dict[Hex, int]] = {}
        self.fire_strong: dict[Hex, frozenset[int]] = {}
        self.fire_sets: dict[int, set[Hex]] = {}
        self.allowed_cache: dict[tuple[object, ...], frozenset[Hex]] = {}  # see movement.py
        self.land_by_tide: dict[str, frozenset[Hex]] = {}

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

    # -- copies and trials -----------------------------------------------------------------------------------------
    def _containers(self) -> dict[str, Any]:
        """Copies of everything at game level that play changes (pieces apart)."""
        out: dict[str, Any] = {name: copy.copy(getattr(self, name)) for name in _SHALLOW}
        out.update({name: getattr(self, name) for name in _SCALARS})
        out["armies"] = [list(a) for a in self.armies]
        out["points"] = [p.copy() for p in self.points]
        out["builds"] = {k: list(v) for k, v in self.builds.items()}
        out["forecasts"] = {k: list(v) for k, v in self.forecasts.items()}
        out["window"] = None if self.window is None else set(self.window)
        out["fire_counts"] = {owner: dict(c) for owner, c in self.fire_counts.items()}
        return out

    def clone(self) -> Self:
        """An independent copy; the planet, which never changes, is shared (its lookups are not pickled)."""
        other = object.__new__(type(self))
        other.__dict__.update(self.__dict__)
        other.__dict__.update(self._containers())
        other.rng = copied(self.rng)
        other.deck = self.deck.copy(other.rng)
        other.pieces = [p if p.final else p.copy() for p in self.pieces]
        other.fire_sets, other.allowed_cache = {}, {}
        other.land_by_tide = dict(self.land_by_tide)  # (shared, it changed while a copy sent to the worker was pickled)
        other._journal = None
        return other

    @contextmanager
    def trial(self) -> Iterator[None]:
        """Play on the game itself, then put everything back: how a compound action is checked without copying
        the game. The trial plays on copies of the game-level containers (the originals, which others may hold,
        are put back untouched) and journals the pieces it touches. A trial within a trial (a search weighing a move
        that checks an attack) puts back its own changes, and the outer one then its own."""
        trial = self._containers()
        kept = {name: getattr(self, name) for name in trial}
        self.__dict__.update(trial)
        outer, self._journal = self._journal, {}
        try:
            yield
        finally:
            journal, self._journal = self._journal, outer
            for pid, old in journal.items():
                self.pieces[pid].restore(old)
            self.__dict__.update(kept)
            self.fire_sets, self.allowed_cache = {}, {}

    def _zones_touched(self, p: Piece) -> None:
        """Fire zones and where pieces may step change only with destroyers and pontoons (a pontoon keeps what
        stands on it dry, and is land to step on): moving any other piece leaves them as they are."""
        if p.kind in _SHAPE_ZONES:
            self.fire_dirty = True

    def _touch(self, p: Piece) -> None:
        """A piece is about to change: a trial keeps how it was."""
        if self._journal is not None and p.id not in self._journal:
            self._journal[p.id] = p.copy()

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
        ships = (self.pieces[i] for i in self.astronef_ids)
        return [p for p in ships if p.where == BOARD and self.owner(p) == player]

    def turrets(self, ship: Piece) -> list[Piece]:
        return [self.pieces[ship.id + 1 + i] for i in range(3)]  # made right after their astronef

    def live_turret(self, ship: Piece, pode: int) -> Piece | None:
        turret = self.pieces[ship.id + 1 + pode] if 0 <= pode < 3 else None
        return turret if turret is not None and turret.where == BOARD else None

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

    def carries_heavy(self, p: Piece) -> bool:
        """A heavy tank, or a transporter with one aboard: neither may ever be on a mountain (FMP.MOVE.3)."""
        return p.kind is Kind.HEAVY_TANK or any(q.kind is Kind.HEAVY_TANK for q in self.inside(p))

    def abandoned(self, p: Piece) -> bool:
        """FMP.END.3: the pieces of an astronef that left are neutralized for good."""
        return p.colour in self.departed_colours

    # -- the board index: every change to a piece comes through here --------------------------------------------------
    def place(self, p: Piece, pos: Pos) -> None:
        self._touch(p)
        p.where, p.hexes, p.carrier = BOARD, norm(pos), None
        self._zones_touched(p)
        if p.kind is Kind.TURRET:
            return  # a turret stands on its pode: the astronef holds the hex
        index = self.pontoon_at if p.kind is Kind.PONTOON else self.top
        for h in p.hexes:
            index[h] = p.id

    def lift(self, p: Piece) -> None:
        self._touch(p)
        index = self.pontoon_at if p.kind is Kind.PONTOON else self.top
        for h in p.hexes:
            if index.get(h) == p.id:
                del index[h]
        p.hexes = ()
        if p.carrier is not None:
            carrier = self.pieces[p.carrier]
            self._touch(carrier)
            carrier.contents.remove(p.id)
            p.carrier = None
        self._zones_touched(p)

    def put_in(self, p: Piece, carrier: Piece) -> None:
        self.lift(p)
        self._touch(carrier)
        p.where, p.carrier = CARRIED, carrier.id
        carrier.contents.append(p.id)

    def remove(self, p: Piece, where: str) -> None:
        """Take a piece and everything it carries out of play (destroyed, consumed or taken off)."""
        for child in list(self.inside(p)):
            self.change(child, where=where)
        self.lift(p)
        self.change(p, where=where, hangs_from=None)
        self.neutralized.discard(p.id)

    def change(self, p: Piece, **values: Any) -> None:
        """Change a piece's other attributes (colour, hanging pontoon, orientation...)."""
        self._touch(p)
        for name, value in values.items():
            setattr(p, name, value)
        self._zones_touched(p)

    def recolour(self, p: Piece, colour: str) -> None:
        for q in (p, *self.inside(p)):
            if q.kind not in (Kind.ORE, Kind.PONTOON):
                self.change(q, colour=colour)

    def fingerprint(self) -> dict[str, Any]:
        """Everything that makes this game what it is, as plain data (caches and the planet left out): equal for
        equal games."""
        def keyed(d: dict[int, Any]) -> dict[str, Any]:
            return {str(k): v for k, v in sorted(d.items())}

        return {
            "pieces": [[p.kind.value, p.colour, p.where, [list(h) for h in p.hexes], p.carrier, p.hangs_from,
                        p.orientation, list(p.contents)] for p in self.pieces],
            "controller": dict(sorted(self.controller.items())), "armies": [list(a) for a in self.armies],
            "tide": self.tide, "turn": self.turn, "phase": self.phase, "turn_index": self.turn_index,
            "order": list(self.order),
            "points": [[p.saved, p.turn, p.base, p.left_base, p.open_cube] for p in self.points],
            "out": keyed(self.out), "zone_of_ship": keyed(self.zone_of_ship),
            "departed": [[d.astronef, d.player, d.turn, d.ore, d.pieces, d.turrets] for d in self.departed],
            "departed_colours": sorted(self.departed_colours), "stranded": list(self.stranded),
            "neutralized": sorted(self.neutralized), "penalized": sorted(self.penalized),
            "window": None if self.window is None else sorted(self.window), "retreated": sorted(self.retreated),
            "shots": keyed(self.shots), "builds": keyed(self.builds), "pinned": sorted(self.pinned),
            "moved_at": keyed(self.moved_at), "taken_by": keyed(self.taken_by),
            "decisions": {str(k): list(v) for k, v in sorted(self.decisions.items())},
            "forecasts": {str(k): list(v) for k, v in sorted(self.forecasts.items())},
            "public_forecast": self.public_forecast, "overtime": self.overtime, "ended": self.ended,
            "actions_done": self.actions_done,
            "deck": [self.deck.present_card, list(self.deck.future), list(self.deck.aside),
                     list(self.deck.reshuffled_at)],
            "rng": list(self.rng.getstate()[1]),
        }

    def counts(self) -> dict[str, int]:
        """How many pieces are in each place (conservation checks)."""
        out: dict[str, int] = {}
        for p in self.pieces:
            out[p.where] = out.get(p.where, 0) + 1
        return out
