"""The questions the FMP table asks before an action is played: ending a turn with points left or pieces the next
tide will catch, the last turn, a take-off, astronefs sent away, and a player's first move that would bog, strand or
lose a piece. The words only: the table asks, and the player answers."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arcade.core.protocol import Seat
from arcade.games.fmp import choices, journal
from arcade.games.fmp.rules import (
    Action,
    Build,
    Decide,
    EndTurn,
    Move,
    Phase,
    Retreat,
    TakeOff,
    Transfer,
    Unload,
    astronef,
    movement,
    stranding,
)
from arcade.games.fmp.rules.model import BOARD, CARRIED
from arcade.games.fmp.rules.pieces import Kind
from arcade.games.fmp.rules.state import LAST_TURN

if TYPE_CHECKING:
    from arcade.games.fmp.scene import FmpScene

tr = journal.tr


def before(scene: FmpScene, seat: Seat, action: Any) -> str | None:
    """Ending a turn with points left, taking off and sending astronefs away are asked once."""
    g = scene.game
    if isinstance(action, EndTurn) and g.phase == Phase.DEPLOYMENT:
        aboard = [p for p in g.pieces if p.where == CARRIED and g.owner(p) == seat
                  and p.kind not in (Kind.ORE, Kind.TURRET, Kind.ASTRONEF)]  # (a pontoon is deployed too)
        return tr("confirm_end_deployment", n=len(aboard)) if aboard else None  # (free only now, FMP.START.3)
    if isinstance(action, EndTurn) and g.phase == Phase.PLAY:
        after = scene.rules.clone(g)
        scene.rules.apply(after, seat, action)
        kept = after.points[seat].saved  # (the cubes held for the next turn: those saved before stay)
        left = g.points[seat].available
        if g.turn == LAST_TURN:
            return tr("confirm_last_turn", n=left)
        if movement.mountain_pairs(g, seat):
            return tr("confirm_mountain_pair")
        tide = tide_question(scene, seat)
        if not left:
            return f"{tide} {tr('confirm_end_anyway')}" if tide else None
        why = f"\n{tr('confirm_end_why')}" if kept < left else ""  # (what is lost, and why)
        return (f"{tide}\n" if tide else "") + tr("confirm_end", n=left, kept=kept) + why
    if isinstance(action, TakeOff):
        return tr("confirm_take_off", n=astronef.takeoff_cost(g, g.pieces[action.astronef]))
    if isinstance(action, Decide) and action.leave:
        return tr("confirm_leave", n=len(action.leave))
    return risk_question(scene, action)


def tide_question(scene: FmpScene, seat: Seat) -> str | None:
    """Ending the turn leaves pieces where the next tide, as the player's forecast has it, will bog or strand
    them: said by name before the turn ends (a tank parked on a marsh under a "high tide" forecast was stuck).
    The sentence only: the question that follows asks."""
    g = scene.game
    caught = [p for p in g.pieces
              if p.where == BOARD and g.owner(p) == seat and stranding.stuck_then(g, p, p.hexes, seat)]
    if not caught:
        return None
    names = ", ".join(journal.piece_name(g, scene.names, p) for p in caught)
    return tr("confirm_end_tide", n=len(caught), pieces=names, tide=tr(f"tide_{stranding.next_tide_known(g, seat)}"))


def risk_question(scene: FmpScene, action: Action) -> str | None:
    """A player's first move of the game that would bog, strand or lose a piece asks once (the lit hex and the
    pointer have said so; after one such question that player knows). Kept with the seat in the saved game, so
    a resume does not ask again and each person at the screen is asked for themselves."""
    seat = scene.acting_seat()
    if seat is None or not isinstance(action, Move | Retreat | Unload | Build | Transfer):
        return None
    player = scene.record.setup["players"][seat]
    if player.get("risk_asked"):
        return None
    risks = [r for r in choices.outlook(scene.rules, scene.game, action)[1] if r != "under_fire"]
    if not risks:
        return None
    player["risk_asked"] = True
    scene.match.keep_setup()
    return tr(f"confirm_risk_{risks[0]}")
