"""One clock model for every game, fed by an injected time source.

Modes:
- TURN_BUDGET: each turn gets the same budget (FMP: 3:00); `next_turn()` starts a fresh one.
- COUNTDOWN: one shared countdown for the whole game (Apophis).
- PHASE: a timer restarted at each phase, possibly with its own length (Asteroyds programming).
- CHESS: a bank per player, with an increment added to the mover's bank when the turn passes.

The clock never accumulates frame deltas: it keeps the instant it last started and the time used before that,
so the reading is exact whatever the frame rate (no drift). `expired()` reports a time-out once per budget.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

TimeSource = Callable[[], float]

AMBER_AT = 30.0
RED_AT = 10.0


class ClockMode(Enum):
    TURN_BUDGET = "turn"
    COUNTDOWN = "countdown"
    PHASE = "phase"
    CHESS = "chess"


class Level(Enum):
    NORMAL = "normal"
    AMBER = "amber"
    RED = "red"


@dataclass(frozen=True)
class ClockConfig:
    mode: ClockMode
    seconds: float
    players: int = 1
    increment: float = 0.0


class Clock:
    def __init__(self, config: ClockConfig, now: TimeSource) -> None:
        if config.seconds <= 0:
            raise ValueError("a clock needs a positive duration")
        self.config = config
        self._now = now
        self._budget = [config.seconds] * (config.players if config.mode is ClockMode.CHESS else 1)
        self._used = [0.0] * len(self._budget)
        self._active = 0
        self._started_at: float | None = None
        self._reported = False
        self._timed_out = False  # stopped by its own time-out (not paused by anyone): the next turn runs again

    # -- running -------------------------------------------------------------------------------------------
    @property
    def running(self) -> bool:
        return self._started_at is not None

    @property
    def active(self) -> int:
        """The player whose bank runs (CHESS); 0 for the other modes."""
        return self._active

    def start(self) -> None:
        if self._started_at is None:
            self._started_at = self._now()

    def pause(self) -> None:
        self._timed_out = False
        if self._started_at is not None:
            self._used[self._active] += self._now() - self._started_at
            self._started_at = None

    resume = start

    def _elapsed(self, slot: int) -> float:
        used = self._used[slot]
        if slot == self._active and self._started_at is not None:
            used += self._now() - self._started_at
        return used

    def elapsed(self) -> float:
        """Seconds used of the running budget (the table clock that records keep)."""
        return self._elapsed(self._active)

    def set_elapsed(self, seconds: float) -> None:
        """Restore the running budget to `seconds` used (a resumed game); a budget already used up reports its
        time-out at the next `expired()`."""
        self._used[self._active] = min(max(0.0, seconds), self._budget[self._active])
        if self._started_at is not None:
            self._started_at = self._now()
        self._reported = False

    def remaining(self, player: int | None = None) -> float:
        slot = self._active if player is None else self._slot(player)
        return max(0.0, self._budget[slot] - self._elapsed(slot))

    def _slot(self, player: int) -> int:
        if self.config.mode is not ClockMode.CHESS:
            return 0
        if not 0 <= player < len(self._budget):
            raise ValueError(f"no player {player}")
        return player

    # -- turns and phases ------------------------------------------------------------------------------------
    def next_turn(self, player: int = 0) -> None:
        """Hand the clock to `player`: a new budget (TURN_BUDGET, PHASE) or the next bank (CHESS). It runs on if it
        was running, or stopped only because the last budget ran out."""
        was_running = self.running or self._timed_out
        self._timed_out = False
        self.pause()
        mode = self.config.mode
        if mode is ClockMode.CHESS:
            self._budget[self._active] += self.config.increment
            self._active = self._slot(player)
        elif mode in (ClockMode.TURN_BUDGET, ClockMode.PHASE):
            self._used[0] = 0.0
            self._budget[0] = self.config.seconds
        else:
            raise ValueError("a shared countdown has no turns")
        self._reported = self.remaining() <= 0
        if was_running:
            self.start()

    def start_phase(self, seconds: float | None = None) -> None:
        """PHASE mode: restart the timer, optionally with a different length, and run it."""
        if self.config.mode is not ClockMode.PHASE:
            raise ValueError("start_phase is for phase timers")
        self.pause()
        self._used[0] = 0.0
        self._budget[0] = self.config.seconds if seconds is None else seconds
        self._reported = False
        self.start()

    # -- reading -------------------------------------------------------------------------------------------
    def is_up(self, player: int | None = None) -> bool:
        return self.remaining(player) <= 0

    def expired(self) -> bool:
        """True exactly once when the running budget reaches zero (the time-out event)."""
        if not self._reported and self.is_up():
            self._reported = True
            running = self.running
            self.pause()
            self._timed_out = running
            return True
        return False

    def level(self, player: int | None = None) -> Level:
        left = self.remaining(player)
        if left <= RED_AT:
            return Level.RED
        if left <= AMBER_AT:
            return Level.AMBER
        return Level.NORMAL


def format_seconds(seconds: float) -> str:
    """m:ss, rounding up so the display shows 0:00 only when time is really up."""
    whole = int(-(-seconds // 1))
    return f"{whole // 60}:{whole % 60:02d}"


def format_span(seconds: float) -> str:
    """A time away or a pause: m:ss under an hour, else hours and minutes ("26 h 05", the hour symbol reads the
    same in English and French)."""
    if seconds < 3600:
        return format_seconds(seconds)
    minutes = int(seconds // 60)
    return f"{minutes // 60} h {minutes % 60:02d}"
