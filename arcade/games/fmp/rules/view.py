"""What one seat may see of a Full Metal Planète game, typed: the board and what the astronefs and transporters
hold (FMP.SHIP.2) are public; a player's forecast (FMP.TIDE.6) and turn-21 decision (FMP.END.1) are theirs alone,
each tagged with its owner so that a view showing another's would be caught."""

from __future__ import annotations

from dataclasses import dataclass

from arcade.core.codec import PlainData
from arcade.core.hexgrid import Hex
from arcade.core.protocol import View
from arcade.games.fmp.rules import schedule
from arcade.games.fmp.rules.model import BOARD, CARRIED
from arcade.games.fmp.rules.pieces import Kind
from arcade.games.fmp.rules.state import FmpState, Phase


@dataclass(frozen=True)
class PieceSeen:
    id: int
    kind: Kind
    colour: str | None
    where: str
    hexes: tuple[Hex, ...]
    carrier: int | None


@dataclass(frozen=True)
class FmpView(View):
    seat: int | None  # None: a spectator (nobody's forecast, nobody's decision)
    turn: int
    phase: str
    tide: str
    active: int | None  # None while the turn-21 decisions are made in secret
    order: tuple[int, ...]
    overtime: bool
    forecast: tuple[str, ...] | None  # the seat's own foreseen tides
    public_forecast: str | None
    points: tuple[int, ...]
    saved: tuple[int, ...]
    armies: tuple[tuple[str, ...], ...]
    decision: tuple[int, ...] | None  # the seat's own turn-21 decision: the astronefs it takes off
    decided: tuple[int, ...]
    pieces: tuple[PieceSeen, ...]  # on the board or carried
    neutralized: frozenset[int]
    out: dict[int, str]
    scores: tuple[int, ...]

    def to_data(self) -> dict[str, PlainData]:
        return {
            "turn": self.turn, "phase": self.phase, "tide": self.tide, "active": self.active,
            "order": list(self.order), "overtime": self.overtime,
            "forecast": None if self.forecast is None else {"forecast_of": self.seat, "tides": list(self.forecast)},
            "public_forecast": self.public_forecast, "points": list(self.points), "saved": list(self.saved),
            "armies": [list(a) for a in self.armies],
            "decision": None if self.decision is None else {"decision_of": self.seat, "leave": list(self.decision)},
            "decided": list(self.decided),
            "pieces": [{"id": p.id, "kind": p.kind.value, "colour": p.colour, "where": p.where,
                        "hexes": [list(h) for h in p.hexes], "carrier": p.carrier} for p in self.pieces],
            "neutralized": sorted(self.neutralized), "out": {str(k): v for k, v in sorted(self.out.items())},
            "scores": list(self.scores),
        }


def view_of(game: FmpState, seat: int | None) -> FmpView:
    """What `seat` (None: anyone watching) may see."""
    if seat is not None and not 0 <= seat < len(game.players):
        seat = None
    return FmpView(
        seat=seat, turn=game.turn, phase=game.phase, tide=game.tide,
        active=game.active if game.phase != Phase.DECISION else None, order=tuple(game.order),
        overtime=game.overtime, forecast=None if seat is None else tuple(game.forecasts.get(seat, [])),
        public_forecast=game.public_forecast, points=tuple(p.available for p in game.points),
        saved=tuple(p.saved for p in game.points), armies=tuple(tuple(a) for a in game.armies),
        decision=tuple(game.decisions[seat]) if seat is not None and seat in game.decisions else None,
        decided=tuple(sorted(game.decisions)),
        pieces=tuple(PieceSeen(p.id, p.kind, p.colour, p.where, tuple(p.hexes), p.carrier)
                     for p in game.pieces if p.where in (BOARD, CARRIED)),
        neutralized=frozenset(game.neutralized), out=dict(sorted(game.out.items())),
        scores=tuple(schedule.scores(game)))
