"""What the app does when something goes wrong: a failing game scene returns to the launcher with the game
saved (what the store never took is said to be lost), the players are told in their words, and the traceback goes
to `logs/errors.log` (writing it never fails the program), each entry with the program's version and build."""

from __future__ import annotations

import contextlib
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from arcade import about, i18n

if TYPE_CHECKING:
    from arcade.ui.scenes import Scene


class Rescued(Protocol):
    """What the safety net needs of the app: its scenes, its folder, the problems seen, the moves not saved yet, and
    a way to tell the players."""

    stack: list[Scene]
    home: Path
    errors_seen: list[str]

    def unsaved_moves(self) -> int: ...

    def notify(self, text: str, title: str | None = None) -> None: ...


def guard(app: Rescued, scene: Scene, fn: Callable[..., object], *args: object) -> object:
    """Run one scene call; an exception in a game scene returns to the launcher with the game saved."""
    try:
        return fn(*args)
    except Exception as exc:
        if scene is (app.stack[0] if app.stack else None) and not scene.is_game:
            raise
        scene_failed(app, scene, exc)
        return None


def scene_failed(app: Rescued, scene: Scene, exc: Exception) -> None:
    lost = app.unsaved_moves()  # each step is normally in the store already; this saves the clock
    while len(app.stack) > 1:
        top = app.stack.pop()
        with contextlib.suppress(Exception):  # a scene failing to clean up must not stop the recovery
            top.leave()
    if app.stack:
        app.stack[-1].resume()
        app.stack[-1].rebuild()
    report(app, exc, getattr(scene, "title", None) or scene.__class__.__name__, lost)


def log(app: Rescued, exc: BaseException | str, where: object) -> Path:
    """Append what went wrong (a traceback, or a problem in words) to `logs/errors.log`; never fails (a full
    disk, a removed folder or an odd value to write are all swallowed: the players are told in any case)."""
    path = app.home / "logs" / "errors.log"
    with contextlib.suppress(Exception):
        text = exc if isinstance(exc, str) else "".join(traceback.format_exception(exc))
        entry = f"{time.strftime('%Y-%m-%d %H:%M:%S')} {where} [{about.describe()}]\n{text}\n"
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("a", encoding="utf-8") as handle:
            handle.write(entry)
    return path


def report(app: Rescued, exc: Exception, where: str, lost: int = 0) -> None:
    """Tell the players a scene stopped; `lost` moves the store never took are said to be lost, never saved."""
    path = log(app, exc, where)
    app.errors_seen.append(f"{where}: {exc}")
    text = "scene_failed" if lost == 0 else "scene_failed_unsaved"
    app.notify(i18n.t(text, where=where, error=f"{exc.__class__.__name__}: {exc}", log=str(path), n=lost),
               i18n.t("scene_failed_title"))
