"""The Apophis table: a night table seen from above, the countdown, and every action by mouse.

The scene never decides legality: it asks the rules (`check`) and shows the refusal's sentence when a click is
refused or a pyramid cannot be built. The countdown belongs to the scene's clock; the rules only hear `TimeUp`
and `ShuffleDone`. Each action is stored with the countdown's elapsed time (`t`) so a resumed game restarts the
countdown where it was.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui

from arcade.core.clock import Clock, ClockConfig, ClockMode, Level
from arcade.core.record import GameRecord
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
    ShuffleDone,
    TimeUp,
    from_data,
    new_game,
    to_data,
)
from arcade.games.apophis.rules import game as rules
from arcade.i18n import key, language, t
from arcade.scenes import AppContext, GameScene, button_action
from arcade.ui import theme
from arcade.ui.clock_view import ClockView, progress_bar
from arcade.ui.dice_view import DiceView
from arcade.ui.handover import Handover
from arcade.ui.table import GameLog, Hit, TableLayout, draw_panel_back, draw_turn_banner, hit_at

NS = "apophis"


def tr(text_key: str, **values: object) -> str:
    return t(text_key, NS, **values)


class ApophisScene(GameScene):
    title = "Apophis"

    def __init__(self, app: AppContext, record: GameRecord) -> None:
        super().__init__(app, record)
        self.game: ApophisGame = new_game(record.setup, record.seed)
        players = record.setup.get("players", [])
        self.sides = [str(p.get("side", "white")) for p in players]  # type: ignore[union-attr]
        self.log = GameLog(9)
        self.dice = DiceView()
        self.last_roll: rules.Roll | None = None
        elapsed = 0.0
        for data in record.actions:  # a resumed game replays its actions
            self._log_events(self.game.apply(from_data(data)), quiet=True)
            if isinstance(data, dict) and isinstance(data.get("t"), int | float):
                elapsed = float(data["t"])
        # a resumed game restarts the countdown where its last action left it
        self.clock = Clock(ClockConfig(ClockMode.COUNTDOWN, max(0.001, self.game.options.seconds - elapsed)), app.now)
        self.selected: list[Card] = []
        self.hover_text: str = ""
        self.hits: list[Hit] = []
        self.shuffle_started: float | None = app.now() if self.game.phase == Phase.SHUFFLE else None
        self.paused = False
        self.ended_shown = False
        self.warned_level = Level.NORMAL
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.actions: dict[object, Callable[[], None]] = {}
        self.layout = TableLayout.for_size((1920, 1080))
        self.clock_view: ClockView | None = None
        if not self.game.over:
            self.clock.start()  # APO.SETUP.3: the countdown starts with the first turn

    # -- widgets ---------------------------------------------------------------------------------------------
    def build(self, container: pygame_gui.core.UIContainer, size: tuple[int, int]) -> None:
        layout = self.layout = TableLayout.for_size(size)
        s = layout.scale
        m = self.app.manager
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
            btn = self.buttons.get(name)
            if btn is None:
                continue
            if ok and not self.paused or name == "pause":
                btn.enable()
            else:
                btn.disable()
        if g.launch is not None and "reroll" in self.buttons:
            self.buttons["reroll"].set_text(tr("reroll", n=g.launch.rerolls_left))
        self.buttons["pause"].set_text(key("resume" if self.paused else "pause", NS))

    # -- acting ----------------------------------------------------------------------------------------------
    def act(self, action: Action) -> bool:
        """Ask the rules; apply and record a legal action, or show why not."""
        if self.paused and not isinstance(action, TimeUp):
            return False
        seat = self.game.active
        data = to_data(action)
        data["t"] = round(self.clock_elapsed(), 2)
        applied = self.attempt(self.game, action, data)
        if applied is None:
            return False
        events: list[rules.Event] = list(applied)
        self.selected = [c for c in self.selected if c in self.game.hand(seat)] if seat == self.game.active else []
        self._log_events(events)
        self.app.sounds.play(cue_for(events))
        if self.game.phase == Phase.SHUFFLE and self.shuffle_started is None:
            self.shuffle_started = self.app.now()
        self.refresh_buttons()  # before any overlay is pushed: it hides this scene's widgets
        if isinstance(action, EndTurn):
            self.selected = []
            self._hand_over()
        if self.game.over:
            self._end()
        self.app.request_redraw()
        return True

    def resume(self) -> None:
        super().resume()
        self.refresh_buttons()  # showing the container shows every button: hide those of other phases again

    def clock_elapsed(self) -> float:
        return self.game.options.seconds - self.clock.remaining()

    def add_selected_to_sequence(self) -> None:
        self.act(AddToSequence(tuple(self.selected)))

    def toggle_pause(self) -> None:
        self.paused = not self.paused
        if self.paused:
            self.clock.pause()
        else:
            self.clock.resume()
        self.refresh_buttons()

    def _hand_over(self) -> None:
        if len(self.game.players) < 2 or self.game.over:
            return
        seat = self.game.active
        self.app.push(Handover(self.app, self.game.players[seat], self.sides[seat], self.app.request_redraw))

    def _end(self) -> None:
        if self.ended_shown:
            return
        self.ended_shown = True
        self.clock.pause()
        self.app.finish_game(self.record)
        from arcade.games.apophis.end_scene import end_screen

        self.app.push(end_screen(self.app, self))

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
            color, size = hit.value  # type: ignore[misc]
            self.act(self._build_action(color, size))
        elif hit.kind == "slot":
            suit = hit.value
            chosen = tuple(self.selected) or tuple(c for c in self.game.hand() if c.suit == suit)[:1]
            self.act(AddToSequence(chosen))
        self.app.request_redraw()
        return True

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
            color, size = hit.value  # type: ignore[misc]
            rejection = self.game.check(self._build_action(color, size))
            text = rejection.text(language()) if rejection else tr("section", size=tr(f"size_{size}"),
                                                                    color=tr(f"color_{color}"))
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
        if self.game.over:
            return
        level = self.clock.level()
        if level != self.warned_level:  # a beep when the countdown turns amber (30 s) and red (10 s)
            if level is not Level.NORMAL:
                self.app.sounds.play("warning")
            self.warned_level = level
        if self.clock.expired():
            self.act(TimeUp())
            return
        if self.game.phase == Phase.SHUFFLE and self.shuffle_started is not None and not self.paused:
            if self.app.now() - self.shuffle_started >= SHUFFLE_SECONDS:
                self.shuffle_started = None
                self.act(ShuffleDone())
        elif self.game.phase != Phase.SHUFFLE:
            self.shuffle_started = None

    def wants_frame(self) -> bool:
        return self.dice.rolling or self.game.phase == Phase.SHUFFLE or (
            self.clock_view is not None and self.clock_view.changed(self.app.now()))

    def next_wake(self) -> float | None:
        return None if self.clock_view is None else self.clock_view.next_change(self.app.now())

    # -- log -------------------------------------------------------------------------------------------------
    def _log_events(self, events: list[rules.Event], quiet: bool = False) -> None:
        g = self.game
        for e in events:
            name = g.players[getattr(e, "seat", g.active)] if g.players else ""
            line = ""
            if isinstance(e, rules.Drew):
                line = tr("log_draw", name=name, n=len(e.cards))
            elif isinstance(e, rules.Reshuffled):
                line = tr("log_reshuffle", n=e.cards)
            elif isinstance(e, rules.Built):
                line = tr("log_build", name=name, section=self._section_name(e.section.color, e.section.size))
            elif isinstance(e, rules.Sequenced):
                line = tr("log_sequence", name=name, cards=" ".join(c.code for c in e.cards))
            elif isinstance(e, rules.Scrapped):
                line = tr("log_scrap", name=name)
            elif isinstance(e, rules.Discarded):
                line = tr("log_discard", name=name, n=len(e.cards))
            elif isinstance(e, rules.FuelCheck):
                line = tr("log_fuel_ok" if e.success else "log_fuel_bad", yellow=e.yellow, total=e.total,
                          needed=e.needed)
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

    def _section_name(self, color: str, size: int) -> str:
        return tr("section", size=tr(f"size_{size}"), color=tr(f"color_{color}"))

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
        theme.blit_text(surface, tr("apophis"), int(26 * s), theme.TEXT_DIM,
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

    def _draw_table_back(self, surface: pygame.Surface, table: pygame.Rect) -> None:
        surface.fill((10, 12, 24), table)
        for i in range(0, table.height, 6):
            shade = int(8 * (1 - abs(i / table.height - 0.35)))
            pygame.draw.line(surface, (12 + shade, 16 + shade, 32 + 2 * shade), (table.x, table.y + i),
                             (table.right, table.y + i), 6)
        for i in range(40):  # a few fixed stars
            x = table.x + (i * 7919) % table.width
            y = table.y + (i * 104729) % int(table.height * 0.3)
            pygame.draw.circle(surface, (120, 130, 170), (x, y), 1 + i % 2)

    def _draw_deflection(self, surface: pygame.Surface, table: pygame.Rect, s: float) -> None:
        g = self.game
        x0, y = table.right - int(table.width * 0.3), table.y + int(table.height * 0.06)
        label = tr("deflection_off") if g.options.advanced else tr("deflection")
        theme.blit_text(surface, label, int(22 * s), theme.TEXT_DIM, (x0, y))
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
            theme.blit_text(surface, f"{g.deflection} / 5", int(22 * s), theme.TEXT,
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
            theme.blit_text(surface, label, int(20 * s), theme.TEXT_DIM, (rect.centerx, rect.bottom + int(6 * s)),
                            "midtop")
            theme.blit_text(surface, str(count), int(24 * s), theme.TEXT, (rect.centerx, rect.bottom + int(30 * s)),
                            "midtop", True)

    def _draw_missile(self, surface: pygame.Surface, area: pygame.Rect, s: float) -> None:
        g = self.game
        pygame.draw.rect(surface, (22, 26, 44), area, border_radius=int(14 * s))
        theme.blit_text(surface, tr("missile"), int(22 * s), theme.TEXT_DIM,
                        (area.x + int(12 * s), area.y + int(6 * s)))
        base_y = area.bottom - int(14 * s)
        if not g.missile:
            theme.blit_text(surface, tr("empty_missile"), int(20 * s), theme.TEXT_DIM, area.center, "center")
        y = base_y
        # a stack: each section stands on the one below; taller missiles are drawn smaller to fit the box
        full = area.height * 0.78
        step_total = sum(PYRAMID_SCALE[sec.size] * 0.5 for sec in g.missile[:-1]) + (
            PYRAMID_SCALE[g.missile[-1].size] if g.missile else 0)
        unit = min(area.height * 0.42, full / step_total) if step_total else 0
        for section in g.missile:
            height = unit * PYRAMID_SCALE[section.size]
            draw_pyramid(surface, PYRAMID_COLORS[section.color], (area.centerx, y), height, pips=section.size)
            y -= height * 0.5
        points = sum(sec.size for sec in g.missile)
        yellow = sum(sec.size for sec in g.missile if sec.color == "yellow")
        if g.missile:
            needed = -(-points // 4)
            color = PYRAMID_COLORS["yellow"] if yellow >= needed else theme.CLOCK_RED
            theme.blit_text(surface, tr("missile_points", points=points, yellow=yellow, needed=needed), int(20 * s),
                            color, (area.x + int(12 * s), area.y + int(34 * s)), bold=True)

    def _draw_sequence(self, surface: pygame.Surface, area: pygame.Rect, s: float) -> None:
        g = self.game
        pygame.draw.rect(surface, (22, 26, 44), area, border_radius=int(14 * s))
        theme.blit_text(surface, tr("launch_sequence"), int(22 * s), theme.TEXT_DIM,
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
                playable = g.phase == Phase.ACTION and bool(g.missile) and any(c.suit == suit for c in g.hand())
                edge = theme.ACCENT if playable else (60, 68, 96)
                pygame.draw.rect(surface, edge, rect, 3 if playable else 2, border_radius=slot_w // 10)
                draw_suit(surface, suit, rect.center, slot_h * 0.3, (70, 78, 110))
                role = tr("role_green_adv" if suit == "clubs" and g.options.advanced else
                          f"role_{COLOR_OF_SUIT[suit]}")
                theme.blit_text(surface, role, int(18 * s), PYRAMID_COLORS[COLOR_OF_SUIT[suit]],
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
            for size in SIZES:
                height = box.height * 0.62 * PYRAMID_SCALE[size]
                half = int(height / 2)
                base = (x + half, box.bottom - int(12 * s))
                hit_rect = pygame.Rect(base[0] - half, int(base[1] - height), 2 * half, int(height))
                section = rules.Section(color, size)
                if section in g.reserve:
                    draw_pyramid(surface, PYRAMID_COLORS[color], base, height, glow=section in buildable, pips=size)
                    self.hits.append(Hit(hit_rect.inflate(int(8 * s), int(8 * s)), "pyramid", (color, size)))
                else:
                    draw_pyramid(surface, PYRAMID_COLORS[color], base, height, ghost=True)
                x += 2 * half + int(10 * s)

    def _draw_hand(self, surface: pygame.Surface, area: pygame.Rect, s: float) -> None:
        g = self.game
        hand = g.hand()
        theme.blit_text(surface, tr("hand"), int(22 * s), theme.TEXT_DIM, (area.x + int(24 * s), area.y))
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
        draw_turn_banner(surface, layout.panel_box(20, 96), g.players[seat], self.sides[seat], tr("your_turn"), s)
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
                    Phase.DISCARD: tr("hint_discard", n=len(g.hand()) - 5), Phase.REROLL: tr("hint_reroll"),
                    Phase.OVER: ""}.get(g.phase, "")
        y = status.y
        for line in theme.wrap(hint, int(20 * s), status.width)[:3]:
            y = theme.blit_text(surface, line, int(20 * s), theme.TEXT, (status.x, y)).bottom
        info = layout.panel_box(670, 120)
        theme.blit_text(surface, tr("roll_title"), int(20 * s), theme.TEXT_DIM, info.topleft)
        self.dice.draw(surface, (info.x, info.y + int(30 * s)), int(64 * s))
        if self.last_roll is not None:
            for i, line in enumerate(theme.wrap(roll_text(self.last_roll), int(20 * s), info.width - int(90 * s))[:3]):
                theme.blit_text(surface, line, int(20 * s), theme.TEXT,
                                (info.x + int(84 * s), info.y + int(30 * s) + i * int(26 * s)))
        others = layout.panel_box(800, 40)
        x = others.x
        for i, name in enumerate(g.players):
            if i == seat:
                continue
            back = pygame.Rect(x, others.y, int(26 * s), int(36 * s))
            draw_card_back(surface, back)
            label = f"{name} {len(g.hands[i])}"
            x = theme.blit_text(surface, label, int(18 * s), theme.side(self.sides[i]).color,
                                (back.right + int(6 * s), back.centery), "midleft", True).right + int(18 * s)
        note = self.message or self.hover_text
        log_box = layout.panel_box(850, 220)
        if note:
            color = theme.CLOCK_RED if self.message else theme.TEXT
            y = log_box.y
            for line in theme.wrap(note, int(20 * s), log_box.width)[:3]:
                y = theme.blit_text(surface, line, int(20 * s), color, (log_box.x, y), bold=True).bottom
            log_box.height -= y - log_box.y + int(8 * s)
            log_box.y = y + int(8 * s)
        self.log.draw(surface, log_box, s)

    def _draw_paused(self, surface: pygame.Surface, table: pygame.Rect, s: float) -> None:
        shade = pygame.Surface(table.size, pygame.SRCALPHA)
        shade.fill((0, 0, 0, 200))
        surface.blit(shade, table)
        theme.blit_text(surface, t("paused"), int(72 * s), theme.TEXT, table.center, "center", True)


def roll_text(roll: rules.Roll) -> str:
    """E.g. "Accuracy: 2 + 4 = 6 · needs 7+ · miss" (APO.LAUNCH.7: the die, what it was added to, the threshold)."""
    rule = tr("rule_explosion" if roll.step == "explosion" else "rule_other", threshold=roll.threshold)
    verdict = tr(f"verdict_{roll.step}_{'ok' if roll.success else 'bad'}")
    return tr("log_roll", step=tr(f"step_{roll.step}"), die=roll.die, bonus=roll.bonus, total=roll.total, rule=rule,
              verdict=verdict)


def launch_text(number: int, launch: rules.LaunchEnded) -> str:
    return tr("log_launch", n=number, points=sum(sec.size for sec in launch.missile),
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
