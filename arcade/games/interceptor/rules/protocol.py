"""Interceptor on the common rules protocol: setup, who acts, the legal actions (checked in `legal`), the secret
orders and announcements kept from the other seats, the outcome."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from arcade.core.board import Board, GridKind
from arcade.core.codec import PlainData
from arcade.core.hexgrid import Hex
from arcade.core.protocol import SYSTEM, GameRules, Outcome, Rejection, Result, Seat
from arcade.core.setup import Player, SetupError, board_option, choice, mapping, options, players
from arcade.games.interceptor.rules.actions import CODEC, Action, Announce, Orders, Place, TimeUp
from arcade.games.interceptor.rules.events import Announced, Event
from arcade.games.interceptor.rules.game import (
    ANNOUNCE,
    ORDERS,
    PLACEMENT,
    InterceptorGame,
    Pilot,
    Ship,
    new_game,
)
from arcade.games.interceptor.rules.geometry import FACINGS, LAYOUT, MAX_SIZE, MIN_SIZE, Arena
from arcade.games.interceptor.rules.legal import (
    announcements,
    check,
    orders_actions,
    orders_for,
    placements,
)
from arcade.games.interceptor.rules.orders import correct, parse
from arcade.games.interceptor.rules.ships import UPGRADES
from arcade.games.interceptor.rules.view import InterceptorView, view_of

RULES_VERSION = "1"
MAX_STARS = 10**4


@dataclass(frozen=True)
class InterceptorSetup:
    players: tuple[Player, ...]
    arena: Arena
    rocks: tuple[tuple[Hex, int], ...]
    ships: int  # per player
    retreat_at: int  # 0: fight to the death
    experience: bool
    scatter: bool
    pilots: tuple[Pilot, ...]
    timer: int = 0  # seconds each player has to write orders (0: untimed); the table runs it





class Ending(StrEnum):
    """One player's ships alone in the arena, or nobody left (INT.END.3)."""

    LAST_STANDING = "last_standing"
    NOBODY_LEFT = "nobody_left"


