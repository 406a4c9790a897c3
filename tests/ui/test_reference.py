"""The rules reference: each game's rules for players in English and French, every clause
an engine can refuse with has its paragraph in both, searchable, opened at a clause."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

import pygame
import pygame_gui
import pytest

from arcade import reference
from arcade.reference import ReferenceError, parse
from arcade.ui.dialogs import Message
from arcade.ui.help_scene import HelpScene
from arcade.ui.reference_scene import RulesScene, open_rules
from tests.harness import Harness
from tests.words import catalog_text

ROOT = Path(__file__).resolve().parents[2]
SPECS = ROOT.parent / "shared" / "rules"
PREFIX = {"apophis": "APO", "playmoflotte": "PMF", "fmp": "FMP", "interceptor": "INT", "asteroyds": "AST"}
ENGINES = sorted(g for g in PREFIX if (ROOT / "arcade" / "games" / g / "rules").is_dir())
SAMPLE = """# Test — rules

What the game is.

## Moving

[TST.MOVE.1] A ship moves
one square.

[TST.MOVE.2] Marées et récifs:
- low tide: land
- high tide: water
"""


def test_the_format_is_read_into_sections_and_clause_paragraphs() -> None:
    doc = parse(SAMPLE, "sample")
    assert doc.title == "Test — rules" and doc.sections == ("Test — rules", "Moving")
    assert doc.clauses() == ["TST.MOVE.1", "TST.MOVE.2"]
    assert doc.paragraphs[1].text == "A ship moves one square."
    assert doc.paragraphs[2].lines[1:] == ("- low tide: land", "- high tide: water")
    assert doc.search("maree") == [2] and doc.search("SHIP square") == [1] and doc.search("tst.move.1") == [1]
    assert doc.search("") == [] and doc.index_of("TST.MOVE.2") == 2 and doc.index_of("TST.X.9") is None


@pytest.mark.parametrize("text, problem", [
    ("no title\n", "line 1"),
    ("# A\n\n[TST.Y.1] a\n\n[TST.Y.1] b\n", "appears twice"),
    ("# A\n# B\n", "second title"),
    ("# A\n", "no title or no text"),
])
def test_a_broken_rules_file_is_refused_in_words(text: str, problem: str) -> None:
    with pytest.raises(ReferenceError, match=problem):
        parse(text, "broken.md")


@pytest.mark.parametrize("game", ENGINES)
def test_every_clause_an_engine_can_refuse_with_has_its_paragraph_in_both_languages(game: str) -> None:
    prefix = PREFIX[game]
    source = "\n".join(p.read_text(encoding="utf-8")
                       for p in (ROOT / "arcade" / "games" / game / "rules").rglob("*.py"))
    refusable = set(re.findall(rf'"({prefix}\.[A-Z]+\.\d+)"', source))
    assert refusable, f"{game}: no clause found in its engine"
    docs = {lang: reference.load(game, lang) for lang in ("en", "fr")}
    assert docs["en"].title != docs["fr"].title  # really translated
    assert docs["en"].clauses() == docs["fr"].clauses()  # the same paragraphs, in the same order
    assert sorted(refusable - set(docs["en"].clauses())) == []
    if SPECS.exists():  # and every clause of the specification, in its order
        spec = [line.split()[1] for line in (SPECS / f"{game}.md").read_text(encoding="utf-8").splitlines()
                if re.match(rf"- {prefix}\.[A-Z]+\.\d+ ", line)]
        assert docs["en"].clauses() == spec


@pytest.fixture
def h(private_home: Path) -> Iterator[Harness]:
    from arcade.games.interceptor import GAME

    harness = Harness.start(private_home, games=(GAME,), size=(1280, 720))
    yield harness
    harness.close()


def test_the_window_opens_at_a_clause_and_searches(h: Harness) -> None:
    open_rules(h.app, "interceptor", "INT.FIX.2")
    h.step()
    scene = h.top
    assert isinstance(scene, RulesScene) and scene.target is not None
    assert scene.paragraph_top[scene.target] - scene.scroll < scene.body.height  # the clause is in view
    assert min(line.size for line in scene.lines) >= 16  # readable at 720p
    assert scene.search is not None
    h.click_element(scene.search)
    h.type_text("asteroid")
    h.step()
    first = list(scene.matches)
    assert first and all("asteroid" in reference.fold(scene.doc.paragraphs[i].text + scene.doc.sections[
        scene.doc.paragraphs[i].section]) for i in first)
    h.key(pygame.K_RETURN)  # the next match
    assert scene.current == 1 % len(first)
    h.key(pygame.K_ESCAPE)  # Esc leaves the field's text alone: the app closes the window
    assert not isinstance(h.top, RulesScene)


def test_the_contents_and_the_wheel_move_through_the_text(h: Harness) -> None:
    open_rules(h.app, "interceptor")
    h.step()
    scene = h.top
    assert isinstance(scene, RulesScene) and scene.scroll == 0
    h.wheel(scene.body.center, -3)
    assert scene.scroll > 0
    rect, section = scene.toc[-1]
    h.click(rect.center)
    assert scene.top_section() == section or scene.scroll == scene.height - scene.body.height
    close = next(b for b in scene.actions if isinstance(b, pygame_gui.elements.UIButton))
    h.click_element(close)
    assert not isinstance(h.top, RulesScene)


def test_a_game_without_rules_text_says_so(h: Harness) -> None:
    open_rules(h.app, "nothing-here")
    h.step()
    assert isinstance(h.top, Message) and "cannot be shown" in h.top.text


def test_typing_anywhere_searches(h: Harness) -> None:
    open_rules(h.app, "interceptor")
    h.step()
    scene = h.top
    assert isinstance(scene, RulesScene) and scene.search is not None and not scene.search.is_focused
    h.type_text("speed")
    h.step()
    assert scene.search.get_text() == "speed" and scene.matches


def test_the_question_mark_that_opens_the_rules_is_not_typed_into_their_search(h: Harness) -> None:
    """"?" opened the rules window and also typed "?" into its search box."""
    from arcade.games.interceptor import GAME

    h.app.start_game(GAME, {"players": [{"name": "A", "side": "red"}, {"name": "B", "side": "blue"}],
                            "options": GAME.default_options(), "board": GAME.board})
    h.step()
    h.post(pygame.KEYDOWN, key=pygame.K_SLASH, mod=pygame.KMOD_SHIFT, unicode="?", scancode=0)
    h.post(pygame.TEXTINPUT, text="?")  # the order a keyboard sends: the key, its text, then its release
    h.post(pygame.KEYUP, key=pygame.K_SLASH, mod=pygame.KMOD_SHIFT, unicode="?", scancode=0)
    h.step(2)
    help_scene = h.top
    assert isinstance(help_scene, HelpScene)  # (no refusal on screen: the table's help, all the rules one click away)
    h.click_element(next(b for b, act in help_scene.actions.items() if act == help_scene.open_rules))
    scene = h.top
    assert isinstance(scene, RulesScene) and scene.search is not None
    assert scene.search.get_text() == ""
    h.type_text("?")
    assert scene.search.get_text() == "?"  # a later "?" is typed as usual


def test_every_table_has_a_help_button_in_its_tool_strip_and_the_rules_one_click_further(
        private_home: Path) -> None:
    """At 1280x720 only F1 or "?" opened the rules from a table: the strip above the board has a Help button,
    usable while a computer plays too, opening what the game is, what to do now and the keys, with the lesson for
    this moment and all the game's rules one click away."""
    from tests.ui.test_computer_seats import REGISTRY, open_table

    h = Harness.start(private_home, games=tuple(REGISTRY.games()), size=(1280, 720), lang="fr")
    try:
        for game in sorted(g.id for g in REGISTRY.games()):
            scene = open_table(h, game, [None, "normal"])
            h.pass_handovers()
            button = scene.tools.buttons["rules"]
            assert button.visible and button.is_enabled and scene.layout.tools.contains(button.rect)
            h.click_element(button)
            help_scene = h.top
            assert isinstance(help_scene, HelpScene) and help_scene.lesson is not None
            said = " ".join(h.drawn_texts())
            assert catalog_text("goal", game, "fr")[:40] in said and scene.now_text()[:30] in said
            h.click_element(next(b for b, act in help_scene.actions.items() if act == help_scene.open_rules))
            rules = h.top
            assert isinstance(rules, RulesScene) and rules.doc.title == reference.load(game, "fr").title
            h.key(pygame.K_ESCAPE)
            assert h.top is scene
            h.leave_table()
    finally:
        h.close()


def test_every_game_says_what_it_is_and_its_keys_in_both_languages() -> None:
    from arcade.ui.help_scene import GAME_TEXTS

    for game in ENGINES:
        for lang in ("en", "fr"):
            own = json.loads((ROOT / "assets" / "i18n" / f"{game}.{lang}.json").read_text("utf-8"))[lang]
            assert all(isinstance(own.get(name), str) and own[name] for name in GAME_TEXTS), (game, lang)
