"""Full Metal Planète: landing, deployment, turn order, time-out, forecasts, and whole games on the protocol."""

from __future__ import annotations

import random

import pytest

from arcade.core.protocol import SYSTEM, Seat
from arcade.games.fmp.data import rules
from arcade.games.fmp.rules import (
    CODEC,
    EndTurn,
    FmpGame,
    Land,
    Move,
    Notation,
    Phase,
    TimeUp,
    Transfer,
    Unload,
    astronef,
    firezones,
    movement,
    schedule,
)
from arcade.games.fmp.rules.actions import Capture, Fire, Load, Rebuild
from arcade.games.fmp.rules.legal import legal_actions, piece_actions
from arcade.games.fmp.rules.model import BOARD, CARRIED, angle_on_board, astronef_hexes, board_centre
from arcade.games.fmp.rules.pieces import Kind
from arcade.games.fmp.rules.view import view_of
from tests.games.fmp.planets import REAL, small
from tests.replaying import replay_steps
from tests.scripted import play

RULES = rules()
NAMES = ["Ann", "Bob", "Cy", "Dee"]


def new(players: int = 4, seed: int = 7, armies: int = 1) -> FmpGame:
    return RULES.new({"players": NAMES[:players], "options": {"armies": str(armies)}}, seed)


def landed(players: int = 4, seed: int = 7) -> FmpGame:
    g = new(players, seed)
    while g.phase == Phase.LANDING:
        play(g, astronef.landing_options(g)[0])
    return g


def test_FMP_START_2_landing_inside_one_zone_apart_from_the_others() -> None:
    g = new(seed=3)
    ship = next(p for p in g.pieces if p.kind is Kind.ASTRONEF and g.owner(p) == g.active)
    sea = next(h for h, t in REAL.terrain.items() if t == "sea" and not REAL.on_edge(h))
    assert g.check(Land(ship.id, sea, 0)).clause == "FMP.SHIP.1"  # type: ignore[union-attr]
    edge = next(h for h in sorted(REAL.terrain) if any(REAL.on_edge(x) for x in astronef_hexes(h, 0)) and all(
        REAL.terrain.get(x) in ("plain", "marsh") and REAL.zone_of(x) == REAL.zone_of(h)
        for x in astronef_hexes(h, 0)))
    assert g.check(Land(ship.id, edge, 0)).clause == "FMP.START.2"  # type: ignore[union-attr]
    first = next(a for a in astronef.landing_options(g) if REAL.zone_of(a.dome) == "B")
    zone_ore = [p for p in g.pieces if p.kind is Kind.ORE and p.where == BOARD and p.hex in
                REAL.zones["B"] | REAL.reefs["B"]]
    assert zone_ore
    play(g, first)
    assert all(p.where != BOARD for p in zone_ore)  # the landing zone is cleared of ore
    nxt = next(p for p in g.pieces if p.kind is Kind.ASTRONEF and g.owner(p) == g.active)
    options = {REAL.zone_of(a.dome) for a in astronef.landing_options(g)}
    assert not options & {"A", "B", "C"}  # not the same zone, nor the contiguous ones
    same = next(h for h in sorted(REAL.zones["B"]) if g.check(Land(nxt.id, h, 0)) is not None
                and g.check(Land(nxt.id, h, 0)).key == "zone_taken")  # type: ignore[union-attr]
    assert g.check(Land(nxt.id, same, 0)).clause == "FMP.START.2"  # type: ignore[union-attr]
    assert g.check(EndTurn()).clause == "FMP.START.2"  # type: ignore[union-attr]


def test_FMP_START_3_deployment_is_free_inside_the_zone_and_on_its_coast() -> None:
    g = landed(players=2)
    assert g.phase == Phase.DEPLOYMENT and g.turn == 2 and g.tide == "normal"
    ship = g.astronefs(g.active)[0]
    zone = g.zone_of_ship[ship.id]
    tank = next(p for p in g.inside(ship) if p.kind is Kind.TANK)
    inside = next(h for h in sorted(REAL.zones[zone]) if g.at(h) is None and REAL.terrain[h] == "plain")
    outside = next(h for h in sorted(REAL.terrain) if REAL.zone_of(h) not in (zone, None) and g.at(h) is None)
    assert g.check(Unload(ship.id, tank.id, (outside,))).clause == "FMP.START.3"  # type: ignore[union-attr]
    play(g, Unload(ship.id, tank.id, (inside,)))
    assert tank.hex == inside and g.points[g.active].available == 0  # no points, nothing paid
    boat = next(p for p in g.inside(ship) if p.kind is Kind.MOTORBOAT)
    assert g.check(Unload(ship.id, boat.id, (inside,))).clause == "FMP.START.3"  # type: ignore[union-attr]
    barge = next(p for p in g.inside(ship) if p.kind is Kind.BARGE)
    cargo = next(p for p in g.inside(ship) if p.kind is Kind.TANK and p.carrier == ship.id)
    play(g, Transfer(cargo.id, barge.id))  # transporters may be deployed loaded
    coast = sorted(REAL.coast(zone))
    place = next((a, b) for a in coast for b in sorted(REAL.coast(zone))
                 if g.check(Unload(ship.id, barge.id, (a, b))) is None)
    play(g, Unload(ship.id, barge.id, place))
    assert barge.where == BOARD and cargo.carrier == barge.id


