"""Capture the asteroyd, clause by clause: the field, the turn, programming, lasers and moves round by round,
anticipation, the asteroyds, the end and the variants — played through the rules' check and apply."""

from __future__ import annotations

import pytest

from arcade.boards import load_board
from arcade.core.board import parse_board
from arcade.core.protocol import SYSTEM
from arcade.core.setup import SetupError
from arcade.games.asteroyds.rules import Arrange, Program, Ready, TimeUp
from arcade.games.asteroyds.rules.actions import (
    BlueDestroyed,
    BlueMoved,
    GameOver,
    Laser,
    Moved,
    Returned,
    Rolled,
    RoundBegins,
    Scored,
    Taken,
    Teleported,
    TurretDown,
)
from arcade.games.asteroyds.rules.field import Field, FieldError, step
from arcade.games.asteroyds.rules.game import LAYOUT, OVER, PROGRAM
from arcade.games.asteroyds.rules.pieces import Blue, Turret
from arcade.games.asteroyds.rules.program import ProgramError, parse
from arcade.games.asteroyds.rules.route import route
from arcade.games.asteroyds.words import event_line
from tests.games.asteroyds.field import NE, RULES, SE, E, W, at, game, of, put, run, where
from tests.replaying import replay_steps

STILL = "- - - - - - · 6 shield"


# -- the field ---------------------------------------------------------------------------------------------------------
def test_AST_BOARD_1_a_pointy_top_map_with_holes() -> None:
    field = Field.from_board(load_board("asteroyds"))
    assert at(0, 0) not in field.cells and at(3, 0) in field.cells and len(field.cells) == 16 * 13 - 22
    flat = "id: t\nname: t\ngrid: {kind: hex, orientation: flat, offset: odd}\nsize: {cols: 8, rows: 8}\n" \
           "legend: {'.': space}\nterrain:\n" + "".join('  - "........"\n' for _ in range(8))
    with pytest.raises(FieldError):
        Field.from_board(parse_board(flat, "t"))


def test_AST_BOARD_2_each_team_has_a_base() -> None:
    for name, teams in (("asteroyds", ("red", "white")), ("asteroyds-three", ("red", "white", "blue"))):
        field = Field.from_board(load_board(name))
        assert field.teams == teams
        for t in teams:
            assert field.starts[t] in field.areas[t] and field.platforms[t] in field.cells
            assert any(team == t for team, _ in field.turrets) and any(team == t for team, _ in field.pods)


def test_AST_BOARD_3_a_die_names_a_direction_1_to_6_clockwise_from_the_upper_right() -> None:
    g = game(turrets=True)
    g.turrets = [Turret("red", at(3, 8))]
    g.dice = {"red": 2, "white": 1}  # 2: east
    laser = g.lasers(1)[0]
    assert laser.cells[0] == at(4, 8) and all(where(h)[1] == 8 for h in laser.cells)
    assert [step(at(6, 8), d) for d in range(6)] == [at(6, 7), at(7, 8), at(6, 9), at(5, 9), at(5, 8), at(5, 7)]


def test_AST_BOARD_4_ships_share_hexes_fixed_pieces_stop_them() -> None:
    g = game()
    put(g, 0, (5, 8), E)
    put(g, 1, (7, 8), W)
    run(g, {0: "F - - - - - · 6 shield", 1: "F - - - - - · 6 shield"})
    assert g.ships[0].at == g.ships[1].at == at(6, 8)  # no collision between ships
    g2 = game()
    put(g2, 0, (4, 6), E)  # a pod at 5,6
    events = run(g2, {0: "F - - - - - · 6 shield"})
    assert of(events, Teleported)[0].cause == "collision"


# -- the turn and programming ------------------------------------------------------------------------------------------
def test_AST_TURN_1_dice_then_programming_then_six_rounds() -> None:
    g = game()
    assert g.phase == PROGRAM and set(g.dice) == {"red", "white"}
    events = run(g, {})
    assert len(of(events, RoundBegins)) == 6 and of(events, Rolled)[0].turn == 2  # the next turn's dice
    blue = game(blue="2")
    assert set(blue.dice) == {"red", "white", "blue"}


