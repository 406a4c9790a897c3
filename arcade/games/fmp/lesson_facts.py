"""What Full Metal Planète's lessons may ask of a position, for the learner's seat (the rules' own reading of it)."""

from __future__ import annotations

from arcade.games.fmp.rules import FmpGame, stranding
from arcade.games.fmp.rules.model import BOARD


def tide_safe(game: FmpGame, seat: int) -> bool:
    """None of the seat's pieces on the planet stands where the next tide, as its forecast has it, would bog or
    strand it (FMP.TIDE.3, FMP.TIDE.6: what the table's orange warning shows)."""
    return not any(p.where == BOARD and game.owner(p) == seat and stranding.stuck_then(game, p, p.hexes, seat)
                   for p in game.pieces)


FACTS = {"tide_safe": tide_safe}
