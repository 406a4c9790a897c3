"""A turn's six rounds played back on the Asteroyds board, from where everything stood while the teams
programmed: lasers drawn, crashes flashed and marked, moves slid, asteroyds taken, dropped and brought home; round
by round, back and on."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arcade.core.hexgrid import Hex
from arcade.games.asteroyds.drawing import CRASH, TEAM_COLOURS, faint
from arcade.games.asteroyds.rules import actions as ev
from arcade.games.asteroyds.words import tr
from arcade.ui.board.overlays import Line

if TYPE_CHECKING:
    from arcade.games.asteroyds.scene import AsteroydsScene


def step_round(scene: AsteroydsScene, delta: int) -> None:
    """One round back or on: back replays the earlier rounds silently, then the one before shows again."""
    played = len(scene.all_rounds) - len(scene.queue)
    target = max(1, min(len(scene.all_rounds), played + delta))
    scene.paused = True
    scene.reset_shown()
    for phase in scene.all_rounds[: target - 1]:
        play_round(scene, phase, quiet=True)
    play_round(scene, scene.all_rounds[target - 1])
    scene.queue = scene.all_rounds[target:]
    scene.refresh_buttons()


def play_round(scene: AsteroydsScene, phase: list[ev.Event], quiet: bool = False) -> None:
    """A round on the board: lasers drawn, hits flashed, moves slid (`quiet`: only where things end up)."""
    view, g = scene.view, scene.game
    lines = []
    for e in phase:
        if isinstance(e, ev.RoundBegins):
            scene.round_shown = e.round
        elif isinstance(e, ev.Laser) and e.cells:
            team = g.ships[int(e.source[5:])].team if e.source.startswith("ship") else \
                g.turrets[int(e.source[7:])].team
            colour = TEAM_COLOURS.get(team, (255, 255, 255))
            lines.append(Line(view.world_center(e.cells[0]), view.world_center(e.cells[-1]), colour, 0.1))
        elif isinstance(e, ev.Teleported):
            crash = crash_mark(scene, e.into, e.start)
            if not quiet:
                view.animator.flash(view.world_center(crash), CRASH, 0.5)
            scene.crashes.append(crash)
            view.set_highlight("crashes", scene.crashes, "crash", color=CRASH)
            scene.shown_ships[e.ship] = (e.platform, scene.shown_ships.get(e.ship, (e.start, 0))[1])
        elif isinstance(e, ev.Moved):
            if not quiet:
                view.slide(e.ship, list(e.path))
            scene.shown_ships[e.ship] = (e.path[-1], e.facing)
        elif isinstance(e, ev.Taken):
            scene.shown_roids[e.roid] = scene.shown_ships.get(e.ship, (g.ships[e.ship].at, 0))[0]
            scene.carried.setdefault(e.ship, set()).add(e.roid)
        elif isinstance(e, ev.Dropped):
            scene.shown_roids[e.roid] = e.at
            for held in scene.carried.values():
                held.discard(e.roid)
        elif isinstance(e, ev.Returned | ev.Scored):
            scene.shown_roids[e.roid] = g.roids[e.roid].start
            if isinstance(e, ev.Scored) and not quiet:
                scene.banner = (tr("banner_scored", team=tr(f"team_{e.team}")), e.team, scene.app.now() + 2.5)
            for held in scene.carried.values():
                held.discard(e.roid)
    for e in phase:  # carried asteroyds ride with their carriers
        if isinstance(e, ev.Moved):
            for t in scene.carried.get(e.ship, ()):
                scene.shown_roids[t] = e.path[-1]
    view.set_lines("lasers", lines)
    view.set_lines("trails", trails(scene, scene.round_shown))


def trails(scene: AsteroydsScene, upto: int) -> list[Line]:
    """Each ship's route flown so far this turn, faint in its team's colour, round by round up to round `upto`: who
    went where is read on the board while the rounds play (a ship sent home starts a new trail from its platform)."""
    view, g = scene.view, scene.game
    out: list[Line] = []
    shown = 0
    for phase in scene.all_rounds:
        for e in phase:
            if isinstance(e, ev.RoundBegins):
                shown = e.round
            elif isinstance(e, ev.Moved) and shown <= upto:
                colour = faint(TEAM_COLOURS.get(g.ships[e.ship].team, (255, 255, 255)))
                out += [Line(view.world_center(a), view.world_center(b), colour, 0.05)
                        for a, b in zip(e.path, e.path[1:], strict=False)]
    return out


def crash_mark(scene: AsteroydsScene, into: Hex | None, before: Hex) -> Hex:
    """The hex a crash is marked on: what the ship ran into, or off the field's edge where it left it."""
    return into if into is not None and scene.view.grid.contains(into) else before
