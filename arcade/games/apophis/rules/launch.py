"""The launch (APO.LAUNCH, APO.ADV.2-3): its checks in order, the dice, re-rolls, damage and deflection, and
the end of the game they may bring. A layer of the game state (`game.ApophisGame` builds on it)."""

from __future__ import annotations

import random

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


class Launching:
    """The state the launch reads and changes (set by `ApophisGame.__init__`)."""

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
    def value(self) -> int:
        """Apophis's value: the pips of its largest remaining pyramid (APO.COMP.1)."""
        return max(self.apophis, default=0)

    def _return_missile(self) -> None:
        """APO.SCRAP.1 / APO.LAUNCH.6: sections back to the reserve, sequence cards to the discard pile."""
        self.reserve.update(self.missile)
        self.missile = []
        self.discard.extend(self.sequence[s] for s in SUITS if s in self.sequence)
        self.sequence = {}

    # -- launch ----------------------------------------------------------------------------------------------
    def _start_launch(self, events: list[Event]) -> None:
        missile = tuple(self.missile)
        steps = ["fuel"]
        if self.options.advanced:
            steps.append("explosion")  # APO.ADV.2, ruled right after the fuel check
        steps.append("accuracy")
        if any(s.color == "red" for s in missile):
            steps.append("damage")
        if any(s.color == "green" for s in missile) and not self.options.advanced:
            steps.append("deflection")
        launch = Launch(missile, steps)
        if self.options.advanced:
            launch.rerolls_left = launch.points("green") // 2  # APO.ADV.3
        self.launch = launch
        self._run_launch(events)

    def _bonus(self, step: str) -> tuple[int, int]:
        """(bonus added to the die, threshold) for a rolled step."""
        assert self.launch is not None
        pts = self.launch.points
        return {
            "explosion": (pts("yellow"), 8),
            "accuracy": (self.value + pts("blue"), 7),
            "damage": (pts("red"), 7),
            "deflection": (pts("green"), 7),
        }[step]

    def _roll(self, step: str, earlier: tuple[int, ...] = ()) -> Roll:
        die = self.rng.randint(1, 6)  # APO.COMP.4
        bonus, threshold = self._bonus(step)
        total = die + bonus
        success = total < threshold if step == "explosion" else total >= threshold
        return Roll(step, die, bonus, total, threshold, success, earlier)

    def _run_launch(self, events: list[Event]) -> None:
        launch = self.launch
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
            roll = self._roll(step)
            events.append(roll)
            if launch.rerolls_left > 0:
                launch.pending = roll
                self.phase = Phase.REROLL
                events.append(RollPending(roll, launch.rerolls_left))
                return
            if not self._settle(roll, events):
                break
        self._end_launch(events)

    def _decide_roll(self, reroll: bool, events: list[Event]) -> None:
        launch = self.launch
        assert launch is not None and launch.pending is not None
        roll = launch.pending
        if reroll:
            launch.rerolls_left -= 1
            again = self._roll(roll.step, (*roll.rerolls, roll.die))
            events.append(again)
            if launch.rerolls_left > 0:
                launch.pending = again
                events.append(RollPending(again, launch.rerolls_left))
                return
            roll = again
        launch.pending = None
        self.phase = Phase.END
        if self._settle(roll, events):
            self._run_launch(events)
        else:
            self._end_launch(events)

    def _settle(self, roll: Roll, events: list[Event]) -> bool:
        """Apply a kept die; True when the launch goes on to its next step."""
        launch = self.launch
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
            removed = self.apophis.pop(0)  # APO.LAUNCH.4: the top pyramid, and one deflection counter
            self.deflection += 1
            events.append(Damaged(removed, tuple(self.apophis)))
            launch.outcome = "damaged"
            if not self.apophis:
                launch.outcome = "destroyed"
                return False
        if roll.step == "deflection" and roll.success:
            self.deflection += 1  # APO.LAUNCH.5
            events.append(Deflected(self.deflection))
            launch.outcome = "deflected" if launch.outcome == "hit" else launch.outcome
        return True

    def _end_launch(self, events: list[Event]) -> None:
        launch = self.launch
        assert launch is not None
        ended = LaunchEnded(launch.missile, tuple(launch.checks), launch.outcome)
        self.launches.append(ended)
        events.append(ended)
        self.launch = None
        self._return_missile()  # APO.LAUNCH.6
        self.phase = Phase.END
        if not self.apophis:
            self._finish("won-destroyed", events)
        elif not self.options.advanced and self.deflection >= DEFLECTIONS_TO_WIN:  # APO.END.1 / APO.ADV.1
            self._finish("won-deflected", events)

    def _finish(self, result: str, events: list[Event]) -> None:
        if self.launch is not None:  # time ran out while a re-roll was being decided: the launch never ends
            self.launch = None
            self._return_missile()
        self.result = result
        self.phase = Phase.OVER
        events.append(GameWon(result.split("-")[1]) if result.startswith("won") else GameLost("time"))
