"""How Full Metal Planète's computer players play, counted from the arena's records: prints a table, asserts nothing.

    .venv/bin/python bench/fmp_play.py [--games N] [--jobs J] [--bots hard,normal] [--seed S]
    .venv/bin/python bench/fmp_play.py --records DIR     # count games already played (`arcade.arena --records`)

Plays the levels against each other in the arena (seats rotated, every game kept), then replays each record and counts,
for each level: the pieces still aboard its astronefs at the end of turn 4 (of the 11 a player brings, ore and turrets
aside), the points left when it ends a turn and those of them lost (not saved for a later turn, FMP.PTS.3: a remainder
short of a cube of 5, what is left of an opened cube, any beyond the 10 held, all of them on turns 3-4), its pieces
caught by the tide (bogged or stranded), the hexes its tanks travel for each enemy piece destroyed by a volley one of
them fired in (a wandering tank travels far for little; captures name no capturer, so they are not counted), the hexes
its crabs and barges travel for each ore they load off the planet (a barge that sails nine hexes west and back for one
ore), its pieces driven out and back (a piece that ends a turn at least `OUT` hexes from where it stood at the end of
the turn before, and the next one within a hex of that place again: a goal dropped for another), the ore and pieces its
astronefs took off with (what the score is made of, FMP.END.5), and in how many of the games that came to their end (no
astronef taken) its astronef took off.
These are the faults a club player sees in today's Hard; the figure beside each is the other level's, in the same
games.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from arcade.arena import run  # noqa: E402
from arcade.core.hexgrid import Hex, distance  # noqa: E402
from arcade.core.protocol import SYSTEM  # noqa: E402
from arcade.games.fmp.rules import FmpGame  # noqa: E402
from arcade.games.fmp.rules import events as ev  # noqa: E402
from arcade.games.fmp.rules.actions import EndTurn  # noqa: E402
from arcade.games.fmp.rules.model import BOARD  # noqa: E402
from arcade.games.fmp.rules.pieces import Kind  # noqa: E402
from arcade.registry import Registry  # noqa: E402
from arcade.saves.storage import read_record  # noqa: E402

TANKS = (Kind.TANK, Kind.HEAVY_TANK)
#: The transporters that load ore off the planet (FMP.TRANS.2).
CARRIERS = (Kind.CRAB, Kind.BARGE)
#: Hexes from where it stood a piece must have gone in a turn to be counted as driven out and back.
OUT = 3


@dataclass
class Counts:
    """One level's counts over the games it played."""

    games: int = 0
    aboard_turn_4: list[int] = field(default_factory=list)  # per player and game
    left_at_end: list[int] = field(default_factory=list)  # per turn ended
    lost_at_end: list[int] = field(default_factory=list)  # per turn ended: of those left, the points not saved
    caught_by_tide: int = 0
    tank_hexes: int = 0
    tank_destroyed: int = 0  # enemy pieces destroyed by a volley one of its tanks fired in
    carrier_hexes: int = 0
    ore_loaded: int = 0  # ore its crabs and barges loaded off the planet
    out_and_back: int = 0  # pieces driven out and back over two turns (`OUT`)
    ore_home: list[int] = field(default_factory=list)  # ore taken off, per player and game (0: stayed or lost)
    pieces_home: list[int] = field(default_factory=list)  # pieces taken off, per player and game
    took_off: int = 0  # games its astronef took off in, of those that came to the end (no astronef taken)
    to_the_end: int = 0


def aboard(state: FmpGame, player: int) -> int:
    return sum(1 for ship in state.astronefs(player) for i in ship.contents
               if state.pieces[i].kind not in (Kind.ORE, Kind.TURRET))


def ends_of_turns(state: FmpGame, player: int, stood: dict[int, list[Hex | None]], counts: Counts) -> None:
    """At the end of the player's turn: where each of its pieces stands (None: aboard, or gone), and those driven out
    and back (`OUT`) counted."""
    for piece in state.pieces:
        if piece.kind in (Kind.ORE, Kind.ASTRONEF) or state.owner(piece) != player:
            continue
        now = piece.hex if piece.where == BOARD else None
        seen = stood.setdefault(piece.id, [])
        before, out = (seen[-2], seen[-1]) if len(seen) >= 2 else (None, None)
        if before is not None and out is not None and now is not None:
            counts.out_and_back += distance(before, out) >= OUT and distance(before, now) <= 1
        seen.append(now)


