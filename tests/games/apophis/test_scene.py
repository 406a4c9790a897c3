"""The Apophis table driven like a player would: synthetic clicks on buttons, cards, pyramids and slots."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from arcade.games.apophis import GAME, tabletop
from arcade.games.apophis.rules import COLORS, RULES, SIZES, SUIT_OF_COLOR, SUITS, Phase
from arcade.games.apophis.scene import ApophisScene
from arcade.games.apophis.words import card_name, tr
from arcade.launcher.scene import LauncherScene
from arcade.launcher.setup_scene import SetupScene
from arcade.ui.dialogs import Confirm
from arcade.ui.handover import Handover
from arcade.ui.reference_scene import RulesScene
from arcade.ui.result_screen import ResultScreen
from tests.harness import Harness, Time
from tests.replaying import replay_steps


@pytest.fixture
def table(private_home: Path) -> Iterator[tuple[Harness, Time]]:
    h = Harness.start(private_home, games=(GAME,))
    yield h, h.time
    h.close()


def saved(h: Harness) -> list[dict[str, object]]:
    """The steps the store holds for the (only) game."""
    [summary] = h.app.store.games() or h.app.store.games(finished=True)
    return [step.action for step in h.app.store.load(summary.key).steps]


def start(h: Harness, players: int = 3, difficulty: str = "relaxed", rules: str = "basic",
          seed: int = 1) -> ApophisScene:
    names = ["Ana", "Bo", "Cy", "Di", "Ed", "Flo"][:players]
    sides = ["red", "blue", "amber", "green", "white", "violet"]
    h.app.start_game(GAME, {"players": [{"name": n, "side": sides[i]} for i, n in enumerate(names)],
                            "options": {"difficulty": difficulty, "rules": rules}, "board": None}, seed)
    h.step()
    if players > 1:  # the first player takes the computer before any hand is shown
        assert isinstance(h.top, Handover) and h.top.name == names[0]
        h.pass_handover()
    scene = h.top
    assert isinstance(scene, ApophisScene)
    return scene


def hit(h: Harness, scene: ApophisScene, kind: str, value: object) -> pygame.Rect:
    h.screenshot()  # drawing lays out the clickable spots
    return next(x.rect for x in scene.hits if x.kind == kind and x.value == value)


def click_card(h: Harness, scene: ApophisScene, card: object) -> None:
    h.click(hit(h, scene, "card", card).center)


def play_one_click(h: Harness, scene: ApophisScene) -> None:
    """A simple player: build a tall missile with enough fuel, then launch it; draw otherwise."""
    g = scene.game
    if isinstance(h.top, Handover):
        h.pass_handover()
        return
    if g.phase == Phase.DISCARD:
        for card in scene.my_hand()[:g.excess_cards()]:
            click_card(h, scene, card)
        h.click_element(scene.buttons["discard"])
    elif g.phase == Phase.REROLL:
        h.click_element(scene.buttons["keep"])
    elif g.phase in (Phase.END, Phase.SHUFFLE):
        if g.phase == Phase.SHUFFLE:
            h.time.t += 11  # the team shuffles for 10 s
            h.step()
        else:
            h.click_element(scene.buttons["end_turn"])
    else:
        points = sum(s.size for s in g.missile)
        yellow = sum(s.size for s in g.missile if s.color == "yellow")
        fuel_ok = points and yellow * 4 >= points
        want_more = points < 9 or not fuel_ok
        priority = [("yellow", 3), ("blue", 3), ("red", 3), ("yellow", 2), ("red", 2), ("blue", 2), ("green", 3),
                    ("yellow", 1), ("red", 1), ("blue", 1), ("green", 2), ("green", 1)]
        buildable = {(s.color, s.size) for s in g.buildable()}
        options = [o for o in priority if o in buildable]
        if not fuel_ok:
            options = [o for o in options if o[0] == "yellow"] or options
        if not g.sequence and want_more and options:
            h.click(hit(h, scene, "pyramid", options[0]).center)
            return
        missing = [s for s in SUITS if s not in g.sequence and any(c.suit == s for c in scene.my_hand())]
        if fuel_ok and g.missile and missing:
            h.click(hit(h, scene, "slot", missing[0]).center)
            return
        h.click_element(scene.buttons["draw"])


def play_until_over(h: Harness, scene: ApophisScene, clock: Time, limit: int = 900) -> None:
    for _ in range(limit):
        if scene.game.over:
            return
        play_one_click(h, scene)
        clock.t += 0.3  # a quick click
        h.step(1)


def test_APO_END_3_a_whole_game_from_the_launcher_by_mouse_to_a_win(table: tuple[Harness, Time]) -> None:
    """Launcher -> setup -> table -> win -> end screen (result, time left, launch log) -> launcher (APO.END.3)."""
    h, clock = table
    launcher = h.top
    assert isinstance(launcher, LauncherScene)
    h.click(launcher.cards[0].rect.center)
    setup = h.top
    assert isinstance(setup, SetupScene)
    h.pick(next(m for m, k in setup.option_menus.items() if k == "difficulty"), "relaxed")
    setup.app.seed = 3  # a deck this simple player wins with
    h.click_element(next(b for b in setup.actions if b.text == "arcade.start"))  # type: ignore[attr-defined]
    h.decline_lesson()
    h.pass_handover()
    scene = h.top
    assert isinstance(scene, ApophisScene) and scene.clock is not None and scene.clock.running
    play_until_over(h, scene, clock)
    assert scene.game.won, scene.game.result
    end = h.top
    assert isinstance(end, ResultScreen) and scene.clock.remaining() > 0 and not scene.clock.running
    shot = h.screenshot()
    assert shot.get_size() == (1600, 900)
    h.click_element(next(b for b in end.actions if b.text == "arcade.back_to_launcher"))
    assert isinstance(h.top, LauncherScene) and [g.finished for g in h.top.saved] == [True]  # kept, not resumable
    [finished] = h.app.store.games(finished=True)  # but kept
    record = h.app.store.load(finished.key)
    again = replay_steps(RULES, record.setup, record.seed, [(step.seat, step.action) for step in record.steps])
    assert RULES.fingerprint(again) == RULES.fingerprint(scene.game)


def test_APO_END_2_countdown_runs_out_and_the_end_screen_shows_it(table: tuple[Harness, Time]) -> None:
    h, clock = table
    scene = start(h, players=2, difficulty="expert")
    h.click_element(scene.buttons["draw"])
    clock.t += 6 * 60 + 1
    h.step(2)
    assert scene.game.result == "lost-time"
    assert isinstance(h.top, ResultScreen)
    assert saved(h)[-1] == {"type": "time_up"} and scene.record.steps[-1].seat == -1  # the table's own step


def test_APO_TURN_2_countdown_keeps_running_through_turns_and_hand_over(table: tuple[Harness, Time]) -> None:
    h, clock = table
    scene = start(h)
    h.click_element(scene.buttons["draw"])
    clock.t += 30
    h.click_element(scene.buttons["end_turn"])
    assert isinstance(h.top, Handover)
    clock.t += 45  # the next player takes their time to sit down
    h.click((20, 20))
    assert scene.clock is not None and scene.clock.remaining() == pytest.approx(20 * 60 - 75, abs=0.1)
    h.click_element(scene.buttons["pause"])  # the pause button is the only stop, and it says so
    clock.t += 100
    assert scene.clock.remaining() == pytest.approx(20 * 60 - 75, abs=0.1)
    assert not scene.buttons["draw"].is_enabled
    h.click_element(scene.buttons["pause"])
    assert scene.buttons["draw"].is_enabled


def test_APO_TURN_3_only_the_active_hand_is_face_up(table: tuple[Harness, Time]) -> None:
    h, _ = table
    scene = start(h, players=3)
    h.screenshot()
    shown = {x.value for x in scene.hits if x.kind == "card"}
    assert shown == set(scene.game.hands[0])
    h.click_element(scene.buttons["draw"])
    h.click_element(scene.buttons["end_turn"])
    handover = h.top
    assert isinstance(handover, Handover) and handover.name == "Bo"
    assert not any(b.visible for b in scene.buttons.values())  # nothing of the table shows on the hand-over
    h.pass_handover()
    assert scene.buttons["draw"].visible and not scene.buttons["end_turn"].visible  # only this phase's buttons
    h.screenshot()
    shown = {x.value for x in scene.hits if x.kind == "card"}
    assert shown == set(scene.game.hands[1])


def test_the_table_of_a_seat_is_given_nothing_the_rules_keep_secret_from_it(table: tuple[Harness, Time]) -> None:
    """The table draws from the seat's view (`view_for`): no card another seat holds is in what it is
    given, and while the screen changes hands it is given no hand at all; a computer's buildable sections are not
    lit for the person watching (they would tell its hand)."""
    h, _ = table
    scene = start(h, players=3)
    seen = scene.seen
    given = {c.code for c in (*seen.hand, *seen.discard, *seen.stations.values(), *seen.sequence.values())}
    for other in (1, 2):
        assert not given & set(RULES.secrets(scene.game, other))
    assert seen.hand == tuple(scene.game.hands[0]) and seen.hand_counts == tuple(len(x) for x in scene.game.hands)
    h.click_element(scene.buttons["draw"])
    h.click_element(scene.buttons["end_turn"])
    assert isinstance(h.top, Handover) and scene.viewer is None and scene.seen.hand == ()
    h.pass_handover()
    scene.viewer = 0  # a person watching while another seat acts (as beside a computer)
    h.screenshot()
    shown = [x.value for x in scene.hits if x.kind == "card"]
    assert shown and set(shown) == set(scene.game.hands[0]) and not set(shown) & set(scene.game.hands[1])
    assert scene.game.active == 1 and not tabletop.own(scene)  # the rules' answers about seat 1's hand stay unlit


def test_refused_click_explains_and_links_to_its_rule(table: tuple[Harness, Time]) -> None:
    h, _ = table
    scene = start(h)
    g = scene.game
    target = next((c, n) for c in COLORS for n in SIZES
                  if sum(1 for card in scene.my_hand() if card.suit == SUIT_OF_COLOR[c]) < n)
    h.move(hit(h, scene, "pyramid", target).center)
    assert scene.hover_text and scene.clause_of(scene.hover_text) == "APO.BUILD.1"  # why not, on hover
    assert "APO." not in scene.hover_text  # the sentence, not the code
    h.click(hit(h, scene, "pyramid", target).center)
    assert scene.clause_of(scene.message) == "APO.BUILD.1" and g.missile == [] and scene.record.steps == []
    h.screenshot()  # the refusal is drawn with its rule link
    assert scene.rule_link is not None and scene.rule_link[1] == "APO.BUILD.1"
    h.click(scene.rule_link[0].center)  # the link opens the rules at that clause
    rules = h.top
    assert isinstance(rules, RulesScene) and rules.asked == "APO.BUILD.1"
    assert rules.target is not None and rules.doc.paragraphs[rules.target].clause == "APO.BUILD.1"
    h.key(pygame.K_ESCAPE)
    assert h.top is scene and scene.message  # back at the table, nothing lost
    h.key(pygame.K_SLASH, unicode="?")  # ? opens them too
    assert isinstance(h.top, RulesScene) and h.top.asked == "APO.BUILD.1"


def test_a_refused_click_is_told_where_it_was_clicked_until_the_pointer_leaves(table: tuple[Harness, Time]) -> None:
    """The sentence at the pointer, not in the panel 1,000 px away; gone when it no longer
    applies (the pointer left, a click elsewhere); a key's refusal, with no pointer to speak of, in the panel."""
    h, _ = table
    scene = start(h)
    target = next((c, n) for c in COLORS for n in SIZES
                  if sum(1 for card in scene.my_hand() if card.suit == SUIT_OF_COLOR[c]) < n)
    at = hit(h, scene, "pyramid", target).center
    h.click(at)
    sentence = scene.message
    assert sentence and scene.pointed is not None and scene.pointed.at == at
    texts = h.drawn_texts()
    first_line = next(t for t in texts if sentence.startswith(t))
    assert texts.count(first_line) == 1  # drawn once: at the pointer, not again in the panel
    box = scene.pointed.box
    assert box is not None and box.inflate(60, 60).collidepoint(at) and box.right < scene.layout.panel.x
    hand = [x.rect for x in scene.hits if x.kind == "card"]
    assert hand and not any(box.colliderect(card) for card in hand)  # the hand stays seen
    assert scene.rule_link is not None and box.contains(scene.rule_link[0].clip(box))
    h.move((at[0] + 30, at[1] + 30))  # near it or on it: it stays
    assert scene.message == sentence
    h.move((at[0] + 600, at[1] - 400))  # far away: it goes
    assert scene.message == "" and sentence not in " ".join(h.drawn_texts())
    h.click(at)
    h.click((scene.layout.board.x + 5, scene.layout.board.y + 5))  # a click elsewhere: it goes
    assert scene.message == ""
    h.key(pygame.K_d)
    h.key(pygame.K_d)  # one draw a turn: refused from the keyboard, so said in the panel
    assert scene.message and scene.pointed is None
    texts = h.drawn_texts()
    assert any(scene.message.startswith(t) for t in texts) and scene.rule_link is not None
    assert scene.rule_link[0].x >= scene.layout.panel.x


