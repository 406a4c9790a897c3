"""What Playmoflotte's lessons may ask of a position, for the learner's seat (the rules' own reading of it)."""

from __future__ import annotations

from arcade.games.playmoflotte.rules import PlaymoflotteGame
from arcade.games.playmoflotte.rules.fleet import Phase


def captain_moved(game: PlaymoflotteGame, seat: int) -> bool:
    """A captain of the seat's ships changed post this turn (PMF.POST.2)."""
    return any(ship.owner == seat and ship.id in game.captain_moved for ship in game.ships)


def sailing(game: PlaymoflotteGame, seat: int) -> bool:
    """The seat's posts are settled: its movement phase (PMF.TURN.1)."""
    return game.active == seat and game.phase == Phase.MOVE


def firing(game: PlaymoflotteGame, seat: int) -> bool:
    """The seat's ships have moved: its fire phase (PMF.TURN.1)."""
    return game.active == seat and game.phase == Phase.FIRE


FACTS = {"captain_moved": captain_moved, "sailing": sailing, "firing": firing}
