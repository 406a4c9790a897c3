"""Playmoflotte's sentences for the table: ships and posts named as the panel shows them, and a hinted move in
those words with the squares to ring (the ship first, where it goes or what it fires at last)."""

from __future__ import annotations

from collections.abc import Sequence

from arcade.core.protocol import Outcome
from arcade.core.squaregrid import Cell
from arcade.games.playmoflotte.rules import (
    COMMAND,
    DECK,
    HELM,
    SAILS,
    Action,
    Advance,
    CaptainMove,
    Casualties,
    ChangePost,
    EndMovement,
    EndPosts,
    Fire,
    MoveCannon,
    Phase,
    PlaymoflotteGame,
    Roll,
    Ship,
    cannon_post,
)
from arcade.games.playmoflotte.rules import events as ev
from arcade.i18n import translator

NS = "playmoflotte"

tr = translator(NS)


def ship_name(g: PlaymoflotteGame, names: Sequence[str], ship_id: int) -> str:
    """"Ann's frigate"."""
    ship = g.ships[ship_id]
    return tr("ship_of", ship=tr(f"t_short_{ship.type.id}"), name=names[ship.owner])


def post_names(ship: Ship) -> list[tuple[str, str]]:
    """A ship's posts in the panel's order, with their names."""
    posts = [(COMMAND, tr("post_command")), (HELM, tr("post_helm"))]
    posts += [(p, tr("post_sails", n=i + 1)) for i, p in enumerate(SAILS)]
    posts += [(cannon_post(c.id), tr("post_cannon", n=c.id + 1, side=tr(f"side_{c.side}"))) for c in ship.cannons]
    return [*posts, (DECK, tr("post_deck"))]


def move_words(g: PlaymoflotteGame, names: Sequence[str], a: Action) -> str:
    if isinstance(a, EndPosts | EndMovement) or not hasattr(a, "ship"):
        return tr({EndPosts: "next_phase_posts", EndMovement: "next_phase_move"}.get(type(a), "end_turn"))
    ship = g.ships[a.ship]
    post = dict(post_names(ship))
    if isinstance(a, CaptainMove | ChangePost):
        move = tr("advice_captain" if isinstance(a, CaptainMove) else "advice_crew", post=post[a.post])
    elif isinstance(a, MoveCannon):
        move = tr("advice_cannon", n=a.cannon + 1, side=tr(f"side_{a.side}"))
    elif isinstance(a, Roll):
        move = tr("advice_roll", heading=tr(f"heading_{a.heading}"))
    elif isinstance(a, Advance):
        move = tr("advice_sail", n=a.distance)
    elif isinstance(a, Fire):
        move = tr("advice_fire", n=a.cannon + 1, target=ship_name(g, names, a.target))
    else:
        assert isinstance(a, Casualties)
        move = tr("advice_losses", n=len(a.figures))
    return tr("ship_does", ship=ship_name(g, names, a.ship), what=move)  # (French spacing before the colon)


def hint_places(g: PlaymoflotteGame, a: Action) -> list[Cell]:
    if not hasattr(a, "ship"):
        return []
    ship = g.ships[a.ship]
    if isinstance(a, Advance):
        path, _ = g.path(ship, ship.heading, a.distance)
        return [ship.pos, *path[-1:]]
    if isinstance(a, Fire):
        return [ship.pos, g.ships[a.target].pos]
    return [ship.pos]


def headline(names: Sequence[str], outcome: Outcome) -> str:
    """The side whose ships are the last on the sea, or nobody."""
    return tr("won", name=names[outcome.winners[0]]) if outcome.winners else tr("nobody")


def event_line(g: PlaymoflotteGame, names: Sequence[str], e: ev.Event) -> str:
    """The journal's line for an event ("" for one it does not tell)."""
    def ship(ship_id: int) -> str:
        return ship_name(g, names, ship_id)

    if isinstance(e, ev.Rolled):
        return tr("log_roll", ship=ship(e.ship), die=e.die, n=e.max, count=e.max)
    if isinstance(e, ev.Moved) and e.path:
        return tr("log_move", ship=ship(e.ship), n=len(e.path), count=len(e.path))
    if isinstance(e, ev.Docked):
        return tr("log_dock", ship=ship(e.ship), where=tr(f"where_{e.where}"))
    if isinstance(e, ev.SailedOff):
        return tr("log_off", ship=ship(e.ship))
    if isinstance(e, ev.Fired):
        values = {"ship": ship(e.ship), "target": ship(e.target), "die": e.score, "needed": e.needed,
                  "n": e.casualties, "count": e.casualties}
        line = tr("log_fire_hit" if e.hit else "log_fire_miss", **values)
        return f"{line} ({tr('enfilade')})" if e.enfilade else line
    if isinstance(e, ev.Sunk):
        return tr("log_sunk", ship=ship(e.ship))
    if isinstance(e, ev.TurnBegan):
        return tr("log_crew" if g.phase == Phase.CREW else "log_turn", name=names[e.side])
    return ""


def fates(g: PlaymoflotteGame, names: Sequence[str], outcome: Outcome) -> list[tuple[str, bool]]:
    """Each side's ships at the end: afloat with their crew, sunk or sailed off (the result screen's lines)."""
    out: list[tuple[str, bool]] = []
    for seat, name in enumerate(names):
        out.append((name, True))
        for s in outcome.details.get("ships", []):
            if int(s["owner"]) == seat:
                ship = g.ships[int(s["id"])]
                words = tr(f"fate_{s['gone']}") if s["gone"] else tr("fate_afloat", n=ship.crew)
                out.append((tr("fate_line", ship=ship_name(g, names, ship.id), fate=words), False))
    return out
