"""What the FMP player's input means (the scene's intents): a click on the board (land, put a cargo or a build
down, play the one action it means, offer a menu of several, select a piece, or say why not), a click in the
panel's trays, the right button (turn the ghost, add a waypoint) and the keys. Every meaning is the rules' answer
(`choices`); nothing here decides legality."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import pygame

from arcade.core.hexgrid import Hex
from arcade.games.fmp import choices, journal, why_not
from arcade.games.fmp.menu import Entry
from arcade.games.fmp.rules import Phase, Transfer
from arcade.games.fmp.rules.pieces import Kind
from arcade.ui.table import Hit

if TYPE_CHECKING:
    from arcade.games.fmp.scene import FmpScene

tr = journal.tr


def board_click(scene: FmpScene, cell: tuple[int, int]) -> None:
    h = Hex(*cell)
    g = scene.game
    scene.menu.close()
    seat = scene.acting_seat()
    if g.over or seat is None or scene.playback.state is not None:
        return
    if g.phase == Phase.LANDING:
        land = choices.landing(g, h, scene.selection.orientation)
        if land is not None:
            scene.send(land, seat)
        return
    if g.phase == Phase.DECISION:
        return
    meant = choices.click(scene.rules, g, seat, scene.selection, h, scene.selected_actions())
    one = meant.plays()
    if one is not None:
        scene.send(one, seat)
    elif options := meant.offered():
        piece = scene.selection.piece
        entries: list[Entry] = [(journal.label(g, scene.names, piece, a), partial(scene.send, a, seat))
                                for a in options]
        if meant.other is not None:
            entries.insert(0, (tr("select", what=journal.piece_name(g, scene.names, meant.other)),
                               partial(scene.select, meant.other.id)))
        scene.menu.open(entries, scene.app.pointer)
        scene.app.request_redraw()
    elif meant.own is not None:
        scene.select(meant.own.id)
    elif scene.selection.piece is not None:
        refuse_move(scene, h)


def panel_click(scene: FmpScene, hit: Hit) -> None:
    g = scene.game
    selection = scene.selection
    if hit.kind != "menu":  # (a menu left open over the board would play its move with the cargo now in hand)
        scene.menu.close()
    if hit.kind == "cargo":
        pid = int(hit.value)
        if selection.cargo is not None and selection.cargo != pid and g.pieces[pid].kind in (Kind.BARGE, Kind.CRAB,
                                                                                           Kind.WEATHER_LAYER):
            scene.send(Transfer(selection.cargo, pid))
        else:
            selection.take_cargo(pid)
    elif hit.kind == "hold" and selection.cargo is not None:
        scene.send(Transfer(selection.cargo, int(hit.value)))
    elif hit.kind == "build":
        selection.take_build(str(hit.value))
    elif hit.kind == "leave":
        selection.toggle_leaving(int(hit.value))
    elif hit.kind == "menu":
        scene.menu.choose(int(hit.value))
    scene.marks_changed()
    scene.refresh_buttons()
    scene.app.request_redraw()


def right_click(scene: FmpScene, pos: tuple[int, int]) -> None:
    """Turn the ghost (landing, a barge's place); with a piece selected, add a waypoint to its path."""
    cell = scene.view.cell_at(pos)
    g = scene.game
    selection = scene.selection
    if g.phase == Phase.LANDING or selection.cargo is not None or selection.build is not None or cell is None \
            or selection.piece is None:
        scene.turn_ghost()
        return
    if choices.route(scene.rules, g, selection.piece, selection.waypoints, (Hex(*cell),)) is not None:
        selection.add_waypoint((Hex(*cell),))
        scene.marks_changed()
        scene.refresh_buttons()


def shortcut(scene: FmpScene, k: int) -> bool:
    shortcuts: dict[int, Callable[[], object]] = {
        pygame.K_r: scene.turn_ghost, pygame.K_f: scene.toggle_fire, pygame.K_h: scene.toggle_help,
        pygame.K_e: scene.end_turn, pygame.K_BACKSPACE: scene.clear_waypoints,
    }
    if scene.playback.state is not None:  # a playback: the arrows step, Esc stops it
        playback = {pygame.K_LEFT: scene.replay_back, pygame.K_RIGHT: scene.replay_by_hand,
                    pygame.K_ESCAPE: scene.hide_since}
        if k in playback:
            playback[k]()
            return True
    if k == pygame.K_ESCAPE and (scene.menu or scene.selection.piece is not None or scene.help):
        scene.menu.close()
        if scene.help:
            scene.toggle_help()
        scene.clear_selection()
        return True
    if k in shortcuts:
        shortcuts[k]()
        return True
    return False


def refuse_move(scene: FmpScene, h: Hex) -> None:
    """A click where the selected piece can do nothing: say why, where the click was."""
    reason = why_not.piece(scene, h)
    if reason:
        scene.tell(reason)
        scene.app.sounds.play("warning")
