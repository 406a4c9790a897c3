"""The turn schedule: landing and deployment in turn, the play turns 3-25 with their tides, forecasts and points,
the retreat step, the clock running out, the secret decisions of turn 21, taking off at the end, and the scores
(FMP.START, FMP.TIDE.5-6, FMP.TIME, FMP.NEUT.1-2, FMP.END)."""

from __future__ import annotations

from arcade.core.protocol import Rejection
from arcade.games.fmp.rules.actions import Decide
from arcade.games.fmp.rules.astronef import Astronefs
from arcade.games.fmp.rules.events import (
    Decided,
    DecisionsRevealed,
    Destroyed,
    Event,
    GameOver,
    MountainPair,
    PlayerTurn,
    Stays,
    TimeIsUp,
    TurnBegan,
)
from arcade.games.fmp.rules.model import BOARD, Piece, angle_on_board, board_centre
from arcade.games.fmp.rules.pieces import Kind
from arcade.games.fmp.rules.refusals import reject
from arcade.games.fmp.rules.state import DECISION_TURN, LAST_TURN, Phase


class Schedule(Astronefs):
    def in_play(self, player: int) -> bool:
        return player not in self.out and bool(self.astronefs(player))

    def deciding(self) -> list[int]:
        """Turn 21: the players still to decide, in secret and all at once (FMP.END.1)."""
        if self.phase != Phase.DECISION:
            return []
        return [p for p in self.order if self.in_play(p) and p not in self.decisions]

    # -- turn 21 ---------------------------------------------------------------------------------------------------
    def _check_decide(self, action: Decide, player: int) -> Rejection | None:
        if player not in self.deciding():
            return reject("FMP.END.1", "decided_already")
        mine = {s.id for s in self.astronefs(player)}
        if any(a not in mine for a in action.leave) or len(set(action.leave)) != len(action.leave):
            return reject("FMP.END.1", "decide_own")
        return None

    def _decide(self, action: Decide, player: int, events: list[Event]) -> None:
        self.decisions[player] = tuple(sorted(action.leave))
        events.append(Decided(player))
        if not self.deciding():
            self._resolve_decisions(events)

    def _resolve_decisions(self, events: list[Event]) -> None:
        """FMP.END.1-2: the decisions are revealed together; the leaving astronefs go at once, free (a player who
        sends one away and keeps another has 5 less base credit for each: the credit counts the astronefs left)."""
        decisions = {p: self.decisions.get(p, ()) for p in self.order if self.in_play(p)}
        events.append(DecisionsRevealed(tuple(sorted(decisions.items()))))
        for _player, leave in sorted(decisions.items()):
            for sid in leave:
                self._depart(self.pieces[sid], events)
        self.decisions = {}
        self.phase = Phase.PLAY
        self.turn_index = -1
        self._next_player(events)

    # -- the clock and the end of a turn ---------------------------------------------------------------------------
    def _time_up(self, events: list[Event]) -> None:
        if self.phase == Phase.DECISION:
            events.append(TimeIsUp(-1))
            self._resolve_decisions(events)  # who has not decided stays
            return
        events.append(TimeIsUp(self.active))
        if self.phase == Phase.LANDING:
            if self.ships_in_orbit(self.active):
                self._eliminate(self.active, "not_landed", events)  # FMP.TIME.3
            self._next_player(events)
        elif self.phase == Phase.DEPLOYMENT:
            self._next_player(events)
        else:
            self.overtime = True  # FMP.TIME.2: only shots, captures and the take-off, then the end of the turn

    def _end_turn(self, events: list[Event]) -> None:
        if self.phase == Phase.LANDING and self.ships_in_orbit(self.active):
            self._eliminate(self.active, "not_landed", events)  # nowhere left to land
        if self.phase == Phase.PLAY:
            player = self.active
            for a, b in self.mountain_pairs(player):
                later = max((a, b), key=lambda pid: (self.moved_at.get(pid, -1), pid))
                self.penalized.add(later)
                self._fire_dirty = True
                events.append(MountainPair((a, b), later))
            if self.turn == LAST_TURN:
                self._leave_at_last(player, events)
            self.points[player].end_turn()
        self._next_player(events)

    def _leave_at_last(self, player: int, events: list[Event]) -> None:
        """FMP.END.4: at the end of their own turn 25 a player's astronefs take off, each paying 1 point plus 1
        per missing turret; one that cannot pay stays on the planet and scores nothing."""
        for ship in self.astronefs(player):
            if self.points[player].can_pay(self.takeoff_cost(ship)):
                self._takeoff(ship, events)
            else:
                self.stranded.append(ship.id)
                events.append(Stays(ship.id, player))

    # -- who plays next --------------------------------------------------------------------------------------------
    def _next_player(self, events: list[Event]) -> None:
        self.window = None
        self.overtime = False
        while True:
            self.turn_index += 1
            if self.turn_index >= len(self.order) and not self._next_turn(events):
                return
            if self.phase == Phase.DECISION:
                if not self.deciding():
                    self._resolve_decisions(events)
                return
            decided = self._game_decided()
            if decided:
                self._finish(decided, events)
                return
            if self.phase == Phase.LANDING:
                if self.active not in self.out:
                    break
            elif self.in_play(self.active):
                break
        self._begin_player_turn(events)

    def _game_decided(self) -> str | None:
        """Why playing on could change nothing: nobody left on the planet ("nobody_left"), or one player alone,
        the others out and none of them took off ("last_standing")."""
        if self.phase == Phase.LANDING:
            return None
        playing = [p for p in range(len(self.players)) if self.in_play(p)]
        if not playing:
            return "nobody_left"
        alone = len(playing) == 1 and not self.departed and all(
            p in self.out for p in range(len(self.players)) if p != playing[0])
        return "last_standing" if alone else None

    def _next_turn(self, events: list[Event]) -> bool:
        """Move to the next full turn; False when the game is over."""
        self.turn_index = 0
        self.turn += 1
        if self.turn > LAST_TURN:
            self._finish("last_turn", events)
            return False
        if self.turn == 2:
            self.phase = Phase.DEPLOYMENT
        elif self.turn == 3:
            self.phase = Phase.PLAY
            self._set_order()
        self.tide = self.deck.start_turn(self.turn)
        if self.turn >= 3:
            self._tide_changed(events)
        events.append(TurnBegan(self.turn, self.tide, tuple(self.order)))
        if self.turn == DECISION_TURN:
            self.phase = Phase.DECISION
            self.decisions = {}
        return True

    def _set_order(self) -> None:
        """FMP.START.4: the first player drawn at random, the others clockwise by their astronefs' places."""
        playing = [p for p in range(len(self.players)) if self.in_play(p)]
        if not playing:
            return
        centre = board_centre(list(self.planet.terrain))
        playing.sort(key=lambda p: angle_on_board(min(self.astronefs(p), key=lambda s: s.id).hex, centre))
        first = self.rng.randrange(len(playing))
        self.order = playing[first:] + playing[:first] + [p for p in range(len(self.players)) if p not in playing]

    def _tide_changed(self, events: list[Event]) -> None:
        """FMP.PONT.3: anchors whose land is all under water go with what hangs from them; FMP.TIDE.6: each player
        sees as many future tides as they have operational weather layers."""
        self._fire_dirty = True
        lost: list[int] = []
        for p in list(self.pieces):
            if p.kind is Kind.PONTOON and p.where == BOARD and p.hangs_from is None and not self.touches_land(p.hex):
                lost += self._collapse(p, include_self=True)
        if lost:
            events.append(Destroyed(tuple(lost), None))
        self._changed()
        seen = {}
        for player in range(len(self.players)):
            n = sum(1 for p in self.pieces if p.kind is Kind.WEATHER_LAYER and self.owner(p) == player
                    and self.layer_operational(p))
            seen[player] = self.deck.forecast(n) if self.turn < LAST_TURN else []  # no tide after the last turn
        self.forecasts = seen
        playing = [p for p in range(len(self.players)) if self.in_play(p)]
        self.public_forecast = (self.deck.future[0] if playing and all(seen[p] for p in playing)
                                and self.deck.future else None)

    def layer_operational(self, p: Piece) -> bool:
        """FMP.TIDE.6: not inside an astronef or on a transporter, not under enemy fire, not stranded or bogged."""
        return (p.where == BOARD and not self.is_stuck(p) and not self.abandoned(p)
                and p.id not in self.neutralized and not self.piece_under_fire(p))

    def _begin_player_turn(self, events: list[Event]) -> None:
        player = self.active
        self.shots = {}  # FMP.FIRE.2: everyone reloads at the start of each player's turn
        self.builds = {}
        self.pinned = set()
        self.retreated = set()
        self.overtime = False
        if self.phase == Phase.PLAY:
            self.points[player].start_turn(self.turn, len(self.astronefs(player)))
            self.window = set(self.armies[player])
        events.append(PlayerTurn(player, self.turn, self.phase))

    def _finish(self, reason: str, events: list[Event]) -> None:
        self.phase = Phase.OVER
        self.ended = reason
        self.window = None
        for p in range(len(self.players)):
            for ship in self.astronefs(p):
                if ship.id not in self.stranded:
                    self.stranded.append(ship.id)
        events.append(GameOver(reason, tuple(self.scores()), tuple(self.ranking())))

    # -- scores ----------------------------------------------------------------------------------------------------
    def scores(self) -> list[int]:
        """FMP.END.5: per player, the sum over the astronefs they took off with."""
        out = [0] * len(self.players)
        for d in self.departed:
            out[d.player] += d.score
        return out

    def rank_key(self, player: int) -> tuple[int, int, int, int]:
        """FMP.END.5 and SHIP.7: players out of the game last; then score, astronefs taken off, ore."""
        mine = [d for d in self.departed if d.player == player]
        return (int(player in self.out), -sum(d.score for d in mine), -len(mine), -sum(d.ore for d in mine))

    def ranking(self) -> list[int]:
        return sorted(range(len(self.players)), key=self.rank_key)
