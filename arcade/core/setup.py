"""Reading a game's setup from plain data: every value checked and bounded, every error naming its key."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arcade.core.board_error import BoardError
from arcade.core.codec import PlainData

if TYPE_CHECKING:
    from arcade.core.board import Board

MAX_NAME = 40
SIDE_IDS = ("red", "blue", "amber", "green", "white", "violet")


class SetupError(ValueError):
    """A setup that cannot start a game: `key` says where ("players[2].name", "options.map"), `problem` what."""

    def __init__(self, key: str, problem: str) -> None:
        self.key = key
        self.problem = problem
        super().__init__(f"{key}: {problem}")


@dataclass(frozen=True)
class Player:
    name: str
    side: str


def mapping(data: PlainData, key: str = "setup") -> Mapping[str, Any]:
    if not isinstance(data, Mapping):
        raise SetupError(key, "expected a mapping")
    return data


def players(data: Mapping[str, Any], lo: int, hi: int, sides: Sequence[str] = SIDE_IDS) -> tuple[Player, ...]:
    """`players`: lo to hi entries {name, side} with distinct names and sides (a missing side takes the next)."""
    raw = data.get("players")
    if not isinstance(raw, list):
        raise SetupError("players", "expected a list of players")
    if not lo <= len(raw) <= hi:
        raise SetupError("players", f"{len(raw)} players; this game is for {lo} to {hi}")
    out: list[Player] = []
    for i, entry in enumerate(raw):
        where = f"players[{i}]"
        entry = {"name": entry} if isinstance(entry, str) else entry
        if not isinstance(entry, Mapping):
            raise SetupError(where, "expected a name and a side")
        name = entry.get("name")
        if not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME or "\0" in name:
            raise SetupError(f"{where}.name", f"a name of 1 to {MAX_NAME} characters")
        side = entry.get("side", sides[i % len(sides)])
        if side not in sides:
            raise SetupError(f"{where}.side", f"{side!r} is not one of {', '.join(sides)}")
        out.append(Player(name.strip(), str(side)))
    if len({p.name.casefold() for p in out}) != len(out):
        raise SetupError("players", "two players have the same name")
    if len({p.side for p in out}) != len(out):
        raise SetupError("players", "two players have the same side")
    return tuple(out)


def options(data: Mapping[str, Any]) -> Mapping[str, Any]:
    raw = data.get("options", {})
    if raw is None:
        return {}
    if not isinstance(raw, Mapping):
        raise SetupError("options", "expected a mapping")
    return raw


def choice(opts: Mapping[str, Any], key: str, choices: Sequence[str], default: str) -> str:
    value = opts.get(key, default)
    if isinstance(value, int) and not isinstance(value, bool):
        value = str(value)
    if value not in choices:
        raise SetupError(f"options.{key}", f"{value!r} is not one of {', '.join(choices)}")
    return str(value)


class MapUnavailable(SetupError):
    """The setup names a good map whose file cannot be used now: the game waits, it is not damaged."""


def board_option(opts: Mapping[str, Any], maps: Sequence[str], read_map: Callable[[str], Board]) -> Board:
    """`options.map`: one of the game's maps (the first by default), read by the loader the rules were given."""
    name = choice(opts, "map", maps, maps[0])
    try:
        return read_map(name)
    except BoardError as exc:
        raise MapUnavailable("options.map", str(exc)) from None
