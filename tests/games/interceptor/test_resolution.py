"""A turn's resolution, pursuit, the end and experience (INT.RES, INT.PUR, INT.END, INT.XP), the arena and the
placement (INT.BOARD, INT.PLACE), played through the rules' check and apply."""

from __future__ import annotations

from collections.abc import Iterable

from hypothesis import given, settings
from hypothesis import strategies as st

from arcade.boards import load_board
from arcade.core.board import parse_board
from arcade.core.protocol import SPECTATOR, SYSTEM
from arcade.core.setup import SetupError
from arcade.games.interceptor.rules import Announce, Orders, Place, TimeUp
from arcade.games.interceptor.rules.asteroids import Asteroid, drift
from arcade.games.interceptor.rules.events import Announced, Damaged, Destroyed, Fired, Flew, Retreated, Sheltered
from arcade.games.interceptor.rules.game import ANNOUNCE, DESTROYED, IN, ORDERS, RETREATED, Pilot
from arcade.games.interceptor.rules.geometry import Arena
from arcade.games.interceptor.rules.protocol import arena_of
from arcade.games.interceptor.rules.ships import Spec
from tests.games.interceptor.arena import NE, NW, RULES, SE, SW, N, S, at, cell, fight, play

PAIR = [{"name": "Ann", "side": "red"}, {"name": "Bob", "side": "blue"}]


def damage(events: Iterable[object], ship: int, cause: str | None = None) -> int:
    return sum(e.amount for e in events if isinstance(e, Damaged) and e.ship == ship
               and (cause is None or e.cause == cause))


# -- the arena and placement ---------------------------------------------------------------------------------------
def test_INT_BOARD_1_the_three_maps_and_the_sizes_allowed() -> None:
    for name, size, rocks in (("interceptor", 15, 6), ("interceptor-small", 10, 4), ("interceptor-large", 20, 8)):
        arena, found = arena_of(load_board(name))
        assert (arena.cols, arena.rows, len(found)) == (size, size, rocks)
    def board(n: int, kind: str = "hex") -> str:
        grid = "{kind: hex, orientation: flat, offset: odd}" if kind == "hex" else "{kind: square}"
        rows = "".join(f'  - "{"." * n}"\n' for _ in range(n))
        return f"id: t\nname: t\ngrid: {grid}\nsize: {{cols: {n}, rows: {n}}}\nlegend: {{'.': space}}\nterrain:\n{rows}"
    assert arena_of(parse_board(board(8), "t"))[0].cols == 8
    assert arena_of(parse_board(board(30), "t"))[0].cols == 30
    for bad in (board(7), board(10, "square")):
        try:
            arena_of(parse_board(bad, "t"))
        except SetupError as exc:
            assert exc.key == "options.map"
        else:
            raise AssertionError("accepted")


def test_INT_PLACE_1_ships_enter_in_seat_order_on_the_border_in_public() -> None:
    g = RULES.new({"players": PAIR, "options": {"map": "interceptor-small"}}, 1)
    assert RULES.to_act(g) == {0}
    inside = g.arena.hex_at(4, 4)
    assert RULES.check(g, 0, Place(0, inside, N, 2)).key == "not_border"  # type: ignore[union-attr]
    RULES.play(g, 0, Place(0, g.arena.hex_at(0, 4), NE, 2))
    assert RULES.to_act(g) == {1}
    assert RULES.view_for(g, SPECTATOR).ships[0].at == g.arena.hex_at(0, 4)  # public
    RULES.play(g, 1, Place(1, g.arena.hex_at(9, 4), NW, -1))
    assert g.phase == ORDERS and RULES.to_act(g) == {0, 1, SYSTEM}  # now everyone writes at once


def test_INT_BOARD_2_a_ship_faces_one_of_six_sides_and_INT_SHIP_1_its_speed_limit() -> None:
    g = RULES.new({"players": PAIR, "options": {"map": "interceptor-small"}}, 1)
    edge = g.arena.hex_at(0, 4)
    assert RULES.check(g, 0, Place(0, edge, 6, 0)).key == "bad_facing"  # type: ignore[union-attr]
    assert RULES.check(g, 0, Place(0, edge, N, 6)).key == "speed_limit"  # type: ignore[union-attr]
    assert RULES.check(g, 0, Place(0, edge, N, -5)) is None


