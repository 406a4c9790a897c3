"""The Full Metal Planète game: which rule answers which action, in which phase, and what each player may see.

The game is built in layers, each a module named for what it holds: state.py (pieces, board index, trials),
firezones.py, movement.py, combat.py, transport.py, astronef.py, schedule.py; this one dispatches. `check` says why
an action is refused (None when it is legal); `apply` trusts that it was checked and returns the typed events.
Players are numbered in setup order; each controls one or two army colours (one per astronef) and whatever colour
they take.
"""

from __future__ import annotations

from typing import Any

from arcade.core.protocol import Rejection
from arcade.games.fmp.rules.actions import (
    Action,
    Attack,
    Build,
    Capture,
    Decide,
    EndTurn,
    Fire,
    Land,
    Load,
    Move,
    Rebuild,
    Retreat,
    TakeOff,
    TimeUp,
    Transfer,
    Unload,
)
from arcade.games.fmp.rules.events import Event, Stopped
from arcade.games.fmp.rules.model import BOARD, CARRIED
from arcade.games.fmp.rules.pieces import Kind
from arcade.games.fmp.rules.refusals import reject
from arcade.games.fmp.rules.schedule import Schedule
from arcade.games.fmp.rules.state import Phase

#: What may still be done once the clock has run out (FMP.TIME.2 ruling).
_AFTER_TIME = (Fire, Capture, TakeOff, EndTurn)
_MOVING = (Move, Attack, Retreat, Load, Unload, Build)


