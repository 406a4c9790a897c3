"""Where a piece may stand at a given tide (FMP.TIDE.2-3, FMP.MOVE.3, FMP.PONT.2, FMP.SHIP.1)."""

from __future__ import annotations

from arcade.games.fmp.rules.pieces import SPECS, Kind
from arcade.games.fmp.rules.tides import land_at


def enterable(kind: Kind, terrain: str, tide: str, pontoon: bool = False) -> bool:
    """May a piece of this kind move onto a hex of this terrain at this tide?

    Land units need land at the present tide or a pontoon; sea units need water with no pontoon; the heavy tank
    never enters a mountain; a pontoon is land for every land piece whoever laid it.
    """
    domain = SPECS[kind].domain
    if kind is Kind.HEAVY_TANK and terrain == "mountain":
        return False
    if domain == "land":
        return pontoon or land_at(terrain, tide)
    if domain == "sea":
        return not pontoon and not land_at(terrain, tide)
    return False


def astronef_ground(terrain: str) -> bool:
    """FMP.SHIP.1: an astronef stands only on plain and marsh; tides never affect it."""
    return terrain in ("plain", "marsh")


def stuck(kind: Kind, terrain: str, tide: str, pontoon: bool = False) -> str | None:
    """FMP.TIDE.3: 'stranded' (a sea unit left on land), 'bogged' (a land unit under water, no pontoon) or None."""
    domain = SPECS[kind].domain
    if domain == "sea" and (pontoon or land_at(terrain, tide)):
        return "stranded"
    if domain == "land" and not pontoon and not land_at(terrain, tide):
        return "bogged"
    return None
