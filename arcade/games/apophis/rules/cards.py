"""Cards, suits and missile sections (APO.COMP)."""

from __future__ import annotations

from typing import NamedTuple

SUITS = ("clubs", "hearts", "diamonds", "spades")
#: APO.COMP.2 colour <-> suit <-> role.
COLOR_OF_SUIT = {"clubs": "green", "hearts": "red", "diamonds": "blue", "spades": "yellow"}
SUIT_OF_COLOR = {color: suit for suit, color in COLOR_OF_SUIT.items()}
COLORS = tuple(COLOR_OF_SUIT[s] for s in SUITS)
#: Section sizes and their pip value / card cost (APO.BUILD.1, APO.LAUNCH.1).
SIZES = (1, 2, 3)
SIZE_NAMES = {1: "small", 2: "medium", 3: "large"}
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUIT_LETTER = {"clubs": "C", "hearts": "H", "diamonds": "D", "spades": "S"}
LETTER_SUIT = {v: k for k, v in SUIT_LETTER.items()}


class Card(NamedTuple):
    rank: str
    suit: str

    @property
    def code(self) -> str:
        """Short text form used in records: 'QH', '10S', 'AC'."""
        return f"{self.rank}{SUIT_LETTER[self.suit]}"

    @classmethod
    def parse(cls, code: str) -> Card:
        rank, letter = code[:-1], code[-1:]
        if rank not in RANKS or letter not in LETTER_SUIT:
            raise ValueError(f"{code!r} is not a card")
        return cls(rank, LETTER_SUIT[letter])


class Section(NamedTuple):
    color: str
    size: int

    @property
    def suit(self) -> str:
        return SUIT_OF_COLOR[self.color]


def full_deck() -> list[Card]:
    """The 52-card deck in a fixed order (the game's seeded source shuffles it)."""
    return [Card(rank, suit) for suit in SUITS for rank in RANKS]


def all_sections() -> list[Section]:
    """The reserve: one small, one medium, one large pyramid of each colour (APO.COMP.2)."""
    return [Section(color, size) for color in COLORS for size in SIZES]
