"""The Playmoflotte table driven by synthetic clicks: painting, posts, movement, broadsides, casualties."""

from __future__ import annotations

import math
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from arcade.core.squaregrid import KING
from arcade.games.playmoflotte import GAME
from arcade.games.playmoflotte.data import rules
from arcade.games.playmoflotte.rules import COMMAND, DECK, HELM, Phase, Roll
from arcade.games.playmoflotte.scene import PlaymoflotteScene
from arcade.i18n import key, t
from arcade.launcher.scene import LauncherScene
from arcade.launcher.setup_scene import SetupScene
from arcade.ui.dialogs import Confirm
from arcade.ui.handover import MIN_SHOW, Handover
from arcade.ui.result_screen import ResultScreen
from tests.harness import Harness
from tests.replaying import replay_steps


@pytest.fixture
def h(private_home: Path) -> Iterator[Harness]:
    harness = Harness.start(private_home, games=(GAME,))
    yield harness
    harness.close()


def start(h: Harness, bo_level: str = "", **options: str) -> PlaymoflotteScene:
    """Ana against Bo, one frigate each, as placed by the map; Bo a computer of `bo_level` where one is given."""
    opts = {"map": "playmoflotte", "ships": "1", "ship": "frigate", "first": "listed", "layout": "preset"}
    opts.update(options)
    bo = {"name": "Bo", "side": "blue", **({"computer": bo_level} if bo_level else {})}
    h.app.start_game(GAME, {"players": [{"name": "Ana", "side": "red"}, bo], "options": opts, "board": "playmoflotte"},
                     5)
    h.step()
    scene = h.top
    assert isinstance(scene, PlaymoflotteScene)
    return scene


def saved(h: Harness) -> list[dict[str, object]]:
    [summary] = h.app.store.games() or h.app.store.games(finished=True)
    return [step.action for step in h.app.store.load(summary.key).steps]


def spot(h: Harness, scene: PlaymoflotteScene, kind: str, value: object) -> tuple[int, int]:
    """Where to click: a figure's middle; a post's name (its row's middle may hold a figure)."""
    h.screenshot()
    rect = next(x.rect for x in scene.hits if x.kind == kind and x.value == value)
    return (rect.x + 20, rect.centery) if kind == "post" else rect.center


def face(h: Harness, scene: PlaymoflotteScene, heading: int) -> None:
    """Turn the selected ship's chosen heading with the Turn right button (off the board too)."""
    ship = scene._ship()
    assert ship is not None
    for _ in range(8):
        if scene._wanted_heading(ship) == heading:
            return
        h.click_element(scene.buttons["turn_right"])
    raise AssertionError(f"could not face {heading}")


def heading_to(dx: int, dy: int) -> int:
    angle = math.degrees(math.atan2(dx, -dy)) % 360
    return int(round(angle / 45)) % 8


