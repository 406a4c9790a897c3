"""Full Metal Planète: the thirteen findings of the referee who played the engine against the rulebook, each
judged by `check` and by the list of legal actions (they must agree).

Small planet geometry used here: an astronef with its dome at (5,3), orientation 1, has its podes at (6,3) (marsh,
next to the reef at (7,2) and (7,3)), (4,3) and (5,4); with its dome at (4,5), orientation 1, at (5,4), (3,4) and
(4,6) — (3,4) touches the mountain at (3,3).
"""

from __future__ import annotations

from arcade.games.fmp.rules import firezones, movement, schedule, stranding
from arcade.games.fmp.rules.actions import (
    Attack,
    Build,
    Capture,
    EndTurn,
    Fire,
    Load,
    Move,
    Retreat,
    Shot,
    TakeOff,
    Transfer,
    Unload,
)
from arcade.games.fmp.rules.events import Neutralized, Stays, TookOff
from arcade.games.fmp.rules.legal import piece_actions
from arcade.games.fmp.rules.model import BOARD, CARRIED, LEFT
from arcade.games.fmp.rules.pieces import Kind
from arcade.games.fmp.rules.tides import HIGH, LOW
from tests.games.fmp.planets import judged, path, place, small
from tests.words import say


def test_FMP_SHIP_2_finding_1_boats_and_barges_go_back_into_their_astronef_from_the_water() -> None:
    s = small()
    ship = s.ship(0, 5, 3, orientation=1)
    boat = s.put(0, Kind.MOTORBOAT, (7, 3))  # on the reef, water at normal tide, next to the pode at (6,3)
    barge = s.put(0, Kind.BARGE, (7, 2), (8, 2))
    judged(s, Load(ship.id, boat.id), None)
    s.play(Load(ship.id, boat.id))
    assert boat.where == CARRIED and boat.carrier == ship.id and s.game.points[0].available == 14
    judged(s, Load(ship.id, barge.id), None)  # the barge too, one point
    s.play(Load(ship.id, barge.id))
    assert barge.carrier == ship.id and s.game.points[0].available == 13
    other = s.put(0, Kind.CRAB, (7, 1))  # a land piece on a submerged hex cannot be loaded (FMP.TRANS.7)
    s.set_tide("normal")
    assert s.clause(Load(ship.id, other.id)) in ("FMP.SHIP.2", "FMP.TIDE.3", "FMP.TRANS.7")


def test_FMP_SHIP_3_finding_2_a_transporter_next_to_a_pode_unloads_into_the_astronef() -> None:
    s = small()
    ship = s.ship(0, 5, 3, orientation=1)
    crab = s.put(0, Kind.CRAB, (4, 2))  # touches the pode at (4,3)
    tank = s.put(0, Kind.TANK, (0, 0))
    s.load(crab, tank)
    pode = s.h(4, 3)
    judged(s, Unload(crab.id, tank.id, (pode,)), None)
    s.play(Unload(crab.id, tank.id, (pode,)))
    assert tank.carrier == ship.id and tank.colour == ship.colour and s.game.points[0].available == 14
    judged(s, Unload(crab.id, s.game.pieces[ship.contents[0]].id, (s.h(3, 2),)), "FMP.TRANS.2")  # not aboard
    t = small()
    foreign = t.ship(1, 4, 5, orientation=1)  # podes (5,4), (3,4), (4,6)
    carrier = t.put(0, Kind.CRAB, (2, 4))
    cargo = t.put(0, Kind.TANK, (0, 0))
    t.load(carrier, cargo)
    judged(t, Unload(carrier.id, cargo.id, (t.h(3, 4),)), "FMP.SHIP.10")  # not into another player's
    assert foreign.where == BOARD


def test_FMP_NEUT_3_finding_3_an_astronef_in_range_holds_no_destroyer() -> None:
    s = small()
    ship = s.ship(1, 4, 5, orientation=1)  # podes (5,4), (3,4), (4,6)
    for pode in (0, 2):
        s.destroy(s.game.turrets(ship)[pode])
    a = s.put(0, Kind.TANK, (0, 3))
    b = s.put(0, Kind.TANK, (1, 4))
    s.play(Move(a.id, path(s, (1, 3))))  # a and b now both reach the astronef and its last turret at (3,4)
    assert a.id not in s.game.pinned  # an astronef and its turrets are never neutralized, so never held
    s.play(Fire((a.id, b.id), s.h(3, 4)))
    assert s.game.live_turret(ship, 1) is None
    judged(s, Move(a.id, path(s, (1, 2))), None)  # free to move on