def test_INT_BOARD_3_ships_share_hexes_with_ships_and_asteroids() -> None:
    g = fight([(0, (6, 8), N, 1), (1, (6, 6), S, 1)], rocks=[((6, 7), N), ((6, 6), S)])  # the rocks swap: they stay
    play(g, "1 AX", "1 AX")
    assert cell(g, 0) == cell(g, 1) == (6, 7)  # same hex, no collision (INT.RES.1)
    assert g.hidden(g.ships[0]) and g.hidden(g.ships[1])  # in the asteroid's hex


# -- movement ------------------------------------------------------------------------------------------------------
def test_INT_RES_1_everyone_moves_at_once_without_collisions() -> None:
    g = fight([(0, (6, 8), N, 2), (1, (6, 4), S, 2)])
    events = play(g, "2 AAX", "2 AAX")
    assert cell(g, 0) == (6, 6) and cell(g, 1) == (6, 6)
    assert not any(isinstance(e, Damaged) for e in events)
    assert [type(e) for e in events if isinstance(e, Flew)] == [Flew, Flew]


def test_INT_RES_2_a_move_out_of_the_arena_stays_put_and_hurts() -> None:
    g = fight([(0, (6, 0), N, 2), (1, (1, 9), S, 0)])
    events = play(g, "2 AAX", "0 X")
    assert cell(g, 0) == (6, 0) and damage(events, 0, "edge") == 2
    flew = next(e for e in events if isinstance(e, Flew) and e.ship == 0)
    assert [off for _, _, _, off in flew.steps] == [True, True]


def test_the_order_preview_counts_what_the_resolution_will_charge_for_the_edge_and_asteroids() -> None:
    """"4 T" previewed inside the arena, then the ship hit the edge for 3: the preview now says
    what the flight costs, by the resolution's own count."""
    from arcade import i18n
    from arcade.games.interceptor.panel import flight_words

    i18n.setup("en")
    rocks = [((6, 5), N), ((6, 4), S)]
    for orders, start, facing, speed in (("4 T", (6, 1), N, 4), ("2 AAX", (6, 6), N, 2), ("1 AX", (6, 6), N, 1)):
        g = fight([(0, start, facing, speed), (1, (1, 9), S, 0)], rocks=rocks)
        ship = g.ships[0]
        execution = g.execution(ship, orders)
        edge, crossed = g.flight_damage(ship.at, execution.path)
        words = " ".join(flight_words(g, ship, execution))
        events = play(g, orders, "0 X")
        assert (edge, crossed) == (damage(events, 0, "edge"), damage(events, 0, "asteroid")), orders
        assert ("stays on the edge" in words) == bool(edge) and ("Passes through" in words) == bool(crossed)
        assert ("Ends hidden in an asteroid" in words) == g.hidden(g.ships[0])
        assert words.endswith("Not shown: asteroid drift, other ships.")


def test_INT_RES_3_only_passing_through_an_asteroid_hurts() -> None:
    rocks = [((6, 5), N), ((6, 4), S)]  # face to face: they stay where they are
    through = fight([(0, (6, 6), N, 2), (1, (1, 1), S, 0)], rocks=rocks)
    assert damage(play(through, "2 AAX", "0 X"), 0, "asteroid") == 1
    stop = fight([(0, (6, 6), N, 1), (1, (1, 1), S, 0)], rocks=rocks)
    assert damage(play(stop, "1 AX", "0 X"), 0) == 0 and stop.hidden(stop.ships[0])  # ends inside: hidden
    start = fight([(0, (6, 4), N, 1), (1, (1, 1), S, 0)], rocks=rocks)
    assert damage(play(start, "1 AX", "0 X"), 0) == 0  # leaving the one it started in
    twice = fight([(0, (6, 6), N, 3), (1, (1, 1), S, 0)], rocks=rocks)
    assert damage(play(twice, "3 AAAX", "0 X"), 0, "asteroid") == 2  # two asteroids crossed


