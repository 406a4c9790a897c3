"""A ship's program (AST.PROG.2-3): six columns, the anticipation token on a round and Shoot or Shield in the
seventh column, in a text notation: `F R F S - U · 3 shield`.

Column codes: F forward, R right (turn right, then forward), L left, U U-turn in place, S shoot, - nothing, and
with pilot powers (AST.VAR.1) P followed by the power's choice: `P` (Hector, Dolorosa, Yayenek), `PLL`/`PRR`
(M'Hand), `PL`, `PLL`, `PR`, `PRR` (1634). Lawrence, always shielded, writes two rounds: `· 2+5 shield`.
"""

from __future__ import annotations

from dataclasses import dataclass

ACTIONS = ("F", "R", "L", "U", "S", "-")
POWER_CHOICES = ("P", "PL", "PLL", "PR", "PRR")
MODES = ("shoot", "shield")
COLUMNS = 6


class ProgramError(ValueError):
    def __init__(self, key: str, detail: str = "") -> None:
        self.key, self.detail = key, detail
        super().__init__(f"{key}: {detail}" if detail else key)


@dataclass(frozen=True)
class Plan:
    columns: tuple[str, ...]  # six codes
    rounds: tuple[int, ...]  # the anticipation token(s): round numbers 1-6; none when it was not placed
    mode: str  # shoot | shield

    @property
    def text(self) -> str:
        columns = " ".join(self.columns)
        return f"{columns} · {'+'.join(map(str, self.rounds))} {self.mode}" if self.rounds else columns


#: What an unprogrammed ship does (AST.PROG.1): nothing, and no anticipation.
EMPTY = Plan(("-",) * COLUMNS, (), "shield")


def parse(text: str) -> Plan:
    """Read a program; ProgramError names the problem (a missing column is "nothing")."""
    if len(text) > 80:
        raise ProgramError("too_long")
    head, sep, tail = text.replace("·", "|").partition("|")
    codes = head.upper().split()
    if len(codes) > COLUMNS:
        raise ProgramError("too_many")
    for c in codes:
        if c not in ACTIONS and c not in POWER_CHOICES:
            raise ProgramError("bad_action", c)
    columns = tuple(codes) + ("-",) * (COLUMNS - len(codes))
    if not sep:
        return Plan(columns, (), "shield")
    parts = tail.split()
    if len(parts) != 2 or parts[1].lower() not in MODES:
        raise ProgramError("bad_anticipation", tail.strip())
    try:
        rounds = tuple(int(x) for x in parts[0].split("+"))
    except ValueError:
        raise ProgramError("bad_anticipation", parts[0]) from None
    if not rounds or len(rounds) > 2 or any(not 1 <= r <= COLUMNS for r in rounds) or len(set(rounds)) != len(rounds):
        raise ProgramError("bad_anticipation", parts[0])
    return Plan(columns, tuple(sorted(rounds)), parts[1].lower())
