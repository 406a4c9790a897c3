"""What one seat may see of an Asteroyds table, typed: the board (ships, turrets, pods, blue asteroids, the
asteroyds), the dice and scores are public; a team's programs are its own until the rounds reveal them (AST.PROG.4),
and which ships have been programmed is public."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arcade.core.codec import PlainData
from arcade.core.hexgrid import Hex
from arcade.core.protocol import View

if TYPE_CHECKING:
    from arcade.games.asteroyds.rules.game import AsteroydsGame


@dataclass(frozen=True)
class ShipSeen:
    id: int
    team: str
    pilot: str
    at: Hex
    facing: int
    carrying: str | None  # the enemy asteroyd's team
    power_used: bool


@dataclass(frozen=True)
class AsteroydsView(View):
    turn: int
    phase: str
    team: str  # whose part of the turn it is
    dice: dict[str, int]
    scores: dict[str, int]
    ships: tuple[ShipSeen, ...]
    turrets: tuple[tuple[str, Hex, bool], ...]  # (team, where, active)
    pods: tuple[Hex, ...]
    blues: tuple[Hex, ...]
    roids: dict[str, Hex]
    programmed: tuple[int, ...]  # the ships whose program is sealed
    programs: tuple[str, ...]  # "ship: program", the seat's team's own (all of them once revealed)

    def to_data(self) -> dict[str, PlainData]:
        return {
            "turn": self.turn, "phase": self.phase, "team": self.team, "dice": dict(self.dice),
            "scores": dict(self.scores),
            "ships": [{"id": s.id, "team": s.team, "pilot": s.pilot, "at": list(s.at), "facing": s.facing + 1,
                       "carrying": s.carrying, "power_used": s.power_used} for s in self.ships],
            "turrets": [{"team": team, "at": list(at), "active": active} for team, at, active in self.turrets],
            "pods": [list(h) for h in self.pods], "blues": [list(b) for b in self.blues],
            "roids": {k: list(v) for k, v in self.roids.items()},
            "programmed": list(self.programmed), "programs": list(self.programs),
        }


def view_of(game: AsteroydsGame, seat: int) -> AsteroydsView:
    team = game.seats[seat] if 0 <= seat < len(game.seats) else None
    return AsteroydsView(
        turn=game.turn, phase=game.phase, team=game.team, dice=dict(sorted(game.dice.items())),
        scores=dict(sorted(game.scores.items())),
        ships=tuple(ShipSeen(s.id, s.team, s.pilot, s.at, s.facing, s.carrying, s.power_used) for s in game.ships),
        turrets=tuple((t.team, t.at, t.active) for t in game.turrets), pods=tuple(h for _, h in game.pods),
        blues=tuple(b.at for b in game.blues), roids={k: v.at for k, v in sorted(game.roids.items())},
        programmed=tuple(sorted(game.plans)),
        programs=tuple(f"{k}: {p.text}" for k, p in sorted(game.plans.items())
                       if team is not None and (game.revealed or game.ships[k].team == team)))
