"""The base of every game's table: one path from a click to the rules, the record and the screen.

A table replays its recorded steps when it opens, sends each action with its acting seat to the match (the rules'
`check` and `apply`, the record kept in the save store), hands the events to the game's scene to show, turns its
clock running out into the table's own action, asks once before an irreversible action, shows the hand-over
whenever the seat at the screen must change in a game with secrets (at the start and on resume too), and shows the
result screen from the rules' outcome. A seat takes back its own last steps, back to the last boundary the rules
declare (Undo), and plays them again until a new move (Redo). Who plays each seat is the table's too: a seat handed
to the computer or taken back (F9), the computers playing (their moves told in the journal with why, never a
secret), a pause everyone sees. Its own tools are the same at every game: Hint, Undo, Redo, Pause, Rules, and the
notices over the board. Game scenes only draw and translate input.
"""

from __future__ import annotations

from typing import Any

import pygame

from arcade.core.clock import format_seconds, format_span
from arcade.core.protocol import SYSTEM, ReplayError, Seat
from arcade.core.record import GameRecord
from arcade.i18n import refusal_text, t
from arcade.lessons.course import Course
from arcade.lessons.lesson import Lesson
from arcade.match import LEVELS
from arcade.match.match import AskFirst, Played, Refused
from arcade.match.timekeeper import Stop
from arcade.saves.store import StoreError
from arcade.ui.computer import Move
from arcade.ui.dialogs import Confirm
from arcade.ui.handover import Handover
from arcade.ui.hint import KEY as HINT_KEY
from arcade.ui.hint import draw_hint
from arcade.ui.lesson_box import draw_lesson_box
from arcade.ui.practice import Practice, open_practice
from arcade.ui.result_screen import ResultScreen, hints_used, rating_lines
from arcade.ui.scenes import AppContext, Scene
from arcade.ui.seats_dialog import SeatsDialog
from arcade.ui.table import draw_held, draw_notice
from arcade.ui.table_core import S, Shown, TableCore
from arcade.ui.undo import redo_key, undo_key

#: The table clock is saved at least this often while it runs (a resumed countdown never gains more).
CHECKPOINT_EVERY = 5.0


