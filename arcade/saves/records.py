"""Game record files: export a saved game as YAML, import one into the store, replay one to its outcome."""

from __future__ import annotations

import re
import time
from pathlib import Path
from typing import Any

import yaml

from arcade.core.codec import PlainData
from arcade.core.protocol import Outcome, ReplayError
from arcade.core.record import GameRecord, RecordError
from arcade.core.setup import SetupError
from arcade.registry import Registry
from arcade.saves.files import atomic_write
from arcade.saves.storage import read_record
from arcade.saves.store import GameStore


def replay(registry: Registry, record: GameRecord) -> tuple[Any, Outcome | None]:
    """The final state of a record and its outcome; RecordError naming the step (or setup) that fails."""
    game = registry.get(record.game_id)
    if game is None:
        raise RecordError(f"no game called {record.game_id!r} in this version")
    rules = game.rules_object()
    if record.rules_version != rules.version:
        raise RecordError(f"recorded with rules version {record.rules_version!r}; this version plays "
                          f"{rules.version!r}")
    from arcade.match.match import replayed  # (at first use: the launcher lists games before any is replayed)

    try:
        state = replayed(rules, record).state
    except SetupError as exc:
        raise RecordError(f"setup: {exc}") from None
    except ReplayError as exc:
        if exc.rejection is not None:
            from arcade.i18n import refusal_text  # the refusal in words (pygame-gui's translations)

            raise RecordError(f"step {exc.index + 1}: {refusal_text(exc.rejection, record.game_id)}") from None
        raise RecordError(str(exc)) from None
    return state, rules.outcome(state)


def export(store: GameStore, key: int, folder: Path) -> Path:
    """Write a saved game to `folder` as a YAML record; the file's path."""
    record = store.load(key)
    stamp = time.strftime("%Y-%m-%d-%H%M")
    path = folder / f"{re.sub(r'[^a-z0-9-]', '', record.game_id)}-{stamp}-{key}.yaml"
    text = record.to_text()
    review = store.review_of(key)
    if review is not None:  # (its review goes with it: a reader of records passes over it)
        text += yaml.safe_dump({"review": review}, sort_keys=False, allow_unicode=True)
    atomic_write(path, text)
    return path


def import_file(store: GameStore, registry: Registry, path: Path) -> int:
    """Add a record file to the saved games, after checking that it replays; its key in the store."""
    record = read_record(path)
    state, outcome = replay(registry, record)
    record.finished = outcome is not None
    game = registry.get(record.game_id)
    status: dict[str, PlainData] = dict(game.rules_object().progress(state)) if game is not None else {}
    if outcome is not None:  # the list words its result as a game finished here does
        status["outcome"] = outcome.to_data()
    return store.create(record, status)


def describe(registry: Registry, record: GameRecord, outcome: Outcome | None) -> str:
    """One line for the terminal: the game, the players and how it stands or ended."""
    game = registry.get(record.game_id)
    title = game.title if game else record.game_id
    players = record.setup.get("players")
    names = [str(p.get("name", "?")) for p in players if isinstance(p, dict)] if isinstance(players, list) else []
    if outcome is None:
        return f"{title}: {len(record.steps)} steps, not finished ({', '.join(names)})"
    results = ", ".join(f"{names[i] if i < len(names) else i}: {r}" for i, r in enumerate(outcome.results))
    scores = f"; scores {list(outcome.scores)}" if outcome.scores else ""
    return f"{title}: over after {len(record.steps)} steps ({outcome.reason}) - {results}{scores}"
