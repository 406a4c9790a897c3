"""`python -m arcade.lessons GAME --check`: every lesson of a game loaded and played to its end by its own
solution through the match; exit 1 naming the file and the step of the first that cannot be."""

from __future__ import annotations

import argparse
import os
import sys

from arcade.lessons.course import play_through
from arcade.lessons.lesson import LessonError, load_lessons, missing_texts


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m arcade.lessons", description="A game's lessons.")
    parser.add_argument("game", help="the game's id (fmp, interceptor, asteroyds, playmoflotte, apophis)")
    parser.add_argument("--check", action="store_true", help="play every lesson by its solution")
    args = parser.parse_args(argv)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from arcade.registry import Registry

    registry = Registry()
    registry.discover()
    game = registry.get(args.game)
    if game is None:
        print(f"no game {args.game!r}", file=sys.stderr)
        return 1
    try:
        lessons = load_lessons(game.id)
        for lesson in lessons:
            missing = missing_texts(lesson)
            if missing:
                raise LessonError(lesson.source, None, f"text missing from the catalog ({missing[0]})")
            if args.check:
                play_through(lesson, game.rules_object())
            steps = f"{len(lesson.steps)} step" + ("s" if len(lesson.steps) > 1 else "")
            print(f"{lesson.source}: {steps}" + (", played to its end" if args.check else ""))
    except LessonError as exc:
        print(str(exc), file=sys.stderr)
        return 1
    if not lessons:
        print(f"{game.id}: no lessons")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
