"""One codec for every game: frozen dataclasses (actions, events) <-> plain data, derived from their fields.

An action is encoded as `{"type": name, field: value, ...}`. What a field may hold follows its annotation:
`bool`, `int`, `float` (finite), `str`, `X | None`, `tuple[X, ...]`, fixed tuples, `Literal[...]`, named tuples
(as lists), nested dataclasses (as mappings) and scalar types the game registers with their own text form (an
Apophis card is `"QH"`). Decoding checks every field against its annotation and refuses anything else with a
`CodecError` that names the field, so a record or a hostile file can only ever produce well-typed actions; the
same check (`problem`) runs on actions made in memory, so a wrongly typed action is a refusal, never a crash.
Sizes are bounded: a decoded value always reads back the same.
"""

from __future__ import annotations

import dataclasses
import math
import types
import typing
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

PlainData = Any  # None | bool | int | float | str | list[PlainData] | dict[str, PlainData]

MAX_TEXT = 200
MAX_ITEMS = 64
MAX_INT = 2**31 - 1

A = TypeVar("A")


class CodecError(ValueError):
    """A value that does not fit its type; the message names the field."""


@dataclass(frozen=True)
class Scalar:
    """A game type written as one short text (e.g. a card as "QH"); `parse` raises ValueError on bad text."""

    to_text: Callable[[Any], str]
    parse: Callable[[str], Any]


def _is_namedtuple(tp: object) -> bool:
    return isinstance(tp, type) and issubclass(tp, tuple) and hasattr(tp, "_fields")


