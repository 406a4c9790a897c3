"""Playmoflotte rules: pure and deterministic from setup + seed + actions (see ../shared/rules/playmoflotte.md)."""

from arcade.games.playmoflotte.rules.actions import (
    CODEC,
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
from arcade.games.playmoflotte.rules.game import (
    BEACH,
    ISLAND,
    PORT,
    REEF,
    RULES_VERSION,
    SEA,
    Phase,
    PlaymoflotteGame,
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
from arcade.games.playmoflotte.rules.protocol import (
    CODES,
    LEGEND,
    PlaymoflotteRules,
    PlaymoflotteSetup,
    terrain_rows,
)

TERRAINS = (SEA, REEF, ISLAND, BEACH, PORT)

__all__ = [
    "BEACH", "CODEC", "CODES", "COMMAND", "DECK", "HELM", "ISLAND", "LEGEND", "PORT", "REEF", "RULES_VERSION",
    "SAILS", "SEA", "TERRAINS", "Action", "Advance", "CaptainMove", "Casualties", "ChangePost", "EndMovement",
    "EndPosts", "EndTurn", "Fire", "MoveCannon", "Phase", "PlaymoflotteGame", "PlaymoflotteRules",
    "PlaymoflotteSetup", "Roll", "Ship", "ShipType", "ShipTypeError", "cannon_post", "parse_ship_types",
    "post_kind", "terrain_rows",
]