def test_select_cards_then_build_with_them(table: tuple[Harness, Time]) -> None:
    h, _ = table
    scene = start(h, seed=3)
    g = scene.game
    suit = next(s for s in SUITS if sum(1 for c in scene.my_hand() if c.suit == s) >= 1)
    card = next(c for c in scene.my_hand() if c.suit == suit)
    click_card(h, scene, card)
    assert scene.selected == [card]
    color = next(c for c in COLORS if SUIT_OF_COLOR[c] == suit)
    h.click(hit(h, scene, "pyramid", (color, 1)).center)
    assert [(s.color, s.size) for s in g.missile] == [(color, 1)] and card in g.discard
    assert saved(h)[-1] == {"type": "build", "color": color, "size": 1, "cards": [card.code]}


def test_a_newcomer_sees_the_next_step_lit_cards_in_words_and_the_keys(table: tuple[Harness, Time]) -> None:
    """A primary button before acting, "the queen of hearts" not "QH", no empty "Last roll"."""
    h, _ = table
    scene = start(h, seed=3)
    draw, sequence = scene.buttons["draw"], scene.buttons["sequence"]
    assert draw.object_ids[-1] == "#primary" and sequence.object_ids[-1] == "#secondary"
    assert scene.last_roll is None and tr("roll_none") in h.drawn_texts()
    built = scene.my_hand()[0]  # a missile base first (nothing may join the launch before one)
    click_card(h, scene, built)
    h.click(hit(h, scene, "pyramid", (next(c for c in COLORS if SUIT_OF_COLOR[c] == built.suit), 1)).center)
    h.key(pygame.K_e)
    h.pass_handover()
    draw, sequence = scene.buttons["draw"], scene.buttons["sequence"]
    assert draw.object_ids[-1] == "#primary"
    card = scene.my_hand()[0]
    click_card(h, scene, card)  # a card chosen for the launch: now the launch is the bright button
    assert sequence.object_ids[-1] == "#primary" and draw.object_ids[-1] == "#secondary"
    h.key(pygame.K_s)
    assert card_name(card) in scene.log.lines[-1] and card.code not in scene.log.lines[-1]
    assert "D " in tr("keys") and tr("keys") in h.drawn_texts()


