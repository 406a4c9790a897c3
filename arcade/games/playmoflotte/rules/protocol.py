"""Playmoflotte on the common rules protocol: the setup (map, painted sea, fleets), seats, the outcome.

The maps and ship types are data files; the package that builds `PlaymoflotteRules` hands in the ship types and a
function that reads a map by name, so this module stays pure.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from arcade.core.board import Board, board_from_data
from arcade.core.board_error import BoardError
from arcade.core.codec import PlainData, plain
from arcade.core.protocol import GameRules, Outcome, Rejection, Result, Seat
from arcade.core.setup import Player, SetupError, board_option, choice, mapping, options, players
from arcade.games.playmoflotte.rules.actions import (
    CODEC,
    Action,
    CaptainMove,
    Casualties,
    EndMovement,
    EndPosts,
    EndTurn,
    Fire,
    Roll,
)
from arcade.games.playmoflotte.rules.events import Event
from arcade.games.playmoflotte.rules.game import BEACH, ISLAND, PORT, REEF, RULES_VERSION, SEA, PlaymoflotteGame
from arcade.games.playmoflotte.rules.model import ShipType
from arcade.games.playmoflotte.rules.view import PlaymoflotteView, view_of

#: Terrain codes of a painted sea (PMF.MAP.3), one character per square.
LEGEND = {".": SEA, "*": REEF, "#": ISLAND, "b": BEACH, "p": PORT}
CODES = {name: code for code, name in LEGEND.items()}


def terrain_rows(board: Board) -> list[str]:
    return ["".join(CODES.get(board.terrain_at(c, r), ".") for c in range(board.cols)) for r in range(board.rows)]


@dataclass(frozen=True)
class PlaymoflotteSetup:
    players: tuple[Player, ...]
    board: Board
    ships: int
    ship: str
    first: int | None  # None: drawn from the seed (PMF.START.2)
    free_crew: bool = False  # each side places its crew freely before turn 1 (PMF.START.1); old records: not


class Ending(StrEnum):
    """One side left afloat, or none (PMF.END.1)."""

    LAST_AFLOAT = "last_afloat"
    NOBODY = "nobody"


class PlaymoflotteRules(GameRules[PlaymoflotteGame, Action, Event, PlaymoflotteSetup]):
    game_id = "playmoflotte"
    endings = Ending
    version = RULES_VERSION
    turn_clause = "PMF.TURN.1"
    end_clause = "PMF.END.1"
    pass_actions = (EndPosts, EndMovement, EndTurn)

    def __init__(self, ship_types: Mapping[str, ShipType], maps: tuple[str, ...],
                 read_map: Callable[[str], Board]) -> None:
        super().__init__(CODEC)
        self.ship_types = dict(ship_types)
        self.maps = maps
        self.read_map = read_map

    def parse_setup(self, data: PlainData) -> PlaymoflotteSetup:
        setup = mapping(data)
        opts = options(setup)
        choice(opts, "takebacks", self.takeback_modes, self.takeback_modes[0])  # (read by `takeback_mode`)
        board = board_option(opts, self.maps, self.read_map)
        rows = setup.get("terrain")
        if rows is not None:
            board = self.painted(board, rows)
        ships = int(choice(opts, "ships", ("1", "2", "3"), "1"))
        ship = choice(opts, "ship", tuple(self.ship_types), next(iter(self.ship_types)))
        first = choice(opts, "first", ("random", "listed"), "random")
        choice(opts, "layout", ("preset", "paint"), "preset")
        crew = choice(opts, "crew", ("free", "standard"), "standard")  # absent from records made before the option
        return PlaymoflotteSetup(players(setup, 2, 4), board, ships, ship, 0 if first == "listed" else None,
                                 crew == "free")

    @staticmethod
    def painted(preset: Board, rows: Any) -> Board:
        """The painted area (PMF.MAP.3): the preset's size, one terrain code per square."""
        if not isinstance(rows, list) or len(rows) != preset.rows or not all(
                isinstance(r, str) and len(r) == preset.cols for r in rows):
            raise SetupError("terrain", f"expected {preset.rows} rows of {preset.cols} squares")
        data = {"id": "painted", "name": f"{preset.name} (painted)", "grid": {"kind": "square"},
                "size": {"cols": preset.cols, "rows": preset.rows}, "legend": LEGEND, "terrain": rows}
        try:
            return board_from_data(data, "painted map")
        except BoardError as exc:
            raise SetupError("terrain", str(exc)) from None

    def initial(self, setup: PlaymoflotteSetup, seed: int) -> PlaymoflotteGame:
        fleets = [[setup.ship] * setup.ships for _ in setup.players]
        return PlaymoflotteGame(setup.board, self.ship_types, [p.name for p in setup.players], fleets, seed,
                                setup.first, setup.free_crew)

    def to_act(self, state: PlaymoflotteGame) -> frozenset[Seat]:
        if state.over:
            return frozenset()
        if state.pending is not None:  # PMF.FIRE.8: the target's player chooses the casualties
            return frozenset({state.ships[state.pending.ship].owner})
        return frozenset({state.active})

    def legal_actions(self, state: PlaymoflotteGame, seat: Seat) -> list[Action]:
        return state.legal_actions() if seat in self.to_act(state) else []

    def canonical(self, state: PlaymoflotteGame, action: Action) -> Action | None:
        if isinstance(action, Casualties):
            return Casualties(action.ship, tuple(sorted(action.figures)))
        if isinstance(action, CaptainMove) and len(action.followers) > 1:
            return None  # listed only alone and with one follower (see legal_actions)
        return action

    def _check(self, state: PlaymoflotteGame, seat: Seat, action: Action) -> Rejection | None:
        return state.check(action)

    def _apply(self, state: PlaymoflotteGame, seat: Seat, action: Action) -> Iterable[Event]:
        return state.apply(action)

    def _boundary(self, seat: Seat, action: Action, events: Sequence[Event], after: PlaymoflotteGame,
                  mode: str) -> Rejection | None:
        """Posts, moves and the end of a phase may be taken back; a die rolled (to move, to fire) may not."""
        if isinstance(action, Roll):
            return Rejection("PMF.MOVE.3", "undo_rolled")
        if isinstance(action, Fire):
            return Rejection("PMF.FIRE.5", "undo_fired")
        return None

    def view_for(self, state: PlaymoflotteGame, seat: Seat) -> PlaymoflotteView:
        """Everything on a Playmoflotte table is public."""
        return view_of(state)

    def outcome(self, state: PlaymoflotteGame) -> Outcome | None:
        if not state.over:
            return None
        n = len(state.players)
        fates = {"ships": [{"id": s.id, "owner": s.owner, "gone": s.gone or ""} for s in state.ships]}
        if state.winner is None:
            return Outcome(Ending.NOBODY, (Result.DRAW,) * n, details=fates)
        results = tuple(Result.WIN if seat == state.winner else Result.LOSS for seat in range(n))
        losers = tuple(seat for seat in range(n) if seat != state.winner)
        return Outcome(Ending.LAST_AFLOAT, results, ((state.winner,), losers), details=fates)

    def fingerprint(self, state: PlaymoflotteGame) -> PlainData:
        data = view_of(state).to_data()
        data.update(
            board=terrain_rows(state.board), allowance=plain(sorted(state.allowance.items())),
            changes=plain(sorted(state.changes.items())), captain_moved=sorted(state.captain_moved),
            dice_used=plain(sorted(state.dice_used.items())), stopped=sorted(state.stopped),
            fired=plain(sorted(state.fired)), rng=list(state.rng.getstate()[1]),
        )
        return data

    def clone(self, state: PlaymoflotteGame) -> PlaymoflotteGame:
        return state.copy()

    def determinize(self, state: PlaymoflotteGame, seat: Seat, rng: random.Random) -> PlaymoflotteGame:
        """Everything on the table is public: only the dice to come are drawn anew."""
        other = state.copy()
        other.rng = random.Random(rng.getrandbits(64))
        return other

    def progress(self, state: PlaymoflotteGame) -> dict[str, int | str]:
        return {"round": max(state.turns), "afloat": len(state.afloat())}
