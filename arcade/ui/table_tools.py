"""The table's own tools, the same at every game: their keys (F9 seats, F2 Hint, the journal's
wheel) and the notices over the table (pause, a computer thinking, a hint, a move taken back); Hint, what
the computer would do for the person at the screen, counted in the save and on the result screen; and the result
screen's lines that are the table's (hints used, the club's ratings)."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from arcade.club.honours import club_table
from arcade.club.ratings import points, result_of
from arcade.core.clock import format_seconds
from arcade.core.protocol import Seat
from arcade.i18n import t
from arcade.match.timekeeper import Stop
from arcade.ui import table_seats as seats
from arcade.ui.hint import KEY as HINT_KEY
from arcade.ui.hint import draw_hint
from arcade.ui.seats_dialog import SeatsDialog
from arcade.ui.table import draw_held, draw_notice

if TYPE_CHECKING:
    from arcade.core.protocol import Outcome
    from arcade.ui.table_core import TableCore


def ask_hint(table: TableCore[Any]) -> None:
    """F2 or the Hint button: what the computer would do for the player at the screen (again: put it away)."""
    seat = table.acting_seat()
    if seat is None or table.ended or table.demo:
        return
    table.hints.ask(table.rules, table.state, seat, len(table.record.steps), table.record.seed)
    table.app.request_redraw()


def follow_hint(table: TableCore[Any], seat: Seat | None) -> None:
    """A hint thought is shown and counted in the save; it goes at the next click, move or hand-over (`seat`:
    the seat acting at the screen now)."""
    hints = table.hints
    before = (hints.thinking, hints.shown)
    hint = hints.poll(table.rules, table.state, seat, len(table.record.steps))
    if (hints.thinking, hints.shown) != before:
        table.app.request_redraw()
    if hint is not None and hint.action is not None:
        table.match.count_for(hint.seat, "hints")


def enable_tools(table: TableCore[Any], seat: Seat | None) -> None:
    """Hint and Undo while a person at the screen may act; Redo shown only while there is a move to play
    again."""
    if seat is None or table.ended:
        table.tools.enable(False, False)
    else:
        table.tools.enable(True, table.match.takebacks.redo_refusal(seat) is None)


def hints_used(table: TableCore[Any]) -> list[tuple[str, bool]]:
    """Who used hints in this game, for the result screen: a heading and a line per player (nothing if
    nobody did)."""
    used = [(name, int(p.get("hints", 0))) for name, p in zip(table.names, table.record.setup["players"],
                                                              strict=True)]
    lines = [(t("hints_by", name=name, n=n), False) for name, n in used if n]
    return [(t("hints_title"), True), *lines] if lines else []


def rating_lines(table: TableCore[Any], outcome: Outcome) -> list[tuple[str, bool]]:
    """Each player's rating before and after this game (the club's table, worked out again with it)."""
    if table.demo:
        return []
    key = table.record.key if table.record.key is not None else -1
    this = result_of(key, table.record.game_id, table.record.setup, {"outcome": outcome.to_data()},
                     table.app.store.now())
    changes = club_table(table.app, this).changes.get(key, []) if this is not None else []
    lines = [(t("rating_change", name=c.name, before=points(c.before), after=points(c.after),
                delta=f"{points(c.after) - points(c.before):+d}"), False) for c in changes]
    return [(t("ratings_title"), True), *lines] if lines else []


def table_input(table: TableCore[Any], event: pygame.event.Event) -> bool:
    """The wheel over the journal scrolls it. F9: who plays each seat. F2: a hint. Space while only computers are
    to act: they play on without waiting. A click anywhere but on the table's buttons puts a hint away (and goes on
    to what was clicked)."""
    if table.held_since is not None and not table.ended:  # paused: only the table's buttons and Esc work
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and not table.tools.at(event.pos):
            return True  # (the side panel's pieces and trays too: nothing is picked in a pause)
        if event.type == pygame.KEYDOWN and event.key != pygame.K_ESCAPE:
            return True
    if event.type == pygame.MOUSEWHEEL:  # over the journal: back through its lines
        box = table.log.rect
        if box is None or not box.collidepoint(table.app.pointer):
            return False
        table.log.scroll(event.y)
        table.app.request_redraw()
        return True
    if event.type == pygame.MOUSEBUTTONDOWN:
        on_tool = table.tools.at(event.pos)
        if not on_tool and table.hints.shown is not None:
            table.hints.drop()
            table.app.request_redraw()
        if not on_tool and table.taken_back is not None:
            table.taken_back = None
            table.app.request_redraw()
        return False
    if event.type != pygame.KEYDOWN or table.ended:
        return False
    if event.key == pygame.K_F9:
        table.app.push(SeatsDialog(table.app, table.player_names, table.sides, table.match.levels,
                                  partial(seats.set_controller, table)))
        return True
    if event.key == HINT_KEY:
        ask_hint(table)
        return True
    if event.key == pygame.K_SPACE and table.awaiting_computer() and not table.people_to_act():
        table.computers.hurry = True
        return True
    return False


def draw_notices(table: TableCore[Any], surface: pygame.Surface) -> None:
    """Over the table and its widgets: while a computer seat thinks, says so at the top of the window; under
    it, a hint asked for, or shown; a refused click's sentence where the click was."""
    if table.held_since is not None and not table.ended:
        held = table.acting_seat() or 0
        draw_held(surface, table.layout.board, table.sides[held], t("held_title"),
                  t("held_body", name=table.names[held],
                    left=format_seconds(table.clock.remaining() if table.clock else 0)))
        return
    seat = table.computers.thinking
    notice = None  # (a box drawn after it starts below it: the demo's banner and "just played" touched)
    if table.demo:
        notice = draw_notice(surface, t("demo_notice"), table.sides[0], table.layout.board)
    elif seat is not None and not table.ended:
        notice = draw_notice(surface, t("computer_thinking", name=table.names[seat]), table.sides[seat],
                             table.layout.board)
    last = table.computer_last if seat is not None and not table.ended else None
    asked, hint = table.hints.thinking, table.hints.shown
    if last is not None and last.move.seat == seat and asked is None and hint is None:  # its move, and why
        draw_hint(surface, t("computer_last", move=last.words), t("computer_last_why", why=last.move.why),
                  last.spots, table.sides[seat], table.layout.board, keep_clear=table.keep_clear(), below=notice)
    elif asked is not None:
        draw_hint(surface, t("hint_thinking", name=table.names[asked]), "", [], table.sides[asked], table.layout.board,
                  below=notice)
    elif hint is not None and hint.action is None:
        draw_hint(surface, t("hint_none"), "", [], table.sides[hint.seat], table.layout.board, below=notice)
    elif hint is not None:
        draw_hint(surface, t("hint_shown", move=table.move_words(hint.action)), t("hint_why", why=hint.why),
                  table.hint_spots(hint.action), table.sides[hint.seat], table.layout.board,
                  keep_clear=table.keep_clear(), below=notice)
    elif table.taken_back is not None:  # where the move taken back went, ringed, with its words
        back = table.taken_back
        draw_hint(surface, t("taken_back", move=table.move_words(back.action)), t("taken_back_why"),
                  table.hint_spots(back.action), table.sides[back.seat], table.layout.board)
    table.draw_pointed_refusal(surface)


def finish(table: TableCore[Any]) -> None:
    """The game is over: the clock stops and the result screen shows, after anything being watched (Continue)."""
    from arcade.ui.result_screen import ResultScreen

    if table.ended or table.watching:  # the result comes after what is being watched (Continue)
        return
    table.ended = True
    table.time.stop(Stop.OVER)
    outcome = table.rules.outcome(table.state)
    assert outcome is not None
    table.hints.drop()
    lines = table.result_lines(outcome) + hints_used(table) + rating_lines(table, outcome)
    table.app.push(ResultScreen(table.app, table.result_title(outcome), table.result_subtitle(outcome), lines,
                                outcome, table.names, table.sides, table.rematch))
