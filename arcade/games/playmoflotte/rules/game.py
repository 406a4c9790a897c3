"""The Playmoflotte battle: posts, movement die by die, broadsides, casualties chosen by the target's side.

Pure and deterministic: the board and ship types are given as data, all dice come from `random.Random(seed)`.
"""

from __future__ import annotations

import math
import random
from collections import deque
from collections.abc import Mapping
from dataclasses import replace
from itertools import combinations

from arcade.core.board import Board
from arcade.core.dice import copied
from arcade.core.protocol import Param, Rejection, Term
from arcade.core.squaregrid import KING, Cell, king_distance
from arcade.games.playmoflotte.rules.actions import (
    Action,
    Advance,
    CaptainMove,
    Casualties,
    ChangePost,
    EndMovement,
    EndPosts,
    EndTurn,
    Fire,
    MoveCannon,
    Roll,
)
from arcade.games.playmoflotte.rules.events import (
    CasualtiesTaken,
    Docked,
    Event,
    Fired,
    Moved,
    PostsChanged,
    Rolled,
    SailedOff,
    Sunk,
    TurnBegan,
    Won,
)
from arcade.games.playmoflotte.rules.geometry import (
    ahead,
    corner_cut,
    die_distance,
    hit_odds,
    in_arc,
    line_blocked,
    needed_at,
)
from arcade.games.playmoflotte.rules.model import (
    COMMAND,
    DECK,
    HELM,
    SAILS,
    SIDES,
    Cannon,
    Pending,
    Ship,
    ShipType,
    cannon_post,
    default_posts,
    mounted_cannons,
    post_kind,
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


class PlaymoflotteGame:
    def __init__(self, board: Board, ship_types: Mapping[str, ShipType], players: list[str],
                 fleets: list[list[str]], seed: int, first: int | None = None, free_crew: bool = False) -> None:
        if len(players) < 2 or len(fleets) != len(players) or any(not f for f in fleets):
            raise ValueError("Playmoflotte needs at least two sides, each with at least one ship")
        self.board = board
        self.players = list(players)
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

    def copy(self) -> PlaymoflotteGame:
        """An independent copy; the board and ship types, which never change, are shared."""
        other = object.__new__(PlaymoflotteGame)
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
        if (shooter.heading - target.heading) % 4 != 2:
            return False
        d = KING[target.heading]
        dx, dy = shooter.pos.x - target.pos.x, shooter.pos.y - target.pos.y
        return dx * d.y - dy * d.x == 0 and (dx, dy) != (0, 0)

    def needed(self, shooter: Ship, target: Ship) -> int:
        return needed_at(king_distance(shooter.pos, target.pos))

    def hit_chance(self, shooter: Ship, target: Ship) -> float:
        return hit_odds(king_distance(shooter.pos, target.pos), self.is_enfilade(shooter, target))

    def targets(self, ship: Ship, cannon: Cannon) -> list[Ship]:
        return [t for t in self.afloat() if self.check(Fire(ship.id, cannon.id, t.id)) is None]

    def default_casualties(self, ship: Ship, count: int) -> tuple[int, ...]:
        """PMF.FIRE.8 default: deck crew first, then shrouds, command, gunners, the helmsman, the captain last."""
        order = {"deck": 0, "sails": 1, "command": 2, "cannon": 3}
        ranked = sorted(range(ship.crew), key=lambda i: (i == 0 and ship.captain_alive, ship.posts[i] == HELM,
                                                         order[post_kind(ship.posts[i])], -i))
        return tuple(sorted(ranked[:count]))

    # -- legality --------------------------------------------------------------------------------------------
    def check(self, action: Action) -> Rejection | None:
        if self.over:
            return reject("PMF.END.1", "over")
        if self.pending is not None and not isinstance(action, Casualties):
            target = self.ships[self.pending.ship]
            return reject("PMF.FIRE.8", "casualties_first", player=self.players[target.owner],
                          ship=ship_term(target))
        if isinstance(action, Casualties):
            return self._check_casualties(action)
        if self.phase == Phase.CREW:
            return self._check_crew(action)
        if isinstance(action, EndTurn | EndPosts | EndMovement):
            if self.moving is not None:
                return reject("PMF.MOVE.3", "die_pending")
            if isinstance(action, EndPosts) and self.phase != Phase.POSTS:
                return reject("PMF.TURN.1", "phase_posts")
            if isinstance(action, EndMovement) and self.phase != Phase.MOVE:
                return reject("PMF.TURN.1", "phase_move")
            return None
        ship = self.ship(action.ship)
        if ship is None or not ship.afloat:
            return reject("PMF.SHIP.4", "no_ship")
        if ship.owner != self.active:
            return reject("PMF.TURN.1", "not_yours")
        if isinstance(action, CaptainMove | ChangePost | MoveCannon):
            if self.phase != Phase.POSTS:
                return reject("PMF.TURN.1", "phase_posts")
            return self._check_post(ship, action)
        if isinstance(action, Roll | Advance):
            if self.phase != Phase.MOVE:
                return reject("PMF.TURN.1", "phase_move")
            return self._check_move(ship, action)
        if self.phase != Phase.FIRE:
            return reject("PMF.TURN.1", "phase_fire")
        return self._check_fire(ship, action)

    def _check_crew(self, action: Action) -> Rejection | None:
        """Placing the crew before the first turn: any figure to any post, any manned cannon to a free port, as
        often as wished; then the side says it is ready."""
        if isinstance(action, EndPosts):
            return None
        if not isinstance(action, ChangePost | MoveCannon):
            return reject("PMF.START.1", "crew_first")
        ship = self.ship(action.ship)
        if ship is None or not ship.afloat:
            return reject("PMF.SHIP.4", "no_ship")
        if ship.owner != self.active:
            return reject("PMF.TURN.1", "not_yours")
        return self._check_post(ship, action, free=True)

    def _check_post(self, ship: Ship, action: CaptainMove | ChangePost | MoveCannon,
                    free: bool = False) -> Rejection | None:
        if isinstance(action, MoveCannon):
            cannon = ship.cannon(action.cannon)
            if cannon is None:
                return reject("PMF.POST.3", "no_cannon")
            if action.side not in SIDES or action.slot not in ship.free_slots(action.side):
                return reject("PMF.POST.3", "slot_taken")
            if ship.gunners(cannon.id) == 0:
                return reject("PMF.POST.3", "no_gunner")
            if not free and self.changes_left(ship) <= 0:
                return reject("PMF.POST.1", "allowance", n=self.allowance.get(ship.id, 0))
            return None
        if action.post not in self.valid_posts(ship):
            return reject("PMF.SHIP.3", "bad_post")
        helm_holder = ship.at(HELM)
        if isinstance(action, CaptainMove):
            if not ship.captain_alive:
                return reject("PMF.POST.2", "no_captain")
            if ship.id in self.captain_moved:
                return reject("PMF.POST.2", "captain_done")
            if self.changes.get(ship.id, 0):
                return reject("PMF.POST.2", "captain_first")
            movers = (0, *action.followers)
            if len(set(movers)) != len(movers) or any(not 0 <= f < ship.crew for f in movers):
                return reject("PMF.POST.2", "bad_figure")
            if action.post == HELM and (len(movers) > 1 or (helm_holder and helm_holder[0] not in movers)):
                return reject("PMF.SHIP.3", "helm_taken")
            return None
        if not 0 <= action.figure < ship.crew:
            return reject("PMF.SHIP.3", "bad_figure")
        if ship.posts[action.figure] == action.post:
            return reject("PMF.SHIP.3", "same_post")
        if action.post == HELM and helm_holder:
            return reject("PMF.SHIP.3", "helm_taken")
        if not free and self.changes_left(ship) <= 0:
            return reject("PMF.POST.1", "allowance", n=self.allowance.get(ship.id, 0))
        return None

    def _check_move(self, ship: Ship, action: Roll | Advance) -> Rejection | None:
        if isinstance(action, Roll):
            if self.moving is not None:
                key = "die_pending" if self.moving[0] == ship.id else "other_moving"
                return reject("PMF.MOVE.3", key)
            if self.port_locked(ship):
                return reject("PMF.MOVE.5", "at_quay")
            if self.dice_left(ship) <= 0:
                return reject("PMF.MOVE.1", "no_dice")
            if not 0 <= action.heading < 8:
                return reject("PMF.SHIP.1", "bad_heading")
            if action.heading != ship.heading and not ship.has_helm():
                return reject("PMF.MOVE.2", "no_helm")
            return None
        if self.moving is None or self.moving[0] != ship.id:
            return reject("PMF.MOVE.3", "roll_first")
        limit = self.moving[1]
        if not 0 <= action.distance <= limit:
            return reject("PMF.MOVE.3", "too_far", n=limit)
        cells, end = self.path(ship, ship.heading, action.distance)
        if end == "blocked":
            return reject("PMF.MOVE.4", "blocked", n=len(cells))
        if end == "dock" and len(cells) < action.distance:
            return reject("PMF.MOVE.5", "blocked", n=len(cells))
        return None

    def _check_fire(self, ship: Ship, action: Fire) -> Rejection | None:
        cannon = ship.cannon(action.cannon)
        if cannon is None:
            return reject("PMF.FIRE.1", "no_cannon")
        if (ship.id, cannon.id) in self.fired:
            return reject("PMF.FIRE.1", "fired")
        if ship.gunners(cannon.id) == 0:
            return reject("PMF.FIRE.1", "unmanned")
        target = self.ship(action.target)
        if target is None or not target.afloat:
            return reject("PMF.SHIP.4", "no_ship")
        if target.owner == ship.owner:
            return reject("PMF.FIRE.1", "own_ship")
        if target.docked == PORT:
            return reject("PMF.FIRE.4", "in_port")
        if not in_arc(ship.pos, ship.heading, cannon.side, target.pos):
            return reject("PMF.FIRE.2", "arc")
        if line_blocked(ship.pos, target.pos, lambda c: self.fire_blocks(ship, target, c)):
            return reject("PMF.FIRE.3", "line")
        return None

    def _check_casualties(self, action: Casualties) -> Rejection | None:
        if self.pending is None:
            return reject("PMF.FIRE.6", "no_pending")
        ship = self.ships[self.pending.ship]
        if action.ship != ship.id:
            return reject("PMF.FIRE.8", "casualties_first", player=self.players[ship.owner],
                          ship=ship_term(ship))
        if len(action.figures) != self.pending.count:
            return reject("PMF.FIRE.6", "casualty_count", n=self.pending.count)
        if len(set(action.figures)) != len(action.figures) or any(not 0 <= f < ship.crew for f in action.figures):
            return reject("PMF.FIRE.6", "bad_figure")
        return None

    # -- applying --------------------------------------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        """Perform an action `check` accepted (it is not checked again)."""
        events: list[Event] = []
        if isinstance(action, CaptainMove):
            ship = self.ships[action.ship]
            for figure in (0, *action.followers):
                ship.posts[figure] = action.post
            self.captain_moved.add(ship.id)
            events.append(PostsChanged(ship.id))
        elif isinstance(action, ChangePost):
            ship = self.ships[action.ship]
            ship.posts[action.figure] = action.post
            if self.phase != Phase.CREW:
                self.changes[ship.id] = self.changes.get(ship.id, 0) + 1
            events.append(PostsChanged(ship.id))
        elif isinstance(action, MoveCannon):
            ship = self.ships[action.ship]
            cannon = ship.cannon(action.cannon)
            assert cannon is not None
            cannon.side, cannon.slot = action.side, action.slot  # its gunners keep serving it
            if self.phase != Phase.CREW:
                self.changes[ship.id] = self.changes.get(ship.id, 0) + 1
            events.append(PostsChanged(ship.id))
        elif isinstance(action, EndPosts) and self.phase == Phase.CREW:
            self._crew_ready(events)
        elif isinstance(action, EndPosts):
            self.phase = Phase.MOVE
        elif isinstance(action, Roll):
            ship = self.ships[action.ship]
            ship.heading = action.heading
            face = self.rng.randint(1, 6)
            self.last_die = face
            self.moving = (ship.id, die_distance(face))
            events.append(Rolled(ship.id, ship.heading, face, die_distance(face)))
        elif isinstance(action, Advance):
            self._advance(self.ships[action.ship], action.distance, events)
        elif isinstance(action, EndMovement):
            self.phase = Phase.FIRE
        elif isinstance(action, Fire):
            self._fire(action, events)
        elif isinstance(action, Casualties):
            self._casualties(action, events)
        elif isinstance(action, EndTurn):
            self._next_player(events)
        return events

    def _advance(self, ship: Ship, distance: int, events: list[Event]) -> None:
        cells, end = self.path(ship, ship.heading, distance)
        self.moving = None
        self.dice_used[ship.id] = self.dice_used.get(ship.id, 0) + 1
        start = ship.pos
        if cells:
            ship.pos = cells[-1]
            ship.docked = None
        events.append(Moved(ship.id, start, tuple(cells)))
        if end == "off" and len(cells) < distance:
            ship.gone = "sailed-off"
            self.stopped.add(ship.id)
            events.append(SailedOff(ship.id))
            self._check_end(events)
        elif end == "dock":
            terrain = self.terrain(ship.pos)
            ship.docked = terrain
            ship.docked_turn = self.turns[ship.owner]
            self.stopped.add(ship.id)  # docking ends the ship's movement this turn
            events.append(Docked(ship.id, str(terrain)))

    def _fire(self, action: Fire, events: list[Event]) -> None:
        ship, target = self.ships[action.ship], self.ships[action.target]
        self.fired.add((ship.id, action.cannon))
        face = self.rng.randint(1, 6)
        enfilade = self.is_enfilade(ship, target)
        score = face - 1 if enfilade else face
        needed = self.needed(ship, target)
        hit = score >= needed
        count = 0
        if hit:
            count = 2 if enfilade or score >= 2 * needed else 1  # never more than two (PMF.FIRE.7 ruling)
            count = min(count, target.crew)
        events.append(Fired(ship.id, action.cannon, target.id, face, score, needed, enfilade, hit, count))
        if count:
            self.pending = Pending(target.id, count, self.default_casualties(target, count))

    def _casualties(self, action: Casualties, events: list[Event]) -> None:
        ship = self.ships[action.ship]
        for figure in sorted(action.figures, reverse=True):
            if figure == 0 and ship.captain_alive:
                ship.captain_alive = False
            del ship.posts[figure]
        self.pending = None
        events.append(CasualtiesTaken(ship.id, action.figures))
        if not ship.posts:
            ship.gone = "sunk"  # PMF.SHIP.4
            events.append(Sunk(ship.id))
            self._check_end(events)

    def _check_end(self, events: list[Event]) -> None:
        """PMF.END.1: a side with no ship left is out; the last side with ships wins."""
        sides = self.sides_in_play()
        if len(sides) <= 1:
            self.winner = sides[0] if sides else None
            self.phase = Phase.OVER
            self.moving = None
            events.append(Won(self.winner))

    def _crew_ready(self, events: list[Event]) -> None:
        """The next side places its crew; after the last, the first player's turn 1 begins."""
        n = len(self.players)
        self.active = (self.active + 1) % n
        if self.active == self.first:
            self._begin_turn()  # the allowance counts the crew now at command
        events.append(TurnBegan(self.active))

    def _next_player(self, events: list[Event]) -> None:
        sides = self.sides_in_play()
        n = len(self.players)
        nxt = next(((self.active + k) % n for k in range(1, n + 1) if (self.active + k) % n in sides), self.active)
        self.active = nxt
        self._begin_turn()
        events.append(TurnBegan(nxt))

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

    def shot_at(self, ship: Ship, target: Ship) -> Fire | Rejection:
        """The shot a click on `target` means: the first cannon that may fire at it, else why none may."""
        first: Rejection | None = None
        for cannon in ship.cannons:
            action = Fire(ship.id, cannon.id, target.id)
            refusal = self.check(action)
            if refusal is None:
                return action
            first = first or refusal
        return first or reject("PMF.FIRE.1", "no_cannon")

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

    def legal_actions(self) -> list[Action]:
        """Every legal action of the seat to act. Casualties: every choice of figures. The captain's move: alone
        and with each single follower (a larger group is the same outcome reached in more post changes)."""
        if self.over:
            return []
        if self.pending is not None:
            target = self.ships[self.pending.ship]
            return [Casualties(target.id, chosen) for chosen in combinations(range(target.crew), self.pending.count)]
        candidates: list[Action] = [EndTurn()]
        if self.phase in (Phase.POSTS, Phase.CREW):
            candidates.append(EndPosts())
            for ship in self.own_ships():
                for post in self.valid_posts(ship):
                    candidates.append(CaptainMove(ship.id, post))
                    candidates += [CaptainMove(ship.id, post, (f,)) for f in range(1, ship.crew)]
                    candidates += [ChangePost(ship.id, f, post) for f in range(ship.crew)]
                for cannon in ship.cannons:
                    candidates += [MoveCannon(ship.id, cannon.id, side, slot) for side in SIDES
                                   for slot in ship.free_slots(side)]
        elif self.phase == Phase.MOVE:
            candidates.append(EndMovement())
            for ship in self.own_ships():
                candidates += [Roll(ship.id, h) for h in range(8)]
                if self.moving is not None and self.moving[0] == ship.id:
                    candidates += [Advance(ship.id, d) for d in range(self.moving[1] + 1)]
        elif self.phase == Phase.FIRE:
            for ship in self.own_ships():
                for cannon in ship.cannons:
                    candidates += [Fire(ship.id, cannon.id, t.id) for t in self.afloat()]
        return [action for action in candidates if self.check(action) is None]
