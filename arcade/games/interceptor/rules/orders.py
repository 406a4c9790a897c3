"""Orders in the seed's notation, their merciless correction, and the path they fly (INT.ORD, INT.FIX).

Written orders are a speed then codes: `3 AGAADX`, `-2 AA`, `5 LAT`, or `REPLI`. `execute(text, previous, spec,
start, facing)` is the public entry: it corrects the orders left to right as the seed says ("exécutez-les en
décalant pour corriger au fur et à mesure") and returns them as executed, in the same notation, with what was
changed and the path flown - the same function the order screen previews with and the resolution plays.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from arcade.core.hexgrid import Hex
from arcade.games.interceptor.rules.geometry import opposite, step
from arcade.games.interceptor.rules.ships import MAX_TURNS, Spec

RETREAT = "REPLI"
CODES = "AGDLTX"
MAX_ORDER_TEXT = 40
MOVES = {"A": 1, "T": 1, "L": 3}


class OrdersError(ValueError):
    """Text that is not orders: `key` names the problem for the player's sentence, `detail` the culprit."""

    def __init__(self, key: str, detail: str = "") -> None:
        self.key, self.detail = key, detail
        super().__init__(f"{key}: {detail}" if detail else key)


@dataclass(frozen=True)
class Written:
    speed: int | None  # None: the previous speed kept
    codes: str
    retreat: bool = False


def parse(text: str) -> Written:
    """Read written orders; OrdersError for anything that is not the notation."""
    if len(text) > MAX_ORDER_TEXT:
        raise OrdersError("too_long")
    cleaned = text.strip().upper()
    if cleaned == RETREAT:
        return Written(None, "", True)
    number = ""
    rest = cleaned
    digits = "0123456789"  # not str.isdigit: "²" is a digit to it, and a key of French keyboards
    if rest[:1] in ("-", "+") or rest[:1] in digits and rest[:1]:
        i = 1
        while i < len(rest) and rest[i] in digits:
            i += 1
        number, rest = rest[:i], rest[i:]
        if number in ("-", "+") or len(number) > 3:
            raise OrdersError("bad_speed", number)
    codes = "".join(rest.split())
    for c in codes:
        if c not in CODES:
            raise OrdersError("bad_code", c)
    return Written(int(number) if number else None, codes)


@dataclass(frozen=True)
class Note:
    """One thing the correction changed (INT.FIX), for the warning line: `kind` and its numbers."""

    kind: str  # speed | postponed | dropped_turn | loop | extra_moves | missing_moves
    a: int = 0
    b: int = 0
    code: str = ""


@dataclass(frozen=True)
class Correction:
    speed: int
    codes: str  # as executed, X last when the ship holds its fire
    fires: bool
    retreat: bool
    notes: tuple[Note, ...]

    @property
    def text(self) -> str:
        if self.retreat:
            return RETREAT
        return f"{self.speed} {self.codes}".strip()

    @property
    def first_turn(self) -> str:
        """"D", "G" or "" (no turn): what a pursued ship announces (INT.PUR.1)."""
        return next((c for c in self.codes if c in "DG"), "")


