"""Take-backs: a seat takes back its own last steps, one at a time, back to the last boundary and never across it.

The rules say which steps are boundaries (`GameRules.boundary`: a die rolled, a card drawn, a secret told, the turn
passed). This keeps a copy of the state as the last boundary left it (the *anchor*) and the steps played since; a
take-back rebuilds the state from the anchor and the steps that remain (a replay from the turn's start, so nothing is
copied at each step and a Resume of a long game costs little more). For the steps taken back it keeps their place in
the record, so that *Redo* can play them again until a new move is made or the table is left. In the record a step
taken back is kept and marked `withdrawn`; a step played again is unmarked, so the active steps in order always
rebuild the table's state.

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
class Undoable:
    """A step that may be taken back: its index in the record, who played it and what."""

    index: int
    seat: Seat
    action: Any


class TakeBacks(Generic[S]):
    """The take-back and redo stacks of one table, fed with every step played (`played`) in record order, from the
    state the game started in."""

    def __init__(self, rules: GameRules[S, Any, Any, Any], mode: str, start: S) -> None:
        self.rules = rules
        self.mode = mode
        self.anchor: S | None = rules.clone(start) if self.on else None  # the state after the last boundary
        self.undo: list[Undoable] = []
        #: Withdrawn steps that may be played again, the next one last: (index in the record, seat).
        self.redo: list[tuple[int, Seat]] = []
        #: Why nothing before the undo stack can be taken back (the last boundary's reason).
        self.wall: Rejection = NOTHING

    @property
    def on(self) -> bool:
        return self.mode != "off"

    def played(self, index: int, seat: Seat, acting: frozenset[Seat], action: Any, events: Sequence[Any],
               after: S, again: bool = False) -> None:
        """A step was applied (`acting`: who could act before it): it joins the undo stack, or it is a boundary and
        the state it left becomes the anchor. A new step (not `again`, a redo) ends what could be played again."""
        if not again:
            self.redo.clear()
        if not self.on:
            return
        why = self.rules.boundary(acting, seat, action, events, after, self.mode)
        if why is None:
            self.undo.append(Undoable(index, seat, action))
        else:
            self.undo.clear()
            self.redo.clear()
            self.wall = why
            self.anchor = self.rules.clone(after)

    def refusal(self, seat: Seat) -> Rejection | None:
        """Why `seat` cannot take back now (None: it can)."""
        if not self.on:
            return Rejection(self.rules.final_clause, "undo_off")
        if not self.undo:
            return self.wall
        if self.undo[-1].seat != seat:
            return Rejection(self.rules.turn_clause, "undo_not_yours")
        return None

    def take_back(self) -> tuple[Undoable, S]:
        """The last step taken back and the state before it (the anchor with the steps that remain played again);
        the caller marks the step withdrawn."""
        assert self.anchor is not None
        step = self.undo.pop()
        self.redo.append((step.index, step.seat))
        state = self.rules.clone(self.anchor)
        for kept in self.undo:
            self.rules.apply(state, kept.seat, kept.action)
        return step, state

    def redo_refusal(self, seat: Seat) -> Rejection | None:
        """Why `seat` cannot play a taken-back step again now (None: it can)."""
        if not self.redo:
            return Rejection("", "redo_nothing")
        if self.redo[-1][1] != seat:
            return Rejection(self.rules.turn_clause, "undo_not_yours")
        return None

    def next_redo(self) -> int:
        """The record index of the step Redo plays again (it leaves the list; `played(again=True)` follows)."""
        return self.redo.pop()[0]
