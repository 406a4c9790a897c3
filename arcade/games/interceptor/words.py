"""Interceptor's sentences for the table: the catalog's lookups and the names of ships."""

from __future__ import annotations

from arcade.games.interceptor.rules import InterceptorGame
from arcade.i18n import t

NS = "interceptor"


def tr(text_key: str, **values: object) -> str:
    return t(text_key, NS, **values)


def ship_name(g: InterceptorGame, names: list[str], ship: int) -> str:
    """"Ann's fighter", or "Ann's fighter 2" when players fly several."""
    s = g.ships[ship]
    own = [x.id for x in g.ships if x.owner == s.owner]
    if len(own) == 1:
        return tr("ship_one", name=names[s.owner])
    return tr("ship_many", name=names[s.owner], n=own.index(ship) + 1)
