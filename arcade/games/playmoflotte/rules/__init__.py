"""Playmoflotte rules: pure and deterministic from board + ship types + setup + seed + actions
(see ../shared/rules/playmoflotte.md)."""

from typing import Any

from arcade.core.board import Board
from arcade.core.rules import IllegalAction, Rejection
from arcade.games.playmoflotte.rules.game import (
    BEACH,
    ISLAND,
    PORT,
    REEF,
    RULES_VERSION,
    SEA,
    Action,
    Advance,
    CaptainMove,
    Casualties,
    ChangePost,
    EndMovement,
    EndPosts,
    EndTurn,
    Event,
    Fire,
    MoveCannon,
    Phase,
    PlaymoflotteGame,
    Roll,
    from_data,
    to_data,
)
from arcade.games.playmoflotte.rules.model import (
    COMMAND,
    DECK,
    HELM,
    SAILS,
    Ship,
    ShipType,
    ShipTypeError,
    cannon_post,
    parse_ship_types,
    post_kind,
)

TERRAINS = (SEA, REEF, ISLAND, BEACH, PORT)


def new_game(setup: dict[str, Any], seed: int, board: Board, ship_types: dict[str, ShipType]) -> PlaymoflotteGame:
    """A battle from a launcher setup: options 'ships' (per side), 'ship' (type id), 'first' (random|listed)."""
    players = [str(p["name"]) for p in setup.get("players", [])]
    options = setup.get("options", {}) or {}
    count = int(options.get("ships", 1))
    ship = str(options.get("ship", next(iter(ship_types))))
    first = 0 if options.get("first") == "listed" else None
    return PlaymoflotteGame(board, ship_types, players, [[ship] * count for _ in players], seed, first)


__all__ = [
    "BEACH", "COMMAND", "DECK", "HELM", "ISLAND", "PORT", "REEF", "RULES_VERSION", "SAILS", "SEA", "TERRAINS",
    "Action", "Advance", "CaptainMove", "Casualties", "ChangePost", "EndMovement", "EndPosts", "EndTurn", "Event",
    "Fire", "IllegalAction", "MoveCannon", "Phase", "PlaymoflotteGame", "Rejection", "Roll", "Ship", "ShipType",
    "ShipTypeError", "cannon_post", "from_data", "new_game", "parse_ship_types", "post_kind", "to_data",
]
