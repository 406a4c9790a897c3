"""What a game's table is: its match (rules, state, record, who plays each seat), its clock, the hooks each game's
scene fills in, and the questions asked of it (whose turn, who acts at the screen, would the rules take this
action). What a table does — sending, taking back, handing the screen on, its tools — is `table_scene.TableScene`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

import pygame
import pygame_gui

from arcade.club.outcomes import headline
from arcade.core.clock import Clock, format_seconds
from arcade.core.codec import PlainData
from arcade.core.protocol import SPECTATOR, SYSTEM, GameRules, Outcome, Rejection, Seat, View
from arcade.core.record import GameRecord
from arcade.i18n import t
from arcade.lessons.course import Course
from arcade.match.match import Match, TakenBack
from arcade.match.timekeeper import Stop, Timekeeper
from arcade.ui.computer import PACE, PACES, ComputerSeats, Move
from arcade.ui.hint import Hints
from arcade.ui.levels import seat_name
from arcade.ui.practice import Practice
from arcade.ui.scenes import AppContext, GameScene
from arcade.ui.table import GameLog, Hit, TableLayout, hit_at
from arcade.ui.table_refusals import PointedRefusal, RefusalsAtTable
from arcade.ui.undo import ToolRow

#: The game's state type (each table names its own: `TableScene[FmpGame]`).
S = TypeVar("S")
V = TypeVar("V", bound=View)


@dataclass(frozen=True)
class Shown:
    """A computer's move as the table shows it after it was played: its words and the places it concerned, both
    taken before it was played (after, the piece is elsewhere)."""

    move: Move
    words: str
    spots: list[pygame.Rect]


class TableCore(RefusalsAtTable, GameScene, Generic[S]):
    """Subclasses implement `setup_table` (their own attributes), `show` (events to log and animate) and the
    drawing; they may set `self.clock` and override the hooks below."""

    #: The game's translation namespace (its id).
    namespace = "arcade"
    #: The button that sends each kind of action (by the action's class name): what a lesson lights for a move
    #: made with a button rather than on the board.
    action_buttons: dict[str, str] = {}
    #: Backspace takes back a move (a game that uses the key itself says False and calls `undo` where it has none).
    backspace_undoes = True

    def __init__(self, app: AppContext, record: GameRecord, lesson: Course | None = None,
                 practice: Practice | None = None) -> None:
        """`lesson`: the lesson this table teaches; `practice`: the reviewed decision it plays again (either way its
        game is never kept in the store nor rated: it is not a game in progress)."""
        super().__init__(app, record)
        descriptor = app.registry.get(record.game_id)
        if descriptor is None:
            raise ValueError(f"no game {record.game_id!r}")
        self.descriptor = descriptor
        self.rules: GameRules[Any, Any, Any, Any] = descriptor.rules_object()
        #: The game in play: its state, record, take-backs and who plays each seat (the table draws it).
        self.match: Match[S] = Match(self.rules, record, None if lesson or practice else app.keeper,
                                     self.confirmation)
        self.lesson = lesson
        self.practice = practice
        self.sides: list[str] = descriptor.seat_sides(record.setup)
        self.computers = ComputerSeats(record.game_id, self.match.levels, app.computer_pool, app.now,
                                       lambda: PACES.get(app.settings.computer_pace, PACE))
        self._still_since: float | None = None  # since when a playback watched by computers only is still
        self.hints = Hints(record.game_id, app.computer_pool)
        players = record.setup.get("players")
        assert isinstance(players, list)
        self.player_names: list[str] = [str(p["name"]) for p in players]
        self.names: list[str] = []
        self._name_seats()
        self.log = GameLog()  # the journal
        self.clock: Clock | None = None
        self.viewer: Seat | None = None  # the seat whose player is at the screen
        self._private = False  # ...and they took it behind a hand-over (else everyone may be looking)
        self.hover_text = ""
        self.layout = TableLayout.for_size((1920, 1080))  # set again for the window in `build`
        self.hits: list[Hit] = []  # the clickable spots drawn this frame
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.tools = ToolRow()  # Hint, Undo, Redo: the table's own buttons (not among the game's)
        self.actions: dict[object, Callable[[], None]] = {}  # button -> what it does
        self.computer_last: Shown | None = None  # a computer's last move, shown while it plays on
        self.taken_back: TakenBack | None = None  # the move just taken back, drawn on the board until the next input
        self.hint_button: pygame.Rect | None = None  # the shown hint's Play it, where it was drawn this frame
        self.held_since: float | None = None  # a person's turn paused for everyone to see (Pause): since when
        self._told_away = False
        self._clauses: dict[str, str] = {}  # refusal sentence -> its clause (for the rules link)
        self.rule_link: tuple[pygame.Rect, str] | None = None  # the link drawn under a refusal, and its clause
        self.pointed: PointedRefusal | None = None  # the last refusal, when a click was refused
        self.watching = False  # everyone watches what a step did (a resolution played back) until Continue
        self._last_checkpoint = app.now()
        self.setup_table()
        #: Whose time runs: the clock the scene set (if any) and every reason it stands still.
        self.time = Timekeeper(self.clock)

    # -- hooks -----------------------------------------------------------------------------------------------
    @property
    def state(self) -> S:
        """The game's state (the match's: the table draws it and never changes it)."""
        return self.match.state

    @property
    def setup(self) -> Any:
        """The game's typed set-up."""
        return self.match.setup

    @property
    def game(self) -> S:
        """The position the board shows: the live one (`state`), unless the game's scene shows another (FMP plays
        the others' steps back on its board)."""
        return self.match.state

    def seen_as(self, kind: type[V]) -> V:
        """What the seat at the screen may see (everything public only, as a spectator, while nobody's screen it
        is), as the game's own view: `kind`, its type, which the rules return for any seat."""
        view = self.match.view(SPECTATOR if self.viewer is None else self.viewer)
        if not isinstance(view, kind):
            raise TypeError(f"the rules' view is a {type(view).__name__}, not a {kind.__name__}")
        return view

    def setup_table(self) -> None:
        """Create the scene's own attributes (log, dice, clock); called before the recorded steps replay."""

    def show(self, seat: Seat, action: Any, events: Sequence[Any], replaying: bool) -> None:
        """What the scene does with an action's events (log lines, animations, sounds; nothing loud while
        `replaying` the record at opening)."""

    def clear_selection(self) -> None:
        """Forget what the last player selected (called whenever another player takes the screen)."""

    def refresh_buttons(self) -> None:
        """Show the buttons this moment needs and hide the others; called again whenever the table is uncovered
        (showing the scene's container shows every button in it)."""

    def resume(self) -> None:
        super().resume()
        self.time.go(Stop.QUESTION)  # the question over the table was answered
        self.refresh_buttons()

    def confirmation(self, seat: Seat, action: Any) -> str | None:
        """A question to ask once before this action (irreversible or game-ending), or None."""
        return None

    def time_up_action(self) -> Any | None:
        """The table's action when its clock runs out (None: the clock only informs)."""
        return None

    def needs_handover(self, seat: Seat) -> bool:
        """Must the screen be handed over before `seat` acts? Default: in every game with secrets and several
        players."""
        return self.rules.has_secrets and len(self.names) > 1

    def handover_to(self, seat: Seat) -> tuple[str, str]:
        """Who the hand-over calls to the screen, and in which side's colour: the seat's player (a team game
        calls the team)."""
        return self.names[seat], self.sides[seat]

    def result_lines(self, outcome: Outcome) -> list[tuple[str, bool]]:
        """The game's summary on the result screen: (text, is_heading) lines."""
        return []

    def move_words(self, action: Any) -> str:
        """A move in the game's words, as its menus say it ("Ann's crab at 5,10: Move to 7,10 (2 points)"), in the
        position before it is played: a hint, and a computer's move in the journal (the game's `words`; a game
        without them says the move as its record writes it)."""
        words = self.descriptor.words_function()
        return words(self.game, self.names, action) if words is not None else str(self.rules.encode(action))

    def now_text(self) -> str:
        """What to do at this moment, as the game's panel says it (the help says it again)."""
        return ""

    def hint_words(self, action: Any) -> str:
        """A hinted move as the player would make it: its words (`move_words`), and where the move is typed, what to
        type."""
        return self.move_words(action)

    def hint_spots(self, action: Any) -> list[pygame.Rect]:
        """Where a hinted move is on screen now: the piece first, where it goes last (rings and an arrow)."""
        return []

    def guides(self) -> list[Any]:
        """Moves a game may draw as the player's own preview while they have written nothing yet: the hint shown,
        then the lesson's next moves."""
        hint = self.hints.shown
        wanted = [hint.action] if hint is not None and hint.action is not None else []
        return wanted + (self.lesson.targets(self.match) if self.lesson is not None else [])

    def drawn_guided(self, action: Any) -> bool:
        """Whether the board draws `action`'s own way while it is a guide (`guides`): FMP's path, Interceptor's
        flight, an Asteroyds route; its rings then need no arrow, which would hide it. Default: no such drawing."""
        return False

    def button_spots(self, action: Any) -> list[pygame.Rect]:
        """Where the button that sends `action` is on screen (none where it is made on the board, or hidden)."""
        button = self.buttons.get(self.action_buttons.get(type(action).__name__, ""))
        return [button.rect] if button is not None and button.visible else []

    def keep_clear(self) -> list[pygame.Rect]:
        """Where the player at the screen is looking on the board now (their ship, the path they write): a box
        drawn over the board (a hint, a computer's last move) goes elsewhere. Default: nowhere in particular."""
        return []

    def table_layout(self, size: tuple[int, int]) -> TableLayout:
        """The board, the panel and the strips for a window of `size` (a lesson's band under the board too)."""
        return TableLayout.for_size(size, lesson=self.lesson is not None or self.practice is not None)

    def tools_rect(self) -> pygame.Rect:
        """Where the table's first button (Hint) goes, Undo and Redo following on its right: the left of the strip
        above the board (a game without the strip places it itself)."""
        s, strip = self.layout.scale, self.layout.tools
        return pygame.Rect(strip.x + int(12 * s), strip.y + (strip.height - int(48 * s)) // 2, int(190 * s),
                           int(48 * s))

    def result_subtitle(self, outcome: Outcome) -> str:
        return ""

    def status(self) -> dict[str, PlainData]:
        """Where the game stands, for the list of saved games."""
        data: dict[str, PlainData] = dict(self.rules.progress(self.state))
        if self.clock is not None:
            data["time_left"] = round(self.clock.remaining(), 1)
        outcome = self.rules.outcome(self.state)
        if outcome is not None:  # as data: the launcher words it in the language of the moment
            data["outcome"] = outcome.to_data()
        return data

    # -- replay ----------------------------------------------------------------------------------------------
    def taken_back_hook(self) -> None:
        """The state went back one step: put away what the scene derived from the step (selection, journal
        counters, animations). Default: the selection goes."""
        self.forget()

    # -- seats -----------------------------------------------------------------------------------------------
    def players_to_act(self) -> list[Seat]:
        return self.match.players_to_act()

    def _name_seats(self) -> None:
        """Names as the table shows them: a computer seat says so, with its level, wherever it is named."""
        self.names[:] = [seat_name(name, self.match.levels.get(i)) for i, name in enumerate(self.player_names)]

    # -- take-backs ------------------------------------------------------------------------------------------
    def leave_question(self) -> str | None:
        """Esc during a person's running turn asks first: the turn's clock stops while the game is away, and while
        the question is asked."""
        people = self.people_to_act()
        if self.ended or self.demo or self.clock is None or not self.clock.running or not people:
            return None
        seat = self.viewer if self.viewer in people else people[0]
        self.time.stop(Stop.QUESTION)  # (as the question says: lifted when the table is uncovered)
        left = format_seconds(self.clock.remaining())
        if self.time.shared:  # (the team's countdown, not a player's turn)
            return t("leave_running_countdown", time=left)
        return t("leave_running_turn", name=self.names[seat], time=left)

    def only_computers(self) -> bool:
        """Every seat is played by the computer (a table to watch, the kiosk's demo)."""
        return self.match.people() == 0

    def a_show(self) -> bool:
        return self.only_computers() and not self.demo and not self.ended

    def people_to_act(self) -> list[Seat]:
        """The seats that may act now and are played by people (the computer seats play by themselves)."""
        return self.match.people_to_act()

    def acting_seat(self) -> Seat | None:
        """The seat a click acts for: the player at the screen, when they may act."""
        players = self.people_to_act()
        if self.viewer in players:
            return self.viewer
        return players[0] if len(players) == 1 and not self.rules.has_secrets else None

    def own_clock(self) -> bool:
        """The table runs each player's own turn clock (not a shared countdown): it waits behind a hand-over, and
        Pause is offered."""
        return self.clock is not None and not self.time.shared

    def show_to(self, seat: Seat | None) -> None:
        """The screen is now `seat`'s (None: nobody's, while it changes hands or everyone watches): what its
        buttons allow follows."""
        if seat != self.viewer:
            self.viewer = seat
            self.refresh_buttons()

    def _take_screen(self, seat: Seat) -> None:
        self.show_to(seat)
        self._private = True
        self.forget()
        self.time.go(Stop.HANDOVER)  # a player's time starts once they are at the table
        self.app.request_redraw()

    def forget(self) -> None:
        """Nothing of the previous player survives a hand-over: selection, hover text, refusal."""
        self.message = ""
        self.hover_text = ""
        self.clear_selection()

    # -- input -----------------------------------------------------------------------------------------------
    def spot_clicked(self, event: pygame.event.Event) -> Hit | None:
        """The spot drawn this frame under a left click, when `event` is one (its release)."""
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return hit_at(self.hits, event.pos)
        return None

    # -- acting ----------------------------------------------------------------------------------------------
    def sender(self, action: Any) -> Seat | None:
        """Who would send `action` from this table now: the table itself for what only it sends (time up), else
        the seat acting at the screen (None: nobody may act here now)."""
        return SYSTEM if isinstance(action, self.rules.system_actions) else self.acting_seat()

    def refusal(self, action: Any) -> Rejection | None:
        """Why the rules would refuse `action` from this table now, or None when they would take it (what buttons
        are enabled by, what hovering a target tells)."""
        seat = self.sender(action)
        return self.match.check(SPECTATOR if seat is None else seat, action)

    # -- the clock -------------------------------------------------------------------------------------------
    def clock_reading(self) -> float:
        """The table clock: seconds used of the running clock (0 without one)."""
        return 0.0 if self.clock is None else self.clock.elapsed()

    def save(self) -> None:
        """Keep the steps not kept yet, with the table clock after them (a demo keeps nothing)."""
        if not self.demo and self.match.keep(self.status(), self.clock_reading()):
            self._last_checkpoint = self.app.now()

    def checkpoint(self) -> None:
        """Keep the table clock now, and any step not kept yet (or the game itself, if the store could not take it
        when it started): every checkpoint is another try."""
        self._last_checkpoint = self.app.now()
        if self.demo:
            return
        if self.match.unkept():
            self.save()
        elif not self.ended:
            self.match.checkpoint(self.status() if self.record.steps else None, self.clock_reading())

    def unsaved(self) -> int:
        return 0 if self.demo or self.lesson or self.practice else len(self.record.steps) - self.match.kept

    def awaiting_computer(self) -> bool:
        """A computer seat is to act, or a hint is thought: the app keeps looking in often, whatever the table's
        clock says."""
        if self.hints.thinking is not None:
            return True
        return not self.ended and not self.watching and len(self.people_to_act()) < len(self.players_to_act())

    # -- the end ---------------------------------------------------------------------------------------------
    def watched(self) -> None:
        """Put away what was being watched (its playback), before the next player or the result."""

    def result_title(self, outcome: Outcome) -> str:
        return headline(self.descriptor, self.names, outcome)

    def rematch(self) -> None:
        """The same players and options, a new seed (drawn from the last one, so a --seed session replays)."""
        seed = (self.record.seed * 1103515245 + 12345) % 2**31
        self.app.rematch(self.descriptor, self.record.setup, seed)