def play_click(h: Harness, scene: PlaymoflotteScene) -> None:
    """A plain player: sail at the nearest enemy and fire whatever bears."""
    g = scene.game
    assert g is not None
    if isinstance(h.top, Handover):
        h.pass_handover()
        return
    if isinstance(h.top, Confirm):  # sailing off the map: yes
        h.click_element(next(b for b in h.top.actions if b.text == "arcade.yes"))  # type: ignore[attr-defined]
        return
    if g.pending is not None:
        h.time.t += MIN_SHOW  # (a person reads the choice first: a quick second click is not taken)
        h.click_element(scene.buttons["confirm"])
        return
    ship = scene._ship()
    if g.phase == Phase.POSTS or ship is None:
        h.click_element(scene.buttons["primary"])
        return
    if g.phase == Phase.MOVE:
        for own in g.own_ships():
            if g.dice_left(own) and not g.port_locked(own) and scene.selected_ship != own.id and g.moving is None:
                h.click(scene.view.cell_center(own.pos))
                return
        ship = scene._ship()
        assert ship is not None
        enemy = min((s for s in g.afloat() if s.owner != ship.owner),
                    key=lambda s: max(abs(s.pos.x - ship.pos.x), abs(s.pos.y - ship.pos.y)))
        if g.moving is None:
            if not g.dice_left(ship) or g.port_locked(ship):
                h.click_element(scene.buttons["primary"])
                return
            def score(heading: int) -> tuple[int, int]:
                cells, end = g.path(ship, heading, 1)
                if end not in ("ok",) or not cells:
                    return (99, 0)  # blocked, docking or leaving: not this way
                c = cells[0]
                gap = max(abs(c.x - enemy.pos.x), abs(c.y - enemy.pos.y))
                return (abs(gap - 2), heading != ship.heading)

            heading = min(range(8), key=score) if ship.has_helm() else ship.heading
            if g.check(Roll(ship.id, heading)) is not None:
                h.click_element(scene.buttons["primary"])
                return
            h.click(spot(h, scene, "arrow", heading))
            h.click_element(scene.buttons["roll"])
            return
        squares = [c for cs in g.reachable(ship).values() for c in cs]
        squares = [c for c in squares if g.terrain(c) == "sea"]
        if squares:
            best = min(squares, key=lambda c: abs(max(abs(c.x - enemy.pos.x), abs(c.y - enemy.pos.y)) - 2))
            h.click(scene.view.cell_center(best))
        else:
            h.click_element(scene.buttons["stay"])
        return
    for own in g.own_ships():
        for cannon in own.cannons:
            targets = g.targets(own, cannon)
            if targets:
                if scene.selected_ship != own.id:
                    h.click(scene.view.cell_center(own.pos))
                h.click(scene.view.cell_center(targets[0].pos))
                return
    h.click_element(scene.buttons["primary"])


def test_PMF_MAP_3_a_whole_battle_from_the_launcher_by_mouse(h: Harness) -> None:
    launcher = h.top
    assert isinstance(launcher, LauncherScene)
    h.click(launcher.cards[0].rect.center)
    setup = h.top
    assert isinstance(setup, SetupScene)
    h.pick(next(m for m, k in setup.option_menus.items() if k == "layout"), "paint")
    h.pick(next(m for m, k in setup.option_menus.items() if k == "first"), "listed")
    h.click_element(next(b for b in setup.actions if b.text == "arcade.start"))  # type: ignore[attr-defined]
    h.decline_lesson()
    scene = h.top
    assert isinstance(scene, PlaymoflotteScene) and scene.painting
    h.click(spot(h, scene, "brush", "reef"))
    target = scene.view.cell_center((5, 1))
    h.drag((int(target[0]), int(target[1])), (int(target[0]) + 1, int(target[1]) + 1))
    assert scene.paint_rows[1][5] == "*"
    h.click(spot(h, scene, "brush", "island"))
    h.click(scene.view.cell_center((6, 8)))
    assert scene.paint_rows[8][6] == "#"
    h.click_element(scene.buttons["start_battle"])
    assert not scene.painting and scene.game is not None
    assert scene.record.setup["terrain"][1][5] == "*" and scene.board.terrain_at(5, 1) == "reef"
    for _ in range(3000):
        if scene.game.over:
            break
        play_click(h, scene)
    g = scene.game
    assert g.over and g.winner is not None
    assert isinstance(h.top, ResultScreen)
    [finished] = h.app.store.games(finished=True)
    record = h.app.store.load(finished.key)
    assert record.setup["terrain"][1][5] == "*"  # the painted sea was saved with the game
    again = replay_steps(rules(), record.setup, record.seed, [(step.seat, step.action) for step in record.steps])
    assert rules().fingerprint(again) == rules().fingerprint(g)
    h.click_element(next(b for b in h.top.actions if b.text == "arcade.rematch"))
    rematch = h.top
    assert isinstance(rematch, PlaymoflotteScene) and rematch is not scene and not rematch.painting
    assert rematch.board.terrain_at(5, 1) == "reef" and rematch.names == scene.names  # same sea, same sides
    assert rematch.record.seed != scene.record.seed and rematch.game.winner is None
    h.key(pygame.K_ESCAPE)
    assert isinstance(h.top, LauncherScene) and len(h.top.saved) == 1  # the finished battle is no longer offered


