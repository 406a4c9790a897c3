"""Full Metal Planète: the astronef (entry, exit, taking, turrets) and the end of the game.

On the small planet an astronef with its dome at (4,5), orientation 0, has its podes at (5,5), (4,4) and (3,5).
"""

from __future__ import annotations

from arcade.core.protocol import SYSTEM
from arcade.games.fmp.data import rules
from arcade.games.fmp.rules import astronef, firezones, schedule
from arcade.games.fmp.rules.actions import (
    Capture,
    Decide,
    EndTurn,
    Fire,
    Load,
    Move,
    Rebuild,
    Retreat,
    TakeOff,
    TimeUp,
    Transfer,
    Unload,
)
from arcade.games.fmp.rules.events import Eliminated, Stays, TookOff
from arcade.games.fmp.rules.model import BOARD, CARRIED, LEFT, Piece
from arcade.games.fmp.rules.pieces import Kind
from arcade.games.fmp.rules.positions import Position
from arcade.games.fmp.rules.state import Departure, Phase
from arcade.games.fmp.rules.view import view_of
from tests.games.fmp.planets import small

RULES = rules()


def pode_turret(s: Position, ship: Piece, pode: int) -> Piece:
    return s.game.turrets(ship)[pode]



def test_FMP_SHIP_2_in_and_out_through_a_pode() -> None:
    s = small()
    ship = s.ship(0, 4, 5)
    tank = s.put(0, Kind.TANK, (5, 4))  # touches the pode at (4,4)
    far = s.put(0, Kind.TANK, (0, 0))
    assert s.clause(Load(ship.id, far.id)) == "FMP.SHIP.2"
    s.play(Load(ship.id, tank.id))
    assert tank.carrier == ship.id and s.game.points[0].available == 14
    barge = next(p for p in s.game.inside(ship) if p.kind is Kind.BARGE)
    crab = next(p for p in s.game.inside(ship) if p.kind is Kind.CRAB)
    s.play(Transfer(tank.id, crab.id))  # loading inside is free
    s.play(Transfer(tank.id, ship.id))
    assert s.game.points[0].available == 14 and barge.where == CARRIED
    assert s.clause(Unload(ship.id, tank.id, (s.h(1, 1),))) == "FMP.SHIP.2"
    s.play(Unload(ship.id, tank.id, (s.h(5, 4),)))  # and out again in the same turn
    assert tank.hex == s.h(5, 4) and s.game.points[0].available == 13
    assert view_of(s.game, 1).pieces  # what is inside is shown to everyone
    assert any(p.carrier == ship.id for p in view_of(s.game, 1).pieces)


def test_FMP_SHIP_3_podes_under_fire_and_destroyed_turrets() -> None:
    s = small()
    ship = s.ship(0, 4, 5)
    tank = s.put(0, Kind.TANK, (1, 1))
    s.load(ship, tank)
    s.put(1, Kind.TANK, (1, 4))
    s.put(1, Kind.TANK, (1, 5))
    assert firezones.under_fire(s.game, s.h(3, 5), 0)  # the pode at (3,5) is under fire
    assert firezones.under_fire(s.game, s.h(2, 5), 0) and not firezones.under_fire(s.game, s.h(3, 6), 0)
    assert s.clause(Unload(ship.id, tank.id, (s.h(2, 5),))) == "FMP.TRANS.5"  # the hex reached is under fire
    assert s.clause(Unload(ship.id, tank.id, (s.h(3, 6),))) is None  # the hex reached is out of fire
    turret = pode_turret(s, ship, 0)  # the pode at (5,5)
    s.destroy(turret)
    assert s.clause(Unload(ship.id, tank.id, (s.h(6, 5),))) == "FMP.SHIP.3"  # touches only that pode
    other = s.put(0, Kind.TANK, (6, 5))
    assert s.clause(Load(ship.id, other.id)) is None  # pieces still enter through it


def test_FMP_SHIP_4_ore_loaded_into_the_astronef_stays() -> None:
    s = small()
    ship = s.ship(0, 4, 5)
    crab = s.put(0, Kind.CRAB, (5, 3))
    ore = s.ore(5, 4)
    s.play(Load(ship.id, ore.id))
    assert ore.carrier == ship.id
    assert s.clause(Unload(ship.id, ore.id, (s.h(5, 4),))) == "FMP.POND.4"
    assert s.clause(Transfer(ore.id, crab.id)) == "FMP.TRANS.2"  # not even into a piece outside


def test_FMP_SHIP_5_a_piece_entering_takes_the_astronefs_colour() -> None:
    s = small(armies=2)
    green_ship = s.ship(0, 4, 5, army=1)
    red_tank = s.put(0, Kind.TANK, (5, 4))
    assert red_tank.colour == s.colour(0, 0)
    s.play(Load(green_ship.id, red_tank.id))
    assert red_tank.colour == s.colour(0, 1)


def taking_position(players: int = 2, armies: int = 1) -> tuple[Position, Piece, Piece]:
    """Blue's astronef with its three turrets destroyed; a red tank next to a pode; red to play."""
    s = small(players=players, armies=armies)
    s.ship(0, 1, 1)
    if armies == 2:
        s.ship(1, 1, 5, army=1)
    ship = s.ship(1, 4, 5)
    s.disarm(ship)
    tank = s.put(0, Kind.TANK, (5, 4))
    return s, ship, tank


