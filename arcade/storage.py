"""Files on disk: atomic writes, old autosaves and the handling of damaged files.

Every write goes to a temporary file in the same folder, is flushed to disk, then renamed over the target, so a
crash or power cut leaves either the old file or the new one, never half of one. A file that cannot be read is
moved aside (renamed `*.damaged-N`) and reported; it never stops the program.
"""

from __future__ import annotations

import os
import stat
import tempfile
from dataclasses import dataclass
from pathlib import Path

from arcade.core.record import GameRecord, RecordError
from arcade.core.safeyaml import MAX_BYTES
from arcade.store import GameStore

AUTOSAVE_PREFIX = "autosave-"
MAX_SAVE_BYTES = 2_000_000


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
            store.create(record)
        os.replace(path, path.with_name(path.name + ".imported"))
    return problems


def read_text(path: Path, max_bytes: int = MAX_BYTES) -> str:
    """A regular file's text, at most `max_bytes`: OSError for a FIFO, a device, a directory, a symlink loop or a
    file too large (read no further than the cap), UnicodeDecodeError for text that is not UTF-8."""
    info = os.stat(path)
    if not stat.S_ISREG(info.st_mode):
        raise OSError(f"{path.name} is not a regular file")
    if info.st_size > max_bytes:
        raise OSError(f"{path.name} is larger than {max_bytes // 1000} kB")
    with open(path, "rb") as handle:
        data = handle.read(max_bytes + 1)
    if len(data) > max_bytes:
        raise OSError(f"{path.name} is larger than {max_bytes // 1000} kB")
    return data.decode("utf-8")
