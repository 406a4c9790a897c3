"""Interceptor's sentences for the table: the catalog's lookups and the names of ships."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import groupby

from arcade.club.outcomes import plain_headline
from arcade.core.hexgrid import Hex
from arcade.core.protocol import Outcome
from arcade.games.interceptor.rules import InterceptorGame
from arcade.games.interceptor.rules import events as ev
from arcade.games.interceptor.rules.actions import Action, Announce, Orders, Place, TimeUp
from arcade.games.interceptor.rules.geometry import FACINGS
from arcade.games.interceptor.rules.orders import RETREAT, OrdersError, parse
from arcade.i18n import translator
from arcade.ui.letters import Letters

NS = "interceptor"

tr = translator(NS)

#: The order codes (the seed's French letters, as the rules and records write them) and what each means.
LETTERS = Letters({"A": "forward", "G": "left", "D": "right", "L": "loop", "T": "turnabout", "X": "hold_fire"})


def typed_orders(text: str) -> str:
    """Orders as typed at the table (its language's letters and word for retreat) in the rules' notation;
    OrdersError for a letter that is not one of the table's (said as it was typed)."""
    if says_retreat(text):
        return RETREAT
    codes = []
    for ch in text:
        code = LETTERS.code(ch) if ch.isalpha() else ch
        if code is None:
            raise OrdersError("bad_code", ch.upper())
        codes.append(code)
    return "".join(codes)


def says_retreat(text: str) -> bool:
    """The order line holds the table's word for retreat (RETREAT, REPLI)."""
    return text.strip().upper() == tr("retreat_word").upper()


def table_orders(text: str) -> str:
    """Orders in the rules' notation as the table writes them, in its language's letters."""
    return tr("retreat_word") if text.strip().upper() == RETREAT else LETTERS.to_table(text)


def ship_name(g: InterceptorGame, names: Sequence[str], ship: int) -> str:
    """"Ann's fighter", or "Ann's fighter 2" when players fly several."""
    s = g.ships[ship]
    own = [x.id for x in g.ships if x.owner == s.owner]
    if len(own) == 1:
        return tr("ship_one", name=names[s.owner])
    return tr("ship_many", name=names[s.owner], n=own.index(ship) + 1)


def move_words(g: InterceptorGame, names: list[str], a: Action) -> str:
    """A hinted move as the panel would say it: an entry, an announcement, orders in the seed's notation."""
    ship = ship_name(g, names, a.ship) if not isinstance(a, TimeUp) else ""
    if isinstance(a, Place):
        return tr("advice_place", ship=ship, at=g.arena.name(a.at), facing=tr(f"facing_{FACINGS[a.facing]}"),
                  n=a.speed)
    if isinstance(a, Announce):
        return tr("advice_announce", ship=ship, turn=tr(f"ann_turn_{a.turn}"), speed=tr(f"ann_speed_{a.speed}"))
    assert isinstance(a, Orders)
    return tr("advice_orders", ship=ship, orders=flight_words(a.text))


def flight_words(text: str) -> str:
    """Orders as a player says them: "backwards at speed 2: left, turn-about, 2 ahead; holds its fire" (the
    notation is for typing; the journal and the hints say what the ship does)."""
    try:
        written = parse(text)
    except OrdersError:
        return text
    if written.retreat:
        return tr("flight_retreat")
    if written.speed is None:
        speed = tr("flight_speed_kept")
    elif written.speed < 0:
        speed = tr("flight_backwards", n=-written.speed)
    else:
        speed = tr("flight_speed", n=written.speed)
    moves: list[str] = []
    back = written.speed is not None and written.speed < 0  # (a move the way the ship flies: backwards then)
    for code, run in groupby(written.codes.replace("X", "")):
        n = len(list(run))
        moves += [tr("flight_back" if back else "flight_ahead", n=n)] if code == "A" else [tr(f"flight_{code}")] * n
    said = tr("flight", speed=speed, moves=", ".join(moves)) if moves else speed
    return said + (tr("flight_hold_fire") if "X" in written.codes else "")


def hint_places(g: InterceptorGame, a: Action) -> list[Hex]:
    """Where a move is on the board: an entry's hex; a ship, and for orders where their flight ends (the arrow
    between them)."""
    if isinstance(a, Place):
        return [a.at]
    if isinstance(a, TimeUp):
        return []
    ship = g.ships[a.ship]
    if isinstance(a, Orders):
        try:
            end = g.execution(ship, a.text).end[0]
        except OrdersError:
            return [ship.at]
        return [ship.at, end] if end != ship.at else [ship.at]
    return [ship.at]


def headline(names: Sequence[str], outcome: Outcome) -> str:
    """The winner, or a draw when no ship is left to win."""
    return plain_headline(NS, names, outcome) if outcome.winners else tr("outcome_draw")


def event_line(g: InterceptorGame, names: Sequence[str], e: ev.Event) -> str:
    """The journal's line for an event ("" for one it does not tell)."""
    if isinstance(e, ev.TurnBegins):
        return tr("log_turn", n=e.turn)
    if isinstance(e, ev.Placed):
        return tr("log_placed", ship=ship_name(g, names, e.ship), at=g.arena.name(e.at), n=e.speed)
    if isinstance(e, ev.Revealed):
        if e.written.strip().upper() == e.executed or e.written.strip() == e.executed:
            return tr("log_orders", ship=ship_name(g, names, e.ship), orders=flight_words(e.executed))
        return tr("log_corrected", ship=ship_name(g, names, e.ship),
                  written=flight_words(e.written) if e.written.strip() else "—", orders=flight_words(e.executed))
    if isinstance(e, ev.Damaged):
        return tr(f"log_hurt_{e.cause}", ship=ship_name(g, names, e.ship), n=e.amount)
    if isinstance(e, ev.Destroyed):
        return tr("log_capsule" if e.capsule else "log_lost", ship=ship_name(g, names, e.ship))
    if isinstance(e, ev.Retreated):
        return tr("log_retreated", ship=ship_name(g, names, e.ship))
    if isinstance(e, ev.Sheltered):
        return tr("log_sheltered", ship=ship_name(g, names, e.ship),
                  shooter=ship_name(g, names, e.shooter))
    return ""
