"""The rules protocol every game implements: one shape for the table, the store, the tests and computer players.

A game's rules are one object (a `GameRules` subclass) working on a state it creates:

- `parse_setup(data)` turns plain data into a typed setup (a `SetupError` names the key); `initial(setup, seed)`
  makes the first state. All chance comes from one seeded `random.Random` inside the state, so setup, seed and
  steps rebuild a game exactly.
- `to_act(state)`: the seats that may act now - one seat in turn-based play, several for secret simultaneous
  orders, `SYSTEM` for what the table reports (time up, shuffle done), none once the game is over.
- `legal_actions(state, seat)` is complete: every action type `check` would accept can be produced.
- `check(state, seat, action)` returns None or a `Rejection` (clause, message key, parameters); it refuses a
  malformed action, a seat out of turn and anything after the end before the game's own rules are asked, so no
  action, however built, raises. `apply(state, seat, action)` trusts a checked action and returns typed frozen
  events; with `debug` set it checks again.
- `view_for(state, seat)` is what a seat may see, as the game's typed frozen `View` (the table draws from it;
  `to_data()` gives it as plain data), and `event_for(event, seat)` an event as the seat may see it: both hide what
  a seat must not see (`SPECTATOR` sees only what is public); `secrets(state, seat)` lists what only that seat may
  see, so a test can prove it never leaks.
- `outcome(state)`, `fingerprint(state)` (canonical plain data, equal for equal states) and a cheap `clone`.
- `boundary(acting, seat, action, events, after, mode)`: why a step, once played, can no longer be taken back (a
  die rolled, a card drawn, a secret told, the turn passed), or None; `takeback_mode(setup)` reads the set-up's
  take-back option (`takeback_modes`, the default first). How a take-back is done: `arcade.core.takeback`.
- `determinize(state, seat, rng)`: a full state consistent with everything `seat` has seen, its random generator
  reseeded from `rng` and every hidden part resampled: what computer players and hints search on. It depends on
  the seat's knowledge only: two states the seat cannot tell apart give the same result for the same `rng`.

Pure: no pygame, no clock, no global random, no I/O.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, ClassVar, Generic, TypeVar

from arcade.core.codec import Codec, PlainData

Seat = int
#: The table itself: time running out, a shuffle finished. Never a player.
SYSTEM: Seat = -1
#: Whoever looks at the table without being a player (the view with every secret hidden).
SPECTATOR: Seat = -2

S = TypeVar("S")  # state
A = TypeVar("A")  # action (a union of frozen dataclasses)
E = TypeVar("E")  # event (a union of frozen dataclasses)
P = TypeVar("P")  # typed setup


class View(ABC):
    """What one seat may see of a state: each game's own frozen dataclass, typed for its table; `to_data()` gives it
    as plain data (the tests compare views with it and hunt it for secrets)."""

    @abstractmethod
    def to_data(self) -> PlainData:
        """The view as plain data."""


@dataclass(frozen=True)
class Term:
    """A word or phrase the game's translation catalog words for the player ("term.<key>"), e.g. a piece name or
    "a large green section"; `count` picks the plural form."""

    key: str
    count: int | None = None


Param = int | str | Term


@dataclass(frozen=True)
class Rejection:
    """Why an action is refused: the rule clause, a message key of the game's catalog ("refuse.<key>") and the
    parameters of its sentence, naming pieces and places as players see them."""

    clause: str
    key: str
    params: Mapping[str, Param] = field(default_factory=dict)

    def __str__(self) -> str:
        detail = ", ".join(f"{k}={v.key if isinstance(v, Term) else v}" for k, v in self.params.items())
        return f"{self.key}" + (f" ({detail})" if detail else "") + (f" [{self.clause}]" if self.clause else "")


class IllegalAction(ValueError):
    """An action the rules refused where one was expected to be legal (replay, tests); carries the refusal."""

    def __init__(self, rejection: Rejection) -> None:
        self.rejection = rejection
        super().__init__(str(rejection))


class ReplayError(ValueError):
    """A recorded step that cannot be replayed; `index` is the step's position (0-based), `rejection` the rules'
    refusal when there is one (to be worded for players)."""

    def __init__(self, index: int, problem: str, rejection: Rejection | None = None) -> None:
        self.index = index
        self.problem = problem
        self.rejection = rejection
        super().__init__(f"step {index + 1}: {problem}")


class Result(StrEnum):
    """A seat's result (kept as its word in saved games)."""

    WIN = "win"
    LOSS = "loss"
    DRAW = "draw"


