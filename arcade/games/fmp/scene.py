"""The Full Metal Planète table: landing, deployment, 23 turns of three minutes under changing tides, the secret
decisions of turn 21 and the take-off, at one computer.

The board takes the left of the window; the panel on the right says whose turn it is, the clock, the tide (and,
to its owner only, the forecast), the action points, what the selected piece can do (with its cargo and the
weather layer's reserve), a minimap and the log. Every click asks the rules what it can mean (`choices`): one
legal action is played at once, several open a small menu at the pointer, none shows the rules' refusal there.
Nothing here decides legality. The panel, buttons, board marks and input are wired to it by `table.FmpTable`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from arcade.boards import load_board
from arcade.core.clock import Clock, ClockConfig, ClockMode, Level
from arcade.core.protocol import SYSTEM, Outcome, Rejection, Seat
from arcade.games.fmp import choices, hints, journal
from arcade.games.fmp.drawing import animate
from arcade.games.fmp.menu import Menu
from arcade.games.fmp.minimap import Minimap
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
    firezones,
)
from arcade.games.fmp.rules import events as ev
from arcade.games.fmp.rules.legal import piece_actions
from arcade.games.fmp.rules.model import BOARD, CARRIED
from arcade.games.fmp.rules.pieces import SPECS
from arcade.games.fmp.selection import Selection
from arcade.games.fmp.styles import styles_at
from arcade.ui.board import BoardView
from arcade.ui.table_scene import TableScene

NS = journal.NS
tr = journal.tr
#: Seconds after the big button changed meaning (a replay stopped, or over by itself) in which it takes no click: a
#: click meant to stop the replay never ends the turn.
SAME_CLICK = 1.0


class FmpScene(TableScene[FmpGame]):
    action_buttons = {"EndTurn": "end", "Decide": "end"}
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
        self.view = BoardView(self.board, self.layout.board, styles_at(self.shown_tide), now=self.app.now,
                              labels=True)
        self.minimap = Minimap(self.view)
        self._big_button_changed = -1.0  # when a replay last ended (and the big button became End turn again)
        self.selection = Selection()
        self.menu = Menu()
        self.show_fire = False
        self.help = False
        self.warned = Level.NORMAL
        self._right: tuple[int, int] | None = None
        self.changes = 0  # counted at each change of what the board shows (`marks_changed`)
        self._listed: tuple[tuple[object, ...], list[Action]] | None = None  # (see `selected_actions`)
        self.cost = 0  # the action points what the pointer shows would take
        self.cameras: dict[Seat, tuple[float, tuple[float, float]]] = {}  # each player's zoom and view, kept
        self.camera_of: Seat | None = None  # whose view the camera shows
        self.quiet_at: tuple[int, int] | None = None  # the hex of the last move's click, until the pointer leaves it

    # -- what the board shows --------------------------------------------------------------------------------
    def marks_changed(self) -> None:
        """What the board shows must be made again (the game, the selection or a switch changed): the board's
        marks (`marks.BoardMarks`) count the changes."""
        self.changes += 1

    def selected_actions(self) -> list[Action]:
        """The selected piece's legal actions, asked of the rules once per position and selection."""
        g = self.game
        piece = self.selection.piece
        asked = (self.changes, g.actions_done, g.turn, piece)
        if self._listed is None or self._listed[0] != asked:
            self._listed = asked, piece_actions(g, piece) if piece is not None else []
        return self._listed[1]

    # -- seats and turns -------------------------------------------------------------------------------------
    def clear_selection(self) -> None:
        self.selection.clear()
        self.menu.close()
        self.marks_changed()
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

    # -- what happened ---------------------------------------------------------------------------------------
    def show(self, seat: Seat, action: Any, events: Sequence[ev.Event], replaying: bool) -> None:
        g = self.game
        lines = [text for e in events if (text := journal.line(g, self.names, e))]
        for text in lines:
            self.log.add(text[:1].upper() + text[1:])
        self.playback.add(seat, lines, events)
        if any(isinstance(e, ev.TurnBegan | ev.PlayerTurn) for e in events):  # a player's turn, or the decision
            self.time.next_turn()
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
        selection = self.selection
        if isinstance(action, Move | Attack | Retreat | Load | Unload | Transfer | Build | EndTurn | Land):
            selection.clear_waypoints()
            self.menu.close()
        cargo = g.piece(selection.cargo) if selection.cargo is not None else None
        moved = action.cargo if isinstance(action, Load | Unload) else action.piece if isinstance(action, Transfer) \
            else None
        if cargo is not None and (cargo.where != CARRIED or moved == cargo.id):
            selection.drop_cargo()  # (put down, into the astronef or another hold: by a click, or by a hint)
        if isinstance(action, Build) and not choices.builds(g, action.layer, action.kind):
            selection.drop_build()
        animate(self.game, self.view, events)
        self.quiet_at = self.view.hover  # a move just played: no refusal pops up where it was clicked
        self.app.sounds.play("win" if any(isinstance(e, ev.GameOver) for e in events)
                             else "shot" if any(isinstance(e, ev.Fired) for e in events) else "move")
        self.marks_changed()
        self.refresh_buttons()

    # -- "since your last turn" ------------------------------------------------------------------------------
    @property
    def game(self) -> FmpGame:
        """The position on the board: the live one, or during a playback of the others' steps, theirs."""
        return self.playback.state if self.playback.state is not None else self.match.state

    def start_replay(self) -> None:
        """Play the others' steps again on the board from the position the seat left, one step at a time with a
        caption, by itself or at Next."""
        seat = self.acting_seat()
        if seat is None:
            return
        self.playback.start(seat, self.record)
        self.clear_selection()
        self.marks_changed()
        self.refresh_buttons()

    def replay_next(self) -> None:
        """The next step of the playback now; after the last, the board is the live one again."""
        events = self.playback.next()
        if events is None:
            self.hide_since()
            self._big_button_changed = self.app.now()  # (it read "Stop the replay" under the pointer until now)
            return
        self.marks_changed()
        animate(self.game, self.view, events)
        self.refresh_buttons()

    def replay_by_hand(self) -> None:
        """Next, pressed: the playback waits for the player from now on."""
        self.playback.auto = False
        self.replay_next()

    def replay_back(self) -> None:
        """Previous: the position before the step shown, at once; the playback waits for the player from now on."""
        self.playback.back()
        self.view.animator.skip()
        self.marks_changed()
        self.refresh_buttons()

    def hide_since(self) -> None:
        """Put the playback and the since-your-last-turn card away: the live board again."""
        self.playback.stop()
        self.marks_changed()
        self.view.animator.skip()
        self.refresh_buttons()

    # -- buttons and keys ------------------------------------------------------------------------------------
    def end_turn(self) -> None:
        """The big button: the end of the turn, on turn 21 the decision sealed, or during a playback, back to the live
        board. A new user, shown the decision with a small Confirm beside the board, waited for the computer's
        turn until the clock ran out: the big button is where a turn is ended."""
        self.menu.close()
        if self.playback.state is not None:
            self.hide_since()
            self._big_button_changed = self.app.now()
            return
        if self.app.now() - self._big_button_changed < SAME_CLICK:
            return  # (it read "Stop the replay" an instant ago: the second click of a double-click is not an end)
        if self.game.phase == Phase.DECISION:
            self.confirm_decision()
            return
        self.send(EndTurn())

    def turn_ghost(self) -> None:
        """R / right-click: the landing astronef's other orientation, or the barge's next place."""
        self.selection.turn_ghost()
        self.marks_changed()
        self.app.request_redraw()

    def toggle_fire(self) -> None:
        self.show_fire = not self.show_fire
        self.marks_changed()
        self.refresh_buttons()
        self.app.request_redraw()

    def toggle_help(self) -> None:
        self.help = not self.help
        self.refresh_buttons()
        self.app.request_redraw()

    def finish_retreats(self) -> None:
        self.selection.finish_retreats()
        self.marks_changed()
        self.refresh_buttons()

    def clear_waypoints(self) -> None:
        """Backspace: the waypoints laid go; with none, the last move is taken back."""
        if not self.selection.waypoints:
            self.undo()
            return
        self.selection.clear_waypoints()
        self.marks_changed()
        self.refresh_buttons()

    def taken_back_hook(self) -> None:
        """The step leaves the history ("since your last turn" counts what stands) and its slide stops."""
        super().taken_back_hook()
        self.playback.withdraw()
        self.view.animator.skip()

    def confirm_decision(self) -> None:
        self.send(Decide(tuple(sorted(self.selection.leaving))))

    def threatened(self) -> list[int]:
        """The viewer's pieces under enemy fire during their retreat step (the astronef is never neutralized)."""
        g = self.game
        if g.window is None:
            return []
        return [p.id for p in g.pieces if p.where == BOARD and p.colour in g.window and g.owner(p) == g.active
                and SPECS[p.kind].domain != "none" and firezones.piece_under_fire(g, p)]

    def select(self, pid: int) -> None:
        self.app.sounds.play("select")
        self.playback.since = []  # the player has read enough: the card shows the piece instead
        self.selection.pick(pid)
        self.menu.close()
        self.marks_changed()
        self.refresh_buttons()

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

    # -- the end ---------------------------------------------------------------------------------------------

    def hint_words(self, action: Any) -> str:
        """A hinted move, and what it would cost beyond points as the pointer would say it (a piece bogged, stranded
        or lost, left under fire): a hint never hides what the table warns about."""
        risks = choices.outlook(self.rules, self.game, action)[1]
        words = self.move_words(action)
        return tr("hint_careful", move=words, risks=", ".join(tr(f"risk_{r}") for r in risks)) if risks else words

    def hint_spots(self, action: Any) -> list[pygame.Rect]:
        return self.view.cell_rects(hints.places(self.game, action))

    def result_subtitle(self, outcome: Outcome) -> str:
        return tr(f"outcome_{outcome.reason}")

    def result_lines(self, outcome: Outcome) -> list[tuple[str, bool]]:
        return journal.score_lines(self.names, outcome)

    def refuse(self, rejection: Rejection) -> None:
        super().refuse(rejection)
        self.app.sounds.play("warning")
