"""Kiosk rules for club nights: idle time-out and the organiser's PIN (no pygame; time is injected)."""

from __future__ import annotations

import hmac
from collections.abc import Callable


class KioskGuard:
    def __init__(self, enabled: bool, pin: str, idle_minutes: int, now: Callable[[], float]) -> None:
        self.enabled = enabled
        self._pin = pin
        self.idle_seconds = idle_minutes * 60.0
        self._now = now
        self._last_input = now()

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

    def pin_ok(self, entered: str) -> bool:
        return hmac.compare_digest(entered.strip().encode(), self._pin.encode())