def count(path: Path, rules: object, found: dict[str, Counts]) -> None:
    record = read_record(path)
    players = record.setup["players"]
    assert isinstance(players, list)
    # (the arena names each seat after its level, "Hard 1"; a table's record says the level of a computer seat)
    level = {seat: str(p.get("computer") or str(p.get("name", "person")).split(" ")[0].lower())
             for seat, p in enumerate(players) if isinstance(p, dict)}
    for name in set(level.values()):
        found[name].games += 1
    state: FmpGame = rules.new(record.setup, record.seed)  # type: ignore[attr-defined]
    counted_turn_4 = False
    stood: dict[int, list[Hex | None]] = {}
    for step in record.steps:
        if step.withdrawn:
            continue
        action = rules.decode(step.action)  # type: ignore[attr-defined]
        seat = step.seat if step.seat is not None else SYSTEM
        ending = isinstance(action, EndTurn) and seat in level
        if ending:
            found[level[seat]].left_at_end.append(state.points[seat].available)
            ends_of_turns(state, seat, stood, found[level[seat]])
        left = state.points[seat].available if ending else 0
        before = {p.id: p.kind for p in state.pieces}
        events = rules.apply(state, seat, action)  # type: ignore[attr-defined]
        if ending:  # (the cubes held after it carry on: those held before, and the turn's remainder, FMP.PTS.3)
            found[level[seat]].lost_at_end.append(left - state.points[seat].saved)
        if not counted_turn_4 and state.turn >= 5:
            counted_turn_4 = True
            for player, name in level.items():
                found[name].aboard_turn_4.append(aboard(state, player))
        shooters: tuple[int, ...] = ()
        for e in events:
            if isinstance(e, ev.Stuck):
                counts = owners(state, e.piece, level, found)
                if counts is not None:
                    counts.caught_by_tide += 1
            elif isinstance(e, ev.Moved) and before.get(e.piece) in TANKS + CARRIERS:
                counts = owners(state, e.piece, level, found)
                if counts is not None and before.get(e.piece) in TANKS:
                    counts.tank_hexes += len(e.path)
                elif counts is not None:
                    counts.carrier_hexes += len(e.path)
            elif isinstance(e, ev.Loaded) and before.get(e.carrier) in CARRIERS and before.get(e.piece) is Kind.ORE:
                counts = owners(state, e.carrier, level, found)
                if counts is not None:
                    counts.ore_loaded += 1
            elif isinstance(e, ev.Fired):
                shooters = tuple(e.shooters)
            elif isinstance(e, ev.Destroyed) and shooters:
                tanks = [s for s in shooters if before.get(s) in TANKS]
                counts = owners(state, tanks[0], level, found) if tanks else None
                if counts is not None:
                    counts.tank_destroyed += len(e.pieces)
    taken_off(state, rules, level, found)


def taken_off(state: FmpGame, rules: object, level: dict[int, str], found: dict[str, Counts]) -> None:
    """What each player's astronefs carried away, as the end scores it (nothing for one that stayed), and whether
    they took off at all in a game that came to its end (one whose astronef was taken ends it, FMP.SHIP.7, and the
    taker's astronefs never need to leave)."""
    outcome = rules.outcome(state)  # type: ignore[attr-defined]
    departures = outcome.details.get("departures", []) if outcome is not None else []
    taken = outcome is not None and "astronef_lost" in outcome.details.get("out", {}).values()
    for player, name in level.items():
        mine = [d for d in departures if d["player"] == player]
        found[name].ore_home.append(sum(d["ore"] for d in mine))
        found[name].pieces_home.append(sum(d["pieces"] for d in mine))
        if not taken:
            found[name].to_the_end += 1
            found[name].took_off += bool(mine)


def owners(state: FmpGame, piece: int, level: dict[int, str], found: dict[str, Counts]) -> Counts | None:
    """The counts of the level whose piece it is (None: nobody's)."""
    owner = state.owner(state.pieces[piece])
    return found[level[owner]] if owner is not None and owner in level else None


def mean(values: list[int]) -> str:
    return f"{statistics.mean(values):.1f}" if values else "-"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--records", type=Path, help="count these records instead of playing new games")
    parser.add_argument("--bots", default="hard,normal")
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    registry = Registry()
    registry.discover()
    game = registry.get("fmp")
    assert game is not None
    rules = game.rules_object()
    with tempfile.TemporaryDirectory() as tmp:
        folder = args.records
        if folder is None:
            folder = Path(tmp)
            run("fmp", args.bots.split(","), args.games, args.seed, args.jobs, 0, {}, 1.0, 1.5, folder)
            print(f"{args.games} games of {args.bots}, seeds {args.seed}–{args.seed + args.games - 1}, seats rotated")
        found: dict[str, Counts] = defaultdict(Counts)
        for path in sorted(folder.glob("fmp-*.yaml")):
            count(path, rules, found)
    print(f"{'level':8} {'games':>5} {'aboard at end of turn 4':>24} {'points left at End turn':>24} "
          f"{'of them lost':>13} {'caught by the tide':>19} {'tank hexes per enemy destroyed':>31} "
          f"{'transporter hexes per ore':>26} "
          f"{'out and back per game':>22} {'ore taken off':>14} "
          f"{'pieces taken off':>17} {'took off (games to the end)':>28}")
    for name, c in sorted(found.items()):
        per = f"{c.tank_hexes / c.tank_destroyed:.1f}" if c.tank_destroyed else f"{c.tank_hexes} hexes, none"
        ore = f"{c.carrier_hexes / c.ore_loaded:.1f}" if c.ore_loaded else f"{c.carrier_hexes} hexes, none"
        print(f"{name:8} {c.games:5} {mean(c.aboard_turn_4):>24} {mean(c.left_at_end):>24} {mean(c.lost_at_end):>13} "
              f"{c.caught_by_tide:19} "
              f"{per:>31} {ore:>26} {c.out_and_back / max(1, c.games):>22.1f} {mean(c.ore_home):>14} "
              f"{mean(c.pieces_home):>17} "
              f"{f'{c.took_off}/{c.to_the_end}':>28}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
