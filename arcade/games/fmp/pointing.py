"""What a hex means to the FMP player's selection: their own piece there, the move through their waypoints, the
place a cargo or a build would take, and why the selected piece or cargo cannot go there — each the rules' answer
(`choices`, `check`), worded for the pointer and the refusal."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arcade.core.hexgrid import Hex
from arcade.games.fmp import choices, journal
from arcade.games.fmp.rules import Action, Load, Move, Unload
from arcade.games.fmp.rules.model import BOARD
from arcade.games.fmp.rules.pieces import SPECS, Kind

if TYPE_CHECKING:
    from arcade.games.fmp.scene import FmpScene

tr = journal.tr


def own_piece_at(scene: FmpScene, h: Hex) -> Any:
    g = scene.game
    p = g.at(h)
    if p is None and h in g.pontoon_at:
        p = g.pieces[g.pontoon_at[h]]
    if p is None:
        turret = next((t for t in g.pieces if t.kind is Kind.TURRET and t.where == BOARD and t.hexes == (h,)), None)
        p = g.pieces[turret.ship] if turret is not None and turret.ship is not None else None
    seat = scene.acting_seat()
    return p if p is not None and seat is not None and g.owner(p) == seat else None


def with_route(scene: FmpScene, options: list[Action], h: Hex) -> list[Action]:
    """A move through the waypoints replaces the cheapest one to the same place."""
    if not scene.waypoints or scene.selected is None:
        return options
    path = choices.route(scene.game, scene.selected, scene.waypoints, (h,))
    if path is None:
        return options
    return [Move(scene.selected, path) if isinstance(a, Move) else a for a in options]


def why_not(scene: FmpScene, h: Hex) -> str:
    """Why the selected piece cannot go to `h`: the rules' answer to the one-step move, or to the step into `h` from
    a hex it can reach, else out of reach ("" for a piece that does not move)."""
    g = scene.game
    assert scene.selected is not None
    p = g.pieces[scene.selected]
    if p.where != BOARD or len(p.hexes) != 1 or SPECS[p.kind].domain == "none":
        return ""
    rejection = scene.rules.check(g, g.active, Move(p.id, ((h,),)))
    if rejection is not None and (h in g.planet.adjacency()[p.hexes[0]] or rejection.key != "not_adjacent"):
        return scene.explain(rejection)
    there = g.at(h)
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


def why_cargo_stays(scene: FmpScene) -> str:
    """Why the cargo chosen in the panel can be put down nowhere (a crab holding ore in an astronef, FMP.POND.4):
    the rules' answer for a hex beside its carrier; "" when it can go somewhere."""
    g = scene.game
    cargo = g.piece(scene.cargo) if scene.cargo is not None else None
    if cargo is None or cargo.carrier is None or choices.placements(g, cargo.carrier, cargo.id):
        return ""
    carrier = g.pieces[cargo.carrier]
    beside = next((h for x in carrier.hexes for h in g.planet.adjacency()[x] if h not in carrier.hexes), None)
    if beside is None:
        return ""
    return scene.explain(scene.rules.check(g, g.active, Unload(carrier.id, cargo.id, (beside,))))


def placement(scene: FmpScene, h: Hex) -> Action | None:
    """With a cargo or a build chosen in the panel: the way to put it down at `h` (its ghost)."""
    found = placements_at(scene, h)
    if not found:
        return None
    return found[scene.turn % len(found)]


def placements_at(scene: FmpScene, h: Hex) -> list[Action]:
    g = scene.game
    if scene.cargo is not None:
        cargo = g.piece(scene.cargo)
        if cargo is None or cargo.carrier is None:
            return []
        return choices.at(choices.placements(g, cargo.carrier, cargo.id), g, h)
    if scene.build_kind is not None and scene.selected is not None:
        return choices.at(choices.builds(g, scene.selected, scene.build_kind), g, h)
    return []