@dataclass(frozen=True)
class Outcome:
    """How a game ended. `reason` is why, a member of the game's `endings` (read back from a save as its plain
    text; worded by the game's headline); `results` has one `Result`
    per seat (in a co-operative game all the same); `ranking` lists places best first (seats sharing a place are
    tied); `details` is the game's own summary for the result screen (e.g. the score of each astronef)."""

    reason: str
    results: tuple[Result, ...]
    ranking: tuple[tuple[Seat, ...], ...] = ()
    scores: tuple[int, ...] = ()
    details: Mapping[str, PlainData] = field(default_factory=dict)

    def __post_init__(self) -> None:
        object.__setattr__(self, "results", tuple(Result(r) for r in self.results))  # (a stray word is refused)

    @property
    def winners(self) -> tuple[Seat, ...]:
        return tuple(seat for seat, result in enumerate(self.results) if result is Result.WIN)

    @property
    def cooperative(self) -> bool:
        return len(self.results) > 1 and len(set(self.results)) == 1 and self.results[0] is not Result.DRAW

    def to_data(self) -> dict[str, PlainData]:
        """Plain data, kept with a finished game and worded when shown (in the language of that moment)."""
        return {"reason": str(self.reason), "results": [str(r) for r in self.results],
                "ranking": [list(r) for r in self.ranking], "scores": list(self.scores), "details": dict(self.details)}

    @classmethod
    def from_data(cls, data: object) -> Outcome | None:
        """An outcome kept as data (None where the data is not one: an older save, damage)."""
        if not isinstance(data, Mapping):
            return None
        reason, results = data.get("reason"), data.get("results")
        ranking, scores, details = data.get("ranking", []), data.get("scores", []), data.get("details", {})
        if not isinstance(reason, str) or not isinstance(results, list) \
                or not all(r in Result.__members__.values() for r in results):
            return None
        if not isinstance(ranking, list) or not all(isinstance(g, list) and all(isinstance(s, int) for s in g)
                                                    for g in ranking):
            return None
        if not isinstance(scores, list) or not all(isinstance(s, int) for s in scores) \
                or not isinstance(details, Mapping):
            return None
        return cls(reason, tuple(Result(r) for r in results), tuple(tuple(g) for g in ranking), tuple(scores),
                   dict(details))


