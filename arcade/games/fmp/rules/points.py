"""Action points (FMP.PTS): the turn's base credit, saved cubes, and paying for actions."""

from __future__ import annotations

CUBE = 5
MAX_SAVED = 10


def base_credit(turn: int, astronefs: int) -> int:
    """FMP.PTS.1: turn 3: 5, turn 4: 10, from turn 5: 15 + 5 per astronef beyond the first."""
    if turn < 3 or astronefs <= 0:
        return 0
    if turn == 3:
        return 5
    if turn == 4:
        return 10
    return 15 + CUBE * (astronefs - 1)


class ActionPoints:
    """One player's points. Spending takes the base credit first; a saved cube (5) is opened only when an action
    needs more, and what is left of an opened cube is lost at the end of the turn (FMP.PTS.3 ruling)."""

    def __init__(self) -> None:
        self.saved = 0
        self.turn = 0
        self.base = 0
        self.left_base = 0
        self.open_cube = 0

    def copy(self) -> ActionPoints:
        other = ActionPoints()
        other.saved, other.turn, other.base = self.saved, self.turn, self.base
        other.left_base, other.open_cube = self.left_base, self.open_cube
        return other

    @property
    def available(self) -> int:
        return self.left_base + self.open_cube + self.saved

    def start_turn(self, turn: int, astronefs: int) -> None:
        self.turn = turn
        self.base = self.left_base = base_credit(turn, astronefs)
        self.open_cube = 0

    def adjust_base(self, delta: int) -> None:
        """An astronef taken (+5) or lost / sent away (-5) changes the credit at once (FMP.PTS.1)."""
        self.base += delta
        self.left_base = max(0, self.left_base + delta)

    def can_pay(self, cost: int) -> bool:
        return 0 <= cost <= self.available

    def pay(self, cost: int) -> None:
        if not self.can_pay(cost):
            raise ValueError(f"{cost} points needed, {self.available} available")
        from_base = min(cost, self.left_base)
        self.left_base -= from_base
        cost -= from_base
        from_open = min(cost, self.open_cube)
        self.open_cube -= from_open
        cost -= from_open
        while cost > 0:  # open whole cubes as needed
            self.saved -= CUBE
            self.open_cube += CUBE
            used = min(cost, self.open_cube)
            self.open_cube -= used
            cost -= used

    def end_turn(self) -> None:
        """Unspent base credit is saved in blocks of 5, up to 10 held; turns 3-4 save nothing (FMP.PTS.3)."""
        if self.turn >= 5:
            self.saved = min(MAX_SAVED, self.saved + (self.left_base // CUBE) * CUBE)
        self.left_base = 0
        self.open_cube = 0
