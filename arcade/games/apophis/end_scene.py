"""The end of an Apophis game: the result, the time left, and the log of every launch (APO.END.3)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arcade.core.clock import format_seconds
from arcade.games.apophis.rules.game import Roll
from arcade.i18n import t
from arcade.scenes import AppContext
from arcade.ui.result_screen import ResultScreen

if TYPE_CHECKING:
    from arcade.games.apophis.scene import ApophisScene


def end_screen(app: AppContext, table: ApophisScene) -> ResultScreen:
    from arcade.games.apophis.scene import launch_text, roll_text

    game = table.game
    title = {"won-destroyed": "won_destroyed", "won-deflected": "won_deflected"}.get(game.result or "", "lost_time")
    summary = (t("end_won", "apophis", time=format_seconds(table.clock.remaining())) if game.won
               else t("end_lost", "apophis"))
    lines: list[tuple[str, bool]] = [(t("launches_n", "apophis", n=len(game.launches)), True)]
    if not game.launches:
        lines.append((t("no_launch", "apophis"), False))
    for number, launch in enumerate(game.launches, start=1):
        lines.append((launch_text(number, launch), True))
        lines += [(roll_text(c), False) for c in launch.checks if isinstance(c, Roll)]
    return ResultScreen(app, t(title, "apophis"), summary, lines, game.won)
