"""Full Metal Planète: destroying, the second-arrival attack, capture, retreat and neutralization."""

from __future__ import annotations

from arcade.core.hexgrid import Hex
from arcade.games.fmp.data import rules
from arcade.games.fmp.rules import firezones
from arcade.games.fmp.rules.actions import Attack, Capture, Fire, Load, Move, Retreat, Shot, Unload
from arcade.games.fmp.rules.events import Destroyed, Neutralized
from arcade.games.fmp.rules.model import BOARD, CARRIED, GONE, Piece
from arcade.games.fmp.rules.pieces import Kind
from arcade.games.fmp.rules.positions import Position
from tests.games.fmp.planets import small

RULES = rules()


def step(s: Position, *cells: tuple[int, int]) -> tuple[tuple[Hex, ...], ...]:
    return tuple((s.h(c, r),) for c, r in cells)


def test_FMP_FIRE_2_two_shots_per_turn_reloaded_each_player_turn() -> None:
    s = small()
    a, b, c = s.put(0, Kind.TANK, (1, 4)), s.put(0, Kind.TANK, (1, 5)), s.put(0, Kind.TANK, (0, 5))
    x, y, z = s.put(1, Kind.CRAB, (2, 5)), s.put(1, Kind.WEATHER_LAYER, (1, 6)), s.put(1, Kind.TANK, (0, 4))
    d = s.put(0, Kind.CRAB, (4, 0))
    s.play(Fire((a.id, b.id), x.hex))
    s.play(Move(d.id, step(s, (4, 1))))  # shots may be separated by other actions
    s.play(Fire((a.id, c.id), y.hex))
    assert s.clause(Fire((a.id, c.id), z.hex)) == "FMP.FIRE.2"  # a has fired twice
    assert s.clause(Fire((b.id, c.id), z.hex)) is None
    s.start_turn(0)  # the next player's turn: everyone reloads
    assert s.clause(Fire((a.id, c.id), z.hex)) is None


def test_FMP_FIRE_3_two_shooters_destroy_everything_on_the_hex_astronefs_excepted() -> None:
    s = small()
    a, b = s.put(0, Kind.TANK, (1, 4)), s.put(0, Kind.HEAVY_TANK, (1, 5))
    crab = s.put(1, Kind.CRAB, (2, 5))
    ore = s.ore(0, 0)
    s.load(crab, ore)
    tank = s.put(1, Kind.TANK, (0, 1))
    s.load(crab, tank)
    assert s.clause(Fire((a.id, a.id), crab.hex)) == "FMP.FIRE.3"
    far = s.put(0, Kind.TANK, (5, 0))
    assert s.clause(Fire((a.id, far.id), crab.hex)) == "FMP.FIRE.1"  # out of range of the second
    assert s.clause(Fire((a.id, b.id), s.h(1, 3))) == "FMP.FIRE.3"  # nothing there
    events = s.play(Fire((a.id, b.id), crab.hex))
    assert crab.where == ore.where == tank.where == GONE
    assert any(isinstance(e, Destroyed) and set(e.pieces) == {crab.id, ore.id, tank.id} for e in events)
    ship = s.ship(1, 4, 5)
    c, d = s.put(0, Kind.TANK, (4, 2)), s.put(0, Kind.TANK, (5, 2))  # each in range of one turret only
    assert s.clause(Fire((c.id, d.id), ship.hex)) == "FMP.FIRE.3"  # the dome is indestructible
    pode = ship.hexes[2]
    s.play(Fire((c.id, d.id), pode))
    assert sum(1 for t in s.game.turrets(ship) if t.where == BOARD) == 2 and ship.where == BOARD
    assert s.clause(Fire((c.id, d.id), pode)) == "FMP.FIRE.3"  # no turret left on that pode


