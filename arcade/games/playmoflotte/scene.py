"""The Playmoflotte table: paint the sea, then fight — posts, movement die by die, broadsides, casualties.

The scene asks the rules for everything (`check`, `reachable`, `targets`, `hit_chance`) and shows refusals as
sentences; it decides nothing itself. Before the first action the players may paint the area (PMF.MAP.3); the
painted rows go into the record's setup so the battle replays on the same sea.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui

from arcade.core.record import GameRecord
from arcade.core.squaregrid import KING, Cell
from arcade.games.playmoflotte.data import CODES, battle_board, ship_types, terrain_rows
from arcade.games.playmoflotte.drawing import STYLES, draw_arrow, draw_figure, draw_ship
from arcade.games.playmoflotte.rules import (
    COMMAND,
    DECK,
    HELM,
    SAILS,
    TERRAINS,
    Action,
    Advance,
    CaptainMove,
    Casualties,
    ChangePost,
    EndMovement,
    EndPosts,
    EndTurn,
    Event,
    Fire,
    MoveCannon,
    Phase,
    PlaymoflotteGame,
    Rejection,
    Roll,
    Ship,
    cannon_post,
    from_data,
    new_game,
    to_data,
)
from arcade.games.playmoflotte.rules.geometry import in_arc
from arcade.i18n import key, t
from arcade.scenes import AppContext, GameScene, button_action
from arcade.ui import theme
from arcade.ui.board_view import BoardView
from arcade.ui.dice_view import DiceView
from arcade.ui.handover import Handover
from arcade.ui.result_screen import ResultScreen
from arcade.ui.table import GameLog, Hit, TableLayout, draw_panel_back, draw_turn_banner, hit_at

NS = "playmoflotte"
SIDE_IDS = ("red", "blue", "amber", "green")


def tr(text_key: str, **values: object) -> str:
    return t(text_key, NS, **values)


class PlaymoflotteScene(GameScene):
    title = "Playmoflotte"

    def __init__(self, app: AppContext, record: GameRecord) -> None:
        super().__init__(app, record)
        self.names = [str(p.get("name", "?")) for p in record.setup.get("players", [])]  # type: ignore[union-attr]
        self.sides = [str(p.get("side", SIDE_IDS[i % 4]))  # type: ignore[union-attr]
                      for i, p in enumerate(record.setup.get("players", []))]  # type: ignore[arg-type]
        options = record.setup.get("options", {}) or {}
        self.painting = (options.get("layout") == "paint"  # type: ignore[union-attr]
                         and "terrain" not in record.setup and not record.actions)
        self.board = battle_board(record.setup)
        self.paint_rows = terrain_rows(self.board)
        self.brush = "island"
        self.game: PlaymoflotteGame | None = None
        self.log = GameLog(8)
        self.dice = DiceView()
        self.selected_ship: int | None = None
        self.selected_figures: list[int] = []
        self.selected_cannon: int | None = None
        self.heading: int | None = None
        self.hits: list[Hit] = []
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.actions: dict[object, Callable[[], None]] = {}
        self.layout = TableLayout.for_size((1920, 1080))
        self.view = BoardView(self.board, self.layout.board, STYLES, on_click=self.cell_clicked)
        self.casualty_seat: int | None = None  # the side whose player is choosing losses
        self._painting_drag = False
        if not self.painting:
            self._start_battle(replay=True)

    # -- battle start ----------------------------------------------------------------------------------------
    def _start_battle(self, replay: bool = False) -> None:
        self.board = battle_board(self.record.setup)
        self.game = new_game(self.record.setup, self.record.seed, self.board, ship_types())
        for data in self.record.actions if replay else []:
            self._log_events(self.game.apply(from_data(data)), quiet=True)
        self.view = BoardView(self.board, self.layout.board, STYLES, on_click=self.cell_clicked)
        self.painting = False
        if self.game.over:
            self._end()

    def start_battle(self) -> None:
        self.record.setup["terrain"] = list(self.paint_rows)
        self.app.record_action(self.record)  # the painted sea is saved before the first shot
        self._start_battle()
        self.rebuild()

    # -- widgets ---------------------------------------------------------------------------------------------
    def build(self, container: pygame_gui.core.UIContainer, size: tuple[int, int]) -> None:
        layout = self.layout = TableLayout.for_size(size)
        self.view.set_rect(layout.board)
        s = layout.scale
        m = self.app.manager
        self.buttons, self.actions = {}, {}

        def make(name: str, rect: pygame.Rect, text: str, primary: bool = False,
                 action: Callable[[], None] | None = None) -> None:
            btn = pygame_gui.elements.UIButton(rect, text, m, container,
                                               object_id="#primary" if primary else "#secondary")
            self.buttons[name] = btn
            if action is not None:
                self.actions[btn] = action

        box = layout.panel_box(0, 0)
        full = pygame.Rect(box.x, layout.panel.bottom - int(100 * s), box.width, int(76 * s))
        if self.painting:
            make("start_battle", full, key("start_battle", NS), True, self.start_battle)
            make("reset_map", pygame.Rect(box.x, full.y - int(76 * s), box.width, int(60 * s)), key("reset_map", NS),
                 action=self.reset_map)
            return
        half = (box.width - int(12 * s)) // 2
        row = layout.panel_box(300, 0).y
        make("primary", full, key("end_turn", NS), True, self.next_phase)
        make("roll", pygame.Rect(box.x, row, half, int(56 * s)), key("roll", NS), action=self.roll)
        make("stay", pygame.Rect(box.x + half + int(12 * s), row, half, int(56 * s)), key("stay", NS),
             action=lambda: self.act(Advance(self.selected_ship or 0, 0)))
        make("sail_off", pygame.Rect(box.x, row + int(66 * s), box.width, int(56 * s)), key("sail_off", NS),
             action=self.sail_off)
        make("confirm", full, key("confirm", NS), True, self.confirm_casualties)
        self.refresh_buttons()
        self._update_highlights()

    def _auto_select(self) -> None:
        """Keep one of the active side's ships selected, so the panel always shows something to do."""
        g = self.game
        if g is None or g.over:
            return
        ship = self._ship()
        if ship is None or ship.owner != g.active:
            own = g.own_ships()
            self.selected_ship = own[0].id if own else None
            self.selected_figures, self.selected_cannon, self.heading = [], None, None

    def refresh_buttons(self) -> None:
        g = self.game
        if g is None or not self.buttons:
            return
        self._auto_select()
        choosing = g.pending is not None
        moving = g.moving is not None
        ship = self._ship()
        show = {
            "primary": not choosing and not g.over,
            "roll": g.phase == Phase.MOVE and not choosing and not moving and ship is not None,
            "stay": g.phase == Phase.MOVE and moving,
            "sail_off": g.phase == Phase.MOVE and moving and self._off_distance() is not None,
            "confirm": choosing,
        }
        for name, btn in self.buttons.items():
            btn.show() if show.get(name, False) else btn.hide()
        label = {Phase.POSTS: "next_phase_posts", Phase.MOVE: "next_phase_move"}.get(g.phase, "end_turn")
        self.buttons["primary"].set_text(key(label, NS))
        if ship is not None and not moving:
            roll_ok = g.check(Roll(ship.id, self._wanted_heading(ship))) is None
            self.buttons["roll"].enable() if roll_ok else self.buttons["roll"].disable()
        if choosing and g.pending is not None:
            ok = len(self.selected_figures) == g.pending.count
            self.buttons["confirm"].enable() if ok else self.buttons["confirm"].disable()

    def resume(self) -> None:
        super().resume()
        self.refresh_buttons()

    # -- acting ----------------------------------------------------------------------------------------------
    def act(self, action: Action) -> bool:
        g = self.game
        assert g is not None
        applied = self.attempt(g, action, to_data(action))
        if applied is None:
            return False
        events: list[Event] = list(applied)
        self._log_events(events)
        kinds = {e.kind for e in events}
        self.app.sounds.play("win" if "won" in kinds else "shot" if "fired" in kinds else "move")
        if isinstance(action, EndTurn):
            self.selected_ship, self.heading = None, None
        if isinstance(action, ChangePost | CaptainMove | MoveCannon | Casualties):
            self.selected_figures, self.selected_cannon = [], None
        self.refresh_buttons()
        self._update_highlights()
        if g.pending is not None:
            self._ask_casualties()
        elif self.casualty_seat is not None:
            self._casualties_done()
        if g.over:
            self._end()
        self.app.request_redraw()
        return True

    def next_phase(self) -> None:
        g = self.game
        assert g is not None
        action: Action = {Phase.POSTS: EndPosts(), Phase.MOVE: EndMovement()}.get(g.phase, EndTurn())
        self.act(action)

    def roll(self) -> None:
        ship = self._ship()
        if ship is not None:
            self.act(Roll(ship.id, self._wanted_heading(ship)))

    def sail_off(self) -> None:
        distance = self._off_distance()
        if distance is not None and self.selected_ship is not None:
            self.act(Advance(self.selected_ship, distance))

    def _off_distance(self) -> int | None:
        g, ship = self.game, self._ship()
        if g is None or ship is None or g.moving is None or g.moving[0] != ship.id:
            return None
        for distance in range(1, g.moving[1] + 1):
            cells, end = g.path(ship, ship.heading, distance)
            if end == "off":
                return distance
            if end != "ok":
                return None
        return None

    def _ship(self) -> Ship | None:
        g = self.game
        if g is None or self.selected_ship is None:
            return None
        ship = g.ship(self.selected_ship)
        return ship if ship is not None and ship.afloat else None

    def _wanted_heading(self, ship: Ship) -> int:
        return ship.heading if self.heading is None else self.heading

    # -- casualties ------------------------------------------------------------------------------------------
    def _ask_casualties(self) -> None:
        g = self.game
        assert g is not None and g.pending is not None
        target = g.ships[g.pending.ship]
        self.selected_figures = list(g.pending.default)
        self.refresh_buttons()
        if self.casualty_seat is None and target.owner != g.active:
            self.casualty_seat = target.owner
            self.app.push(Handover(self.app, self.names[target.owner], self.sides[target.owner],
                                   self.app.request_redraw))
        else:
            self.casualty_seat = target.owner

    def _casualties_done(self) -> None:
        g = self.game
        assert g is not None
        seat, self.casualty_seat = self.casualty_seat, None
        if seat is not None and seat != g.active and not g.over:
            self.app.push(Handover(self.app, self.names[g.active], self.sides[g.active], self.app.request_redraw))

    def confirm_casualties(self) -> None:
        g = self.game
        if g is not None and g.pending is not None:
            self.act(Casualties(g.pending.ship, tuple(sorted(self.selected_figures))))

    def _end(self) -> None:
        g = self.game
        assert g is not None
        self.app.finish_game(self.record)
        winner = g.winner
        title = tr("won", name=self.names[winner]) if winner is not None else tr("nobody")
        lines = [(line, False) for line in self.log.lines]
        self.app.push(ResultScreen(self.app, title, self.board.name, lines, winner is not None))

    # -- input -----------------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if button_action(event, self.actions):
            return True
        if self.painting and self._paint_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            hit = hit_at(self.hits, event.pos)
            if hit is not None:
                self._panel_click(hit)
                return True
        return self.view.handle(event)

    def _paint_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = hit_at(self.hits, event.pos)
            if hit is not None and hit.kind == "brush":
                self.brush = str(hit.value)
                return True
            cell = self.view.cell_at(event.pos)
            if cell is not None:
                self._painting_drag = True
                self.paint(cell)
                return True
        elif event.type == pygame.MOUSEMOTION and self._painting_drag:
            cell = self.view.cell_at(event.pos)
            if cell is not None:
                self.paint(cell)
            return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._painting_drag:
            self._painting_drag = False
            return True
        return False

    def paint(self, cell: tuple[int, int]) -> None:
        """Lay one square of the chosen kind (PMF.MAP.3): each square has exactly one kind."""
        x, y = cell
        row = self.paint_rows[y]
        self.paint_rows[y] = row[:x] + CODES[self.brush] + row[x + 1:]
        self._reload_painted()

    def reset_map(self) -> None:
        self.paint_rows = terrain_rows(battle_board({"options": self.record.setup.get("options", {})}))
        self._reload_painted()

    def _reload_painted(self) -> None:
        setup = dict(self.record.setup, terrain=self.paint_rows)
        self.board = battle_board(setup)
        zoom, offset = self.view.zoom, self.view.offset
        self.view = BoardView(self.board, self.layout.board, STYLES, on_click=self.cell_clicked)
        self.view.zoom, self.view.offset = zoom, offset
        self.app.request_redraw()

    def cell_clicked(self, cell: tuple[int, int]) -> None:
        g = self.game
        if g is None or g.over:
            return
        here = Cell(*cell)
        ship_here = g.ship_at(here)
        own = g.active if self.casualty_seat is None else self.casualty_seat
        mover = self._ship()
        if g.phase == Phase.MOVE and mover is not None and g.moving is not None and g.moving[0] == mover.id:
            for cells in g.reachable(mover).values():
                if here in cells:
                    self.act(Advance(mover.id, cells.index(here) + 1))
                    return
        if ship_here is not None and ship_here.owner == own:
            self.app.sounds.play("select")
            self.selected_ship = ship_here.id
            self.selected_figures, self.selected_cannon, self.heading = [], None, None
            self._update_highlights()
            self.refresh_buttons()
            return
        if g.phase == Phase.FIRE and mover is not None and ship_here is not None:
            self._fire_at(mover, ship_here)

    def _fire_at(self, shooter: Ship, target: Ship) -> None:
        g = self.game
        assert g is not None
        first_refusal: Rejection | None = None
        for cannon in shooter.cannons:
            action = Fire(shooter.id, cannon.id, target.id)
            refusal = g.check(action)
            if refusal is None:
                self.act(action)
                return
            first_refusal = first_refusal or refusal
        if first_refusal is not None:
            self.refuse(first_refusal)

    def _panel_click(self, hit: Hit) -> None:
        g, ship = self.game, self._ship()
        if hit.kind == "arrow":
            self.heading = int(hit.value)  # type: ignore[call-overload]
            self.refresh_buttons()
        elif hit.kind == "figure":
            figure = int(hit.value)  # type: ignore[call-overload]
            if figure in self.selected_figures:
                self.selected_figures.remove(figure)
            else:
                self.selected_figures.append(figure)
            self.refresh_buttons()
        elif hit.kind == "post" and g is not None and ship is not None:
            post = str(hit.value)
            if not self.selected_figures and post.startswith("cannon:"):
                self.selected_cannon = int(post.split(":")[1])
            elif self.selected_figures:
                self._move_figures(ship, post)
        elif hit.kind == "slot" and ship is not None and self.selected_cannon is not None:
            side, slot = hit.value  # type: ignore[misc]
            self.act(MoveCannon(ship.id, self.selected_cannon, side, slot))
        self.app.request_redraw()

    def _move_figures(self, ship: Ship, post: str) -> None:
        figures = sorted(self.selected_figures)
        if 0 in figures and ship.captain_alive:
            self.act(CaptainMove(ship.id, post, tuple(f for f in figures if f != 0)))
            return
        for figure in figures:
            if not self.act(ChangePost(ship.id, figure, post)):
                break

    # -- highlights and log ----------------------------------------------------------------------------------
    def _update_highlights(self) -> None:
        g, ship = self.game, self._ship()
        self.view.clear_highlight()
        if g is None or ship is None or g.over:
            return
        self.view.set_highlight("selected", [tuple(ship.pos)], "selected")
        if g.phase == Phase.MOVE and g.moving is not None:
            cells = [tuple(c) for cs in g.reachable(ship).values() for c in cs]
            self.view.set_highlight("reach", cells, "reachable")
        if g.phase == Phase.FIRE:
            manned = [c for c in ship.cannons if ship.gunners(c.id) and (ship.id, c.id) not in g.fired]
            arc = [cell for cell in self.board.cells()
                   if any(in_arc(ship.pos, ship.heading, c.side, Cell(*cell)) for c in manned)]
            self.view.set_highlight("arc", arc, "threatened")
            targets = {tuple(t.pos) for c in manned for t in g.targets(ship, c)}
            self.view.set_highlight("targets", list(targets), "target")

    def _ship_name(self, ship_id: int) -> str:
        g = self.game
        assert g is not None
        ship = g.ships[ship_id]
        return f"{ship.type.name} {self.names[ship.owner]}"

    def _log_events(self, events: list[Event], quiet: bool = False) -> None:
        for e in events:
            d = e.data
            line = ""
            if e.kind == "rolled":
                line = tr("log_roll", ship=self._ship_name(d["ship"]), die=d["die"], n=d["max"])
                if not quiet:
                    self.dice.roll((d["die"],))
            elif e.kind == "moved" and d["path"]:
                g = self.game
                assert g is not None
                line = tr("log_move", name=self.names[g.ships[d["ship"]].owner], ship=self._ship_name(d["ship"]),
                          n=len(d["path"]))
            elif e.kind == "docked":
                line = tr("log_dock", ship=self._ship_name(d["ship"]), where=tr(f"where_{d['where']}"))
            elif e.kind == "sailed_off":
                line = tr("log_off", ship=self._ship_name(d["ship"]))
            elif e.kind == "fired":
                values = {"ship": self._ship_name(d["ship"]), "target": self._ship_name(d["target"]),
                          "die": d["score"], "needed": d["needed"], "n": d["casualties"]}
                line = tr("log_fire_hit" if d["hit"] else "log_fire_miss", **values)
                if d["enfilade"]:
                    line += f" ({tr('enfilade')})"
                if not quiet:
                    self.dice.roll((d["die"],))
            elif e.kind == "sunk":
                line = tr("log_sunk", ship=self._ship_name(d["ship"]))
            elif e.kind == "turn":
                line = tr("log_turn", name=self.names[d["side"]])
            if line:
                self.log.add(line)

    # -- per frame -------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.dice.update(dt)

    def wants_frame(self) -> bool:
        return self.dice.rolling

    def draw(self, surface: pygame.Surface) -> None:
        self.hits = []
        self.view.draw(surface)
        layout = self.layout
        s = layout.scale
        draw_panel_back(surface, layout)
        if self.painting:
            self._draw_painter(surface, s)
            return
        g = self.game
        assert g is not None
        size = self.view.zoom
        for ship in g.afloat():
            center = self.view.cell_center(tuple(ship.pos))
            if self.view.rect.collidepoint(center):
                draw_ship(surface, ship, center, size, selected=ship.id == self.selected_ship)
        self._draw_target_chances(surface, s)
        seat = g.active if self.casualty_seat is None else self.casualty_seat
        draw_turn_banner(surface, layout.panel_box(20, 96), self.names[seat], self.sides[seat],
                         self._phase_caption(), s)
        self._draw_phase_steps(surface, s)
        self._draw_hint(surface, s)
        self._draw_ship_panel(surface, s)
        self.dice.draw(surface, (layout.panel_box(0, 0).right - int(60 * s), layout.panel_box(132, 0).y), int(40 * s))
        log_box = layout.panel_box(830, 130)
        if self.message:
            y = log_box.y - int(60 * s)
            for line in theme.wrap(self.message, int(20 * s), log_box.width)[:2]:
                y = theme.blit_text(surface, line, int(20 * s), theme.CLOCK_RED, (log_box.x, y), bold=True).bottom
        self.log.draw(surface, log_box, s)

    def _phase_caption(self) -> str:
        g = self.game
        assert g is not None
        return tr({Phase.POSTS: "phase_posts", Phase.MOVE: "phase_move"}.get(g.phase, "phase_fire"))

    def _draw_phase_steps(self, surface: pygame.Surface, s: float) -> None:
        g = self.game
        assert g is not None
        box = self.layout.panel_box(130, 44)
        box.width -= int(76 * s)
        w = box.width // 3
        for i, (phase, label) in enumerate(((Phase.POSTS, "phase_posts"), (Phase.MOVE, "phase_move"),
                                            (Phase.FIRE, "phase_fire"))):
            rect = pygame.Rect(box.x + i * w, box.y, w - int(6 * s), box.height)
            current = g.phase == phase
            pygame.draw.rect(surface, theme.ACCENT if current else theme.PANEL_EDGE, rect,
                             border_radius=int(10 * s))
            theme.blit_text(surface, tr(label), int(20 * s), (20, 16, 8) if current else theme.TEXT_DIM,
                            rect.center, "center", current)

    def _draw_hint(self, surface: pygame.Surface, s: float) -> None:
        g, ship = self.game, self._ship()
        assert g is not None
        if g.pending is not None:
            target = g.ships[g.pending.ship]
            hint = tr("hint_casualties", name=self.names[target.owner], n=g.pending.count)
        elif g.phase == Phase.POSTS:
            hint = tr("hint_posts", n=g.changes_left(ship)) if ship else tr("hint_posts_none")
        elif g.phase == Phase.MOVE:
            hint = (tr("hint_advance", die=g.last_die, n=g.moving[1]) if g.moving is not None
                    else tr("hint_move"))
        else:
            hint = tr("hint_fire")
        box = self.layout.panel_box(186, 100)
        y = box.y
        for line in theme.wrap(hint, int(20 * s), box.width)[:4]:
            y = theme.blit_text(surface, line, int(20 * s), theme.TEXT, (box.x, y)).bottom

    def _draw_ship_panel(self, surface: pygame.Surface, s: float) -> None:
        """The selected ship's posts with its crew figures (or the target's, while losses are chosen)."""
        g = self.game
        assert g is not None
        ship = g.ships[g.pending.ship] if g.pending is not None else self._ship()
        if ship is None or not ship.afloat:
            return
        top = 300 if g.phase != Phase.MOVE else 440
        box = self.layout.panel_box(top, 520 - (top - 300))
        if g.phase == Phase.MOVE and g.pending is None:
            self._draw_heading_arrows(surface, ship, s)
        pygame.draw.rect(surface, (38, 46, 64), box, border_radius=int(12 * s))
        header = f"{ship.type.name} · {tr('crew_n', n=ship.crew)} · {tr('dice_n', n=ship.movement_dice())}"
        theme.blit_text(surface, header, int(22 * s), theme.TEXT, (box.x + int(12 * s), box.y + int(8 * s)), bold=True)
        posts: list[tuple[str, str]] = [(COMMAND, tr("post_command")), (HELM, tr("post_helm"))]
        posts += [(p, tr("post_sails", n=i + 1)) for i, p in enumerate(SAILS)]
        posts += [(cannon_post(c.id), tr("post_cannon", n=c.id + 1, side=tr(f"side_{c.side}"))) for c in ship.cannons]
        posts.append((DECK, tr("post_deck")))
        row_h = max(int(34 * s), (box.height - int(48 * s)) // (len(posts) + 1))
        y = box.y + int(42 * s)
        radius = max(6, int(row_h * 0.32))
        color = theme.side(self.sides[ship.owner]).color
        for post, label in posts:
            row = pygame.Rect(box.x + int(8 * s), y, box.width - int(16 * s), row_h - int(4 * s))
            chosen_cannon = post == cannon_post(self.selected_cannon) if self.selected_cannon is not None else False
            pygame.draw.rect(surface, theme.ACCENT if chosen_cannon else (50, 60, 82), row, 2 if chosen_cannon else 1,
                             border_radius=int(8 * s))
            theme.blit_text(surface, label, int(18 * s), theme.TEXT_DIM, (row.x + int(8 * s), row.centery), "midleft")
            self.hits.append(Hit(row, "post", post))
            x = row.x + int(row.width * 0.45)
            for figure in ship.at(post):
                center = (x, row.centery)
                draw_figure(surface, center, radius, color, captain=figure == 0 and ship.captain_alive,
                            selected=figure in self.selected_figures)
                self.hits.append(Hit(pygame.Rect(x - radius, row.y, 2 * radius, row.height), "figure", figure))
                x += int(radius * 2.3)
            y += row_h
        free = [(side, slot) for side in ("port", "starboard") for slot in ship.free_slots(side)]
        if self.selected_cannon is not None and free and g.phase == Phase.POSTS:
            x = box.x + int(8 * s)
            for side, slot in free:
                rect = pygame.Rect(x, y, int(box.width * 0.3), row_h - int(4 * s))
                pygame.draw.rect(surface, theme.ACCENT, rect, 2, border_radius=int(8 * s))
                theme.blit_text(surface, tr("free_slot", side=tr(f"side_{side}")), int(16 * s), theme.TEXT,
                                rect.center, "center")
                self.hits.append(Hit(rect, "slot", (side, slot)))
                x += rect.width + int(8 * s)

    def _draw_heading_arrows(self, surface: pygame.Surface, ship: Ship, s: float) -> None:
        """Eight arrows around the selected ship; the chosen heading is bright (turning needs the helm)."""
        g = self.game
        assert g is not None
        if g.moving is not None:
            return
        cx, cy = self.view.cell_center(tuple(ship.pos))
        step = self.view.zoom * 0.95
        wanted = self._wanted_heading(ship)
        for heading, d in enumerate(KING):
            center = (cx + d.x * step, cy + d.y * step)
            allowed = heading == ship.heading or ship.has_helm()
            color = theme.ACCENT if heading == wanted else ((235, 235, 240) if allowed else (90, 90, 100))
            draw_arrow(surface, center, heading, max(14.0, self.view.zoom * 0.45), color)
            size = int(max(20.0, self.view.zoom * 0.5))
            self.hits.append(Hit(pygame.Rect(int(center[0]) - size // 2, int(center[1]) - size // 2, size, size),
                                 "arrow", heading))

    def _draw_target_chances(self, surface: pygame.Surface, s: float) -> None:
        g, ship = self.game, self._ship()
        if g is None or ship is None or g.phase != Phase.FIRE:
            return
        manned = [c for c in ship.cannons if ship.gunners(c.id) and (ship.id, c.id) not in g.fired]
        seen: set[int] = set()
        for cannon in manned:
            for target in g.targets(ship, cannon):
                if target.id in seen:
                    continue
                seen.add(target.id)
                pct = round(g.hit_chance(ship, target) * 100)
                cx, cy = self.view.cell_center(tuple(target.pos))
                label = tr("hit_chance", pct=pct)
                rect = theme.blit_text(surface, label, int(22 * s), (255, 255, 255),
                                       (int(cx), int(cy - self.view.zoom * 0.55)), "center", True)
                pygame.draw.rect(surface, theme.THREAT, rect.inflate(10, 4), 2, border_radius=6)

    def _draw_painter(self, surface: pygame.Surface, s: float) -> None:
        layout = self.layout
        box = layout.panel_box(30, 0)
        y = theme.blit_text(surface, tr("paint_title"), int(34 * s), theme.ACCENT, box.topleft, bold=True).bottom
        for line in theme.wrap(tr("paint_hint"), int(20 * s), box.width):
            y = theme.blit_text(surface, line, int(20 * s), theme.TEXT, (box.x, y + int(4 * s))).bottom
        y += int(24 * s)
        for name in TERRAINS:
            rect = pygame.Rect(box.x, y, box.width, int(64 * s))
            chosen = name == self.brush
            pygame.draw.rect(surface, (50, 60, 82), rect, border_radius=int(10 * s))
            pygame.draw.rect(surface, theme.ACCENT if chosen else theme.PANEL_EDGE, rect, 4 if chosen else 1,
                             border_radius=int(10 * s))
            swatch = pygame.Rect(rect.x + int(10 * s), rect.y + int(10 * s), int(44 * s), int(44 * s))
            pygame.draw.rect(surface, STYLES[name].fill, swatch, border_radius=int(6 * s))
            theme.blit_text(surface, tr(f"brush_{name}"), int(24 * s), theme.TEXT,
                            (swatch.right + int(16 * s), rect.centery), "midleft", chosen)
            self.hits.append(Hit(rect, "brush", name))
            y += rect.height + int(10 * s)
