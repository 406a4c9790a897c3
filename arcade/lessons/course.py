"""A lesson being played: which step it is at, whether the rules have shown that step's goal, the computers'
scripted replies, and the move the board lights. The same for the table and for the check that plays every
lesson by its own solution (`play_through`).

The rules judge every move: a lesson only watches what they did (the events of each step played) and never bends
them. Pure: no pygame, no clock.
"""

from __future__ import annotations

import dataclasses
import importlib
import random
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from itertools import takewhile
from typing import Any

from arcade.bots.base import count_budget, levels, seen_by
from arcade.core.codec import CodecError, PlainData
from arcade.core.protocol import SYSTEM, GameRules, Seat
from arcade.core.record import GameRecord, Step
from arcade.lessons.lesson import Goal, Lesson, LessonError, LessonStep, Move
from arcade.match.match import Match, Played, Refused

#: The moves a lesson's step may take before its check gives up (a free game against Easy included).
MOST_MOVES = 2_000
#: What a computer seat looks at per move in a lesson's check and resume (its level's own budget at the table).
LOOK = 200


def plain(value: Any) -> Any:
    """An event's field as plain data to compare with a lesson's: tuples as lists, others as they are."""
    if isinstance(value, tuple):
        return [plain(v) for v in value]
    return value


Fact = Callable[[Any, Seat], bool]


def facts(game: str) -> dict[str, Fact]:
    """The facts of a position a game's lessons may ask for (its `lesson_facts.FACTS`; none where it has none)."""
    try:
        module = importlib.import_module(f"arcade.games.{game}.lesson_facts")
    except ModuleNotFoundError:
        return {}
    found: dict[str, Fact] = module.FACTS
    return found


def shows(goal: Goal, events: Sequence[Any], match: Match[Any], learner: Seat) -> bool:
    """Do these events, or the position after them, show the goal?"""
    if goal.kind == "over":
        return match.outcome() is not None
    if goal.fact:
        fact = facts(match.record.game_id).get(goal.fact)
        if fact is None or not fact(match.state, learner):
            return False
    if goal.kind == "fact":
        return True
    for event in events:
        if type(event).__name__ != goal.name or not dataclasses.is_dataclass(event):
            continue
        if all(plain(getattr(event, k, None)) == v for k, v in goal.equal) \
                and all(_holds(plain(getattr(event, k, None)), v) for k, v in goal.contains):
            return True
    return False


def _holds(field: Any, part: PlainData) -> bool:
    if isinstance(field, str) and isinstance(part, str):
        return part in field
    return isinstance(field, list) and part in field


class Course:
    """`lesson` played from step `at`: `after` each step played, `reply` for the computers' scripted moves,
    `targets` for what to light."""

    def __init__(self, lesson: Lesson, rules: GameRules[Any, Any, Any, Any], at: int = 0) -> None:
        self.lesson, self.rules = lesson, rules
        self.index = max(0, min(at, len(lesson.steps)))
        self.replies: deque[Move] = deque()
        self.done_moves = 0  # the learner's moves of the solution played as written, in this step
        self.wrong = False  # the learner's last try was not the step's (a refusal, or a move off the lesson)
        #: Where the lesson stood before each step of the record was played (a take-back returns there).
        self._before: dict[int, tuple[int, int, tuple[Move, ...]]] = {}
        self._begin()

    # -- where it is -------------------------------------------------------------------------------------------
    @property
    def finished(self) -> bool:
        return self.index >= len(self.lesson.steps)

    @property
    def step(self) -> LessonStep | None:
        return None if self.finished else self.lesson.steps[self.index]

    def _begin(self) -> None:
        """A step begins: its replies follow those of the step before not played yet (its goal may be shown
        before the computers answered)."""
        step = self.step
        self.replies.extend(step.replies if step is not None else ())
        self.done_moves = 0
        self.wrong = False

    # -- as it is played ---------------------------------------------------------------------------------------
    def _ahead(self) -> Iterator[Any]:
        """The learner's moves of the step's solution still to play, in order (none in a free step), up to one the
        game cannot read."""
        step = self.step
        for written in step.solution[self.done_moves:] if step is not None and not step.free else ():
            try:
                yield self.rules.decode(written)
            except (CodecError, ValueError):
                return

    def expected(self) -> Any | None:
        """The learner's next move of the step's solution (None in a free step, or once it is all played)."""
        return next(self._ahead(), None)

    def targets(self, match: Match[Any]) -> list[Any]:
        """The learner's next moves of the solution that the rules would each take now (what the board lights: a
        turn's programs written together, then Ready; most steps light one move)."""
        return list(takewhile(lambda action: match.check(self.lesson.learner, action) is None, self._ahead()))

    def tried(self, action: Any, refused: bool) -> None:
        """The learner tried `action` (refused by the rules, or played): a try off the solution is a wrong one (the
        step's nudge is shown, after the rules' own refusal)."""
        expected = self.expected()
        self.wrong = refused or (expected is not None and action != expected)
        if not refused and expected is not None and action == expected:
            self.done_moves += 1

    def remember(self, step: int) -> None:
        """The record's step `step` is about to be played: where the lesson stands now is where taking it back
        returns."""
        self._before[step] = (self.index, self.done_moves, tuple(self.replies))

    def taken_back(self, step: int) -> None:
        """The record's step `step` was taken back: the lesson is back where it stood before it (its step, its
        moves done, the replies still to come)."""
        if step in self._before:
            self.index, self.done_moves, replies = self._before.pop(step)
            self.replies = deque(replies)
            self.wrong = False

    def after(self, match: Match[Any], played: Played) -> bool:
        """A step was played (by anyone): True when it showed the lesson's step's goal (the lesson goes on)."""
        step = self.step
        if step is None:
            return False
        if self.replies and played.seat == self.replies[0].seat \
                and self.rules.encode(played.action) == self.replies[0].action:
            self.replies.popleft()
        if not shows(step.goal, played.events, match, self.lesson.learner):
            return False
        self.index += 1
        self._begin()
        while (following := self.step) is not None and following.goal.kind == "fact" \
                and shows(following.goal, (), match, self.lesson.learner):
            self.index += 1  # (a step whose fact the learner's own way already made true: done too)
            self._begin()
        return True

    def reply(self, match: Match[Any]) -> tuple[Seat, Any] | None:
        """The computers' next scripted move, when its seat is to act and the rules would take it."""
        while self.replies:
            move = self.replies[0]
            try:
                action = self.rules.decode(move.action)
            except (CodecError, ValueError):
                self.replies.popleft()
                continue
            if move.seat not in match.to_act():
                return None
            if match.check(move.seat, action) is None:
                return move.seat, action
            self.replies.popleft()  # (the learner went another way: the seat's level plays instead)
        return None


