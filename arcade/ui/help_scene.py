"""A table's help (its Help button, F1 or ? with no refusal on screen): what the game is and how it is won in a
few lines, what to do now, the keys; from there, the lesson for this moment of the game is one click away, and
all the rules another."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame
import pygame_gui

from arcade.i18n import t
from arcade.lessons.lesson import Lesson, LessonError, lesson_for, load_lessons
from arcade.registry import GameDescriptor
from arcade.saves.store import StoreError
from arcade.ui import theme
from arcade.ui.dialogs import draw_panel
from arcade.ui.scenes import AppContext, Scene, act_or_go_back

#: What each game's own catalog says for its help: the game and how it is won, and its keys.
GAME_TEXTS = ("goal", "keys")


class HelpScene(Scene):
    """The help of `game`'s table: `now` says what to do at this moment; `phase` and `player` choose the lesson
    offered (the first of this phase that player has not done)."""

    opaque = False

    def __init__(self, app: AppContext, game: GameDescriptor, now: str, phase: str, player: str,
                 rules: Callable[[], None]) -> None:
        super().__init__(app)
        self.game, self.now, self.player, self.rules = game, now, player, rules
        try:
            done = {lesson for lesson, at in app.store.lessons(player, game.id).items() if at.done}
        except StoreError:  # (the offer is the first lesson of the phase)
            done = set()
        try:
            self.lesson: Lesson | None = lesson_for(load_lessons(game.id), phase, done)
        except LessonError:  # (a broken lesson file: the help offers none; the launcher's list says why)
            self.lesson = None
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.actions: dict[object, Callable[[], None]] = {}

    def layer_height(self) -> int:
        return 20

    def build(self, container: pygame_gui.core.UIContainer, size: tuple[int, int]) -> None:
        w, h = size
        s = theme.scale_for(h)
        self.panel = pygame.Rect(0, 0, min(w - int(80 * s), int(1200 * s)), h - int(80 * s))
        self.panel.center = (w // 2, h // 2)
        bw, bh, gap = int(300 * s), int(60 * s), int(20 * s)
        font = theme.font(theme.text_px(22, s), True)
        y = self.panel.bottom - bh - int(24 * s)
        self.actions = {}
        x = self.panel.centerx - bw - gap // 2
        for label, action in ((t("help_rules"), self.open_rules), (t("back"), partial(self.app.pop, self))):
            button = pygame_gui.elements.UIButton(pygame.Rect(x, y, bw, bh), label, self.app.manager, container,
                                                  object_id="#secondary")
            self.actions[button] = action
            x += bw + gap
        if self.lesson is not None:  # (above them, as wide as its title needs: a lesson's title can be long)
            label = t("help_lesson", title=t(self.lesson.title, self.game.id))
            width = min(self.panel.width - int(48 * s), max(2 * bw + gap, font.size(label)[0] + int(40 * s)))
            rect = pygame.Rect(0, y - bh - gap // 2, width, bh)
            rect.centerx = self.panel.centerx
            lesson = pygame_gui.elements.UIButton(rect, label, self.app.manager, container, object_id="#primary")
            self.actions[lesson] = self.open_lesson

    def open_lesson(self) -> None:
        from arcade.ui.lesson_scenes import open_lesson

        assert self.lesson is not None
        self.app.pop(self)
        open_lesson(self.app, self.game, self.lesson, self.player)

    def open_rules(self) -> None:
        self.app.pop(self)
        self.rules()

    def handle(self, event: pygame.event.Event) -> bool:
        if act_or_go_back(self.app, self, event, self.actions):
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)

    def draw(self, surface: pygame.Surface) -> None:
        s = draw_panel(surface, self.panel)
        pad = int(36 * s)
        x, width = self.panel.x + pad, self.panel.width - 2 * pad
        bottom = self.panel.bottom - int(190 * s)
        y = theme.blit_text(surface, t("help_heading", game=self.game.title), theme.text_px(38, s), theme.ACCENT,
                            (x, self.panel.y + pad), bold=True).bottom + int(10 * s)
        goal, keys = (t(name, self.game.id) for name in GAME_TEXTS)
        sections = [("help_goal", goal, 6), ("help_now", self.now, 4), ("help_keys", f"{keys}\n{t('help_common')}", 4)]
        head, body = theme.text_px(26, s), theme.text_px(22, s)
        for title, text, lines in sections:
            if not text.strip():
                continue
            y = theme.blit_text(surface, t(title), head, theme.TEXT, (x, y + int(8 * s)), bold=True).bottom
            for paragraph in text.split("\n"):
                for line in theme.wrap(paragraph, body, width, lines=lines):
                    if y > bottom:
                        return
                    y = theme.blit_text(surface, line, body, theme.TEXT_DIM, (x, y)).bottom