def test_shuffle_wait_shows_progress_then_draws(table: tuple[Harness, Time]) -> None:
    h, clock = table
    scene = start(h)
    g = scene.game
    g.discard.extend(g.deck[1:])
    del g.deck[1:]
    h.click_element(scene.buttons["draw"])
    assert g.phase == Phase.SHUFFLE and not scene.buttons["end_turn"].is_enabled
    clock.t += 5
    h.step()
    assert g.phase == Phase.SHUFFLE
    clock.t += 5.5
    h.step(2)
    assert g.phase in (Phase.END, Phase.DISCARD) and saved(h)[-1] == {"type": "shuffle_done"}


def test_resume_restores_cards_and_countdown_behind_a_hand_over(table: tuple[Harness, Time]) -> None:
    h, clock = table
    scene = start(h, seed=9)
    h.click_element(scene.buttons["draw"])
    clock.t += 100
    h.click_element(scene.buttons["end_turn"])
    h.pass_handover()
    hands = [list(x) for x in scene.game.hands]
    h.leave_table()
    launcher = h.top
    assert isinstance(launcher, LauncherScene)
    h.click_element(next(b for b in launcher.actions if b.text == "arcade.resume"))  # type: ignore[attr-defined]
    assert isinstance(h.top, Handover) and h.top.name == "Bo"  # whoever clicked Resume does not see Bo's hand
    h.pass_handover()
    again = h.top
    assert isinstance(again, ApophisScene) and again is not scene
    assert again.game.hands == hands and again.game.active == 1 and again.viewer == 1
    assert again.clock is not None and again.clock.remaining() == pytest.approx(20 * 60 - 100.7, abs=0.5)


