"""The Asteroyds table driven by synthetic clicks and keys: a whole 2 v 2 game through hand-overs, programs
written on the programming board, a team's timer running out, the rounds played back, to the end screen."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from arcade.core.hexgrid import Hex
from arcade.games.asteroyds import GAME, resolution
from arcade.games.asteroyds.rules import Ship
from arcade.games.asteroyds.rules import actions as ev
from arcade.games.asteroyds.rules.game import PROGRAM
from arcade.games.asteroyds.rules.program import parse
from arcade.games.asteroyds.scene import AsteroydsScene
from arcade.games.asteroyds.table import AsteroydsTable
from arcade.games.asteroyds.words import LETTERS, event_line
from arcade.i18n import t
from arcade.ui.handover import Handover
from arcade.ui.result_screen import ResultScreen
from tests.games.asteroyds import field
from tests.harness import Harness
from tests.replaying import replay_steps

PLAYERS = [{"name": n, "side": s} for n, s in (("Ann", "red"), ("Bob", "white"), ("Cy", "blue"), ("Di", "amber"))]


@pytest.fixture
def h(private_home: Path) -> Iterator[Harness]:
    harness = Harness.start(private_home, games=(GAME,), size=(1280, 720))
    yield harness
    harness.close()


def start(h: Harness) -> AsteroydsTable:
    h.app.start_game(GAME, {"players": PLAYERS, "options": {}}, 4)
    h.step()
    h.pass_handovers()
    scene = h.top
    assert isinstance(scene, AsteroydsTable)
    return scene


def best_program(scene: AsteroydsScene, ship: Ship, delay: int = 0) -> str:
    return field.best_program(scene.game, ship, delay)


def write(h: Harness, scene: AsteroydsScene, text: str) -> None:
    """The programming board: click the first column, then press the action keys; the anticipation by key."""
    plan = parse(text)
    h.click_element(scene.buttons["slot0"])
    for code in plan.columns:  # (pressed as the table's letters)
        letter = LETTERS.shown(code).lower()
        h.post(pygame.KEYDOWN, key=pygame.K_SPACE if code == "-" else pygame.key.key_code(letter),
               unicode=" " if code == "-" else letter, mod=0, scancode=0)
        h.step(1)
    for r in plan.rounds:
        h.post(pygame.KEYDOWN, key=pygame.key.key_code(str(r)), unicode=str(r), mod=0, scancode=0)
        h.step(1)
    h.click_element(scene.buttons[f"mode_{plan.mode}"])


def test_a_whole_two_against_two_game_by_clicks_and_keys(h: Harness) -> None:
    """About 7 s: a whole game, to three captures, through the table's own input (the longest test for a reason)."""
    scene = start(h)
    g = scene.game
    timed_out = False
    for turn in range(60):
        if g.over:
            break
        for _ in range(len(g.teams)):
            h.pass_handovers()
            if scene.watching:
                break
            ships = scene.team_ships()
            if turn == 1 and not timed_out:  # one team lets its timer run out: what it wrote is sent, no more
                timed_out = True
                write(h, scene, best_program(scene, ships[0]))
                h.time.t += 200
                h.step(3)
                continue
            for i, ship in enumerate(ships):
                if scene.current() is not ship:
                    h.click_element(scene.buttons["next_ship"])
                text = best_program(scene, ship, i)
                write(h, scene, text)
                assert scene.plan_text(ship) == text
            h.click_element(scene.buttons["ready"])
        assert scene.watching
        h.time.t += 10
        h.step(10)  # the rounds are played back
        h.click_element(scene.buttons["continue"])
    assert g.over
    h.step(3)
    assert isinstance(h.top, ResultScreen) and h.top.summary and "wins" in h.top.title
    record = h.app.store.load(h.app.store.games(finished=True)[0].key)
    again = replay_steps(scene.rules, record.setup, record.seed, [(s.seat, s.action) for s in record.steps])
    assert again.scores == g.scores and scene.rules.fingerprint(again) == scene.rules.fingerprint(g)
    assert any(s.action.get("type") == "time_up" for s in record.steps)