def test_INT_RES_4_asteroids_move_after_the_ships_and_hit_what_they_enter() -> None:
    g = fight([(0, (6, 6), N, 0), (1, (3, 3), S, 0), (0, (9, 9), N, 1)], rocks=[((6, 5), S), ((3, 3), S)], players=2)
    events = play(g, "0 X", "0 X", "1 AX")
    assert damage(events, 0, "rock") == 1 and cell(g, 0) == (6, 6) and g.hidden(g.ships[0])  # entered: hidden now
    assert damage(events, 1, "rock") == 1 and cell(g, 1) == (3, 4)  # carried along inside its asteroid
    assert damage(events, 2) == 0
    assert [r.at for r in g.rocks] == [at(6, 6), at(3, 4)]


# -- asteroid bounces ----------------------------------------------------------------------------------------------
def test_INT_RES_5_edges_mirror_then_reverse() -> None:
    arena = Arena(10, 10)
    top = Asteroid(at(4, 0), N)
    left = Asteroid(at(0, 5), NW)
    corner = Asteroid(at(0, 0), NW)
    side = Asteroid(at(9, 5), SE)
    drift(arena, [top, left, corner, side])
    assert (top.at, top.heading) == (at(4, 1), S)  # top: N becomes S
    assert (left.at, left.heading) == (at(1, 4), NE)  # left: NW becomes NE
    assert (corner.at, corner.heading) == (at(1, 0), SE)  # mirrored SW leaves too: reversed
    assert (side.at, side.heading) == (at(8, 6), SW)  # right edge: SE becomes SW


def test_INT_RES_5_asteroids_that_would_meet_stop_and_reverse() -> None:
    arena = Arena(10, 10)
    same = [Asteroid(at(4, 4), S), Asteroid(at(4, 6), N)]  # both aim at 4,5
    drift(arena, same)
    assert [(r.at, r.heading) for r in same] == [(at(4, 4), N), (at(4, 6), S)]
    swap = [Asteroid(at(7, 4), S), Asteroid(at(7, 5), N)]
    drift(arena, swap)
    assert [(r.at, r.heading) for r in swap] == [(at(7, 4), N), (at(7, 5), S)]
    chain = [Asteroid(at(2, 2), S), Asteroid(at(2, 3), S), Asteroid(at(2, 5), N)]  # B and C meet; A runs into B
    drift(arena, chain)
    assert [r.at for r in chain] == [at(2, 2), at(2, 3), at(2, 5)]
    assert [r.heading for r in chain] == [N, N, S]
    train = [Asteroid(at(5, 2), S), Asteroid(at(5, 3), S)]  # one follows the other: both move
    drift(arena, train)
    assert [r.at for r in train] == [at(5, 3), at(5, 4)]


@settings(max_examples=120, deadline=None)
@given(size=st.integers(8, 12), seed=st.integers(0, 10**6), count=st.integers(1, 12), turns=st.integers(1, 30))
def test_INT_RES_5_asteroids_never_leave_the_arena_nor_share_a_hex(size: int, seed: int, count: int,
                                                                    turns: int) -> None:
    import random
    rng = random.Random(seed)
    arena = Arena(size, size)
    rocks = [Asteroid(h, rng.randrange(6)) for h in rng.sample(list(arena.hexes), count)]
    for _ in range(turns):
        drift(arena, rocks)
        spots = [r.at for r in rocks]
        assert len(set(spots)) == len(spots) and all(arena.contains(h) for h in spots)


# -- fire ----------------------------------------------------------------------------------------------------------
def test_INT_RES_6_every_ship_in_the_zone_is_hit_friend_or_foe_but_not_on_the_shooters_hex() -> None:
    rocks = [((6, 3), N), ((6, 2), S)]  # two asteroids that stay put (they swap)
    g = fight([(0, (6, 6), N, 0), (1, (6, 5), S, 0), (0, (6, 4), S, 0), (1, (6, 6), N, 0), (1, (6, 3), N, 0),
               (1, (5, 3), S, 0)], rocks=rocks)
    events = play(g, "0", "0 X", "0 X", "0 X", "0", "0 X")
    assert damage(events, 1, "fire") == 3  # the hex ahead
    assert damage(events, 2, "fire") == 2  # two ahead: a friend is hit too
    assert damage(events, 3, "fire") == 0  # on the shooter's own hex
    assert damage(events, 4) == 0  # hidden in an asteroid: never hit, and the players are told why
    assert [(e.ship, e.shooter) for e in events if isinstance(e, Sheltered)] == [(4, 0)]
    assert damage(events, 5, "fire") == 1  # the arc at three, past the asteroids (they do not block)
    assert {e.ship for e in events if isinstance(e, Fired)} == {0}  # X holds fire; a hidden ship does not fire