def test_a_resumed_countdown_never_gets_time_back(table: tuple[Harness, Time]) -> None:
    """Drew at 19:58, waited to 19:28, Esc, Resume: the countdown says 19:28 (not 19:57)."""
    h, clock = table
    scene = start(h, players=1)
    clock.t += 2
    h.click_element(scene.buttons["draw"])
    for _ in range(6):  # thirty seconds at the table, nobody acting
        clock.t += 5
        h.step(1)
    h.leave_table()
    clock.t += 600  # ten minutes at the launcher do not count
    h.click_element(next(b for b in h.top.actions if b.text == "arcade.resume"))  # type: ignore[attr-defined]
    again = h.top
    assert isinstance(again, ApophisScene) and again.clock is not None
    assert again.clock.remaining() == pytest.approx(20 * 60 - 32, abs=0.01)


def test_the_countdown_is_checkpointed_so_a_crash_costs_at_most_five_seconds(table: tuple[Harness, Time]) -> None:
    h, clock = table
    scene = start(h, players=1)
    h.click_element(scene.buttons["draw"])
    for _ in range(13):
        clock.t += 1
        h.step(1)
    [summary] = h.app.store.games()
    assert 13 - 5 <= h.app.store.load(summary.key).clock <= 13  # what a resume after a crash would start from


