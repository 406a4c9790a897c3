"""Full Metal Planète: landing, deployment, turn order, time-out, forecasts, records, and whole random games."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from arcade.core.record import GameRecord, Step
from arcade.games.fmp.replay import main as replay_main
from arcade.games.fmp.replay import new_game, replay
from arcade.games.fmp.rules import (
    Capture,
    EndTurn,
    Fire,
    FmpGame,
    Land,
    Move,
    Notation,
    Phase,
    TimeUp,
    Transfer,
    Unload,
    from_data,
    to_data,
)
from arcade.games.fmp.rules.model import BOARD, CARRIED, angle_on_board, astronef_hexes, board_centre
from arcade.games.fmp.rules.pieces import Kind
from arcade.games.fmp.rules.random_player import RandomPlayer
from tests.games.fmp.scenario import REAL, Scenario

NAMES = ["Ann", "Bob", "Cy", "Dee"]


def landed(players: int = 4, seed: int = 7) -> FmpGame:
    g = FmpGame(REAL, NAMES[:players], seed)
    while g.phase == Phase.LANDING:
        g.apply(g.landing_options()[0])
    return g


def test_FMP_START_2_landing_inside_one_zone_apart_from_the_others() -> None:
    g = FmpGame(REAL, NAMES, seed=3)
    ship = next(p for p in g.pieces if p.kind is Kind.ASTRONEF and g.owner(p) == g.active)
    sea = next(h for h, t in REAL.terrain.items() if t == "sea" and not REAL.on_edge(h))
    assert g.check(Land(ship.id, sea, 0)).clause == "FMP.SHIP.1"  # type: ignore[union-attr]
    edge = next(h for h in sorted(REAL.terrain) if any(REAL.on_edge(x) for x in astronef_hexes(h, 0)) and all(
        REAL.terrain.get(x) in ("plain", "marsh") and REAL.zone_of(x) == REAL.zone_of(h)
        for x in astronef_hexes(h, 0)))
    assert g.check(Land(ship.id, edge, 0)).clause == "FMP.START.2"  # type: ignore[union-attr]
    first = next(a for a in g.landing_options() if REAL.zone_of(a.dome) == "B")
    zone_ore = [p for p in g.pieces if p.kind is Kind.ORE and p.where == BOARD and p.hex in
                REAL.zones["B"] | REAL.reefs["B"]]
    assert zone_ore
    g.apply(first)
    assert all(p.where != BOARD for p in zone_ore)  # the landing zone is cleared of ore
    nxt = next(p for p in g.pieces if p.kind is Kind.ASTRONEF and g.owner(p) == g.active)
    options = {REAL.zone_of(a.dome) for a in g.landing_options()}
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
    g.apply(Unload(ship.id, tank.id, (inside,)))
    assert tank.hex == inside and g.points[g.active].available == 0  # no points, nothing paid
    boat = next(p for p in g.inside(ship) if p.kind is Kind.MOTORBOAT)
    assert g.check(Unload(ship.id, boat.id, (inside,))).clause == "FMP.START.3"  # type: ignore[union-attr]
    barge = next(p for p in g.inside(ship) if p.kind is Kind.BARGE)
    cargo = next(p for p in g.inside(ship) if p.kind is Kind.TANK and p.carrier == ship.id)
    g.apply(Transfer(cargo.id, barge.id))  # transporters may be deployed loaded
    coast = sorted(REAL.coast(zone))
    place = next((a, b) for a in coast for b in sorted(REAL.coast(zone))
                 if g.check(Unload(ship.id, barge.id, (a, b))) is None)
    g.apply(Unload(ship.id, barge.id, place))
    assert barge.where == BOARD and cargo.carrier == barge.id


def test_FMP_START_4_first_player_drawn_then_clockwise() -> None:
    orders = set()
    for seed in range(6):
        g = landed(seed=seed)
        while g.phase == Phase.DEPLOYMENT:
            g.apply(EndTurn())
        assert g.turn == 3 and g.phase == Phase.PLAY
        assert sorted(g.order) == [0, 1, 2, 3]
        centre = board_centre(list(REAL.terrain))
        angles = [angle_on_board(g.astronefs(p)[0].hex, centre) for p in g.order]
        turns = sum(1 for a, b in zip(angles, angles[1:] + angles[:1], strict=True) if b < a)
        assert turns == 1  # one lap clockwise around the board, starting from the drawn player
        orders.add(g.order[0])
    assert len(orders) > 1  # the first player is drawn
    two = Scenario(players=2, armies=2)
    two.ship(0, 1, 1)
    two.ship(0, 4, 1, army=1)
    two.game._begin_player_turn([])
    assert two.game.points[0].base == 20  # two armies: two astronefs, base credit 20


def test_FMP_TIME_1_after_time_out_no_piece_moves() -> None:
    s = Scenario()
    tank = s.put(0, Kind.TANK, (0, 4))
    s.play(TimeUp())
    assert s.refusal(Move(tank.id, ((s.h(1, 4),),))) == "FMP.TIME.1"


def test_FMP_TIME_2_after_time_out_only_shots_and_captures_then_the_end() -> None:
    s = Scenario()
    s.ship(0, 1, 1)
    s.ship(1, 4, 5)
    a, b = s.put(0, Kind.TANK, (0, 5)), s.put(0, Kind.TANK, (1, 6))
    crab, boat = s.put(1, Kind.CRAB, (0, 6)), s.put(1, Kind.WEATHER_LAYER, (2, 6))
    s.play(TimeUp())
    s.play(Fire((a.id, b.id), boat.hex))
    s.play(Capture((a.id, b.id), crab.id))
    assert s.refusal(Transfer(0, 1)) == "FMP.TIME.2"
    s.play(EndTurn())
    assert s.game.active == 1 and not s.game.overtime


def test_FMP_TIME_3_landing_and_deployment_have_their_own_three_minutes() -> None:
    g = FmpGame(REAL, NAMES[:3], seed=2)
    late = g.active
    g.apply(TimeUp())  # did not land in time: out of the game
    assert late in g.out and g.active != late
    while g.phase == Phase.LANDING:
        g.apply(g.landing_options()[0])
    deploying = g.active
    g.apply(TimeUp())  # deployment: the next player's three minutes
    assert g.active != deploying and late not in (deploying, g.active)  # the late player is skipped


def test_FMP_TIDE_6_forecasts_are_private_and_public_when_all_see() -> None:
    s = Scenario(players=2)
    s.ship(0, 1, 1)
    s.ship(1, 4, 5)
    layer = s.put(0, Kind.WEATHER_LAYER, (0, 5))
    s.game._tide_changed([])
    g = s.game
    assert len(g.forecasts[0]) == 1 and g.forecasts[1] == []
    assert g.view_for(0)["forecast"] == g.deck.future[:1] and g.view_for(1)["forecast"] == []
    assert g.public_forecast is None
    s.put(1, Kind.WEATHER_LAYER, (5, 7))
    g._tide_changed([])
    assert g.public_forecast == g.deck.future[0]  # everyone sees it: shown publicly
    s.put(1, Kind.TANK, (0, 7))
    s.put(1, Kind.TANK, (1, 6))
    assert g.piece_under_fire(layer)
    g._tide_changed([])
    assert g.forecasts[0] == []  # a layer under enemy fire is not operational


def play_random(seed: int, players: int = 4, armies: int = 1, check_each: bool = True) -> tuple[FmpGame, GameRecord]:
    game = FmpGame(REAL, NAMES[:players], seed, armies)
    record = GameRecord("fmp", "1", {"players": NAMES[:players], "options": {"armies": armies}}, seed)
    bot = RandomPlayer(random.Random(seed * 31 + 1))
    total = len(game.pieces)
    ore_start = sum(1 for p in game.pieces if p.kind is Kind.ORE)
    steps = 0
    while not game.over:
        action = bot.choose(game)
        assert game.check(action) is None, (action, game.check(action))
        game.apply(action)
        record.steps.append(Step(None, to_data(action)))
        steps += 1
        assert steps < 5000
        if check_each:
            invariants(game, action, total, ore_start)
    return game, record


def invariants(game: FmpGame, action: object, total: int, ore_start: int) -> None:
    assert len(game.pieces) == total and sum(1 for p in game.pieces if p.kind is Kind.ORE) == ore_start
    seen: dict[object, int] = {}
    for p in game.pieces:
        if p.where == BOARD and p.kind is not Kind.TURRET:
            index = game.pontoon_at if p.kind is Kind.PONTOON else game.top
            for h in p.hexes:
                assert h in REAL.terrain and index[h] == p.id  # one piece per hex (pontoons apart)
                key = (h, p.kind is Kind.PONTOON)
                assert key not in seen
                seen[key] = p.id
        elif p.where == CARRIED:
            assert p.carrier is not None and p.id in game.pieces[p.carrier].contents
    assert len(game.top) + len(game.pontoon_at) == len(seen)
    assert all(pts.available >= 0 and pts.saved <= 10 for pts in game.points)
    if isinstance(action, Move):
        moved = game.pieces[action.piece]
        assert not game.piece_under_fire(moved)  # nothing enters or stops under enemy fire


@pytest.mark.parametrize("seed,players,armies", [(1, 4, 1), (2, 4, 1), (3, 3, 1), (4, 2, 1), (5, 2, 2), (6, 4, 1)])
def test_random_games_from_landing_to_scores(seed: int, players: int, armies: int) -> None:
    game, record = play_random(seed, players, armies)
    assert game.over and game.turn >= 25 or not any(game.in_play(p) for p in range(players))
    assert len(game.scores()) == players and sorted(game.ranking()) == list(range(players))
    again = replay(record)  # the record replays to the same final state
    assert again.summary() == game.summary() and again.counts() == game.counts()
    assert [(p.where, p.hexes, p.colour) for p in again.pieces] == [(p.where, p.hexes, p.colour) for p in game.pieces]


def test_actions_round_trip_as_data_and_text() -> None:
    game, record = play_random(8, check_each=False)
    notation = Notation(REAL.layout)  # type: ignore[arg-type]
    kinds = set()
    for data in (step.action for step in record.steps):
        action = from_data(data)
        assert to_data(action) == data
        assert notation.parse(notation.format(action)) == action
        kinds.add(data["type"])
    assert {"land", "move", "unload", "end", "decide"} <= kinds
    for bad in ({"type": "move"}, {"type": "fire", "shooters": [1], "target": [0, 0]}, "move", {"type": "jump"},
                {"type": "move", "piece": "x", "path": []}):
        with pytest.raises(ValueError):
            from_data(bad)
    for text in ("", "fly 3", "move x 1,1", "fire 1 2 3,3", "land 0 4,4 east"):
        with pytest.raises(ValueError):
            notation.parse(text)


def test_replay_entry_prints_the_final_state(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game, record = play_random(9, players=2, check_each=False)
    path = tmp_path / "game.yaml"
    path.write_text(record.to_text(), encoding="utf-8")
    assert replay_main([str(path)]) == 0
    out = capsys.readouterr().out
    assert out.strip() == game.summary()
    record.steps.insert(5, Step(None, {"type": "fire", "shooters": [1, 2], "target": [0, 0]}))
    path.write_text(record.to_text(), encoding="utf-8")
    assert replay_main([str(path)]) == 1
    assert "action 6" in capsys.readouterr().err
    path.write_text("{not a record", encoding="utf-8")
    assert replay_main([str(path)]) == 1


def test_same_seed_and_actions_same_game() -> None:
    a, record = play_random(11, players=3, check_each=False)
    b = new_game(record.setup, record.seed)
    for data in (step.action for step in record.steps):
        b.apply(from_data(data))
    assert b.summary() == a.summary() and b.deck.reshuffled_at == a.deck.reshuffled_at == [11, 19]
