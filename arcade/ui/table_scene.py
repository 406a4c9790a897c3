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

from collections.abc import Callable, Sequence
from typing import Any, Generic, TypeVar

import pygame
import pygame_gui

from arcade.club import club_table
from arcade.core.clock import Clock, ClockMode, format_seconds, format_span
from arcade.core.codec import PlainData
from arcade.core.protocol import SYSTEM, GameRules, Outcome, Rejection, ReplayError, Seat
from arcade.core.record import GameRecord, Step
from arcade.core.takeback import TakeBacks
from arcade.i18n import refusal_text, t
from arcade.outcomes import headline
from arcade.ratings import points, result_of
from arcade.scenes import AppContext, GameScene
from arcade.ui.computer import LEVELS, PACE, PACES, ComputerSeats, seat_name
from arcade.ui.dialogs import Confirm
from arcade.ui.handover import Handover
from arcade.ui.hint import KEY as HINT_KEY
from arcade.ui.hint import Hints, draw_hint
from arcade.ui.seats_dialog import SeatsDialog
from arcade.ui.table import GameLog, Hit, TableLayout, draw_held, draw_notice
from arcade.ui.table_refusals import PointedRefusal, RefusalsAtTable
from arcade.ui.undo import TakenBack, ToolRow, redo_key, undo_key

#: The table clock is saved at least this often while it runs (a resumed countdown never gains more).
CHECKPOINT_EVERY = 5.0


#: The game's state type (each table names its own: `TableScene[FmpGame]`).
S = TypeVar("S")


