"""Fire arcs, lines of fire and straight-ahead movement on the square grid (PMF.MAP.4, PMF.FIRE.2-3)."""

from __future__ import annotations

import math
from collections.abc import Callable

from arcade.core.squaregrid import KING, Cell, king_distance


def needed_at(distance: int) -> int:
    """PMF.FIRE.5: the die needed to hit, 2+ at one square, 3+ at two, 4+ at three."""
    return distance + 1


def hit_odds(distance: int, enfilade: bool) -> float:
    """The chance that a broadside hits at `distance` (PMF.FIRE.5; an enfilade takes 1 off the die, PMF.FIRE.7)."""
    return sum(1 for face in range(1, 7) if face - enfilade >= needed_at(distance)) / 6


def expected_hits(distance: int, enfilade: bool) -> float:
    """The hits a broadside may expect at `distance`: one on a hit, two on a score twice the one needed
    (PMF.FIRE.6) or on any hit in enfilade (PMF.FIRE.7)."""
    total = 0
    for face in range(1, 7):
        score = face - enfilade
        if score >= needed_at(distance):
            total += 2 if enfilade or score >= 2 * needed_at(distance) else 1
    return total / 6


def raking(shooter: Cell, shooter_heading: int, target: Cell, target_heading: int) -> bool:
    """PMF.FIRE.7, an enfilade: headings perpendicular and the shooter on the target's fore-and-aft line."""
    if (shooter_heading - target_heading) % 4 != 2:
        return False
    d = KING[target_heading]
    dx, dy = shooter.x - target.x, shooter.y - target.y
    return dx * d.y - dy * d.x == 0 and (dx, dy) != (0, 0)


def bearing(from_cell: Cell, heading: int, to_cell: Cell) -> float:
    """Degrees clockwise from the ship's heading to the target square's centre (0 = dead ahead)."""
    dx, dy = to_cell.x - from_cell.x, to_cell.y - from_cell.y
    target = math.degrees(math.atan2(dx, -dy)) % 360  # screen y grows downwards; north = 0
    return (target - heading * 45) % 360


def in_arc(from_cell: Cell, heading: int, side: str, to_cell: Cell) -> bool:
    """PMF.FIRE.2: within 45 degrees of the perpendicular on that side, at distance 1 to 3."""
    if not 1 <= king_distance(from_cell, to_cell) <= 3:
        return False
    b = bearing(from_cell, heading, to_cell)
    eps = 1e-9
    if side == "starboard":
        return 45 - eps <= b <= 135 + eps
    return 225 - eps <= b <= 315 + eps


def line_blocked(a: Cell, b: Cell, blocks: Callable[[Cell], bool]) -> bool:
    """PMF.FIRE.3: does anything block the straight line between the centres of a and b (ends excluded)?

    Where the line passes exactly through a corner, it is blocked only if both squares beside the corner block.
    """
    dx, dy = b.x - a.x, b.y - a.y
    nx, ny = abs(dx), abs(dy)
    sx = 1 if dx > 0 else -1
    sy = 1 if dy > 0 else -1
    x, y = a.x, a.y
    ix = iy = 0
    while ix < nx or iy < ny:
        decision = (1 + 2 * ix) * ny - (1 + 2 * iy) * nx
        if decision == 0:
            side_a, side_b = Cell(x + sx, y), Cell(x, y + sy)
            if side_a != b and side_b != b and blocks(side_a) and blocks(side_b):
                return True
            x, y, ix, iy = x + sx, y + sy, ix + 1, iy + 1
        elif decision < 0:
            x, ix = x + sx, ix + 1
        else:
            y, iy = y + sy, iy + 1
        here = Cell(x, y)
        if here != b and blocks(here):
            return True
    return False


def ahead(start: Cell, heading: int, steps: int) -> list[Cell]:
    """The squares straight ahead, one per step."""
    d = KING[heading]
    return [Cell(start.x + d.x * i, start.y + d.y * i) for i in range(1, steps + 1)]


def corner_cut(frm: Cell, to: Cell, blocked: Callable[[Cell], bool]) -> bool:
    """PMF.MOVE.4 ruling: a diagonal step between two blocked squares touching at its corner is blocked."""
    if frm.x == to.x or frm.y == to.y:
        return False
    return blocked(Cell(to.x, frm.y)) and blocked(Cell(frm.x, to.y))


def die_distance(face: int) -> int:
    """PMF.MOVE.3: 1-2 -> 1 square, 3-4 -> 2, 5-6 -> 3."""
    return (face + 1) // 2
