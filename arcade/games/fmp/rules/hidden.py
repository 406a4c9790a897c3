"""What a Full Metal Planète seat cannot know, drawn anew for computer players (see `GameRules.determinize`)."""

from __future__ import annotations

import random

from arcade.core.protocol import Seat
from arcade.games.fmp.rules.actions import Decide
from arcade.games.fmp.rules.game import FmpGame
from arcade.games.fmp.rules.legal import legal_actions


def determinized(state: FmpGame, seat: Seat, rng: random.Random) -> FmpGame:
    other = state.clone()
    other.rng = random.Random(rng.getrandbits(64))
    deck = other.deck
    deck.rng = other.rng
    known = len(other.forecasts.get(seat, [])) if 0 <= seat < len(other.players) else 0
    if other.public_forecast is not None:
        known = max(known, 1)
    known = min(known, len(deck.future))
    unseen = sorted(deck.future[known:] + deck.aside)
    rng.shuffle(unseen)
    tail = len(deck.future) - known
    deck.future = deck.future[:known] + unseen[:tail]
    deck.aside = unseen[tail:]
    other.forecasts = {p: list(deck.future[:len(tides)]) for p, tides in other.forecasts.items()}
    for player in sorted(other.decisions):
        if player != seat:
            del other.decisions[player]
            choices = [a for a in legal_actions(other, player) if isinstance(a, Decide)]
            other.decisions[player] = tuple(sorted(rng.choice(choices).leave)) if choices else ()
    return other
