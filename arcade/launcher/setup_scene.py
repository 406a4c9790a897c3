"""Player set-up, built from the game's descriptor: how many players, names, sides and options."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

import pygame
import pygame_gui

from arcade.i18n import key, t
from arcade.match import LEVELS
from arcade.reference import has_reference
from arcade.registry import GameDescriptor, OptionSpec
from arcade.ui import theme
from arcade.ui.levels import CONTROLLERS
from arcade.ui.pieces import Piece, draw_piece
from arcade.ui.reference_scene import open_rules
from arcade.ui.scenes import AppContext, Scene, button_action

MAX_NAME = 20


@dataclass
class Seat:
    name: str
    side: str
    controller: str = "person"  # or a computer's level


class SetupScene(Scene):
    def __init__(self, app: AppContext, game: GameDescriptor) -> None:
        super().__init__(app)
        self.game = game
        self.count = game.default_players
        self.seats = [Seat("", side) for side in game.sides]
        self.options = game.default_options()
        last = app.store.last_setup(game.id)
        if last:
            self._offer_last(last)
        else:  # a first game of this kind here: the people who played last at this machine, by name
            self._offer_names([entry.name for entry in app.store.roster(self.count)])
        self.actions: dict[object, Callable[[], None]] = {}
        self.name_entries: list[pygame_gui.elements.UITextEntryLine] = []
        self.side_menus: list[pygame_gui.elements.UIDropDownMenu] = []
        self.controller_menus: list[pygame_gui.elements.UIDropDownMenu] = []
        self.option_menus: dict[object, str] = {}
        self.count_menu: pygame_gui.elements.UIDropDownMenu | None = None
        self.swatches: list[tuple[pygame.Rect, int]] = []
        self.team_labels: list[tuple[pygame.Rect, str]] = []  # where the rules give each seat its team's colour
        self.teams: tuple[str, ...] | None = None
        self.boxes: list[pygame.Rect] = []
        self.option_width = 0  # of one option's column (its label is fitted to it)
        self.options_x = 0  # where the options column starts
        self.edge = 0  # the left and right edge the panels, the title and the buttons line up on
        self.option_labels: list[tuple[OptionSpec, tuple[int, int]]] = []
        self.scale = 1.0

    def _offer_names(self, names: list[str]) -> None:
        """Names offered in the first seats (each may be typed over); sides stay the game's own."""
        for seat, name in zip(self.seats[: self.count], names, strict=False):
            seat.name = name[:MAX_NAME]

    def _offer_last(self, last: dict[str, object] | None) -> None:
        """The players and options of the last game of this kind, offered again (anything odd is ignored)."""
        if not last:
            return
        players = last.get("players")
        if isinstance(players, list) and self.game.min_players <= len(players) <= self.game.max_players:
            chosen = [(str(p.get("name", ""))[:MAX_NAME], p.get("side"), p.get("computer")) for p in players
                      if isinstance(p, dict)]
            sides = [side for _, side, _ in chosen]
            if len(chosen) == len(players) and len(set(sides)) == len(sides) and set(sides) <= set(self.game.sides):
                rest = [side for side in self.game.sides if side not in sides]
                self.seats = [Seat(name, str(side), str(level) if level in LEVELS else "person")
                              for name, side, level in chosen] + [Seat("", side) for side in rest]
                self.count = len(chosen)
        options = last.get("options")
        if isinstance(options, dict):
            for option in self.game.options:
                if options.get(option.key) in {c.value for c in option.choices}:
                    self.options[option.key] = str(options[option.key])

    # -- layout --------------------------------------------------------------------------------------------
    def rebuild(self) -> None:
        self._collect_names()  # typed names survive a resize, a language switch or a change of player count
        super().rebuild()

    def build(self, container: pygame_gui.core.UIContainer, size: tuple[int, int]) -> None:
        w, h = size
        s = self.scale = theme.scale_for(h)
        m = self.app.manager
        margin = int(64 * s)
        row_h, gap = int(56 * s), int(14 * s)
        left_w = int(w * 0.5)
        self.actions, self.option_menus = {}, {}
        self.name_entries, self.side_menus, self.controller_menus, self.swatches = [], [], [], []
        self.team_labels = []
        self.teams = self.team_sides()
        y = int(170 * s)
        counts: list[str | tuple[str, str]] = [str(n) for n in range(self.game.min_players, self.game.max_players + 1)]
        if len(counts) > 1:
            self.count_menu = pygame_gui.elements.UIDropDownMenu(
                counts, str(self.count), pygame.Rect(margin + int(260 * s), y, int(140 * s), row_h), m, container)
        else:
            self.count_menu = None
        y += row_h + int(30 * s)
        side_options: list[str | tuple[str, str]] = [(key(f"side_{sid}"), sid) for sid in self.game.sides]
        controllers: list[str | tuple[str, str]] = [(key(f"controller_{c}"), c) for c in CONTROLLERS]
        name_w, side_w = int(left_w * 0.4), int(200 * s)
        text = theme.text_px(22, min(1.0, s))  # (the drop-downs' text, about as the theme scales it)
        widest = max(theme.font(text).size(t(f"controller_{c}"))[0] for c in CONTROLLERS)
        who_w = max(int(240 * s), widest + int(2.5 * text))  # "Computer · Normal" whole, beside its arrow
        for i in range(self.count):
            seat = self.seats[i]
            swatch = pygame.Rect(margin, y, row_h, row_h)
            self.swatches.append((swatch, i))
            entry = pygame_gui.elements.UITextEntryLine(
                pygame.Rect(margin + row_h + gap, y, name_w, row_h), m, container,
                placeholder_text=self.default_name(i))
            entry.set_text_length_limit(MAX_NAME)
            entry.set_text(seat.name)
            self.name_entries.append(entry)
            side_rect = pygame.Rect(margin + row_h + 2 * gap + name_w, y, side_w, row_h)
            if self.teams is not None:  # the seat's team, decided by the rules from its place: nothing to pick
                self.team_labels.append((side_rect, self.teams[i]))
            else:
                self.side_menus.append(pygame_gui.elements.UIDropDownMenu(
                    side_options, (key(f"side_{seat.side}"), seat.side), side_rect, m, container))
            who = pygame_gui.elements.UIDropDownMenu(
                controllers, (key(f"controller_{seat.controller}"), seat.controller),
                pygame.Rect(margin + row_h + 3 * gap + name_w + side_w, y, who_w, row_h), m, container)
            self.controller_menus.append(who)
            y += row_h + gap
        pad = int(24 * s)
        self.boxes = [pygame.Rect(margin - pad, int(150 * s), name_w + side_w + who_w + row_h + 3 * gap + 2 * pad,
                                  y - int(150 * s) + pad)]
        bw, bh = int(300 * s), int(76 * s)
        edge = margin - pad  # the panels' outer edges, the title and the buttons line up on it, left and right
        ox, top = w - edge - pad - int(w * 0.34), int(226 * s)  # under the "Options" title, level with "Players"
        self.options_x = ox
        step = int(40 * s) + row_h + int(24 * s)
        per_column = max(1, (h - margin - bh - int(30 * s) - top) // step)  # clear of Start, in one or two columns
        columns = 1 if len(self.game.options) <= per_column else 2
        width = int(w * 0.34) if columns == 1 else int(w * 0.165)
        self.option_width = width
        self.option_labels = []
        bottom = top
        for i, option in enumerate(self.game.options):
            col, row = divmod(i, -(-len(self.game.options) // columns))
            x, oy = ox + col * (width + int(w * 0.01)), top + row * step
            self.option_labels.append((option, (x, oy + int(6 * s))))
            ns = option.namespace or self.game.id
            choices: list[str | tuple[str, str]] = [(key(c.label, ns), c.value) for c in option.choices]
            current = (key(next(c.label for c in option.choices if c.value == self.options[option.key]), ns),
                       self.options[option.key])
            menu = pygame_gui.elements.UIDropDownMenu(
                choices, current, pygame.Rect(x, oy + int(40 * s), width, row_h), m, container)
            self.option_menus[menu] = option.key
            bottom = max(bottom, oy + step)
        if self.game.options:
            self.boxes.append(pygame.Rect(ox - pad, int(150 * s), int(w * 0.34) + 2 * pad, bottom - int(150 * s)))
            tallest = max(box.height for box in self.boxes)  # both panels the same height
            for box in self.boxes:
                box.height = tallest
        self.edge = edge
        back = pygame_gui.elements.UIButton(pygame.Rect(edge, h - margin - bh, int(220 * s), bh), key("back"), m,
                                            container, object_id="#secondary")
        start = pygame_gui.elements.UIButton(pygame.Rect(w - edge - bw, h - margin - bh, bw, bh), key("start"), m,
                                             container, object_id="#primary")
        self.actions = {back: lambda: self.app.pop(self), start: self.start}
        x = edge + int(220 * s) + int(24 * s)
        if has_reference(self.game.id):  # the game's rules, before anyone plays
            rules = pygame_gui.elements.UIButton(pygame.Rect(x, h - margin - bh, int(220 * s), bh), key("rules"), m,
                                                 container, object_id="#secondary")
            self.actions[rules] = lambda: open_rules(self.app, self.game.id)
            x += int(220 * s) + int(24 * s)
        for label, target in self.game.extras:  # the game's own screens (Interceptor's pilots)
            extra = pygame_gui.elements.UIButton(pygame.Rect(x, h - margin - bh, int(260 * s), bh),
                                                 key(label, self.game.id), m, container, object_id="#secondary")
            self.actions[extra] = partial(self.open_extra, target)
            x += int(260 * s) + int(24 * s)

    def rules_at(self, pos: tuple[int, int] | None) -> tuple[str, str | None] | None:
        return (self.game.id, None) if pos is None and has_reference(self.game.id) else None

    def open_extra(self, target: str) -> None:
        module, _, name = target.partition(":")
        self.app.push(getattr(importlib.import_module(module), name)(self.app))

    def _collect_names(self) -> None:
        for entry, seat in zip(self.name_entries, self.seats, strict=False):
            seat.name = entry.get_text().strip()[:MAX_NAME]

    # -- events --------------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if button_action(event, self.actions):
            return True
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            if event.ui_element is self.count_menu:
                self.count = int(event.text)
                self.rebuild()
            elif event.ui_element in self.side_menus:
                self._choose_side(self.side_menus.index(event.ui_element), event.selected_option_id)
            elif event.ui_element in self.controller_menus:
                self.seats[self.controller_menus.index(event.ui_element)].controller = event.selected_option_id
            elif event.ui_element in self.option_menus:
                self.options[self.option_menus[event.ui_element]] = event.selected_option_id
                if self.team_sides() != self.teams:  # (the teams follow the options: shown again)
                    self.rebuild()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.start()
            return True
        return False

    def _choose_side(self, index: int, side: str) -> None:
        """Pick a side; the seat that had it takes this seat's old side, so sides stay distinct."""
        old = self.seats[index].side
        for seat in self.seats:
            if seat.side == side:
                seat.side = old
        self.seats[index].side = side
        self.rebuild()

    def team_sides(self) -> tuple[str, ...] | None:
        """Each seat's team colour where the game's rules decide it from the seats and the options (Asteroyds),
        else None (each player picks a side; also while the set-up cannot be played as it stands)."""
        players = [{"name": str(i), "side": seat.side} for i, seat in enumerate(self.seats[: self.count])]
        return self.game.team_sides({"players": players, "options": dict(self.options), "board": self.game.board})

    def option_label(self, option: OptionSpec) -> str:
        """An option's name as drawn above its list: fitted to its column (cut with an ellipsis if too long)."""
        return theme.fit(t(option.label, option.namespace or self.game.id), theme.text_px(22, self.scale),
                         self.option_width)

    def default_name(self, index: int) -> str:
        """A seat's name when none is typed: its side's, or in teams its team's with a number ("Red 2")."""
        if self.teams is None:
            return t(f"side_{self.seats[index].side}")
        team = self.teams[index]
        return f"{t(f'side_{team}')} {self.teams[: index + 1].count(team)}"

    def setup(self) -> dict[str, object]:
        self._collect_names()
        players: list[dict[str, str]] = [
            {"name": seat.name or self.default_name(i), "side": seat.side}
            for i, seat in enumerate(self.seats[: self.count])
        ]
        for player, seat in zip(players, self.seats, strict=False):
            if seat.controller in LEVELS:
                player["computer"] = seat.controller
        return {"players": players, "options": dict(self.options), "board": self.game.board}

    def start(self) -> None:
        setup = self.setup()
        names = [str(p["name"]).casefold() for p in setup["players"]]  # type: ignore[attr-defined]
        if len(set(names)) != len(names):
            self.app.notify(t("names_distinct"))
            return
        self.app.pop(self)
        people = [str(p["name"]) for p in setup["players"] if "computer" not in p]  # type: ignore[attr-defined]
        from arcade.ui.lesson_scenes import offer_first_lesson  # (at first use, as the scenes it opens)

        if not offer_first_lesson(self.app, self.game, people, partial(self.app.start_game, self.game, setup,
                                                                       self.app.seed)):
            self.app.start_game(self.game, setup, self.app.seed)

    # -- drawing -------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = self.scale
        margin = int(64 * s)
        surface.fill(theme.BACKGROUND)
        for box in self.boxes:
            pygame.draw.rect(surface, theme.PANEL, box, border_radius=int(16 * s))
            pygame.draw.rect(surface, theme.PANEL_EDGE, box, 2, border_radius=int(16 * s))
        title = theme.blit_text(surface, self.game.title, theme.text_px(56, s), theme.ACCENT,
                                (self.edge, int(22 * s)), bold=True)
        theme.blit_text(surface, t("new_game"), theme.text_px(26, s), theme.TEXT_DIM, (self.edge, title.bottom))
        theme.blit_text(surface, t("players"), theme.text_px(30, s), theme.TEXT, (margin, int(176 * s)), bold=True)
        for rect, i in self.swatches:
            side = self.teams[i] if self.teams is not None else self.seats[i].side
            draw_piece(surface, Piece((0, 0), side), rect.center, rect.width // 2)
        for rect, team in self.team_labels:
            words = theme.fit(t("team_side", side=t(f"side_{team}")), theme.text_px(22, s), rect.width)
            theme.blit_text(surface, words, theme.text_px(22, s), theme.side(team).color,
                            (rect.x + int(8 * s), rect.centery), "midleft", bold=True)
        if self.game.options:
            theme.blit_text(surface, t("options"), theme.text_px(30, s), theme.TEXT, (self.options_x, int(176 * s)),
                            bold=True)
        for option, at in self.option_labels:
            theme.blit_text(surface, self.option_label(option), theme.text_px(22, s), theme.TEXT_DIM, at)
        hint = t("setup_hint" if self.teams is None else "setup_hint_teams")
        theme.blit_text(surface, hint, theme.text_px(20, s), theme.TEXT_DIM, (w // 2, h - int(28 * s)),
                        "center")
