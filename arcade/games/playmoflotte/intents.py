"""What a Playmoflotte player's clicks mean: on the sea (advance the moving ship to a reachable square, select an
own ship, fire at the one clicked), and in the panel (a heading arrow, crew figures to a post, a cannon to a slot).
Every meaning is asked of the rules (`reachable`, `shot_at`, `check` through `send`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arcade.core.protocol import Rejection
from arcade.core.squaregrid import Cell
from arcade.games.playmoflotte.rules import Advance, CaptainMove, ChangePost, MoveCannon, Phase, Ship
from arcade.ui.table import Hit

if TYPE_CHECKING:
    from arcade.games.playmoflotte.scene import PlaymoflotteScene


def board_click(scene: PlaymoflotteScene, cell: tuple[int, int]) -> None:
    g = scene.game
    if g.over or scene.painting:
        return
    here = Cell(*cell)
    ship_here = g.ship_at(here)
    mover = scene._ship()
    if g.phase == Phase.MOVE and mover is not None and g.moving is not None and g.moving[0] == mover.id:
        for cells in g.reachable(mover).values():
            if here in cells:
                scene.act(Advance(mover.id, cells.index(here) + 1))
                return
    if ship_here is not None and ship_here.owner == scene.viewer:
        scene.app.sounds.play("select")
        scene.selected_ship = ship_here.id
        scene.selected_figures, scene.selected_cannon, scene.heading = [], None, None
        scene._update_highlights()
        scene.refresh_buttons()
        return
    if g.phase == Phase.FIRE and mover is not None and ship_here is not None:
        shot = g.shot_at(mover, ship_here)
        if isinstance(shot, Rejection):
            scene.refuse(shot)
        else:
            scene.act(shot)


def panel_click(scene: PlaymoflotteScene, hit: Hit) -> None:
    ship = scene._ship()
    if hit.kind == "arrow":
        scene.heading = int(hit.value)
        scene.refresh_buttons()
    elif hit.kind == "figure":
        figure = int(hit.value)
        if figure in scene.selected_figures:
            scene.selected_figures.remove(figure)
        else:
            scene.selected_figures.append(figure)
        scene.refresh_buttons()
    elif hit.kind == "post" and ship is not None:
        post = str(hit.value)
        if not scene.selected_figures and post.startswith("cannon:"):
            scene.selected_cannon = int(post.split(":")[1])
        elif scene.selected_figures:
            move_figures(scene, ship, post)
    elif hit.kind == "slot" and ship is not None and scene.selected_cannon is not None:
        side, slot = hit.value
        scene.act(MoveCannon(ship.id, scene.selected_cannon, side, slot))
    scene.app.request_redraw()


def move_figures(scene: PlaymoflotteScene, ship: Ship, post: str) -> None:
    figures = sorted(scene.selected_figures)
    if 0 in figures and ship.captain_alive and scene.game.phase != Phase.CREW:  # placing the crew: one by one
        scene.act(CaptainMove(ship.id, post, tuple(f for f in figures if f != 0)))
        return
    for figure in figures:
        if not scene.send(ChangePost(ship.id, figure, post)):
            break