def test_FMP_MOVE_3_finding_4_the_heavy_tank_never_reaches_a_mountain_inside_a_crab() -> None:
    s = small()
    crab = s.put(0, Kind.CRAB, (2, 4))  # next to the mountains at (2,3) and (3,3)
    heavy = s.put(0, Kind.HEAVY_TANK, (0, 0))
    s.load(crab, heavy)
    judged(s, Move(crab.id, path(s, (2, 3))), "FMP.MOVE.3")  # moving the crab onto the mountain
    assert (s.h(2, 3),) not in movement.reachable(s.game, crab.id).cost
    hill = s.put(0, Kind.CRAB, (3, 3))  # a crab standing on a mountain
    judged(s, Unload(crab.id, heavy.id, (s.h(3, 3),)), "FMP.MOVE.3")  # unloading the heavy tank into it
    s.play(Unload(crab.id, heavy.id, (s.h(1, 4),)))
    s.play(Move(heavy.id, path(s, (2, 5), (3, 4))))
    judged(s, Load(hill.id, heavy.id), "FMP.MOVE.3")  # loading it into it
    t = small()
    ship = t.ship(0, 4, 5, orientation=1)  # the pode at (3,4) touches the mountain at (3,3)
    carrier = t.put(0, Kind.CRAB, (0, 7))
    t.load(ship, carrier)
    t.load(carrier, t.put(0, Kind.HEAVY_TANK, (0, 6)))
    judged(t, Unload(ship.id, carrier.id, (t.h(3, 3),)), "FMP.MOVE.3")  # leaving the astronef onto a mountain
    judged(t, Unload(ship.id, carrier.id, (t.h(2, 4),)), None)


def test_FMP_TIDE_4_finding_5_stranding_on_purpose_only_where_the_tide_will_change() -> None:
    low = small(tide=LOW)
    tank = low.put(0, Kind.TANK, (7, 4))  # on the reef, land at low tide
    judged(low, Move(tank.id, path(low, (8, 4))), "FMP.TIDE.2")  # into open sea: no tide ever opens it
    high = small(tide=HIGH)
    boat = high.put(0, Kind.MOTORBOAT, (6, 1))  # on the marsh, water at high tide
    judged(high, Move(boat.id, path(high, (5, 1))), "FMP.TIDE.2")  # onto plain: never water
    s = small()
    boat = s.put(0, Kind.MOTORBOAT, (7, 1))
    judged(s, Move(boat.id, path(s, (6, 1))), None)  # onto the marsh, land now: stranded on purpose
    tank = s.put(0, Kind.TANK, (6, 4))
    judged(s, Move(tank.id, path(s, (7, 4))), None)  # onto the reef, water now: bogged on purpose
    s.play(Move(tank.id, path(s, (7, 4))))
    assert stranding.is_stuck(s.game, tank) == "bogged"
    other = s.put(0, Kind.TANK, (5, 6))
    s.play(Move(other.id, path(s, (6, 6), (7, 6), (8, 6))))  # such a hex ends a path: one beyond it stops before
    assert other.hex == s.h(6, 6) and s.game.points[0].available == 13


def test_FMP_NEUT_3_a_held_destroyer_may_not_enter_an_astronef_to_take_it() -> None:
    """The seed: "dès qu'il a fait une neutralisation, un destructeur ne peut plus bouger jusqu'à la fin de son
    tour", and taking an astronef is entering it by a path (an earlier reading allowed it)."""
    s = small()
    ship = s.ship(1, 4, 5, orientation=1)  # podes (5,4), (3,4), (4,6)
    s.disarm(ship)
    a = s.put(0, Kind.TANK, (2, 3))
    s.put(0, Kind.TANK, (1, 6))
    s.put(1, Kind.CRAB, (1, 5))  # an enemy piece a and the other tank hold under fire
    s.play(Move(a.id, path(s, (2, 4))))  # next to the pode at (3,4), holding the crab
    assert a.id in s.game.pinned
    judged(s, Move(a.id, path(s, (2, 3))), "FMP.NEUT.3")
    judged(s, Load(ship.id, a.id), "FMP.NEUT.3")  # entering is a move: not this turn
    assert s.game.owner(ship) == 1
    free = s.put(0, Kind.TANK, (5, 3))  # a destroyer that holds nobody, next to the pode at (5,4), may
    judged(s, Load(ship.id, free.id), None)


