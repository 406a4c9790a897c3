"""Saving faults: a full disk, a read-only folder or a locked database mid-game. The table says
at once that the game could not be saved, keeps it in memory, tries again at every move and on leaving, never says
it saved, and asks before leaving would lose moves."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from arcade.app.settings import Settings, SettingsFile
from arcade.core.codec import PlainData
from arcade.launcher.scene import LauncherScene
from arcade.saves.store import StoreError
from arcade.ui import theme
from arcade.ui.dialogs import Confirm, Message
from tests.fixtures.demo_game import DEMO, DemoScene
from tests.harness import Harness

SETUP: dict[str, PlainData] = {"players": [{"name": "Ana", "side": "red"}, {"name": "Bo", "side": "blue"}],
                                "options": {}, "board": None}
DISK_FULL = "saving the last move: the disk is full"


class Faults:
    """Makes chosen store operations fail while `on`."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, h: Harness, *names: str) -> None:
        self.on = True
        for name in names:
            real = getattr(h.app.store, name)

            def failing(*args: object, _real=real, **kwargs: object) -> object:  # type: ignore[no-untyped-def]
                if self.on:
                    raise StoreError(DISK_FULL)
                return _real(*args, **kwargs)

            monkeypatch.setattr(h.app.store, name, failing)


@pytest.fixture
def h(private_home: Path) -> Iterator[Harness]:
    harness = Harness.start(private_home)
    yield harness
    harness.close()


def start(h: Harness) -> DemoScene:
    h.app.start_game(DEMO, SETUP)
    h.step()
    h.pass_handover()
    scene = h.top
    assert isinstance(scene, DemoScene)
    return scene


def mark(h: Harness, scene: DemoScene, col: int, row: int) -> str | None:
    """Play a mark and pass the hand-over; the text of a message about saving told on the way, if any."""
    assert scene.view is not None
    h.click(scene.view.cell_center(scene.view.board.to_axial(col, row)))
    told = None
    if isinstance(h.top, Message):  # a saving fault is told at once, over the hand-over
        told = h.top.text
        h.key(pygame.K_RETURN)
    h.pass_handover()
    return told


def strip_shown(h: Harness) -> bool:
    """The red-edged strip at the bottom left of the window."""
    shot = h.screenshot()
    height = shot.get_height()
    return any(shot.get_at((x, y))[:3] == theme.THREAT for x in range(0, 60) for y in range(height - 90, height))


