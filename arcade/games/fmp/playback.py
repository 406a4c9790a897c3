"""What the others did since a player's own last step, and its replay on the board (the FMP table's part).

Every step played is kept with its journal lines and events (`history`, the record's steps that stand, in order:
the same after a Resume). "Since your last turn" is what the others did after the seat's own last step; the replay
starts from the position at that step (the record replayed to it) and shows the others' steps one at a time with a
caption, on by itself every `PACE` seconds until a player steps by hand; a step that told nothing is played along
with the next, so the card's count and the replay's agree. The live game is never touched.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from arcade.core.codec import PlainData
from arcade.core.protocol import SYSTEM, Seat
from arcade.core.record import GameRecord
from arcade.games.fmp.rules import FmpGame
from arcade.games.fmp.rules import events as ev
from arcade.games.fmp.rules.protocol import FmpRules
from arcade.match.match import replayed

#: Seconds between two steps of a replay playing by itself.
PACE = 1.6

Told = tuple[Seat, list[str], tuple[ev.Event, ...]]


class Playback:
    def __init__(self, rules: FmpRules, now: Callable[[], float]) -> None:
        self.rules, self.now = rules, now
        self.history: list[Told] = []  # every step: who, its journal lines, its events
        self.since: list[Told] = []  # the card: what the others did since the seat at the screen last played
        self.state: FmpGame | None = None  # the position a replay shows (None: the live board)
        self.caption: tuple[int, int, Seat, list[str]] | None = None  # (number, of, who, lines) of the step shown
        self.auto = True  # steps on by itself until a player steps by hand
        self._indices: list[int] = []  # the history's steps the replay shows (those with lines)
        self._from = 0  # where its steps begin in the history
        self._marks: list[FmpGame] = []  # positions: before the first step, then after each step shown
        self._steps: list[tuple[Seat | None, PlainData]] = []  # the record's steps that stand
        self._at = 0.0

    # -- what happened ---------------------------------------------------------------------------------------
    def add(self, seat: Seat, lines: list[str], events: Sequence[ev.Event]) -> None:
        self.history.append((seat, lines, tuple(events)))

    def withdraw(self) -> None:
        """The last step was taken back: it leaves the history (the card counts what stands)."""
        if self.history:
            self.history.pop()
        self.since = []

    def after_last_own_step(self, seat: Seat) -> int:
        """Where the others' steps since `seat`'s own last step begin in the history."""
        return max((i for i, (who, _, _) in enumerate(self.history) if who == seat), default=-1) + 1

    def since_last_turn(self, seat: Seat) -> list[Told]:
        """What the others did since `seat`'s own last step."""
        return [(who, lines, events) for who, lines, events in self.history[self.after_last_own_step(seat):]
                if who != seat and lines]

    def tell(self, seat: Seat) -> None:
        """The card for the player now at the screen."""
        self.since = self.since_last_turn(seat)

    # -- the replay ------------------------------------------------------------------------------------------
    @property
    def can_go_back(self) -> bool:
        return len(self._marks) > 1

    def start(self, seat: Seat, record: GameRecord) -> None:
        """From the position at `seat`'s own last step; the first step comes at once."""
        start = self.after_last_own_step(seat)
        played = record.played()
        steps = [(s.seat, s.action) for s in played]
        before = GameRecord(record.game_id, record.rules_version, record.setup, record.seed, played[:start])
        self.state = replayed(self.rules, before).state
        self._marks = [self.rules.clone(self.state)]
        self._from, self._steps = start, steps
        self._indices = [i for i in range(start, len(self.history)) if self.history[i][1]]  # (the card's)
        self.caption, self.auto = None, True
        self._at = self.now() - PACE

    def due(self) -> bool:
        """Playing by itself and its pace has passed."""
        return self.state is not None and self.auto and self.now() - self._at >= PACE

    def next(self) -> list[ev.Event] | None:
        """The next step on the replay's board (its events, to be animated); None past the last one."""
        shown = len(self._marks) - 1
        if shown >= len(self._indices) or self.state is None:
            return None
        first = self._indices[shown - 1] + 1 if shown else self._from
        events: list[ev.Event] = []
        for seat, action in self._steps[first:self._indices[shown] + 1]:  # (a step told nothing goes along)
            events += self.rules.apply(self.state, SYSTEM if seat is None else seat, self.rules.decode(action))
        self._marks.append(self.rules.clone(self.state))
        self._caption()
        self._at = self.now()
        return events

    def back(self) -> None:
        """The position before the step shown, with that earlier step's caption."""
        self.auto = False
        if len(self._marks) < 2:
            return
        self._marks.pop()
        self.state = self.rules.clone(self._marks[-1])
        self._caption()

    def stop(self) -> None:
        """The replay and the card put away: the live board again."""
        self.since, self._indices, self._marks = [], [], []
        self.state, self.caption = None, None

    def _caption(self) -> None:
        shown = len(self._marks) - 1
        if shown == 0:
            self.caption = None
            return
        who, lines, _ = self.history[self._indices[shown - 1]]
        self.caption = (shown, len(self._indices), who, lines)

    @property
    def steps_shown(self) -> int:
        """How many steps the replay will show (the card's count)."""
        return len(self._indices)
