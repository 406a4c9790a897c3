"""Scenes and the scene stack.

A scene draws one screen and turns input into actions. The app keeps a stack: the top scene gets events first
and passes on what it does not consume to the scene below unless it is modal; drawing starts at the highest
opaque scene, so overlays (dialogs, hand-over) show over the table. Each scene puts its pygame-gui widgets in one
container, so pausing, resuming and leaving hide, show and remove them together (a covered scene's widgets are
hidden, so a dialog's veil cannot be clicked through).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, Protocol

import pygame
import pygame_gui

if TYPE_CHECKING:
    from concurrent.futures import Executor
    from pathlib import Path

    from arcade.app.kiosk import KioskGuard
    from arcade.app.settings import Settings
    from arcade.core.codec import PlainData
    from arcade.core.record import GameRecord
    from arcade.match.match import Keeper
    from arcade.registry import GameDescriptor, Registry
    from arcade.saves.database import StartProblem
    from arcade.saves.store import GameStore
    from arcade.ui.sounds import Sounds


class AppContext(Protocol):
    """What scenes may ask of the app (kept narrow so scenes never depend on the main loop)."""

    manager: pygame_gui.UIManager
    registry: Registry
    settings: Settings
    store: GameStore
    store_problem: StartProblem | None  # what was wrong with the saves at the start, until the launcher tells it
    home: Path  # the per-user folder
    guard: KioskGuard
    sounds: Sounds
    kiosk: bool
    fullscreen: bool  # the window is full screen now
    seed: int | None
    pointer: tuple[int, int]  # where the mouse is
    clicked_at: tuple[int, int] | None  # where the input being handled was clicked (None: from the keyboard)

    def push(self, scene: Scene) -> None: ...
    def pop(self, scene: Scene | None = None) -> None: ...
    def replace(self, scene: Scene) -> None: ...
    def now(self) -> float: ...
    def request_redraw(self) -> None: ...
    def notify(self, text: str, title: str | None = None) -> None: ...
    def start_game(self, game: GameDescriptor, setup: dict[str, PlainData], seed: int | None = None) -> None: ...
    def rematch(self, game: GameDescriptor, setup: dict[str, PlainData], seed: int | None) -> None: ...
    def open_saved(self, key: int) -> None: ...
    @property
    def keeper(self) -> Keeper: ...  # where a table's match keeps its game
    def back_to_launcher(self) -> None: ...
    def refresh_launcher(self) -> None: ...
    def computer_pool(self) -> Executor: ...
    def apply_settings(self, settings: Settings) -> None: ...
    def quit(self) -> None: ...


class Scene:
    #: An opaque scene hides everything below it; an overlay (False) is drawn over the scene below.
    opaque = True
    #: A modal scene consumes every input event; others pass on what they do not use to the scene below.
    modal = True
    #: Game scenes hold a record that the app saves if anything goes wrong.
    is_game = False
    #: Keeps updating while an overlay covers it (the launcher finishes drawing its card pictures under a dialog).
    updates_under_overlays = False

    def __init__(self, app: AppContext) -> None:
        self.app = app
        self.container: pygame_gui.core.UIContainer | None = None

    # -- life cycle ------------------------------------------------------------------------------------------
    def enter(self) -> None:
        """Called when pushed: build the widgets."""
        self.rebuild()

    def leave(self) -> None:
        """Called when removed from the stack."""
        if self.container is not None:
            self.container.kill()
            self.container = None

    def pause(self) -> None:
        """Another scene covers this one."""
        if self.container is not None:
            self.container.hide()

    def resume(self) -> None:
        if self.container is not None:
            self.container.show()
        self.app.request_redraw()

    def rebuild(self) -> None:
        """(Re)create the widgets for the current window size and language."""
        if self.container is not None:
            self.container.kill()
        surface = pygame.display.get_surface()
        assert surface is not None, "scenes are built once the window exists"
        size = surface.get_size()
        self.container = pygame_gui.core.UIContainer(
            pygame.Rect((0, 0), size), manager=self.app.manager, starting_height=self.layer_height()
        )
        self.build(self.container, size)

    def layer_height(self) -> int:
        return 1

    def build(self, container: pygame_gui.core.UIContainer, size: tuple[int, int]) -> None:
        """Create this scene's widgets inside container."""

    # -- per frame -------------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        """Return True when the event is consumed."""
        return False

    def update(self, dt: float) -> None:
        """Advance animations by dt seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw everything that is not a pygame-gui widget."""

    def rules_at(self, pos: tuple[int, int] | None) -> tuple[str, str | None] | None:
        """The rules reference to open — (game id, clause or None) — for a click at `pos` on a rules link, or
        (`pos` None) for the ? key; None when this scene has none."""
        return None

    def open_help(self) -> bool:
        """F1 or ?: open this scene's own help, where it has one and no refusal asks for the rules (True); else
        the rules open (`rules_at`)."""
        return False

    def wants_frame(self) -> bool:
        """True while something moves (animations, a running clock whose display changed)."""
        return False

    def next_wake(self) -> float | None:
        """Seconds until this scene's picture may change by itself (a clock's next second), None if never.

        While nothing moves the app sleeps until an event or this moment, so an idle table costs almost no CPU.
        """
        return None


class GameScene(Scene):
    """A game's table: it holds the game's record, which the app keeps saved (see arcade.ui.table_scene)."""

    is_game = True
    title = "Game"

    def __init__(self, app: AppContext, record: GameRecord) -> None:
        super().__init__(app)
        self.record = record
        self.message = ""
        #: The kiosk's attract demo: never saved, and any input ends it.
        self.demo = False
        #: The game came to its end at this table.
        self.ended = False

    def checkpoint(self) -> None:
        """Save what is not saved yet (the app calls it when something goes wrong)."""

    def unsaved(self) -> int:
        """Moves played here that the store does not hold yet (it could not take them)."""
        return 0

    def leave_question(self) -> str | None:
        """What to ask before Esc leaves this game for the launcher (None: leave at once)."""
        return None

    def table_input(self, event: pygame.event.Event) -> bool:
        """The keys and clicks every table handles before the game's own (True when one was used up)."""
        return False

    def awaiting_computer(self) -> bool:
        """A computer seat is to act here (the app then looks in often, to play its move when it is ready)."""
        return False

    def a_show(self) -> bool:
        """A game that plays by itself to its end for whoever watches (a table of computers only, not the kiosk's
        demo): the kiosk's idle return, which is for tables waiting for a person, leaves it running."""
        return False

    def draw_notices(self, surface: pygame.Surface) -> None:
        """Over everything: that a computer seat is thinking, a hint."""


def button_action(event: pygame.event.Event, actions: Mapping[Any, Callable[[], None]]) -> bool:
    """Run the callback of the button that was pressed, if it is one of `actions`."""
    if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in actions:
        actions[event.ui_element]()
        return True
    return False


def act_or_go_back(app: AppContext, scene: Scene, event: pygame.event.Event,
                   actions: dict[object, Callable[[], None]]) -> bool:
    """A screen's input: its buttons act, Esc goes back to the screen below; True when the event was used."""
    if button_action(event, actions):
        return True
    if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
        app.pop(scene)
        return True
    return False