def test_FMP_FIRE_4_never_at_ones_own_pieces() -> None:
    s = small()
    a, b = s.put(0, Kind.TANK, (1, 4)), s.put(0, Kind.TANK, (1, 5))
    own = s.put(0, Kind.CRAB, (2, 5))
    assert s.clause(Fire((a.id, b.id), own.hex)) == "FMP.FIRE.4"
    ship = s.ship(0, 4, 6)
    c, d = s.put(0, Kind.TANK, (2, 6)), s.put(0, Kind.TANK, (3, 7))
    assert s.clause(Fire((c.id, d.id), ship.hexes[3])) == "FMP.FIRE.4"  # its own turret
    pontoon = s.put(0, Kind.PONTOON, (0, 4))
    assert s.clause(Fire((a.id, b.id), pontoon.hex)) is None  # pontoons excepted


def attack_position() -> tuple[Position, dict[str, Piece]]:
    """Blue tanks at (4,4) and (4,6) hold a fire zone; red's first destroyer stands out of it at (4,2)."""
    s = small()
    e1, e2 = s.put(1, Kind.TANK, (4, 4)), s.put(1, Kind.TANK, (4, 6))
    first = s.put(0, Kind.TANK, (4, 2))
    second = s.put(0, Kind.TANK, (1, 5))
    crab = s.put(1, Kind.CRAB, (3, 3))
    assert firezones.under_fire(s.game, s.h(2, 5), 0) and not firezones.under_fire(s.game, first.hex, 0)
    return s, {"e1": e1, "e2": e2, "first": first, "second": second, "crab": crab}


def test_FMP_ATK_1_the_first_destroyer_may_not_stand_under_fire_turrets_may() -> None:
    s, p = attack_position()
    exposed = s.put(0, Kind.TANK, (3, 5))
    assert firezones.under_fire(s.game, exposed.hex, 0)
    assert s.clause(Fire((exposed.id, p["first"].id), p["crab"].hex)) == "FMP.ATK.1"
    s = small()
    ship = s.ship(0, 4, 1)
    s.put(1, Kind.TANK, (2, 0))
    s.put(1, Kind.TANK, (2, 1))
    turret = next(t for t in s.game.turrets(ship) if t.hex == ship.hexes[2])
    helper = s.put(0, Kind.TANK, (4, 2))
    target = s.put(1, Kind.CRAB, (3, 0))
    assert firezones.under_fire(s.game, turret.hex, 0) and not firezones.piece_under_fire(s.game, helper)
    assert s.clause(Fire((turret.id, helper.id), target.hex)) is None  # a turret fires even under fire


def test_FMP_ATK_2_second_arrival_checked_as_one_action() -> None:
    s, p = attack_position()
    second, first, e1, crab = p["second"], p["first"], p["e1"], p["crab"]
    assert s.clause(Move(second.id, step(s, (2, 5)))) == "FMP.MOVE.6"
    wrong = Attack(second.id, step(s, (2, 5)), (Shot(first.id, crab.hex),))
    assert s.clause(wrong) == "FMP.ATK.2"  # after the shot it would still be under fire
    assert second.hex == s.h(1, 5) and crab.where == BOARD
    right = Attack(second.id, step(s, (2, 5)), (Shot(first.id, e1.hex),))
    assert s.clause(right) is None
    s.play(right)
    assert e1.where == GONE and second.hex == s.h(2, 5)
    assert not firezones.piece_under_fire(s.game, second) and s.game.points[0].available == 12


def test_an_attack_checked_while_a_move_is_tried_puts_back_its_own_changes_and_keeps_the_moves() -> None:
    s, p = attack_position()
    second, first, e1 = p["second"], p["first"], p["e1"]
    crab = s.put(0, Kind.CRAB, (1, 4))
    s.load(crab, second)
    before = RULES.fingerprint(s.game)
    attack = Attack(second.id, step(s, (2, 5)), (Shot(first.id, e1.hex),))
    with RULES.tried(s.game, 0, Unload(crab.id, second.id, (s.h(1, 5),))) as after:
        assert after is s.game and second.hex == s.h(1, 5)
        assert RULES.check(after, 0, attack) is None  # (a trial of its own inside the move's)
        assert second.hex == s.h(1, 5) and second.where == BOARD and e1.where == BOARD
        assert after.points[0].available == 14
    assert RULES.fingerprint(s.game) == before and second.where == CARRIED


