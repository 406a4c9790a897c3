"""The base of every game's table: one path from a click to the rules, the record and the screen.

A table replays its recorded steps when it opens, sends each action with its acting seat through the rules'
`check` and `apply`, records the step (with the table clock) in the save store, hands the events to the game's
scene to show, turns its clock running out into the table's own action, asks once before an irreversible action,
shows the hand-over whenever the seat at the screen must change in a game with secrets (at the start and on
resume too), and shows the result screen from the rules' outcome. A seat takes back its own last steps, back to
the last boundary the rules declare (Undo), and plays them again until a new move (Redo). Game scenes only draw and
translate input.
"""

from __future__ import annotations

import pygame

from arcade.core.protocol import SYSTEM, ReplayError, Seat
from arcade.core.record import GameRecord
from arcade.i18n import refusal_text, t
from arcade.match.match import Played, Refused
from arcade.match.timekeeper import Stop
from arcade.ui import table_seats as seats
from arcade.ui import table_tools as tools
from arcade.ui.scenes import AppContext
from arcade.ui.table_core import S, TableCore
from arcade.ui.undo import redo_key, undo_key

#: The table clock is saved at least this often while it runs (a resumed countdown never gains more).
CHECKPOINT_EVERY = 5.0


class TableScene(TableCore[S]):
    """A game's table with its record, seats and tools: each game's scene is one (`TableCore` says what the
    scene fills in)."""

    def __init__(self, app: AppContext, record: GameRecord) -> None:
        super().__init__(app, record)  # (the scene's own attributes made: `setup_table`)
        try:
            self.match.replay(lambda p: self.show(p.seat, p.action, p.events, replaying=True))
        except ReplayError as exc:  # (worded for the players, who are told why the save cannot be resumed)
            if exc.rejection is None:
                raise
            raise ReplayError(exc.index, refusal_text(exc.rejection, self.namespace)) from None
        if self.clock is not None:
            self.clock.set_elapsed(record.clock)

    # -- seats and tools -------------------------------------------------------------------------------------
    def rebuild(self) -> None:
        self._name_seats()  # a change of language words the computer seats' names anew
        super().rebuild()
        self.tools.clear()
        if self.container is not None and not self.demo:
            wanted = [("hint", self.ask_hint)]
            if self.own_clock():
                wanted.append(("pause", self.toggle_hold))
            wanted.append(("rules", self.show_rules))
            if self.match.takebacks.on:
                wanted += [("undo", self.undo), ("redo", self.redo)]  # (Redo last: it shows only when it can act)
            self.tools.build(self.tools_rect(), self.layout.scale, self.app.manager, self.container, self.actions,
                             wanted)
            if self.held_since is not None:
                self.tools.relabel("pause", t("resume_button"))
            tools.enable_tools(self, self.acting_seat())

    def show_rules(self) -> None:
        """The Rules button: the game's rules, at the rule of the refusal on screen (as F1 and ? open them)."""
        from arcade.ui.reference_scene import open_rules

        target = self.rules_at(None)
        if target is not None:
            open_rules(self.app, *target)

    def ask_hint(self) -> None:
        tools.ask_hint(self)

    # -- take-backs ------------------------------------------------------------------------------------------
    def taker(self) -> Seat | None:
        """The person at the screen, if they may take back (or play again) now."""
        seat = self.acting_seat()
        return None if seat is None or self.ended or self.demo else seat

    def undo(self) -> None:
        """Take back the last step of the person at the screen, or say why not (the rules' boundary)."""
        seat = self.taker()
        if seat is None:
            return
        back = self.match.undo(seat)
        if isinstance(back, Refused):
            self.refuse(back.rejection)
            return
        self.hints.drop()
        self.computers.cancel()
        self.taken_back_hook()
        self.taken_back = back
        self.tools.took_back(self.log, self.names[seat], self.move_words(back.action))
        self.save()
        self.refresh_buttons()
        self.app.request_redraw()

    def redo(self) -> None:
        """Play again the last step taken back (until a new move is made), as it was first played: the state is
        the one it was played in, so it is legal again."""
        seat = self.taker()
        if seat is None:
            return
        action = self.match.redoable(seat)
        if isinstance(action, Refused):
            self.refuse(action.rejection)
            return
        self.log.add(t("redone", name=self.names[seat], move=self.move_words(action)))  # (words before it is played)
        played = self.match.redo(seat)
        assert isinstance(played, Played)
        self.after_step(played)

    def enter(self) -> None:
        super().enter()
        if self.match.outcome() is not None:
            tools.finish(self)
            return
        seats.tell_away(self)
        self._next_viewer()
        if self.viewer is not None or self.only_computers():
            self.time.go(Stop.HANDOVER)  # else when the first player has taken the computer (at once among computers)

    def toggle_hold(self) -> None:
        seats.toggle_hold(self)

    def _next_viewer(self) -> None:
        seats.next_viewer(self)

    def table_input(self, event: pygame.event.Event) -> bool:
        """The table's tools' keys and clicks (`table_tools`), then Ctrl+Z / Ctrl+Y: take back, play again."""
        if tools.table_input(self, event):
            return True
        if event.type != pygame.KEYDOWN or self.ended:
            return False
        if undo_key(event, self.backspace_undoes):
            self.undo()
            return True
        if redo_key(event):
            self.redo()
            return True
        return False

    def draw_notices(self, surface: pygame.Surface) -> None:
        tools.draw_notices(self, surface)

    # -- acting ----------------------------------------------------------------------------------------------
    def after_step(self, played: Played) -> None:
        """Show a step just played (or played again by Redo), hand the screen on or finish, and keep it."""
        self.tools.moved()
        self.taken_back = None
        seats.played(self, played.seat, played.action)
        self.message = ""
        self.show(played.seat, played.action, played.events, replaying=False)
        if self.match.outcome() is not None:
            tools.finish(self)
        else:
            self._next_viewer()
        self.save()  # after the hand-over: a saving fault is told over it, at once
        self.app.request_redraw()

    # -- per frame -------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self._drop_stale_refusal()
        seats.watched_by_computers(self)
        seat = self.acting_seat()  # (asked once a frame)
        tools.follow_hint(self, seat)
        tools.enable_tools(self, seat)
        if self.awaiting_computer() and self.held_since is None:
            seats.play_computers(self)
        if self.ended or self.clock is None:
            return
        if self.clock.expired():
            action = self.time_up_action()
            if action is not None:
                self.send(action, SYSTEM)
            return
        if self.clock.running and self.app.now() - self._last_checkpoint >= CHECKPOINT_EVERY:
            self.checkpoint()

    def pause(self) -> None:
        super().pause()
        self.checkpoint()

    def leave(self) -> None:
        self.computers.cancel()
        self.checkpoint()
        super().leave()

    # -- the end ---------------------------------------------------------------------------------------------
    def continue_after_watching(self) -> None:
        """Continue: what everyone watched is over; on to the next player, or to the result."""
        self.watching = False
        self.watched()
        if self.match.outcome() is not None:
            tools.finish(self)
        else:
            self._next_viewer()
