"""Why a computer player wrote an Asteroyds ship its program, in one line for the journal and the hints: read from
the route the rules would fly it alone on the field as it stands (`route`) — a capture, the asteroyd carried
home, the enemy's asteroyd taken or neared, an enemy ship on its laser's line, out of the turrets' lasers
(`why_ast_<reason>` in the translations). The other ships move at the same time: where they stand now is what a
pilot programs against."""

from __future__ import annotations

from arcade.core.hexgrid import Hex, distance
from arcade.core.protocol import Seat
from arcade.games.asteroyds.rules.actions import Action, Program, Ready
from arcade.games.asteroyds.rules.game import AsteroydsGame
from arcade.games.asteroyds.rules.program import ProgramError, parse
from arcade.games.asteroyds.rules.route import route


def turret_lines(state: AsteroydsGame, team: str) -> set[Hex]:
    """The hexes the other teams' turrets fire along all this turn (AST.ROUND.2: in their die's direction)."""
    return {h for t in state.turrets if t.active and t.team != team for h in state.turret_laser(t).cells}


def reason(state: AsteroydsGame, seat: Seat, action: Action) -> tuple[str, dict[str, int]] | None:
    """What `action` by `seat` is for, and the numbers its sentence quotes; None where nothing plain stands out."""
    if isinstance(action, Ready):
        return "ast_ready", {}
    if not isinstance(action, Program):
        return None
    ship = state.ships[action.ship]
    try:
        plan = parse(action.text)
    except ProgramError:
        return None
    flown = route(state, ship, plan.columns)
    end = flown.cells[-1]
    if ship.carrying is not None:  # (a capture is made on entering the team's area round its platform, AST.ROID)
        area = state.field.areas[ship.team]
        if any(h in area for h in flown.cells[1:]):
            return "ast_capture", {}
        left = min(distance(end, h) for h in area)
        if left < min(distance(ship.at, h) for h in area):
            return "ast_home", {"count": left}
    roids = [r.at for r in state.roids.values() if r.team != ship.team and r.carrier is None]
    if ship.carrying is None and any(at in flown.cells[1:] for at in roids):
        return "ast_take", {}
    enemies = {s.at for s in state.ships if s.team != ship.team and s.active}
    aimed = sum(1 for at, facing in flown.shots
                for h in state.laser(at, facing, ship.team, 1, False, "preview").cells if h in enemies)
    if aimed:
        return "ast_shoot", {"count": aimed}
    danger = turret_lines(state, ship.team)
    if ship.at in danger and end not in danger:
        return "ast_out_of_laser", {}
    if ship.carrying is None and roids:
        before, after = min(distance(ship.at, at) for at in roids), min(distance(end, at) for at in roids)
        if after < before:
            return "ast_roid", {"count": after}
    if end == ship.at and not flown.shots:
        return "ast_hold", {}
    return None