def test_FMP_ATK_3_a_second_destroyer_brought_by_a_transporter_is_unloaded_out_of_fire() -> None:
    s, p = attack_position()
    second, first, e1 = p["second"], p["first"], p["e1"]
    crab = s.put(0, Kind.CRAB, (1, 4))
    s.load(crab, second)
    assert s.clause(Unload(crab.id, second.id, (s.h(2, 5),))) == "FMP.TRANS.5"
    s.play(Unload(crab.id, second.id, (s.h(1, 5),)))
    s.play(Attack(second.id, step(s, (2, 5)), (Shot(first.id, e1.hex),)))
    assert e1.where == GONE


def test_FMP_CAPT_1_two_adjacent_destroyers_of_one_colour_capture() -> None:
    s = small(armies=2, players=2)
    a, b = s.put(0, Kind.TANK, (1, 4)), s.put(0, Kind.TANK, (2, 5))
    target = s.put(1, Kind.CRAB, (1, 5))
    lone = s.put(0, Kind.TANK, (5, 0))
    assert s.clause(Capture((a.id, lone.id), target.id)) == "FMP.CAPT.1"  # not adjacent
    other_colour = s.put(0, Kind.TANK, (0, 5), army=1)
    assert s.clause(Capture((a.id, other_colour.id), target.id)) == "FMP.CAPT.1"  # two colours
    s.game.shots[a.id] = s.game.shots[b.id] = 2  # out of ammunition: they may still capture
    s.play(Capture((a.id, b.id), target.id))
    assert target.colour == a.colour and s.game.owner(target) == 0 and s.game.points[0].available == 14
    own = s.put(0, Kind.CRAB, (2, 4), army=1)  # the player's own crab of their other colour
    s.play(Capture((a.id, b.id), own.id))
    assert own.colour == a.colour
    s2 = small()
    a, b = s2.put(0, Kind.TANK, (1, 4)), s2.put(0, Kind.TANK, (2, 5))
    target = s2.put(1, Kind.CRAB, (1, 5))
    s2.put(1, Kind.TANK, (0, 6))
    s2.put(1, Kind.TANK, (1, 7))
    assert firezones.under_fire(s2.game, target.hex, 0)
    assert s2.clause(Capture((a.id, b.id), target.id)) == "FMP.CAPT.1"  # the piece is under enemy fire


def test_FMP_CAPT_2_a_captured_piece_acts_at_once_with_its_cargo() -> None:
    s = small()
    a, b = s.put(0, Kind.TANK, (6, 2)), s.put(0, Kind.TANK, (6, 3))
    barge = s.put(1, Kind.BARGE, (7, 2), (8, 2))
    cargo = s.put(1, Kind.TANK, (0, 0))
    s.load(barge, cargo)
    s.play(Capture((a.id, b.id), barge.id))
    assert barge.colour == cargo.colour == a.colour
    assert s.clause(Move(barge.id, ((s.h(8, 2), s.h(9, 2)),))) is None  # operational at once


def test_FMP_CAPT_3_turrets_astronefs_and_pontoons_are_not_captured() -> None:
    s = small()
    ship = s.ship(1, 4, 5)
    a, b = s.put(0, Kind.TANK, (4, 3)), s.put(0, Kind.TANK, (5, 3))
    turret = next(t for t in s.game.turrets(ship) if t.hex == ship.hexes[2])
    assert s.clause(Capture((a.id, b.id), turret.id)) == "FMP.CAPT.3"
    assert s.clause(Capture((a.id, b.id), ship.id)) == "FMP.CAPT.3"
    pontoon = s.put(1, Kind.PONTOON, (4, 2))
    assert s.clause(Capture((a.id, b.id), pontoon.id)) == "FMP.CAPT.3"


def threatened() -> tuple[Position, Piece]:
    """Red's crab at (1,5) under the fire of two blue tanks; red's turn starts."""
    s = small()
    crab = s.put(0, Kind.CRAB, (1, 5))
    s.put(1, Kind.TANK, (2, 7))
    s.put(1, Kind.TANK, (0, 7))
    s.start_turn(0)
    return s, crab