def test_a_double_click_on_end_turn_does_not_show_the_next_hand(table: tuple[Harness, Time]) -> None:
    h, clock = table
    scene = start(h, players=3)
    h.click_element(scene.buttons["draw"])
    h.click_element(scene.buttons["end_turn"])
    handover = h.top
    assert isinstance(handover, Handover)
    clock.t += 0.2
    h.click(scene.buttons["end_turn"].get_abs_rect().center)  # the double-click's second click
    assert h.top is handover and scene.viewer is None
    h.pass_handover()
    assert scene.viewer == 1


def test_nothing_of_the_last_player_survives_the_hand_over(table: tuple[Harness, Time]) -> None:
    h, _ = table
    scene = start(h, players=3)
    h.click_element(scene.buttons["draw"])
    click_card(h, scene, scene.my_hand()[0])
    h.click(hit(h, scene, "pyramid", ("red", 3)).center)  # refused: the action is taken
    assert scene.message and scene.hover_text and scene.selected
    h.click_element(scene.buttons["end_turn"])
    h.pass_handover()
    assert scene.message == "" and scene.hover_text == "" and scene.selected == []


def test_scrapping_asks_once_in_words(table: tuple[Harness, Time]) -> None:
    h, _ = table
    scene = start(h, players=1, seed=3)
    g = scene.game
    color = next(c for c in COLORS if any(x.suit == SUIT_OF_COLOR[c] for x in scene.my_hand()))
    h.click(hit(h, scene, "pyramid", (color, 1)).center)
    h.click_element(scene.buttons["end_turn"])
    h.click_element(scene.buttons["scrap"])
    question = h.top
    assert isinstance(question, Confirm) and "Scrap the missile" in question.text and g.missile
    h.click_element(next(b for b in question.actions if b.text == "arcade.no"))  # type: ignore[attr-defined]
    assert g.missile and isinstance(h.top, ApophisScene)
    h.click_element(scene.buttons["scrap"])
    h.click_element(next(b for b in h.top.actions if b.text == "arcade.yes"))  # type: ignore[attr-defined]
    assert g.missile == [] and saved(h)[-1] == {"type": "scrap"}


