"""What an Asteroyds team may do and why not: the layout's free cells (AST.VAR.5), a program's checks (AST.PROG.2-4,
AST.VAR.1), and the representative programs the bots and the conformance test list (a program has 7^6 columns)."""

from __future__ import annotations

import functools

from arcade.core.hexgrid import Hex
from arcade.core.protocol import Rejection
from arcade.games.asteroyds.rules.actions import Action, Arrange, Program, Ready, TimeUp
from arcade.games.asteroyds.rules.game import LAYOUT, PROGRAM, AsteroydsGame
from arcade.games.asteroyds.rules.pieces import POWERS, Ship
from arcade.games.asteroyds.rules.program import ACTIONS, Plan, ProgramError, parse


@functools.cache
def representatives(lawrence: bool, power: str) -> tuple[Plan, ...]:
    """Representative programs: one action in all six columns, one action in one column, a straight run with one
    turn anywhere, the power column of the pilot `power` where it may still be used - each with one anticipation -
    and every anticipation on an empty program. The same few hundred for every ship alike, so they are made once
    (bots list them thousands of times a decision)."""
    anticipations = ([((a, b), "shield") for a in range(1, 7) for b in range(a + 1, 7)] if lawrence
                     else [((r,), m) for r in range(1, 7) for m in ("shoot", "shield")])
    first = anticipations[0]
    patterns = [tuple([c] * 6) for c in ACTIONS]
    patterns += [tuple(c if i == k else "-" for i in range(6)) for c in ACTIONS[:-1] for k in range(6)]
    patterns += [tuple(t if i == k else "F" for i in range(6)) for t in ("R", "L", "U", "S") for k in range(6)]
    if power:
        patterns += [tuple(p if i == 0 else "F" for i in range(6)) for p in POWERS[power]]
    out = [Plan(cols, *first) for cols in dict.fromkeys(patterns)]
    return tuple(out + [Plan(("-",) * 6, rounds, mode) for rounds, mode in anticipations[1:]])


@functools.cache
def programs_for(ship: int, lawrence: bool, power: str) -> tuple[Program, ...]:
    return tuple(Program(ship, plan.text) for plan in representatives(lawrence, power))


def pilot_kind(state: AsteroydsGame, ship: Ship) -> tuple[bool, str]:
    """What makes a ship's representative programs differ: a Lawrence (two anticipations), and the pilot whose
    power it may still use ("" for none)."""
    return state.powers and ship.pilot == "Lawrence", ship.pilot if state.powers and not ship.power_used else ""


def reject(clause: str, key: str, **params: int | str) -> Rejection:
    return Rejection(clause, key, params)


def plans_for(state: AsteroydsGame, ship: Ship) -> tuple[Plan, ...]:
    """Representative programs (see `representatives`) for this ship as it stands."""
    return representatives(*pilot_kind(state, ship))


def free_for_layout(state: AsteroydsGame) -> set[Hex]:
    busy = {h for _, h in state.pods} | {t.at for t in state.turrets} | set(state.field.platforms.values())
    busy |= {h for area in state.field.areas.values() for h in area} | {s.at for s in state.ships}
    busy |= {b.at for b in state.blues}
    return set(state.half(state.team)) - busy


def check(state: AsteroydsGame, action: Action) -> Rejection | None:
    if isinstance(action, TimeUp):
        return None if action.team == state.team and state.phase == PROGRAM else reject("AST.PROG.1", "not_timing")
    if isinstance(action, Ready):
        return None
    if isinstance(action, Arrange):
        if state.phase != LAYOUT:
            return reject("AST.VAR.5", "layout_over")
        if not 0 <= action.index < len(state.own_fixtures(action.kind)):
            return reject("AST.VAR.5", "no_fixture")
        if action.at not in free_for_layout(state):
            return reject("AST.VAR.5", "not_your_half")
        return None
    if state.phase != PROGRAM:
        return reject("AST.VAR.5", "layout_first")
    ship = state.ships[action.ship] if 0 <= action.ship < len(state.ships) else None
    if ship is None or ship.team != state.team:
        return reject("AST.PROG.4", "not_your_team")
    try:
        plan = parse(action.text)
    except ProgramError as exc:
        return reject("AST.PROG.2", f"program_{exc.key}", code=exc.detail)
    return plan_problem(state, ship, plan)

def plan_problem(state: AsteroydsGame, ship: Ship, plan: Plan) -> Rejection | None:
    powers = [c for c in plan.columns if c.startswith("P")]
    lawrence = state.powers and ship.pilot == "Lawrence"
    if powers:
        if not state.powers:
            return reject("AST.VAR.1", "no_powers")
        if ship.power_used or len(powers) > 1:
            return reject("AST.VAR.1", "power_once")
        if powers[0] not in POWERS[ship.pilot]:
            return reject("AST.VAR.1", "power_of", pilot=ship.pilot)
    if lawrence:
        if plan.mode != "shield":
            return reject("AST.VAR.1", "lawrence_shield")
    elif len(plan.rounds) > 1:
        return reject("AST.PROG.3", "one_token")
    return None
