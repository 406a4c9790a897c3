"""What a click on the Full Metal Planète board can mean, asked of the rules: the legal actions of the selected
piece that a hex stands for, the places a cargo or a build can go, a path through waypoints, what an action
would cost in points and beyond (a piece bogged, stranded or lost, or left under enemy fire). Pure (no pygame):
the table draws and clicks, this module only sorts what the rules list and reads what they say would happen.
"""

from __future__ import annotations

from collections.abc import Sequence

from arcade.core.hexgrid import Hex
from arcade.games.fmp.rules import (
    Action,
    Attack,
    Build,
    Capture,
    Fire,
    FmpGame,
    Land,
    Load,
    Move,
    Rebuild,
    Retreat,
    Unload,
    astronef,
    firezones,
    movement,
    stranding,
)
from arcade.games.fmp.rules.events import Destroyed, Stuck
from arcade.games.fmp.rules.legal import piece_actions
from arcade.games.fmp.rules.model import BOARD, Pos

#: The order a menu lists the meanings of one click in (the most common first).
_ORDER = (Move, Retreat, Attack, Fire, Capture, Load, Unload, Rebuild, Build)


def pointed(g: FmpGame, action: Action) -> tuple[Hex, ...]:
    """The hexes a click picks an action by: where a piece goes, what is shot or captured, what is loaded."""
    if isinstance(action, Move | Attack):
        return action.path[-1]
    if isinstance(action, Retreat | Unload):
        return action.to
    if isinstance(action, Fire | Build):
        return (action.target,) if isinstance(action, Fire) else (action.to,)
    if isinstance(action, Capture):
        return g.pieces[action.target].hexes
    if isinstance(action, Rebuild):
        return (g.pieces[action.astronef].hexes[1 + action.pode],)
    if isinstance(action, Load):
        carrier, cargo = g.pieces[action.carrier], g.pieces[action.cargo]
        return carrier.hexes + cargo.hexes
    return ()


def actions_at(g: FmpGame, pid: int, cell: Hex, listed: Sequence[Action] | None = None) -> list[Action]:
    """The legal actions of a piece that a click on `cell` stands for (its unloads and builds come from the
    cargo and reserve trays instead), most common first."""
    mine = g.pieces[pid]
    out = []
    for a in piece_actions(g, pid) if listed is None else listed:
        if isinstance(a, Unload | Build) or not isinstance(a, _ORDER):
            continue
        hexes = pointed(g, a)
        if isinstance(a, Load):  # the other piece is the one clicked
            other = g.pieces[a.cargo if a.carrier == pid else a.carrier]
            hexes = other.hexes
            if other is mine:
                continue
        if cell in hexes:
            out.append(a)
    return sorted(out, key=lambda a: _ORDER.index(type(a)))


def placements(g: FmpGame, carrier: int, cargo: int) -> list[Unload]:
    """Every legal way to put `cargo` down out of `carrier` (deployment included)."""
    return [a for a in piece_actions(g, carrier) if isinstance(a, Unload) and a.cargo == cargo]


def builds(g: FmpGame, layer: int, kind: str) -> list[Build]:
    return [a for a in piece_actions(g, layer) if isinstance(a, Build) and a.kind == kind]


def at(actions: Sequence[Action], g: FmpGame, cell: Hex) -> list[Action]:
    """The actions among `actions` whose place holds `cell` (a barge's place is two hexes)."""
    return [a for a in actions if cell in pointed(g, a)]


def landing(g: FmpGame, dome: Hex, orientation: int) -> Land | None:
    """The landing of the active player's next astronef with its dome here (legal or not: `check` says)."""
    ships = astronef.ships_in_orbit(g, g.active)
    return Land(ships[0].id, dome, orientation) if ships else None


def route(g: FmpGame, pid: int, waypoints: Sequence[Pos], to: Pos) -> tuple[Pos, ...] | None:
    """The cheapest path through the waypoints to `to`, leg by leg, each leg searched from where the last one
    ends (on a copy of the game); None when a leg is out of reach."""
    game = g.clone()
    path: list[Pos] = []
    for goal in (*waypoints, to):
        reach = movement.reachable(game, pid)
        leg = reach.path(goal)
        if not leg:
            return None
        path += leg
        move = Move(pid, leg)
        if game.check(move) is not None:
            return None
        game.apply(move)
    return tuple(path)


#: What a move may cost beyond points, most serious first (the keys of the warnings' sentences).
RISKS = ("lost", "bogged", "stranded", "bogged_next", "stranded_next", "under_fire")


def outlook(g: FmpGame, action: Action) -> tuple[int, list[str]]:
    """The points an action would take and what it would cost beyond them, played on a copy: the player's pieces
    destroyed ("lost": pontoons that collapse), bogged or stranded until the tide turns (FMP.TIDE.3-4), or at the
    next tide as the player's forecast has it if the piece stays ("_next"), a piece that moves or is put down ending
    under enemy fire (FMP.FIRE.5), in `RISKS` order."""
    if g.check(action) is not None:
        return 0, []
    game = g.clone()
    player = game.active
    before = game.points[player].available
    events = game.apply(action)
    found: set[str] = set()
    mine = {p.id for p in g.pieces if g.owner(p) == player}
    for e in events:
        if isinstance(e, Stuck) and e.piece in mine:
            found.add(e.how)
        elif isinstance(e, Destroyed) and mine.intersection(e.pieces):
            found.add("lost")
    moved = action.piece if isinstance(action, Move | Retreat) else action.cargo if isinstance(action, Unload) else None
    piece = game.piece(moved) if moved is not None else None
    if piece is not None and piece.where == BOARD and set(piece.hexes) & firezones.hexes_under_fire(game, player):
        found.add("under_fire")
    then = (stranding.stuck_then(game, piece, piece.hexes, player)
            if piece is not None and piece.where == BOARD else None)
    if then:
        found.add(f"{then}_next")
    return before - game.points[player].available, [r for r in RISKS if r in found]
