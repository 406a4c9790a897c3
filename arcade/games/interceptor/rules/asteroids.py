"""Asteroid drift and bounces (INT.RES.4-5): every asteroid moves one hex along its arrow, all at once, turning
back from the edges and from each other, so that none ever leaves the arena or shares a hex."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from arcade.core.hexgrid import Hex
from arcade.games.interceptor.rules.geometry import Arena, opposite, step

#: Mirror images of a facing (N NE SE S SW NW): across a horizontal edge, and across a vertical one.
MIRROR_ROWS = (3, 2, 1, 0, 5, 4)
MIRROR_COLS = (0, 5, 4, 3, 2, 1)


@dataclass
class Asteroid:
    at: Hex
    heading: int


def turn_from_edges(arena: Arena, rock: Asteroid) -> None:
    """An asteroid about to leave the arena takes the mirrored heading, or the reversed one when the mirrored
    heading leaves too (INT.RES.5, first sentence)."""
    target = step(rock.at, rock.heading)
    if arena.contains(target):
        return
    mirror = MIRROR_ROWS if arena.leaves_by(target) == "rows" else MIRROR_COLS
    heading = mirror[rock.heading]
    if heading == rock.heading or not arena.contains(step(rock.at, heading)):
        heading = opposite(rock.heading)
    rock.heading = heading


def drift(arena: Arena, rocks: Sequence[Asteroid]) -> list[tuple[int, Hex, Hex]]:
    """Move every asteroid one hex at once (INT.RES.5); returns (index, from, to) for those that moved. A
    blocked asteroid stays and reverses its heading."""
    for rock in rocks:
        turn_from_edges(arena, rock)
    targets = [step(r.at, r.heading) for r in rocks]
    where = {r.at: i for i, r in enumerate(rocks)}
    aimed: dict[Hex, int] = {}
    for t in targets:
        aimed[t] = aimed.get(t, 0) + 1
    stopped = set()
    for i, (rock, target) in enumerate(zip(rocks, targets, strict=True)):
        other = where.get(target)
        swapped = other is not None and targets[other] == rock.at
        if not arena.contains(target) or aimed[target] > 1 or swapped:
            stopped.add(i)
    changed = True
    while changed:  # an asteroid moving into one that stays is stopped too, and so on down the line
        changed = False
        for i, target in enumerate(targets):
            other = where.get(target)
            if i not in stopped and other is not None and other in stopped:
                stopped.add(i)
                changed = True
    moved = []
    for i, rock in enumerate(rocks):
        if i in stopped:
            rock.heading = opposite(rock.heading)
        else:
            moved.append((i, rock.at, targets[i]))
            rock.at = targets[i]
    return moved