def test_posts_by_clicking_figures_and_posts(h: Harness) -> None:
    scene = start(h)
    g = scene.game
    assert g is not None
    ship = scene._ship()
    assert ship is not None and ship.owner == 0
    deck_hand = ship.at(DECK)[0]
    h.click(spot(h, scene, "figure", 0))  # the captain moves first and brings a deck hand along
    h.click(spot(h, scene, "figure", deck_hand))
    h.click(spot(h, scene, "post", "cannon:0"))
    assert ship.posts[0] == ship.posts[deck_hand] == "cannon:0"
    other = ship.at(DECK)[0]
    h.click(spot(h, scene, "figure", other))
    h.click(spot(h, scene, "post", "sails:0"))
    assert ship.posts[other] == "sails:0"  # the one change the command crew allows
    last = next(i for i, p in enumerate(ship.posts) if p == "cannon:1")
    h.click(spot(h, scene, "figure", last))
    deck = spot(h, scene, "post", DECK)
    h.click(deck)
    assert ship.posts[last] == "cannon:1" and scene.clause_of(scene.message) == "PMF.POST.1"
    assert scene.pointed is not None and scene.pointed.at == deck  # said where it was clicked
    h.screenshot()
    assert scene.pointed.box is not None and scene.pointed.box.inflate(60, 60).collidepoint(deck)  # beside it
    h.click(spot(h, scene, "figure", last))  # another click: the sentence has had its say
    assert scene.message == ""
    assert saved(h)[-2] == {"type": "captain", "ship": 0, "post": "cannon:0", "followers": [deck_hand]}


def test_PMF_START_1_each_side_places_its_crew_by_clicks_then_turn_1(h: Harness) -> None:
    scene = start(h, crew="free")
    g = scene.game
    ship = scene._ship()
    assert ship is not None and g.phase == Phase.CREW and g.active == 0
    assert scene.buttons["primary"].text == key("next_phase_crew", "playmoflotte")
    h.click(spot(h, scene, "figure", 0))  # the captain alone, to a gun: a plain change, no captain's move
    h.click(spot(h, scene, "post", "cannon:0"))
    for figure in (*ship.at(DECK), ship.at("sails:0")[0]):  # more changes than any turn's allowance
        h.click(spot(h, scene, "figure", figure))
        h.screenshot()
        row = next(x.rect for x in scene.hits if x.kind == "post" and x.value == COMMAND)
        h.click((row.right - 8, row.centery))  # the row's free end: its middle holds the figures already there
    assert ship.posts[0] == "cannon:0" and ship.posts.count(COMMAND) == 3 and not scene.message
    h.click_element(scene.buttons["primary"])  # Crew ready: Bo places his
    assert g.phase == Phase.CREW and g.active == 1
    h.click_element(scene.buttons["primary"])
    assert g.phase == Phase.POSTS and g.active == 0 and g.changes_left(ship) == 3  # Ana's turn 1
    assert scene.buttons["primary"].text == key("next_phase_posts", "playmoflotte")


def side_by_side_rolling_sixes(g: Any) -> None:
    """The two ships side by side at 3,8 and 4,8, both heading north, and every die a six: a broadside hits."""
    import random

    class Sixes(random.Random):
        def randint(self, a: int, b: int) -> int:
            return 6

    g.ships[0].pos, g.ships[0].heading = g.ships[0].pos.__class__(3, 8), 0
    g.ships[1].pos, g.ships[1].heading = g.ships[1].pos.__class__(4, 8), 0
    g.rng = Sixes()