def test_AST_TURN_2_every_ship_starts_on_its_platform() -> None:
    g = game(4)
    assert all(s.at == g.field.platforms[s.team] for s in g.ships)
    assert [s.team for s in g.ships] == ["red", "white", "red", "white"]


def test_AST_PROG_1_when_the_timer_runs_out_empty_columns_do_nothing() -> None:
    g = game()
    put(g, 0, (5, 8), E)
    assert RULES.to_act(g) == {0, 2, SYSTEM}
    RULES.play(g, SYSTEM, TimeUp("red"))  # red wrote nothing in time
    assert g.team == "white"
    RULES.play(g, 1, Ready())
    assert g.ships[0].at == at(5, 8)


def test_AST_PROG_2_the_six_actions() -> None:
    g = game()
    put(g, 0, (6, 8), E)
    run(g, {0: "F - - - - - · 6 shield"})
    assert (where(g.ships[0].at), g.ships[0].facing) == ((7, 8), E)
    run(g, {0: "R - - - - - · 6 shield"})
    assert (where(g.ships[0].at), g.ships[0].facing) == ((7, 9), SE)  # turn right, then forward
    run(g, {0: "L - - - - - · 6 shield"})
    assert (where(g.ships[0].at), g.ships[0].facing) == ((8, 9), E)
    run(g, {0: "U - - - - - · 6 shield"})
    assert (where(g.ships[0].at), g.ships[0].facing) == ((8, 9), W)  # in place
    events = run(g, {0: "S - - - - - · 6 shield"})
    assert of(events, Laser)[0].source == "ship:0" and where(g.ships[0].at) == (8, 9)


def test_AST_PROG_3_one_anticipation_token_and_shoot_or_shield() -> None:
    assert parse("F R F S - U · 3 shield").rounds == (3,)
    assert parse("F R").columns == ("F", "R", "-", "-", "-", "-")
    with pytest.raises(ProgramError):
        parse("F Q")
    with pytest.raises(ProgramError):
        parse("F · 7 shoot")
    g = game()
    rejection = RULES.check(g, 0, Program(0, "F · 2+4 shield"))
    assert rejection is not None and rejection.key == "one_token"


def test_AST_PROG_4_teams_program_in_turn_and_see_only_their_own() -> None:
    g = game(4)
    assert RULES.to_act(g) == {0, 2, SYSTEM}  # the red team at the screen
    RULES.play(g, 0, Program(0, "F F · 1 shoot"))
    RULES.play(g, 2, Program(0, "F R · 2 shield"))  # a teammate writes it again
    assert RULES.view_for(g, 2).programs == ("0: F R - - - - · 2 shield",)
    assert RULES.view_for(g, 1).programs == () and "F R" not in repr(RULES.view_for(g, 3))
    assert RULES.check(g, 0, Program(1, "F")).key == "not_your_team"  # type: ignore[union-attr]
    RULES.play(g, 0, Ready())
    assert RULES.to_act(g) == {1, 3, SYSTEM} and RULES.allies(g, 1) == {1, 3}


# -- rounds ------------------------------------------------------------------------------------------------------------
def test_AST_ROUND_1_lasers_first_then_moves() -> None:
    g = game()
    put(g, 0, (3, 8), E)
    put(g, 1, (6, 8), NE)  # in the line of fire, moving away this very round
    events = run(g, {0: "S - - - - - · 6 shield", 1: "F - - - - - · 6 shield"})
    assert of(events, Laser)[0].ships == (1,) and g.ships[1].at == g.field.platforms["white"]


def test_AST_ROUND_2_turrets_fire_every_round_along_their_die() -> None:
    g = game(turrets=True)
    g.turrets = [Turret("white", at(12, 8))]
    g.dice = {"red": 1, "white": 5}  # 5: west
    events = run(g, {})
    shots = [e for e in of(events, Laser) if e.source == "turret:0"]
    assert len(shots) == 6 and all(where(h)[1] == 8 for h in shots[0].cells) and where(shots[0].cells[0]) == (11, 8)


