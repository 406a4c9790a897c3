"""The Full Metal Planète game: which rule answers which action, in which phase, and what each player may see.

The game is plain data (state.py: pieces, board index, trials) and rule modules of functions on it, each named for
what it holds and importing only those below it: stranding, firezones, movement, combat, placing, astronef,
transport, schedule; this one dispatches. `check` says why
an action is refused (None when it is legal); `apply` trusts that it was checked and returns the typed events.
Players are numbered in setup order; each controls one or two army colours (one per astronef) and whatever colour
they take.
"""

from __future__ import annotations

from arcade.core.protocol import Rejection
from arcade.games.fmp.rules import astronef, combat, firezones, movement, schedule, transport
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
from arcade.games.fmp.rules.model import BOARD
from arcade.games.fmp.rules.pieces import Kind
from arcade.games.fmp.rules.refusals import reject
from arcade.games.fmp.rules.state import FmpState, Phase

#: What may still be done once the clock has run out (FMP.TIME.2 ruling).
_AFTER_TIME = (Fire, Capture, TakeOff, EndTurn)
_MOVING = (Move, Attack, Retreat, Load, Unload, Build)


class FmpGame(FmpState):
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
            return schedule.check_decide(self, action, self.active if seat is None else seat)
        if isinstance(action, Decide):
            return reject("FMP.END.1", "not_decision")
        if self.phase == Phase.LANDING:
            if isinstance(action, Land):
                return astronef.check_land(self, action)
            if isinstance(action, EndTurn):  # possible only when there is nowhere left to land
                return reject("FMP.START.2", "land_first") if astronef.landing_options(self) else None
            return reject("FMP.START.2", "landing_only")
        if isinstance(action, Land):
            return reject("FMP.START.2", "landing_over")
        if isinstance(action, EndTurn):
            return self._check_end()
        if self.phase == Phase.DEPLOYMENT:
            if isinstance(action, Unload):
                return astronef.check_deploy(self, action)
            if isinstance(action, Transfer):
                return transport.check_transfer(self, action)
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
        for pair in movement.mountain_pairs(self, self.active):
            if any(movement.reachable(self, pid).cost for pid in pair):
                return reject("FMP.MOVE.4", "mountain_pair_end")
        return None

    def _check_play(self, action: Action) -> Rejection | None:
        if isinstance(action, Retreat):
            return movement.check_retreat(self, action)
        if isinstance(action, Move):
            return movement.check_move(self, action)
        if isinstance(action, Attack):
            return combat.check_attack(self, action)
        if isinstance(action, Load):
            return transport.check_load(self, action)
        if isinstance(action, Unload):
            return transport.check_unload(self, action)
        if isinstance(action, Transfer):
            return transport.check_transfer(self, action)
        if isinstance(action, Build):
            return transport.check_build(self, action)
        if isinstance(action, Fire):
            return combat.check_fire(self, action.shooters, action.target)
        if isinstance(action, Capture):
            return combat.check_capture(self, action)
        if isinstance(action, Rebuild):
            return astronef.check_rebuild(self, action)
        assert isinstance(action, TakeOff)
        return astronef.check_takeoff(self, action)

    # -- applying --------------------------------------------------------------------------------------------------
    def apply(self, action: Action, seat: int | None = None) -> list[Event]:
        """Perform a checked action; the events say what happened, in order."""
        events: list[Event] = []
        self.actions_done += 1
        if self.window is not None and not isinstance(action, Retreat):  # the retreat step ends
            firezones.close_window(self, events)
        if isinstance(action, TimeUp):
            schedule.time_up(self, events)
        elif isinstance(action, EndTurn):
            schedule.end_turn(self, events)
        elif isinstance(action, Decide):
            schedule.decide(self, action, self.active if seat is None else seat, events)
        elif isinstance(action, Land):
            astronef.land(self, action, events)
            if not astronef.ships_in_orbit(self, self.active):
                schedule.next_player(self, events)
        else:
            self._apply_play(action, events)
        firezones.changed(self)
        return events

    def _apply_play(self, action: Action, events: list[Event]) -> None:
        if isinstance(action, Move):
            p = self.pieces[action.piece]
            done, problem = movement.walk(self, p, action.path)
            self.points[self.active].pay(done)
            movement.move_piece(self, p, action.path[:done], events)
            if problem is not None:
                events.append(Stopped(p.id, problem.clause, problem.key))
            combat.pin_if_holding(self, p)
        elif isinstance(action, Retreat):
            p = self.pieces[action.piece]
            self.points[self.active].pay(1)
            movement.move_piece(self, p, (action.to,), events)
            self.retreated.add(p.id)
        elif isinstance(action, Attack):
            combat.run_attack(self, action, events)
        elif isinstance(action, Fire):
            combat.fire(self, action.shooters, action.target, events)
        elif isinstance(action, Capture):
            combat.capture(self, action, events)
        elif isinstance(action, Load):
            transport.load(self, action, events)
        elif isinstance(action, Unload):
            transport.unload(self, action, events)
        elif isinstance(action, Transfer):
            transport.transfer(self, action, events)
        elif isinstance(action, Build):
            transport.build(self, action, events)
        elif isinstance(action, Rebuild):
            astronef.rebuild(self, action, events)
        elif isinstance(action, TakeOff):
            astronef.takeoff(self, self.pieces[action.astronef], events)
            if not self.astronefs(self.active):
                schedule.end_turn(self, events)  # nothing of theirs can act any more

    # -- in words --------------------------------------------------------------------------------------------------
    def summary(self) -> str:
        """The state in a few lines (the replay command prints it)."""
        lines = [f"turn {self.turn}, {self.phase}, tide {self.tide}"]
        scores = schedule.scores(self)
        for p, name in enumerate(self.players):
            on = sum(1 for q in self.pieces if q.where == BOARD and self.owner(q) == p and q.kind is not Kind.TURRET)
            lines.append(f"{name}: score {scores[p]}, armies {','.join(self.armies[p]) or '-'}, "
                         f"{on} pieces on the planet" + (f", out ({self.out[p]})" if p in self.out else ""))
        lines.append("ranking: " + ", ".join(self.players[p] for p in schedule.ranking(self)))
        return "\n".join(lines)
