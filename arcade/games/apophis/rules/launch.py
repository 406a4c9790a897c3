"""The launch (APO.LAUNCH, APO.ADV.2-3): its checks in order, the dice, re-rolls, damage and deflection, and
the end of the game they may bring: functions on the part of the game state a launch reads and changes
(`LaunchState`, which `game.ApophisGame` is)."""

from __future__ import annotations

import random
from typing import Protocol

from arcade.games.apophis.rules.cards import SUITS, Card, Section
from arcade.games.apophis.rules.events import (
    Damaged,
    Deflected,
    Event,
    FuelCheck,
    GameLost,
    GameWon,
    LaunchEnded,
    Roll,
    RollPending,
)
from arcade.games.apophis.rules.model import DEFLECTIONS_TO_WIN, Launch, Options, Phase, fuel_needed


class LaunchState(Protocol):
    """What a launch reads and changes of the game."""

    rng: random.Random
    options: Options
    reserve: set[Section]
    missile: list[Section]
    sequence: dict[str, Card]
    discard: list[Card]
    apophis: list[int]
    deflection: int
    phase: str
    launch: Launch | None
    launches: list[LaunchEnded]
    result: str | None

    @property
    def value(self) -> int: ...


def return_missile(game: LaunchState) -> None:
    """APO.SCRAP.1 / APO.LAUNCH.6: sections back to the reserve, sequence cards to the discard pile."""
    game.reserve.update(game.missile)
    game.missile = []
    game.discard.extend(game.sequence[s] for s in SUITS if s in game.sequence)
    game.sequence = {}


# -- launch ----------------------------------------------------------------------------------------------
def start_launch(game: LaunchState, events: list[Event]) -> None:
    missile = tuple(game.missile)
    steps = ["fuel"]
    if game.options.advanced:
        steps.append("explosion")  # APO.ADV.2, ruled right after the fuel check
    steps.append("accuracy")
    if any(s.color == "red" for s in missile):
        steps.append("damage")
    if any(s.color == "green" for s in missile) and not game.options.advanced:
        steps.append("deflection")
    launch = Launch(missile, steps)
    if game.options.advanced:
        launch.rerolls_left = launch.points("green") // 2  # APO.ADV.3
    game.launch = launch
    _run(game, events)


def _bonus(game: LaunchState, step: str) -> tuple[int, int]:
    """(bonus added to the die, threshold) for a rolled step."""
    assert game.launch is not None
    pts = game.launch.points
    return {
        "explosion": (pts("yellow"), 8),
        "accuracy": (game.value + pts("blue"), 7),
        "damage": (pts("red"), 7),
        "deflection": (pts("green"), 7),
    }[step]


def _roll(game: LaunchState, step: str, earlier: tuple[int, ...] = ()) -> Roll:
    die = game.rng.randint(1, 6)  # APO.COMP.4
    bonus, threshold = _bonus(game, step)
    total = die + bonus
    success = total < threshold if step == "explosion" else total >= threshold
    return Roll(step, die, bonus, total, threshold, success, earlier)


def _run(game: LaunchState, events: list[Event]) -> None:
    launch = game.launch
    assert launch is not None
    while launch.steps:
        step = launch.steps[0]
        if step == "fuel":
            launch.steps.pop(0)
            total, yellow = launch.points(), launch.points("yellow")
            needed = fuel_needed(total)
            check = FuelCheck(yellow, needed, total, yellow >= needed)
            launch.checks.append(check)
            events.append(check)
            if not check.success:
                launch.outcome = "no-fuel"
                break
            continue
        roll = _roll(game, step)
        events.append(roll)
        if launch.rerolls_left > 0:
            launch.pending = roll
            game.phase = Phase.REROLL
            events.append(RollPending(roll, launch.rerolls_left))
            return
        if not _settle(game, roll, events):
            break
    _end(game, events)


def decide_roll(game: LaunchState, reroll: bool, events: list[Event]) -> None:
    launch = game.launch
    assert launch is not None and launch.pending is not None
    roll = launch.pending
    if reroll:
        launch.rerolls_left -= 1
        again = _roll(game, roll.step, (*roll.rerolls, roll.die))
        events.append(again)
        if launch.rerolls_left > 0:
            launch.pending = again
            events.append(RollPending(again, launch.rerolls_left))
            return
        roll = again
    launch.pending = None
    game.phase = Phase.END
    if _settle(game, roll, events):
        _run(game, events)
    else:
        _end(game, events)


def _settle(game: LaunchState, roll: Roll, events: list[Event]) -> bool:
    """Apply a kept die; True when the launch goes on to its next step."""
    launch = game.launch
    assert launch is not None
    launch.steps.pop(0)
    launch.checks.append(roll)
    if roll.step == "explosion":
        if not roll.success:
            launch.outcome = "exploded"
        return roll.success
    if roll.step == "accuracy":
        if not roll.success:
            launch.outcome = "missed"
        return roll.success
    if roll.step == "damage" and roll.success:
        removed = game.apophis.pop(0)  # APO.LAUNCH.4: the top pyramid, and one deflection counter
        game.deflection += 1
        events.append(Damaged(removed, tuple(game.apophis)))
        launch.outcome = "damaged"
        if not game.apophis:
            launch.outcome = "destroyed"
            return False
    if roll.step == "deflection" and roll.success:
        game.deflection += 1  # APO.LAUNCH.5
        events.append(Deflected(game.deflection))
        launch.outcome = "deflected" if launch.outcome == "hit" else launch.outcome
    return True


def _end(game: LaunchState, events: list[Event]) -> None:
    launch = game.launch
    assert launch is not None
    ended = LaunchEnded(launch.missile, tuple(launch.checks), launch.outcome)
    game.launches.append(ended)
    events.append(ended)
    game.launch = None
    return_missile(game)  # APO.LAUNCH.6
    game.phase = Phase.END
    if not game.apophis:
        finish(game, "won-destroyed", events)
    elif not game.options.advanced and game.deflection >= DEFLECTIONS_TO_WIN:  # APO.END.1 / APO.ADV.1
        finish(game, "won-deflected", events)


def finish(game: LaunchState, result: str, events: list[Event]) -> None:
    if game.launch is not None:  # time ran out while a re-roll was being decided: the launch never ends
        game.launch = None
        return_missile(game)
    game.result = result
    game.phase = Phase.OVER
    events.append(GameWon(result.split("-")[1]) if result.startswith("won") else GameLost("time"))
