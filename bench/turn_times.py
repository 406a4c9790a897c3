"""A computer's whole turns over arena runs played in blocks: prints a table, asserts nothing.

    .venv/bin/python bench/turn_times.py DIR [DIR ...]

Reads every `*.turns.csv` the arena kept beside its records (`arcade.arena --records`) under the folders given, and
prints for each level the whole turns counted, their p50, p95 and longest, and how many took over 3 and 6 seconds:
an arena's own table gives these for one run only, and a p95 is not the mean of its blocks' p95s.
"""

from __future__ import annotations

import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from arcade.arena import WholeTurn, percentile, read_turns, slowest_turns  # noqa: E402


def main(folders: list[str]) -> int:
    turns: list[WholeTurn] = []
    files = sorted(path for folder in folders for path in Path(folder).rglob("*.turns.csv"))
    for path in files:
        turns += read_turns(path.read_text(encoding="utf-8"))
    by_level: dict[str, list[float]] = defaultdict(list)
    for whole in turns:
        by_level[whole.level].append(whole.seconds)
    print(f"{len(files)} games")
    print(f"{'level':8} {'turns':>6} {'p50 s':>6} {'p95 s':>6} {'max s':>6} {'over 3 s':>8} {'over 6 s':>8}")
    for level, seconds in sorted(by_level.items()):
        print(f"{level:8} {len(seconds):6} {percentile(seconds, 0.5):6.2f} {percentile(seconds, 0.95):6.2f} "
              f"{max(seconds):6.2f} {sum(s > 3 for s in seconds):8} {sum(s > 6 for s in seconds):8}")
    print("\n".join(slowest_turns(turns)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
