"""Full Metal Planète on the common rules protocol: the setup, who acts (the turn-21 decisions all at once, the
clock as the `SYSTEM` seat), what each seat sees and keeps secret, the outcome with each astronef's score.

The planet is a data file; the package that builds `FmpRules` hands it in, so this module stays pure.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from arcade.core.codec import PlainData
from arcade.core.protocol import SYSTEM, GameRules, Outcome, Rejection, Result, Seat
from arcade.core.setup import SIDE_IDS, Player, SetupError, choice, mapping, options, players
from arcade.games.fmp.rules import schedule
from arcade.games.fmp.rules.actions import CODEC, Action, Attack, Capture, Decide, EndTurn, Fire, Land, TakeOff, TimeUp
from arcade.games.fmp.rules.events import AstronefTaken, Event
from arcade.games.fmp.rules.game import FmpGame
from arcade.games.fmp.rules.hidden import determinized
from arcade.games.fmp.rules.legal import canonical, legal_actions
from arcade.games.fmp.rules.planet import Planet
from arcade.games.fmp.rules.state import RULES_VERSION, Phase
from arcade.games.fmp.rules.view import FmpView, view_of

#: The sides a player may take, which are also the colours of their armies.
SIDES = ("red", "blue", "green", "amber")


#: The turn clock a table may run (FMP.TIME.1 says 3 minutes; clubs teaching the game slow it or stop it).
CLOCKS = {"180": 180, "300": 300, "off": None}


@dataclass(frozen=True)
class FmpSetup:
    players: tuple[Player, ...]
    armies: int  # per player: 1, or 2 with two players (FMP.START.4 ruling)
    seconds: int | None = 180  # the turn's time; None: untimed (the record says which)

    def colours(self) -> list[str]:
        """The army colours in dealing order: each player's side, then (two armies) each one's second colour,
        the first sides nobody took."""
        first = [p.side for p in self.players]
        if self.armies == 1:
            return first
        spare = iter(s for s in (*SIDES, *SIDE_IDS) if s not in first)
        return [c for side in first for c in (side, next(spare))]



class Ending(StrEnum):
    """After the last turn (FMP.END.5), one player alone on the planet, or nobody left (FMP.SHIP.7)."""

    LAST_TURN = "last_turn"
    LAST_STANDING = "last_standing"
    NOBODY_LEFT = "nobody_left"


class FmpRules(GameRules[FmpGame, Action, Event, FmpSetup]):
    game_id = "fmp"
    endings = Ending
    version = RULES_VERSION
    system_actions = (TimeUp,)
    pass_actions = (EndTurn,)
    secret_actions = (Decide,)  # FMP.END.1
    has_secrets = True
    turn_clause = "FMP.START.4"
    end_clause = "FMP.END.5"
    #: Off by default: "tout déplacement ou action est comptabilisé DÉFINITIVEMENT" (FMP.PTS.5). A table may agree
    #: to a house rule: "on", moves, loads and builds of the turn may be taken back; "all", shots and captures too.
    takeback_modes = ("off", "on", "all")
    final_clause = "FMP.PTS.5"

    def __init__(self, planet: Planet) -> None:
        super().__init__(CODEC)
        self.planet = planet

    def parse_setup(self, data: PlainData) -> FmpSetup:
        setup = mapping(data)
        seated = players(setup, 2, 4, SIDES)
        opts = options(setup)
        choice(opts, "takebacks", self.takeback_modes, self.takeback_modes[0])  # (read by `takeback_mode`)
        armies = int(choice(opts, "armies", ("1", "2"), "1"))
        if armies == 2 and len(seated) != 2:
            raise SetupError("options.armies", "two armies each is for two players")
        return FmpSetup(seated, armies, CLOCKS[choice(opts, "clock", tuple(CLOCKS), "180")])

    def initial(self, setup: FmpSetup, seed: int) -> FmpGame:
        return FmpGame(self.planet, [p.name for p in setup.players], seed, setup.armies, setup.colours())

    # -- who acts --------------------------------------------------------------------------------------------------
    def to_act(self, state: FmpGame) -> frozenset[Seat]:
        if state.over:
            return frozenset()
        if state.phase == Phase.DECISION:
            return frozenset({*schedule.deciding(state), SYSTEM})
        if state.overtime:
            return frozenset({state.active})  # the clock has said its word
        return frozenset({state.active, SYSTEM})

    def legal_actions(self, state: FmpGame, seat: Seat) -> list[Action]:
        if seat not in self.to_act(state):
            return []
        if seat == SYSTEM:
            return [TimeUp()]
        return legal_actions(state, seat)

    def canonical(self, state: FmpGame, action: Action) -> Action | None:
        return canonical(state, action)

    def _check(self, state: FmpGame, seat: Seat, action: Action) -> Rejection | None:
        return state.check(action, seat)

    def _apply(self, state: FmpGame, seat: Seat, action: Action) -> Iterable[Event]:
        return state.apply(action, seat)

    def _boundary(self, seat: Seat, action: Action, events: Sequence[Event], after: FmpGame,
                  mode: str) -> Rejection | None:
        """No dice and nothing hidden within a turn (its tide and forecast come with its start, a boundary): every
        step of the turn may be taken back, but a shot or a capture only where the game allows it (`all`), and never
        the sealed decision of turn 21 (the last one to decide reveals everyone's)."""
        if isinstance(action, EndTurn):  # (the next turn may be the same player's, the others gone)
            return Rejection(self.turn_clause, "undo_turn_passed")
        if isinstance(action, Decide):
            return Rejection("FMP.END.1", "undo_decided")
        if mode == "all":
            return None
        if isinstance(action, Fire | Attack):
            return Rejection("FMP.FIRE.3", "undo_shot")
        if isinstance(action, Capture) or any(isinstance(e, AstronefTaken) for e in events):
            return Rejection("FMP.CAPT.1", "undo_capture")
        return None

    # -- what each seat sees ---------------------------------------------------------------------------------------
    def view_for(self, state: FmpGame, seat: Seat) -> FmpView:
        return view_of(state, seat)

    def secrets(self, state: FmpGame, seat: Seat) -> list[PlainData]:
        """A seat's forecast (FMP.TIDE.6) and turn-21 decision (FMP.END.1), tagged with their owner as the views
        show them."""
        if not 0 <= seat < len(state.players):
            return []
        view = view_of(state, seat).to_data()
        return [item for item in (view["forecast"], view["decision"]) if item is not None]

    # -- the end ---------------------------------------------------------------------------------------------------
    def outcome(self, state: FmpGame) -> Outcome | None:
        """Highest score wins, ties broken by astronefs then ore (FMP.END.5); a player out of the game has lost
        (FMP.SHIP.7); equal in everything, the best share a draw."""
        if not state.over:
            return None
        n = len(state.players)
        groups: list[list[int]] = []
        for seat in schedule.ranking(state):
            if groups and schedule.rank_key(state, groups[-1][0]) == schedule.rank_key(state, seat):
                groups[-1].append(seat)
            else:
                groups.append([seat])
        top = groups[0]
        best = Result.LOSS if top[0] in state.out else (Result.WIN if len(top) == 1 else Result.DRAW)
        results = tuple(best if seat in top else Result.LOSS for seat in range(n))
        colour = {p.id: p.colour for p in state.pieces}
        details: dict[str, Any] = {
            "departures": [{"astronef": d.astronef, "colour": colour[d.astronef], "player": d.player, "turn": d.turn,
                            "ore": d.ore, "pieces": d.pieces, "turrets": d.turrets, "score": d.score}
                           for d in state.departed],
            "stayed": [{"astronef": sid, "colour": colour[sid], "player": state.owner(state.pieces[sid])}
                       for sid in state.stranded],
            "out": {str(seat): why for seat, why in sorted(state.out.items())},
        }
        return Outcome(Ending(state.ended or Ending.LAST_TURN), results, tuple(tuple(g) for g in groups),
                       tuple(schedule.scores(state)), details)

    def fingerprint(self, state: FmpGame) -> PlainData:
        return state.fingerprint()

    def clone(self, state: FmpGame) -> FmpGame:
        return state.clone()

    @contextmanager
    def tried(self, state: FmpGame, seat: Seat, action: Action) -> Iterator[FmpGame]:
        """A move within a turn is played on the game itself and put back (`FmpState.trial`); one that may end a
        turn or a landing draws the tide or the order from the game's random generator, which a trial does not
        put back: it is played on a copy."""
        if isinstance(action, EndTurn | TakeOff | Decide | TimeUp | Land):
            with super().tried(state, seat, action) as trial:
                yield trial
            return
        with state.trial():
            self.apply(state, seat, action)
            yield state

    def determinize(self, state: FmpGame, seat: Seat, rng: random.Random) -> FmpGame:
        """The tide cards this seat has not seen (beyond its forecast and the public one) shuffled anew into the
        future pile and the cards set aside (FMP.TIDE.5-6), the others' forecasts taken from that pile, and the
        others' turn-21 decisions drawn anew among what they could decide (FMP.END.1)."""
        return determinized(state, seat, rng)

    def progress(self, state: FmpGame) -> dict[str, int | str]:
        return {"turn": state.turn, "tide": state.tide, "to_play": state.active}