def test_FMP_START_4_first_player_drawn_then_clockwise() -> None:
    orders = set()
    for seed in range(6):
        g = landed(seed=seed)
        while g.phase == Phase.DEPLOYMENT:
            play(g, EndTurn())
        assert g.turn == 3 and g.phase == Phase.PLAY
        assert sorted(g.order) == [0, 1, 2, 3]
        centre = board_centre(list(REAL.terrain))
        angles = [angle_on_board(g.astronefs(p)[0].hex, centre) for p in g.order]
        turns = sum(1 for a, b in zip(angles, angles[1:] + angles[:1], strict=True) if b < a)
        assert turns == 1  # one lap clockwise around the board, starting from the drawn player
        orders.add(g.order[0])
    assert len(orders) > 1  # the first player is drawn
    two = small(players=2, armies=2)
    two.ship(0, 1, 1)
    two.ship(0, 4, 1, army=1)
    two.start_turn(0)
    assert two.game.points[0].base == 20  # two armies: two astronefs, base credit 20


def test_FMP_TIME_1_after_time_out_no_piece_moves() -> None:
    s = small()
    tank = s.put(0, Kind.TANK, (0, 4))
    s.play(TimeUp())
    assert s.clause(Move(tank.id, ((s.h(1, 4),),))) == "FMP.TIME.1"


def test_FMP_TIME_2_after_time_out_only_shots_and_captures_then_the_end() -> None:
    s = small()
    s.ship(0, 1, 1)
    s.ship(1, 4, 5)
    a, b = s.put(0, Kind.TANK, (0, 5)), s.put(0, Kind.TANK, (1, 6))
    crab, boat = s.put(1, Kind.CRAB, (0, 6)), s.put(1, Kind.WEATHER_LAYER, (2, 6))
    s.play(TimeUp())
    s.play(Fire((a.id, b.id), boat.hex))
    s.play(Capture((a.id, b.id), crab.id))
    assert s.clause(Transfer(0, 1)) == "FMP.TIME.2"
    s.play(EndTurn())
    assert s.game.active == 1 and not s.game.overtime


def test_FMP_TIME_3_landing_and_deployment_have_their_own_three_minutes() -> None:
    g = new(players=3, seed=2)
    late = g.active
    play(g, TimeUp())  # did not land in time: out of the game
    assert late in g.out and g.active != late
    while g.phase == Phase.LANDING:
        play(g, astronef.landing_options(g)[0])
    deploying = g.active
    play(g, TimeUp())  # deployment: the next player's three minutes
    assert g.active != deploying and late not in (deploying, g.active)  # the late player is skipped


def test_FMP_TIDE_6_forecasts_are_private_and_public_when_all_see() -> None:
    s = small(players=2)
    s.ship(0, 1, 1)
    s.ship(1, 4, 5)
    layer = s.put(0, Kind.WEATHER_LAYER, (0, 5))
    s.change_tide(s.game.tide)
    g = s.game
    assert len(g.forecasts[0]) == 1 and g.forecasts[1] == []
    assert view_of(g, 0).to_data()["forecast"] == {"forecast_of": 0, "tides": g.deck.future[:1]}
    assert view_of(g, 1).forecast == () and view_of(g, None).forecast is None
    assert RULES.secrets(g, 0) == [{"forecast_of": 0, "tides": g.deck.future[:1]}]
    assert g.public_forecast is None
    s.put(1, Kind.WEATHER_LAYER, (5, 7))
    s.change_tide(g.tide)
    assert g.public_forecast == g.deck.future[0]  # everyone sees it: shown publicly
    s.put(1, Kind.TANK, (0, 7))
    s.put(1, Kind.TANK, (1, 6))
    assert firezones.piece_under_fire(g, layer)
    s.change_tide(g.tide)
    assert g.forecasts[0] == []  # a layer under enemy fire is not operational