class TableScene(TableCore[S]):
    """A game's table with its record, seats and tools: each game's scene is one (`TableCore` says what the
    scene fills in)."""

    def __init__(self, app: AppContext, record: GameRecord, lesson: Course | None = None,
                 practice: Practice | None = None) -> None:
        super().__init__(app, record, lesson, practice)  # (the scene's own attributes made: `setup_table`)
        try:
            self.match.replay(lambda p: self.show(p.seat, p.action, p.events, replaying=True))
        except ReplayError as exc:  # (worded for the players, who are told why the save cannot be resumed)
            if exc.rejection is None:
                raise
            raise ReplayError(exc.index, refusal_text(exc.rejection, self.namespace)) from None
        if self.clock is not None:
            self.clock.set_elapsed(record.clock)
        self.time_the_lesson()

    # -- tools ------------------------------------------------------------------------------------------------
    def rebuild(self) -> None:
        self._name_seats()  # a change of language words the computer seats' names anew
        super().rebuild()
        self.tools.clear()
        if self.container is not None and not self.demo:
            wanted = [("hint", self.ask_hint)]
            if self.own_clock() and self.practice is None:
                wanted.append(("pause", self.toggle_hold))
            wanted.append(("rules", self.show_rules))
            if self.practice is not None:  # (a move tried again: the position anew, rather than take-backs)
                wanted += [("again", self.practice_again), ("review", lambda: self.app.pop(self))]
            elif self.match.takebacks.on:
                wanted += [("undo", self.undo), ("redo", self.redo)]  # (Redo last: it shows only when it can act)
            self.tools.build(self.tools_rect(), self.layout.scale, self.app.manager, self.container, self.actions,
                             wanted)
            if self.held_since is not None:
                self.tools.relabel("pause", t("resume_button"))
            self.enable_tools(self.acting_seat())

    def show_rules(self) -> None:
        """The Help button: the rules at the rule of the refusal on screen, else the table's help (as F1 and ?)."""
        from arcade.ui.reference_scene import open_rules

        target = self.rules_at(None)
        if not self.open_help() and target is not None:
            open_rules(self.app, *target)

    def open_help(self) -> bool:
        """What the game is, what to do now, the keys, and the lesson for this moment (none while a refusal is on
        screen: its rule is what is asked)."""
        from arcade.ui.help_scene import HelpScene
        from arcade.ui.reference_scene import open_rules

        target = self.rules_at(None)
        if target is not None and target[1]:
            return False
        seat = self.acting_seat()
        people = [i for i in range(len(self.player_names)) if i not in self.match.levels]
        player = self.player_names[seat if seat is not None and seat in people else people[0] if people else 0]
        phase = getattr(self.game, "phase", "")
        self.app.push(HelpScene(self.app, self.descriptor, self.now_text(), str(getattr(phase, "value", phase)),
                                player, lambda: open_rules(self.app, self.record.game_id)))
        return True

    # -- a lesson --------------------------------------------------------------------------------------------
    def time_the_lesson(self) -> None:
        """In a lesson time runs only in a step about the clock (the step says so); trying a move again, never."""
        if self.lesson is not None:
            step = self.lesson.step
            self.time.hold(Stop.LESSON, step is None or not step.clock)
        elif self.practice is not None:
            self.time.hold(Stop.LESSON, True)

    def lesson_step_done(self) -> None:
        """The rules showed the step's goal: told in the journal, the next step's clock set, its progress kept; at
        the lesson's end, the lesson's own result."""
        course = self.lesson
        assert course is not None
        self.log.add(t("lesson_step_done", n=course.index, of=len(course.lesson.steps)))
        self.time_the_lesson()
        self.keep_lesson()
        if course.finished:
            self.ended = True
            self.time.stop(Stop.OVER)
            if not self.watching:  # (else after what everyone watches: Continue)
                self.app.push(self.lesson_done(course.lesson))

    def lesson_done(self, lesson: Lesson) -> Scene:
        """The word at the lesson's end: on to the game's next lesson, or back to its lessons."""
        from arcade.lessons.lesson import LessonError, load_lessons
        from arcade.ui.lesson_scenes import LessonDone, open_lesson

        game, player = self.descriptor, self.player_names[lesson.learner]
        try:
            following = [other for other in load_lessons(game.id) if other.number > lesson.number][:1]
        except LessonError:  # (the next lesson's file is broken: it is said when the lessons are listed)
            following = []

        def back() -> None:
            self.app.pop(self)

        def next_lesson() -> None:
            self.app.pop(self)
            open_lesson(self.app, game, following[0], player)

        title = t(lesson.title, self.namespace)
        text = t("lesson_done_text", title=title, next=t(following[0].title, self.namespace)) if following \
            else t("lesson_done_last", title=title)
        return LessonDone(self.app, text, next_lesson if following else None, back)

    def keep_lesson(self) -> None:
        """Where the learner is in the lesson, kept in the store under their name (so it resumes there)."""
        course = self.lesson
        if course is None or self.demo:
            return
        name = self.player_names[course.lesson.learner]
        try:
            self.app.store.keep_lesson(name, self.descriptor.id, course.lesson.id, course.index, course.finished)
        except StoreError as exc:  # (the lesson goes on: only where to resume it is lost)
            self.log.add(t("save_failed", error=str(exc)))
            return
        if course.finished:
            self.app.refresh_launcher()  # (its card counts the lessons done)

    def draw_lesson(self, surface: pygame.Surface) -> None:
        """The step on the board: its target lit, what to do, and after a wrong try the lesson's nudge."""
        course = self.lesson
        step = course.step if course is not None else None
        if course is None or step is None or self.ended:
            return
        ns, lesson = self.namespace, course.lesson
        targets = course.targets(self.match) if self.acting_seat() == lesson.learner else []
        spots = [places for target in targets for places in (self.hint_spots(target), self.button_spots(target))]
        heading = t("lesson_heading", title=t(lesson.title, ns), n=course.index + 1, of=len(lesson.steps))
        if self.clock is not None:  # (a table with a clock: whether it runs in this step)
            heading += " · " + t("lesson_clock_runs" if step.clock else "lesson_clock_waits")
        nudge = t(lesson.text_key(step.nudge), ns) if course.wrong and step.nudge else ""
        draw_lesson_box(surface, self.layout.foot, self.sides[lesson.learner], heading,
                        t(lesson.text_key(step.say), ns), nudge, spots, arrow=not any(map(self.drawn_guided, targets)))

    # -- a move tried again ------------------------------------------------------------------------------------
    def draw_practice(self, surface: pygame.Surface) -> None:
        """The marked decision: whose and which move it is, what was played, then what the judge says of the try,
        with the move of the game ringed on the board before the try, the review's better move after it."""
        practice = self.practice
        if practice is None:
            return
        heading, said = practice.band(self.player_names)
        draw_lesson_box(surface, self.layout.foot, self.sides[practice.seat], heading, said, "", self.practice_spots())

    def practice_spots(self) -> list[list[pygame.Rect]]:
        """Where the move tried again rings the board: the move of the game's places until the player tries (never
        its button: a ring there would read as "click here"), nothing while the try is judged, then the review's
        better move, its button too."""
        practice = self.practice
        if practice is None or practice.tried and not practice.answer:
            return []
        if not practice.answer:
            return [self.hint_spots(practice.played)]
        return [self.hint_spots(practice.better), self.button_spots(practice.better)]

    def practice_again(self) -> None:
        """The marked decision's position anew, for another try."""
        practice = self.practice
        assert practice is not None
        self.app.pop(self)
        open_practice(self.app, self.descriptor, practice.record, practice.verdict)

    def ask_hint(self) -> None:
        """F2 or the Hint button: what the computer would do for the player at the screen (again: put it away)."""
        seat = self.acting_seat()
        if seat is None or self.ended or self.demo:
            return
        self.hints.ask(self.rules, self.state, seat, len(self.record.steps), self.record.seed)
        self.app.request_redraw()

    #: The hint's button writes the move in the order line or program for the player to send (else it plays it).
    hint_fills = False

    def play_hint(self, action: Any) -> None:
        """The hint's button: play the hinted move, with no question (the player has just chosen it, told what it is
        for); a game where moves are written first fills them in instead."""
        self.send(action, confirmed=True)

    def follow_hint(self, seat: Seat | None) -> None:
        """A hint thought is shown and counted in the save; it goes at the next click, move or hand-over (`seat`:
        the seat acting at the screen now)."""
        hints = self.hints
        before = (hints.thinking, hints.shown)
        step = len(self.record.steps)
        hint = hints.poll(self.rules, self.state, seat, step)
        if (hints.thinking, hints.shown) != before:
            self.app.request_redraw()
        if hint is not None and hint.action is not None:
            self.match.count_for(hint.seat, "hints")
        if seat is not None and not (self.demo or self.ended or self.held_since is not None) \
                and self.record.setup["players"][seat].get("hints"):  # (they ask for hints: the next, thought ahead)
            hints.think_ahead(self.rules, self.state, seat, step, self.record.seed)
        waiting = hints.thinking is not None
        if waiting != (Stop.HINT in self.time.stops):  # the player waits on the computer: not on their clock
            self.time.hold(Stop.HINT, waiting)

    def enable_tools(self, seat: Seat | None) -> None:
        """Hint and Undo while a person at the screen may act; Redo shown only while there is a move to play
        again."""
        if seat is None or self.ended:
            self.tools.enable(False, False)
        else:
            self.tools.enable(True, self.match.takebacks.redo_refusal(seat) is None)

    def table_input(self, event: pygame.event.Event) -> bool:
        """The table's own keys and clicks, the same at every game: the wheel over the journal scrolls it. F9: who
        plays each seat. F2: a hint. Ctrl+Z / Ctrl+Y: take back, play again. Space while only computers are to
        act: they play on without waiting. A click anywhere but on the table's buttons puts a hint away (and goes
        on to what was clicked)."""
        if self.practice is not None and event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop(self)  # (back to the review it came from)
            return True
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
            hint = self.hints.shown
            if hint is not None and hint.action is not None and self.hint_button is not None \
                    and self.hint_button.collidepoint(event.pos):  # Play it (or write it)
                self.hints.drop()
                self.play_hint(hint.action)
                self.app.request_redraw()
                return True
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
            self.app.push(SeatsDialog(self.app, self.player_names, self.sides, self.match.levels,
                                      self.set_controller))
            return True
        if event.key == HINT_KEY:
            self.ask_hint()
            return True
        if event.key == pygame.K_SPACE and self.awaiting_computer() and not self.people_to_act():
            self.computers.hurry = True
            return True
        if undo_key(event, self.backspace_undoes):
            self.undo()
            return True
        if redo_key(event):
            self.redo()
            return True
        return False

    def draw_notices(self, surface: pygame.Surface) -> None:
        """Over the table and its widgets: while a computer seat thinks, says so at the top of the window; under
        it, a hint asked for, or shown; a refused click's sentence where the click was."""
        if self.held_since is not None and not self.ended:
            held = self.acting_seat() or 0
            draw_held(surface, self.layout.board, self.sides[held], t("held_title"),
                      t("held_body", name=self.names[held],
                        left=format_seconds(self.clock.remaining() if self.clock else 0)))
            return
        self.hint_button = None
        self.draw_lesson(surface)
        self.draw_practice(surface)
        seat = self.computers.thinking
        notice = None  # (a box drawn after it starts below it: the demo's banner and "just played" touched)
        if self.demo:
            notice = draw_notice(surface, t("demo_notice"), self.sides[0], self.layout.board)
        elif seat is not None and not self.ended:
            notice = draw_notice(surface, t("computer_thinking", name=self.names[seat]), self.sides[seat],
                                 self.layout.board)
        last = self.computer_last if seat is not None and not self.ended else None
        asked, hint = self.hints.thinking, self.hints.shown
        if last is not None and last.move.seat == seat and asked is None and hint is None:  # its move, and why
            draw_hint(surface, t("computer_last", move=last.words), t("computer_last_why", why=last.move.why),
                      last.spots, self.sides[seat], self.layout.board, keep_clear=self.keep_clear(), below=notice)
        elif asked is not None:
            draw_hint(surface, t("hint_thinking", name=self.names[asked]), "", [], self.sides[asked], self.layout.board,
                      below=notice)
        elif hint is not None and hint.action is None:
            draw_hint(surface, t("hint_none"), "", [], self.sides[hint.seat], self.layout.board, below=notice)
        elif hint is not None:
            self.hint_button = draw_hint(
                surface, t("hint_shown", move=self.hint_words(hint.action)), t("hint_why", why=hint.why),
                self.hint_spots(hint.action), self.sides[hint.seat], self.layout.board, keep_clear=self.keep_clear(),
                below=notice, button=t("hint_fill" if self.hint_fills else "hint_play"),
                arrow=not self.drawn_guided(hint.action))
        elif self.taken_back is not None:  # where the move taken back went, ringed, with its words
            back = self.taken_back
            draw_hint(surface, t("taken_back", move=self.move_words(back.action)), t("taken_back_why"),
                      self.hint_spots(back.action), self.sides[back.seat], self.layout.board)
        self.draw_pointed_refusal(surface)

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
        if self.lesson is not None:  # (the lesson goes back to where it stood before that move)
            self.lesson.taken_back(back.index)
            self.time_the_lesson()
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

    # -- seats and the screen --------------------------------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        if self.match.outcome() is not None:
            self.finish()
            return
        self.tell_away()
        self.hand_on()
        if self.viewer is not None or self.only_computers():
            self.time.go(Stop.HANDOVER)  # else when the first player has taken the computer (at once among computers)

    def set_controller(self, seat: Seat, controller: str) -> None:
        """Hand a seat to the computer (a level) or back to a person, now: told in the journal, kept in the save. A
        pause ends first (it was its person's, who may no longer act: nobody could resume it, and the computer could
        not play under it)."""
        if self.match.controller(seat) == controller:
            return
        if self.held_since is not None:
            self.toggle_hold()
        if not self.match.set_controller(seat, controller):
            return
        self.computers.cancel()
        name = self.player_names[seat]
        if controller in LEVELS:
            if self.viewer == seat:
                self.show_to(None)  # the screen is no longer that player's: their secrets go with them
            self.log.add(t("seat_to_computer", name=name, level=t(f"level_{controller}")))
        else:
            self.log.add(t("seat_to_person", name=name))
        self._name_seats()
        if not self.ended:
            self.hand_on()  # (a game may add to it)
        self.refresh_buttons()
        self.app.request_redraw()

    def tell_away(self) -> None:
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
            self.time.stop(Stop.PAUSED)
            self.held_since = now
            self.hints.drop()
            self.log.add(t("held", name=self.names[seat], left=format_seconds(clock.remaining())))
            self.checkpoint()
        else:
            self.log.add(t("held_over", name=self.names[seat] if seat is not None else "",
                           time=format_span(now - self.held_since)))
            self.held_since = None
            self.time.go(Stop.PAUSED)
        self.tools.relabel("pause", t("resume_button" if self.held_since is not None else "pause_button"))
        self.refresh_buttons()
        self.app.request_redraw()

    def hand_on(self) -> None:
        """After every step and at opening: hand the screen to the next player who must act, if it changes."""
        if self.watching:  # the screen is everyone's: the next player is called by Continue
            self.show_to(None)
            return
        screen = self.match.next_viewer(self.viewer, self._private, self.needs_handover)
        seat = screen.seat
        if seat is None:
            return  # (only computers to act, or the screen stays with the person at it)
        self._private = False
        if not screen.secret:  # a public moment: the screen passes in front of everyone
            if self.viewer is not None:
                self.forget()
            self.show_to(seat)
            return
        if not screen.handover:  # one person at the table: nobody to hide it from
            self._take_screen(seat)  # (Interceptor asked "Pass to Red" of the only player every turn)
            return
        self.show_to(None)
        self.forget()
        if not self.time.shared:
            self.time.stop(Stop.HANDOVER)  # a player's own time starts when they take the screen (a countdown runs on)
        name, side = self.handover_to(seat)
        self.app.push(Handover(self.app, name, side, lambda: self._take_screen(seat), self.clock))

    def drop_computer_last(self, seat: Seat, action: Any) -> None:
        """A step was played: a computer's last move is no longer shown once another (or a person's) is."""
        last = self.computer_last
        if last is not None and (seat, action) != (last.move.seat, last.move.action):
            self.computer_last = None

    def play_computers(self) -> None:
        scripted = self.lesson.reply(self.match) if self.lesson is not None else None
        before = self.computers.thinking
        if scripted is not None:
            self.computers.cancel()  # (the lesson's script, not the level, plays this move)
        move = Move(*scripted, why="") if scripted is not None else \
            self.computers.poll(self.rules, self.state, self.players_to_act(), len(self.record.steps),
                                self.record.seed)
        if self.computers.thinking != before:
            self.app.request_redraw()  # the notice that a computer thinks comes and goes with it
        if move is None:
            return
        self.computer_last = None
        if not move.why and scripted is None:
            self.log.add(t("computer_default", name=self.names[move.seat]))
        elif isinstance(move.action, self.rules.secret_actions):  # that it decided, never what
            said = t("computer_secret", name=self.names[move.seat])
            if not self.log.lines or self.log.lines[-1] != said:  # (once for its ships' orders written in a row)
                self.log.add(said)
        else:  # what it does and why (a lesson's scripted move has no why), before what came of it
            name, words = self.names[move.seat], self.move_words(move.action)
            said = words if name in words else t("computer_named", name=name, move=words)  # (named once)
            self.log.add(t("computer_why", move=said, why=move.why) if move.why else said)
            self.computer_last = Shown(move, words, self.hint_spots(move.action)) if move.why else None
        self.send(move.action, move.seat, confirmed=True)

    def watched_by_computers(self) -> None:
        """A table of computers only: what everyone watches (a resolution played back) goes on by itself once it
        has been still for a moment (twice the computers' pace), as a person would press Continue."""
        if not self.watching or not self.only_computers() or self.wants_frame():
            self._still_since = None
        elif self._still_since is None:
            self._still_since = self.app.now()
        elif self.app.now() - self._still_since >= 2 * self.computers.pace():
            self._still_since = None
            self.continue_after_watching()

    # -- acting ----------------------------------------------------------------------------------------------
    def send(self, action: Any, seat: Seat | None = None, confirmed: bool = False) -> bool:
        """Send an action to the match: a legal one is played and shown (after a question where one is due), a
        refused one says why. Returns True when the action was played."""
        if seat is None:
            seat = self.sender(action)
        if seat is None or self.ended:
            return False
        if self.held_since is not None and seat != SYSTEM:
            self.tell(t("held_refuse"))
            return False
        if self.lesson is not None:
            self.lesson.remember(len(self.record.steps))
        result = self.match.send(seat, action, self.clock_reading(), confirmed)
        if self.lesson is not None and seat == self.lesson.lesson.learner and not isinstance(result, AskFirst):
            self.lesson.tried(action, refused=isinstance(result, Refused))
        if isinstance(result, Refused):
            self.refuse(result.rejection)
            return False
        if isinstance(result, AskFirst):
            def answered_yes() -> None:
                self.send(action, seat, confirmed=True)

            self.time.stop(Stop.QUESTION)  # nobody plays while it is asked
            self.app.push(Confirm(self.app, result.question, answered_yes))
            return False
        practice = self.practice
        if practice is not None and seat == practice.seat and practice.is_try(action):
            practice.try_move(self.app.computer_pool, action)
        self.after_step(result)
        return True

    def after_step(self, played: Played) -> None:
        """Show a step just played (or played again by Redo), hand the screen on or finish, and keep it."""
        self.tools.moved()
        self.taken_back = None
        self.drop_computer_last(played.seat, played.action)
        self.message = ""
        self.show(played.seat, played.action, played.events, replaying=False)
        if self.lesson is not None and self.lesson.after(self.match, played):
            self.lesson_step_done()
        if self.match.outcome() is not None:
            self.finish()
        else:
            self.hand_on()
        self.save()  # after the hand-over: a saving fault is told over it, at once
        self.app.request_redraw()

    # -- per frame -------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.practice is not None and self.practice.poll():
            self.app.request_redraw()  # (what the judge says, in the band)
        self._drop_stale_refusal()
        self.watched_by_computers()
        seat = self.acting_seat()  # (asked once a frame)
        self.follow_hint(seat)
        self.enable_tools(seat)
        tried = self.practice is not None and self.practice.tried  # (then the board stays as the try left it)
        if self.awaiting_computer() and self.held_since is None and not tried:
            self.play_computers()
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
        """Another scene covers the table (the rules, a question, a message): nobody can act on it meanwhile, so a
        player's own clock stands still until it is uncovered (a shared countdown runs on, as the game's time)."""
        super().pause()
        if not self.time.shared:
            self.time.stop(Stop.QUESTION)
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
        if self.lesson is not None and self.lesson.finished:  # (the lesson's last step was watched)
            self.app.push(self.lesson_done(self.lesson.lesson))
        elif self.match.outcome() is not None:
            self.finish()
        else:
            self.hand_on()

    def finish(self) -> None:
        """The game is over: the clock stops and the result screen shows, after anything being watched (Continue)."""
        if self.ended or self.watching:  # the result comes after what is being watched (Continue)
            return
        self.ended = True
        self.time.stop(Stop.OVER)
        outcome = self.rules.outcome(self.state)
        assert outcome is not None
        self.hints.drop()
        lines = self.result_lines(outcome) + hints_used(self.names, self.record.setup["players"])
        trial = self.lesson is not None or self.practice is not None
        if not self.demo and not trial:  # (a lesson's game, a move tried again: never rated)
            lines += rating_lines(self.app, self.record, outcome)
        reviewed = self.match.people() > 0 and not self.demo and not trial  # (computers only: nobody to review)
        self.app.push(ResultScreen(self.app, self.result_title(outcome), self.result_subtitle(outcome), lines,
                                    outcome, self.names, self.sides, self.rematch,
                                    self.open_review if reviewed else None))

    def open_review(self) -> None:
        """Review: each person's costliest decisions of this game, judged from what they knew then."""
        from arcade.ui.review_scene import ReviewScene  # (at first use: the review's engine is not needed before)

        self.app.push(ReviewScene(self.app, self.descriptor, self.record, self.player_names, self.sides))
