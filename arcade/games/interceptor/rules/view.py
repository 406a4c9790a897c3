"""What one seat's Interceptor table may show, typed: the ships and asteroids (public), which ships have their
orders (not what they say), its own orders, who owes whom an announcement, and the announcements its own ships made
or may hear (INT.ORD.1, INT.PUR.2). Everything the table says of orders and announcements comes from here."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arcade.core.codec import PlainData
from arcade.core.hexgrid import Hex
from arcade.core.protocol import View
from arcade.games.interceptor.rules.geometry import FACINGS

if TYPE_CHECKING:
    from arcade.games.interceptor.rules.game import InterceptorGame


@dataclass(frozen=True)
class ShipSeen:
    id: int
    owner: int
    at: Hex
    facing: int
    speed: int
    structure: int
    state: str
    hidden: bool  # inside an asteroid's hex (INT.RES.3)
    stars: int
    upgrades: tuple[str, ...]


@dataclass(frozen=True)
class InterceptorView(View):
    turn: int
    phase: str
    ships: tuple[ShipSeen, ...]
    asteroids: tuple[tuple[Hex, int], ...]  # (where, heading)
    given: frozenset[int]  # the ships whose orders are written
    orders: dict[int, str]  # the seat's own ships' orders
    owed: dict[int, tuple[int, ...]]  # ship -> the pursuers it must announce to
    announced: dict[int, tuple[str, str]]  # ship -> (turn, speed change), only those the seat may hear
    last: tuple[tuple[int, str, str], ...]  # (ship, written, flown) last turn

    def to_data(self) -> dict[str, PlainData]:
        return {
            "turn": self.turn, "phase": self.phase,
            "ships": [{"id": s.id, "owner": s.owner, "at": list(s.at), "facing": FACINGS[s.facing], "speed": s.speed,
                       "structure": s.structure, "state": s.state, "hidden": s.hidden, "stars": s.stars,
                       "upgrades": list(s.upgrades)} for s in self.ships],
            "asteroids": [{"at": list(at), "heading": FACINGS[heading]} for at, heading in self.asteroids],
            "given": sorted(self.given),
            "orders": {str(k): v for k, v in sorted(self.orders.items())},
            "owed": {str(k): list(v) for k, v in sorted(self.owed.items())},
            "announced": {str(k): list(v) for k, v in sorted(self.announced.items())},
            "last": [list(x) for x in self.last],
        }


def view_of(game: InterceptorGame, seat: int) -> InterceptorView:
    """What `seat` may see (a spectator's seat owns no ship, so it sees no orders and hears no announcement)."""
    mine = {s.id for s in game.ships if s.owner == seat}
    return InterceptorView(
        turn=game.turn, phase=game.phase,
        ships=tuple(ShipSeen(s.id, s.owner, s.at, s.facing, s.speed, s.structure, s.state, game.hidden(s), s.stars,
                             tuple(s.upgrades)) for s in game.ships),
        asteroids=tuple((r.at, r.heading) for r in game.rocks),
        given=frozenset(game.orders),
        orders={k: v for k, v in sorted(game.orders.items()) if k in mine},
        owed={k: tuple(v) for k, v in sorted(game.owed.items())},
        announced={k: v for k, v in sorted(game.announced.items()) if k in mine or mine & set(game.owed.get(k, ()))},
        last=tuple(game.last))
