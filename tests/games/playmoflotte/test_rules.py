"""Playmoflotte rules, clause by clause (../shared/rules/playmoflotte.md)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from arcade.boards import load_board
from arcade.core.board import Board, parse_board
from arcade.core.protocol import Rejection
from arcade.core.squaregrid import Cell
from arcade.games.playmoflotte.data import rules
from arcade.games.playmoflotte.rules import (
    COMMAND,
    DECK,
    HELM,
    Advance,
    CaptainMove,
    Casualties,
    ChangePost,
    EndMovement,
    EndPosts,
    EndTurn,
    Fire,
    MoveCannon,
    Phase,
    PlaymoflotteGame,
    Roll,
    ShipTypeError,
    cannon_post,
    parse_ship_types,
)
from arcade.games.playmoflotte.rules.geometry import bearing, die_distance, in_arc, line_blocked
from tests.scripted import ScriptedDice, play
from tests.words import say

SHIPS_FILE = Path(__file__).resolve().parents[3] / "arcade" / "games" / "playmoflotte" / "ships.yaml"
TYPES = parse_ship_types(SHIPS_FILE.read_text())
N, NE, E, SE, S, SW, W, NW = range(8)


def sea(rows: list[str]) -> Board:
    text = ("id: t\nname: t\ngrid: {kind: square}\n"
            f"size: {{cols: {len(rows[0])}, rows: {len(rows)}}}\n"
            "legend: {'.': sea, '*': reef, '#': island, 'b': beach, 'p': port}\nterrain:\n"
            + "".join(f'  - "{r}"\n' for r in rows))
    return parse_board(text, "t.yaml")


OPEN = ["." * 10] * 10


def battle(rows: list[str] | None = None, faces: list[int] | None = None, fleets: int = 1,
           players: int = 2, ship: str = "frigate") -> PlaymoflotteGame:
    g = PlaymoflotteGame(sea(rows or OPEN), TYPES, [f"P{i}" for i in range(players)],
                         [[ship] * fleets for _ in range(players)], seed=1, first=0)
    if faces is not None:
        g.rng = ScriptedDice(faces)
    return g


def place(g: PlaymoflotteGame, ship: int, x: int, y: int, heading: int) -> None:
    g.ships[ship].pos = Cell(x, y)
    g.ships[ship].heading = heading


def to_fire(g: PlaymoflotteGame) -> None:
    play(g, EndPosts())
    play(g, EndMovement())


# -- area ------------------------------------------------------------------------------------------------------
def test_PMF_MAP_1_default_and_larger_maps_load() -> None:
    default = load_board("playmoflotte")
    assert (default.cols, default.rows) == (10, 10)
    for name in ("playmoflotte-archipelago", "playmoflotte-straits"):
        big = load_board(name)
        assert big.cols * big.rows > 100
        g = PlaymoflotteGame(big, TYPES, ["A", "B", "C", "D"], [["frigate", "sloop"]] * 4, seed=2, first=0)
        assert len({s.pos for s in g.ships}) == 8


def test_PMF_MAP_2_square_kinds() -> None:
    g = battle(["....", ".*#b", "...p", "...."], faces=[6, 6])
    ship = g.ships[0]
    place(g, 0, 0, 1, E)
    place(g, 1, 3, 3, N)
    play(g, EndPosts())
    play(g, Roll(0, E))
    assert g.check(Advance(0, 1)) is not None  # reef: cannot enter
    assert g.path(ship, E, 2)[1] == "blocked"
    place(g, 0, 2, 0, S)
    assert g.path(ship, S, 1) == ([], "blocked")  # island
    place(g, 0, 3, 0, S)
    assert g.path(ship, S, 3)[1] == "dock" and g.path(ship, S, 3)[0] == [Cell(3, 1)]  # beach: enter and stop
    # fire passes over reef but not island/beach/port (ruling: land blocks fire)
    shooter, target = g.ships[0], g.ships[1]
    assert not line_blocked(Cell(0, 1), Cell(3, 1), lambda c: c == Cell(1, 1) and False)
    assert g.fire_blocks(shooter, target, Cell(1, 1)) is False
    assert g.fire_blocks(shooter, target, Cell(2, 1)) is True
    assert g.fire_blocks(shooter, target, Cell(3, 2)) is True


def test_PMF_MAP_3_painted_maps_are_validated_boards() -> None:
    """The painting step produces terrain rows; an unknown code is refused with its place."""
    from arcade.core.board_error import BoardError

    board = sea(["..b", ".#p", "*.."])
    assert board.terrain_at(2, 0) == "beach" and board.terrain_at(0, 2) == "reef"
    with pytest.raises(BoardError, match="row 1, column 1"):
        sea(["...", ".x.", "..."])


def test_PMF_MAP_4_distance_is_king_moves() -> None:
    g = battle(faces=[4])
    place(g, 0, 2, 2, E)
    place(g, 1, 5, 5, W)
    assert g.needed(g.ships[0], g.ships[1]) == 3 + 1  # three diagonal steps = distance 3


# -- ships -----------------------------------------------------------------------------------------------------
def test_PMF_SHIP_1_types_from_yaml() -> None:
    assert TYPES["galleon"].slots == {"port": 3, "starboard": 3} and TYPES["galleon"].cannons["port"] == 2
    g = battle(ship="galleon")
    assert len(g.ships[0].cannons) == 4 and g.ships[0].free_slots("port") == [2]
    assert 0 <= g.ships[0].heading < 8
    for bad in ("types: {}", "types: {x: {slots: {port: 1}, cannons: {port: 1, starboard: 1}}}",
                "types: {x: {slots: {port: 1, starboard: 1}, cannons: {port: 2, starboard: 0}}}", "[1"):
        with pytest.raises(ShipTypeError):
            parse_ship_types(bad)


def test_PMF_SHIP_2_about_ten_crew_and_one_captain() -> None:
    g = battle()
    ship = g.ships[0]
    assert ship.crew == 10 and ship.captain_alive and ship.posts[0] == COMMAND


def test_PMF_SHIP_3_every_figure_holds_one_post() -> None:
    g = battle()
    ship = g.ships[0]
    kinds = {"deck", "command", "sails", "cannon"}
    from arcade.games.playmoflotte.rules import post_kind

    assert all(post_kind(p) in kinds for p in ship.posts)
    assert ship.posts.count(HELM) == 1  # one of the command crew holds the helm
    assert g.check(ChangePost(0, 5, "rigging")).clause == "PMF.SHIP.3"  # type: ignore[union-attr]
    assert g.check(ChangePost(0, 9, HELM)).clause == "PMF.SHIP.3"  # type: ignore[union-attr]  # helm is taken


def test_PMF_SHIP_4_no_crew_sunk_and_removed() -> None:
    g = battle(faces=[6])
    place(g, 0, 2, 2, N)
    place(g, 1, 3, 2, N)
    g.ships[1].posts = [DECK]
    to_fire(g)
    starboard = next(c for c in g.ships[0].cannons if c.side == "starboard")
    play(g, Fire(0, starboard.id, 1))
    play(g, Casualties(1, (0,)))
    assert g.ships[1].gone == "sunk" and g.ship_at(Cell(3, 2)) is None


# -- start -----------------------------------------------------------------------------------------------------
def test_PMF_START_1_opposite_corners_facing_the_centre() -> None:
    g = battle()
    assert g.ships[0].pos == Cell(0, 0) and g.ships[1].pos == Cell(9, 9)
    assert g.ships[0].heading == SE and g.ships[1].heading == NW
    four = battle(players=4, fleets=2)
    corners = {s.pos for s in four.ships}
    assert {Cell(0, 0), Cell(9, 9), Cell(9, 0), Cell(0, 9)} <= corners and len(corners) == 8


def clause(rejection: object) -> str:
    return str(getattr(rejection, "clause", None))


def test_PMF_START_1_each_side_places_its_crew_as_it_likes_before_the_first_turn() -> None:
    """The seed: « après avoir disposé ses équipages aux postes désirés, les joueurs placent leur navire… »."""
    g = PlaymoflotteGame(sea(OPEN), TYPES, ["A", "B", "C"], [["galleon"]] * 3, seed=1, first=1,
                         free_crew=True)
    assert g.phase == Phase.CREW and g.active == 1 and g.turns == [0, 0, 0]
    ship = g.ships[1]
    assert g.check(MoveCannon(1, ship.cannons[0].id, "port", 2)) is None  # guns may be moved too
    moves = [ChangePost(1, f, COMMAND) for f in range(1, 6)] + [ChangePost(1, 0, DECK)]  # no allowance to spend
    for action in moves:
        assert g.check(action) is None, action
        play(g, action)
    assert ship.posts.count(COMMAND) == 5 and ship.posts[0] == DECK
    assert clause(g.check(ChangePost(0, 1, COMMAND))) == "PMF.TURN.1"  # only the side placing its crew
    assert clause(g.check(CaptainMove(1, COMMAND))) == "PMF.START.1"  # no turn yet: no captain's move,
    assert clause(g.check(Roll(1, N))) == "PMF.START.1"  # no sailing
    assert ChangePost(1, 6, COMMAND) in g.legal_actions() and EndPosts() in g.legal_actions()
    play(g, EndPosts())
    assert g.phase == Phase.CREW and g.active == 2  # the next side places its crew
    play(g, EndPosts())
    play(g, EndPosts())
    assert g.phase == Phase.POSTS and g.active == 1 and g.turns == [0, 1, 0]  # then the first player's turn 1
    assert g.changes_left(ship) == 5  # five at command: five post changes, counted from the crew as placed
    standard = rules().new({"players": [{"name": "A"}, {"name": "B"}], "options": {}}, 5)
    assert standard.phase == Phase.POSTS  # a record from before the option: standard posts, as it was played
    chosen = rules().new({"players": [{"name": "A"}, {"name": "B"}], "options": {"crew": "free"}}, 5)
    assert chosen.phase == Phase.CREW


def test_PMF_START_2_first_player_by_choice_or_at_random() -> None:
    board = sea(OPEN)
    assert PlaymoflotteGame(board, TYPES, ["A", "B"], [["sloop"], ["sloop"]], 1, first=1).active == 1
    firsts = {PlaymoflotteGame(board, TYPES, ["A", "B"], [["sloop"], ["sloop"]], s).active
              for s in range(20)}
    assert firsts == {0, 1}
    g = rules().new({"players": [{"name": "A"}, {"name": "B"}], "options": {"first": "listed", "ships": "2",
                                                                            "ship": "sloop"}}, 5)
    assert g.active == 0 and len(g.ships) == 4


# -- turn ------------------------------------------------------------------------------------------------------
def test_PMF_TURN_1_posts_then_movement_then_fire_then_next() -> None:
    g = battle(faces=[3])
    assert g.phase == Phase.POSTS
    assert g.check(Roll(0, SE)).clause == "PMF.TURN.1"  # type: ignore[union-attr]
    assert g.check(Fire(0, 0, 1)).clause == "PMF.TURN.1"  # type: ignore[union-attr]
    play(g, EndPosts())
    assert g.check(ChangePost(0, 9, DECK)).clause == "PMF.TURN.1"  # type: ignore[union-attr]
    play(g, Roll(0, SE))
    assert g.check(EndMovement()).clause == "PMF.MOVE.3"  # type: ignore[union-attr]  # finish the die first
    play(g, Advance(0, 1))
    play(g, EndMovement())
    assert g.phase == Phase.FIRE
    assert g.check(Roll(0, SE)).clause == "PMF.TURN.1"  # type: ignore[union-attr]
    assert g.check(Roll(1, SE)).clause == "PMF.TURN.1"  # type: ignore[union-attr]  # not yours
    play(g, EndTurn())
    assert g.active == 1 and g.phase == Phase.POSTS


# -- posts -----------------------------------------------------------------------------------------------------
def test_PMF_POST_1_one_change_per_command_crew_besides_the_helmsman() -> None:
    g = battle()
    ship = g.ships[0]
    assert ship.posts.count(COMMAND) == 1 and g.changes_left(ship) == 1
    play(g, ChangePost(0, 9, COMMAND))  # a deck hand goes to command: counted before the change, no new right
    refused = g.check(ChangePost(0, 8, "sails:0"))
    assert refused is not None and refused.clause == "PMF.POST.1"
    play(g, EndPosts())
    play(g, EndMovement())
    play(g, EndTurn())
    play(g, EndTurn())  # the other side passes
    assert g.changes_left(ship) == 2  # now two at command besides the helmsman


def test_PMF_POST_2_captain_moves_freely_with_followers_first() -> None:
    g = battle()
    ship = g.ships[0]
    deck_hands = tuple(ship.at(DECK))
    play(g, CaptainMove(0, cannon_post(0), deck_hands))
    assert all(ship.posts[f] == cannon_post(0) for f in (0, *deck_hands))
    assert g.changes_left(ship) == 1  # the allowance is untouched
    assert g.check(CaptainMove(0, DECK)).clause == "PMF.POST.2"  # type: ignore[union-attr]
    g2 = battle()
    play(g2, ChangePost(0, 9, COMMAND))
    assert g2.check(CaptainMove(0, DECK)).clause == "PMF.POST.2"  # type: ignore[union-attr]  # captain first
    g2.ships[0].captain_alive = False
    g3 = battle()
    g3.ships[0].captain_alive = False
    assert g3.check(CaptainMove(0, DECK)).clause == "PMF.POST.2"  # type: ignore[union-attr]


def test_PMF_POST_3_moving_a_cannon_with_its_gunner_is_one_change() -> None:
    g = battle(ship="galleon")
    ship = g.ships[0]
    cannon = ship.cannons[0]
    gunners = ship.gunners(cannon.id)
    assert g.check(MoveCannon(0, cannon.id, "port", 0)).clause == "PMF.POST.3"  # type: ignore[union-attr]
    play(g, MoveCannon(0, cannon.id, "port", 2))
    assert (cannon.side, cannon.slot) == ("port", 2) and ship.gunners(cannon.id) == gunners
    assert g.changes_left(ship) == 0
    g2 = battle(ship="galleon")
    g2.ships[0].posts = [DECK if p == cannon_post(0) else p for p in g2.ships[0].posts]
    assert g2.check(MoveCannon(0, 0, "port", 2)).clause == "PMF.POST.3"  # type: ignore[union-attr]


# -- movement --------------------------------------------------------------------------------------------------
def test_PMF_MOVE_1_two_dice_with_both_shrouds_manned() -> None:
    g = battle(faces=[1, 1, 1])
    ship = g.ships[0]
    assert ship.movement_dice() == 2
    play(g, EndPosts())
    for _ in range(2):
        play(g, Roll(0, SE))
        play(g, Advance(0, 1))
    assert g.check(Roll(0, SE)).clause == "PMF.MOVE.1"  # type: ignore[union-attr]
    ship.posts = [DECK if p == "sails:1" else p for p in ship.posts]
    assert ship.movement_dice() == 1


def test_PMF_MOVE_2_turning_needs_the_helm() -> None:
    g = battle(faces=[2, 2])
    play(g, EndPosts())
    play(g, Roll(0, E))  # with a helmsman: any of the 8 directions
    assert g.ships[0].heading == E
    play(g, Advance(0, 0))
    g.ships[0].posts = [DECK if p == HELM else p for p in g.ships[0].posts]
    refused = g.check(Roll(0, S))
    assert refused is not None and refused.clause == "PMF.MOVE.2"
    assert g.check(Roll(0, E)) is None  # keeping the heading is always possible


@pytest.mark.parametrize(("face", "limit"), [(1, 1), (2, 1), (3, 2), (4, 2), (5, 3), (6, 3)])
def test_PMF_MOVE_3_die_to_distance(face: int, limit: int) -> None:
    assert die_distance(face) == limit
    g = battle(faces=[face])
    place(g, 0, 5, 5, N)
    play(g, EndPosts())
    play(g, Roll(0, N))
    assert g.check(Advance(0, limit + 1)).clause == "PMF.MOVE.3"  # type: ignore[union-attr]
    play(g, Advance(0, limit))
    assert g.ships[0].pos == Cell(5, 5 - limit)


def test_PMF_MOVE_4_no_passing_through_ships_reefs_islands_or_cut_corners() -> None:
    g = battle(["......", ".*....", "..#...", "......", "......", "......"], faces=[6])
    place(g, 0, 0, 3, E)
    place(g, 1, 2, 3, E)
    play(g, EndPosts())
    play(g, Roll(0, E))
    assert g.check(Advance(0, 2)).clause == "PMF.MOVE.4"  # type: ignore[union-attr]  # a ship in the way
    assert g.check(Advance(0, 1)) is None
    ship = g.ships[0]
    place(g, 0, 1, 2, NE)  # diagonal between reef (1,1) and island (2,2): corner blocked
    assert g.path(ship, NE, 1)[1] == "blocked"


def test_PMF_MOVE_5_docking_and_the_quay() -> None:
    g = battle(["..........", "..p.......", "..........", "..b......."] + ["." * 10] * 6, faces=[6, 6, 6, 6])
    place(g, 0, 2, 3 + 2, N)  # two squares below the beach
    play(g, EndPosts())
    play(g, Roll(0, N))
    assert g.check(Advance(0, 3)).clause == "PMF.MOVE.5"  # type: ignore[union-attr]  # cannot sail through
    play(g, Advance(0, 2))
    ship = g.ships[0]
    assert ship.docked == "beach" and g.check(Roll(0, N)).clause == "PMF.MOVE.1"  # type: ignore[union-attr]
    play(g, EndMovement())
    play(g, EndTurn())
    play(g, EndTurn())
    play(g, EndPosts())  # next turn: a beached ship may sail away, here into the port two squares north
    play(g, Roll(0, N))
    play(g, Advance(0, 2))
    assert ship.docked == "port"
    for turn in range(2):
        play(g, EndMovement())
        play(g, EndTurn())
        play(g, EndTurn())
        play(g, EndPosts())
        if turn == 0:
            assert g.check(Roll(0, S)).clause == "PMF.MOVE.5"  # type: ignore[union-attr]  # at the quay
    assert g.check(Roll(0, S)) is None  # the turn after, it may leave


def test_PMF_MOVE_6_sailing_off_the_edge_leaves_the_game() -> None:
    g = battle(faces=[6], fleets=2)
    place(g, 0, 1, 5, W)
    play(g, EndPosts())
    play(g, Roll(0, W))
    play(g, Advance(0, 3))
    assert g.ships[0].gone == "sailed-off" and not g.over
    g2 = battle(faces=[6])
    place(g2, 0, 0, 5, W)
    play(g2, EndPosts())
    play(g2, Roll(0, W))
    play(g2, Advance(0, 1))
    assert g2.over and g2.winner == 1  # its only ship left: that side is out


# -- fire ------------------------------------------------------------------------------------------------------
def test_PMF_FIRE_1_each_manned_cannon_fires_once_at_an_enemy() -> None:
    g = battle(faces=[1, 1])
    place(g, 0, 2, 2, N)
    place(g, 1, 4, 2, N)
    to_fire(g)
    starboard = [c for c in g.ships[0].cannons if c.side == "starboard"]
    play(g, Fire(0, starboard[0].id, 1))
    assert g.check(Fire(0, starboard[0].id, 1)).clause == "PMF.FIRE.1"  # type: ignore[union-attr]
    g.ships[0].posts = [DECK if p == cannon_post(starboard[1].id) else p for p in g.ships[0].posts]
    assert g.check(Fire(0, starboard[1].id, 1)).clause == "PMF.FIRE.1"  # type: ignore[union-attr]


def test_PMF_FIRE_2_arc_45_to_135_on_its_side() -> None:
    here = Cell(5, 5)
    assert in_arc(here, N, "starboard", Cell(6, 5)) and in_arc(here, N, "port", Cell(4, 5))
    assert in_arc(here, N, "starboard", Cell(6, 4)) and in_arc(here, N, "starboard", Cell(6, 6))  # 45 and 135
    assert not in_arc(here, N, "starboard", Cell(5, 4)) and not in_arc(here, N, "starboard", Cell(4, 5))
    assert not in_arc(here, N, "starboard", Cell(9, 5))  # distance 4
    assert in_arc(here, E, "starboard", Cell(5, 7))  # heading east: starboard is south
    assert bearing(here, N, Cell(5, 4)) == 0


@given(st.integers(0, 7), st.integers(-3, 3), st.integers(-3, 3))
def test_arcs_are_mirror_images_and_never_overlap(heading: int, dx: int, dy: int) -> None:
    here, there = Cell(10, 10), Cell(10 + dx, 10 + dy)
    star, port = in_arc(here, heading, "starboard", there), in_arc(here, heading, "port", there)
    assert not (star and port)
    mirror = Cell(10 - dx, 10 - dy)  # the opposite square lies on the other side
    assert star == in_arc(here, heading, "port", mirror)


def test_PMF_FIRE_3_line_of_fire() -> None:
    g = battle(["......", "..#...", "......", ".*....", "......", "......"], faces=[])
    place(g, 0, 0, 1, N)
    place(g, 1, 3, 1, N)
    to_fire(g)
    starboard = next(c for c in g.ships[0].cannons if c.side == "starboard")
    assert g.check(Fire(0, starboard.id, 1)).clause == "PMF.FIRE.3"  # type: ignore[union-attr]  # island
    place(g, 0, 0, 3, N)
    place(g, 1, 2, 3, N)
    assert g.check(Fire(0, starboard.id, 1)) is None  # over the reef
    # through a corner: blocked only when both side squares block
    blocks = {Cell(1, 0), Cell(0, 1)}
    assert line_blocked(Cell(0, 0), Cell(2, 2), lambda c: c in blocks)
    assert not line_blocked(Cell(0, 0), Cell(2, 2), lambda c: c == Cell(1, 0))


def test_PMF_FIRE_3_a_click_on_a_target_abeam_behind_an_island_says_the_line_is_blocked() -> None:
    """Seen at a club table: the enemy abeam, three squares away in the hatched arc, an island between: the click
    said "out of the firing arc" (PMF.FIRE.2), the port cannons' answer, tried first. The starboard cannons bear:
    their answer is the one that tells (PMF.FIRE.3)."""
    g = battle(["......", "..#...", "......", "......", "......", "......"], faces=[])
    place(g, 0, 0, 1, N)
    place(g, 1, 3, 1, N)
    to_fire(g)
    shot = g.shot_at(g.ships[0], g.ships[1])
    assert isinstance(shot, Rejection) and shot.clause == "PMF.FIRE.3"


@given(st.integers(0, 8), st.integers(0, 8), st.integers(0, 8), st.integers(0, 8))
def test_line_of_fire_is_symmetric(ax: int, ay: int, bx: int, by: int) -> None:
    rnd = random.Random(ax * 1000 + ay * 100 + bx * 10 + by)
    blocked = {Cell(rnd.randrange(9), rnd.randrange(9)) for _ in range(12)}
    a, b = Cell(ax, ay), Cell(bx, by)
    assert line_blocked(a, b, blocked.__contains__) == line_blocked(b, a, blocked.__contains__)


def test_PMF_FIRE_4_no_target_docked_in_a_port() -> None:
    g = battle(["......", "..p...", "......", "......", "......", "......"])
    place(g, 0, 1, 1, N)
    place(g, 1, 2, 1, N)
    g.ships[1].docked = "port"
    to_fire(g)
    starboard = next(c for c in g.ships[0].cannons if c.side == "starboard")
    assert g.check(Fire(0, starboard.id, 1)).clause == "PMF.FIRE.4"  # type: ignore[union-attr]
    g.ships[1].docked = "beach"
    assert g.check(Fire(0, starboard.id, 1)) is None  # a ship on a beach can be targeted


@pytest.mark.parametrize(("distance", "face", "hit"), [(1, 1, False), (1, 2, True), (2, 2, False), (2, 3, True),
                                                        (3, 3, False), (3, 4, True)])
def test_PMF_FIRE_5_to_hit_by_distance(distance: int, face: int, hit: bool) -> None:
    g = battle(faces=[face])
    place(g, 0, 2, 5, N)
    place(g, 1, 2 + distance, 5, N)
    to_fire(g)
    starboard = next(c for c in g.ships[0].cannons if c.side == "starboard")
    events = play(g, Fire(0, starboard.id, 1))
    assert events[0].hit is hit and events[0].needed == distance + 1


def test_PMF_FIRE_6_hits_remove_crew_chosen_by_the_target_double_score_two() -> None:
    g = battle(faces=[4, 2])
    place(g, 0, 2, 5, N)
    place(g, 1, 3, 5, N)
    to_fire(g)
    cannons = [c for c in g.ships[0].cannons if c.side == "starboard"]
    events = play(g, Fire(0, cannons[0].id, 1))  # needs 2+, rolled 4 = twice: two crew
    assert events[0].casualties == 2 and g.pending is not None and g.pending.count == 2
    assert g.check(Casualties(1, (5,))).clause == "PMF.FIRE.6"  # type: ignore[union-attr]
    play(g, Casualties(1, (0, 5)))  # the target's side chooses: here even the captain
    assert g.ships[1].crew == 8 and not g.ships[1].captain_alive
    events = play(g, Fire(0, cannons[1].id, 1))  # rolled 2: one crew
    assert events[0].casualties == 1


def test_PMF_FIRE_7_enfilade() -> None:
    g = battle(faces=[3, 6])
    place(g, 0, 2, 5, N)  # heading north; target heading east and dead ahead of it on its line
    place(g, 1, 4, 5, E)
    assert g.is_enfilade(g.ships[0], g.ships[1])
    to_fire(g)
    starboard = [c for c in g.ships[0].cannons if c.side == "starboard"]
    events = play(g, Fire(0, starboard[0].id, 1))  # 3 - 1 = 2 < 3 needed: miss
    assert events[0].hit is False and events[0].score == 2
    events = play(g, Fire(0, starboard[1].id, 1))  # 6 - 1 = 5, 5 < 6 (twice 3): but enfilade hits remove two
    assert events[0].casualties == 2
    g2 = battle()
    place(g2, 0, 2, 4, N)
    place(g2, 1, 4, 5, E)  # not on the fore-and-aft line
    assert not g2.is_enfilade(g2.ships[0], g2.ships[1])
    place(g2, 1, 4, 4, N)  # not perpendicular
    assert not g2.is_enfilade(g2.ships[0], g2.ships[1])


def test_PMF_FIRE_8_the_target_side_chooses_with_a_deck_first_default() -> None:
    g = battle(faces=[2])
    place(g, 0, 2, 5, N)
    place(g, 1, 3, 5, N)
    to_fire(g)
    starboard = next(c for c in g.ships[0].cannons if c.side == "starboard")
    play(g, Fire(0, starboard.id, 1))
    assert g.pending is not None
    target = g.ships[1]
    assert all(target.posts[f] == DECK for f in g.pending.default)
    refused = g.check(EndTurn())
    assert refused is not None and refused.clause == "PMF.FIRE.8" and say(refused).startswith("P1 must first")
    assert rules().to_act(g) == {1}  # the target's player acts now, not the shooter's
    assert rules().check(g, 0, Casualties(1, g.pending.default)) is not None
    assert Casualties(1, g.pending.default) in g.legal_actions()
    play(g, Casualties(1, g.pending.default))
    assert g.pending is None and target.crew == 9


# -- end -------------------------------------------------------------------------------------------------------
def test_PMF_END_1_last_side_with_ships_wins() -> None:
    g = battle(players=3, faces=[2])
    g.ships[1].gone = "sunk"
    place(g, 0, 2, 5, N)
    place(g, 2, 3, 5, N)
    g.ships[2].posts = [DECK]
    to_fire(g)
    starboard = next(c for c in g.ships[0].cannons if c.side == "starboard")
    play(g, Fire(0, starboard.id, 2))
    play(g, Casualties(2, (0,)))
    assert g.over and g.winner == 0 and g.legal_actions() == []
    assert g.check(EndTurn()).clause == "PMF.END.1"  # type: ignore[union-attr]


def test_turns_skip_sides_that_are_out() -> None:
    g = battle(players=3)
    g.ships[1].gone = "sunk"
    play(g, EndTurn())
    assert g.active == 2
