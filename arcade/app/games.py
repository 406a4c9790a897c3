"""The app's games: a new game started from its set-up (completed from the store where the game asks, checked
by its rules, stored, its table opened), a saved game resumed (or set aside, kept, when it cannot be replayed), a
rematch, and every step, set-up change and clock checkpoint kept in the store. A failure to save is told to the
players once per kind and logged, never fatal."""

from __future__ import annotations

import copy
import random
from collections.abc import Callable
from typing import TYPE_CHECKING

from arcade import i18n
from arcade.app import safety
from arcade.core.board_error import BoardError
from arcade.core.codec import PlainData
from arcade.core.record import GameRecord, RecordError, Step
from arcade.core.setup import MapUnavailable, SetupError
from arcade.launcher.store_notice import store_notice_text
from arcade.registry import GameDescriptor
from arcade.saves.store import StoreError

if TYPE_CHECKING:
    from arcade.app.core import AppCore

#: What a table keeps with each seat about one game only (a rematch starts without them).
SEAT_MARKS = ("hints", "risk_asked")


def rematch(app: AppCore, game: GameDescriptor, setup: dict[str, PlainData], seed: int | None) -> None:
    """The same players and options, without what the last game kept with each seat about itself (hints used,
    a warning asked: a rematch said "Red: 1 hint" of the game before)."""
    players = setup.get("players")
    again = dict(setup)
    if isinstance(players, list):
        again["players"] = [{k: v for k, v in p.items() if k not in SEAT_MARKS} if isinstance(p, dict) else p
                            for p in players]
    start_game(app, game, again, seed)


def start_game(app: AppCore, game: GameDescriptor, setup: dict[str, PlainData], seed: int | None = None) -> None:
    """A new game: the setup is completed from the store where the game asks, checked by the game's rules,
    stored, and its table opened."""
    prepare = game.prepare_function()
    if prepare is not None:
        try:
            setup = prepare(dict(setup), app.store)
        except StoreError as exc:  # the game starts without what the store could not give
            app._log(exc, "reading")
    try:
        rules = game.rules_object()
        rules.parse_setup(setup)
    except SetupError as exc:
        app.notify(i18n.t("setup_refused", game=game.title, error=str(exc)))
        return
    if seed is None:
        seed = app.seed if app.seed is not None else random.SystemRandom().randrange(2**31)
    record = GameRecord(game.id, rules.version, copy.deepcopy(setup), seed)  # (its own: the table writes in it)
    problem = try_store(app, lambda: app.store.create(record))  # told over the table, once it is open
    players = setup.get("players")
    if isinstance(players, list):
        named = [(str(p["name"]), str(p.get("side", ""))) for p in players if isinstance(p, dict) and "name" in p]
        store(app, lambda: app.store.remember_players(named, app.settings.language))
    open_game(app, game, record)
    if problem is not None:
        tell_store_failed(app, problem)


def open_saved(app: AppCore, key: int) -> None:
    try:
        record = app.store.load(key)
    except RecordError as exc:
        app.notify(str(exc), i18n.t("save_damaged_title"))
        return
    game = app.registry.get(record.game_id)
    if game is None:
        app.notify(i18n.t("unknown_game", game=record.game_id))
        return
    open_game(app, game, record)


def open_game(app: AppCore, game: GameDescriptor, record: GameRecord) -> None:
    try:
        version = game.rules_object().version
        if record.rules_version != version:
            raise ValueError(f"saved with rules version {record.rules_version!r}, this program plays "
                             f"{version!r}")
        scene = game.scene_class()(app, record)
    except (BoardError, MapUnavailable) as exc:  # the map is broken, not the game: it waits, unharmed
        app.notify(i18n.t("map_unavailable", game=game.title, error=str(exc)), i18n.t("save_damaged_title"))
        return
    except Exception as exc:
        if record.steps and record.key is not None:  # a saved game that cannot be replayed: keep, stop offering
            set_aside(app, record, exc, game.title)
        else:
            safety.report(app, exc, game.title)
        return
    app.push(scene)


def set_aside(app: AppCore, record: GameRecord, exc: Exception, title: str) -> None:
    assert record.key is not None
    store(app, lambda: app.store.set_aside(record.key or 0, str(exc)))
    app.errors_seen.append(f"{title}: {exc}")
    app.notify(i18n.t("resume_failed", game=title, error=str(exc)), i18n.t("save_damaged_title"))
    app._rebuild_all()


class StoreKeeper:
    """Where a match keeps its game: every step, set-up change and clock checkpoint into the store, in one
    transaction each; a failure is told to the players and never stops the game."""

    def __init__(self, app: AppCore) -> None:
        self.app = app

    def record_steps(self, record: GameRecord, first: int, steps: list[Step], status: dict[str, PlainData],
                     marks: dict[int, bool] | None = None) -> bool:
        """The steps not saved yet, the take-back marks of saved ones and the table clock, in one transaction."""
        app = self.app
        if record.key is None:  # the store could not take the game when it started: try again, whole
            return store(app, lambda: app.store.create(record))
        key = record.key
        return store(app, lambda: app.store.record(key, first, steps, record.clock, status, record.finished,
                                                     marks))

    def save_setup(self, record: GameRecord) -> None:
        """What the game keeps per seat changed mid-game (who plays it, hints used, a question asked): kept with
        the game (told like any saving fault when it fails)."""
        if record.key is not None:
            key, app = record.key, self.app
            store(app, lambda: app.store.update_players(key, record.setup))

    def checkpoint(self, record: GameRecord, status: dict[str, PlainData] | None = None) -> None:
        if record.key is not None:
            key, app = record.key, self.app
            store(app, lambda: app.store.checkpoint(key, record.clock, status))


def store(app: AppCore, work: Callable[[], object]) -> bool:
    """Run one store operation; a failure is told to the players (once per kind) and logged, never fatal."""
    problem = try_store(app, work)
    if problem is not None:
        tell_store_failed(app, problem)
    return problem is None


def try_store(app: AppCore, work: Callable[[], object]) -> str | None:
    """Run one store operation; its failure is logged and returned, for `_tell_store_failed`."""
    try:
        work()
    except StoreError as exc:
        app._log(exc, "saving")
        return str(exc)
    notice, app.store.notice = app.store.notice, None
    if notice is not None:  # the file had vanished under the game and was written again
        app._log(f"saves file {notice}", "saving")
        app.notify(store_notice_text(notice))
    return None


def tell_store_failed(app: AppCore, problem: str) -> None:
    if problem not in app.errors_seen:
        app.errors_seen.append(problem)
        app.notify(i18n.t("save_failed", error=problem), i18n.t("save_failed_title"))
