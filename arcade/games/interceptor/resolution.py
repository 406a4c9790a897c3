"""A resolution played back on the Interceptor board, phase by phase in the rules' order: the ships' flight (and
what it cost them), the asteroids' drift (and whom they hit), the volley. The board shown moves on event by
event, so nothing of what comes later shows early."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arcade.games.interceptor import drawing, marks
from arcade.games.interceptor.rules import events as ev

if TYPE_CHECKING:
    from arcade.games.interceptor.scene import InterceptorScene

#: How long a volley's fire zones stay lit.
FIRE_SHOWN = 0.9


def play_phase(scene: InterceptorScene, phase: list[ev.Event]) -> None:
    """One phase of a resolution on the board: slides, then the asteroids, then the volley."""
    view, g, stage = scene.view, scene.game, scene.stage
    if scene.telling:
        scene._log(phase)
    for e in phase:
        if stage is not None:
            advance(scene, stage, e)
        if isinstance(e, ev.Flew) and e.steps:
            view.slide(e.ship, [e.start, *(s[1] for s in e.steps)])
        elif isinstance(e, ev.Drifted):
            for index, frm, to in e.moves:
                view.slide(drawing.rock_id(index), [frm, to])
        elif isinstance(e, ev.Fired):
            shooter = g.ships[e.ship]
            marks.zone(scene, shooter, shooter.at, shooter.facing, f"shot{e.ship}")
            scene.fire_until = scene.app.now() + FIRE_SHOWN
        elif isinstance(e, ev.Damaged):
            view.animator.flash(view.world_center(g.ships[e.ship].at), (255, 120, 80), 0.5)
            for sid in e.by:
                view.animator.beam(view.world_center(g.ships[sid].at), view.world_center(g.ships[e.ship].at))
        elif isinstance(e, ev.Destroyed):
            view.animator.fade(e.ship, 0.8)
    scene._shown = None


def advance(scene: InterceptorScene, stage: drawing.Stage, e: ev.Event) -> None:
    """The board shown moves on by one event of the resolution (nothing of what comes later shows early)."""
    g = scene.game
    if isinstance(e, ev.Flew) and e.ship in stage.ships:
        _, facing, _ = stage.ships[e.ship]
        at = e.steps[-1][1] if e.steps else e.start
        facing = e.steps[-1][2] if e.steps else facing
        stage.ships[e.ship] = (at, facing, g.ships[e.ship].speed)
    elif isinstance(e, ev.Drifted):
        for index, _, to in e.moves:
            stage.rocks[index] = (to, stage.rocks[index][1])
        stage.rocks = [(at, heading) for (at, _), heading in zip(stage.rocks, e.headings, strict=False)]
    elif isinstance(e, ev.Damaged):
        stage.hurt[e.ship] = stage.hurt.get(e.ship, 0) + e.amount
    elif isinstance(e, ev.Destroyed | ev.Retreated):
        stage.ships.pop(e.ship, None)
