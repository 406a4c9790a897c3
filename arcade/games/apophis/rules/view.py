"""What one seat's table shows, typed: `TableView` is read from the rules' `view_for(seat)` (its own hand, only the
counts of the others' hands and of the deck), so the table draws nothing its player may not see."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from arcade.games.apophis.rules.cards import Card, Section
from arcade.games.apophis.rules.model import fuel_needed, missile_points


@dataclass(frozen=True)
class TableView:
    seat: int | None  # None: nobody's hand shows (the screen is changing hands)
    active: int
    phase: str
    advanced: bool
    hand: tuple[Card, ...]
    hand_counts: tuple[int, ...]
    deck: int  # cards left (never which)
    discard: tuple[Card, ...]
    stations: dict[str, Card]
    reserve: frozenset[Section]
    missile: tuple[Section, ...]
    sequence: dict[str, Card]
    apophis: tuple[int, ...]
    deflection: int

    def missile_points(self, color: str | None = None) -> int:
        return missile_points(self.missile, color)

    def fuel_needed(self) -> int:
        """Yellow points the missile as it stands needs to launch (APO.LAUNCH.2)."""
        return fuel_needed(self.missile_points())


def table_view(view: dict[str, Any]) -> TableView:
    """The typed form of `ApophisGame.view_for(seat)`'s plain data."""
    def cards(codes: list[str]) -> tuple[Card, ...]:
        return tuple(Card.parse(code) for code in codes)

    return TableView(
        seat=view["seat"], active=view["active"], phase=view["phase"], advanced=view["advanced"],
        hand=cards(view["hand"]), hand_counts=tuple(view["hand_counts"]), deck=view["deck"],
        discard=cards(view["discard"]), stations={s: Card.parse(c) for s, c in view["stations"].items()},
        reserve=frozenset(Section(c, n) for c, n in view["reserve"]),
        missile=tuple(Section(c, n) for c, n in view["missile"]),
        sequence={s: Card.parse(c) for s, c in view["sequence"].items()},
        apophis=tuple(view["apophis"]), deflection=view["deflection"])
