"""Seeded dice and game records as plain data."""

from __future__ import annotations

import pytest

from arcade.core.dice import Dice
from arcade.core.record import GameRecord, RecordError, Step, check_plain


def test_dice_are_reproducible_from_the_seed() -> None:
    a, b = Dice(42), Dice(42)
    rolls = [a.roll(3) for _ in range(50)]
    assert rolls == [b.roll(3) for _ in range(50)]
    assert all(1 <= v <= 6 for r in rolls for v in r)
    assert Dice(43).roll(20) != Dice(42).roll(20)
    assert set(Dice(1).roll(600)) == {1, 2, 3, 4, 5, 6}
    assert all(1 <= Dice(5).roll_one(20) <= 20 for _ in range(10))
    items: list[object] = list(range(10))
    Dice(3).shuffle(items)
    again: list[object] = list(range(10))
    Dice(3).shuffle(again)
    assert items == again and sorted(items) == list(range(10))  # type: ignore[type-var]
    assert 0 <= Dice(9).choice(4) < 4
    with pytest.raises(ValueError):
        Dice(1).roll(1, 0)


def test_record_round_trip() -> None:
    rec = GameRecord("apophis", "1", {"players": [{"name": "Zoé", "side": "red"}], "options": {}}, 99,
                     [Step(0, {"type": "draw"}, 1.5), Step(-1, {"type": "time_up"}, 600.0)], clock=12.25)
    again = GameRecord.from_text(rec.to_text())
    assert again == rec


def test_version_1_records_still_read_with_their_clock() -> None:
    text = ("format: club-arcade-record\nversion: 1\ngame: apophis\nrules_version: '1'\nseed: 3\nsetup: {}\n"
            "actions:\n- {type: draw, t: 2.5}\n- {type: end_turn, t: 30}\n")
    record = GameRecord.from_text(text)
    assert record.steps == [Step(None, {"type": "draw"}, 2.5), Step(None, {"type": "end_turn"}, 30.0)]
    assert record.clock == 30.0


def test_record_refuses_non_plain_data() -> None:
    rec = GameRecord("x", "1", {"when": object()}, 1)
    with pytest.raises(RecordError):
        rec.to_text()
    with pytest.raises(RecordError, match="finite"):
        check_plain({"t": float("-inf")})
    with pytest.raises(RecordError):
        check_plain({1: "int key"})
    deep: object = []
    for _ in range(100):
        deep = [deep]
    with pytest.raises(RecordError, match="deeply"):
        check_plain(deep)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("[1, 2", "damaged or is not a game record"),
        ("just text", "mapping"),
        ("format: other", "format"),
        ("format: club-arcade-record\nversion: 9", "version"),
        ("format: club-arcade-record\nversion: 1\ngame: ''", "'game'"),
        ("format: club-arcade-record\nversion: 1\ngame: x\nrules_version: 1", "rules_version"),
        ("format: club-arcade-record\nversion: 1\ngame: x\nrules_version: '1'\nseed: 'a'", "seed"),
        ("format: club-arcade-record\nversion: 1\ngame: x\nrules_version: '1'\nseed: 1\nsetup: []", "setup"),
        ("format: club-arcade-record\nversion: 1\ngame: x\nrules_version: '1'\nseed: 1\nsetup: {}\nactions: 3",
         "actions"),
        ("format: club-arcade-record\nversion: 2\ngame: x\nrules_version: '1'\nseed: 1\nsetup: {}\nsteps: [3]",
         "steps"),
        ("format: club-arcade-record\nversion: 2\ngame: x\nrules_version: '1'\nseed: 1\nsetup: {}\n"
         "steps: [{seat: 0, action: {}, clock: -1}]", "clock"),
        ("format: club-arcade-record\nversion: 2\ngame: x\nrules_version: '1'\nseed: 1\nsetup: {}\n"
         "finished: 'yes'\nsteps: []", "finished"),
        ("!!python/object/apply:os.system ['true']", "damaged or is not a game record"),
    ],
)
def test_bad_records_are_reported(text: str, message: str) -> None:
    with pytest.raises(RecordError, match=message):
        GameRecord.from_text(text)
