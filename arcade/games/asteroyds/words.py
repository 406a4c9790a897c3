"""Asteroyds' sentences for the table."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from arcade.core.hexgrid import Hex
from arcade.core.protocol import Outcome
from arcade.games.asteroyds.rules import Action, Arrange, AsteroydsGame, Program
from arcade.games.asteroyds.rules.program import ProgramError, parse
from arcade.i18n import translator
from arcade.outcomes import plain_headline

NS = "asteroyds"

tr = translator(NS)


def ship_name(g: AsteroydsGame, names: Sequence[str], sid: int) -> str:
    """"Ann's ship (Zork)"."""
    ship = g.ships[sid]
    return tr("ship_of", name=names[ship.seat], pilot=ship.pilot)


def move_words(g: AsteroydsGame, names: Sequence[str], a: Action, where: Callable[[Hex], str]) -> str:
    """A hinted move as the panel would say it: a ship's program in its notation, a pod or turret moved."""
    if isinstance(a, Program):
        return tr("advice_program", ship=ship_name(g, names, a.ship), program=program_words(a.text))
    if isinstance(a, Arrange):
        return tr(f"advice_arrange_{a.kind}", at=where(a.at))
    return tr("ready")


def program_words(text: str) -> str:
    """A program in the notation, its anticipation's mode in the players' words ("F F R · 3 tir")."""
    try:
        plan = parse(text)
    except ProgramError:
        return text
    columns = " ".join(plan.columns)
    return f"{columns} · {'+'.join(map(str, plan.rounds))} {tr(plan.mode).lower()}" if plan.rounds else columns


def hint_places(g: AsteroydsGame, a: Action) -> list[Hex]:
    if isinstance(a, Program):
        return [g.ships[a.ship].at]
    return [a.at] if isinstance(a, Arrange) else []


def headline(names: Sequence[str], outcome: Outcome) -> str:
    """The winning team by its name (the players of a team share its colour)."""
    teams = outcome.details.get("teams")
    if outcome.winners and isinstance(teams, list) and 0 <= outcome.winners[0] < len(teams):
        return tr("team_wins", team=tr(f"team_{teams[outcome.winners[0]]}"))
    return plain_headline(NS, names, outcome)
