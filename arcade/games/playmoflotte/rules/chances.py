"""The die an action rolls, face by face: each face's position with its chance, for a computer that weighs every
face (expectimax) rather than a few rolls drawn at random. A movement roll (PMF.MOVE.3) and a shot
(PMF.FIRE.2-7) each roll one die; nothing else in the game is left to chance.

Each face is played by the game's own `apply` on a copy whose dice are made to show it, so the outcomes cannot
differ from the game's; the copy then rolls on with its own generator, untouched.
"""

from __future__ import annotations

import random

from arcade.games.playmoflotte.rules.actions import Action, Fire, Roll
from arcade.games.playmoflotte.rules.game import PlaymoflotteGame

FACES = range(1, 7)


class Showing(random.Random):
    """Dice that show `face` (the one roll an action makes)."""

    def __init__(self, face: int) -> None:
        super().__init__(face)
        self.face = face

    def randint(self, a: int, b: int) -> int:
        assert a <= self.face <= b
        return self.face


def outcomes(state: PlaymoflotteGame, action: Action) -> list[tuple[float, PlaymoflotteGame]] | None:
    """Each face's position after `action`, 1 in 6 each; None for an action that rolls nothing. `action` must be
    legal in `state` (the computer asks for the moves it found legal)."""
    if not isinstance(action, Roll | Fire):
        return None
    found = []
    for face in FACES:
        trial = state.copy()
        dice, trial.rng = trial.rng, Showing(face)
        trial.apply(action)
        trial.rng = dice
        found.append((1 / len(FACES), trial))
    return found