def quick_game(seed: int, players: int = 4, armies: int = 1) -> tuple[FmpGame, list[tuple[Seat, dict[str, object]]]]:
    """A whole game by a quick random player: a random piece's actions (a few per turn), else the end of the turn;
    every action checked before it is applied."""
    g = new(players, seed, armies)
    chooser = random.Random(seed)
    steps: list[tuple[Seat, dict[str, object]]] = []
    done = 0
    while RULES.to_act(g):
        seat = min(RULES.to_act(g) - {SYSTEM}, default=SYSTEM)
        options: list[object] = []
        if g.phase in (Phase.LANDING, Phase.DECISION) or seat == SYSTEM:
            options = RULES.legal_actions(g, seat)  # type: ignore[assignment]
        elif done < 8:
            mine = [p.id for p in g.pieces if p.where in (BOARD, CARRIED) and g.owner(p) == seat]
            for pid in chooser.sample(mine, min(4, len(mine))):
                options = piece_actions(g, pid)  # type: ignore[assignment]
                if options:
                    break
        action = chooser.choice(options) if options else EndTurn()
        done = 0 if isinstance(action, EndTurn) else done + 1
        assert RULES.check(g, seat, action) is None, action  # type: ignore[arg-type]
        RULES.apply(g, seat, action)  # type: ignore[arg-type]
        steps.append((seat, RULES.encode(action)))  # type: ignore[arg-type]
        assert len(steps) < 5000
    return g, steps


@pytest.mark.parametrize("seed,players,armies", [(4, 2, 1), (5, 2, 2), (6, 3, 1)])
def test_same_setup_seed_and_steps_make_the_same_game(seed: int, players: int, armies: int) -> None:
    game, steps = quick_game(seed, players, armies)
    outcome = RULES.outcome(game)
    assert outcome is not None and len(outcome.results) == players
    assert sorted(schedule.ranking(game)) == list(range(players))
    setup = {"players": NAMES[:players], "options": {"armies": str(armies)}}
    again = replay_steps(RULES, setup, seed, steps)
    assert RULES.fingerprint(again) == RULES.fingerprint(game)
    assert again.deck.reshuffled_at == game.deck.reshuffled_at == [11, 19]


def test_actions_round_trip_as_data_and_text() -> None:
    game, steps = quick_game(8, players=2)
    notation = Notation(REAL.layout)  # type: ignore[arg-type]
    kinds = set()
    for _seat, data in steps:
        action = CODEC.decode(data)
        assert CODEC.encode(action) == data
        assert notation.parse(notation.format(action)) == action
        kinds.add(data["type"])
    assert {"land", "move", "unload", "end", "decide"} <= kinds
    for text in ("", "fly 3", "move x 1,1", "fire 1 2 3,3", "land 0 4,4 east"):
        with pytest.raises(ValueError):
            notation.parse(text)


def test_every_listed_action_is_legal_and_moves_list_every_reachable_place() -> None:
    g = landed(players=2)
    while g.phase == Phase.DEPLOYMENT:
        deploy = [a for a in legal_actions(g, g.active) if isinstance(a, Unload)]
        play(g, deploy[len(deploy) // 2] if len(g.astronefs(g.active)[0].contents) > 4 else EndTurn())
    assert g.phase == Phase.PLAY
    listed = legal_actions(g, g.active)
    assert all(g.check(a) is None for a in listed)
    for p in g.pieces:
        if p.where == BOARD and g.owner(p) == g.active and p.kind is not Kind.TURRET and p.kind is not Kind.ASTRONEF:
            reach = movement.reachable(g, p.id)
            moves = {a.path[-1] for a in listed if isinstance(a, Move) and a.piece == p.id}
            assert set(reach.cost) <= moves  # one move per reachable place (strandings on purpose besides)
            assert all(a in listed for a in piece_actions(g, p.id))


def test_a_move_tried_on_the_game_leaves_what_a_copy_would_and_the_game_as_it_was() -> None:
    _, steps = quick_game(4, players=2)
    g = new(2, 4)
    tried = 0
    for n, (seat, data) in enumerate(steps):
        if g.phase == Phase.PLAY and n % 20 == 0:
            before = RULES.fingerprint(g)
            legal = RULES.legal_actions(g, g.active)
            for action in random.Random(n).sample(legal, min(25, len(legal))):
                copy = RULES.clone(g)
                RULES.apply(copy, g.active, action)
                with RULES.tried(g, g.active, action) as after:
                    assert RULES.fingerprint(after) == RULES.fingerprint(copy), action
                assert RULES.fingerprint(g) == before, action
                tried += 1
        RULES.apply(g, seat, RULES.decode(data))
    assert tried >= 100


def test_a_clone_is_independent_down_to_pieces_out_of_play_and_rebuilt_turrets() -> None:
    s = small(players=3)
    ship = s.ship(1, 4, 5, orientation=1)
    s.ship(2, 1, 1)
    for turret in s.game.turrets(ship):
        s.destroy(turret)
    tank = s.put(0, Kind.TANK, (2, 4))
    s.play(Load(ship.id, tank.id))  # taken: its turrets may be rebuilt
    copy = RULES.clone(s.game)
    before = RULES.fingerprint(s.game)
    play(copy, Rebuild(ship.id, 1))
    assert copy.live_turret(copy.pieces[ship.id], 1) is not None
    assert s.game.live_turret(ship, 1) is None and RULES.fingerprint(s.game) == before
    assert RULES.fingerprint(RULES.clone(s.game)) == before
