"""Fire zones (FMP.FIRE.5), kept up to date destroyer by destroyer, and what they mean: under enemy fire, and
neutralization (FMP.NEUT).

Each destroyer's contribution (its owner, its hex, its range) is remembered; when anything changes, only the
destroyers whose contribution changed are taken out of the counts and put back, so a move costs the two fire
zones it changes, not a rebuild. A hex is under enemy fire for a player when another player has two or more
destroyers that give fire reaching it.
"""

from __future__ import annotations

from arcade.core.hexgrid import Hex
from arcade.games.fmp.rules import stranding
from arcade.games.fmp.rules.events import Event, Neutralized
from arcade.games.fmp.rules.model import BOARD, Piece
from arcade.games.fmp.rules.pieces import Kind, fire_range
from arcade.games.fmp.rules.state import FmpState


def gives_fire(game: FmpState, p: Piece) -> bool:
    """Does a destroyer give a fire zone? Turrets always do; others not when neutralized, stuck, penalized
    (FMP.MOVE.4 ruling), abandoned or off the board (FMP.NEUT.4, FMP.TRANS.3)."""
    if p.where != BOARD:
        return False
    if p.kind is Kind.TURRET:
        return True
    return not (p.id in game.neutralized or p.id in game.penalized or game.abandoned(p) or stranding.is_stuck(game, p))


def _refresh_fire(game: FmpState) -> None:
    if not game.fire_dirty:
        return
    game.fire_dirty = False
    game.allowed_cache = {}  # something changed: pontoons, tide or fire
    for pid in game.destroyer_ids:
        p = game.pieces[pid]
        owner = game.owner(p) if gives_fire(game, p) else None
        key = None if owner is None else (owner, p.hexes[0], fire_range(p.kind, game.planet.terrain[p.hexes[0]]))
        old = game.fire_applied.get(pid)
        if old == key:
            continue
        if old is not None:
            _spread(game, old, -1)
        if key is not None:
            _spread(game, key, 1)
        game.fire_applied[pid] = key
        game.fire_sets = {}


def _spread(game: FmpState, contribution: tuple[int, Hex, int], delta: int) -> None:
    owner, at, reach = contribution
    counts = game.fire_counts.setdefault(owner, {})
    strong = game.fire_strong
    for h in game.planet.around(at, reach):
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


def cover(game: FmpState) -> dict[int, dict[Hex, int]]:
    """Per player: how many of their destroyers that give fire reach each hex."""
    _refresh_fire(game)
    return game.fire_counts


def under_fire(game: FmpState, h: Hex, player: int) -> bool:
    """Is the hex under enemy fire for this player: two destroyers of one same opponent reach it?"""
    _refresh_fire(game)
    owners = game.fire_strong.get(h)
    if not owners:
        return False
    return player not in owners or len(owners) > 1


def hexes_under_fire(game: FmpState, player: int) -> set[Hex]:
    """Every hex under enemy fire for the player (the table hatches them; bots avoid them)."""
    _refresh_fire(game)
    found = game.fire_sets.get(player)
    if found is None:
        found = game.fire_sets[player] = {h for h, owners in game.fire_strong.items()
                                           if player not in owners or len(owners) > 1}
    return found


def piece_under_fire(game: FmpState, p: Piece) -> bool:
    owner = game.owner(p)
    return owner is not None and p.where == BOARD and any(under_fire(game, h, owner) for h in p.hexes)


def changed(game: FmpState) -> None:
    """After an action: free the neutralized pieces no longer under that fire (FMP.NEUT.2)."""
    freed = {pid for pid in game.neutralized if not piece_under_fire(game, game.pieces[pid])}
    if freed:
        game.neutralized -= freed
        game.fire_dirty = True


def close_window(game: FmpState, events: list[Event]) -> None:
    """FMP.NEUT.1-2: after the retreat step, the pieces still under enemy fire are neutralized (an astronef and
    its turrets never are; carried pieces are not on the board)."""
    colours = game.window or set()
    game.window = None
    caught = tuple(p.id for p in game.pieces if p.colour in colours and p.where == BOARD
                   and p.kind not in (Kind.TURRET, Kind.ASTRONEF) and piece_under_fire(game, p))
    if caught:
        game.neutralized.update(caught)
        game.fire_dirty = True
        events.append(Neutralized(caught))


def neutral(game: FmpState, p: Piece) -> bool:
    """Neutralized by fire, counting the active player's threatened pieces once the retreat step closes (an
    astronef and its turrets never are, FMP.NEUT.2)."""
    if p.kind in (Kind.TURRET, Kind.ASTRONEF):
        return False
    if p.id in game.neutralized:
        return True
    return (game.window is not None and p.colour in game.window and game.owner(p) == game.active
            and piece_under_fire(game, p))