def test_one_team_never_sees_the_other_teams_programs(h: Harness) -> None:
    scene = start(h)
    g = scene.game
    red = scene.team_ships()
    assert [s.team for s in red] == ["red", "red"]
    write(h, scene, "F F R F L S · 3 shoot")
    h.click_element(scene.buttons["ready"])
    assert isinstance(h.top, Handover)  # the red programs go behind the hand-over
    h.pass_handovers()
    assert g.team == "white" and scene.columns == {} and scene.current() is not None
    assert scene.current().team == "white"  # type: ignore[union-attr]
    assert "F F R F L S" not in repr(scene.rules.view_for(g, 1))
    h.screenshot()
    texts = " ".join(h.drawn_texts())  # the table reads no program but its own team's
    assert "F F R F L S" not in texts and "3 shoot" not in texts
    path = scene.view.highlights.get("path")
    assert path is None or path.cells[0] == scene.current().at  # type: ignore[union-attr]


def test_the_rounds_step_back_and_forth_and_a_capture_shows_its_banner(h: Harness) -> None:
    scene = start(h)
    write(h, scene, "F F F F F F · 6 shield")
    h.click_element(scene.buttons["ready"])
    h.pass_handovers()
    h.click_element(scene.buttons["ready"])  # white writes nothing
    assert scene.watching
    moves = [e for e in scene.last_turn if isinstance(e, ev.Moved) and e.ship == 0]
    for _ in range(3):
        h.click_element(scene.buttons["next_round"])
    assert scene.round_shown == 3 and scene.shown_ships[0][0] == moves[2].path[-1]
    h.click_element(scene.buttons["prev_round"])
    assert scene.round_shown == 2 and scene.shown_ships[0][0] == moves[1].path[-1]
    assert scene.paused  # stepped by hand: it waits; the next playback plays by itself again (it stayed paused)
    scene.start_playback(scene.last_turn)
    assert not scene.paused
    resolution.play_round(scene, [ev.Scored("red", "white", (("red", 1), ("white", 0)))])
    assert scene.banner is not None and "Red" in scene.banner[0]
    h.screenshot()


def test_a_teams_timer_runs_only_while_that_team_has_the_screen(h: Harness) -> None:
    """Seen in a real window: the next team's 30 s started during the previous turn's rounds, so it took the
    screen with 0:15 left. The timer now stands still while the rounds are watched and during the hand-over."""
    scene = start(h)
    clock = scene.clock
    assert clock is not None and clock.running
    full = clock.remaining()
    h.time.t += 5
    h.click_element(scene.buttons["ready"])
    assert isinstance(h.top, Handover) and not clock.running and clock.remaining() == full  # White's, whole
    h.time.t += 20  # White takes its time to come to the computer
    assert clock.remaining() == full
    h.pass_handovers()
    assert clock.running
    h.click_element(scene.buttons["ready"])
    assert scene.watching and not clock.running
    h.time.t += 40  # everyone watches the rounds
    h.step(10)
    h.click_element(scene.buttons["continue"])
    assert isinstance(h.top, Handover) and clock.remaining() == full and not clock.running
    h.pass_handovers()
    assert clock.running and clock.remaining() == full


def test_a_refused_key_is_told_in_the_programming_card(h: Harness) -> None:
    """Seen in a real window: P with pilot powers off did nothing visible (its sentence went to the log, which
    the programming buttons cover), and the help offered P anyway."""
    scene = start(h)
    assert not scene.game.powers
    texts = " ".join(h.drawn_texts())
    assert "P:" not in texts and "P :" not in texts  # the help does not offer what the game does not have
    h.key(pygame.K_p, unicode="p")
    assert scene.message
    drawn = h.drawn()
    [where] = [rect for text, rect in drawn if scene.message.startswith(text)]
    assert scene.panel.card.contains(where)


