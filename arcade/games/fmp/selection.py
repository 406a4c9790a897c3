"""What the Full Metal Planète player at the screen holds between two clicks: the piece selected on the board, a
cargo or a build chosen in the panel, how the ghost is turned, the waypoints laid for a path, and, on turn 21,
the astronefs chosen to leave. Plain data with its own changes (pure: no pygame); the table keeps one and draws
from it, the clicks change it through these methods only."""

from __future__ import annotations

from dataclasses import dataclass, field

from arcade.games.fmp.rules.model import Pos


@dataclass
class Selection:
    piece: int | None = None
    #: A piece chosen in a hold or the astronef's tray, to put down or move between holds.
    cargo: int | None = None
    #: A kind chosen in the weather layer's reserve, to build.
    build: str | None = None
    #: The landing astronef's way round (0 or 1), kept while the player clicks elsewhere.
    orientation: int = 0
    #: How many times the ghost was turned: which of the places holding the pointed hex a cargo goes to (a barge
    #: lies on two hexes, so several places hold each one).
    place: int = 0
    waypoints: list[Pos] = field(default_factory=list)
    #: The player said their threatened pieces stay where they are (the retreat step, FMP.FIRE.6).
    retreat_done: bool = False
    leaving: frozenset[int] = frozenset()

    def key(self) -> tuple[object, ...]:
        """Everything the board's marks are drawn from, comparable between two frames."""
        return (self.piece, self.cargo, self.build, self.orientation, self.place, tuple(self.waypoints),
                self.retreat_done, self.leaving)

    def clear(self) -> None:
        """Nothing in hand (the landing ghost keeps its way round)."""
        self.piece = self.cargo = self.build = None
        self.place = 0
        self.waypoints = []
        self.retreat_done = False
        self.leaving = frozenset()

    def pick(self, piece: int) -> None:
        """A piece selected on the board: what was in hand from the panel and the waypoints go."""
        self.piece = piece
        self.cargo = self.build = None
        self.waypoints = []

    def take_cargo(self, piece: int) -> None:
        """A piece chosen in a hold: chosen again, it is put back."""
        self.cargo = None if self.cargo == piece else piece
        self.build = None
        self.place = 0

    def drop_cargo(self) -> None:
        self.cargo = None

    def take_build(self, kind: str) -> None:
        """A kind chosen in the reserve: chosen again, it is put back."""
        self.build = None if self.build == kind else kind
        self.cargo = None

    def drop_build(self) -> None:
        self.build = None

    def turn_ghost(self) -> None:
        self.orientation = 1 - self.orientation
        self.place += 1

    def add_waypoint(self, at: Pos) -> None:
        self.waypoints.append(at)

    def clear_waypoints(self) -> None:
        self.waypoints = []

    def finish_retreats(self) -> None:
        self.retreat_done = True

    def toggle_leaving(self, astronef: int) -> None:
        self.leaving ^= {astronef}
