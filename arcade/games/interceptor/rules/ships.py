"""A ship's characteristics (INT.SHIP), raised by its pilot's upgrades (INT.XP.2), and its fire zone."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from arcade.core.hexgrid import Hex
from arcade.games.interceptor.rules.geometry import opposite, step

#: What 5 stars buy between games (INT.XP.2); an upgrade may be bought again.
UPGRADES = ("structure", "speed", "spacing", "acceleration", "front", "middle", "arc", "rear")
#: Moves required between two turns by |speed| (INT.SHIP.2); faster than the table: turning is forbidden.
SPACING = (0, 0, 1, 2, 3)
MAX_TURNS = 3
STARS_PER_UPGRADE = 5


@dataclass(frozen=True)
class Spec:
    structure: int = 5
    max_speed: int = 5
    acceleration: int = 2
    spacing_bonus: int = 0
    front: int = 3  # the hex straight ahead
    middle: int = 2  # the hex two ahead
    arc: int = 1  # each of the three hexes at distance three
    rear: int = 0  # the hex straight behind (an upgrade: 3)

    @classmethod
    def with_upgrades(cls, upgrades: Iterable[str]) -> Spec:
        n = {u: 0 for u in UPGRADES}
        for u in upgrades:
            n[u] += 1
        return cls(structure=5 + n["structure"], max_speed=5 + n["speed"], acceleration=2 + n["acceleration"],
                   spacing_bonus=n["spacing"], front=3 + n["front"], middle=2 + n["middle"], arc=1 + n["arc"],
                   rear=3 if n["rear"] else 0)

    def spacing(self, speed: int) -> int | None:
        """Moves required between two turns at this speed; None: turning is forbidden. **Ruling:** the spacing
        upgrade lowers the table's numbers; it does not open turning at |speed| 5 and more."""
        s = abs(speed)
        if s >= len(SPACING):
            return None
        return max(0, SPACING[s] - self.spacing_bonus)

    def speed_range(self, previous: int) -> range:
        """The speeds a ship may write after ending its last turn at `previous` (INT.ORD.2)."""
        lo = max(-self.max_speed, previous - self.acceleration)
        hi = min(self.max_speed, previous + self.acceleration)
        return range(lo, hi + 1)

    def clamp(self, previous: int, speed: int) -> int:
        allowed = self.speed_range(previous)
        return min(max(speed, allowed.start), allowed.stop - 1)

    def zone(self, at: Hex, facing: int) -> dict[Hex, int]:
        """The fire zone (INT.SHIP.3, with the ruling on its figure): hex -> damage."""
        ahead3 = step(at, facing, 3)
        out = {step(at, facing): self.front, step(at, facing, 2): self.middle, ahead3: self.arc,
               step(ahead3, facing + 2): self.arc, step(ahead3, facing - 2): self.arc}
        if self.rear:
            out[step(at, opposite(facing))] = self.rear
        return out
