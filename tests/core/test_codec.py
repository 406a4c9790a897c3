"""The one codec: actions <-> plain data derived from their fields, every field checked on the way in."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, NamedTuple

import pytest
from hypothesis import given
from hypothesis import strategies as st

from arcade.core.codec import MAX_ITEMS, Codec, CodecError, Scalar, plain


class Spot(NamedTuple):
    x: int
    y: int


@dataclass(frozen=True)
class Token:
    name: str


@dataclass(frozen=True)
class Move:
    piece: int
    path: tuple[Spot, ...]
    note: str | None = None


@dataclass(frozen=True)
class Shout:
    loud: bool
    words: tuple[Token, ...] = ()
    mode: Literal["a", "b"] = "a"
    pair: tuple[int, str] = (0, "")
    weight: float = 1.0


@dataclass(frozen=True)
class Wait:
    pass


CODEC: Codec[Move | Shout | Wait] = Codec({"move": Move, "shout": Shout, "wait": Wait},
                                          scalars={Token: Scalar(lambda t: t.name, Token)})


def test_round_trip_of_every_kind_of_field() -> None:
    actions: list[Move | Shout | Wait] = [Move(3, (Spot(1, 2), Spot(2, 2))), Move(0, (), "fast"), Wait(),
               Shout(True, (Token("hey"), Token("you")), "b", (4, "x"), 2.5)]
    for action in actions:
        data = CODEC.encode(action)
        assert data["type"] == CODEC.name(action)
        assert CODEC.decode(data) == action
    assert CODEC.encode(Move(3, (Spot(1, 2),))) == {"type": "move", "piece": 3, "path": [[1, 2]], "note": None}
    assert CODEC.encode(Shout(False, (Token("a"),))) == {"type": "shout", "loud": False, "words": ["a"], "mode": "a",
                                                         "pair": [0, ""], "weight": 1.0}


@pytest.mark.parametrize(("data", "where"), [
    ({"type": "move", "piece": True, "path": []}, "move.piece"),  # a bool is not a number
    ({"type": "move", "piece": 1.0, "path": []}, "move.piece"),
    ({"type": "move", "piece": 10**12, "path": []}, "range"),
    ({"type": "move", "piece": 1, "path": [[1]]}, "move.path[0]"),
    ({"type": "move", "piece": 1, "path": [[1, "2"]]}, "move.path[0].y"),
    ({"type": "move", "piece": 1, "path": "12"}, "move.path"),
    ({"type": "move", "piece": 1, "path": [[0, 0]] * (MAX_ITEMS + 1)}, "more than"),
    ({"type": "move", "piece": 1}, "'path' is missing"),
    ({"type": "move", "piece": 1, "path": [], "extra": 1}, "unexpected"),
    ({"type": "move", "piece": 1, "path": [], "note": "x" * 500}, "move.note"),
    ({"type": "shout", "loud": 1}, "shout.loud"),
    ({"type": "shout", "loud": True, "mode": "c"}, "shout.mode"),
    ({"type": "shout", "loud": True, "weight": float("nan")}, "shout.weight"),
    ({"type": "fly"}, "unknown action type"),
    ({"piece": 1}, "unknown action type"),
    (["move"], "mapping"),
])
def test_malformed_data_is_refused_naming_the_field(data: object, where: str) -> None:
    with pytest.raises(CodecError, match=where.replace("[", r"\[").replace("]", r"\]")):
        CODEC.decode(data)


def test_actions_built_in_memory_are_checked_the_same_way() -> None:
    assert CODEC.problem(Move(1, (Spot(0, 0),))) is None
    assert "move.piece" in (CODEC.problem(Move("1", ())) or "")  # type: ignore[arg-type]
    assert "move.path" in (CODEC.problem(Move(1, [Spot(0, 0)])) or "")  # type: ignore[arg-type]
    assert "shout.loud" in (CODEC.problem(Shout(1)) or "")  # type: ignore[arg-type]
    assert "not an action" in (CODEC.problem("move") or "")
    with pytest.raises(CodecError):
        CODEC.encode(Move(True, ()))  # would not read back as the same action


def test_old_keys_can_be_ignored_on_request() -> None:
    assert CODEC.decode({"type": "wait", "t": 3.5}, frozenset({"t"})) == Wait()
    with pytest.raises(CodecError):
        CODEC.decode({"type": "wait", "t": 3.5})


def test_plain_handles_events_and_nested_values() -> None:
    assert plain(Move(2, (Spot(3, 4),))) == {"piece": 2, "path": [[3, 4]], "note": None}
    assert plain({"a": frozenset({2, 1})}) == {"a": [1, 2]}


@given(st.integers(-2**31 + 1, 2**31 - 1), st.lists(st.tuples(st.integers(-50, 50), st.integers(-50, 50)),
                                                     max_size=MAX_ITEMS), st.none() | st.text(max_size=100))
def test_any_well_typed_move_reads_back_the_same(piece: int, path: list[tuple[int, int]], note: str | None) -> None:
    if note is not None and "\0" in note:
        note = note.replace("\0", "")
    action = Move(piece, tuple(Spot(*p) for p in path), note)
    assert CODEC.decode(CODEC.encode(action)) == action
