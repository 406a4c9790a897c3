"""The kiosk's attract demo: after the idle time at the launcher, the computer plays a game against itself, one
game after another, until anyone touches a key or the mouse. A demo is never saved nor listed with the games in
progress."""

from __future__ import annotations

import itertools
import random

from arcade.arena import arena_setup
from arcade.core.record import GameRecord
from arcade.i18n import t
from arcade.scenes import AppContext

_turns = itertools.count()


def start_demo(app: AppContext) -> None:
    """Open the next game of the suite with a computer in every seat."""
    games = sorted(app.registry.games(), key=lambda g: g.id)
    if not games:
        return
    game = games[next(_turns) % len(games)]
    rules = game.rules_object()
    names = [t(f"side_{side}") for side in game.sides[: max(2, game.default_players)]]
    setup = arena_setup(game, rules, names[: game.max_players], {})
    for player in setup["players"]:
        player["computer"] = "normal"
    scene = game.scene_class()(app, GameRecord(game.id, rules.version, setup, random.SystemRandom().randrange(2**31)))
    scene.demo = True
    app.push(scene)