class FmpGame(Schedule):
    # -- legality --------------------------------------------------------------------------------------------------
    def check(self, action: Action, seat: int | None = None) -> Rejection | None:
        """None if the action is legal now, else why not. `seat` matters only for the turn-21 decisions, which
        every player makes at once; every other action is the active player's."""
        if self.over:
            return reject("FMP.END.5", "over")
        if isinstance(action, TimeUp):
            return None
        if self.phase == Phase.DECISION:
            if not isinstance(action, Decide):
                return reject("FMP.END.1", "decide_first")
            return self._check_decide(action, self.active if seat is None else seat)
        if isinstance(action, Decide):
            return reject("FMP.END.1", "not_decision")
        if self.phase == Phase.LANDING:
            if isinstance(action, Land):
                return self._check_land(action)
            if isinstance(action, EndTurn):  # possible only when there is nowhere left to land
                return reject("FMP.START.2", "land_first") if self.landing_options() else None
            return reject("FMP.START.2", "landing_only")
        if isinstance(action, Land):
            return reject("FMP.START.2", "landing_over")
        if isinstance(action, EndTurn):
            return self._check_end()
        if self.phase == Phase.DEPLOYMENT:
            if isinstance(action, Unload):
                return self._check_deploy(action)
            if isinstance(action, Transfer):
                return self._check_transfer(action)
            return reject("FMP.START.3", "deployment_only")
        if self.overtime and not isinstance(action, _AFTER_TIME):
            return reject("FMP.TIME.1" if isinstance(action, _MOVING) else "FMP.TIME.2", "time_up")
        return self._check_play(action)

    def _check_end(self) -> Rejection | None:
        """FMP.MOVE.4: "entre deux tours, deux chars ne peuvent pas stationner sur deux cases montagne
        adjacentes": the turn does not end so while one of the pair can still move away (a pair that cannot, or
        the clock running out, ends it with the penalty, see schedule.py)."""
        if self.phase != Phase.PLAY or self.overtime:
            return None
        for pair in self.mountain_pairs(self.active):
            if any(self.reachable(pid).cost for pid in pair):
                return reject("FMP.MOVE.4", "mountain_pair_end")
        return None

    def _check_play(self, action: Action) -> Rejection | None:
        if isinstance(action, Retreat):
            return self._check_retreat(action)
        if isinstance(action, Move):
            return self._check_move(action)
        if isinstance(action, Attack):
            return self._check_attack(action)
        if isinstance(action, Load):
            return self._check_load(action)
        if isinstance(action, Unload):
            return self._check_unload(action)
        if isinstance(action, Transfer):
            return self._check_transfer(action)
        if isinstance(action, Build):
            return self._check_build(action)
        if isinstance(action, Fire):
            return self._check_fire(action.shooters, action.target)
        if isinstance(action, Capture):
            return self._check_capture(action)
        if isinstance(action, Rebuild):
            return self._check_rebuild(action)
        assert isinstance(action, TakeOff)
        return self._check_takeoff(action)

    # -- applying --------------------------------------------------------------------------------------------------
    def apply(self, action: Action, seat: int | None = None) -> list[Event]:
        """Perform a checked action; the events say what happened, in order."""
        events: list[Event] = []
        self.actions_done += 1
        if self.window is not None and not isinstance(action, Retreat):  # the retreat step ends
            self._close_window(events)
        if isinstance(action, TimeUp):
            self._time_up(events)
        elif isinstance(action, EndTurn):
            self._end_turn(events)
        elif isinstance(action, Decide):
            self._decide(action, self.active if seat is None else seat, events)
        elif isinstance(action, Land):
            self._land(action, events)
            if not self.ships_in_orbit(self.active):
                self._next_player(events)
        else:
            self._apply_play(action, events)
        self._changed()
        return events

    def _apply_play(self, action: Action, events: list[Event]) -> None:
        if isinstance(action, Move):
            p = self.pieces[action.piece]
            done, problem = self._walk(p, action.path)
            self.points[self.active].pay(done)
            self._move_piece(p, action.path[:done], events)
            if problem is not None:
                events.append(Stopped(p.id, problem.clause, problem.key))
            self._pin_if_holding(p)
        elif isinstance(action, Retreat):
            p = self.pieces[action.piece]
            self.points[self.active].pay(1)
            self._move_piece(p, (action.to,), events)
            self.retreated.add(p.id)
        elif isinstance(action, Attack):
            self._run_attack(action, events)
        elif isinstance(action, Fire):
            self._fire(action.shooters, action.target, events)
        elif isinstance(action, Capture):
            self._capture(action, events)
        elif isinstance(action, Load):
            self._load(action, events)
        elif isinstance(action, Unload):
            self._unload(action, events)
        elif isinstance(action, Transfer):
            self._transfer(action, events)
        elif isinstance(action, Build):
            self._build(action, events)
        elif isinstance(action, Rebuild):
            self._rebuild(action, events)
        elif isinstance(action, TakeOff):
            self._takeoff(self.pieces[action.astronef], events)
            if not self.astronefs(self.active):
                self._end_turn(events)  # nothing of theirs can act any more

    # -- what a player sees ----------------------------------------------------------------------------------------
    def view_for(self, player: int | None) -> dict[str, Any]:
        """What this player (None: anyone watching) may see: the board and what the astronefs and transporters
        hold (FMP.SHIP.2), their own forecast only, their own turn-21 decision only (FMP.TIDE.6, FMP.END.1): those
        two are tagged with their owner, so a view that showed another's would be caught."""
        seat = player if player is not None and 0 <= player < len(self.players) else None
        return {
            "turn": self.turn, "phase": self.phase, "tide": self.tide,
            "active": self.active if self.phase != Phase.DECISION else None,
            "order": list(self.order), "overtime": self.overtime,
            "forecast": None if seat is None else {"forecast_of": seat, "tides": list(self.forecasts.get(seat, []))},
            "public_forecast": self.public_forecast,
            "points": [p.available for p in self.points], "saved": [p.saved for p in self.points],
            "armies": [list(a) for a in self.armies],
            "decision": {"decision_of": seat, "leave": list(self.decisions[seat])}
            if seat is not None and seat in self.decisions else None,
            "decided": sorted(self.decisions),
            "pieces": [{"id": p.id, "kind": p.kind.value, "colour": p.colour, "where": p.where,
                        "hexes": [list(h) for h in p.hexes], "carrier": p.carrier}
                       for p in self.pieces if p.where in (BOARD, CARRIED)],
            "neutralized": sorted(self.neutralized), "out": {str(k): v for k, v in sorted(self.out.items())},
            "scores": self.scores(),
        }

    def summary(self) -> str:
        """The state in a few lines (the replay command prints it)."""
        lines = [f"turn {self.turn}, {self.phase}, tide {self.tide}"]
        scores = self.scores()
        for p, name in enumerate(self.players):
            on = sum(1 for q in self.pieces if q.where == BOARD and self.owner(q) == p and q.kind is not Kind.TURRET)
            lines.append(f"{name}: score {scores[p]}, armies {','.join(self.armies[p]) or '-'}, "
                         f"{on} pieces on the planet" + (f", out ({self.out[p]})" if p in self.out else ""))
        lines.append("ranking: " + ", ".join(self.players[p] for p in self.ranking()))
        return "\n".join(lines)
