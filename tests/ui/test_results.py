"""Result screens: every game's result says why it ended in a headline sentence, its lines are
at the 16-px floor at 1280x720, and a finished game's result can be seen again from the launcher."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from arcade.arena import play
from arcade.core.record import GameRecord
from arcade.ui import theme
from arcade.ui.result_screen import ResultScreen
from tests.harness import Harness
from tests.ui.test_computer_seats import GAMES, REGISTRY

#: Quick bots per game: random play ends these games soon enough (Asteroyds' random ships seldom score three: its
#: whole game by clicks, in its own tests, ends on its result screen).
LEVELS = {"apophis": ("random",) * 3}


@pytest.fixture
def h(private_home: Path) -> Iterator[Harness]:
    harness = Harness.start(private_home, games=tuple(REGISTRY.games()), size=(1280, 720), lang="fr")
    yield harness
    harness.close()


@pytest.mark.parametrize("game_id", [g for g in GAMES if g != "asteroyds"])
def test_a_finished_game_says_why_it_ended_readably_and_can_be_seen_again(h: Harness, game_id: str) -> None:
    result = play(game_id, LEVELS.get(game_id, ("random", "random")), 4, {}, 60.0, 20.0)
    assert result.outcome is not None and result.record is not None
    record = GameRecord.from_text(result.record)
    key = h.app.store.create(record, {"outcome": result.outcome.to_data()})
    h.app.open_saved(key)
    h.step(3)
    h.pass_handovers()
    screen = h.top
    assert isinstance(screen, ResultScreen)
    assert screen.title and screen.summary and "%{" not in screen.summary  # the headline and why, in words
    if game_id == "playmoflotte":
        assert any(word in screen.summary for word in ("coulé", "quitté la mer"))
    if game_id != "apophis":  # each player's club rating before and after; Apophis keeps a team record
        heading = screen.lines.index(("Classement du club", True))
        assert [text.split(" : ")[0] for text, _ in screen.lines[heading + 1:]] == ["Random 1", "Random 2"]
    if game_id == "interceptor" and "détruit" in " ".join(text for text, _ in screen.lines):
        assert any(word in screen.summary for word in ("détruit", "abattu"))
    sizes: list[int] = []
    original = theme.blit_text

    def spy(surface: pygame.Surface, text: str, size: int, *args: Any, **kwargs: Any) -> pygame.Rect:
        sizes.append(size)
        return original(surface, text, size, *args, **kwargs)

    theme.blit_text = spy
    try:
        screen.draw(h.app.screen)  # (the result screen's own texts, not the table's under it)
    finally:
        theme.blit_text = original
    assert sizes and min(sizes) >= theme.MIN_TEXT


def test_a_long_result_never_shows_a_heading_with_nothing_under_it(h: Harness) -> None:
    """An Apophis result with many launches was too long: only its headings were listed, and "Conseils demandés"
    stood with nothing under it though two hints had been asked. Each heading keeps its lines after it."""
    from arcade.core.protocol import Outcome, Result
    from arcade.ui.result_screen import condensed

    launches = [(f"Launch {n}: missile of 4 stages", True) for n in range(1, 30)]
    lines = [*launches, ("Hints asked", True), ("Ann: 2 hints", False), ("Bo: 1 hint", False)]
    assert condensed(lines)[-1] == "Hints asked — Ann: 2 hints · Bo: 1 hint"
    assert condensed([("alone", False), ("Head", True)]) == ["alone", "Head"]
    outcome = Outcome("time", (Result.LOSS, Result.LOSS))
    h.app.push(ResultScreen(h.app, "Lost", "", lines, outcome, ["Ann", "Bo"], ["red", "blue"]))
    texts = h.drawn_texts()
    assert "Hints asked" not in texts and any(t.startswith("Hints asked — Ann: 2 hints") for t in texts)
