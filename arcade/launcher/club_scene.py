"""The Club screen: the table of honour of each game (rank, rating, games played and won, last played), the team
record of the co-operative game, and an export of it all as a CSV file for the club's notice board. Everything is
worked out from the finished games (`arcade.club.ratings`): nothing here is kept or edited."""

from __future__ import annotations

import csv
import io
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path

import pygame
import pygame_gui

from arcade.club.honours import club_table
from arcade.club.ratings import COMPUTER, Standing, Table, points
from arcade.i18n import key, t
from arcade.launcher.merge_dialog import MergeDialog
from arcade.launcher.player_page import PlayerPage
from arcade.registry import GameDescriptor
from arcade.saves.files import atomic_write
from arcade.saves.store import StoreError
from arcade.ui import theme
from arcade.ui.dialogs import PinPrompt
from arcade.ui.scenes import AppContext, Scene, act_or_go_back

#: Rows shown per game (the CSV has them all).
SHOWN = 12
#: Seconds each game's table shows in the kiosk's attract cycle.
DEMO_SECONDS = 8.0


def entrant_name(name: str) -> str:
    """A person's name, or a computer level as the table names computer seats."""
    if name.startswith(COMPUTER):
        return t("club_computer", level=t(f"level_{name.removeprefix(COMPUTER)}"))
    return name


def ranked(rows: list[Standing]) -> list[tuple[int | None, Standing]]:
    """Each row with its rank among the people; a computer level is a mark on the scale where its points stand,
    never ranked above the people who beat it."""
    out: list[tuple[int | None, Standing]] = []
    rank = 0
    for row in rows:
        rank += not row.computer
        out.append((None if row.computer else rank, row))
    return out


def csv_text(club: Table, games: list[GameDescriptor]) -> str:
    """The whole table for a spreadsheet: one line per game and player, then the team records."""
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(["game", "rank", "player", "rating", "played", "won", "last played"])
    for game in games:
        for rank, row in ranked(club.standings.get(game.id, [])):
            writer.writerow([game.title, "" if rank is None else rank, entrant_name(row.name), points(row.rating),
                             row.played, row.won,
                             time.strftime("%Y-%m-%d", time.localtime(row.last)) if row.last else ""])
        for category, (won, played) in sorted(club.records.get(game.id, {}).items()):
            writer.writerow([game.title, "", category or "team", "", played, won, ""])
    return out.getvalue()


