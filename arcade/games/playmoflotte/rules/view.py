"""What a seat sees of a Playmoflotte table, typed: everything on it is public (the fleets, their crews' posts and
cannons, the die just rolled, the casualties waiting to be chosen)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arcade.core.codec import PlainData
from arcade.core.protocol import View
from arcade.core.squaregrid import Cell

if TYPE_CHECKING:
    from arcade.games.playmoflotte.rules.game import PlaymoflotteGame


@dataclass(frozen=True)
class ShipSeen:
    id: int
    owner: int
    type: str
    pos: Cell
    heading: int
    posts: tuple[str, ...]
    gone: str | None
    docked: str | None
    cannons: tuple[tuple[int, str, int], ...]  # (id, side, slot)
    captain: bool  # the captain is alive


@dataclass(frozen=True)
class PlaymoflotteView(View):
    active: int
    phase: str
    turns: tuple[int, ...]
    last_die: int | None
    ships: tuple[ShipSeen, ...]
    pending: tuple[int, int] | None  # (ship, casualties) waiting for its controller's choice
    moving: tuple[int, int] | None  # (ship, the most it may move on the die just rolled)
    winner: int | None

    def to_data(self) -> dict[str, PlainData]:
        return {
            "active": self.active, "phase": self.phase, "turns": list(self.turns), "last_die": self.last_die,
            "ships": [{"id": s.id, "owner": s.owner, "type": s.type, "pos": list(s.pos), "heading": s.heading,
                       "posts": list(s.posts), "gone": s.gone, "docked": s.docked,
                       "cannons": [list(c) for c in s.cannons], "captain": s.captain} for s in self.ships],
            "pending": None if self.pending is None else list(self.pending),
            "moving": None if self.moving is None else list(self.moving),
            "winner": self.winner,
        }


def view_of(game: PlaymoflotteGame) -> PlaymoflotteView:
    return PlaymoflotteView(
        active=game.active, phase=game.phase, turns=tuple(game.turns), last_die=game.last_die,
        ships=tuple(ShipSeen(s.id, s.owner, s.type.id, s.pos, s.heading, tuple(s.posts), s.gone, s.docked,
                             tuple((c.id, c.side, c.slot) for c in s.cannons), s.captain_alive) for s in game.ships),
        pending=None if game.pending is None else (game.pending.ship, game.pending.count),
        moving=game.moving, winner=game.winner)