def test_AST_ROUND_3_what_stops_a_laser_and_what_it_hits() -> None:
    g = game(4)
    put(g, 0, (3, 8), E)
    put(g, 2, (5, 8), E)  # an ally: passed through
    put(g, 1, (8, 8), W)
    put(g, 3, (8, 8), W)  # two enemies on one hex: both hit
    shot = g.laser(g.ships[0].at, E, "red", 1, False, "ship:0")
    assert shot.ships == (1, 3) and shot.cells[-1] == at(8, 8)
    put(g, 1, (3, 8), W)  # on the shooter's own hex: not hit
    assert 1 not in g.laser(g.ships[0].at, E, "red", 1, False, "ship:0").ships
    assert g.laser(at(4, 6), E, "red", 1, False, "x").stop == "pod"  # a pod at 5,6
    assert g.laser(at(12, 7), E, "red", 1, False, "x").stop == "platform"  # white's platform at 14,7
    g.ships[1].at = g.field.platforms["white"]
    assert g.laser(at(12, 7), E, "red", 1, False, "x").ships == ()  # those on it are not hit
    assert g.laser(at(10, 8), E, "red", 1, False, "x").stop == "edge"
    g.roids["white"].at = at(6, 8)  # asteroyds are no obstacle
    assert g.laser(g.ships[0].at, E, "red", 1, False, "ship:0").cells[-1] == at(8, 8)


def test_AST_ROUND_4_a_hit_ship_goes_home_and_stops_a_hit_turret_stops_firing() -> None:
    g = game(turrets=True)
    g.turrets = [Turret("white", at(9, 8))]
    g.dice = {"red": 1, "white": 6}  # north-west: out of the way
    put(g, 0, (6, 8), E)
    put(g, 1, (12, 4), W)
    events = run(g, {0: "S F F F F F · 6 shield"})
    assert of(events, TurretDown)[0].turret == 0
    assert len([e for e in of(events, Laser) if e.source == "turret:0"]) == 1  # silent after round 1
    g2 = game()
    put(g2, 0, (3, 8), E)
    put(g2, 1, (6, 8), W)
    events = run(g2, {0: "S - - - - - · 6 shield", 1: "- F F F F F · 6 shield"})
    assert g2.ships[1].at == g2.field.platforms["white"] and not of([e for e in events if isinstance(e, Moved)
                                                                    and e.ship == 1], Moved)


def test_AST_ROUND_5_ships_that_fire_at_each_other_are_both_hit() -> None:
    g = game()
    put(g, 0, (4, 8), E)
    put(g, 1, (8, 8), W)
    events = run(g, {0: "S - - - - - · 6 shield", 1: "S - - - - - · 6 shield"})
    assert {e.ship for e in of(events, Teleported)} == {0, 1}


def test_AST_ROUND_6_crashes_send_a_ship_home_and_stop_a_turret() -> None:
    g = game(turrets=True)
    g.turrets = [Turret("red", at(7, 8))]
    g.dice = {"red": 6, "white": 6}
    put(g, 1, (6, 8), E)  # runs into a turret (of the other team here; any turret)
    events = run(g, {1: "F - - - - - · 6 shield"})
    crash = of(events, Teleported)[0]
    assert crash.cause == "collision" and (crash.hit, crash.into) == ("turret", at(7, 8)) and of(events, TurretDown)
    g2 = game()
    put(g2, 0, (15, 8), E)  # the edge
    [edge] = of(run(g2, {0: "F - - - - - · 6 shield"}), Teleported)
    assert edge.hit == "edge"  # what it hit and where, for the round's log
    from arcade import i18n

    i18n.setup("en")
    line = event_line(g2, ["Ann", "Bob", "Cy", "Di"], edge, lambda h: ",".join(map(str, where(h))))
    assert "15,8" in line and "-1" not in line and "16,8" not in line  # (it named the hex off the board)
    g4 = game(turrets=True)  # the programming board's route foresees the same crash, where the rounds have it
    g4.turrets = [Turret("red", at(7, 8))]
    put(g4, 1, (6, 8), E)
    foreseen = route(g4, g4.ships[1], parse("F - - - - - · 6 shield").columns)
    assert foreseen.crash == ("turret", at(7, 8)) and foreseen.cells == (at(6, 8),)
    g3 = game()  # leaving its own platform is no crash
    events = run(g3, {0: "F - - - - - · 6 shield"})
    assert not of(events, Teleported) and g3.ships[0].at != g3.field.platforms["red"]


