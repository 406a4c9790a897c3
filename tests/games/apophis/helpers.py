"""Scenario helpers for Apophis rule tests."""

from __future__ import annotations

from arcade.games.apophis.rules import ApophisGame, Card, Options, Section
from tests.scripted import ScriptedDice


def cards(*codes: str) -> tuple[Card, ...]:
    return tuple(Card.parse(c) for c in codes)


def game(players: int = 2, seed: int = 1, advanced: bool = False, faces: list[int] | None = None) -> ApophisGame:
    g = ApophisGame([f"P{i + 1}" for i in range(players)], seed, Options(advanced=advanced))
    if faces is not None:
        g.rng = ScriptedDice(faces)
    return g


def give(g: ApophisGame, seat: int, *codes: str) -> None:
    """Put these cards in a hand, taking them from wherever they are (keeps all 52 accounted for)."""
    for card in cards(*codes):
        for pile in [g.deck, g.discard, *g.hands]:
            if card in pile:
                pile.remove(card)
        for suit, held in list(g.sequence.items()):
            if held == card:
                del g.sequence[suit]
        assert card not in g.stations.values(), f"{card} is a station card"
        g.hands[seat].append(card)


def empty_hand(g: ApophisGame, seat: int) -> None:
    g.deck.extend(g.hands[seat])
    g.hands[seat].clear()


def set_missile(g: ApophisGame, *sections: tuple[str, int]) -> None:
    for color, size in sections:
        s = Section(color, size)
        g.reserve.remove(s)
        g.missile.append(s)


def free_card(g: ApophisGame, suit: str, skip: int = 0) -> str:
    """The code of a card of this suit that is not a station card."""
    options = [c for c in g.deck + g.discard + [c for h in g.hands for c in h] if c.suit == suit]
    return options[skip].code