def test_PMF_FIRE_8_casualties_are_chosen_by_the_target_after_a_hand_over(h: Harness) -> None:
    scene = start(h)
    g = scene.game
    assert g is not None
    side_by_side_rolling_sixes(g)
    h.click_element(scene.buttons["primary"])
    h.click_element(scene.buttons["primary"])
    scene._update_highlights()
    assert "targets" in scene.view.highlights
    h.click(scene.view.cell_center((4, 8)))
    handover = h.top
    assert isinstance(handover, Handover) and handover.name == "Bo"
    h.pass_handover()
    assert scene.viewer == 1 and g.pending is not None and sorted(scene.selected_figures) == list(g.pending.default)
    h.click(spot(h, scene, "figure", scene.selected_figures[0]))  # change the choice: deselect one...
    assert not scene.buttons["confirm"].is_enabled
    h.click(spot(h, scene, "figure", 0))  # ...and give up the captain instead
    h.time.t += MIN_SHOW
    h.click_element(scene.buttons["confirm"])
    assert not g.ships[1].captain_alive and g.ships[1].crew == 8
    back = h.top
    assert isinstance(back, Handover) and back.name == "Ana"


@pytest.mark.parametrize("row", [0, 8])
def test_the_hit_chance_stays_on_the_board_even_on_the_top_row(private_home: Path, row: int) -> None:
    """Over a target on the top row the hit-chance label went off the top of the window."""
    h = Harness.start(private_home, games=(GAME,), size=(1280, 720))
    scene = start(h)
    g = scene.game
    g.ships[0].pos, g.ships[0].heading = g.ships[0].pos.__class__(3, row), 0
    g.ships[1].pos, g.ships[1].heading = g.ships[1].pos.__class__(4, row), 0
    h.click_element(scene.buttons["primary"])
    h.click_element(scene.buttons["primary"])
    assert g.phase == Phase.FIRE
    scene._update_highlights()
    for zoomed in (False, True):  # as drawn, then zoomed in on the target (its row at the window's top)
        labels = [rect for text, rect in h.drawn() if text.endswith("%")]
        target = scene.view.cell_center((4, row))
        assert labels and all(scene.layout.board.contains(r) for r in labels)
        assert not labels[0].collidepoint(target)  # beside the target, not over it
        first_row = min(y for _, y in scene.view.cell_polygon((4, 0)))
        assert zoomed or labels[0].top >= first_row  # nor over the column numbers above the first row
        h.wheel((int(target[0]), int(target[1])), 3)
        h.step(30)
        camera = scene.view.camera
        top = scene.view.cell_center((4, row))[1] - scene.view.zoom / 2
        camera.offset = (camera.offset[0], camera.offset[1] + camera.rect.top - top)  # its row at the very top
    h.close()


def test_movement_by_arrow_roll_and_square(h: Harness) -> None:
    scene = start(h)
    g = scene.game
    assert g is not None
    h.click_element(scene.buttons["primary"])
    ship = scene._ship()
    assert ship is not None
    # the die is the bright button (a newcomer skipped the move), every heading has its arrow
    assert scene.buttons["roll"].object_ids[-1] == "#primary" != scene.buttons["primary"].object_ids[-1]
    h.screenshot()
    arrows = [x.rect for x in scene.hits if x.kind == "arrow"]
    assert all(scene.view.rect.contains(r) for r in arrows)  # at the corner too
    assert all(not a.colliderect(b) for i, a in enumerate(arrows) for b in arrows[i + 1:])  # one target each
    around = sum(g.board.contains(ship.pos.x + d.x, ship.pos.y + d.y) for d in KING)
    assert len(arrows) == around + (not g.board.contains(ship.pos.x + KING[ship.heading].x,
                                                         ship.pos.y + KING[ship.heading].y))
    before = ship.heading  # every heading by the Turn buttons, towards the edge too
    posts = list(ship.posts)
    ship.posts = [p for p in posts if p != HELM]  # (no one at the helm: the rules refuse a turn, PMF.MOVE.2)
    scene.refresh_buttons()
    assert not scene.buttons["turn_left"].is_enabled and not scene.buttons["turn_right"].is_enabled
    ship.posts = posts
    scene.refresh_buttons()
    assert scene.buttons["turn_left"].is_enabled and scene.buttons["turn_right"].is_enabled
    h.click_element(scene.buttons["turn_right"])
    assert scene.heading == (before + 1) % 8
    h.click_element(scene.buttons["turn_left"])
    h.click_element(scene.buttons["turn_left"])
    assert scene.heading == (before - 1) % 8
    h.click(spot(h, scene, "arrow", 4))  # south
    h.click_element(scene.buttons["roll"])
    assert g.moving is not None and ship.heading == 4
    assert scene.buttons["primary"].object_ids[-1] == "#secondary"  # a square to click now, not "Done moving"
    assert "reach" in scene.view.highlights
    far = g.reachable(ship)[4][-1]
    h.click(scene.view.cell_center(far))
    assert ship.pos == far and g.moving is None
    assert saved(h)[-1]["type"] == "advance"
    assert KING[4] == (0, 1)
    another = g.check(Roll(ship.id, ship.heading)) is None  # a frigate's second die
    lit = scene.buttons["roll"].object_ids[-1] == "#primary"
    assert lit == another and (scene.buttons["primary"].object_ids[-1] == "#primary") == (not another)
    assert scene.dice.values
    h.click_element(scene.buttons["primary"])  # to the fire step, then the turn ends
    h.click_element(scene.buttons["primary"])
    assert g.active == 1 and scene.dice.values == ()  # the last player's die is not shown to the next


