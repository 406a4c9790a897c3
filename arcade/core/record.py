"""Game records: game id, rules version, setup, seed and the steps played, all as plain data.

A record is enough to rebuild any game exactly (the rules are deterministic given setup, seed and steps). A step
is {seat, action, clock}: who acted, the action as the game's codec writes it, and the table clock when it was
played; a step taken back is kept, marked `withdrawn: true`, and is not replayed (version 3). Records travel as YAML
files (export, import, `python -m arcade.saves.replay`); version 2 files (no take-backs) and version 1 files, which held
a plain list of actions, are still read.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

import yaml

from arcade.core.codec import PlainData
from arcade.core.safeyaml import describe, load_text

FORMAT = "club-arcade-record"
FORMAT_VERSION = 3
VERSIONS = (1, 2, FORMAT_VERSION)
#: The key version 1 records used inside an action for the table clock.
OLD_CLOCK_KEY = "t"
MAX_DEPTH = 32


class RecordError(ValueError):
    """A record that cannot be read; the message says what is wrong."""


def check_plain(value: Any, where: str = "record", depth: int = 0) -> None:
    """Raise RecordError unless value is plain data (nested lists/dicts of scalars, string keys, finite numbers)."""
    if depth > MAX_DEPTH:
        raise RecordError(f"{where}: nested too deeply")
    if value is None or isinstance(value, bool | int | str):
        return
    if isinstance(value, float):
        if not math.isfinite(value):
            raise RecordError(f"{where}: {value} is not a finite number")
        return
    if isinstance(value, list):
        for i, item in enumerate(value):
            check_plain(item, f"{where}[{i}]", depth + 1)
        return
    if isinstance(value, dict):
        for key, item in value.items():
            if not isinstance(key, str):
                raise RecordError(f"{where}: key {key!r} is not text")
            check_plain(item, f"{where}.{key}", depth + 1)
        return
    raise RecordError(f"{where}: {type(value).__name__} is not plain data")


@dataclass(frozen=True)
class Step:
    """One recorded step: the seat that acted (None in version 1 records: inferred on replay), the action as
    plain data, the table clock in seconds when it was played, and whether it was taken back (then not replayed)."""

    seat: int | None
    action: PlainData
    clock: float = 0.0
    withdrawn: bool = False

    def to_data(self) -> dict[str, PlainData]:
        data: dict[str, PlainData] = {"seat": self.seat, "action": self.action, "clock": self.clock}
        if self.withdrawn:
            data["withdrawn"] = True
        return data


def _number(value: Any, where: str) -> float:
    if not isinstance(value, int | float) or isinstance(value, bool) or not math.isfinite(value) or value < 0:
        raise RecordError(f"{where}: expected a time in seconds")
    return float(value)


def _seat(value: Any, where: str) -> int | None:
    if value is None:
        return None
    if not isinstance(value, int) or isinstance(value, bool) or not -2 < value < 64:
        raise RecordError(f"{where}: not a seat")
    return value


@dataclass
class GameRecord:
    """A game: what started it and every step since. `key` is its row in the save store, `clock` the table
    clock when last checkpointed (what a resumed table starts from), `updated` when that was (wall time, from the
    store; not part of a record file)."""

    game_id: str
    rules_version: str
    setup: dict[str, PlainData]
    seed: int
    steps: list[Step] = field(default_factory=list)
    finished: bool = False
    clock: float = 0.0
    key: int | None = None
    updated: float = field(default=0.0, compare=False)

    def played(self) -> list[Step]:
        """The steps that make the game: every step but those taken back, in order."""
        return [step for step in self.steps if not step.withdrawn]

    def to_data(self) -> dict[str, PlainData]:
        return {
            "format": FORMAT,
            "version": FORMAT_VERSION,
            "game": self.game_id,
            "rules_version": self.rules_version,
            "seed": self.seed,
            "finished": self.finished,
            "clock": self.clock,
            "setup": self.setup,
            "steps": [s.to_data() for s in self.steps],
        }

    def to_text(self) -> str:
        data = self.to_data()
        check_plain(data)
        return yaml.safe_dump(data, sort_keys=False, allow_unicode=True)

    @classmethod
    def from_data(cls, data: Any) -> GameRecord:
        if not isinstance(data, dict):
            raise RecordError("not a game record: the file does not hold a mapping")
        if data.get("format") != FORMAT:
            raise RecordError(f"not a game record: 'format' should be {FORMAT!r}")
        version = data.get("version")
        if version not in VERSIONS:
            raise RecordError(f"record version {version!r} is not supported (want 1 to {FORMAT_VERSION})")
        check_plain(data)
        game, rules, seed = data.get("game"), data.get("rules_version"), data.get("seed")
        setup, finished = data.get("setup"), data.get("finished", False)
        if not isinstance(game, str) or not game or len(game) > 40:
            raise RecordError("'game' must name a game")
        if not isinstance(rules, str) or len(rules) > 40:
            raise RecordError("'rules_version' must be text")
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2**63:
            raise RecordError("'seed' must be a whole number")
        if not isinstance(setup, dict):
            raise RecordError("'setup' must be a mapping")
        if not isinstance(finished, bool):
            raise RecordError("'finished' must be true or false")
        steps = _steps_v1(data.get("actions")) if version == 1 else _steps_v2(data.get("steps"))
        clock = steps[-1].clock if version == 1 and steps else _number(data.get("clock", 0.0), "clock")
        return cls(game, rules, setup, seed, steps, finished, clock)

    @classmethod
    def from_text(cls, text: str) -> GameRecord:
        try:
            data = load_text(text)
        except yaml.YAMLError as exc:
            raise RecordError(f"the file is damaged or is not a game record ({describe(exc)})") from None
        return cls.from_data(data)


def _steps_v2(raw: Any) -> list[Step]:
    if not isinstance(raw, list):
        raise RecordError("'steps' must be a list")
    steps = []
    for i, item in enumerate(raw):
        where = f"steps[{i}]"
        if not isinstance(item, dict) or set(item) - {"seat", "action", "clock", "withdrawn"} or "action" not in item:
            raise RecordError(f"{where}: expected seat, action and clock")
        withdrawn = item.get("withdrawn", False)
        if not isinstance(withdrawn, bool):
            raise RecordError(f"{where}.withdrawn: expected true or false")
        steps.append(Step(_seat(item.get("seat"), f"{where}.seat"), item["action"],
                          _number(item.get("clock", 0.0), f"{where}.clock"), withdrawn))
    return steps


def _steps_v1(raw: Any) -> list[Step]:
    """Version 1 kept actions only, some with the table clock inside (`t`)."""
    if not isinstance(raw, list):
        raise RecordError("'actions' must be a list")
    steps = []
    for i, action in enumerate(raw):
        clock = 0.0
        if isinstance(action, dict) and OLD_CLOCK_KEY in action:
            action = dict(action)
            clock = _number(action.pop(OLD_CLOCK_KEY), f"actions[{i}].t")
        steps.append(Step(None, action, clock))
    return steps
