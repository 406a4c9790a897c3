"""The app without its games and loop: the window, the scene stack, the settings, the kiosk guard and the safety
net (`app.App` adds the games it starts and keeps, and its main loop)."""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from arcade import i18n
from arcade.app import safety
from arcade.app.instance import InstanceLock
from arcade.app.kiosk import KioskGuard, PinRecord
from arcade.app.memory import give_back_freed_memory
from arcade.app.settings import Settings, SettingsDamage, SettingsFile
from arcade.paths import user_dir
from arcade.registry import Registry
from arcade.saves.storage import import_autosaves
from arcade.saves.store import DB_NAME, GameStore
from arcade.ui import theme
from arcade.ui.dialogs import Confirm, Message, PinPrompt, PinSetup
from arcade.ui.scenes import AppContext, GameScene, Scene
from arcade.ui.sounds import Sounds

if TYPE_CHECKING:
    from concurrent.futures import Executor

MIN_SIZE = (960, 540)


def fitted(size: tuple[int, int]) -> tuple[int, int]:
    """The window size for this screen: `size`, or if the screen is smaller, as much of it as leaves room for the
    desktop's bars, in the same proportions (never under MIN_SIZE). A 1600x900 window on a 1280x720 screen opened
    with its edges off the screen."""
    desktops = pygame.display.get_desktop_sizes() if pygame.display.get_init() else []
    if not desktops:
        return size
    room_w, room_h = int(desktops[0][0] * 0.94), int(desktops[0][1] * 0.88)
    scale = min(1.0, room_w / size[0], room_h / size[1])
    return max(MIN_SIZE[0], int(size[0] * scale)), max(MIN_SIZE[1], int(size[1] * scale))


@dataclass(frozen=True)
class AppOptions:
    fullscreen: bool | None = None  # None: as in the settings
    kiosk: bool = False
    game: str | None = None
    lang: str | None = None
    seed: int | None = None
    size: tuple[int, int] = (1600, 900)
    fit_screen: bool = False  # True: the size was not asked for: a smaller screen is used whole (F11: a window)
    home: Path | None = None
    keep_games: bool = True  # False: games live in memory only (screenshots)
    single: bool = False  # True: one program per user folder; a second one says so and touches nothing
    clock: Callable[[], float] = time.monotonic  # the app's time source (tests drive their own)
    think_here: bool = False  # True: computer seats think in this process, at once (tests, screenshots)
    #: True (--play-out): the game opened is played out by computers at the fast pace, then the program ends.
    play_out: bool = False


