"""What one seat's Interceptor table may show of what is secret, typed: `Secrets` is read from the rules'
`view_for(seat)` — which ships have their orders (not what they say), its own orders, who owes whom an
announcement, and the announcements its own ships made or may hear (INT.ORD.1, INT.PUR.2). The ships and asteroids
are public; everything the table says of orders and announcements comes from here."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Secrets:
    given: frozenset[int]  # the ships whose orders are written
    orders: dict[int, str]  # the seat's own ships' orders
    owed: dict[int, tuple[int, ...]]  # ship -> the pursuers it must announce to
    announced: dict[int, tuple[str, str]]  # ship -> (turn, speed change), only those the seat may hear


def secrets_seen(view: dict[str, Any]) -> Secrets:
    """The typed form of the secret parts of `view_for(seat)`'s plain data."""
    return Secrets(given=frozenset(view["given"]), orders={int(k): v for k, v in view["orders"].items()},
                   owed={int(k): tuple(v) for k, v in view["owed"].items()},
                   announced={int(k): (v[0], v[1]) for k, v in view["announced"].items()})
