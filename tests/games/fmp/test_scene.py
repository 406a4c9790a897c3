"""The Full Metal Planète table driven by synthetic clicks and keys: a whole game from landing to the score
screen, and every kind of action through the board, the trays and the menus a player uses."""

from __future__ import annotations

from collections.abc import Iterator
from functools import partial
from pathlib import Path

import pygame
import pytest

from arcade.core.board import parse_board
from arcade.core.hexgrid import Hex, distance, neighbors
from arcade.games.fmp import GAME, intents, journal, why_not
from arcade.games.fmp.minimap import Minimap
from arcade.games.fmp.rules import (
    Action,
    Attack,
    Capture,
    EndTurn,
    Fire,
    Load,
    Move,
    Phase,
    Shot,
    Transfer,
    astronef,
    firezones,
    stranding,
)
from arcade.games.fmp.rules.legal import piece_actions
from arcade.games.fmp.rules.model import Piece
from arcade.games.fmp.rules.pieces import Kind
from arcade.games.fmp.rules.positions import Position
from arcade.games.fmp.rules.view import FmpView
from arcade.games.fmp.scene import FmpScene
from arcade.games.fmp.styles import styles_at
from arcade.games.fmp.table import FmpTable
from arcade.i18n import key
from arcade.ui.board import BoardView
from arcade.ui.dialogs import Confirm
from arcade.ui.handover import Handover
from arcade.ui.result_screen import ResultScreen
from tests.games.fmp.planets import SMALL, SMALL_MAP, path, small
from tests.harness import Harness
from tests.replaying import replay_steps

PLAYERS = [{"name": "Ann", "side": "red"}, {"name": "Bob", "side": "blue"}]


@pytest.fixture
def h(private_home: Path) -> Iterator[Harness]:
    harness = Harness.start(private_home, games=(GAME,), size=(1600, 900))
    yield harness
    harness.close()


def confirm(h: Harness) -> None:
    if isinstance(h.top, Confirm):
        yes = next(b for b, act in h.top.actions.items() if act == h.top.accept)
        h.click_element(yes)


def start(h: Harness, options: dict[str, str] | None = None, seed: int = 5) -> FmpTable:
    h.app.start_game(GAME, {"players": PLAYERS, "options": options or {}}, seed)
    h.step()
    h.pass_handovers()
    scene = h.top
    assert isinstance(scene, FmpTable)
    return scene


def cell(scene: FmpScene, hx: Hex) -> tuple[float, float]:
    return scene.view.cell_center(hx)


def hit(h: Harness, scene: FmpScene, kind: str, value: object) -> tuple[int, int]:
    h.screenshot()
    return next(x.rect.center for x in scene.hits if x.kind == kind and x.value == value)


def end_turn(h: Harness, scene: FmpScene) -> None:
    h.click_element(scene.buttons["end"])
    confirm(h)
    h.pass_handovers()


def test_a_whole_game_from_landing_to_the_score_screen_by_clicks(h: Harness) -> None:
    """Land (turning the astronef with R), deploy one piece from the tray, end every turn with the button
    (answering the question about unspent points), decide at turn 21 in secret, take off at turn 25."""
    scene = start(h)
    g = scene.game
    for _ in range(2):  # landing, each player in turn
        h.pass_handovers()
        h.key(pygame.K_r)
        spot = next(a for a in astronef.landing_options(g) if a.orientation == scene.selection.orientation)
        h.move(cell(scene, spot.dome))
        assert scene.hover_text == ""  # the ghost fits: no refusal at the pointer
        h.click(cell(scene, spot.dome))
    assert g.phase == Phase.DEPLOYMENT
    for _ in range(2):  # deployment: one tank each, then the end of it
        h.pass_handovers()
        ship = g.astronefs(g.active)[0]
        tank = next(p for p in ship.contents if g.pieces[p].kind is Kind.TANK)
        h.click(hit(h, scene, "cargo", tank))
        assert scene.selection.cargo == tank
        lit = [x for x in scene.view.highlights["places"].cells]
        h.move(cell(scene, Hex(*lit[0])))
        h.click(cell(scene, Hex(*lit[0])))
        assert g.pieces[tank].where == "board"
        end_turn(h, scene)
    while g.phase == Phase.PLAY:
        end_turn(h, scene)
    assert g.turn == 21 and g.phase == Phase.DECISION
    for _ in range(2):  # each decides in secret, behind a hand-over
        h.pass_handovers()
        assert scene.seen_as(FmpView).decision is None
        assert scene.buttons["end"].text == key("confirm_decision", "fmp") and scene.buttons["end"].visible
        h.click_element(scene.buttons["end"])  # everybody stays: the big button seals the decision
        confirm(h)
    while not g.over:
        end_turn(h, scene)
    h.step(3)
    assert isinstance(h.top, ResultScreen)
    steps = h.app.store.load(h.app.store.games(finished=True)[0].key).steps
    assert [s.action["type"] for s in steps[:2]] == ["land", "land"]
    assert all(d.turn == 25 for d in g.departed) and len(g.departed) == 2  # both took off at their turn 25


# -- positions at the table ----------------------------------------------------------------------------------------
def adopt(h: Harness, position: Position) -> FmpTable:
    """A table showing a position built for the test (on the little test planet), player 0 at the screen."""
    scene = start(h)
    scene.match.state = position.game
    scene.board = parse_board(SMALL_MAP, "fmp-test")
    scene.view = BoardView(scene.board, scene.layout.board, styles_at(position.game.tide),
                           on_click=partial(intents.board_click, scene), now=h.app.now, labels=True)
    scene.minimap = Minimap(scene.view)
    scene.viewer = 0
    scene.rebuild()
    h.step()
    return scene


def point(h: Harness, scene: FmpScene, piece: int, at: Hex) -> None:
    """Select a piece and point at a hex, as a player would before clicking it."""
    select(h, scene, piece)
    h.move(cell(scene, at))
    h.step()


def first_moves(h: Harness, scene: FmpScene, count: int) -> None:
    """The seat to act plays its first legal move, `count` times, each hand-over passed (both land, at the start)."""
    for _ in range(count):
        seat = scene.acting_seat()
        assert seat is not None
        scene.send(scene.rules.legal_actions(scene.game, seat)[0], confirmed=True)
        h.step()
        h.pass_handovers()