def test_the_next_turns_dice_are_told_after_the_rounds_are_watched(h: Harness) -> None:
    """Seen in a real window: while turn 1's rounds played back, the log already gave turn 2's dice."""
    scene = start(h)
    for _ in range(2):
        h.pass_handovers()
        h.click_element(scene.buttons["ready"])
    assert scene.watching and scene.queue and scene.next_dice is not None
    rolled = event_line(scene.game, scene.names, scene.next_dice, scene.view.label)
    assert rolled not in scene.log.lines
    for _ in range(40):  # the rounds play back
        h.time.t += 1
        h.step(2)
    assert not scene.queue and scene.next_dice is None and scene.log.lines[-1] == rolled


def test_a_teams_ships_carry_their_number_while_it_programs(h: Harness) -> None:
    """Seen in a real window: a team's two ships on one hex could not be told apart; each now shows its number,
    the one the panel gives ("1 of 2")."""
    scene = start(h)
    h.screenshot()
    placed = {p.sprite.id: p.sprite.badges for p in scene.view.sprites.placed}
    mine = scene.team_ships()
    assert [placed[s.id][-1] for s in mine] == [str(n) for n in range(1, len(mine) + 1)]
    others = [s for s in scene.game.ships if s not in mine]
    assert others and all(not placed[s.id] for s in others)  # the other team's ships are not numbered


def test_the_hand_over_calls_the_team_in_its_colour_with_its_players(h: Harness) -> None:
    """The hand-over said "Au tour de Rouge" naming a player, in the player's own colour."""
    from arcade.ui.handover import Handover

    h.app.start_game(GAME, {"players": PLAYERS, "options": {}}, 4)
    h.step()
    handover = h.top
    assert isinstance(handover, Handover)
    scene = next(s for s in h.app.stack if isinstance(s, AsteroydsScene))
    team = scene.game.team
    players = [p["name"] for p, t in zip(PLAYERS, scene.game.seats, strict=True) if t == team]
    assert handover.name == f"the {team.capitalize()} team ({' & '.join(players)})" and handover.side_id == team


def test_the_set_up_shows_each_seats_team_and_the_table_draws_seats_in_their_teams_colour(h: Harness) -> None:
    """The player in blue flew a red-team ship. The set-up shows each seat's team (decided by
    the rules from the seat and the options: nothing to pick), names an unnamed player after the team, and the
    table draws every seat in its team's colour."""
    from arcade.launcher.setup_scene import SetupScene

    setup_scene = SetupScene(h.app, GAME)
    h.app.push(setup_scene)
    h.step()

    def teams() -> tuple[str, ...] | None:  # read afresh each time (mypy would keep the first assert's narrowing)
        return setup_scene.teams

    assert teams() == ("red", "white", "red", "white") and not setup_scene.side_menus
    assert [team for _, team in setup_scene.team_labels] == ["red", "white", "red", "white"]
    assert "Red team" in h.drawn_texts() and "White team" in h.drawn_texts()
    names = [p["name"] for p in setup_scene.setup()["players"]]  # type: ignore[attr-defined]
    assert names == ["Red 1", "White 1", "Red 2", "White 2"]
    h.pick(setup_scene.count_menu, "6")
    assert teams() == ("red", "white") * 3
    h.pick(next(m for m, k in setup_scene.option_menus.items() if k == "teams"), "3")  # the labels follow
    h.step()
    assert teams() == ("red", "white", "blue", "red", "white", "blue")
    setup_scene.start()
    h.decline_lesson()
    h.step()
    scene = next(s for s in h.app.stack if isinstance(s, AsteroydsScene))
    assert scene.sides == list(scene.game.seats) and scene.sides[2] == "blue"


def marked(scene: AsteroydsScene) -> list[object]:
    """The hexes marked as crashes on the board now."""
    layer = scene.view.overlays.layers.get("crashes")
    return list(layer.cells) if layer is not None else []


