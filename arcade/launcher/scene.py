"""The launcher scene: a card per registered game, games to resume, settings and quit."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

import pygame
import pygame_gui

from arcade.boards import load_board
from arcade.core.board import BoardError
from arcade.core.record import GameRecord
from arcade.i18n import key, t
from arcade.launcher.preview import board_preview
from arcade.launcher.settings_scene import SettingsScene
from arcade.launcher.setup_scene import SetupScene
from arcade.registry import GameDescriptor
from arcade.scenes import AppContext, Scene, button_action
from arcade.storage import Problem
from arcade.ui import theme
from arcade.ui.dialogs import Confirm, PinPrompt


@lru_cache(maxsize=2)
def backdrop(size: tuple[int, int]) -> pygame.Surface:
    """A soft vertical gradient, drawn once per window size."""
    w, h = size
    image = pygame.Surface((1, h))
    for y in range(h):
        shade = int(10 * y / h)
        image.set_at((0, y), (18 + shade, 22 + shade, 34 + shade * 2))
    return pygame.transform.scale(image, (w, h))


#: Height of the title block at 1080p; cards and the resume strip start below it.
HEADER = 190


@dataclass
class Card:
    game: GameDescriptor
    rect: pygame.Rect
    preview_rect: pygame.Rect
    problem: str | None = None
    painter: Callable[[pygame.Surface, pygame.Rect], None] | None = None  # the game's picture, once imported


class LauncherScene(Scene):
    def __init__(self, app: AppContext) -> None:
        super().__init__(app)
        self.saves = app.saves
        self.cards: list[Card] = []
        self.hover: Card | None = None
        self.actions: dict[object, Callable[[], None]] = {}
        self.resumable: list[GameRecord] = []
        self.scale = 1.0
        self.problems: list[Problem] = []
        self.drawn = False  # game pictures load only once the launcher is on screen

    def enter(self) -> None:
        super().enter()
        for problem in self.problems:  # damaged saves were moved aside: say so once
            moved = problem.moved_to.name if problem.moved_to else "-"
            self.app.notify(t("save_damaged", message=problem.message, moved=moved), t("save_damaged_title"))
        self.problems = []

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
        self.actions[quit_btn] = self.app.quit if not self.app.kiosk else self._ask_quit
        self.actions[settings_btn] = self.open_settings

        records, self.problems = self.saves.resumable()
        self.resumable = [r for r in records if self.app.registry.get(r.game_id) is not None]
        y = int(HEADER * s)
        if self.resumable:
            y += int(44 * s)
            x = margin
            for record in self.resumable[:4]:
                game = self.app.registry.get(record.game_id)
                assert game is not None
                label = t("resume_game", game=game.title, moves=len(record.actions))
                rw = min(int(600 * s), (w - 2 * margin) // max(1, len(self.resumable[:4])) - int(16 * s))
                dw = int(130 * s)
                btn = pygame_gui.elements.UIButton(pygame.Rect(x, y, rw - dw - int(8 * s), bh), label, manager,
                                                   container, object_id="#primary")
                drop = pygame_gui.elements.UIButton(pygame.Rect(x + rw - dw, y, dw, bh), key("discard"),
                                                    manager, container, object_id="#secondary",
                                                    tool_tip_text=key("discard_tip"))
                self.actions[btn] = lambda r=record: self.app.resume_game(r)
                self.actions[drop] = lambda r=record, g=game: self._ask_discard(r, g)
                x += rw + int(16 * s)
            y += bh + int(28 * s)
        self._layout_cards(pygame.Rect(margin, y, w - 2 * margin, h - y - int(70 * s)))

    def _layout_cards(self, area: pygame.Rect) -> None:
        games = self.app.registry.games()
        self.cards = []
        if not games:
            return
        s = self.scale
        gap = int(28 * s)
        cols = min(3, len(games)) if len(games) != 4 else 2
        rows = (len(games) + cols - 1) // cols
        cw = min((area.width - gap * (cols - 1)) // cols, int(640 * s))
        ch = min((area.height - gap * (rows - 1)) // rows, int(cw * 0.82))
        total_w = cols * cw + (cols - 1) * gap
        x0 = area.x + (area.width - total_w) // 2
        for i, game in enumerate(games):
            r, c = divmod(i, cols)
            rect = pygame.Rect(x0 + c * (cw + gap), area.y + r * (ch + gap), cw, ch)
            pad = int(14 * s)
            preview = pygame.Rect(rect.x + pad, rect.y + pad, rect.width - 2 * pad, int(rect.height * 0.58))
            card = Card(game, rect, preview)
            if game.board:
                try:
                    load_board(game.board)  # a broken map is shown on the card, not found at Start
                except BoardError as exc:
                    card.problem = str(exc)
            self.cards.append(card)

    # -- actions -------------------------------------------------------------------------------------------
    def open_game(self, card: Card) -> None:
        if card.problem:
            self.app.notify(t("board_broken", error=card.problem), card.game.title)
            return
        self.app.push(SetupScene(self.app, card.game))

    def open_settings(self) -> None:
        if self.app.kiosk:
            self.app.push(PinPrompt(self.app, self.app.guard.pin_ok, lambda: self.app.push(SettingsScene(self.app))))
        else:
            self.app.push(SettingsScene(self.app))

    def _ask_quit(self) -> None:
        self.app.push(PinPrompt(self.app, self.app.guard.pin_ok, self.app.quit))

    def _ask_discard(self, record: GameRecord, game: GameDescriptor) -> None:
        def discard() -> None:
            self.saves.clear(record.game_id)
            self.rebuild()

        self.app.push(Confirm(self.app, t("discard_confirm", game=game.title), discard, yes="discard"))

    def update(self, dt: float) -> None:
        """Import one game's picture per frame after the first, so the launcher appears at once."""
        waiting = next((c for c in self.cards if c.game.preview and c.painter is None and not c.problem), None)
        if waiting is not None and self.drawn:
            try:
                waiting.painter = waiting.game.preview_function()
            except Exception as exc:  # a broken game package still gets its card, with the problem shown
                waiting.problem = f"{exc.__class__.__name__}: {exc}"
            self.app.request_redraw()

    def wants_frame(self) -> bool:
        return any(c.game.preview and c.painter is None and not c.problem for c in self.cards)

    def handle(self, event: pygame.event.Event) -> bool:
        if button_action(event, self.actions):
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
        self._backdrop(surface)
        title = theme.blit_text(surface, "Club Arcade", int(72 * s), theme.ACCENT, (margin, int(22 * s)), bold=True)
        theme.blit_text(surface, t("tagline"), int(26 * s), theme.TEXT_DIM, (margin, title.bottom))
        if self.resumable:
            theme.blit_text(surface, t("in_progress"), int(26 * s), theme.TEXT, (margin, int(HEADER * s)), bold=True)
        if not self.cards:
            self._draw_empty(surface)
        for i, card in enumerate(self.cards):
            self._draw_card(surface, card, i)
        hint = t("kiosk_hint") if self.app.kiosk else t("launcher_hint")
        theme.blit_text(surface, hint, int(20 * s), theme.TEXT_DIM, (w // 2, h - int(30 * s)), "center")

    def _backdrop(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(surface.get_size()), (0, 0))

    def _draw_empty(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = self.scale
        box = pygame.Rect(0, 0, int(w * 0.6), int(h * 0.36))
        box.center = (w // 2, h // 2 + int(40 * s))
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=int(20 * s))
        pygame.draw.rect(surface, theme.PANEL_EDGE, box, 2, border_radius=int(20 * s))
        y = box.top + int(40 * s)
        theme.blit_text(surface, t("no_games"), int(40 * s), theme.TEXT, (box.centerx, y), "midtop", True)
        y += int(80 * s)
        for line in theme.wrap(t("no_games_help"), int(24 * s), box.width - int(80 * s)):
            y = theme.blit_text(surface, line, int(24 * s), theme.TEXT_DIM, (box.centerx, y), "midtop").bottom

    def _draw_card(self, surface: pygame.Surface, card: Card, index: int) -> None:
        s = self.scale
        hovered = card is self.hover
        radius = int(18 * s)
        shadow = card.rect.move(0, int(6 * s))
        pygame.draw.rect(surface, (8, 10, 16), shadow, border_radius=radius)
        pygame.draw.rect(surface, (40, 48, 66) if hovered else theme.PANEL, card.rect, border_radius=radius)
        pygame.draw.rect(surface, theme.ACCENT if hovered else theme.PANEL_EDGE, card.rect,
                         width=3 if hovered else 2, border_radius=radius)
        game = card.game
        if card.problem is None and game.preview:  # the game draws its own picture (once its module is loaded)
            pygame.draw.rect(surface, (14, 16, 26), card.preview_rect, border_radius=int(12 * s))
            if card.painter is not None:
                clip = surface.get_clip()
                surface.set_clip(card.preview_rect)
                card.painter(surface, card.preview_rect)
                surface.set_clip(clip)
        elif card.problem is None and game.board:
            surface.blit(board_preview(game.board, card.preview_rect.width, card.preview_rect.height),
                         card.preview_rect)
        else:
            self._emblem(surface, card)
        pad = int(18 * s)
        y = card.preview_rect.bottom + int(10 * s)
        theme.blit_text(surface, f"{index + 1}", int(22 * s), theme.TEXT_DIM, (card.rect.right - pad, y), "topright")
        y = theme.blit_text(surface, game.title, int(34 * s), theme.TEXT, (card.rect.x + pad, y), bold=True).bottom
        for line in theme.wrap(t(game.summary, game.id), int(20 * s), card.rect.width - 2 * pad)[:2]:
            y = theme.blit_text(surface, line, int(20 * s), theme.TEXT_DIM, (card.rect.x + pad, y)).bottom
        players = (t("players_fixed", n=game.min_players) if game.min_players == game.max_players
                   else t("players_range", lo=game.min_players, hi=game.max_players))
        length = t("minutes_range", lo=game.minutes[0], hi=game.minutes[1])
        theme.blit_text(surface, f"{players}  ·  {length}", int(22 * s), theme.ACCENT,
                        (card.rect.x + pad, card.rect.bottom - pad), "bottomleft", True)
        if card.problem:
            theme.blit_text(surface, t("board_broken_short"), int(20 * s), theme.CLOCK_RED,
                            (card.rect.right - pad, card.rect.bottom - pad), "bottomright", True)

    def _emblem(self, surface: pygame.Surface, card: Card) -> None:
        """For games without a board: the sides' colours and patterns as a band of tokens."""
        from arcade.ui.pieces import Piece, draw_piece

        rect = card.preview_rect
        pygame.draw.rect(surface, (14, 16, 26), rect, border_radius=int(12 * self.scale))
        sides = card.game.sides[: card.game.max_players]
        step = rect.width / (len(sides) + 1)
        radius = int(min(step * 0.4, rect.height * 0.25))
        for i, side_id in enumerate(sides):
            draw_piece(surface, Piece((0, 0), side_id), (rect.x + step * (i + 1), rect.centery), radius)
