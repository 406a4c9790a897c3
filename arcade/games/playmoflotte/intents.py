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


def board_click(sc: PlaymoflotteScene, cell: tuple[int, int]) -> None:
    g = sc.game
    if g.over or sc.painting:
        return
    here = Cell(*cell)
    ship_here = g.ship_at(here)
    mover = sc._ship()
    if g.phase == Phase.MOVE and mover is not None and g.moving is not None and g.moving[0] == mover.id:
        for cells in g.reachable(mover).values():
            if here in cells:
                sc.act(Advance(mover.id, cells.index(here) + 1))
                return
    if ship_here is not None and ship_here.owner == sc.viewer:
        sc.app.sounds.play("select")
        sc.selected_ship = ship_here.id
        sc.selected_figures, sc.selected_cannon, sc.heading = [], None, None
        sc._update_highlights()
        sc.refresh_buttons()
        return
    if g.phase == Phase.FIRE and mover is not None and ship_here is not None:
        shot = g.shot_at(mover, ship_here)
        if isinstance(shot, Rejection):
            sc.refuse(shot)
        else:
            sc.act(shot)


def panel_click(sc: PlaymoflotteScene, hit: Hit) -> None:
    ship = sc._ship()
    if hit.kind == "arrow":
        sc.heading = int(hit.value)
        sc.refresh_buttons()
    elif hit.kind == "figure":
        figure = int(hit.value)
        if figure in sc.selected_figures:
            sc.selected_figures.remove(figure)
        else:
            sc.selected_figures.append(figure)
        sc.refresh_buttons()
    elif hit.kind == "post" and ship is not None:
        post = str(hit.value)
        if not sc.selected_figures and post.startswith("cannon:"):
            sc.selected_cannon = int(post.split(":")[1])
        elif sc.selected_figures:
            move_figures(sc, ship, post)
    elif hit.kind == "slot" and ship is not None and sc.selected_cannon is not None:
        side, slot = hit.value
        sc.act(MoveCannon(ship.id, sc.selected_cannon, side, slot))
    sc.app.request_redraw()


def move_figures(sc: PlaymoflotteScene, ship: Ship, post: str) -> None:
    figures = sorted(sc.selected_figures)
    if 0 in figures and ship.captain_alive and sc.game.phase != Phase.CREW:  # placing the crew: one by one
        sc.act(CaptainMove(ship.id, post, tuple(f for f in figures if f != 0)))
        return
    for figure in figures:
        if not sc.send(ChangePost(ship.id, figure, post)):
            break
