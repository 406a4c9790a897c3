"""Why a computer captain made a Playmoflotte move, in one line for the journal: read from what the move
changes on a copy of the position, in the terms of its evaluation (`bots`) — the chance of a shot, cannons brought
to bear on the enemy, a ship sailed out of the enemy's broadsides or closer to the enemy, the posts that keep a ship
handled after its losses. The move itself is worded by the journal; this says what it was for
(`why_pmf_<reason>` in the translations)."""

from __future__ import annotations

from arcade.core.protocol import Seat
from arcade.core.squaregrid import king_distance
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
from arcade.games.playmoflotte.rules.game import PlaymoflotteGame
from arcade.games.playmoflotte.rules.geometry import in_arc


def bearing(state: PlaymoflotteGame, owner: int) -> int:
    """The served cannons of `owner` with an enemy ship in their arc (PMF.FIRE.2)."""
    enemies = [ship for ship in state.ships if ship.owner != owner and ship.afloat]
    return sum(1 for ship in state.ships if ship.owner == owner and ship.afloat
               for cannon in ship.cannons if ship.gunners(cannon.id)
               and any(in_arc(ship.pos, ship.heading, cannon.side, enemy.pos) for enemy in enemies))


def exposure(state: PlaymoflotteGame, ship_id: int) -> int:
    """The enemy's served cannons with this ship in their arc."""
    ship = state.ships[ship_id]
    return sum(1 for other in state.ships if other.owner != ship.owner and other.afloat
               for cannon in other.cannons if other.gunners(cannon.id)
               and in_arc(other.pos, other.heading, cannon.side, ship.pos))


def nearest_enemy(state: PlaymoflotteGame, ship_id: int) -> int | None:
    ship = state.ships[ship_id]
    return min((king_distance(ship.pos, other.pos) for other in state.ships
                if other.owner != ship.owner and other.afloat), default=None)


def reason(state: PlaymoflotteGame, seat: Seat, action: Action) -> tuple[str, dict[str, int]] | None:
    """What `action` by `seat` was for, and the numbers the sentence quotes; None where nothing plain stands out
    (the journal then says it was the move that leaves the side best placed)."""
    if state.check(action) is not None:
        return None
    plain = {EndPosts: "pmf_posts", EndMovement: "pmf_stay", EndTurn: "pmf_end", ChangePost: "pmf_crew",
             CaptainMove: "pmf_crew", MoveCannon: "pmf_crew", Roll: "pmf_roll"}
    if type(action) in plain:
        return plain[type(action)], {}
    if isinstance(action, Fire):
        shooter, target = state.ships[action.ship], state.ships[action.target]
        return "pmf_fire", {"odds": round(100 * state.hit_chance(shooter, target))}
    after = state.copy()
    after.apply(action)
    if isinstance(action, Casualties):
        ship = after.ships[action.ship]
        if ship.afloat and ship.has_helm() and ship.movement_dice() == 2:
            return "pmf_losses", {}  # the helm and both shrouds still manned
        return None
    if not isinstance(action, Advance):
        return None
    owner = state.ships[action.ship].owner
    if bearing(after, owner) > bearing(state, owner):
        return "pmf_bear", {"count": bearing(after, owner)}
    if exposure(after, action.ship) < exposure(state, action.ship):
        return "pmf_evade", {}
    before, now = nearest_enemy(state, action.ship), nearest_enemy(after, action.ship)
    if before is not None and now is not None and now < before:
        return "pmf_close", {"count": now}
    return "pmf_advance", {"count": action.distance}
