"""The Apophis table: a night table seen from above, the countdown, and every action by mouse.

The scene never decides legality: it asks the rules and shows the refusal's sentence when a click is refused or
a pyramid cannot be built. The countdown is the table's clock; the rules only hear `TimeUp` and `ShuffleDone`.
Recording, the hand-over between players, the countdown's checkpoints and the result screen come from
`TableScene`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import Any

import pygame
import pygame_gui

from arcade.core.clock import Clock, ClockConfig, ClockMode, Level, format_seconds
from arcade.core.protocol import Outcome, Seat
from arcade.games.apophis.drawing import (
    PYRAMID_COLORS,
    PYRAMID_SCALE,
    draw_apophis,
    draw_card,
    draw_card_back,
    draw_pyramid,
    draw_suit,
)
from arcade.games.apophis.rules import (
    COLOR_OF_SUIT,
    COLORS,
    DEFLECTIONS_TO_WIN,
    SHUFFLE_SECONDS,
    SIZES,
    SUIT_OF_COLOR,
    SUITS,
    Action,
    AddToSequence,
    ApophisGame,
    Build,
    Card,
    DiscardDown,
    Draw,
    EndTurn,
    KeepRoll,
    Phase,
    Reroll,
    Scrap,
    Section,
    ShuffleDone,
    TimeUp,
)
from arcade.games.apophis.rules import events as rules
from arcade.games.apophis.words import NS, card_name, move_words, section_name, tr
from arcade.i18n import key, t
from arcade.scenes import button_action
from arcade.ui import theme
from arcade.ui.clock_view import ClockView, progress_bar
from arcade.ui.dice_view import DiceView
from arcade.ui.table import (
    Hit,
    TableLayout,
    draw_panel_back,
    draw_turn_banner,
    draw_wrapped,
    hit_at,
    light_button,
)
from arcade.ui.table_scene import TableScene


class ApophisScene(TableScene[ApophisGame]):
    title = "Apophis"
    namespace = NS


    def setup_table(self) -> None:
        self.dice = DiceView()
        self.last_roll: rules.Roll | None = None
        self.clock = Clock(ClockConfig(ClockMode.COUNTDOWN, self.game.options.seconds), self.app.now)
        self.selected: list[Card] = []
        self.shuffle_started: float | None = None
        self.paused = False
        self.warned_level = Level.NORMAL
        self.clock_view: ClockView | None = None

    # -- widgets ---------------------------------------------------------------------------------------------
    def build(self, container: pygame_gui.core.UIContainer, size: tuple[int, int]) -> None:
        layout = self.layout = TableLayout.for_size(size)
        s = layout.scale
        m = self.app.manager
        assert self.clock is not None
        self.clock_view = ClockView(self.clock, layout.panel_box(130, 120), tr("countdown"))
        box = layout.panel_box(350, 0)
        bw, bh, gap = (box.width - int(12 * s)) // 2, int(64 * s), int(12 * s)

        def make(name: str, col: int, row: int, text: str, primary: bool = False, span: int = 1) -> None:
            rect = pygame.Rect(box.x + col * (bw + gap), box.y + row * (bh + gap), bw * span + gap * (span - 1), bh)
            btn = pygame_gui.elements.UIButton(rect, text, m, container,
                                               object_id="#primary" if primary else "#secondary")
            self.buttons[name] = btn

        self.buttons = {}
        make("draw", 0, 0, key("draw", NS))
        make("sequence", 1, 0, key("sequence", NS))
        make("scrap", 0, 1, key("scrap", NS))
        make("discard", 1, 1, key("discard", NS))
        make("reroll", 0, 2, tr("reroll", n=0))
        make("keep", 1, 2, key("keep", NS))
        make("end_turn", 0, 3, key("end_turn", NS), primary=True, span=2)
        clock_box = layout.panel_box(130, 120)
        pause_rect = pygame.Rect(clock_box.right - int(138 * s), clock_box.y + int(8 * s), int(128 * s), int(40 * s))
        self.buttons["pause"] = pygame_gui.elements.UIButton(pause_rect, key("pause", NS), m, container,
                                                             object_id="#secondary")
        self.actions = {
            self.buttons["draw"]: lambda: self.act(Draw()),
            self.buttons["sequence"]: self.add_selected_to_sequence,
            self.buttons["scrap"]: lambda: self.act(Scrap()),
            self.buttons["discard"]: lambda: self.act(DiscardDown(tuple(self.selected))),
            self.buttons["reroll"]: lambda: self.act(Reroll()),
            self.buttons["keep"]: lambda: self.act(KeepRoll()),
            self.buttons["end_turn"]: lambda: self.act(EndTurn()),
            self.buttons["pause"]: self.toggle_pause,
        }
        self.refresh_buttons()

    def refresh_buttons(self) -> None:
        """Enable what the rules allow now; show only the buttons of the current phase."""
        g = self.game
        phase = g.phase
        wanted = {
            "draw": phase == Phase.ACTION, "sequence": phase == Phase.ACTION, "scrap": phase == Phase.ACTION,
            "discard": phase == Phase.DISCARD, "reroll": phase == Phase.REROLL, "keep": phase == Phase.REROLL,
            "end_turn": phase in (Phase.END, Phase.SHUFFLE), "pause": not g.over,
        }
        for name, btn in self.buttons.items():
            if wanted.get(name, False):
                btn.show()
            else:
                btn.hide()
        enabled = {
            "draw": g.check(Draw()) is None,
            "sequence": bool(self.selected) and g.check(AddToSequence(tuple(self.selected))) is None,
            "scrap": g.check(Scrap()) is None,
            "discard": g.check(DiscardDown(tuple(self.selected))) is None,
            "reroll": g.check(Reroll()) is None,
            "keep": g.check(KeepRoll()) is None,
            "end_turn": g.check(EndTurn()) is None,
            "pause": True,
        }
        for name, ok in enabled.items():
            button = self.buttons.get(name)
            if button is None:
                continue
            if ok and not self.paused or name == "pause":
                button.enable()
            else:
                button.disable()
        # the obvious next step is the bright one: draw before acting, the launch once cards are chosen
        light_button(self.buttons.get("draw"), enabled["draw"] and not enabled["sequence"])
        light_button(self.buttons.get("sequence"), enabled["sequence"])
        if g.launch is not None and "reroll" in self.buttons:
            self.buttons["reroll"].set_text(tr("reroll", n=g.launch.rerolls_left))
        self.buttons["pause"].set_text(key("resume" if self.paused else "pause", NS))

    # -- acting ----------------------------------------------------------------------------------------------
    def act(self, action: Action) -> None:
        """Clicks and keys end here: the table asks the rules, records and shows (nothing while paused)."""
        if not self.paused:
            self.send(action)

    def show(self, seat: Seat, action: Action, events: Sequence[rules.Event], replaying: bool) -> None:
        self._log_events(list(events), quiet=replaying)
        if self.game.phase == Phase.SHUFFLE and self.shuffle_started is None:
            self.shuffle_started = self.app.now()
        if replaying:
            return
        hand = self.game.hand(self.viewer) if self.viewer is not None else []
        self.selected = [c for c in self.selected if c in hand]
        self.app.sounds.play(cue_for(list(events)))
        self.refresh_buttons()

    def clear_selection(self) -> None:
        self.selected = []
        self.refresh_buttons()

    def confirmation(self, seat: Seat, action: Action) -> str | None:
        if isinstance(action, Scrap):
            return tr("confirm_scrap", n=len(self.game.missile), cards=len(self.game.sequence))
        return None

    def time_up_action(self) -> Action:
        return TimeUp()

    def add_selected_to_sequence(self) -> None:
        self.act(AddToSequence(tuple(self.selected)))

    def toggle_pause(self) -> None:
        assert self.clock is not None
        self.paused = not self.paused
        if self.paused:
            self.clock.pause()
            self.checkpoint()
        else:
            self.clock.resume()
        self.refresh_buttons()

    # -- the end ---------------------------------------------------------------------------------------------
    def result_subtitle(self, outcome: Outcome) -> str:
        assert self.clock is not None
        if self.game.won:
            return tr("end_won", time=format_seconds(self.clock.remaining()))
        return tr("end_lost", deflection=int(outcome.details.get("deflection", 0)), needed=DEFLECTIONS_TO_WIN,
                  left=len(self.game.apophis))

    def result_lines(self, outcome: Outcome) -> list[tuple[str, bool]]:
        """Every launch (APO.END.3), with its dice."""
        launches = self.game.launches
        lines: list[tuple[str, bool]] = [(tr("launches_n", n=len(launches)), True)]
        if not launches:
            lines.append((tr("no_launch"), False))
        for number, launch in enumerate(launches, start=1):
            lines.append((launch_text(number, launch), True))
            lines += [(roll_text(c) if isinstance(c, rules.Roll) else fuel_text(c), False) for c in launch.checks
                      if isinstance(c, rules.Roll | rules.FuelCheck)]
        return lines

    # -- clicks on the table ---------------------------------------------------------------------------------
    def click(self, pos: tuple[int, int]) -> bool:
        hit = hit_at(self.hits, pos)
        if hit is None:
            return False
        if hit.kind == "card":
            card = hit.value
            assert isinstance(card, Card)
            if card in self.selected:
                self.selected.remove(card)
            else:
                self.selected.append(card)
            self.app.sounds.play("select")
            self.message = ""
            self.refresh_buttons()
        elif hit.kind == "pyramid":
            color, size = hit.value
            self.act(self._build_action(color, size))
        elif hit.kind == "slot":
            suit = hit.value
            chosen = tuple(self.selected) or tuple(c for c in self.my_hand() if c.suit == suit)[:1]
            self.act(AddToSequence(chosen))
        self.app.request_redraw()
        return True

    def my_hand(self) -> list[Card]:
        """The hand of the player at the screen (nothing while the screen changes hands)."""
        return list(self.game.hand(self.viewer)) if self.viewer is not None else []

    def _build_action(self, color: str, size: int) -> Build:
        """Pay with the selected cards when they are the right ones, else let the rules pick from the hand."""
        suit = SUIT_OF_COLOR[color]
        chosen = [c for c in self.selected if c.suit == suit]
        return Build(color, size, tuple(chosen[:size])) if len(chosen) >= size else Build(color, size)

    def hover(self, pos: tuple[int, int]) -> None:
        """Say why a pyramid cannot be built (or what it is) while the mouse is over it."""
        hit = hit_at(self.hits, pos)
        text = ""
        if hit is not None and hit.kind == "pyramid":
            color, size = hit.value
            rejection = self.game.check(self._build_action(color, size))
            text = self.explain(rejection) or section_name(color, size)
        if text != self.hover_text:
            self.hover_text = text
            self.app.request_redraw()

    def handle(self, event: pygame.event.Event) -> bool:
        if button_action(event, self.actions):
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.dice.rolling:
                self.dice.skip()
            return self.click(event.pos)
        if event.type == pygame.MOUSEMOTION:
            self.hover(event.pos)
        if event.type == pygame.KEYDOWN:
            shortcuts: dict[int, Callable[[], object]] = {
                pygame.K_d: lambda: self.act(Draw()), pygame.K_e: lambda: self.act(EndTurn()),
                pygame.K_p: self.toggle_pause, pygame.K_s: self.add_selected_to_sequence,
            }
            if event.key in shortcuts:
                shortcuts[event.key]()
                return True
        return False

    # -- time ------------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.dice.update(dt)
        super().update(dt)  # the countdown's time-up and checkpoints
        if self.game.over or self.clock is None:
            return
        level = self.clock.level()
        if level != self.warned_level:  # a beep when the countdown turns amber (30 s) and red (10 s)
            if level is not Level.NORMAL:
                self.app.sounds.play("warning")
            self.warned_level = level
        if self.game.phase == Phase.SHUFFLE and self.shuffle_started is not None and not self.paused:
            if self.app.now() - self.shuffle_started >= SHUFFLE_SECONDS:
                self.shuffle_started = None
                self.send(ShuffleDone())
        elif self.game.phase != Phase.SHUFFLE:
            self.shuffle_started = None

    def wants_frame(self) -> bool:
        return self.dice.wants_frame() or self.game.phase == Phase.SHUFFLE or (
            self.clock_view is not None and self.clock_view.changed(self.app.now()))

    def next_wake(self) -> float | None:
        return None if self.clock_view is None else self.clock_view.next_change(self.app.now())

    # -- log -------------------------------------------------------------------------------------------------
    def _log_events(self, events: list[rules.Event], quiet: bool = False) -> None:
        g = self.game
        for e in events:
            name = self.names[getattr(e, "seat", g.active)] if g.players else ""
            line = ""
            if isinstance(e, rules.Drew):
                line = tr("log_draw", name=name, n=e.count)
            elif isinstance(e, rules.Reshuffled):
                line = tr("log_reshuffle", n=e.cards)
            elif isinstance(e, rules.Built):
                line = tr("log_build", name=name, section=section_name(e.section.color, e.section.size))
            elif isinstance(e, rules.Sequenced):
                line = tr("log_sequence", name=name, cards=", ".join(card_name(c) for c in e.cards))
            elif isinstance(e, rules.Scrapped):
                line = tr("log_scrap", name=name)
            elif isinstance(e, rules.Discarded):
                line = tr("log_discard", name=name, n=len(e.cards))
            elif isinstance(e, rules.FuelCheck):
                line = fuel_text(e)
            elif isinstance(e, rules.Roll):
                line = roll_text(e)
                self.last_roll = e
                if not quiet:
                    self.dice.roll((e.die,))
            elif isinstance(e, rules.Damaged):
                line = tr("log_damaged")
            elif isinstance(e, rules.Deflected):
                line = tr("log_deflected", n=e.counters)
            elif isinstance(e, rules.LaunchEnded):
                line = launch_text(len(g.launches), e)
            if line:
                self.log.add(line)

    def move_words(self, action: Any) -> str:
        return move_words(action)

    def hint_spots(self, action: Any) -> list[pygame.Rect]:
        """The cards a hinted move plays and the pyramid it builds, where they were drawn this frame."""
        cards = set(getattr(action, "cards", ()))
        built = (action.color, action.size) if isinstance(action, Build) else None
        return [hit.rect for hit in self.hits if (hit.kind == "card" and hit.value in cards)
                or (hit.kind == "pyramid" and hit.value == built)]

    # -- drawing ---------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.hits = []
        layout = self.layout
        table = layout.board
        s = layout.scale
        now = self.app.now()
        self._draw_table_back(surface, table)
        g = self.game
        draw_apophis(surface, (table.centerx, table.y + table.height * 0.2), table.height * 0.17, g.apophis, now)
        theme.blit_text(surface, tr("apophis"), theme.text_px(26, s), theme.TEXT_DIM,
                        (table.centerx, table.y + int(14 * s)), "midtop", True)
        self._draw_deflection(surface, table, s)
        self._draw_piles(surface, table, s)
        self._draw_missile(surface, pygame.Rect(table.x + int(table.width * 0.04), table.y + int(table.height * 0.33),
                                                int(table.width * 0.22), int(table.height * 0.28)), s)
        self._draw_sequence(surface, pygame.Rect(table.x + int(table.width * 0.3), table.y + int(table.height * 0.33),
                                                 int(table.width * 0.66), int(table.height * 0.28)), s)
        self._draw_reserve(surface, pygame.Rect(table.x + int(table.width * 0.03), table.y + int(table.height * 0.63),
                                                int(table.width * 0.94), int(table.height * 0.13)), s)
        self._draw_hand(surface, pygame.Rect(table.x, table.y + int(table.height * 0.78), table.width,
                                             int(table.height * 0.21)), s)
        self._draw_panel(surface, now)
        if self.paused:
            self._draw_paused(surface, table, s)
        else:
            self.draw_pointer_texts(surface, table)

    def _draw_table_back(self, surface: pygame.Surface, table: pygame.Rect) -> None:
        surface.blit(night_sky(table.size), table)

    def _draw_deflection(self, surface: pygame.Surface, table: pygame.Rect, s: float) -> None:
        g = self.game
        x0, y = table.right - int(table.width * 0.3), table.y + int(table.height * 0.06)
        label = tr("deflection_off") if g.options.advanced else tr("deflection")
        theme.blit_text(surface, label, theme.text_px(22, s), theme.TEXT_DIM, (x0, y))
        r = int(18 * s)
        count = max(5, g.deflection)
        for i in range(count):
            c = (x0 + r + i * int(2.6 * r), y + int(48 * s))
            if i < g.deflection:
                pygame.draw.circle(surface, (120, 220, 255), c, r)
                pygame.draw.circle(surface, (30, 60, 90), c, r, 3)
            else:
                pygame.draw.circle(surface, (60, 70, 100), c, r, 2)
        if not g.options.advanced:
            theme.blit_text(surface, f"{g.deflection} / 5", theme.text_px(22, s), theme.TEXT,
                            (x0, y + int(78 * s)), bold=True)

    def _draw_piles(self, surface: pygame.Surface, table: pygame.Rect, s: float) -> None:
        g = self.game
        w, h = int(74 * s), int(104 * s)
        x, y = table.x + int(30 * s), table.y + int(36 * s)
        for i, (label, count) in enumerate(((tr("deck"), len(g.deck)), (tr("discard_pile"), len(g.discard)))):
            rect = pygame.Rect(x + i * (w + int(26 * s)), y, w, h)
            if count and i == 0:
                draw_card_back(surface, rect)
            elif count:
                top = g.discard[-1]
                draw_card(surface, rect, top)
            else:
                pygame.draw.rect(surface, (50, 56, 80), rect, 2, border_radius=w // 10)
            theme.blit_text(surface, label, theme.text_px(20, s), theme.TEXT_DIM,
                            (rect.centerx, rect.bottom + int(6 * s)),
                            "midtop")
            theme.blit_text(surface, str(count), theme.text_px(24, s), theme.TEXT,
                            (rect.centerx, rect.bottom + int(30 * s)),
                            "midtop", True)

    def _draw_missile(self, surface: pygame.Surface, area: pygame.Rect, s: float) -> None:
        g = self.game
        pygame.draw.rect(surface, (22, 26, 44), area, border_radius=int(14 * s))
        theme.blit_text(surface, tr("missile"), theme.text_px(22, s), theme.TEXT_DIM,
                        (area.x + int(12 * s), area.y + int(6 * s)))
        base_y = area.bottom - int(14 * s)
        if not g.missile:
            theme.blit_text(surface, tr("empty_missile"), theme.text_px(20, s), theme.TEXT_DIM, area.center, "center")
        y: float = base_y
        # a stack: each section stands on the one below; taller missiles are drawn smaller to fit the box
        full = area.height * 0.78
        step_total = sum(PYRAMID_SCALE[sec.size] * 0.5 for sec in g.missile[:-1]) + (
            PYRAMID_SCALE[g.missile[-1].size] if g.missile else 0)
        unit = min(area.height * 0.42, full / step_total) if step_total else 0
        for section in g.missile:
            height = unit * PYRAMID_SCALE[section.size]
            draw_pyramid(surface, PYRAMID_COLORS[section.color], (area.centerx, y), height, pips=section.size)
            y -= height * 0.5
        points, yellow = g.missile_points(), g.missile_points("yellow")
        if g.missile:
            needed = g.fuel_needed()
            color = PYRAMID_COLORS["yellow"] if yellow >= needed else theme.CLOCK_RED
            theme.blit_text(surface, tr("missile_points", points=tr("points", n=points), yellow=yellow, needed=needed),
                            theme.text_px(20, s),
                            color, (area.x + int(12 * s), area.y + int(34 * s)), bold=True)

    def _draw_sequence(self, surface: pygame.Surface, area: pygame.Rect, s: float) -> None:
        g = self.game
        pygame.draw.rect(surface, (22, 26, 44), area, border_radius=int(14 * s))
        theme.blit_text(surface, tr("launch_sequence"), theme.text_px(22, s), theme.TEXT_DIM,
                        (area.x + int(12 * s), area.y + int(6 * s)))
        slot_h = int(area.height * 0.74)
        slot_w = int(slot_h * 0.7)
        gap = (area.width - 4 * slot_w) // 5
        for i, suit in enumerate(SUITS):
            rect = pygame.Rect(area.x + gap + i * (slot_w + gap), area.bottom - slot_h - int(10 * s), slot_w, slot_h)
            card = g.sequence.get(suit)
            if card is not None:
                draw_card(surface, rect, card)
            else:
                playable = suit in g.playable_suits()
                edge = theme.ACCENT if playable else (60, 68, 96)
                pygame.draw.rect(surface, edge, rect, 3 if playable else 2, border_radius=slot_w // 10)
                draw_suit(surface, suit, rect.center, slot_h * 0.3, (70, 78, 110))
                role = tr("role_green_adv" if suit == "clubs" and g.options.advanced else
                          f"role_{COLOR_OF_SUIT[suit]}")
                theme.blit_text(surface, role, theme.text_px(18, s), PYRAMID_COLORS[COLOR_OF_SUIT[suit]],
                                (rect.centerx, rect.bottom - int(8 * s)), "midbottom")
                self.hits.append(Hit(rect, "slot", suit))

    def _draw_reserve(self, surface: pygame.Surface, area: pygame.Rect, s: float) -> None:
        g = self.game
        buildable = set(g.buildable()) if g.phase == Phase.ACTION else set()
        station_w = area.width // 4
        for i, color in enumerate(COLORS):
            box = pygame.Rect(area.x + i * station_w + int(6 * s), area.y, station_w - int(12 * s), area.height)
            pygame.draw.rect(surface, (22, 26, 44), box, border_radius=int(12 * s))
            suit = SUIT_OF_COLOR[color]
            card = g.stations[suit]
            crect = pygame.Rect(box.x + int(8 * s), box.y + int(8 * s), int(box.height * 0.58),
                                box.height - int(16 * s))
            draw_card(surface, crect, card)
            x = crect.right + int(16 * s)
            room = box.right - int(8 * s) - x - int(10 * s) * (len(SIZES) - 1)
            wanted = sum(box.height * 0.62 * PYRAMID_SCALE[size] for size in SIZES)
            fit = min(1.0, room / wanted)  # the three pyramids stay inside their station at any window shape
            for size in SIZES:
                height = box.height * 0.62 * PYRAMID_SCALE[size] * fit
                half = int(height / 2)
                base = (x + half, box.bottom - int(12 * s))
                hit_rect = pygame.Rect(base[0] - half, int(base[1] - height), 2 * half, int(height))
                section = Section(color, size)
                if section in g.reserve:
                    draw_pyramid(surface, PYRAMID_COLORS[color], base, height, glow=section in buildable, pips=size)
                    self.hits.append(Hit(hit_rect.inflate(int(8 * s), int(8 * s)), "pyramid", (color, size)))
                else:
                    draw_pyramid(surface, PYRAMID_COLORS[color], base, height, ghost=True)
                x += 2 * half + int(10 * s)

    def _draw_hand(self, surface: pygame.Surface, area: pygame.Rect, s: float) -> None:
        hand = self.my_hand()
        theme.blit_text(surface, tr("hand"), theme.text_px(22, s), theme.TEXT_DIM, (area.x + int(24 * s), area.y))
        card_h = int(area.height * 0.82)
        card_w = int(card_h * 0.7)
        step = min(card_w + int(14 * s), (area.width - int(60 * s) - card_w) // max(1, len(hand) - 1)
                   if len(hand) > 1 else card_w)
        total = card_w + step * (len(hand) - 1)
        x = area.centerx - total // 2
        for card in hand:
            lift = int(22 * s) if card in self.selected else 0
            rect = pygame.Rect(x, area.bottom - card_h - int(4 * s) - lift, card_w, card_h)
            draw_card(surface, rect, card, selected=card in self.selected)
            self.hits.append(Hit(rect, "card", card))
            x += step

    def _draw_panel(self, surface: pygame.Surface, now: float) -> None:
        layout = self.layout
        s = layout.scale
        g = self.game
        draw_panel_back(surface, layout)
        seat = g.active
        draw_turn_banner(surface, layout.panel_box(20, 96), self.names[seat], self.sides[seat], tr("your_turn"), s,
                         seat in self.computers.levels)
        if self.clock_view is not None:
            self.clock_view.draw(surface, now)
        status = layout.panel_box(262, 80)
        if g.phase == Phase.SHUFFLE and self.shuffle_started is not None:
            left = max(0.0, SHUFFLE_SECONDS - (now - self.shuffle_started))
            progress_bar(surface, pygame.Rect(status.x, status.y + int(54 * s), status.width, int(20 * s)),
                         1 - left / SHUFFLE_SECONDS, theme.ACCENT)
            hint = tr("hint_shuffle", s=int(left) + 1)
        elif self.paused:
            hint = tr("hint_paused")
        else:
            hint = {Phase.ACTION: tr("hint_action"), Phase.END: tr("hint_end"),
                    Phase.DISCARD: tr("hint_discard", n=g.excess_cards()), Phase.REROLL: tr("hint_reroll"),
                    Phase.OVER: ""}.get(g.phase, "")
        y = status.y
        draw_wrapped(surface, hint, status.inflate(0, int(8 * s)).move(0, int(4 * s)), y, 20, theme.TEXT, s)
        info = layout.panel_box(670, 120)
        theme.blit_text(surface, tr("roll_title"), theme.text_px(20, s), theme.TEXT_DIM, info.topleft)
        self.dice.draw(surface, (info.x, info.y + int(30 * s)), int(64 * s))
        if self.last_roll is None:
            theme.blit_text(surface, tr("roll_none"), theme.text_px(18, s), theme.TEXT_DIM,
                            (info.x, info.y + int(30 * s)))
        else:
            lines = theme.wrap(roll_text(self.last_roll), theme.text_px(20, s), info.width - int(90 * s), lines=3)
            for i, line in enumerate(lines):
                theme.blit_text(surface, line, theme.text_px(20, s), theme.TEXT,
                                (info.x + int(84 * s), info.y + int(30 * s) + i * int(26 * s)))
        others = layout.panel_box(800, 40)  # the other hands' sizes, one equal slot each (six players fit)
        seats = [i for i in range(len(g.players)) if i != seat]
        slot, size = others.width // max(1, len(seats)), theme.text_px(18, s)
        for n, i in enumerate(seats):
            back = pygame.Rect(others.x + n * slot, others.y, int(26 * s), int(36 * s))
            draw_card_back(surface, back)
            count = f" {len(g.hands[i])}"
            room = slot - back.width - int(14 * s) - theme.font(size, True).size(count)[0]
            label = theme.fit(self.names[i], size, room, bold=True) + count
            theme.blit_text(surface, label, size, theme.side(self.sides[i]).color,
                            (back.right + int(6 * s), back.centery), "midleft", True)
        keys = layout.panel_box(1044, 30)  # the key line, clear of the window's bottom edge
        theme.blit_text(surface, theme.fit(tr("keys"), theme.text_px(18, s), keys.width), theme.text_px(18, s),
                        theme.TEXT_DIM, (keys.x, layout.panel.bottom - max(8, int(14 * s))), "bottomleft")
        log_box = layout.panel_box(850, 176)
        y = self.draw_refusal(surface, log_box, theme.text_px(20, s))  # a key's refusal; a click's is at the pointer
        if y > log_box.y:
            log_box.height -= y - log_box.y + int(8 * s)
            log_box.y = y + int(8 * s)
        self.log.draw(surface, log_box, s)

    def _draw_paused(self, surface: pygame.Surface, table: pygame.Rect, s: float) -> None:
        shade = pygame.Surface(table.size, pygame.SRCALPHA)
        shade.fill((0, 0, 0, 200))
        surface.blit(shade, table)
        theme.blit_text(surface, t("paused"), theme.text_px(72, s), theme.TEXT, table.center, "center", True)


@lru_cache(maxsize=2)
def night_sky(size: tuple[int, int]) -> pygame.Surface:
    """The table's background (a soft glow band and a few fixed stars), drawn once per size."""
    w, h = size
    sky = pygame.Surface(size)
    sky.fill((10, 12, 24))
    for i in range(0, h, 6):
        shade = int(8 * (1 - abs(i / h - 0.35)))
        pygame.draw.line(sky, (12 + shade, 16 + shade, 32 + 2 * shade), (0, i), (w, i), 6)
    for i in range(40):
        pygame.draw.circle(sky, (120, 130, 170), ((i * 7919) % w, (i * 104729) % int(h * 0.3)), 1 + i % 2)
    return sky


