"""Board maps: the YAML schema, its validation and the typed model every game reads.

A map file looks like this (see `boards/README.md` for the full schema)::

    schema: 1
    id: demo
    name: Demo
    grid: {kind: hex, orientation: flat, offset: odd}   # or {kind: square}
    size: {cols: 4, rows: 2}
    legend: {".": sea, "$": plain}
    terrain:
      - "..$$"
      - ".$$$"
    holes: [[0, 0]]                # optional: cells that are not part of the board
    layers:                        # optional, any names
      zones: {legend: {A: a}, rows: ["A...", "...."]}   # grid layer; "." = nothing
      start: {cells: {red: [[1, 1]], blue: [[3, 0]]}}  # listed cells per label

Rows use one character per cell when every legend code is one character long, otherwise whitespace-separated
codes. Coordinates are (column, row) from the top-left. Parsing takes text, not a path: file access lives in
`arcade.boards`, so this module stays pure. Every error names the source, the place and what was expected.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, NoReturn, TypeVar

import yaml

from arcade.core.board_error import BoardError
from arcade.core.hexgrid import Hex, OffsetLayout, Orientation, Parity
from arcade.core.safeyaml import load_text

SCHEMA_VERSION = 1
NO_LABEL = "."

Coord = tuple[int, int]
E = TypeVar("E", bound=Enum)


def _shown(value: Any) -> str:
    """A found value as an error shows it: short, whatever it is."""
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


class GridKind(Enum):
    HEX = "hex"
    SQUARE = "square"


@dataclass(frozen=True)
class GridSpec:
    kind: GridKind
    orientation: Orientation = Orientation.FLAT
    parity: Parity = Parity.ODD

    @property
    def offset(self) -> OffsetLayout:
        return OffsetLayout(self.orientation, self.parity)


@dataclass(frozen=True)
class Board:
    id: str
    name: str
    grid: GridSpec
    cols: int
    rows: int
    terrain: Mapping[Coord, str]
    layers: Mapping[str, Mapping[Coord, str]] = field(default_factory=dict)
    source: str = "<memory>"

    def contains(self, col: int, row: int) -> bool:
        return (col, row) in self.terrain

    def cells(self) -> Iterator[Coord]:
        """Every cell on the board, row by row."""
        for row in range(self.rows):
            for col in range(self.cols):
                if (col, row) in self.terrain:
                    yield col, row

    def terrain_at(self, col: int, row: int) -> str:
        return self.terrain[(col, row)]

    def layer(self, name: str) -> Mapping[Coord, str]:
        return self.layers.get(name, {})

    def to_axial(self, col: int, row: int) -> Hex:
        return self.grid.offset.to_axial(col, row)

    def from_axial(self, h: Hex) -> Coord:
        return self.grid.offset.from_axial(h)

    def counts(self) -> dict[str, int]:
        out: dict[str, int] = {}
        for name in self.terrain.values():
            out[name] = out.get(name, 0) + 1
        return out


def parse_board(text: str, source: str = "<text>") -> Board:
    """Parse and validate a map; raises BoardError naming the place of the first problem."""
    try:
        data = load_text(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        place = f"line {mark.line + 1}, column {mark.column + 1}" if mark is not None else "file"
        raise BoardError(source, place, f"not valid YAML ({getattr(exc, 'problem', exc)})") from None
    return board_from_data(data, source)


def board_from_data(data: Any, source: str = "<data>") -> Board:
    v = _Validator(source)
    top = v.mapping(data, "top level")
    schema = top.get("schema", SCHEMA_VERSION)
    if schema != SCHEMA_VERSION:
        v.fail("key 'schema'", f"unsupported schema {schema!r}", f"{SCHEMA_VERSION}")
    board_id = v.text(top, "id", "top level")
    name = v.text(top, "name", "top level")
    grid = v.grid(v.mapping(v.required(top, "grid", "top level"), "key 'grid'"))
    size = v.mapping(v.required(top, "size", "top level"), "key 'size'")
    cols = v.positive(size, "cols", "size")
    rows = v.positive(size, "rows", "size")
    legend = v.legend(v.required(top, "legend", "top level"), "key 'legend'")
    codes = v.row_codes(v.required(top, "terrain", "top level"), "terrain", legend, cols, rows, allow_none=False)
    terrain = {coord: legend[code] for coord, code in codes.items()}
    for i, item in enumerate(v.sequence(top.get("holes", []), "key 'holes'")):
        coord = v.coord(item, f"holes item {i + 1}", cols, rows)
        terrain.pop(coord, None)
    layers: dict[str, dict[Coord, str]] = {}
    raw_layers = v.mapping(top.get("layers", {}), "key 'layers'")
    for layer_name, spec in raw_layers.items():
        layers[str(layer_name)] = v.layer(str(layer_name), spec, cols, rows, terrain)
    known = {"schema", "id", "name", "grid", "size", "legend", "terrain", "holes", "layers", "notes"}
    for key in top:
        if key not in known:
            v.fail(f"key {key!r}", "unknown key", "one of " + ", ".join(sorted(known)))
    return Board(board_id, name, grid, cols, rows, terrain, layers, source)


class _Validator:
    def __init__(self, source: str) -> None:
        self.source = source

    def fail(self, place: str, problem: str, expected: str) -> NoReturn:
        raise BoardError(self.source, place, f"{problem}; expected {expected}")

    def mapping(self, value: Any, place: str) -> dict[Any, Any]:
        if not isinstance(value, dict):
            self.fail(place, f"found {type(value).__name__}", "a mapping of keys to values")
        return value

    def sequence(self, value: Any, place: str) -> list[Any]:
        if not isinstance(value, list):
            self.fail(place, f"found {type(value).__name__}", "a list")
        return value

    def required(self, data: dict[Any, Any], key: str, place: str) -> Any:
        if key not in data:
            self.fail(place, f"missing key '{key}'", f"'{key}' to be present")
        return data[key]

    def text(self, data: dict[Any, Any], key: str, place: str) -> str:
        value = self.required(data, key, place)
        if not isinstance(value, str) or not value.strip():
            self.fail(f"key '{key}'", f"found {value!r}", "a non-empty string")
        return str(value)

    def positive(self, data: dict[Any, Any], key: str, place: str) -> int:
        value = self.required(data, key, place)
        if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= 500:
            self.fail(f"key '{place}.{key}'", f"found {value!r}", "a whole number from 1 to 500")
        return int(value)

    def grid(self, data: dict[Any, Any]) -> GridSpec:
        kind = self.choice(self.required(data, "kind", "key 'grid'"), GridKind, "grid.kind")
        if kind is GridKind.SQUARE:
            return GridSpec(kind)
        orientation = self.choice(data.get("orientation", "flat"), Orientation, "grid.orientation")
        parity = self.choice(data.get("offset", "odd"), Parity, "grid.offset")
        return GridSpec(kind, orientation, parity)

    def choice(self, value: Any, options: type[E], key: str) -> E:
        """One of an enumeration's values, given as its text (anything else, a mapping or a list included, is
        refused naming the key)."""
        for option in options:
            if isinstance(value, str) and value == option.value:
                return option
        names = " or ".join(repr(option.value) for option in options)
        self.fail(f"key '{key}'", f"found {_shown(value)}", names)

    def legend(self, value: Any, place: str) -> dict[str, str]:
        data = self.mapping(value, place)
        if not data:
            self.fail(place, "empty legend", "at least one code")
        out: dict[str, str] = {}
        for code, name in data.items():
            code_s = str(code)
            if not code_s or code_s != code_s.strip():
                self.fail(f"{place} code {code!r}", "codes may not be blank or hold spaces", "a short code")
            if not isinstance(name, str) or not name:
                self.fail(f"{place} code {code!r}", f"found {name!r}", "a terrain or label name")
            out[code_s] = name
        return out

    def split_row(self, row: str, single_char: bool) -> list[str]:
        return list(row) if single_char else row.split()

    def row_codes(
        self, value: Any, place: str, legend: Mapping[str, str], cols: int, rows: int, allow_none: bool
    ) -> dict[Coord, str]:
        lines = value.splitlines() if isinstance(value, str) else self.sequence(value, f"key '{place}'")
        if len(lines) != rows:
            self.fail(f"key '{place}'", f"{len(lines)} rows", f"{rows} rows (size.rows)")
        single = all(len(code) == 1 for code in legend)
        out: dict[Coord, str] = {}
        for r, line in enumerate(lines):
            if not isinstance(line, str):
                self.fail(f"{place} row {r}", f"found {line!r}", "a string of codes")
            codes = self.split_row(line, single)
            if len(codes) != cols:
                self.fail(f"{place} row {r}", f"{len(codes)} cells", f"{cols} cells (size.cols)")
            for c, code in enumerate(codes):
                if allow_none and code == NO_LABEL:
                    continue
                if code not in legend:
                    allowed = " ".join(sorted(legend)) + (f" {NO_LABEL}" if allow_none else "")
                    self.fail(f"{place} row {r}, column {c}", f"unknown code {code!r}", f"one of {allowed}")
                out[(c, r)] = code
        return out

    def coord(self, value: Any, place: str, cols: int, rows: int) -> Coord:
        ok = (
            isinstance(value, list)
            and len(value) == 2
            and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
        )
        if not ok:
            self.fail(place, f"found {value!r}", "[column, row]")
        c, r = int(value[0]), int(value[1])
        if not (0 <= c < cols and 0 <= r < rows):
            self.fail(place, f"({c}, {r}) is off the board", f"column 0-{cols - 1}, row 0-{rows - 1}")
        return c, r

    def layer(
        self, name: str, spec: Any, cols: int, rows: int, terrain: Mapping[Coord, str]
    ) -> dict[Coord, str]:
        place = f"layer '{name}'"
        data = self.mapping(spec, place)
        out: dict[Coord, str] = {}
        if "rows" in data:
            legend = self.legend(self.required(data, "legend", place), f"{place} legend")
            for coord, code in self.row_codes(data["rows"], place, legend, cols, rows, True).items():
                out[coord] = legend[code]
        elif "cells" in data:
            for label, items in self.mapping(data["cells"], f"{place} cells").items():
                for i, item in enumerate(self.sequence(items, f"{place} label {label!r}")):
                    out[self.coord(item, f"{place} label {label!r} item {i + 1}", cols, rows)] = str(label)
        else:
            self.fail(place, "neither 'rows' nor 'cells'", "'rows' with a 'legend', or 'cells'")
        for coord in out:
            if coord not in terrain:
                self.fail(f"{place} at column {coord[0]}, row {coord[1]}", "cell is a hole", "a cell on the board")
        return out
