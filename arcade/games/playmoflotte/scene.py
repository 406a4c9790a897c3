"""The Playmoflotte table: paint the sea, then fight — posts, movement die by die, broadsides, casualties.

The scene asks the rules for everything (`check`, `reachable`, `shot_at`, `hit_chance`, `ready_cannons`...) and
shows refusals as sentences; it decides nothing itself. Before the first action the players may paint the area
(PMF.MAP.3); the painted rows go into the record's setup so the battle replays on the same sea.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame
import pygame_gui

from arcade.core.board import Board
from arcade.core.protocol import Outcome, Rejection, Seat
from arcade.core.squaregrid import KING, Cell
from arcade.games.playmoflotte.drawing import STYLES, draw_arrow, draw_figure, ship_sprite
from arcade.games.playmoflotte.rules import (
    CODES,
    TERRAINS,
    Action,
    Advance,
    CaptainMove,
    Casualties,
    ChangePost,
    EndMovement,
    EndPosts,
    EndTurn,
    MoveCannon,
    Phase,
    PlaymoflotteGame,
    PlaymoflotteRules,
    Roll,
    Ship,
    cannon_post,
    terrain_rows,
)
from arcade.games.playmoflotte.rules import events as ev
from arcade.games.playmoflotte.words import NS, hint_places, move_words, post_names, ship_name, tr
from arcade.i18n import key
from arcade.scenes import button_action
from arcade.ui import theme
from arcade.ui.board import BoardView, Sprite
from arcade.ui.dice_view import DiceView
from arcade.ui.table import (
    Hit,
    TableLayout,
    draw_panel_back,
    draw_turn_banner,
    draw_wrapped,
    hit_at,
    light_button,
)
from arcade.ui.table_scene import TableScene


class PlaymoflotteScene(TableScene[PlaymoflotteGame]):
    title = "Playmoflotte"
    namespace = NS


    def setup_table(self) -> None:
        options = self.record.setup.get("options") or {}
        self.painting = (isinstance(options, dict) and options.get("layout") == "paint"
                         and "terrain" not in self.record.setup and not self.record.steps)
        self.board = self.game.board
        self.paint_rows = terrain_rows(self.board)
        self.brush = "island"
        self.dice = DiceView()
        self.selected_ship: int | None = None
        self.selected_figures: list[int] = []
        self.selected_cannon: int | None = None
        self.heading: int | None = None
        self.hand_back = False  # the casualty choice is over: the screen goes back to the player whose turn it is
        self.view = self._new_view()
        self._painting_drag = False

    def _new_view(self) -> BoardView:
        view = BoardView(self.board, self.layout.board, STYLES, on_click=self.cell_clicked, now=self.app.now,
                         labels=True)
        view.status_corner = "bottomright"  # the terrain legend keeps the left
        return view

    # -- the painted sea (PMF.MAP.3) -------------------------------------------------------------------------
    def start_battle(self) -> None:
        """The painted rows become part of the setup (saved before the first shot) and the battle starts."""
        self.record.setup["terrain"] = list(self.paint_rows)
        if self.record.key is not None:
            self.app.store.update_setup(self.record.key, self.record.setup)
        self.setup = self.rules.parse_setup(self.record.setup)
        self.state = self.rules.initial(self.setup, self.record.seed)
        self.board = self.game.board
        self.view = self._new_view()
        self.painting = False
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
        make("turn_left", pygame.Rect(box.x, row + int(66 * s), half, int(56 * s)), key("turn_left", NS),
             action=lambda: self.turn(-1))
        make("turn_right", pygame.Rect(box.x + half + int(12 * s), row + int(66 * s), half, int(56 * s)),
             key("turn_right", NS), action=lambda: self.turn(1))
        make("confirm", full, key("confirm", NS), True, self.confirm_casualties)
        self.refresh_buttons()
        self._update_highlights()

    def _auto_select(self) -> None:
        """Keep one of the acting side's ships selected, so the panel always shows something to do."""
        g = self.game
        if g.over:
            return
        ship = self._ship()
        if ship is None or ship.owner != g.active:
            own = g.own_ships()
            self.selected_ship = own[0].id if own else None
            self.selected_figures, self.selected_cannon, self.heading = [], None, None

    def refresh_buttons(self) -> None:
        g = self.game
        if not self.buttons or self.painting:
            return
        self._auto_select()
        choosing = g.pending is not None
        moving = g.moving is not None
        ship = self._ship()
        show = {
            "primary": not choosing and not g.over,
            "roll": g.phase == Phase.MOVE and not choosing and not moving and ship is not None,
            "stay": g.phase == Phase.MOVE and moving,
            "sail_off": g.phase == Phase.MOVE and moving and ship is not None
            and g.sail_off_distance(ship) is not None,
            "confirm": choosing,
        }
        show["turn_left"] = show["turn_right"] = show["roll"]  # every heading, towards the edge too
        for name, btn in self.buttons.items():
            btn.show() if show.get(name, False) else btn.hide()
        label = {Phase.CREW: "next_phase_crew", Phase.POSTS: "next_phase_posts",
                 Phase.MOVE: "next_phase_move"}.get(g.phase, "end_turn")
        self.buttons["primary"].set_text(key(label, NS))
        roll_ok = ship is not None and not moving and g.check(Roll(ship.id, self._wanted_heading(ship))) is None
        if ship is not None and not moving:
            self.buttons["roll"].enable() if roll_ok else self.buttons["roll"].disable()
            wanted = self._wanted_heading(ship)
            for name, step in (("turn_left", -1), ("turn_right", 1)):  # as the rules say (a helm, PMF.MOVE.2)
                turned = Roll(ship.id, (wanted + step) % len(KING))
                self.buttons[name].enable() if g.check(turned) is None else self.buttons[name].disable()
        # the die first, then a square: "Done moving" is the bright button only once nothing is left to do
        light_button(self.buttons["roll"], roll_ok)
        light_button(self.buttons["primary"], not roll_ok and not moving)
        if choosing and g.pending is not None:
            ok = len(self.selected_figures) == g.pending.count
            self.buttons["confirm"].enable() if ok else self.buttons["confirm"].disable()

    # -- acting ----------------------------------------------------------------------------------------------
    def act(self, action: Action) -> None:
        """Clicks and keys end here: the table asks the rules, records and shows."""
        self.send(action)

    def show(self, seat: Seat, action: Action, events: Sequence[ev.Event], replaying: bool) -> None:
        self._log_events(list(events), quiet=replaying)
        g = self.game
        for e in events:
            if isinstance(e, ev.CasualtiesTaken) and g.ships[e.ship].owner != g.active:
                self.hand_back = True
        if replaying:
            return
        self._animate(events)
        self.app.sounds.play("win" if any(isinstance(e, ev.Won) for e in events)
                             else "shot" if any(isinstance(e, ev.Fired) for e in events) else "move")
        if isinstance(action, EndTurn):
            self.selected_ship, self.heading = None, None
        if isinstance(action, ChangePost | CaptainMove | MoveCannon | Casualties):
            self.selected_figures, self.selected_cannon = [], None
        if g.pending is not None:
            self.selected_figures = list(g.pending.default)  # the losses proposed: deck crew first
        self.refresh_buttons()
        self._update_highlights()

    def _animate(self, events: Sequence[ev.Event]) -> None:
        """Ships slide square by square; a broadside draws from the shooter to its target and flashes on a hit;
        a ship that sinks or sails off fades away."""
        g, view = self.game, self.view
        for e in events:
            if isinstance(e, ev.Moved) and e.path:
                view.slide(e.ship, [e.start, *e.path])
            elif isinstance(e, ev.SailedOff):
                ship = g.ships[e.ship]
                heading = KING[ship.heading]
                view.slide(e.ship, [ship.pos, (ship.pos.x + heading.x, ship.pos.y + heading.y)])
                view.animator.fade(e.ship)
            elif isinstance(e, ev.Fired):
                start = view.world_center(g.ships[e.ship].pos)
                end = view.world_center(g.ships[e.target].pos)
                view.animator.beam(start, end, (255, 90, 60) if e.hit else (220, 220, 230))
                view.animator.flash(end, (255, 200, 90) if e.hit else (200, 230, 255))
            elif isinstance(e, ev.Sunk):
                view.animator.fade(e.ship, 0.8)

    def needs_handover(self, seat: Seat) -> bool:
        """PMF.FIRE.8: the computer goes to the target's player for the casualties, and back afterwards; the
        board holds no secret, so the turns themselves need no hand-over."""
        if self.game.pending is not None:
            return True
        back, self.hand_back = self.hand_back, False
        return back

    def taken_back_hook(self) -> None:
        super().taken_back_hook()
        self.view.animator.skip()
        self._update_highlights()

    def clear_selection(self) -> None:
        g = self.game
        self.selected_figures = list(g.pending.default) if g.pending is not None else []
        self.selected_cannon, self.heading = None, None
        self.refresh_buttons()

    def confirmation(self, seat: Seat, action: Action) -> str | None:
        """Sailing off the map takes the ship out of the battle: ask once, and say when that ends it."""
        g = self.game
        if not isinstance(action, Advance):
            return None
        ship = g.ship(action.ship)
        if ship is None or g.sail_off_distance(ship) != action.distance:
            return None
        after = self.rules.clone(g)
        self.rules.apply(after, seat, action)
        outcome = self.rules.outcome(after)
        ship_name = tr(f"term.ship.{ship.type.id}")
        if outcome is not None and outcome.winners:
            return tr("confirm_sail_off_last", ship=ship_name, name=self.names[outcome.winners[0]])
        return tr("confirm_sail_off", ship=ship_name)

    def next_phase(self) -> None:
        ends: dict[str, Action] = {Phase.CREW: EndPosts(), Phase.POSTS: EndPosts(), Phase.MOVE: EndMovement()}
        self.act(ends.get(self.game.phase, EndTurn()))

    def turn(self, step: int) -> None:
        """The heading the die will be rolled for, an eighth of a turn to the right (+1) or left (-1)."""
        ship = self._ship()
        if ship is not None:
            self.heading = (self._wanted_heading(ship) + step) % len(KING)
            self.refresh_buttons()
            self.app.request_redraw()

    def roll(self) -> None:
        ship = self._ship()
        if ship is not None:
            self.act(Roll(ship.id, self._wanted_heading(ship)))

    def sail_off(self) -> None:
        ship = self._ship()
        distance = None if ship is None else self.game.sail_off_distance(ship)
        if ship is not None and distance is not None:
            self.act(Advance(ship.id, distance))

    def _ship(self) -> Ship | None:
        if self.selected_ship is None:
            return None
        ship = self.game.ship(self.selected_ship)
        return ship if ship is not None and ship.afloat else None

    def _wanted_heading(self, ship: Ship) -> int:
        return ship.heading if self.heading is None else self.heading

    # -- casualties ------------------------------------------------------------------------------------------
    def confirm_casualties(self) -> None:
        g = self.game
        if g.pending is not None:
            self.act(Casualties(g.pending.ship, tuple(sorted(self.selected_figures))))

    # -- the end ---------------------------------------------------------------------------------------------
    def result_subtitle(self, outcome: Outcome) -> str:
        """Why it ended: what became of the beaten sides' ships (sunk, sailed off the sea)."""
        ships = outcome.details.get("ships", [])
        gone = [tr(f"why_{s['gone']}", ship=ship_name(self.game, self.names, int(s["id"])))
                for s in ships if s.get("gone") and int(s["owner"]) not in outcome.winners]
        return " ".join(line[:1].upper() + line[1:] for line in gone) or self.board.name

    def result_lines(self, outcome: Outcome) -> list[tuple[str, bool]]:
        """Each side's ships: afloat with their crew, sunk or sailed off."""
        out: list[tuple[str, bool]] = []
        for seat, name in enumerate(self.names):
            out.append((name, True))
            for s in outcome.details.get("ships", []):
                if int(s["owner"]) == seat:
                    ship = self.game.ships[int(s["id"])]
                    words = tr(f"fate_{s['gone']}") if s["gone"] else tr("fate_afloat", n=ship.crew)
                    out.append((tr("fate_line", ship=ship_name(self.game, self.names, ship.id), fate=words), False))
        return out

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
        self.paint_rows = terrain_rows(self.rules_board())
        self._reload_painted()

    def rules_board(self) -> Board:
        """The chosen preset map, before any painting."""
        preset: Board = self.rules.parse_setup({k: v for k, v in self.record.setup.items() if k != "terrain"}).board
        return preset

    def _reload_painted(self) -> None:
        rules = self.rules
        assert isinstance(rules, PlaymoflotteRules)
        self.board = rules.painted(self.rules_board(), self.paint_rows)
        old, self.view = self.view, self._new_view()
        self.view.keep_camera(old)
        self.app.request_redraw()

    def cell_clicked(self, cell: tuple[int, int]) -> None:
        g = self.game
        if g.over or self.painting:
            return
        here = Cell(*cell)
        ship_here = g.ship_at(here)
        mover = self._ship()
        if g.phase == Phase.MOVE and mover is not None and g.moving is not None and g.moving[0] == mover.id:
            for cells in g.reachable(mover).values():
                if here in cells:
                    self.act(Advance(mover.id, cells.index(here) + 1))
                    return
        if ship_here is not None and ship_here.owner == self.viewer:
            self.app.sounds.play("select")
            self.selected_ship = ship_here.id
            self.selected_figures, self.selected_cannon, self.heading = [], None, None
            self._update_highlights()
            self.refresh_buttons()
            return
        if g.phase == Phase.FIRE and mover is not None and ship_here is not None:
            shot = g.shot_at(mover, ship_here)
            if isinstance(shot, Rejection):
                self.refuse(shot)
            else:
                self.act(shot)

    def _panel_click(self, hit: Hit) -> None:
        ship = self._ship()
        if hit.kind == "arrow":
            self.heading = int(hit.value)
            self.refresh_buttons()
        elif hit.kind == "figure":
            figure = int(hit.value)
            if figure in self.selected_figures:
                self.selected_figures.remove(figure)
            else:
                self.selected_figures.append(figure)
            self.refresh_buttons()
        elif hit.kind == "post" and ship is not None:
            post = str(hit.value)
            if not self.selected_figures and post.startswith("cannon:"):
                self.selected_cannon = int(post.split(":")[1])
            elif self.selected_figures:
                self._move_figures(ship, post)
        elif hit.kind == "slot" and ship is not None and self.selected_cannon is not None:
            side, slot = hit.value
            self.act(MoveCannon(ship.id, self.selected_cannon, side, slot))
        self.app.request_redraw()

    def _move_figures(self, ship: Ship, post: str) -> None:
        figures = sorted(self.selected_figures)
        if 0 in figures and ship.captain_alive and self.game.phase != Phase.CREW:  # placing the crew: one by one
            self.act(CaptainMove(ship.id, post, tuple(f for f in figures if f != 0)))
            return
        for figure in figures:
            if not self.send(ChangePost(ship.id, figure, post)):
                break

    # -- highlights and log ----------------------------------------------------------------------------------
    def _update_highlights(self) -> None:
        g, ship = self.game, self._ship()
        self.view.clear_highlight()
        if ship is None or g.over or self.painting:
            return
        self.view.set_highlight("selected", [(ship.pos.x, ship.pos.y)], "selected")
        if g.phase == Phase.MOVE and g.moving is not None:
            cells = [(c.x, c.y) for cs in g.reachable(ship).values() for c in cs]
            self.view.set_highlight("reach", cells, "reachable")
        if g.phase == Phase.FIRE:
            self.view.set_highlight("arc", [(c.x, c.y) for c in g.arc_cells(ship)], "threatened")
            targets = {(t.pos.x, t.pos.y) for c in g.ready_cannons(ship) for t in g.targets(ship, c)}
            self.view.set_highlight("targets", sorted(targets), "target")

    def _ship_name(self, ship_id: int) -> str:
        return ship_name(self.game, self.names, ship_id)

    def move_words(self, action: Any) -> str:
        return move_words(self.game, self.names, action)

    def hint_spots(self, action: Any) -> list[pygame.Rect]:
        return self.view.cell_rects(hint_places(self.game, action))

    def _log_events(self, events: list[ev.Event], quiet: bool = False) -> None:
        for e in events:
            line = ""
            if isinstance(e, ev.Rolled):
                line = tr("log_roll", ship=self._ship_name(e.ship), die=e.die, n=e.max, count=e.max)
                if not quiet:
                    self.dice.roll((e.die,))
            elif isinstance(e, ev.Moved) and e.path:
                line = tr("log_move", ship=self._ship_name(e.ship), n=len(e.path), count=len(e.path))
            elif isinstance(e, ev.Docked):
                line = tr("log_dock", ship=self._ship_name(e.ship), where=tr(f"where_{e.where}"))
            elif isinstance(e, ev.SailedOff):
                line = tr("log_off", ship=self._ship_name(e.ship))
            elif isinstance(e, ev.Fired):
                values = {"ship": self._ship_name(e.ship), "target": self._ship_name(e.target), "die": e.score,
                          "needed": e.needed, "n": e.casualties, "count": e.casualties}
                line = tr("log_fire_hit" if e.hit else "log_fire_miss", **values)
                if e.enfilade:
                    line += f" ({tr('enfilade')})"
                if not quiet:
                    self.dice.roll((e.die,))
            elif isinstance(e, ev.Sunk):
                line = tr("log_sunk", ship=self._ship_name(e.ship))
            elif isinstance(e, ev.TurnBegan):
                line = tr("log_crew" if self.game.phase == Phase.CREW else "log_turn", name=self.names[e.side])
                self.dice.clear()  # the last player's die is not the new player's
            if line:
                self.log.add(line[:1].upper() + line[1:])

    # -- per frame -------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.dice.update(dt)
        self.view.update(dt)
        super().update(dt)

    def wants_frame(self) -> bool:
        return self.dice.wants_frame() or self.view.wants_frame()

    def _ship_sprites(self) -> list[Sprite]:
        """Every ship afloat, and the ones sinking or sailing off while they fade."""
        fading = set(self.view.animator.fading())
        return [ship_sprite(ship, self.sides[ship.owner]) for ship in self.game.ships
                if ship.afloat or ship.id in fading]

    def draw(self, surface: pygame.Surface) -> None:
        self.hits = []
        if not self.painting:
            self.view.set_sprites(self._ship_sprites())
        self.view.draw(surface)
        layout = self.layout
        s = layout.scale
        draw_panel_back(surface, layout)
        if self.painting:
            self._draw_painter(surface, s)
            return
        g = self.game
        self._draw_legend(surface, s)
        self._draw_target_chances(surface, s)
        seat = g.active if self.viewer is None else self.viewer
        draw_turn_banner(surface, layout.panel_box(20, 96), self.names[seat], self.sides[seat],
                         self._phase_caption(), s, seat in self.computers.levels)
        self._draw_phase_steps(surface, s)
        self._draw_hint(surface, s)
        self._draw_ship_panel(surface, s)
        self.dice.draw(surface, (layout.panel_box(0, 0).right - int(44 * s), layout.panel_box(196, 0).y), int(40 * s))
        log_box = layout.panel_box(830, 130)
        y = self.draw_refusal(surface, log_box, theme.text_px(20, s), lines=2)  # a refusal comes before the log
        if y > log_box.y:
            log_box.height -= y - log_box.y
            log_box.y = y
        self.log.draw(surface, log_box, s)
        self.draw_pointer_texts(surface, surface.get_rect())

    def _draw_legend(self, surface: pygame.Surface, s: float) -> None:
        """What each colour of square is, beside the board (in its wider margin)."""
        board, zoom = self.layout.board, self.view.zoom
        first = self.view.cell_center(Cell(0, 0))
        last = self.view.cell_center(Cell(self.game.board.cols - 1, self.game.board.rows - 1))
        size = theme.text_px(18, s)
        box = max(14, int(22 * s))
        names = [(name, tr(f"brush_{name}")) for name in STYLES]
        width = box + int(8 * s) + max(theme.font(size).size(label)[0] for _, label in names)
        right = board.right - int(last[0] + zoom / 2) - int(40 * s)
        left = int(first[0] - zoom / 2) - board.x - int(48 * s)  # room left of the row numbers
        below = board.bottom - int(last[1] + zoom / 2) - int(8 * s)
        if max(right, left) >= width:  # a column beside the board
            x = int(last[0] + zoom / 2) + int(20 * s) if right >= left else board.x + int(12 * s)
            spots = [(x, int(last[1] + zoom / 2) - (len(names) - i) * (box + int(8 * s))) for i in range(len(names))]
        elif below >= box + int(4 * s):  # else a row under it
            x, spots = int(first[0] - zoom / 2), []
            for _, label in names:
                spots.append((x, int(last[1] + zoom / 2) + int(6 * s)))
                x += box + int(8 * s) + theme.font(size).size(label)[0] + int(24 * s)
        else:
            return
        for (name, label), (x, y) in zip(names, spots, strict=True):
            swatch = pygame.Rect(x, y, box, box)
            pygame.draw.rect(surface, STYLES[name].fill, swatch, border_radius=int(4 * s))
            pygame.draw.rect(surface, theme.PANEL_EDGE, swatch, 1, border_radius=int(4 * s))
            theme.blit_text(surface, label, size, theme.TEXT_DIM, (swatch.right + int(8 * s), swatch.centery),
                            "midleft")

    def _phase_caption(self) -> str:
        g = self.game
        return tr({Phase.CREW: "phase_crew", Phase.POSTS: "phase_posts", Phase.MOVE: "phase_move"}.get(
            g.phase, "phase_fire"))

    def _draw_phase_steps(self, surface: pygame.Surface, s: float) -> None:
        g = self.game
        box = self.layout.panel_box(130, 44)
        steps = ((Phase.CREW, "phase_crew"),) if g.phase == Phase.CREW else (
            (Phase.POSTS, "phase_posts"), (Phase.MOVE, "phase_move"), (Phase.FIRE, "phase_fire"))
        gap = int(6 * s)
        for size in sorted({theme.text_px(n, s) for n in (20, 18, 16)}, reverse=True):  # smaller before cut
            needs = [theme.font(size, True).size(tr(label))[0] + int(16 * s) for _, label in steps]
            if sum(needs) + gap * (len(steps) - 1) <= box.width:
                break
        else:  # too narrow even so: the current phase in full, the others share what is left
            current = next((i for i, (phase, _) in enumerate(steps) if phase == g.phase), 0)
            rest = max(0, box.width - needs[current] - gap * (len(steps) - 1)) // max(1, len(steps) - 1)
            needs = [need if i == current else rest for i, need in enumerate(needs)]
        spare = max(0, box.width - sum(needs) - gap * (len(steps) - 1)) // len(steps)  # as wide as their words
        x = box.x
        for (phase, label), need in zip(steps, needs, strict=True):
            rect = pygame.Rect(x, box.y, need + spare, box.height)
            x = rect.right + gap
            current = g.phase == phase
            pygame.draw.rect(surface, theme.ACCENT if current else theme.PANEL_EDGE, rect,
                             border_radius=int(10 * s))
            theme.blit_text(surface, theme.fit(tr(label), size, rect.width - int(8 * s), bold=True), size,
                            (20, 16, 8) if current else theme.TEXT_DIM, rect.center, "center", True)

    def _draw_hint(self, surface: pygame.Surface, s: float) -> None:
        g, ship = self.game, self._ship()
        if g.pending is not None:
            target = g.ships[g.pending.ship]
            hint = tr("hint_casualties", name=self.names[target.owner], n=g.pending.count)
        elif g.phase == Phase.CREW:
            hint = tr("hint_crew")
        elif g.phase == Phase.POSTS:
            hint = tr("hint_posts", n=g.changes_left(ship)) if ship else tr("hint_posts_none")
        elif g.phase == Phase.MOVE:
            hint = (tr("hint_advance", die=g.last_die, n=g.moving[1]) if g.moving is not None
                    else tr("hint_move"))
        else:
            hint = tr("hint_fire")
        box = self.layout.panel_box(186, 104)
        box.width -= int(76 * s)  # the die shows at its right
        draw_wrapped(surface, hint, box, box.y, 20, theme.TEXT, s)  # never over the ship's panel below

    def _draw_ship_panel(self, surface: pygame.Surface, s: float) -> None:
        """The selected ship's posts with its crew figures (or the target's, while losses are chosen)."""
        g = self.game
        ship = g.ships[g.pending.ship] if g.pending is not None else self._ship()
        if ship is None or not ship.afloat:
            return
        top = 300 if g.phase != Phase.MOVE else 440
        box = self.layout.panel_box(top, 520 - (top - 300))
        if g.phase == Phase.MOVE and g.pending is None:
            self._draw_heading_arrows(surface, ship, s)
        pygame.draw.rect(surface, (38, 46, 64), box, border_radius=int(12 * s))
        header = f"{ship.type.name} · {tr('crew_n', n=ship.crew)} · {tr('dice_n', n=ship.movement_dice())}"
        theme.blit_text(surface, header, theme.text_px(22, s), theme.TEXT, (box.x + int(12 * s), box.y + int(8 * s)),
                        bold=True)
        posts = post_names(ship)
        labels = max(theme.font(theme.text_px(18, s)).size(label)[0] for _, label in posts) + int(8 * s)
        width = box.width - int(16 * s)
        first = max(int(width * 0.45), labels + int(16 * s))  # where the figures start in a row
        step = max(24, int(36 * s))  # each figure a 24-px click target at 720p, at least
        per_line = max(1, (width - first - int(8 * s)) // step)
        lines = [max(1, -(-len(ship.at(post)) // per_line)) for post, _ in posts]  # a crowded deck: two lines
        line_h = max(step, (box.height - int(48 * s)) // (sum(lines) + 1))
        y = box.y + int(42 * s)
        radius = max(6, int(min(line_h * 0.32, step * 0.42)))
        color = theme.side(self.sides[ship.owner]).color
        for (post, label), count in zip(posts, lines, strict=True):
            row_h = line_h * count
            row = pygame.Rect(box.x + int(8 * s), y, width, row_h - int(4 * s))
            chosen_cannon = post == cannon_post(self.selected_cannon) if self.selected_cannon is not None else False
            pygame.draw.rect(surface, theme.ACCENT if chosen_cannon else (50, 60, 82), row, 2 if chosen_cannon else 1,
                             border_radius=int(8 * s))
            theme.blit_text(surface, label, theme.text_px(18, s), theme.TEXT_DIM, (row.x + int(8 * s), row.centery),
                            "midleft")
            self.hits.append(Hit(row, "post", post))
            for n, figure in enumerate(ship.at(post)):
                line, place = divmod(n, per_line)
                spot = pygame.Rect(row.x + first + place * step, row.y + line * line_h, step, line_h - int(4 * s))
                draw_figure(surface, spot.center, radius, color, captain=figure == 0 and ship.captain_alive,
                            selected=figure in self.selected_figures)
                self.hits.append(Hit(spot, "figure", figure))
            y += row_h
        free = [(side, slot) for side in ("port", "starboard") for slot in ship.free_slots(side)]
        if self.selected_cannon is not None and free and g.phase in (Phase.CREW, Phase.POSTS):
            x = box.x + int(8 * s)
            for side, slot in free:
                rect = pygame.Rect(x, y, int(box.width * 0.3), row_h - int(4 * s))
                pygame.draw.rect(surface, theme.ACCENT, rect, 2, border_radius=int(8 * s))
                theme.blit_text(surface, tr("free_slot", side=tr(f"side_{side}")), theme.text_px(16, s), theme.TEXT,
                                rect.center, "center")
                self.hits.append(Hit(rect, "slot", (side, slot)))
                x += rect.width + int(8 * s)

    def _draw_heading_arrows(self, surface: pygame.Surface, ship: Ship, s: float) -> None:
        """An arrow towards each square around the selected ship; the chosen heading is bright, inside the ship's
        square when it points off the board (turning needs the helm)."""
        g = self.game
        if g.moving is not None:
            return
        cx, cy = self.view.cell_center(ship.pos)
        step = self.view.zoom * 0.95
        wanted = self._wanted_heading(ship)
        for heading, d in enumerate(KING):
            on_board = g.board.contains(ship.pos.x + d.x, ship.pos.y + d.y)
            if not on_board and heading != wanted:
                continue  # towards the edge only the heading chosen (Turn left / right reach them all)
            reach = step if on_board else step * 0.42  # towards the edge: inside the ship's own square
            center = (cx + d.x * reach, cy + d.y * reach)
            allowed = g.may_turn(ship, heading)
            color = theme.ACCENT if heading == wanted else ((235, 235, 240) if allowed else (90, 90, 100))
            # inside the ship's square the arrows sit on a dark disc (seen over the ship) and their targets
            # never overlap one another
            size = int(max(20.0, self.view.zoom * 0.5)) if on_board else max(20, int(reach * 0.95))
            if not on_board:
                pygame.draw.circle(surface, (14, 16, 24), center, size * 0.5)
            draw_arrow(surface, center, heading, max(14.0, self.view.zoom * (0.45 if on_board else 0.3)), color)
            self.hits.append(Hit(pygame.Rect(int(center[0]) - size // 2, int(center[1]) - size // 2, size, size),
                                 "arrow", heading))

    def _draw_target_chances(self, surface: pygame.Surface, s: float) -> None:
        g, ship = self.game, self._ship()
        if ship is None or g.phase != Phase.FIRE:
            return
        seen: set[int] = set()
        for cannon in g.ready_cannons(ship):
            for target in g.targets(ship, cannon):
                if target.id in seen:
                    continue
                seen.add(target.id)
                pct = round(g.hit_chance(ship, target) * 100)
                cx, cy = self.view.cell_center(target.pos)
                label, size = tr("hit_chance", pct=pct), theme.text_px(22, s)
                box = pygame.Rect((0, 0), theme.font(size, True).size(label)).inflate(10, 4)
                box.center = (int(cx), int(cy - self.view.zoom * 0.55))  # above the target...
                if box.top < self.layout.board.top:
                    box.center = (int(cx), int(cy + self.view.zoom * 0.55))  # ...or under it on the top row
                box.clamp_ip(self.layout.board)  # never off the window nor over the panel
                theme.blit_text(surface, label, size, (255, 255, 255), box.center, "center", True)
                pygame.draw.rect(surface, theme.THREAT, box, 2, border_radius=6)

    def _draw_painter(self, surface: pygame.Surface, s: float) -> None:
        layout = self.layout
        box = layout.panel_box(30, 0)
        title = theme.text_px(34, s)
        y = theme.blit_text(surface, tr("paint_title"), title, theme.ACCENT, box.topleft, bold=True).bottom
        for line in theme.wrap(tr("paint_hint"), theme.text_px(20, s), box.width):
            y = theme.blit_text(surface, line, theme.text_px(20, s), theme.TEXT, (box.x, y + int(4 * s))).bottom
        y += int(24 * s)
        for name in TERRAINS:
            rect = pygame.Rect(box.x, y, box.width, int(64 * s))
            chosen = name == self.brush
            pygame.draw.rect(surface, (50, 60, 82), rect, border_radius=int(10 * s))
            pygame.draw.rect(surface, theme.ACCENT if chosen else theme.PANEL_EDGE, rect, 4 if chosen else 1,
                             border_radius=int(10 * s))
            swatch = pygame.Rect(rect.x + int(10 * s), rect.y + int(10 * s), int(44 * s), int(44 * s))
            pygame.draw.rect(surface, STYLES[name].fill, swatch, border_radius=int(6 * s))
            theme.blit_text(surface, tr(f"brush_{name}"), theme.text_px(24, s), theme.TEXT,
                            (swatch.right + int(16 * s), rect.centery), "midleft", chosen)
            self.hits.append(Hit(rect, "brush", name))
            y += rect.height + int(10 * s)
