"""Apophis on the common rules protocol: seats, the table's inputs, secrets (hands), the outcome."""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum

from arcade.core.codec import PlainData
from arcade.core.protocol import SYSTEM, GameRules, Outcome, Rejection, Result, Seat
from arcade.core.setup import Player, choice, mapping, options, players
from arcade.games.apophis.rules.actions import (
    CODEC,
    Action,
    AddToSequence,
    Build,
    DiscardDown,
    Draw,
    EndTurn,
    KeepRoll,
    Reroll,
    ShuffleDone,
    TimeUp,
)
from arcade.games.apophis.rules.cards import SUITS, Card
from arcade.games.apophis.rules.events import Damaged, Deflected, Drew, Event, FuelCheck, LaunchEnded, Roll, RollPending
from arcade.games.apophis.rules.game import DIFFICULTY_SECONDS, RULES_VERSION, ApophisGame, Options, Phase
from arcade.games.apophis.rules.view import TableView, view_of

#: What a launch tells (its fuel, its dice): once seen, it stands.
LAUNCH_EVENTS = (FuelCheck, Roll, RollPending, Damaged, Deflected, LaunchEnded)


@dataclass(frozen=True)
class ApophisSetup:
    players: tuple[Player, ...]
    difficulty: str = "intermediate"
    advanced: bool = False



class Ending(StrEnum):
    """Apophis destroyed (APO.END.1), deflected (APO.END.1, basic rules), or the countdown ran out (APO.END.2)."""

    DESTROYED = "destroyed"
    DEFLECTED = "deflected"
    TIME = "time"


class ApophisRules(GameRules[ApophisGame, Action, Event, ApophisSetup]):
    game_id = "apophis"
    endings = Ending
    version = RULES_VERSION
    system_actions = (TimeUp, ShuffleDone)
    pass_actions = (EndTurn, KeepRoll)
    has_secrets = True
    turn_clause = "APO.TURN.1"
    end_clause = "APO.END.1"

    def __init__(self) -> None:
        super().__init__(CODEC)

    def parse_setup(self, data: PlainData) -> ApophisSetup:
        setup = mapping(data)
        opts = options(setup)
        choice(opts, "takebacks", self.takeback_modes, self.takeback_modes[0])  # (read by `takeback_mode`)
        return ApophisSetup(players(setup, 1, 6), choice(opts, "difficulty", tuple(DIFFICULTY_SECONDS),
                                                         "intermediate"),
                            choice(opts, "rules", ("basic", "advanced"), "basic") == "advanced")

    def initial(self, setup: ApophisSetup, seed: int) -> ApophisGame:
        return ApophisGame([p.name for p in setup.players], seed, Options(setup.advanced, setup.difficulty))

    def to_act(self, state: ApophisGame) -> frozenset[Seat]:
        if state.over:
            return frozenset()
        if state.phase == Phase.SHUFFLE:  # APO.DRAW.2: everybody shuffles; the table says when it is done
            return frozenset({SYSTEM})
        return frozenset({state.active, SYSTEM})

    def legal_actions(self, state: ApophisGame, seat: Seat) -> list[Action]:
        if seat not in self.to_act(state):
            return []
        if seat == SYSTEM:
            return [TimeUp(), *([ShuffleDone()] if state.phase == Phase.SHUFFLE else [])]
        return state.player_actions()

    def canonical(self, state: ApophisGame, action: Action) -> Action:
        """Paying and sequencing: the first card of each suit stands for the others; discards in hand order."""
        if isinstance(action, Build):
            return Build(action.color, action.size)
        if isinstance(action, AddToSequence):
            firsts = state.first_of_suit()
            return AddToSequence(tuple(firsts[s] for s in SUITS if any(c.suit == s for c in action.cards)))
        if isinstance(action, DiscardDown):
            hand = state.hand()
            return DiscardDown(tuple(sorted(action.cards, key=hand.index)))
        return action

    def _check(self, state: ApophisGame, seat: Seat, action: Action) -> Rejection | None:
        return state.check(action)

    def _apply(self, state: ApophisGame, seat: Seat, action: Action) -> Iterable[Event]:
        return state.apply(action)

    def _boundary(self, seat: Seat, action: Action, events: Sequence[Event], after: ApophisGame,
                  mode: str) -> Rejection | None:
        """Never across a draw (the cards drawn were hidden) nor a launch (its dice); a build, a sequence card, a
        scrap or a discard may be taken back."""
        if isinstance(action, Draw):
            return Rejection("APO.DRAW.1", "undo_drew")
        if isinstance(action, Reroll | KeepRoll) or any(isinstance(e, LAUNCH_EVENTS) for e in events):
            return Rejection("APO.LAUNCH.1", "undo_launched")
        return None

    def view_for(self, state: ApophisGame, seat: Seat) -> TableView:
        return view_of(state, seat if 0 <= seat < len(state.players) else None)

    def event_for(self, event: Event, seat: Seat) -> Event | None:
        if isinstance(event, Drew) and event.seat != seat:
            return Drew(event.seat, event.count)  # the others learn how many, not which
        return event

    def secrets(self, state: ApophisGame, seat: Seat) -> list[PlainData]:
        return [c.code for c in state.hands[seat]] if 0 <= seat < len(state.players) else []

    def outcome(self, state: ApophisGame) -> Outcome | None:
        if state.result is None:
            return None
        reason = state.result.split("-")[1]  # destroyed | deflected | time
        result = Result.WIN if state.won else Result.LOSS
        return Outcome(Ending(reason), (result,) * len(state.players), ((*range(len(state.players)),),),
                       details={"launches": len(state.launches), "deflection": state.deflection})

    def fingerprint(self, state: ApophisGame) -> PlainData:
        data = view_of(state, None).to_data()
        data.update(hands=[[c.code for c in h] for h in state.hands], deck=[c.code for c in state.deck],
                    pending_draws=state.pending_draws, launches=len(state.launches),
                    launch=None if state.launch is None else [state.launch.steps, state.launch.rerolls_left],
                    rng=list(state.rng.getstate()[1]))
        return data

    def clone(self, state: ApophisGame) -> ApophisGame:
        return state.copy()

    def determinize(self, state: ApophisGame, seat: Seat, rng: random.Random) -> ApophisGame:
        """The others' hands and the deck dealt anew from the cards this seat has not seen (APO.SETUP.1)."""
        other = state.copy()
        other.rng = random.Random(rng.getrandbits(64))
        unseen = sorted((c for p, hand in enumerate(other.hands) if p != seat for c in hand), key=card_order)
        unseen += sorted(other.deck, key=card_order)
        unseen.sort(key=card_order)
        rng.shuffle(unseen)
        for p, hand in enumerate(other.hands):
            if p != seat:
                other.hands[p] = [unseen.pop() for _ in hand]
        other.deck = unseen
        return other

    def progress(self, state: ApophisGame) -> dict[str, int | str]:
        return {"turn": state.turn, "pyramids": len(state.apophis), "deflection": state.deflection}


RULES = ApophisRules()


def card_order(card: Card) -> str:
    return card.code