def test_a_crash_is_marked_on_the_board_where_it_happened_while_the_rounds_are_watched(h: Harness) -> None:
    """Why both red ships went home could not be worked out. The hex a ship crashed into keeps
    a mark (a rim and a cross) from its round until the turn has been watched, beside its line in the log."""
    scene = start(h)
    write(h, scene, "F F F R F F · 6 shield")  # (the fourth round runs into a pod)
    h.click_element(scene.buttons["ready"])
    h.pass_handovers()
    h.click_element(scene.buttons["ready"])
    [crash] = [e for e in scene.last_turn if isinstance(e, ev.Teleported)]
    assert crash.into is not None
    for _ in range(3):
        h.click_element(scene.buttons["next_round"])
    assert not marked(scene)
    h.click_element(scene.buttons["next_round"])  # the round of the crash
    assert marked(scene) == [crash.into]
    assert any(scene.view.label(crash.into) in line for line in scene.log.lines)
    h.click_element(scene.buttons["next_round"])
    assert marked(scene) == [crash.into]  # still there a round later
    h.click_element(scene.buttons["prev_round"])
    h.click_element(scene.buttons["prev_round"])  # back before it: gone
    assert not marked(scene)
    h.click_element(scene.buttons["continue"])
    assert not marked(scene)


def test_the_ghost_path_is_the_rules_route_and_ends_at_a_crash_marked_on_the_board(h: Harness) -> None:
    """The scene re-simulated the moves for the ghost path and drew through a pod where the rules crash
    the ship. The path is the rules' route: it stops before the pod, which is marked as a crash."""
    scene = start(h)
    write(h, scene, "F F F R F F · 6 shield")  # (the fourth column runs into a pod, as the rounds would show)
    ship = scene.current()
    assert ship is not None
    h.step()
    path = scene.view.overlays.layers["path"].cells
    crash = scene.view.overlays.layers["path_crash"].cells
    assert scene.game.fixed_at(Hex(*crash[0])) == "pod" and crash[0] not in path and len(path) == 4
    write(h, scene, "F F F · 6 shield")
    h.step()
    assert "path_crash" not in scene.view.overlays.layers and len(scene.view.overlays.layers["path"].cells) == 4


def test_the_launcher_and_the_table_give_each_seat_its_teams_colour() -> None:
    """Seen in a real window: the games-in-progress row showed red, white, blue and amber tokens for a red against
    white game. One answer serves the table and the launcher; a set-up the rules refuse keeps the chosen sides."""
    assert GAME.seat_sides({"players": PLAYERS, "options": {}}) == ["red", "white", "red", "white"]
    three = PLAYERS[:3]  # (refused: 4 to 6 players in teams, or 2)
    assert GAME.seat_sides({"players": three, "options": {}}) == [p["side"] for p in three]


def test_a_program_is_told_in_words_and_a_hint_adds_its_buttons_in_the_players_words() -> None:
    """Seen in a real window in French: the advice read "F F F F L F · 1 shoot" (the notation, its own English word);
    the journal told the computers' programs as codes. A program is said in words; a hint adds the buttons to press,
    their mode in the table's language."""
    from arcade import i18n
    from arcade.games.asteroyds.words import program_notation, program_words

    i18n.setup("fr")
    try:
        assert program_notation("F F F F L F · 1 shoot") == "A A A A G A · 1 tir"  # (the French letters)
        assert program_notation("F R - - - - · 2+3 shield") == "A D – – – – · 2+3 bouclier"
        assert program_words("F F F F L F · 1 shoot") == "avance de 4, gauche, avance ; anticipe le round 1 : tir"
        assert program_words("F R - - - - · 2+3 shield") == "avance, droite ; anticipe les rounds 2 et 3 : bouclier"
        i18n.setup("en")
        assert program_words("S - - F F -") == "shoots, waits 2 rounds, 2 forward"
        assert program_words("- - - - - -") == "stays where it is"
    finally:
        i18n.setup("en")


