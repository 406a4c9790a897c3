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
from arcade.games.fmp import choices, journal, pointing
from arcade.games.fmp.rules import Move, Phase, Transfer
from arcade.games.fmp.rules.pieces import Kind
from arcade.ui import theme
from arcade.ui.table import Hit

if TYPE_CHECKING:
    from arcade.games.fmp.scene import FmpScene

tr = journal.tr


def board_click(scene: FmpScene, cell: tuple[int, int]) -> None:
    h = Hex(*cell)
    g = scene.game
    scene.menu = []
    seat = scene.acting_seat()
    if g.over or seat is None or scene.playback.state is not None:
        return
    if g.phase == Phase.LANDING:
        land = choices.landing(g, h, scene.orientation)
        if land is not None:
            scene.send(land)
        return
    if g.phase == Phase.DECISION:
        return
    placed = pointing.placement(scene, h)
    if placed is not None:
        scene.send(placed)
        return
    if scene.selected is not None and g.piece(scene.selected) is not None:
        options = choices.actions_at(g, scene.selected, h)
        here = pointing.own_piece_at(scene, h)
        if here is not None and here.id != scene.selected:
            options = [a for a in options if not isinstance(a, Move)]
        options = pointing.with_route(scene, options, h)
        if len(options) == 1 and (here is None or here.id == scene.selected):
            scene.send(options[0])
            return
        if options:
            entries: list[tuple[str, Callable[[], object]]] = [
                (journal.label(g, scene.names, scene.selected, a), partial(scene.send, a)) for a in options]
            if here is not None and here.id != scene.selected:
                entries.insert(0, (tr("select", what=journal.piece_name(g, scene.names, here)),
                                   partial(scene.select, here.id)))
            open_menu(scene, entries)
            return
    here = pointing.own_piece_at(scene, h)
    if here is not None:
        scene.select(here.id)
        return
    if scene.selected is not None:
        refuse_move(scene, h)


def panel_click(scene: FmpScene, hit: Hit) -> None:
    g = scene.game
    if hit.kind == "cargo":
        pid = int(hit.value)
        if scene.cargo is not None and scene.cargo != pid and g.pieces[pid].kind in (Kind.BARGE, Kind.CRAB,
                                                                                   Kind.WEATHER_LAYER):
            scene.send(Transfer(scene.cargo, pid))
            scene.cargo = None
        else:
            scene.cargo = None if scene.cargo == pid else pid
            scene.build_kind = None
            scene.turn = 0
    elif hit.kind == "hold" and scene.cargo is not None:
        scene.send(Transfer(scene.cargo, int(hit.value)))
        scene.cargo = None
    elif hit.kind == "build":
        scene.build_kind = None if scene.build_kind == hit.value else str(hit.value)
        scene.cargo = None
    elif hit.kind == "leave":
        ship = int(hit.value)
        scene.leaving ^= {ship}
    elif hit.kind == "menu":
        menu_chosen(scene, int(hit.value))
    scene.marks_changed()
    scene.refresh_buttons()
    scene.app.request_redraw()


def right_click(scene: FmpScene, pos: tuple[int, int]) -> None:
    """Turn the ghost (landing, a barge's place); with a piece selected, add a waypoint to its path."""
    cell = scene.view.cell_at(pos)
    g = scene.game
    if g.phase == Phase.LANDING or scene.cargo is not None or scene.build_kind is not None or cell is None \
            or scene.selected is None:
        scene.turn_ghost()
        return
    if choices.route(g, scene.selected, scene.waypoints, (Hex(*cell),)) is not None:
        scene.waypoints.append((Hex(*cell),))
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
    if k == pygame.K_ESCAPE and (scene.menu or scene.selected is not None or scene.help):
        scene.menu, scene.help = [], False
        scene.clear_selection()
        return True
    if k in shortcuts:
        shortcuts[k]()
        return True
    return False


def open_menu(scene: FmpScene, entries: list[tuple[str, Callable[[], object]]]) -> None:
    scene.menu = entries
    scene.menu_at = scene.app.pointer
    scene.app.request_redraw()


def menu_chosen(scene: FmpScene, index: int) -> None:
    entries, scene.menu = scene.menu, []
    if 0 <= index < len(entries):
        entries[index][1]()


def draw_menu(scene: FmpScene, surface: pygame.Surface) -> None:
    """The meanings of the last click, at the pointer: click one (Esc or a click elsewhere: none)."""
    s = scene.layout.scale
    size = theme.text_px(20, s)
    row = int(size * 1.9)
    width = max(theme.font(size).size(text)[0] for text, _ in scene.menu) + int(32 * s)
    box = pygame.Rect(scene.menu_at[0], scene.menu_at[1], width, row * len(scene.menu) + int(8 * s))
    box.clamp_ip(surface.get_rect())
    pygame.draw.rect(surface, (20, 24, 34), box.inflate(6, 6), border_radius=int(10 * s))
    pygame.draw.rect(surface, theme.ACCENT, box.inflate(6, 6), 2, border_radius=int(10 * s))
    for i, (text, _) in enumerate(scene.menu):
        rect = pygame.Rect(box.x, box.y + int(4 * s) + i * row, box.width, row)
        if rect.collidepoint(scene.app.pointer):
            pygame.draw.rect(surface, (52, 62, 86), rect, border_radius=int(6 * s))
        theme.blit_text(surface, text, size, theme.TEXT, (rect.x + int(16 * s), rect.centery), "midleft")
        scene.hits.append(Hit(rect, "menu", i))


def refuse_move(scene: FmpScene, h: Hex) -> None:
    """A click where the selected piece can do nothing: say why, where the click was."""
    reason = pointing.why_not(scene, h)
    if reason:
        scene.tell(reason)
        scene.app.sounds.play("warning")
