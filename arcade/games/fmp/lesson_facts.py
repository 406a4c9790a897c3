"""What Full Metal Planète's lessons may ask of a position, for the learner's seat (the rules' own reading of it)."""

from __future__ import annotations

from arcade.games.fmp.rules import FmpGame, stranding
from arcade.games.fmp.rules.model import BOARD
from arcade.games.fmp.rules.pieces import Kind


def tide_safe(game: FmpGame, seat: int) -> bool:
    """None of the seat's pieces on the planet stands where the next tide, as its forecast has it, would bog or
    strand it (FMP.TIDE.3, FMP.TIDE.6: what the table's orange warning shows)."""
    return not any(p.where == BOARD and game.owner(p) == seat and stranding.stuck_then(game, p, p.hexes, seat)
                   for p in game.pieces)


def ore_aboard(game: FmpGame, seat: int) -> bool:
    """One of the seat's astronefs holds ore: what scores at take-off (FMP.END.5)."""
    return any(game.pieces[i].kind is Kind.ORE for ship in game.astronefs(seat) for i in ship.contents)


FACTS = {"tide_safe": tide_safe, "ore_aboard": ore_aboard}