class InterceptorRules(GameRules[InterceptorGame, Action, Event, InterceptorSetup]):
    game_id = "interceptor"
    endings = Ending
    version = RULES_VERSION
    system_actions = (TimeUp,)
    secret_actions = (Orders, Announce)  # INT.ORD.1; an announcement is told to the pursuers only
    has_secrets = True
    turn_clause = "INT.ORD.1"
    end_clause = "INT.END.3"

    def __init__(self, maps: tuple[str, ...], read_map: Callable[[str], Board]) -> None:
        super().__init__(CODEC)
        self.maps = maps
        self.read_map = read_map

    # -- creation ------------------------------------------------------------------------------------------
    def parse_setup(self, data: PlainData) -> InterceptorSetup:
        setup = mapping(data)
        opts = options(setup)
        choice(opts, "takebacks", self.takeback_modes, self.takeback_modes[0])  # (read by `takeback_mode`)
        arena, rocks = arena_of(board_option(opts, self.maps, self.read_map))
        people = players(setup, 2, 6)
        ships = int(choice(opts, "ships", ("1", "2", "3"), "1"))
        retreat = choice(opts, "retreat", ("off", "2", "3", "4"), "off")
        experience = choice(opts, "experience", ("off", "on"), "off") == "on"
        scatter = choice(opts, "asteroids", ("map", "random"), "map") == "random"
        timer = choice(opts, "timer", ("off", "60", "90", "120"), "off")
        return InterceptorSetup(people, arena, rocks, ships, 0 if retreat == "off" else int(retreat), experience,
                                scatter, pilots(setup.get("pilots", []), len(people) * ships),
                                0 if timer == "off" else int(timer))

    def initial(self, setup: InterceptorSetup, seed: int) -> InterceptorGame:
        return new_game(setup.arena, setup.rocks, len(setup.players), setup.ships, setup.pilots, setup.retreat_at,
                        setup.experience, setup.scatter, seed)

    # -- who acts ------------------------------------------------------------------------------------------
    def to_act(self, state: InterceptorGame) -> frozenset[Seat]:
        seats = {s.owner for s in state.waiting_for()}
        return frozenset(seats | {SYSTEM}) if state.phase == ORDERS and seats else frozenset(seats)

    def legal_actions(self, state: InterceptorGame, seat: Seat) -> list[Action]:
        """Placement: every border hex, facing and speed. Orders: every distinct order as executed (the
        correction's own notation), and REPLI when retreat is open; `canonical` maps written orders to them."""
        if seat not in self.to_act(state):
            return []
        if seat == SYSTEM:
            return [TimeUp(p) for p in sorted({s.owner for s in state.waiting_for()})]
        out: list[Action] = []
        for ship in state.waiting_for():
            if ship.owner != seat:
                continue
            if state.phase == PLACEMENT:
                out += placements(ship, state.arena)
            elif state.phase == ANNOUNCE:
                out += [Announce(ship.id, t, v) for t, v in announcements(ship)]  # type: ignore[arg-type]
            else:
                out += orders_actions(ship, state.announced.get(ship.id), state.retreat_open())
        return out

    def canonical(self, state: InterceptorGame, action: Action) -> Action | None:
        if isinstance(action, Orders):
            ship = state.ships[action.ship]
            return Orders(action.ship, correct(parse(action.text), ship.speed, ship.spec).text)
        return action

    def _check(self, state: InterceptorGame, seat: Seat, action: Action) -> Rejection | None:
        return check(state, seat, action)

    def _apply(self, state: InterceptorGame, seat: Seat, action: Action) -> Iterable[Event]:
        if isinstance(action, TimeUp):
            return state.time_up({s.id: default_orders(s, state.announced.get(s.id)) for s in state.waiting_for()
                                  if s.owner == action.seat})
        ship = state.ships[action.ship]
        if isinstance(action, Place):
            return state.place(ship, action.at, action.facing, action.speed)
        if isinstance(action, Announce):
            return state.announce(ship, action.turn, action.speed)
        return state.give(ship, action.text)

    # -- what each seat sees -------------------------------------------------------------------------------
    def _boundary(self, seat: Seat, action: Action, events: Sequence[Event], after: InterceptorGame,
                  mode: str) -> Rejection | None:
        """A ship placed may be taken back while its player is still placing; orders stay editable until they
        are given (the order screen), and once given, or an announcement told, they are sealed."""
        if isinstance(action, Orders):
            return Rejection("INT.ORD.1", "undo_orders")
        if isinstance(action, Announce):
            return Rejection("INT.PUR.2", "undo_announced")
        return None

    def view_for(self, state: InterceptorGame, seat: Seat) -> InterceptorView:
        return view_of(state, seat)

    def event_for(self, event: Event, seat: Seat) -> Event | None:
        if isinstance(event, Announced) and seat not in event.seats:
            return Announced(event.ship, "", "", event.seats)  # that it was made, not what it says
        return event

    def secrets(self, state: InterceptorGame, seat: Seat) -> list[PlainData]:
        """Orders written and not yet revealed (INT.ORD.1); none once the game is over (the last turn's are public
        by then)."""
        if state.over:
            return []
        return [{"orders_of": sid, "text": text} for sid, text in sorted(state.orders.items())
                if state.ships[sid].owner == seat]

    # -- the end -------------------------------------------------------------------------------------------
    def outcome(self, state: InterceptorGame) -> Outcome | None:
        if not state.over:
            return None
        if state.winner is None:  # the players still fighting at the last turn share the draw
            results = tuple(Result.DRAW if p in state.finalists else Result.LOSS for p in range(state.players))
            ranking: tuple[tuple[int, ...], ...] = tuple(
                group for group in (state.finalists, tuple(p for p in range(state.players) if p not in state.finalists))
                if group)
        else:
            results = tuple(Result.WIN if p == state.winner else Result.LOSS for p in range(state.players))
            ranking = ((state.winner,), tuple(p for p in range(state.players) if p != state.winner))
        details = {"ships": [{"id": s.id, "owner": s.owner, "fate": fate(s),
                              "cause": s.last_hit if s.state == "destroyed" else "",  # what destroyed it
                              "earned": s.earned, "stars": s.stars,
                              "upgrades": list(s.upgrades) if s.state != "destroyed" else []}
                             for s in state.ships]}
        return Outcome(Ending(state.ended), results, ranking, tuple(sum(s.earned for s in state.ships if s.owner == p)
                                                            for p in range(state.players)), details)

    def fingerprint(self, state: InterceptorGame) -> PlainData:
        return {
            "turn": state.turn, "phase": state.phase, "winner": state.winner, "finalists": list(state.finalists),
            "ships": [[s.id, s.owner, list(s.at), s.facing, s.speed, s.structure, s.state, s.capsule, s.stars,
                       s.earned] for s in state.ships],
            "rocks": [[list(r.at), r.heading] for r in state.rocks],
            "orders": {str(k): v for k, v in sorted(state.orders.items())},
            "owed": {str(k): list(v) for k, v in sorted(state.owed.items())},
            "announced": {str(k): list(v) for k, v in sorted(state.announced.items())},
            "last": [list(x) for x in state.last],
        }

    def clone(self, state: InterceptorGame) -> InterceptorGame:
        from arcade.games.interceptor.rules.asteroids import Asteroid

        return InterceptorGame(state.arena, state.players, [s.copy() for s in state.ships],
                               [Asteroid(r.at, r.heading) for r in state.rocks], state.retreat_at, state.experience,
                               state.turn, state.phase, dict(state.orders), dict(state.owed),
                               dict(state.announced), list(state.last), state.winner, state.ended,
                               state.finalists)

    def determinize(self, state: InterceptorGame, seat: Seat, rng: random.Random) -> InterceptorGame:
        """The announcements this seat was not told and the orders the other players wrote (INT.ORD.1), drawn
        anew among what each ship could have given (announced turns and speeds kept to)."""
        other = self.clone(state)
        mine = {s.id for s in other.ships if s.owner == seat}
        for sid in sorted(other.announced):
            if sid not in mine and not mine & set(other.owed.get(sid, ())):
                other.announced[sid] = rng.choice(announcements(other.ships[sid]))
        for sid in sorted(other.orders):
            if sid not in mine:
                ship = other.ships[sid]
                other.orders[sid] = rng.choice(orders_for(ship, other.announced.get(sid), other.retreat_open()))
        return other

    def progress(self, state: InterceptorGame) -> dict[str, int | str]:
        return {"turn": state.turn, "in_play": len(state.in_play())}