def test_INT_RES_7_a_ship_wrecked_by_moving_does_not_fire() -> None:
    g = fight([(0, (6, 0), S, -1), (1, (6, 1), S, 0)])  # facing ship 1, flying backwards off the top
    g.ships[0].structure = 1
    events = play(g, "-1 A", "0 X")
    assert g.ships[0].state == DESTROYED and damage(events, 1) == 0
    assert not any(isinstance(e, Fired) for e in events)


def test_INT_RES_8_exactly_zero_leaves_a_capsule_less_loses_the_pilot() -> None:
    for structure, capsule in ((3, True), (2, False)):
        g = fight([(0, (6, 6), N, 0), (1, (6, 5), N, 0), (1, (1, 1), N, 0)], experience=True, players=2)
        g.ships[1].structure, g.ships[1].stars = structure, 7
        events = play(g, "0", "0 X", "0 X")
        wreck = next(e for e in events if isinstance(e, Destroyed))
        assert wreck.capsule is capsule and g.ships[1].stars == (7 if capsule else 0)


# -- pursuit -------------------------------------------------------------------------------------------------------
def test_INT_PUR_1_a_ship_hit_owes_its_pursuer_an_announcement_unless_they_hit_each_other() -> None:
    g = fight([(0, (6, 6), N, 0), (1, (6, 5), N, 0)])
    play(g, "0", "0 X")
    assert g.owed == {1: (0,)} and g.phase == ANNOUNCE and RULES.to_act(g) == {1}
    both = fight([(0, (6, 6), N, 0), (1, (6, 5), S, 0)])
    play(both, "0", "0")
    assert both.owed == {} and both.phase == ORDERS


def test_INT_PUR_2_announced_in_private_seen_by_the_pursuer_and_kept() -> None:
    g = fight([(0, (6, 6), N, 0), (1, (6, 5), N, 0), (2, (1, 1), S, 0)], players=3)
    play(g, "0", "0 X", "0 X")
    events = RULES.play(g, 1, Announce(1, "D", "up"))
    seen = {seat: RULES.event_for(events[0], seat) for seat in (0, 1, 2)}
    assert seen[0] == seen[1] == Announced(1, "D", "up", (0, 1))
    assert seen[2] == Announced(1, "", "", (0, 1))  # that it was made, not what
    assert RULES.view_for(g, 0).announced == {1: ("D", "up")} and RULES.view_for(g, 2).announced == {}
    assert RULES.check(g, 1, Orders(1, "1 GA")).key == "announced"  # type: ignore[union-attr]
    assert RULES.check(g, 1, Orders(1, "0")).key == "announced"  # type: ignore[union-attr]
    assert RULES.check(g, 1, Orders(1, "2 ADA")) is None  # first turn D, speed up


# -- the end -------------------------------------------------------------------------------------------------------
def test_INT_END_1_retreat_is_chosen_at_setup() -> None:
    death = fight([(0, (6, 6), N, 0), (1, (1, 1), S, 0)])
    assert RULES.check(death, 0, Orders(0, "REPLI")).key == "retreat_forbidden"  # type: ignore[union-attr]
    three = fight([(0, (6, 6), N, 0), (1, (1, 1), S, 0), (1, (9, 9), S, 0)], retreat_at=2)
    assert RULES.check(three, 0, Orders(0, "REPLI")).key == "retreat_not_yet"  # type: ignore[union-attr]
    two = fight([(0, (6, 6), N, 0), (1, (1, 1), S, 0)], retreat_at=2)
    assert RULES.check(two, 0, Orders(0, "REPLI")) is None


def test_INT_END_2_the_retreating_ship_is_fired_on_but_spared_by_asteroids() -> None:
    g = fight([(0, (6, 6), N, 0), (1, (6, 5), N, 0), (1, (1, 1), N, 0)], rocks=[((6, 4), S)], retreat_at=3)
    events = play(g, "0 X", "REPLI", "0 X")
    assert damage(events, 1) == 0 and g.ships[1].state == RETREATED and Retreated(1) in events
    hunted = fight([(0, (6, 6), N, 0), (1, (6, 5), N, 0), (1, (1, 1), N, 0)], retreat_at=3)
    hunted.ships[1].structure = 2
    events = play(hunted, "0", "REPLI", "0 X")
    assert hunted.ships[1].state == DESTROYED and Retreated(1) not in events


