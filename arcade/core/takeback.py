"""Take-backs: a seat takes back its own last steps, one at a time, back to the last boundary and never across it.

The rules say which steps are boundaries (`GameRules.boundary`: a die rolled, a card drawn, a secret told, the turn
passed); this keeps, for the steps played since the last boundary, the state before each (a clone: a take-back is
a restore, not a replay) and, for the steps taken back, their place in the record so that *Redo* can play them
again until a new move is made or the table is left. In the record a step taken back is kept and marked
`withdrawn`; a step played again is unmarked, so the active steps in order always rebuild the table's state.

Pure: no pygame, no clock.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from arcade.core.protocol import GameRules, Rejection, Seat

S = TypeVar("S")

#: Refused while nothing has been played yet.
NOTHING = Rejection("", "undo_nothing")


@dataclass(frozen=True)
class Undoable(Generic[S]):
    """A step that may be taken back: its index in the record, who played it and the state before it."""

    index: int
    seat: Seat
    before: S


class TakeBacks(Generic[S]):
    """The take-back and redo stacks of one table, fed with every step played (`played`) in record order."""

    def __init__(self, rules: GameRules[S, Any, Any, Any], mode: str) -> None:
        self.rules = rules
        self.mode = mode
        self.undo: list[Undoable[S]] = []
        #: Withdrawn steps that may be played again, the next one last: (index in the record, seat).
        self.redo: list[tuple[int, Seat]] = []
        #: Why nothing before the undo stack can be taken back (the last boundary's reason).
        self.wall: Rejection = NOTHING

    @property
    def on(self) -> bool:
        return self.mode != "off"

    def before(self, state: S) -> S | None:
        """What to keep before a step is applied (None when take-backs are off: nothing is kept)."""
        return self.rules.clone(state) if self.on else None

    def played(self, index: int, seat: Seat, before: S | None, action: Any, events: Sequence[Any], after: S,
               again: bool = False) -> None:
        """A step was applied: it joins the undo stack, or it is a boundary and the stack empties. A new step (not
        `again`, a redo) ends what could be played again."""
        if not again:
            self.redo.clear()
        if before is None:
            return
        why = self.rules.boundary(before, seat, action, events, after, self.mode)
        if why is None:
            self.undo.append(Undoable(index, seat, before))
        else:
            self.undo.clear()
            self.redo.clear()
            self.wall = why

    def refusal(self, seat: Seat) -> Rejection | None:
        """Why `seat` cannot take back now (None: it can)."""
        if not self.on:
            return Rejection("", "undo_off")
        if not self.undo:
            return self.wall
        if self.undo[-1].seat != seat:
            return Rejection(self.rules.turn_clause, "undo_not_yours")
        return None

    def take_back(self) -> Undoable[S]:
        """The last step, taken back: the caller restores `before` and marks the step withdrawn."""
        step = self.undo.pop()
        self.redo.append((step.index, step.seat))
        return step

    def redo_refusal(self, seat: Seat) -> Rejection | None:
        """Why `seat` cannot play a taken-back step again now (None: it can)."""
        if not self.redo:
            return Rejection("", "redo_nothing")
        if self.redo[-1][1] != seat:
            return Rejection(self.rules.turn_clause, "undo_not_yours")
        return None

    def next_redo(self) -> int:
        """The record index of the step Redo plays again (it leaves the list once played: `played(again=True)`)."""
        return self.redo.pop()[0]
