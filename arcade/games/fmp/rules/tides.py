"""Tides (FMP.TIDE): what is land and water at each tide, and the tide deck with its reshuffles and forecasts."""

from __future__ import annotations

import random

LOW, NORMAL, HIGH = "low", "normal", "high"
#: FMP.TIDE.1: terrain -> tides at which it is land (sea is never land; plain and mountain always are).
_LAND_AT = {
    "plain": (LOW, NORMAL, HIGH),
    "mountain": (LOW, NORMAL, HIGH),
    "marsh": (LOW, NORMAL),
    "reef": (LOW,),
    "sea": (),
}
ASIDE = 6


def land_at(terrain: str, tide: str) -> bool:
    return tide in _LAND_AT[terrain]


def water_at(terrain: str, tide: str) -> bool:
    return not land_at(terrain, tide)


class TideDeck:
    """FMP.TIDE.5: 5 low, 5 normal, 5 high; 6 set aside unseen, the rest form the future pile.

    Turns 1-2 count as normal. From turn 3 each turn reveals the next future card as the present tide; when that
    empties the future pile (turns 11 and 19), every card but the present one is reshuffled, 6 go aside again and
    the rest form the new future pile.
    """

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.present_card: str | None = None
        self.reshuffled_at: list[int] = []
        self.future: list[str] = []
        self.aside: list[str] = []
        self._deal([LOW] * 5 + [NORMAL] * 5 + [HIGH] * 5)

    def copy(self, rng: random.Random) -> TideDeck:
        """The same deck drawing from another (copied) source."""
        other = TideDeck.__new__(TideDeck)
        other.rng, other.present_card = rng, self.present_card
        other.reshuffled_at, other.future, other.aside = list(self.reshuffled_at), list(self.future), list(self.aside)
        return other

    def _deal(self, cards: list[str]) -> None:
        self.rng.shuffle(cards)
        self.aside, self.future = cards[:ASIDE], cards[ASIDE:]

    @property
    def present(self) -> str:
        return self.present_card or NORMAL

    def start_turn(self, turn: int) -> str:
        """The tide of `turn` (called once per turn, in order)."""
        if turn <= 2:
            return NORMAL
        self.present_card = self.future.pop(0)
        if not self.future:
            others = [LOW] * 5 + [NORMAL] * 5 + [HIGH] * 5  # every card but the present one
            others.remove(self.present_card)
            self._deal(others)
            self.reshuffled_at.append(turn)
        return self.present_card

    def forecast(self, layers: int) -> list[str]:
        """FMP.TIDE.6: a player with n operational weather layers sees the next n future tides."""
        return list(self.future[:max(0, layers)])
