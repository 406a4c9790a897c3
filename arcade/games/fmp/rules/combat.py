"""Destroyers at work: two-destroyer fire, the second-arrival attack, capture, holding under fire (FMP.FIRE,
FMP.ATK, FMP.CAPT, FMP.NEUT.3), and what a destroyed hex takes with it (FMP.FIRE.3, FMP.PONT.3)."""

from __future__ import annotations

from arcade.core.hexgrid import Hex, distance
from arcade.core.protocol import Rejection
from arcade.games.fmp.rules.actions import Attack, Capture
from arcade.games.fmp.rules.events import Captured, Destroyed, Event, Fired
from arcade.games.fmp.rules.model import BOARD, GONE, Piece
from arcade.games.fmp.rules.movement import Movement
from arcade.games.fmp.rules.pieces import Kind, fire_range, is_destroyer
from arcade.games.fmp.rules.refusals import piece_words, reject


class Combat(Movement):
    def _destroyer(self, pid: int, clause: str) -> Piece | Rejection:
        """One of the player's destroyers, for a shot or a capture (else why not)."""
        p = self._own(pid)
        if isinstance(p, Rejection) or is_destroyer(p.kind):
            return p
        return reject(clause, "not_destroyer", **piece_words(p, self.planet.layout))

    # -- fire ------------------------------------------------------------------------------------------------------
    def _check_fire(self, shooters: tuple[int, int], target: Hex, second: int | None = None) -> Rejection | None:
        if shooters[0] == shooters[1]:
            return reject("FMP.FIRE.3", "two_shooters")
        problem = self._target_problem(target)
        if problem:
            return problem
        for pid in shooters:
            s = self._destroyer(pid, "FMP.FIRE.3")
            if isinstance(s, Rejection):
                return s
            words = piece_words(s, self.planet.layout)
            problem = self._cannot_act(s) if s.kind is not Kind.TURRET else (
                None if s.where == BOARD else reject("FMP.FIRE.3", "no_turret"))
            if problem:
                return problem
            if s.id in self.penalized:
                return reject("FMP.MOVE.4", "mountain_pair")
            if self.shots.get(s.id, 0) >= 2:
                return reject("FMP.FIRE.2", "no_ammo", **words)
            if distance(s.hex, target) > fire_range(s.kind, self.planet.terrain[s.hex]):
                return reject("FMP.FIRE.1", "out_of_range", **words)
            if s.kind is not Kind.TURRET and s.id != second and self.piece_under_fire(s):
                return reject("FMP.ATK.1", "shooter_under_fire", **words)
        return self._pay(2)

    def _target_problem(self, target: Hex) -> Rejection | None:
        t = self.at(target)
        if t is None:
            return None if target in self.pontoon_at else reject("FMP.FIRE.3", "nothing_there")
        if t.kind is Kind.ASTRONEF:
            if target == t.hex:
                return reject("FMP.FIRE.3", "astronef_indestructible")
            turret = self.turret_on(t, target)
            if turret is None:
                return reject("FMP.FIRE.3", "no_turret")
            return reject("FMP.FIRE.4", "own_piece") if self.owner(t) == self.active else None
        if t.kind is not Kind.ORE and self.owner(t) == self.active:
            return reject("FMP.FIRE.4", "own_piece")
        return None

    def _fire(self, shooters: tuple[int, int], target: Hex, events: list[Event]) -> None:
        self.points[self.active].pay(2)
        for s in shooters:
            self.shots[s] = self.shots.get(s, 0) + 1
        events.append(Fired(shooters, target))
        t = self.at(target)
        if t is not None and t.kind is Kind.ASTRONEF:
            turret = self.turret_on(t, target)
            assert turret is not None
            self._lift(turret)
            self._set(turret, where=GONE)
            events.append(Destroyed((turret.id,), target))
        else:
            self._destroy_hex(target, events)

    def _destroy_hex(self, h: Hex, events: list[Event]) -> None:
        """FMP.FIRE.3: everything on the hex goes (pieces, cargo, ore, pontoon and what hangs from it)."""
        lost: list[int] = []
        t = self.at(h)
        if t is not None:
            lost += [t.id, *(q.id for q in self.inside(t))]
            self._remove(t, GONE)
        if h in self.pontoon_at:
            lost += self._collapse(self.pieces[self.pontoon_at[h]], include_self=True)
        events.append(Destroyed(tuple(lost), h))

    def _collapse(self, pontoon: Piece, include_self: bool) -> list[int]:
        """FMP.PONT.3: a pontoon destroyed or removed takes with it every pontoon hanging from it, and everything
        standing on those."""
        lost: list[int] = []
        hangers = [p for p in self.pieces if p.kind is Kind.PONTOON and p.hangs_from == pontoon.id
                   and p.where == BOARD]
        for child in hangers:
            lost += self._collapse(child, include_self=True)
        if include_self:
            on = self.at(pontoon.hex)
            if on is not None:
                lost += [on.id, *(q.id for q in self.inside(on))]
                self._remove(on, GONE)
            lost.append(pontoon.id)
            self._remove(pontoon, GONE)
        return lost

    # -- the second-arrival attack ---------------------------------------------------------------------------------
    def _check_attack(self, action: Attack) -> Rejection | None:
        p = self._mover(action.piece)
        if isinstance(p, Rejection):
            return p
        if not is_destroyer(p.kind) or not action.path or not 1 <= len(action.shots) <= 2:
            return reject("FMP.ATK.2", "attack_shape")
        with self._trial():  # played on the game itself, then rolled back
            if self.window is not None:  # as in apply: the retreat step ends before the attacker sets out
                self._close_window([])
            return self._run_attack(action, [])

    def _run_attack(self, action: Attack, events: list[Event]) -> Rejection | None:
        """Play a second-arrival attack; inside a trial this is its check (FMP.ATK.1-2)."""
        p = self.pieces[action.piece]
        done, problem = self._walk(p, action.path, attack=True)
        if done < len(action.path):
            return problem
        problem = self._pay(len(action.path) + 2 * len(action.shots))
        if problem:
            return problem
        self.points[self.active].pay(len(action.path))
        self._move_piece(p, action.path, events)
        for shot in action.shots:
            problem = self._check_fire((shot.partner, p.id), shot.target, second=p.id)
            if problem:
                return problem
            self._fire((shot.partner, p.id), shot.target, events)
        if self.piece_under_fire(p):
            return reject("FMP.ATK.2", "still_under_fire")
        self._pin_if_holding(p)
        return None

    # -- capture ---------------------------------------------------------------------------------------------------
    def _check_capture(self, action: Capture) -> Rejection | None:
        if action.takers[0] == action.takers[1]:
            return reject("FMP.CAPT.1", "two_takers")
        target = self.piece(action.target)
        if target is None or target.where != BOARD:
            return reject("FMP.MOVE.2", "no_piece")
        if target.kind in (Kind.ASTRONEF, Kind.TURRET):
            return reject("FMP.CAPT.3", "capture_astronef")
        if target.kind in (Kind.PONTOON, Kind.ORE):
            return reject("FMP.CAPT.3", "capture_neutral")
        colours = set()
        for pid in action.takers:
            s = self._destroyer(pid, "FMP.CAPT.1")
            if isinstance(s, Rejection):
                return s
            words = piece_words(s, self.planet.layout)
            problem = self._cannot_act(s)
            if problem:
                return problem
            if not any(distance(a, b) == 1 for a in s.hexes for b in target.hexes):
                return reject("FMP.CAPT.1", "not_adjacent_target", **words)
            if self.piece_under_fire(s):
                return reject("FMP.CAPT.1", "taker_under_fire", **words)
            colours.add(s.colour)
        if len(colours) != 1:
            return reject("FMP.CAPT.1", "one_colour")
        if target.colour in colours:
            return reject("FMP.CAPT.1", "same_colour")
        if any(self.under_fire(h, self.active) for h in target.hexes):
            return reject("FMP.CAPT.1", "target_under_fire")
        return self._pay(1)

    def _capture(self, action: Capture, events: list[Event]) -> None:
        self.points[self.active].pay(1)
        target = self.pieces[action.target]
        colour = self.pieces[action.takers[0]].colour
        assert colour is not None
        before = target.colour
        self._recolour(target, colour)
        self.neutralized.discard(target.id)  # FMP.CAPT.2: operational at once
        self.pinned.discard(target.id)
        events.append(Captured(target.id, before, colour))

    # -- holding under fire ----------------------------------------------------------------------------------------
    def _pin_if_holding(self, p: Piece) -> None:
        """FMP.NEUT.3: "dès qu'il a fait une neutralisation, un destructeur ne peut plus bouger": a destroyer that
        ends a move holding an enemy piece under fire may not move again, nor may the destroyers that hold it with
        it (a neutralization takes two). Holding means neutralizing: an astronef and its turrets never are, so
        they hold nobody."""
        if not is_destroyer(p.kind) or p.where != BOARD or not self.gives_fire(p):
            return
        mine = self.cover().get(self.active, {})
        held = [h for h in self.planet.around(p.hex, self._range(p))
                if mine.get(h, 0) >= 2 and (other := self.at(h)) is not None and other.kind is not Kind.ASTRONEF
                and self.owner(other) not in (None, self.active)]
        if not held:
            return
        self.pinned.add(p.id)
        for pid in self.destroyer_ids:
            q = self.pieces[pid]
            if q.kind is not Kind.TURRET and q.where == BOARD and self.owner(q) == self.active and self.gives_fire(q) \
                    and any(distance(q.hex, h) <= self._range(q) for h in held):
                self.pinned.add(q.id)

    def _range(self, p: Piece) -> int:
        return fire_range(p.kind, self.planet.terrain[p.hex])