def settle(h: Harness) -> None:
    """Let the last move's slide finish (a click during it only ends it)."""
    h.time.t += 1
    h.step()


def select(h: Harness, scene: FmpScene, piece: int) -> None:
    settle(h)
    if scene.selection.piece != piece:
        h.click(cell(scene, scene.game.pieces[piece].hexes[0]))
        if scene.menu:  # the click on one's own piece offered the selected one a way to board it: pick "select"
            h.click(hit(h, scene, "menu", 0))
        assert scene.selection.piece == piece


def act(h: Harness, scene: FmpScene, piece: int, at: Hex, chosen: Action | None = None) -> None:
    """Select a piece by clicking it, then click a hex; when a menu asks, click the entry that plays `chosen`."""
    select(h, scene, piece)
    h.click(cell(scene, at))
    if scene.menu:
        index = next(i for i, (_, do) in enumerate(scene.menu.entries)
                     if isinstance(do, partial) and (chosen is None or do.args[0] == chosen))
        h.click(hit(h, scene, "menu", index))


def test_moves_loads_unloads_fire_capture_and_waypoints_by_clicks(h: Harness) -> None:
    s = small()
    tank = s.put(0, Kind.TANK, (1, 3))
    crab = s.put(0, Kind.CRAB, (2, 5))
    scene = adopt(h, s)
    g = scene.game
    h.key(pygame.K_h)
    assert scene.help
    h.key(pygame.K_h)
    act(h, scene, tank.id, s.h(1, 4))  # move one hex
    assert tank.hex == s.h(1, 4)
    act(h, scene, tank.id, crab.hex, Load(crab.id, tank.id))  # board the crab next to it
    assert tank.carrier == crab.id
    select(h, scene, crab.id)
    h.click(hit(h, scene, "cargo", tank.id))  # the crab's cargo tray
    h.click(cell(scene, s.h(3, 5)))  # put it down on a lit hex
    assert tank.hex == s.h(3, 5) and g.points[0].available == 12  # a step, boarding, putting down
    # a path through a waypoint (right-click), then the end hex
    select(h, scene, tank.id)
    h.click(cell(scene, s.h(3, 6)), button=3)
    assert scene.selection.waypoints == [(s.h(3, 6),)]
    h.click(cell(scene, s.h(4, 6)))
    assert tank.hex == s.h(4, 6)
    # two-destroyer fire at an enemy crab, then a capture
    enemy = s.put(1, Kind.CRAB, (5, 7))
    other = s.put(0, Kind.TANK, (5, 5))
    scene.marks_changed()
    act(h, scene, tank.id, enemy.hex, Fire((tank.id, other.id), enemy.hex))
    assert enemy.where == "gone" and g.points[0].available == 8  # two steps, two shots
    prize = s.put(1, Kind.WEATHER_LAYER, (5, 6))
    scene.marks_changed()
    act(h, scene, tank.id, prize.hex, Capture((tank.id, other.id), prize.id))
    assert prize.colour == tank.colour


def test_a_refusal_shows_its_sentence_where_it_was_clicked_until_the_pointer_moves_on(h: Harness) -> None:
    """Seen in a real window: "Out of reach this turn." stayed in red in the panel while the pointer was on a
    hex the tank could reach; a refused click is now told where it was clicked and goes with the pointer."""
    s = small()
    tank = s.put(0, Kind.TANK, (1, 3))
    s.ore(2, 3)
    scene = adopt(h, s)
    h.click(cell(scene, tank.hex))
    h.click(cell(scene, s.h(2, 3)))  # ore blocks the way
    assert "ore" in scene.message.lower() and scene.clause_of(scene.message) == "FMP.BOARD.3"
    assert scene.pointed is not None and scene.pointed.text == scene.message
    h.click(cell(scene, s.h(9, 7)))  # far away across the sea
    assert scene.message and scene.pointed is not None
    h.move(cell(scene, s.h(1, 4)))  # a hex it can reach: the old refusal goes
    assert scene.hover_text and scene.message == ""


def test_ore_a_crab_cannot_load_at_high_tide_says_why_never_to_load_it(h: Harness) -> None:
    """Seen in a real window: a crab's click on the ore beside it, on a marsh at high tide, said "Ore blocks the
    way: load it or go round" (FMP.BOARD.3); it cannot be loaded from a submerged hex."""
    s = small()
    g = s.game
    marsh, plain = next((m, x) for m in g.planet.terrain if g.terrain(m) == "marsh"
                        for x in g.planet.adjacency()[m] if g.terrain(x) == "plain")
    crab = s.put(0, Kind.CRAB, s.layout.from_axial(plain))
    s.ore(*s.layout.from_axial(marsh))
    s.change_tide("high")
    scene = adopt(h, s)
    select(h, scene, crab.id)
    h.click(cell(scene, marsh))
    assert scene.clause_of(scene.message) == "FMP.BOARD.3" and "submerged" in scene.message
    assert "load it" not in scene.message and crab.contents == []


def test_a_second_arrival_attack_and_the_retreat_step_by_clicks(h: Harness) -> None:
    s = small()
    e1 = s.put(1, Kind.TANK, (4, 4))
    s.put(1, Kind.TANK, (4, 6))
    first, second = s.put(0, Kind.TANK, (3, 2)), s.put(0, Kind.TANK, (1, 5))
    crab = s.put(0, Kind.CRAB, (3, 5))  # under their fire: it retreats first
    stays = s.put(0, Kind.CRAB, (3, 4))  # under fire too: it stays where it is
    s.start_turn(0)
    scene = adopt(h, s)
    g = scene.game
    assert crab.id in scene.threatened()
    act(h, scene, crab.id, s.h(2, 6))
    assert crab.hex == s.h(2, 6) and g.window is not None  # a retreat keeps the step open
    assert scene.threatened() == [stays.id]
    h.click_element(scene.buttons["act1"])  # "Done retreating"
    assert scene.selection.retreat_done
    attack = Attack(second.id, path(s, (2, 5)), (Shot(first.id, e1.hex),))
    act(h, scene, second.id, s.h(2, 5), attack)
    assert e1.where == "gone" and second.hex == s.h(2, 5)


