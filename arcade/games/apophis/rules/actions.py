"""Apophis actions: small frozen values; the common codec turns them into plain data for records."""

from __future__ import annotations

from dataclasses import dataclass

from arcade.core.codec import Codec, Scalar
from arcade.games.apophis.rules.cards import Card


@dataclass(frozen=True)
class Draw:
    """Draw two cards (APO.DRAW)."""


@dataclass(frozen=True)
class Build:
    """Build one section, paying with `cards` of its suit (chosen from the hand when empty) (APO.BUILD)."""

    color: str
    size: int
    cards: tuple[Card, ...] = ()


@dataclass(frozen=True)
class AddToSequence:
    """Place up to one card of each missing suit in front of the missile (APO.SEQ)."""

    cards: tuple[Card, ...]


@dataclass(frozen=True)
class Scrap:
    """Return every section to the reserve and discard the sequence (APO.SCRAP)."""


@dataclass(frozen=True)
class DiscardDown:
    """The player's choice of cards to discard after drawing past five (APO.DRAW.1)."""

    cards: tuple[Card, ...]


@dataclass(frozen=True)
class Reroll:
    """Advanced rules: spend one re-roll on the die just rolled (APO.ADV.3)."""


@dataclass(frozen=True)
class KeepRoll:
    """Advanced rules: keep the die just rolled and go on with the launch."""


@dataclass(frozen=True)
class EndTurn:
    """Pass the turn to the next seat."""


@dataclass(frozen=True)
class ShuffleDone:
    """Input from the table: the team has shuffled for 10 seconds (APO.DRAW.2)."""


@dataclass(frozen=True)
class TimeUp:
    """Input from the table's countdown: time has run out (APO.END.2)."""


Action = Draw | Build | AddToSequence | Scrap | DiscardDown | Reroll | KeepRoll | EndTurn | ShuffleDone | TimeUp

#: Record names (kept from the first records, so old saves still read).
CODEC: Codec[Action] = Codec(
    {"draw": Draw, "build": Build, "sequence": AddToSequence, "scrap": Scrap, "discard": DiscardDown,
     "reroll": Reroll, "keep": KeepRoll, "end_turn": EndTurn, "shuffle_done": ShuffleDone, "time_up": TimeUp},
    scalars={Card: Scalar(lambda card: str(card.code), Card.parse)},
)
