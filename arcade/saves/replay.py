"""Replay a game record file and print how it stands or ended; import one, or export the saved games.

    python -m arcade.saves.replay RECORD.yaml             replay and print the outcome (exit 1 naming the failing step)
    python -m arcade.saves.replay --import RECORD.yaml    add it to the saved games (after checking it replays)
    python -m arcade.saves.replay --export [KEY] [--to DIR]
                                                    write saved games as YAML records (all in progress without KEY)
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from arcade.core.record import RecordError
from arcade.paths import user_dir
from arcade.registry import Registry
from arcade.saves.records import describe, export, import_file, replay
from arcade.saves.storage import read_record
from arcade.saves.store import DB_NAME, GameStore, StoreError


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m arcade.saves.replay", description=__doc__.splitlines()[0])
    parser.add_argument("record", nargs="?", type=Path, help="a record file to replay")
    parser.add_argument("--import", dest="import_", type=Path, metavar="FILE", help="add a record to the saves")
    parser.add_argument("--export", nargs="?", const=0, type=int, metavar="KEY", help="write saved games")
    parser.add_argument("--to", type=Path, default=None, metavar="DIR", help="where --export writes")
    args = parser.parse_args(argv)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from arcade import i18n

    i18n.setup("en")  # refusals are told in words
    registry = Registry()
    registry.discover()
    try:
        if args.import_ is not None:
            store = GameStore(user_dir() / "saves" / DB_NAME)
            key = import_file(store, registry, args.import_)
            print(f"{args.import_}: added to the saved games (number {key})")
        elif args.export is not None:
            store = GameStore(user_dir() / "saves" / DB_NAME)
            folder = args.to or user_dir() / "exports"
            keys = [args.export] if args.export else [g.key for g in store.games()]
            for key in keys:
                print(export(store, key, folder))
        elif args.record is not None:
            record = read_record(args.record)
            _, outcome = replay(registry, record)
            print(describe(registry, record, outcome))
        else:
            parser.print_usage()
            return 2
    except (RecordError, StoreError, OSError) as exc:
        print(f"{exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
