"""Files on disk: atomic writes, bounded reads, and damaged files kept aside.

Every write goes to a temporary file in the same folder, is flushed to disk, then renamed over the target, so a
crash or power cut leaves either the old file or the new one, never half of one. A file that cannot be used is
moved aside (renamed `*.damaged-N`), kept for inspection, and reported; it never stops the program.
"""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
from pathlib import Path

from arcade.core.safeyaml import MAX_BYTES


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


def move_aside(path: Path, label: str = "damaged", companions: tuple[str, ...] = ()) -> Path:
    """Rename a file (or a folder) out of the way as `NAME.LABEL-N`, keeping it, with its companion files
    (`NAME-wal` follows as `NAME.LABEL-N-wal`); the new path. OSError when it cannot be moved."""
    n = 1
    while (target := path.with_name(f"{path.name}.{label}-{n}")).exists():
        n += 1
    os.replace(path, target)
    for suffix in companions:
        with contextlib.suppress(OSError):
            os.replace(path.with_name(path.name + suffix), target.with_name(target.name + suffix))
    return target


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