def test_rematch_starts_the_same_players_on_a_new_deal(table: tuple[Harness, Time]) -> None:
    h, clock = table
    scene = start(h, players=2, difficulty="expert")
    clock.t += 6 * 60 + 1
    h.step(2)
    end = h.top
    assert isinstance(end, ResultScreen) and end.outcome.results == ("loss", "loss")
    h.click_element(next(b for b in end.actions if b.text == "arcade.rematch"))
    h.pass_handover()
    again = h.top
    assert isinstance(again, ApophisScene) and again is not scene
    assert again.names == scene.names and again.record.setup == scene.record.setup
    assert again.record.seed != scene.record.seed and again.record.steps == []


def test_french_table(private_home: Path) -> None:
    h = Harness.start(private_home, games=(GAME,), lang="fr")
    scene = start(h)
    shape = scene.buttons["draw"].drawable_shape
    assert shape is not None and shape.theming["text"] == "Piocher 2 cartes"
    h.close()


def test_six_players_long_names_stay_inside_the_panel_at_720p(private_home: Path) -> None:
    """The six-player hand counts ran off the panel; now one slot each, names shortened with
    an ellipsis, every count shown."""
    h = Harness.start(private_home, games=(GAME,), size=(1280, 720))
    names = ["Anastasia the Long", "Bartholomew", "Cyrielle-Marie", "Dimitri", "Eleonore", "Florentin"]
    sides = ["red", "blue", "amber", "green", "white", "violet"]
    h.app.start_game(GAME, {"players": [{"name": n, "side": s} for n, s in zip(names, sides, strict=True)],
                            "options": {"difficulty": "relaxed", "rules": "basic"}, "board": None}, 1)
    h.step()
    h.pass_handover()
    scene = h.top
    assert isinstance(scene, ApophisScene)
    panel = scene.layout.panel
    for text, rect in h.drawn():
        assert panel.contains(rect) or not rect.colliderect(panel), f"{text!r} crosses the panel's edge"
    counts = [text for text, _ in h.drawn() if text.endswith(f" {len(scene.game.hands[1])}")]
    assert len([c for c in counts if c[0] in "BCDEF"]) == 5  # the five other players, each with a count
    h.close()


def ann_and_bob(h: Harness) -> ApophisScene:
    """A new table of two people, Ann at the screen."""
    h.app.start_game(GAME, {"players": [{"name": "Ann", "side": "red"}, {"name": "Bob", "side": "blue"}],
                            "options": {}}, 4)
    h.step()
    h.pass_handovers()
    scene = h.top
    assert isinstance(scene, ApophisScene)
    return scene


