"""Full Metal Planète: transporters, the weather layer and pontoons (positions on the small test planet).

Columns 0-6 are land at normal tide (6 is marsh), column 7 is reef (water at normal tide), 8 and beyond are sea.
"""

from __future__ import annotations

from arcade.games.fmp.rules import firezones, stranding
from arcade.games.fmp.rules.actions import Build, Fire, Load, Move, Transfer, Unload
from arcade.games.fmp.rules.events import Stuck
from arcade.games.fmp.rules.model import BOARD, CARRIED, GONE, Piece
from arcade.games.fmp.rules.pieces import Kind
from arcade.games.fmp.rules.positions import Position
from arcade.games.fmp.rules.tides import HIGH, LOW
from tests.games.fmp.planets import small


def test_FMP_TRANS_2_load_and_unload_next_to_the_transporter() -> None:
    s = small()
    barge = s.put(0, Kind.BARGE, (7, 2), (8, 2))
    tank = s.put(0, Kind.TANK, (6, 2))
    far = s.put(0, Kind.TANK, (4, 2))
    assert s.clause(Load(barge.id, far.id)) == "FMP.TRANS.2"
    s.play(Load(barge.id, tank.id))
    assert tank.where == CARRIED and s.game.points[0].available == 14
    crab = s.put(0, Kind.CRAB, (6, 3))
    ore = s.ore(5, 3)
    s.play(Load(crab.id, ore.id), Load(barge.id, crab.id))  # a loaded crab boards the barge: 1 point
    assert s.game.points[0].available == 12 and ore.carrier == crab.id
    s.play(Transfer(ore.id, barge.id))  # changing its cargo aboard is free
    assert ore.carrier == barge.id and s.game.points[0].available == 12
    assert s.clause(Unload(barge.id, tank.id, (s.h(4, 2),))) == "FMP.TRANS.2"
    s.play(Unload(barge.id, tank.id, (s.h(6, 3),)))  # where the crab stood
    assert tank.hex == s.h(6, 3) and s.game.points[0].available == 11


def test_FMP_TRANS_3_carried_pieces_are_neutralized() -> None:
    s = small()
    barge = s.put(0, Kind.BARGE, (7, 2), (8, 2))
    a, b = s.put(0, Kind.TANK, (6, 2)), s.put(0, Kind.TANK, (6, 3))
    enemy = s.put(1, Kind.CRAB, (5, 2))
    s.play(Load(barge.id, a.id))
    assert s.clause(Fire((a.id, b.id), enemy.hex)) == "FMP.TRANS.3"
    assert firezones.cover(s.game).get(0, {}).get(enemy.hex, 0) == 1  # the carried tank gives no fire zone
    assert s.clause(Move(a.id, ((s.h(5, 1),),))) == "FMP.TRANS.3"


def test_FMP_TRANS_4_unload_onto_an_empty_hex_a_pontoon_or_a_transporter_with_room() -> None:
    s = small()
    barge = s.put(0, Kind.BARGE, (7, 2), (8, 2))
    tank = s.put(0, Kind.TANK, (6, 2))
    s.play(Load(barge.id, tank.id))
    s.put(0, Kind.TANK, (6, 3))
    assert s.clause(Unload(barge.id, tank.id, (s.h(6, 3),))) == "FMP.TRANS.4"
    crab = s.put(0, Kind.CRAB, (6, 2))
    s.play(Unload(barge.id, tank.id, (crab.hex,)))  # into the crab, which has room
    assert tank.carrier == crab.id
    pontoon = s.put(0, Kind.PONTOON, (7, 1))
    other = s.put(0, Kind.HEAVY_TANK, (5, 5))
    s.load(barge, other)
    s.play(Unload(barge.id, other.id, (pontoon.hex,)))  # onto a pontoon
    assert other.hex == pontoon.hex


def test_FMP_TRANS_5_never_load_or_unload_under_enemy_fire() -> None:
    def position() -> tuple[Position, Piece]:
        s = small()
        barge = s.put(0, Kind.BARGE, (7, 2), (8, 2))
        s.put(1, Kind.TANK, (4, 1))
        s.put(1, Kind.TANK, (4, 3))
        assert firezones.under_fire(s.game, s.h(6, 2), 0) and not firezones.under_fire(s.game, s.h(6, 3), 0)
        return s, barge

    s, barge = position()
    tank = s.put(0, Kind.TANK, (6, 2))
    assert s.clause(Load(barge.id, tank.id)) == "FMP.TRANS.5"  # the piece stands under fire
    s, barge = position()
    tank = s.put(0, Kind.TANK, (1, 7))
    s.load(barge, tank)
    assert s.clause(Unload(barge.id, tank.id, (s.h(6, 2),))) == "FMP.TRANS.5"  # onto a hex under fire
    assert s.clause(Unload(barge.id, tank.id, (s.h(6, 3),))) is None
    s = small()
    barge = s.put(0, Kind.BARGE, (7, 2), (8, 2))
    s.put(1, Kind.MOTORBOAT, (10, 1))
    s.put(1, Kind.MOTORBOAT, (10, 3))
    tank = s.put(0, Kind.TANK, (6, 3))
    assert firezones.piece_under_fire(s.game, barge) and not firezones.piece_under_fire(s.game, tank)
    assert s.clause(Load(barge.id, tank.id)) == "FMP.TRANS.5"  # the transporter is under fire


