"""Positions built by hand: a game in the middle of play with pieces put where a rule test, a benchmark or a
tutorial needs them, then played through the same `check`, `apply` and `legal_actions` as any game.

Pieces come from where they would in a game (the player's astronef, else the common reserve), so a position keeps
every piece of the box and the board index stays right.
"""

from __future__ import annotations

from arcade.core.hexgrid import Hex
from arcade.core.protocol import IllegalAction, Rejection
from arcade.games.fmp.rules import firezones, schedule
from arcade.games.fmp.rules.actions import Action
from arcade.games.fmp.rules.events import Event
from arcade.games.fmp.rules.game import FmpGame
from arcade.games.fmp.rules.legal import legal_actions
from arcade.games.fmp.rules.model import CARRIED, GONE, RESERVE, Piece, astronef_hexes
from arcade.games.fmp.rules.pieces import Kind
from arcade.games.fmp.rules.planet import Planet
from arcade.games.fmp.rules.state import Phase
from arcade.games.fmp.rules.tides import NORMAL


class Position:
    """A game on `planet` at turn `turn` of the play, player 0 to act with `points` to spend, no ore on the planet
    unless put, the turn-start retreat step over (open it with `start_turn`)."""

    def __init__(self, planet: Planet, players: int = 2, turn: int = 5, tide: str = NORMAL, armies: int = 1,
                 points: int = 15) -> None:
        assert planet.layout is not None, "a position names hexes by the planet's printed columns and rows"
        self.layout = planet.layout
        self.game = g = FmpGame(planet, [f"P{i}" for i in range(players)], seed=1, armies=armies)
        self._used: set[int] = set()  # pieces already put: never handed out twice
        for p in g.pieces:
            if p.kind is Kind.ORE:
                g.remove(p, GONE)
        g.phase, g.turn, g.tide = Phase.PLAY, turn, tide
        g.order, g.turn_index = list(range(players)), 0
        schedule.begin_player_turn(g, [])
        g.window = None
        self.points(points)

    # -- naming ----------------------------------------------------------------------------------------------------
    def h(self, col: int, row: int) -> Hex:
        """A hex by the printed board's column and row."""
        return self.layout.to_axial(col, row)

    def colour(self, player: int, army: int = 0) -> str:
        return self.game.armies[player][army]

    # -- putting pieces --------------------------------------------------------------------------------------------
    def put(self, player: int, kind: Kind, *cells: tuple[int, int], army: int = 0) -> Piece:
        """One of the player's pieces (from their astronef, else from the reserve) on these hexes (two for the
        barge); a pontoon belongs to nobody."""
        g = self.game
        colour = self.colour(player, army)
        piece = next((p for p in g.pieces if p.kind is kind and p.where == CARRIED and p.id not in self._used
                      and g.pieces[p.carrier or 0].kind is Kind.ASTRONEF
                      and (p.colour == colour or kind is Kind.PONTOON)), None)
        if piece is None:
            piece = next(p for p in g.pieces if p.kind is kind and p.where == RESERVE)
        self._used.add(piece.id)
        g.change(piece, colour=None if kind is Kind.PONTOON else colour)
        g.lift(piece)
        g.place(piece, tuple(self.h(c, r) for c, r in cells))
        firezones.changed(g)
        return piece

    def ore(self, col: int, row: int) -> Piece:
        g = self.game
        piece = next(p for p in g.pieces if p.kind is Kind.ORE and p.where == GONE)
        g.pieces[piece.id] = piece = piece.copy()  # out of play, it may be shared with a copy of the game
        g.place(piece, (self.h(col, row),))
        return piece

    def ship(self, player: int, col: int, row: int, orientation: int = 0, army: int = 0) -> Piece:
        """Land the player's astronef with its dome here (no landing checks), turrets on its podes."""
        g = self.game
        ship = next(p for p in g.pieces if p.kind is Kind.ASTRONEF and p.colour == self.colour(player, army))
        hexes = astronef_hexes(self.h(col, row), orientation)
        g.change(ship, orientation=orientation)
        g.place(ship, hexes)
        for t in g.turrets(ship):
            g.place(t, (hexes[1 + t.pode],))
        firezones.changed(g)
        return ship

    def load(self, carrier: Piece, cargo: Piece) -> None:
        """Put a piece inside a transporter or an astronef (no checks, no points)."""
        self.game.put_in(cargo, carrier)
        firezones.changed(self.game)

    def destroy(self, piece: Piece) -> None:
        """Take a piece out of play (a turret shot down, a piece lost earlier)."""
        self.game.remove(piece, GONE)
        firezones.changed(self.game)

    def disarm(self, ship: Piece) -> None:
        """An astronef whose three turrets were destroyed."""
        for turret in self.game.turrets(ship):
            self.destroy(turret)

    def hang(self, pontoon: Piece, anchor: Piece) -> None:
        """A pontoon laid touching no land hangs from another (FMP.PONT.3)."""
        self.game.change(pontoon, hangs_from=anchor.id)

    def neutralize(self, piece: Piece) -> None:
        """A piece neutralized by enemy fire in an earlier turn (FMP.NEUT.2)."""
        self.game.neutralized.add(piece.id)
        self.game.fire_dirty = True

    # -- the tide -------------------------------------------------------------------------------------------------
    def set_tide(self, tide: str) -> None:
        """The position's tide (nothing else happens, as if it had always been so)."""
        self.game.tide = tide
        self.game.fire_dirty = True

    def change_tide(self, tide: str) -> list[Event]:
        """The tide changes as at the start of a turn: anchors under water go, forecasts are taken again."""
        events: list[Event] = []
        self.game.tide = tide
        schedule.tide_changed(self.game, events)
        return events

    # -- whose turn ------------------------------------------------------------------------------------------------
    def as_player(self, player: int, points: int = 15) -> None:
        """Hand the turn to `player` (no turn-start effects), with `points` to spend."""
        self.game.turn_index = self.game.order.index(player)
        self.points(points)

    def points(self, n: int) -> None:
        pts = self.game.points[self.game.active]
        pts.left_base, pts.open_cube, pts.saved = n, 0, 0

    def start_turn(self, player: int, points: int | None = 15) -> None:
        """Begin `player`'s turn as the schedule does (reloads, the retreat step, the base credit for their
        astronefs), then give them `points` to spend (None: what the schedule gave)."""
        g = self.game
        g.turn_index = g.order.index(player)
        schedule.begin_player_turn(g, [])
        if points is not None:
            self.points(points)

    # -- playing ---------------------------------------------------------------------------------------------------
    def refusal(self, action: Action, seat: int | None = None) -> Rejection | None:
        return self.game.check(action, seat)

    def clause(self, action: Action, seat: int | None = None) -> str | None:
        """The clause that refuses the action (None: it is legal)."""
        r = self.game.check(action, seat)
        return r.clause if r is not None else None

    def play(self, *actions: Action, seat: int | None = None) -> list[Event]:
        """Check and apply each action in turn (by `seat`: the turn-21 decisions); IllegalAction at the first
        refused."""
        events: list[Event] = []
        for a in actions:
            rejection = self.game.check(a, seat)
            if rejection is not None:
                raise IllegalAction(rejection)
            events += self.game.apply(a, seat)
        return events

    def legal(self) -> list[Action]:
        """Every legal action of the player to act."""
        return legal_actions(self.game, self.game.active)