def test_build_rebuild_and_take_off_by_clicks(h: Harness) -> None:
    s = small(turn=25)
    ship = s.ship(0, 4, 5, orientation=1)
    s.ship(1, 1, 1)
    layer = s.put(0, Kind.WEATHER_LAYER, (2, 7))
    s.load(layer, s.ore(0, 0))
    scene = adopt(h, s)
    g = scene.game
    h.click(cell(scene, layer.hex))
    h.click(hit(h, scene, "build", "tank"))
    lit = scene.view.highlights["places"].cells
    h.click(cell(scene, Hex(*lit[0])))
    assert any(p.kind is Kind.TANK and p.hexes == (Hex(*lit[0]),) for p in g.pieces)
    select(h, scene, ship.id)
    h.click_element(scene.buttons["act1"])  # "Take off"
    confirm(h)
    assert ship.where == "left"


def test_a_hinted_end_of_turn_is_played_without_asking_again(h: Harness) -> None:
    """Seen in a real window: "Play it" on a hint to end the turn opened "End the turn with 15 points unspent?": the
    player had just chosen the computer's move, with what it is for, and was asked to choose it again."""
    s = small()
    s.put(0, Kind.TANK, (1, 3))
    scene = adopt(h, s)
    steps = len(scene.record.steps)
    assert scene.game.points[0].available > 0
    scene.play_hint(EndTurn())
    assert not isinstance(h.top, Confirm)
    assert scene.record.steps[steps].action == scene.rules.encode(EndTurn()) and scene.game.active == 1


def test_end_turn_asks_when_points_are_left_and_a_move_is_refused_after_time_up(h: Harness) -> None:
    s = small()
    tank = s.put(0, Kind.TANK, (1, 3))
    scene = adopt(h, s)
    h.click_element(scene.buttons["end"])
    assert isinstance(h.top, Confirm)  # "End the turn with 15 points unspent?"
    left, saved = scene.game.points[0].available, scene.game.points[0].saved
    if left % 5 or left > 10 - saved:  # (seen in a real window: "0 will be saved" with no reason)
        assert "whole cubes of 5, 10 at most" in h.top.text
    h.key(pygame.K_ESCAPE)
    assert not isinstance(h.top, Confirm) and scene.game.active == 0
    scene.game.points[0].saved = 10  # (a newcomer holding 10 saved read "0 will be saved as cubes" as losing them)
    h.click_element(scene.buttons["end"])
    assert isinstance(h.top, Confirm)
    assert "25 points unspent? 10 will be kept for the next turn" in h.top.text and "10 at most" in h.top.text
    h.key(pygame.K_ESCAPE)
    h.time.t += 181  # the three minutes run out
    h.step(2)
    assert scene.game.overtime
    h.click(cell(scene, tank.hex))
    h.click(cell(scene, s.h(1, 4)))
    assert tank.hex == s.h(1, 3) and scene.clause_of(scene.message) == "FMP.TIME.1"
    h.click_element(scene.buttons["end"])
    confirm(h)
    assert scene.game.active == 1


def test_a_piece_in_the_tray_is_named_under_the_pointer(h: Harness) -> None:
    """Seen in a real window: the tray was a grid of small icons with no names; pointing at one now says what
    it is, as the board would name it."""
    scene = start(h)
    g = scene.game
    for _ in range(2):  # both astronefs land
        h.pass_handovers()
        spot = next(a for a in astronef.landing_options(g) if a.orientation == scene.selection.orientation)
        h.move(cell(scene, spot.dome))
        h.click(cell(scene, spot.dome))
    h.pass_handovers()
    ship = g.astronefs(g.active)[0]
    tank = next(p for p in ship.contents if g.pieces[p].kind is Kind.TANK)
    h.move(hit(h, scene, "cargo", tank))
    name = journal.piece_name(g, scene.names, g.pieces[tank])
    assert name[:1].upper() + name[1:] in h.drawn_texts()


@pytest.mark.parametrize(("size", "lang"), [((1280, 720), "fr"), ((1600, 900), "en"), ((1920, 1080), "en")])
def test_the_tide_card_keeps_its_words_off_its_frame(private_home: Path, size: tuple[int, int], lang: str) -> None:
    """Seen in real windows: "Marée normale" ran into the card's right edge at 720; at 1600x900 and 1920x1080 the
    last word of "Marshes are land, reefs are sea." sat on the card's bottom edge."""
    h = Harness.start(private_home, games=(GAME,), size=size, lang=lang)
    scene = start(h)
    card = scene.panel.tide_rect.inflate(-8, -8)
    tide_words = [rect for text, rect in h.drawn() if scene.panel.tide_rect.colliderect(rect)]
    assert tide_words and all(card.contains(rect) for rect in tide_words)
    h.close()


@pytest.mark.parametrize("language", ["en", "fr"])
def test_take_off_counts_its_points_in_the_right_plural(language: str) -> None:
    """"Take off (1 points)"."""
    from arcade import i18n
    from arcade.games.fmp.journal import tr

    i18n.setup(language)
    try:
        assert "(1 point)" in tr("take_off", n=1) and "1 points" not in tr("confirm_take_off", n=1)
        assert "1 point" in tr("confirm_take_off", n=1)
        assert "(3 points)" in tr("take_off", n=3) and "3 points" in tr("confirm_take_off", n=3)
    finally:
        i18n.setup("en")


