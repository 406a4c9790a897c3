"""The Full Metal Planète table: landing, deployment, 23 turns of three minutes under changing tides, the secret
decisions of turn 21 and the take-off, at one computer.

The board takes the left of the window; the panel on the right says whose turn it is, the clock, the tide (and,
to its owner only, the forecast), the action points, what the selected piece can do (with its cargo and the
weather layer's reserve), a minimap and the log. Every click asks the rules what it can mean (`choices`): one
legal action is played at once, several open a small menu at the pointer, none shows the rules' refusal there.
Nothing here decides legality.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

import pygame
import pygame_gui

from arcade.boards import load_board
from arcade.core.clock import Clock, ClockConfig, ClockMode, Level
from arcade.core.hexgrid import Hex
from arcade.core.protocol import SYSTEM, Outcome, Rejection, Seat
from arcade.games.fmp import choices, hints, journal, pointing, questions
from arcade.games.fmp.controls import Controls
from arcade.games.fmp.marks import BoardMarks
from arcade.games.fmp.minimap import Minimap
from arcade.games.fmp.panel import Panel
from arcade.games.fmp.playback import Playback
from arcade.games.fmp.rules import (
    Action,
    Attack,
    Build,
    Decide,
    EndTurn,
    FmpGame,
    FmpRules,
    Land,
    Load,
    Move,
    Phase,
    Retreat,
    TimeUp,
    Transfer,
    Unload,
)
from arcade.games.fmp.rules import events as ev
from arcade.games.fmp.rules.model import BOARD, CARRIED
from arcade.games.fmp.rules.pieces import SPECS, Kind
from arcade.games.fmp.styles import styles_at
from arcade.scenes import button_action
from arcade.ui import theme
from arcade.ui.board import BoardView
from arcade.ui.hint import draw_hint
from arcade.ui.table import Hit, TableLayout, draw_tooltip, hit_at
from arcade.ui.table_scene import TableScene

NS = journal.NS
tr = journal.tr
#: A right-button press that moves less than this is a click (turn the ghost, add a waypoint), not a pan.
RIGHT_CLICK_SLOP = 6
SAME_CLICK = 0.6  # seconds after the big button changed meaning in which it takes no click


class FmpScene(TableScene[FmpGame]):
    title = "Full Metal Planète"
    namespace = NS
    backspace_undoes = False  # Backspace drops the waypoints first, then takes a move back


    # -- construction ----------------------------------------------------------------------------------------
    def setup_table(self) -> None:
        rules = self.rules
        assert isinstance(rules, FmpRules)
        self.playback = Playback(rules, self.app.now)  # what the others did, and its replay on the board
        seconds = self.setup.seconds
        self.clock = Clock(ClockConfig(ClockMode.TURN_BUDGET, seconds), self.app.now) if seconds else None
        self.board = load_board("fmp")
        self.shown_tide = self.game.tide
        self.view = BoardView(self.board, self.layout.board, styles_at(self.shown_tide), on_click=self.cell_clicked,
                              now=self.app.now, labels=True)
        self.minimap = Minimap(self.view)
        self.panel = Panel(self)
        self._big_button_changed = -1.0  # when the big button last stopped a replay (and became End turn again)
        self.selected: int | None = None
        self.cargo: int | None = None  # a piece chosen in the cargo tray, to put down or move between holds
        self.build_kind: str | None = None
        self.orientation = 0  # the landing ghost's, turned by R
        self.turn = 0  # which of a barge's places holding the pointed hex
        self.waypoints: list[tuple[Hex, ...]] = []
        self.menu: list[tuple[str, Callable[[], object]]] = []
        self.menu_at = (0, 0)
        self.show_fire = False
        self.help = False
        self.retreat_done = False
        self.leaving: set[int] = set()  # the astronefs the player at the screen chose to send away (turn 21)
        self.warned = Level.NORMAL
        self._right: tuple[int, int] | None = None
        self.board_marks = BoardMarks(self)  # what the board shows, made again when that changed
        self.controls = Controls(self)
        self.cost = 0  # the action points what the pointer shows would take
        self.cameras: dict[Seat, tuple[float, tuple[float, float]]] = {}  # each player's zoom and view, kept
        self.camera_of: Seat | None = None  # whose view the camera shows
        self.quiet_at: tuple[int, int] | None = None  # the hex of the last move's click, until the pointer leaves it

    # -- widgets ---------------------------------------------------------------------------------------------
    def build(self, container: pygame_gui.core.UIContainer, size: tuple[int, int]) -> None:
        layout = self.layout = TableLayout.for_size(size)
        self.view.set_rect(layout.board)
        self.panel.place(layout)
        self.minimap.place(self.panel.minimap_rect)
        self.controls.build(container)

    def refresh_buttons(self) -> None:
        self.controls.refresh()

    # -- seats and turns -------------------------------------------------------------------------------------
    def clear_selection(self) -> None:
        self.selected = self.cargo = None
        self.build_kind = None
        self.waypoints, self.menu = [], []
        self.turn = 0
        self.retreat_done = False
        self.leaving = set()
        self.board_marks.stale()
        self.refresh_buttons()

    def _take_screen(self, seat: Seat) -> None:
        """Each player finds the planet as they left it (the whole planet the first time), not where the previous
        player was looking."""
        camera = self.view.camera
        if self.camera_of is not None:
            self.cameras[self.camera_of] = (camera.zoom, camera.offset)
        if seat in self.cameras:
            camera.zoom, camera.offset = self.cameras[seat]
        else:
            self.view.fit()
        self.camera_of = seat
        super()._take_screen(seat)
        self.playback.tell(seat)
        self.refresh_buttons()

    def time_up_action(self) -> Action | None:
        return TimeUp() if SYSTEM in self.rules.to_act(self.game) else None

    def confirmation(self, seat: Seat, action: Any) -> str | None:
        return questions.before(self, seat, action)

    # -- what happened ---------------------------------------------------------------------------------------
    def show(self, seat: Seat, action: Any, events: Sequence[ev.Event], replaying: bool) -> None:
        g = self.game
        lines = [text for e in events if (text := journal.line(g, self.names, e))]
        for text in lines:
            self.log.add(text[:1].upper() + text[1:])
        self.playback.add(seat, lines, events)
        if any(isinstance(e, ev.TurnBegan | ev.PlayerTurn) for e in events):  # a player's turn, or the decision
            if self.clock is not None:
                self.clock.next_turn()
            self.warned = Level.NORMAL
        if g.tide != self.shown_tide:
            self.shown_tide = g.tide
            self.view.set_styles(styles_at(g.tide))
            self.minimap.redraw()
        if replaying:
            return
        self.playback.since = []
        viewer = self.viewer
        if viewer is not None and seat != viewer and any(isinstance(e, ev.PlayerTurn) and e.player == viewer
                                                         for e in events):
            self.playback.tell(viewer)  # back to the one at the screen (the others were computers)
        if isinstance(action, Move | Attack | Retreat | Load | Unload | Transfer | Build | EndTurn | Land):
            self.waypoints, self.menu = [], []
        if self.cargo is not None and g.piece(self.cargo) is not None and g.pieces[self.cargo].where != CARRIED:
            self.cargo = None
        if isinstance(action, Build) and not choices.builds(g, action.layer, action.kind):
            self.build_kind = None
        self.animate(events)
        self.quiet_at = self.view.hover  # a move just played: no refusal pops up where it was clicked
        self.app.sounds.play("win" if any(isinstance(e, ev.GameOver) for e in events)
                             else "shot" if any(isinstance(e, ev.Fired) for e in events) else "move")
        self.board_marks.stale()
        self.refresh_buttons()

    def animate(self, events: Sequence[ev.Event]) -> None:
        """Moves slide along their path, shots draw from both shooters and flash, losses flash, departures fade."""
        g, view = self.game, self.view
        for e in events:
            if isinstance(e, ev.Moved):
                view.slide(e.piece, [e.start[0], *(pos[0] for pos in e.path)])
            elif isinstance(e, ev.Fired):
                end = view.world_center(e.target)
                for s in e.shooters:
                    shooter = g.pieces[s]
                    if shooter.hexes:
                        view.animator.beam(view.world_center(shooter.hexes[0]), end, (255, 90, 60))
                view.animator.flash(end, (255, 200, 90))
            elif isinstance(e, ev.Destroyed) and e.hex is not None:
                view.animator.flash(view.world_center(e.hex), (255, 120, 60), 0.5)
            elif isinstance(e, ev.Captured | ev.Built | ev.Landed):
                piece = g.pieces[getattr(e, "piece", getattr(e, "astronef", 0))]
                if piece.hexes:
                    view.animator.flash(view.world_center(piece.hexes[0]), theme.side(piece.colour or "white").color)
            elif isinstance(e, ev.TookOff):
                view.animator.fade(e.astronef, 0.8)

    # -- "since your last turn" ------------------------------------------------------------------------------
    @property
    def game(self) -> FmpGame:
        """The position on the board: the live one, or during a playback of the others' steps, theirs."""
        return self.playback.state if self.playback.state is not None else self.state

    def start_replay(self) -> None:
        """Play the others' steps again on the board from the position the seat left, one step at a time with a
        caption, by itself or at Next."""
        seat = self.acting_seat()
        if seat is None:
            return
        self.playback.start(seat, self.record)
        self.clear_selection()
        self.board_marks.stale()
        self.refresh_buttons()

    def replay_next(self) -> None:
        """The next step of the playback now; after the last, the board is the live one again."""
        events = self.playback.next()
        if events is None:
            self.hide_since()
            return
        self.board_marks.stale()
        self.animate(events)
        self.refresh_buttons()

    def replay_by_hand(self) -> None:
        """Next, pressed: the playback waits for the player from now on."""
        self.playback.auto = False
        self.replay_next()

    def replay_back(self) -> None:
        """Previous: the position before the step shown, at once; the playback waits for the player from now on."""
        self.playback.back()
        self.view.animator.skip()
        self.board_marks.stale()
        self.refresh_buttons()

    def hide_since(self) -> None:
        """Put the playback and the since-your-last-turn card away: the live board again."""
        self.playback.stop()
        self.board_marks.stale()
        self.view.animator.skip()
        self.refresh_buttons()

    # -- buttons and keys ------------------------------------------------------------------------------------
    def end_turn(self) -> None:
        """The big button: the end of the turn, or during a playback, back to the live board."""
        self.menu = []
        if self.playback.state is not None:
            self.hide_since()
            self._big_button_changed = self.app.now()
            return
        if self.app.now() - self._big_button_changed < SAME_CLICK:
            return  # (it read "Stop the replay" an instant ago: the second click of a double-click is not an end)
        self.send(EndTurn())

    def turn_ghost(self) -> None:
        """R / right-click: the landing astronef's other orientation, or the barge's next place."""
        self.orientation = 1 - self.orientation
        self.turn += 1
        self.board_marks.stale()
        self.app.request_redraw()

    def toggle_fire(self) -> None:
        self.show_fire = not self.show_fire
        self.board_marks.stale()
        self.refresh_buttons()
        self.app.request_redraw()

    def toggle_help(self) -> None:
        self.help = not self.help
        self.refresh_buttons()
        self.app.request_redraw()

    def finish_retreats(self) -> None:
        self.retreat_done = True
        self.board_marks.stale()
        self.refresh_buttons()

    def clear_waypoints(self) -> None:
        """Backspace: the waypoints laid go; with none, the last move is taken back."""
        if not self.waypoints:
            self.undo()
            return
        self.waypoints = []
        self.board_marks.stale()
        self.refresh_buttons()

    def taken_back_hook(self) -> None:
        """The step leaves the history ("since your last turn" counts what stands) and its slide stops."""
        super().taken_back_hook()
        self.playback.withdraw()
        self.view.animator.skip()

    def confirm_decision(self) -> None:
        self.send(Decide(tuple(sorted(self.leaving))))

    def threatened(self) -> list[int]:
        """The viewer's pieces under enemy fire during their retreat step (the astronef is never neutralized)."""
        g = self.game
        if g.window is None:
            return []
        return [p.id for p in g.pieces if p.where == BOARD and p.colour in g.window and g.owner(p) == g.active
                and SPECS[p.kind].domain != "none" and g.piece_under_fire(p)]

    # -- clicks on the board ---------------------------------------------------------------------------------
    def cell_clicked(self, cell: tuple[int, int]) -> None:
        h = Hex(*cell)
        g = self.game
        self.menu = []
        seat = self.acting_seat()
        if g.over or seat is None or self.playback.state is not None:
            return
        if g.phase == Phase.LANDING:
            land = choices.landing(g, h, self.orientation)
            if land is not None:
                self.send(land)
            return
        if g.phase == Phase.DECISION:
            return
        placed = pointing.placement(self, h)
        if placed is not None:
            self.send(placed)
            return
        if self.selected is not None and g.piece(self.selected) is not None:
            options = choices.actions_at(g, self.selected, h)
            here = pointing.own_piece_at(self, h)
            if here is not None and here.id != self.selected:
                options = [a for a in options if not isinstance(a, Move)]
            options = pointing.with_route(self, options, h)
            if len(options) == 1 and (here is None or here.id == self.selected):
                self.send(options[0])
                return
            if options:
                entries: list[tuple[str, Callable[[], object]]] = [
                    (journal.label(g, self.names, self.selected, a), partial(self.send, a)) for a in options]
                if here is not None and here.id != self.selected:
                    entries.insert(0, (tr("select", what=journal.piece_name(g, self.names, here)),
                                       partial(self.select, here.id)))
                self.open_menu(entries)
                return
        here = pointing.own_piece_at(self, h)
        if here is not None:
            self.select(here.id)
            return
        if self.selected is not None:
            self.refuse_move(h)

    def select(self, pid: int) -> None:
        self.app.sounds.play("select")
        self.playback.since = []  # the player has read enough: the card shows the piece instead
        self.selected = pid
        self.cargo, self.build_kind = None, None
        self.waypoints, self.menu = [], []
        self.board_marks.stale()
        self.refresh_buttons()

    def refuse_move(self, h: Hex) -> None:
        """A click where the selected piece can do nothing: say why, where the click was."""
        reason = pointing.why_not(self, h)
        if reason:
            self.tell(reason)
            self.app.sounds.play("warning")

    def open_menu(self, entries: list[tuple[str, Callable[[], object]]]) -> None:
        self.menu = entries
        self.menu_at = self.app.pointer
        self.app.request_redraw()

    def menu_chosen(self, index: int) -> None:
        entries, self.menu = self.menu, []
        if 0 <= index < len(entries):
            entries[index][1]()

    # -- the panel's trays -----------------------------------------------------------------------------------
    def panel_clicked(self, hit: Hit) -> None:
        g = self.game
        if hit.kind == "cargo":
            pid = int(hit.value)
            if self.cargo is not None and self.cargo != pid and g.pieces[pid].kind in (Kind.BARGE, Kind.CRAB,
                                                                                       Kind.WEATHER_LAYER):
                self.send(Transfer(self.cargo, pid))
                self.cargo = None
            else:
                self.cargo = None if self.cargo == pid else pid
                self.build_kind = None
                self.turn = 0
        elif hit.kind == "hold" and self.cargo is not None:
            self.send(Transfer(self.cargo, int(hit.value)))
            self.cargo = None
        elif hit.kind == "build":
            self.build_kind = None if self.build_kind == hit.value else str(hit.value)
            self.cargo = None
        elif hit.kind == "leave":
            ship = int(hit.value)
            self.leaving ^= {ship}
        elif hit.kind == "menu":
            self.menu_chosen(int(hit.value))
        self.board_marks.stale()
        self.refresh_buttons()
        self.app.request_redraw()

    # -- input -----------------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if button_action(event, self.actions):
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            hit = hit_at(self.hits, event.pos)
            if hit is not None:
                self.panel_clicked(hit)
                return True
            if self.menu:
                self.menu = []
                self.app.request_redraw()
                return True
            if self.minimap.rect.collidepoint(event.pos):
                self.minimap.jump(event.pos)
                self.app.request_redraw()
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self._right = event.pos
        if event.type == pygame.MOUSEBUTTONUP and event.button == 3 and self._right is not None:
            moved = abs(event.pos[0] - self._right[0]) + abs(event.pos[1] - self._right[1])
            self._right = None
            if moved < RIGHT_CLICK_SLOP and self.view.rect.collidepoint(event.pos):
                self.view.handle(event)
                self.right_click(event.pos)
                return True
        if event.type == pygame.KEYDOWN and self.keyboard(event.key):
            return True
        return self.view.handle(event)

    def right_click(self, pos: tuple[int, int]) -> None:
        """Turn the ghost (landing, a barge's place); with a piece selected, add a waypoint to its path."""
        cell = self.view.cell_at(pos)
        g = self.game
        if g.phase == Phase.LANDING or self.cargo is not None or self.build_kind is not None or cell is None \
                or self.selected is None:
            self.turn_ghost()
            return
        if choices.route(g, self.selected, self.waypoints, (Hex(*cell),)) is not None:
            self.waypoints.append((Hex(*cell),))
            self.board_marks.stale()
            self.refresh_buttons()

    def keyboard(self, k: int) -> bool:
        shortcuts: dict[int, Callable[[], object]] = {
            pygame.K_r: self.turn_ghost, pygame.K_f: self.toggle_fire, pygame.K_h: self.toggle_help,
            pygame.K_e: self.end_turn, pygame.K_BACKSPACE: self.clear_waypoints,
        }
        if self.playback.state is not None:  # a playback: the arrows step, Esc stops it
            playback = {pygame.K_LEFT: self.replay_back, pygame.K_RIGHT: self.replay_by_hand,
                        pygame.K_ESCAPE: self.hide_since}
            if k in playback:
                playback[k]()
                return True
        if k == pygame.K_ESCAPE and (self.menu or self.selected is not None or self.help):
            self.menu, self.help = [], False
            self.clear_selection()
            return True
        if k in shortcuts:
            shortcuts[k]()
            return True
        return False

    # -- per frame -------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.view.update(dt)
        super().update(dt)
        if self.playback.due() and not self.view.moving:
            self.replay_next()
        if self.clock is not None and not self.game.over:
            level = self.clock.level()
            if level != self.warned:
                if level is not Level.NORMAL:
                    self.app.sounds.play("warning")
                self.warned = level

    def wants_frame(self) -> bool:
        return self.view.wants_frame() or self.playback.state is not None or self.panel.clock_changed()

    def next_wake(self) -> float | None:
        return self.panel.next_clock_change()

    # -- drawing ---------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.hits = []
        self.board_marks.refresh()
        self.view.draw(surface)
        if self.playback.caption is not None:  # the playback's caption: which step, whose, what it did
            number, total, who, lines = self.playback.caption
            name = self.names[who] if 0 <= who < len(self.names) else tr("the_table")
            draw_hint(surface, tr("replay_caption", n=number, total=total, name=name), " · ".join(lines),
                      [], self.sides[who] if 0 <= who < len(self.sides) else "white", self.layout.board,
                      bottom=True)  # (the pieces that move are anywhere: the caption keeps to the board's foot)
        self.panel.draw(surface)
        self.minimap.draw(surface, self.game, self.sides)
        if not self.menu:
            self.draw_pointer_texts(surface, self.view.rect, self.view.hover is not None)
            tile = hit_at([x for x in self.hits if x.kind == "cargo"], self.app.pointer)
            if tile is not None and self.view.hover is None:  # a piece in a hold or the tray: what it is
                name = journal.piece_name(self.game, self.names, self.game.pieces[tile.value])
                draw_tooltip(surface, name[:1].upper() + name[1:], self.app.pointer, surface.get_rect(),
                             self.layout.scale)
        if self.menu:
            self.draw_menu(surface)
        if self.help:
            self.panel.draw_help(surface)

    def draw_menu(self, surface: pygame.Surface) -> None:
        """The meanings of the last click, at the pointer: click one (Esc or a click elsewhere: none)."""
        s = self.layout.scale
        size = theme.text_px(20, s)
        row = int(size * 1.9)
        width = max(theme.font(size).size(text)[0] for text, _ in self.menu) + int(32 * s)
        box = pygame.Rect(self.menu_at[0], self.menu_at[1], width, row * len(self.menu) + int(8 * s))
        box.clamp_ip(surface.get_rect())
        pygame.draw.rect(surface, (20, 24, 34), box.inflate(6, 6), border_radius=int(10 * s))
        pygame.draw.rect(surface, theme.ACCENT, box.inflate(6, 6), 2, border_radius=int(10 * s))
        for i, (text, _) in enumerate(self.menu):
            rect = pygame.Rect(box.x, box.y + int(4 * s) + i * row, box.width, row)
            if rect.collidepoint(self.app.pointer):
                pygame.draw.rect(surface, (52, 62, 86), rect, border_radius=int(6 * s))
            theme.blit_text(surface, text, size, theme.TEXT, (rect.x + int(16 * s), rect.centery), "midleft")
            self.hits.append(Hit(rect, "menu", i))

    # -- the end ---------------------------------------------------------------------------------------------
    def move_words(self, action: Any) -> str:
        return hints.words(self.game, self.names, action)

    def hint_spots(self, action: Any) -> list[pygame.Rect]:
        return self.view.cell_rects(hints.places(self.game, action))

    def result_subtitle(self, outcome: Outcome) -> str:
        return tr(f"outcome_{outcome.reason}")

    def result_lines(self, outcome: Outcome) -> list[tuple[str, bool]]:
        """Each player's score, astronef by astronef (ore x 2, pieces, turrets), those that stayed and who is out."""
        details = outcome.details
        out: list[tuple[str, bool]] = []
        departures: list[dict[str, Any]] = list(details.get("departures", []))
        stayed: list[dict[str, Any]] = list(details.get("stayed", []))
        gone: dict[str, str] = dict(details.get("out", {}))
        for group in outcome.ranking:
            for seat in group:
                out.append((tr("score_line", name=self.names[seat], n=outcome.scores[seat]), True))
                for d in departures:
                    if d["player"] == seat:
                        out.append((tr("score_astronef", colour=tr(f"colour_{d['colour']}"), turn=d["turn"],
                                       ore=d["ore"], pieces=d["pieces"], turrets=d["turrets"], n=d["score"]), False))
                for d in stayed:
                    if d["player"] == seat:
                        out.append((tr("score_stayed", colour=tr(f"colour_{d['colour']}")), False))
                if str(seat) in gone:
                    out.append((tr(f"score_out_{gone[str(seat)]}"), False))
        return out

    def refuse(self, rejection: Rejection) -> None:
        super().refuse(rejection)
        self.app.sounds.play("warning")