# -- anticipation ------------------------------------------------------------------------------------------------------
def test_AST_ANT_1_a_shield_lets_enemy_lasers_pass_by_in_its_round() -> None:
    g = game(4)
    put(g, 0, (3, 8), E)
    put(g, 1, (6, 8), W)
    put(g, 3, (9, 8), W)
    events = run(g, {0: "S - - - - - · 6 shield", 1: "- - - - - - · 1 shield", 3: STILL})
    shot = next(e for e in of(events, Laser) if e.source == "ship:0")
    assert shot.ships == (3,) and at(6, 8) in shot.cells  # passed beside ship 1, hit ship 3 beyond


def test_AST_ANT_2_a_shot_in_its_round_cannot_be_shielded_and_still_needs_S() -> None:
    g = game()
    put(g, 0, (3, 8), E)
    put(g, 1, (6, 8), W)
    events = run(g, {0: "S - - - - - · 1 shoot", 1: STILL})
    assert next(e for e in of(events, Laser) if e.source == "ship:0").ships == (1,)
    g2 = game()
    put(g2, 0, (3, 8), E)
    events = run(g2, {0: "- - - - - - · 1 shoot"})
    assert not of(events, Laser)  # shoot mode alone fires nothing


# -- asteroyds ---------------------------------------------------------------------------------------------------------
def test_AST_ROID_1_a_ship_entering_the_enemy_asteroyd_takes_it_along() -> None:
    g = game()
    put(g, 0, (12, 6), E)  # white's asteroyd at 13,6
    events = run(g, {0: "F U F - - - · 6 shield"})
    assert of(events, Taken)[0].ship == 0 and g.roids["white"].at == g.ships[0].at == at(12, 6)


def test_AST_ROID_2_a_carrier_hit_drops_it_where_it_was() -> None:
    g = game()
    put(g, 0, (12, 6), E)
    run(g, {0: "F U - - - - · 6 shield"})
    put(g, 1, (9, 6), E)  # hmm: a white shooter west of the carrier, facing it
    g.ships[1].at = at(11, 6)
    events = run(g, {1: "S - - - - - · 6 shield"})
    assert g.ships[0].at == g.field.platforms["red"] and g.ships[0].carrying is None
    assert g.roids["white"].at == at(13, 6) and g.roids["white"].carrier is None and of(events, Teleported)


def test_AST_ROID_3_home_with_it_scores_and_it_goes_back() -> None:
    g = game()
    g.ships[0].at, g.ships[0].facing = at(3, 6), W  # next to red's base area, carrying white's asteroyd
    g.ships[0].carrying, g.roids["white"].carrier, g.roids["white"].at = "white", 0, at(3, 6)
    events = run(g, {0: "F - - - - - · 6 shield"})
    assert of(events, Scored)[0].scores == (("red", 1), ("white", 0))
    assert g.roids["white"].at == g.field.starts["white"] and g.ships[0].carrying is None


def test_AST_ROID_4_a_friend_returns_its_dropped_asteroyd_home() -> None:
    g = game()
    g.roids["white"].at = at(9, 8)
    put(g, 1, (10, 8), W)
    events = run(g, {1: "F - - - - - · 6 shield"})
    assert of(events, Returned)[0].roid == "white" and g.roids["white"].at == g.field.starts["white"]


def test_AST_ROID_5_a_ship_never_carries_its_own_asteroyd() -> None:
    g = game()
    put(g, 0, (3, 6), W)  # into red's own asteroyd at its start
    events = run(g, {0: "F - - - - - · 6 shield"})
    assert not of(events, Taken) and g.ships[0].carrying is None


def test_AST_ROID_6_two_takers_together_leave_it_and_takers_come_before_friends() -> None:
    g = game(4)
    g.roids["white"].at = at(8, 8)
    put(g, 0, (7, 8), E)
    put(g, 2, (9, 8), W)  # two reds arrive together
    events = run(g, {0: "F - - - - - · 6 shield", 2: "F - - - - - · 6 shield"})
    assert not of(events, Taken) and g.roids["white"].at == at(8, 8)
    g2 = game()
    g2.roids["white"].at = at(8, 8)
    put(g2, 0, (7, 8), E)
    put(g2, 1, (9, 8), W)  # a red and a white arrive together: the red takes it
    events = run(g2, {0: "F - - - - - · 6 shield", 1: "F - - - - - · 6 shield"})
    assert of(events, Taken)[0].ship == 0 and not of(events, Returned)


