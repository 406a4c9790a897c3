"""Full Metal Planète: thirty more rule situations, chosen where an engine goes wrong most easily (points and
saving, the barge and its holds, pontoons, fire zones of several players, attacks, captures in mixed armies, the
astronef's turrets, the clock, tides), each judged by `check` and by the list of legal actions together."""

from __future__ import annotations

from arcade.games.fmp.rules import firezones, movement, placing
from arcade.games.fmp.rules.actions import (
    Attack,
    Build,
    Capture,
    EndTurn,
    Fire,
    Load,
    Move,
    Rebuild,
    Retreat,
    Shot,
    TakeOff,
    TimeUp,
    Transfer,
    Unload,
)
from arcade.games.fmp.rules.model import CARRIED, GONE
from arcade.games.fmp.rules.pieces import Kind
from arcade.games.fmp.rules.tides import HIGH, LOW
from arcade.games.fmp.rules.view import view_of
from tests.games.fmp.planets import judged, path, place, small


# -- points --------------------------------------------------------------------------------------------------------
def test_FMP_PTS_3_unspent_credit_is_saved_in_fives_and_spent_whole() -> None:
    s = small()
    s.ship(0, 1, 1)
    s.ship(1, 4, 1)
    tank = s.put(0, Kind.TANK, (0, 7))
    s.play(Move(tank.id, path(s, (1, 7), (2, 7))), EndTurn())  # 2 of 15 spent: 10 saved (blocks of 5)
    pts = s.game.points[0]
    assert pts.saved == 10
    s.play(EndTurn())
    assert s.game.active == 0 and pts.available == 25  # 15 and the two cubes
    s.play(Move(tank.id, path(s, (1, 7), (0, 7))))
    assert pts.saved == 10 and pts.left_base == 13  # the base credit is spent first
    pts.left_base = 1
    judged(s, Move(tank.id, path(s, (1, 7), (2, 7), (3, 7))), None)  # 3 points: the base, then a cube
    s.play(Move(tank.id, path(s, (1, 7), (2, 7), (3, 7))))
    assert pts.saved == 5 and pts.open_cube == 3


def test_FMP_PTS_3_an_opened_cube_is_lost_at_the_end_of_the_turn_and_turns_3_4_save_nothing() -> None:
    s = small(turn=3)
    s.ship(0, 1, 1)
    s.ship(1, 4, 5)
    s.play(EndTurn(), EndTurn())
    assert s.game.points[0].saved == 0 and s.game.turn == 4  # turn 3: nothing saved
    t = small()
    tank = t.put(0, Kind.TANK, (0, 0))
    pts = t.game.points[0]
    pts.left_base, pts.saved = 1, 10
    t.play(Move(tank.id, path(t, (0, 1), (0, 2))))  # 2 points: 1 of the base, a cube opened for the other
    assert pts.saved == 5 and pts.open_cube == 4
    pts.end_turn()
    assert pts.saved == 5 and pts.available == 5  # what was left of the opened cube is lost


def test_FMP_PTS_4_three_astronefs_and_ten_saved_play_35() -> None:
    s = small(players=2, armies=2)
    s.ship(0, 1, 1)
    s.ship(0, 4, 1, army=1)
    taken = s.ship(1, 1, 5)
    s.ship(1, 4, 5, army=1)
    s.game.controller[taken.colour or ""] = 0  # one of player 1's astronefs is player 0's now
    s.start_turn(0, points=None)
    s.game.points[0].saved = 10
    assert s.game.points[0].base == 25 and s.game.points[0].available == 35


def test_FMP_PTS_2_an_attack_costs_its_path_and_two_per_shot() -> None:
    s = small(points=3)
    e1 = s.put(1, Kind.TANK, (4, 4))
    s.put(1, Kind.TANK, (4, 6))
    first = s.put(0, Kind.TANK, (3, 2))
    second = s.put(0, Kind.TANK, (1, 5))
    attack = Attack(second.id, path(s, (2, 5)), (Shot(first.id, e1.hex),))
    judged(s, attack, None)  # 1 step + 2 for the shot = 3
    s.points(2)
    judged(s, attack, "FMP.PTS.2")


