"""Full Metal Planète rules (pure): so far the tide deck and the action-point account."""

from arcade.games.fmp.rules.points import ActionPoints, base_credit
from arcade.games.fmp.rules.tides import HIGH, LOW, NORMAL, TideDeck, land_at, water_at

__all__ = ["HIGH", "LOW", "NORMAL", "ActionPoints", "TideDeck", "base_credit", "land_at", "water_at"]
