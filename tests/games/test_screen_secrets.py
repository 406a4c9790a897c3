"""The conformance test's secrets check carried to the screen: a table drawn for the seat at the screen
does not change by one pixel when everything that seat may not know is drawn anew by `determinize` (the others'
hands, orders, programs and forecasts), so nothing another seat keeps secret reaches what it draws."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from arcade.bots.base import count_budget, levels, seen_by
from arcade.core.codec import PlainData
from arcade.core.protocol import SYSTEM, Seat
from arcade.ui import theme
from arcade.ui.handover import Handover
from arcade.ui.table_scene import TableScene
from tests.games.test_conformance import GAMES, REGISTRY
from tests.harness import Harness
from tests.ui.test_computer_seats import open_table

#: The games whose rules keep something from some seat (Playmoflotte's table is open: nothing is secret).
SECRET_KEEPING = [g.id for g in GAMES if g.id != "playmoflotte"]
#: Tables that show a seat its own secret where this test stops, and which of its secrets they show (Apophis: its
#: hand; FMP: its forecast, not its turn-21 decision, made behind a hand-over): their owner's screen must change, or
#: the check would see nothing (Interceptor's and Asteroyds' tables show orders and programs only while they are
#: being written, before the rules hold them).
SHOWN_TO_OWNER: dict[str, Callable[[PlainData], bool]] = {
    "apophis": lambda secret: True,
    "fmp": lambda secret: isinstance(secret, dict) and "forecast_of" in secret,
}


@pytest.fixture
def h(private_home: Path) -> Iterator[Harness]:
    harness = Harness.start(private_home, games=tuple(REGISTRY.games()))
    yield harness
    harness.close()


def hidden_from(scene: TableScene[Any], state: Any, viewer: Seat,
                shown: Callable[[PlainData], bool] = lambda secret: True) -> list[list[PlainData]]:
    """What the other seats keep from `viewer` in `state` (the secrets `shown` keeps)."""
    return [[secret for secret in scene.rules.secrets(state, seat) if shown(secret)]
            for seat in range(len(scene.setup.players)) if seat != viewer]


def redrawn(scene: TableScene[Any], viewer: Seat, shown: Callable[[PlainData], bool]) -> Any | None:
    """The table's state with what `viewer` may not know drawn anew, so that some secret `shown` keeps differs;
    None if the others keep nothing of that kind from it yet."""
    hidden = hidden_from(scene, scene.state, viewer, shown)
    if not any(any(part for part in secret) for secret in hidden):
        return None
    for attempt in range(12):
        other = scene.rules.determinize(scene.state, viewer, random.Random(attempt))
        if hidden_from(scene, other, viewer, shown) != hidden:
            return other
    return None


def play_until_secrets(h: Harness, game_id: str) -> tuple[TableScene[Any], Seat, Any]:
    """A two-seat table played by Easy computer moves sent through the table (as a person's clicks are) until the
    seat at the screen is kept something by the other (something the other's own table shows, where it shows some)."""
    shown = SHOWN_TO_OWNER.get(game_id, lambda secret: True)
    scene = open_table(h, game_id, [None, None])
    easy = levels(game_id)["easy"]
    rng = random.Random(5)
    for _ in range(300):
        h.pass_handovers()
        viewer = scene.viewer
        if viewer is not None and not isinstance(h.top, Handover):
            other = redrawn(scene, viewer, shown)
            if other is not None:
                return scene, viewer, other
        acting = sorted(scene.rules.to_act(scene.state) - {SYSTEM})
        assert acting, "the game stopped before any secret was kept"
        action = easy.choose(seen_by(scene.rules, scene.state, acting[0]), count_budget(200), rng).action
        if game_id == "fmp" and acting[0] == 1 and layer_out(scene.state, action):
            action = next(a for a in scene.rules.legal_actions(scene.state, 1) if not layer_out(scene.state, a))
        assert scene.send(action, acting[0], confirmed=True)
        h.step()
    raise AssertionError("no secret was kept in 300 moves")


def layer_out(state: Any, action: Any) -> bool:
    """FMP: a weather layer put out on the planet. The second seat keeps its own aboard in this test: with both out,
    each sees what the other sees, the forecast is public (FMP.TIDE.6), and no forecast is a secret."""
    from arcade.games.fmp.rules import Unload
    from arcade.games.fmp.rules.pieces import Kind

    return isinstance(action, Unload) and state.pieces[action.cargo].kind is Kind.WEATHER_LAYER


def frame(h: Harness) -> bytes:
    return pygame.image.tobytes(h.screenshot(), "RGB")


@pytest.mark.parametrize("game_id", SECRET_KEEPING)
def test_a_table_draws_the_same_whatever_the_others_keep_secret(h: Harness, game_id: str) -> None:
    scene, viewer, other = play_until_secrets(h, game_id)
    shown = frame(h)
    true_state = scene.state
    scene.match.state = other
    try:
        assert frame(h) == shown, f"the table of seat {viewer} draws something another seat keeps secret"
        if game_id in SHOWN_TO_OWNER:
            scene.viewer = 1 - viewer
            owners = frame(h)
            scene.match.state = true_state
            assert frame(h) != owners, "the owner's own secrets are drawn on its screen"
    finally:
        scene.match.state = true_state
        scene.viewer = viewer


def test_the_check_catches_a_table_that_draws_a_secret(h: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    """The comparison is real: an Apophis table that wrote the other hand's cards in a corner is caught."""
    scene, viewer, other = play_until_secrets(h, "apophis")
    real = type(scene).draw

    def leaky(self: TableScene[Any], surface: pygame.Surface) -> None:
        real(self, surface)
        theme.blit_text(surface, " ".join(map(str, self.rules.secrets(self.state, 1 - viewer))), 16, theme.TEXT,
                        (10, 10))

    monkeypatch.setattr(type(scene), "draw", leaky)
    shown = frame(h)
    scene.match.state = other
    assert frame(h) != shown


def test_playmoflotte_keeps_nothing_secret(h: Harness) -> None:
    """Playmoflotte is played in the open (its table has nothing to hide): every seat's view is the same and the
    rules list no secret, so its screen needs no such check."""
    scene = open_table(h, "playmoflotte", [None, None])
    easy = levels("playmoflotte")["easy"]
    rng = random.Random(5)
    for _ in range(40):
        state = scene.state
        assert scene.rules.view_for(state, 0) == scene.rules.view_for(state, 1)
        assert not scene.rules.secrets(state, 0) and not scene.rules.secrets(state, 1)
        acting = sorted(scene.rules.to_act(state) - {SYSTEM})
        if not acting:
            break
        scene.send(easy.choose(seen_by(scene.rules, state, acting[0]), count_budget(200), rng).action, acting[0],
                   confirmed=True)