# -- the barge and the holds ---------------------------------------------------------------------------------------
def test_FMP_MOVE_5_a_barge_needs_free_water_for_each_new_half() -> None:
    s = small()
    barge = s.put(0, Kind.BARGE, (8, 3), (9, 3))
    judged(s, Move(barge.id, (place(s, (8, 3), (7, 3)),)), None)  # the reef is water at normal tide
    judged(s, Move(barge.id, (place(s, (8, 3), (8, 2)),)), None)
    s.put(0, Kind.MOTORBOAT, (8, 2))
    judged(s, Move(barge.id, (place(s, (8, 3), (8, 2)),)), "FMP.MOVE.2")
    low = small(tide=LOW)
    b2 = low.put(0, Kind.BARGE, (8, 3), (9, 3))
    judged(low, Move(b2.id, (place(low, (7, 3), (8, 3)),)), None)  # onto the dry reef: stranded on purpose
    judged(low, Move(b2.id, (place(low, (7, 3), (8, 3)), place(low, (7, 3), (7, 4)))), "FMP.TIDE.2")


def test_FMP_TRANS_1_only_the_barge_carries_crabs_and_weather_layers() -> None:
    s = small()
    crab = s.put(0, Kind.CRAB, (2, 5))
    other_crab = s.put(0, Kind.CRAB, (2, 6))
    layer = s.put(0, Kind.WEATHER_LAYER, (1, 5))
    judged(s, Load(crab.id, other_crab.id), "FMP.TRANS.1")
    judged(s, Load(crab.id, layer.id), "FMP.TRANS.1")
    heavy, tank = s.put(0, Kind.HEAVY_TANK, (3, 5)), s.put(0, Kind.TANK, (3, 4))
    s.play(Load(crab.id, heavy.id))
    judged(s, Load(crab.id, tank.id), None)  # a heavy tank and a tank: its two places
    s.play(Load(crab.id, tank.id))
    third = s.put(0, Kind.TANK, (1, 4))
    judged(s, Load(crab.id, third.id), "FMP.TRANS.1")


def test_FMP_TRANS_1_a_crab_aboard_a_barge_counts_its_own_two_places() -> None:
    s = small()
    barge = s.put(0, Kind.BARGE, (7, 2), (8, 2))
    crab = s.put(0, Kind.CRAB, (6, 2))
    s.load(crab, s.put(0, Kind.TANK, (0, 0)))
    s.load(crab, s.put(0, Kind.TANK, (0, 1)))
    judged(s, Load(barge.id, crab.id), None)  # the loaded crab boards for 1 point: 2 places, its cargo inside
    s.play(Load(barge.id, crab.id))
    assert s.game.room(barge) == 2 and s.game.points[0].available == 14
    s.load(barge, s.put(0, Kind.TANK, (0, 2)))
    s.load(barge, s.put(0, Kind.TANK, (0, 3)))
    judged(s, Load(barge.id, s.put(0, Kind.PONTOON, (7, 1)).id), "FMP.TRANS.1")  # full


def test_FMP_TRANS_2_changing_holds_inside_a_barge_is_free() -> None:
    s = small()
    barge = s.put(0, Kind.BARGE, (8, 2), (9, 2))
    crab = s.put(0, Kind.CRAB, (0, 0))
    tank = s.put(0, Kind.TANK, (0, 1))
    s.load(barge, crab)
    s.load(barge, tank)
    judged(s, Transfer(tank.id, crab.id), None)
    s.play(Transfer(tank.id, crab.id))
    assert tank.carrier == crab.id and s.game.points[0].available == 15
    judged(s, Transfer(crab.id, tank.id), "FMP.TRANS.1")  # a tank holds nothing


def test_FMP_TRANS_6_load_then_unload_without_moving() -> None:
    s = small()
    crab = s.put(0, Kind.CRAB, (2, 5))
    tank = s.put(0, Kind.TANK, (1, 5))
    s.play(Load(crab.id, tank.id))
    judged(s, Unload(crab.id, tank.id, (s.h(3, 5),)), None)
    s.play(Unload(crab.id, tank.id, (s.h(3, 5),)))
    assert tank.hex == s.h(3, 5) and s.game.points[0].available == 13


