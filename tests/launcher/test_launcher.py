"""The launcher: cards from the registry, set-up built from the descriptor, resume, settings, broken maps."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

import pygame
import pygame_gui
import pytest
import yaml
from pygame_gui.core.utility import translate

from arcade.boards import load_board
from arcade.core.board import Board
from arcade.core.board_error import BoardError
from arcade.launcher.scene import LauncherScene
from arcade.launcher.settings_scene import SettingsScene
from arcade.launcher.setup_scene import SetupScene
from arcade.registry import Choice, OptionSpec, Registry
from arcade.ui.dialogs import Confirm, Message
from arcade.ui.handover import Handover
from tests.fixtures.demo_game import DEMO, DemoScene
from tests.harness import Harness


def button(scene: object, text: str) -> pygame_gui.elements.UIButton:
    """The scene's button whose shown (translated) text contains text."""
    buttons = [b for b in scene.actions if isinstance(b, pygame_gui.elements.UIButton)]  # type: ignore[attr-defined]
    return next(b for b in buttons if text in translate(b.text))


def launcher_on_top(h: Harness) -> LauncherScene:
    """The launcher, which must be the scene on top."""
    launcher = h.top
    assert isinstance(launcher, LauncherScene), f"expected the launcher, found {launcher!r}"
    return launcher


def test_a_card_per_registered_game(private_home: Path) -> None:
    other = replace(DEMO, id="duel", title="Duel", min_players=2, max_players=2, default_players=2, board="fmp")
    h = Harness.start(private_home, games=(DEMO, other))
    launcher = h.top
    assert isinstance(launcher, LauncherScene)
    assert [c.game.id for c in launcher.cards] == ["demo", "duel"]
    a, b = (c.rect for c in launcher.cards)
    assert not a.colliderect(b) and b.right <= 1600
    h.click(launcher.cards[1].rect.center)
    assert isinstance(h.top, SetupScene) and h.top.game.id == "duel"
    h.key(pygame.K_ESCAPE)
    h.key(pygame.K_1)  # number keys open cards too
    assert isinstance(h.top, SetupScene) and h.top.game.id == "demo"
    h.close()


def test_setup_is_built_from_the_descriptor_and_starts_the_game(harness: Harness) -> None:
    harness.click(launcher_on_top(harness).cards[0].rect.center)
    setup = harness.top
    assert isinstance(setup, SetupScene)
    assert len(setup.name_entries) == DEMO.default_players
    assert setup.count_menu is not None
    assert [o for o in setup.count_menu.options_list] == [("2", "2"), ("3", "3"), ("4", "4")]
    # choose 3 players through the drop-down, as a mouse would
    harness.pick(setup.count_menu, "3")
    assert setup.count == 3 and len(setup.name_entries) == 3
    # type a name in the first seat
    harness.click_element(setup.name_entries[0])
    harness.type_text("Zoé")
    # give seat 2 the red side: seat 1 (red) takes seat 2's old side, so sides stay distinct
    setup._choose_side(1, "red")
    assert [s.side for s in setup.seats[:3]] == ["blue", "red", "amber"]
    assert setup.option_menus and list(setup.option_menus.values()) == ["speed"]
    harness.click_element(button(setup, "Start"))
    harness.pass_handover()
    game = harness.top
    assert isinstance(game, DemoScene)
    assert game.record.setup == {
        "players": [
            {"name": "Zoé", "side": "blue"}, {"name": "Red", "side": "red"}, {"name": "Amber", "side": "amber"},
        ],
        "options": {"speed": "slow"},
        "board": None,
    }
    assert game.record.seed == 7  # --seed reaches new games


def test_duplicate_names_are_refused_with_a_message(harness: Harness) -> None:
    harness.click(launcher_on_top(harness).cards[0].rect.center)
    setup = harness.top
    assert isinstance(setup, SetupScene)
    for entry in setup.name_entries:
        entry.set_text("Sam")
    setup.start()
    harness.step()
    assert isinstance(harness.top, Message) and "same name" in harness.top.text


