"""A finished game's review on screen (Review on the result screen): each person's costliest decisions, judged by a
computer player from what that seat knew then (`arcade.review`), each with the move played, the better one and why,
in the game's words. The review is thought in a process of its own, so the window never waits on it and the
computer seats' worker is never held by it; leaving the review stops that process."""

from __future__ import annotations

import contextlib
import multiprocessing
import queue
from collections.abc import Callable
from concurrent.futures import Future
from multiprocessing.process import BaseProcess
from typing import Any

import pygame
import pygame_gui

from arcade.core.codec import PlainData
from arcade.core.record import GameRecord
from arcade.i18n import key, language, setup, t
from arcade.registry import GameDescriptor
from arcade.saves.store import StoreError
from arcade.ui import theme
from arcade.ui.clock_view import progress_bar
from arcade.ui.scenes import AppContext, Scene, button_action


def reviewed(game_id: str, record_text: str, language: str,
             progress: Callable[[int, int], None] | None = None) -> PlainData:
    """In the worker: the marked verdicts of a record, worded in `language` (plain data for the way back)."""
    import importlib

    from arcade.review import marked, review

    setup(language)
    game: GameDescriptor = importlib.import_module(f"arcade.games.{game_id}").GAME
    record = GameRecord.from_text(record_text)
    verdicts = marked(review(game.rules_object(), record, progress=progress, words=game.words_function()))
    return [{"step": v.step, "seat": v.seat, "played": v.played_words, "better": v.better_words,
             "why": t(f"why_{v.why}", **v.values)} for v in verdicts]


def review_into(results: Any, game_id: str, record_text: str, language: str) -> None:
    """In the review's own process: how far it is (each hundredth), then the verdicts, or why there are none, put
    where the screen reads them."""
    told = [-1]

    def progress(done: int, total: int) -> None:
        share = 100 * done // max(1, total)
        if share != told[0]:
            told[0] = share
            results.put(("progress", done / max(1, total)))

    try:
        results.put(("done", reviewed(game_id, record_text, language, progress)))
    except Exception as exc:  # noqa: BLE001 - told on the screen as a review that could not be made
        results.put(("failed", str(exc)))


class Aside:
    """The review being thought: in a process of its own (stopped when the review is left), or, where the app
    thinks in its own process (tests, screenshots), at once through the computers' executor."""

    def __init__(self, app: AppContext, game_id: str, record_text: str) -> None:
        from arcade.ui.computer import InlineExecutor

        self.future: Future[PlainData] | None = None
        self.process: BaseProcess | None = None
        self.results: Any = None
        self.progress = 0.0  # how much of the game is judged (0 to 1), as its process says
        pool = app.computer_pool()
        if isinstance(pool, InlineExecutor):
            self.future = pool.submit(reviewed, game_id, record_text, app.settings.language)
            return
        context = multiprocessing.get_context("spawn")
        self.results = context.Queue()
        self.process = context.Process(target=review_into, daemon=True,
                                       args=(self.results, game_id, record_text, app.settings.language))
        self.process.start()

    def answer(self) -> tuple[str, Any] | None:
        """("done", verdicts) or ("failed", why) once thought; None while thinking."""
        if self.future is not None:
            if not self.future.done():
                return None
            try:
                return "done", self.future.result()
            except Exception as exc:  # noqa: BLE001 - as the process says a failure
                return "failed", str(exc)
        while True:
            try:
                found: tuple[str, Any] = self.results.get_nowait()
            except queue.Empty:
                if self.process is not None and not self.process.is_alive() and self.process.exitcode:
                    return "failed", f"the review stopped (exit code {self.process.exitcode})"
                return None
            if found[0] != "progress":
                return found
            self.progress = float(found[1])

    def stop(self) -> None:
        if self.process is not None and self.process.is_alive():
            self.process.terminate()


