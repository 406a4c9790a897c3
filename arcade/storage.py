"""Files on disk: atomic writes, autosaves and the handling of damaged files.

Every write goes to a temporary file in the same folder, is flushed to disk, then renamed over the target, so a
crash or power cut leaves either the old file or the new one, never half of one. A file that cannot be read is
moved aside (renamed `*.damaged-N`) and reported; it never stops the program.
"""

from __future__ import annotations

import os
import tempfile
from dataclasses import dataclass
from pathlib import Path

from arcade.core.record import GameRecord, RecordError

AUTOSAVE_PREFIX = "autosave-"
MAX_SAVE_BYTES = 8 * 1024 * 1024


def atomic_write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def move_aside(path: Path) -> Path:
    """Rename a damaged file out of the way, keeping it for inspection; return the new name."""
    n = 1
    while (target := path.with_name(f"{path.name}.damaged-{n}")).exists():
        n += 1
    os.replace(path, target)
    return target


@dataclass(frozen=True)
class Problem:
    """A file that could not be used, for the launcher to show."""

    path: Path
    message: str
    moved_to: Path | None


def read_record(path: Path) -> GameRecord:
    """Read a record file; RecordError (with the file named) for anything wrong with it."""
    try:
        size = path.stat().st_size
        if size > MAX_SAVE_BYTES:
            raise RecordError(f"{path.name}: file is too large ({size} bytes) to be a game record")
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise RecordError(f"{path.name}: cannot be read ({exc})") from None
    try:
        return GameRecord.from_text(text)
    except RecordError as exc:
        raise RecordError(f"{path.name}: {exc}") from None


class SaveStore:
    """The autosave folder: one file per game id, rewritten after every action."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    def autosave_path(self, game_id: str) -> Path:
        return self.folder / f"{AUTOSAVE_PREFIX}{game_id}.yaml"

    def autosave(self, record: GameRecord) -> Path:
        path = self.autosave_path(record.game_id)
        atomic_write(path, record.to_text())
        return path

    def clear(self, game_id: str) -> None:
        self.autosave_path(game_id).unlink(missing_ok=True)

    def resumable(self) -> tuple[list[GameRecord], list[Problem]]:
        """Unfinished autosaved games, and the damaged files found (already moved aside)."""
        records: list[GameRecord] = []
        problems: list[Problem] = []
        if not self.folder.is_dir():
            return records, problems
        for path in sorted(self.folder.glob(f"{AUTOSAVE_PREFIX}*.yaml")):
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
                records.append(record)
        return records, problems