def test_FMP_TRANS_6_load_then_unload_without_moving() -> None:
    s = small()
    barge = s.put(0, Kind.BARGE, (7, 2), (8, 2))
    tank = s.put(0, Kind.TANK, (6, 2))
    s.play(Load(barge.id, tank.id), Unload(barge.id, tank.id, (s.h(6, 3),)))
    assert tank.hex == s.h(6, 3) and s.game.points[0].available == 13


def test_FMP_TRANS_7_nothing_unloaded_on_open_sea_submerged_hexes_neutralize() -> None:
    s = small()
    barge = s.put(0, Kind.BARGE, (8, 2), (9, 2))
    tank, pontoon = s.put(0, Kind.TANK, (1, 1)), s.put(0, Kind.PONTOON, (1, 2))
    s.load(barge, tank)
    s.load(barge, pontoon)
    assert s.clause(Unload(barge.id, tank.id, (s.h(8, 3),))) == "FMP.TRANS.7"  # open sea
    s.play(Unload(barge.id, pontoon.id, (s.h(7, 2),)))  # a pontoon is laid on the water
    s.play(Unload(barge.id, tank.id, (s.h(7, 2),)))  # and a piece goes onto it
    assert tank.hex == s.h(7, 2) and stranding.is_stuck(s.game, tank) is None
    crab = s.put(0, Kind.CRAB, (1, 3))
    s.load(barge, crab)
    events = s.play(Unload(barge.id, crab.id, (s.h(7, 1),)))  # onto the submerged reef: allowed, bogged
    assert Stuck(crab.id, "bogged") in events
    assert s.clause(Load(barge.id, crab.id)) == "FMP.TRANS.7"  # nothing on a submerged hex is loaded...
    s.play(Move(tank.id, ((s.h(6, 2),),)))
    s.play(Load(barge.id, pontoon.id))  # ...except a pontoon
    assert pontoon.where == CARRIED


def test_FMP_POND_1_the_weather_layer_turns_ore_into_a_piece() -> None:
    s = small()
    layer = s.put(0, Kind.WEATHER_LAYER, (3, 5))
    ore = s.ore(4, 5)
    in_reserve = sum(1 for p in s.game.pieces if p.where == "reserve" and p.kind is Kind.TANK)
    assert s.clause(Build(layer.id, "tank", s.h(4, 6))) == "FMP.POND.1"  # no ore aboard
    s.play(Load(layer.id, ore.id))
    s.play(Build(layer.id, "tank", s.h(4, 5)))
    built = s.game.at(s.h(4, 5))
    assert built is not None and built.kind is Kind.TANK and built.colour == s.colour(0)
    assert ore.where == GONE and s.game.points[0].available == 13
    assert sum(1 for p in s.game.pieces if p.where == "reserve" and p.kind is Kind.TANK) == in_reserve - 1
    assert s.clause(Build(layer.id, "heavy_tank", s.h(3, 4))) == "FMP.POND.1"
    second = s.ore(2, 5)
    s.play(Load(layer.id, second.id), Unload(layer.id, second.id, (s.h(3, 6),)))  # it may simply unload the ore
    assert second.where == BOARD


def test_FMP_POND_2_two_builds_per_turn_never_two_crabs_or_two_pontoons() -> None:
    s = small()
    layer = s.put(0, Kind.WEATHER_LAYER, (3, 5))
    s.ore(4, 5)
    s.ore(4, 6)
    s.play(Load(layer.id, s.game.top[s.h(4, 5)]), Build(layer.id, "crab", s.h(4, 5)))
    s.play(Load(layer.id, s.game.top[s.h(4, 6)]))
    assert s.clause(Build(layer.id, "crab", s.h(3, 6))) == "FMP.POND.2"
    s.play(Build(layer.id, "tank", s.h(3, 6)))
    s.ore(2, 5)
    s.play(Load(layer.id, s.game.top[s.h(2, 5)]))
    assert s.clause(Build(layer.id, "tank", s.h(2, 5))) == "FMP.POND.2"  # a third build
    s.start_turn(0)  # next turn: the ore it still carries can be laid
    assert s.clause(Build(layer.id, "pontoon", s.h(2, 5))) is None


def test_FMP_POND_4_ore_in_an_astronef_never_leaves() -> None:
    s = small()
    ship = s.ship(0, 2, 5)
    ore = s.ore(4, 4)
    barge = s.put(0, Kind.BARGE, (8, 2), (8, 3))
    s.load(ship, ore)
    s.load(ship, barge)
    assert s.clause(Unload(ship.id, ore.id, (s.h(4, 5),))) == "FMP.POND.4"
    s.play(Transfer(ore.id, barge.id))  # moving it into a barge inside is allowed...
    assert s.clause(Unload(ship.id, barge.id, (s.h(6, 5), s.h(7, 5)))) == "FMP.POND.4"  # ...it still stays


