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


def board_click(sc: FmpScene, cell: tuple[int, int]) -> None:
    h = Hex(*cell)
    g = sc.game
    sc.menu = []
    seat = sc.acting_seat()
    if g.over or seat is None or sc.playback.state is not None:
        return
    if g.phase == Phase.LANDING:
        land = choices.landing(g, h, sc.orientation)
        if land is not None:
            sc.send(land)
        return
    if g.phase == Phase.DECISION:
        return
    placed = pointing.placement(sc, h)
    if placed is not None:
        sc.send(placed)
        return
    if sc.selected is not None and g.piece(sc.selected) is not None:
        options = choices.actions_at(g, sc.selected, h)
        here = pointing.own_piece_at(sc, h)
        if here is not None and here.id != sc.selected:
            options = [a for a in options if not isinstance(a, Move)]
        options = pointing.with_route(sc, options, h)
        if len(options) == 1 and (here is None or here.id == sc.selected):
            sc.send(options[0])
            return
        if options:
            entries: list[tuple[str, Callable[[], object]]] = [
                (journal.label(g, sc.names, sc.selected, a), partial(sc.send, a)) for a in options]
            if here is not None and here.id != sc.selected:
                entries.insert(0, (tr("select", what=journal.piece_name(g, sc.names, here)),
                                   partial(sc.select, here.id)))
            open_menu(sc, entries)
            return
    here = pointing.own_piece_at(sc, h)
    if here is not None:
        sc.select(here.id)
        return
    if sc.selected is not None:
        refuse_move(sc, h)


def panel_click(sc: FmpScene, hit: Hit) -> None:
    g = sc.game
    if hit.kind == "cargo":
        pid = int(hit.value)
        if sc.cargo is not None and sc.cargo != pid and g.pieces[pid].kind in (Kind.BARGE, Kind.CRAB,
                                                                                   Kind.WEATHER_LAYER):
            sc.send(Transfer(sc.cargo, pid))
            sc.cargo = None
        else:
            sc.cargo = None if sc.cargo == pid else pid
            sc.build_kind = None
            sc.turn = 0
    elif hit.kind == "hold" and sc.cargo is not None:
        sc.send(Transfer(sc.cargo, int(hit.value)))
        sc.cargo = None
    elif hit.kind == "build":
        sc.build_kind = None if sc.build_kind == hit.value else str(hit.value)
        sc.cargo = None
    elif hit.kind == "leave":
        ship = int(hit.value)
        sc.leaving ^= {ship}
    elif hit.kind == "menu":
        menu_chosen(sc, int(hit.value))
    sc.marks_changed()
    sc.refresh_buttons()
    sc.app.request_redraw()


def right_click(sc: FmpScene, pos: tuple[int, int]) -> None:
    """Turn the ghost (landing, a barge's place); with a piece selected, add a waypoint to its path."""
    cell = sc.view.cell_at(pos)
    g = sc.game
    if g.phase == Phase.LANDING or sc.cargo is not None or sc.build_kind is not None or cell is None \
            or sc.selected is None:
        sc.turn_ghost()
        return
    if choices.route(g, sc.selected, sc.waypoints, (Hex(*cell),)) is not None:
        sc.waypoints.append((Hex(*cell),))
        sc.marks_changed()
        sc.refresh_buttons()


def shortcut(sc: FmpScene, k: int) -> bool:
    shortcuts: dict[int, Callable[[], object]] = {
        pygame.K_r: sc.turn_ghost, pygame.K_f: sc.toggle_fire, pygame.K_h: sc.toggle_help,
        pygame.K_e: sc.end_turn, pygame.K_BACKSPACE: sc.clear_waypoints,
    }
    if sc.playback.state is not None:  # a playback: the arrows step, Esc stops it
        playback = {pygame.K_LEFT: sc.replay_back, pygame.K_RIGHT: sc.replay_by_hand,
                    pygame.K_ESCAPE: sc.hide_since}
        if k in playback:
            playback[k]()
            return True
    if k == pygame.K_ESCAPE and (sc.menu or sc.selected is not None or sc.help):
        sc.menu, sc.help = [], False
        sc.clear_selection()
        return True
    if k in shortcuts:
        shortcuts[k]()
        return True
    return False


def open_menu(sc: FmpScene, entries: list[tuple[str, Callable[[], object]]]) -> None:
    sc.menu = entries
    sc.menu_at = sc.app.pointer
    sc.app.request_redraw()


def menu_chosen(sc: FmpScene, index: int) -> None:
    entries, sc.menu = sc.menu, []
    if 0 <= index < len(entries):
        entries[index][1]()


def draw_menu(sc: FmpScene, surface: pygame.Surface) -> None:
    """The meanings of the last click, at the pointer: click one (Esc or a click elsewhere: none)."""
    s = sc.layout.scale
    size = theme.text_px(20, s)
    row = int(size * 1.9)
    width = max(theme.font(size).size(text)[0] for text, _ in sc.menu) + int(32 * s)
    box = pygame.Rect(sc.menu_at[0], sc.menu_at[1], width, row * len(sc.menu) + int(8 * s))
    box.clamp_ip(surface.get_rect())
    pygame.draw.rect(surface, (20, 24, 34), box.inflate(6, 6), border_radius=int(10 * s))
    pygame.draw.rect(surface, theme.ACCENT, box.inflate(6, 6), 2, border_radius=int(10 * s))
    for i, (text, _) in enumerate(sc.menu):
        rect = pygame.Rect(box.x, box.y + int(4 * s) + i * row, box.width, row)
        if rect.collidepoint(sc.app.pointer):
            pygame.draw.rect(surface, (52, 62, 86), rect, border_radius=int(6 * s))
        theme.blit_text(surface, text, size, theme.TEXT, (rect.x + int(16 * s), rect.centery), "midleft")
        sc.hits.append(Hit(rect, "menu", i))


def refuse_move(sc: FmpScene, h: Hex) -> None:
    """A click where the selected piece can do nothing: say why, where the click was."""
    reason = pointing.why_not(sc, h)
    if reason:
        sc.tell(reason)
        sc.app.sounds.play("warning")