def test_FMP_SHIP_6_taking_a_defenceless_astronef() -> None:
    s, ship, tank = taking_position(armies=2)
    blue = ship.colour
    blue_crab = s.put(1, Kind.CRAB, (0, 7), army=1 if s.colour(1, 1) == blue else 0)
    crab = s.put(0, Kind.CRAB, (5, 3))
    assert s.clause(Load(ship.id, crab.id)) == "FMP.SHIP.6"
    s.play(Load(ship.id, tank.id))
    g = s.game
    assert g.owner(ship) == 0 and g.owner(blue_crab) == 0 and ship.colour == blue
    assert g.points[0].available == 14 + 5  # the taker's base credit rises by 5 at once
    s.play(EndTurn())
    assert g.active == 1 and g.points[1].base == 15  # the loser keeps one astronef: 20 - 5


def test_FMP_SHIP_7_a_player_without_astronef_has_lost() -> None:
    s, ship, tank = taking_position(players=3)
    s.ship(2, 1, 3, orientation=1)
    s.game.points[1].saved = 10
    events = s.play(Load(ship.id, tank.id))
    assert 1 in s.game.out and s.game.points[1].saved == 0
    assert Eliminated(1, "astronef_lost") in events
    s.play(EndTurn())
    assert s.game.active == 2  # the loser no longer plays
    two, ship, tank = taking_position(players=2)
    two.play(Load(ship.id, tank.id), EndTurn())  # alone on the planet, nobody can outscore the taker
    outcome = RULES.outcome(two.game)
    assert outcome is not None and outcome.reason == "last_standing" and outcome.results == ("win", "loss")


def test_FMP_SHIP_8_only_the_taker_rebuilds_turrets() -> None:
    s, ship, tank = taking_position()
    mine = s.game.astronefs(0)[0]
    s.disarm(mine)
    assert s.clause(Rebuild(mine.id, 0)) == "FMP.SHIP.8"  # never taken: it cannot be rebuilt
    s.play(Load(ship.id, tank.id))
    before = s.game.points[0].available
    s.play(Rebuild(ship.id, 0))
    turret = pode_turret(s, ship, 0)
    assert turret.where == BOARD and s.game.points[0].available == before - 2
    helper = s.put(0, Kind.TANK, (6, 4))
    ore = s.ore(6, 6)
    assert s.clause(Fire((turret.id, helper.id), ore.hex)) is None  # at once
    assert s.clause(Rebuild(ship.id, 0)) == "FMP.SHIP.8"  # already standing


def test_FMP_SHIP_9_the_new_pieces_first_move_out_of_fire() -> None:
    s, ship, tank = taking_position(players=3)
    blue_crab = s.put(1, Kind.CRAB, (1, 5))
    blue_tank = s.put(1, Kind.TANK, (1, 6))
    s.put(2, Kind.TANK, (2, 7))  # green holds both under fire
    s.put(2, Kind.TANK, (0, 7))
    assert firezones.piece_under_fire(s.game, blue_crab) and firezones.piece_under_fire(s.game, blue_tank)
    s.play(Load(ship.id, tank.id))
    assert s.game.window == {ship.colour}
    s.play(Retreat(blue_crab.id, (s.h(1, 4),)))  # now red's: it first moves out of green's fire
    assert blue_crab.hex == s.h(1, 4) and s.game.owner(blue_crab) == 0
    s.play(Move(s.put(0, Kind.TANK, (5, 0)).id, ((s.h(5, 1),),)))  # then the step is over
    assert blue_tank.id in s.game.neutralized  # the one that could not move out is neutralized


def test_FMP_SHIP_10_no_entering_another_players_astronef_with_turrets() -> None:
    s = small()
    ship = s.ship(1, 4, 5)
    tank = s.put(0, Kind.TANK, (5, 4))
    assert s.clause(Load(ship.id, tank.id)) == "FMP.SHIP.10"


def decision_position(armies: int = 1) -> Position:
    """Turn 20, the last player to move; both players have astronefs on the planet."""
    s = small(turn=20, armies=armies)
    s.ship(0, 1, 1)
    s.ship(1, 4, 5)
    if armies == 2:
        s.ship(0, 4, 1, army=1)
    s.game.turn_index = 1
    return s


def test_FMP_END_1_turn_21_decisions_are_secret_then_revealed_together() -> None:
    s = decision_position()
    s.play(EndTurn())
    g = s.game
    assert g.phase == Phase.DECISION and g.turn == 21 and set(schedule.deciding(g)) == {0, 1}  # all at once
    assert RULES.to_act(g) == {0, 1, SYSTEM}
    assert s.clause(Move(0, ())) == "FMP.END.1"
    ship0 = g.astronefs(0)[0]
    assert s.clause(Decide((ship0.id,)), seat=1) == "FMP.END.1"  # not another's astronef
    s.play(Decide(()), seat=1)
    assert view_of(g, 0).decision is None and view_of(g, 1).to_data()["decision"] == {"decision_of": 1, "leave": []}
    assert s.clause(Decide(()), seat=1) == "FMP.END.1"  # decided already
    s.play(Decide((ship0.id,)), seat=0)
    assert ship0.where == LEFT and g.phase == Phase.PLAY  # revealed when the last has decided
    assert g.active == 1 and RULES.to_act(g) == {1, SYSTEM}