def test_FMP_NEUT_1_retreat_one_hex_out_of_fire_at_the_start_of_the_turn() -> None:
    s, crab = threatened()
    assert firezones.piece_under_fire(s.game, crab)
    assert s.clause(Retreat(crab.id, (s.h(1, 6),))) == "FMP.MOVE.6"
    s.play(Retreat(crab.id, (s.h(1, 4),)))
    assert crab.hex == s.h(1, 4) and s.game.points[0].available == 14
    assert s.clause(Retreat(crab.id, (s.h(1, 3),))) == "FMP.NEUT.1"
    s, crab = threatened()
    other = s.put(0, Kind.TANK, (5, 0))
    s.play(Move(other.id, step(s, (5, 1))))  # any other action closes the retreat step
    assert s.clause(Retreat(crab.id, (s.h(1, 4),))) == "FMP.NEUT.1"


def test_FMP_NEUT_2_still_under_fire_means_neutralized_until_freed() -> None:
    s, crab = threatened()
    other = s.put(0, Kind.TANK, (5, 0))
    events = s.play(Move(other.id, step(s, (5, 1))))
    assert Neutralized((crab.id,)) in events
    assert s.clause(Move(crab.id, step(s, (1, 4)))) == "FMP.NEUT.2"
    # only other destroyers free it: destroy one of the two blue tanks
    a, b = s.put(0, Kind.TANK, (3, 6)), s.put(0, Kind.TANK, (4, 7))
    s.play(Fire((a.id, b.id), s.h(2, 7)))
    assert crab.id not in s.game.neutralized
    assert s.clause(Move(crab.id, step(s, (1, 4)))) is None
    t = small()
    ship = t.ship(0, 4, 1)
    t.put(1, Kind.TANK, (2, 0))
    t.put(1, Kind.TANK, (2, 1))
    t.start_turn(0)
    turret = next(x for x in t.game.turrets(ship) if x.hex == ship.hexes[2])
    assert firezones.piece_under_fire(t.game, turret)
    t.play(Move(t.put(0, Kind.TANK, (5, 6)).id, step(t, (5, 7))))  # the retreat step closes
    assert turret.id not in t.game.neutralized and firezones.cover(t.game)[0][turret.hex] >= 1  # turrets never are


def test_FMP_NEUT_3_a_destroyer_holding_an_enemy_under_fire_stops() -> None:
    s = small()
    a = s.put(0, Kind.TANK, (1, 2))
    b = s.put(0, Kind.TANK, (4, 5))
    enemy = s.put(1, Kind.CRAB, (3, 5))
    s.play(Move(a.id, step(s, (1, 3), (1, 4), (2, 5))))
    assert a.id in s.game.pinned
    assert s.clause(Move(a.id, step(s, (1, 5)))) == "FMP.NEUT.3"
    assert s.clause(Fire((a.id, b.id), enemy.hex)) is None  # it may still fire...
    assert s.clause(Capture((a.id, b.id), enemy.id)) is None  # ...and capture


def test_FMP_NEUT_4_a_neutralized_piece_projects_no_fire_zone() -> None:
    s = small()
    e1, e2 = s.put(1, Kind.TANK, (4, 4)), s.put(1, Kind.TANK, (4, 6))
    tank = s.put(0, Kind.TANK, (1, 5))
    assert firezones.under_fire(s.game, s.h(3, 5), 0) and e2.where == BOARD
    s.neutralize(e1)
    assert not firezones.under_fire(s.game, s.h(3, 5), 0)
    assert s.clause(Move(tank.id, step(s, (2, 5), (3, 5)))) is None


def test_FMP_NEUT_3_loading_counts_as_moving() -> None:
    s = small()
    a = s.put(0, Kind.TANK, (1, 2))
    s.put(0, Kind.TANK, (4, 5))
    s.put(1, Kind.CRAB, (3, 5))
    s.play(Move(a.id, step(s, (1, 3), (1, 4))))
    crab = s.put(0, Kind.CRAB, (0, 4))
    assert s.clause(Load(crab.id, a.id)) == "FMP.NEUT.3"
