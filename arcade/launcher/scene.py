"""The launcher scene: a card per registered game, games to resume, settings and quit."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path

import pygame
import pygame_gui

from arcade.core.record import GameRecord, RecordError
from arcade.i18n import key, t
from arcade.launcher.cards import Card, draw_card
from arcade.launcher.saved_rows import draw_saved, players_text, reviewable
from arcade.launcher.store_notice import tell_start_problem
from arcade.lessons.lesson import lesson_files
from arcade.registry import GameDescriptor
from arcade.saves import records
from arcade.saves.store import GameSummary, StoreError
from arcade.ui import theme
from arcade.ui.dialogs import Confirm, PinPrompt
from arcade.ui.scenes import AppContext, Scene, button_action


def backdrop(surface: pygame.Surface) -> None:
    """A soft vertical gradient: ten bands, each a shade lighter (filled as fast as a picture of it is copied)."""
    w, h = surface.get_size()
    for shade in range(10):
        top, bottom = -(-shade * h // 10), -(-(shade + 1) * h // 10)  # the rows y where int(10 * y / h) == shade
        surface.fill((18 + shade, 22 + shade, 34 + shade * 2), pygame.Rect(0, top, w, bottom - top))


#: Height of the title block at 1080p; cards and the list of saved games start below it.
HEADER = 170
#: Saved games listed at most (the most recently played).
MAX_SAVED = 6


class LauncherScene(Scene):
    updates_under_overlays = True

    def __init__(self, app: AppContext) -> None:
        super().__init__(app)
        self.cards: list[Card] = []
        self.hover: Card | None = None
        self.actions: dict[object, Callable[[], None]] = {}
        self.saved: list[GameSummary] = []
        self.saved_sides: list[list[str]] = []  # each listed game's seats in their colours (worked out with the list)
        self.show_finished = False
        self._progress_keys: set[int] = set()
        self.rows: list[pygame.Rect] = []
        self.learned: list[tuple[pygame.Rect, str]] = []  # under a Learn button: the last player's lessons done
        self.scale = 1.0
        self.drawn = False  # game pictures load only once the launcher is on screen

    def enter(self) -> None:
        super().enter()
        problem, self.app.store_problem = self.app.store_problem, None
        if problem is not None:
            tell_start_problem(self.app, problem)
        damaged = getattr(self.app, "damaged", [])
        for message, moved in damaged:  # damaged saves were moved aside: say so once
            self.app.notify(t("save_damaged", message=message, moved=moved), t("save_damaged_title"))
        damaged.clear()
        notices = getattr(self.app, "notices", [])
        for notice in notices:
            self.app.notify(notice, t("settings_damaged_title"))
        notices.clear()

    # -- layout --------------------------------------------------------------------------------------------
    def build(self, container: pygame_gui.core.UIContainer, size: tuple[int, int]) -> None:
        w, h = size
        s = self.scale = theme.scale_for(h)
        margin = int(48 * s)
        self.actions = {}
        manager = self.app.manager
        bw, bh = int(220 * s), int(60 * s)
        top = int(40 * s)
        quit_btn = pygame_gui.elements.UIButton(
            pygame.Rect(w - margin - bw, top, bw, bh), key("quit"), manager, container, object_id="#secondary")
        settings_btn = pygame_gui.elements.UIButton(
            pygame.Rect(w - margin - 2 * bw - int(16 * s), top, bw, bh), key("settings"), manager, container,
            object_id="#secondary")
        club_btn = pygame_gui.elements.UIButton(
            pygame.Rect(w - margin - 3 * bw - int(32 * s), top, bw, bh), key("club"), manager, container,
            object_id="#secondary", tool_tip_text=key("club_tip"))
        self.actions[quit_btn] = self.app.quit if not self.app.kiosk else self._ask_quit
        self.actions[settings_btn] = self.open_settings
        self.actions[club_btn] = self.open_club

        known = self.app.registry.get
        in_progress = [g for g in self.app.store.games(limit=MAX_SAVED) if known(g.game_id)]
        finished = [g for g in self.app.store.games(finished=True, limit=MAX_SAVED) if known(g.game_id)]
        unreadable, self.app.store.read_problem = self.app.store.read_problem, None
        if unreadable is not None:  # the disk failed to read the list after the start: said, never a crash
            self.app.notify(t("list_unreadable", error=unreadable), t("save_damaged_title"))
        keys = {g.key for g in in_progress}
        if keys - self._progress_keys:  # a game was started or resumed since: the games in progress first
            self.show_finished = False
        self._progress_keys = keys
        self.show_finished = self.show_finished and bool(finished) or (bool(finished) and not in_progress)
        self.saved = finished if self.show_finished else in_progress
        self.saved_sides = [known_game.seat_sides(g.setup) if (known_game := known(g.game_id)) else []
                            for g in self.saved]
        top = int(HEADER * s)
        list_h = (int(56 * s) + max(1, len(self.saved)) * int(76 * s)) if in_progress or finished else 0
        self._layout_cards(pygame.Rect(margin, top, w - 2 * margin, h - top - list_h - int(70 * s)))
        self.learned = []
        roster = self.app.store.roster(limit=1)  # (the last player's lessons, on each card)
        for card in self.cards:  # Learn: the game's lessons, at the corner of its picture
            files = lesson_files(card.game.id)
            if files:
                corner = pygame.Rect(0, 0, int(170 * s), int(50 * s))
                corner.topright = (card.preview_rect.right - int(8 * s), card.preview_rect.y + int(8 * s))
                learn = pygame_gui.elements.UIButton(corner, key("learn"), manager, container, object_id="#primary",
                                                     tool_tip_text=key("learn_tip"))
                self.actions[learn] = partial(self.open_lessons, card)
                done = sum(p.done for p in self.app.store.lessons(roster[0].name, card.game.id).values()) \
                    if roster else 0
                if done:
                    self.learned.append((corner, t("lessons_card", name=roster[0].name, done=done, of=len(files))))
        self.rows = []
        y = h - int(60 * s) - list_h + int(52 * s)
        row_h = int(66 * s)
        if in_progress and finished:  # switch between the games in progress and the finished ones
            other = "show_in_progress" if self.show_finished else "show_finished"
            switch = pygame_gui.elements.UIButton(
                pygame.Rect(w - margin - int(360 * s), y - int(52 * s), int(360 * s), int(44 * s)), key(other),
                manager, container, object_id="#secondary")
            self.actions[switch] = self._switch_list
        for index, summary in enumerate(self.saved):
            row = pygame.Rect(margin, y, w - 2 * margin, row_h)
            self.rows.append(row)
            dw, rw = int(170 * s), int(220 * s)
            top, bh = row.y + int(6 * s), row_h - int(12 * s)
            resume = pygame_gui.elements.UIButton(pygame.Rect(row.right - 2 * dw - rw - int(36 * s), top, rw, bh),
                                                  key("rematch" if summary.finished else "resume"), manager,
                                                  container, object_id="#primary" if index == 0 else "#secondary")
            export = pygame_gui.elements.UIButton(pygame.Rect(row.right - 2 * dw - int(24 * s), top, dw, bh),
                                                  key("export"), manager, container, object_id="#secondary",
                                                  tool_tip_text=key("export_tip"))
            delete = pygame_gui.elements.UIButton(pygame.Rect(row.right - dw - int(12 * s), top, dw, bh),
                                                  key("delete"), manager, container, object_id="#secondary",
                                                  tool_tip_text=key("delete_tip"))
            self.actions[resume] = partial(self._rematch if summary.finished else self.app.open_saved, summary.key)
            if summary.finished:  # its result screen again (the game replayed to its end)
                result = pygame_gui.elements.UIButton(
                    pygame.Rect(row.right - 3 * dw - rw - int(48 * s), top, dw, bh), key("result"), manager,
                    container, object_id="#secondary", tool_tip_text=key("result_tip"))
                self.actions[result] = partial(self.app.open_saved, summary.key)
                if reviewable(summary):
                    review = pygame_gui.elements.UIButton(
                        pygame.Rect(row.right - 4 * dw - rw - int(60 * s), top, dw, bh), key("review_row"), manager,
                        container, object_id="#secondary", tool_tip_text=key("review_tip"))
                    self.actions[review] = partial(self.open_review, summary.key)
            self.actions[export] = partial(self._export, summary)
            self.actions[delete] = partial(self._ask_delete, summary)
            y += row_h + int(10 * s)

    def open_club(self) -> None:
        from arcade.launcher.club_scene import ClubScene  # (at first use: the ratings are not needed to start)

        self.app.push(ClubScene(self.app))

    def _layout_cards(self, area: pygame.Rect) -> None:
        games = self.app.registry.games()
        self.cards = []
        if not games:
            return
        s = self.scale
        gap = int(28 * s)
        cols = len(games) if len(games) <= 4 else 3  # five or six games: two rows of three, larger cards
        rows = (len(games) + cols - 1) // cols
        cw = min((area.width - gap * (cols - 1)) // cols, int(640 * s))
        ch = min((area.height - gap * (rows - 1)) // rows, int(cw * 1.05))
        cw = min(cw, int(ch / 0.62))  # wide enough for the players and length on one line
        total_w = cols * cw + (cols - 1) * gap
        x0 = area.x + (area.width - total_w) // 2
        for i, game in enumerate(games):
            r, c = divmod(i, cols)
            rect = pygame.Rect(x0 + c * (cw + gap), area.y + r * (ch + gap), cw, ch)
            pad = int(14 * s)
            words = int(10 * s) + theme.font(theme.text_px(34, s), True).get_linesize() \
                + theme.font(theme.text_px(22, s), True).get_linesize() + int(18 * s)  # the title and the players
            tall = max(0, min(int(rect.height * 0.58), rect.height - pad - words))  # short cards: a smaller picture
            preview = pygame.Rect(rect.x + pad, rect.y + pad, rect.width - 2 * pad, tall)
            self.cards.append(Card(game, rect, preview))

    # -- actions -------------------------------------------------------------------------------------------
    def open_game(self, card: Card) -> None:
        if card.game.board and not card.board_read and not card.problem:
            card.read_board()  # (clicked before its picture came)
        if card.problem:
            self.app.notify(t("board_broken", error=card.problem), card.game.title)
            return
        from arcade.launcher.setup_scene import SetupScene  # (at first use, as the other scenes it opens)

        self.app.push(SetupScene(self.app, card.game))

    def open_lessons(self, card: Card) -> None:
        from arcade.ui.lesson_scenes import LessonsScene  # (at first use, as the other scenes it opens)

        self.app.push(LessonsScene(self.app, card.game))

    def open_settings(self) -> None:
        from arcade.launcher.settings_scene import SettingsScene

        if self.app.kiosk:
            self.app.push(PinPrompt(self.app, self.app.guard, lambda: self.app.push(SettingsScene(self.app)),
                                    "settings"))
        else:
            self.app.push(SettingsScene(self.app))

    def _ask_quit(self) -> None:
        self.app.push(PinPrompt(self.app, self.app.guard, self.app.quit))

    def _switch_list(self) -> None:
        self.show_finished = not self.show_finished
        self.rebuild()

    def _finished(self, key: int) -> tuple[GameRecord, GameDescriptor] | None:
        """A saved game's record and its game, or None (an unreadable save is said)."""
        try:
            record = self.app.store.load(key)
        except RecordError as exc:
            self.app.notify(t("resume_unreadable", error=str(exc)), t("save_damaged_title"))
            return None
        game = self.app.registry.get(record.game_id)
        return (record, game) if game is not None else None

    def _rematch(self, key: int) -> None:
        """A finished game's players and options, a new deal."""
        found = self._finished(key)
        if found is not None:
            self.app.rematch(found[1], found[0].setup, None)

    def open_review(self, key: int) -> None:
        """A finished game's review: each person's costliest decisions, judged from what they knew then."""
        found = self._finished(key)
        if found is None:
            return
        record, game = found
        from arcade.ui.review_scene import ReviewScene  # (at first use: the review's engine is not needed before)

        players = record.setup.get("players")
        names = [str(p.get("name", "")) for p in players if isinstance(p, dict)] if isinstance(players, list) else []
        self.app.push(ReviewScene(self.app, game, record, names, game.seat_sides(record.setup)))

    def _export(self, summary: GameSummary) -> None:
        """Write the game as a YAML record in the per-user `exports` folder and say where."""
        try:
            path = records.export(self.app.store, summary.key, self.app.home / "exports")
        except (OSError, RecordError, StoreError) as exc:
            self.app.notify(t("export_failed", error=str(exc)))
            return
        self.app.notify(t("exported", path=str(path)))

    def import_dropped(self, path: str) -> None:
        """A record file dropped on the launcher joins the saved games (if it replays)."""
        try:
            records.import_file(self.app.store, self.app.registry, Path(path))
        except (RecordError, StoreError) as exc:
            self.app.notify(t("import_failed", error=str(exc)), t("save_damaged_title"))
            return
        self.rebuild()
        self.app.notify(t("imported", path=Path(path).name))

    def _ask_delete(self, summary: GameSummary) -> None:
        """Deleting a saved game asks once; in kiosk mode only the organiser may."""
        game = self.app.registry.get(summary.game_id)
        title = game.title if game else summary.game_id

        def delete() -> None:
            try:
                self.app.store.delete(summary.key)
            except StoreError as exc:
                self.app.notify(t("delete_failed", error=str(exc)))
            self.rebuild()

        def confirm() -> None:
            self.app.push(Confirm(self.app, t("delete_confirm", game=title, players=players_text(summary)), delete,
                                  yes="delete", no="keep_game", danger=True))

        if self.app.kiosk:
            self.app.push(PinPrompt(self.app, self.app.guard, confirm, "delete"))
        else:
            confirm()

    def update(self, dt: float) -> None:
        """The cards' pictures come after the first frame, so the launcher appears at once: every board read and
        drawn, then one game's own picture imported per frame."""
        if not self.drawn:
            return
        boards = [c for c in self.cards if c.waiting() and c.game.board and not c.board_read]
        for card in boards:
            card.read_board()
        waiting = next((c for c in self.cards if c.waiting()), None) if not boards else None
        if waiting is not None:
            try:
                waiting.painter = waiting.game.preview_function()
            except Exception as exc:  # a broken game package still gets its card, with the problem shown
                waiting.problem = f"{exc.__class__.__name__}: {exc}"
        if boards or waiting is not None:
            self.app.request_redraw()

    def wants_frame(self) -> bool:
        return any(c.waiting() for c in self.cards)

    def handle(self, event: pygame.event.Event) -> bool:
        if button_action(event, self.actions):
            return True
        if event.type == pygame.DROPFILE:
            self.import_dropped(event.file)
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hover = next((c for c in self.cards if c.rect.collidepoint(event.pos)), None)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            card = next((c for c in self.cards if c.rect.collidepoint(event.pos)), None)
            if card is not None:
                self.open_game(card)
                return True
        elif event.type == pygame.KEYDOWN and pygame.K_1 <= event.key <= pygame.K_9:
            index = event.key - pygame.K_1
            if index < len(self.cards):
                self.open_game(self.cards[index])
                return True
        return False

    # -- drawing -------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = self.scale
        margin = int(48 * s)
        self.drawn = True
        backdrop(surface)
        title = theme.blit_text(surface, "Club Arcade", theme.text_px(72, s), theme.ACCENT, (margin, int(22 * s)),
                                bold=True)
        theme.blit_text(surface, t("tagline"), theme.text_px(26, s), theme.TEXT_DIM, (margin, title.bottom))
        if self.rows:
            theme.blit_text(surface, t("finished_games" if self.show_finished else "in_progress"), theme.text_px(26, s),
                            theme.TEXT, (margin, self.rows[0].y - int(44 * s)), bold=True)
        for row, summary, sides in zip(self.rows, self.saved, self.saved_sides, strict=True):
            draw_saved(surface, row, summary, sides, s, self.app.registry)
        if not self.cards:
            self._draw_empty(surface)
        for i, card in enumerate(self.cards):
            draw_card(surface, card, i, s, card is self.hover)
        for corner, said in self.learned:
            label = theme.blit_text(surface, said, theme.text_px(18, s), theme.TEXT,
                                    (corner.right, corner.bottom + int(6 * s)), "topright", True)
            pygame.draw.rect(surface, theme.BACKGROUND, label.inflate(int(12 * s), int(4 * s)),
                             border_radius=int(6 * s))
            theme.blit_text(surface, said, theme.text_px(18, s), theme.TEXT, label.topleft, bold=True)
        hint = t("kiosk_hint") if self.app.kiosk else t("launcher_hint")
        theme.blit_text(surface, hint, theme.text_px(20, s), theme.TEXT_DIM, (w // 2, h - int(30 * s)), "center")

    def _draw_empty(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = self.scale
        box = pygame.Rect(0, 0, int(w * 0.6), int(h * 0.36))
        box.center = (w // 2, h // 2 + int(40 * s))
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=int(20 * s))
        pygame.draw.rect(surface, theme.PANEL_EDGE, box, 2, border_radius=int(20 * s))
        y = box.top + int(40 * s)
        theme.blit_text(surface, t("no_games"), theme.text_px(40, s), theme.TEXT, (box.centerx, y), "midtop", True)
        y += int(80 * s)
        for line in theme.wrap(t("no_games_help"), theme.text_px(24, s), box.width - int(80 * s)):
            y = theme.blit_text(surface, line, theme.text_px(24, s), theme.TEXT_DIM, (box.centerx, y), "midtop").bottom