class AppCore(AppContext):
    """The app as its scenes know it (`AppContext`), without the games it starts and keeps, which `app.App` adds."""

    def __init__(self, options: AppOptions = AppOptions(), registry: Registry | None = None) -> None:
        self.options = options
        self.home: Path = options.home or user_dir()
        self.settings_file = SettingsFile(self.home / "settings.yaml")
        settings = self.settings_file.load()
        if options.lang:
            settings = replace(settings, language=options.lang)
        if options.play_out:  # (for this run: what is saved stays as it was)
            settings = replace(settings, computer_pace="fast")
        self.settings: Settings = settings
        self.kiosk = options.kiosk
        self.seed = options.seed
        self.instance = InstanceLock(self.home)
        #: Another Club Arcade has this user folder: this one says so and keeps its hands off the saves.
        self.already_running = options.single and not self.instance.acquire()
        keep_games = options.keep_games and not self.already_running
        self.store = GameStore(self.home / "saves" / DB_NAME if keep_games else None)
        #: What was wrong with the saves at the start (damaged, held, unwritable), told once by the launcher.
        self.store_problem = self.store.problem
        #: Damaged autosaves of earlier versions found at the start (what was wrong, where the file was put).
        self.damaged: list[tuple[str, str]] = []
        if keep_games:
            self.damaged += [(p.message, p.moved_to.name if p.moved_to else "-")
                             for p in import_autosaves(self.store, self.home / "saves")]
        self.registry = registry or Registry()
        self.load_errors = [] if registry is not None else self.registry.discover()

        # The window and its text only: `pygame.init()` would also open the sound device at its own format (the
        # cues are made for ours, `Sounds`, after the first frame) and look for joysticks nobody plugs in.
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption("Club Arcade")
        pygame.display.set_icon(app_icon())
        self.fullscreen = self.kiosk or (options.fullscreen if options.fullscreen is not None else settings.fullscreen)
        self.windowed_size = fitted(options.size) if options.fit_screen else options.size
        if options.fit_screen and options.fullscreen is None and self.windowed_size != options.size:
            self.fullscreen = True  # a screen smaller than the window: all of it, as the tables are laid out for (F11)
        self.screen = self._set_mode()
        i18n.setup(settings.language)
        self.text_scale = theme.text_scale(self.screen.get_height())
        self.manager = pygame_gui.UIManager(
            self.screen.get_size(),
            theme_path=theme.theme_data(self.text_scale),
            starting_language=settings.language,
            translation_directory_paths=[str(Path(i18n.__file__).parent.parent / "assets" / "i18n")],
        )
        i18n.bind(self.manager)
        self.clock = pygame.time.Clock()
        self.sounds = Sounds(settings.volume, settings.muted)
        self.guard = KioskGuard(self.kiosk, settings.kiosk_pin, settings.idle_minutes, self.now,
                                settings.pin_record(), self._keep_pin_record)
        self.stack: list[Scene] = []
        self._pushing = 0  # depth of `push` calls under way
        self._notes: list[Message] = []  # messages told during a push, shown when it is done
        self.running = True
        self._pool: Executor | None = None  # the computer seats' worker, started when one first thinks
        self._drop_text = ""  # the text of the key that just opened the rules, not to be typed into them
        self._dirty = True
        self._redraws: list[float] = []  # when a change drawn without input is drawn again (see `app_loop.frame`)
        self._last_input = self.now()
        self.pointer: tuple[int, int] = (0, 0)
        self.clicked_at: tuple[int, int] | None = None
        self.errors_seen: list[str] = []
        started = [self.settings_file.problem, self.store_problem]
        for problem in [str(p) for p in started if p is not None] + self.load_errors:
            self.errors_seen.append(problem)
            self._log(problem, "starting")
        #: Told once, when the launcher first shows (the settings file was damaged).
        self.notices: list[str] = [settings_damage_text(self.settings_file.problem)] if self.settings_file.problem \
            else []

    # -- window --------------------------------------------------------------------------------------------
    def _set_mode(self) -> pygame.Surface:
        if self.fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        return pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)

    def toggle_fullscreen(self) -> None:
        if self.kiosk:
            return
        self.fullscreen = not self.fullscreen
        self.screen = self._set_mode()
        self._resized()

    def _resized(self) -> None:
        screen = pygame.display.get_surface()
        assert screen is not None
        self.screen = screen
        size = self.screen.get_size()
        if not self.fullscreen and (size[0] < MIN_SIZE[0] or size[1] < MIN_SIZE[1]):
            self.windowed_size = (max(size[0], MIN_SIZE[0]), max(size[1], MIN_SIZE[1]))
            self.screen = self._set_mode()
            size = self.screen.get_size()
        elif not self.fullscreen:
            self.windowed_size = size
        self.manager.set_window_resolution(size)
        scale = theme.text_scale(size[1])
        if scale != self.text_scale:  # widget text follows the window size
            self.text_scale = scale
            self.manager.get_theme().load_theme(theme.theme_data(scale))
        self._rebuild_all()

    def _rebuild_all(self) -> None:
        """Rebuild every scene's widgets (new size, language or theme); only the top scene's stay visible."""
        for scene in self.stack:
            self._guard(scene, scene.rebuild)
        for scene in self.stack[:-1]:
            if scene.container is not None:
                scene.container.hide()
        self._dirty = True

    # -- scene stack ---------------------------------------------------------------------------------------
    def push(self, scene: Scene) -> None:
        self._pushing += 1
        try:
            if self.stack:
                self._guard(self.stack[-1], self.stack[-1].pause)
            self.stack.append(scene)
            self._guard(scene, scene.enter)
        finally:
            self._pushing -= 1
        self._dirty = True
        while self._notes and not self._pushing:  # told during the push (a table saving as it pauses): on top
            self.push(self._notes.pop(0))

    def pop(self, scene: Scene | None = None) -> None:
        """Remove the top scene (or the given one, wherever it is)."""
        if not self.stack:
            return
        target = scene or self.stack[-1]
        if target not in self.stack:
            return
        was_top = target is self.stack[-1]
        self.stack.remove(target)
        self._guard(target, target.leave)
        if was_top and self.stack:
            self._guard(self.stack[-1], self.stack[-1].resume)
        self._dirty = True

    def replace(self, scene: Scene) -> None:
        if self.stack:
            old = self.stack.pop()
            self._guard(old, old.leave)
        self.stack.append(scene)
        self._guard(scene, scene.enter)
        self._dirty = True

    def unsaved_moves(self) -> int:
        """Moves the store could not take yet, in the games open now (each is tried again first)."""
        games = [scene for scene in self.stack if isinstance(scene, GameScene)]
        for scene in games:
            if scene.unsaved():
                with contextlib.suppress(Exception):  # a store fault is told by `_store`; the count says the rest
                    scene.checkpoint()
        return sum(scene.unsaved() for scene in games)

    def _confirm_loss(self, then: Callable[[], None]) -> bool:
        """When moves could not be saved, leaving loses them: ask first (staying is the safe answer)."""
        lost = self.unsaved_moves()
        if lost == 0 or isinstance(self.stack[-1] if self.stack else None, Confirm):
            return lost == 0
        self.push(Confirm(self, i18n.t("unsaved_leave", n=lost), then, yes="leave_anyway", no="stay", danger=True))
        return False

    def back_to_launcher(self, force: bool = False) -> None:
        """Close everything above the launcher (games are saved after every action, so nothing is lost; if the
        store refused some, the players are asked first)."""
        if not force and not self._confirm_loss(lambda: self.back_to_launcher(force=True)):
            return
        left = len(self.stack) > 1
        while len(self.stack) > 1:
            self.pop()
        if self.stack:
            self._guard(self.stack[-1], self.stack[-1].rebuild)
        if left:
            give_back_freed_memory()  # (a table's pictures: else the kiosk grows through a club night)

    def computer_pool(self) -> Executor:
        """Where computer seats think: one worker process (started on first use), so the window never freezes."""
        if getattr(self._pool, "_broken", False):  # the worker died (killed, out of memory): a new one
            assert self._pool is not None
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
        if self._pool is None:
            import multiprocessing  # (imported at first use: the launcher's first frame does not wait for it)
            from concurrent.futures import ProcessPoolExecutor

            from arcade.ui.computer import InlineExecutor

            self._pool = InlineExecutor() if self.options.think_here else ProcessPoolExecutor(
                1, mp_context=multiprocessing.get_context("spawn"))
        return self._pool

    def refresh_launcher(self) -> None:
        """The launcher's lists again (the saves became writable, a game was deleted)."""
        if self.stack:
            launcher = self.stack[0]
            self._guard(launcher, launcher.rebuild)
            if launcher is not self.stack[-1] and launcher.container is not None:
                launcher.container.hide()  # (under a table or a lesson: its widgets must not show through)

    def now(self) -> float:
        return self.options.clock()

    def request_redraw(self) -> None:
        self._dirty = True

    def notify(self, text: str, title: str | None = None) -> None:
        message = Message(self, text, title)
        if self._pushing:
            self._notes.append(message)  # shown over the scene being pushed, not hidden under it
        else:
            self.push(message)

    def quit(self) -> None:
        self.running = False

    # -- settings ------------------------------------------------------------------------------------------
    def _keep_pin_record(self, record: PinRecord) -> None:
        """A wrong PIN (or the right one after wrong ones): kept at once, so a restart gives no free tries."""
        self.settings = self.settings.with_pin_record(record)
        try:
            self.settings_file.save(self.settings)
        except OSError as exc:  # the wait still holds in this run
            self._log(exc, "saving the PIN wait")

    def apply_settings(self, settings: Settings) -> None:
        old = self.settings
        self.guard.configure(settings.kiosk_pin, settings.idle_minutes)  # a wait under way goes on
        self.settings = settings.validated().with_pin_record(self.guard.record())
        try:
            self.settings_file.save(self.settings)
        except OSError as exc:  # read-only folder, full disk: the settings hold until the program closes
            self._log(exc, "saving settings")
            self.notify(i18n.t("settings_not_saved", error=f"{exc.__class__.__name__}: {exc.strerror or exc}"))
        self.sounds.configure(self.settings.volume, self.settings.muted)
        if self.settings.language != old.language:
            i18n.set_language(self.settings.language)
            self._rebuild_all()
        if self.settings.fullscreen != self.fullscreen and not self.kiosk:
            self.toggle_fullscreen()
        self._dirty = True

    # -- safety --------------------------------------------------------------------------------------------
    def _guard(self, scene: Scene, fn: Callable[..., object], *args: object) -> object:
        return safety.guard(self, scene, fn, *args)

    def _log(self, exc: BaseException | str, where: object) -> Path:
        return safety.log(self, exc, where)

    # -- kiosk and quitting --------------------------------------------------------------------------------
    def _ensure_pin(self) -> None:
        """Kiosk mode without an organiser's PIN is locked until one is chosen."""
        if (self.kiosk and not self.settings.kiosk_pin and not self.already_running and self.stack
                and not isinstance(self.stack[-1], PinSetup)):
            self.push(PinSetup(self, lambda pin: self.apply_settings(replace(self.settings, kiosk_pin=pin))))

    def request_quit(self) -> None:
        """Window close, Alt-F4 or the Quit button: in kiosk mode only the organiser may quit."""
        if self.kiosk and not self.already_running and not self.settings.kiosk_pin:
            return  # the organiser has not chosen a PIN yet: the kiosk stays open, asking for one
        if self.kiosk and not self.already_running:
            if len(self.stack) > 1:
                self.back_to_launcher()
            elif not isinstance(self.stack[-1] if self.stack else None, PinPrompt):
                self.push(PinPrompt(self, self.guard, self.quit))
            return
        if self._confirm_loss(self.quit):
            self.quit()

    def close_all(self) -> None:
        """Leave every scene, top first (a table saves its clock and any step not yet saved)."""
        while self.stack:
            self.pop()


def settings_damage_text(damage: SettingsDamage) -> str:
    used = i18n.t("settings_last_good" if damage.last_good else "settings_defaults")
    kept = i18n.t("settings_kept_as", name=damage.moved_to) if damage.moved_to else i18n.t("settings_not_moved")
    return i18n.t("settings_damaged", error=damage.error, used=used, kept=kept)


def app_icon() -> pygame.Surface:
    """The window's and the taskbar's icon: the suite's accent colour with the four first sides' discs."""
    icon = pygame.Surface((64, 64), pygame.SRCALPHA)
    pygame.draw.rect(icon, theme.BACKGROUND, icon.get_rect(), border_radius=14)
    pygame.draw.rect(icon, theme.ACCENT, icon.get_rect(), 4, border_radius=14)
    for (x, y), side in zip(((22, 22), (42, 22), (22, 42), (42, 42)), ("red", "blue", "amber", "green"), strict=True):
        pygame.draw.circle(icon, theme.side(side).color, (x, y), 8)
    return icon