def test_a_move_that_would_bog_a_piece_is_lit_apart_said_at_the_pointer_and_asked_once(h: Harness) -> None:
    """At high tide a marsh hex is water; a tank sent there is bogged until the tide turns (FMP.TIDE.4).
    The lit hex is orange and dotted, the pointer says what it costs beyond points, and a player's first such move
    of the game asks once."""
    from arcade.games.fmp.rules.tides import HIGH

    s = small(tide=HIGH)
    tank, other = s.put(0, Kind.TANK, (5, 3)), s.put(0, Kind.TANK, (5, 5))
    scene = adopt(h, s)
    marsh = s.h(6, 3)
    point(h, scene, tank.id, marsh)
    assert marsh in scene.view.overlays.layers["risky"].cells
    assert s.h(4, 3) not in scene.view.overlays.layers["risky"].cells  # plain stays plain
    assert scene.hover_text.endswith(" — bogs down: stuck until the tide turns")
    bog = next(a for a in scene.selected_actions() if isinstance(a, Move) and a.path[-1] == (marsh,))
    assert scene.hint_words(bog).endswith("careful: bogs down: stuck until the tide turns")  # a hint says it too
    h.click(cell(scene, marsh))
    assert isinstance(h.top, Confirm) and "will bog down" in h.top.text
    confirm(h)
    assert tank.hex == marsh and stranding.is_stuck(scene.game, tank) == "bogged"
    act(h, scene, other.id, s.h(6, 5))  # the second such move: warned on the board, not asked again
    assert not isinstance(h.top, Confirm) and other.hex == s.h(6, 5)
    assert scene.record.key is not None  # asked once per person, across a resume: kept with the seat
    setup = h.app.store.load(scene.record.key).setup
    assert setup["players"][0].get("risk_asked") and not setup["players"][1].get("risk_asked")


def test_a_piece_boxed_in_by_others_says_so_where_no_hex_is_lit(h: Harness) -> None:
    """A tank surrounded by its own pieces has no lit hex; its card says why."""
    s = small()
    tank = s.put(0, Kind.TANK, (2, 5))
    walls = iter((Kind.TANK, Kind.HEAVY_TANK, Kind.WEATHER_LAYER, Kind.CRAB, Kind.TANK, Kind.TANK))
    for nb in neighbors(tank.hex):
        if nb in SMALL.terrain:
            s.put(0, next(walls), s.layout.from_axial(nb))
    other = s.put(0, Kind.TANK, (5, 0))
    scene = adopt(h, s)
    select(h, scene, tank.id)
    assert not any(isinstance(a, Move) for a in scene.selected_actions())
    assert "boxed in" in scene.panel.state_words(scene.game, tank)
    assert "boxed in" not in scene.panel.state_words(scene.game, other)  # (not the selected piece)
    select(h, scene, other.id)
    assert "boxed in" not in scene.panel.state_words(scene.game, other)


def test_each_player_finds_the_planet_as_they_left_it_after_a_hand_over(h: Harness) -> None:
    """The camera no longer stays where the previous player left it."""
    scene = start(h)
    camera = scene.view.camera
    first = scene.acting_seat()
    camera.zoom_at(2.0, scene.view.rect.center)
    mine = (camera.zoom, camera.offset)
    for _ in range(2):  # both land: the screen goes to the other player and comes back
        seat = scene.acting_seat()
        assert seat is not None
        scene.send(scene.rules.legal_actions(scene.game, seat)[0], confirmed=True)
        h.step()
        h.pass_handovers()
        if scene.acting_seat() != first:
            assert camera.zoom == camera.fit_zoom()  # the other player's first look: the whole planet
            camera.pan(40, 0)
    assert scene.acting_seat() == first and (camera.zoom, camera.offset) == mine


def test_no_refusal_pops_up_where_a_move_was_just_played(h: Harness) -> None:
    """Right after a shot, the shooter (which may no longer move, FMP.NEUT.3) showed a red
    refusal under the pointer as if the shot had been refused; it waits until the pointer goes to another hex."""
    s = small()
    a, b = s.put(0, Kind.TANK, (1, 4)), s.put(0, Kind.TANK, (1, 5))
    x = s.put(1, Kind.CRAB, (2, 5))
    s.game.pinned.add(a.id)  # it holds an enemy under fire: it may not move
    target = x.hex
    scene = adopt(h, s)
    act(h, scene, a.id, target, Fire((a.id, b.id), target))
    h.step()
    assert x.where == "gone" and scene.selection.piece == a.id
    assert scene.hover_text == "" and scene.message == ""
    h.move(cell(scene, s.h(3, 3)))
    h.step()
    h.move(cell(scene, target))
    h.step()
    assert scene.clause_of(scene.hover_text) == "FMP.NEUT.3"  # asked anew, it is said where the pointer is


def test_a_players_turn_clock_waits_for_them_behind_the_hand_over(h: Harness) -> None:
    """The next player's three minutes ran while the hand-over was up (2:59 -> 2:43 when the
    table appeared); they start when the player takes the screen."""
    scene = start(h)
    assert scene.clock is not None and scene.clock.running
    seat = scene.acting_seat()
    assert seat is not None
    scene.send(scene.rules.legal_actions(scene.game, seat)[0], confirmed=True)  # a landing: the turn passes
    h.step()
    assert isinstance(h.top, Handover) and not scene.clock.running
    h.time.t += 16
    h.step()
    h.pass_handovers()
    assert scene.clock.running and scene.clock.remaining() >= 179


def test_since_your_last_turn_counts_the_same_after_a_resume(h: Harness) -> None:
    """"Since your last turn" said 2 before leaving and 16 after; it counts from the seat's own last
    step in the record, across hand-overs and resumes."""
    scene = start(h)
    first = scene.acting_seat()
    first_moves(h, scene, 2)  # both land; the screen comes back to the first player
    assert scene.acting_seat() == first
    told = [lines for _, lines, _ in scene.playback.since]
    assert told and all(who != first for who, _, _ in scene.playback.since)
    key = scene.record.key
    assert key is not None
    h.leave_table()
    h.step()
    h.app.open_saved(key)
    h.step()
    h.pass_handovers()
    again = h.top
    assert isinstance(again, FmpScene) and again is not scene
    assert [lines for _, lines, _ in again.playback.since] == told


