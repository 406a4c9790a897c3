"""Why the FMP player's selected piece cannot go to a hex, or the cargo chosen in the panel cannot be put down:
the rules' answer (`check`), worded for the pointer and the refusal at the click."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arcade.core.hexgrid import Hex
from arcade.games.fmp import choices, journal
from arcade.games.fmp.rules import Load, Move, Unload
from arcade.games.fmp.rules.model import BOARD
from arcade.games.fmp.rules.pieces import SPECS

if TYPE_CHECKING:
    from arcade.games.fmp.scene import FmpScene

tr = journal.tr


def piece(scene: FmpScene, h: Hex) -> str:
    """Why the selected piece cannot go to `h`: the rules' answer to the one-step move, or to the step into `h` from
    a hex it can reach, else out of reach ("" for a piece that does not move)."""
    g = scene.game
    assert scene.selection.piece is not None
    p = g.pieces[scene.selection.piece]
    if p.where != BOARD or len(p.hexes) != 1 or SPECS[p.kind].domain == "none":
        return ""
    rejection = scene.rules.check(g, g.active, Move(p.id, ((h,),)))
    there = g.at(h)
    if rejection is not None and rejection.key == "ore_obstacle" and there is not None:
        load = scene.rules.check(g, g.active, Load(p.id, there.id))  # ("load it", by a carrier that cannot now?)
        if load is not None and load.clause != "FMP.TRANS.1" and load.key != "not_adjacent_cargo":
            return scene.explain(load)
    if rejection is not None and (h in g.planet.adjacency()[p.hexes[0]] or rejection.key != "not_adjacent"):
        return scene.explain(rejection)
    if there is not None and there.id != p.id:  # something it could load from beside it: say so (FMP.TRANS.2)
        load = scene.rules.check(g, g.active, Load(p.id, there.id))
        if load is not None and load.key == "not_adjacent_cargo":
            return scene.explain(load)
    for move in scene.selected_actions():  # the step into it from a hex it can reach, asked of the rules
        if isinstance(move, Move) and len(move.path[-1]) == 1 and h in g.planet.adjacency()[move.path[-1][0]]:
            there = scene.rules.clone(g)  # (a path is played up to its first refused step: the step is asked alone)
            scene.rules.apply(there, g.active, move)
            step = scene.rules.check(there, g.active, Move(p.id, ((h,),)))
            if step is not None and step.key != "points":  # (short of points, it is out of reach this turn)
                return scene.explain(step)
    return tr("out_of_reach")


def cargo(scene: FmpScene) -> str:
    """Why the cargo chosen in the panel can be put down nowhere (a crab holding ore in an astronef, FMP.POND.4):
    the rules' answer for a hex beside its carrier; "" when it can go somewhere."""
    g = scene.game
    chosen = scene.selection.cargo
    cargo = g.piece(chosen) if chosen is not None else None
    if cargo is None or cargo.carrier is None or choices.placements(g, cargo.carrier, cargo.id):
        return ""
    holder = g.outermost(cargo)
    if choices.into_hold(scene.rules, g, holder, cargo.id) is not None:  # (held inside it: into its hold first)
        return tr("cargo_into_hold", what=journal.kind_name(holder.kind.value))
    carrier = g.pieces[cargo.carrier]
    beside = next((h for x in carrier.hexes for h in g.planet.adjacency()[x] if h not in carrier.hexes), None)
    if beside is None:
        return ""
    return scene.explain(scene.rules.check(g, g.active, Unload(carrier.id, cargo.id, (beside,))))
