"""What the Interceptor board shows beyond the ships: the edge to enter by and the ghost of the ship being
placed, the orders being written as written and as the rules correct them (numbered path, end ghost), and fire
zones as fading wedges (STYLE.md). Made again only when what they show changed."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arcade.core.hexgrid import Hex
from arcade.games.interceptor import drawing
from arcade.games.interceptor.rules import Orders
from arcade.games.interceptor.rules.game import PLACEMENT, Ship
from arcade.games.interceptor.words import tr
from arcade.ui import theme
from arcade.ui.board import Sprite

if TYPE_CHECKING:
    from arcade.games.interceptor.scene import InterceptorScene


def refresh(scene: InterceptorScene) -> None:
    g = scene.game
    hover = scene.view.hover
    guide = guided(scene)
    shown = (len(scene.record.steps), scene.viewer, scene.text, scene.facing, scene.entry_speed, hover,
             scene.fire_until > scene.app.now(), guide)
    if shown == scene._shown:
        return
    scene._shown = shown
    if scene.stage is None and not scene.watching:  # kept for the next resolution, which starts from here
        scene.before = drawing.stage_of(g, {})
    sprites = drawing.board_sprites(g, scene.stage or drawing.stage_of(g, scene.hurt), scene.sides)
    fading = set(scene.view.animator.fading())
    sprites += [Sprite(s.id, (s.at,), scene.sides[s.owner], "arrow", drawing.HEADINGS[s.facing], z=2)
                for s in g.ships if s.id in fading]
    view = scene.view
    for name in [n for n in view.highlights if not n.startswith("shot")]:
        view.clear_highlight(name)
    scene.hover_text = ""
    ship = scene.writing()
    if ship is not None and g.phase == PLACEMENT:
        view.set_highlight("edge", sorted(g.arena.border), "reachable")
        if hover is not None and Hex(*hover) in g.arena.border:
            at = Hex(*hover)
            sprites.append(drawing.ghost(ship.id, scene.sides[ship.owner], at, scene.facing, scene.entry_speed))
            zone(scene, ship, at, scene.facing, "ghost")
        elif hover is not None:
            scene.hover_text = tr("refuse.not_border")
    execution = scene.preview() if guide is None else None  # (a guide is drawn instead of empty orders' flight)
    if ship is not None and execution is not None:
        written = [execution.start, *(s.at for s in execution.as_written)]
        if execution.as_written != execution.path:
            view.set_highlight("written", written, "path", color=(150, 150, 170))
        cells = [execution.start, *(s.at for s in execution.path)]
        end, facing, speed = execution.end
        moves = [c for prev, c in zip(cells, cells[1:], strict=False) if c != prev]  # turns stay in place
        numbers: dict[tuple[int, int], object] = {c: n for n, c in enumerate(moves, start=1) if c != end}
        view.set_highlight("path", cells, "path", values=numbers)
        sprites.append(drawing.ghost(ship.id, scene.sides[ship.owner], end, facing, speed))
        if execution.correction.fires:
            zone(scene, ship, end, facing, "end")
    if ship is not None and guide is not None:  # (the order line empty: the hint's or the lesson's flight)
        flight = g.execution(ship, guide.text)
        view.set_highlight("guide", [flight.start, *(s.at for s in flight.path)], "path", color=theme.GUIDE)
        end, facing, speed = flight.end
        sprites.append(drawing.ghost(ship.id, scene.sides[ship.owner], end, facing, speed))
    if ship is not None:
        view.set_highlight("selected", [ship.at] if g.phase != PLACEMENT else [], "selected")
    view.set_sprites(sprites)


def guided(scene: InterceptorScene) -> Orders | None:
    """Orders to draw as a flight for the ship being written for, before anything is written: the hint shown, else
    the lesson's next move (the player's own line, once written, is drawn instead)."""
    ship = scene.writing()
    if ship is None or scene.text.strip():
        return None
    return next((a for a in scene.guides() if isinstance(a, Orders) and a.ship == ship.id), None)


def zone(scene: InterceptorScene, ship: Ship, at: Hex, facing: int, name: str) -> None:
    """A fire zone as translucent wedges, 3/2/1 in fading intensity (STYLE.md)."""
    bands: dict[str, list[Hex]] = {"wedge3": [], "wedge2": [], "wedge1": []}
    for h, dmg in ship.spec.zone(at, facing).items():
        if scene.game.arena.contains(h):
            bands["wedge3" if dmg >= 3 else "wedge2" if dmg == 2 else "wedge1"].append(h)
    for style, cells in bands.items():
        scene.view.set_highlight(f"{name}_{style}", cells, style, color=(255, 96, 64))
