"""Full Metal Planète rules (pure): the planet, tides, action points, pieces, and the game engine
(see ../shared/rules/fmp.md and the readings in arcade/games/rules.md)."""

from arcade.games.fmp.rules.actions import (
    Action,
    Attack,
    Build,
    Capture,
    Decide,
    EndTurn,
    Fire,
    Land,
    Load,
    Move,
    Notation,
    Rebuild,
    Retreat,
    Shot,
    TakeOff,
    TimeUp,
    Transfer,
    Unload,
    from_data,
    to_data,
)
from arcade.games.fmp.rules.game import RULES_VERSION, Event, FmpGame, Phase, Reach
from arcade.games.fmp.rules.planet import Planet, ore_layout, ore_offsets
from arcade.games.fmp.rules.points import ActionPoints, base_credit
from arcade.games.fmp.rules.tides import HIGH, LOW, NORMAL, TideDeck, land_at, water_at

__all__ = ["HIGH", "LOW", "NORMAL", "RULES_VERSION", "Action", "ActionPoints", "Attack", "Build", "Capture", "Decide",
           "EndTurn", "Event", "Fire", "FmpGame", "Land", "Load", "Move", "Notation", "Phase", "Planet", "Reach",
           "Rebuild", "Retreat", "Shot", "TakeOff", "TideDeck", "TimeUp", "Transfer", "Unload", "base_credit",
           "from_data", "land_at", "ore_layout", "ore_offsets", "to_data", "water_at"]
