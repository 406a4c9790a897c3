"""Fire zones (FMP.FIRE.5): a hex is under enemy fire for a player when two or more operational destroyers of one
same opponent have it in range. Fire passes over everything (FMP.FIRE.1), so only distance matters."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from arcade.core.hexgrid import Hex, within
from arcade.games.fmp.rules.pieces import Kind, fire_range


@dataclass(frozen=True)
class Destroyer:
    """What fire zones need to know of a destroyer."""

    owner: int | str  # the player (or colour) that controls it
    kind: Kind
    at: Hex
    terrain: str
    operational: bool = True  # neutralized, carried or stranded destroyers give no fire (turrets always do)


def coverage(destroyers: Iterable[Destroyer], board: Iterable[Hex] | None = None) -> dict[int | str, dict[Hex, int]]:
    """Per owner: how many of their operational destroyers reach each hex."""
    keep = set(board) if board is not None else None
    out: dict[int | str, dict[Hex, int]] = {}
    for d in destroyers:
        if not d.operational and d.kind is not Kind.TURRET:
            continue
        counts = out.setdefault(d.owner, {})
        for h in within(d.at, fire_range(d.kind, d.terrain)):
            if keep is None or h in keep:
                counts[h] = counts.get(h, 0) + 1
    return out


def hexes_under_fire(player: int | str, cover: dict[int | str, dict[Hex, int]]) -> set[Hex]:
    """Every hex under enemy fire for `player` (for the table's red hatching and for bots)."""
    return {h for owner, counts in cover.items() if owner != player for h, n in counts.items() if n >= 2}
