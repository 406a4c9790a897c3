"""The Apophis table: a night table seen from above, the countdown, and every action by mouse.

The scene never decides legality: it asks the rules and shows the refusal's sentence when a click is refused or
a pyramid cannot be built. The countdown is the table's clock; the rules only hear `TimeUp` and `ShuffleDone`.
Recording, the hand-over between players, the countdown's checkpoints and the result screen come from
`TableScene`; how the table looks, from `table.ApophisTable` (drawn with `tabletop`'s parts).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame
import pygame_gui

from arcade.core.clock import Clock, ClockConfig, ClockMode, Level, format_seconds
from arcade.core.protocol import Outcome, Seat
from arcade.games.apophis.rules import (
    DEFLECTIONS_TO_WIN,
    SHUFFLE_SECONDS,
    SUIT_OF_COLOR,
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
)
from arcade.games.apophis.rules import events as rules
from arcade.games.apophis.rules.view import TableView
from arcade.games.apophis.words import (
    NS,
    card_name,
    cue_for,
    fuel_text,
    launch_text,
    roll_text,
    section_name,
    tr,
)
from arcade.i18n import key, t
from arcade.match.timekeeper import Stop
from arcade.ui import theme
from arcade.ui.clock_view import ClockView
from arcade.ui.dice_view import DiceView
from arcade.ui.scenes import button_action
from arcade.ui.table import (
    hit_at,
    light_button,
)
from arcade.ui.table_scene import TableScene


class ApophisScene(TableScene[ApophisGame]):
    action_buttons = {"Draw": "draw", "EndTurn": "end_turn", "AddToSequence": "sequence", "Scrap": "scrap",
                      "DiscardDown": "discard"}
    title = "Apophis"
    namespace = NS

    def setup_table(self) -> None:
        self.dice = DiceView()
        self.last_roll: rules.Roll | None = None
        self.clock = Clock(ClockConfig(ClockMode.COUNTDOWN, self.game.options.seconds), self.app.now)
        self.selected: list[Card] = []
        self.shuffle_started: float | None = None
        self.warned_level = Level.NORMAL
        self.clock_view: ClockView | None = None

    # -- widgets ---------------------------------------------------------------------------------------------
    def build(self, container: pygame_gui.core.UIContainer, size: tuple[int, int]) -> None:
        layout = self.layout = self.table_layout(size)
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
        # as wide as its longer word needs in the buttons' bold type ("Reprendre" was cut at 1280x720)
        words = max(theme.font(theme.text_px(22, s), True).size(t(k, NS))[0] for k in ("pause", "resume"))
        width = max(int(128 * s), words + int(28 * s))
        pause_rect = pygame.Rect(clock_box.right - width - int(10 * s), clock_box.y + int(8 * s), width, int(40 * s))
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
            "draw": self.refusal(Draw()) is None,
            "sequence": bool(self.selected) and self.refusal(AddToSequence(tuple(self.selected))) is None,
            "scrap": self.refusal(Scrap()) is None,
            "discard": self.refusal(DiscardDown(tuple(self.selected))) is None,
            "reroll": self.refusal(Reroll()) is None,
            "keep": self.refusal(KeepRoll()) is None,
            "end_turn": self.refusal(EndTurn()) is None,
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

    @property
    def paused(self) -> bool:
        """The countdown is paused for everyone (the table is covered)."""
        return Stop.PAUSED in self.time.stops

    def toggle_pause(self) -> None:
        self.time.hold(Stop.PAUSED, not self.paused)
        if self.paused:
            self.checkpoint()
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

    @property
    def seen(self) -> TableView:
        """What the seat at the screen sees (nobody's hand while the screen changes hands): all the table draws."""
        return self.seen_as(TableView)

    def my_hand(self) -> list[Card]:
        """The hand of the player at the screen (nothing while the screen changes hands)."""
        return list(self.seen.hand)

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
            rejection = self.refusal(self._build_action(color, size))
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
                self.dice.roll((e.die,))
                if quiet:  # (a resumed game shows its last die as it fell, without the tumble)
                    self.dice.skip()
            elif isinstance(e, rules.Damaged):
                line = tr("log_damaged")
            elif isinstance(e, rules.Deflected):
                line = tr("log_deflected", n=e.counters)
            elif isinstance(e, rules.LaunchEnded):
                line = launch_text(len(g.launches), e)
            if line:
                self.log.add(line)

    def hint_spots(self, action: Any) -> list[pygame.Rect]:
        """The cards a hinted move plays and the pyramid it builds, where they were drawn this frame."""
        cards = set(getattr(action, "cards", ()))
        built = (action.color, action.size) if isinstance(action, Build) else None
        return [hit.rect for hit in self.hits if (hit.kind == "card" and hit.value in cards)
                or (hit.kind == "pyramid" and hit.value == built)]
