"""Orders: the notation, the ship's limits, the merciless correction and the path flown (INT.SHIP, INT.ORD,
INT.FIX), through the public `execute` the order screen and the resolution share."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from arcade.core.hexgrid import Hex, distance
from arcade.games.interceptor.rules import OrdersError, execute
from arcade.games.interceptor.rules.legal import orders_for
from arcade.games.interceptor.rules.orders import correct, parse
from arcade.games.interceptor.rules.ships import Spec
from tests.games.interceptor.arena import NE, NW, SE, N, S, at, fight

SPEC = Spec()
HOME = at(6, 6)


def run(text: str, previous: int, facing: int = N) -> tuple[str, Hex, int, int]:
    e = execute(text, previous, SPEC, HOME, facing)
    end, face, speed = e.end
    return e.correction.text, end, face, speed


def test_INT_FIX_2_the_seed_example_a_turn_too_soon_is_postponed() -> None:
    """"4 AGADAA devient 4 AGAAAD à cause de l'intervalle entre chaque virage"."""
    assert run("4 AGADAA", 4)[0] == "4 AGAAAD"
    [note] = execute("4 AGADAA", 4, SPEC, HOME, N).correction.notes
    assert note.kind == "postponed" and note.b == SPEC.spacing(4)  # (the straight moves a turn waits for, said)


def test_INT_FIX_2_turns_beyond_reach_a_fourth_and_any_at_speed_five_are_dropped() -> None:
    assert run("4 AGAD", 4)[0] == "4 AGAAAD"  # postponed past the missing moves, still in reach
    assert run("4 GAAD", 4)[0] == "4 GAAADA"  # waits for the third move after G, an added one
    assert run("4 GAAAADG", 4)[0] == "4 GAAAAD"  # no moves left after D for G's spacing: G dropped
    assert run("2 GAGAGAG", 2)[0] == "2 GAGAG"  # a fourth turn is dropped (and the third move too)
    assert run("5 AGAAAA", 5)[0] == "5 AAAAA"  # no turning at speed 5


def test_INT_FIX_1_an_impossible_acceleration_is_clamped() -> None:
    assert run("5 AAAAA", 1)[0] == "3 AAA"  # +2 at most
    assert run("-4 AAAA", 0)[0] == "-2 AA"
    assert run("9 A", 5)[0] == "5 AAAAA"  # and never past the speed limit
    note = execute("5 AAAAA", 1, SPEC, HOME, N).correction.notes[0]
    assert (note.kind, note.a, note.b) == ("speed", 5, 3)


def test_INT_FIX_3_a_loop_without_three_moves_left_becomes_that_many_As() -> None:
    assert run("2 L", 2)[0] == "2 AA"
    assert run("4 AAL", 4)[0] == "4 AAAA"
    assert run("3 L", 3)[0] == "3 L"


def test_INT_FIX_4_extra_moves_are_dropped_from_the_end_missing_ones_added_last() -> None:
    assert run("3 AAAAAA", 3)[0] == "3 AAA"
    assert run("3 D", 3)[0] == "3 DAAA"
    assert run("4 AGAD", 4)[0] == "4 AGAAAD"  # the postponed D after the added As that make room for it
    assert run("2", 2)[0] == "2 AA"  # speed only: straight on


def test_INT_FIX_6_the_seed_examples_hold() -> None:
    text, end, face, speed = run("5 LAT", 3)
    assert text == "5 LAT"
    assert (end, face, speed) == (at(6, 8), N, -5)  # two hexes behind, facing the same way, speed -5
    text, end, face, speed = run("3 AGAADX", 3)
    assert text == "3 AGAADX"  # executed as written
    assert not execute("3 AGAADX", 3, SPEC, HOME, N).correction.fires


def test_INT_FIX_5_the_correction_is_written_in_the_same_notation() -> None:
    for text, previous in (("4 AGADAA", 4), ("5 LAT", 3), ("0", 0), ("1 X", 1), ("REPLI", 2)):
        done = execute(text, previous, SPEC, HOME, N).correction.text
        assert correct(parse(done), previous, SPEC).text == done  # the corrected text corrects to itself


def test_INT_ORD_3_each_code_moves_as_the_seed_says() -> None:
    assert run("1 A", 1)[1:] == (at(6, 5), N, 1)  # advance in the direction of travel
    assert run("1 DA", 1)[1:] == (at(7, 5), NE, 1)  # D: one side to the right (starboard)
    assert run("1 GA", 1)[1:] == (at(5, 5), NW, 1)  # G: to the left
    assert run("3 L", 3)[1:] == (HOME, S, 3)  # loop: same hex, facing the other way, same speed
    assert run("1 T", 1)[1:] == (at(6, 5), S, -1)  # tête-à-queue: forward, turned round, speed negative
    assert run("1 AX", 1)[0] == "1 AX" and not execute("1 AX", 1, SPEC, HOME, N).correction.fires
    assert parse("repli").retreat


def test_INT_ORD_3_text_that_is_not_orders_is_refused_with_the_culprit() -> None:
    with pytest.raises(OrdersError) as bad:
        parse("3 AQA")
    assert (bad.value.key, bad.value.detail) == ("bad_code", "Q")
    with pytest.raises(OrdersError):
        parse("- AA")
    assert parse("  -2 a a ").codes == "AA" and parse("-2 aa").speed == -2


def test_INT_ORD_4_a_negative_speed_travels_backwards() -> None:
    assert run("-2 AA", -2)[1:] == (at(6, 8), N, -2)
    assert run("-1 DA", -1)[1:] == (at(5, 6), NE, -1)  # facing NE, travelling SW
    assert run("2 TA", 2)[1:] == (at(6, 4), S, -2)  # after T the ship keeps going the same way


def test_INT_ORD_5_moves_count_A_one_T_one_L_three_and_L_T_are_not_turns() -> None:
    assert run("5 LAA", 5)[0] == "5 LAA"
    assert run("3 GLD", 3)[0] == "3 GLD"  # a loop between two turns counts as its three moves
    assert run("2 GTGAG", 2)[0] == "2 GTGAG"  # three turns, T between them not a turn
    assert run("4 TTTT", 4)[0] == "4 TTTT"


def test_INT_ORD_2_the_new_speed_lies_within_the_acceleration() -> None:
    assert list(SPEC.speed_range(0)) == [-2, -1, 0, 1, 2]
    assert list(SPEC.speed_range(4)) == [2, 3, 4, 5]
    g = fight([(0, (3, 3), N, 4), (1, (8, 8), S, -3)])
    from tests.games.interceptor.arena import RULES
    view = RULES.view_for(g, 1)
    assert [s.speed for s in view.ships] == [4, -3]  # any ship's final speed is known to all


def test_INT_ORD_6_the_path_as_written_and_as_corrected() -> None:
    e = execute("4 AGADAA", 4, SPEC, HOME, N)
    assert [s.code for s in e.as_written] == list("AGADAA")
    assert [s.code for s in e.path] == list("AGAAAD")
    assert e.as_written[-1].at != e.path[-1].at or e.as_written[-1].facing != e.path[-1].facing


def test_INT_SHIP_1_base_characteristics() -> None:
    assert (SPEC.structure, SPEC.max_speed, SPEC.acceleration) == (5, 5, 2)
    assert run("2 DADAD", 2)[0] == "2 DADAD"  # three turns
    assert run("2 DADADAD", 2)[0] == "2 DADAD"  # never four


def test_INT_SHIP_2_moves_required_between_turns_by_speed() -> None:
    assert [SPEC.spacing(v) for v in range(6)] == [0, 0, 1, 2, 3, None]
    assert SPEC.spacing(-3) == 2
    assert run("1 DDD", 1)[0] == "1 DDDA"  # speed 0-1: turns may follow one another
    assert run("3 DAAD", 3)[0] == "3 DAADA"  # speed 3: two moves between turns; none before the first


def test_INT_SHIP_3_the_fire_zone() -> None:
    zone = SPEC.zone(HOME, N)
    assert zone == {at(6, 5): 3, at(6, 4): 2, at(6, 3): 1, at(7, 3): 1, at(5, 3): 1}
    assert all(distance(HOME, h) == 3 for h, d in zone.items() if d == 1)
    assert SPEC.zone(HOME, SE)[at(7, 6)] == 3  # turned with the ship


@settings(max_examples=150, deadline=None)
@given(previous=st.integers(-5, 5), speed=st.integers(-9, 9), codes=st.text("AGDLTX", max_size=12),
       facing=st.integers(0, 5))
def test_INT_FIX_4_any_written_orders_become_legal_ones(previous: int, speed: int, codes: str, facing: int) -> None:
    """Whatever is written, the executed orders fly exactly |speed| moves, keep the spacing and are among the
    legal orders the rules list."""
    done = correct(parse(f"{speed} {codes}"), previous, SPEC)
    moves = sum({"A": 1, "T": 1, "L": 3}.get(c, 0) for c in done.codes)
    assert moves == abs(done.speed) and done.speed in SPEC.speed_range(previous)
    g = fight([(0, (6, 6), facing, previous), (1, (1, 1), N, 0)])
    assert done.text in orders_for(g.ships[0], None, False)
    assert len(execute(done.text, previous, SPEC, HOME, facing).path) == len(done.codes.replace("X", ""))


def test_INT_ORD_3_NE_and_SE_steps_follow_the_shifted_columns() -> None:
    assert run("1 DA", 1)[1] == at(7, 5)  # from an even column, NE goes up a row
    odd = execute("1 DA", 1, SPEC, at(5, 6), N).end[0]
    assert odd == at(6, 6)  # from an odd column, NE stays on the row
    assert execute("1 DDA", 1, SPEC, at(5, 6), N).end[:2] == (at(6, 7), SE)
    assert execute("1 GA", 1, SPEC, at(5, 6), N).end[:2] == (at(4, 6), NW)


def test_INT_ORD_3_digits_other_than_0_to_9_are_not_a_speed() -> None:
    """Found by the referee: "²" (a key of French keyboards) passed str.isdigit and crashed int()."""
    for text in ("² AA", "3² AA", "¹", "٣ A"):
        with pytest.raises(OrdersError):
            parse(text)


def test_INT_ORD_6_the_path_as_written_at_speed_zero_goes_forward() -> None:
    e = execute("0 AA", 0, SPEC, HOME, N)
    assert [s.at for s in e.as_written] == [at(6, 5), at(6, 4)] and e.path == ()
