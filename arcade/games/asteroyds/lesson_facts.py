"""What Asteroyds' lessons may ask of a position, for the learner's seat (the rules' own reading of it)."""

from __future__ import annotations

from arcade.games.asteroyds.rules import AsteroydsGame


def carrying(game: AsteroydsGame, seat: int) -> bool:
    """A ship of the seat's team carries the enemy asteroyd (AST.ROID.1-2)."""
    team = game.seats[seat]
    return any(ship.team == team and ship.carrying is not None for ship in game.ships)


FACTS = {"carrying": carrying}
