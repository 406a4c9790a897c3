"""A finished game's headline in words, from its outcome kept as data: the same sentence on the table's result screen
and in the launcher's list of finished games, worded in the language of the moment (never stored as words)."""

from __future__ import annotations

from collections.abc import Sequence

from arcade.core.protocol import Outcome
from arcade.i18n import lookup, t
from arcade.registry import GameDescriptor


def headline(game: GameDescriptor, names: Sequence[str], outcome: Outcome) -> str:
    """Who won (or how the game ended), in the game's own words where it has them."""
    own = game.headline_function()
    return str(own(names, outcome)) if own is not None else plain_headline(game.id, names, outcome)


def plain_headline(namespace: str, names: Sequence[str], outcome: Outcome) -> str:
    """The winners by name; a co-operative game or one nobody won by its ending (`outcome.<reason>`)."""
    winners = [w for w in outcome.winners if 0 <= w < len(names)]
    if outcome.cooperative or not winners:
        return lookup(f"outcome.{outcome.reason}", namespace)
    return t("winner", name=" & ".join(names[w] for w in winners))