def test_a_computer_team_mate_programs_after_its_person_reading_what_was_written(h: Harness) -> None:
    """A person and a computer fly for one team: the computer waits while the person writes (it once
    programmed the person's ship too and said Ready before a key was pressed), then programs its own ship with
    the person's program in what it sees, and says the team is ready."""
    from tests.ui.test_computer_seats import let_them_play, open_table

    scene = open_table(h, "asteroyds", [None, "normal", "normal", "normal"])
    assert isinstance(scene, AsteroydsScene)
    h.pass_handovers()
    g = scene.game
    assert g.team == "red" and scene.viewer == 0
    mine, mate = (next(s for s in g.ships if s.seat == seat) for seat in (0, 2))
    let_them_play(h, 3)
    assert scene.record.steps == [] and scene.players_to_act() == [0]  # the computer team-mate waits
    scene.ship_index = scene.team_ships().index(mine)
    write(h, scene, "F F R F L S · 3 shoot")
    h.click_element(scene.buttons["ready"])
    assert g.plans[mine.id].text == "F F R F L S · 3 shoot" and g.team == "red"  # not yet ready: its mate programs
    let_them_play(h, 2)
    red = [(s.seat, s.action) for s in scene.record.steps if s.seat in (0, 2)]
    assert red[0][0] == 0 and red[0][1]["ship"] == mine.id  # the person's program first
    assert [(seat, action["type"], action.get("ship")) for seat, action in red[1:]] == [
        (2, "program", mate.id), (2, "ready", None)]  # then the computer's own ship, and Ready
    assert g.team != "red" or g.phase != PROGRAM


def test_a_ships_laser_is_previewed_in_its_teams_colour_as_the_rounds_draw_it(h: Harness) -> None:
    """A newcomer took the preview of its own shot (drawn white) for a line of White's turrets: the preview of a
    ship's S column is in its team's colour, as its shot is drawn when the rounds are watched."""
    from arcade.games.asteroyds.drawing import TEAM_COLOURS

    scene = start(h)
    ship = scene.current()
    assert ship is not None and ship.team != "white"
    write(h, scene, "S - - - - - · 6 shield")
    h.step()
    previews = [line for line in scene.view.overlays.lines["lasers"] if line.width == 0.05]
    assert previews and all(line.color == TEAM_COLOURS[ship.team] for line in previews)


def test_the_program_shown_names_its_anticipation_in_the_players_language(private_home: Path) -> None:
    """The card showed "F S R S - - · 6 shield" at a French table: the program the rules read keeps its notation,
    the one players read has the French letters (A forward, F fire) and says "bouclier"."""
    h = Harness.start(private_home, games=(GAME,), size=(1280, 720), lang="fr")
    try:
        scene = start(h)
        ship = scene.current()
        assert ship is not None
        write(h, scene, "F S - - - - · 6 shield")
        assert scene.plan_text(ship) == "F S - - - - · 6 shield"
        assert scene.plan_text(ship, shown=True) == "A F – – – – · 6 bouclier"
        assert scene.buttons["slot0"].text == "A" and scene.buttons["act_S"].text == "arcade.letter_shoot"
        assert t("letter_shoot") == "F"
    finally:
        h.close()