class ReviewScene(Scene):
    """The review of `record`'s game, for the players `names` in their `sides`' colours."""

    def __init__(self, app: AppContext, game: GameDescriptor, record: GameRecord, names: list[str],
                 sides: list[str]) -> None:
        """A review kept with the game (in this language) shows at once; else it is thought, then kept."""
        super().__init__(app)
        self.game, self.names, self.sides, self.key = game, names, sides, record.key
        self.started = app.now()
        self.verdicts: list[dict[str, Any]] | None = None
        kept = self.kept()
        self.job: Aside | None = Aside(app, game.id, record.to_text()) if kept is None else None
        if kept is not None:
            self.verdicts = kept
        self.failed = False
        self.actions: dict[pygame_gui.elements.UIButton, Any] = {}

    def kept(self) -> list[dict[str, Any]] | None:
        """The verdicts kept with this game, when they were worded in the language of the moment."""
        try:
            review = self.app.store.review_of(self.key) if self.key is not None else None
        except StoreError:
            return None
        verdicts = review.get("verdicts") if review is not None and review.get("language") == language() else None
        return [dict(v) for v in verdicts if isinstance(v, dict)] if isinstance(verdicts, list) else None

    def keep(self) -> None:
        """The verdicts go with the game (a review opened again shows at once; an export carries them)."""
        if self.key is None or self.verdicts is None:
            return
        review: dict[str, PlainData] = {"language": language(), "verdicts": list(self.verdicts)}
        with contextlib.suppress(StoreError):  # (a disk fault: the review is thought again next time)
            self.app.store.keep_review(self.key, review)

    def build(self, container: pygame_gui.core.UIContainer, size: tuple[int, int]) -> None:
        s = theme.scale_for(size[1])
        rect = pygame.Rect(0, 0, int(360 * s), int(72 * s))
        rect.midbottom = (size[0] // 2, size[1] - int(28 * s))
        back = pygame_gui.elements.UIButton(rect, key("review_back"), self.app.manager, container,
                                            object_id="#primary")
        self.actions = {back: lambda: self.app.pop(self)}

    def update(self, dt: float) -> None:
        found = self.job.answer() if self.job is not None else None
        if found is None:
            return
        how, verdicts = found
        if how == "done" and isinstance(verdicts, list):
            self.verdicts = [dict(v) for v in verdicts if isinstance(v, dict)]
            self.keep()
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
        y = theme.blit_text(surface, t("review_title", game=self.game.title), theme.text_px(44, s), theme.ACCENT,
                            (margin, int(28 * s)), bold=True).bottom + int(8 * s)
        small, body = theme.text_px(20, s), theme.text_px(22, s)
        if self.job is not None:
            seconds = int(self.app.now() - self.started)
            y = theme.blit_text(surface, t("review_thinking", n=seconds), body, theme.TEXT, (margin, y)).bottom
            progress_bar(surface, pygame.Rect(margin, y + int(16 * s), width, int(24 * s)), self.job.progress,
                         theme.ACCENT)
            return
        if self.failed or self.verdicts is None:
            theme.blit_text(surface, t("review_failed"), body, theme.CLOCK_RED, (margin, y))
            return
        for line in theme.wrap(t("review_intro"), small, width, lines=2):
            y = theme.blit_text(surface, line, small, theme.TEXT_DIM, (margin, y)).bottom
        y += int(12 * s)
        if not self.verdicts:
            theme.blit_text(surface, t("review_none"), body, theme.TEXT, (margin, y))
            return
        bottom = surface.get_height() - int(120 * s)
        for seat in sorted({int(v["seat"]) for v in self.verdicts}):
            if y > bottom:
                break
            name = self.names[seat] if 0 <= seat < len(self.names) else "?"
            colour = theme.side(self.sides[seat]).color if 0 <= seat < len(self.sides) else theme.TEXT
            y = theme.blit_text(surface, name, theme.text_px(28, s), colour, (margin, y), bold=True).bottom
            for v in (v for v in self.verdicts if int(v["seat"]) == seat):
                said = [(t("review_played", n=int(v["step"]) + 1, move=v["played"]), theme.TEXT),
                        (t("review_better", move=v["better"], why=v["why"]), theme.TEXT_DIM)]
                for text, tone in said:
                    for part in theme.wrap(text, body, width - int(24 * s), lines=2):
                        if y > bottom:
                            return
                        y = theme.blit_text(surface, part, body, tone, (margin + int(24 * s), y)).bottom
                y += int(8 * s)