class TableScene(RefusalsAtTable, GameScene, Generic[S]):
    """Subclasses implement `setup_table` (their own attributes), `show` (events to log and animate) and the
    drawing; they may set `self.clock` and override the hooks below."""

    #: The game's translation namespace (its id).
    namespace = "arcade"
    #: Backspace takes back a move (a game that uses the key itself says False and calls `undo` where it has none).
    backspace_undoes = True

    def __init__(self, app: AppContext, record: GameRecord) -> None:
        super().__init__(app, record)
        descriptor = app.registry.get(record.game_id)
        if descriptor is None:
            raise ValueError(f"no game {record.game_id!r}")
        self.descriptor = descriptor
        self.rules: GameRules[Any, Any, Any, Any] = descriptor.rules_object()
        self.setup = self.rules.parse_setup(record.setup)
        players = record.setup.get("players")
        assert isinstance(players, list)
        self.sides: list[str] = descriptor.seat_sides(record.setup)
        levels = {i: str(p["computer"]) for i, p in enumerate(players) if p.get("computer") in LEVELS}
        self.computers = ComputerSeats(record.game_id, levels, app.computer_pool, app.now,
                                       lambda: PACES.get(app.settings.computer_pace, PACE))
        self._still_since: float | None = None  # since when a playback watched by computers only is still
        self.hints = Hints(record.game_id, app.computer_pool)
        self.player_names: list[str] = [str(p["name"]) for p in players]
        self.names: list[str] = []
        self._name_seats()
        self.log = GameLog()  # the journal
        self.state: S = self.rules.initial(self.setup, record.seed)
        self.clock: Clock | None = None
        self.viewer: Seat | None = None  # the seat whose player is at the screen
        self._private = False  # ...and they took it behind a hand-over (else everyone may be looking)
        self.hover_text = ""
        self.layout = TableLayout.for_size((1920, 1080))  # set again for the window in `build`
        self.hits: list[Hit] = []  # the clickable spots drawn this frame
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.tools = ToolRow()  # Hint, Undo, Redo: the table's own buttons (not among the game's)
        self.actions: dict[object, Callable[[], None]] = {}  # button -> what it does
        self.saved = len(record.steps)  # steps the store holds; the others wait to be saved
        self.takebacks: TakeBacks[S] = TakeBacks(self.rules, self.rules.takeback_mode(record.setup),
                                                     self.state)
        self.marks: dict[int, bool] = {}  # take-back marks of saved steps, to be saved with the next step
        self.taken_back: TakenBack | None = None  # the move just taken back, drawn on the board until the next input
        self.held_since: float | None = None  # a person's turn paused for everyone to see (Pause): since when
        self._told_away = False
        self._clauses: dict[str, str] = {}  # refusal sentence -> its clause (for the rules link)
        self.rule_link: tuple[pygame.Rect, str] | None = None  # the link drawn under a refusal, and its clause
        self.pointed: PointedRefusal | None = None  # the last refusal, when a click was refused
        self.ended = False
        self.watching = False  # everyone watches what a step did (a resolution played back) until Continue
        self._last_checkpoint = app.now()
        self.setup_table()
        self._replay()
        if self.clock is not None:
            self.clock.set_elapsed(record.clock)

    # -- hooks -----------------------------------------------------------------------------------------------
    @property
    def game(self) -> S:
        """The game's state, typed for the table."""
        return self.state

    def setup_table(self) -> None:
        """Create the scene's own attributes (log, dice, clock); called before the recorded steps replay."""

    def show(self, seat: Seat, action: Any, events: Sequence[Any], replaying: bool) -> None:
        """What the scene does with an action's events (log lines, animations, sounds; nothing loud while
        `replaying` the record at opening)."""

    def clear_selection(self) -> None:
        """Forget what the last player selected (called whenever another player takes the screen)."""

    def refresh_buttons(self) -> None:
        """Show the buttons this moment needs and hide the others; called again whenever the table is uncovered
        (showing the scene's container shows every button in it)."""

    def resume(self) -> None:
        super().resume()
        self.refresh_buttons()

    def confirmation(self, seat: Seat, action: Any) -> str | None:
        """A question to ask once before this action (irreversible or game-ending), or None."""
        return None

    def time_up_action(self) -> Any | None:
        """The table's action when its clock runs out (None: the clock only informs)."""
        return None

    def needs_handover(self, seat: Seat) -> bool:
        """Must the screen be handed over before `seat` acts? Default: in every game with secrets and several
        players."""
        return self.rules.has_secrets and len(self.names) > 1

    def handover_to(self, seat: Seat) -> tuple[str, str]:
        """Who the hand-over calls to the screen, and in which side's colour: the seat's player (a team game
        calls the team)."""
        return self.names[seat], self.sides[seat]

    def result_lines(self, outcome: Outcome) -> list[tuple[str, bool]]:
        """The game's summary on the result screen: (text, is_heading) lines."""
        return []

    def move_words(self, action: Any) -> str:
        """A move in the game's words, as its menus say it ("Ann's crab at 5,10: Move to 7,10 (2 points)"), in the
        position before it is played: a hint, and a computer's move in the journal."""
        raise NotImplementedError

    def hint_spots(self, action: Any) -> list[pygame.Rect]:
        """Where a hinted move is on screen now: the piece first, where it goes last (rings and an arrow)."""
        return []

    def tools_rect(self) -> pygame.Rect:
        """Where the table's first button (Hint) goes, Undo and Redo following on its right: the left of the strip
        above the board (a game without the strip places it itself)."""
        s, strip = self.layout.scale, self.layout.tools
        return pygame.Rect(strip.x + int(12 * s), strip.y + (strip.height - int(48 * s)) // 2, int(190 * s),
                           int(48 * s))

    def result_subtitle(self, outcome: Outcome) -> str:
        return ""

    def status(self) -> dict[str, PlainData]:
        """Where the game stands, for the list of saved games."""
        data: dict[str, PlainData] = dict(self.rules.progress(self.state))
        if self.clock is not None:
            data["time_left"] = round(self.clock.remaining(), 1)
        outcome = self.rules.outcome(self.state)
        if outcome is not None:  # as data: the launcher words it in the language of the moment
            data["outcome"] = outcome.to_data()
        return data

    # -- replay ----------------------------------------------------------------------------------------------
    def taken_back_hook(self) -> None:
        """The state went back one step: put away what the scene derived from the step (selection, journal
        counters, animations). Default: the selection goes."""
        self.forget()

    def _replay(self) -> None:
        """The record's steps that stand, in order (a step taken back is skipped), each kept for take-backs as at
        the table."""
        for index, step in enumerate(self.record.steps):
            if step.withdrawn:
                continue
            try:
                action = self.rules.decode(step.action)
                seat = self.rules.seat_for(self.state, action) if step.seat is None else step.seat
            except ValueError as exc:
                raise ReplayError(index, str(exc)) from None
            rejection = self.rules.check(self.state, seat, action)
            if rejection is not None:
                raise ReplayError(index, refusal_text(rejection, self.namespace))
            acting = self.rules.to_act(self.state)
            events = self.rules.apply(self.state, seat, action)
            self.takebacks.played(index, seat, acting, action, events, self.state)
            self.show(seat, action, events, replaying=True)

    # -- seats -----------------------------------------------------------------------------------------------
    def players_to_act(self) -> list[Seat]:
        return sorted(self.rules.to_act(self.state) - {SYSTEM})

    def rebuild(self) -> None:
        self._name_seats()  # a change of language words the computer seats' names anew
        super().rebuild()
        self.tools.clear()
        if self.container is not None and not self.demo:
            wanted = [("hint", self.ask_hint)]
            if self.own_clock():
                wanted.append(("pause", self.toggle_hold))
            if self.takebacks.on:
                wanted += [("undo", self.undo), ("redo", self.redo)]  # (Redo last: it shows only when it can act)
            self.tools.build(self.tools_rect(), self.layout.scale, self.app.manager, self.container, self.actions,
                             wanted)
            if self.held_since is not None:
                self.tools.relabel("pause", t("resume_button"))
            self._enable_tools(self.acting_seat())

    def _name_seats(self) -> None:
        """Names as the table shows them: a computer seat says so, with its level, wherever it is named."""
        self.names[:] = [seat_name(name, self.computers.levels.get(i)) for i, name in enumerate(self.player_names)]

    def set_controller(self, seat: Seat, controller: str) -> None:
        """Hand a seat to the computer (a level) or back to a person, now: told in the journal, kept in the save."""
        if not 0 <= seat < len(self.player_names) or self.computers.levels.get(seat, "person") == controller:
            return
        self.computers.cancel()
        player = self.record.setup["players"][seat]
        name = self.player_names[seat]
        if controller in LEVELS:
            self.computers.levels[seat] = player["computer"] = controller
            if self.viewer == seat:
                self.viewer = None  # the screen is no longer that player's: their secrets go with them
            self.log.add(t("seat_to_computer", name=name, level=t(f"level_{controller}")))
        else:
            self.computers.levels.pop(seat, None)
            player.pop("computer", None)
            self.log.add(t("seat_to_person", name=name))
        self._name_seats()
        self.app.save_setup(self.record)
        if not self.ended:
            self._next_viewer()
        self.refresh_buttons()
        self.app.request_redraw()

    def table_input(self, event: pygame.event.Event) -> bool:
        """The wheel over the journal scrolls it. F9: who plays each seat. F2: a hint. Ctrl+Z / Ctrl+Y: take back,
        play again. Space while only computers are to act: they play on without waiting. A click anywhere but on
        the table's buttons puts a hint away (and goes on to what was clicked)."""
        if self.held_since is not None and not self.ended:  # paused: only the table's buttons and Esc work
            if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and not self.tools.at(event.pos):
                return True  # (the side panel's pieces and trays too: nothing is picked in a pause)
            if event.type == pygame.KEYDOWN and event.key != pygame.K_ESCAPE:
                return True
        if event.type == pygame.MOUSEWHEEL:  # over the journal: back through its lines
            box = self.log.rect
            if box is None or not box.collidepoint(self.app.pointer):
                return False
            self.log.scroll(event.y)
            self.app.request_redraw()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            on_tool = self.tools.at(event.pos)
            if not on_tool and self.hints.shown is not None:
                self.hints.drop()
                self.app.request_redraw()
            if not on_tool and self.taken_back is not None:
                self.taken_back = None
                self.app.request_redraw()
            return False
        if event.type != pygame.KEYDOWN or self.ended:
            return False
        if event.key == pygame.K_F9:
            self.app.push(SeatsDialog(self.app, self.player_names, self.sides, self.computers.levels,
                                      self.set_controller))
            return True
        if event.key == HINT_KEY:
            self.ask_hint()
            return True
        if undo_key(event, self.backspace_undoes):
            self.undo()
            return True
        if redo_key(event):
            self.redo()
            return True
        if event.key == pygame.K_SPACE and self.awaiting_computer() and not self.people_to_act():
            self.computers.hurry = True
            return True
        return False

    def ask_hint(self) -> None:
        """F2 or the Hint button: what the computer would do for the player at the screen (again: put it away)."""
        seat = self.acting_seat()
        if seat is None or self.ended or self.demo:
            return
        self.hints.ask(self.rules, self.state, seat, len(self.record.steps), self.record.seed)
        self.app.request_redraw()

    def _follow_hint(self, seat: Seat | None) -> None:
        """A hint thought is shown and counted in the save; it goes at the next click, move or hand-over (`seat`:
        the seat acting at the screen now)."""
        hints = self.hints
        before = (hints.thinking, hints.shown)
        hint = hints.poll(self.rules, self.state, seat, len(self.record.steps))
        if (hints.thinking, hints.shown) != before:
            self.app.request_redraw()
        if hint is not None and hint.action is not None:
            player = self.record.setup["players"][hint.seat]
            player["hints"] = int(player.get("hints", 0)) + 1
            self.app.save_setup(self.record)

    def _enable_tools(self, seat: Seat | None) -> None:
        """Hint and Undo while a person at the screen may act; Redo shown only while there is a move to play
        again."""
        if seat is None or self.ended:
            self.tools.enable(False, False)
        else:
            self.tools.enable(True, self.takebacks.redo_refusal(seat) is None)

    # -- take-backs ------------------------------------------------------------------------------------------
    def _may(self, refusal: Callable[[Seat], Rejection | None]) -> Seat | None:
        """The person at the screen, if `refusal` lets them take back (or play again) now; else say why."""
        seat = self.acting_seat()
        if seat is None or self.ended or self.demo:
            return None
        why = refusal(seat)
        if why is not None:
            self.refuse(why)
            return None
        return seat

    def undo(self) -> None:
        """Take back the last step of the person at the screen, or say why not (the rules' boundary)."""
        seat = self._may(self.takebacks.refusal)
        if seat is None:
            return
        step, self.state = self.takebacks.take_back()
        self._mark(step.index, True)
        self.hints.drop()
        self.computers.cancel()
        self.taken_back_hook()
        self.taken_back = TakenBack(seat, step.action)
        self.tools.took_back(self.log, self.names[seat], self.move_words(step.action))
        self.save()
        self.refresh_buttons()
        self.app.request_redraw()

    def redo(self) -> None:
        """Play again the last step taken back (until a new move is made), as it was first played: the state is
        the one it was played in, so it is legal again."""
        seat = self._may(self.takebacks.redo_refusal)
        if seat is None:
            return
        index = self.takebacks.next_redo()
        action = self.rules.decode(self.record.steps[index].action)
        self.log.add(t("redone", name=self.names[seat], move=self.move_words(action)))  # (words before it is played)
        self._commit(seat, action, again=index)

    def _mark(self, index: int, withdrawn: bool) -> None:
        steps = self.record.steps
        steps[index] = Step(steps[index].seat, steps[index].action, steps[index].clock, withdrawn)
        if index < self.saved:
            self.marks[index] = withdrawn

    def hints_used(self) -> list[tuple[str, bool]]:
        """Who used hints in this game, for the result screen: a heading and a line per player (nothing if
        nobody did)."""
        used = [(name, int(p.get("hints", 0))) for name, p in zip(self.names, self.record.setup["players"],
                                                                  strict=True)]
        lines = [(t("hints_by", name=name, n=n), False) for name, n in used if n]
        return [(t("hints_title"), True), *lines] if lines else []

    def leave_question(self) -> str | None:
        """Esc during a person's running turn asks first: the turn's clock stops while the game is away."""
        people = self.people_to_act()
        if self.ended or self.demo or self.clock is None or not self.clock.running or not people:
            return None
        seat = self.viewer if self.viewer in people else people[0]
        return t("leave_running_turn", name=self.names[seat], time=format_seconds(self.clock.remaining()))

    def only_computers(self) -> bool:
        """Every seat is played by the computer (a table to watch, the kiosk's demo)."""
        return len(self.computers.levels) == len(self.player_names)

    def people_to_act(self) -> list[Seat]:
        """The seats that may act now and are played by people (the computer seats play by themselves)."""
        return [seat for seat in self.players_to_act() if seat not in self.computers.levels]

    def acting_seat(self) -> Seat | None:
        """The seat a click acts for: the player at the screen, when they may act."""
        players = self.people_to_act()
        if self.viewer in players:
            return self.viewer
        return players[0] if len(players) == 1 and not self.rules.has_secrets else None

    def enter(self) -> None:
        super().enter()
        if self.rules.outcome(self.state) is not None:
            self._finish()
            return
        self._tell_away()
        self._next_viewer()
        if self.clock is not None and (self.viewer is not None or self.only_computers()):
            self.clock.start()  # else when the first player has taken the computer (at once at a table of computers)

    def _tell_away(self) -> None:
        """A resumed game says in the journal how long the turn stood still while the game was left (its clock
        stops then: the README says so), so that everyone sees it."""
        people = self.people_to_act()
        if self._told_away or not self.record.updated or self.clock is None or not people or self.demo:
            return
        self._told_away = True
        away = self.app.store.now() - self.record.updated
        if away >= 1:
            self.log.add(t("away", name=self.names[people[0]], away=format_span(away),
                           left=format_seconds(self.clock.remaining())))

    def own_clock(self) -> bool:
        """The table runs each player's own turn clock (not a shared countdown): it waits behind a hand-over, and
        Pause is offered."""
        return self.clock is not None and self.clock.config.mode is not ClockMode.COUNTDOWN

    def toggle_hold(self) -> None:
        """Pause (everyone sees it: the board is covered and nothing can be played) or go on; both are told in the
        journal with the time, so a pause is never a quiet way to stop one's clock."""
        clock, seat = self.clock, self.acting_seat()
        if clock is None or self.ended:
            return
        now = self.app.now()
        if self.held_since is None:
            if seat is None or not clock.running:
                return
            clock.pause()
            self.held_since = now
            self.hints.drop()
            self.log.add(t("held", name=self.names[seat], left=format_seconds(clock.remaining())))
            self.checkpoint()
        else:
            self.log.add(t("held_over", name=self.names[seat] if seat is not None else "",
                           time=format_span(now - self.held_since)))
            self.held_since = None
            clock.resume()
        self.tools.relabel("pause", t("resume_button" if self.held_since is not None else "pause_button"))
        self.refresh_buttons()
        self.app.request_redraw()

    def _next_viewer(self) -> None:
        """After every step and at opening: hand the screen to the next player who must act, if it changes."""
        if self.watching:  # the screen is everyone's: the next player is called by Continue
            self.viewer = None
            return
        players = self.people_to_act()
        if not players:
            return  # (only computers to act: the screen stays with whoever has it)
        if self.viewer in players:
            if self._private or not self.needs_handover(self.viewer):
                return
            seat = self.viewer  # a public moment turned secret while everyone looked: hand the screen over anew
        else:
            seat = players[0]
        self._private = False
        if not self.needs_handover(seat):  # a public moment: the screen passes in front of everyone
            if self.viewer is not None:
                self.forget()
            self.viewer = seat
            return
        if len(self.names) - len(self.computers.levels) <= 1:  # one person at the table: nobody to hide it from
            self._take_screen(seat)  # (Interceptor asked "Pass to Red" of the only player every turn)
            return
        self.viewer = None
        self.forget()
        if self.clock is not None and self.own_clock():
            self.clock.pause()  # a player's own time starts when they take the screen (a shared countdown runs on)
        name, side = self.handover_to(seat)
        self.app.push(Handover(self.app, name, side, lambda: self._take_screen(seat), self.clock))

    def _take_screen(self, seat: Seat) -> None:
        self.viewer = seat
        self._private = True
        self.forget()
        if self.clock is not None and not self.clock.running and not self.ended:
            self.clock.start()  # at opening, time starts once someone is at the table
        self.app.request_redraw()

    def forget(self) -> None:
        """Nothing of the previous player survives a hand-over: selection, hover text, refusal."""
        self.message = ""
        self.hover_text = ""
        self.clear_selection()

    # -- acting ----------------------------------------------------------------------------------------------
    def send(self, action: Any, seat: Seat | None = None, confirmed: bool = False) -> bool:
        """Ask the rules; apply, record and show a legal action (after a confirmation where one is due), or
        show why not. Returns True when the action was played."""
        if seat is None:
            seat = SYSTEM if isinstance(action, self.rules.system_actions) else self.acting_seat()
        if seat is None or self.ended:
            return False
        if self.held_since is not None and seat != SYSTEM:
            self.tell(t("held_refuse"))
            return False
        rejection = self.rules.check(self.state, seat, action)
        if rejection is not None:
            self.refuse(rejection)
            return False
        question = None if confirmed else self.confirmation(seat, action)
        if question is not None:
            self.app.push(Confirm(self.app, question, lambda: self._commit(seat, action)))
            return False
        self._commit(seat, action)
        return True

    def _commit(self, seat: Seat, action: Any, again: int | None = None) -> None:
        """Apply, record and show a checked action (`again`: a step taken back, played again by Redo)."""
        acting = self.rules.to_act(self.state)
        events = self.rules.apply(self.state, seat, action)
        if again is None:
            self.record.steps.append(Step(seat, self.rules.encode(action), round(self.clock_reading(), 3)))
            index = len(self.record.steps) - 1
        else:
            self._mark(again, False)
            index = again
        self.takebacks.played(index, seat, acting, action, events, self.state, again=again is not None)
        self.tools.moved()
        self.taken_back = None
        self.message = ""
        self.show(seat, action, events, replaying=False)
        outcome = self.rules.outcome(self.state)
        if outcome is not None:
            self._finish()
        else:
            self._next_viewer()
        self.save(finished=outcome is not None)  # after the hand-over: a saving fault is told over it, at once
        self.app.request_redraw()

    def save(self, finished: bool = False) -> None:
        """Record the steps not yet in the store, with the table clock after them (a demo keeps nothing)."""
        if self.demo:
            return
        first = self.saved
        pending = self.record.steps[first:]
        self.record.clock = self.clock_reading()
        self.record.finished = finished
        marks = dict(self.marks)
        if self.app.record_steps(self.record, first, pending, self.status(), marks):
            self.saved = first + len(pending)
            for index, withdrawn in marks.items():
                if self.marks.get(index) == withdrawn:
                    del self.marks[index]
            self._last_checkpoint = self.app.now()

    # -- the clock -------------------------------------------------------------------------------------------
    def clock_reading(self) -> float:
        """The table clock: seconds used of the running clock (0 without one)."""
        return 0.0 if self.clock is None else self.clock.elapsed()

    def checkpoint(self) -> None:
        """Save the table clock now, and any step not saved yet (or the game itself, if the store could not
        take it when it started): every checkpoint is another try."""
        self._last_checkpoint = self.app.now()
        if self.unsaved() or self.marks or self.record.key is None:
            self.save(finished=self.rules.outcome(self.state) is not None)
        elif not self.ended and not self.demo:
            self.record.clock = self.clock_reading()
            self.app.checkpoint(self.record, self.status() if self.record.steps else None)  # (time left now)

    def unsaved(self) -> int:
        return 0 if self.demo else len(self.record.steps) - self.saved

    def awaiting_computer(self) -> bool:
        """A computer seat is to act, or a hint is thought: the app keeps looking in often, whatever the table's
        clock says."""
        if self.hints.thinking is not None:
            return True
        return not self.ended and not self.watching and len(self.people_to_act()) < len(self.players_to_act())

    def _play_computers(self) -> None:
        before = self.computers.thinking
        move = self.computers.poll(self.rules, self.state, self.players_to_act(), len(self.record.steps),
                                   self.record.seed)
        if self.computers.thinking != before:
            self.app.request_redraw()  # the notice that a computer thinks comes and goes with it
        if move is None:
            return
        if not move.why:
            self.log.add(t("computer_default", name=self.names[move.seat]))
        elif isinstance(move.action, self.rules.secret_actions):  # that it decided, never what
            self.log.add(t("computer_secret", name=self.names[move.seat]))
        else:  # what it does and why, before the game's own words for what came of it
            name, words = self.names[move.seat], self.move_words(move.action)
            said = words if words.startswith(name) else t("computer_named", name=name, move=words)
            self.log.add(t("computer_why", move=said, why=move.why))
        self.send(move.action, move.seat, confirmed=True)

    def _watched_by_computers(self) -> None:
        """A table of computers only: what everyone watches (a resolution played back) goes on by itself once it
        has been still for a moment, as a person would press Continue."""
        if not self.watching or not self.only_computers() or self.wants_frame():
            self._still_since = None
        elif self._still_since is None:
            self._still_since = self.app.now()
        elif self.app.now() - self._still_since >= 2 * PACE:
            self._still_since = None
            self.carry_on()

    def update(self, dt: float) -> None:
        self._drop_stale_refusal()
        self._watched_by_computers()
        seat = self.acting_seat()  # (asked once a frame)
        self._follow_hint(seat)
        self._enable_tools(seat)
        if self.awaiting_computer() and self.held_since is None:
            self._play_computers()
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

    def draw_notices(self, surface: pygame.Surface) -> None:
        """Over the table and its widgets: while a computer seat thinks, says so at the top of the window; under
        it, a hint asked for, or shown; a refused click's sentence where the click was."""
        if self.held_since is not None and not self.ended:
            held = self.acting_seat() or 0
            draw_held(surface, self.layout.board, self.sides[held], t("held_title"),
                      t("held_body", name=self.names[held],
                        left=format_seconds(self.clock.remaining() if self.clock else 0)))
            return
        seat = self.computers.thinking
        if self.demo:
            draw_notice(surface, t("demo_notice"), self.sides[0], self.layout.board)
        elif seat is not None and not self.ended:
            draw_notice(surface, t("computer_thinking", name=self.names[seat]), self.sides[seat],
                        self.layout.board)
        asked, hint = self.hints.thinking, self.hints.shown
        if asked is not None:
            draw_hint(surface, t("hint_thinking", name=self.names[asked]), "", [], self.sides[asked], self.layout.board)
        elif hint is not None and hint.action is None:
            draw_hint(surface, t("hint_none"), "", [], self.sides[hint.seat], self.layout.board)
        elif hint is not None:
            draw_hint(surface, t("hint_shown", move=self.move_words(hint.action)), t("hint_why", why=hint.why),
                      self.hint_spots(hint.action), self.sides[hint.seat], self.layout.board)
        elif self.taken_back is not None:  # where the move taken back went, ringed, with its words
            back = self.taken_back
            draw_hint(surface, t("taken_back", move=self.move_words(back.action)), t("taken_back_why"),
                      self.hint_spots(back.action), self.sides[back.seat], self.layout.board)
        self.draw_pointed_refusal(surface)

    def leave(self) -> None:
        self.computers.cancel()
        self.checkpoint()
        super().leave()

    # -- the end ---------------------------------------------------------------------------------------------
    def _finish(self) -> None:
        from arcade.ui.result_screen import ResultScreen

        if self.ended or self.watching:  # the result comes after what is being watched (Continue)
            return
        self.ended = True
        if self.clock is not None:
            self.clock.pause()
        outcome = self.rules.outcome(self.state)
        assert outcome is not None
        self.hints.drop()
        lines = self.result_lines(outcome) + self.hints_used() + self.rating_lines(outcome)
        self.app.push(ResultScreen(self.app, self.result_title(outcome), self.result_subtitle(outcome), lines,
                                   outcome, self.names, self.sides, self.rematch))

    def rating_lines(self, outcome: Outcome) -> list[tuple[str, bool]]:
        """Each player's rating before and after this game (the club's table, worked out again with it)."""
        if self.demo:
            return []
        key = self.record.key if self.record.key is not None else -1
        this = result_of(key, self.record.game_id, self.record.setup, {"outcome": outcome.to_data()},
                         self.app.store.now())
        changes = club_table(self.app, this).changes.get(key, []) if this is not None else []
        lines = [(t("rating_change", name=c.name, before=points(c.before), after=points(c.after),
                    delta=f"{points(c.after) - points(c.before):+d}"), False) for c in changes]
        return [(t("ratings_title"), True), *lines] if lines else []

    def carry_on(self) -> None:
        """Continue: what everyone watched is over; on to the next player, or to the result."""
        self.watching = False
        self.watched()
        if self.rules.outcome(self.state) is not None:
            self._finish()
        else:
            self._next_viewer()

    def watched(self) -> None:
        """Put away what was being watched (its playback), before the next player or the result."""

    def result_title(self, outcome: Outcome) -> str:
        return headline(self.descriptor, self.names, outcome)

    def rematch(self) -> None:
        """The same players and options, a new seed (drawn from the last one, so a --seed session replays)."""
        seed = (self.record.seed * 1103515245 + 12345) % 2**31
        self.app.rematch(self.descriptor, self.record.setup, seed)