def test_moving_a_cannon_by_clicks(h: Harness) -> None:
    scene = start(h, ship="galleon")
    ship = scene._ship()
    assert ship is not None and ship.free_slots("port") == [2]
    h.click(spot(h, scene, "post", "cannon:0"))  # no figure selected: the cannon row is chosen
    assert scene.selected_cannon == 0
    h.click(spot(h, scene, "slot", ("port", 2)))
    assert (ship.cannons[0].side, ship.cannons[0].slot) == ("port", 2)
    assert saved(h)[-1]["type"] == "cannon"


def test_sailing_off_the_map_by_button(h: Harness) -> None:
    scene = start(h, ships="2")
    g = scene.game
    assert g is not None
    ship = scene._ship()
    assert ship is not None
    h.click_element(scene.buttons["primary"])
    face(h, scene, 0)  # north, straight off the top edge
    h.click_element(scene.buttons["roll"])
    assert scene.buttons["sail_off"].visible
    h.click_element(scene.buttons["sail_off"])
    question = h.top
    assert isinstance(question, Confirm) and "leaves the battle" in question.text
    h.click_element(next(b for b in question.actions if b.text == "arcade.yes"))  # type: ignore[attr-defined]
    assert ship.gone == "sailed-off" and not g.over


def test_sailing_the_last_ship_off_says_who_wins(h: Harness) -> None:
    scene = start(h)
    g = scene.game
    h.click_element(scene.buttons["primary"])
    face(h, scene, 0)
    h.click_element(scene.buttons["roll"])
    h.click_element(scene.buttons["sail_off"])
    question = h.top
    assert isinstance(question, Confirm)
    assert question.text == "Sail the frigate off the map? It is your last ship: Bo wins."
    h.click_element(next(b for b in question.actions if b.text == "arcade.no"))  # type: ignore[attr-defined]
    assert not g.over and g.moving is not None  # nothing happened


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_phase_tabs_fit_at_1024_by_768(private_home: Path, lang: str) -> None:
    """The tabs overlapped at 1024×768; now side by side inside the panel, the current one in
    whole words, and the die beside the hint rather than over the tabs."""
    h = Harness.start(private_home, games=(GAME,), size=(1024, 768), lang=lang)
    scene = start(h, crew="standard")
    h.click_element(scene.buttons["primary"])
    h.click_element(scene.buttons["roll"])
    row = scene.layout.panel_box(130, 44)
    drawn = [(text, rect) for text, rect in h.drawn() if row.collidepoint(rect.center)]
    assert len(drawn) == 3 and all(row.contains(rect) for _, rect in drawn)
    assert all(not a.colliderect(b) for (_, a), (_, b) in zip(drawn, drawn[1:], strict=False))
    assert t("phase_move", "playmoflotte") in [text for text, _ in drawn]  # the current phase, whole
    h.close()


