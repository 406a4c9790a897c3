"""What every bench script measures with: calls timed in milliseconds, and their median and 95th percentile."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from typing import Any


def timed(fn: Callable[[], Any], runs: int) -> list[float]:
    """Milliseconds per call, sorted."""
    out = []
    for _ in range(runs):
        t0 = time.perf_counter()
        fn()
        out.append((time.perf_counter() - t0) * 1000)
    return sorted(out)


def p(values: list[float], q: float) -> float:
    """The q-quantile (0..1) of the values, nearest rank."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def figures(values: list[float], digits: int = 3) -> str:
    return f"median {statistics.median(values):.{digits}f} ms, p95 {p(values, 0.95):.{digits}f} ms"
