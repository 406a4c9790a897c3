"""Playmoflotte pieces: ship types, ships, crew posts and headings (PMF.SHIP)."""

from __future__ import annotations

from dataclasses import dataclass, field

import yaml

from arcade.core.safeyaml import load_text
from arcade.core.squaregrid import KING, Cell

SIDES = ("port", "starboard")
#: Headings are indexes into KING: 0 = north, clockwise, 7 = north-west.
DECK, COMMAND, HELM = "deck", "command", "helm"
SAILS = ("sails:0", "sails:1")  # the two shrouds


def cannon_post(cannon: int) -> str:
    return f"cannon:{cannon}"


def post_kind(post: str) -> str:
    """deck | command (the helm is a command post) | sails | cannon."""
    return "command" if post == HELM else post.split(":")[0]


@dataclass(frozen=True)
class ShipType:
    id: str
    name: str
    slots: dict[str, int]
    cannons: dict[str, int]
    crew: int = 10


class ShipTypeError(ValueError):
    pass


def parse_ship_types(text: str, source: str = "ships.yaml") -> dict[str, ShipType]:
    """Ship types from YAML text; ShipTypeError naming the type and key for anything wrong."""
    try:
        data = load_text(text)
    except yaml.YAMLError as exc:
        raise ShipTypeError(f"{source}: not valid YAML ({exc})") from None
    if not isinstance(data, dict) or not isinstance(data.get("types"), dict) or not data["types"]:
        raise ShipTypeError(f"{source}: expected a 'types' mapping")
    out: dict[str, ShipType] = {}
    for type_id, spec in data["types"].items():
        where = f"{source}: type {type_id!r}"
        if not isinstance(spec, dict):
            raise ShipTypeError(f"{where}: expected a mapping")
        slots, cannons = spec.get("slots"), spec.get("cannons")
        crew = spec.get("crew", 10)
        for key, value in (("slots", slots), ("cannons", cannons)):
            if not isinstance(value, dict) or set(value) != set(SIDES) or not all(
                    isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 8 for v in value.values()):
                raise ShipTypeError(f"{where}: '{key}' must give port and starboard counts from 0 to 8")
        assert isinstance(slots, dict) and isinstance(cannons, dict)
        if any(cannons[s] > slots[s] for s in SIDES):
            raise ShipTypeError(f"{where}: more cannons than slots on one side")
        if not isinstance(crew, int) or isinstance(crew, bool) or not 1 <= crew <= 30:
            raise ShipTypeError(f"{where}: 'crew' must be a whole number from 1 to 30")
        out[str(type_id)] = ShipType(str(type_id), str(spec.get("name", type_id)), dict(slots), dict(cannons), crew)
    return out


@dataclass
class Cannon:
    id: int
    side: str
    slot: int


@dataclass
class Ship:
    id: int
    owner: int
    type: ShipType
    pos: Cell
    heading: int
    cannons: list[Cannon]
    posts: list[str]  # one entry per crew figure; figure 0 is the captain (PMF.SHIP.2)
    captain_alive: bool = True
    docked: str | None = None  # None | "beach" | "port"
    docked_turn: int = 0  # the owner's turn number when it docked
    gone: str | None = None  # None | "sunk" | "sailed-off"

    @property
    def afloat(self) -> bool:
        return self.gone is None

    @property
    def crew(self) -> int:
        return len(self.posts)

    def count(self, kind: str) -> int:
        return sum(1 for p in self.posts if post_kind(p) == kind)

    def at(self, post: str) -> list[int]:
        return [i for i, p in enumerate(self.posts) if p == post]

    def has_helm(self) -> bool:
        return HELM in self.posts

    def gunners(self, cannon: int) -> int:
        return self.posts.count(cannon_post(cannon))

    def cannon(self, cannon_id: int) -> Cannon | None:
        return next((c for c in self.cannons if c.id == cannon_id), None)

    def free_slots(self, side: str) -> list[int]:
        used = {c.slot for c in self.cannons if c.side == side}
        return [i for i in range(self.type.slots[side]) if i not in used]

    def movement_dice(self) -> int:
        """PMF.MOVE.1: two dice while both shrouds are manned, else one."""
        return 2 if all(post in self.posts for post in SAILS) else 1

    @property
    def forward(self) -> Cell:
        return KING[self.heading]


def default_posts(ship_type: ShipType, cannons: list[Cannon]) -> list[str]:
    """PMF.START.1 default assignment: captain at command, a helmsman, one hand in each shroud, one gunner per
    cannon, the rest on deck (players change posts from their first turn)."""
    wanted = [COMMAND, HELM, *SAILS, *(cannon_post(c.id) for c in cannons)]
    posts = wanted[: ship_type.crew]
    return posts + [DECK] * (ship_type.crew - len(posts))


def mounted_cannons(ship_type: ShipType) -> list[Cannon]:
    out: list[Cannon] = []
    for side in SIDES:
        for slot in range(ship_type.cannons[side]):
            out.append(Cannon(len(out), side, slot))
    return out


@dataclass(frozen=True)
class Pending:
    """Casualties waiting for the target's controller to choose (PMF.FIRE.6, PMF.FIRE.8)."""

    ship: int
    count: int
    default: tuple[int, ...] = field(default_factory=tuple)
