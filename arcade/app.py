"""The main loop: window, scene stack, settings, kiosk guard and the crash-safe autosave hook."""

from __future__ import annotations

import contextlib
import copy
import random
import signal
import time
import traceback
from collections.abc import Callable
from concurrent.futures import Executor
from dataclasses import dataclass, replace
from pathlib import Path

import pygame
import pygame_gui

from arcade import i18n
from arcade.core.board import BoardError
from arcade.core.codec import PlainData
from arcade.core.record import GameRecord, RecordError, Step
from arcade.core.setup import MapUnavailable, SetupError
from arcade.instance import InstanceLock
from arcade.kiosk import KioskGuard, PinRecord
from arcade.launcher.store_notice import store_notice_text
from arcade.paths import user_dir
from arcade.registry import GameDescriptor, Registry
from arcade.scenes import GameScene, Scene
from arcade.settings import Settings, SettingsDamage, SettingsFile
from arcade.storage import import_autosaves
from arcade.store import DB_NAME, GameStore, StoreError
from arcade.ui import theme
from arcade.ui.computer import InlineExecutor
from arcade.ui.dialogs import Confirm, Farewell, Message, PinPrompt, PinSetup
from arcade.ui.handover import Handover
from arcade.ui.reference_scene import open_rules
from arcade.ui.sounds import Sounds

FPS = 60
#: After input, keep drawing at full rate this long so hover and press effects finish.
ACTIVE_AFTER_INPUT = 0.4
#: The longest an idle loop sleeps waiting for events (scenes with clocks ask for earlier wake-ups).
IDLE_WAIT_MS = 1000
#: Input latency bound while idle (seconds between event polls).
IDLE_POLL = 0.015
MIN_SIZE = (960, 540)
#: What a table keeps with each seat about one game only (a rematch starts without them).
SEAT_MARKS = ("hints", "risk_asked")


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
#: Seconds between looks at a computer seat's thinking while nothing else moves.
COMPUTER_POLL = 0.05


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


