"""What the app opens on: the launcher, and with a game named on the command line its set-up (or its table at the
start position, as --screenshot shows it)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arcade import i18n
from arcade.registry import GameDescriptor
from arcade.ui.dialogs import Farewell

if TYPE_CHECKING:
    from arcade.app.program import App


def open_start_scene(app: App, game_id: str | None, table: bool = False, computers: str | None = None) -> None:
    """The launcher; with a game id, that game's setup screen on top (or, with `table`, its table at the start
    position with the default players, as --screenshot shows it; `computers`: every seat a computer of that level,
    as --play-out has it)."""
    from arcade.launcher.scene import LauncherScene

    app.push(LauncherScene(app))
    if app.already_running:
        app.push(Farewell(app, i18n.t("already_running"), i18n.t("already_running_title")))
        return
    if not game_id:
        return
    game = app.registry.get(game_id)
    if game is None:
        app.notify(i18n.t("unknown_game", game=game_id))
    elif table:
        app.start_game(game, default_setup(game, computers))
    else:
        from arcade.launcher.setup_scene import SetupScene

        app.push(SetupScene(app, game))


def default_setup(game: GameDescriptor, computers: str | None = None) -> dict[str, object]:
    """The default players (named after their sides; each a computer of level `computers` if one is given) and
    the default options."""
    players: list[dict[str, str]] = [{"name": i18n.t(f"side_{side}"), "side": side}
                                     for side in game.sides[: game.default_players]]
    if computers is not None:
        for player in players:
            player["computer"] = computers
    return {"players": players, "options": game.default_options(), "board": game.board}