class ClubScene(Scene):
    """One game's table at a time, chosen by the buttons along the top; Export writes the CSV."""

    def __init__(self, app: AppContext) -> None:
        super().__init__(app)
        self.games = [g for g in app.registry.games()]
        self.club = club_table(app)
        played = [g for g in self.games if g.id in self.club.standings or g.id in self.club.records]
        self.game = (played or self.games)[0] if self.games else None
        self.actions: dict[object, Callable[[], None]] = {}
        self.scale = 1.0
        self.demo = False  # shown by the kiosk's attract cycle: it turns through the games by itself
        self.name_hits: list[tuple[pygame.Rect, str]] = []  # the names drawn: a click opens the player's page
        self._shown_since = app.now()

    def build(self, container: pygame_gui.core.UIContainer, size: tuple[int, int]) -> None:
        w, h = size
        s = self.scale = theme.scale_for(h)
        m, margin = self.app.manager, int(64 * s)
        self.actions = {}
        x, top = margin, int(130 * s)
        width = (w - 2 * margin - (len(self.games) - 1) * int(12 * s)) // max(1, len(self.games))
        for game in self.games:
            tab = pygame_gui.elements.UIButton(pygame.Rect(x, top, width, int(52 * s)), game.title, m, container,
                                               object_id="#primary" if game is self.game else "#secondary")
            self.actions[tab] = partial(self.choose, game)
            x += width + int(12 * s)
        bw, bh = int(260 * s), int(72 * s)
        back = pygame_gui.elements.UIButton(pygame.Rect(margin, h - margin - bh, bw, bh), key("back"), m, container,
                                            object_id="#secondary")
        export = pygame_gui.elements.UIButton(pygame.Rect(w - margin - bw, h - margin - bh, bw, bh),
                                              key("club_export"), m, container, object_id="#secondary",
                                              tool_tip_text=key("club_export_tip"))
        self.actions[back] = lambda: self.app.pop(self)
        self.actions[export] = self.export
        if len(self.people()) >= 2:  # the same person typed twice: joined (with the PIN at a kiosk)
            merge = pygame_gui.elements.UIButton(
                pygame.Rect(w - margin - 2 * bw - int(16 * s), h - margin - bh, bw, bh), key("merge_names"), m,
                container, object_id="#secondary", tool_tip_text=key("merge_tip"))
            self.actions[merge] = self.ask_merge

    def people(self) -> list[str]:
        """Every person in any game's table (not the computer levels), by name."""
        names = {row.name for rows in self.club.standings.values() for row in rows if not row.computer}
        return sorted(names, key=str.casefold)

    def ask_merge(self) -> None:
        dialog = MergeDialog(self.app, self.people(), self.merge)
        if self.app.kiosk:
            self.app.push(PinPrompt(self.app, self.app.guard, lambda: self.app.push(dialog), "settings"))
        else:
            self.app.push(dialog)

    def merge(self, name: str, into: str) -> None:
        try:
            self.app.store.merge_names(name, into)
        except StoreError as exc:
            self.app.notify(str(exc))
            return
        self.club = club_table(self.app)
        self.rebuild()
        self.app.request_redraw()

    def update(self, dt: float) -> None:
        """In the attract cycle, the next game that has results every DEMO_SECONDS."""
        if not self.demo or self.app.now() - self._shown_since < DEMO_SECONDS:
            return
        self._shown_since = self.app.now()
        played = [g for g in self.games if g.id in self.club.standings or g.id in self.club.records]
        if played and self.game in played:
            self.choose(played[(played.index(self.game) + 1) % len(played)])

    def choose(self, game: GameDescriptor) -> None:
        self.game = game
        self.rebuild()
        self.app.request_redraw()

    def export(self) -> None:
        folder = self.app.home / "exports"
        path = folder / f"club-{time.strftime('%Y-%m-%d-%H%M')}.csv"
        try:
            atomic_write(path, csv_text(self.club, self.games))
        except OSError as exc:
            self.app.notify(t("export_failed", error=str(exc)))
            return
        self.app.notify(t("club_exported", path=str(Path(path))))

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            name = next((n for rect, n in self.name_hits if rect.collidepoint(event.pos)), None)
            if name is not None:
                self.app.push(PlayerPage(self.app, self.club, name))
                return True
        return act_or_go_back(self.app, self, event, self.actions)

    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        w, h = surface.get_size()
        surface.fill(theme.BACKGROUND)
        margin = int(64 * s)
        theme.blit_text(surface, t("club_title"), theme.text_px(56, s), theme.ACCENT, (margin, int(36 * s)), bold=True)
        if self.game is None:
            return
        y = int(210 * s)
        rows = self.club.standings.get(self.game.id, [])
        records = self.club.records.get(self.game.id, {})
        size = theme.text_px(24, s)
        line = int(size * 1.6)
        if records:
            theme.blit_text(surface, t("club_team_record"), size, theme.TEXT, (margin, y), bold=True)
            for category, (won, played) in sorted(records.items()):
                y += line
                label = t(f"d_{category}", self.game.id) if category else t("club_team")
                theme.blit_text(surface, t("club_record", category=label, won=won, n=played), size, theme.TEXT_DIM,
                                (margin, y))
            return
        if not rows:
            theme.blit_text(surface, t("club_empty"), size, theme.TEXT_DIM, (margin, y))
            return
        columns = [(t("club_rank"), 0.0), (t("club_player"), 0.07), (t("club_rating"), 0.5), (t("club_played"), 0.62),
                   (t("club_won"), 0.74), (t("club_last"), 0.84)]
        span = w - 2 * margin
        self.name_hits = []
        for text, at in columns:
            theme.blit_text(surface, text, size, theme.TEXT, (margin + int(span * at), y), bold=True)
        for rank, row in ranked(rows[:SHOWN]):
            y += line
            if y > h - int(170 * s):
                break
            self._row(surface, rank, row, margin, span, y, size)

    def _row(self, surface: pygame.Surface, rank: int | None, row: Standing, x: int, span: int, y: int,
             size: int) -> None:
        """A person's row, ranked; a computer level is a mark on the scale (where its points stand), never ranked
        above the people who beat it: no rank, no games counted, a dotted line across."""
        if rank is None:
            mark = theme.fit(entrant_name(row.name), size, int(span * 0.42))
            drawn = theme.blit_text(surface, mark, size, theme.TEXT_DIM, (x + int(span * 0.07), y))
            theme.blit_text(surface, str(points(row.rating)), size, theme.TEXT_DIM, (x + int(span * 0.5), y))
            for dots in ((x, x + int(span * 0.06)), (drawn.right + int(12 * self.scale), x + int(span * 0.48))):
                for dot in range(dots[0], dots[1], max(6, int(10 * self.scale))):
                    pygame.draw.circle(surface, theme.PANEL_EDGE, (dot, drawn.centery), max(1, int(2 * self.scale)))
            return
        last = time.strftime("%d/%m/%Y", time.localtime(row.last)) if row.last else ""
        cells = [str(rank), theme.fit(entrant_name(row.name), size, int(span * 0.42)), str(points(row.rating)),
                 str(row.played), str(row.won), last]
        for text, at in zip(cells, (0.0, 0.07, 0.5, 0.62, 0.74, 0.84), strict=True):
            drawn = theme.blit_text(surface, text, size, theme.TEXT, (x + int(span * at), y))
            if at == 0.07 and not row.computer:  # a person's name: their page
                self.name_hits.append((drawn.inflate(12, 8), row.name))
