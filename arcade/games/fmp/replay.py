"""Replay a Full Metal Planète record and print the final state and scores.

    python -m arcade.games.fmp.replay RECORD.yaml

The record is a Club Arcade game record (setup + seed + actions); a record that cannot be read or replayed is
reported with what is wrong, and the exit status is 1.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from arcade.boards import load_board
from arcade.core.record import GameRecord, RecordError
from arcade.core.rules import IllegalAction
from arcade.games.fmp.rules import FmpGame, Planet, from_data
from arcade.storage import read_record

GAME_ID = "fmp"


def new_game(setup: dict[str, Any], seed: int) -> FmpGame:
    """A game from a record's setup: players (names) and option 'armies' (1, or 2 each with two players)."""
    players = [str(p["name"]) if isinstance(p, dict) else str(p) for p in setup.get("players", [])]
    armies = int((setup.get("options") or {}).get("armies", 1))
    return FmpGame(Planet.from_board(load_board(str(setup.get("board", "fmp")))), players, seed, armies)


def replay(record: GameRecord) -> FmpGame:
    game = new_game(record.setup, record.seed)
    for i, data in enumerate(s.action for s in record.steps):
        try:
            game.apply(from_data(data))
        except (ValueError, IllegalAction) as exc:
            raise RecordError(f"action {i + 1}: {exc}") from None
    return game


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__.strip().splitlines()[2].strip())
        return 2
    try:
        record = read_record(Path(argv[0]))
        if record.game_id != GAME_ID:
            raise RecordError(f"this is a record of {record.game_id!r}, not Full Metal Planète")
        game = replay(record)
    except (RecordError, ValueError) as exc:
        print(f"{argv[0]}: {exc}", file=sys.stderr)
        return 1
    print(game.summary())
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