def test_the_replay_starts_from_the_position_the_player_left_and_steps_with_a_caption(h: Harness) -> None:
    """"Replay on the board" slid pieces from where they are now, in a second, with no caption; it
    plays the others' steps from the position at the player's own last step, one by one, with Previous and Next
    (buttons or arrows) and the big button to stop."""
    scene = start(h)
    first = scene.acting_seat()
    first_moves(h, scene, 2)
    assert scene.acting_seat() == first and scene.playback.since
    live = scene.rules.fingerprint(scene.state)
    left = replay_steps(scene.rules, scene.record.setup, scene.record.seed,
                              [(s.seat, s.action) for s in scene.record.played()[:1]])
    scene.start_replay()
    assert scene.playback.state is not None and scene.game is scene.playback.state
    h.step()  # the first step at once
    caption = scene.playback.caption
    assert caption is not None and caption[:2] == (1, 1) and caption[2] != first
    assert any(text.startswith("Replay, step 1 of 1") for text in h.drawn_texts())
    assert scene.panel.caption(scene.state) in h.drawn_texts()  # the banner is the player's now, not the past's
    assert scene.rules.fingerprint(scene.game) == live and scene.rules.fingerprint(left) != live
    h.click(cell(scene, Hex(0, 0)))  # nothing is played from the playback
    assert scene.rules.fingerprint(scene.state) == live
    assert scene.buttons["end"].text == key("skip_replay", "fmp")  # the big button stops it; nothing ends a turn
    assert scene.buttons["act1"].text == "« Previous" and scene.buttons["act1"].is_enabled
    h.click(scene.buttons["act1"].rect.center)  # Previous: the position the player left, no caption
    assert scene.rules.fingerprint(scene.game) == scene.rules.fingerprint(left) and scene.playback.caption is None
    assert not scene.buttons["act1"].is_enabled
    h.time.t += 10
    h.step()  # stepped by hand: the playback waits
    assert scene.playback.caption is None
    h.key(pygame.K_RIGHT)  # the arrow steps on
    assert scene.playback.caption is not None and scene.rules.fingerprint(scene.game) == live
    h.click(scene.buttons["act2"].rect.center)  # past the last step: the live board again
    scene.start_replay()
    h.click_element(scene.buttons["end"])  # "Stop the replay", then at once the same place: no end of the turn
    h.click_element(scene.buttons["end"])
    assert not isinstance(h.top, Confirm) and scene.rules.fingerprint(scene.state) == live
    assert scene.playback.state is None and scene.game is scene.state and not scene.playback.since
    assert scene.rules.fingerprint(scene.state) == live and scene.buttons["end"].text != key("skip_replay", "fmp")


def test_a_refusal_of_a_panel_button_is_drawn_over_the_buttons_not_under_them(h: Harness) -> None:
    """Seen in a real window: a refused panel button's sentence was drawn at the click, under the widgets (they are
    drawn after the table), so the button and its neighbours hid it. It is drawn over them now."""
    scene = start(h)
    button = scene.buttons["help"]
    h.click_element(button)
    h.click_element(button)  # (help shown and hidden again: a click on a panel button, its place remembered)
    scene.tell("Not now: a refusal said at the button")
    frame = h.screenshot()
    assert scene.pointed is not None and scene.pointed.box is not None
    box = scene.pointed.box
    under = [box.clip(b.rect) for b in scene.buttons.values() if b.visible and box.colliderect(b.rect)]
    assert under  # the sentence's box lies over buttons of the panel...
    seen = [frame.get_at((x, y))[:3] for r in under for x in range(r.x, r.right, 2) for y in range(r.y, r.bottom, 2)]
    assert seen.count((14, 16, 24)) > len(seen) // 2  # ...and its own background shows there: they do not cover it


def test_the_arrival_zones_show_their_borders_and_letters_while_astronefs_land(h: Harness) -> None:
    """Seen in a real window: "landed in zone C", but no zone was drawn. While astronefs land, each zone's border
    across land is drawn and its letter stands at its middle; once landed, they go."""
    scene = start(h)
    h.move(scene.view.rect.center)
    h.step()
    planet = scene.game.planet
    letters = scene.view.overlays.layers["zone_names"]
    assert sorted(letters.values.values()) == sorted(planet.zones)
    assert all(planet.zone_of(Hex(*at)) == name for at, name in letters.values.items())
    assert all(scene.game.at(Hex(*at)) is None for at in letters.values)  # (an ore hid three letters)
    edges = scene.view.overlays.lines["zone_edges"]
    assert edges and all(not line.glow for line in edges)
    first_moves(h, scene, 2)  # both land
    h.move((scene.view.rect.centerx + 5, scene.view.rect.centery))
    h.step()
    assert "zone_names" not in scene.view.overlays.layers and "zone_edges" not in scene.view.overlays.lines


def test_a_move_that_the_forecast_tide_would_bog_is_lit_apart_and_said_at_the_pointer(h: Harness) -> None:
    """Seen in a real window: a tank sent onto a marsh under a "high tide" forecast, a boat onto a reef under a
    "low tide" one, were stuck when the tide came, with no word before. The next tide as the player's forecast has
    it counts (FMP.TIDE.3-4, FMP.TIDE.6); the tide of now is normal, so nothing is stuck at once."""
    from arcade.games.fmp.rules.tides import HIGH, NORMAL

    s = small(tide=NORMAL)
    tank = s.put(0, Kind.TANK, (5, 3))
    s.game.forecasts = {0: [HIGH], 1: []}
    scene = adopt(h, s)
    marsh = s.h(6, 3)
    point(h, scene, tank.id, marsh)
    assert marsh in scene.view.overlays.layers["risky"].cells
    assert scene.hover_text.endswith(" — bogs down at the next tide (your forecast) if it is still there")
    h.click(cell(scene, marsh))
    assert isinstance(h.top, Confirm) and "as your forecast has it" in h.top.text
    confirm(h)
    assert tank.hex == marsh and stranding.is_stuck(scene.game, tank) is None  # (free until the tide comes)
    s.game.forecasts = {0: [], 1: [HIGH]}  # a forecast the player does not have says nothing to them
    point(h, scene, tank.id, s.h(6, 4))
    assert "next tide" not in scene.hover_text


def crab_with_ore_aboard(h: Harness) -> tuple[FmpTable, Piece, Piece, Piece]:
    """Player 0's astronef on the test planet with its crab inside holding one ore, the astronef selected."""
    s = small()
    ship = s.ship(0, 4, 5, orientation=1)
    crab = s.game.pieces[next(c for c in ship.contents if s.game.pieces[c].kind is Kind.CRAB)]
    ore = s.ore(0, 0)
    s.load(crab, ore)
    scene = adopt(h, s)
    select(h, scene, ship.id)
    return scene, ship, crab, ore