class _Walker:
    """Encodes, decodes and checks one value against one annotation."""

    def __init__(self, scalars: Mapping[type, Scalar]) -> None:
        self.scalars = dict(scalars)
        self._hints: dict[type, dict[str, Any]] = {}

    def hints(self, cls: type) -> dict[str, Any]:
        if cls not in self._hints:
            self._hints[cls] = typing.get_type_hints(cls)
        return self._hints[cls]

    # -- encode --------------------------------------------------------------------------------------------
    def encode(self, value: Any, tp: Any, where: str) -> PlainData:
        problem = self.check(value, tp, where)
        if problem:
            raise CodecError(problem)
        return self._encode(value)

    def _encode(self, value: Any) -> PlainData:
        cls = type(value)
        if cls in self.scalars:
            return self.scalars[cls].to_text(value)
        if dataclasses.is_dataclass(value) and not isinstance(value, type):
            return {f.name: self._encode(getattr(value, f.name)) for f in dataclasses.fields(value)}
        if isinstance(value, tuple | list | frozenset | set):
            items = sorted(value, key=repr) if isinstance(value, frozenset | set) else value
            return [self._encode(v) for v in items]
        if isinstance(value, dict):
            return {str(k): self._encode(v) for k, v in value.items()}
        return value

    # -- check ---------------------------------------------------------------------------------------------
    def check(self, value: Any, tp: Any, where: str) -> str | None:  # noqa: C901 - one branch per kind
        """None when value fits tp, else what is wrong (naming `where`)."""
        if tp is Any:
            return None
        origin = typing.get_origin(tp)
        if origin in (typing.Union, types.UnionType):
            options = typing.get_args(tp)
            if all(self.check(value, option, where) for option in options):
                return f"{where}: {_show(value)} is not {_type_name(tp)}"
            return None
        if tp is type(None):
            return None if value is None else f"{where}: expected nothing, got {_show(value)}"
        if origin is typing.Literal:
            return None if value in typing.get_args(tp) and type(value) in {type(a) for a in typing.get_args(tp)} \
                else f"{where}: {_show(value)} is not one of {', '.join(map(repr, typing.get_args(tp)))}"
        if tp is bool:
            return None if isinstance(value, bool) else f"{where}: {_show(value)} is not true or false"
        if tp is int:
            if not isinstance(value, int) or isinstance(value, bool):
                return f"{where}: {_show(value)} is not a whole number"
            return None if -MAX_INT <= value <= MAX_INT else f"{where}: {value} is out of range"
        if tp is float:
            if not isinstance(value, int | float) or isinstance(value, bool) or not math.isfinite(value):
                return f"{where}: {_show(value)} is not a finite number"
            return None
        if tp is str:
            if not isinstance(value, str):
                return f"{where}: {_show(value)} is not text"
            return None if len(value) <= MAX_TEXT and "\0" not in value else f"{where}: text too long or invalid"
        if isinstance(tp, type) and tp in self.scalars:
            return None if type(value) is tp else f"{where}: {_show(value)} is not a {tp.__name__}"
        if origin is tuple:
            if not isinstance(value, tuple):  # a named tuple (a hex) is a tuple too: it reads back equal
                return f"{where}: {_show(value)} is not a list"
            args = typing.get_args(tp)
            if len(args) == 2 and args[1] is Ellipsis:
                if len(value) > MAX_ITEMS:
                    return f"{where}: more than {MAX_ITEMS} items"
                for i, item in enumerate(value):
                    if problem := self.check(item, args[0], f"{where}[{i}]"):
                        return problem
                return None
            if len(value) != len(args):
                return f"{where}: expected {len(args)} items, got {len(value)}"
            for i, (item, arg) in enumerate(zip(value, args, strict=True)):
                if problem := self.check(item, arg, f"{where}[{i}]"):
                    return problem
            return None
        if _is_namedtuple(tp):
            if type(value) is not tp:
                return f"{where}: {_show(value)} is not a {tp.__name__}"
            for name, item in zip(tp._fields, value, strict=True):
                if problem := self.check(item, self.hints(tp)[name], f"{where}.{name}"):
                    return problem
            return None
        if isinstance(tp, type) and dataclasses.is_dataclass(tp):
            if type(value) is not tp:
                return f"{where}: {_show(value)} is not a {tp.__name__}"
            return self.check_fields(value, where)
        raise TypeError(f"{where}: the codec does not know the type {tp!r}")

    def check_fields(self, value: Any, where: str) -> str | None:
        hints = self.hints(type(value))
        for f in dataclasses.fields(value):
            if problem := self.check(getattr(value, f.name), hints[f.name], f"{where}.{f.name}"):
                return problem
        return None

    # -- decode --------------------------------------------------------------------------------------------
    def decode(self, data: PlainData, tp: Any, where: str) -> Any:  # noqa: C901 - one branch per kind
        origin = typing.get_origin(tp)
        if origin in (typing.Union, types.UnionType):
            for option in typing.get_args(tp):
                try:
                    return self.decode(data, option, where)
                except CodecError:
                    continue
            raise CodecError(f"{where}: {_show(data)} is not {_type_name(tp)}")
        if isinstance(tp, type) and tp in self.scalars:
            if not isinstance(data, str) or len(data) > MAX_TEXT:
                raise CodecError(f"{where}: {_show(data)} is not a {tp.__name__}")
            try:
                return self.scalars[tp].parse(data)
            except ValueError:
                raise CodecError(f"{where}: {_show(data)} is not a {tp.__name__}") from None
        if origin is tuple:
            if not isinstance(data, list):
                raise CodecError(f"{where}: {_show(data)} is not a list")
            args = typing.get_args(tp)
            if len(args) == 2 and args[1] is Ellipsis:
                if len(data) > MAX_ITEMS:
                    raise CodecError(f"{where}: more than {MAX_ITEMS} items")
                return tuple(self.decode(item, args[0], f"{where}[{i}]") for i, item in enumerate(data))
            if len(data) != len(args):
                raise CodecError(f"{where}: expected {len(args)} items, got {len(data)}")
            return tuple(self.decode(item, arg, f"{where}[{i}]") for i, (item, arg) in enumerate(zip(data, args,
                                                                                                   strict=True)))
        if _is_namedtuple(tp):
            if not isinstance(data, list) or len(data) != len(tp._fields):
                raise CodecError(f"{where}: expected a list of {len(tp._fields)} values")
            hints = self.hints(tp)
            return tp(*(self.decode(item, hints[name], f"{where}.{name}")
                        for name, item in zip(tp._fields, data, strict=True)))
        if isinstance(tp, type) and dataclasses.is_dataclass(tp):
            if not isinstance(data, dict):
                raise CodecError(f"{where}: expected a mapping")
            return self.build(tp, data, where, set())
        if problem := self.check(data, tp, where):
            raise CodecError(problem)
        return data

    def build(self, cls: type, data: Mapping[str, PlainData], where: str, ignore: set[str]) -> Any:
        hints = self.hints(cls)
        names = {f.name for f in dataclasses.fields(cls)}
        unknown = sorted(set(data) - names - ignore)
        if unknown:
            raise CodecError(f"{where}: unexpected {_show(unknown[0])}")
        kwargs: dict[str, Any] = {}
        for f in dataclasses.fields(cls):
            if f.name in data:
                kwargs[f.name] = self.decode(data[f.name], hints[f.name], f"{where}.{f.name}")
            elif f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
                raise CodecError(f"{where}: '{f.name}' is missing")
        return cls(**kwargs)


