"""Reading map files from `boards/` (the parsing and validation themselves live in `arcade.core.board`)."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from arcade.core.board import Board, parse_board
from arcade.core.board_error import BoardError
from arcade.paths import BOARDS, ROOT
from arcade.saves.files import read_text


def _display_name(path: Path) -> str:
    try:
        return str(path.resolve().relative_to(ROOT))
    except (ValueError, OSError, RuntimeError):  # outside the project, or a symlink loop
        return str(path)


def load_board_file(path: Path) -> Board:
    """Load and validate one map; BoardError names the file for every problem, unreadable files included."""
    name = _display_name(path)
    try:
        text = read_text(path, 1_000_000)
    except (OSError, UnicodeDecodeError) as exc:
        raise BoardError(name, "file", f"cannot be read ({exc.__class__.__name__}: {exc})") from None
    return parse_board(text, name)


@lru_cache(maxsize=32)
def load_board(name: str) -> Board:
    """A map from `boards/` by file stem, cached (maps do not change while the program runs)."""
    return load_board_file(BOARDS / f"{name}.yaml")


def board_files() -> list[Path]:
    return sorted(BOARDS.glob("*.yaml"))
