"""The Interceptor table: placement on the edge, pursuit announcements, secret orders written with buttons or
typed in the seed's notation while the board previews them as written and as corrected, then the resolution
played back phase by phase (ships, asteroids, fire).

The rules decide everything: the preview is the rules' own `execution` of the text, the lit hexes are the ones
the rules accept. Nothing a player writes survives the hand-over (`clear_selection`). Its panel, buttons, board
marks and playback: `table.InterceptorTable`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame
import pygame_gui

from arcade.boards import load_board
from arcade.core.clock import Clock, ClockConfig, ClockMode
from arcade.core.hexgrid import Hex
from arcade.core.protocol import Outcome, Seat
from arcade.games.interceptor import drawing
from arcade.games.interceptor.pilots import keep_pilots
from arcade.games.interceptor.rules import Announce, InterceptorGame, Orders, OrdersError, Place, TimeUp
from arcade.games.interceptor.rules import events as ev
from arcade.games.interceptor.rules.game import ANNOUNCE, ORDERS, PLACEMENT, Ship
from arcade.games.interceptor.rules.orders import Execution, parse
from arcade.games.interceptor.rules.view import InterceptorView
from arcade.games.interceptor.words import (
    LETTERS,
    NS,
    event_line,
    hint_places,
    move_words,
    says_retreat,
    ship_name,
    table_orders,
    tr,
    typed_orders,
)
from arcade.i18n import t
from arcade.match.timekeeper import Stop
from arcade.saves.store import StoreError
from arcade.ui.board import BoardView
from arcade.ui.scenes import button_action
from arcade.ui.table_scene import TableScene

#: The order codes' buttons, in the panel's order, and the one that takes the last code back.
CODE_BUTTONS = ("A", "G", "D", "L", "T", "X")
ERASE = "erase"


class InterceptorScene(TableScene[InterceptorGame]):
    action_buttons = {"Orders": "submit", "Announce": "submit"}
    title = "Interceptor"
    namespace = NS
    backspace_undoes = False  # Backspace edits the orders being written

    # -- construction ----------------------------------------------------------------------------------------
    def setup_table(self) -> None:
        opts = self.record.setup.get("options") or {}
        self.board = load_board(str(opts.get("map", "interceptor")))
        seconds = getattr(self.setup, "timer", 0)
        self.clock = Clock(ClockConfig(ClockMode.TURN_BUDGET, seconds), self.app.now) if seconds else None
        self.view = BoardView(self.board, self.layout.board, on_click=self.cell_clicked, now=self.app.now,
                              labels=True)
        self.text = ""  # the orders being written, in the table's letters (never kept past a hand-over)
        self.facing = 0  # the placement ghost's
        self.entry_speed = 2
        self.turn_choice = "none"  # the announcement being made
        self.speed_choice = "keep"
        self.hurt: dict[int, int] = {}  # damage each ship took in the last resolution
        self.before = drawing.Stage([], {})  # the board as it stood before the last resolution
        self.stage: drawing.Stage | None = None  # a resolution as far as it has been played back (while watching)
        self.last_before: drawing.Stage | None = None  # where the last resolution started (for its replay)
        self.telling = False  # the resolution played back is the new one: its log lines come with its phases
        self.last_events: tuple[ev.Event, ...] = ()
        self.queue: list[list[ev.Event]] = []  # phases of a resolution still to play back
        self.next_phase_at = 0.0
        self.fire_until = 0.0
        self.entry: pygame_gui.elements.UITextEntryLine | None = None
        self._shown: tuple[object, ...] | None = None
        self._writer: tuple[int, int] | None = None  # (turn, ship) the clock was started for

    @property
    def seen(self) -> InterceptorView:
        """What the seat at the screen may know of orders and announcements (nothing while it changes hands)."""
        return self.seen_as(InterceptorView)

    # -- who writes, and what ----------------------------------------------------------------------------------
    def writing(self) -> Ship | None:
        """The ship the player at the screen acts for now (placing, announcing or ordering)."""
        seat = self.acting_seat()
        if seat is None:
            return None
        return next((s for s in self.game.waiting_for() if s.owner == seat), None)

    def preview(self) -> Execution | None:
        ship = self.writing()
        if ship is None or self.game.phase != ORDERS:
            return None
        try:
            return self.game.execution(ship, self.orders())
        except OrdersError:
            return None

    def orders(self) -> str:
        """The orders written, in the rules' notation; OrdersError for a letter that is not one of the table's."""
        return typed_orders(self.text)

    def parse_problem(self) -> str:
        try:
            parse(self.orders())
        except OrdersError as exc:
            return tr(f"refuse.orders_{exc.key}", code=exc.detail)
        return ""

    # -- buttons and keys --------------------------------------------------------------------------------------
    def set_text(self, text: str) -> None:
        self.text = text[:40]
        if self.entry is not None and self.entry.get_text() != self.text:
            self.entry.set_text(self.text)
        self.message = ""
        self._shown = None
        self.app.request_redraw()

    def code(self, c: str) -> None:
        """One of the order codes (in the rules' notation) written at the end of the line, or Erase."""
        ship = self.writing()
        if ship is None or self.game.phase != ORDERS:
            return
        text = self.text if self.text.strip() and not says_retreat(self.text) else str(ship.speed)
        if c == ERASE:
            head, _, codes = text.strip().partition(" ")
            self.set_text(f"{head} {codes[:-1]}".strip() if codes else head)
            return
        head, _, codes = text.strip().partition(" ")
        self.set_text(f"{head} {codes}{LETTERS.shown(c)}")

    def change_speed(self, delta: int) -> None:
        ship = self.writing()
        if ship is None:
            return
        if self.game.phase == PLACEMENT:
            self.entry_speed = max(-ship.spec.max_speed, min(ship.spec.max_speed, self.entry_speed + delta))
            self._shown = None
            self.refresh_buttons()
            return
        try:
            written = parse(self.orders())
        except OrdersError:
            written = parse("")
        speed = ship.speed if written.speed is None or written.retreat else written.speed
        allowed = ship.spec.speed_range(ship.speed)
        speed = min(max(speed + delta, allowed.start), allowed.stop - 1)
        self.set_text(f"{speed} {LETTERS.to_table(written.codes)}".strip())

    def turn_ghost(self, delta: int) -> None:
        self.facing = (self.facing + delta) % 6
        self._shown = None
        self.app.request_redraw()

    def choose_turn(self, value: str) -> None:
        self.turn_choice = value
        self.refresh_buttons()

    def choose_speed(self, value: str) -> None:
        self.speed_choice = value
        self.refresh_buttons()

    def retreat(self) -> None:
        self.set_text(tr("retreat_word"))

    def submit(self) -> None:
        ship = self.writing()
        if ship is None:
            return
        if self.game.phase == ANNOUNCE:
            self.send(Announce(ship.id, self.turn_choice, self.speed_choice))  # type: ignore[arg-type]
        elif self.game.phase == ORDERS:
            problem = self.parse_problem()
            if problem:
                self.message = problem
                self.app.request_redraw()
                return
            self.send(Orders(ship.id, self.orders().strip()))

    def replay_last(self) -> None:
        if self.last_events:
            self.flush_log()  # told once: a replay shows the board again, not the lines
            self.queue = drawing.phases(self.last_events)
            self.next_phase_at = self.app.now()
            start = self.last_before
            self.stage = None if start is None else drawing.Stage(list(start.rocks), dict(start.ships))
            self._shown = None

    def confirmation(self, seat: Seat, action: Any) -> str | None:
        """Retreating is asked first; so are empty orders, saying what the ship will fly (its speed kept, straight
        ahead: a newcomer's empty order line once flew the ship away from the fight without a word)."""
        if isinstance(action, Orders) and action.text.strip().upper() == "REPLI":
            return tr("confirm_retreat")
        if isinstance(action, Orders) and not action.text.strip():
            ship = next(s for s in self.game.ships if s.id == action.ship)
            return tr("confirm_no_orders", orders=table_orders(self.game.execution(ship, "").correction.text))
        return None

    def time_up_action(self) -> TimeUp | None:
        seat = self.acting_seat()
        return TimeUp(seat) if seat is not None and self.game.phase == ORDERS else None

    def clear_selection(self) -> None:
        self.set_text("")
        self.turn_choice, self.speed_choice = "none", "keep"
        self.refresh_buttons()

    def _take_screen(self, seat: Seat) -> None:
        super()._take_screen(seat)
        self.restart_clock()
        self.refresh_buttons()

    def hand_on(self) -> None:
        super().hand_on()
        self.refresh_buttons()

    def watched(self) -> None:
        self.flush_log()
        self.queue = []
        self.stage = None

    def restart_clock(self) -> None:
        """The order timer runs for each player while they write (INT.ORD.1's hot seat): each ship's orders get the
        whole time, from the hand-over that calls its player on."""
        writer = self._clock_writer()
        if self.clock is not None and writer is not None and writer != self._writer:
            self._writer = writer
            self.time.next_turn()
        self.time.hold(Stop.UNTIMED, writer is None or self.writing() is None)  # (no orders written at the screen)

    def _clock_writer(self) -> tuple[int, int] | None:
        """(turn, ship) whose orders the timer is for: the ship written at the screen, or the one whose player the
        hand-over calls; None outside the orders."""
        if self.game.phase != ORDERS or self.watching:
            return None
        ship = self.writing()
        people = self.people_to_act()
        if ship is None and self.viewer is None and people:
            ship = next((s for s in self.game.waiting_for() if s.owner == people[0]), None)
        return None if ship is None else (self.game.turn, ship.id)

    def enter(self) -> None:
        """A resumed game's timer is the one its record kept, for the ship written then: not a whole new time."""
        self._writer = self._clock_writer()
        super().enter()

    # -- the board ---------------------------------------------------------------------------------------------
    def cell_clicked(self, cell: tuple[int, int]) -> None:
        ship = self.writing()
        if ship is None or self.game.phase != PLACEMENT:
            return
        self.send(Place(ship.id, Hex(*cell), self.facing, self.entry_speed))

    # -- what happened -----------------------------------------------------------------------------------------
    def show(self, seat: Seat, action: Any, events: Sequence[ev.Event], replaying: bool) -> None:
        playback = not replaying and any(isinstance(e, ev.Revealed) for e in events)
        self.telling = playback  # a resolution's log lines come as its phases are played back
        if not playback:
            self._log(events)
        if any(isinstance(e, ev.Revealed) for e in events):
            self.last_events = tuple(events)
            self.hurt = {}
            for e in events:
                if isinstance(e, ev.Damaged):
                    self.hurt[e.ship] = self.hurt.get(e.ship, 0) + e.amount
            if not replaying:
                self.queue = drawing.phases(events)
                self.next_phase_at = self.app.now()
                self.watching = True
                self.last_before = self.before
                self.stage = drawing.Stage(list(self.before.rocks), dict(self.before.ships))
        if not replaying and any(isinstance(e, ev.GameOver) for e in events) and self.game.experience:
            self.keep_pilots()
        if not replaying:
            self.set_text("")
            self.app.sounds.play("shot" if any(isinstance(e, ev.Fired) for e in events) else "move")
        self._shown = None
        self.refresh_buttons()

    def flush_log(self) -> None:
        """The lines of the phases not yet played back (Continue or Replay before the end)."""
        if self.telling:
            self._log([e for phase in self.queue for e in phase])
            self.telling = False

    def _log(self, events: Sequence[ev.Event]) -> None:
        for e in events:
            line = event_line(self.game, self.names, e)
            if line:
                self.log.add(line)

    def keep_pilots(self) -> None:
        """INT.XP.4: the pilots' stars and kept upgrades go back to the store for their next fight."""
        outcome = self.rules.outcome(self.state)
        if outcome is None:
            return
        try:
            keep_pilots(self.names, list(outcome.details.get("ships", [])), self.app.store)
        except StoreError as exc:
            self.app.notify(t("save_failed", error=str(exc)), t("save_failed_title"))

    # -- input -------------------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if button_action(event, self.actions):
            return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element is self.entry:
            self.text = str(event.text)
            self.message = ""
            self._shown = None
            return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.entry:
            self.text = str(event.text)
            self.submit()
            return True
        if (event.type == pygame.MOUSEBUTTONUP and event.button == 3 and self.game.phase == PLACEMENT
                and self.view.rect.collidepoint(event.pos)):
            self.turn_ghost(1)
            return True
        if self.spot_clicked(event) is not None:
            return True
        if event.type == pygame.KEYDOWN and self.keyboard(event):
            return True
        return self.view.handle(event)

    def keyboard(self, event: pygame.event.Event) -> bool:
        """Order codes typed straight onto the table (when the text field does not have the keys)."""
        if self.entry is not None and self.entry.is_focused:
            return True  # the text field has the keys (its characters come as text input): not the board's zoom
        code = LETTERS.code(event.unicode) if event.unicode else None
        if self.game.phase == ORDERS and code in CODE_BUTTONS:
            self.code(code)
            return True
        if event.key == pygame.K_BACKSPACE and self.game.phase == ORDERS:
            self.code(ERASE)
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.submit()
            return True
        if self.game.phase == PLACEMENT and event.key == pygame.K_r:
            self.turn_ghost(1)
            return True
        if event.key in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self.change_speed(-1)
            return True
        if event.key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.change_speed(1)
            return True
        return False

    # -- the end -----------------------------------------------------------------------------------------------

    hint_fills = True

    def play_hint(self, action: Any) -> None:
        """Orders hinted are written in the order line, for the player to read, change and give."""
        if isinstance(action, Orders):
            self.set_text(table_orders(action.text))
        else:
            self.send(action)

    def hint_words(self, action: Any) -> str:
        """Orders in words, then as they are typed in the table's letters ("type -2 LULFF")."""
        words = move_words(self.game, self.names, action)
        if isinstance(action, Orders):
            return tr("hint_type", words=words, orders=table_orders(action.text))
        return words

    def hint_spots(self, action: Any) -> list[pygame.Rect]:
        return self.view.cell_rects(hint_places(self.game, action))

    def keep_clear(self) -> list[pygame.Rect]:
        """The ship written for and the path its orders fly, as the board shows them."""
        ship, execution = self.writing(), self.preview()
        cells = [] if ship is None else [ship.at]
        if execution is not None:
            cells += [step.at for step in execution.path]
        return self.view.cell_rects(cells)

    def result_subtitle(self, outcome: Outcome) -> str:
        """Why it ended, then how long it took: "Blue's fighter was destroyed by the arena's edge. After 6 turns"."""
        g = self.game
        lost = [s for s in outcome.details.get("ships", []) if s.get("fate") in ("lost", "capsule")]
        why = " ".join(tr(f"why_{s['cause'] or 'fire'}", ship=ship_name(g, self.names, int(s["id"]))) for s in lost)
        return (why + " " if why else "") + tr("after_turns", n=g.turn)

    def result_lines(self, outcome: Outcome) -> list[tuple[str, bool]]:
        g = self.game
        out: list[tuple[str, bool]] = []
        ships: list[dict[str, Any]] = list(outcome.details.get("ships", []))
        for seat in range(len(self.names)):
            out.append((self.names[seat], True))
            for s in ships:
                if s["owner"] == seat:
                    text = tr(f"fate_{s['fate']}", ship=ship_name(g, self.names, int(s["id"])))
                    cause = s.get("cause")
                    if cause:
                        text += f" ({tr(f'cause_{cause}')})"
                    earned = int(s["earned"])
                    out.append((text + (f" · {tr('stars_earned', n=earned)}" if earned else ""), False))
        return out

    def needs_handover(self, seat: Seat) -> bool:
        """Placement is public; announcements and orders are written behind a hand-over (INT.ORD.1)."""
        return self.game.phase in (ANNOUNCE, ORDERS) and len(self.names) > 1
