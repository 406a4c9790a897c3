"""The Asteroyds table: each team programs its ships behind a hand-over, against its timer, on a six-column board
with big action buttons and the anticipation; then everyone watches the six rounds — lasers first, then moves —
played back round by round.

The rules decide: a program is sent as text and the rules accept or refuse it; the ghost path (where it would
crash included), the laser lines and the turret lines are the rules' own answers (`route`, `laser`). Its panel,
buttons, board marks and playback: `table.AsteroydsTable`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from arcade.boards import load_board
from arcade.core.clock import Clock, ClockConfig, ClockMode
from arcade.core.hexgrid import Hex
from arcade.core.protocol import Outcome, Seat
from arcade.games.asteroyds.drawing import TEAM_COLOURS
from arcade.games.asteroyds.rules import AsteroydsGame, Program, Ready, Ship, TimeUp
from arcade.games.asteroyds.rules import actions as ev
from arcade.games.asteroyds.rules.game import LAYOUT, PROGRAM
from arcade.games.asteroyds.rules.pieces import POWERS
from arcade.games.asteroyds.rules.program import COLUMNS, parse
from arcade.games.asteroyds.words import (
    LETTERS,
    NS,
    event_line,
    hint_places,
    program_notation,
    score_text,
    tr,
)
from arcade.match.timekeeper import Stop
from arcade.ui import theme
from arcade.ui.board import BoardView
from arcade.ui.dice_view import DiceView
from arcade.ui.scenes import button_action
from arcade.ui.table_scene import TableScene


class AsteroydsScene(TableScene[AsteroydsGame]):
    action_buttons = {"Ready": "ready"}
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
        self.written: str | None = None  # a team whose people said Ready, its computer team-mates still to program
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

    # -- the team at the screen ------------------------------------------------------------------------------
    def team_ships(self) -> list[Ship]:
        seat = self.acting_seat()
        if seat is None or self.game.phase != PROGRAM:
            return []
        return [s for s in self.game.ships if s.team == self.game.seats[seat]]

    def current(self) -> Ship | None:
        ships = self.team_ships()
        return ships[self.ship_index % len(ships)] if ships else None

    def plan_text(self, ship: Ship, shown: bool = False) -> str:
        """The ship's program as the rules read it, or `shown` to players: its anticipation's mode in their
        language."""
        cols = self.columns.get(ship.id, ["-"] * COLUMNS)
        rounds = self.rounds.get(ship.id, [])
        text = " ".join(LETTERS.to_table(c) if shown else c for c in cols)
        if rounds:
            mode = self.modes.get(ship.id, "shield")
            text += f" · {'+'.join(map(str, sorted(rounds)))} {tr(mode).lower() if shown else mode}"
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
        if not self.send_programs():
            return
        mates = [seat for seat in super().players_to_act() if seat in self.match.levels]
        if not mates:
            self.send(Ready())
            return
        for ship in self.team_ships():  # the people's ships as written (blank where untouched), for the
            if ship.seat not in self.match.levels and ship.id not in self.game.plans:  # computers to read
                self.send(Program(ship.id, self.plan_text(ship)))
        self.written = self.game.team  # its computer team-mates program now, then say Ready

    def players_to_act(self) -> list[Seat]:
        """A team's people write first; its computer team-mates program once they said Ready, reading what they
        wrote, and it is a computer that says the team is ready."""
        seats = super().players_to_act()
        people = [seat for seat in seats if seat not in self.match.levels]
        if people and len(people) < len(seats) and self.game.phase == PROGRAM and self.written != self.game.team:
            return people
        return seats

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
        self.written_back()
        self.refresh_buttons()

    def written_back(self) -> None:
        """The programs the team at the screen had given (kept when the game was left) on the programming board
        again, where nothing else is written there."""
        for ship in self.team_ships():
            plan = self.game.plans.get(ship.id)
            if plan is not None and ship.id not in self.columns:
                self.columns[ship.id] = list(plan.columns)
                self.rounds[ship.id] = list(plan.rounds)
                self.modes[ship.id] = plan.mode

    def leave(self) -> None:
        """What the team at the screen has written is given before the game is left (a program may be written
        again until the team is ready): a resume finds it on the board, not an empty program and less time."""
        if self.game.phase == PROGRAM and not self.watching and not self.ended:
            self.send_programs()
        super().leave()

    def restart_clock(self) -> None:
        """Each team has the whole timer (AST.PROG.4 ruling) from when it has the screen: the timer stands still
        while a turn's rounds are watched and while the computer changes hands."""
        programming = self.game.phase == PROGRAM and not self.watching
        now = (self.game.turn, self.game.team)
        if programming and now != self._programmer:  # a new team: its whole time, shown on its hand-over
            self._programmer = now
            self.time.next_turn()
        self.time.hold(Stop.UNTIMED, not programming or self.viewer is None)

    def enter(self) -> None:
        """A resumed game's timer is the one its record kept, for the team programming then: not a whole new time."""
        if self.game.phase == PROGRAM:
            self._programmer = (self.game.turn, self.game.team)
        super().enter()
        self.written_back()

    def hand_on(self) -> None:
        super().hand_on()
        self.restart_clock()
        self.refresh_buttons()

    def watched(self) -> None:
        self.queue = []
        if self.next_dice is not None:
            self._tell(self.next_dice, False)
            self.next_dice = None
        self.shown_ships, self.shown_roids = {}, {}
        self.view.set_lines("lasers", [])
        self.view.set_lines("trails", [])
        self.view.clear_highlight("crashes")

    def toggle_pause(self) -> None:
        self.paused = not self.paused
        self.next_round_at = self.app.now()
        self.refresh_buttons()

    def replay_turn(self) -> None:
        if self.last_turn:
            self.start_playback(self.last_turn)

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
        self.view.set_lines("trails", [])
        self.carried = {}
        for team, carrier in self.turn_start_carriers.items():
            if carrier is not None:
                self.carried.setdefault(carrier, set()).add(team)

    def cell_clicked(self, cell: tuple[int, int]) -> None:
        """Only the custom layout uses the board: the pods and turrets are moved by the layout buttons' rules."""

    # -- what happened ---------------------------------------------------------------------------------------
    def show(self, seat: Seat, action: Any, events: Sequence[ev.Event], replaying: bool) -> None:
        if any(isinstance(e, ev.TeamDone) for e in events):
            self.written = None
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
        line = event_line(self.game, self.names, e, self.view.label)
        if line:
            self.log.add(line)
        if isinstance(e, ev.Rolled):  # the turret dice tumble on screen (AST.TURN.1)
            self.dice.roll(tuple(v for _, v in e.dice))
            if replaying:
                self.dice.skip()

    hint_fills = True

    def play_hint(self, action: Any) -> None:
        """A program hinted is written on the programming board, for the team to read, change and send."""
        if not isinstance(action, Program):
            self.send(action)
            return
        plan = parse(action.text)
        self.columns[action.ship] = list(plan.columns)
        self.rounds[action.ship] = list(plan.rounds)
        self.modes[action.ship] = plan.mode
        ships = [s.id for s in self.team_ships()]
        if action.ship in ships:
            self.ship_index = ships.index(action.ship)
        self.refresh_buttons()

    def hint_words(self, action: Any) -> str:
        """A program in words, then as its buttons write it."""
        words = self.move_words(action)
        return tr("hint_buttons", words=words, program=program_notation(action.text)) if isinstance(action, Program) \
            else words

    def hint_spots(self, action: Any) -> list[pygame.Rect]:
        return self.view.cell_rects(hint_places(self.game, action))

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
        code = "-" if event.key == pygame.K_SPACE or letter == "-" else LETTERS.code(letter) if letter else None
        if code is not None:
            self.put_action(code)
            return True
        if letter in "123456" and letter:
            self.toggle_round(int(letter))
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.watching:
                self.continue_after_watching()
            else:
                self.ready()
            return True
        if event.key == pygame.K_TAB:
            self.switch_ship(1)
            return True
        return False

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
        return score_text(self.game, dict(outcome.details.get("scores", {})))

    def result_lines(self, outcome: Outcome) -> list[tuple[str, bool]]:
        g = self.game
        out: list[tuple[str, bool]] = []
        for team in g.teams:
            out.append((f"{tr(f'team_{team}')}: {g.scores[team]}", True))
            out.append((", ".join(self.names[i] for i, t in enumerate(g.seats) if t == team), False))
        return out
