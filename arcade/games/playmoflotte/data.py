"""Reading Playmoflotte's data files (ship types) and building the battle's board from a setup."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

from arcade.boards import load_board
from arcade.core.board import Board, board_from_data
from arcade.games.playmoflotte.rules import ShipType, parse_ship_types

SHIPS_FILE = Path(__file__).with_name("ships.yaml")
LEGEND = {".": "sea", "*": "reef", "#": "island", "b": "beach", "p": "port"}
CODES = {name: code for code, name in LEGEND.items()}


@lru_cache(maxsize=1)
def ship_types() -> dict[str, ShipType]:
    return parse_ship_types(SHIPS_FILE.read_text(encoding="utf-8"), "arcade/games/playmoflotte/ships.yaml")


def terrain_rows(board: Board) -> list[str]:
    return ["".join(CODES.get(board.terrain_at(c, r), ".") for c in range(board.cols)) for r in range(board.rows)]


def battle_board(setup: dict[str, Any]) -> Board:
    """The painted area when the setup holds one (PMF.MAP.3), else the chosen preset map."""
    options = setup.get("options", {}) or {}
    preset = load_board(str(options.get("map", "playmoflotte")))
    rows = setup.get("terrain")
    if not rows:
        return preset
    data = {"id": "painted", "name": f"{preset.name} (painted)", "grid": {"kind": "square"},
            "size": {"cols": preset.cols, "rows": preset.rows}, "legend": LEGEND, "terrain": rows}
    return board_from_data(data, "painted map")
