"""The Interceptor table's side panel: whose turn, the order timer, what is going on, the ship's card with the
orders as they will be executed and what the correction changes, the announcements owed and received, the log."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from arcade.games.interceptor.rules.game import ANNOUNCE, IN, ORDERS, PLACEMENT, InterceptorGame, Ship
from arcade.games.interceptor.rules.geometry import FACINGS
from arcade.games.interceptor.rules.orders import Execution
from arcade.games.interceptor.words import LETTERS, ship_name, table_orders, tr
from arcade.ui import theme
from arcade.ui.clock_view import ClockView
from arcade.ui.table import SidePanel, TableLayout, draw_panel_back, draw_turn_banner
from arcade.ui.theme import text_px as px

if TYPE_CHECKING:
    from arcade.games.interceptor.scene import InterceptorScene


class Panel(SidePanel):
    def __init__(self, scene: InterceptorScene) -> None:
        self.scene = scene
        super().__init__(scene.app.now, scene.layout)

    def place(self, layout: TableLayout) -> None:
        """Stacked from the top (banner, timer and status) and from the bottom (the button that sends, the tools,
        the log, then the controls of the moment); the card takes what is left."""
        super().place(layout)
        s, gap, row = layout.scale, self.gap, self.row
        panel = layout.panel
        top = row(self.banner.bottom + gap, max(int(96 * s), 80))
        clock = self.scene.clock
        if clock is not None:
            self.clock_rect, self.status_rect = self.split(top, 0.42)
            self.clock_view = ClockView(clock, self.clock_rect, tr("order_time"))
        else:
            self.status_rect = top
        self.submit_rect = row(panel.bottom - int(16 * s) - max(int(80 * s), 48), max(int(80 * s), 48))
        self.tools_rect = row(self.submit_rect.top - gap - max(int(44 * s), 32), max(int(44 * s), 32))
        lines = 4 if s >= 0.9 else 3
        log_height = lines * int(px(20, s) * 1.35)
        self.log_rect = row(self.tools_rect.top - gap - log_height, log_height)
        button = max(int(50 * s), 36)
        self.codes_rect = row(self.log_rect.top - gap - button, button)
        self.entry_rect = row(self.codes_rect.top - gap - button, button)
        self.speed_rect = row(self.entry_rect.top - gap - button, button)
        self.retreat_rect = row(self.speed_rect.top - gap - button, button)
        self.turn_rect = self.entry_rect  # placement: turn the ghost, where the text field is at order time
        self.choice_rect, self.choice2_rect = self.speed_rect, self.entry_rect  # announcement: turn, speed
        card_top = top.bottom + gap
        self.card = row(card_top, self.retreat_rect.top - gap - card_top)
        # (the retreat's button shows only once retreat is open: until then the card reaches down to the speed's,
        # room for all a flight's preview says at 1280x720 — what it cannot show came last, and was cut)
        self.long_card = row(card_top, self.speed_rect.top - gap - card_top)

    # -- drawing ---------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        scene, g = self.scene, self.scene.game
        s = self.layout.scale
        draw_panel_back(surface, self.layout)
        waiting = g.waiting_for()
        if scene.watching or g.over:  # the board is everyone's: no player's banner
            winner = g.winner if g.over else None
            name = scene.names[winner] if winner is not None else tr("everyone")
            draw_turn_banner(surface, self.banner, name, scene.sides[winner] if winner is not None else "white",
                             self.caption(), s)
        else:
            seat = scene.viewer if scene.viewer is not None else (waiting[0].owner if waiting else 0)
            draw_turn_banner(surface, self.banner, scene.names[seat], scene.sides[seat], self.caption(), s,
                             seat in scene.match.levels)
        if self.clock_view is not None:
            self.clock_view.draw(surface, scene.app.now())
        self.draw_status(surface, s)
        self.draw_card(surface, s)
        if scene.draw_refusal(surface, self.log_rect, px(19, s)) == self.log_rect.y:
            scene.log.draw(surface, self.log_rect, s)

    def caption(self) -> str:
        g = self.scene.game
        if g.over:
            return tr("caption_over")
        if self.scene.watching:
            return tr("caption_watch", n=max(1, g.turn - 1))
        return tr(f"caption_{g.phase}", n=g.turn)

    def draw_status(self, surface: pygame.Surface, s: float) -> None:
        g = self.scene.game
        rect = self.status_rect
        pygame.draw.rect(surface, (24, 30, 42), rect, border_radius=int(14 * s))
        pygame.draw.rect(surface, theme.PANEL_EDGE, rect, 2, border_radius=int(14 * s))
        inner = rect.inflate(-int(24 * s), -int(16 * s))
        watching = self.scene.watching  # the turn carried out, not the next one yet
        turn = max(1, g.turn - 1) if watching and not g.over else max(1, g.turn)
        y = theme.blit_text(surface, tr("turn_n", n=turn), px(28, s), theme.ACCENT, inner.topleft,
                            bold=True).bottom
        if watching:
            text = tr("carried_out")
        elif g.phase == ORDERS:
            given = len(self.scene.seen.given)
            text = tr("written", n=given, count=given, total=len(g.in_play()))
        elif g.phase == PLACEMENT:
            placed = sum(1 for x in g.ships if x.state != "waiting")
            text = tr("placed_count", n=placed, count=placed, total=len(g.ships))
        elif g.phase == ANNOUNCE:
            text = tr("announcing", n=len(self.scene.seen.owed))
        else:
            text = ""
        for line in theme.wrap(text, px(18, s), inner.width, lines=2):
            y = theme.blit_text(surface, line, px(18, s), theme.TEXT, (inner.x, y)).bottom

    def draw_card(self, surface: pygame.Surface, s: float) -> None:
        scene, g = self.scene, self.scene.game
        seen = scene.seen  # (orders and announcements: what this seat may know)
        rect = self.card if g.phase == ORDERS and g.retreat_open() else self.long_card
        pygame.draw.rect(surface, (34, 40, 58), rect, border_radius=int(12 * s))
        inner = rect.inflate(-int(24 * s), -int(20 * s))
        y = inner.y
        ship = scene.writing()
        if g.over or ship is None:
            y = self.text(surface, now_text(scene), inner, y, 20,
                          theme.TEXT if g.over or scene.watching else theme.TEXT_DIM)
            self.fleet(surface, inner, y, s)
            return
        y = self.text(surface, ship_name(g, scene.names, ship.id), inner, y, 24, theme.TEXT, True)
        if g.phase == PLACEMENT:
            y = self.text(surface, now_text(scene), inner, y, 20, theme.TEXT)
            y = self.text(surface, tr("entry", n=scene.entry_speed, facing=tr(f"facing_{FACINGS[scene.facing]}")),
                          inner, y, 20, theme.ACCENT, True)
            self.fleet(surface, inner, y, s)
            return
        y = self.text(surface, self.ship_line(ship), inner, y, 19, theme.TEXT_DIM)
        if g.phase == ANNOUNCE:
            self.text(surface, now_text(scene), inner, y, 20, theme.TEXT)
            return
        for hunted, (turn, speed) in sorted(seen.announced.items()):
            if ship.id in seen.owed.get(hunted, ()):
                y = self.text(surface, tr("heard", ship=ship_name(g, scene.names, hunted), turn=tr(f"term.turn_{turn}"),
                                          speed=tr(f"term.speed_{speed}")), inner, y, 19, theme.ACCENT)
        promised = seen.announced.get(ship.id)
        if promised is not None:
            y = self.text(surface, tr("promised", turn=tr(f"term.turn_{promised[0]}"),
                                      speed=tr(f"term.speed_{promised[1]}")), inner, y, 19, theme.ACCENT)
        allowed = ship.spec.speed_range(ship.speed)
        y = self.text(surface, now_text(scene), inner, y, 19, theme.TEXT)
        if allowed.stop - 1 < 0:  # reversing: why no forward speed is offered, and when it will be (INT.ORD.2)
            y = self.text(surface, tr("hint_reversing", n=ship.spec.acceleration), inner, y, 19, theme.CLOCK_AMBER)
        problem = scene.parse_problem()
        execution = scene.preview()
        if problem:
            self.text(surface, problem, inner, y, 20, theme.CLOCK_RED, True)
            return
        if execution is None:
            return
        written = table_orders(execution.correction.text)
        y = self.text(surface, tr("executed", orders=written), inner, y + int(4 * s), 24, theme.TEXT, True)
        *costs, unknown = flight_words(g, ship, execution)  # what the flight costs first: it is what hurts
        for line in costs:
            y = self.text(surface, line, inner, y, 19, theme.CLOCK_AMBER)
        for note in execution.correction.notes:
            said = tr(f"note_{note.kind}", a=note.a, b=note.b, code=LETTERS.shown(note.code), n=note.a)
            y = self.text(surface, "• " + said, inner, y, 19, theme.CLOCK_AMBER)
        if not execution.correction.notes and not execution.correction.retreat:
            y = self.text(surface, tr("note_none"), inner, y, 19, theme.TEXT_DIM)
        self.text(surface, unknown, inner, y, 18, theme.TEXT_DIM)

    def ship_line(self, ship: Ship) -> str:
        """Structure, speed and facing as the board shows them (during a resolution, as far as it has got)."""
        structure, speed, facing = ship.structure, ship.speed, ship.facing
        stage = self.scene.stage
        if stage is not None:
            structure += self.scene.hurt.get(ship.id, 0) - stage.hurt.get(ship.id, 0)  # damage not yet shown
            if ship.id in stage.ships:
                _, facing, speed = stage.ships[ship.id]
        line = tr("ship_line", s=structure, max=ship.spec.structure, n=speed, facing=tr(f"facing_{FACINGS[facing]}"))
        return line + (" · " + tr("stars", n=ship.stars) if self.scene.game.experience else "")

    def fleet(self, surface: pygame.Surface, rect: pygame.Rect, y: int, s: float) -> None:
        """Every ship in the fight: public structure and speed."""
        scene, g = self.scene, self.scene.game
        for ship in g.ships:
            if ship.state != IN:
                continue
            colour = theme.side(scene.sides[ship.owner]).color
            size = px(18, s)
            if y + size > rect.bottom:
                return
            pygame.draw.circle(surface, colour, (rect.x + size // 2, y + size // 2 + 2), size // 2)
            text = f"{ship_name(g, scene.names, ship.id)} · {self.ship_line(ship)}"
            for line in theme.wrap(text, size, rect.width - size - 8, lines=3):  # on a few lines rather than cut
                if y + size > rect.bottom:
                    return
                theme.blit_text(surface, line, size, theme.TEXT, (rect.x + size + 8, y))
                y += int(size * 1.3)
            y += int(size * 0.3)


def flight_words(g: InterceptorGame, ship: Ship, execution: Execution) -> list[str]:
    """What the preview knows the flight will cost (the rules' own count: the edge, asteroids passed through),
    where it ends (hidden in an asteroid: out of reach of fire, which it cannot open either), and what it cannot
    know: the asteroids drift after the ships, and the others' ships move at the same time."""
    edge, crossed = g.flight_damage(ship.at, execution.path)
    out = ["• " + tr("preview_edge", n=edge)] if edge else []
    if crossed:
        out.append("• " + tr("preview_crossed", n=crossed))
    if g.in_rock(execution.end[0]):
        out.append("• " + tr("preview_hidden"))
    return [*out, tr("preview_unknown")]


def now_text(scene: InterceptorScene) -> str:
    """What to do at this moment, as the panel says it (the table's help says it too)."""
    g, ship = scene.game, scene.writing()
    if g.over:
        return tr("hint_over")
    if ship is None:
        return tr("hint_watch" if scene.watching else "hint_wait")
    if g.phase == PLACEMENT:
        return tr("hint_place")
    if g.phase == ANNOUNCE:
        hunters = scene.seen.owed.get(ship.id, ())
        return tr("hint_announce", ships=", ".join(ship_name(g, scene.names, p) for p in hunters))
    allowed = ship.spec.speed_range(ship.speed)
    return tr("hint_orders", lo=allowed.start, hi=allowed.stop - 1)
