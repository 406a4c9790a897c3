"""The Playmoflotte battle: posts, movement die by die, broadsides, casualties chosen by the target's side.

Pure and deterministic: the board and ship types are given as data, all dice come from `random.Random(seed)`.
"""

from __future__ import annotations

from itertools import combinations

from arcade.core.protocol import Rejection
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
from arcade.games.playmoflotte.rules.fleet import (
    BEACH,
    ISLAND,
    LAND,
    PORT,
    REEF,
    RULES_VERSION,
    SEA,
    Fleet,
    Phase,
    heading_towards,
    reject,
    ship_term,
    start_anchors,
)
from arcade.games.playmoflotte.rules.geometry import (
    die_distance,
    in_arc,
    line_blocked,
)
from arcade.games.playmoflotte.rules.model import (
    HELM,
    SIDES,
    Cannon,
    Pending,
    Ship,
    post_kind,
)

__all__ = ["BEACH", "ISLAND", "LAND", "PORT", "REEF", "RULES_VERSION", "SEA", "Phase", "PlaymoflotteGame",
           "heading_towards", "start_anchors"]


class PlaymoflotteGame(Fleet):
    """A battle: legality with reasons (`check`), and actions applied as events (`apply`)."""

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



    def shot_at(self, ship: Ship, target: Ship) -> Fire | Rejection:
        """The shot a click on `target` means: the first cannon that may fire at it, else why none may — said of a
        cannon whose arc holds the target where there is one (its line blocked, already fired, unmanned), for the
        cannons of the other side are out of their arc by nature."""
        first: Rejection | None = None
        bearing: Rejection | None = None
        for cannon in ship.cannons:
            action = Fire(ship.id, cannon.id, target.id)
            refusal = self.check(action)
            if refusal is None:
                return action
            first = first or refusal
            if bearing is None and in_arc(ship.pos, ship.heading, cannon.side, target.pos):
                bearing = refusal
        return bearing or first or reject("PMF.FIRE.1", "no_cannon")



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