def test_FMP_TRANS_4_unloading_into_a_transporter_with_room_not_an_enemy_one() -> None:
    s = small()
    crab = s.put(0, Kind.CRAB, (2, 5))
    tank = s.put(0, Kind.TANK, (0, 0))
    s.load(crab, tank)
    other = s.put(0, Kind.CRAB, (3, 5))
    judged(s, Unload(crab.id, tank.id, (other.hex,)), None)
    enemy = s.put(1, Kind.CRAB, (1, 5))
    judged(s, Unload(crab.id, tank.id, (enemy.hex,)), "FMP.TRANS.4")
    s.play(Unload(crab.id, tank.id, (other.hex,)))
    assert tank.carrier == other.id


def test_FMP_TRANS_3_carried_destroyers_give_no_fire() -> None:
    s = small()
    crab = s.put(1, Kind.CRAB, (4, 4))
    s.load(crab, s.put(1, Kind.TANK, (0, 0)))
    s.put(1, Kind.TANK, (4, 6))
    tank = s.put(0, Kind.TANK, (1, 5))
    assert not firezones.under_fire(s.game, s.h(3, 5), 0)  # one tank on the board, one carried
    judged(s, Move(tank.id, path(s, (2, 5), (3, 5))), None)


def test_FMP_POND_4_a_transporter_holding_ore_stays_in_the_astronef() -> None:
    s = small()
    ship = s.ship(0, 4, 5, orientation=1)
    crab = s.game.pieces[next(c for c in ship.contents if s.game.pieces[c].kind is Kind.CRAB)]
    s.load(crab, s.ore(0, 0))
    judged(s, Unload(ship.id, crab.id, (s.h(2, 4),)), "FMP.POND.4")
    refusal = s.game.check(Unload(ship.id, crab.id, (s.h(2, 4),)))
    assert refusal is not None and refusal.key == "ore_stays_aboard"  # (its sentence says the way out)
    judged(s, Transfer(crab.contents[0], ship.id), None)  # the ore may change hold inside
    s.play(Transfer(crab.contents[0], ship.id))
    judged(s, Unload(ship.id, crab.id, (s.h(2, 4),)), None)


# -- pontoons ------------------------------------------------------------------------------------------------------
def test_FMP_PONT_2_a_pontoon_is_land_for_any_side_and_blocks_boats() -> None:
    s = small()
    s.put(0, Kind.PONTOON, (7, 3))
    s.put(0, Kind.PONTOON, (8, 3))
    s.hang(s.game.at(s.h(8, 3)) or s.game.pieces[s.game.pontoon_at[s.h(8, 3)]],
           s.game.pieces[s.game.pontoon_at[s.h(7, 3)]])
    boat = s.put(0, Kind.MOTORBOAT, (8, 4))
    judged(s, Move(boat.id, path(s, (8, 3))), "FMP.PONT.2")
    s.as_player(1)
    enemy_tank = s.put(1, Kind.TANK, (6, 3))
    judged(s, Move(enemy_tank.id, path(s, (7, 3), (8, 3))), None)  # any side's land piece uses it


def test_FMP_PONT_3_a_pontoon_touching_two_others_hangs_from_the_one_chosen() -> None:
    s = small()
    a = s.put(0, Kind.PONTOON, (7, 2))
    b = s.put(0, Kind.PONTOON, (8, 3))
    s.hang(b, s.put(0, Kind.PONTOON, (7, 3)))
    barge = s.put(0, Kind.BARGE, (9, 1), (10, 1))
    third = s.put(0, Kind.PONTOON, (0, 0))
    s.load(barge, third)
    to = s.h(8, 2)  # touches (7,2) and (8,3), and no land
    assert {x for x in placing.pontoons_touching(s.game, to)} >= {a.id, b.id}
    judged(s, Unload(barge.id, third.id, (to,), a.id), None)
    judged(s, Unload(barge.id, third.id, (to,), b.id), None)
    judged(s, Unload(barge.id, third.id, (to,), barge.id), "FMP.PONT.3")
    s.play(Unload(barge.id, third.id, (to,), b.id))
    assert third.hangs_from == b.id


