"""Whose time runs: a table's clock and every reason it stands still, kept in one place.

A clock runs exactly while nothing stops it. Each reason is set and lifted by what it belongs to (the Pause button,
the hand-over, a question over the table, a hint being thought, everyone watching a playback, a phase with
no timer, the end), and one
lifted never starts a clock another still holds: a clock paused for everyone stays paused while the table moves on
underneath, and a question put while a turn runs stops that turn's time until it is answered.

Pure: the clock reads the time source it was given; this never reads a clock itself.
"""

from __future__ import annotations

from enum import StrEnum

from arcade.core.clock import Clock, ClockMode


class Stop(StrEnum):
    """Why a table's clock stands still."""

    #: Pause: the board is covered for everyone and nothing can be played until Resume.
    PAUSED = "paused"
    #: Nobody has the screen: the next player's own time starts when they take it (not a shared countdown's).
    HANDOVER = "handover"
    #: A question covers the table (leave the game? play this costly move?): nobody can act on it meanwhile.
    QUESTION = "question"
    #: This moment is not timed: a turn's steps played back for everyone, or no programming going on.
    UNTIMED = "untimed"
    #: A hint asked for is being thought: the player waits on the computer, not on themselves.
    HINT = "hint"
    #: A lesson's step that is not about the clock: the learner takes the time they need.
    LESSON = "lesson"
    #: The game is over.
    OVER = "over"


class Timekeeper:
    """One table's clock (None: a game without one) and the reasons it stands still, none lifted at another's
    expense. It starts stopped: nobody has taken the screen yet."""

    def __init__(self, clock: Clock | None = None) -> None:
        self.clock = clock
        self.stops: set[Stop] = {Stop.HANDOVER}
        self._sync()

    @property
    def shared(self) -> bool:
        """One countdown for everyone (Apophis): it runs on behind a hand-over."""
        return self.clock is not None and self.clock.config.mode is ClockMode.COUNTDOWN

    def stop(self, why: Stop) -> None:
        self.stops.add(why)
        self._sync()

    def go(self, why: Stop) -> None:
        """Lift one reason; the clock runs again only if no other holds it."""
        self.stops.discard(why)
        self._sync()

    def hold(self, why: Stop, held: bool) -> None:
        """Set or lift `why` as `held` says."""
        if held:
            self.stop(why)
        else:
            self.go(why)

    def next_turn(self) -> None:
        """A new turn's whole time (the clock's own `next_turn`), running only if nothing stops it."""
        if self.clock is not None:
            self.clock.next_turn()
            self._sync()

    def _sync(self) -> None:
        if self.clock is None:
            return
        if self.stops:
            self.clock.pause()
        elif not self.clock.is_up():  # (a budget run out stays out until the next turn's)
            self.clock.start()
