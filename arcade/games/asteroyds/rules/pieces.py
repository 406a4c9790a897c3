"""What stands on an Asteroyds field: ships and their pilots (AST.VAR.1), turrets, asteroyds and blue asteroyds
(AST.VAR.4)."""

from __future__ import annotations

from dataclasses import dataclass

from arcade.core.hexgrid import Hex

PILOTS = ("Hector", "Dolorosa", "Yayenek", "M'Hand", "1634", "Lawrence")
#: What each pilot's power column may say (AST.VAR.1); Lawrence has no power column.
POWERS = {"Hector": ("P",), "Dolorosa": ("P",), "Yayenek": ("P",), "M'Hand": ("PLL", "PRR"),
          "1634": ("PL", "PLL", "PR", "PRR"), "Lawrence": ()}


@dataclass
class Ship:
    id: int
    seat: int
    team: str
    pilot: str
    at: Hex
    facing: int
    active: bool = True  # False once hit or crashed this turn (AST.ROUND.4)
    carrying: str | None = None  # the enemy asteroyd's team
    power_used: bool = False

    def motion(self, code: str) -> tuple[int, int, bool]:
        """(sixths turned, hexes moved, backwards) for a column's code, the pilot's power column included."""
        basic = {"F": (0, 1, False), "R": (1, 1, False), "L": (-1, 1, False), "U": (3, 0, False)}
        if code in basic:
            return basic[code]
        if code.startswith("P"):
            return {"Hector": (0, 2, False), "Dolorosa": (3, 1, False), "Yayenek": (0, 1, True)}.get(
                self.pilot, (code.count("R") - code.count("L"), 1 if self.pilot == "M'Hand" else 0, False))
        return 0, 0, False


@dataclass
class Turret:
    team: str
    at: Hex
    active: bool = True


@dataclass
class Roid:
    team: str
    start: Hex
    at: Hex
    carrier: int | None = None


@dataclass
class Blue:
    at: Hex
    turn: int  # its own orientation: added to the blue die (AST.VAR.4)
    priority: int


