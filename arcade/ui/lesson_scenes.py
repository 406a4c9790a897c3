"""Where lessons are found and ended: a game's lessons listed for the learner (Learn on the launcher's card), each
opened at its real table, and the word at a lesson's end."""

from __future__ import annotations

import contextlib
import copy
from collections.abc import Callable
from functools import partial

import pygame
import pygame_gui

from arcade.i18n import key, t
from arcade.lessons.course import begin
from arcade.lessons.lesson import Lesson, LessonError, load_lessons
from arcade.registry import GameDescriptor
from arcade.saves.store import LessonProgress, StoreError
from arcade.ui import theme
from arcade.ui.dialogs import Dialog
from arcade.ui.scenes import AppContext, Scene, act_or_go_back


def open_lesson(app: AppContext, game: GameDescriptor, lesson: Lesson, player: str, at: int = 0) -> None:
    """The lesson's table, at step `at` (its earlier steps played by their solutions), for `player`."""
    try:
        record, course = begin(lesson, game.rules_object(), at)
    except LessonError as exc:
        app.notify(t("lesson_broken", error=str(exc)))
        return
    players = record.setup.get("players")
    if isinstance(players, list) and isinstance(players[lesson.learner], dict):
        players = copy.deepcopy(players)
        for other in players:  # (a seat named after its side, "Blue": the side's name in the table's language)
            if isinstance(other, dict) and str(other.get("name", "")).casefold() == str(other.get("side")):
                other["name"] = t(f"side_{other['side']}")
        players[lesson.learner]["name"] = player
        record.setup = {**record.setup, "players": players}
        side = str(players[lesson.learner].get("side", ""))
        with contextlib.suppress(StoreError):  # (a learner is one of the club's players; a fault only forgets it)
            app.store.remember_players([(player, side)], app.settings.language)
    app.push(game.scene_class()(app, record, lesson=course))


class LessonsScene(Scene):
    """A game's lessons: who is learning (their progress is kept under that name), and each lesson with its
    length and where they stand in it."""

    def __init__(self, app: AppContext, game: GameDescriptor) -> None:
        super().__init__(app)
        self.game = game
        self.problem = ""
        try:
            self.lessons = load_lessons(game.id)
        except LessonError as exc:
            self.lessons, self.problem = [], str(exc)
        roster = app.store.roster(limit=1)
        self.player = roster[0].name if roster else t("lesson_learner")  # (a name is needed to keep progress)
        self.entry: pygame_gui.elements.UITextEntryLine | None = None
        self.actions: dict[object, Callable[[], None]] = {}
        self.rows: list[pygame.Rect] = []
        self.progress: dict[str, LessonProgress] = {}

    def build(self, container: pygame_gui.core.UIContainer, size: tuple[int, int]) -> None:
        w, h = size
        s = theme.scale_for(h)
        margin, manager = int(48 * s), self.app.manager
        self.progress = self.app.store.lessons(self.player, self.game.id)
        back = pygame_gui.elements.UIButton(pygame.Rect(w - margin - int(260 * s), int(36 * s), int(260 * s),
                                                        int(60 * s)), key("back"), manager, container,
                                            object_id="#secondary")
        self.actions = {back: lambda: self.app.pop(self)}
        self.entry = pygame_gui.elements.UITextEntryLine(
            pygame.Rect(margin + int(330 * s), int(150 * s), int(420 * s), int(54 * s)), manager, container)
        self.entry.set_text_length_limit(24)
        self.entry.set_text(self.player)
        self.rows = []
        y, row_h = int(240 * s), int(84 * s)
        for index, lesson in enumerate(self.lessons):
            row = pygame.Rect(margin, y + index * (row_h + int(12 * s)), w - 2 * margin, row_h)
            self.rows.append(row)
            at = self.progress.get(lesson.id)
            label = "lesson_resume" if at is not None and at.step > 0 else "lesson_again" if at and at.done \
                else "lesson_start"
            start = pygame_gui.elements.UIButton(pygame.Rect(row.right - int(250 * s), row.y + int(12 * s),
                                                             int(236 * s), row_h - int(24 * s)), key(label),
                                                 manager, container,
                                                 object_id="#primary" if at is None or not at.done else "#secondary")
            self.actions[start] = partial(self.start, lesson, at.step if at is not None else 0)

    def start(self, lesson: Lesson, at: int) -> None:
        open_lesson(self.app, self.game, lesson, self.player, at)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element is self.entry:
            self.player = self.entry.get_text().strip() or t("lesson_learner")  # (the list follows at Enter)
            return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.entry:
            self.rebuild()
            return True
        return act_or_go_back(self.app, self, event, self.actions)

    def resume(self) -> None:
        super().resume()
        self.rebuild()  # (a lesson played since: its progress)

    def draw(self, surface: pygame.Surface) -> None:
        s = theme.scale_for(surface.get_height())
        surface.fill(theme.BACKGROUND)
        margin = int(48 * s)
        theme.blit_text(surface, t("lessons_title", game=self.game.title), theme.text_px(48, s), theme.ACCENT,
                        (margin, int(36 * s)), bold=True)
        theme.blit_text(surface, t("lessons_who"), theme.text_px(26, s), theme.TEXT, (margin, int(162 * s)))
        if self.problem:
            for i, line in enumerate(theme.wrap(self.problem, theme.text_px(22, s), surface.get_width() - 2 * margin,
                                                lines=4)):
                theme.blit_text(surface, line, theme.text_px(22, s), theme.CLOCK_RED,
                                (margin, int(250 * s) + i * int(30 * s)))
        for row, lesson in zip(self.rows, self.lessons, strict=True):
            pygame.draw.rect(surface, theme.PANEL, row, border_radius=int(12 * s))
            at = self.progress.get(lesson.id)
            title = f"{lesson.number}. {t(lesson.title, self.game.id)}"
            theme.blit_text(surface, title, theme.text_px(28, s), theme.TEXT, (row.x + int(20 * s), row.y + int(8 * s)),
                            bold=True)
            state = t("lesson_done") if at is not None and at.done and at.step == 0 else \
                t("lesson_at", n=at.step + 1, of=len(lesson.steps)) if at is not None and at.step else ""
            said = t("lesson_minutes", n=lesson.minutes) + (f" · {state}" if state else "")
            theme.blit_text(surface, said, theme.text_px(22, s), theme.TEXT_DIM,
                            (row.x + int(20 * s), row.y + int(46 * s)))