def test_a_full_disk_is_told_at_once_and_every_move_is_saved_once_it_can_be(h: Harness,
                                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    scene = start(h)
    faults = Faults(monkeypatch, h, "record", "checkpoint")
    told = mark(h, scene, 2, 2)
    assert told is not None and "could not be saved" in told and "disk is full" in told
    assert "saved again" in told  # says what happens next, never that it saved
    assert mark(h, scene, 3, 3) is None
    assert h.top is scene and scene.unsaved() == 2  # told once; the game goes on in memory
    assert strip_shown(h)  # the "not saved" strip stays while moves wait
    faults.on = False
    mark(h, scene, 4, 4)
    assert scene.unsaved() == 0 and not strip_shown(h)
    [summary] = h.app.store.games()
    assert [s.action["cell"] for s in h.app.store.load(summary.key).steps] == [[2, 1], [3, 2], [4, 2]]


def test_leaving_with_unsaved_moves_asks_and_staying_keeps_them(h: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    scene = start(h)
    faults = Faults(monkeypatch, h, "record", "checkpoint")
    assert mark(h, scene, 2, 2) is not None
    h.leave_table()  # back to the launcher? (past the question a running turn asks)
    question = h.top
    assert isinstance(question, Confirm) and "lost" in question.text
    h.key(pygame.K_ESCAPE)  # the safe answer: stay
    assert h.top is scene and scene.unsaved() == 1
    faults.on = False
    h.leave_table()  # leaving tries again, and now it works: no question about the moves
    assert isinstance(h.top, LauncherScene)
    [summary] = h.app.store.games()
    assert len(h.app.store.load(summary.key).steps) == 1


def test_a_game_the_store_could_not_start_is_stored_whole_at_the_next_move(h: Harness,
                                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    faults = Faults(monkeypatch, h, "create")
    h.app.start_game(DEMO, SETUP)
    h.step()
    assert isinstance(h.top, Message) and "could not be saved" in h.top.text  # at once, over the hand-over
    h.key(pygame.K_RETURN)
    h.pass_handover()
    scene = h.top
    assert isinstance(scene, DemoScene) and scene.record.key is None
    mark(h, scene, 2, 2)
    assert scene.unsaved() == 1
    faults.on = False
    mark(h, scene, 3, 3)
    assert scene.unsaved() == 0 and scene.record.key is not None
    assert len(h.app.store.load(scene.record.key).steps) == 2
    h.key(pygame.K_ESCAPE)
    h.app.open_saved(scene.record.key)  # and it resumes
    h.step()
    h.pass_handover()
    resumed = h.top
    assert isinstance(resumed, DemoScene) and len(resumed.record.steps) == 2


def test_a_program_error_with_unsaved_moves_does_not_claim_the_game_was_saved(
        h: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    scene = start(h)
    Faults(monkeypatch, h, "record", "checkpoint")
    assert mark(h, scene, 2, 2) is not None
    h.key(pygame.K_F10)  # the demo raises on F10
    message = h.top
    assert isinstance(message, Message) and "lost" in message.text and "was saved" not in message.text


def test_the_kiosk_idle_return_leaves_a_game_with_unsaved_moves_open(private_home: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    SettingsFile(private_home / "settings.yaml").save(Settings(language="en", kiosk_pin="2468"))
    h = Harness.start(private_home, kiosk=True)
    scene = start(h)
    Faults(monkeypatch, h, "record", "checkpoint")
    assert mark(h, scene, 2, 2) is not None
    h.time.t += 3600
    h.step()
    assert scene in h.app.stack and scene.unsaved() >= 1
    h.close()


def test_a_saves_folder_removed_mid_game_is_told_and_written_again(h: Harness, private_home: Path) -> None:
    """40 moves were reported saved into a removed folder, and gone after a restart."""
    import shutil

    scene = start(h)
    assert mark(h, scene, 2, 2) is None
    shutil.rmtree(private_home / "saves")
    told = mark(h, scene, 3, 3)
    assert told is not None and "was removed while you played" in told and not strip_shown(h)
    assert mark(h, scene, 3, 2) is None
    key = scene.record.key
    assert key is not None
    h.app.store.close()
    from arcade.saves.store import DB_NAME, GameStore

    again = GameStore(private_home / "saves" / DB_NAME)
    assert again.load(key).steps == scene.record.steps and len(scene.record.steps) == 3
    again.close()


def test_a_saves_folder_that_cannot_be_written_again_shows_the_strip(h: Harness, private_home: Path) -> None:
    import shutil

    scene = start(h)
    shutil.rmtree(private_home / "saves")
    (private_home / "saves").write_text("a file where the folder was")
    told = mark(h, scene, 2, 2)
    assert told is not None and "removed" in told and strip_shown(h)
    (private_home / "saves").unlink()
    assert mark(h, scene, 3, 3) is not None  # written again, with the move that waited, and said so
    assert not strip_shown(h) and scene.unsaved() == 0


def test_a_notice_told_while_saving_never_saves_again_one_true_message(h: Harness, private_home: Path) -> None:
    """The saves folder removed under a table with no hand-over: the notice that it was written again paused the
    table, the pause saved the same move again, and that second save was refused as "played further in another
    window", stacked over the right message, with a traceback in the log. One message now, and every move kept."""
    import shutil

    from arcade.games.playmoflotte import GAME as PLAYMOFLOTTE
    from arcade.saves.store import DB_NAME, GameStore
    from arcade.ui.table_scene import TableScene

    h.app.registry.register(PLAYMOFLOTTE)
    h.app.start_game(PLAYMOFLOTTE, {"players": [{"name": "Ana", "side": "red"}, {"name": "Bo", "side": "blue"}],
                                    "options": {}})
    h.step()
    scene = h.top
    assert isinstance(scene, TableScene) and not isinstance(scene, Message)
    h.click_element(scene.buttons["primary"])  # Ana's crew is ready
    shutil.rmtree(private_home / "saves")
    h.click_element(scene.buttons["primary"])  # Bo's: the store writes the file again, and says so
    messages = [s for s in h.app.stack if isinstance(s, Message)]
    assert len(messages) == 1 and "was removed while you played" in messages[0].text
    assert "another window" not in messages[0].text
    h.key(pygame.K_RETURN)
    log = private_home / "logs" / "errors.log"
    assert not log.exists() or "Traceback" not in log.read_text()
    key = scene.record.key
    assert key is not None and len(scene.record.steps) == 2
    h.app.store.close()
    again = GameStore(private_home / "saves" / DB_NAME)
    assert again.load(key).steps == scene.record.steps
    again.close()
