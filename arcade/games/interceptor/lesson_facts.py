"""What Interceptor's lessons may ask of a position, for the learner's seat (the rules' own reading of it)."""

from __future__ import annotations

from arcade.games.interceptor.rules import InterceptorGame


def hidden(game: InterceptorGame, seat: int) -> bool:
    """One of the seat's fighters ended its move inside an asteroid: hidden, no shot can touch it (INT.RES.3)."""
    return any(ship.owner == seat and game.hidden(ship) for ship in game.in_play())


def backwards(game: InterceptorGame, seat: int) -> bool:
    """One of the seat's fighters flies tail first (negative speed, INT.ORD.4)."""
    return any(ship.owner == seat and ship.speed < 0 for ship in game.in_play())


FACTS = {"hidden": hidden, "backwards": backwards}