def _show(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _type_name(tp: Any) -> str:
    return getattr(tp, "__name__", None) or str(tp).replace("typing.", "")


class Codec(Generic[A]):
    """The codec of one game's actions: names <-> dataclass types, everything else derived from the fields."""

    def __init__(self, types_by_name: Mapping[str, type], scalars: Mapping[type, Scalar] | None = None) -> None:
        self.types = dict(types_by_name)
        self.names = {cls: name for name, cls in self.types.items()}
        if len(self.names) != len(self.types):
            raise ValueError("one name per action type")
        self._walker = _Walker(scalars or {})
        for cls in self.types.values():
            if not dataclasses.is_dataclass(cls):
                raise TypeError(f"{cls!r} is not a dataclass")
            self._walker.hints(cls)  # every annotation must resolve now, not at the first record

    def name(self, action: object) -> str:
        return self.names[type(action)]

    def problem(self, action: object) -> str | None:
        """None when `action` is one of this game's actions with every field of the right type."""
        cls = type(action)
        if cls not in self.names:
            return f"{_show(action)} is not an action of this game"
        return self._walker.check_fields(action, self.names[cls])

    def encode(self, action: A) -> dict[str, PlainData]:
        problem = self.problem(action)
        if problem:
            raise CodecError(problem)
        data = self._walker._encode(action)
        assert isinstance(data, dict)
        return {"type": self.names[type(action)], **data}

    def plain(self, value: Any) -> PlainData:
        """Any value (an event, a view's part) as plain data, with this game's scalars in their text form."""
        return self._walker._encode(value)

    def decode(self, data: PlainData, ignore: frozenset[str] = frozenset()) -> A:
        """The action a record holds; CodecError naming the field for anything else (keys in `ignore` are
        skipped: old records carried the table clock beside the action)."""
        if not isinstance(data, dict):
            raise CodecError(f"an action must be a mapping, not {_show(data)}")
        name = data.get("type")
        if not isinstance(name, str) or name not in self.types:
            raise CodecError(f"unknown action type {_show(name)}; expected one of {', '.join(sorted(self.types))}")
        fields = {k: v for k, v in data.items() if k != "type"}
        return typing.cast(A, self._walker.build(self.types[name], fields, name, set(ignore)))


_PLAIN = _Walker({})


def plain(value: Any, scalars: Mapping[type, Scalar] | None = None) -> PlainData:
    """Any dataclass, named tuple, tuple or scalar as plain data (for fingerprints, views and tests)."""
    walker = _Walker(scalars) if scalars else _PLAIN
    return walker._encode(value)
