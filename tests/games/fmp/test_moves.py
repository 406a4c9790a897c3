"""Full Metal Planète: moving pieces, tides, ore, costs (positions on the small test planet)."""

from __future__ import annotations

from arcade.games.fmp.rules import astronef, firezones, movement, stranding
from arcade.games.fmp.rules.actions import EndTurn, Fire, Load, Move, TimeUp
from arcade.games.fmp.rules.events import Stopped, Stuck
from arcade.games.fmp.rules.pieces import Kind
from arcade.games.fmp.rules.tides import HIGH, LOW
from tests.games.fmp.planets import path, small


def test_FMP_BOARD_3_ore_blocks_and_cannot_be_loaded_when_submerged() -> None:
    s = small()
    tank = s.put(0, Kind.TANK, (2, 5))
    s.ore(3, 5)
    assert s.clause(Move(tank.id, path(s, (3, 5)))) == "FMP.BOARD.3"
    crab = s.put(0, Kind.CRAB, (6, 4))
    reef_ore = s.ore(7, 4)
    assert s.clause(Load(crab.id, reef_ore.id)) == "FMP.BOARD.3"  # reef at normal tide
    s.set_tide(LOW)
    assert s.clause(Load(crab.id, reef_ore.id)) is None
    high = small(tide=HIGH)
    crab = high.put(0, Kind.CRAB, (5, 4))
    marsh_ore = high.ore(6, 4)
    assert high.clause(Load(crab.id, marsh_ore.id)) == "FMP.BOARD.3"  # marsh at high tide


def test_FMP_TIDE_2_land_and_sea_units_in_play() -> None:
    s = small()
    tank = s.put(0, Kind.TANK, (6, 4))
    boat = s.put(0, Kind.MOTORBOAT, (7, 1))
    assert s.clause(Move(tank.id, path(s, (7, 4), (8, 4)))) == "FMP.TIDE.2"  # through the reef: water now
    assert s.clause(Move(boat.id, path(s, (6, 1), (5, 1)))) == "FMP.TIDE.2"  # the marsh is land now
    assert s.clause(Move(boat.id, path(s, (8, 1)))) is None
    s.set_tide(HIGH)
    assert s.clause(Move(boat.id, path(s, (6, 1)))) is None  # high tide: the marsh is water


def test_FMP_TIDE_3_stuck_pieces_cannot_act_but_stay_targets_and_obstacles() -> None:
    s = small()
    tank = s.put(0, Kind.TANK, (6, 4))
    s.set_tide(HIGH)
    assert stranding.is_stuck(s.game, tank) == "bogged"
    assert s.clause(Move(tank.id, path(s, (5, 4)))) == "FMP.TIDE.3"
    other = s.put(0, Kind.TANK, (5, 4))
    assert s.clause(Move(other.id, path(s, (6, 4)))) == "FMP.MOVE.2"  # still an obstacle
    # an enemy may destroy it: two enemy tanks in range
    s.as_player(1)
    a, b = s.put(1, Kind.TANK, (5, 3)), s.put(1, Kind.TANK, (5, 5))
    assert s.clause(Fire((a.id, b.id), tank.hex)) is None
    s.set_tide("normal")
    assert stranding.is_stuck(s.game, tank) is None  # the favourable tide returns


def test_FMP_TIDE_4_stranding_on_purpose_stops_the_piece() -> None:
    s = small()
    tank = s.put(0, Kind.TANK, (6, 4))
    events = s.play(Move(tank.id, path(s, (7, 4))))  # onto the reef, under water at normal tide
    assert Stuck(tank.id, "bogged") in events
    assert s.clause(Move(tank.id, path(s, (6, 4)))) == "FMP.TIDE.3"
    other = s.put(0, Kind.TANK, (6, 6))
    assert s.clause(Move(other.id, path(s, (7, 6), (7, 5)))) == "FMP.TIDE.2"  # it stops at the first such hex
    boat = s.put(0, Kind.MOTORBOAT, (8, 1))
    s.play(Move(boat.id, path(s, (7, 1), (6, 1))))  # the last hex strands it on the marsh
    assert stranding.is_stuck(s.game, boat) == "stranded"


def test_FMP_PTS_2_costs() -> None:
    s = small()
    s.points(15)
    pts = s.game.points[0]
    tank = s.put(0, Kind.TANK, (0, 4))
    s.play(Move(tank.id, path(s, (1, 4), (2, 4), (3, 4))))
    assert pts.available == 12  # 1 per hex
    barge = s.put(0, Kind.BARGE, (7, 2), (8, 2))
    s.play(Move(barge.id, ((s.h(7, 2), s.h(7, 3)),)))  # one half on a new hex: 1 point
    assert pts.available == 11
    s.play(Load(barge.id, s.put(0, Kind.TANK, (6, 2)).id))  # load: 1
    assert pts.available == 10
    a, b = s.put(0, Kind.TANK, (1, 6)), s.put(0, Kind.HEAVY_TANK, (2, 6))
    enemy = s.put(1, Kind.CRAB, (2, 7))
    s.play(Fire((a.id, b.id), enemy.hex))
    assert pts.available == 8  # destroy: 2
    assert astronef.takeoff_cost(s.game, s.ship(0, 3, 5)) == 1  # take-off 1 + missing turrets