def test_option_choice_reaches_the_setup(harness: Harness) -> None:
    harness.click(launcher_on_top(harness).cards[0].rect.center)
    setup = harness.top
    assert isinstance(setup, SetupScene)
    menu = next(iter(setup.option_menus))
    harness.pick(menu, "fast")
    assert setup.setup()["options"] == {"speed": "fast"}


def start(harness: Harness, *names: str) -> None:
    sides = ("red", "blue", "amber", "green")
    harness.app.start_game(DEMO, {"players": [{"name": n, "side": sides[i]} for i, n in enumerate(names)],
                                  "options": {}, "board": None})
    harness.step()
    harness.key(pygame.K_ESCAPE)


def test_every_game_in_progress_is_listed_and_can_be_deleted(harness: Harness) -> None:
    launcher = harness.top
    assert isinstance(launcher, LauncherScene) and launcher.saved == []
    start(harness, "Ana", "Bo")
    start(harness, "Cy", "Di", "Ed")  # a second game does not replace the first
    assert [[name for name, _ in g.players] for g in launcher.saved] == [["Cy", "Di", "Ed"], ["Ana", "Bo"]]
    assert len(launcher.rows) == 2 and "0 moves played" in launcher_text(launcher)
    delete = [b for b in launcher.actions if getattr(b, "text", "") == "arcade.delete"]
    harness.click_element(delete[1])
    assert isinstance(harness.top, Confirm) and "Ana, Bo" in harness.top.text
    # deleting is not the bright button; keeping the game is
    assert button(harness.top, "Delete").object_ids[-1] == "#danger"
    assert button(harness.top, "Keep it").object_ids[-1] == "#primary"
    harness.click_element(button(harness.top, "Delete"))
    assert [[name for name, _ in g.players] for g in launcher.saved] == [["Cy", "Di", "Ed"]]


def launcher_text(launcher: LauncherScene) -> str:
    from arcade.launcher.saved_rows import status_text

    return " ".join(status_text(g, launcher.app.registry) for g in launcher.saved)


def test_setup_offers_the_last_players_and_options_again(harness: Harness) -> None:
    start(harness, "Ana", "Bo", "Cy")
    harness.click(launcher_on_top(harness).cards[0].rect.center)
    setup = harness.top
    assert isinstance(setup, SetupScene)
    assert setup.count == 3 and [s.name for s in setup.seats[:3]] == ["Ana", "Bo", "Cy"]


def test_a_first_game_of_a_kind_offers_the_names_of_the_last_people_at_this_machine(private_home: Path) -> None:
    """Seen at a club table: each game's set-up asked the names again; the last names were offered only for the
    game they were typed in. A game never played here offers the people who played last, by name."""
    from arcade.games.apophis import GAME as APOPHIS
    from arcade.games.fmp import GAME as FMP

    h = Harness.start(private_home, games=(APOPHIS, FMP))
    try:
        h.app.start_game(APOPHIS, {"players": [{"name": "Zoé", "side": "red"}, {"name": "Max", "side": "blue"}],
                                   "options": {}})
        h.step()
        h.app.push(SetupScene(h.app, FMP))  # (never played here)
        h.step()
        setup = h.top
        assert isinstance(setup, SetupScene)
        assert sorted(s.name for s in setup.seats[: setup.count]) == ["Max", "Zoé"]
        assert [s.side for s in setup.seats] == list(FMP.sides)  # (its own sides, not Apophis')
    finally:
        h.close()


def test_damaged_autosave_is_reported_and_the_launcher_still_works(private_home: Path) -> None:
    saves = private_home / "saves"
    saves.mkdir(parents=True)
    (saves / "autosave-demo.yaml").write_text("!!python/object/apply:os.system ['true']")
    h = Harness.start(private_home)
    assert isinstance(h.top, Message) and "autosave-demo.yaml" in h.top.text
    h.click_element(button(h.top, "OK"))
    assert isinstance(h.top, LauncherScene) and h.top.saved == []
    assert (saves / "autosave-demo.yaml.damaged-1").exists()
    h.close()


