"""A lesson as data: the position it starts from, who sits where, and its steps, read from a lesson file.

A lesson file (`assets/lessons/<game>/NN-name.yaml`) holds:

- `phases`: the game's phases it teaches (the table's help offers it there);
- `setup` and `seed`: a new game of the game as its record starts it (its players, one of them the `learner`, the
  others computers that play by their level or by the lesson's script); `prelude`: steps played before the first
  step, as a record writes them ({seat, action}), so a lesson may start anywhere a game can go;
- `steps`: each says what to do (`say`, a key of the game's catalog under `lessons.<lesson>`), the `goal` the rules
  can verify (an event of the game's, with the fields it must have; a fact of the position the game's
  `lesson_facts` reads from its state, as "the learner's fighter is hidden"; or the game over), the `solution` (the
  learner's moves that reach it, as a record writes them: the board lights the next one, and `--check` plays
  them), the computers' scripted `replies`, an optional `nudge` for a wrong try, `clock: true` where time runs,
  and `free: <level>` where the learner plays on freely (the check plays that seat at the level).

Read through the one bounded YAML reader, like maps; `LessonError` names the file and the line of what is wrong.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from arcade.core.codec import PlainData
from arcade.core.record import RecordError, check_plain
from arcade.core.safeyaml import describe, load_text
from arcade.match import LEVELS
from arcade.paths import ASSETS, ROOT
from arcade.saves.files import read_text

LESSONS = ASSETS / "lessons"
#: A lesson file is small: a position, a few steps and their moves.
MAX_BYTES = 200_000
MAX_STEPS = 40
MAX_MOVES = 400
NAME = re.compile(r"(\d\d)-[a-z0-9-]+$")
GOALS = ("event", "fact", "over")


class LessonError(ValueError):
    """A lesson that cannot be used: `str()` reads "file, line N: problem"."""

    def __init__(self, source: str, line: int | None, problem: str) -> None:
        self.source, self.line, self.problem = source, line, problem
        super().__init__(f"{source}, line {line}: {problem}" if line else f"{source}: {problem}")


@dataclass(frozen=True)
class Goal:
    """What the rules must show for a step to be done: an event of the game (`name`, its class) whose fields are
    (`equal`) or contain (`contains`) the values given; a fact of the position (`fact`: one of the game's
    `lesson_facts.FACTS`, asked of the learner's seat), alone or true after such an event; or (`kind` "over") the
    game's end."""

    kind: str
    name: str = ""
    equal: tuple[tuple[str, PlainData], ...] = ()
    contains: tuple[tuple[str, PlainData], ...] = ()
    fact: str = ""


@dataclass(frozen=True)
class Move:
    """A recorded move: the seat and the action as the game's codec writes it."""

    seat: int
    action: PlainData


@dataclass(frozen=True)
class LessonStep:
    say: str
    goal: Goal
    solution: tuple[PlainData, ...]
    replies: tuple[Move, ...]
    nudge: str
    clock: bool
    free: str  # a level, where the learner plays on freely (a short real game); "" otherwise
    line: int


@dataclass(frozen=True)
class Lesson:
    """One lesson of `game`: `id` is its file's name ("01-orders"), its texts are `lessons.<id>.*` in the game's
    catalog."""

    game: str
    id: str
    number: int
    minutes: int
    setup: dict[str, PlainData]
    seed: int
    learner: int
    prelude: tuple[Move, ...]
    steps: tuple[LessonStep, ...]
    source: str
    phases: tuple[str, ...] = ()

    def text_key(self, name: str) -> str:
        """A text of this lesson in the game's catalog."""
        return f"lessons.{self.id}.{name}"

    @property
    def title(self) -> str:
        return self.text_key("title")


def lesson_files(game: str) -> list[Path]:
    """The game's lesson files, in their order."""
    folder = LESSONS / game
    return sorted(p for p in folder.glob("*.yaml") if NAME.match(p.stem)) if folder.is_dir() else []


def lesson_for(lessons: list[Lesson], phase: str, done: set[str]) -> Lesson | None:
    """The lesson to offer in `phase`: the first of its lessons not done yet (`done`: their ids), else its first;
    where no lesson names the phase, the first not done of all."""
    teaching = [lesson for lesson in lessons if phase in lesson.phases] or lessons
    return next((lesson for lesson in teaching if lesson.id not in done), teaching[0] if teaching else None)


def load_lessons(game: str) -> list[Lesson]:
    """Every lesson of the game, in order; LessonError for the first that cannot be used."""
    return [load_lesson(path, game) for path in lesson_files(game)]


def load_lesson(path: Path, game: str) -> Lesson:
    """Read and check one lesson file (its form: whether its goals are reached is `--check`'s to say)."""
    source = _display_name(path)
    try:
        text = read_text(path, MAX_BYTES)
    except (OSError, UnicodeDecodeError) as exc:
        raise LessonError(source, None, f"cannot be read ({exc})") from None
    return parse_lesson(text, source, game, path.stem)


def parse_lesson(text: str, source: str, game: str, name: str) -> Lesson:
    found = NAME.match(name)
    if found is None:
        raise LessonError(source, None, "the file's name must be NN-name (two digits, a dash, small letters)")
    try:
        data = load_text(text)
        lines = _step_lines(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        raise LessonError(source, None if mark is None else mark.line + 1, describe(exc)) from None
    return _Reader(source, lines).lesson(data, game, name, int(found.group(1)))


def _step_lines(text: str) -> list[int]:
    """The line each step starts on (the text was checked bounded: composing it is safe)."""
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    if not isinstance(root, yaml.MappingNode):
        return []
    for key, value in root.value:
        if key.value == "steps" and isinstance(value, yaml.SequenceNode):
            return [item.start_mark.line + 1 for item in value.value]
    return []


def _display_name(path: Path) -> str:
    try:
        return str(path.resolve().relative_to(ROOT))
    except (ValueError, OSError, RuntimeError):
        return str(path)


class _Reader:
    """Checks a lesson's plain data field by field, naming the line of the step a problem is in."""

    def __init__(self, source: str, lines: list[int]) -> None:
        self.source, self.lines = source, lines
        self.line: int | None = None

    def fail(self, problem: str) -> LessonError:
        return LessonError(self.source, self.line, problem)

    def mapping(self, value: Any, what: str) -> dict[str, Any]:
        if not isinstance(value, dict) or not all(isinstance(k, str) for k in value):
            raise self.fail(f"{what} must be a mapping of names")
        return value

    def number(self, value: Any, what: str, low: int, high: int) -> int:
        if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
            raise self.fail(f"{what} must be a whole number from {low} to {high}")
        return value

    def text(self, value: Any, what: str, empty: bool = False) -> str:
        if not isinstance(value, str) or (not value and not empty) or len(value) > 200:
            raise self.fail(f"{what} must be a short text")
        return value

    def plain(self, value: Any, what: str) -> PlainData:
        try:
            check_plain(value, what)
        except RecordError as exc:
            raise self.fail(str(exc)) from None
        return value

    def action(self, value: Any, what: str) -> PlainData:
        if not isinstance(self.mapping(value, what).get("type"), str):
            raise self.fail(f"{what} must be an action as a record writes it (with its 'type')")
        return self.plain(value, what)

    def moves(self, value: Any, what: str, seats: int) -> tuple[Move, ...]:
        if not isinstance(value, list) or len(value) > MAX_MOVES:
            raise self.fail(f"{what} must be a list of at most {MAX_MOVES} moves")
        out = []
        for i, item in enumerate(value):
            move = self.mapping(item, f"{what}[{i}]")
            out.append(Move(self.number(move.get("seat"), f"{what}[{i}].seat", 0, seats - 1),
                            self.action(move.get("action"), f"{what}[{i}].action")))
        return tuple(out)

    def lesson(self, data: Any, game: str, name: str, number: int) -> Lesson:
        data = self.mapping(data, "the lesson")
        unknown = set(data) - {"schema", "minutes", "phases", "setup", "seed", "learner", "prelude", "steps"}
        if unknown:
            raise self.fail(f"unknown key {sorted(unknown)[0]!r}")
        if data.get("schema") != 1:
            raise self.fail("'schema' must be 1")
        setup = self.mapping(data.get("setup"), "'setup'")
        self.plain(setup, "setup")
        players = setup.get("players")
        if not isinstance(players, list) or not 1 <= len(players) <= 8 \
                or not all(isinstance(p, dict) and isinstance(p.get("name"), str) for p in players):
            raise self.fail("'setup.players' must list the players, each with a name")
        learner = self.number(data.get("learner", 0), "'learner'", 0, len(players) - 1)
        for seat, player in enumerate(players):
            level = player.get("computer")
            if (seat == learner) != (level is None) or (level is not None and level not in LEVELS):
                raise self.fail(f"player {seat + 1}: the learner plays as a person, every other seat is a "
                                f"computer ({', '.join(LEVELS)})")
        steps = data.get("steps")
        if not isinstance(steps, list) or not 1 <= len(steps) <= MAX_STEPS:
            raise self.fail(f"'steps' must list from 1 to {MAX_STEPS} steps")
        prelude = self.moves(data.get("prelude", []), "'prelude'", len(players))
        phases = data.get("phases", [])
        if not isinstance(phases, list) or len(phases) > 10:
            raise self.fail("'phases' must list the game's phases the lesson teaches")
        phases = tuple(self.text(p, "a phase") for p in phases)
        read = tuple(self.step(item, i, len(players)) for i, item in enumerate(steps))
        self.line = None
        return Lesson(game, name, number, self.number(data.get("minutes", 3), "'minutes'", 1, 30), setup,
                      self.number(data.get("seed", 1), "'seed'", 0, 2**31 - 1), learner, prelude, read,
                      self.source, phases)

    def step(self, item: Any, index: int, seats: int) -> LessonStep:
        self.line = self.lines[index] if index < len(self.lines) else None
        what = f"step {index + 1}"
        step = self.mapping(item, what)
        unknown = set(step) - {"say", "goal", "solution", "replies", "nudge", "clock", "free"}
        if unknown:
            raise self.fail(f"{what}: unknown key {sorted(unknown)[0]!r}")
        solution = step.get("solution", [])
        if not isinstance(solution, list) or len(solution) > MAX_MOVES:
            raise self.fail(f"{what}: 'solution' must be a list of at most {MAX_MOVES} moves")
        free = step.get("free", "")
        if free and free not in LEVELS:
            raise self.fail(f"{what}: 'free' must be a level ({', '.join(LEVELS)})")
        if not solution and not free:
            raise self.fail(f"{what}: needs its 'solution' (the moves that reach its goal)")
        if not isinstance(step.get("clock", False), bool):
            raise self.fail(f"{what}: 'clock' must be true or false")
        return LessonStep(self.text(step.get("say"), f"{what}: 'say'"), self.goal(step.get("goal"), what),
                          tuple(self.action(a, f"{what}: solution[{i}]") for i, a in enumerate(solution)),
                          self.moves(step.get("replies", []), f"{what}: 'replies'", seats),
                          self.text(step.get("nudge", ""), f"{what}: 'nudge'", empty=True),
                          bool(step.get("clock", False)), str(free), self.line or 0)

    def goal(self, value: Any, what: str) -> Goal:
        goal = self.mapping(value, f"{what}: 'goal'")
        kinds = {k for k in GOALS if k in goal}
        if kinds not in ({"event"}, {"fact"}, {"over"}, {"event", "fact"}) \
                or set(goal) - {*GOALS, "equal", "contains"}:
            raise self.fail(f"{what}: 'goal' must be one of {', '.join(GOALS)} (with 'equal' or 'contains' "
                            "fields for an event, and a fact that must hold after it)")
        if kinds == {"over"}:
            return Goal("over")
        fact = self.text(goal["fact"], f"{what}: goal.fact") if "fact" in kinds else ""
        if "event" not in kinds:
            return Goal("fact", fact=fact)
        self.plain(goal, f"{what}: goal")
        equal, contains = (tuple(self.mapping(goal.get(k, {}), f"{what}: goal.{k}").items())
                           for k in ("equal", "contains"))
        return Goal("event", self.text(goal["event"], f"{what}: goal.event"), equal, contains, fact)


def text_keys(lesson: Lesson) -> list[str]:
    """Every text the lesson shows, as keys of the game's catalog."""
    keys = [lesson.title]
    for step in lesson.steps:
        keys += [lesson.text_key(step.say)] + ([lesson.text_key(step.nudge)] if step.nudge else [])
    return keys


def missing_texts(lesson: Lesson, languages: tuple[str, ...] = ("en", "fr")) -> list[str]:
    """The lesson's texts a language's catalog of the game lacks ("fr: lessons.01-orders.place")."""
    import json

    missing = []
    for language in languages:
        try:
            catalog: Any = json.loads((ASSETS / "i18n" / f"{lesson.game}.{language}.json").read_text("utf-8"))
        except (OSError, ValueError):
            catalog = {}
        for dotted in text_keys(lesson):
            node = catalog.get(language) if isinstance(catalog, dict) else None
            for part in dotted.split("."):
                node = node.get(part) if isinstance(node, dict) else None
            if not isinstance(node, str) or not node:
                missing.append(f"{language}: {dotted}")
    return missing
