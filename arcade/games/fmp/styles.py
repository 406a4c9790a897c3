"""The planet in the printed board's palette, and how each tide redraws marsh and reef (land-like or water-like).

Sea grey-blue, plain ochre, mountain grey; marsh ochre speckled with blue and reef blue speckled with ochre at
normal tide. At low tide both look like land (marsh and reef dry), at high tide both like water.
"""

from __future__ import annotations

from arcade.games.fmp.rules.tides import HIGH, LOW, NORMAL
from arcade.ui.board import TerrainStyle

SEA = (86, 118, 142)
OCHRE = (206, 162, 92)
REEF_DRY = (188, 160, 104)
MARSH_WET = (98, 128, 152)

PLANET: dict[str, TerrainStyle] = {
    "sea": TerrainStyle(SEA),
    "plain": TerrainStyle(OCHRE),
    "mountain": TerrainStyle((132, 128, 124), (100, 96, 94)),
}

TIDE_STYLES: dict[str, dict[str, TerrainStyle]] = {
    LOW: {"marsh": TerrainStyle((194, 156, 94), (120, 130, 120)), "reef": TerrainStyle(REEF_DRY, (120, 140, 150))},
    NORMAL: {"marsh": TerrainStyle((194, 156, 94), (80, 118, 150)), "reef": TerrainStyle((100, 132, 158), OCHRE)},
    HIGH: {"marsh": TerrainStyle(MARSH_WET, (150, 140, 110)), "reef": TerrainStyle((88, 122, 150), (150, 150, 130))},
}


def styles_at(tide: str) -> dict[str, TerrainStyle]:
    """Every terrain's look at one tide."""
    return {**PLANET, **TIDE_STYLES[tide]}
