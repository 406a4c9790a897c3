"""A Playmoflotte battle's state and what can be read from it: ships, posts, paths, arcs and the odds of a shot
(the rules' queries). `game.PlaymoflotteGame` adds legality and the actions on top.
"""

from __future__ import annotations

import math
import random
from collections import deque
from collections.abc import Mapping
from dataclasses import replace
from typing import Self

from arcade.core.board import Board
from arcade.core.dice import copied
from arcade.core.protocol import Param, Rejection, Term
from arcade.core.squaregrid import KING, Cell, king_distance
from arcade.games.playmoflotte.rules.geometry import (
    ahead,
    corner_cut,
    hit_odds,
    in_arc,
    needed_at,
    raking,
)
from arcade.games.playmoflotte.rules.model import (
    COMMAND,
    DECK,
    HELM,
    SAILS,
    Cannon,
    Pending,
    Ship,
    ShipType,
    cannon_post,
    default_posts,
    mounted_cannons,
)

RULES_VERSION = "1"
SEA, REEF, ISLAND, BEACH, PORT = "sea", "reef", "island", "beach", "port"
LAND = (ISLAND, BEACH, PORT)


def reject(clause: str, key: str, **params: Param) -> Rejection:
    return Rejection(clause, key, params)


def ship_term(ship: Ship) -> Term:
    return Term(f"ship.{ship.type.id}")


class Phase:
    CREW = "crew"  # before the first turn, each side places its crew as it likes (PMF.START.1)
    POSTS = "posts"
    MOVE = "move"
    FIRE = "fire"
    OVER = "over"


