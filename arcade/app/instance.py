"""One Club Arcade per user folder: a second launcher on the same saves would write the same games' steps and one
of them would be refused. The lock is the operating system's, so it goes with the process, even killed."""

from __future__ import annotations

import os
import sys
from pathlib import Path

LOCK_NAME = "club-arcade.lock"


class InstanceLock:
    def __init__(self, folder: Path) -> None:
        self.path = folder / LOCK_NAME
        self._fd: int | None = None

    def acquire(self) -> bool:
        """True when this process now holds the folder; False when another one does. A folder where no lock can
        be made at all (read-only) is not refused: the store then says what it cannot do."""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o600)
        except OSError:
            return True
        try:
            _lock(fd)
        except OSError:
            os.close(fd)
            return False
        self._fd = fd
        return True

    def release(self) -> None:
        if self._fd is not None:
            os.close(self._fd)  # closing lets the lock go
            self._fd = None


if sys.platform == "win32":
    import msvcrt

    def _lock(fd: int) -> None:
        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
else:
    import fcntl

    def _lock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
