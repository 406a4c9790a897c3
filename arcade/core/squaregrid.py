"""Square grid geometry: cells are (x, y) with y growing downwards, as on screen and in map rows."""

from __future__ import annotations

from typing import NamedTuple


class Cell(NamedTuple):
    x: int
    y: int

    def __add__(self, other: object) -> Cell:
        if not isinstance(other, tuple):
            return NotImplemented
        return Cell(self.x + other[0], self.y + other[1])


#: Orthogonal steps in compass order N, E, S, W.
ORTHOGONAL: tuple[Cell, ...] = (Cell(0, -1), Cell(1, 0), Cell(0, 1), Cell(-1, 0))
#: All eight steps clockwise from N: N, NE, E, SE, S, SW, W, NW.
KING: tuple[Cell, ...] = (
    Cell(0, -1), Cell(1, -1), Cell(1, 0), Cell(1, 1), Cell(0, 1), Cell(-1, 1), Cell(-1, 0), Cell(-1, -1),
)


def neighbors4(c: Cell) -> list[Cell]:
    return [c + d for d in ORTHOGONAL]


def neighbors8(c: Cell) -> list[Cell]:
    return [c + d for d in KING]


def king_distance(a: Cell, b: Cell) -> int:
    """Moves a chess king needs (Chebyshev distance)."""
    return max(abs(a.x - b.x), abs(a.y - b.y))


def manhattan(a: Cell, b: Cell) -> int:
    """Orthogonal steps needed (4-neighbour distance)."""
    return abs(a.x - b.x) + abs(a.y - b.y)


def is_straight(a: Cell, b: Cell) -> bool:
    """True when b lies on a's row, column or one of its diagonals."""
    dx, dy = b.x - a.x, b.y - a.y
    return dx == 0 or dy == 0 or abs(dx) == abs(dy)


def straight_line(a: Cell, b: Cell) -> list[Cell]:
    """Cells from a to b inclusive along a row, column or diagonal; ValueError otherwise."""
    if not is_straight(a, b):
        raise ValueError(f"{b} is not on a straight line from {a}")
    n = king_distance(a, b)
    if n == 0:
        return [a]
    sx, sy = (b.x - a.x) // n, (b.y - a.y) // n
    return [Cell(a.x + sx * i, a.y + sy * i) for i in range(n + 1)]


def ray(start: Cell, step: Cell, length: int) -> list[Cell]:
    """`length` cells beyond start in direction step (start itself excluded)."""
    return [Cell(start.x + step.x * i, start.y + step.y * i) for i in range(1, length + 1)]


def supercover_line(a: Cell, b: Cell) -> list[Cell]:
    """Every cell a segment between the two cell centres touches (for lines of sight).

    Where the segment passes exactly through a corner, both side cells are included.
    """
    dx, dy = b.x - a.x, b.y - a.y
    nx, ny = abs(dx), abs(dy)
    sx = 1 if dx > 0 else -1
    sy = 1 if dy > 0 else -1
    x, y = a.x, a.y
    out = [Cell(x, y)]
    ix = iy = 0
    while ix < nx or iy < ny:
        # Compare (0.5 + ix) / nx with (0.5 + iy) / ny without division.
        decision = (1 + 2 * ix) * ny - (1 + 2 * iy) * nx
        if decision == 0:
            out.append(Cell(x + sx, y))
            out.append(Cell(x, y + sy))
            x += sx
            y += sy
            ix += 1
            iy += 1
        elif decision < 0:
            x += sx
            ix += 1
        else:
            y += sy
            iy += 1
        out.append(Cell(x, y))
    return out