def test_a_crab_holding_ore_in_the_astronef_says_why_it_cannot_go_out_and_the_way_out(h: Harness) -> None:
    """Seen in a real window: a crab taken into the astronef with its ore could go nowhere; the panel still said
    "click a lit hex" with none lit, and the click said only "ore in an astronef never leaves it" (FMP.POND.4)."""
    scene, ship, crab, _ = crab_with_ore_aboard(h)
    h.click(hit(h, scene, "cargo", crab.id))
    assert scene.selection.cargo == crab.id
    texts = " ".join(h.drawn_texts())
    assert "put the ore in the astronef's hold first" in why_not.cargo(scene)
    assert "Now click a lit hex" not in texts and "hold first" in texts


def test_a_crab_holding_ore_in_the_astronef_goes_out_again_by_clicks(h: Harness) -> None:
    """Seen in a real window: the panel said to put the ore in the hold, "pick the ore in the panel, then the hold",
    but nothing in the panel was the hold; picking the ore said "Now click a lit hex" with none lit, and the crab
    stayed shut in all game (FMP.POND.4). The ore picked, the panel offers the hold (a free move, FMP.TRANS.2);
    then the crab can be put down."""
    scene, ship, crab, ore = crab_with_ore_aboard(h)
    assert not [x for x in scene.hits if x.kind == "hold"]
    h.click(hit(h, scene, "cargo", ore.id))
    texts = " ".join(h.drawn_texts())
    assert "Into the astronef's hold" in texts and "Now click a lit hex" not in texts
    assert why_not.cargo(scene) == "It cannot go out from where it is: click “Into the astronef's hold” (free)."
    points = scene.game.points[0].available
    h.click(hit(h, scene, "hold", ship.id))
    assert ore.carrier == ship.id and scene.selection.cargo is None and scene.game.points[0].available == points
    assert "The ore moved into the hold of Ann's astronef" in " ".join(h.drawn_texts())
    h.click(hit(h, scene, "cargo", crab.id))
    assert scene.selection.cargo == crab.id and why_not.cargo(scene) == ""
    assert scene.view.overlays.layers["places"].cells  # (lit hexes to put it down on)


def test_ore_put_in_the_hold_by_a_hint_leaves_the_players_hand(h: Harness) -> None:
    """Seen in a real window: with the crab's ore chosen in the panel, a hint's "Play it" put it in the astronef's
    hold, and then every hex pointed at said "Ore in an astronef never leaves it" (FMP.POND.4): the ore stayed in
    the player's hand."""
    scene, ship, _, ore = crab_with_ore_aboard(h)
    h.click(hit(h, scene, "cargo", ore.id))
    assert scene.selection.cargo == ore.id
    scene.play_hint(Transfer(ore.id, ship.id))
    assert ore.carrier == ship.id and scene.selection.cargo is None
    h.move(cell(scene, scene.game.planet.layout.to_axial(8, 8)))
    h.step()
    assert "never leaves" not in scene.hover_text


def test_ore_put_into_the_astronef_by_clicks_leaves_the_players_hand(h: Harness) -> None:
    """Seen in a real window: a crab beside the astronef put its ore in (the ore picked in the panel, then the
    astronef clicked); the ore, now in the astronef, stayed in hand, and once the crab had loaded another ore the
    panel and every hex pointed at said "Ore in an astronef never leaves it" (FMP.POND.4)."""
    s = small()
    ship = s.ship(0, 4, 5, orientation=1)
    g = s.game
    beside = next(x for pode in ship.hexes[1:] for x in g.planet.adjacency()[pode]
                  if x not in ship.hexes and g.terrain(x) == "plain" and g.at(x) is None)
    crab = s.put(0, Kind.CRAB, s.layout.from_axial(beside))
    ore = s.ore(0, 0)
    s.load(crab, ore)
    scene = adopt(h, s)
    select(h, scene, crab.id)
    h.click(hit(h, scene, "cargo", ore.id))
    h.click(cell(scene, next(pode for pode in ship.hexes[1:] if distance(pode, beside) == 1)))
    assert ore.carrier == ship.id and scene.selection.cargo is None
    assert why_not.cargo(scene) == "" and "The ore put into Ann's astronef" in " ".join(h.drawn_texts())
    h.move(cell(scene, s.h(8, 8)))
    h.step()
    assert "never leaves" not in scene.hover_text


def test_a_barges_ways_to_stand_on_a_hex_are_told_apart_and_more_choices_said_in_words(h: Harness) -> None:
    """Seen in a real window: the menu offered "Move to 14,12 (3 points)" three times (a barge stands on two hexes,
    in several ways) and the pointer's "(+2)" was never explained."""
    s = small()
    barge = s.put(0, Kind.BARGE, (8, 2), (8, 3))
    scene = adopt(h, s)
    moves = [a for a in piece_actions(scene.game, barge.id) if isinstance(a, Move) and len(a.path) == 1]
    labels = [journal.label(scene.game, scene.names, barge.id, a) for a in moves]
    assert len(set(labels)) == len(labels) and all("–" in label for label in labels)
    select(h, scene, barge.id)
    for a in moves:
        h.move(cell(scene, a.path[-1][0]))
        h.step()
        if "other way" in scene.hover_text:
            assert "click to choose" in scene.hover_text and "(+" not in scene.hover_text
            break
    else:
        pytest.fail("no hex where the barge can stand in more than one way")


def test_a_click_in_the_panel_puts_away_the_menu_open_over_the_board(h: Harness) -> None:
    """Seen in a real window: with a barge's menu of ways open, a click on its ore in the panel left the menu open;
    its entry then moved the barge with the ore in hand, and the pointer said "Unload onto a neighbouring hex"."""
    s = small()
    barge = s.put(0, Kind.BARGE, (8, 2), (8, 3))
    ore = s.ore(0, 0)
    s.load(barge, ore)
    scene = adopt(h, s)
    select(h, scene, barge.id)
    for a in (a for a in piece_actions(scene.game, barge.id) if isinstance(a, Move) and len(a.path) == 1):
        h.click(cell(scene, a.path[-1][0]))
        if scene.menu:
            break
    else:
        pytest.fail("no hex where the barge can stand in more than one way")
    h.click(hit(h, scene, "cargo", ore.id))
    assert scene.selection.cargo == ore.id and not scene.menu