def test_FMP_PTS_5_the_legal_part_of_a_path_is_played_and_paid() -> None:
    s = small()
    s.points(15)
    tank = s.put(0, Kind.TANK, (0, 1))
    s.put(0, Kind.CRAB, (3, 1))
    events = s.play(Move(tank.id, path(s, (1, 1), (2, 1), (3, 1), (4, 1))))
    assert tank.hex == s.h(2, 1) and s.game.points[0].available == 13
    assert Stopped(tank.id, "FMP.MOVE.2", "occupied") in events
    assert s.clause(Move(tank.id, path(s, (3, 1)))) == "FMP.MOVE.2"  # impossible: refused, costs nothing
    assert s.game.points[0].available == 13
    s.play(Move(tank.id, path(s, (1, 1))))  # no take-back: going back costs again
    assert s.game.points[0].available == 12


def test_FMP_MOVE_2_one_piece_per_hex_except_pontoons_and_cargo() -> None:
    s = small()
    tank = s.put(0, Kind.TANK, (5, 2))
    s.put(0, Kind.TANK, (5, 3))
    assert s.clause(Move(tank.id, path(s, (5, 3)))) == "FMP.MOVE.2"
    pontoon = s.put(0, Kind.PONTOON, (7, 2))  # on the reef, touching the marsh
    s.play(Move(tank.id, path(s, (6, 2), (7, 2))))  # a piece may stand on a pontoon
    assert tank.hex == pontoon.hex and stranding.is_stuck(s.game, tank) is None
    barge = s.put(0, Kind.BARGE, (9, 3), (9, 4))
    cargo = s.put(0, Kind.TANK, (2, 7))
    s.load(barge, cargo)
    assert cargo.hexes == () and s.game.at(s.h(9, 3)) is barge


def test_FMP_MOVE_4_tanks_on_adjacent_mountains() -> None:
    s = small()
    s.ship(0, 1, 6)
    s.ship(1, 4, 6)
    a = s.put(0, Kind.TANK, (2, 2))
    b = s.put(0, Kind.TANK, (3, 1))
    s.play(Move(b.id, path(s, (3, 2))))  # b moved last onto the mountain next to a
    assert [set(pair) for pair in movement.mountain_pairs(s.game, 0)] == [{a.id, b.id}]
    assert s.clause(EndTurn()) == "FMP.MOVE.4" and EndTurn() not in s.legal()  # move one away first
    s.play(TimeUp(), EndTurn())  # when time is up, nothing moves any more: the turn ends with the penalty
    assert b.id in s.game.penalized and a.id not in s.game.penalized
    assert not firezones.gives_fire(s.game, b)  # no fire zone from it
    s.start_turn(0)
    c = s.put(0, Kind.TANK, (4, 2))
    target = s.put(1, Kind.CRAB, (4, 4))
    assert s.clause(Fire((b.id, c.id), target.hex)) == "FMP.MOVE.4"
    s.play(Move(b.id, path(s, (3, 1))))  # it fires again once it has moved
    assert b.id not in s.game.penalized


def test_FMP_MOVE_5_the_barge_moves_one_half_at_a_time() -> None:
    s = small()
    s.points(15)
    barge = s.put(0, Kind.BARGE, (9, 3), (9, 4))
    forward = ((s.h(9, 4), s.h(9, 5)),)  # the lower half enters (9, 5), the other follows
    assert s.clause(Move(barge.id, forward)) is None
    jump = ((s.h(9, 6), s.h(9, 7)),)
    assert s.clause(Move(barge.id, jump)) == "FMP.MOVE.5"
    reach = movement.reachable(s.game, barge.id, budget=1)
    assert all(len(pos) == 2 for pos in reach.cost) and len(reach.cost) == 10  # 2 halves x 5 new neighbours
    s.play(Move(barge.id, forward))
    assert set(barge.hexes) == {s.h(9, 4), s.h(9, 5)} and s.game.points[0].available == 14


def test_FMP_MOVE_6_no_entering_enemy_fire() -> None:
    s = small()
    tank = s.put(0, Kind.TANK, (0, 5))
    s.put(1, Kind.TANK, (5, 4))
    s.put(1, Kind.TANK, (5, 6))
    assert firezones.under_fire(s.game, s.h(3, 5), 0) and not firezones.under_fire(s.game, s.h(2, 5), 0)
    assert s.clause(Move(tank.id, path(s, (1, 5), (2, 5), (3, 5)))) is None  # legal part: up to (2, 5)
    s.points(15)
    s.play(Move(tank.id, path(s, (1, 5), (2, 5), (3, 5))))
    assert tank.hex == s.h(2, 5)  # stopped before the fire zone
    assert s.clause(Move(tank.id, path(s, (3, 5)))) == "FMP.MOVE.6"
    assert (s.h(3, 5),) not in movement.reachable(s.game, tank.id).cost


def test_FMP_MOVE_7_neutralized_pieces_do_not_move() -> None:
    s = small()
    tank = s.put(0, Kind.TANK, (0, 5))
    s.put(1, Kind.TANK, (0, 3))
    s.put(1, Kind.TANK, (1, 4))
    s.game.neutralized.add(tank.id)
    assert s.clause(Move(tank.id, path(s, (0, 6)))) == "FMP.NEUT.2"
    barge = s.put(0, Kind.BARGE, (9, 3), (9, 4))
    cargo = s.put(0, Kind.TANK, (2, 7))
    s.load(barge, cargo)
    assert s.clause(Move(cargo.id, path(s, (1, 7)))) == "FMP.TRANS.3"
    assert movement.reachable(s.game, tank.id).cost == {}