def test_broken_board_shows_on_the_card_and_explains_on_click(private_home: Path,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    from arcade.launcher import preview

    def broken(name: str) -> object:
        raise BoardError("boards/x.yaml", "terrain row 2, column 5", "unknown code 'Q'; expected one of $ .")

    monkeypatch.setattr("arcade.boards.load_board", broken)  # (the cards import it when they read their boards)
    game = replace(DEMO, board="x")
    h = Harness.start(private_home, games=(game,))  # (the board is read after the first frame)
    card = launcher_on_top(h).cards[0]
    assert card.problem and "terrain row 2, column 5" in card.problem
    h.click(card.rect.center)
    assert isinstance(h.top, Message) and "boards/x.yaml" in h.top.text
    assert preview is not None
    h.close()


def test_settings_are_saved_and_switch_the_language(harness: Harness, private_home: Path) -> None:
    launcher = harness.top
    harness.click_element(button(launcher, "Settings"))
    settings = harness.top
    assert isinstance(settings, SettingsScene) and settings.language is not None
    harness.pick(settings.language, "fr")
    assert settings.volume is not None and settings.idle is not None and settings.pin is not None
    settings.volume.set_current_value(25)
    settings.pin.set_text("2468")
    harness.click_element(button(settings, "Save"))
    saved = yaml.safe_load((private_home / "settings.yaml").read_text())
    assert saved["language"] == "fr" and saved["volume"] == 25 and saved["kiosk_pin"] == "2468"
    assert isinstance(harness.top, LauncherScene)
    texts = {translate(b.text) for b in harness.top.actions if isinstance(b, pygame_gui.elements.UIButton)}
    assert {"Réglages", "Quitter"} <= texts  # widget text switched with the setting


def test_settings_refuse_a_short_pin(harness: Harness) -> None:
    harness.click_element(button(harness.top, "Settings"))
    settings = harness.top
    assert isinstance(settings, SettingsScene) and settings.pin is not None
    settings.pin.set_text("12")
    harness.click_element(button(settings, "Save"))
    assert isinstance(harness.top, Message) and "4 to 8 digits" in harness.top.text


def test_settings_never_drop_changes_silently_and_boxes_say_on_or_off(harness: Harness) -> None:
    """Esc dropped unsaved changes; the boxes read "On" even when unticked."""
    launcher_on_top(harness).open_settings()
    harness.step()
    settings = harness.top
    assert isinstance(settings, SettingsScene) and settings.muted is not None and settings.volume is not None
    harness.key(pygame.K_ESCAPE)  # nothing changed: leaves at once
    assert isinstance(harness.top, LauncherScene)
    launcher_on_top(harness).open_settings()
    harness.step()
    settings = harness.top
    assert isinstance(settings, SettingsScene) and settings.muted is not None and settings.volume is not None
    drawn = harness.drawn_texts()
    assert drawn.count("Off") == 2 and "On" not in drawn
    harness.click_element(settings.muted)
    assert "On" in harness.drawn_texts()
    harness.key(pygame.K_ESCAPE)
    question = harness.top
    assert isinstance(question, Confirm) and "without saving" in question.text
    harness.key(pygame.K_ESCAPE)  # the safe answer: stay, the change still there
    assert harness.top is settings and settings.muted.is_checked
    harness.click_element(button(settings, "Back"))
    assert isinstance(harness.top, Confirm)
    harness.click_element(button(harness.top, "Discard"))
    assert isinstance(harness.top, LauncherScene) and not harness.app.settings.muted


def test_registry_discovers_game_packages_and_reports_broken_ones(tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    pkg = tmp_path / "fakegames"
    (pkg / "good").mkdir(parents=True)
    (pkg / "bad").mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "good" / "__init__.py").write_text(
        "from arcade.registry import GameDescriptor\n"
        "GAME = GameDescriptor(id='good', title='Good', summary='tagline', min_players=1, max_players=2,\n"
        "    default_players=2, minutes=(5, 9), sides=('red', 'blue'), scene='x:Y', rules='x:R')\n")
    (pkg / "bad" / "__init__.py").write_text("raise ImportError('missing piece')\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    registry = Registry()
    errors = registry.discover("fakegames")
    assert [g.id for g in registry.games()] == ["good"]
    assert errors == ["bad: ImportError: missing piece"]


def test_descriptor_validation() -> None:
    with pytest.raises(ValueError):
        replace(DEMO, min_players=3, default_players=2)
    with pytest.raises(ValueError):
        replace(DEMO, max_players=6)
    with pytest.raises(ValueError):
        OptionSpec("k", "l", (Choice("a", "a"),), "b")
    registry = Registry()
    registry.register(DEMO)
    with pytest.raises(ValueError):
        registry.register(replace(DEMO, title="Other"))


def test_a_game_without_board_draws_its_own_card_picture(private_home: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    from arcade.games.apophis import GAME

    calls: list[pygame.Rect] = []
    monkeypatch.setattr("arcade.games.apophis.drawing.draw_preview",
                        lambda surface, rect: calls.append(pygame.Rect(rect)))
    h = Harness.start(private_home, games=(GAME,))
    h.screenshot()
    assert calls and calls[-1] == launcher_on_top(h).cards[0].preview_rect
    h.close()


def test_finished_games_are_kept_with_their_result_and_offer_a_rematch(harness: Harness) -> None:
    from tests.fixtures.demo_game import GOAL, Mark

    start(harness, "Ana", "Bo")
    resume = next(b for b in launcher_on_top(harness).actions if getattr(b, "text", "") == "arcade.resume")
    harness.click_element(resume)
    harness.pass_handover()
    table = harness.top
    assert isinstance(table, DemoScene)
    for n in range(GOAL):
        table.send(Mark((n % 6, n // 6)))
        harness.step()
        if isinstance(harness.top, Handover):
            harness.pass_handover()
    harness.key(pygame.K_ESCAPE)  # from the result screen
    launcher = harness.top
    assert isinstance(launcher, LauncherScene) and launcher.show_finished
    [done] = launcher.saved
    assert done.finished and launcher_text(launcher) == "Draw"
    harness.click_element(next(b for b in launcher.actions if getattr(b, "text", "") == "arcade.result"))
    harness.step()
    from arcade.ui.result_screen import ResultScreen
    result = harness.top
    assert isinstance(result, ResultScreen)  # a finished game's result, seen again
    harness.key(pygame.K_ESCAPE)
    assert harness.top is launcher
    start(harness, "Cy", "Di")  # a game in progress: the list shows it, a button shows the finished ones
    assert not launcher.show_finished and [g.players[0][0] for g in launcher.saved] == ["Cy"]
    harness.click_element(next(b for b in launcher.actions if getattr(b, "text", "") == "arcade.show_finished"))
    assert launcher.show_finished and launcher.saved[0].key == done.key
    record = harness.app.store.load(done.key)
    record.setup["players"][0]["hints"] = 1  # (as a hint asked in that game leaves it)
    harness.app.store.update_players(done.key, record.setup)
    harness.click_element(next(b for b in launcher.actions if getattr(b, "text", "") == "arcade.rematch"))
    harness.pass_handover()
    again = harness.top
    assert isinstance(again, DemoScene) and again.names == ["Ana", "Bo"] and again.record.key != done.key
    assert "hints" not in again.record.setup["players"][0]  # (a rematch said "Red: 1 hint" of the game before)


def test_one_move_is_not_one_moves() -> None:
    """Found by the club-night trial: "1 moves"."""
    from arcade import i18n
    from arcade.i18n import t

    i18n.setup("en")
    assert [t("status", n=k, moves=k) for k in (0, 1, 2)] == ["0 moves played", "1 move played", "2 moves played"]


def test_a_game_left_before_its_first_move_is_listed_in_words(private_home: Path) -> None:
    """Found at 720p: "Tour %{turn} · %{in_play} vaisseaux au combat" in the list of games in progress."""
    from arcade.app.start import default_setup
    from arcade.games.interceptor import GAME
    from arcade.launcher.saved_rows import status_text

    h = Harness.start(private_home, games=(GAME,))
    h.app.start_game(GAME, default_setup(GAME))
    h.step()
    h.app.back_to_launcher()
    h.step()
    launcher = h.top
    assert isinstance(launcher, LauncherScene)
    [summary] = launcher.saved
    assert status_text(summary) == "0 moves played"
    h.close()


def test_a_full_metal_planete_game_is_listed_with_its_turn_and_whose_turn_it_is(private_home: Path) -> None:
    """Found by a newcomer: the list said "47 moves played" and nothing of whose turn it was."""
    from arcade.app.start import default_setup
    from arcade.games.fmp import GAME
    from arcade.launcher.saved_rows import status_text

    h = Harness.start(private_home, games=(GAME,))
    setup = default_setup(GAME)
    players = setup["players"]
    assert isinstance(players, list)
    players[1]["computer"] = "hard"
    h.app.start_game(GAME, setup)
    h.step()
    h.pass_handovers()
    h.time.t += 5
    h.step()
    h.leave_table()
    launcher = h.top
    assert isinstance(launcher, LauncherScene)
    [summary] = launcher.saved
    assert re.fullmatch(rf"Turn 1 of 25 · {summary.players[0][0]} to play · \d:\d\d left", status_text(summary))
    h.close()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_drop_down_rows_hold_their_text_at_every_size(private_home: Path, size: tuple[int, int]) -> None:
    """The rows were 20 px whatever the text (glyphs halved, the idle list's seven items in
    stripes); now each row is taller than its text and a 24-px click target, one under the other."""
    h = Harness.start(private_home, size=size)
    h.app.push(SettingsScene(h.app))
    h.step()
    settings = h.top
    assert isinstance(settings, SettingsScene) and settings.idle is not None
    h.click(settings.idle.rect.center)
    listed = settings.idle.current_state.options_selection_list  # type: ignore[union-attr]
    assert listed is not None
    rows = [item["button_element"] for item in listed.item_list if item.get("button_element") is not None]
    assert len(rows) == 7
    for row in rows:
        text = row.font.get_rect(translate(row.text)).height
        assert row.rect.height >= max(24, text + 6)
    assert all(b.rect.top >= a.rect.bottom for a, b in zip(rows, rows[1:], strict=False))  # no overlap
    assert listed.rect.bottom <= size[1]  # the whole list on screen
    h.close()


def test_esc_with_a_drop_down_open_closes_only_the_drop_down(private_home: Path) -> None:
    """Esc with a list open left the whole set-up and lost the names typed."""
    h = Harness.start(private_home, games=(DEMO,), game="demo")
    setup = h.top
    assert isinstance(setup, SetupScene)
    entry = setup.name_entries[0]
    h.click(entry.rect.center)
    entry.set_text("")
    h.type_text("Zoé")
    menu = setup.side_menus[0]
    h.click(menu.rect.center)
    assert menu.current_state is menu.menu_states["expanded"]
    h.key(pygame.K_ESCAPE)
    assert h.top is setup and menu.current_state is menu.menu_states["closed"]
    assert setup.name_entries[0].get_text() == "Zoé"
    h.key(pygame.K_ESCAPE)  # a second Esc leaves, as before
    assert isinstance(h.top, LauncherScene)
    h.close()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_card_text_stays_inside_its_card_at_720p(private_home: Path, lang: str) -> None:
    """'2 à 4 joueurs · 60 à 150 min' ran past the card's edge and titles lost letters."""
    registry = Registry()
    registry.discover()
    h = Harness.start(private_home, games=tuple(registry.games()), size=(1280, 720), lang=lang)
    for game in registry.games()[:3]:  # three games in progress take room from the cards
        h.app.start_game(game, {"players": [{"name": "Ann", "side": "red"}, {"name": "Bob", "side": "blue"}],
                                "options": {}, "board": game.board})
        h.step()
        h.app.back_to_launcher()
        h.step()
    launcher = h.top
    assert isinstance(launcher, LauncherScene) and len(launcher.cards) == 5
    drawn = h.drawn()
    for card in launcher.cards:
        inside = [(text, rect) for text, rect in drawn if rect.colliderect(card.rect)]
        assert any(text == card.game.title for text, _ in inside)  # whole titles
        for text, rect in inside:
            assert card.rect.contains(rect), f"{text!r} leaves the card of {card.game.title}"
    h.close()


def test_a_finished_games_result_is_worded_in_the_language_of_the_moment() -> None:
    """A result stored as words stayed in the language the game ended in; it is kept as data."""
    from arcade import i18n
    from arcade.core.protocol import Outcome, Result
    from arcade.launcher.saved_rows import status_text
    from arcade.registry import Registry
    from arcade.saves.store import GameSummary

    registry = Registry()
    registry.discover()
    outcome = Outcome("last_ship", (Result.LOSS, Result.WIN), ((1,), (0,)))
    summary = GameSummary(1, "playmoflotte", (("Ann", "red"), ("Bob", "blue")), 0.0, 30, 0.0,
                          {"outcome": outcome.to_data(), "result": "Bob gagne la bataille !"}, True)
    try:
        i18n.setup("en")
        english = status_text(summary, registry)
        i18n.setup("fr")
        french = status_text(summary, registry)
    finally:
        i18n.setup("en")
    assert "Bob" in english and "Bob" in french and english != french
    assert english == "Bob wins the battle!"
    old = GameSummary(2, "playmoflotte", (("Ann", "red"), ("Bob", "blue")), 0.0, 30, 0.0,
                      {"result": "Bob wins the battle!"}, True)
    assert status_text(old, registry) == "Bob wins the battle!"  # a save from before: its words, as kept


def test_the_first_frame_reads_no_board_and_the_pictures_follow(private_home: Path,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """Nothing the first frame does not need runs before it — the cards' board pictures (a YAML map read
    and drawn each) come on the frames after it."""
    from arcade.launcher import preview

    frames: list[str] = []
    real_draw = LauncherScene.draw

    def read(name: str) -> Board:
        frames.append(f"read {name}")
        return load_board(name)

    def draw(scene: LauncherScene, surface: pygame.Surface) -> None:
        frames.append("frame")
        real_draw(scene, surface)

    monkeypatch.setattr("arcade.boards.load_board", read)  # (the cards import it when they read their boards)
    monkeypatch.setattr(LauncherScene, "draw", draw)
    preview.board_preview.cache_clear()
    registry = Registry()
    registry.discover()
    games = tuple(g for g in registry.games() if g.board)
    h = Harness.start(private_home, games=games)
    launcher = launcher_on_top(h)
    assert frames[0] == "frame"  # the first frame before any board is read
    assert sorted(f for f in frames if f != "frame") == sorted(f"read {g.board}" for g in games)
    h.step(len(games))  # then the games' own pictures, one a frame
    assert not any(card.waiting() for card in launcher.cards) and not launcher.wants_frame()
    h.close()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_who_plays_a_seat_is_read_whole_at_720(private_home: Path, lang: str) -> None:
    """Watched at 1280x720: the list of who plays a seat cut "Computer · Normal" to "Computer · Norma"."""
    from arcade.i18n import t
    from arcade.ui import theme
    from arcade.ui.levels import CONTROLLERS

    h = Harness.start(private_home, size=(1280, 720), lang=lang)
    launcher_on_top(h).open_game(launcher_on_top(h).cards[0])
    setup = h.top
    assert isinstance(setup, SetupScene) and setup.controller_menus
    menu = setup.controller_menus[0]
    size = theme.text_px(22, h.app.text_scale)
    widest = max(theme.font(size).size(t(f"controller_{c}"))[0] for c in CONTROLLERS)
    assert menu.rect.width >= widest + 2 * size  # the words, their margins and the arrow
    h.close()
