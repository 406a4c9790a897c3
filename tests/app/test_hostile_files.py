"""Hostile and damaged files through the real loading paths (maps, settings, saved records, lessons played by their
solution): a seeded generator of
hundreds of variants — truncations, byte flips, wrong types, huge and negative numbers, nesting from 1,000 to
100,000 levels, alias bombs,
python tags, non-UTF-8, empty files, directories, FIFOs, symlink loops, endless devices — and every one ends in a
result or a refusal in words, quickly: never another exception, never a hang."""

from __future__ import annotations

import contextlib
import os
import random
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from arcade.app.settings import Settings, SettingsFile
from arcade.boards import load_board_file
from arcade.core.board_error import BoardError
from arcade.core.record import GameRecord, RecordError, Step
from arcade.lessons.course import play_through
from arcade.lessons.lesson import LESSONS, LessonError, load_lesson
from arcade.paths import BOARDS
from arcade.saves.storage import read_record
from tests.hang import HANG

VARIANTS_PER_KIND = 180


def record_text() -> str:
    record = GameRecord("playmoflotte", "1", {"players": [{"name": "Ann", "side": "red"}]}, 5,
                        [Step(0, {"type": "end_turn"}, 1.5)])
    return record.to_text()


def settings_text() -> str:
    from dataclasses import asdict

    import yaml

    return yaml.safe_dump(asdict(Settings()))


BOMB = "a: &a [x, x, x, x, x, x, x, x]\n" + "".join(
    f"{chr(98 + i)}: &{chr(98 + i)} [*{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}]\n"
    for i in range(12))
HOSTILE = [
    "", "   \n", "[" * 5000, "{a: " * 3000, "9" * 6000, "-" + "9" * 5000, BOMB,
    "!!python/object/apply:os.system ['echo hacked']", "key: !!binary AAAA", "a: " + "x" * 100_000,
    "- " * 3000 + "x", "? [a]\n: b", "%YAML 1.1\n---\n--- x", "\x00\x01\x02", "a: 1e309", "a: .nan\nb: -.inf",
]
#: Nesting from 1,000 levels (where libyaml 6.0.4 starts refusing) to 100,000: flow brackets, closed and not, flow
#: mappings, compact sequences, and block indentation as deep as the size cap allows.
NESTING = [1_000, 1_001, 5_000, 20_000, 100_000]
DEEP = [text for n in NESTING for text in (
    "[" * n, "[" * n + "]" * n, "{a: " * n + "1" + "}" * n, "- " * n + "x", "a: " + "[" * n + "1" + "]" * n,
    "a:\n" + "".join(" " * i + "b:\n" for i in range(1, min(n, 1_900))),
)]


def mutants(text: str, rng: random.Random) -> Iterator[bytes]:
    """Damaged versions of a good file, then the hostile classics."""
    raw = text.encode("utf-8")
    for _ in range(VARIANTS_PER_KIND - len(HOSTILE) - len(DEEP) - 4):
        kind = rng.randrange(5)
        data = bytearray(raw)
        if kind == 0 and data:
            data = data[: rng.randrange(len(data))]  # truncated
        elif kind == 1 and data:
            for _ in range(rng.randint(1, 8)):  # bytes flipped
                data[rng.randrange(len(data))] = rng.randrange(256)
        elif kind == 2:  # a value of the wrong type or size somewhere
            lines = text.splitlines()
            i = rng.randrange(len(lines))
            head = lines[i].split(":")[0]
            lines[i] = f"{head}: {rng.choice(['[1, 2]', '{a: b}', '-5', '99999999999999', 'null', 'true', '1.5'])}"
            data = bytearray("\n".join(lines).encode())
        elif kind == 3:  # a chunk repeated
            a = rng.randrange(len(data) or 1)
            data = data[:a] + data[a: a + rng.randint(1, 200)] * rng.randint(2, 50) + data[a:]
        else:  # not UTF-8
            data = bytearray(b"\xff\xfe" + bytes(data))
        yield bytes(data)
    for text in HOSTILE + DEEP:
        yield text.encode("utf-8", "surrogatepass")
    yield b"\xc3\x28" * 100
    yield raw * 3
    yield b"a: [" + b"1," * 100_000 + b"]"
    yield raw.replace(b":", b": !!python/name:os.system", 1)


def run(load: Callable[[Path], object], path: Path, allowed: tuple[type[BaseException], ...]) -> float:
    start = time.perf_counter()
    with contextlib.suppress(*allowed):  # a refusal in words is a good end; any other exception fails the test
        load(path)
    return time.perf_counter() - start


def play_lesson(path: Path) -> None:
    """A lesson file loaded and played to its end by its own solution, as `--check` does."""
    from arcade.games.interceptor import GAME

    play_through(load_lesson(path, "interceptor"), GAME.rules_object())


@pytest.mark.parametrize("kind", ["map", "settings", "record", "lesson"])
def test_hostile_files_end_in_a_result_or_a_refusal_quickly(kind: str, tmp_path: Path) -> None:
    rng = random.Random({"map": 1, "settings": 2, "record": 3, "lesson": 4}[kind])
    good = {"map": (BOARDS / "playmoflotte.yaml").read_text(encoding="utf-8"), "settings": settings_text(),
            "record": record_text(),
            "lesson": (LESSONS / "interceptor" / "01-orders.yaml").read_text(encoding="utf-8")}[kind]
    loaders: dict[str, tuple[Callable[[Path], object], tuple[type[BaseException], ...]]] = {
        "map": (load_board_file, (BoardError,)),
        "settings": (lambda p: SettingsFile(p).load(), ()),
        "record": (read_record, (RecordError,)),
        "lesson": (play_lesson, (LessonError,)),
    }
    load, allowed = loaders[kind]
    slowest, count = 0.0, 0
    for i, data in enumerate(mutants(good, rng)):
        path = tmp_path / f"01-{kind}-{i}.yaml"  # (a lesson's file name must read NN-name)
        path.write_bytes(data)
        slowest = max(slowest, run(load, path, allowed))
        count += 1
    specials = tmp_path / "specials"
    specials.mkdir()
    (specials / "a-directory.yaml").mkdir()
    os.mkfifo(specials / "a-fifo.yaml")
    (specials / "loop.yaml").symlink_to(specials / "loop.yaml")
    (specials / "zero.yaml").symlink_to("/dev/zero")
    for path in sorted(specials.iterdir()):
        slowest = max(slowest, run(load, path, allowed))
        count += 1
    assert count >= VARIANTS_PER_KIND and slowest < HANG


@pytest.mark.parametrize("levels", NESTING)
def test_deep_nesting_is_refused_in_words_by_replay_and_as_settings(levels: int, tmp_path: Path) -> None:
    """The issue's two crashes: `python -m arcade.saves.replay deep.yaml`, and the same file as settings.yaml (the last
    good settings take over)."""
    from arcade.saves.replay import main as replay

    deep = tmp_path / "deep.yaml"
    deep.write_text("[" * levels)
    assert replay([str(deep)]) == 1
    home = tmp_path / "home"
    home.mkdir()
    settings = SettingsFile(home / "settings.yaml")
    settings.save(Settings(kiosk_pin="2468"))
    (home / "settings.yaml").write_text("a: " + "[" * levels)
    assert SettingsFile(home / "settings.yaml").load().kiosk_pin == "2468"
