"""Fire zones (FMP.FIRE.5), kept up to date destroyer by destroyer, and what they mean: under enemy fire, and
neutralization (FMP.NEUT).

Each destroyer's contribution (its owner, its hex, its range) is remembered; when anything changes, only the
destroyers whose contribution changed are taken out of the counts and put back, so a move costs the two fire
zones it changes, not a rebuild. A hex is under enemy fire for a player when another player has two or more
destroyers that give fire reaching it.
"""

from __future__ import annotations

from arcade.core.hexgrid import Hex
from arcade.games.fmp.rules.events import Event, Neutralized
from arcade.games.fmp.rules.model import BOARD, Piece
from arcade.games.fmp.rules.pieces import Kind, fire_range
from arcade.games.fmp.rules.stranding import Stranding


class FireZones(Stranding):
    def gives_fire(self, p: Piece) -> bool:
        """Does a destroyer give a fire zone? Turrets always do; others not when neutralized, stuck, penalized
        (FMP.MOVE.4 ruling), abandoned or off the board (FMP.NEUT.4, FMP.TRANS.3)."""
        if p.where != BOARD:
            return False
        if p.kind is Kind.TURRET:
            return True
        return not (p.id in self.neutralized or p.id in self.penalized or self.abandoned(p) or self.is_stuck(p))

    def _refresh_fire(self) -> None:
        if not self._fire_dirty:
            return
        self._fire_dirty = False
        self._allowed_cache = {}  # something changed: pontoons, tide or fire
        for pid in self.destroyer_ids:
            p = self.pieces[pid]
            owner = self.owner(p) if self.gives_fire(p) else None
            key = None if owner is None else (owner, p.hexes[0], fire_range(p.kind, self.planet.terrain[p.hexes[0]]))
            old = self._applied.get(pid)
            if old == key:
                continue
            if old is not None:
                self._spread(old, -1)
            if key is not None:
                self._spread(key, 1)
            self._applied[pid] = key
            self._fire_sets = {}

    def _spread(self, contribution: tuple[int, Hex, int], delta: int) -> None:
        owner, at, reach = contribution
        counts = self._counts.setdefault(owner, {})
        strong = self._strong
        for h in self.planet.around(at, reach):
            n = counts.get(h, 0) + delta
            if n:
                counts[h] = n
            else:
                counts.pop(h, None)
            if n == 2 and delta > 0:
                strong[h] = strong.get(h, frozenset()) | {owner}
            elif n == 1 and delta < 0:
                left = strong.get(h, frozenset()) - {owner}
                if left:
                    strong[h] = left
                else:
                    strong.pop(h, None)

    def cover(self) -> dict[int, dict[Hex, int]]:
        """Per player: how many of their destroyers that give fire reach each hex."""
        self._refresh_fire()
        return self._counts

    def under_fire(self, h: Hex, player: int) -> bool:
        """Is the hex under enemy fire for this player: two destroyers of one same opponent reach it?"""
        self._refresh_fire()
        owners = self._strong.get(h)
        if not owners:
            return False
        return player not in owners or len(owners) > 1

    def hexes_under_fire(self, player: int) -> set[Hex]:
        """Every hex under enemy fire for the player (the table hatches them; bots avoid them)."""
        self._refresh_fire()
        found = self._fire_sets.get(player)
        if found is None:
            found = self._fire_sets[player] = {h for h, owners in self._strong.items()
                                               if player not in owners or len(owners) > 1}
        return found

    def piece_under_fire(self, p: Piece) -> bool:
        owner = self.owner(p)
        return owner is not None and p.where == BOARD and any(self.under_fire(h, owner) for h in p.hexes)

    def _changed(self) -> None:
        """After an action: free the neutralized pieces no longer under that fire (FMP.NEUT.2)."""
        freed = {pid for pid in self.neutralized if not self.piece_under_fire(self.pieces[pid])}
        if freed:
            self.neutralized -= freed
            self._fire_dirty = True

    def _close_window(self, events: list[Event]) -> None:
        """FMP.NEUT.1-2: after the retreat step, the pieces still under enemy fire are neutralized (an astronef and
        its turrets never are; carried pieces are not on the board)."""
        colours = self.window or set()
        self.window = None
        caught = tuple(p.id for p in self.pieces if p.colour in colours and p.where == BOARD
                       and p.kind not in (Kind.TURRET, Kind.ASTRONEF) and self.piece_under_fire(p))
        if caught:
            self.neutralized.update(caught)
            self._fire_dirty = True
            events.append(Neutralized(caught))

    def neutral(self, p: Piece) -> bool:
        """Neutralized by fire, counting the active player's threatened pieces once the retreat step closes (an
        astronef and its turrets never are, FMP.NEUT.2)."""
        if p.kind in (Kind.TURRET, Kind.ASTRONEF):
            return False
        if p.id in self.neutralized:
            return True
        return (self.window is not None and p.colour in self.window and self.owner(p) == self.active
                and self.piece_under_fire(p))
