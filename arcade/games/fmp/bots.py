"""Full Metal Planète's computer players, one action at a time: each action tried on a copy, the position scored as
the game will score it, with what a turn of single moves can see coming — ore drawn towards the transporters and the
transporters home, pieces home before the last turn, pieces under enemy fire at risk. Hard also tries plans of a
few actions that pay only together (its strikes, `strikes`; its ore runs and the ways home, `errands`), and holds
a piece to the goal of its errand from turn to turn while it still pays (`aim`)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from arcade.bots.base import Bot
from arcade.bots.search import Effort, SearchBot, margin
from arcade.bots.search import levels as search_levels
from arcade.core.hexgrid import Hex, nearness
from arcade.core.protocol import Seat
from arcade.games.fmp.errands import errands, towards
from arcade.games.fmp.leaving import decision
from arcade.games.fmp.reasons import (
    CARRIERS,
    HOMEWARD,
    PREY,
    PROSPECTING,
    beside_a_pode,
    into_the_hold,
    nearest,
    reason,
)
from arcade.games.fmp.rules import astronef, firezones, schedule
from arcade.games.fmp.rules.actions import Capture, Decide, EndTurn, Load, Move, TakeOff, Transfer, Unload
from arcade.games.fmp.rules.game import FmpGame
from arcade.games.fmp.rules.legal import actors, piece_actions
from arcade.games.fmp.rules.model import BOARD, CARRIED, Piece
from arcade.games.fmp.rules.pieces import SPECS, Kind
from arcade.games.fmp.rules.state import LAST_TURN, Phase
from arcade.games.fmp.rules.stranding import next_tide_known, stuck_at
from arcade.games.fmp.rules.tides import HIGH, LOW, NORMAL
from arcade.games.fmp.strikes import strike_zones, strikes, struck

#: What one point of score is worth (FMP.END.5: ore 2, a piece 1, a turret 1).
POINT = 10.0
#: A review's costs are told in points of score (`arcade.review.lost`).
UNIT = POINT
#: Per hex between a transporter and the ore it could load, or between a loaded one and its astronef.
PULL = 0.4
#: What an empty transporter out on the planet may still bring in (points), before the last turns.
PROSPECT = 0.6
#: A piece standing under enemy fire, or where the tide holds it now or at the next tide its owner knows of
#: (stranded or bogged, FMP.TIDE.3), as a share of its worth: it cannot act, and may be taken or left behind.
AT_RISK = 0.5
#: A weather layer out on the planet and working (FMP.TIDE.6): the next tide known, so no piece is left where it
#: will be caught (points of score).
FORECAST = 0.5
#: The terrains the tide changes (FMP.TIDE.1), and the tides a player who sees no forecast must reckon with.
TIDAL = ("marsh", "reef")
TIDES = (LOW, NORMAL, HIGH)


def unforeseen(state: FmpGame, piece: Piece) -> float:
    """The share of the tides that would strand or bog a piece standing on marsh or reef, for a player who does
    not know the next one (each counted alike): the risk of not knowing."""
    if not any(state.planet.terrain[h] in TIDAL for h in piece.hexes):
        return 0.0
    return sum(1 for t in TIDES if stuck_at(state, piece, piece.hexes, t)) / len(TIDES)


def sides(state: FmpGame, tide: bool = True, abandoned: bool = False, carry: bool = False) -> list[float]:
    """Each player's worth, in one pass over the pieces (the search scores thousands of positions a turn): what has
    taken off (FMP.END.5); what the astronefs on the planet hold, as it would score (a little less on the last turn,
    so taking off is worth its points, and nothing once the player's last turn has not the points left to pay the
    take-off, FMP.END.4: spending them all on a last load stranded it); what is out on the planet, worth less as the
    end comes and the way home grows long; ore in the transporters pulled home, empty transporters pulled to the
    ore; pieces under enemy fire at risk, and so are pieces the tide holds now or will at the next tide their owner
    knows of (a barge left where the forecast says the sea goes out), or may hold when their owner knows no
    forecast; a working weather layer worth what its forecast saves — unless `tide` is False, as `hard-1` weighs
    it. What an astronef that left abandoned on the planet is worth nothing to its player (FMP.END.3) — unless
    `abandoned`, as `hard-1` counts it: its pieces out, no longer pulled home, were worth more once left behind
    than brought in, and the search left at turn 21 to gain them. With `carry` (Hard's), before the last turns a
    loaded transporter is pulled home by its ore alone, a hex at the pull's weight for each ore, as an empty one
    is pulled to the ore: weighed by the piece and its ore (`hard-1`'s, Normal's), a crab loaded 11 hexes from home
    was worth less than the same crab empty beside the ore, and Hard's crabs and barge stood beside ore, empty, for
    six turns."""
    left = LAST_TURN - state.turn
    values = [POINT * score for score in schedule.scores(state)]
    homes = [[ship.hexes[0] for ship in state.astronefs(player)] for player in range(len(state.players))]
    ore = [q.hexes[0] for q in state.pieces if q.kind is Kind.ORE and q.where == BOARD]
    to_ore = nearness(tuple(ore))
    coming = {player: next_tide_known(state, player) for player in range(len(state.players))} if tide else {}
    keep = 1.0 if left >= 4 else 0.6 if left >= 1 else 0.0  # out on the planet, it must come back in time
    for piece in state.pieces:
        player = state.owner(piece)
        if player is None or piece.where not in (BOARD, CARRIED) or piece.kind is Kind.TURRET \
                or not abandoned and state.abandoned(piece):
            continue
        if piece.kind is Kind.ASTRONEF:
            held = sum(2 if q.kind is Kind.ORE else 1 for q in state.inside(piece))
            turrets = sum(1 for t in state.turrets(piece) if t.where == BOARD)
            grounded = piece.id in state.stranded or left == 0 and player == state.active \
                and piece.where == BOARD and state.points[player].available < astronef.takeoff_cost(state, piece)
            if not grounded:  # (one that stayed, or can no longer pay its take-off on its last turn, scores nothing)
                values[player] += (POINT - (0.5 if left == 0 else 0.0)) * (held + turrets)
            continue
        outer = state.outermost(piece)
        if outer.kind is Kind.ASTRONEF:
            continue  # counted with its astronef
        at = outer.hexes[0]
        loaded = sum(1 for q in piece.contents if state.pieces[q].kind is Kind.ORE)  # (ore belongs to no one)
        worth = 1.0 + 2.0 * loaded
        value = POINT * keep * (1.0 + 1.8 * loaded)  # ore on its way in: not aboard yet
        if homes[player] and (loaded or left < HOMEWARD):
            weight = loaded if carry and left >= HOMEWARD else worth
            value -= PULL * weight * nearest(at, homes[player])
        if piece.kind in (Kind.CRAB, Kind.BARGE) and piece.where == BOARD and not loaded and ore \
                and left >= PROSPECTING and SPECS[piece.kind].capacity > len(piece.contents):
            value += POINT * PROSPECT - PULL * min(to_ore(at), 15)
        if piece.where == BOARD:
            if firezones.piece_under_fire(state, piece) or tide and (
                    stuck_at(state, piece, piece.hexes)
                    or coming[player] is not None and stuck_at(state, piece, piece.hexes, coming[player])):
                value -= POINT * AT_RISK * worth
            elif tide and coming[player] is None and left > 0:
                value -= POINT * AT_RISK * worth * unforeseen(state, piece)
            if tide and piece.kind is Kind.WEATHER_LAYER and left > 0 and schedule.layer_operational(state, piece):
                value += POINT * FORECAST
        values[player] += value
    return values


def ahead(values: list[float], seat: Seat) -> float:
    """The seat's `margin` over the best other player, from every player's worth."""
    return margin(values[seat], (v for p, v in enumerate(values) if p != seat))


def evaluate(state: FmpGame, seat: Seat) -> float:
    """How far the seat is ahead of the best other side, by `sides`."""
    return ahead(sides(state), seat)


#: A piece that two enemy destroyers can strike next turn, as a share of its worth (Hard's evaluation).
MENACE = 0.25
#: Per hex nearer an enemy piece worth striking, for each of Hard's destroyers out hunting (counted from `far`).
HUNT = 0.15


@dataclass(frozen=True)
class Measure:
    """What a Hard level's evaluation weighs beyond `sides`: the tide (`sides`' own); from how many hexes away an
    enemy piece draws a destroyer out hunting (`hunting`): from further, a tank aboard the astronef is worth less
    than one out on the planet, near enough to strike in a few turns; and what a destroyer out on the planet is
    worth more than one aboard before the way home counts, in points of score (`out`): out, it holds ground and
    guards the ore, where aboard it must first pay a point to come out; whether what an astronef that left
    abandoned counts, and how ore in a transporter is pulled home (`sides`' own)."""

    tide: bool = True
    far: int = 25
    out: float = 0.15
    abandoned: bool = False
    carry: bool = True


#: Hard's measure; `hard-1`'s, as it was fixed (no tide; enemies drew destroyers from 20 hexes; none drawn out
#: otherwise; what an astronef that left abandoned still counted; ore pulled home with its transporter).
HARD_MEASURE, FIXED_MEASURE = Measure(), Measure(tide=False, far=20, out=0.0, abandoned=True, carry=False)


def menace(state: FmpGame) -> list[float]:
    """For each player, the worth of its pieces out on the planet that two destroyers of one opponent could strike
    on their next turn (`struck`): what a strike one turn ahead would take (ore counted as it scores). One pass for
    every player: the evaluation asks it of each position."""
    found = [0.0] * len(state.players)
    zones = {owner: zone for owner, zone in strike_zones(state).items() if zone}
    if not zones:
        return found
    for piece in state.pieces:
        player = state.owner(piece) if piece.where == BOARD and piece.kind in PREY else None
        if player is not None and struck(zones, player, piece.hex):
            found[player] += 1.0 + 2.0 * sum(1 for q in piece.contents if state.pieces[q].kind is Kind.ORE)
    return found


#: The cheapest ways out of danger offered for each piece (`evasions`).
WAYS_OUT = 2


def evasions(state: FmpGame, seat: Seat, legal: list[Any]) -> list[Any]:
    """Hard's aimed moves out of danger: for each of the seat's pieces out on the planet that two enemy destroyers
    could strike next turn (`struck`), its cheapest moves to a hex they could not (`WAYS_OUT`). Among the hundreds
    of moves a turn offers, the few ways out are seldom among those drawn at random to be tried."""
    hunting = strike_zones(state)
    if not any(owner != seat and zone for owner, zone in hunting.items()):
        return []
    found: list[Any] = []
    for piece in state.pieces:
        if piece.where != BOARD or piece.kind not in PREY or state.owner(piece) != seat \
                or not struck(hunting, seat, piece.hex):
            continue
        ways = [a for a in legal
                if isinstance(a, Move) and a.piece == piece.id and not struck(hunting, seat, a.path[-1][0])]
        found += sorted(ways, key=lambda a: len(a.path))[:WAYS_OUT]
    return found


def hunting(state: FmpGame, measure: Measure) -> list[float]:
    """What each player's destroyers out on the planet are worth for being out, before the way home counts
    (`HOMEWARD`): the measure's `out` each, and how near they are to enemy pieces worth striking: from its `far`
    hexes on, each hex nearer is worth `HUNT`."""
    found = [0.0] * len(state.players)
    if LAST_TURN - state.turn < HOMEWARD:
        return found
    prey: dict[int, list[Hex]] = {}
    for q in state.pieces:
        owner = state.owner(q) if q.where == BOARD and q.kind in PREY else None
        if owner is not None:
            prey.setdefault(owner, []).append(q.hex)
    to_prey = {owner: nearness(tuple(hexes)) for owner, hexes in prey.items()}  # (each player's, kept as it stands)
    for d in (state.pieces[i] for i in state.destroyer_ids):
        player = state.owner(d) if d.where == BOARD and d.kind is not Kind.TURRET else None
        if player is None:
            continue
        near = [to(d.hex) for owner, to in to_prey.items() if owner != player]
        found[player] += POINT * measure.out + (HUNT * max(0, measure.far - min(near)) if near else 0.0)
    return found


def hard_sides(state: FmpGame, measure: Measure = HARD_MEASURE) -> list[float]:
    """Hard's worth of each side: `sides`, less what the opponents could strike of it next turn (so it guards and
    moves away), more what it could strike of theirs, and its destroyers drawn towards enemy pieces (so they go out
    and hunt in pairs, `strikes` then firing or taking), as `measure` weighs them."""
    threat = menace(state)
    hunt = hunting(state, measure)
    values = sides(state, measure.tide, measure.abandoned, measure.carry)
    for player in range(len(values)):
        hunted = sum(threat[p] for p in range(len(values)) if p != player)
        values[player] += POINT * MENACE * (hunted - threat[player]) + hunt[player]
    return values


def hard_evaluate(state: FmpGame, seat: Seat) -> float:
    """How far the seat is ahead of the best other side, by `hard_sides`."""
    return ahead(hard_sides(state), seat)


def hard_one_evaluate(state: FmpGame, seat: Seat) -> float:
    """The fixed reference level's measure (`hard-1`): Hard's as it was fixed (`FIXED_MEASURE`)."""
    return ahead(hard_sides(state, FIXED_MEASURE), seat)


def hard_one_sensible(state: FmpGame, seat: Seat, legal: list[Any]) -> list[Any]:
    """Moving a piece between the holds of one barge or astronef is free and changes nothing a turn can use here:
    left out, so a computer does not shuffle its cargo while people wait. On the last turn nothing goes out of an
    astronef (only what is inside scores, FMP.END.5, and the take-off needs points, FMP.END.4): a player sure to
    lose once its turn ends would otherwise put a piece out and back again while its points lasted, to put the
    end off. (`hard-1`'s, as it was fixed; the other levels' is `sensible`.)"""
    last = state.turn >= LAST_TURN
    kept = [a for a in legal if not isinstance(a, Transfer)
            and not (last and isinstance(a, Unload) and state.pieces[a.carrier].kind is Kind.ASTRONEF)]
    return paying(state, seat, kept) if last else kept


def sensible(state: FmpGame, seat: Seat, legal: list[Any]) -> list[Any]:
    """`hard_one_sensible`, and no ore put down on the planet for nothing (`dumped`)."""
    return [a for a in hard_one_sensible(state, seat, legal) if not dumped(state, seat, a)]


def dumped(state: FmpGame, seat: Seat, action: Any) -> bool:
    """Whether `action` has one of the seat's transporters put ore down where neither its astronef (beside a pode,
    FMP.SHIP.3) nor another of its transporters takes it (`reasons.ore_put_down`). Ore put down on the planet
    counts for no one, nor does ore handed to a weather layer until it builds, and an empty transporter beside ore
    counts what it may still bring in: a loaded barge far from home weighed less than the same barge emptied, and
    the review's judge told a player to load ore, then put it down again."""
    if not isinstance(action, Unload) or state.pieces[action.cargo].kind is not Kind.ORE \
            or state.pieces[action.carrier].kind not in CARRIERS:
        return False
    takers = (state.at(h) for h in action.to)
    return not beside_a_pode(state, seat, action.to) \
        and not any(taker is not None and taker.kind in CARRIERS and state.owner(taker) == seat for taker in takers)


def hard_sensible(state: FmpGame, seat: Seat, legal: list[Any]) -> list[Any]:
    """`sensible`, and at the start of turn 21 the decision by count (`leaving`): stay while pieces of its own
    are still out within reach, unless besieged; and before the last turn, ore a piece brought into the astronef
    put into its hold at once (`into_the_hold`)."""
    if any(isinstance(a, Decide) for a in legal):
        return [decision(state, seat)]
    emptying = next((a for a in legal if into_the_hold(state, a)), None) if state.turn < LAST_TURN else None
    return [emptying] if emptying is not None else sensible(state, seat, legal)


def foreseen(state: FmpGame, seat: Seat, action: Any) -> list[tuple[float, Any]] | None:
    """Where the seat's turn-21 decision is not the last to be made (FMP.END.1: all decide in secret, then all are
    revealed), the position once the others still deciding have decided as Hard's count would (`leaving`): weighed
    before they are revealed, staying and leaving were worth alike, and the first to decide chose between them at
    random. None for any other move."""
    if not isinstance(action, Decide) or state.phase != Phase.DECISION:
        return None
    trial = state.clone()
    trial.apply(action, seat)
    for other in schedule.deciding(trial):
        trial.apply(decision(trial, other), other)
    return [(1.0, trial)]


def follows(state: FmpGame, seat: Seat, moves: list[Any], action: Any) -> list[Any] | None:
    """Hard's follow-ups after one of its moves, mid-turn: the moves it had before, but for those of the pieces the
    move set to work, whose own are listed afresh from where they now stand (the legal list walks every piece
    of the seat, a hundred hexes each: listed again for each of forty candidates, it was a third of a turn's
    thinking). Each is checked before it is tried (a hex now taken, points now spent); a path now longer than the
    points left is left out (it would stop short, FMP.PTS.5, where a move listed with it already goes, the cheapest
    way: played whole, it was told and drawn whole). None on the last turn (its moves are those that leave the
    take-off paid, `paying`) and outside the turns of play."""
    if state.phase != Phase.PLAY or state.overtime or state.turn >= LAST_TURN or state.active != seat:
        return None
    touched = set(actors(action))  # (the move itself among them: every move the search tries sets a piece to work)
    have = state.points[seat].available
    kept = [move for move in moves if touched.isdisjoint(actors(move))
            and not (isinstance(move, Move) and len(move.path) > have)]
    fresh = dict.fromkeys(move for pid in sorted(touched) for move in piece_actions(state, pid))  # (a load: twice)
    return sensible(state, seat, [*kept, *fresh])


#: Points over the take-off's price below which, on the last turn, each move is tried for what it leaves.
SPARE = 5


def hands_on(state: FmpGame, seat: Seat, action: Any) -> bool:
    """Whether `action` only ends the seat's turn (before the last turn, whose end is the take-off): Hard weighs
    it by the position as it leaves it (see `SearchBot`). The next turn's tide, drawn on one guess of the deck,
    made ending a turn look better or worse than it is: Hard ended turns with 15 or 25 points while ore lay near,
    or put a boat out of its astronef and back in again, move after move, to put the draw off."""
    return isinstance(action, EndTurn) and state.turn < LAST_TURN


def paying(state: FmpGame, seat: Seat, moves: list[Any]) -> list[Any]:
    """On the last turn, the moves that leave the points to pay the take-off (FMP.END.4): a player sure to lose
    once its turn ends spent its last points on any move rather than end it, and its astronef stayed, scoring
    nothing (5 of 200 four-player games). Tried only when few points are left."""
    ships = [ship for ship in state.astronefs(seat) if ship.where == BOARD]
    need = sum(astronef.takeoff_cost(state, ship) for ship in ships)
    if not ships or state.active != seat or state.points[seat].available > need + SPARE:
        return moves
    kept = []
    for move in moves:
        if isinstance(move, EndTurn | TakeOff):  # (ending the turn is the take-off)
            kept.append(move)
            continue
        with state.trial():  # (played on the position, then rolled back: a copy for each move made the last turn
            state.apply(move)  # the slowest of the game, over six seconds)
            if state.points[seat].available >= need:
                kept.append(move)
    return kept


def plans(state: FmpGame, seat: Seat, legal: list[Any]) -> list[tuple[tuple[Any, ...], str, dict[str, int]]]:
    """`hard-1`'s plans: its strikes (`strikes`), said as "a strike: fire on the enemy piece at 12,7 within 3
    actions"."""
    found = []
    for strike in strikes(state, seat, legal):
        why = "fmp_plan_capture" if isinstance(strike.actions[-1], Capture) else "fmp_plan_fire"
        found.append((strike.actions, why, aimed(state, strike.target, len(strike.actions))))
    return found


def hard_plans(state: FmpGame, seat: Seat, legal: list[Any]) -> list[tuple[tuple[Any, ...], str, dict[str, int]]]:
    """Hard's plans: the strikes, and the errands that bring ore and pieces home (`errands`), said as "an ore run:
    load the ore at 12,7 within 2 actions"."""
    found = plans(state, seat, legal)
    for errand in [*errands(state, seat, legal), *towards(state, seat, legal)]:
        found.append((errand.actions, f"fmp_plan_{errand.purpose}", aimed(state, errand.target, len(errand.actions))))
    return found


#: The goal each of Hard's errands holds a piece to from turn to turn (`aim`): the ore it goes for, or home.
GOALS = {"fmp_plan_ore": "ore", "fmp_plan_way_ore": "ore", "fmp_plan_deliver": "home", "fmp_plan_way_home": "home",
         "fmp_plan_home": "home"}


def aim(state: FmpGame, seat: Seat, plan: tuple[tuple[Any, ...], str, dict[str, int]]) -> tuple[int, Any] | None:
    """The piece one of Hard's errands sets to work, and its goal (`GOALS`: which ore, or home) with the hex the
    piece stands on in `state` (None: a strike, whose goal is reached within the turn or dropped)."""
    actions, why, values = plan
    goal = GOALS.get(why)
    first = actions[0] if actions else None
    if goal is None or not isinstance(first, Move | Load | Unload):
        return None
    if isinstance(first, Move):
        piece = first.piece
    else:  # (a load into the astronef brings its cargo home; the rest set the transporter to work)
        aboard_ship = isinstance(first, Load) and state.pieces[first.carrier].kind is Kind.ASTRONEF
        piece = first.cargo if aboard_ship else first.carrier
    where = state.pieces[piece].hex if state.pieces[piece].where == BOARD else None
    return piece, (goal, (values["col"], values["row"]) if goal == "ore" else None, where)


def aimed(state: FmpGame, target: Hex, count: int) -> dict[str, int]:
    """What a plan's sentence quotes: the hex it aims at, as the printed board names it, and its actions."""
    col, row = state.planet.layout.from_axial(target) if state.planet.layout else target
    return {"col": col, "row": row, "count": count}


def hard_leads(state: FmpGame, seat: Seat, legal: list[Any]) -> list[Any]:
    """Hard's aimed moves: out of danger (`evasions`); those towards the ore or home beyond this turn's points are
    its plans (`towards`)."""
    return evasions(state, seat, legal)


#: Hard's search (and `hard-1`'s): each move followed up by 12 of its own, the turn's plan kept, plans offered (Hard
#: also takes up a better plan its own last move opened, `Effort.replan`, and looks at no more than `LOOKS`
#: positions in the full searches of one turn).
HARD = Effort(40, 1, 0, follow=12, keep=True, turn=6)
#: The positions Hard's full searches of one turn look at (the turn's later decisions take a shorter look): about
#: four seconds of a turn on one core, where a turn of many pieces in contact took six. Counted in positions of a
#: table of two (`table_cost`).
LOOKS = 2000
#: What each player beyond two adds to the cost of weighing a position, for Hard's `LOOKS` (`table_cost`).
EACH_MORE = 0.3


def table_cost(state: FmpGame) -> float:
    """What weighing a position of this table costs Hard, in positions of a table of two: each army more is more
    pieces for its evaluation to walk. Measured at a table of four, a position took a fifth longer to weigh and the
    slowest turns a third longer (p95 3.4 s against 2.6 s at a table of two). Counted as 1.4, the p95 of ten games
    of four came to 3.0 s, on the limit: a position of four players counts as 1.6."""
    return 1.0 + EACH_MORE * (len(state.players) - 2)


#: The sequences of plans Hard weighs at each length of a turn's chain of them (`Effort.chain`).
CHAIN = 3
#: What a plan that carries on with a piece's goal is worth more to Hard (`Effort.hold`): a twentieth of a point of
#: score, as much as a hex and a quarter nearer the ore (`PULL`).
HOLD = 0.05 * POINT
#: The review's judge (`arcade.review`, Normal) values each move it compares at its best follow-up among this many of
#: the seat's next moves, as a turn of many moves is played: ore put down beside the astronef is worth its loading
#: next, and a move that only pays with the next one is no mistake.
JUDGE_FOLLOW = 40


def levels() -> dict[str, Bot[Any, Any]]:
    """Easy, Normal (which, as the review's judge, foresees the others' turn-21 decisions, `foreseen`) and Hard,
    and `hard-1`: the arena's fixed reference that every later Hard is measured against (never tuned; a test holds
    it to the moves it chose when it was fixed, so a change to what it shares with Hard shows)."""
    found = search_levels(evaluate, Effort(8, 1, 0), Effort(40, 1, 0), Effort(40, 1, 0), sensible, explain=reason)
    found["normal"] = SearchBot("normal", evaluate, Effort(40, 1, 0), sensible=sensible, explain=reason,
                                chances=foreseen)
    found["hard"] = SearchBot("hard", hard_evaluate, replace(HARD, replan=True, looks=LOOKS, chain=CHAIN, hold=HOLD),
                              sensible=hard_sensible, explain=reason, plans=hard_plans, leads=hard_leads,
                              passing=hands_on, follows=follows, aims=aim, cost=table_cost)
    found["hard-1"] = SearchBot("hard-1", hard_one_evaluate, HARD, sensible=hard_one_sensible, explain=reason,
                                plans=plans)
    return found