def correct(written: Written, previous: int, spec: Spec) -> Correction:
    """The orders as they will be executed (INT.FIX.1-4)."""
    if written.retreat:
        return Correction(previous, "", False, True, ())
    notes: list[Note] = []
    asked = previous if written.speed is None else written.speed
    speed = spec.clamp(previous, asked)
    if speed != asked:
        notes.append(Note("speed", asked, speed))
    need = abs(speed)
    spacing = spec.spacing(speed)
    out: list[str] = []
    done = 0  # moves made
    since = 10**6  # moves since the last turn: none are required before the first (INT.SHIP.2 ruling)
    turns = 0
    waiting: list[str] = []  # turns postponed, in order (INT.FIX.2)

    def flush() -> None:
        nonlocal since, turns
        while waiting and spacing is not None and since >= spacing:
            out.append(waiting.pop(0))
            turns += 1
            since = 0

    def move(code: str) -> None:
        nonlocal done, since
        out.append(code)
        done += MOVES[code]
        since += MOVES[code]
        flush()

    extra = 0
    for i, c in enumerate(written.codes):
        if c == "X":
            continue
        if c in "GD":
            if spacing is None or turns + len(waiting) >= MAX_TURNS:
                notes.append(Note("dropped_turn", i, code=c))
            elif waiting or since < spacing:
                waiting.append(c)
                notes.append(Note("postponed", i, spacing, code=c))
            else:
                out.append(c)
                turns += 1
                since = 0
        elif c == "L" and done + 3 > need:
            left = need - done
            if left:
                notes.append(Note("loop", i, left))
            else:
                extra += 1
            for _ in range(left):
                move("A")
        elif done + MOVES[c] > need:
            extra += 1
        else:
            move(c)
    if extra:
        notes.append(Note("extra_moves", extra))
    missing = need - done
    if missing:
        notes.append(Note("missing_moves", missing))
        for _ in range(missing):
            move("A")
    if waiting:
        notes.extend(Note("dropped_turn", -1, code=c) for c in waiting)
    fires = "X" not in written.codes
    return Correction(speed, "".join(out) + ("" if fires else "X"), fires, False, tuple(notes))


@dataclass(frozen=True)
class Step:
    """Where a ship is after one code: `off` when the move would have left the arena (it stayed, INT.RES.2)."""

    code: str
    at: Hex
    facing: int
    speed: int
    off: bool = False


def fly(correction: Correction, start: Hex, facing: int,
        inside: Callable[[Hex], bool] | None = None) -> tuple[Step, ...]:
    """The path of corrected orders, code by code (INT.ORD.3-4); a move out of the arena stays put."""
    at, speed = start, correction.speed
    path: list[Step] = []
    for c in correction.codes:
        if c == "X":
            continue
        off = False
        if c in "AT":
            travel = facing if speed >= 0 else opposite(facing)  # speed 0 only in a preview as written
            target = step(at, travel)
            if inside is not None and not inside(target):
                off = True
            else:
                at = target
            if c == "T":
                facing, speed = opposite(facing), -speed
        elif c == "L":
            facing = opposite(facing)
        elif c == "D":
            facing = (facing + 1) % 6
        elif c == "G":
            facing = (facing - 1) % 6
        path.append(Step(c, at, facing, speed, off))
    return tuple(path)


def literal(written: Written, previous: int) -> Correction:
    """The orders taken exactly as written, uncorrected: what the order screen draws beside the corrected path
    (INT.ORD.6)."""
    if written.retreat:
        return Correction(previous, "", False, True, ())
    speed = previous if written.speed is None else written.speed
    return Correction(speed, written.codes, "X" not in written.codes, False, ())


@dataclass(frozen=True)
class Execution:
    written: str
    correction: Correction
    start: Hex
    facing: int
    path: tuple[Step, ...]
    as_written: tuple[Step, ...] = ()  # the path the text would fly uncorrected

    @property
    def end(self) -> tuple[Hex, int, int]:
        """Final hex, facing and speed."""
        if not self.path:
            return self.start, self.facing, self.correction.speed
        last = self.path[-1]
        return last.at, last.facing, last.speed


def execute(text: str, previous: int, spec: Spec, start: Hex, facing: int,
            inside: Callable[[Hex], bool] | None = None) -> Execution:
    """Written orders as executed (in the same notation) and the path they fly; OrdersError for text that is not
    orders. Example (INT.FIX.2): `4 AGADAA` at previous speed 4 executes as `4 AGAAAD`."""
    written = parse(text)
    correction = correct(written, previous, spec)
    return Execution(text, correction, start, facing, fly(correction, start, facing, inside),
                     fly(literal(written, previous), start, facing, inside))
