"""Apophis's sentences for the table: cards and sections in words, and a hinted move as its button says it."""

from __future__ import annotations

from collections.abc import Sequence

from arcade.games.apophis.rules import Action, AddToSequence, ApophisGame, Build, Card, DiscardDown, Draw, Scrap
from arcade.games.apophis.rules import events as rules
from arcade.i18n import translator

NS = "apophis"

tr = translator(NS)


def card_name(card: Card) -> str:
    """A card in words for the log ("queen of hearts"): the suit signs are not in the table's font."""
    rank = tr(f"rank_{card.rank}") if card.rank in ("A", "J", "Q", "K") else tr("rank_number", n=card.rank)
    return tr("card_name", rank=rank, suit=tr(f"card_suit_{card.suit}"))


def section_name(color: str, size: int) -> str:
    return tr(f"term.section.{color}.{size}")


def move_words(g: ApophisGame, names: Sequence[str], a: Action) -> str:
    """A play in the words of the table's buttons (the same from every seat: the team plays in the open)."""
    if isinstance(a, Build):
        return tr("advice_build", section=section_name(a.color, a.size))
    if isinstance(a, AddToSequence | DiscardDown):
        cards = ", ".join(card_name(c) for c in a.cards)
        return tr("advice_sequence" if isinstance(a, AddToSequence) else "advice_discard_cards", cards=cards)
    if isinstance(a, Draw | Scrap):
        return tr("draw" if isinstance(a, Draw) else "scrap")
    return tr({"Reroll": "advice_reroll", "KeepRoll": "keep"}.get(type(a).__name__, "end_turn"))


def roll_text(roll: rules.Roll) -> str:
    """E.g. "Accuracy: 2 + 4 = 6 · needs 7+ · miss" (APO.LAUNCH.7: the die, what it was added to, the threshold)."""
    rule = tr("rule_explosion" if roll.step == "explosion" else "rule_other", threshold=roll.threshold)
    verdict = tr(f"verdict_{roll.step}_{'ok' if roll.success else 'bad'}")
    return tr("log_roll", step=tr(f"step_{roll.step}"), die=roll.die, bonus=roll.bonus, total=roll.total, rule=rule,
              verdict=verdict)


def fuel_text(check: rules.FuelCheck) -> str:
    return tr("log_fuel_ok" if check.success else "log_fuel_bad", yellow=check.yellow, needed=check.needed,
              total=check.total)


def launch_text(number: int, launch: rules.LaunchEnded) -> str:
    return tr("log_launch", n=number, points=tr("points", n=sum(sec.size for sec in launch.missile)),
              outcome=tr(f"outcome_{launch.outcome}"))


def cue_for(events: list[rules.Event]) -> str:
    """The sound of what just happened: the end of the game, a launch, or a plain move."""
    if any(isinstance(e, rules.GameWon) for e in events):
        return "win"
    if any(isinstance(e, rules.GameLost) for e in events):
        return "lose"
    if any(isinstance(e, rules.Roll) for e in events):
        return "shot"
    return "move"
