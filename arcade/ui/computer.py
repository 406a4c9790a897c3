"""Computer seats at the table: each decision is thought in a worker process, so frames and input go on; moves are
played at a pace people can follow; a decision that fails or is refused is replaced by the game's default move
(end the turn, empty orders, ready), so a computer never blocks the table.

The worker is given the state and the seat; it builds the seat's `Seen` itself (`seen_by`), so the bot only ever
holds determinized copies. Its time budget is the table's (seconds); the arena budgets by count instead.
"""

from __future__ import annotations

import functools
import random
import time
from collections.abc import Callable
from concurrent.futures import Executor, Future
from dataclasses import dataclass
from typing import Any

from arcade.bots.base import Bot, levels, seen_by
from arcade.core.codec import PlainData
from arcade.core.protocol import GameRules, Seat
from arcade.i18n import t
from arcade.registry import game_by_id

#: Seconds each level may think at the table.
THINKING = {"easy": 0.3, "normal": 0.8, "hard": 1.6}
#: Seconds between two moves of the computers at least, so people can follow them (normal pace).
PACE = 0.9
#: Seconds between two moves by the pace chosen in the settings.
PACES = {"slow": 1.8, "normal": PACE, "fast": 0.35}
#: Seconds past its thinking time after which a decision is late: the table plays the default move instead.
LATE = 5.0


@functools.cache
def players(game_id: str) -> dict[str, Bot[Any, Any]]:
    """A game's computer players, made once in the worker: a player that plays out a plan keeps it in mind from
    one of its moves to the next (`Effort.keep`)."""
    return levels(game_id)


def decide(game_id: str, state: Any, seat: Seat, level: str, seed: int, seconds: float) -> PlainData:
    """In the worker: the bot's move for `seat` as the record writes it, and why (`Thought`'s fields)."""
    rules = game_by_id(game_id).rules_object()
    bots = players(game_id)
    deadline = time.monotonic() + seconds
    decision = bots[level].choose(seen_by(rules, state, seat), lambda: time.monotonic() > deadline,
                                  random.Random(seed))
    return {"action": rules.encode(decision.action), "why": decision.why, "values": dict(decision.values)}


@dataclass(frozen=True)
class Thought:
    """A decision back from the worker, checked: the action, and why in the table's language."""

    action: Any
    why: str


def read_thought(rules: GameRules[Any, Any, Any, Any], state: Any, seat: Seat,
                 future: Future[PlainData]) -> Thought | None:
    """The worker's answer for `seat` (done), if it is a legal move now (None: the worker failed, or the move was
    refused or could not be read)."""
    try:
        data = future.result()
        assert isinstance(data, dict) and isinstance(data["values"], dict)
        action = rules.decode(data["action"])
        if rules.check(state, seat, action) is not None:
            return None
        values = {str(k): v for k, v in data["values"].items()}
        return Thought(action, t(f"why_{data['why']}", **values))
    except Exception:  # noqa: BLE001 - a failed, cancelled or unreadable decision is refused like an illegal one
        return None


def ask(pool: Callable[[], Executor], game_id: str, state: Any, seat: Seat, level: str, seed: int) -> Future[PlainData]:
    """Have the worker think for `seat` at `level` (a computer seat's move, a hint); a worker that cannot start
    gives a failed future, which the table reads as no answer."""
    try:
        return pool().submit(decide, game_id, state, seat, level, seed, THINKING[level])
    except Exception as exc:  # noqa: BLE001 - told by the future, as a failure in the worker would be
        future: Future[PlainData] = Future()
        future.set_exception(exc)
        return future


def default_move(rules: GameRules[Any, Any, Any, Any], state: Any, seat: Seat) -> Any | None:
    legal = rules.legal_actions(state, seat)
    done = rules.least_final(legal)
    return done if done is not None else next(iter(legal), None)


class InlineExecutor(Executor):
    """Thinks in this process, at once (tests and screenshots, where time is the test's)."""

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        future: Future[Any] = Future()
        try:
            future.set_result(fn(*args, **kwargs))
        except Exception as exc:  # noqa: BLE001 - handed back as the future's exception, as a pool would
            future.set_exception(exc)
        return future


@dataclass
class Move:
    """A computer's move ready to be played."""

    seat: Seat
    action: Any
    why: str  # in the table's language; empty when the default was played because the bot's move failed


class ComputerSeats:
    """The computer seats of one table, their worker and their pace."""

    def __init__(self, game_id: str, levels: dict[Seat, str], pool: Callable[[], Executor],
                 now: Callable[[], float], pace: Callable[[], float] = lambda: PACE) -> None:
        """`pace`: the seconds between two moves, asked each time (the settings may change during a game)."""
        self.game_id, self.levels, self._pool, self._now, self.pace = game_id, levels, pool, now, pace
        self._job: tuple[Seat, int, Future[PlainData]] | None = None
        self._asked = 0.0  # when the current decision was asked for
        self._last_move = -PACE
        #: Space was pressed: the computers play on without the pace until a person is to act.
        self.hurry = False
        #: Seconds from asking the worker to its answer, for each decision of this table (--play-out reports them).
        self.waits: list[float] = []

    @property
    def thinking(self) -> Seat | None:
        return None if self._job is None else self._job[0]

    def cancel(self) -> None:
        if self._job is not None:
            self._job[2].cancel()
        self._job = None

    def poll(self, rules: GameRules[Any, Any, Any, Any], state: Any, acting: list[Seat], step: int,
             seed: int) -> Move | None:
        """Start thinking for the first computer seat to act; the move, once thought and due."""
        seats = [seat for seat in acting if seat in self.levels]
        if len(seats) < len(acting):
            self.hurry = False  # a person is to act: the pace is back for the next computer turn
        if self._job is not None and (self._job[0] not in seats or self._job[1] != step):
            self.cancel()  # the position changed under it (a person acted, a take-over)
        if not seats:
            return None
        if self._job is None:
            seat = seats[0]  # (a worker that cannot start: the default move, below)
            future = ask(self._pool, self.game_id, rules.clone(state), seat, self.levels[seat],
                         seed * 7_919 + step * 31 + seat)
            self._job = (seat, step, future)
            asked = self._asked = self._now()
            future.add_done_callback(lambda _: self.waits.append(self._now() - asked))
        seat, _, future = self._job
        late = self._now() - self._asked > THINKING[self.levels[seat]] + LATE
        if not late and (not future.done() or (self._now() - self._last_move < self.pace() and not self.hurry)):
            return None
        self._job = None
        self._last_move = self._now()
        if future.done():
            thought = read_thought(rules, state, seat, future)
            if thought is not None:
                return Move(seat, thought.action, thought.why)
        else:
            future.cancel()
        fallback = default_move(rules, state, seat)
        return None if fallback is None else Move(seat, fallback, "")