def test_FMP_PONT_1_never_laid_under_enemy_fire() -> None:
    s = small()
    barge = s.put(0, Kind.BARGE, (8, 2), (9, 2))
    pontoon = s.put(0, Kind.PONTOON, (0, 0))
    s.load(barge, pontoon)
    s.put(1, Kind.TANK, (5, 1))
    s.put(1, Kind.TANK, (5, 3))
    assert firezones.under_fire(s.game, s.h(7, 2), 0) and not firezones.piece_under_fire(s.game, barge)
    judged(s, Unload(barge.id, pontoon.id, (s.h(7, 2),)), "FMP.TRANS.5")
    judged(s, Unload(barge.id, pontoon.id, (s.h(7, 1),)), None)  # touching the marsh, out of their fire


# -- fire ----------------------------------------------------------------------------------------------------------
def test_FMP_FIRE_1_ranges_by_kind_and_from_a_mountain() -> None:
    s = small()
    target = s.put(1, Kind.CRAB, (5, 2))
    on_hill = s.put(0, Kind.TANK, (2, 2))  # mountain: range 3
    heavy = s.put(0, Kind.HEAVY_TANK, (3, 4))  # range 3
    plain = s.put(0, Kind.TANK, (2, 1))  # range 2
    judged(s, Fire((on_hill.id, heavy.id), target.hex), None)
    judged(s, Fire((plain.id, heavy.id), target.hex), "FMP.FIRE.1")


def test_FMP_FIRE_4_ones_own_pontoon_may_be_shot() -> None:
    s = small()
    pontoon = s.put(0, Kind.PONTOON, (7, 2))
    a, b = s.put(0, Kind.TANK, (5, 2)), s.put(0, Kind.TANK, (6, 1))
    judged(s, Fire((a.id, b.id), pontoon.hex), None)
    s.put(0, Kind.TANK, (7, 2))
    judged(s, Fire((a.id, b.id), pontoon.hex), "FMP.FIRE.4")  # not with one's own tank standing on it


def test_FMP_FIRE_5_fire_of_two_opponents_does_not_add_up() -> None:
    s = small(players=3)
    s.put(1, Kind.TANK, (4, 4))
    s.put(2, Kind.TANK, (4, 6))
    tank = s.put(0, Kind.TANK, (1, 5))
    assert not firezones.under_fire(s.game, s.h(3, 5), 0)
    judged(s, Move(tank.id, path(s, (2, 5), (3, 5))), None)
    s.put(2, Kind.TANK, (5, 5))
    judged(s, Move(tank.id, path(s, (2, 5), (3, 5))), None)  # the legal part: up to (2,5)
    assert (s.h(3, 5),) not in movement.reachable(s.game, tank.id).cost


def test_FMP_FIRE_5_a_turret_and_a_tank_make_a_fire_zone() -> None:
    s = small()
    ship = s.ship(1, 4, 5, orientation=1)  # podes (5,4), (3,4), (4,6)
    for pode in (1, 2):
        s.destroy(s.game.turrets(ship)[pode])
    tank = s.put(0, Kind.TANK, (6, 6))
    s.put(1, Kind.TANK, (6, 2))
    assert firezones.under_fire(s.game, s.h(6, 4), 0)  # the turret at (5,4) and the tank at (6,2)
    judged(s, Move(tank.id, path(s, (6, 5), (6, 4))), None)  # played up to (6,5)
    assert (s.h(6, 4),) not in movement.reachable(s.game, tank.id).cost


def test_FMP_ATK_1_a_turret_fires_first_even_under_fire() -> None:
    s = small()
    ship = s.ship(0, 4, 5, orientation=1)
    turret = s.game.turrets(ship)[0]  # on (5,4)
    s.put(1, Kind.TANK, (6, 3))
    s.put(1, Kind.TANK, (6, 5))
    target = s.put(1, Kind.CRAB, (6, 6))
    helper = s.put(0, Kind.TANK, (5, 7))
    assert firezones.piece_under_fire(s.game, turret)
    judged(s, Fire((turret.id, helper.id), target.hex), None)
    tank = s.put(0, Kind.TANK, (6, 4))  # a tank under fire may not
    judged(s, Fire((tank.id, helper.id), target.hex), "FMP.ATK.1")


