"""Tides and the pieces they catch (FMP.TIDE.3-6): which pieces are stranded or bogged now, which would be on a
given hex now or at the next tide a player knows of (the warnings before a move), and what is land at this tide."""

from __future__ import annotations

from arcade.core.hexgrid import Hex
from arcade.games.fmp.rules.model import BOARD, Piece, Pos
from arcade.games.fmp.rules.pieces import SPECS
from arcade.games.fmp.rules.state import FmpState
from arcade.games.fmp.rules.terrain import stuck
from arcade.games.fmp.rules.tides import land_at


def is_stuck(game: FmpState, p: Piece) -> str | None:
    """FMP.TIDE.3: 'stranded' or 'bogged' for a piece on a hex wrong for it at this tide."""
    if p.where != BOARD or SPECS[p.kind].domain == "none":
        return None
    for h in p.hexes:
        why = stuck(p.kind, game.planet.terrain[h], game.tide, h in game.pontoon_at)
        if why:
            return why
    return None


def stuck_at(game: FmpState, p: Piece, pos: Pos, tide: str | None = None) -> str | None:
    """FMP.TIDE.3-4: 'stranded' or 'bogged' if the piece stood on `pos` at this tide, or at `tide` (a move's
    warning)."""
    if SPECS[p.kind].domain == "none":
        return None
    for h in pos:
        why = stuck(p.kind, game.planet.terrain[h], tide or game.tide, h in game.pontoon_at)
        if why:
            return why
    return None


def next_tide_known(game: FmpState, player: int) -> str | None:
    """The next tide as `player` knows it: their weather layers' forecast, or the one everyone sees (FMP.TIDE.6);
    None when they cannot know it."""
    seen = game.forecasts.get(player) or []
    return seen[0] if seen else game.public_forecast


def stuck_soon(game: FmpState, p: Piece, pos: Pos, player: int) -> str | None:
    """Whether a piece on `pos` would be stuck there now or at the next tide `player` knows of (the lit hexes
    that bog or strand)."""
    return stuck_at(game, p, pos) or stuck_then(game, p, pos, player)


def stuck_then(game: FmpState, p: Piece, pos: Pos, player: int) -> str | None:
    """Whether a piece free on `pos` now would be stuck there at the next tide that `player` knows of."""
    tide = next_tide_known(game, player)
    if tide is None or tide == game.tide or stuck_at(game, p, pos):
        return None
    return stuck_at(game, p, pos, tide)


def land_hexes(game: FmpState) -> frozenset[Hex]:
    """Hexes that are land at the present tide."""
    if game.tide not in game.land_by_tide:
        game.land_by_tide[game.tide] = frozenset(
            h for h, t in game.planet.terrain.items() if land_at(t, game.tide))
    return game.land_by_tide[game.tide]
