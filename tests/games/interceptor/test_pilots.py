"""Pilots between games (INT.XP.4): the store keeps them, a new fight with experience takes them, the end of a
fight gives them back, and the roster screen spends stars on upgrades (INT.XP.2) by clicks."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from arcade.games.interceptor import GAME
from arcade.games.interceptor.pilots import buy, with_pilots
from arcade.games.interceptor.roster import RosterScene
from arcade.games.interceptor.rules.game import OVER
from arcade.games.interceptor.scene import InterceptorScene
from arcade.launcher.setup_scene import SetupScene
from arcade.saves.store import GameStore, Pilot
from tests.harness import Harness

PAIR = [{"name": "Ann", "side": "red"}, {"name": "Bob", "side": "blue"}]


@pytest.fixture
def h(private_home: Path) -> Iterator[Harness]:
    harness = Harness.start(private_home, games=(GAME,), size=(1600, 900))
    yield harness
    harness.close()


def test_INT_XP_4_the_store_keeps_pilots_and_a_new_fight_takes_them() -> None:
    store = GameStore(None)
    assert store.pilot("Ann") == Pilot("Ann", 0, ())  # a new pilot
    store.save_pilot(Pilot("Ann", 7, ("rear",)))
    assert store.pilot("ann") == Pilot("Ann", 7, ("rear",))  # names match whatever the case
    setup = with_pilots({"players": PAIR, "options": {"experience": "on"}}, store)
    assert setup["pilots"] == [{"stars": 7, "upgrades": ["rear"]}, {"stars": 0, "upgrades": []}]
    assert "pilots" not in with_pilots({"players": PAIR, "options": {"experience": "off"}}, store)


def test_INT_XP_2_five_stars_buy_an_upgrade_between_games() -> None:
    store = GameStore(None)
    store.save_pilot(Pilot("Ann", 7, ()))
    assert buy(store, "Ann", "structure") == Pilot("Ann", 2, ("structure",))
    assert buy(store, "Ann", "speed") is None  # 2 stars left
    assert buy(store, "Ann", "wings") is None


def test_INT_XP_4_a_fight_with_experience_gives_the_pilots_back_to_the_store(h: Harness) -> None:
    h.app.store.save_pilot(Pilot("Ann", 3, ("front",)))
    h.app.start_game(GAME, {"players": PAIR, "options": {"map": "interceptor-small", "experience": "on"}}, 3)
    h.step()
    scene = h.top
    assert isinstance(scene, InterceptorScene)
    g = scene.game
    assert g.ships[0].spec.front == 4 and g.ships[0].stars == 3  # the pilot's upgrade flies with the ship
    # a quick end: Bob's ship is brought into Ann's upgraded front hex, and one volley settles it
    from arcade.games.interceptor.rules import Orders, Place
    from arcade.games.interceptor.rules.geometry import step

    assert scene.send(Place(0, g.arena.hex_at(0, 4), 2, 0), 0)
    assert scene.send(Place(1, g.arena.hex_at(0, 6), 0, 0), 1)
    g.ships[1].at, g.ships[1].structure = step(g.ships[0].at, 2), 3
    assert scene.send(Orders(0, "0"), 0) and scene.send(Orders(1, "0 X"), 1)
    assert g.phase == OVER
    assert h.app.store.pilot("Ann") == Pilot("Ann", 5, ("front",))  # 3 + 2 for the kill, the upgrade kept
    assert h.app.store.pilot("Bob") == Pilot("Bob", 0, ())  # 4 damage on 3: the pilot is lost


def test_the_roster_is_reached_from_the_setup_and_spends_stars_by_clicks(h: Harness) -> None:
    h.app.store.save_pilot(Pilot("Ann", 11, ()))
    h.app.push(SetupScene(h.app, GAME))
    h.step()
    setup = h.top
    assert isinstance(setup, SetupScene)
    button = next(b for b, act in setup.actions.items() if getattr(act, "func", None) == setup.open_extra)
    h.click_element(button)
    roster = h.top
    assert isinstance(roster, RosterScene) and roster.chosen == "Ann"
    rear = next(b for b, act in roster.actions.items() if getattr(act, "args", None) == ("rear",))
    h.click_element(rear)
    assert h.app.store.pilot("Ann") == Pilot("Ann", 6, ("rear",))
    h.screenshot()
