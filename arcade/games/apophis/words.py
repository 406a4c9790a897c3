"""Apophis's sentences for the table: cards and sections in words, and a hinted move as its button says it."""

from __future__ import annotations

from arcade.games.apophis.rules import Action, AddToSequence, Build, Card, DiscardDown, Draw, Scrap
from arcade.i18n import translator

NS = "apophis"

tr = translator(NS)


def card_name(card: Card) -> str:
    """A card in words for the log ("queen of hearts"): the suit signs are not in the table's font."""
    rank = tr(f"rank_{card.rank}") if card.rank in ("A", "J", "Q", "K") else tr("rank_number", n=card.rank)
    return tr("card_name", rank=rank, suit=tr(f"card_suit_{card.suit}"))


def section_name(color: str, size: int) -> str:
    return tr(f"term.section.{color}.{size}")


def move_words(a: Action) -> str:
    if isinstance(a, Build):
        return tr("advice_build", section=section_name(a.color, a.size))
    if isinstance(a, AddToSequence | DiscardDown):
        cards = ", ".join(card_name(c) for c in a.cards)
        return tr("advice_sequence" if isinstance(a, AddToSequence) else "advice_discard_cards", cards=cards)
    if isinstance(a, Draw | Scrap):
        return tr("draw" if isinstance(a, Draw) else "scrap")
    return tr({"Reroll": "advice_reroll", "KeepRoll": "keep"}.get(type(a).__name__, "end_turn"))
