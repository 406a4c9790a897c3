"""Game records: game id, rules version, setup, seed and the actions, all as plain data.

A record is enough to rebuild any game exactly (the rules are deterministic given setup, seed and actions).
Text in and out is YAML through `safe_load`/`safe_dump` only; anything that is not plain data is refused.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import yaml

FORMAT = "club-arcade-record"
FORMAT_VERSION = 1

PlainData = Any  # None | bool | int | float | str | list[PlainData] | dict[str, PlainData]


class RecordError(ValueError):
    """A record that cannot be read; the message says what is wrong."""


def check_plain(value: Any, where: str = "record", depth: int = 0) -> None:
    """Raise RecordError unless value is plain data (nested lists/dicts of scalars, string keys)."""
    if depth > 64:
        raise RecordError(f"{where}: nested too deeply")
    if value is None or isinstance(value, bool | int | float | str):
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


@dataclass
class GameRecord:
    game_id: str
    rules_version: str
    setup: dict[str, PlainData]
    seed: int
    actions: list[PlainData] = field(default_factory=list)
    finished: bool = False

    def append(self, action: PlainData) -> None:
        check_plain(action, "action")
        self.actions.append(action)

    def to_data(self) -> dict[str, PlainData]:
        return {
            "format": FORMAT,
            "version": FORMAT_VERSION,
            "game": self.game_id,
            "rules_version": self.rules_version,
            "seed": self.seed,
            "finished": self.finished,
            "setup": self.setup,
            "actions": self.actions,
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
        if data.get("version") != FORMAT_VERSION:
            raise RecordError(f"record version {data.get('version')!r} is not supported (want {FORMAT_VERSION})")
        check_plain(data)
        game, rules, seed = data.get("game"), data.get("rules_version"), data.get("seed")
        setup, actions = data.get("setup"), data.get("actions")
        if not isinstance(game, str) or not game:
            raise RecordError("'game' must name a game")
        if not isinstance(rules, str):
            raise RecordError("'rules_version' must be text")
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise RecordError("'seed' must be a whole number")
        if not isinstance(setup, dict):
            raise RecordError("'setup' must be a mapping")
        if not isinstance(actions, list):
            raise RecordError("'actions' must be a list")
        return cls(game, rules, setup, seed, list(actions), bool(data.get("finished", False)))

    @classmethod
    def from_text(cls, text: str) -> GameRecord:
        try:
            data = yaml.safe_load(text)
        except yaml.YAMLError as exc:
            raise RecordError(f"not valid YAML ({getattr(exc, 'problem', exc)})") from None
        return cls.from_data(data)