def test_FMP_NEUT_3_finding_7_a_retreat_that_ends_holding_an_enemy_does_not_hold() -> None:
    s = small()
    s.put(1, Kind.TANK, (0, 7))
    s.put(1, Kind.TANK, (2, 7))
    tank = s.put(0, Kind.TANK, (1, 5))  # under the fire of both
    s.put(0, Kind.TANK, (3, 5))
    crab = s.put(1, Kind.CRAB, (2, 4))
    s.start_turn(0)
    s.play(Retreat(tank.id, (s.h(1, 4),)))  # out of their fire; with (3,5) it now holds the crab under fire
    assert firezones.under_fire(s.game, crab.hex, 1) and tank.id not in s.game.pinned
    judged(s, Move(tank.id, path(s, (1, 3))), None)


def test_FMP_NEUT_1_finding_8_a_barge_retreats_wholly_out_of_fire() -> None:
    s = small()
    s.put(1, Kind.MOTORBOAT, (11, 4))
    s.put(1, Kind.MOTORBOAT, (11, 6))
    barge = s.put(0, Kind.BARGE, (9, 5), (9, 6))  # (9,5) is under their fire, (9,6) is not
    s.start_turn(0)
    assert firezones.piece_under_fire(s.game, barge)
    judged(s, Retreat(barge.id, place(s, (9, 5), (8, 6))), "FMP.NEUT.1")  # keeps the half under fire
    judged(s, Retreat(barge.id, place(s, (8, 6), (9, 6))), None)


def test_FMP_TIDE_3_finding_9_a_stranded_or_neutralized_barge_does_absolutely_nothing() -> None:
    s = small(tide=LOW)
    barge = s.put(0, Kind.BARGE, (7, 3), (7, 4))  # the reef is land at low tide: stranded
    crab = s.put(0, Kind.CRAB, (0, 0))
    tank = s.put(0, Kind.TANK, (0, 1))
    s.load(barge, crab)
    s.load(barge, tank)
    assert stranding.is_stuck(s.game, barge) == "stranded"
    judged(s, Transfer(tank.id, crab.id), "FMP.TIDE.3")
    n = small()
    other = n.put(0, Kind.BARGE, (9, 3), (9, 4))
    c2, t2 = n.put(0, Kind.CRAB, (0, 0)), n.put(0, Kind.TANK, (0, 1))
    n.load(other, c2)
    n.load(other, t2)
    n.neutralize(other)
    judged(n, Transfer(t2.id, c2.id), "FMP.NEUT.2")


def test_FMP_NEUT_2_finding_10_the_astronef_acts_during_the_retreat_step_and_is_never_neutralized() -> None:
    s = small()
    ship = s.ship(0, 4, 5, orientation=1)  # podes (5,4), (3,4), (4,6)
    s.put(1, Kind.TANK, (6, 5))
    s.put(1, Kind.TANK, (6, 3))  # both reach the pode at (5,4)
    tank = s.put(0, Kind.TANK, (0, 0))
    s.load(ship, tank)
    target = s.put(1, Kind.CRAB, (6, 6))
    helper = s.put(0, Kind.TANK, (5, 7))
    s.start_turn(0)
    turret = s.game.turrets(ship)[0]
    assert firezones.piece_under_fire(s.game, ship) and firezones.piece_under_fire(s.game, turret)
    assert s.game.window is not None
    exits = [a for a in piece_actions(s.game, ship.id) if isinstance(a, Unload) and a.cargo == tank.id]
    assert exits  # out through a pode onto a hex out of fire
    judged(s, exits[0], None)
    judged(s, Fire((turret.id, helper.id), target.hex), None)  # a turret fires even under fire
    events = s.play(exits[0])  # the retreat step closes
    assert ship.id not in s.game.neutralized and turret.id not in s.game.neutralized
    assert not any(isinstance(e, Neutralized) and ship.id in e.pieces for e in events)


