"""Tides and the pieces they catch (FMP.TIDE.3-6): which pieces are stranded or bogged now, which would be on a
given hex now or at the next tide a player knows of (the warnings before a move), and what is land at this tide."""

from __future__ import annotations

from arcade.core.hexgrid import Hex
from arcade.games.fmp.rules.model import BOARD, Piece, Pos
from arcade.games.fmp.rules.pieces import SPECS
from arcade.games.fmp.rules.state import FmpState
from arcade.games.fmp.rules.terrain import stuck
from arcade.games.fmp.rules.tides import land_at


class Stranding(FmpState):
    def is_stuck(self, p: Piece) -> str | None:
        """FMP.TIDE.3: 'stranded' or 'bogged' for a piece on a hex wrong for it at this tide."""
        if p.where != BOARD or SPECS[p.kind].domain == "none":
            return None
        for h in p.hexes:
            why = stuck(p.kind, self.planet.terrain[h], self.tide, h in self.pontoon_at)
            if why:
                return why
        return None

    def stuck_at(self, p: Piece, pos: Pos, tide: str | None = None) -> str | None:
        """FMP.TIDE.3-4: 'stranded' or 'bogged' if the piece stood on `pos` at this tide, or at `tide` (a move's
        warning)."""
        if SPECS[p.kind].domain == "none":
            return None
        for h in pos:
            why = stuck(p.kind, self.planet.terrain[h], tide or self.tide, h in self.pontoon_at)
            if why:
                return why
        return None

    def next_tide_known(self, player: int) -> str | None:
        """The next tide as `player` knows it: their weather layers' forecast, or the one everyone sees (FMP.TIDE.6);
        None when they cannot know it."""
        seen = self.forecasts.get(player) or []
        return seen[0] if seen else self.public_forecast

    def stuck_soon(self, p: Piece, pos: Pos, player: int) -> str | None:
        """Whether a piece on `pos` would be stuck there now or at the next tide `player` knows of (the lit hexes
        that bog or strand)."""
        return self.stuck_at(p, pos) or self.stuck_then(p, pos, player)

    def stuck_then(self, p: Piece, pos: Pos, player: int) -> str | None:
        """Whether a piece free on `pos` now would be stuck there at the next tide that `player` knows of."""
        tide = self.next_tide_known(player)
        if tide is None or tide == self.tide or self.stuck_at(p, pos):
            return None
        return self.stuck_at(p, pos, tide)

    def land_hexes(self) -> frozenset[Hex]:
        """Hexes that are land at the present tide."""
        if self.tide not in self._land_by_tide:
            self._land_by_tide[self.tide] = frozenset(
                h for h, t in self.planet.terrain.items() if land_at(t, self.tide))
        return self._land_by_tide[self.tide]