def test_FMP_END_1_time_up_during_the_decisions_keeps_the_undecided_on_the_planet() -> None:
    s = decision_position()
    s.play(EndTurn())
    ship0 = s.game.astronefs(0)[0]
    s.play(Decide((ship0.id,)), seat=0)
    s.play(TimeUp())
    assert ship0.where == LEFT and s.game.astronefs(1) and s.game.phase == Phase.PLAY


def test_FMP_END_2_leaving_at_21_with_the_turn_20_cargo_and_less_credit() -> None:
    s = decision_position(armies=2)
    s.play(EndTurn())
    g = s.game
    first, second = sorted(g.astronefs(0), key=lambda p: p.id)
    ore = s.ore(0, 0)
    s.load(first, ore)
    s.play(Decide((first.id,)), seat=0)
    s.play(Decide(()), seat=1)
    assert [d.ore for d in g.departed] == [1] and first.where == LEFT
    assert g.active == 0 and g.points[0].base == 15  # 20 with two astronefs, 5 less for the one sent away
    assert second.where == BOARD


def test_FMP_END_3_pieces_left_behind_are_neutralized_for_good() -> None:
    s = decision_position()
    tank = s.put(0, Kind.TANK, (0, 5))
    s.play(EndTurn())
    ship0 = s.game.astronefs(0)[0]
    s.play(Decide((ship0.id,)), seat=0)
    s.play(Decide(()), seat=1)
    a, b = s.put(1, Kind.TANK, (1, 5)), s.put(1, Kind.TANK, (0, 4))
    assert s.game.abandoned(tank) and not firezones.gives_fire(s.game, tank)
    s.points(15)
    s.play(Capture((a.id, b.id), tank.id))  # the others may capture it
    assert s.game.owner(tank) == 1 and not s.game.abandoned(tank)


def test_FMP_END_4_take_off_at_turn_25_costs_one_plus_missing_turrets() -> None:
    s = small(turn=25)
    ship = s.ship(0, 1, 1)
    s.ship(1, 4, 5)
    assert s.clause(TakeOff(ship.id)) is None
    s.destroy(pode_turret(s, ship, 1))
    assert astronef.takeoff_cost(s.game, ship) == 2
    s.points(1)
    assert s.clause(TakeOff(ship.id)) == "FMP.PTS.2"  # cannot pay: it stays
    events = s.play(EndTurn())
    assert ship.id in s.game.stranded and Stays(ship.id, 0) in events
    early = small(turn=24)
    assert early.clause(TakeOff(early.ship(0, 1, 1).id)) == "FMP.END.4"


def test_FMP_END_4_astronefs_that_can_pay_take_off_at_the_end_of_their_turn_25() -> None:
    s = small(turn=25)
    ship = s.ship(0, 1, 1)
    s.ship(1, 4, 5)
    s.points(3)
    events = s.play(EndTurn())  # not taken off by hand: it leaves at the end of the turn, paying its 1 point
    assert ship.where == LEFT and s.game.departed[0].astronef == ship.id
    assert any(isinstance(e, TookOff) for e in events) and ship.id not in s.game.stranded


def test_FMP_END_5_score_and_ties() -> None:
    s = small(turn=25)
    ship = s.ship(0, 1, 1)
    s.ship(1, 4, 5)
    for c in (0, 2):
        s.load(ship, s.ore(c, 7))
    s.load(ship, s.put(0, Kind.TANK, (0, 6)))
    s.play(TakeOff(ship.id))
    assert schedule.scores(s.game)[0] == 2 * 2 + 11 + 3  # 2 ore, the 11 pieces aboard (the army), 3 turrets
    assert s.game.active == 1  # nothing of player 0's can act any more: the turn passed
    s.play(EndTurn())  # player 1 takes off at the end of the turn
    assert s.game.over and schedule.ranking(s.game)[0] == 0
    outcome = RULES.outcome(s.game)
    assert outcome is not None and outcome.results == ("win", "loss") and outcome.scores == (18, 11 + 3)
    assert [d["score"] for d in outcome.details["departures"]] == [18, 14]


def test_FMP_END_5_ties_go_to_most_astronefs_then_most_ore() -> None:
    g = small(players=3).game
    g.departed = [Departure(0, 0, 25, ore=2, pieces=3, turrets=3),  # 10 with one astronef
                  Departure(1, 1, 21, ore=1, pieces=2, turrets=0), Departure(2, 1, 25, ore=1, pieces=3, turrets=1),
                  Departure(3, 2, 25, ore=3, pieces=1, turrets=3)]  # 10 each; player 2 has more ore than 0
    assert schedule.scores(g) == [10, 10, 10]
    assert schedule.ranking(g) == [1, 2, 0]
