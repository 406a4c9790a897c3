"""Issue 16, item 2: nothing may touch the window's edge — every table's first screen at 1280×720, in English and
French, draws each of its texts at least 4 px inside the window."""

from __future__ import annotations

from pathlib import Path

import pytest

from arcade.app import default_setup
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
