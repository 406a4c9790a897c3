"""One game in play, without a screen: its rules, state and record, the take-backs, who plays each seat, and the
one place where a move becomes a recorded step.

Every driver goes through a `Match`: the tables (which draw it and turn input into its verbs), the arena, the
replay of a record file, the tests. Its verbs are few and typed:

- `send(seat, action)` → `Played` (the events, as each seat may see them) | `Refused` (the rules' rejection) |
  `AskFirst` (a question the table must put before an irreversible move; sent again, confirmed, it is played);
- `undo(seat)` → `TakenBack` | `Refused`, and `redo(seat)` → `Played` | `Refused`: a seat's own last steps, back to
  the rules' boundary (`arcade.core.takeback`);
- `legal(seat)` (kept once per step), `check(seat, action)`, `outcome()`, `to_act()`;
- `replay(shown)`: the record's standing steps played again when a saved game opens;
- `keep(status)`: the steps not kept yet, through the one narrow port a store implements (`Keeper`).

The table clock's reading is passed in with each step (`clock`): the match records it and never reads a clock.

Pure: no pygame, no clock, no I/O (the keeper, when there is one, does the keeping).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from arcade.core.codec import CodecError, PlainData
from arcade.core.protocol import SYSTEM, GameRules, Outcome, Rejection, ReplayError, Seat, View
from arcade.core.record import GameRecord, Step
from arcade.core.takeback import TakeBacks
from arcade.match import LEVELS

S = TypeVar("S")



class Keeper(Protocol):
    """Where a match is kept (the app's store): the steps not kept yet with the take-back marks of kept ones and
    where the game stands, the set-up when who plays a seat changes. Each says whether it was kept."""

    def record_steps(self, record: GameRecord, first: int, steps: list[Step], status: dict[str, PlainData],
                     marks: dict[int, bool] | None = None) -> bool: ...
    def checkpoint(self, record: GameRecord, status: dict[str, PlainData] | None = None) -> None: ...
    def save_setup(self, record: GameRecord) -> None: ...


@dataclass(frozen=True)
class Played:
    """A step played: who, what, the events it made (the true ones: `events_for` hides what a seat may not see),
    its index in the record, and whether it was a step taken back and played again (`again`)."""

    seat: Seat
    action: Any
    events: tuple[Any, ...]
    index: int
    again: bool = False


@dataclass(frozen=True)
class Refused:
    """Why not: the rules' rejection."""

    rejection: Rejection


@dataclass(frozen=True)
class AskFirst:
    """A legal move that is asked about once before it is played (it cannot be undone, it ends the game...):
    `question` is the table's, sent again with `confirmed=True` once answered yes."""

    question: str


@dataclass(frozen=True)
class TakenBack:
    """A step taken back: who had played it, what, and its index in the record (kept there, marked withdrawn)."""

    seat: Seat
    action: Any
    index: int


@dataclass(frozen=True)
class Screen:
    """Where the screen goes after a step or at opening: to `seat` (None: it stays with whoever has it); `secret`:
    that seat is to see what others must not (else it is a public moment, in front of everyone); `handover`: the
    board is hidden until that seat's player is ready (a secret moment with another person at the table)."""

    seat: Seat | None
    secret: bool = False
    handover: bool = False


#: A question the table asks before a move, or None (the table's words: the match only carries them).
Question = Callable[[Seat, Any], "str | None"]


class Match(Generic[S]):
    """One game in play. Made from its record (a new game's is empty): the state is the game's first until
    `replay` plays the recorded steps."""

    def __init__(self, rules: GameRules[S, Any, Any, Any], record: GameRecord, keeper: Keeper | None = None,
                 question: Question | None = None, takebacks: bool = True) -> None:
        """`keeper`: where its steps are kept (None: nowhere); `question`: what the table asks before a move;
        `takebacks`: False where nobody takes back (computers among themselves, a record replayed), so no state is
        copied at each boundary."""
        self.rules = rules
        self.record = record
        self.keeper = keeper
        self._question = question
        players = record.setup.get("players")
        self._players: list[Any] = players if isinstance(players, list) else []
        #: The computer seats and their levels (every other seat is a person's).
        self.levels: dict[Seat, str] = {i: str(p["computer"]) for i, p in enumerate(self._players)
                                        if isinstance(p, Mapping) and p.get("computer") in LEVELS}
        self.setup: Any = rules.parse_setup(record.setup)
        self._state: S = rules.initial(self.setup, record.seed)
        self._takebacks_on = takebacks
        self.takebacks: TakeBacks[S] = self._new_takebacks()
        #: Steps the keeper holds (the others wait to be kept), and take-back marks of kept steps not kept yet.
        self.kept = len(record.steps)
        self._marks: dict[int, bool] = {}
        self._keeping = False  # a keeping under way (what it tells the players must not start another)
        self._legal: dict[Seat, list[Any]] = {}
        self._views: dict[Seat, View] = {}
        self._seen_at = -1  # the change of the state the legal actions and views above were worked out at
        #: Changes of the state so far (a step played, taken back or played again): what a cache is keyed by.
        self.moves = 0

    @property
    def state(self) -> S:
        return self._state

    @state.setter
    def state(self, state: S) -> None:
        """A state put in place whole (a take-back, a new set-up, a position a test sets up) is a change too."""
        self._state = state
        self.moves += 1

    # -- opening ---------------------------------------------------------------------------------------------
    def replay(self, shown: Callable[[Played], None] | None = None) -> None:
        """Play the record's standing steps in order (a step taken back is skipped), each kept for take-backs as
        when it was played, `shown` after each; ReplayError naming the first step the rules refuse."""
        for index, step in enumerate(self.record.steps):
            if step.withdrawn:
                continue
            try:
                action = self.rules.decode(step.action)
                seat = self.rules.seat_for(self.state, action) if step.seat is None else step.seat
            except (CodecError, ValueError) as exc:
                raise ReplayError(index, str(exc)) from None
            rejection = self.rules.check(self.state, seat, action)
            if rejection is not None:
                raise ReplayError(index, str(rejection), rejection)
            played = self._apply(seat, action, index, again=False)
            if shown is not None:
                shown(played)

    def new_setup(self, setup: dict[str, PlainData]) -> None:
        """Before the first step, the set-up changes (a sea painted at the table): the game starts again from it."""
        if self.record.steps:
            raise ValueError("the set-up is fixed once a step is played")
        self.record.setup = setup
        self.setup = self.rules.parse_setup(setup)
        self.state = self.rules.initial(self.setup, self.record.seed)
        self.takebacks = self._new_takebacks()

    def _new_takebacks(self) -> TakeBacks[S]:
        mode = self.rules.takeback_mode(self.record.setup) if self._takebacks_on else "off"
        return TakeBacks(self.rules, mode, self.state)

    # -- who plays -------------------------------------------------------------------------------------------
    def to_act(self) -> frozenset[Seat]:
        return self.rules.to_act(self.state)

    def players_to_act(self) -> list[Seat]:
        """The players' seats that may act now (not the table's own)."""
        return sorted(self.to_act() - {SYSTEM})

    def people_to_act(self) -> list[Seat]:
        """The seats that may act now and are played by people (the computer seats play by themselves)."""
        return [seat for seat in self.players_to_act() if seat not in self.levels]

    def people(self) -> int:
        """How many seats people play."""
        return len(self._players) - len(self.levels)

    def next_viewer(self, viewer: Seat | None, private: bool, hidden: Callable[[Seat], bool]) -> Screen:
        """Who the screen goes to next: the person at it while they may still act (and took it privately, or need
        not), else the first person to act. `private`: the viewer took the screen behind a hand-over; `hidden`:
        must the screen be handed over before that seat acts (secrets the others must not see)."""
        people = self.people_to_act()
        if not people or (viewer in people and private):
            return Screen(None)
        seat = viewer if viewer in people else people[0]
        secret = hidden(seat)
        if seat == viewer and not secret:
            return Screen(None)  # still theirs, in front of everyone
        return Screen(seat, secret, secret and self.people() > 1)  # (a public moment turned secret: anew)

    def controller(self, seat: Seat) -> str:
        """Who plays `seat`: the computer's level, or "person"."""
        return self.levels.get(seat, "person")

    def set_controller(self, seat: Seat, controller: str) -> bool:
        """Hand a seat to the computer (a level) or to a person ("person"), kept with the game; False when it
        already was."""
        if not 0 <= seat < len(self._players) or self.controller(seat) == controller:
            return False
        player = self._players[seat]
        if controller in LEVELS:
            self.levels[seat] = player["computer"] = controller
        else:
            self.levels.pop(seat, None)
            player.pop("computer", None)
        self.keep_setup()
        return True

    def count_for(self, seat: Seat, key: str) -> None:
        """Count something a seat did in this game (a hint asked), kept with the game's set-up."""
        player = self._players[seat]
        player[key] = int(player.get(key, 0)) + 1
        self.keep_setup()

    # -- what each seat sees and may do ----------------------------------------------------------------------
    def _forget_what_was_seen(self) -> None:
        if self._seen_at != self.moves:
            self._legal, self._views, self._seen_at = {}, {}, self.moves

    def legal(self, seat: Seat) -> list[Any]:
        """Every legal action of `seat` now, worked out once per step."""
        self._forget_what_was_seen()
        if seat not in self._legal:
            self._legal[seat] = self.rules.legal_actions(self.state, seat)
        return self._legal[seat]

    def view(self, seat: Seat) -> View:
        """What `seat` (or `SPECTATOR`) may see now, worked out once per step: all a table draws for it."""
        self._forget_what_was_seen()
        if seat not in self._views:
            self._views[seat] = self.rules.view_for(self.state, seat)
        return self._views[seat]

    def check(self, seat: Seat, action: Any) -> Rejection | None:
        return self.rules.check(self.state, seat, action)

    def outcome(self) -> Outcome | None:
        return self.rules.outcome(self.state)

    # -- playing ---------------------------------------------------------------------------------------------
    def send(self, seat: Seat, action: Any, clock: float = 0.0, confirmed: bool = False) -> Played | Refused | AskFirst:
        """Ask the rules; play and record a legal action (after a question where one is due), or say why not.
        `clock`: the table clock's reading, recorded with the step."""
        rejection = self.rules.check(self.state, seat, action)
        if rejection is not None:
            return Refused(rejection)
        question = None if confirmed or self._question is None else self._question(seat, action)
        if question is not None:
            return AskFirst(question)
        self.record.steps.append(Step(seat, self.rules.encode(action), round(clock, 3)))
        return self._apply(seat, action, len(self.record.steps) - 1, again=False)

    def _apply(self, seat: Seat, action: Any, index: int, again: bool) -> Played:
        acting = self.rules.to_act(self.state)
        events = self.rules.apply(self.state, seat, action)
        self.takebacks.played(index, seat, acting, action, events, self.state, again=again)
        self.moves += 1
        return Played(seat, action, tuple(events), index, again)

    def undo(self, seat: Seat) -> TakenBack | Refused:
        """Take back `seat`'s last step, or say why not (the rules' boundary, another seat's step)."""
        why = self.takebacks.refusal(seat)
        if why is not None:
            return Refused(why)
        step, self.state = self.takebacks.take_back()
        self._mark(step.index, True)
        return TakenBack(step.seat, step.action, step.index)

    def redoable(self, seat: Seat) -> Any | Refused:
        """The step `redo` would play again for `seat` (the action), or why there is none."""
        why = self.takebacks.redo_refusal(seat)
        if why is not None:
            return Refused(why)
        return self.rules.decode(self.record.steps[self.takebacks.redo[-1][0]].action)

    def redo(self, seat: Seat) -> Played | Refused:
        """Play again the last step `seat` took back (until a new move is made), in the state it was first played
        in, so it is legal again."""
        action = self.redoable(seat)
        if isinstance(action, Refused):
            return action
        index = self.takebacks.next_redo()
        self._mark(index, False)
        return self._apply(seat, action, index, again=True)

    def _mark(self, index: int, withdrawn: bool) -> None:
        step = self.record.steps[index]
        self.record.steps[index] = Step(step.seat, step.action, step.clock, withdrawn)
        if index < self.kept:
            self._marks[index] = withdrawn

    # -- keeping ---------------------------------------------------------------------------------------------
    def unkept(self) -> int:
        """Steps or marks the keeper does not hold yet (0 without a keeper: nothing is kept)."""
        if self.keeper is None:
            return 0
        return len(self.record.steps) - self.kept + len(self._marks) + (self.record.key is None)

    def keep(self, status: dict[str, PlainData], clock: float) -> bool:
        """Keep the steps not kept yet, the take-back marks and where the game stands (`clock`: the table clock
        now); True when the keeper has them all."""
        if self.keeper is None or self._keeping:
            return True  # (nothing to keep; or the keeping under way holds these steps already)
        first = self.kept
        pending = self.record.steps[first:]
        self.record.clock = clock
        self.record.finished = self.outcome() is not None
        marks = dict(self._marks)
        self._keeping = True
        try:
            kept = self.keeper.record_steps(self.record, first, pending, status, marks)
        finally:
            self._keeping = False
        if not kept:
            return False
        self.kept = first + len(pending)
        for index, withdrawn in marks.items():
            if self._marks.get(index) == withdrawn:
                del self._marks[index]
        return True

    def checkpoint(self, status: dict[str, PlainData] | None, clock: float) -> None:
        """Keep the table clock (and where the game stands) with nothing else to keep."""
        if self.keeper is not None and not self._keeping:
            self.record.clock = clock
            self.keeper.checkpoint(self.record, status)

    def keep_setup(self) -> None:
        if self.keeper is not None:
            self.keeper.save_setup(self.record)


def replayed(rules: GameRules[S, Any, Any, Any], record: GameRecord) -> Match[S]:
    """A record's match with its standing steps played (nobody takes back in it); ReplayError naming the first
    step the rules refuse, SetupError for a set-up they refuse."""
    match: Match[S] = Match(rules, record, takebacks=False)
    match.replay()
    return match
