"""The Full Metal Planète table's side panel: whose turn, the clock, the tide in words (and the forecast its owner
may see), the action points as squares with what the pointer would cost, what the selected piece is and can do,
its cargo and the weather layer's reserve as trays to click, the turn-21 decision, the log, and the help overlay.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from arcade.games.fmp import choices, why_not
from arcade.games.fmp.drawing import piece_sprite
from arcade.games.fmp.journal import kind_name, piece_name, tr
from arcade.games.fmp.rules import FmpGame, Move, Phase, Retreat, firezones, stranding
from arcade.games.fmp.rules.model import BOARD, Piece
from arcade.games.fmp.rules.pieces import SPECS, Kind, is_destroyer
from arcade.games.fmp.rules.state import LAST_TURN
from arcade.games.fmp.rules.view import FmpView
from arcade.ui import theme
from arcade.ui.board.sprites import image_for
from arcade.ui.clock_view import ClockView
from arcade.ui.table import Hit, SidePanel, TableLayout, draw_panel_back, draw_turn_banner
from arcade.ui.theme import text_px as px

if TYPE_CHECKING:
    from arcade.games.fmp.scene import FmpScene

TIDE_COLOURS = {"low": (206, 162, 92), "normal": (120, 150, 170), "high": (70, 120, 190)}
BUILDABLE = (Kind.TANK, Kind.CRAB, Kind.PONTOON)
HELP_KEYS = ("help_click", "help_tide", "help_right", "help_r", "help_f", "help_e", "help_wheel", "help_zero",
             "help_esc")


class Panel(SidePanel):
    def __init__(self, scene: FmpScene) -> None:
        self.scene = scene
        super().__init__(scene.app.now, TableLayout.for_size((1920, 1080)))

    # -- where things go -------------------------------------------------------------------------------------
    def place(self, layout: TableLayout) -> None:
        """Stack the boxes from the top (banner, clock and tide, forecast, points) and from the bottom (End turn,
        log, minimap beside the tools, the context buttons); the card takes what is left. Heights follow the
        text they hold, so the 16-px floor at 720p never spills out of a box."""
        super().place(layout)
        s, gap, row = layout.scale, self.gap, self.row
        panel = layout.panel
        top = row(self.banner.bottom + gap, max(int(100 * s), 84))
        self.clock_rect, self.tide_rect = self.split(top, 0.5)
        self.forecast_rect = row(top.bottom + gap, int(px(19, s) * 1.4))
        self.points_rect = row(self.forecast_rect.bottom + 4, int(26 * s) + int(px(18, s) * 1.4) + 8)
        button = max(int(40 * s), 32)
        self.end_rect = row(panel.bottom - int(16 * s) - max(int(80 * s), 48), max(int(80 * s), 48))
        log_height = 3 * int(px(20, s) * 1.35)  # three lines at 720 too: the journal is where "since" points
        self.log_rect = row(self.end_rect.top - gap - log_height, log_height)
        tools_height = max(int(160 * s), 3 * button + 2 * gap)
        self.minimap_rect, self.tools_rect = self.split(row(self.log_rect.top - gap - tools_height, tools_height), 0.6)
        act_height = max(int(54 * s), 40)
        self.act_rect = row(self.minimap_rect.top - gap - act_height, act_height)
        card_top = self.points_rect.bottom + gap
        self.card = row(card_top, self.act_rect.top - gap - card_top)
        clock = self.scene.clock
        self.clock_view = ClockView(clock, self.clock_rect, tr("turn_time")) if clock is not None else None

    # -- drawing ---------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        scene, g = self.scene, self.scene.game
        s = self.layout.scale
        draw_panel_back(surface, self.layout)
        live = scene.state  # (the banner and the points are the player's now, also while a replay shows the past)
        seat = scene.viewer if scene.viewer in scene.players_to_act() else live.active  # whose turn (a computer's too)
        draw_turn_banner(surface, self.banner, scene.names[seat], scene.sides[seat], self.caption(live), s,
                         seat in scene.match.levels)
        if self.clock_view is not None:
            self.clock_view.draw(surface, scene.app.now())
        else:
            pygame.draw.rect(surface, theme.PANEL_EDGE, self.clock_rect, 2, border_radius=int(14 * s))
            theme.blit_text(surface, tr("untimed"), px(24, s), theme.TEXT_DIM, self.clock_rect.center, "center")
        self.draw_tide(surface, g, s)
        self.draw_forecast(surface, g, s)
        if live.phase == Phase.PLAY:
            self.draw_points(surface, live, s)
        self.draw_card(surface, g, s)
        self.draw_log(surface, s)

    def caption(self, g: FmpGame) -> str:
        if g.over:
            return tr("caption_over")
        if g.phase == Phase.LANDING:
            return tr("caption_landing")
        if g.phase == Phase.DEPLOYMENT:
            return tr("caption_deployment")
        if g.phase == Phase.DECISION:
            return tr("caption_decision")
        if g.overtime:
            return tr("caption_overtime", n=g.turn)
        return tr("caption_turn", n=g.turn)

    def draw_tide(self, surface: pygame.Surface, g: FmpGame, s: float) -> None:
        rect = self.tide_rect
        colour = TIDE_COLOURS.get(g.tide, theme.TEXT)
        pygame.draw.rect(surface, (24, 30, 42), rect, border_radius=int(14 * s))
        pygame.draw.rect(surface, colour, rect, 3, border_radius=int(14 * s))
        inside = rect.width - int(28 * s)  # clear of the frame on both sides
        title = tr(f"tide_{g.tide}")
        means = theme.wrap(tr(f"tide_{g.tide}_means"), px(17, s), inside, lines=2)
        room = rect.height - int(8 * s) - int(6 * s) - len(means) * theme.font(px(17, s)).get_linesize()
        size = next((p for p in (px(30, s), px(26, s), px(22, s)) if theme.font(p, True).size(title)[0] <= inside
                     and theme.font(p, True).get_linesize() <= room), px(22, s))  # (its meaning inside the frame too)
        y = theme.blit_text(surface, theme.fit(title, size, inside, bold=True), size, colour,
                            (rect.x + int(14 * s), rect.y + int(8 * s)), bold=True).bottom
        for text in means:
            y = theme.blit_text(surface, text, px(17, s), theme.TEXT, (rect.x + int(14 * s), y)).bottom

    def draw_forecast(self, surface: pygame.Surface, g: FmpGame, s: float) -> None:
        """The next tides this player's weather layers foresee (FMP.TIDE.6): shown only to them, at their turn, from
        their seat's view (nobody's while the screen changes hands)."""
        scene = self.scene
        if g.phase != Phase.PLAY and g.phase != Phase.DECISION:
            return
        seen = scene.seen_as(FmpView)
        tides = seen.forecast or ()
        if g.turn >= LAST_TURN:
            text = tr("forecast_last")
        elif tides:
            text = tr("forecast", tides=", ".join(tr(f"tide_{t}") for t in tides))
        elif seen.public_forecast:
            text = tr("forecast_public", tide=tr(f"tide_{seen.public_forecast}"))
        else:
            text = tr("forecast_none")
        theme.blit_text(surface, text, px(19, s), theme.TEXT_DIM, (self.forecast_rect.x, self.forecast_rect.y))

    def draw_points(self, surface: pygame.Surface, g: FmpGame, s: float) -> None:
        """The turn's base credit as squares (spent ones dark), the saved cubes as two larger squares, and what
        the pointed action would cost in amber."""
        pts = g.points[g.active]
        rect = self.points_rect
        cost = self.scene.cost
        base = max(pts.base, pts.left_base)
        size = min(int(26 * s), max(6, (rect.width - int(150 * s)) // max(1, base + 1)))
        x, y = rect.x, rect.y + int(4 * s)
        spend_from = pts.left_base - min(cost, pts.left_base)
        for i in range(base):
            square = pygame.Rect(x + i * (size + 2), y, size, size)
            filled = i < pts.left_base
            colour = theme.ACCENT if filled and i >= spend_from else ((110, 210, 130) if filled else (60, 66, 80))
            pygame.draw.rect(surface, colour, square, border_radius=3)
        x += base * (size + 2) + int(14 * s)
        cube = int(size * 1.3)
        left = cost - pts.left_base
        for k in range(2):
            square = pygame.Rect(x + k * (cube + 6), y - (cube - size) // 2, cube, cube)
            full = pts.saved >= 5 * (k + 1)
            colour = (90, 170, 240) if full else (60, 66, 80)
            if full and left > 0 and k >= (pts.saved // 5) - ((left + 4) // 5):
                colour = theme.ACCENT
            pygame.draw.rect(surface, colour, square, border_radius=4)
            pygame.draw.rect(surface, (20, 22, 30), square, 2, border_radius=4)
        text = tr("points", n=pts.available, saved=pts.saved)
        if cost:
            text += "  " + tr("points_cost", n=cost)
        theme.blit_text(surface, text, px(18, s), theme.TEXT, (rect.x, y + size + int(4 * s)))

    # -- the card: what to do now ----------------------------------------------------------------------------
    def draw_card(self, surface: pygame.Surface, g: FmpGame, s: float) -> None:
        scene = self.scene
        rect = self.card
        if g.phase in (Phase.LANDING, Phase.DEPLOYMENT):  # no forecast or points yet: the card takes their room
            rect = rect.union(self.forecast_rect)
        pygame.draw.rect(surface, (38, 46, 64), rect, border_radius=int(12 * s))
        inner = rect.inflate(-int(24 * s), -int(20 * s))
        y = inner.y
        seat = scene.acting_seat()
        if scene.playback.since and g.phase != Phase.DEPLOYMENT:  # what the others did, above what to do now (not
            # over the deployment's tray, which it pushed out of sight at 720: Replay stays offered)
            y = self.text(surface, tr("since_title", n=len(scene.playback.since)), inner, y, 18, theme.ACCENT, True)
            pygame.draw.line(surface, theme.PANEL_EDGE, (inner.x, y), (inner.right, y))
            y += int(8 * s)
        if g.over:
            return
        if seat is None:
            self.text(surface, now_text(scene), inner, y, 20, theme.TEXT_DIM)
            return
        if g.phase == Phase.LANDING:
            y = self.text(surface, now_text(scene), inner, y, 20, theme.TEXT)
            return
        if g.phase == Phase.DECISION:
            self.draw_decision(surface, g, inner, y, s)
            return
        if g.phase == Phase.DEPLOYMENT:
            y = self.text(surface, now_text(scene), inner, y, 19, theme.TEXT)
            for ship in g.astronefs(seat):
                y = self.tray(surface, g, ship, inner, y + int(8 * s), s)
            return
        selected = g.piece(scene.selection.piece) if scene.selection.piece is not None else None
        if selected is None or selected.where not in (BOARD, "carried"):
            self.text(surface, now_text(scene), inner, y, 20, theme.TEXT)
            return
        title = piece_name(g, scene.names, selected)
        y = self.text(surface, title[:1].upper() + title[1:], inner, y, 22, theme.TEXT, True)
        y = self.text(surface, self.state_words(g, selected), inner, y, 18, theme.TEXT_DIM)
        if selected.kind is Kind.ASTRONEF or SPECS[selected.kind].capacity:
            y = self.tray(surface, g, selected, inner, y + int(6 * s), s)
        if selected.kind is Kind.WEATHER_LAYER and any(g.pieces[c].kind is Kind.ORE for c in selected.contents):
            y = self.reserve(surface, g, inner, y + int(6 * s), s)
        # how to move it, after what it holds and where it fits whole: at 720 it filled the card and a barge's
        # cargo went unseen (nothing could be put down), the weather layer's reserve fell under the card
        if SPECS[selected.kind].domain != "none" and g.owner(selected) == seat and self.fits(tr("hint_selected"),
                                                                                             inner, y, 18):
            self.text(surface, tr("hint_selected"), inner, y + int(6 * s), 18, theme.TEXT)

    def fits(self, text: str, rect: pygame.Rect, y: int, size: int) -> bool:
        """Would `text` wrapped at `size` fit whole in `rect` from `y` (a sentence is shown whole or not at all)?"""
        height = theme.text_px(size, self.layout.scale)
        lines = theme.wrap(text, height, rect.width)
        return y + int(6 * self.layout.scale) + len(lines) * theme.font(height).get_linesize() <= rect.bottom

    def state_words(self, g: FmpGame, p: Piece) -> str:
        """What the piece can and cannot do now, in words (the marks on the board say the same)."""
        words = []
        if p.id in g.neutralized or firezones.neutral(g, p):
            words.append(tr("state_neutralized"))
        stuck = stranding.is_stuck(g, p)
        if stuck:
            words.append(tr(f"state_{stuck}"))
        if p.id in g.pinned:
            words.append(tr("state_pinned"))
        if g.abandoned(p):
            words.append(tr("state_abandoned"))
        held = bool(words)  # (it could not move anyway)
        if is_destroyer(p.kind) and p.kind is not Kind.TURRET:
            words.append(tr("state_shots", n=2 - g.shots.get(p.id, 0)))
        if p.kind is Kind.ASTRONEF:
            words.append(tr("state_turrets", n=sum(1 for i in range(3) if g.live_turret(p, i))))
        if p.where != BOARD:
            words.append(tr("state_carried"))
        elif not held and self.boxed_in(g, p):
            words.append(tr("state_boxed"))
        return " · ".join(words) or tr("state_ready")

    def boxed_in(self, g: FmpGame, p: Piece) -> bool:
        """The selected piece of the player at the screen, free to move and with points, that the rules give no
        move: every hex around it is taken or closed to it (no lit hex would say nothing)."""
        scene = self.scene
        return (p.id == scene.selection.piece and g.owner(p) == scene.acting_seat() and SPECS[p.kind].domain != "none"
                and g.points[g.active].available > 0
                and not any(isinstance(a, Move | Retreat) for a in scene.selected_actions()))

    def tray(self, surface: pygame.Surface, g: FmpGame, carrier: Piece, rect: pygame.Rect, y: int, s: float) -> int:
        """What a transporter or an astronef holds, as tiles: click one to put it down (lit hexes), then another
        transporter's tile to move it between holds."""
        scene = self.scene
        x = rect.x
        items = [(c, 0) for c in carrier.contents]
        expanded: list[tuple[int, int]] = []
        for pid, depth in items:
            expanded.append((pid, depth))
            expanded += [(c, depth + 1) for c in g.pieces[pid].contents]
        if not expanded:
            return self.text(surface, tr("tray_empty"), rect, y, 17, theme.TEXT_DIM)
        size = px(16, s)
        entries = same_kinds_together(g, expanded)  # (the pieces a chip stands for, and how deep they sit)
        labels = [("› " if depth else "") + tr(f"term.label.{g.pieces[pids[0]].kind.value}")
                  + (f" ×{len(pids)}" if len(pids) > 1 else "") for pids, depth in entries]
        chips = chip_layout(len(entries), max(theme.font(size).size(text)[0] for text in labels), rect.width,
                            rect.bottom - y, s)
        if chips is None:  # too many to name: the pictures alone, one per piece (the pointer names each)
            entries = [([pid], depth) for pid, depth in expanded]
        if chips is not None:
            width, tile, gap = chips
        else:
            tile, gap = tray_tile(len(entries), rect.width, rect.bottom - y, s)
            width = tile
        for i, (pids, depth) in enumerate(entries):
            if x + width > rect.right:
                x = rect.x
                y += tile + gap
            if y + tile > rect.bottom:
                break
            cell = pygame.Rect(x, y, width, tile)
            p = g.pieces[pids[0]]
            chosen = scene.selection.cargo in pids
            pygame.draw.rect(surface, (56, 66, 92) if not depth else (48, 56, 78), cell, border_radius=int(8 * s))
            pygame.draw.rect(surface, theme.ACCENT if chosen else theme.PANEL_EDGE, cell, 3 if chosen else 1,
                             border_radius=int(8 * s))
            image = image_for(piece_sprite(g, p), int(tile * 0.5), ((0, 0),))
            if chips is not None:  # the piece's picture, its name beside it
                surface.blit(image, image.get_rect(center=(cell.x + tile // 2, cell.centery)))
                theme.blit_text(surface, labels[i], size, theme.TEXT, (cell.x + tile + int(4 * s), cell.centery),
                                "midleft")
            else:
                surface.blit(image, image.get_rect(center=cell.center))
                if depth:
                    theme.blit_text(surface, "›", px(16, s), theme.TEXT_DIM, (cell.x + 3, cell.y + 1))
            scene.hits.append(Hit(cell, "cargo", scene.selection.cargo if chosen else pids[0]))
            x += width + gap
        cargo = scene.selection.cargo
        if cargo is not None and choices.into_hold(scene.rules, g, carrier, cargo) is not None:  # (after the tiles)
            label = tr("into_hold", what=kind_name(carrier.kind.value))
            size = px(16, s)
            cell = pygame.Rect(x, y, theme.font(size).size(label)[0] + int(24 * s), tile)
            if cell.right > rect.right:
                cell.topleft = (rect.x, y + tile + gap)
                y = cell.y
            pygame.draw.rect(surface, (56, 66, 92), cell, border_radius=int(8 * s))
            pygame.draw.rect(surface, theme.ACCENT, cell, 2, border_radius=int(8 * s))
            theme.blit_text(surface, label, size, theme.TEXT, cell.center, "center")
            scene.hits.append(Hit(cell, "hold", carrier.id))
        y += tile + int(4 * s)
        if cargo is not None:
            words = why_not.cargo(scene) or tr("hint_cargo", what=kind_name(g.pieces[cargo].kind.value))
            y = self.text(surface, words, rect, y, 17, theme.ACCENT)
        return y

    def reserve(self, surface: pygame.Surface, g: FmpGame, rect: pygame.Rect, y: int, s: float) -> int:
        """The common reserve the weather layer builds from (FMP.POND.3): click a kind, then a lit hex."""
        scene = self.scene
        y = self.text(surface, tr("reserve_title"), rect, y, 18, theme.TEXT)
        x = rect.x
        tile = max(28, min(int(58 * s), rect.bottom - y))  # (in the card, under the layer's own cargo, at 720 too)
        for kind in BUILDABLE:
            left = sum(1 for p in g.pieces if p.kind is kind and p.where == "reserve")
            count = theme.font(px(18, s)).size(f"×{left}")[0]  # (beside the piece, inside its tile however small)
            cell = pygame.Rect(x, y, tile + count + int(8 * s), tile)
            chosen = scene.selection.build == kind.value
            pygame.draw.rect(surface, (56, 66, 92), cell, border_radius=int(8 * s))
            pygame.draw.rect(surface, theme.ACCENT if chosen else theme.PANEL_EDGE, cell, 3 if chosen else 1,
                             border_radius=int(8 * s))
            probe = Piece(-1, kind, g.armies[g.active][0] if kind is not Kind.PONTOON else None, "reserve")
            image = image_for(piece_sprite(g, probe), int(tile * 0.5), ((0, 0),))
            surface.blit(image, image.get_rect(center=(cell.x + tile // 2, cell.centery)))
            theme.blit_text(surface, f"×{left}", px(18, s), theme.TEXT, (cell.x + tile, cell.centery), "midleft")
            scene.hits.append(Hit(cell, "build", kind.value))
            x += cell.width + int(8 * s)
        return y + tile + int(4 * s)

    def draw_decision(self, surface: pygame.Surface, g: FmpGame, rect: pygame.Rect, y: int, s: float) -> None:
        """Turn 21: for each of the player's astronefs, leave now or stay until turn 25 (FMP.END.1)."""
        scene = self.scene
        seat = scene.acting_seat()
        if seat is None:
            return
        y = self.text(surface, tr("hint_decision"), rect, y, 19, theme.TEXT)
        for ship in g.astronefs(seat):
            row = pygame.Rect(rect.x, y + int(6 * s), rect.width, int(50 * s))
            leaving = ship.id in scene.selection.leaving
            pygame.draw.rect(surface, (56, 66, 92), row, border_radius=int(8 * s))
            pygame.draw.rect(surface, theme.ACCENT if leaving else theme.PANEL_EDGE, row, 2, border_radius=int(8 * s))
            held = list(g.inside(ship))
            ore = sum(1 for q in held if q.kind is Kind.ORE)
            text = tr("decision_row", colour=tr(f"colour_{ship.colour}"), ore=ore, pieces=len(held) - ore,
                      choice=tr("decision_leave" if leaving else "decision_stay"))
            theme.blit_text(surface, text, px(18, s), theme.TEXT, (row.x + int(12 * s), row.centery), "midleft")
            scene.hits.append(Hit(row, "leave", ship.id))
            y = row.bottom

    def draw_log(self, surface: pygame.Surface, s: float) -> None:
        """The refusal just made, else the last lines of the log (the others' steps while they are new)."""
        scene = self.scene
        rect = self.log_rect
        if scene.draw_refusal(surface, rect, px(19, s)) == rect.y:
            scene.log.draw(surface, rect, s)

    def draw_help(self, surface: pygame.Surface) -> None:
        """The keys and clicks, over the board (H again, or Esc, closes it)."""
        s = self.layout.scale
        area = self.scene.view.rect.inflate(-int(160 * s), -int(160 * s))
        pygame.draw.rect(surface, (16, 18, 26), area, border_radius=int(16 * s))
        pygame.draw.rect(surface, theme.ACCENT, area, 3, border_radius=int(16 * s))
        x, y = area.x + int(32 * s), area.y + int(28 * s)
        title = theme.blit_text(surface, tr("help_title"), px(34, s), theme.ACCENT, (x, y), bold=True)
        y = title.bottom + int(12 * s)
        for name in HELP_KEYS:
            if name == "help_right" and not self.scene.match.takebacks.on:  # (no take-backs at this table: not offered)
                name = "help_right_final"
            for line in theme.wrap(tr(name), px(22, s), area.width - int(64 * s)):
                y = theme.blit_text(surface, line, px(22, s), theme.TEXT, (x, y)).bottom
            y += int(8 * s)


def same_kinds_together(g: FmpGame, expanded: list[tuple[int, int]]) -> list[tuple[list[int], int]]:
    """The pieces held, those of one kind side by side that hold nothing as one entry (an astronef's four tanks)."""
    out: list[tuple[list[int], int]] = []
    for pid, depth in expanded:
        p = g.pieces[pid]
        last = g.pieces[out[-1][0][0]] if out else None
        if last is not None and depth == out[-1][1] == 0 and last.kind is p.kind and not p.contents \
                and not last.contents:
            out[-1][0].append(pid)
        else:
            out.append(([pid], depth))
    return out


def chip_layout(count: int, widest: int, width: int, height: int, s: float) -> tuple[int, int, int] | None:
    """Chips that show each piece with its name beside its picture (the deployment's pieces named without
    pointing at them): (chip width, height, gap) for the most columns whose chips hold the longest name, all rows
    within `height`; None when they do not fit (the tray shows pictures alone)."""
    gap = max(4, int(6 * s))
    tall = max(30, int(44 * s))
    for columns in (3, 2, 1):
        chip = (width - gap * (columns - 1)) // columns
        rows = -(-count // columns)
        if chip >= tall + widest + int(10 * s) and rows * (tall + gap) <= height:
            return chip, tall, gap
    return None


def tray_tile(count: int, width: int, height: int, s: float) -> tuple[int, int]:
    """The largest tile (and gap) that shows `count` tiles in rows across `width` within `height`: a full
    astronef's cargo fits the card at 720p too, each tile still a comfortable click target (>= 28 px)."""
    gap = max(4, int(6 * s))
    tile = int(58 * s)
    while tile > 28:
        per_row = max(1, (width + gap) // (tile + gap))
        rows = -(-count // per_row)
        if rows * (tile + gap) <= height:
            break
        tile -= 2
    return tile, gap


def now_text(scene: FmpScene) -> str:
    """What to do at this moment, as the panel says it (the table's help says it too)."""
    g = scene.game
    if g.over:
        return ""
    if scene.acting_seat() is None:
        return tr("waiting")
    phase = {Phase.LANDING: "hint_landing", Phase.DECISION: "hint_decision", Phase.DEPLOYMENT: "hint_deployment"}
    if g.phase in phase:
        return tr(phase[g.phase])
    if g.overtime:
        return tr("hint_overtime")
    return tr("hint_retreat" if scene.threatened() and not scene.selection.retreat_done else "hint_play")