def test_FMP_PONT_1_pontoons_are_laid_and_removed_at_any_tide_never_under_fire() -> None:
    # (barge, where the pontoon goes) for each tide: it must touch land at that tide
    places = {LOW: (((8, 2), (9, 2)), (8, 1)), "normal": (((8, 2), (9, 2)), (7, 2)),
              HIGH: (((7, 2), (8, 2)), (6, 2))}
    for tide, (hexes, where) in places.items():
        s = small(tide=tide)
        barge = s.put(0, Kind.BARGE, *hexes)
        pontoon = s.put(0, Kind.PONTOON, (1, 1))
        s.load(barge, pontoon)
        s.play(Unload(barge.id, pontoon.id, (s.h(*where),)))
        assert pontoon.hex == s.h(*where)
        s.play(Load(barge.id, pontoon.id))
        assert pontoon.where == CARRIED
    s = small()
    barge = s.put(0, Kind.BARGE, (8, 2), (9, 2))
    pontoon = s.put(0, Kind.PONTOON, (7, 2))
    s.put(1, Kind.TANK, (5, 1))
    s.put(1, Kind.TANK, (5, 3))
    assert firezones.under_fire(s.game, pontoon.hex, 0)
    assert s.clause(Load(barge.id, pontoon.id)) == "FMP.TRANS.5"


def test_FMP_PONT_3_anchors_hangers_and_collapse() -> None:
    s = small()
    barge = s.put(0, Kind.BARGE, (8, 3), (9, 3))
    first, second, third = (s.put(0, Kind.PONTOON, (1, i)) for i in range(3))
    for p in (first, second, third):
        s.load(barge, p)
    assert s.clause(Unload(barge.id, second.id, (s.h(8, 2),))) == "FMP.PONT.3"  # touches no land, no pontoon
    s.play(Unload(barge.id, first.id, (s.h(7, 2),)))  # touches the marsh: an anchor
    assert first.hangs_from is None
    s.play(Unload(barge.id, second.id, (s.h(8, 2),)))  # hangs from the first
    assert second.hangs_from == first.id
    s.play(Unload(barge.id, third.id, (s.h(9, 2),)))  # hangs from the second
    assert third.hangs_from == second.id
    on = s.put(0, Kind.TANK, (9, 2))
    # the tide rises: the marsh the anchor touches goes under water; it falls with all that hangs from it
    s.change_tide(HIGH)
    assert {first.where, second.where, third.where, on.where} == {GONE}


def test_FMP_PONT_3_removing_a_pontoon_takes_its_hangers_and_what_stands_on_them() -> None:
    s = small()
    barge = s.put(0, Kind.BARGE, (9, 1), (10, 1))
    anchor = s.put(0, Kind.PONTOON, (7, 2))
    hanger = s.put(0, Kind.PONTOON, (8, 2))
    s.hang(hanger, anchor)
    tank = s.put(0, Kind.TANK, (8, 2))
    s.as_player(1)
    a, b = s.put(1, Kind.TANK, (5, 1)), s.put(1, Kind.TANK, (5, 3))
    s.play(Fire((a.id, b.id), anchor.hex))  # a destroyed pontoon destroys what hangs from it and stands on it
    assert anchor.where == hanger.where == tank.where == GONE
    assert barge.where == BOARD
    s = small()
    barge = s.put(0, Kind.BARGE, (8, 3), (9, 3))
    anchor = s.put(0, Kind.PONTOON, (7, 2))
    hanger = s.put(0, Kind.PONTOON, (8, 2))
    s.hang(hanger, anchor)
    tank = s.put(0, Kind.TANK, (8, 2))
    s.play(Load(barge.id, anchor.id))  # removing it takes down what hangs from it
    assert anchor.where == CARRIED and hanger.where == tank.where == GONE


def test_FMP_PONT_4_pontoons_are_neutral() -> None:
    s = small()
    barge = s.put(1, Kind.BARGE, (8, 3), (9, 3))
    pontoon = s.put(0, Kind.PONTOON, (7, 2))  # laid by player 0
    s.as_player(1)
    s.play(Load(barge.id, pontoon.id))  # player 1 loads it without capturing anything
    assert pontoon.carrier == barge.id and pontoon.colour is None
    s = small()
    anchor = s.put(0, Kind.PONTOON, (7, 2))
    hanger = s.put(0, Kind.PONTOON, (8, 2))
    s.hang(hanger, anchor)
    own = s.put(0, Kind.TANK, (8, 2))  # player 0's own tank uses the bridge
    a, b = s.put(0, Kind.TANK, (5, 1)), s.put(0, Kind.TANK, (5, 3))
    assert s.clause(Fire((a.id, b.id), anchor.hex)) is None  # they may still destroy the pontoon
    s.play(Fire((a.id, b.id), anchor.hex))
    assert own.where == GONE
