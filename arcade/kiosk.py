"""Kiosk rules for club nights: idle time-out and the organiser's PIN (no pygame; time is injected)."""

from __future__ import annotations

import hmac
from collections.abc import Callable

#: Wrong PINs allowed before each further one makes the next try wait.
FREE_TRIES = 5
MAX_WAIT = 300.0


class KioskGuard:
    def __init__(self, enabled: bool, pin: str, idle_minutes: int, now: Callable[[], float]) -> None:
        self.enabled = enabled
        self._pin = pin
        self.idle_seconds = idle_minutes * 60.0
        self._now = now
        self._last_input = now()
        self._failures = 0
        self._locked_until = 0.0

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
        tried, the right PIN included."""
        if self.locked_for() > 0:
            return False
        if hmac.compare_digest(entered.strip().encode(), self._pin.encode()):
            self._failures = 0
            return True
        self._failures += 1
        if self._failures >= FREE_TRIES:
            self._locked_until = self._now() + min(MAX_WAIT, 5.0 * 2 ** (self._failures - FREE_TRIES))
        return False
