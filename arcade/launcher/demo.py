"""The kiosk's attract demo: after the idle time at the launcher, the computer plays a game against itself, one
game after another, with the club's table of honour shown in between (once the club has results), until anyone
touches a key or the mouse. A demo is never saved nor listed with the games in progress."""

from __future__ import annotations

import itertools
import random

from arcade.arena import arena_setup
from arcade.core.record import GameRecord
from arcade.i18n import t
from arcade.launcher.club_scene import ClubScene
from arcade.ui.scenes import AppContext

_shows = itertools.count()
_games = itertools.count()


def start_demo(app: AppContext) -> None:
    """Every other time the club's table (when it has results), else the next game of the suite with a computer in
    every seat."""
    if next(_shows) % 2:
        club = ClubScene(app)
        if club.people():
            club.demo = True
            app.push(club)
            return
    games = sorted(app.registry.games(), key=lambda g: g.id)
    if not games:
        return
    game = games[next(_games) % len(games)]
    rules = game.rules_object()
    names = [t(f"side_{side}") for side in game.sides[: max(2, game.default_players)]]
    setup = arena_setup(game, rules, names[: game.max_players], {})
    for player in setup["players"]:
        player["computer"] = "normal"
    scene = game.scene_class()(app, GameRecord(game.id, rules.version, setup, random.SystemRandom().randrange(2**31)))
    scene.demo = True
    app.push(scene)
