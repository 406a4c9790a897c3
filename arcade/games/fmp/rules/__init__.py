"""Full Metal Planète rules (pure): the planet, tides, action points, pieces, and the game: plain data and
the rule modules of functions on it (see ../shared/rules/fmp.md and the readings in arcade/games/rules.md)."""

from arcade.games.fmp.rules.actions import (
    CODEC,
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
)
from arcade.games.fmp.rules.game import FmpGame
from arcade.games.fmp.rules.movement import Reach
from arcade.games.fmp.rules.planet import Planet, ore_layout, ore_offsets
from arcade.games.fmp.rules.points import ActionPoints, base_credit
from arcade.games.fmp.rules.protocol import FmpRules, FmpSetup
from arcade.games.fmp.rules.state import RULES_VERSION, Phase
from arcade.games.fmp.rules.tides import HIGH, LOW, NORMAL, TideDeck, land_at, water_at

__all__ = ["CODEC", "HIGH", "LOW", "NORMAL", "RULES_VERSION", "Action", "ActionPoints", "Attack", "Build", "Capture",
           "Decide", "EndTurn", "Fire", "FmpGame", "FmpRules", "FmpSetup", "Land", "Load", "Move", "Notation", "Phase",
           "Planet", "Reach", "Rebuild", "Retreat", "Shot", "TakeOff", "TideDeck", "TimeUp", "Transfer", "Unload",
           "base_credit", "land_at", "ore_layout", "ore_offsets", "water_at"]
