"""Pilots between games (INT.XP.4): a new fight with experience takes each player's pilot from the store, a
finished one gives back their stars and the upgrades their ship kept; 5 stars buy an upgrade (INT.XP.2)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from arcade.core.codec import PlainData
from arcade.games.interceptor.rules.ships import STARS_PER_UPGRADE, UPGRADES
from arcade.saves.store import GameStore, Pilot


def with_pilots(setup: dict[str, PlainData], store: GameStore) -> dict[str, PlainData]:
    """The setup with each player's pilot (their first ship flies it) when experience is played."""
    options = setup.get("options")
    players = setup.get("players")
    if not isinstance(options, Mapping) or options.get("experience") != "on" or not isinstance(players, list):
        return setup
    if "pilots" in setup:
        return setup
    names = [str(p.get("name", "")) if isinstance(p, Mapping) else str(p) for p in players]
    pilots = [store.pilot(name) for name in names]
    return {**setup, "pilots": [{"stars": p.stars, "upgrades": list(p.upgrades)} for p in pilots]}


def keep_pilots(names: Sequence[str], ships: Sequence[Mapping[str, Any]], store: GameStore) -> None:
    """After the fight: each player's pilot keeps the stars of their first ship and the upgrades it kept (a ship
    destroyed loses them; a pilot lost loses the stars too: the outcome already says so)."""
    for seat, name in enumerate(names):
        first = next((s for s in ships if s["owner"] == seat), None)
        if first is not None:
            store.save_pilot(Pilot(name, int(first["stars"]), tuple(str(u) for u in first["upgrades"])))


def buy(store: GameStore, name: str, upgrade: str) -> Pilot | None:
    """Spend 5 stars on an upgrade between games; None when the pilot has not the stars (or no such upgrade)."""
    pilot = store.pilot(name)
    if upgrade not in UPGRADES or pilot.stars < STARS_PER_UPGRADE:
        return None
    bought = Pilot(pilot.name, pilot.stars - STARS_PER_UPGRADE, (*pilot.upgrades, upgrade))
    store.save_pilot(bought)
    return bought
