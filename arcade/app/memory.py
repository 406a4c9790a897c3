"""Giving back to the system the memory a table left behind.

A table's pictures (the board's terrain chunks, its sprites and texts) are large blocks the C library keeps for
itself once freed: over a club night of tables opened and closed, the kiosk's memory grew by some 40 MB an hour
though nothing was kept alive (bench/club_night.py; after `malloc_trim` it stays within 15 MB). Where the C library
is glibc, the freed blocks are handed back when a table is left; elsewhere this does nothing.
"""

from __future__ import annotations

import functools
import gc
import sys
from collections.abc import Callable


@functools.cache
def _trim() -> Callable[[int], int] | None:
    if not sys.platform.startswith("linux"):
        return None
    import ctypes  # (at first use: not before the launcher's first frame)
    import ctypes.util

    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        trim: Callable[[int], int] = libc.malloc_trim
    except (OSError, AttributeError):  # (another C library: musl has no malloc_trim)
        return None
    return trim


def give_back_freed_memory() -> None:
    """Collect what the table left (its cycles too) and hand the freed blocks back to the system."""
    gc.collect()
    trim = _trim()
    if trim is not None:
        trim(0)