def begin(lesson: Lesson, rules: GameRules[Any, Any, Any, Any], at: int = 0) -> tuple[GameRecord, Course]:
    """The lesson's game as a record to open at step `at` (its prelude and, before that step, each step's
    solution with the computers' replies, as they would have been played), and its course."""
    match = _readable(lesson, rules)
    course = Course(lesson, rules)
    while course.index < at and not course.finished:
        step = course.step
        assert step is not None
        problem = _play_step(match, course)
        if problem:
            raise LessonError(lesson.source, step.line, f"step {course.index + 1}: {problem}")
    return match.record, course


def play_through(lesson: Lesson, rules: GameRules[Any, Any, Any, Any]) -> None:
    """Play the lesson to its end by its own solution (each step's goal must be shown); LessonError naming the
    file and the step's line where it cannot be."""
    match = _readable(lesson, rules)
    course = Course(lesson, rules)
    while not course.finished:
        step = course.step
        assert step is not None
        problem = _play_step(match, course)
        if problem:
            raise LessonError(lesson.source, step.line, f"step {course.index + 1}: {problem}")


def _readable(lesson: Lesson, rules: GameRules[Any, Any, Any, Any]) -> Match[Any]:
    """The lesson's match at its start, once every move it writes reads as one of the game's and every fact it
    asks for is one the game knows; LessonError naming the step where not."""
    for index, written in enumerate(lesson.steps, start=1):
        moves = [("its solution", a) for a in written.solution] + [("a reply", m.action) for m in written.replies]
        for what, action in moves:
            try:
                rules.decode(action)
            except (CodecError, ValueError) as exc:
                raise LessonError(lesson.source, written.line, f"step {index}: {what} cannot be read: {exc}") \
                    from None
        if written.goal.fact and written.goal.fact not in facts(lesson.game):
            raise LessonError(lesson.source, written.line, f"step {index}: {lesson.game} has no fact "
                                                           f"{written.goal.fact!r} to show")
    record = GameRecord(lesson.game, rules.version, dict(lesson.setup), lesson.seed,
                        [Step(m.seat, m.action) for m in lesson.prelude])
    try:
        match: Match[Any] = Match(rules, record, takebacks=False)
        match.replay()
    except (CodecError, ValueError) as exc:
        raise LessonError(lesson.source, None, f"its position cannot be set up: {exc}") from None
    return match


def _play_step(match: Match[Any], course: Course) -> str:
    """Play the course's step by its solution (and the computers' moves around it) until its goal is shown: ""
    when it was, else what went wrong."""
    step = course.step
    assert step is not None
    start = course.index
    rng = random.Random(course.lesson.seed * 7919 + start)
    learner = course.lesson.learner
    for _ in range(MOST_MOVES):
        if course.index != start:
            return ""
        if match.outcome() is not None:
            return "the game ended before its goal was shown"
        if learner in match.to_act() and (step.free or course.done_moves < len(step.solution)):
            action = course.expected() if not step.free else _chosen(match, learner, step.free, rng)
            seat = learner
        else:
            scripted = course.reply(match)
            computer = next((s for s in match.players_to_act() if s in match.levels), None)
            if scripted is not None:
                seat, action = scripted
            elif computer is not None:
                seat, action = computer, _chosen(match, computer, match.levels[computer], rng)
            elif waiting := [a for a in match.legal(SYSTEM) if type(a).__name__ != "TimeUp"]:
                seat, action = SYSTEM, waiting[0]  # (what the table sends when its wait is over: a shuffle done)
            else:
                return "its solution is played and its goal was not shown"
        result = match.send(seat, action, confirmed=True)
        if isinstance(result, Refused):
            who = "the solution's move" if seat == learner else "a computer's reply"
            return f"{who} {course.rules.encode(action)} is refused: {result.rejection.clause}"
        assert isinstance(result, Played)
        if seat == learner:
            course.tried(action, refused=False)
        course.after(match, result)
    return f"no goal after {MOST_MOVES} moves"


def _chosen(match: Match[Any], seat: Seat, level: str, rng: random.Random) -> Any:
    """A computer's move at `level` for `seat`, from what that seat sees (as at the table)."""
    bot = levels(match.record.game_id)[level]
    return bot.choose(seen_by(match.rules, match.state, seat), count_budget(LOOK), rng).action
