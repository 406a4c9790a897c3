"""The turn schedule: landing and deployment in turn, the play turns 3-25 with their tides, forecasts and points,
the retreat step, the clock running out, the secret decisions of turn 21, taking off at the end, and the scores
(FMP.START, FMP.TIDE.5-6, FMP.TIME, FMP.NEUT.1-2, FMP.END)."""

from __future__ import annotations

from arcade.core.protocol import Rejection
from arcade.games.fmp.rules import astronef, combat, firezones, movement, placing, stranding
from arcade.games.fmp.rules.actions import Decide
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
from arcade.games.fmp.rules.state import DECISION_TURN, LAST_TURN, FmpState, Phase


def in_play(game: FmpState, player: int) -> bool:
    return player not in game.out and bool(game.astronefs(player))


def deciding(game: FmpState) -> list[int]:
    """Turn 21: the players still to decide, in secret and all at once (FMP.END.1)."""
    if game.phase != Phase.DECISION:
        return []
    return [p for p in game.order if in_play(game, p) and p not in game.decisions]


# -- turn 21 ---------------------------------------------------------------------------------------------------
def check_decide(game: FmpState, action: Decide, player: int) -> Rejection | None:
    if player not in deciding(game):
        return reject("FMP.END.1", "decided_already")
    mine = {s.id for s in game.astronefs(player)}
    if any(a not in mine for a in action.leave) or len(set(action.leave)) != len(action.leave):
        return reject("FMP.END.1", "decide_own")
    return None


def decide(game: FmpState, action: Decide, player: int, events: list[Event]) -> None:
    game.decisions[player] = tuple(sorted(action.leave))
    events.append(Decided(player))
    if not deciding(game):
        _resolve_decisions(game, events)


def _resolve_decisions(game: FmpState, events: list[Event]) -> None:
    """FMP.END.1-2: the decisions are revealed together; the leaving astronefs go at once, free (a player who
    sends one away and keeps another has 5 less base credit for each: the credit counts the astronefs left)."""
    decisions = {p: game.decisions.get(p, ()) for p in game.order if in_play(game, p)}
    events.append(DecisionsRevealed(tuple(sorted(decisions.items()))))
    for _player, leave in sorted(decisions.items()):
        for sid in leave:
            astronef.depart(game, game.pieces[sid], events)
    game.decisions = {}
    game.phase = Phase.PLAY
    game.turn_index = -1
    next_player(game, events)


# -- the clock and the end of a turn ---------------------------------------------------------------------------
def time_up(game: FmpState, events: list[Event]) -> None:
    if game.phase == Phase.DECISION:
        events.append(TimeIsUp(-1))
        _resolve_decisions(game, events)  # who has not decided stays
        return
    events.append(TimeIsUp(game.active))
    if game.phase == Phase.LANDING:
        if astronef.ships_in_orbit(game, game.active):
            astronef.eliminate(game, game.active, "not_landed", events)  # FMP.TIME.3
        next_player(game, events)
    elif game.phase == Phase.DEPLOYMENT:
        next_player(game, events)
    else:
        game.overtime = True  # FMP.TIME.2: only shots, captures and the take-off, then the end of the turn


def end_turn(game: FmpState, events: list[Event]) -> None:
    if game.phase == Phase.LANDING and astronef.ships_in_orbit(game, game.active):
        astronef.eliminate(game, game.active, "not_landed", events)  # nowhere left to land
    if game.phase == Phase.PLAY:
        player = game.active
        for a, b in movement.mountain_pairs(game, player):
            later = max((a, b), key=lambda pid: (game.moved_at.get(pid, -1), pid))
            game.penalized.add(later)
            game.fire_dirty = True
            events.append(MountainPair((a, b), later))
        if game.turn == LAST_TURN:
            _leave_at_last(game, player, events)
        game.points[player].end_turn()
    next_player(game, events)


def _leave_at_last(game: FmpState, player: int, events: list[Event]) -> None:
    """FMP.END.4: at the end of their own turn 25 a player's astronefs take off, each paying 1 point plus 1
    per missing turret; one that cannot pay stays on the planet and scores nothing."""
    for ship in game.astronefs(player):
        if game.points[player].can_pay(astronef.takeoff_cost(game, ship)):
            astronef.takeoff(game, ship, events)
        else:
            game.stranded.append(ship.id)
            events.append(Stays(ship.id, player))


# -- who plays next --------------------------------------------------------------------------------------------
def next_player(game: FmpState, events: list[Event]) -> None:
    game.window = None
    game.overtime = False
    while True:
        game.turn_index += 1
        if game.turn_index >= len(game.order) and not _next_turn(game, events):
            return
        if game.phase == Phase.DECISION:
            if not deciding(game):
                _resolve_decisions(game, events)
            return
        decided = _game_decided(game)
        if decided:
            finish(game, decided, events)
            return
        if game.phase == Phase.LANDING:
            if game.active not in game.out:
                break
        elif in_play(game, game.active):
            break
    begin_player_turn(game, events)


