"""Full Metal Planète rules (pure): so far the planet, the tide deck and the action-point account."""

from arcade.games.fmp.rules.planet import Planet, ore_layout, ore_offsets
from arcade.games.fmp.rules.points import ActionPoints, base_credit
from arcade.games.fmp.rules.tides import HIGH, LOW, NORMAL, TideDeck, land_at, water_at

__all__ = ["HIGH", "LOW", "NORMAL", "ActionPoints", "Planet", "TideDeck", "base_credit", "land_at", "ore_layout",
           "ore_offsets", "water_at"]