def test_INT_END_3_the_last_player_with_ships_wins_none_left_is_a_draw() -> None:
    g = fight([(0, (6, 6), N, 0), (1, (6, 5), N, 0)])
    g.ships[1].structure = 3
    play(g, "0", "0 X")
    out = RULES.outcome(g)
    assert out is not None and out.winners == (0,) and RULES.to_act(g) == frozenset()
    draw = fight([(0, (6, 6), N, 0), (1, (6, 5), S, 0)])
    draw.ships[0].structure = draw.ships[1].structure = 3
    play(draw, "0", "0")
    out = RULES.outcome(draw)
    assert out is not None and out.results == ("draw", "draw")


# -- experience ----------------------------------------------------------------------------------------------------
def test_INT_XP_1_two_stars_for_a_kill_one_each_when_shared() -> None:
    alone = fight([(0, (6, 6), N, 0), (1, (6, 5), N, 0), (2, (1, 1), N, 0)], players=3, experience=True)
    alone.ships[1].structure = 3
    wreck = next(e for e in play(alone, "0", "0 X", "0 X") if isinstance(e, Destroyed))
    assert wreck.stars == ((0, 2),) and alone.ships[0].stars == 2
    shared = fight([(0, (6, 7), N, 0), (1, (6, 5), N, 0), (2, (6, 3), S, 0)], players=3, experience=True)
    shared.ships[1].structure = 4
    wreck = next(e for e in play(shared, "0", "0 X", "0") if isinstance(e, Destroyed))
    assert wreck.stars == ((0, 1), (2, 1))


def test_INT_XP_2_upgrades_raise_the_characteristics() -> None:
    spec = Spec.with_upgrades(["structure", "speed", "spacing", "acceleration", "front", "middle", "arc", "rear"])
    assert (spec.structure, spec.max_speed, spec.acceleration) == (6, 6, 3)
    assert spec.spacing(4) == 2 and spec.spacing(5) is None
    zone = spec.zone(at(6, 6), N)
    assert (zone[at(6, 5)], zone[at(6, 4)], zone[at(6, 3)], zone[at(6, 7)]) == (4, 3, 2, 3)
    g = RULES.new({"players": PAIR, "options": {"experience": "on"}, "pilots": [{"stars": 3, "upgrades": ["rear"]}]},
                  1)
    assert g.ships[0].spec.rear == 3 and g.ships[0].stars == 3 and g.ships[1].spec == Spec()


def test_INT_XP_3_a_destroyed_ship_loses_its_upgrades() -> None:
    pilots = [Pilot(5, ("structure",)), Pilot(5, ("front",))]
    g = fight([(0, (6, 6), N, 0), (1, (6, 5), N, 0)], experience=True, pilots=pilots)
    g.ships[1].structure = 3
    play(g, "0", "0 X")
    ships = RULES.outcome(g).details["ships"]  # type: ignore[union-attr]
    assert ships[0]["upgrades"] == ["structure"] and ships[1]["upgrades"] == []
    assert [s["fate"] for s in ships] == [IN, "capsule"]


def test_INT_XP_4_what_a_pilot_carries_into_the_next_game() -> None:
    """The roster keeps what the outcome says (stars and upgrades); the next game's setup takes it back."""
    g = fight([(0, (6, 6), N, 0), (1, (6, 5), N, 0)], experience=True, pilots=[Pilot(4, ("rear",)), Pilot()])
    g.ships[1].structure = 3
    play(g, "0", "0 X")
    kept = [{"stars": s["stars"], "upgrades": s["upgrades"]} for s in RULES.outcome(g).details["ships"]]  # type: ignore[union-attr]
    assert kept[0] == {"stars": 6, "upgrades": ["rear"]}
    again = RULES.new({"players": PAIR, "options": {"experience": "on"}, "pilots": kept}, 2)
    assert again.ships[0].stars == 6 and again.ships[0].spec.rear == 3