def roll_text(roll: rules.Roll) -> str:
    """E.g. "Accuracy: 2 + 4 = 6 · needs 7+ · miss" (APO.LAUNCH.7: the die, what it was added to, the threshold)."""
    rule = tr("rule_explosion" if roll.step == "explosion" else "rule_other", threshold=roll.threshold)
    verdict = tr(f"verdict_{roll.step}_{'ok' if roll.success else 'bad'}")
    return tr("log_roll", step=tr(f"step_{roll.step}"), die=roll.die, bonus=roll.bonus, total=roll.total, rule=rule,
              verdict=verdict)


def fuel_text(check: rules.FuelCheck) -> str:
    return tr("log_fuel_ok" if check.success else "log_fuel_bad", yellow=check.yellow, needed=check.needed,
              total=check.total)


def launch_text(number: int, launch: rules.LaunchEnded) -> str:
    return tr("log_launch", n=number, points=tr("points", n=sum(sec.size for sec in launch.missile)),
              outcome=tr(f"outcome_{launch.outcome}"))


def cue_for(events: list[rules.Event]) -> str:
    """The sound of what just happened: the end of the game, a launch, or a plain move."""
    if any(isinstance(e, rules.GameWon) for e in events):
        return "win"
    if any(isinstance(e, rules.GameLost) for e in events):
        return "lose"
    if any(isinstance(e, rules.Roll) for e in events):
        return "shot"
    return "move"
