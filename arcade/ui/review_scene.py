"""A finished game's review on screen (Review on the result screen): each person's costliest decisions, judged by a
computer player from what that seat knew then (`arcade.review`), each with the move played, the better one and why,
in the game's words. The review is thought aside (`Aside`), so the window never waits on it and the computer seats'
worker is never held by it; leaving the review stops it."""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable
from concurrent.futures import Future
from functools import partial
from typing import Any, NamedTuple

import pygame
import pygame_gui

from arcade.core.codec import PlainData
from arcade.core.record import GameRecord
from arcade.i18n import key, language, t
from arcade.registry import GameDescriptor, game_by_id
from arcade.saves.store import StoreError
from arcade.ui import theme
from arcade.ui.clock_view import progress_bar
from arcade.ui.practice import open_practice
from arcade.ui.scenes import AppContext, Scene, button_action

#: The judge's edition: a review kept by another is thought again (its verdicts, or what they hold, may differ).
JUDGED = 5


def reviewed(game_id: str, record_text: str, progress: Callable[[int, int], None] | None = None,
             jobs: int = 1) -> PlainData:
    """The marked verdicts of a record, worded in the table's language (plain data, as kept with the game), judged
    by `jobs` processes side by side (1: here)."""
    from arcade.review import lost, marked, review

    game = game_by_id(game_id)
    record = GameRecord.from_text(record_text)
    rules = game.rules_object()
    verdicts = marked(review(rules, record, progress=progress, words=game.words_function(), jobs=jobs), game_id)
    return [{"step": v.step, "seat": v.seat, "played": v.played_words, "better": v.better_words,
             "why": t(f"why_{v.why}", **v.values), "cost": v.cost, "lost": lost(game_id, v.cost),
             "played_code": rules.encode(v.played),
             "better_code": rules.encode(v.better)} for v in verdicts]


def judging_processes() -> int:
    """How many processes judge the table's review: one a core, two at least (the window's own process only feeds
    them)."""
    from arcade.review import judges

    return max(2, judges())


class Stopped(Exception):
    """The review was left before it was thought."""


class Aside:
    """The review being thought: by judging processes of its own (`judging_processes`), fed by a thread of the
    app's that plays the record again, so that the window never waits on it and the computer seats' worker is never
    held by it; leaving the review stops them. Where the app thinks in its own process (tests, screenshots), at once
    through the computers' executor."""

    def __init__(self, app: AppContext, game_id: str, record_text: str) -> None:
        from arcade.ui.computer import InlineExecutor

        self.progress = 0.0  # how much of the game is judged (0 to 1)
        self.stopped = threading.Event()
        self.thread: threading.Thread | None = None
        pool = app.computer_pool()
        if isinstance(pool, InlineExecutor):
            self.future: Future[PlainData] = pool.submit(reviewed, game_id, record_text)
            return
        self.future = Future()
        self.thread = threading.Thread(target=self.think, args=(game_id, record_text, judging_processes()),
                                       name="review", daemon=True)
        self.thread.start()

    def think(self, game_id: str, record_text: str, jobs: int) -> None:
        """In the review's thread: the verdicts, or why there are none, for the screen to read."""
        try:
            self.future.set_result(reviewed(game_id, record_text, self.told, jobs))
        except Stopped:
            self.future.cancel()
        except Exception as exc:  # noqa: BLE001 - told on the screen as a review that could not be made
            self.future.set_exception(exc)

    def told(self, done: int, total: int) -> None:
        """How far the review is, as the record is played again; where it was left, it stops there."""
        if self.stopped.is_set():
            raise Stopped
        self.progress = done / max(1, total)

    def answer(self) -> tuple[str, Any] | None:
        """("done", verdicts) or ("failed", why) once thought; None while thinking."""
        if not self.future.done() or self.future.cancelled():
            return None
        try:
            return "done", self.future.result()
        except Exception as exc:  # noqa: BLE001 - a review that could not be made, told on the screen
            return "failed", str(exc)

    def stop(self) -> None:
        """Stop thinking: the judges already at work finish their decision, no other is begun."""
        self.stopped.set()


