"""Asteroyds' sentences for the table."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import groupby

from arcade.club.outcomes import plain_headline
from arcade.core.hexgrid import Hex
from arcade.core.protocol import Outcome
from arcade.games.asteroyds.rules import Action, Arrange, AsteroydsGame, Program
from arcade.games.asteroyds.rules import actions as ev
from arcade.games.asteroyds.rules.program import ProgramError, parse
from arcade.games.asteroyds.rules.route import route
from arcade.i18n import translator
from arcade.ui.letters import Letters

NS = "asteroyds"

tr = translator(NS)

#: The program's actions (the rules' and records' letters) and what each means.
LETTERS = Letters({"F": "forward", "R": "right", "L": "left", "U": "turnabout", "S": "shoot", "-": "nothing",
                   "P": "power"})


def ship_name(g: AsteroydsGame, names: Sequence[str], sid: int) -> str:
    """"Ann's ship (Zork)"."""
    ship = g.ships[sid]
    return tr("ship_of", name=names[ship.seat], pilot=ship.pilot)


def move_words(g: AsteroydsGame, names: Sequence[str], a: Action) -> str:
    """A hinted move as the panel would say it: a ship's program in its notation, a pod or turret moved."""
    if isinstance(a, Program):
        return tr("advice_program", ship=ship_name(g, names, a.ship), program=program_words(a.text))
    if isinstance(a, Arrange):
        return tr(f"advice_arrange_{a.kind}", at=g.field.name(a.at))
    return tr("ready")


def program_words(text: str) -> str:
    """A program as a player says it: "4 forward, right, left, then waits; anticipates round 1: shoot" (the letters
    are for the buttons; the journal and the hints say what the ship does)."""
    try:
        plan = parse(text)
    except ProgramError:
        return text
    said: list[str] = []
    columns = list(plan.columns)
    while columns and columns[-1] == "-":
        columns.pop()  # (what a ship does not do at the end is not said)
    for code, run in groupby(columns):
        n = len(list(run))
        if code in ("F", "-"):  # (moves forward and waits are counted; turns and shots said one by one)
            said.append(tr("prog_F" if code == "F" else "prog_wait", n=n))
        else:
            said += [tr("prog_power" if code.startswith("P") else f"prog_{code}")] * n
    moves = ", ".join(said) if said else tr("prog_still")
    if not plan.rounds:
        return moves
    rounds = tr("prog_rounds", n=len(plan.rounds), rounds=tr("prog_and").join(map(str, plan.rounds)),
                mode=tr(plan.mode).lower())
    return tr("prog_with_rounds", moves=moves, rounds=rounds)


def program_notation(text: str) -> str:
    """A program as its buttons write it, in the table's letters and its anticipation's mode in the players' words
    ("A A D · 3 tir")."""
    try:
        plan = parse(text)
    except ProgramError:
        return text
    columns = " ".join(LETTERS.to_table(c) for c in plan.columns)
    return f"{columns} · {'+'.join(map(str, plan.rounds))} {tr(plan.mode).lower()}" if plan.rounds else columns


def hint_places(g: AsteroydsGame, a: Action) -> list[Hex]:
    """Where a move is on the board: a ship, and where its program's route ends on the field as it stands (the
    arrow between them); a pod or turret's new place."""
    if isinstance(a, Program):
        ship = g.ships[a.ship]
        try:
            end = route(g, ship, parse(a.text).columns).cells[-1]
        except ProgramError:
            return [ship.at]
        return [ship.at, end] if end != ship.at else [ship.at]
    return [a.at] if isinstance(a, Arrange) else []


def headline(names: Sequence[str], outcome: Outcome) -> str:
    """The winning team by its name (the players of a team share its colour)."""
    teams = outcome.details.get("teams")
    if outcome.winners and isinstance(teams, list) and 0 <= outcome.winners[0] < len(teams):
        return tr("team_wins", team=tr(f"team_{teams[outcome.winners[0]]}"))
    return plain_headline(NS, names, outcome)


def event_line(g: AsteroydsGame, names: Sequence[str], e: ev.Event, label: Callable[[Hex], str]) -> str:
    """The journal's line for an event ("" for one it does not tell); `label` names a hex as the board does."""
    if isinstance(e, ev.Rolled):
        return tr("log_turn", n=e.turn, dice=", ".join(f"{tr(f'team_{c}')} {v}" for c, v in e.dice))
    if isinstance(e, ev.Teleported) and e.hit == "edge":  # (the hex it flew into is off the board: where it left)
        return tr("log_crash_edge", ship=ship_name(g, names, e.ship), at=label(e.start))
    if isinstance(e, ev.Teleported) and e.hit and e.into is not None:  # what it crashed into, and where
        return tr("log_crash", ship=ship_name(g, names, e.ship), what=tr(f"obstacle_{e.hit}"),
                  at=label(e.into))
    if isinstance(e, ev.Teleported):
        return tr(f"log_{e.cause}", ship=ship_name(g, names, e.ship))
    if isinstance(e, ev.Taken):
        return tr("log_taken", ship=ship_name(g, names, e.ship), team=tr(f"team_{e.roid}"))
    if isinstance(e, ev.Scored):
        return tr("log_scored", team=tr(f"team_{e.team}"), score=score_text(g, dict(e.scores)))
    if isinstance(e, ev.TeamDone) and e.timed_out:
        return tr("log_time_up", team=tr(f"team_{e.team}"))
    return ""


def score_text(g: AsteroydsGame, scores: dict[str, int]) -> str:
    """The score, team by team ("Red 1 – White 0")."""
    return " – ".join(f"{tr(f'team_{t}')} {scores[t]}" for t in g.teams)
