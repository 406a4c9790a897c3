"""What one seat's table shows, typed: its own hand, only the counts of the others' hands and of the deck; the
board (Apophis, the reserve, the missile, the launch sequence) is public. The table draws nothing else."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arcade.core.codec import PlainData
from arcade.core.protocol import View
from arcade.games.apophis.rules.cards import Card, Section
from arcade.games.apophis.rules.model import fuel_needed, missile_points

if TYPE_CHECKING:
    from arcade.games.apophis.rules.game import ApophisGame


@dataclass(frozen=True)
class TableView(View):
    seat: int | None  # None: nobody's hand shows (a spectator, or the screen is changing hands)
    active: int
    phase: str
    turn: int
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
    result: str | None

    def missile_points(self, color: str | None = None) -> int:
        return missile_points(self.missile, color)

    def fuel_needed(self) -> int:
        """Yellow points the missile as it stands needs to launch (APO.LAUNCH.2)."""
        return fuel_needed(self.missile_points())

    def to_data(self) -> dict[str, PlainData]:
        return {
            "seat": self.seat, "active": self.active, "phase": self.phase, "turn": self.turn,
            "advanced": self.advanced, "hand": [c.code for c in self.hand], "hand_counts": list(self.hand_counts),
            "deck": self.deck, "discard": [c.code for c in self.discard],
            "stations": {s: c.code for s, c in self.stations.items()},
            "reserve": sorted([s.color, s.size] for s in self.reserve),
            "missile": [[s.color, s.size] for s in self.missile],
            "sequence": {s: c.code for s, c in self.sequence.items()},
            "apophis": list(self.apophis), "deflection": self.deflection, "result": self.result,
        }


def view_of(game: ApophisGame, seat: int | None) -> TableView:
    """What `seat` (None: nobody's hand) may see of the game."""
    return TableView(
        seat=seat, active=game.active, phase=game.phase, turn=game.turn, advanced=game.options.advanced,
        hand=tuple(game.hands[seat]) if seat is not None else (), hand_counts=tuple(len(h) for h in game.hands),
        deck=len(game.deck), discard=tuple(game.discard), stations=dict(game.stations),
        reserve=frozenset(game.reserve), missile=tuple(game.missile), sequence=dict(game.sequence),
        apophis=tuple(game.apophis), deflection=game.deflection, result=game.result)