def test_FMP_ATK_2_an_attack_may_need_both_its_shots() -> None:
    s = small()
    e1, e2 = s.put(1, Kind.TANK, (4, 4)), s.put(1, Kind.TANK, (4, 6))
    e3 = s.put(1, Kind.TANK, (5, 5))  # the three enemy tanks give fire on (3,5)
    p1, p2 = s.put(0, Kind.TANK, (4, 2)), s.put(0, Kind.HEAVY_TANK, (2, 7))
    second = s.put(0, Kind.TANK, (2, 6))
    one = Attack(second.id, path(s, (3, 5)), (Shot(p1.id, e1.hex),))
    two = Attack(second.id, path(s, (3, 5)), (Shot(p1.id, e1.hex), Shot(p2.id, e2.hex)))
    if s.clause(one) is None:  # geometry check: one shot must leave it under fire
        raise AssertionError("the position is meant to need two shots")
    judged(s, one, "FMP.ATK.2")
    judged(s, two, None)
    s.play(two)
    assert e1.where == e2.where == GONE and e3.where != GONE and not firezones.piece_under_fire(s.game, second)


def test_FMP_FIRE_2_an_attacker_out_of_shots_cannot_attack() -> None:
    s = small()
    e1 = s.put(1, Kind.TANK, (4, 4))
    s.put(1, Kind.TANK, (4, 6))
    first = s.put(0, Kind.TANK, (3, 2))
    second = s.put(0, Kind.TANK, (1, 5))
    ore1, ore2 = s.ore(0, 4), s.ore(1, 3)
    helper = s.put(0, Kind.TANK, (0, 5))
    s.play(Fire((second.id, helper.id), ore1.hex), Fire((second.id, helper.id), ore2.hex))
    judged(s, Attack(second.id, path(s, (2, 5)), (Shot(first.id, e1.hex),)), "FMP.FIRE.2")


# -- capture -------------------------------------------------------------------------------------------------------
def test_FMP_CAPT_1_a_mixed_army_captures_its_own_pieces_of_another_colour() -> None:
    s = small(players=2, armies=2)
    red, green = s.colour(0, 0), s.colour(0, 1)
    a, b = s.put(0, Kind.TANK, (1, 4)), s.put(0, Kind.TANK, (1, 6))
    mine = s.put(0, Kind.CRAB, (1, 5), army=1)
    assert a.colour == red and mine.colour == green
    judged(s, Capture((a.id, b.id), mine.id), None)
    s.play(Capture((a.id, b.id), mine.id))
    assert mine.colour == red


def test_FMP_CAPT_1_destroyers_out_of_ammunition_still_capture() -> None:
    s = small()
    a, b = s.put(0, Kind.TANK, (1, 4)), s.put(0, Kind.TANK, (1, 6))
    s.game.shots.update({a.id: 2, b.id: 2})
    crab = s.put(1, Kind.CRAB, (1, 5))
    judged(s, Capture((a.id, b.id), crab.id), None)


def test_FMP_CAPT_2_a_captured_transporters_cargo_changes_colour_and_is_ready() -> None:
    s = small()
    a, b = s.put(0, Kind.TANK, (1, 4)), s.put(0, Kind.TANK, (1, 6))
    crab = s.put(1, Kind.CRAB, (1, 5))
    cargo = s.put(1, Kind.TANK, (0, 0))
    s.load(crab, cargo)
    s.play(Capture((a.id, b.id), crab.id))
    assert crab.colour == cargo.colour == a.colour
    judged(s, Move(crab.id, path(s, (2, 5))), None)  # operational at once
    judged(s, Unload(crab.id, cargo.id, (s.h(2, 6),)), None)


# -- the astronef --------------------------------------------------------------------------------------------------
def test_FMP_SHIP_5_entering_another_own_astronef_takes_its_colour() -> None:
    s = small(players=2, armies=2)
    s.ship(0, 1, 1)
    green_ship = s.ship(0, 4, 5, orientation=1, army=1)
    tank = s.put(0, Kind.TANK, (2, 4))  # red, next to the pode at (3,4)
    judged(s, Load(green_ship.id, tank.id), None)
    s.play(Load(green_ship.id, tank.id))
    assert tank.colour == green_ship.colour and tank.carrier == green_ship.id


