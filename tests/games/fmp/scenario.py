"""Small Full Metal Planète positions for rule tests: a little planet written as YAML, pieces put by hand.

The test planet (12 columns x 8 rows, flat-top, odd columns down): plain in columns 0-5 (mountains at columns
2-3 of rows 2-3), marsh in column 6, reef in column 7, sea from column 8. Moving along a row is always a path of
neighbouring hexes, one hex per column.
"""

from __future__ import annotations

from arcade.boards import load_board
from arcade.core.board import parse_board
from arcade.core.hexgrid import Hex
from arcade.games.fmp.rules.game import FmpGame, Phase
from arcade.games.fmp.rules.model import CARRIED, GONE, RESERVE, Piece, astronef_hexes
from arcade.games.fmp.rules.pieces import Kind
from arcade.games.fmp.rules.planet import Planet

SMALL_MAP = """
schema: 1
id: fmp-test
name: FMP test planet
grid: {kind: hex, orientation: flat, offset: odd}
size: {cols: 12, rows: 8}
legend: {'.': sea, '$': plain, '%': marsh, '#': mountain, '*': reef}
terrain:
  - "$$$$$$%*...."
  - "$$$$$$%*...."
  - "$$##$$%*...."
  - "$$##$$%*...."
  - "$$$$$$%*...."
  - "$$$$$$%*...."
  - "$$$$$$%*...."
  - "$$$$$$%*...."
"""
SMALL = Planet.from_board(parse_board(SMALL_MAP, "fmp-test"))
REAL = Planet.from_board(load_board("fmp"))


class Scenario:
    """A game on the test planet at turn `turn` of the play, player 0 to move, no ore unless put."""

    def __init__(self, players: int = 2, turn: int = 5, tide: str = "normal", planet: Planet = SMALL,
                 armies: int = 1) -> None:
        self.game = g = FmpGame(planet, [f"P{i}" for i in range(players)], seed=1, armies=armies)
        self.layout = parse_board(SMALL_MAP).grid.offset if planet is SMALL else load_board("fmp").grid.offset
        for p in g.pieces:
            if p.kind is Kind.ORE:
                g._remove(p, GONE)
        g.phase, g.turn, g.tide = Phase.PLAY, turn, tide
        g.order, g.turn_index = list(range(players)), 0
        g._begin_player_turn([])
        g.window = None  # the retreat step is tested on its own
        self.points(15)

    def h(self, col: int, row: int) -> Hex:
        return self.layout.to_axial(col, row)

    def colour(self, player: int, army: int = 0) -> str:
        return self.game.armies[player][army]

    def put(self, player: int, kind: Kind, *cells: tuple[int, int], army: int = 0) -> Piece:
        """Put one of the player's pieces (from their astronef, else from the reserve) on the board."""
        g = self.game
        colour = self.colour(player, army)
        piece = next((p for p in g.pieces if p.kind is kind and p.where == CARRIED
                      and g.pieces[p.carrier or 0].kind is Kind.ASTRONEF
                      and (p.colour == colour or kind is Kind.PONTOON)), None)
        if piece is None:
            piece = next(p for p in g.pieces if p.kind is kind and p.where == RESERVE)
        piece.colour = None if kind is Kind.PONTOON else colour
        g._lift(piece)
        g._place(piece, tuple(self.h(c, r) for c, r in cells))
        g._changed()
        return piece

    def ore(self, col: int, row: int) -> Piece:
        g = self.game
        piece = next(p for p in g.pieces if p.kind is Kind.ORE and p.where == GONE)
        g._place(piece, (self.h(col, row),))
        return piece

    def ship(self, player: int, col: int, row: int, orientation: int = 0, army: int = 0) -> Piece:
        """Land the player's astronef with its dome here (no landing checks)."""
        g = self.game
        ship = next(p for p in g.pieces if p.kind is Kind.ASTRONEF and p.colour == self.colour(player, army))
        hexes = astronef_hexes(self.h(col, row), orientation)
        g._place(ship, hexes)
        for t in g.turrets(ship):
            g._place(t, (hexes[1 + t.pode],))
        g._changed()
        return ship

    def load(self, carrier: Piece, cargo: Piece) -> None:
        self.game._put_in(cargo, carrier)

    def as_player(self, player: int, points: int = 15) -> None:
        """Hand the turn to `player` (no turn-start effects), with `points` to spend."""
        self.game.turn_index = self.game.order.index(player)
        self.points(points)

    def points(self, n: int) -> None:
        pts = self.game.points[self.game.active]
        pts.left_base, pts.open_cube, pts.saved = n, 0, 0

    def play(self, *actions: object) -> list[object]:
        events: list[object] = []
        for a in actions:
            events += self.game.apply(a)  # type: ignore[arg-type]
        return events

    def refusal(self, action: object) -> str | None:
        r = self.game.check(action)  # type: ignore[arg-type]
        return r.clause if r is not None else None