# -- the end -----------------------------------------------------------------------------------------------------------
def test_AST_END_1_three_points_win_at_the_end_of_the_round_a_tie_plays_on() -> None:
    g = game()
    g.scores = {"red": 2, "white": 0}
    g.ships[0].at, g.ships[0].facing = at(3, 6), W
    g.ships[0].carrying, g.roids["white"].carrier, g.roids["white"].at = "white", 0, at(3, 6)
    events = run(g, {0: "F - - - - - · 6 shield"})
    assert of(events, GameOver)[0].winner == "red" and g.phase == OVER
    assert RULES.outcome(g).winners == (0, 2)  # type: ignore[union-attr]  # the whole red team
    tie = game()
    tie.scores = {"red": 3, "white": 3}
    run(tie, {})
    assert tie.phase == PROGRAM and tie.winner is None


# -- variants ----------------------------------------------------------------------------------------------------------
def test_AST_VAR_1_pilot_powers_once_a_game() -> None:
    g = game(6, powers="on")
    names = [s.pilot for s in g.ships]
    assert names == ["Hector", "Dolorosa", "Yayenek", "M'Hand", "1634", "Lawrence"]
    spots = {0: ((3, 8), E), 1: ((3, 9), E), 2: ((3, 10), E), 3: ((8, 4), E), 4: ((8, 5), E)}
    for sid, (cell, facing) in spots.items():
        put(g, sid, cell, facing)
    run(g, {0: "P - - - - - · 6 shield", 1: "P - - - - - · 6 shield", 2: "P - - - - - · 6 shield",
            3: "PLL - - - - - · 6 shield", 4: "PR - - - - - · 6 shield"})
    assert where(g.ships[0].at) == (5, 8)  # Hector: forward twice
    assert (where(g.ships[1].at), g.ships[1].facing) == ((2, 9), W)  # Dolorosa: U-turn, then forward
    assert (where(g.ships[2].at), g.ships[2].facing) == ((2, 10), E)  # Yayenek: back without turning
    assert g.ships[3].facing == (E - 2) % 6 and where(g.ships[3].at) == (7, 3)  # M'Hand: two left, forward
    assert (where(g.ships[4].at), g.ships[4].facing) == ((8, 5), SE)  # 1634: a turn in place
    assert RULES.check(g, 0, Program(0, "P")).key == "power_once"  # type: ignore[union-attr]
    fresh = game(6, powers="on")
    assert RULES.check(fresh, 0, Program(0, "PLL")).key == "power_of"  # type: ignore[union-attr]  # Hector's is P
    RULES.play(fresh, 0, Ready())
    assert RULES.check(fresh, 1, Program(5, "F · 2+5 shield")) is None  # Lawrence: two tokens, always shielded
    assert RULES.check(fresh, 1, Program(5, "F · 4 shield")) is None  # the seed's "peut utiliser 2 jetons": may
    assert RULES.check(fresh, 1, Program(5, "F · 2 shoot")).key == "lawrence_shield"  # type: ignore[union-attr]


def test_AST_VAR_2_one_against_one_with_several_ships_and_twice_the_time() -> None:
    setup = RULES.parse_setup({"players": ["A", "B"], "options": {"timer": "30"}})
    assert setup.ships == 2 and setup.seconds == 60  # two ships each by default, twice the time
    g = RULES.initial(setup, 1)
    assert [s.team for s in g.ships] == ["red", "red", "white", "white"]
    for players, ships in ((["A", "B"], "1"), (["A", "B", "C"], "2")):
        with pytest.raises(SetupError):  # the seed: 4 to 6 players, or 1 against 1 with two or three ships
            RULES.parse_setup({"players": players, "options": {"ships": ships}})
    # the ships option is the 1 against 1 variant's: teams fly one ship each whatever it says (the set-up's default
    # of 2 no longer refuses a team game, and a 2-player game is offered as 1 against 1 with two ships each)
    assert RULES.parse_setup({"players": ["A", "B", "C", "D"], "options": {"ships": "2"}}).ships == 1
    from arcade.games.asteroyds import GAME

    for count in (2, 4):  # the set-up's defaults start a game with two players as with four
        assert RULES.parse_setup({"players": ["A", "B", "C", "D"][:count], "options": GAME.default_options()})


