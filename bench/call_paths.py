"""The way a click travels to the save store, call by call: a Full Metal Planète board click that plays a move, and
an Undo, each driven headless through the same paths a mouse uses. At the moment the store is asked to write, the
call stack is read from the click's handler down: the modules it passes, in order, and how many times it comes
back into a module it had already left (a helper calling back into its caller, say). Then the table's own calls
before the write: every call from one module of the table (a game's scene and its parts, `ui`, `app`, `match`,
`saves`) into another, and how many of them go back into a module the path had already left (what the rules,
the bots and the core compute when asked is not counted: that is their work, not the path's). Printed
beside the reference of the same run: the shortest stack possible, the event loop straight into the store.

    .venv/bin/python bench/call_paths.py
"""

from __future__ import annotations

import os
import sys
import tempfile
import traceback
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from arcade.core.hexgrid import Hex  # noqa: E402
from arcade.games.fmp import GAME  # noqa: E402
from arcade.games.fmp.rules.pieces import Kind  # noqa: E402
from arcade.saves.store import GameStore  # noqa: E402
from tests.games.fmp.planets import small  # noqa: E402
from tests.games.fmp.test_scene import adopt, cell, first_moves, hit, select, settle, start  # noqa: E402
from tests.harness import Harness  # noqa: E402

WRITES = ("record", "checkpoint")
#: Where the table's own path starts: the board click's meaning, and the table's Undo.
CLICK = ("games.fmp.intents", "board_click")
UNDO = ("ui.table_scene", "undo")


Found = tuple[list[str], list[str], list[tuple[str, str]], list[tuple[str, str]]]


def path_to_store(action: Any, handler: tuple[str, str] = ("", "")) -> Found:
    """During `action()`, until the store is first asked to write: the `arcade` modules on the stack at that moment
    (from the app's event dispatch to the store), every call made into an `arcade` module before it, in order
    (the calls that came back before the write included), and the table's own calls from one module to another
    (caller, callee) from the moment `handler` (module, function) is entered, and among those, until the match is
    sent the move (or asked to take one back), every call the table makes into another module, the rules' included:
    what it takes the table to know what the click means."""
    seen: list[list[str]] = []
    calls: list[str] = []
    crossings: list[tuple[str, str]] = []
    meaning: list[tuple[str, str]] = []
    inside: list[bool] = []
    decided: list[bool] = []
    originals = {name: getattr(GameStore, name) for name in WRITES}

    def spy(name: str) -> Any:
        def write(self: GameStore, *args: Any, **kwargs: Any) -> Any:
            if not seen:
                frames = traceback.extract_stack()
                seen.append([*(module_of(f.filename) for f in frames if "/arcade/" in f.filename), "saves.store"])
            return originals[name](self, *args, **kwargs)
        return write

    def profile(frame: Any, event: str, arg: Any) -> None:
        if event == "call" and not seen and "/arcade/" in frame.f_code.co_filename:
            callee = module_of(frame.f_code.co_filename)
            calls.append(callee)
            if (callee, frame.f_code.co_name) == handler:
                inside.append(True)
            if callee == "match.match" and frame.f_code.co_name in ("send", "undo"):
                decided.append(True)
            caller = frame.f_back
            if inside and caller is not None and "/arcade/" in caller.f_code.co_filename:
                source = module_of(caller.f_code.co_filename)
                if not decided and source != callee and of_the_table(source):
                    meaning.append((source, callee))
                if source != callee and of_the_table(source) and of_the_table(callee):
                    crossings.append((source, callee))

    for name in WRITES:
        setattr(GameStore, name, spy(name))
    sys.setprofile(profile)
    try:
        action()
    finally:
        sys.setprofile(None)
        for name, original in originals.items():
            setattr(GameStore, name, original)
    if not seen:
        raise SystemExit("the action never reached the store")
    return seen[0], [*calls, "saves.store"], crossings, meaning