class App:
    def __init__(self, options: AppOptions = AppOptions(), registry: Registry | None = None) -> None:
        self.options = options
        self.home: Path = options.home or user_dir()
        self.settings_file = SettingsFile(self.home / "settings.yaml")
        settings = self.settings_file.load()
        if options.lang:
            settings = replace(settings, language=options.lang)
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

        pygame.init()
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
        while len(self.stack) > 1:
            self.pop()
        if self.stack:
            self._guard(self.stack[-1], self.stack[-1].rebuild)

    def computer_pool(self) -> Executor:
        """Where computer seats think: one worker process (started on first use), so the window never freezes."""
        if getattr(self._pool, "_broken", False):  # the worker died (killed, out of memory): a new one
            assert self._pool is not None
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
        if self._pool is None:
            import multiprocessing  # (imported at first use: the launcher's first frame does not wait for it)
            from concurrent.futures import ProcessPoolExecutor

            self._pool = InlineExecutor() if self.options.think_here else ProcessPoolExecutor(
                1, mp_context=multiprocessing.get_context("spawn"))
        return self._pool

    def refresh_launcher(self) -> None:
        """The launcher's lists again (the saves became writable, a game was deleted)."""
        if self.stack:
            self._guard(self.stack[0], self.stack[0].rebuild)

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

    # -- games ---------------------------------------------------------------------------------------------
    def rematch(self, game: GameDescriptor, setup: dict[str, PlainData], seed: int | None) -> None:
        """The same players and options, without what the last game kept with each seat about itself (hints used,
        a warning asked: a rematch said "Red: 1 hint" of the game before)."""
        players = setup.get("players")
        again = dict(setup)
        if isinstance(players, list):
            again["players"] = [{k: v for k, v in p.items() if k not in SEAT_MARKS} if isinstance(p, dict) else p
                                for p in players]
        self.start_game(game, again, seed)

    def start_game(self, game: GameDescriptor, setup: dict[str, PlainData], seed: int | None = None) -> None:
        """A new game: the setup is completed from the store where the game asks, checked by the game's rules,
        stored, and its table opened."""
        prepare = game.prepare_function()
        if prepare is not None:
            try:
                setup = prepare(dict(setup), self.store)
            except StoreError as exc:  # the game starts without what the store could not give
                self._log(exc, "reading")
        try:
            rules = game.rules_object()
            rules.parse_setup(setup)
        except SetupError as exc:
            self.notify(i18n.t("setup_refused", game=game.title, error=str(exc)))
            return
        if seed is None:
            seed = self.seed if self.seed is not None else random.SystemRandom().randrange(2**31)
        record = GameRecord(game.id, rules.version, copy.deepcopy(setup), seed)  # (its own: the table writes in it)
        problem = self._try_store(lambda: self.store.create(record))  # told over the table, once it is open
        players = setup.get("players")
        if isinstance(players, list):
            named = [(str(p["name"]), str(p.get("side", ""))) for p in players if isinstance(p, dict) and "name" in p]
            self._store(lambda: self.store.remember_players(named, self.settings.language))
        self._open_game(game, record)
        if problem is not None:
            self._tell_store_failed(problem)

    def open_saved(self, key: int) -> None:
        try:
            record = self.store.load(key)
        except RecordError as exc:
            self.notify(str(exc), i18n.t("save_damaged_title"))
            return
        game = self.registry.get(record.game_id)
        if game is None:
            self.notify(i18n.t("unknown_game", game=record.game_id))
            return
        self._open_game(game, record)

    def _open_game(self, game: GameDescriptor, record: GameRecord) -> None:
        try:
            version = game.rules_object().version
            if record.rules_version != version:
                raise ValueError(f"saved with rules version {record.rules_version!r}, this program plays "
                                 f"{version!r}")
            scene = game.scene_class()(self, record)
        except (BoardError, MapUnavailable) as exc:  # the map is broken, not the game: it waits, unharmed
            self.notify(i18n.t("map_unavailable", game=game.title, error=str(exc)), i18n.t("save_damaged_title"))
            return
        except Exception as exc:
            if record.steps and record.key is not None:  # a saved game that cannot be replayed: keep, stop offering
                self._set_aside(record, exc, game.title)
            else:
                self._report(exc, game.title)
            return
        self.push(scene)

    def _set_aside(self, record: GameRecord, exc: Exception, title: str) -> None:
        assert record.key is not None
        self._store(lambda: self.store.set_aside(record.key or 0, str(exc)))
        self.errors_seen.append(f"{title}: {exc}")
        self.notify(i18n.t("resume_failed", game=title, error=str(exc)), i18n.t("save_damaged_title"))
        self._rebuild_all()

    def record_steps(self, record: GameRecord, first: int, steps: list[Step], status: dict[str, PlainData],
                     marks: dict[int, bool] | None = None) -> bool:
        """Called by a table after each step: the steps not saved yet, the take-back marks of saved ones and the
        table clock, in one transaction."""
        if record.key is None:  # the store could not take the game when it started: try again, whole
            return self._store(lambda: self.store.create(record))
        key = record.key
        return self._store(lambda: self.store.record(key, first, steps, record.clock, status, record.finished,
                                                     marks))

    def save_setup(self, record: GameRecord) -> None:
        """What the game keeps per seat changed mid-game (who plays it, hints used, a question asked): kept with
        the game (told like any saving fault when it fails)."""
        if record.key is not None:
            key = record.key
            self._store(lambda: self.store.update_players(key, record.setup))

    def checkpoint(self, record: GameRecord, status: dict[str, PlainData] | None = None) -> None:
        if record.key is not None:
            key = record.key
            self._store(lambda: self.store.checkpoint(key, record.clock, status))

    def _store(self, work: Callable[[], object]) -> bool:
        """Run one store operation; a failure is told to the players (once per kind) and logged, never fatal."""
        problem = self._try_store(work)
        if problem is not None:
            self._tell_store_failed(problem)
        return problem is None

    def _try_store(self, work: Callable[[], object]) -> str | None:
        """Run one store operation; its failure is logged and returned, for `_tell_store_failed`."""
        try:
            work()
        except StoreError as exc:
            self._log(exc, "saving")
            return str(exc)
        notice, self.store.notice = self.store.notice, None
        if notice is not None:  # the file had vanished under the game and was written again
            self._log(f"saves file {notice}", "saving")
            self.notify(store_notice_text(notice))
        return None

    def _tell_store_failed(self, problem: str) -> None:
        if problem not in self.errors_seen:
            self.errors_seen.append(problem)
            self.notify(i18n.t("save_failed", error=problem), i18n.t("save_failed_title"))

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
        """Run one scene call; an exception in a game scene returns to the launcher with the game saved."""
        try:
            return fn(*args)
        except Exception as exc:
            if scene is (self.stack[0] if self.stack else None) and not scene.is_game:
                raise
            self._scene_failed(scene, exc)
            return None

    def _scene_failed(self, scene: Scene, exc: Exception) -> None:
        lost = self.unsaved_moves()  # each step is normally in the store already; this saves the clock
        while len(self.stack) > 1:
            top = self.stack.pop()
            with contextlib.suppress(Exception):  # a scene failing to clean up must not stop the recovery
                top.leave()
        if self.stack:
            self.stack[-1].resume()
            self.stack[-1].rebuild()
        self._report(exc, getattr(scene, "title", None) or scene.__class__.__name__, lost)

    def _log(self, exc: BaseException | str, where: object) -> Path:
        """Append what went wrong (a traceback, or a problem in words) to `logs/errors.log`; never fails (a full
        disk, a removed folder or an odd value to write are all swallowed: the players are told in any case)."""
        log = self.home / "logs" / "errors.log"
        with contextlib.suppress(Exception):
            text = exc if isinstance(exc, str) else "".join(traceback.format_exception(exc))
            entry = f"{time.strftime('%Y-%m-%d %H:%M:%S')} {where}\n{text}\n"
            log.parent.mkdir(parents=True, exist_ok=True)
            with log.open("a", encoding="utf-8") as handle:
                handle.write(entry)
        return log

    def _report(self, exc: Exception, where: str, lost: int = 0) -> None:
        """Tell the players a scene stopped; `lost` moves the store never took are said to be lost, never saved."""
        log = self._log(exc, where)
        self.errors_seen.append(f"{where}: {exc}")
        text = "scene_failed" if lost == 0 else "scene_failed_unsaved"
        self.notify(i18n.t(text, where=where, error=f"{exc.__class__.__name__}: {exc}", log=str(log), n=lost),
                    i18n.t("scene_failed_title"))

    # -- kiosk and quitting --------------------------------------------------------------------------------
    def in_game(self) -> bool:
        return any(scene.is_game for scene in self.stack)

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

    # -- main loop -----------------------------------------------------------------------------------------
    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN, pygame.MOUSEWHEEL,
                          pygame.MOUSEMOTION, pygame.TEXTINPUT):
            self.guard.touch()
            self._last_input = self.now()
            self._track_pointer(event)
        self._dirty = True
        if event.type == pygame.TEXTINPUT and self._drop_text and event.text == self._drop_text:
            self._drop_text = ""  # the "?" that opened the rules is not also typed into their search
            return
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self._drop_text = ""
        if self._end_demo(event):
            return
        if event.type == pygame.QUIT:
            self.request_quit()
            return
        if event.type == pygame.VIDEORESIZE and not self.fullscreen:
            self._resized()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if self.manager.process_events(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self._close_drop_downs():
            return
        if self._open_rules(event):
            return
        table_events = (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL)
        top = self.stack[-1] if self.stack else None
        if event.type in table_events and isinstance(top, GameScene) and self._guard(top, top.table_input, event):
            return
        for scene in reversed(list(self.stack)):
            if scene not in self.stack:
                break
            if self._guard(scene, scene.handle, event):
                return
            if scene.modal:
                break
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and len(self.stack) > 1:
            top = self.stack[-1]
            question = top.leave_question() if isinstance(top, GameScene) else None
            if question is not None:  # a running turn is never left by a stray key
                self.push(Confirm(self, question, self.back_to_launcher, yes="leave_yes", no="stay"))
            elif top.is_game:
                self.back_to_launcher()
            else:
                self.pop()

    def _end_demo(self, event: pygame.event.Event) -> bool:
        """Any key or click during the kiosk's demo (or on its result) brings the launcher back."""
        if not any(getattr(scene, "demo", False) for scene in self.stack):  # (a game, or the club's table)
            return False
        if event.type not in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.QUIT):
            return event.type in (pygame.MOUSEBUTTONUP, pygame.TEXTINPUT)
        self.back_to_launcher(force=True)
        return True

    def _close_drop_downs(self) -> bool:
        """Esc closes an open drop-down list, and only that (it used to leave the screen and lose what was typed)."""
        menus = [e for e in self.manager.get_sprite_group().sprites()
                 if isinstance(e, pygame_gui.elements.UIDropDownMenu) and e.current_state is e.menu_states["expanded"]]
        for menu in menus:
            menu.unfocus()
        return bool(menus)

    def _track_pointer(self, event: pygame.event.Event) -> None:
        """Where the pointer is, and where the input being handled was given when it is a click (a button's
        press arrives after its mouse-up and keeps it; a key clears it)."""
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            self.pointer = event.pos
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.clicked_at = event.pos
        elif event.type in (pygame.KEYDOWN, pygame.TEXTINPUT):
            self.clicked_at = None

    def _open_rules(self, event: pygame.event.Event) -> bool:
        """? or F1 opens the rules of the game on screen (at the refusal shown); a click on a rule link, at its
        clause."""
        if not self.stack:
            return False
        top = self.stack[-1]
        if event.type == pygame.KEYDOWN and (event.key == pygame.K_F1 or event.unicode == "?"):
            target = top.rules_at(None)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            target = top.rules_at(event.pos)
        else:
            return False
        if target is None:
            return False
        open_rules(self, *target)
        if event.type == pygame.KEYDOWN:
            self._drop_text = event.unicode
        return True

    def draw(self) -> None:
        self.screen.fill(theme.BACKGROUND)
        start = 0
        for i, scene in enumerate(self.stack):
            if scene.opaque:
                start = i
        for scene in self.stack[start:]:
            self._guard(scene, scene.draw, self.screen)
        self.manager.draw_ui(self.screen)
        top = self.stack[-1] if self.stack else None
        if isinstance(top, GameScene):  # (under a dialog the table waits, and so do its computers)
            self._guard(top, top.draw_notices, self.screen)
        waiting = sum(scene.unsaved() for scene in self.stack if isinstance(scene, GameScene))
        if waiting:
            self._draw_unsaved(waiting)

    def _seen_under(self, top: Scene) -> list[Scene]:
        """The scenes still seen under the overlays on top that keep updating there."""
        seen: list[Scene] = []
        for scene in self.stack[-2::-1]:
            if top.opaque:
                break
            if scene.updates_under_overlays:
                seen.append(scene)
            top = scene
        return seen

    def _draw_unsaved(self, waiting: int) -> None:
        """A red strip at the bottom left, over everything, for as long as moves wait to be saved."""
        s = theme.scale_for(self.screen.get_height())
        size, pad = theme.text_px(22, s), int(12 * s)
        text = theme.fit(i18n.t("unsaved_badge", n=waiting), size, self.screen.get_width() - 6 * pad, bold=True)
        image = theme.font(size, bold=True).render(text, True, theme.TEXT)
        box = image.get_rect().inflate(2 * pad, pad)
        box.bottomleft = (pad, self.screen.get_height() - pad)
        pygame.draw.rect(self.screen, theme.BACKGROUND, box, border_radius=pad)  # dark: seen on every side colour
        pygame.draw.rect(self.screen, theme.THREAT, box, width=max(3, pad // 3), border_radius=pad)
        self.screen.blit(image, image.get_rect(center=box.center))

    def frame(self, events: list[pygame.event.Event], dt: float) -> bool:
        """One turn of the loop; returns True when the screen was redrawn."""
        for event in events:
            self.dispatch(event)
            if not self.running:
                return False
        self._ensure_pin()
        self.manager.update(dt)
        if self.stack:
            top = self.stack[-1]
            clicked, self.clicked_at = self.clicked_at, None  # what time does was not clicked
            for scene in [top, *self._seen_under(top)]:
                self._guard(scene, scene.update, dt)
                if self._guard(scene, scene.wants_frame):
                    self._dirty = True
            self.clicked_at = clicked
        if self.guard.idle_expired():
            if len(self.stack) > 1 and not isinstance(self.stack[-1], PinSetup) and self.unsaved_moves() == 0:
                self.back_to_launcher()  # (a game the store refused stays open rather than be lost)
            elif len(self.stack) == 1 and self.settings.kiosk_pin and not self.already_running:
                from arcade.launcher.demo import start_demo  # (at first use: not before the first frame)

                start_demo(self)  # the kiosk's attract demo
        if not self._dirty and self.now() - self._last_input >= ACTIVE_AFTER_INPUT:
            return False  # (just after input pygame-gui may still be redrawing a widget over several updates)
        self._dirty = False
        self.draw()
        pygame.display.flip()
        return True

    def _busy(self) -> bool:
        return self._dirty or self.now() - self._last_input < ACTIVE_AFTER_INPUT or bool(
            self.stack and self.stack[-1].wants_frame()
        )

    def _idle_wait_ms(self) -> int:
        wake = self.stack[-1].next_wake() if self.stack else None
        if any(isinstance(scene, GameScene) and scene.awaiting_computer() for scene in self.stack):
            wake = min(wake if wake is not None else COMPUTER_POLL, COMPUTER_POLL)
        return IDLE_WAIT_MS if wake is None else max(5, min(IDLE_WAIT_MS, int(wake * 1000) + 1))

    def _wait_for_events(self, timeout: float) -> list[pygame.event.Event]:
        """Sleep until input arrives or timeout passes.

        Short sleeps between polls rather than `pygame.event.wait`: SDL's wait busy-polls every millisecond on
        drivers without a native wait (the dummy driver, some compositors), which alone costs ~3 % of a core.
        """
        deadline = self.now() + timeout
        while True:
            events = pygame.event.get()
            left = deadline - self.now()
            if events or left <= 0:
                return events
            time.sleep(min(IDLE_POLL, left))

    def run(self) -> int:
        """The main loop. Ctrl-C (SIGINT) and the system's SIGTERM leave as Quit does, without the kiosk PIN (the
        machine is being shut down): every scene is closed so the game in progress saves its clock."""
        previous = None
        with contextlib.suppress(ValueError):  # not the main thread (tests): nothing to install
            previous = signal.signal(signal.SIGTERM, lambda *_: self.quit())
        last = self.now()
        prepared = False
        try:
            while self.running:
                if self._busy():
                    self.clock.tick(FPS)
                    events = pygame.event.get()
                else:
                    events = self._wait_for_events(self._idle_wait_ms() / 1000)
                now = self.now()
                shown = self.frame(events, min(now - last, 0.25))
                last = now
                if shown and not prepared:  # the first frame is on screen: what it did not need, now
                    self.sounds.prepare()
                    prepared = True
        except KeyboardInterrupt:  # Ctrl-C: leave as Quit does
            pass
        finally:
            self.close_all()
            if self._pool is not None:
                self._pool.shutdown(wait=False, cancel_futures=True)
            self.instance.release()
            if previous is not None:
                signal.signal(signal.SIGTERM, previous)
            pygame.quit()
        return 0

    def close_all(self) -> None:
        """Leave every scene, top first (a table saves its clock and any step not yet saved)."""
        while self.stack:
            self.pop()

    def render_first_frame(self, path: Path) -> None:
        """Draw one complete frame and save it as PNG (for --screenshot)."""
        if self.stack and isinstance(self.stack[-1], Handover):  # the picture is of the table, as its first
            self.stack[-1].complete()  # player sees it
        for _ in range(2):  # pygame-gui lays out text on its first update
            self.frame(pygame.event.get(), 1 / FPS)
            self._dirty = True
        while self.stack and self.stack[-1].wants_frame() and not self.stack[-1].is_game:
            self.frame(pygame.event.get(), 1 / FPS)  # let the launcher finish loading its pictures
        self.draw()
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(self.screen, str(path))


def settings_damage_text(damage: SettingsDamage) -> str:
    used = i18n.t("settings_last_good" if damage.last_good else "settings_defaults")
    kept = i18n.t("settings_kept_as", name=damage.moved_to) if damage.moved_to else i18n.t("settings_not_moved")
    return i18n.t("settings_damaged", error=damage.error, used=used, kept=kept)


def open_start_scene(app: App, game_id: str | None, table: bool = False) -> None:
    """The launcher; with a game id, that game's setup screen on top (or, with `table`, its table at the start
    position with the default players, as --screenshot shows it)."""
    from arcade.launcher.scene import LauncherScene
    from arcade.launcher.setup_scene import SetupScene

    app.push(LauncherScene(app))
    if app.already_running:
        app.push(Farewell(app, i18n.t("already_running"), i18n.t("already_running_title")))
        return
    if not game_id:
        return
    game = app.registry.get(game_id)
    if game is None:
        app.notify(i18n.t("unknown_game", game=game_id))
    elif table:
        app.start_game(game, default_setup(game))
    else:
        app.push(SetupScene(app, game))


def default_setup(game: GameDescriptor) -> dict[str, object]:
    """The default players (named after their sides) and the default options."""
    players = [{"name": i18n.t(f"side_{side}"), "side": side} for side in game.sides[: game.default_players]]
    return {"players": players, "options": game.default_options(), "board": game.board}


def main(argv: list[str] | None = None) -> int:
    from arcade.cli import run

    return run(argv)


if __name__ == "__main__":
    raise SystemExit(main())


def app_icon() -> pygame.Surface:
    """The window's and the taskbar's icon: the suite's accent colour with the four first sides' discs."""
    icon = pygame.Surface((64, 64), pygame.SRCALPHA)
    pygame.draw.rect(icon, theme.BACKGROUND, icon.get_rect(), border_radius=14)
    pygame.draw.rect(icon, theme.ACCENT, icon.get_rect(), 4, border_radius=14)
    for (x, y), side in zip(((22, 22), (42, 22), (22, 42), (42, 42)), ("red", "blue", "amber", "green"), strict=True):
        pygame.draw.circle(icon, theme.side(side).color, (x, y), 8)
    return icon