def test_FMP_MOVE_5_finding_11_a_barge_leaves_the_astronef_with_its_hexes_in_either_order() -> None:
    s = small()
    ship = s.ship(0, 5, 3, orientation=1)  # the pode at (6,3) touches the reef at (7,3)
    barge = s.put(0, Kind.BARGE, (9, 1), (9, 2))
    s.load(ship, barge)
    one, two = place(s, (7, 3), (8, 3))
    judged(s, Unload(ship.id, barge.id, (one, two)), None)
    judged(s, Unload(ship.id, barge.id, (two, one)), None)
    s.play(Unload(ship.id, barge.id, (two, one)))
    assert set(barge.hexes) == {one, two} and s.game.points[0].available == 14


def test_FMP_NEUT_2_finding_12_a_piece_neutralized_earlier_cannot_retreat() -> None:
    s = small()
    s.put(1, Kind.TANK, (0, 7))
    s.put(1, Kind.TANK, (2, 7))
    tank = s.put(0, Kind.TANK, (1, 6))
    s.neutralize(tank)  # caught under that fire in an earlier turn
    s.start_turn(0)
    judged(s, Retreat(tank.id, (s.h(1, 5),)), "FMP.NEUT.2")  # only other destroyers can free it
    a, b = s.put(0, Kind.TANK, (3, 6)), s.put(0, Kind.TANK, (4, 7))
    s.play(Fire((a.id, b.id), s.h(2, 7)))
    assert tank.id not in s.game.neutralized
    judged(s, Move(tank.id, path(s, (1, 5))), None)


def test_FMP_END_4_finding_13_astronefs_take_off_at_the_end_of_their_own_turn_25() -> None:
    s = small(turn=25)
    ship = s.ship(0, 1, 1)
    other = s.ship(1, 4, 5)
    s.points(2)
    judged(s, TakeOff(ship.id), None)  # it may leave at once...
    events = s.play(EndTurn())  # ...or at the end of the turn, paying its point
    assert ship.where == LEFT and any(isinstance(e, TookOff) and e.astronef == ship.id for e in events)
    s.points(0)  # player 1 cannot pay: it stays and scores nothing
    events = s.play(EndTurn())
    assert other.id in s.game.stranded and Stays(other.id, 1) in events and s.game.over
    assert schedule.scores(s.game) == [14, 0]


def test_attacks_and_captures_are_listed_when_legal() -> None:
    """Not a finding, but where the list and `check` disagree most easily: compound attacks and capture pairs."""
    s = small()
    e1, e2 = s.put(1, Kind.TANK, (4, 4)), s.put(1, Kind.TANK, (4, 6))
    first = s.put(0, Kind.TANK, (3, 2))  # out of their fire, in range of e1
    second = s.put(0, Kind.TANK, (1, 5))
    attacks = [a for a in s.legal() if isinstance(a, Attack)]
    assert attacks and all(s.clause(a) is None for a in attacks)
    assert any(a.piece == second.id and a.shots[0].partner == first.id for a in attacks)
    crab = s.put(1, Kind.CRAB, (0, 2))
    c1, c2 = s.put(0, Kind.TANK, (0, 1)), s.put(0, Kind.TANK, (1, 2))
    judged(s, Capture((c2.id, c1.id), crab.id), None)
    assert Capture((c1.id, c2.id), crab.id) in s.legal()
    assert e1.where == e2.where == BOARD


def test_refusals_name_pieces_and_hexes_as_players_see_them() -> None:
    s = small()
    mine = s.put(0, Kind.TANK, (2, 5))
    theirs = s.put(1, Kind.TANK, (3, 4))
    carried = s.put(1, Kind.TANK, (0, 0))
    s.load(s.put(1, Kind.CRAB, (5, 7)), carried)
    assert say(s.refusal(Move(theirs.id, path(s, (3, 3))))) == \
        "Not yours: the tank (3,4) obeys another player. (FMP.CAPT.1)"
    assert say(s.refusal(Move(theirs.id, path(s, (3, 3)))), lang="fr") == \
        "Pas à vous : le char (3,4) obéit à un autre joueur. (FMP.CAPT.1)"
    assert say(s.refusal(Capture((mine.id, carried.id), theirs.id))) == \
        "Not yours: the tank (aboard) obeys another player. (FMP.CAPT.1)"
    far = s.put(0, Kind.HEAVY_TANK, (0, 0))
    assert say(s.refusal(Fire((mine.id, far.id), theirs.hex)), lang="fr") == \
        "La cible est hors de portée pour le gros tas (0,0). (FMP.FIRE.1)"
    layer = s.put(0, Kind.WEATHER_LAYER, (1, 1))
    s.load(layer, s.ore(0, 1))
    s.game.builds[layer.id] = ["crab"]
    assert say(s.refusal(Build(layer.id, "crab", s.h(2, 1)))) == \
        "Never two crabs from one weather layer in one turn. (FMP.POND.2)"