def test_AST_VAR_3_three_teams_a_capture_takes_a_point_from_the_captured() -> None:
    g = game(6, teams="3")
    assert g.teams == ("red", "white", "blue") and g.target == 2
    g.scores = {"red": 0, "white": 1, "blue": 0}
    carrier = g.ships[0]
    home = sorted(g.field.areas["red"] - {g.field.platforms["red"], g.field.starts["red"]})[0]
    carrier.facing = 0
    carrier.at = step(home, 3)  # one step south-west of a base-area hex, facing north-east into it
    carrier.carrying, g.roids["white"].carrier, g.roids["white"].at = "white", 0, carrier.at
    events = run(g, {0: "F - - - - - · 6 shield"})
    assert dict(of(events, Scored)[0].scores) == {"red": 1, "white": 0, "blue": 0}
    g.scores = {"red": 0, "white": 0, "blue": 0}
    g.capture(carrier.__class__(9, 0, "red", "x", home, 0, carrying="white"), [])
    assert g.scores["white"] == 0  # never below zero


def test_AST_VAR_4_blue_asteroids_drift_push_block_and_may_break() -> None:
    g = game(blue="2", blue_kind="destructible")
    assert len(g.blues) == 2 and "blue" in g.dice
    g.blues = [Blue(at(6, 8), 0, 1), Blue(at(7, 8), 0, 2)]
    g.dice["blue"] = 2  # east, for orientation 0
    put(g, 0, (3, 8), E)
    events = run(g, {0: "S - - - - - · 6 shield"})
    moved = of(events, BlueMoved)
    assert moved[0].index == 1 and where(moved[0].end) == (8, 8)  # the first pushes the second along
    assert of(events, BlueDestroyed)  # the laser breaks the one it meets
    solid = game(blue="2", blue_kind="solid")
    solid.blues = [Blue(at(6, 8), 0, 1)]
    put(solid, 0, (8, 8), W)
    solid.dice["blue"] = 2  # east: it drifts to 7,8, where the ship is going
    events = run(solid, {0: "F - - - - - · 6 shield"})
    assert of(events, Teleported)[0].cause == "collision" and len(solid.blues) == 1  # an obstacle for ships


def test_AST_VAR_5_each_team_lays_out_its_pods_and_turrets_in_its_half() -> None:
    g = game(layout="custom", turrets=True)
    assert g.phase == LAYOUT and RULES.to_act(g) == {0, 2}
    own_half = sorted(g.half("red") - {h for _, h in g.pods} - {t.at for t in g.turrets}
                      - set(g.field.platforms.values()) - set(g.field.areas["red"]))
    RULES.play(g, 0, Arrange("turret", 0, own_half[0]))
    assert g.turrets[0].at == own_half[0]
    far = sorted(g.half("white") - set(g.field.areas["white"]))[0]
    assert RULES.check(g, 0, Arrange("pod", 0, far)).key == "not_your_half"  # type: ignore[union-attr]
    RULES.play(g, 0, Ready())
    RULES.play(g, 1, Ready())
    assert g.phase == PROGRAM and g.turn == 1


