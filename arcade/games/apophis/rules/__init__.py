"""Apophis rules: pure and deterministic from setup + seed + actions (see ../shared/rules/apophis.md)."""

from arcade.games.apophis.rules.actions import (
    CODEC,
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
)
from arcade.games.apophis.rules.cards import COLOR_OF_SUIT, COLORS, SIZES, SUIT_OF_COLOR, SUITS, Card, Section
from arcade.games.apophis.rules.game import (
    DEFLECTIONS_TO_WIN,
    DIFFICULTY_SECONDS,
    HAND_LIMIT,
    RULES_VERSION,
    SHUFFLE_SECONDS,
    ApophisGame,
    Options,
    Phase,
)
from arcade.games.apophis.rules.protocol import RULES, ApophisRules, ApophisSetup

__all__ = [
    "DEFLECTIONS_TO_WIN",
    "CODEC", "COLORS", "COLOR_OF_SUIT", "DIFFICULTY_SECONDS", "HAND_LIMIT", "RULES", "RULES_VERSION",
    "SHUFFLE_SECONDS", "SIZES", "SUITS", "SUIT_OF_COLOR", "Action", "AddToSequence", "ApophisGame", "ApophisRules",
    "ApophisSetup", "Build", "Card", "DiscardDown", "Draw", "EndTurn", "KeepRoll", "Options", "Phase", "Reroll",
    "Scrap", "Section", "ShuffleDone", "TimeUp",
]
