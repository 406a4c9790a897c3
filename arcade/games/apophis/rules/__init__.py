"""Apophis rules: pure and deterministic from setup + seed + actions (see ../shared/rules/apophis.md)."""

from arcade.core.rules import IllegalAction, Rejection
from arcade.games.apophis.rules.actions import (
    Action,
    AddToSequence,
    Build,
    DiscardDown,
    Draw,
    EndTurn,
    KeepRoll,
    Reroll,
    Scrap,
    ShuffleDone,
    TimeUp,
    from_data,
    to_data,
)
from arcade.games.apophis.rules.cards import COLOR_OF_SUIT, COLORS, SIZES, SUIT_OF_COLOR, SUITS, Card, Section
from arcade.games.apophis.rules.game import (
    DIFFICULTY_SECONDS,
    HAND_LIMIT,
    RULES_VERSION,
    SHUFFLE_SECONDS,
    ApophisGame,
    Options,
    Phase,
    new_game,
    replay,
)

__all__ = [
    "COLORS", "COLOR_OF_SUIT", "DIFFICULTY_SECONDS", "HAND_LIMIT", "RULES_VERSION", "SHUFFLE_SECONDS", "SIZES",
    "SUITS", "SUIT_OF_COLOR", "Action", "AddToSequence", "ApophisGame", "Build", "Card", "DiscardDown", "Draw",
    "EndTurn", "IllegalAction", "KeepRoll", "Options", "Phase", "Rejection", "Reroll", "Scrap", "Section",
    "ShuffleDone", "TimeUp", "from_data", "new_game", "replay", "to_data",
]