def test_AST_ROID_3_scores_only_change_by_a_capture_in_random_games() -> None:
    """A property over random play: each team's score is the number of its captures, ships stay off obstacles,
    and a turn replayed from its record gives the same rounds."""
    import random

    for seed in range(3):
        g = game(4, turrets=True)
        chooser = random.Random(seed)
        steps = []
        scored: dict[str, int] = {"red": 0, "white": 0}
        for _ in range(60):
            if g.over:
                break
            seat = min(RULES.to_act(g) - {SYSTEM})
            legal = RULES.legal_actions(g, seat)
            programs = [a for a in legal if isinstance(a, Program) and "F" in a.text]
            action = chooser.choice(programs) if programs and chooser.random() < 0.8 else Ready()
            events = RULES.apply(g, seat, action)
            steps.append((seat, RULES.encode(action)))
            for e in of(list(events), Scored):
                scored[e.team] += 1
            assert g.scores == scored
            assert all(g.fixed_at(s.at) in (None, "platform") for s in g.ships)
        again = replay_steps(RULES, {"players": [{"name": f"P{i}", "side": c} for i, c in
                                          enumerate(("red", "white", "blue", "amber"))], "options": {}}, 1, steps)
        assert RULES.fingerprint(again) == RULES.fingerprint(g)


# -- the referee's findings --------------------------------------------------------------------------------------------
def test_AST_VAR_3_captures_in_one_round_are_counted_together() -> None:
    """Found by the referee: with three teams, two captures in one round depended on the ships' order."""
    g = game(6, teams="3")
    red, white = g.ships[0], g.ships[1]
    for ship, roid in ((red, "white"), (white, "red")):
        home = sorted(g.field.areas[ship.team] - {g.field.starts[ship.team]})[0]
        way = next(d for d in range(6) if g.fixed_at(step(home, (d + 3) % 6)) is None)
        ship.at, ship.facing = step(home, (way + 3) % 6), way
        ship.carrying, g.roids[roid].carrier, g.roids[roid].at = roid, ship.id, ship.at
    run(g, {0: "F - - - - - · 6 shield", 1: "F - - - - - · 6 shield"})
    assert g.scores == {"red": 0, "white": 0, "blue": 0}  # +1 -1 each, the same whichever ship came first


def test_AST_VAR_4_a_blue_asteroid_never_lands_on_a_team_asteroyd_or_its_start() -> None:
    g = game(blue="2")
    g.blues = [Blue(at(6, 8), 0, 1), Blue(step(g.field.starts["white"], 4), 0, 2)]
    g.roids["white"].at, g.dice["blue"] = at(7, 8), 2  # east: onto the dropped asteroyd, and onto white's start
    run(g, {})
    assert [where(b.at) for b in g.blues] == [(6, 8), where(step(g.field.starts["white"], 4))]


def test_AST_ROID_3_a_carrier_scores_on_the_base_hex_it_reaches_even_mid_move() -> None:
    g = game(6, powers="on")  # ship 0 is Hector: forward twice
    red = g.ships[0]
    home = sorted(g.field.areas["red"] - {g.field.starts["red"]})[0]
    way = next(d for d in range(6) if g.fixed_at(step(home, (d + 3) % 6)) is None)
    red.at, red.facing = step(home, (way + 3) % 6), way
    red.carrying, g.roids["white"].carrier, g.roids["white"].at = "white", 0, red.at
    events = run(g, {0: "P - - - - - · 6 shield"})
    assert g.scores["red"] == 1 and of(events, Scored)


def test_AST_PROG_4_the_leak_check_sees_programs_as_the_views_show_them() -> None:
    g = game()
    RULES.play(g, 0, Program(0, "F F S"))
    [secret] = RULES.secrets(g, 0)
    assert secret in RULES.view_for(g, 2).programs and secret not in RULES.view_for(g, 1).programs
    run(g, {})
    assert RULES.secrets(g, 0) == []  # revealed in the rounds, then a new turn


def test_AST_BOARD_2_the_two_bases_mirror_each_other() -> None:
    """Found by the referee: white's base was not a true mirror of red's (odd rows are shifted)."""
    field = Field.from_board(load_board("asteroyds"))

    def mirror(h: object) -> tuple[int, int]:
        c, r = where(h)  # type: ignore[arg-type]
        return (15 - c if r % 2 == 0 else 14 - c), 12 - r

    assert mirror(field.starts["red"]) == where(field.starts["white"])
    assert mirror(field.platforms["red"]) == where(field.platforms["white"])
    assert sorted(mirror(h) for t, h in field.turrets if t == "red") == sorted(
        where(h) for t, h in field.turrets if t == "white")
    assert sorted(mirror(h) for h in field.areas["red"]) == sorted(where(h) for h in field.areas["white"])
