"""When to leave: Hard's secret decision at the start of turn 21 (FMP.END.1), by count rather than by search.

An astronef that leaves at turn 21 goes at once with what it holds (FMP.END.2), and what is still out on the planet
stays there, neutralized for good (FMP.END.3). One that stays has four more turns to bring its pieces and more ore in,
and takes off at the end of turn 25 (FMP.END.4); meanwhile an opponent may take it (its turrets destroyed, then a
destroyer inside, FMP.SHIP.6), and its player loses with it (FMP.SHIP.7). A search one move deep weighs the two by a
guess of the turns to come, and left in more than half the games. Played on from the turn-21 positions of 20 arena
games where Hard had left, staying instead scored more in 19 and the same in one, and turned a loss and a draw into
wins. So an astronef stays while pieces of its own are still out within reach of it, unless one opponent has at least
two more destroyers near it than it has turrets standing.
"""

from __future__ import annotations

from arcade.games.fmp.errands import HOMECOMERS
from arcade.games.fmp.reasons import nearest
from arcade.games.fmp.rules.actions import Decide
from arcade.games.fmp.rules.game import FmpGame
from arcade.games.fmp.rules.model import BOARD, Piece
from arcade.games.fmp.rules.pieces import Kind
from arcade.games.fmp.strikes import hunters

#: Hexes from the astronef within which a piece out can still come aboard in the four turns left.
HOMECOMING = 15
#: Hexes from the astronef within which an opponent's destroyers could start on its turrets within the turns left,
#: and how many of one opponent it takes beyond one for each turret still standing (two fire together to destroy a
#: turret, FMP.FIRE.3, while the others hold them under fire).
BESIEGING, BESIEGERS = 8, 2


def still_out(state: FmpGame, seat: int, ship: Piece) -> int:
    """What the seat's pieces out on the planet within `HOMECOMING` of the astronef would score aboard (a piece 1,
    its ore 2, FMP.END.5), counting only pieces free to move."""
    found = 0
    for piece in state.pieces:
        if piece.where == BOARD and piece.kind in HOMECOMERS and state.owner(piece) == seat \
                and piece.id not in state.neutralized \
                and nearest(piece.hex, list(ship.hexes)) <= HOMECOMING:
            found += 1 + 2 * sum(1 for q in piece.contents if state.pieces[q].kind is Kind.ORE)
    return found


def besieged(state: FmpGame, seat: int, ship: Piece) -> bool:
    """Has one opponent `BESIEGERS` destroyers out on the planet, giving fire, within `BESIEGING` of the
    astronef, and one more for each of its turrets still standing? (In the arena's turn-21 positions, an astronef
    left with one turret and four enemy destroyers within 8 hexes was taken; those with three turrets stayed safely
    with up to four near.)"""
    around = list(ship.hexes)
    near = [sum(1 for h in hexes if nearest(h, around) <= BESIEGING)
            for owner, hexes in hunters(state).items() if owner != seat]
    standing = sum(1 for t in state.turrets(ship) if t.where == BOARD)
    return any(n >= BESIEGERS + standing for n in near)


def decision(state: FmpGame, seat: int) -> Decide:
    """The seat's astronefs that leave now: those with nothing of their own still out within reach, and those an
    opponent's destroyers besiege."""
    return Decide(tuple(sorted(ship.id for ship in state.astronefs(seat)
                               if not still_out(state, seat, ship) or besieged(state, seat, ship))))