class ReviewScene(Scene):
    """The review of `record`'s game, for the players `names` in their `sides`' colours."""

    def __init__(self, app: AppContext, game: GameDescriptor, record: GameRecord, names: list[str],
                 sides: list[str]) -> None:
        """A review kept with the game (in this language) shows at once; else it is thought, then kept."""
        super().__init__(app)
        self.game, self.names, self.sides, self.key = game, names, sides, record.key
        self.record = record
        self.started = app.now()
        self.verdicts: list[dict[str, Any]] | None = None
        kept = self.kept()
        self.job: Aside | None = Aside(app, game.id, record.to_text()) if kept is None else None
        if kept is not None:
            self.verdicts = kept
        self.failed = False
        self.actions: dict[pygame_gui.elements.UIButton, Any] = {}
        #: Each marked decision's Try again, by its step (as shown: those the window has room for).
        self.tries: dict[int, pygame_gui.elements.UIButton] = {}

    def kept(self) -> list[dict[str, Any]] | None:
        """The verdicts kept with this game, when they were worded in the language of the moment by the judge of
        this version."""
        try:
            review = self.app.store.review_of(self.key) if self.key is not None else None
        except StoreError:
            return None
        current = review is not None and review.get("language") == language() and review.get("judge") == JUDGED
        verdicts = review.get("verdicts") if review is not None and current else None
        if not isinstance(verdicts, list) or not all(isinstance(v, dict) for v in verdicts):
            return None  # (none, or kept by an earlier judge: thought anew)
        return [dict(v) for v in verdicts]

    def keep(self) -> None:
        """The verdicts go with the game (a review opened again shows at once; an export carries them)."""
        if self.key is None or self.verdicts is None:
            return
        review: dict[str, PlainData] = {"language": language(), "judge": JUDGED, "verdicts": list(self.verdicts)}
        with contextlib.suppress(StoreError):  # (a disk fault: the review is thought again next time)
            self.app.store.keep_review(self.key, review)

    def build(self, container: pygame_gui.core.UIContainer, size: tuple[int, int]) -> None:
        s = theme.scale_for(size[1])
        rect = pygame.Rect(0, 0, int(360 * s), int(72 * s))
        rect.midbottom = (size[0] // 2, size[1] - int(28 * s))
        back = pygame_gui.elements.UIButton(rect, key("review_back"), self.app.manager, container,
                                            object_id="#primary")
        self.actions = {back: lambda: self.app.pop(self)}
        self.tries = {}
        for verdict, spot in self.lines(size)[1]:
            button = pygame_gui.elements.UIButton(spot, key("practice_button"), self.app.manager, container,
                                                  object_id="#secondary")
            self.actions[button] = partial(open_practice, self.app, self.game, self.record, verdict)
            self.tries[int(verdict["step"])] = button

    def update(self, dt: float) -> None:
        found = self.job.answer() if self.job is not None else None
        if found is None:
            return
        how, verdicts = found
        if how == "done" and isinstance(verdicts, list):
            self.verdicts = [dict(v) for v in verdicts if isinstance(v, dict)]
            self.keep()
            self.rebuild()  # (each marked decision's Try again)
        else:  # (told on the screen; the game is kept as it was)
            self.failed = True
        self.job = None
        self.app.request_redraw()

    def wants_frame(self) -> bool:
        return self.job is not None  # (the seconds counted while it thinks)

    def handle(self, event: pygame.event.Event) -> bool:
        if button_action(event, self.actions):
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.app.pop(self)
        return True

    def leave(self) -> None:
        if self.job is not None:
            self.job.stop()
        super().leave()

    def draw(self, surface: pygame.Surface) -> None:
        s = theme.scale_for(surface.get_height())
        surface.fill(theme.BACKGROUND)
        margin = int(48 * s)
        width = surface.get_width() - 2 * margin
        body = theme.text_px(22, s)
        if self.job is None and not self.failed and self.verdicts is not None:
            for line in self.lines(surface.get_size())[0]:
                theme.blit_text(surface, line.text, line.px, line.colour, line.at, bold=line.bold)
            return
        y = theme.blit_text(surface, t("review_title", game=self.game.title), theme.text_px(44, s), theme.ACCENT,
                            (margin, int(28 * s)), bold=True).bottom + int(8 * s)
        if self.job is not None:
            seconds = int(self.app.now() - self.started)
            y = theme.blit_text(surface, t("review_thinking", n=seconds), body, theme.TEXT, (margin, y)).bottom
            progress_bar(surface, pygame.Rect(margin, y + int(16 * s), width, int(24 * s)), self.job.progress,
                         theme.ACCENT)
            return
        theme.blit_text(surface, t("review_failed"), body, theme.CLOCK_RED, (margin, y))

    def lines(self, size: tuple[int, int]) -> tuple[list[Line], list[tuple[dict[str, Any], pygame.Rect]]]:
        """The review as drawn: the title, a word on what it is, then each person's marked decisions (the move
        played, the better one and why) and where each one's Try again goes — only those shown whole: the list
        stops at the window's foot."""
        s = theme.scale_for(size[1])
        margin = int(48 * s)
        width = size[0] - 2 * margin
        small, body, name_px = theme.text_px(20, s), theme.text_px(22, s), theme.text_px(28, s)
        drawn = [Line(t("review_title", game=self.game.title), theme.text_px(44, s), theme.ACCENT,
                      (margin, int(28 * s)), True)]
        y = int(28 * s) + theme.font(theme.text_px(44, s), True).get_height() + int(8 * s)
        for part in theme.wrap(t("review_intro"), small, width, lines=2):
            drawn.append(Line(part, small, theme.TEXT_DIM, (margin, y)))
            y += theme.font(small).get_height()
        y += int(12 * s)
        if not self.verdicts:
            drawn.append(Line(t("review_none"), body, theme.TEXT, (margin, y)))
            return drawn, []
        bottom = size[1] - int(120 * s)
        tries: list[tuple[dict[str, Any], pygame.Rect]] = []
        button_w, button_h = int(220 * s), int(48 * s)
        line_h = theme.font(body).get_height()
        for seat in sorted({int(v["seat"]) for v in self.verdicts}):
            if y + theme.font(name_px, True).get_height() > bottom:
                break
            colour = theme.side(self.sides[seat]).color if 0 <= seat < len(self.sides) else theme.TEXT
            drawn.append(Line(self.names[seat] if 0 <= seat < len(self.names) else "?", name_px, colour, (margin, y),
                              True))
            y += theme.font(name_px, True).get_height()
            for v in (v for v in self.verdicts if int(v["seat"]) == seat):
                said = [(part, tone) for text, tone in
                        [(t("review_played", n=int(v["step"]) + 1, move=v["played"], lost=v["lost"]), theme.TEXT),
                         (t("review_better", move=v["better"], why=v["why"]), theme.TEXT_DIM)]
                        for part in theme.wrap(text, body, width - int(48 * s) - button_w, lines=2)]
                if y + max(len(said) * line_h, button_h) > bottom:
                    return drawn, tries
                tries.append((v, pygame.Rect(margin + width - button_w, y, button_w, button_h)))
                top = y
                for part, tone in said:
                    drawn.append(Line(part, body, tone, (margin + int(24 * s), y)))
                    y += line_h
                y = max(y, top + button_h) + int(10 * s)
        return drawn, tries


class Line(NamedTuple):
    """A line of the review as drawn."""

    text: str
    px: int
    colour: theme.Color
    at: tuple[int, int]
    bold: bool = False
