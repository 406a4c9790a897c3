"""The Asteroyds table: each team programs its ships behind a hand-over, against its timer, on a six-column board
with big action buttons and the anticipation; then everyone watches the six rounds — lasers first, then moves —
played back round by round.

The rules decide: a program is sent as text and the rules accept or refuse it; the ghost path (where it would
crash included), the laser lines and the turret lines are the rules' own answers (`route`, `laser`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

import pygame
import pygame_gui

from arcade.boards import load_board
from arcade.core.clock import Clock, ClockConfig, ClockMode
from arcade.core.hexgrid import Hex
from arcade.core.protocol import Outcome, Seat
from arcade.games.asteroyds import drawing
from arcade.games.asteroyds.panel import Panel
from arcade.games.asteroyds.rules import AsteroydsGame, Program, Ready, Ship, TimeUp
from arcade.games.asteroyds.rules import actions as ev
from arcade.games.asteroyds.rules.game import LAYOUT, PROGRAM
from arcade.games.asteroyds.rules.pieces import POWERS
from arcade.games.asteroyds.rules.program import ACTIONS, COLUMNS
from arcade.games.asteroyds.rules.route import route
from arcade.games.asteroyds.words import NS, hint_places, move_words, ship_name, tr
from arcade.i18n import key
from arcade.scenes import button_action
from arcade.ui import theme
from arcade.ui.board import BoardView
from arcade.ui.board.overlays import Line
from arcade.ui.dice_view import DiceView
from arcade.ui.table import Hit, TableLayout
from arcade.ui.table_scene import TableScene

#: Seconds between two rounds played back.
ROUND_PAUSE = 0.9
TEAM_COLOURS = {"red": (255, 70, 90), "white": (230, 236, 255), "blue": (80, 150, 255)}
CRASH = (255, 150, 40)  # a crash's flash and its mark on the board


def faint(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    return colour[0] // 2, colour[1] // 2, colour[2] // 2


class AsteroydsScene(TableScene[AsteroydsGame]):
    title = "Asteroyds"
    namespace = NS


    # -- construction ----------------------------------------------------------------------------------------
    def setup_table(self) -> None:
        opts = self.record.setup.get("options") or {}
        self.board = load_board("asteroyds-three" if str(opts.get("teams", "2")) == "3" else "asteroyds")
        seconds = getattr(self.setup, "seconds", 30)
        self.clock = Clock(ClockConfig(ClockMode.TURN_BUDGET, seconds), self.app.now)
        self.view = BoardView(self.board, self.layout.board, on_click=self.cell_clicked, now=self.app.now,
                              labels=True)
        self.panel = Panel(self)
        self.dice = DiceView()
        self.dice.roll(tuple(v for _, v in sorted(self.game.dice.items())))  # the first turn's, rolled at setup
        self.columns: dict[int, list[str]] = {}  # the team's programs being written (never past a hand-over)
        self.rounds: dict[int, list[int]] = {}
        self.modes: dict[int, str] = {}
        self.ship_index = 0
        self.slot = 0
        self.queue: list[list[ev.Event]] = []  # rounds still to play back
        self.next_round_at = 0.0
        self.paused = False
        self.next_dice: ev.Rolled | None = None  # held back while a turn's rounds are watched
        self.last_turn: tuple[ev.Event, ...] = ()
        self.shown_ships: dict[int, tuple[Hex, int]] = {}  # where ships stand in the round played back
        self.shown_roids: dict[str, Hex] = {}
        #: Where everything stood while the teams programmed: the rounds are played back from there.
        self.turn_start_ships: dict[int, tuple[Hex, int]] = {}
        self.turn_start_roids: dict[str, Hex] = {}
        self.turn_start_carriers: dict[str, int | None] = {}
        self.carried: dict[int, set[str]] = {}  # asteroyds riding with ships in the round played back
        self.crashes: list[Hex] = []  # where this turn's ships crashed or were shot down, marked until it is watched
        self.round_shown = 0
        self.all_rounds: list[list[ev.Event]] = []
        self.banner: tuple[str, str, float] | None = None  # a capture, big over the board for a moment
        self._programmer: tuple[int, str] | None = None

    def build(self, container: pygame_gui.core.UIContainer, size: tuple[int, int]) -> None:
        layout = self.layout = TableLayout.for_size(size)
        self.view.set_rect(layout.board)
        self.panel.place(layout)
        s = layout.scale
        m = self.app.manager
        self.buttons, self.actions = {}, {}
        p = self.panel
        gap = int(8 * s)

        def make(name: str, rect: pygame.Rect, text: str, action: Callable[[], None], primary: bool = False) -> None:
            btn = pygame_gui.elements.UIButton(rect, text, m, container,
                                               object_id="#primary" if primary else "#secondary")
            self.buttons[name] = btn
            self.actions[btn] = action

        def row(rect: pygame.Rect, n: int) -> list[pygame.Rect]:
            w = (rect.width - gap * (n - 1)) // n
            return [pygame.Rect(rect.x + i * (w + gap), rect.y, w, rect.height) for i in range(n)]

        make("ready", p.ready_rect, key("ready", NS), self.ready, primary=True)
        make("continue", p.ready_rect, key("continue", NS), self.carry_on, primary=True)
        for i, rect in enumerate(row(p.slots_rect, COLUMNS)):
            make(f"slot{i}", rect, "-", partial(self.choose_slot, i))
        for code, rect in zip((*ACTIONS, "P"), row(p.actions_rect, len(ACTIONS) + 1), strict=True):
            make(f"act_{code}", rect, key(f"act_{'none' if code == '-' else code}", NS), partial(self.put_action, code))
        for i, rect in enumerate(row(p.rounds_rect, COLUMNS)):
            make(f"round{i + 1}", rect, str(i + 1), partial(self.toggle_round, i + 1))
        halves = row(p.modes_rect, 2)
        make("mode_shoot", halves[0], key("shoot", NS), partial(self.set_mode, "shoot"))
        make("mode_shield", halves[1], key("shield", NS), partial(self.set_mode, "shield"))
        make("prev_round", halves[0], key("prev_round", NS), partial(self.step_round, -1))  # while watching
        make("next_round", halves[1], key("next_round", NS), partial(self.step_round, 1))
        tools = row(p.tools_rect, 3)
        make("pause", tools[0], key("pause", NS), self.toggle_pause)
        make("replay", tools[1], key("replay", NS), self.replay_turn)
        make("prev_ship", tools[0], key("prev_ship", NS), partial(self.switch_ship, -1))  # while programming
        make("next_ship", tools[1], key("next_ship", NS), partial(self.switch_ship, 1))
        make("fit", tools[2], key("whole_board", NS), self.view.fit)
        self.refresh_buttons()

    # -- the team at the screen ------------------------------------------------------------------------------
    def team_ships(self) -> list[Ship]:
        seat = self.acting_seat()
        if seat is None or self.game.phase != PROGRAM:
            return []
        return [s for s in self.game.ships if s.team == self.game.seats[seat]]

    def current(self) -> Ship | None:
        ships = self.team_ships()
        return ships[self.ship_index % len(ships)] if ships else None

    def plan_text(self, ship: Ship) -> str:
        cols = self.columns.get(ship.id, ["-"] * COLUMNS)
        rounds = self.rounds.get(ship.id, [])
        text = " ".join(cols)
        if rounds:
            text += f" · {'+'.join(map(str, sorted(rounds)))} {self.modes.get(ship.id, 'shield')}"
        return text

    def choose_slot(self, i: int) -> None:
        self.slot = i
        self.refresh_buttons()

    def put_action(self, code: str) -> None:
        ship = self.current()
        if ship is None:
            return
        cols = self.columns.setdefault(ship.id, ["-"] * COLUMNS)
        if code == "P":
            choices = POWERS.get(ship.pilot, ()) if self.game.powers else ()
            if not choices:
                self.tell(tr("refuse.no_powers") if not self.game.powers else tr("refuse.power_of", pilot=ship.pilot))
                return
            now = cols[self.slot]
            code = choices[(choices.index(now) + 1) % len(choices)] if now in choices else choices[0]
            for i, c in enumerate(cols):
                if c.startswith("P") and i != self.slot:
                    cols[i] = "-"  # one power column
            cols[self.slot] = code
        else:
            cols[self.slot] = code
            self.slot = min(COLUMNS - 1, self.slot + 1)
        self.message = ""
        self.refresh_buttons()

    def toggle_round(self, n: int) -> None:
        ship = self.current()
        if ship is None:
            return
        lawrence = self.game.powers and ship.pilot == "Lawrence"
        chosen = self.rounds.setdefault(ship.id, [])
        if n in chosen:
            chosen.remove(n)
        else:
            chosen.append(n)
            while len(chosen) > (2 if lawrence else 1):
                chosen.pop(0)
        if lawrence:
            self.modes[ship.id] = "shield"
        self.refresh_buttons()

    def set_mode(self, mode: str) -> None:
        ship = self.current()
        if ship is not None:
            self.modes[ship.id] = mode
            self.refresh_buttons()

    def switch_ship(self, delta: int) -> None:
        self.ship_index += delta
        self.slot = 0
        self.refresh_buttons()

    def send_programs(self) -> bool:
        """Every ship the team touched gets its program (the rules say if one is wrong)."""
        for ship in self.team_ships():
            touched = ship.id in self.columns or ship.id in self.rounds
            if touched and not self.send(Program(ship.id, self.plan_text(ship))):
                self.ship_index = self.team_ships().index(ship)
                return False
        return True

    def ready(self) -> None:
        if self.game.phase == LAYOUT:
            self.send(Ready())
            return
        if self.send_programs():
            self.send(Ready())

    def time_up_action(self) -> TimeUp | None:
        """At zero the panel locks: what was written is sent, the rest does nothing (AST.PROG.1)."""
        if self.game.phase != PROGRAM or self.acting_seat() is None:
            return None
        self.send_programs()
        return TimeUp(self.game.team)

    def clear_selection(self) -> None:
        self.columns, self.rounds, self.modes = {}, {}, {}
        self.ship_index = self.slot = 0
        self.refresh_buttons()

    def _take_screen(self, seat: Seat) -> None:
        super()._take_screen(seat)
        self.restart_clock()
        self.refresh_buttons()

    def restart_clock(self) -> None:
        """Each team has the whole timer (AST.PROG.4 ruling) from when it has the screen: the timer stands still
        while a turn's rounds are watched and while the computer changes hands."""
        if self.clock is None:
            return
        programming = self.game.phase == PROGRAM and not self.watching
        now = (self.game.turn, self.game.team)
        if programming and now != self._programmer:  # a new team: its whole time, shown on its hand-over
            self._programmer = now
            self.clock.next_turn()
        if not programming or self.viewer is None:
            self.clock.pause()
        elif not self.clock.running:
            self.clock.start()

    def _next_viewer(self) -> None:
        super()._next_viewer()
        self.restart_clock()
        self.refresh_buttons()

    def watched(self) -> None:
        self.queue = []
        if self.next_dice is not None:
            self._tell(self.next_dice, False)
            self.next_dice = None
        self.shown_ships, self.shown_roids = {}, {}
        self.view.set_lines("lasers", [])
        self.view.clear_highlight("crashes")

    def toggle_pause(self) -> None:
        self.paused = not self.paused
        self.next_round_at = self.app.now()
        self.refresh_buttons()

    def replay_turn(self) -> None:
        if self.last_turn:
            self.start_playback(self.last_turn)

    def cell_clicked(self, cell: tuple[int, int]) -> None:
        """Only the custom layout uses the board: the pods and turrets are moved by the layout buttons' rules."""

    # -- what happened ---------------------------------------------------------------------------------------
    def show(self, seat: Seat, action: Any, events: Sequence[ev.Event], replaying: bool) -> None:
        playback = not replaying and any(isinstance(e, ev.Revealed) for e in events)
        for e in events:
            if playback and isinstance(e, ev.Rolled):
                self.next_dice = e  # the next turn's dice, told once its rounds have been watched
                continue
            self._tell(e, replaying)
        if any(isinstance(e, ev.Revealed) for e in events):
            self.last_turn = tuple(events)
            if not replaying:
                self.start_playback(events)
                self.watching = True
                self.restart_clock()  # stands still while everyone watches
                self.app.sounds.play("shot")
        self.refresh_buttons()

    def _tell(self, e: ev.Event, replaying: bool) -> None:
        line = self.log_line(e)
        if line:
            self.log.add(line)
        if isinstance(e, ev.Rolled):  # the turret dice tumble on screen (AST.TURN.1)
            self.dice.roll(tuple(v for _, v in e.dice))
            if replaying:
                self.dice.skip()

    def start_playback(self, events: Sequence[ev.Event]) -> None:
        """The rounds from the positions the turn began with: ships where they were, asteroyds too."""
        rounds: list[list[ev.Event]] = [[]]
        for e in events:
            if isinstance(e, ev.RoundBegins):
                rounds.append([])
            rounds[-1].append(e)
        self.queue = [r for r in rounds if r]
        self.all_rounds = list(self.queue)
        self.paused = False  # (stepping through the last turn's rounds left it paused: this turn's play by themselves)
        self.reset_shown()
        self.round_shown = 0
        self.next_round_at = self.app.now()

    def reset_shown(self) -> None:
        """Everything back where the turn began."""
        self.shown_ships = dict(self.turn_start_ships)
        self.shown_roids = dict(self.turn_start_roids)
        self.crashes = []
        self.view.clear_highlight("crashes")
        self.carried = {}
        for team, carrier in self.turn_start_carriers.items():
            if carrier is not None:
                self.carried.setdefault(carrier, set()).add(team)

    def step_round(self, delta: int) -> None:
        """One round back or on: back replays the earlier rounds silently, then the one before shows again."""
        played = len(self.all_rounds) - len(self.queue)
        target = max(1, min(len(self.all_rounds), played + delta))
        self.paused = True
        self.reset_shown()
        for phase in self.all_rounds[: target - 1]:
            self.play_round(phase, quiet=True)
        self.play_round(self.all_rounds[target - 1])
        self.queue = self.all_rounds[target:]
        self.refresh_buttons()

    def play_round(self, phase: list[ev.Event], quiet: bool = False) -> None:
        """A round on the board: lasers drawn, hits flashed, moves slid (`quiet`: only where things end up)."""
        view, g = self.view, self.game
        lines = []
        for e in phase:
            if isinstance(e, ev.RoundBegins):
                self.round_shown = e.round
            elif isinstance(e, ev.Laser) and e.cells:
                team = g.ships[int(e.source[5:])].team if e.source.startswith("ship") else \
                    g.turrets[int(e.source[7:])].team
                colour = TEAM_COLOURS.get(team, (255, 255, 255))
                lines.append(Line(view.world_center(e.cells[0]), view.world_center(e.cells[-1]), colour, 0.1))
            elif isinstance(e, ev.Teleported):
                crash = self.crash_mark(e.into, e.start)
                if not quiet:
                    view.animator.flash(view.world_center(crash), CRASH, 0.5)
                self.crashes.append(crash)
                view.set_highlight("crashes", self.crashes, "crash", color=CRASH)
                self.shown_ships[e.ship] = (e.platform, self.shown_ships.get(e.ship, (e.start, 0))[1])
            elif isinstance(e, ev.Moved):
                if not quiet:
                    view.slide(e.ship, list(e.path))
                self.shown_ships[e.ship] = (e.path[-1], e.facing)
            elif isinstance(e, ev.Taken):
                self.shown_roids[e.roid] = self.shown_ships.get(e.ship, (g.ships[e.ship].at, 0))[0]
                self.carried.setdefault(e.ship, set()).add(e.roid)
            elif isinstance(e, ev.Dropped):
                self.shown_roids[e.roid] = e.at
                for held in self.carried.values():
                    held.discard(e.roid)
            elif isinstance(e, ev.Returned | ev.Scored):
                self.shown_roids[e.roid] = g.roids[e.roid].start
                if isinstance(e, ev.Scored) and not quiet:
                    self.banner = (tr("banner_scored", team=tr(f"team_{e.team}")), e.team, self.app.now() + 2.5)
                for held in self.carried.values():
                    held.discard(e.roid)
        for e in phase:  # carried asteroyds ride with their carriers
            if isinstance(e, ev.Moved):
                for t in self.carried.get(e.ship, ()):
                    self.shown_roids[t] = e.path[-1]
        view.set_lines("lasers", lines)

    def crash_mark(self, into: Hex | None, before: Hex) -> Hex:
        """The hex a crash is marked on: what the ship ran into, or off the field's edge where it left it."""
        return into if into is not None and self.view.grid.contains(into) else before

    def log_line(self, e: ev.Event) -> str:
        if isinstance(e, ev.Rolled):
            return tr("log_turn", n=e.turn, dice=", ".join(f"{tr(f'team_{c}')} {v}" for c, v in e.dice))
        if isinstance(e, ev.Teleported) and e.hit and e.into is not None:  # what it crashed into, and where
            return tr("log_crash", ship=self.ship_name(e.ship), what=tr(f"obstacle_{e.hit}"),
                      at=self.view.label(e.into))
        if isinstance(e, ev.Teleported):
            return tr(f"log_{e.cause}", ship=self.ship_name(e.ship))
        if isinstance(e, ev.Taken):
            return tr("log_taken", ship=self.ship_name(e.ship), team=tr(f"team_{e.roid}"))
        if isinstance(e, ev.Scored):
            return tr("log_scored", team=tr(f"team_{e.team}"), score=self.score_text(dict(e.scores)))
        if isinstance(e, ev.TeamDone) and e.timed_out:
            return tr("log_time_up", team=tr(f"team_{e.team}"))
        return ""

    def ship_name(self, sid: int) -> str:
        return ship_name(self.game, self.names, sid)

    def move_words(self, action: Any) -> str:
        return move_words(self.game, self.names, action, self.view.label)

    def hint_spots(self, action: Any) -> list[pygame.Rect]:
        return self.view.cell_rects(hint_places(self.game, action))

    def score_text(self, scores: dict[str, int]) -> str:
        return " – ".join(f"{tr(f'team_{t}')} {scores[t]}" for t in self.game.teams)

    # -- the board -------------------------------------------------------------------------------------------
    def refresh_board(self) -> None:
        g, view = self.game, self.view
        if not self.watching:
            self.turn_start_ships = {sh.id: (sh.at, sh.facing) for sh in g.ships}
            self.turn_start_roids = {t: r.at for t, r in g.roids.items()}
            self.turn_start_carriers = {t: r.carrier for t, r in g.roids.items()}
        ships = self.shown_ships if self.watching else {}
        roids = self.shown_roids if self.watching else dict(self.turn_start_roids)
        programming = self.current() is not None and not self.watching
        numbers = {sh.id: str(n) for n, sh in enumerate(self.team_ships(), start=1)} if programming else None
        view.set_sprites(drawing.board_sprites(g, ships, roids, numbers))
        for team in g.teams:
            colour = TEAM_COLOURS.get(team)
            view.set_highlight(f"area_{team}", sorted(g.field.areas[team]), "wedge1", color=colour)
            view.set_highlight(f"platform_{team}", [g.field.platforms[team]], "target", color=colour)
        ship = self.current()
        self.hover_text = ""
        if ship is None or self.watching:
            view.clear_highlight("path")
            view.clear_highlight("path_crash")
            if not self.watching:
                view.set_lines("lasers", [])
            return
        flown = route(g, ship, self.columns.get(ship.id, ["-"] * COLUMNS))  # (the rules' preview: crash included)
        cells = list(flown.cells)
        lines = []
        for at, facing in flown.shots:
            shot = g.laser(at, facing, ship.team, 1, False, "preview")
            if shot.cells:
                lines.append(Line(view.world_center(shot.cells[0]), view.world_center(shot.cells[-1]),
                                  (255, 255, 255), 0.05))
        if flown.crash is not None:  # where this program would end: marked as a crash is in the rounds
            view.set_highlight("path_crash", [self.crash_mark(flown.crash[1], cells[-1])], "crash", color=CRASH)
        else:
            view.clear_highlight("path_crash")
        for t in g.turrets:  # where the turrets will fire all turn, faint
            if t.active:
                shot = g.laser(t.at, g.dice.get(t.team, 1) - 1, t.team, 1, False, "turret")
                if shot.cells:
                    lines.append(Line(view.world_center(shot.cells[0]), view.world_center(shot.cells[-1]),
                                      faint(TEAM_COLOURS.get(t.team, (200, 200, 200))), 0.04))
        view.set_highlight("path", cells, "path", values={c: i for i, c in enumerate(cells) if i},
                           color=TEAM_COLOURS.get(ship.team))
        view.set_lines("lasers", lines)

    # -- per frame -------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.view.update(dt)
        self.dice.update(dt)
        super().update(dt)
        now = self.app.now()
        if self.queue and not self.paused and not self.view.moving and now >= self.next_round_at:
            self.play_round(self.queue.pop(0))
            self.next_round_at = now + ROUND_PAUSE
        elif self.next_dice is not None and not self.queue and not self.view.moving:
            self._tell(self.next_dice, False)  # the rounds are over: now the next turn's dice
            self.next_dice = None
        self.restart_clock()

    def wants_frame(self) -> bool:
        return (self.view.wants_frame() or bool(self.queue) or self.banner is not None or self.dice.wants_frame()
                or self.panel.clock_changed())

    def next_wake(self) -> float | None:
        return self.panel.next_clock_change()

    def refresh_buttons(self) -> None:
        if not self.buttons or self.container is None or not self.container.visible:
            return
        g = self.game
        ship = self.current()
        programming = ship is not None and not self.watching
        layout = g.phase == LAYOUT and self.acting_seat() is not None
        shown = {"ready": programming or layout, "continue": self.watching, "pause": self.watching,
                 "prev_round": self.watching, "next_round": self.watching,
                 "replay": bool(self.last_turn) and not programming, "fit": True,
                 "mode_shoot": programming, "mode_shield": programming,
                 "prev_ship": programming and len(self.team_ships()) > 1,
                 "next_ship": programming and len(self.team_ships()) > 1}
        for i in range(COLUMNS):
            shown[f"slot{i}"] = programming
            shown[f"round{i + 1}"] = programming
        for code in (*ACTIONS, "P"):
            shown[f"act_{code}"] = programming and (code != "P" or g.powers)
        for name, btn in self.buttons.items():
            btn.show() if shown.get(name) else btn.hide()
        self.buttons["pause"].set_text(key("play" if self.paused else "pause", NS))
        if ship is None:
            return
        cols = self.columns.get(ship.id, ["-"] * COLUMNS)
        for i in range(COLUMNS):
            btn = self.buttons[f"slot{i}"]
            btn.set_text(cols[i])
            btn.select() if i == self.slot else btn.unselect()
            r = self.buttons[f"round{i + 1}"]
            r.select() if i + 1 in self.rounds.get(ship.id, []) else r.unselect()
        mode = self.modes.get(ship.id, "shield")
        for name in ("shoot", "shield"):
            b = self.buttons[f"mode_{name}"]
            b.select() if name == mode else b.unselect()

    # -- input and drawing -----------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if button_action(event, self.actions):
            return True
        if event.type == pygame.KEYDOWN and self.keyboard(event):
            return True
        return self.view.handle(event)

    def keyboard(self, event: pygame.event.Event) -> bool:
        """F R L U S P and - (or Space) fill the chosen column; 1-6 mark the anticipation; Enter is Ready."""
        letter = (event.unicode or "").upper()
        if letter in ("F", "R", "L", "U", "S", "-", "P") or event.key == pygame.K_SPACE:
            self.put_action("-" if event.key == pygame.K_SPACE else letter)
            return True
        if letter in "123456" and letter:
            self.toggle_round(int(letter))
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.watching:
                self.carry_on()
            else:
                self.ready()
            return True
        if event.key == pygame.K_TAB:
            self.switch_ship(1)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        self.hits: list[Hit] = []
        self.refresh_board()
        self.view.draw(surface)
        self.panel.draw(surface)
        self.draw_pointer_texts(surface, self.view.rect, self.view.hover is not None)
        if self.banner is not None:
            self.draw_banner(surface, *self.banner)

    def draw_banner(self, surface: pygame.Surface, text: str, team: str, until: float) -> None:
        """A capture, in the team's colour, across the middle of the board."""
        if self.app.now() > until:
            self.banner = None
            return
        s = self.layout.scale
        image = theme.font(theme.text_px(64, s), bold=True).render(text, True, TEAM_COLOURS.get(team, (255, 255, 255)))
        box = image.get_rect(center=self.view.rect.center).inflate(int(80 * s), int(40 * s))
        pygame.draw.rect(surface, (6, 8, 16), box, border_radius=int(18 * s))
        pygame.draw.rect(surface, TEAM_COLOURS.get(team, (255, 255, 255)), box, 3, border_radius=int(18 * s))
        surface.blit(image, image.get_rect(center=box.center))

    # -- the end ---------------------------------------------------------------------------------------------
    def handover_to(self, seat: Seat) -> tuple[str, str]:
        """The team, in its colour, with its players' names (a player's own colour never stands for the team)."""
        g = self.game
        team = g.seats[seat]
        players = [name for name, t in zip(self.names, g.seats, strict=True) if t == team]
        return tr("team_call", team=tr(f"team_{team}"), players=" & ".join(players)), team

    def needs_handover(self, seat: Seat) -> bool:
        """A team's programs are hidden from the other teams (AST.PROG.4): every change of team is handed over."""
        return len(set(self.game.seats)) > 1

    def result_subtitle(self, outcome: Outcome) -> str:
        return self.score_text(dict(outcome.details.get("scores", {})))

    def result_lines(self, outcome: Outcome) -> list[tuple[str, bool]]:
        g = self.game
        out: list[tuple[str, bool]] = []
        for team in g.teams:
            out.append((f"{tr(f'team_{team}')}: {g.scores[team]}", True))
            out.append((", ".join(self.names[i] for i, t in enumerate(g.seats) if t == team), False))
        return out
