"""What the FMP board shows beyond the pieces: marks on pieces (neutralized, stuck, pinned, threatened), the fire
zones, and the highlights of what the player at the screen may do — landing ghosts and arrival zones, places for a
cargo or a build, a selected piece's reach, targets and route, the risky hexes — with the pointer's words for the
action a click would play. Made again only when what they show changed (the pointer moves often, the game
seldom). Every hex lit is one the rules list (`choices`, `piece_actions`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from arcade.core.hexgrid import Hex
from arcade.core.protocol import Seat
from arcade.games.fmp import choices, journal, why_not
from arcade.games.fmp.drawing import board_sprites
from arcade.games.fmp.rules import (
    Action,
    Attack,
    Build,
    Land,
    Move,
    Phase,
    Retreat,
    Unload,
    astronef,
    firezones,
    stranding,
)
from arcade.games.fmp.rules.model import BOARD, astronef_hexes
from arcade.games.fmp.rules.planet import LAND_TERRAIN
from arcade.ui import theme
from arcade.ui.board.overlays import Line

if TYPE_CHECKING:
    from arcade.games.fmp.scene import FmpScene

tr = journal.tr
ZONE_EDGE = (250, 250, 240)  # the arrival zones' borders while astronefs land


class BoardMarks:
    def __init__(self, scene: FmpScene) -> None:
        self.scene = scene
        self._shown: tuple[object, ...] | None = None  # what the board's sprites and highlights were made for
        self._hovered: tuple[int, int] | None = None  # and the pointed hex they show
        self._fire: list[tuple[str, list[Hex], theme.Color | None]] | None = None  # likewise the fire zones
        self._zones: tuple[list[Line], dict[tuple[int, int], str]] | None = None  # arrival zones' borders, letters

    def refresh(self) -> None:
        """Sprites made again only when the game or the selection changed; highlights when the pointed hex did too
        (the selected piece's legal actions are kept meanwhile: the pointer moves often, the game seldom)."""
        scene = self.scene
        g = scene.game
        hover = scene.view.hover
        shown = (g.actions_done, g.turn, scene.viewer, scene.selection.key(), scene.show_fire,
                 len(scene.playback.history), scene.changes, tuple(scene.guides()))
        if shown == self._shown:
            if hover != self._hovered:
                self._hovered = hover
                self.highlights(hover)
            return
        self._shown, self._hovered = shown, hover
        self._fire = None
        marks: dict[int, tuple[str, ...]] = {}
        threatened = set(scene.threatened()) if not scene.selection.retreat_done else set()
        for p in g.pieces:
            if p.where != BOARD:
                continue
            found = []
            if p.id in g.neutralized or firezones.neutral(g, p) and p.id not in threatened:
                found.append("neutralized")
            if stranding.is_stuck(g, p):
                found.append("stuck")
            if p.id in g.pinned:
                found.append("pinned")
            if p.id in threatened:
                found.append("threatened")
            if found:
                marks[p.id] = tuple(found)
        fading = set(scene.view.animator.fading())
        sprites = board_sprites(g, marks)
        if fading:
            from arcade.games.fmp.drawing import piece_sprite

            sprites += [piece_sprite(g, g.pieces[i]) for i in fading if isinstance(i, int) and g.pieces[i].hexes]
        scene.view.set_sprites(sprites)
        self.highlights(hover)

    def fire_layers(self, seat: Seat | None) -> list[tuple[str, list[Hex], theme.Color | None]]:
        """The hexes under enemy fire for the mover, and every player's zones on F: worked out once per step (the
        pointer moving does not change them)."""
        scene = self.scene
        if self._fire is None:
            g = scene.game
            self._fire = []
            if seat is not None and g.phase not in (Phase.LANDING, Phase.DEPLOYMENT, Phase.OVER):
                self._fire.append(("fire", sorted(firezones.hexes_under_fire(g, seat)), None))
            if scene.show_fire:
                for player, counts in firezones.cover(g).items():
                    self._fire.append((f"fire{player}", [h for h, n in counts.items() if n >= 2],
                                       theme.side(scene.sides[player]).color))
        return self._fire

    def highlights(self, hover: tuple[int, int] | None) -> None:
        scene = self.scene
        g, view = scene.game, scene.view
        view.clear_highlight()
        scene.hover_text = ""
        scene.cost = 0
        seat = scene.acting_seat()
        for name, cells, colour in self.fire_layers(seat):
            view.set_highlight(name, cells, "threatened", color=colour)
        if g.over or seat is None:
            return
        self.guide()
        h = Hex(*hover) if hover is not None else None
        if g.phase == Phase.LANDING:
            self.landing(h)
            return
        selection = scene.selection
        if selection.cargo is not None or selection.build is not None:
            self.placements(h)
            return
        if selection.piece is None or g.piece(selection.piece) is None:
            threatened = scene.threatened() if not selection.retreat_done else []
            if threatened:
                view.set_highlight("threatened", [g.pieces[i].hexes[0] for i in threatened], "target")
            return
        self.piece(h)

    def guide(self) -> None:
        """The hinted move (or the lesson's next), drawn as the player's own path would be, numbered, in the guide's
        light colour: the way it goes, not only where it starts and ends."""
        scene = self.scene
        g = scene.game
        move = guided(scene)
        if move is None:
            return
        way = [pos[0] for pos in move.path] if isinstance(move, Move | Attack) else [move.to[0]]
        cells = [g.pieces[move.piece].hexes[0], *way]
        scene.view.set_highlight("guide", cells, "path", values={c: i for i, c in enumerate(cells) if i},
                                 color=theme.GUIDE)

    def landing(self, h: Hex | None) -> None:
        scene = self.scene
        g, view = scene.game, scene.view
        ships = astronef.ships_in_orbit(g, g.active)
        if not ships:
            return
        options = astronef.landing_options(g)
        lit = {x for a in options for x in astronef_hexes(a.dome, a.orientation)}
        view.set_highlight("zones", [x for x in g.planet.terrain if x not in lit], "dim")
        # where the astronef may be set down as it is turned now: its dome's hex, lit as a move's are
        view.set_highlight("landing", sorted({a.dome for a in options if a.orientation == scene.selection.orientation}),
                           "reachable")
        self.zones()
        if h is None or h not in g.planet.terrain:
            return
        orientation = scene.selection.orientation
        land = Land(ships[0].id, h, orientation)
        ghost = [x for x in astronef_hexes(h, orientation) if x in g.planet.terrain]
        view.set_highlight("ghost", ghost, "ghost")
        scene.hover_text = scene.explain(scene.rules.check(g, g.active, land))

    def zones(self) -> None:
        """The arrival zones while astronefs land: each one's border across land (the sea draws the rest), and its
        letter at its middle (the journal says "landed in zone C")."""
        scene = self.scene
        if self._zones is None:
            planet, grid = scene.game.planet, scene.view.grid
            lines: list[Line] = []
            middles: dict[tuple[int, int], str] = {}
            for name, land in sorted(planet.zones.items()):
                lines += [Line(a, b, ZONE_EDGE, 0.07, glow=False) for a, b, across in grid.outline(land)
                          if across is not None and planet.terrain.get(Hex(*across)) in LAND_TERRAIN]
                x = sum(grid.center(h)[0] for h in land) / len(land)
                y = sum(grid.center(h)[1] for h in land) / len(land)
                middle = min(land, key=lambda h: (scene.game.at(h) is not None,  # (clear of the ore: it hid A, G, I)
                                                  (grid.center(h)[0] - x) ** 2 + (grid.center(h)[1] - y) ** 2))
                middles[middle] = name
            self._zones = (lines, middles)
        lines, middles = self._zones
        scene.view.set_lines("zone_edges", lines)
        scene.view.set_highlight("zone_names", list(middles), "label", values=middles)

    def placements(self, h: Hex | None) -> None:
        scene = self.scene
        g, view = scene.game, scene.view
        selection = scene.selection
        every: Sequence[Action]
        if selection.cargo is not None:
            cargo = g.pieces[selection.cargo]
            every = choices.placements(g, cargo.carrier or 0, cargo.id) if cargo.carrier is not None else []
        else:
            assert selection.piece is not None and selection.build is not None
            every = choices.builds(g, selection.piece, selection.build)
        places = sorted({x for a in every for x in choices.pointed(g, a)})
        view.set_highlight("places", places, "reachable")
        if selection.cargo is not None:  # where the cargo put down would be stuck until the tide turns
            cargo = g.pieces[selection.cargo]
            view.set_highlight("risky", [x for x in places if stranding.stuck_soon(g, cargo, (x,), g.active)], "risky")
        if h is None:
            return
        chosen = choices.placement(g, selection, h)
        if chosen is not None:
            view.set_highlight("ghost", list(choices.pointed(g, chosen)), "ghost")
            self.point_at(journal.label(g, scene.names, selection.piece, chosen), chosen)
        elif selection.cargo is not None:  # (pointing at its own carrier is no attempt to put it down)
            cargo = g.pieces[selection.cargo]
            carrier = g.pieces[cargo.carrier or 0]
            if h not in carrier.hexes:
                probe = Unload(carrier.id, cargo.id, (h,))
                scene.hover_text = scene.explain(scene.rules.check(g, g.active, probe))

    def piece(self, h: Hex | None) -> None:
        scene = self.scene
        g, view = scene.game, scene.view
        selection = scene.selection
        assert selection.piece is not None
        p = g.pieces[selection.piece]
        if p.hexes:
            view.set_highlight("selected", list(p.hexes), "selected")
        listed = self.scene.selected_actions()
        moves = [a for a in listed if isinstance(a, Move | Retreat)]
        reach: dict[tuple[int, int], int] = {}
        for a in moves:
            end = a.path[-1] if isinstance(a, Move) else a.to
            steps = len(a.path) if isinstance(a, Move) else 1
            for x in end:
                reach[x] = min(reach.get(x, 99), steps)
        if reach:
            view.set_highlight("reach", sorted(reach), "reachable", values=reach)
            risky = [x for x in reach if stranding.stuck_soon(g, p, (Hex(*x),), g.active)]  # lit apart: stuck there
            view.set_highlight("risky", risky, "risky", values={x: reach[x] for x in risky})
        others = sorted({x for a in listed if not isinstance(a, Move | Retreat | Unload | Build)
                         for x in choices.pointed(g, a) if x not in p.hexes})
        if others:
            view.set_highlight("targets", others, "target")
        for i, w in enumerate(selection.waypoints):
            view.set_highlight(f"way{i}", list(w), "selected")
        if h is None:
            return
        seat = scene.acting_seat()
        meant = choices.click(scene.rules, g, seat if seat is not None else g.active, selection, h, listed)
        options = meant.actions
        route = next((a for a in options if isinstance(a, Move | Attack)), None)
        if route is not None and p.hexes:
            cells = [p.hexes[0], *(pos[0] for pos in route.path)]
            view.set_highlight("path", cells, "path", values={c: i for i, c in enumerate(cells) if i})
        if options:
            more = f" {tr('more_choices', n=len(options) - 1)}" if len(options) > 1 else ""
            self.point_at(journal.label(g, scene.names, p.id, options[0]) + more, options[0])
        elif h not in p.hexes and meant.own is None and g.owner(p) == seat and h != scene.quiet_at:
            scene.hover_text = why_not.piece(scene, h)  # the refusal at the pointer, before any click

    def point_at(self, label: str, action: Action) -> None:
        """The pointer's text for the action a click would play: what it does and costs, then what it would cost
        beyond points (a piece bogged, stranded, lost, or left under enemy fire)."""
        scene = self.scene
        scene.cost, risks = choices.outlook(scene.rules, scene.game, action)
        scene.hover_text = label + "".join(f" — {tr(f'risk_{r}')}" for r in risks)


def guided(scene: FmpScene) -> Move | Attack | Retreat | None:
    """The move drawn as a path before the player makes one: the hint's, else the lesson's next, where it moves a
    piece that stands on the planet."""
    g = scene.game
    move = next((a for a in scene.guides() if isinstance(a, Move | Attack | Retreat)), None)
    return move if move is not None and g.piece(move.piece) is not None and g.pieces[move.piece].hexes else None