def test_pointing_at_ore_out_of_a_crabs_reach_says_to_load_it_from_beside(h: Harness) -> None:
    """Seen in a real window: pointing at ore two hexes from the crab said "out of reach this turn", though the
    crab could go next to it and load it (FMP.TRANS.2)."""
    s = small()
    crab = s.put(0, Kind.CRAB, (2, 5))
    ore = s.ore(4, 5)
    scene = adopt(h, s)
    point(h, scene, crab.id, ore.hexes[0])
    assert "loads from a neighbouring hex" in scene.hover_text


def test_ending_the_deployment_with_pieces_aboard_asks_first(h: Harness) -> None:
    """Seen in a real window: "End deployment" with all eleven pieces still aboard ended the free deployment at once
    (a click meant for "Stop the replay", where the button had just been); deploying is free only then
    (FMP.START.3)."""
    scene = start(h)
    first_moves(h, scene, 2)  # both land
    assert scene.game.phase == Phase.DEPLOYMENT
    h.click_element(scene.buttons["end"])
    assert isinstance(h.top, Confirm) and "still aboard" in h.top.text and "free only now" in h.top.text
    h.key(pygame.K_ESCAPE)
    assert scene.game.phase == Phase.DEPLOYMENT


def test_ending_the_turn_with_pieces_the_forecast_tide_will_catch_says_which(h: Harness) -> None:
    """Seen in a real window: a tank left on a marsh under a "high tide" forecast was stuck at the next turn, with no
    word when the turn ended (the moves into such hexes are warned; staying there was not)."""
    from arcade.games.fmp.rules.tides import HIGH, NORMAL

    s = small(tide=NORMAL)
    tank = s.put(0, Kind.TANK, (6, 3))  # a marsh: land now
    s.game.forecasts = {0: [HIGH], 1: []}
    scene = adopt(h, s)
    h.click_element(scene.buttons["end"])
    assert isinstance(h.top, Confirm)
    assert "will be stuck where it stands" in h.top.text and "tank" in h.top.text and "High tide" in h.top.text
    assert h.top.text.count("?") == 1  # (one question, after the tide's sentence and the points')
    h.key(pygame.K_ESCAPE)
    assert scene.game.active == 0 and tank.hex == s.h(6, 3)


def test_at_deployment_the_tray_is_not_pushed_out_of_sight_by_what_the_others_did(private_home: Path) -> None:
    """Seen in a real window at 1280x720 in French: the "since your last turn" card pushed the deployment tray (what
    "Déployez… ci-dessous" points at) out of sight. At deployment the card gives way; Replay stays offered."""
    h = Harness.start(private_home, games=(GAME,), size=(1280, 720), lang="fr")
    scene = start(h)
    first_moves(h, scene, 2)
    assert scene.game.phase == Phase.DEPLOYMENT and scene.playback.since
    h.screenshot()
    tray = [x.rect for x in scene.hits if x.kind == "cargo"]
    assert tray and all(scene.panel.card.contains(r) for r in tray)
    assert not any(text.startswith("Depuis votre dernier tour") for text in h.drawn_texts())
    assert any(label == "Revoir sur le plateau" for label, _ in scene.controls.context())
    h.close()


def test_the_forecast_shown_is_the_seats_own_read_from_its_view(h: Harness) -> None:
    """FMP.TIDE.6: the panel's forecast comes from the seat's view; another seat's never shows, nor any
    while the screen changes hands."""
    from arcade.games.fmp.rules.tides import HIGH, LOW, NORMAL

    s = small(tide=NORMAL)
    s.game.forecasts = {0: [HIGH], 1: [LOW]}
    scene = adopt(h, s)
    mine, theirs = journal.tr("forecast", tides=journal.tr("tide_high")), journal.tr("tide_low")
    texts = " ".join(h.drawn_texts())
    assert mine in texts and theirs not in texts
    scene.viewer = None
    texts = " ".join(h.drawn_texts())
    assert mine not in texts and theirs not in texts


def test_at_720_a_barges_cargo_and_the_weather_layers_reserve_show_in_the_card(private_home: Path) -> None:
    """A newcomer at 1280x720 could not unload a barge: the sentence on how to move filled the card and the cargo
    tiles were left out; the weather layer's reserve was drawn under the card, over the buttons. What a piece holds
    comes first; the sentence follows where it fits whole."""
    h = Harness.start(private_home, games=(GAME,), size=(1280, 720))
    s = small()
    barge = s.put(0, Kind.BARGE, (8, 2), (8, 3))
    tanks = [s.put(0, Kind.TANK, (0, 0)), s.put(0, Kind.TANK, (0, 1))]
    for tank in tanks:
        s.load(barge, tank)
    layer = s.put(0, Kind.WEATHER_LAYER, (2, 7))
    s.load(layer, s.ore(0, 0))
    scene = adopt(h, s)
    select(h, scene, barge.id)
    h.screenshot()
    card = scene.panel.card
    tray = {x.value: x.rect for x in scene.hits if x.kind == "cargo"}
    assert set(tray) == {tanks[0].id} and all(card.contains(r) for r in tray.values())  # ("Tank ×2")
    assert "Tank ×2" in h.drawn_texts()
    h.click(tray[tanks[0].id].center)  # and one is put down on a lit hex
    lit = scene.view.highlights["places"].cells
    h.click(cell(scene, Hex(*lit[0])))
    confirm(h)
    assert tanks[0].where == "board"
    select(h, scene, layer.id)
    h.screenshot()
    builds = [x.rect for x in scene.hits if x.kind == "build"]
    assert builds and all(card.contains(r) for r in builds)
    h.close()


