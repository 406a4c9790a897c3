"""Destroyers at work: two-destroyer fire, the second-arrival attack, capture, holding under fire (FMP.FIRE,
FMP.ATK, FMP.CAPT, FMP.NEUT.3), and what a destroyed hex takes with it (FMP.FIRE.3, FMP.PONT.3)."""

from __future__ import annotations

from arcade.core.hexgrid import Hex, distance
from arcade.core.protocol import Rejection
from arcade.games.fmp.rules import firezones, movement
from arcade.games.fmp.rules.actions import Attack, Capture
from arcade.games.fmp.rules.events import Captured, Destroyed, Event, Fired
from arcade.games.fmp.rules.model import BOARD, GONE, Piece
from arcade.games.fmp.rules.pieces import Kind, fire_range, is_destroyer
from arcade.games.fmp.rules.refusals import piece_words, reject
from arcade.games.fmp.rules.state import FmpState


def _destroyer(game: FmpState, pid: int, clause: str) -> Piece | Rejection:
    """One of the player's destroyers, for a shot or a capture (else why not)."""
    p = movement.own(game, pid)
    if isinstance(p, Rejection) or is_destroyer(p.kind):
        return p
    return reject(clause, "not_destroyer", **piece_words(p, game.planet.layout))


# -- fire ------------------------------------------------------------------------------------------------------
def check_fire(game: FmpState, shooters: tuple[int, int], target: Hex, second: int | None = None) -> Rejection | None:
    if shooters[0] == shooters[1]:
        return reject("FMP.FIRE.3", "two_shooters")
    problem = target_problem(game, target)
    if problem:
        return problem
    for pid in shooters:
        s = _destroyer(game, pid, "FMP.FIRE.3")
        if isinstance(s, Rejection):
            return s
        words = piece_words(s, game.planet.layout)
        problem = movement.cannot_act(game, s) if s.kind is not Kind.TURRET else (
            None if s.where == BOARD else reject("FMP.FIRE.3", "no_turret"))
        if problem:
            return problem
        if s.id in game.penalized:
            return reject("FMP.MOVE.4", "mountain_pair")
        if game.shots.get(s.id, 0) >= 2:
            return reject("FMP.FIRE.2", "no_ammo", **words)
        if distance(s.hex, target) > fire_range(s.kind, game.planet.terrain[s.hex]):
            return reject("FMP.FIRE.1", "out_of_range", **words)
        if s.kind is not Kind.TURRET and s.id != second and firezones.piece_under_fire(game, s):
            return reject("FMP.ATK.1", "shooter_under_fire", **words)
    return movement.pay(game, 2)


def target_problem(game: FmpState, target: Hex) -> Rejection | None:
    """Why nothing at `target` may be fired on by the player whose turn it is (None: something may)."""
    t = game.at(target)
    if t is None:
        return None if target in game.pontoon_at else reject("FMP.FIRE.3", "nothing_there")
    if t.kind is Kind.ASTRONEF:
        if target == t.hex:
            return reject("FMP.FIRE.3", "astronef_indestructible")
        turret = game.turret_on(t, target)
        if turret is None:
            return reject("FMP.FIRE.3", "no_turret")
        return reject("FMP.FIRE.4", "own_piece") if game.owner(t) == game.active else None
    if t.kind is not Kind.ORE and game.owner(t) == game.active:
        return reject("FMP.FIRE.4", "own_piece")
    return None


def fire(game: FmpState, shooters: tuple[int, int], target: Hex, events: list[Event]) -> None:
    game.points[game.active].pay(2)
    for s in shooters:
        game.shots[s] = game.shots.get(s, 0) + 1
    events.append(Fired(shooters, target))
    t = game.at(target)
    if t is not None and t.kind is Kind.ASTRONEF:
        turret = game.turret_on(t, target)
        assert turret is not None
        game.lift(turret)
        game.change(turret, where=GONE)
        events.append(Destroyed((turret.id,), target))
    else:
        _destroy_hex(game, target, events)


def _destroy_hex(game: FmpState, h: Hex, events: list[Event]) -> None:
    """FMP.FIRE.3: everything on the hex goes (pieces, cargo, ore, pontoon and what hangs from it)."""
    lost: list[int] = []
    t = game.at(h)
    if t is not None:
        lost += [t.id, *(q.id for q in game.inside(t))]
        game.remove(t, GONE)
    if h in game.pontoon_at:
        lost += collapse(game, game.pieces[game.pontoon_at[h]], include_self=True)
    events.append(Destroyed(tuple(lost), h))


def collapse(game: FmpState, pontoon: Piece, include_self: bool) -> list[int]:
    """FMP.PONT.3: a pontoon destroyed or removed takes with it every pontoon hanging from it, and everything
    standing on those."""
    lost: list[int] = []
    hangers = [p for p in game.pieces if p.kind is Kind.PONTOON and p.hangs_from == pontoon.id
               and p.where == BOARD]
    for child in hangers:
        lost += collapse(game, child, include_self=True)
    if include_self:
        on = game.at(pontoon.hex)
        if on is not None:
            lost += [on.id, *(q.id for q in game.inside(on))]
            game.remove(on, GONE)
        lost.append(pontoon.id)
        game.remove(pontoon, GONE)
    return lost


