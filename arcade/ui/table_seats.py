"""Who is at a table's seats and at its screen: a seat handed to the computer or taken back, the computer seats
playing (their moves told in the journal with why, never a secret), a table of computers going on by itself, the
screen handed to the next person who must act (behind a hand-over when the game has secrets), a pause everyone
sees, and how long a resumed game stood still; a computer's last move shown on the board while it plays on."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arcade.core.clock import format_seconds, format_span
from arcade.core.protocol import Seat
from arcade.i18n import t
from arcade.match import LEVELS
from arcade.match.timekeeper import Stop
from arcade.ui.computer import PACE
from arcade.ui.handover import Handover
from arcade.ui.table_core import Shown

if TYPE_CHECKING:
    from arcade.ui.table_core import TableCore


def set_controller(table: TableCore[Any], seat: Seat, controller: str) -> None:
    """Hand a seat to the computer (a level) or back to a person, now: told in the journal, kept in the save. A pause
    ends first (it was its person's, who may no longer act: nobody could resume it, and the computer could not play
    under it)."""
    if table.match.controller(seat) == controller:
        return
    if table.held_since is not None:
        toggle_hold(table)
    if not table.match.set_controller(seat, controller):
        return
    table.computers.cancel()
    name = table.player_names[seat]
    if controller in LEVELS:
        if table.viewer == seat:
            table.show_to(None)  # the screen is no longer that player's: their secrets go with them
        table.log.add(t("seat_to_computer", name=name, level=t(f"level_{controller}")))
    else:
        table.log.add(t("seat_to_person", name=name))
    table._name_seats()
    if not table.ended:
        table._next_viewer()  # (a game may add to it)
    table.refresh_buttons()
    table.app.request_redraw()


def tell_away(table: TableCore[Any]) -> None:
    """A resumed game says in the journal how long the turn stood still while the game was left (its clock
    stops then: the README says so), so that everyone sees it."""
    people = table.people_to_act()
    if table._told_away or not table.record.updated or table.clock is None or not people or table.demo:
        return
    table._told_away = True
    away = table.app.store.now() - table.record.updated
    if away >= 1:
        table.log.add(t("away", name=table.names[people[0]], away=format_span(away),
                       left=format_seconds(table.clock.remaining())))


def toggle_hold(table: TableCore[Any]) -> None:
    """Pause (everyone sees it: the board is covered and nothing can be played) or go on; both are told in the
    journal with the time, so a pause is never a quiet way to stop one's clock."""
    clock, seat = table.clock, table.acting_seat()
    if clock is None or table.ended:
        return
    now = table.app.now()
    if table.held_since is None:
        if seat is None or not clock.running:
            return
        table.time.stop(Stop.PAUSED)
        table.held_since = now
        table.hints.drop()
        table.log.add(t("held", name=table.names[seat], left=format_seconds(clock.remaining())))
        table.checkpoint()
    else:
        table.log.add(t("held_over", name=table.names[seat] if seat is not None else "",
                       time=format_span(now - table.held_since)))
        table.held_since = None
        table.time.go(Stop.PAUSED)
    table.tools.relabel("pause", t("resume_button" if table.held_since is not None else "pause_button"))
    table.refresh_buttons()
    table.app.request_redraw()


def next_viewer(table: TableCore[Any]) -> None:
    """After every step and at opening: hand the screen to the next player who must act, if it changes."""
    if table.watching:  # the screen is everyone's: the next player is called by Continue
        table.show_to(None)
        return
    screen = table.match.next_viewer(table.viewer, table._private, table.needs_handover)
    seat = screen.seat
    if seat is None:
        return  # (only computers to act, or the screen stays with the person at it)
    table._private = False
    if not screen.secret:  # a public moment: the screen passes in front of everyone
        if table.viewer is not None:
            table.forget()
        table.show_to(seat)
        return
    if not screen.handover:  # one person at the table: nobody to hide it from
        table._take_screen(seat)  # (Interceptor asked "Pass to Red" of the only player every turn)
        return
    table.show_to(None)
    table.forget()
    if not table.time.shared:
        table.time.stop(Stop.HANDOVER)  # a player's own time starts when they take the screen (a countdown runs on)
    name, side = table.handover_to(seat)
    table.app.push(Handover(table.app, name, side, lambda: table._take_screen(seat), table.clock))


def played(table: TableCore[Any], seat: Seat, action: Any) -> None:
    """A step was played: a computer's last move is no longer shown once another (or a person's) is."""
    last = table.computer_last
    if last is not None and (seat, action) != (last.move.seat, last.move.action):
        table.computer_last = None


def play_computers(table: TableCore[Any]) -> None:
    before = table.computers.thinking
    move = table.computers.poll(table.rules, table.state, table.players_to_act(), len(table.record.steps),
                               table.record.seed)
    if table.computers.thinking != before:
        table.app.request_redraw()  # the notice that a computer thinks comes and goes with it
    if move is None:
        return
    table.computer_last = None
    if not move.why:
        table.log.add(t("computer_default", name=table.names[move.seat]))
    elif isinstance(move.action, table.rules.secret_actions):  # that it decided, never what
        table.log.add(t("computer_secret", name=table.names[move.seat]))
    else:  # what it does and why, before the game's own words for what came of it
        name, words = table.names[move.seat], table.move_words(move.action)
        said = words if name in words else t("computer_named", name=name, move=words)  # (named once)
        table.log.add(t("computer_why", move=said, why=move.why))
        table.computer_last = Shown(move, words, table.hint_spots(move.action))
    table.send(move.action, move.seat, confirmed=True)


def watched_by_computers(table: TableCore[Any]) -> None:
    """A table of computers only: what everyone watches (a resolution played back) goes on by itself once it
    has been still for a moment, as a person would press Continue."""
    if not table.watching or not table.only_computers() or table.wants_frame():
        table._still_since = None
    elif table._still_since is None:
        table._still_since = table.app.now()
    elif table.app.now() - table._still_since >= 2 * PACE:
        table._still_since = None
        table.continue_after_watching()
