"""Kiosk rules for club nights: idle time-out and the organiser's PIN (no pygame; time is injected).

The wrong-PIN wait outlives the program: the count of wrong PINs and the end of the wait (wall-clock seconds) are
kept with the settings and sealed with the PIN (`seal`), so a restart or a change of settings gives no free tries,
and a record that was removed or edited without the PIN restores the full wait.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

#: Wrong PINs allowed before each further one makes the next try wait.
FREE_TRIES = 5
MAX_WAIT = 300.0
#: Wrong PINs counted when the record cannot be trusted: each further try then waits the longest.
DISTRUSTED = FREE_TRIES + 6


@dataclass(frozen=True)
class PinRecord:
    """Wrong PINs so far and when the wait they caused ends (seconds since the epoch)."""

    failures: int = 0
    wait_until: int = 0


def seal(pin: str, record: PinRecord) -> str:
    """The record's seal under this PIN: who lacks the PIN cannot make one that passes."""
    import hashlib  # (OpenSSL's hashes take 2 ms to load: not before the launcher's first frame, unless a PIN is set)
    import hmac

    message = f"{record.failures}:{record.wait_until}".encode()
    return hmac.new(pin.encode(), message, hashlib.sha256).hexdigest()[:32]


def same(a: str, b: str) -> bool:
    """A comparison that takes as long whatever the first difference (a PIN is not guessed a digit at a time)."""
    import hmac

    return hmac.compare_digest(a.encode(), b.encode())


def trusted(pin: str, record: PinRecord, sealed: str) -> bool:
    return not pin or same(seal(pin, record), sealed)


class KioskGuard:
    def __init__(self, enabled: bool, pin: str, idle_minutes: int, now: Callable[[], float],
                 record: PinRecord | None = PinRecord(), on_change: Callable[[PinRecord], None] | None = None,
                 wall: Callable[[], float] = time.time) -> None:
        """`record` is the kept wrong-PIN record, None when it cannot be trusted; `on_change` keeps each new one."""
        self.enabled = enabled
        self._pin = pin
        self.idle_seconds = idle_minutes * 60.0
        self._now = now
        self._wall = wall
        self._on_change = on_change
        self._last_input = now()
        if record is None:  # removed or edited without the PIN: the full wait
            self._failures, self._locked_until = DISTRUSTED, now() + MAX_WAIT
            self._changed()
        else:
            self._failures = record.failures
            self._locked_until = now() + min(MAX_WAIT, max(0.0, record.wait_until - wall()))

    def configure(self, pin: str, idle_minutes: int) -> None:
        """New settings: the wait goes on (a new PIN takes over the count)."""
        self._pin, self.idle_seconds = pin, idle_minutes * 60.0

    def record(self) -> PinRecord:
        """The wrong-PIN state as kept with the settings."""
        return PinRecord(self._failures, int(self._wall() + self.locked_for() + 0.999))

    def _changed(self) -> None:
        if self._on_change is not None:
            self._on_change(self.record())

    def touch(self) -> None:
        """Player input happened."""
        self._last_input = self._now()

    def idle_for(self) -> float:
        return self._now() - self._last_input

    def idle_expired(self) -> bool:
        """True when idle time has run out (kiosk mode only); the caller then returns to the launcher."""
        if self.enabled and self.idle_for() >= self.idle_seconds:
            self.touch()
            return True
        return False

    def locked_for(self) -> float:
        """Seconds before another PIN may be tried (0 when one may be tried now)."""
        return max(0.0, self._locked_until - self._now())

    def pin_ok(self, entered: str) -> bool:
        """The organiser's PIN? After FREE_TRIES wrong ones, each further wrong one makes the next try wait longer
        (5 s, 10 s, 20 s... at most 5 minutes), so guessing at the kiosk is hopeless; while waiting, nothing is
        tried, the right PIN included. Each change is kept (`on_change`)."""
        if self.locked_for() > 0:
            return False
        if same(entered.strip(), self._pin):
            if self._failures:
                self._failures = 0
                self._changed()
            return True
        self._failures += 1
        if self._failures >= FREE_TRIES:
            self._locked_until = self._now() + min(MAX_WAIT, 5.0 * 2 ** min(self._failures - FREE_TRIES, 16))
        self._changed()
        return False