def fate(ship: Ship) -> str:
    if ship.state == "destroyed":
        return "capsule" if ship.capsule else "lost"
    return ship.state


def default_orders(ship: Ship, promised: tuple[str, str] | None) -> str:
    """Orders for a ship whose player ran out of time: keep speed and fly straight, or the least that keeps an
    announcement."""
    if promised is None:
        return ""
    return next(text for text in orders_for(ship, promised, False))


def arena_of(board: Board) -> tuple[Arena, tuple[tuple[Hex, int], ...]]:
    """The arena and its asteroids (layer `asteroids`: heading -> cells) from a map file."""
    sizes = (board.cols, board.rows)
    if board.grid.kind is not GridKind.HEX or board.grid.offset != LAYOUT or not all(
            MIN_SIZE <= n <= MAX_SIZE for n in sizes):
        raise SetupError("options.map", f"an Interceptor map is a grid of flat-top hexes, odd columns down, "
                                        f"{MIN_SIZE} to {MAX_SIZE} a side")
    rocks = []
    for (col, row), heading in sorted(board.layer("asteroids").items()):
        if heading not in FACINGS:
            raise SetupError("options.map", f"asteroid at {col},{row}: heading {heading!r} is not one of "
                                            f"{', '.join(FACINGS)}")
        rocks.append((board.to_axial(col, row), FACINGS.index(heading)))
    return Arena(board.cols, board.rows), tuple(rocks)


def pilots(raw: Any, count: int) -> tuple[Pilot, ...]:
    """`pilots`: one entry per ship in placement order, {stars, upgrades} from the roster (INT.XP.4)."""
    if not isinstance(raw, list) or len(raw) > count:
        raise SetupError("pilots", f"a list of at most {count} pilots")
    out = []
    for i, entry in enumerate(raw):
        where = f"pilots[{i}]"
        if not isinstance(entry, Mapping):
            raise SetupError(where, "expected stars and upgrades")
        stars = entry.get("stars", 0)
        if not isinstance(stars, int) or isinstance(stars, bool) or not 0 <= stars <= MAX_STARS:
            raise SetupError(f"{where}.stars", f"a whole number of stars from 0 to {MAX_STARS}")
        ups = entry.get("upgrades", [])
        if not isinstance(ups, list) or len(ups) > 20 or any(u not in UPGRADES for u in ups):
            raise SetupError(f"{where}.upgrades", f"a list of: {', '.join(UPGRADES)}")
        out.append(Pilot(stars, tuple(ups)))
    return tuple(out)
