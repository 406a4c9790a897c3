"""What a click on the Full Metal Planète board can mean, asked of the rules: the legal actions of the selected
piece that a hex stands for, the places a cargo or a build can go, a path through waypoints, what an action
would cost in points and beyond (a piece bogged, stranded or lost, or left under enemy fire). Pure (no pygame):
the table draws and clicks, this module only sorts what the rules list and reads what they say would happen.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from arcade.core.hexgrid import Hex
from arcade.core.protocol import GameRules
from arcade.games.fmp.rules import (
    Action,
    Attack,
    Build,
    Capture,
    Fire,
    FmpGame,
    FmpSetup,
    Land,
    Load,
    Move,
    Rebuild,
    Retreat,
    Transfer,
    Unload,
    astronef,
    firezones,
    movement,
    stranding,
)
from arcade.games.fmp.rules.events import Destroyed, Event, Stuck
from arcade.games.fmp.rules.legal import piece_actions
from arcade.games.fmp.rules.model import BOARD, Piece, Pos
from arcade.games.fmp.rules.pieces import Kind
from arcade.games.fmp.selection import Selection

Rules = GameRules[FmpGame, Action, Event, FmpSetup]

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


def into_hold(rules: Rules, g: FmpGame, holder: Piece, cargo: int) -> Transfer | None:
    """`cargo`, held by a piece inside `holder` (an astronef or a barge), moved into `holder`'s own hold, free
    (FMP.TRANS.2): the way out for a transporter holding ore in an astronef (FMP.POND.4); None when it is held
    there already or the rules refuse it."""
    piece = g.piece(cargo)
    if piece is None or piece.carrier is None or piece.carrier == holder.id:
        return None
    move = Transfer(cargo, holder.id)
    return move if rules.check(g, g.active, move) is None else None


def builds(g: FmpGame, layer: int, kind: str) -> list[Build]:
    return [a for a in piece_actions(g, layer) if isinstance(a, Build) and a.kind == kind]


def at(actions: Sequence[Action], g: FmpGame, cell: Hex) -> list[Action]:
    """The actions among `actions` whose place holds `cell` (a barge's place is two hexes)."""
    return [a for a in actions if cell in pointed(g, a)]


@dataclass(frozen=True)
class Click:
    """What a click on one hex means with what the player has selected (`Selection`), as the rules list it."""

    #: The cargo or build chosen in the panel put down here: the place the ghost shows.
    put_down: Action | None
    #: The selected piece's actions this hex stands for (a move through the waypoints), most common first.
    actions: tuple[Action, ...]
    #: The player's own piece here, when it is another than the selected one.
    other: Piece | None
    #: The player's own piece here (the selected one included).
    own: Piece | None

    def offered(self) -> tuple[Action, ...]:
        """The actions the click offers: over another piece of the player's, no move onto it (a click there
        selects it), only what can be done to it."""
        return self.actions if self.other is None else tuple(a for a in self.actions if not isinstance(a, Move))

    def plays(self) -> Action | None:
        """The action a click plays at once: the cargo or build put down, or the one action offered when no
        other piece of the player's is here (which would ask which was meant)."""
        if self.put_down is not None:
            return self.put_down
        offered = self.offered()
        return offered[0] if len(offered) == 1 and self.other is None else None


def click(rules: Rules, g: FmpGame, seat: int, selection: Selection, cell: Hex,
          listed: Sequence[Action]) -> Click:
    """What a click on `cell` means for `seat` with `selection`, whose selected piece's legal actions are `listed`
    (a move through the waypoints replaces the cheapest one to the same place)."""
    own = own_piece_at(g, seat, cell)
    actions: tuple[Action, ...] = ()
    piece = selection.piece
    if piece is not None and g.piece(piece) is not None:
        found = actions_at(g, piece, cell, listed)
        path = route(rules, g, piece, selection.waypoints, (cell,)) if selection.waypoints and found else None
        actions = tuple(Move(piece, path) if path is not None and isinstance(a, Move) else a for a in found)
    other = own if own is not None and own.id != piece else None
    return Click(placement(g, selection, cell), actions, other, own)


def own_piece_at(g: FmpGame, seat: int, cell: Hex) -> Piece | None:
    """The seat's piece a click on `cell` picks: the piece there, a pontoon, or a turret's astronef."""
    p = g.at(cell)
    if p is None and cell in g.pontoon_at:
        p = g.pieces[g.pontoon_at[cell]]
    if p is None:
        turret = next((t for t in g.pieces if t.kind is Kind.TURRET and t.where == BOARD and t.hexes == (cell,)),
                      None)
        p = g.pieces[turret.ship] if turret is not None and turret.ship is not None else None
    return p if p is not None and g.owner(p) == seat else None


def placements_at(g: FmpGame, selection: Selection, cell: Hex) -> list[Action]:
    """The ways to put the cargo or build chosen down with `cell` in its place."""
    if selection.cargo is not None:
        cargo = g.piece(selection.cargo)
        if cargo is None or cargo.carrier is None:
            return []
        return at(placements(g, cargo.carrier, cargo.id), g, cell)
    if selection.build is not None and selection.piece is not None:
        return at(builds(g, selection.piece, selection.build), g, cell)
    return []


def placement(g: FmpGame, selection: Selection, cell: Hex) -> Action | None:
    """The way the ghost shows to put the cargo or build chosen down at `cell` (R turns it to the next)."""
    found = placements_at(g, selection, cell)
    return found[selection.place % len(found)] if found else None


def landing(g: FmpGame, dome: Hex, orientation: int) -> Land | None:
    """The landing of the active player's next astronef with its dome here (legal or not: `check` says)."""
    ships = astronef.ships_in_orbit(g, g.active)
    return Land(ships[0].id, dome, orientation) if ships else None


def route(rules: Rules, g: FmpGame, pid: int, waypoints: Sequence[Pos], to: Pos) -> tuple[Pos, ...] | None:
    """The cheapest path through the waypoints to `to`, leg by leg, each leg searched from where the last one
    ends (on a copy of the game); None when a leg is out of reach."""
    game = rules.clone(g)
    path: list[Pos] = []
    for goal in (*waypoints, to):
        reach = movement.reachable(game, pid)
        leg = reach.path(goal)
        if not leg:
            return None
        path += leg
        move = Move(pid, leg)
        if rules.check(game, game.active, move) is not None:
            return None
        rules.apply(game, game.active, move)
    return tuple(path)


#: What a move may cost beyond points, most serious first (the keys of the warnings' sentences).
RISKS = ("lost", "bogged", "stranded", "bogged_next", "stranded_next", "under_fire")


def outlook(rules: Rules, g: FmpGame, action: Action) -> tuple[int, list[str]]:
    """The points an action would take and what it would cost beyond them, played on a copy: the player's pieces
    destroyed ("lost": pontoons that collapse), bogged or stranded until the tide turns (FMP.TIDE.3-4), or at the
    next tide as the player's forecast has it if the piece stays ("_next"), a piece that moves or is put down ending
    under enemy fire (FMP.FIRE.5), in `RISKS` order."""
    player = g.active
    if rules.check(g, player, action) is not None:
        return 0, []
    game = rules.clone(g)
    before = game.points[player].available
    events = rules.apply(game, player, action)
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