def test_resume_fits_its_button_at_720(private_home: Path) -> None:
    """"Reprendre" was cut in its button at 1280x720 in French, once the countdown was paused."""
    from tests.ui.test_edges import cut_texts

    h = Harness.start(private_home, games=(GAME,), size=(1280, 720), lang="fr")
    try:
        scene = ann_and_bob(h)
        h.click_element(scene.buttons["pause"])
        h.step()
        assert scene.paused and scene.buttons["pause"].text == "apophis.resume"
        assert cut_texts(h) == []
    finally:
        h.close()


def test_a_resumed_game_shows_its_last_die(private_home: Path) -> None:
    """After a Resume the "Last roll" said the roll in words but its die picture was missing."""
    from arcade.arena import play
    from arcade.core.record import GameRecord
    from arcade.match.match import replayed

    h = Harness.start(private_home, games=(GAME,), size=(1280, 720))
    try:
        for seed in range(1, 20):  # (a game of Normal players that launched: its dice were rolled)
            record = GameRecord.from_text(play("apophis", ("normal",) * 3, seed, {}, 60.0, 1.0).record)
            rolled = replayed(RULES, record)
            if rolled.state.launches:
                break
        record.finished = False
        key = h.app.store.create(record)
        h.app.open_saved(key)
        h.step()
        scene = next(s for s in h.app.stack if isinstance(s, ApophisScene))
        assert scene.last_roll is not None, "the chosen game rolled no die"
        assert scene.dice.values == (scene.last_roll.die,) and not scene.dice.rolling
    finally:
        h.close()


def test_the_hand_keeps_its_place_when_cards_are_drawn(private_home: Path) -> None:
    """The hand re-centred when its count changed, so a second click landed on another card: it is laid from the
    left, the cards drawn coming on the right."""
    from arcade.games.apophis.rules import Draw

    h = Harness.start(private_home, games=(GAME,), size=(1280, 720))
    try:
        scene = ann_and_bob(h)
        h.screenshot()
        before = {x.value: x.rect.topleft for x in scene.hits if x.kind == "card"}
        assert scene.send(Draw())
        h.pass_handovers()
        h.screenshot()
        after = {x.value: x.rect.topleft for x in scene.hits if x.kind == "card"}
        assert len(after) > len(before) and all(after[card] == at for card, at in before.items() if card in after)
    finally:
        h.close()


def test_the_other_hands_name_computer_seats_whole_with_their_robot(private_home: Path) -> None:
    """"Bleu (ordinate… 3" at 1280x720: a computer seat's hand count carries its robot and its plain name."""
    h = Harness.start(private_home, games=(GAME,), size=(1280, 720), lang="fr")
    try:
        players = [{"name": "Ann", "side": "red"}] + [{"name": n, "side": s, "computer": "normal"}
                                                      for n, s in (("Bleu", "blue"), ("Vert", "green"))]
        h.app.start_game(GAME, {"players": players, "options": {}}, 4)
        h.step()
        h.pass_handovers()
        texts = h.drawn_texts()
        assert any(t.startswith("Bleu ") and "…" not in t for t in texts)
        assert not any(t.startswith("Bleu (") for t in texts)
    finally:
        h.close()


def test_under_pause_the_hand_and_the_launch_sequence_are_veiled(private_home: Path) -> None:
    """Seen at a club table: under "En pause" the hand and the sequence's cards stayed bright, as if playable. The
    pause covers them as it covers the board."""
    h = Harness.start(private_home, games=(GAME,), size=(1280, 720), lang="fr")
    try:
        scene = ann_and_bob(h)
        before = h.screenshot()
        cards = [x.rect for x in scene.hits if x.kind == "card"]
        h.click_element(scene.buttons["pause"])
        h.step()
        after = h.screenshot()
        assert cards and scene.paused

        def light(surface: pygame.Surface, at: tuple[int, int]) -> int:
            return sum(surface.get_at(at)[:3])

        assert all(light(after, r.center) < light(before, r.center) * 0.6 for r in cards)  # (dimmed, each card)
    finally:
        h.close()