# -- the second referee's findings ---------------------------------------------------------------------------------
def test_FMP_NEUT_3_both_destroyers_that_hold_a_piece_stay() -> None:
    s = small()
    a = s.put(0, Kind.TANK, (0, 4))
    crab = s.put(1, Kind.CRAB, (2, 5))
    b = s.put(0, Kind.TANK, (5, 7))
    s.play(Move(b.id, path(s, (4, 7), (4, 6))))  # b arrives; with a, it now holds the crab under fire
    assert firezones.under_fire(s.game, crab.hex, 1) and {a.id, b.id} <= s.game.pinned
    judged(s, Move(a.id, path(s, (0, 3))), "FMP.NEUT.3")


def test_FMP_TIDE_3_a_stranded_boat_is_not_rescued_into_the_astronef_nor_given_cargo() -> None:
    s = small(tide=LOW)
    ship = s.ship(0, 5, 3, orientation=1)
    barge = s.put(0, Kind.BARGE, (7, 2), (7, 3))  # the reef is land at low tide: stranded
    judged(s, Load(ship.id, barge.id), "FMP.TIDE.3")
    crab = s.put(0, Kind.CRAB, (6, 4))
    tank = s.put(0, Kind.TANK, (0, 0))
    s.load(crab, tank)
    judged(s, Unload(crab.id, tank.id, (s.h(7, 3),)), "FMP.TIDE.3")


def test_FMP_TRANS_2_a_barge_unloads_next_to_it_not_onto_itself() -> None:
    s = small()
    barge = s.put(0, Kind.BARGE, (8, 3), (8, 4))
    tank = s.put(0, Kind.TANK, (0, 1))
    s.load(barge, tank)
    judged(s, Unload(barge.id, tank.id, (s.h(8, 3),)), "FMP.TRANS.2")


def test_FMP_TRANS_4_ore_goes_straight_into_a_weather_layer() -> None:
    s = small()
    crab = s.put(0, Kind.CRAB, (1, 1))
    ore = s.ore(0, 0)
    s.load(crab, ore)
    layer = s.put(0, Kind.WEATHER_LAYER, (1, 2))
    judged(s, Unload(crab.id, ore.id, (layer.hex,)), None)
    s.play(Unload(crab.id, ore.id, (layer.hex,)))
    assert ore.carrier == layer.id and s.game.points[0].available == 14


def test_FMP_TIDE_4_bogging_on_purpose_is_listed_even_with_nowhere_else_to_go() -> None:
    s = small(tide=HIGH)
    s.put(0, Kind.PONTOON, (8, 2))
    tank = s.put(0, Kind.TANK, (8, 2))
    for cell in ((8, 1), (8, 3), (9, 2), (9, 3)):
        s.ore(*cell)
    judged(s, Move(tank.id, path(s, (7, 1))), None)


def test_FMP_ATK_2_an_attack_during_the_retreat_step_ends_it_first() -> None:
    """Found at the table: while a threatened crab could still retreat, the attacker arriving under fire was
    counted as neutralised by that open step and no attack was offered."""
    s = small()
    target = s.put(1, Kind.TANK, (4, 4))
    s.put(1, Kind.TANK, (4, 6))
    partner, attacker = s.put(0, Kind.TANK, (3, 2)), s.put(0, Kind.TANK, (1, 5))
    crab = s.put(0, Kind.CRAB, (3, 4))  # under their fire, not retreating
    s.start_turn(0)
    attack = Attack(attacker.id, path(s, (2, 5)), (Shot(partner.id, target.hex),))
    judged(s, attack, None)
    events = s.play(attack)
    assert events[0] == Neutralized((crab.id,))  # the step closed on the crab...
    assert target.where == "gone" and crab.id not in s.game.neutralized  # ...and the shot freed it