def test_FMP_SHIP_8_turrets_are_rebuilt_one_at_a_time_never_under_fire() -> None:
    s = small(players=3)
    ship = s.ship(1, 4, 5, orientation=1)  # podes (5,4), (3,4), (4,6)
    s.ship(2, 1, 1)
    s.disarm(ship)
    tank = s.put(0, Kind.TANK, (2, 4))
    s.play(Load(ship.id, tank.id))
    s.put(2, Kind.TANK, (6, 3))
    s.put(2, Kind.TANK, (6, 5))  # player 2 has the pode at (5,4) under fire
    judged(s, Rebuild(ship.id, 0), "FMP.SHIP.8")
    judged(s, Rebuild(ship.id, 1), None)
    s.play(Rebuild(ship.id, 1))
    judged(s, Rebuild(ship.id, 1), "FMP.SHIP.8")
    judged(s, Rebuild(ship.id, 2), None)  # the next one, now or in a later turn


def test_FMP_END_3_abandoned_pieces_do_nothing_and_their_owner_plays_no_more() -> None:
    s = small(turn=25)
    ship = s.ship(0, 1, 1)
    s.ship(1, 4, 5)
    tank = s.put(0, Kind.TANK, (0, 5))
    s.play(TakeOff(ship.id))  # its last astronef left: the turn passes at once
    assert s.game.active == 1 and s.game.abandoned(tank)
    s.as_player(0)
    judged(s, Move(tank.id, path(s, (0, 6))), "FMP.END.3")


# -- the clock and the tides ---------------------------------------------------------------------------------------
def test_FMP_TIME_2_after_time_up_the_take_off_remains() -> None:
    s = small(turn=25)
    ship = s.ship(0, 1, 1)
    s.ship(1, 4, 5)
    tank = s.put(0, Kind.TANK, (0, 5))
    s.play(TimeUp())
    judged(s, TakeOff(ship.id), None)
    judged(s, Move(tank.id, path(s, (0, 6))), "FMP.TIME.1")
    assert all(isinstance(a, TakeOff | EndTurn | Fire | Capture) for a in s.legal())


def test_FMP_TIDE_6_a_layer_on_a_transporter_forecasts_nothing() -> None:
    s = small()
    s.ship(0, 1, 1)
    s.ship(1, 4, 5)
    barge = s.put(0, Kind.BARGE, (8, 2), (9, 2))
    layer = s.put(0, Kind.WEATHER_LAYER, (0, 0))
    s.load(barge, layer)
    s.change_tide(HIGH)
    assert s.game.forecasts[0] == [] and view_of(s.game, 0).forecast == ()
    s.play(Unload(barge.id, layer.id, (s.h(7, 2),)))  # onto the reef, water at high tide: bogged
    s.change_tide(LOW)
    assert len(s.game.forecasts[0]) == 1  # on dry land again: it forecasts


def test_FMP_NEUT_1_a_retreat_is_one_hex_for_one_point_for_threatened_pieces_only() -> None:
    s = small()
    s.put(1, Kind.TANK, (0, 7))
    s.put(1, Kind.TANK, (2, 7))
    crab = s.put(0, Kind.CRAB, (1, 5))
    safe = s.put(0, Kind.CRAB, (4, 1))
    s.start_turn(0)
    judged(s, Retreat(safe.id, (s.h(4, 2),)), "FMP.NEUT.1")
    judged(s, Retreat(crab.id, (s.h(1, 4),)), None)
    judged(s, Retreat(crab.id, (s.h(1, 3),)), "FMP.MOVE.2")  # one hex only
    s.play(Retreat(crab.id, (s.h(1, 4),)))
    assert s.game.points[0].available == 14


def test_FMP_POND_1_the_layer_may_simply_unload_its_ore() -> None:
    s = small()
    layer = s.put(0, Kind.WEATHER_LAYER, (2, 5))
    ore = s.ore(2, 6)
    s.play(Load(layer.id, ore.id))
    judged(s, Unload(layer.id, ore.id, (s.h(3, 5),)), None)
    judged(s, Build(layer.id, "tank", s.h(3, 5)), None)
    judged(s, Build(layer.id, "heavy_tank", s.h(3, 5)), "FMP.POND.1")
    s.play(Unload(layer.id, ore.id, (s.h(3, 5),)))
    assert ore.hex == s.h(3, 5) and ore.where != CARRIED