# -- the game ----------------------------------------------------------------------------------------------------
def start_anchors(cols: int, rows: int) -> list[Cell]:
    """PMF.START.1: opposite corners first, then the other corners, then edge midpoints."""
    w, h = cols - 1, rows - 1
    return [Cell(0, 0), Cell(w, h), Cell(w, 0), Cell(0, h), Cell(w // 2, 0), Cell(w // 2, h), Cell(0, h // 2),
            Cell(w, h // 2)]


def heading_towards(frm: Cell, to: Cell) -> int:
    angle = math.degrees(math.atan2(to.x - frm.x, -(to.y - frm.y))) % 360
    return int(round(angle / 45)) % 8


class Fleet:
    """The state of a battle and its queries."""

    def __init__(self, board: Board, ship_types: Mapping[str, ShipType], players: list[str],
                 fleets: list[list[str]], seed: int, first: int | None = None, free_crew: bool = False) -> None:
        if len(players) < 2 or len(fleets) != len(players) or any(not f for f in fleets):
            raise ValueError("Playmoflotte needs at least two sides, each with at least one ship")
        self.board = board
        self.players = tuple(players)
        self.rng = random.Random(seed)
        self.ships: list[Ship] = []
        centre = Cell((board.cols - 1) // 2, (board.rows - 1) // 2)
        anchors = start_anchors(board.cols, board.rows)
        if len(players) > len(anchors):
            raise ValueError("at most eight sides")
        taken: set[Cell] = set()
        for owner, fleet in enumerate(fleets):
            for type_id in fleet:
                pos = self._nearest_sea(anchors[owner], taken)
                taken.add(pos)
                ship_type = ship_types[type_id]
                cannons = mounted_cannons(ship_type)
                self.ships.append(Ship(len(self.ships), owner, ship_type, pos, heading_towards(pos, centre), cannons,
                                       default_posts(ship_type, cannons)))
        self.active = self.rng.randrange(len(players)) if first is None else first  # PMF.START.2
        self.first = self.active
        self.turns = [0] * len(players)
        self.phase = Phase.POSTS
        self.pending: Pending | None = None
        self.moving: tuple[int, int] | None = None  # (ship, maximum distance of the die just rolled)
        self.last_die: int | None = None
        self.winner: int | None = None
        self._begin_turn()
        if free_crew:  # PMF.START.1: "après avoir disposé ses équipages aux postes désirés" - before turn 1
            self.turns[self.active] = 0
            self.phase = Phase.CREW

    def copy(self) -> Self:
        """An independent copy; the board and ship types, which never change, are shared."""
        other = object.__new__(type(self))
        other.__dict__.update(self.__dict__)
        other.rng = copied(self.rng)
        other.ships = [replace(s, posts=list(s.posts), cannons=[replace(c) for c in s.cannons]) for s in self.ships]
        other.turns = list(self.turns)
        other.captain_moved, other.changes = set(self.captain_moved), dict(self.changes)
        other.allowance, other.dice_used = dict(self.allowance), dict(self.dice_used)
        other.stopped, other.fired = set(self.stopped), set(self.fired)
        return other

    # -- set-up helpers --------------------------------------------------------------------------------------
    def _nearest_sea(self, anchor: Cell, taken: set[Cell]) -> Cell:
        seen, queue = {anchor}, deque([anchor])
        while queue:
            cell = queue.popleft()
            if self.terrain(cell) == SEA and cell not in taken:
                return cell
            for d in KING:
                nxt = Cell(cell.x + d.x, cell.y + d.y)
                if self.board.contains(*nxt) and nxt not in seen:
                    seen.add(nxt)
                    queue.append(nxt)
        raise ValueError("no free sea square for a ship")

    def _begin_turn(self) -> None:
        self.turns[self.active] += 1
        self.phase = Phase.POSTS
        self.captain_moved: set[int] = set()
        self.changes: dict[int, int] = {}
        # PMF.POST.1: counted before any change is made
        self.allowance = {s.id: s.posts.count(COMMAND) for s in self.own_ships()}
        self.dice_used: dict[int, int] = {}
        self.stopped: set[int] = set()
        self.fired: set[tuple[int, int]] = set()
        self.moving = None

    # -- queries ---------------------------------------------------------------------------------------------
    def terrain(self, cell: Cell) -> str | None:
        return self.board.terrain.get((cell.x, cell.y))

    def ship(self, ship_id: int) -> Ship | None:
        return self.ships[ship_id] if 0 <= ship_id < len(self.ships) else None

    def afloat(self) -> list[Ship]:
        return [s for s in self.ships if s.afloat]

    def own_ships(self, owner: int | None = None) -> list[Ship]:
        owner = self.active if owner is None else owner
        return [s for s in self.ships if s.afloat and s.owner == owner]

    def ship_at(self, cell: Cell) -> Ship | None:
        return next((s for s in self.ships if s.afloat and s.pos == cell), None)

    def sides_in_play(self) -> list[int]:
        return sorted({s.owner for s in self.afloat()})

    @property
    def over(self) -> bool:
        return self.phase == Phase.OVER

    def valid_posts(self, ship: Ship) -> list[str]:
        return [DECK, COMMAND, HELM, *SAILS, *(cannon_post(c.id) for c in ship.cannons)]

    def changes_left(self, ship: Ship) -> int:
        return self.allowance.get(ship.id, 0) - self.changes.get(ship.id, 0)

    def port_locked(self, ship: Ship) -> bool:
        """PMF.MOVE.5: a ship that docked in a port stays there during its owner's next turn."""
        return ship.docked == PORT and self.turns[ship.owner] <= ship.docked_turn + 1

    def dice_left(self, ship: Ship) -> int:
        if ship.id in self.stopped:
            return 0
        return ship.movement_dice() - self.dice_used.get(ship.id, 0)

    def path(self, ship: Ship, heading: int, distance: int) -> tuple[list[Cell], str]:
        """The squares a ship would cross and how it ends: 'ok', 'dock', 'off', or 'blocked'."""
        cells: list[Cell] = []
        prev = ship.pos
        for cell in ahead(ship.pos, heading, distance):
            if not self.board.contains(cell.x, cell.y):
                return cells, "off"  # PMF.MOVE.6
            if self._move_blocked(cell, ship) or corner_cut(prev, cell, lambda c: self._move_blocked(c, ship)):
                return cells, "blocked"
            cells.append(cell)
            if self.terrain(cell) in (BEACH, PORT):
                return cells, "dock"
            prev = cell
        return cells, "ok"

    def _move_blocked(self, cell: Cell, mover: Ship) -> bool:
        """PMF.MOVE.4: other ships, reef and island squares (off-board squares do not block)."""
        terrain = self.terrain(cell)
        if terrain is None:
            return False
        other = self.ship_at(cell)
        return terrain in (REEF, ISLAND) or (other is not None and other.id != mover.id)

    def reachable(self, ship: Ship) -> dict[int, list[Cell]]:
        """For the die just rolled: heading -> squares the ship may stop on (for the table's highlights)."""
        if self.moving is None or self.moving[0] != ship.id:
            return {}
        out: dict[int, list[Cell]] = {}
        for distance in range(1, self.moving[1] + 1):
            cells, end = self.path(ship, ship.heading, distance)
            if end in ("ok", "dock") and len(cells) == distance:
                out.setdefault(ship.heading, []).append(cells[-1])
        return out

    def fire_blocks(self, shooter: Ship, target: Ship, cell: Cell) -> bool:
        """PMF.FIRE.3: other ships and island, beach and port squares block; reef does not."""
        other = self.ship_at(cell)
        if other is not None and other.id not in (shooter.id, target.id):
            return True
        return self.terrain(cell) in LAND

    def is_enfilade(self, shooter: Ship, target: Ship) -> bool:
        """PMF.FIRE.7: headings perpendicular and the shooter on the target's fore-and-aft line."""
        return raking(shooter.pos, shooter.heading, target.pos, target.heading)

    def needed(self, shooter: Ship, target: Ship) -> int:
        return needed_at(king_distance(shooter.pos, target.pos))

    def hit_chance(self, shooter: Ship, target: Ship) -> float:
        return hit_odds(king_distance(shooter.pos, target.pos), self.is_enfilade(shooter, target))


    # -- for the table, bots and tests -------------------------------------------------------------------------
    def may_turn(self, ship: Ship, heading: int) -> bool:
        """PMF.MOVE.2: a new heading needs someone at the helm; keeping the heading never does."""
        return heading == ship.heading or ship.has_helm()

    def ready_cannons(self, ship: Ship) -> list[Cannon]:
        """The cannons of a ship that may still fire this turn: served and not yet fired (PMF.FIRE.1)."""
        return [c for c in ship.cannons if ship.gunners(c.id) and (ship.id, c.id) not in self.fired]

    def arc_cells(self, ship: Ship) -> list[Cell]:
        """Squares inside the arc of at least one ready cannon (PMF.FIRE.2), for the fire-zone hatching."""
        ready = self.ready_cannons(ship)
        return [Cell(*c) for c in self.board.cells()
                if any(in_arc(ship.pos, ship.heading, cannon.side, Cell(*c)) for cannon in ready)]

    def sail_off_distance(self, ship: Ship) -> int | None:
        """With the die just rolled, the distance that takes the ship off the board, if any (PMF.MOVE.6)."""
        if self.moving is None or self.moving[0] != ship.id:
            return None
        for distance in range(1, self.moving[1] + 1):
            _, end = self.path(ship, ship.heading, distance)
            if end == "off":
                return distance
            if end != "ok":
                return None
        return None
