"""Nothing may touch the window's edge — every table's first screen at 1280×720, in English and
French, draws each of its texts at least 4 px inside the window."""

from __future__ import annotations

from pathlib import Path

import pytest

from arcade.app.start import default_setup
from arcade.registry import Registry
from tests.harness import Harness

REGISTRY = Registry()
REGISTRY.discover()


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game_id", [g.id for g in REGISTRY.games()])
def test_no_text_touches_the_window_edge_at_720p(private_home: Path, game_id: str, lang: str) -> None:
    game = REGISTRY.get(game_id)
    assert game is not None
    h = Harness.start(private_home, games=(game,), size=(1280, 720), lang=lang)
    h.app.start_game(game, default_setup(game))
    h.step()
    h.pass_handovers()
    inside = h.app.screen.get_rect().inflate(-8, -8)
    for text, rect in h.drawn():
        assert not text.strip() or inside.contains(rect), f"{text!r} at {rect} touches the edge"
    h.close()


def cut_texts(h: Harness) -> list[str]:
    """The visible buttons and list entries whose words are wider than the widget shows (pygame-gui clips them)."""
    import pygame_gui
    from pygame_gui.core.utility import translate

    cut = []
    for element in h.app.manager.get_sprite_group().sprites():
        if isinstance(element, pygame_gui.elements.UIButton) and element.visible and element.text:
            text, font = translate(element.text), element.font
            assert font is not None
            if font.size(text)[0] > element.rect.width - 6:
                cut.append(f"{text!r} ({font.size(text)[0]} px in {element.rect.width})")
    return cut


@pytest.mark.parametrize("size,lang", [((1280, 720), "fr"), ((1920, 1080), "en")], ids=["720-fr", "1080-en"])
@pytest.mark.parametrize("game_id", [g.id for g in REGISTRY.games()])
def test_no_words_are_cut_in_the_set_up_with_each_list_open_nor_at_the_table(
        private_home: Path, game_id: str, size: tuple[int, int], lang: str) -> None:
    """"Jouer la carte telle quelle", "Chaque camp place son é…" were cut in the set-up at 720
    in French; "Computer · Normal" at 1080 in English."""
    import pygame_gui

    from arcade.launcher.setup_scene import SetupScene

    game = REGISTRY.get(game_id)
    assert game is not None
    h = Harness.start(private_home, games=(game,), size=size, lang=lang)
    try:
        setup = SetupScene(h.app, game)
        h.app.push(setup)
        h.step(3)
        cut = cut_texts(h)
        cut += [shown for o, _ in setup.option_labels if (shown := setup.option_label(o)).endswith("…")]
        for menu in [*setup.option_menus, *setup.side_menus, *setup.controller_menus]:
            assert isinstance(menu, pygame_gui.elements.UIDropDownMenu)
            h.click(menu.rect.center)  # open it: every entry shows
            h.step(2)
            cut += cut_texts(h)
            h.click(menu.rect.center)
            h.step(2)
        h.app.pop(setup)
        h.app.start_game(game, default_setup(game))
        h.step()
        h.pass_handovers()
        cut += cut_texts(h)
        assert not cut, f"cut: {sorted(set(cut))}"
    finally:
        h.close()
