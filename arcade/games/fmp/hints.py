"""A hinted Full Metal Planète move in the table's words and places: the piece that acts, named as the board shows
it, with the label its menu gives the move ("Ann's crab at 5,10: Move to 7,10 (2 points)"), and the hexes to ring
on the board, the piece's first and where it goes last. Pure: the table draws them."""

from __future__ import annotations

from collections.abc import Sequence

from arcade.core.hexgrid import Hex
from arcade.games.fmp import choices, journal
from arcade.games.fmp.journal import tr
from arcade.games.fmp.rules import Action, Decide, FmpGame, Land
from arcade.games.fmp.rules.legal import actors


def actor(a: Action) -> int | None:
    """The piece a move is made with (the one a player selects to make it): the first the rules set to work."""
    return next(iter(actors(a)), None)


def words(g: FmpGame, names: Sequence[str], a: Action) -> str:
    if isinstance(a, Land):
        return tr("advice_land", at=journal.where(g, a.dome))
    if isinstance(a, Decide):
        return tr("advice_decide", n=len(a.leave))
    pid = actor(a)
    if pid is None:
        return tr("end_turn")
    return tr("advice_piece", piece=journal.piece_name(g, names, g.pieces[pid]), move=journal.label(g, names, pid, a))


def places(g: FmpGame, a: Action) -> list[Hex]:
    """The hexes to ring: the acting piece's, then those the move points at (as a click would)."""
    if isinstance(a, Land):
        return [a.dome]
    if isinstance(a, Decide):
        return [g.pieces[ship].hexes[0] for ship in a.leave if g.pieces[ship].hexes]
    pid = actor(a)
    start = list(g.pieces[pid].hexes[:1]) if pid is not None else []
    return start + [h for h in choices.pointed(g, a) if h not in start]