# -- secrecy and the table's clock ---------------------------------------------------------------------------------
def test_INT_ORD_1_orders_stay_secret_until_everyone_has_written() -> None:
    g = fight([(0, (6, 6), N, 2), (1, (1, 1), S, 1)])
    RULES.play(g, 0, Orders(0, "2 DAA"))
    assert RULES.to_act(g) == {1, SYSTEM}
    assert RULES.secrets(g, 0) == [{"orders_of": 0, "text": "2 DAA"}]
    assert "2 DAA" not in repr(RULES.view_for(g, 1)) and "2 DAA" not in repr(RULES.view_for(g, SPECTATOR))
    assert RULES.view_for(g, 0).orders == {0: "2 DAA"} and RULES.view_for(g, 1).given == {0}
    assert RULES.check(g, 0, Orders(0, "2 AA")).key == "not_your_turn"  # type: ignore[union-attr]
    assert RULES.check(g, SYSTEM, TimeUp(0)).key == "no_orders_now"  # type: ignore[union-attr]  # 0 is done
    RULES.play(g, SYSTEM, TimeUp(1))  # seat 1's order timer ran out: ship 1 flies straight at its speed
    assert g.turn == 2 and g.last[1] == (1, "", "1 A")
    assert 0 not in g.orders and RULES.secrets(g, 0) == []


def test_INT_ORD_1_once_the_game_is_over_no_orders_are_secret() -> None:
    """The last turn's orders are public once the fight ends: `secrets` lists none (a leak check built on it would
    otherwise trip on orders everyone has seen)."""
    g = fight([(0, (6, 6), N, 0), (1, (6, 5), S, 0)])
    g.ships[1].structure = 1
    play(g, "0", "0")
    assert g.over and RULES.outcome(g) is not None
    assert RULES.secrets(g, 0) == [] and RULES.secrets(g, 1) == []


def test_INT_SHIP_3_with_a_fire_zone_a_hit_is_announced_by_the_damage() -> None:
    g = fight([(0, (6, 6), SE, 0), (1, (7, 6), N, 0)])
    events = play(g, "0", "0 X")
    assert damage(events, 1, "fire") == 3  # SE of an even column is the same row, next column
    assert SW == 4 and NE == 1


# -- the referee's findings ----------------------------------------------------------------------------------------
def test_INT_RES_8_two_pilots_lost_in_one_volley_both_lose_their_stars() -> None:
    """Found by the referee: the stars a lost pilot earned in the volley survived when its ship came first."""
    g = fight([(0, (6, 6), N, 0), (1, (6, 5), S, 0)], experience=True, pilots=[Pilot(10), Pilot(10)])
    g.ships[0].structure = g.ships[1].structure = 1
    play(g, "0", "0")
    assert [s.stars for s in g.ships] == [0, 0] and [s.capsule for s in g.ships] == [False, False]


def test_INT_PUR_1_no_announcement_is_owed_to_ones_own_ship() -> None:
    g = fight([(0, (6, 6), N, 0), (0, (6, 5), N, 0), (1, (0, 11), N, 0)])
    play(g, "0", "0 X", "0 X")
    assert g.owed == {} and g.phase == ORDERS


def test_INT_PUR_1_faster_and_slower_are_in_size_whichever_way_the_ship_flies() -> None:
    g = fight([(0, (6, 7), N, 0), (1, (6, 2), N, -3)])
    play(g, "0", "-3 AAAX")
    RULES.play(g, 1, Announce(1, "none", "up"))
    assert RULES.check(g, 1, Orders(1, "-5 AAAAA")) is None  # flying backwards faster
    assert RULES.check(g, 1, Orders(1, "-2 AA")).key == "announced"  # type: ignore[union-attr]


def test_INT_END_3_a_draw_is_shared_by_those_still_fighting_at_the_end() -> None:
    g = fight([(0, (6, 6), N, 0), (1, (6, 5), S, 0), (2, (0, 11), N, 0)], players=3)
    g.ships[2].state = DESTROYED  # knocked out earlier
    g.ships[0].structure = g.ships[1].structure = 3
    play(g, "0", "0")
    out = RULES.outcome(g)
    assert out is not None and out.results == ("draw", "draw", "loss")