class GameRules(ABC, Generic[S, A, E, P]):
    """One game's rules. Subclasses implement the abstract methods; `check` and `apply` wrap the game's own
    `_check`/`_apply` with what every game shares."""

    game_id: ClassVar[str]
    version: ClassVar[str]
    #: Every way a game can end (`Outcome.reason`), a closed set the conformance test holds.
    endings: ClassVar[type[StrEnum]]
    #: Action types only the table (`SYSTEM`) sends.
    system_actions: ClassVar[tuple[type, ...]] = ()
    #: Action types by which a seat is done for the moment (end the turn, ready, keep the die), the least final first
    #: (done with posts before done with the turn): what the table plays for a computer whose decision failed, and
    #: what a bot prefers among moves that seem equally good.
    pass_actions: ClassVar[tuple[type, ...]] = ()
    #: Action types whose content the other seats do not see until it is revealed (written orders, a program):
    #: the table says that such a move was made, never what it says.
    secret_actions: ClassVar[tuple[type, ...]] = ()
    #: True when seats hold secrets (hands, orders): the table hides one seat's view from the next.
    has_secrets: ClassVar[bool] = False
    #: The clauses named when a seat acts out of turn and when the game is over.
    turn_clause: ClassVar[str] = ""
    end_clause: ClassVar[str] = ""
    #: The values of the set-up's `takebacks` option, the default first, "off" (a tournament) among them; a game may
    #: offer more (FMP: "all", shots and captures too) or be off by default (FMP: every action is final).
    takeback_modes: ClassVar[tuple[str, ...]] = ("on", "off")
    #: The rule that makes every action final, where the game has one (named when take-backs are off).
    final_clause: ClassVar[str] = ""

    def __init__(self, codec: Codec[A]) -> None:
        self.codec = codec
        #: Re-check every action in `apply` (tests switch it on; the table does not pay for it).
        self.debug = False

    # -- creation ------------------------------------------------------------------------------------------
    @abstractmethod
    def parse_setup(self, data: PlainData) -> P:
        """The typed setup; SetupError naming the key for anything wrong."""

    @abstractmethod
    def initial(self, setup: P, seed: int) -> S:
        """The state at the start of a game."""

    def new(self, data: PlainData, seed: int) -> S:
        return self.initial(self.parse_setup(data), seed)

    def seat_sides(self, setup: P) -> tuple[str, ...] | None:
        """The colour each seat plays under where the rules decide it (a team's), drawn for the seat everywhere;
        None: each player's chosen side."""
        return None

    # -- who acts, what is legal ---------------------------------------------------------------------------
    @abstractmethod
    def to_act(self, state: S) -> frozenset[Seat]:
        """The seats that may act now (empty when the game is over)."""

    @abstractmethod
    def legal_actions(self, state: S, seat: Seat) -> list[A]:
        """Every distinct legal action of `seat` now (one representative per outcome where the space is huge)."""

    def least_final(self, actions: Iterable[A]) -> A | None:
        """Among `actions`, the pass action that ends the least (`pass_actions` order), or None if none passes."""
        done = [a for a in actions if type(a) in self.pass_actions]
        return min(done, key=lambda a: self.pass_actions.index(type(a)), default=None)

    def canonical(self, state: S, action: A) -> A | None:
        """The representative `legal_actions` lists for an action `check` accepts (default: itself); None where
        the game lists no representative of it (its docstring of `legal_actions` says which), only its type."""
        return action

    def check(self, state: S, seat: Seat, action: A) -> Rejection | None:
        problem = self.codec.problem(action)
        if problem is not None:
            return Rejection("", "malformed", {"problem": problem})
        acting = self.to_act(state)
        if not acting:
            return Rejection(self.end_clause, "game_over")
        system_action = isinstance(action, self.system_actions)
        if system_action != (seat == SYSTEM):
            return Rejection(self.turn_clause, "table_only" if system_action else "players_only")
        if seat not in acting:
            return Rejection(self.turn_clause, "not_your_turn")
        return self._check(state, seat, action)

    @abstractmethod
    def _check(self, state: S, seat: Seat, action: A) -> Rejection | None:
        """The game's own legality, for a well-formed action of a seat that may act."""

    def apply(self, state: S, seat: Seat, action: A) -> tuple[E, ...]:
        """Perform an action `check` accepted; the events say what happened, in order."""
        if self.debug:
            rejection = self.check(state, seat, action)
            if rejection is not None:
                raise IllegalAction(rejection)
        return tuple(self._apply(state, seat, action))

    @abstractmethod
    def _apply(self, state: S, seat: Seat, action: A) -> Iterable[E]:
        """Change the state; trusts that the action was checked."""

    def play(self, state: S, seat: Seat, action: A) -> tuple[E, ...]:
        """Check, then apply; IllegalAction when refused (for replays and tests)."""
        rejection = self.check(state, seat, action)
        if rejection is not None:
            raise IllegalAction(rejection)
        return self.apply(state, seat, action)

    def seat_for(self, state: S, action: A) -> Seat:
        """The seat that sent an action in an old record that did not say (only one player could act)."""
        if isinstance(action, self.system_actions):
            return SYSTEM
        players = sorted(self.to_act(state) - {SYSTEM})
        if len(players) != 1:
            raise ValueError("the record does not say which seat acted")
        return players[0]

    # -- take-backs ------------------------------------------------------------------------------------------
    def takeback_mode(self, setup: PlainData) -> str:
        """The set-up's `options.takebacks` (the default where it is missing or unknown: old records had none)."""
        options = setup.get("options") if isinstance(setup, Mapping) else None
        mode = options.get("takebacks") if isinstance(options, Mapping) else None
        return mode if isinstance(mode, str) and mode in self.takeback_modes else self.takeback_modes[0]

    def boundary(self, acting: frozenset[Seat], seat: Seat, action: A, events: Sequence[E], after: S,
                 mode: str) -> Rejection | None:
        """Why this step, played when `acting` could act and leading to `after`, can never be taken back (None: its
        seat may take it back while it is the last step): the table's own steps (a time-out) and the end of the
        game; the game's own boundaries (`_boundary`, whose reason is the more telling); and any step after which
        the seats to act change (the turn passed)."""
        if seat == SYSTEM:
            return Rejection(self.turn_clause, "undo_table")
        if self.outcome(after) is not None:
            return Rejection(self.end_clause, "undo_game_over")
        own = self._boundary(seat, action, events, after, mode)
        if own is None and self.to_act(after) != acting:
            return Rejection(self.turn_clause, "undo_turn_passed")
        return own

    def _boundary(self, seat: Seat, action: A, events: Sequence[E], after: S, mode: str) -> Rejection | None:
        """The game's own boundaries: a die rolled, a card drawn, something hidden told. By default every step is
        one: a game takes back only what it has declared safe."""
        return Rejection("", "undo_never")

    # -- what each seat sees -------------------------------------------------------------------------------
    @abstractmethod
    def view_for(self, state: S, seat: Seat) -> View:
        """What `seat` may see of the state (SPECTATOR: only what is public)."""

    def event_for(self, event: E, seat: Seat) -> E | None:
        """The event as `seat` may see it (None: nothing of it). Default: every event is public."""
        return event

    def allies(self, state: S, seat: Seat) -> frozenset[Seat]:
        """The seats that share `seat`'s secrets (a team programming together); by default only itself."""
        return frozenset({seat})

    def secrets(self, state: S, seat: Seat) -> list[PlainData]:
        """Plain values only `seat` may see now (cards in hand, unrevealed orders); a test checks that no other
        seat's view or events ever contain them."""
        return []

    # -- the end and identity ------------------------------------------------------------------------------
    @abstractmethod
    def outcome(self, state: S) -> Outcome | None:
        """None while the game goes on."""

    @abstractmethod
    def fingerprint(self, state: S) -> PlainData:
        """Canonical plain data: equal for equal states (replays are compared with it)."""

    @abstractmethod
    def clone(self, state: S) -> S:
        """An independent copy (cheap: no deep copy of what never changes)."""

    @contextmanager
    def tried(self, state: S, seat: Seat, action: A) -> Iterator[S]:
        """`state` with a checked `action` played, for the time of the `with` only; `state` is as it was after
        it. By default the action is played on a copy; a game that can put a move back plays it on the state
        itself (a search weighs thousands of moves a turn, and a copy of the whole game for each is its slowest
        part)."""
        trial = self.clone(state)
        self.apply(trial, seat, action)
        yield trial

    @abstractmethod
    def determinize(self, state: S, seat: Seat, rng: random.Random) -> S:
        """A copy in which everything `seat` cannot know is drawn anew from `rng` (others' hands and sealed orders,
        undrawn cards and tides, the random generator itself), consistent with all the seat has seen. Hidden parts
        are pooled in a canonical order before they are drawn, so the result never depends on their true values."""

    def progress(self, state: S) -> dict[str, int | str]:
        """Where the game stands, for the list of games in progress (turn, score...); keys are the game's."""
        return {}

    # -- records -------------------------------------------------------------------------------------------
    def encode(self, action: A) -> dict[str, PlainData]:
        return self.codec.encode(action)

    def decode(self, data: PlainData, ignore: frozenset[str] = frozenset()) -> A:
        return self.codec.decode(data, ignore)


def any_rules(rules: object) -> GameRules[Any, Any, Any, Any]:
    """Narrow an object loaded by name to the protocol (for the registry)."""
    if not isinstance(rules, GameRules):
        raise TypeError(f"{rules!r} does not implement the rules protocol")
    return rules
