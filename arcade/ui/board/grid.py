"""A board's cells in world space, in the grid's own coordinates: axial (q, r) for hex boards, as the rules use
them, and (x, y) for square ones. World units: a hex has radius 1, a square side 1."""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Iterable

from arcade.core.board import Board, Coord, GridKind
from arcade.core.hexgrid import Hex, HexLayout, Orientation

Cell = tuple[int, int]
Point = tuple[float, float]
#: World size of the buckets that index cells by position (for rendering a region fast).
BUCKET = 4.0


class GridShape:
    def __init__(self, board: Board) -> None:
        self.board = board
        self.is_hex = board.grid.kind is GridKind.HEX
        self.layout = HexLayout(board.grid.orientation, 1.0) if self.is_hex else None
        self.offset_of: dict[Cell, Coord] = {}
        self.centers: dict[Cell, Point] = {}
        for col, row in board.cells():
            cell: Cell = board.to_axial(col, row) if self.is_hex else (col, row)
            self.offset_of[cell] = (col, row)
            self.centers[cell] = self._center(cell)
        self.cells: list[Cell] = list(self.centers)
        if self.layout is not None:
            start = 0.0 if board.grid.orientation is Orientation.FLAT else 30.0
            self.corner_offsets = [(math.cos(math.radians(start + 60 * i)), math.sin(math.radians(start + 60 * i)))
                                   for i in range(6)]
            self.half = (1.0, math.sqrt(3) / 2) if board.grid.orientation is Orientation.FLAT else (math.sqrt(3) / 2,
                                                                                                    1.0)
        else:
            self.corner_offsets = [(-0.5, -0.5), (0.5, -0.5), (0.5, 0.5), (-0.5, 0.5)]
            self.half = (0.5, 0.5)
        xs = [x for c in self.cells for x, _ in self.corners(c)] or [0.0, 1.0]
        ys = [y for c in self.cells for _, y in self.corners(c)] or [0.0, 1.0]
        self.bounds = (min(xs), min(ys), max(xs), max(ys))
        self._buckets: dict[tuple[int, int], list[Cell]] = defaultdict(list)
        for cell, (x, y) in self.centers.items():
            self._buckets[(math.floor(x / BUCKET), math.floor(y / BUCKET))].append(cell)

    def _center(self, cell: Cell) -> Point:
        if self.layout is not None:
            return self.layout.to_pixel(Hex(*cell))
        return cell[0] + 0.5, cell[1] + 0.5

    @property
    def unit(self) -> float:
        """A cell's radius (hex) or half side (square) in world units."""
        return 1.0 if self.is_hex else 0.5

    def contains(self, cell: Cell) -> bool:
        return cell in self.centers

    def center(self, cell: Cell) -> Point:
        """The world centre of any cell, on the board or not (paths may leave it)."""
        found = self.centers.get(cell)
        return found if found is not None else self._center(cell)

    def corners(self, cell: Cell) -> list[Point]:
        cx, cy = self.center(cell)
        return [(cx + dx, cy + dy) for dx, dy in self.corner_offsets]

    def outline(self, cells: Iterable[Cell]) -> list[tuple[Point, Point, Cell | None]]:
        """The edges around a region of cells (a landing zone's border): each side of a cell whose neighbour across
        it is outside the region, as two world points and that neighbour (None off the board)."""
        region = set(cells)
        edges = []
        for cell in region:
            cx, cy = self.center(cell)
            points = self.corners(cell)
            for a, b in zip(points, points[1:] + points[:1], strict=True):
                across = self.pick(a[0] + b[0] - cx, a[1] + b[1] - cy)  # the centre mirrored over the side
                if across not in region:
                    edges.append((a, b, across))
        return edges

    def pick(self, wx: float, wy: float) -> Cell | None:
        """The board cell at a world point, exactly (None off the board or in a hole)."""
        if self.layout is not None:
            cell: Cell = self.layout.from_pixel(wx, wy)
        else:
            cell = (math.floor(wx), math.floor(wy))
        return cell if cell in self.centers else None

    def terrain(self, cell: Cell) -> str:
        return self.board.terrain_at(*self.offset_of[cell])

    def near(self, x0: float, y0: float, x1: float, y1: float) -> Iterable[Cell]:
        """Cells whose centre lies within the world rectangle grown by a cell (for rendering a region)."""
        for bx in range(math.floor((x0 - 1.2) / BUCKET), math.floor((x1 + 1.2) / BUCKET) + 1):
            for by in range(math.floor((y0 - 1.2) / BUCKET), math.floor((y1 + 1.2) / BUCKET) + 1):
                for cell in self._buckets.get((bx, by), ()):
                    x, y = self.centers[cell]
                    if x0 - 1.2 <= x <= x1 + 1.2 and y0 - 1.2 <= y <= y1 + 1.2:
                        yield cell

    def label(self, cell: Cell) -> str:
        """How players name a cell: the printed board's "column,row"."""
        col, row = self.offset_of.get(cell) or (self.board.from_axial(Hex(*cell)) if self.is_hex else cell)
        return f"{col},{row}"
