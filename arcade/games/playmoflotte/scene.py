"""The Playmoflotte table: paint the sea, then fight — posts, movement die by die, broadsides, casualties.

The scene asks the rules for everything (`check`, `reachable`, `shot_at`, `hit_chance`, `ready_cannons`...) and
shows refusals as sentences; it decides nothing itself. Before the first action the players may paint the area
(PMF.MAP.3); the painted rows go into the record's setup so the battle replays on the same sea. Its widgets, input
and panel: `table.PlaymoflotteTable`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from arcade.core.protocol import Outcome, Seat
from arcade.core.squaregrid import KING
from arcade.games.playmoflotte.drawing import STYLES, ship_sprite
from arcade.games.playmoflotte.rules import (
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
    Roll,
    Ship,
    terrain_rows,
)
from arcade.games.playmoflotte.rules import events as ev
from arcade.games.playmoflotte.words import NS, event_line, fates, hint_places, ship_name, tr
from arcade.i18n import key
from arcade.ui.board import BoardView, Sprite
from arcade.ui.dice_view import DiceView
from arcade.ui.handover import MIN_SHOW
from arcade.ui.table import (
    light_button,
)
from arcade.ui.table_scene import TableScene


class PlaymoflotteScene(TableScene[PlaymoflotteGame]):
    action_buttons = {"EndPosts": "primary", "EndMovement": "primary", "EndTurn": "primary", "Roll": "roll"}
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
        #: When the casualty choice was put: its Confirm button stands where the phase's button was, and a quick
        #: second click meant for that one must not confirm losses nobody chose.
        self.losses_asked_at: float | None = None
        self.view = self._new_view()
        self._painting_drag = False

    def _new_view(self) -> BoardView:
        """The sea's view (a click on it goes where the table's input says: `PlaymoflotteTable`)."""
        view = BoardView(self.board, self.layout.board, STYLES, now=self.app.now, labels=True)
        view.status_corner = "bottomright"  # the terrain legend keeps the left
        return view

    # -- the painted sea (PMF.MAP.3) -------------------------------------------------------------------------
    def start_battle(self) -> None:
        """The painted rows become part of the setup (saved before the first shot) and the battle starts."""
        self.record.setup["terrain"] = list(self.paint_rows)
        self.match.new_setup(self.record.setup)
        if self.record.key is not None:
            self.app.store.update_setup(self.record.key, self.record.setup)
        self.board = self.game.board
        self.view = self._new_view()
        self.painting = False
        self.rebuild()

    # -- widgets ---------------------------------------------------------------------------------------------

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
        if choosing != (self.losses_asked_at is not None):
            self.losses_asked_at = self.app.now() if choosing else None
        moving = g.moving is not None
        ship = self._ship()
        show = {
            "primary": not choosing and not g.over,
            "roll": g.phase == Phase.MOVE and not choosing and not moving and ship is not None and self.may_roll(ship),
            "stay": g.phase == Phase.MOVE and moving,
            "sail_off": g.phase == Phase.MOVE and moving and ship is not None
            and g.sail_off_distance(ship) is not None,
            "confirm": choosing and self.acting_seat() is not None,  # (a computer chooses its own: no button)
        }
        show["turn_left"] = show["turn_right"] = show["roll"]  # every heading, towards the edge too
        for name, btn in self.buttons.items():
            btn.show() if show.get(name, False) else btn.hide()
        label = {Phase.CREW: "next_phase_crew", Phase.POSTS: "next_phase_posts",
                 Phase.MOVE: "next_phase_move"}.get(g.phase, "end_turn")
        self.buttons["primary"].set_text(key(label, NS))
        roll_ok = ship is not None and not moving and self.refusal(Roll(ship.id, self._wanted_heading(ship))) is None
        if ship is not None and not moving:
            self.buttons["roll"].enable() if roll_ok else self.buttons["roll"].disable()
            wanted = self._wanted_heading(ship)
            for name, step in (("turn_left", -1), ("turn_right", 1)):  # as the rules say (a helm, PMF.MOVE.2)
                turned = Roll(ship.id, (wanted + step) % len(KING))
                self.buttons[name].enable() if self.refusal(turned) is None else self.buttons[name].disable()
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
        return self.game.pending is not None or self.hand_back

    def _take_screen(self, seat: Seat) -> None:
        self.hand_back = False  # (the screen is back with the player whose turn it is)
        super()._take_screen(seat)

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

    def may_roll(self, ship: Ship) -> bool:
        """The rules would take a roll of this ship's die now, on its heading (its dice left, no die pending, not
        held at a quay): else there is no heading to choose either."""
        return self.refusal(Roll(ship.id, ship.heading)) is None

    def _wanted_heading(self, ship: Ship) -> int:
        return ship.heading if self.heading is None else self.heading

    # -- casualties ------------------------------------------------------------------------------------------
    def confirm_casualties(self) -> None:
        g = self.game
        asked = self.losses_asked_at
        if asked is not None and self.app.now() - asked < MIN_SHOW:
            return  # (the second click of a double click on the button that stood here)
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
        return fates(self.game, self.names, outcome)

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

    def hint_spots(self, action: Any) -> list[pygame.Rect]:
        return self.view.cell_rects(hint_places(self.game, action))

    def keep_clear(self) -> list[pygame.Rect]:
        """The ships of the side whose turn it is, as the board shows them."""
        return self.view.cell_rects([ship.pos for ship in self.game.own_ships()])

    def _log_events(self, events: list[ev.Event], quiet: bool = False) -> None:
        for e in events:
            if isinstance(e, ev.Rolled | ev.Fired) and not quiet:
                self.dice.roll((e.die,))
            elif isinstance(e, ev.TurnBegan):
                self.dice.clear()  # the last player's die is not the new player's
            line = event_line(self.game, self.names, e)
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