def _game_decided(game: FmpState) -> str | None:
    """Why playing on could change nothing: nobody left on the planet ("nobody_left"), or one player alone,
    the others out and none of them took off ("last_standing")."""
    if game.phase == Phase.LANDING:
        return None
    playing = [p for p in range(len(game.players)) if in_play(game, p)]
    if not playing:
        return "nobody_left"
    alone = len(playing) == 1 and not game.departed and all(
        p in game.out for p in range(len(game.players)) if p != playing[0])
    return "last_standing" if alone else None


def _next_turn(game: FmpState, events: list[Event]) -> bool:
    """Move to the next full turn; False when the game is over."""
    game.turn_index = 0
    game.turn += 1
    if game.turn > LAST_TURN:
        finish(game, "last_turn", events)
        return False
    if game.turn == 2:
        game.phase = Phase.DEPLOYMENT
    elif game.turn == 3:
        game.phase = Phase.PLAY
        _set_order(game)
    game.tide = game.deck.start_turn(game.turn)
    if game.turn >= 3:
        tide_changed(game, events)
    events.append(TurnBegan(game.turn, game.tide, tuple(game.order)))
    if game.turn == DECISION_TURN:
        game.phase = Phase.DECISION
        game.decisions = {}
    return True


def _set_order(game: FmpState) -> None:
    """FMP.START.4: the first player drawn at random, the others clockwise by their astronefs' places."""
    playing = [p for p in range(len(game.players)) if in_play(game, p)]
    if not playing:
        return
    centre = board_centre(list(game.planet.terrain))
    playing.sort(key=lambda p: angle_on_board(min(game.astronefs(p), key=lambda s: s.id).hex, centre))
    first = game.rng.randrange(len(playing))
    game.order = playing[first:] + playing[:first] + [p for p in range(len(game.players)) if p not in playing]


def tide_changed(game: FmpState, events: list[Event]) -> None:
    """FMP.PONT.3: anchors whose land is all under water go with what hangs from them; FMP.TIDE.6: each player
    sees as many future tides as they have operational weather layers."""
    game.fire_dirty = True
    lost: list[int] = []
    for p in list(game.pieces):
        if (p.kind is Kind.PONTOON and p.where == BOARD and p.hangs_from is None
                and not placing.touches_land(game, p.hex)):
            lost += combat.collapse(game, p, include_self=True)
    if lost:
        events.append(Destroyed(tuple(lost), None))
    firezones.changed(game)
    seen = {}
    for player in range(len(game.players)):
        n = sum(1 for p in game.pieces if p.kind is Kind.WEATHER_LAYER and game.owner(p) == player
                and layer_operational(game, p))
        seen[player] = game.deck.forecast(n) if game.turn < LAST_TURN else []  # no tide after the last turn
    game.forecasts = seen
    playing = [p for p in range(len(game.players)) if in_play(game, p)]
    game.public_forecast = (game.deck.future[0] if playing and all(seen[p] for p in playing)
                            and game.deck.future else None)


def layer_operational(game: FmpState, p: Piece) -> bool:
    """FMP.TIDE.6: not inside an astronef or on a transporter, not under enemy fire, not stranded or bogged."""
    return (p.where == BOARD and not stranding.is_stuck(game, p) and not game.abandoned(p)
            and p.id not in game.neutralized and not firezones.piece_under_fire(game, p))


def begin_player_turn(game: FmpState, events: list[Event]) -> None:
    player = game.active
    game.shots = {}  # FMP.FIRE.2: everyone reloads at the start of each player's turn
    game.builds = {}
    game.pinned = set()
    game.retreated = set()
    game.overtime = False
    if game.phase == Phase.PLAY:
        game.points[player].start_turn(game.turn, len(game.astronefs(player)))
        game.window = set(game.armies[player])
    events.append(PlayerTurn(player, game.turn, game.phase))


def finish(game: FmpState, reason: str, events: list[Event]) -> None:
    game.phase = Phase.OVER
    game.ended = reason
    game.window = None
    for p in range(len(game.players)):
        for ship in game.astronefs(p):
            if ship.id not in game.stranded:
                game.stranded.append(ship.id)
    events.append(GameOver(reason, tuple(scores(game)), tuple(ranking(game))))


# -- scores ----------------------------------------------------------------------------------------------------
def scores(game: FmpState) -> list[int]:
    """FMP.END.5: per player, the sum over the astronefs they took off with."""
    out = [0] * len(game.players)
    for d in game.departed:
        out[d.player] += d.score
    return out


def rank_key(game: FmpState, player: int) -> tuple[int, int, int, int]:
    """FMP.END.5 and SHIP.7: players out of the game last; then score, astronefs taken off, ore."""
    mine = [d for d in game.departed if d.player == player]
    return (int(player in game.out), -sum(d.score for d in mine), -len(mine), -sum(d.ore for d in mine))


def ranking(game: FmpState) -> list[int]:
    return sorted(range(len(game.players)), key=lambda player: rank_key(game, player))