@pytest.mark.parametrize("crew", ["standard", "free"])
def test_crew_figures_are_24_px_targets_at_720p(private_home: Path, crew: str) -> None:
    """The figures were 10×16 px at 720p; now each is a 24-px target, none over another, the
    whole crew inside the panel (a crowded deck takes two lines)."""
    h = Harness.start(private_home, games=(GAME,), size=(1280, 720))
    scene = start(h, crew=crew)
    h.screenshot()
    figures = [x.rect for x in scene.hits if x.kind == "figure"]
    ship = scene._ship()
    assert ship is not None and len(figures) == len(ship.posts)
    assert all(r.width >= 24 and r.height >= 24 for r in figures)
    assert all(not a.colliderect(b) for i, a in enumerate(figures) for b in figures[i + 1:])
    assert all(scene.layout.panel.contains(r) for r in figures)
    h.close()


def test_the_selection_ring_follows_the_side_to_play(h: Harness) -> None:
    """The last player's selection ring stayed on the board after the turn passed."""
    scene = start(h, crew="standard")
    g = scene.game
    ana = scene._ship()
    assert ana is not None and ana.owner == 0
    assert scene.view.highlights["selected"].cells == [(ana.pos.x, ana.pos.y)]
    for _ in range(3):  # posts, movement (nothing rolled: it stays), fire
        h.click_element(scene.buttons["primary"])
        if isinstance(h.top, Confirm):
            h.click_element(next(b for b in h.top.actions if b.text == "arcade.yes"))  # type: ignore[attr-defined]
    if isinstance(h.top, Handover):
        h.pass_handover()
    assert g.active == 1
    bo = scene._ship()
    assert bo is not None and bo.owner == 1
    assert scene.view.highlights["selected"].cells == [(bo.pos.x, bo.pos.y)]


def test_the_pointed_square_is_named_clear_of_the_terrain_legend(private_home: Path) -> None:
    """Seen in a real window: the pointed square's "9,8" sat on the legend's last line at the bottom left."""
    h = Harness.start(private_home, games=(GAME,), size=(1280, 720))
    scene = start(h)
    h.move(scene.view.cell_center((9, 8)))
    drawn = h.drawn()
    names = {t(f"brush_{n}", "playmoflotte") for n in ("sea", "reef", "port")}
    legend = [rect for text, rect in drawn if text in names]
    [plate] = [rect for text, rect in drawn if text == "9,8"]
    assert legend and not any(plate.colliderect(r) for r in legend)
    assert scene.layout.board.contains(plate)
    h.close()