# -- the second-arrival attack ---------------------------------------------------------------------------------
def check_attack(game: FmpState, action: Attack) -> Rejection | None:
    p = movement.mover(game, action.piece)
    if isinstance(p, Rejection):
        return p
    if not is_destroyer(p.kind) or not action.path or not 1 <= len(action.shots) <= 2:
        return reject("FMP.ATK.2", "attack_shape")
    with game.trial():  # played on the game itself, then rolled back
        if game.window is not None:  # as in apply: the retreat step ends before the attacker sets out
            firezones.close_window(game, [])
        return run_attack(game, action, [])


def run_attack(game: FmpState, action: Attack, events: list[Event]) -> Rejection | None:
    """Play a second-arrival attack; inside a trial this is its check (FMP.ATK.1-2)."""
    p = game.pieces[action.piece]
    done, problem = movement.walk(game, p, action.path, attack=True)
    if done < len(action.path):
        return problem
    problem = movement.pay(game, len(action.path) + 2 * len(action.shots))
    if problem:
        return problem
    game.points[game.active].pay(len(action.path))
    movement.move_piece(game, p, action.path, events)
    for shot in action.shots:
        problem = check_fire(game, (shot.partner, p.id), shot.target, second=p.id)
        if problem:
            return problem
        fire(game, (shot.partner, p.id), shot.target, events)
    if firezones.piece_under_fire(game, p):
        return reject("FMP.ATK.2", "still_under_fire")
    pin_if_holding(game, p)
    return None


# -- capture ---------------------------------------------------------------------------------------------------
def check_capture(game: FmpState, action: Capture) -> Rejection | None:
    if action.takers[0] == action.takers[1]:
        return reject("FMP.CAPT.1", "two_takers")
    target = game.piece(action.target)
    if target is None or target.where != BOARD:
        return reject("FMP.MOVE.2", "no_piece")
    if target.kind in (Kind.ASTRONEF, Kind.TURRET):
        return reject("FMP.CAPT.3", "capture_astronef")
    if target.kind in (Kind.PONTOON, Kind.ORE):
        return reject("FMP.CAPT.3", "capture_neutral")
    colours = set()
    for pid in action.takers:
        s = _destroyer(game, pid, "FMP.CAPT.1")
        if isinstance(s, Rejection):
            return s
        words = piece_words(s, game.planet.layout)
        problem = movement.cannot_act(game, s)
        if problem:
            return problem
        if not any(distance(a, b) == 1 for a in s.hexes for b in target.hexes):
            return reject("FMP.CAPT.1", "not_adjacent_target", **words)
        if firezones.piece_under_fire(game, s):
            return reject("FMP.CAPT.1", "taker_under_fire", **words)
        colours.add(s.colour)
    if len(colours) != 1:
        return reject("FMP.CAPT.1", "one_colour")
    if target.colour in colours:
        return reject("FMP.CAPT.1", "same_colour")
    if any(firezones.under_fire(game, h, game.active) for h in target.hexes):
        return reject("FMP.CAPT.1", "target_under_fire")
    return movement.pay(game, 1)


def capture(game: FmpState, action: Capture, events: list[Event]) -> None:
    game.points[game.active].pay(1)
    target = game.pieces[action.target]
    colour = game.pieces[action.takers[0]].colour
    assert colour is not None
    before = target.colour
    game.recolour(target, colour)
    game.neutralized.discard(target.id)  # FMP.CAPT.2: operational at once
    game.pinned.discard(target.id)
    events.append(Captured(target.id, before, colour))


# -- holding under fire ----------------------------------------------------------------------------------------
def pin_if_holding(game: FmpState, p: Piece) -> None:
    """FMP.NEUT.3: "dès qu'il a fait une neutralisation, un destructeur ne peut plus bouger": a destroyer that
    ends a move holding an enemy piece under fire may not move again, nor may the destroyers that hold it with
    it (a neutralization takes two). Holding means neutralizing: an astronef and its turrets never are, so
    they hold nobody."""
    if not is_destroyer(p.kind) or p.where != BOARD or not firezones.gives_fire(game, p):
        return
    mine = firezones.cover(game).get(game.active, {})
    held = [h for h in game.planet.around(p.hex, _range(game, p))
            if mine.get(h, 0) >= 2 and (other := game.at(h)) is not None and other.kind is not Kind.ASTRONEF
            and game.owner(other) not in (None, game.active)]
    if not held:
        return
    game.pinned.add(p.id)
    for pid in game.destroyer_ids:
        q = game.pieces[pid]
        if q.kind is not Kind.TURRET and q.where == BOARD and game.owner(q) == game.active \
                and firezones.gives_fire(game, q) \
                and any(distance(q.hex, h) <= _range(game, q) for h in held):
            game.pinned.add(q.id)


def _range(game: FmpState, p: Piece) -> int:
    return fire_range(p.kind, game.planet.terrain[p.hex])
