"""What the Asteroyds board shows beyond the pieces: the teams' areas and platforms, and for the ship being
programmed the rules' route of its program (numbered, its crash marked), its laser shots and the turrets' lines
for the turn."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arcade.core.hexgrid import Hex
from arcade.games.asteroyds import drawing, resolution
from arcade.games.asteroyds.drawing import CRASH, TEAM_COLOURS, faint
from arcade.games.asteroyds.rules import Ship
from arcade.games.asteroyds.rules.actions import Program
from arcade.games.asteroyds.rules.program import COLUMNS, parse
from arcade.games.asteroyds.rules.route import route
from arcade.games.asteroyds.words import tr
from arcade.ui import theme
from arcade.ui.board.overlays import Line

if TYPE_CHECKING:
    from arcade.games.asteroyds.scene import AsteroydsScene


def refresh(scene: AsteroydsScene) -> None:
    g, view = scene.game, scene.view
    if not scene.watching:
        scene.turn_start_ships = {sh.id: (sh.at, sh.facing) for sh in g.ships}
        scene.turn_start_roids = {t: r.at for t, r in g.roids.items()}
        scene.turn_start_carriers = {t: r.carrier for t, r in g.roids.items()}
    ships = scene.shown_ships if scene.watching else {}
    roids = scene.shown_roids if scene.watching else dict(scene.turn_start_roids)
    programming = scene.current() is not None and not scene.watching
    numbers = {sh.id: str(n) for n, sh in enumerate(scene.team_ships(), start=1)} if programming else None
    view.set_sprites(drawing.board_sprites(g, ships, roids, numbers))
    for team in g.teams:
        colour = TEAM_COLOURS.get(team)
        view.set_highlight(f"area_{team}", sorted(g.field.areas[team]), "wedge1", color=colour)
        view.set_highlight(f"platform_{team}", [g.field.platforms[team]], "target", color=colour)
    ship = scene.current()
    scene.hover_text = ""
    if ship is None or scene.watching:
        view.clear_highlight("path")
        view.clear_highlight("path_crash")
        if not scene.watching:
            view.set_lines("lasers", [])
        return
    guide = guided(scene, ship)
    colour = theme.GUIDE if guide is not None else TEAM_COLOURS.get(ship.team, (255, 255, 255))
    columns = guide if guide is not None else scene.columns.get(ship.id, ["-"] * COLUMNS)
    flown = route(g, ship, columns)  # (the rules' preview: crash included)
    cells = list(flown.cells)
    lines = []
    for at, facing in flown.shots:
        shot = g.laser(at, facing, ship.team, 1, False, "preview")
        if shot.cells:
            lines.append(Line(view.world_center(shot.cells[0]), view.world_center(shot.cells[-1]), colour,
                              0.05))  # (as the rounds will draw it)
    if flown.crash is not None:  # where this program would end: marked as a crash is in the rounds
        crash = resolution.crash_mark(scene, flown.crash[1], cells[-1])
        view.set_highlight("path_crash", [crash], "crash", color=CRASH)
    else:
        view.clear_highlight("path_crash")
    hover = Hex(*view.hover) if view.hover is not None else None
    for t in g.turrets:  # where the turrets will fire all turn, faint
        if t.active:
            shot = g.turret_laser(t)
            if shot.cells:
                lines.append(Line(view.world_center(shot.cells[0]), view.world_center(shot.cells[-1]),
                                  faint(TEAM_COLOURS.get(t.team, (200, 200, 200))), 0.04))
            if hover is not None and (hover == t.at or hover in shot.cells):  # the faint line named at the pointer
                ours = "own" if t.team == ship.team else "enemy"
                scene.hover_text = tr(f"turret_{'here' if hover == t.at else 'line'}_{ours}",
                                      team=tr(f"team_{t.team}"))
    view.set_highlight("path", cells, "path", values={c: i for i, c in enumerate(cells) if i}, color=colour)
    view.set_lines("lasers", lines)


def guided(scene: AsteroydsScene, ship: Ship) -> list[str] | None:
    """The columns to draw for the ship being programmed while its own are empty: the hint's program, else the
    lesson's next one for it (the player's own columns, once written, are drawn instead)."""
    if any(code != "-" for code in scene.columns.get(ship.id, [])):
        return None
    program = next((a for a in scene.guides() if isinstance(a, Program) and a.ship == ship.id), None)
    return list(parse(program.text).columns) if program is not None else None