def test_the_banner_names_the_computer_while_it_plays_not_the_person_at_the_screen(
        h: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    from arcade.games.playmoflotte import table
    from arcade.ui.table import draw_turn_banner
    from tests.ui.test_computer_seats import open_table

    scene = open_table(h, "playmoflotte", [None, "hard"])
    h.pass_handovers()
    named: list[str] = []

    def banner(surface: pygame.Surface, rect: pygame.Rect, name: str, *rest: Any) -> None:
        named.append(name)
        draw_turn_banner(surface, rect, name, *rest)

    monkeypatch.setattr(table, "draw_turn_banner", banner)
    for _ in range(200):  # the person ends each step of the turn, until the computer's turn comes
        if 1 in scene.players_to_act():
            break
        legal = scene.rules.legal_actions(scene.state, 0)
        done = scene.rules.least_final(legal)
        scene.send(done if done is not None else legal[-1])
        h.step(2)
        h.pass_handovers()
    assert scene.players_to_act() == [1] and scene.viewer == 0
    h.step()
    assert named[-1] == scene.names[1] and "(computer, Hard)" in named[-1]


def test_a_quick_second_click_never_confirms_losses_nobody_chose(h: Harness) -> None:
    """Against the computer, Confirm the losses appears where the phase's button stood, with no hand-over before it:
    the second click of a double click confirmed losses before they were chosen. It waits a moment first."""
    scene = start(h, bo_level="normal")
    g = scene.game
    side_by_side_rolling_sixes(g)
    for _ in range(200):  # Ana ends her phases; the computer's broadside hits her
        if g.pending is not None and scene.viewer == 0:
            break
        if scene.people_to_act() == [0] and g.pending is None:
            h.click_element(scene.buttons["primary"])
        h.time.t += 1
        h.step()
    assert g.pending is not None and scene.viewer == 0 and not isinstance(h.top, Handover)
    assert scene.buttons["confirm"].is_enabled  # (the default choice is ready)
    h.click_element(scene.buttons["confirm"])  # at once: the second click meant for the button that stood here
    assert g.pending is not None
    h.time.t += MIN_SHOW
    h.click_element(scene.buttons["confirm"])
    assert g.pending is None


def test_a_computer_choosing_its_losses_is_said_so_with_no_button_to_confirm_them(
        h: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    """In a game against the computer, the panel told the computer to choose its losses ("Bo: choose 2 crew lost on
    your ship, then confirm") with the Confirm button lit under it, for nobody at the screen to press."""
    scene = start(h, bo_level="normal")
    g = scene.game
    side_by_side_rolling_sixes(g)
    monkeypatch.setattr(scene, "play_computers", lambda: None)  # (the computer thinks while the test looks)
    h.click_element(scene.buttons["primary"])
    h.click_element(scene.buttons["primary"])
    scene._update_highlights()
    h.click(scene.view.cell_center((4, 8)))  # Ana's broadside hits Bo's ship
    assert g.pending is not None and g.ships[g.pending.ship].owner == 1
    h.step()
    assert not scene.buttons["confirm"].visible
    said = " ".join(h.drawn_texts())
    assert "is choosing the" in said and "choose" not in said.replace("is choosing", "")


def test_a_ship_turned_before_its_roll_is_drawn_on_its_new_heading(h: Harness) -> None:
    """Seen at a club table: after a heading change the ship's picture kept its old heading while its arcs turned.
    The heading chosen is the arrow until the die is rolled; then the ship itself faces it."""
    scene = start(h)
    h.click_element(scene.buttons["primary"])  # the posts as they stand: on to the movement
    ship = scene._ship()
    assert ship is not None and scene.game.phase == Phase.MOVE
    old = ship.heading
    h.click_element(scene.buttons["turn_right"])
    h.step()
    drawn = scene.view.sprites.get(ship.id)
    assert drawn is not None and drawn.heading == old * 45.0  # (not turned until the roll)
    h.click_element(scene.buttons["roll"])
    h.time.t += 2
    h.step(3)
    drawn = scene.view.sprites.get(ship.id)
    assert ship.heading == (old + 1) % 8 and drawn is not None and drawn.heading == ship.heading * 45.0


def test_once_its_dice_are_sailed_a_ship_offers_no_heading_and_says_its_moves_are_done(h: Harness) -> None:
    """Seen at a club table: with both dice used the panel still said to choose a heading then roll, and an arrow
    clicked lit up as if it would turn the ship. With no roll left there is no heading to choose."""
    from arcade.games.playmoflotte.rules import Advance

    scene = start(h)
    h.click_element(scene.buttons["primary"])  # the posts as they stand: on to the movement
    ship = scene._ship()
    assert ship is not None
    for _ in range(ship.movement_dice()):  # each die rolled, the ship staying where it is
        h.click_element(scene.buttons["roll"])
        assert scene.send(Advance(ship.id, 0))
        h.step()
    h.step()
    assert not scene.buttons["roll"].visible and not scene.buttons["turn_right"].visible
    assert not [x for x in scene.hits if x.kind == "arrow"]
    assert any("sailed what it may" in text for text in h.drawn_texts())