class LessonDone(Dialog):
    """A lesson's end: well done, and on to the next lesson (where there is one) or back to the lessons."""

    def __init__(self, app: AppContext, text: str, on_next: Callable[[], None] | None,
                 on_back: Callable[[], None]) -> None:
        super().__init__(app, text, t("lesson_done_title"))
        self.on_next, self.on_back = on_next, on_back

    def add_buttons(self, container: pygame_gui.core.UIContainer, panel: pygame.Rect) -> None:
        count = 2 if self.on_next is not None else 1
        self.button(container, panel, 0, count, "lesson_back", self.close, "#secondary" if count == 2 else "#primary")
        if self.on_next is not None:
            self.button(container, panel, 1, 2, "lesson_next", self.next, "#primary")

    def close(self) -> None:
        self.app.pop(self)
        self.on_back()

    def next(self) -> None:
        self.app.pop(self)
        assert self.on_next is not None
        self.on_next()


class FirstTime(Dialog):
    """Offered once to a player who never finished a game of it: the first lesson, or the game as set up."""

    def __init__(self, app: AppContext, text: str, lesson: Callable[[], None], game: Callable[[], None]) -> None:
        super().__init__(app, text, t("first_time_title"))
        self.lesson, self.game = lesson, game

    def add_buttons(self, container: pygame_gui.core.UIContainer, panel: pygame.Rect) -> None:
        self.button(container, panel, 0, 2, "first_time_game", self.play, "#secondary")
        self.button(container, panel, 1, 2, "first_time_lesson", self.learn, "#primary")

    def close(self) -> None:  # (Esc, Enter: the game as set up, as the safe answer)
        self.play()

    def play(self) -> None:
        self.app.pop(self)
        self.game()

    def learn(self) -> None:
        self.app.pop(self)
        self.lesson()


def offer_first_lesson(app: AppContext, game: GameDescriptor, names: list[str], start: Callable[[], None]) -> bool:
    """Before a new game: a player whose name never finished a game of it (and was never offered) is offered its
    first lesson, once; True when the offer is shown (`start` then starts the game if they decline)."""
    try:
        lessons = load_lessons(game.id)
        newcomers = app.store.newcomers(game.id, names) if lessons else []
        if newcomers:
            app.store.lesson_offered(newcomers, game.id)
    except (LessonError, StoreError):  # (no offer: the game starts as set up)
        return False
    if not newcomers:
        return False
    first, name = lessons[0], newcomers[0]
    text = t("first_time_text", name=name, game=game.title, title=t(first.title, game.id), minutes=first.minutes)
    app.push(FirstTime(app, text, partial(open_lesson, app, game, first, name), start))
    return True
