"""A table's record: its steps replayed through the rules when it opens (a step taken back is skipped, a
step the rules refuse is a damaged save), and kept in the store — each step with the table clock after it, the
take-back marks, the clock on its own at checkpoints (a resumed countdown never gains time)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arcade.core.protocol import ReplayError
from arcade.i18n import refusal_text

if TYPE_CHECKING:
    from arcade.ui.table_core import TableCore


def replay(table: TableCore[Any]) -> None:
    """The record's steps that stand, in order (a step taken back is skipped), each kept for take-backs as at
    the table."""
    for index, step in enumerate(table.record.steps):
        if step.withdrawn:
            continue
        try:
            action = table.rules.decode(step.action)
            seat = table.rules.seat_for(table.state, action) if step.seat is None else step.seat
        except ValueError as exc:
            raise ReplayError(index, str(exc)) from None
        rejection = table.rules.check(table.state, seat, action)
        if rejection is not None:
            raise ReplayError(index, refusal_text(rejection, table.namespace))
        acting = table.rules.to_act(table.state)
        events = table.rules.apply(table.state, seat, action)
        table.takebacks.played(index, seat, acting, action, events, table.state)
        table.show(seat, action, events, replaying=True)


def save(table: TableCore[Any], finished: bool = False) -> None:
    """Record the steps not yet in the store, with the table clock after them (a demo keeps nothing)."""
    if table.demo:
        return
    first = table.saved
    pending = table.record.steps[first:]
    table.record.clock = table.clock_reading()
    table.record.finished = finished
    marks = dict(table.marks)
    if table.app.record_steps(table.record, first, pending, table.status(), marks):
        table.saved = first + len(pending)
        for index, withdrawn in marks.items():
            if table.marks.get(index) == withdrawn:
                del table.marks[index]
        table._last_checkpoint = table.app.now()


def checkpoint(table: TableCore[Any]) -> None:
    """Save the table clock now, and any step not saved yet (or the game itself, if the store could not
    take it when it started): every checkpoint is another try."""
    table._last_checkpoint = table.app.now()
    if table.unsaved() or table.marks or table.record.key is None:
        save(table, finished=table.rules.outcome(table.state) is not None)
    elif not table.ended and not table.demo:
        table.record.clock = table.clock_reading()
        table.app.checkpoint(table.record, table.status() if table.record.steps else None)  # (time left now)