def test_the_turrets_faint_lasers_are_named_at_the_pointer(h: Harness) -> None:
    """Seen at a club table: the turrets' lasers drawn faint on the board were named nowhere on screen, and a ship
    flew into one. Pointing at a turret, or at a hex its laser crosses this turn, says whose it is and what it does
    (AST.ROUND.2: it fires every round, in the direction of its team's die)."""
    scene = start(h)
    g = scene.game
    ship = scene.current()
    assert ship is not None
    for turret in [one for one in g.turrets if one.active]:
        shot = g.laser(turret.at, g.dice[turret.team] - 1, turret.team, 1, False, "turret")
        ours = turret.team == ship.team
        for at, words in ((turret.at, "fires every round"), (shot.cells[len(shot.cells) // 2], "laser")):
            h.move(scene.view.cell_center(at))
            h.step()
            said = scene.hover_text
            assert words in said and t(f"team_{turret.team}", "asteroyds") in said
            assert ("your team's" in said) == ours
    h.move(scene.view.cell_center(ship.at))
    h.step()
    assert "turret" not in scene.hover_text


def test_the_journal_shows_more_than_two_lines_at_1280_by_720_while_the_rounds_are_watched(
        private_home: Path) -> None:
    """Seen at 1280x720: the journal showed about two lines under the round buttons. While no ship is programmed it
    takes the program's rows (the round buttons go under the card)."""
    h = Harness.start(private_home, games=(GAME,), size=(1280, 720))
    try:
        scene = start(h)
        h.click_element(scene.buttons["ready"])
        h.pass_handovers()
        h.click_element(scene.buttons["ready"])
        assert scene.watching
        for i in range(12):
            scene.log.add(f"line {i}")
        h.step()
        shown = [text for text in h.drawn_texts() if text.startswith("line ")]
        assert len(shown) >= 6 and "line 11" in shown  # (the latest, with those before it)
        rounds = scene.buttons["next_round"].rect
        assert scene.log.rect is not None and rounds.bottom <= scene.log.rect.top
    finally:
        h.close()


def test_a_program_written_before_leaving_is_on_the_board_again_after_a_resume(h: Harness) -> None:
    """Seen at a club table: "F F - - - -" written, the game left and resumed: the programming board was empty
    again and the timer had gone on (a 30-second timer, half of it spent again). What the team wrote is given as
    the game is left (a program may be written again until the team is ready) and shown again on the resume."""
    scene = start(h)
    ship = scene.current()
    assert ship is not None
    write(h, scene, "F F - - - - · 2 shoot")
    key = scene.record.key
    assert key is not None
    h.app.pop()  # (back to the launcher: the table is left)
    h.step()
    h.app.open_saved(key)
    h.step()
    h.pass_handovers()
    again = h.top
    assert isinstance(again, AsteroydsScene) and again is not scene
    assert again.plan_text(again.game.ships[ship.id]) == "F F - - - - · 2 shoot"


def test_each_ships_route_is_drawn_as_the_rounds_play_and_goes_once_watched(h: Harness) -> None:
    """The computers' programs were told as codes and their routes drawn nowhere: while the rounds play, each ship's
    route so far is a faint trail in its team's colour, round by round, back and on; Continue puts the trails away."""
    scene = start(h)
    write(h, scene, "F F F F F F")
    h.click_element(scene.buttons["ready"])
    h.pass_handovers()
    h.click_element(scene.buttons["ready"])
    assert scene.watching
    moves = [e for e in scene.last_turn if isinstance(e, ev.Moved)]
    for _ in range(6):
        h.click_element(scene.buttons["next_round"])
    trails = scene.view.overlays.lines.get("trails", [])
    assert moves and len(trails) == sum(len(e.path) - 1 for e in moves)  # every hex flown this turn
    h.click_element(scene.buttons["prev_round"])
    assert len(scene.view.overlays.lines["trails"]) < len(trails)  # (round 5: the sixth's moves not yet)
    h.click_element(scene.buttons["continue"])
    h.step()
    assert scene.view.overlays.lines.get("trails", []) == []


def test_a_hinted_program_is_drawn_as_the_players_own_preview_until_they_write_one(h: Harness) -> None:
    """A hint said a program in words and buttons, yet the board showed nothing of it: its route (numbered, with
    its shots) is drawn as the player's own would be, in a light colour, until the player writes a column."""
    from arcade.games.asteroyds.drawing import TEAM_COLOURS
    from arcade.games.asteroyds.rules.actions import Program
    from arcade.games.asteroyds.rules.route import route
    from arcade.ui.theme import GUIDE

    scene = start(h)
    ship = scene.current()
    assert ship is not None
    h.key(pygame.K_F2)
    h.step()
    hint = scene.hints.shown
    assert hint is not None and isinstance(hint.action, Program) and hint.action.ship == ship.id
    path = scene.view.highlights["path"]
    assert path.color == GUIDE
    assert path.cells == list(route(scene.game, ship, list(parse(hint.action.text).columns)).cells)
    assert scene.drawn_guided(hint.action)  # (the hint's rings then need no arrow across the route)
    write(h, scene, "F F - - - - · 6 shield")  # the player's own program: drawn instead, in the team's colour
    h.step()
    assert scene.view.highlights["path"].color == TEAM_COLOURS[ship.team]
    assert not scene.drawn_guided(hint.action)
