"""Playmoflotte's data files (ship types, maps) and the rules object built from them."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from arcade.boards import load_board
from arcade.games.playmoflotte.rules import PlaymoflotteRules, ShipType, parse_ship_types

SHIPS_FILE = Path(__file__).with_name("ships.yaml")
MAPS = ("playmoflotte", "playmoflotte-archipelago", "playmoflotte-straits")


@lru_cache(maxsize=1)
def ship_types() -> dict[str, ShipType]:
    return parse_ship_types(SHIPS_FILE.read_text(encoding="utf-8"), "arcade/games/playmoflotte/ships.yaml")


@lru_cache(maxsize=1)
def rules() -> PlaymoflotteRules:
    """The rules, with the ship types and the maps read from the project's files."""
    return PlaymoflotteRules(ship_types(), MAPS, load_board)