def test_a_hex_under_enemy_fire_beyond_the_first_step_says_so_not_out_of_reach(h: Harness) -> None:
    """A newcomer pointed at a hex two steps away that its tank could not enter because two enemy tanks held it
    under fire: "Out of reach this turn." The step into it from a hex the piece can reach is asked of the rules."""
    s = small()
    tank = s.put(0, Kind.TANK, (1, 3))
    s.put(1, Kind.TANK, (4, 5))
    s.put(1, Kind.TANK, (5, 5))
    scene = adopt(h, s)
    fire = firezones.hexes_under_fire(s.game, 0)
    target = next(x for x in fire if 2 <= distance(x, tank.hex) <= 3 and s.game.terrain(x) not in ("sea", "mountain")
                  and s.game.at(x) is None)
    point(h, scene, tank.id, target)
    assert "under enemy fire" in scene.hover_text and scene.clause_of(scene.hover_text) == "FMP.MOVE.6"
    s.points(2)
    scene.marks_changed()
    far = next(x for x in stranding.land_hexes(s.game) if distance(x, tank.hex) == 5 and s.game.at(x) is None)
    point(h, scene, tank.id, far)
    assert scene.hover_text == "Out of reach this turn."  # (nothing it can reach is next to it)


@pytest.mark.parametrize(("mode", "said"), [("off", "Every move is final at this table"), ("on", "Ctrl+Z")])
def test_the_help_offers_take_backs_only_at_a_table_that_allows_them(h: Harness, mode: str, said: str) -> None:
    """A newcomer at a table without take-backs read in the help that Backspace and Ctrl+Z take a move back."""
    scene = start(h, {"takebacks": mode})
    h.key(pygame.K_h)
    assert scene.help
    help_text = " ".join(h.drawn_texts())
    assert said in help_text and ("Ctrl+Z" not in help_text) == (mode == "off")


def test_the_landing_lights_where_the_astronef_may_set_down_as_it_is_turned(h: Harness) -> None:
    """The landing lit no legal cell (only the pointer told why a cell was refused): the hexes where the dome may
    stand, as the astronef is turned now, are lit; turning it (R) lights its own."""
    scene = start(h)
    g = scene.game
    h.move(cell(scene, Hex(0, 0)))
    h.step()

    def domes() -> list[Hex]:
        return sorted({a.dome for a in astronef.landing_options(g) if a.orientation == scene.selection.orientation})

    lit = scene.view.highlights["landing"]
    assert lit.style == "reachable" and sorted(lit.cells) == domes() and lit.cells
    h.key(pygame.K_r)
    h.move(cell(scene, Hex(1, 0)))
    h.step()
    assert sorted(scene.view.highlights["landing"].cells) == domes() != sorted(lit.cells)


@pytest.mark.parametrize(("size", "lang"), [((1280, 720), "fr"), ((1920, 1080), "en")])
def test_at_deployment_the_trays_pieces_are_named_without_pointing_at_them(private_home: Path, size: tuple[int, int],
                                                                           lang: str) -> None:
    """Seen at a club table: the deployment's pieces were a grid of small pictures with no names until pointed at.
    Each kind is named beside its picture, those of a kind in one entry ("Char ×4"), and a click on it picks one to
    put down."""
    h = Harness.start(private_home, games=(GAME,), size=size, lang=lang)
    try:
        scene = start(h)
        first_moves(h, scene, 2)
        g = scene.game
        h.step()
        drawn = " ".join(h.drawn_texts())
        ship = g.astronefs(g.active)[0]
        kinds = {g.pieces[p].kind.value for p in ship.contents}
        assert kinds and all(journal.tr(f"term.label.{kind}") in drawn for kind in kinds)
        tray = [x for x in scene.hits if x.kind == "cargo"]
        assert tray and all(scene.panel.card.contains(x.rect) for x in tray)
        tank = next(x for x in tray if g.pieces[int(x.value)].kind is Kind.TANK)
        h.click(tank.rect.center)
        assert scene.selection.cargo is not None and g.pieces[scene.selection.cargo].kind is Kind.TANK
    finally:
        h.close()


def test_a_click_meant_to_stop_a_replay_that_just_ended_never_ends_the_turn(h: Harness) -> None:
    """Seen at a club table: Replay on the board turned the big button into Stop the replay; the replay ended by
    itself, the button became End turn again under the pointer, and the click meant to stop the replay asked to
    end the turn. For a moment after it changes meaning, the big button takes no click."""
    scene = start(h)
    first_moves(h, scene, 2)
    assert scene.game.phase == Phase.DEPLOYMENT and scene.playback.since
    scene.start_replay()
    h.step()
    for _ in range(40):  # the replay plays itself to its end
        if scene.playback.state is None:
            break
        h.time.t += 0.5
        h.step()
    assert scene.playback.state is None
    h.click_element(scene.buttons["end"])  # at once: the click was meant for Stop the replay
    assert not isinstance(h.top, Confirm) and scene.game.phase == Phase.DEPLOYMENT
    h.time.t += 1.5
    h.step()
    h.click_element(scene.buttons["end"])  # later, it is End turn (asked: pieces are still aboard)
    assert isinstance(h.top, Confirm)


def test_a_hinted_move_is_drawn_as_the_players_own_path_would_be(h: Harness) -> None:
    """The hint's way across the planet, numbered from the piece, in the guide's light colour: drawn while it is
    shown, gone once it is put away."""
    from arcade.ui import theme
    from arcade.ui.hint import Hint

    s = small()
    tank = s.put(0, Kind.TANK, (5, 3))
    scene = adopt(h, s)
    move = next(a for a in scene.rules.legal_actions(scene.game, 0) if isinstance(a, Move) and a.piece == tank.id
                and len(a.path) == 2)
    scene.hints.shown = Hint(0, len(scene.record.steps), move, "fmp_ore")
    h.step()
    guide = scene.view.overlays.layers["guide"]
    assert guide.cells == [tank.hex, move.path[0][0], move.path[1][0]] and guide.color == theme.GUIDE
    assert guide.values == {move.path[0][0]: "1", move.path[1][0]: "2"}
    assert scene.drawn_guided(move)  # (the hint's rings then need no arrow across the path)
    scene.hints.shown = None
    h.step()
    assert "guide" not in scene.view.overlays.layers
