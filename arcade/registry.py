"""The game registry: each game package declares a `GAME` descriptor; the launcher lists what is registered.

Descriptors are plain data (no pygame), so listing games costs nothing; a game's scene module is imported only
when that game starts.
"""

from __future__ import annotations

import importlib
import pkgutil
from dataclasses import dataclass
from typing import Any

from arcade.core.protocol import GameRules, any_rules
from arcade.core.setup import SetupError


@dataclass(frozen=True)
class Choice:
    value: str
    label: str  # translation key


@dataclass(frozen=True)
class OptionSpec:
    """One setup option offered as a list of choices (difficulty, rules variant, map...)."""

    key: str
    label: str  # translation key
    choices: tuple[Choice, ...]
    default: str
    namespace: str = ""  # of the labels: the game's own (empty), or the suite's ("arcade") for a shared option

    def __post_init__(self) -> None:
        if self.default not in {c.value for c in self.choices}:
            raise ValueError(f"option {self.key}: default {self.default!r} is not one of its choices")


@dataclass(frozen=True)
class GameDescriptor:
    id: str
    title: str  # the game's own name, the same in every language
    summary: str  # translation key: one line under the title on the card
    min_players: int
    max_players: int
    default_players: int
    minutes: tuple[int, int]
    sides: tuple[str, ...]  # side ids from arcade.ui.theme.SIDES, in seat order
    scene: str  # "module:Class"; the class is built as Class(app, record)
    rules: str  # "module:attribute": the game's rules protocol object, or a function returning it
    board: str | None = None  # map stem in boards/ for the card preview and the default table
    options: tuple[OptionSpec, ...] = ()
    preview: str | None = None  # "module:function(surface, rect)" drawing the card picture (else the board)
    #: "module:function(state, names, action) -> str": a move in the game's words, in the position before it is
    #: played (the table's journal and hints, a review's verdicts).
    words: str | None = None
    #: "module:function(setup, store) -> setup": what a new game takes from the store before it starts (e.g. the
    #: pilots' stars and upgrades); the result is what the record keeps.
    prepare: str | None = None
    #: Screens the setup offers beside the options: (label key in the game's catalog, "module:Class(app)").
    extras: tuple[tuple[str, str], ...] = ()
    #: "module:function(names, outcome) -> str": the result's headline in the game's own words (default: the
    #: winners by name, see `arcade.club.outcomes`).
    headline: str | None = None

    def __post_init__(self) -> None:
        if not 1 <= self.min_players <= self.default_players <= self.max_players:
            raise ValueError(f"{self.id}: player counts must satisfy 1 <= min <= default <= max")
        if len(self.sides) < self.max_players:
            raise ValueError(f"{self.id}: needs at least {self.max_players} sides")

    def scene_class(self) -> Any:
        return _resolve(self.scene)

    def rules_object(self) -> GameRules[Any, Any, Any, Any]:
        """The game's rules (imported on first use; a factory is called once)."""
        target = _resolve(self.rules)
        if not isinstance(target, GameRules) and callable(target):
            target = target()
        return any_rules(target)

    def prepare_function(self) -> Any:
        return _resolve(self.prepare) if self.prepare else None

    def headline_function(self) -> Any:
        return _resolve(self.headline) if self.headline else None

    def words_function(self) -> Any:
        return _resolve(self.words) if self.words else None

    def preview_function(self) -> Any:
        return _resolve(self.preview) if self.preview else None

    def team_sides(self, setup: dict[str, Any]) -> tuple[str, ...] | None:
        """Each seat's colour where the rules decide it from the set-up (Asteroyds' teams); None where each player
        picks a side, or where the rules refuse the set-up as it stands."""
        rules = self.rules_object()
        try:
            return rules.seat_sides(rules.parse_setup(setup))
        except SetupError:
            return None

    def seat_sides(self, setup: dict[str, Any]) -> list[str]:
        """The colour each seat plays under: the rules' where they decide it, else each player's chosen side (also
        for a set-up the rules refuse: a damaged save is still listed)."""
        players = setup.get("players")
        chosen = [str(p.get("side", "white")) for p in players if isinstance(p, dict)] if isinstance(players, list) \
            else []
        decided = self.team_sides(setup)
        return list(decided) if decided is not None and len(decided) == len(chosen) else chosen

    def default_options(self) -> dict[str, str]:
        return {o.key: o.default for o in self.options}


def takeback_option(*modes: tuple[str, str]) -> OptionSpec:
    """The set-up's take-back option, shared by every game: on (friendly, the default) or off (tournament); a game
    may offer its own values, (value, label) in the suite's catalog, first the default. The values are the rules'
    `takeback_modes` (a test holds them together)."""
    choices = modes or (("on", "tb_on"), ("off", "tb_off"))
    return OptionSpec("takebacks", "takebacks", tuple(Choice(v, label) for v, label in choices), choices[0][0],
                      "arcade")


def _resolve(target: str) -> Any:
    """The object named by "module:attribute", imported on first use."""
    module_name, _, name = target.partition(":")
    return getattr(importlib.import_module(module_name), name)


def game_by_id(game_id: str) -> GameDescriptor:
    """A game's descriptor straight from its package: where no registry was filled (a worker process)."""
    game = importlib.import_module(f"arcade.games.{game_id}").GAME
    assert isinstance(game, GameDescriptor), game_id
    return game


class Registry:
    def __init__(self) -> None:
        self._games: dict[str, GameDescriptor] = {}

    def register(self, game: GameDescriptor) -> None:
        if game.id in self._games and self._games[game.id] != game:
            raise ValueError(f"two games registered as {game.id!r}")
        self._games[game.id] = game

    def get(self, game_id: str) -> GameDescriptor | None:
        return self._games.get(game_id)

    def games(self) -> list[GameDescriptor]:
        return list(self._games.values())

    def discover(self, package: str = "arcade.games") -> list[str]:
        """Register the `GAME` of every sub-package; return the import errors met, as messages."""
        errors: list[str] = []
        pkg = importlib.import_module(package)
        for info in pkgutil.iter_modules(pkg.__path__):
            if not info.ispkg:
                continue
            try:
                module = importlib.import_module(f"{package}.{info.name}")
            except Exception as exc:  # a broken game must not stop the others from being listed
                errors.append(f"{info.name}: {exc.__class__.__name__}: {exc}")
                continue
            game = getattr(module, "GAME", None)
            if isinstance(game, GameDescriptor):
                self.register(game)
        return errors
