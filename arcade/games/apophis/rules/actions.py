"""Apophis actions: small frozen values that serialise to plain data for records."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

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

_TYPES: dict[str, type[Any]] = {
    "draw": Draw, "build": Build, "sequence": AddToSequence, "scrap": Scrap, "discard": DiscardDown,
    "reroll": Reroll, "keep": KeepRoll, "end_turn": EndTurn, "shuffle_done": ShuffleDone, "time_up": TimeUp,
}
_NAMES = {cls: name for name, cls in _TYPES.items()}


def to_data(action: Action) -> dict[str, Any]:
    data: dict[str, Any] = {"type": _NAMES[type(action)]}
    for f in fields(action):
        value = getattr(action, f.name)
        data[f.name] = [c.code for c in value] if f.name == "cards" else value
    return data


def from_data(data: Any) -> Action:
    """Rebuild an action from a record; ValueError for anything malformed."""
    if not isinstance(data, dict) or data.get("type") not in _TYPES:
        raise ValueError(f"not an Apophis action: {data!r}")
    cls = _TYPES[data["type"]]
    kwargs: dict[str, Any] = {}
    for f in fields(cls):
        if f.name not in data:
            continue
        value = data[f.name]
        if f.name == "cards":
            if not isinstance(value, list) or not all(isinstance(c, str) for c in value):
                raise ValueError(f"cards must be a list of card codes: {value!r}")
            value = tuple(Card.parse(c) for c in value)
        elif f.name == "size" and (not isinstance(value, int) or isinstance(value, bool)):
            raise ValueError(f"size must be 1, 2 or 3: {value!r}")
        elif f.name == "color" and not isinstance(value, str):
            raise ValueError(f"colour must be text: {value!r}")
        kwargs[f.name] = value
    try:
        return cls(**kwargs)  # type: ignore[no-any-return]
    except TypeError as exc:
        raise ValueError(str(exc)) from None
