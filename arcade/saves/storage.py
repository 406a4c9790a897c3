"""Record files and the YAML autosaves of earlier versions (brought into the store once, at the first start)."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from arcade.core.record import GameRecord, RecordError
from arcade.saves.files import move_aside, read_text
from arcade.saves.store import GameStore, StoreError

AUTOSAVE_PREFIX = "autosave-"
MAX_SAVE_BYTES = 2_000_000


@dataclass(frozen=True)
class Problem:
    """A file that could not be used, for the launcher to show."""

    path: Path
    message: str
    moved_to: Path | None


def read_record(path: Path) -> GameRecord:
    """Read a record file; RecordError (with the file named) for anything wrong with it."""
    try:
        text = read_text(path, MAX_SAVE_BYTES)
    except (OSError, UnicodeDecodeError) as exc:
        raise RecordError(f"{path.name}: cannot be read ({exc})") from None
    try:
        return GameRecord.from_text(text)
    except RecordError as exc:
        raise RecordError(f"{path.name}: {exc}") from None


def import_autosaves(store: GameStore, folder: Path) -> list[Problem]:
    """Bring the YAML autosaves of earlier versions into the store, once: each file is renamed `*.imported`
    when its game is in the store; a damaged one is moved aside and reported."""
    problems: list[Problem] = []
    if not folder.is_dir():
        return problems
    for path in sorted(folder.glob(f"{AUTOSAVE_PREFIX}*.yaml")):
        try:
            record = read_record(path)
        except RecordError as exc:
            moved: Path | None
            try:
                moved = move_aside(path)
            except OSError:
                moved = None
            problems.append(Problem(path, str(exc), moved))
            continue
        if not record.finished:
            try:
                store.create(record)
            except StoreError:  # the saves cannot be written now: the file waits for the next start
                continue
        os.replace(path, path.with_name(path.name + ".imported"))
    return problems