def of_the_table(module: str) -> bool:
    """A module of the path from a click to the store, not a computation of the rules, the bots or the core."""
    parts = module.split(".")
    if parts[0] == "games":
        return len(parts) > 2 and parts[2] not in ("rules", "bots")
    return parts[0] in ("ui", "app", "match", "saves")


def module_of(filename: str) -> str:
    return filename.split("/arcade/", 1)[1].removesuffix(".py").replace("/", ".")


def summary(stack: list[str]) -> tuple[list[str], int]:
    """The modules in the order the call passes them (a run of calls in one module counted once), and the
    returns: how many times the path enters a module it had already left."""
    runs = [m for i, m in enumerate(stack) if i == 0 or stack[i - 1] != m]
    returns = sum(1 for i, m in enumerate(runs) if m in runs[:i])
    return runs, returns


def returns_of(crossings: list[tuple[str, str]]) -> int:
    """How many of the calls go into a module the path had already left."""
    visited: list[str] = []
    back = 0
    for source, callee in crossings:
        if callee in visited and visited[-1] != callee:
            back += 1
        visited += [source, callee]
    return back


def show(title: str, found: Found) -> None:
    stack, calls, crossings, meaning = found
    runs, _ = summary(stack)
    start = next((i for i, m in enumerate(runs) if m.startswith(("games.", "ui."))), 0)
    spine, back = summary(runs[start:])  # from the table's own handler to the store
    first = calls.index(runs[start]) if runs[start] in calls else 0
    every, returns = summary(calls[first:])
    print(f"{title}")
    print(f"   the stack at the write: {len(set(spine))} modules, {back} returns: " + " -> ".join(spine))
    print(f"   call by call from the handler: {len(set(every))} modules, {len(every)} module changes, "
          f"{returns} returns to a module already left")
    modules = {m for pair in crossings for m in pair}
    print(f"   the table's own calls: {len(crossings)} calls between {len(modules)} modules, "
          f"{returns_of(crossings)} into a module already left")
    modules = {m for pair in meaning for m in pair}
    print(f"   what the click means, before the match is sent it: {len(meaning)} calls between {len(modules)} "
          f"modules, {returns_of(meaning)} into a module already left: "
          + " ".join(f"{a.split('.')[-1]}>{b.split('.')[-1]}" for a, b in meaning))


def move_click(h: Harness) -> None:
    """A tank selected, then a click on the hex beside it: one legal move, played at once."""
    s = small()
    tank = s.put(0, Kind.TANK, (1, 4))
    scene = adopt(h, s)
    select(h, scene, tank.id)
    to = s.h(2, 4)
    h.move(cell(scene, to))
    h.step()
    show("FMP board click (a tank selected, moved to the hex beside it)",
         path_to_store(lambda: h.click(cell(scene, to)), CLICK))


def main() -> None:
    home = Path(tempfile.mkdtemp())
    h = Harness.start(home / "home", games=(GAME,))
    scene = start(h, {"takebacks": "on"})
    first_moves(h, scene, 2)  # both astronefs land
    g = scene.game
    tank = next(p for p in g.astronefs(g.active)[0].contents if g.pieces[p].kind is Kind.TANK)
    h.click(hit(h, scene, "cargo", tank))  # the tank in the astronef's tray
    place = Hex(*scene.view.highlights["places"].cells[0])
    h.move(cell(scene, place))
    show("FMP board click (a tank deployed onto a lit hex)",
         path_to_store(lambda: h.click(cell(scene, place)), CLICK))
    settle(h)
    button = scene.tools.buttons["undo"]
    show("Undo (that move taken back)", path_to_store(lambda: h.click_element(button), UNDO))
    move_click(h)
    reference, *_ = path_to_store(lambda: h.app.store.checkpoint(scene.record.key or 0, 0.0))
    print(f"reference, the store called straight from here: {len(set(reference))} module(s) in arcade")


if __name__ == "__main__":
    main()
