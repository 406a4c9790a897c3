"""Map loading: the schema, validation messages that name file, place and expectation, and every shipped map."""

from __future__ import annotations

from pathlib import Path

import pytest

from arcade.boards import board_files, load_board_file
from arcade.core.board import GridKind, parse_board
from arcade.core.board_error import BoardError
from arcade.core.hexgrid import Orientation, Parity, distance

SHARED = Path(__file__).resolve().parents[3] / "shared" / "data"

GOOD = """
schema: 1
id: t
name: Test
grid: {kind: hex, orientation: pointy, offset: even}
size: {cols: 4, rows: 3}
legend: {".": sea, "$": plain}
terrain:
  - "..$$"
  - ".$$$"
  - "$$$$"
holes: [[0, 0]]
layers:
  zones: {legend: {A: alpha, B: beta}, rows: [".A..", "..B.", "...."]}
  start: {cells: {red: [[1, 1]], blue: [[3, 2], [2, 2]]}}
"""


def test_every_shipped_board_loads() -> None:
    files = board_files()
    assert files, "boards/ holds at least one map"
    for path in files:
        board = load_board_file(path)
        assert board.id == path.stem
        assert sum(1 for _ in board.cells()) == len(board.terrain) > 0


def test_typed_model_of_a_good_map() -> None:
    b = parse_board(GOOD, "good.yaml")
    assert b.grid.kind is GridKind.HEX
    assert b.grid.orientation is Orientation.POINTY and b.grid.parity is Parity.EVEN
    assert (b.cols, b.rows) == (4, 3)
    assert not b.contains(0, 0) and b.contains(1, 0)
    assert b.terrain_at(2, 0) == "plain" and b.terrain_at(1, 0) == "sea"
    assert b.layer("zones") == {(1, 0): "alpha", (2, 1): "beta"}
    assert b.layer("start") == {(1, 1): "red", (3, 2): "blue", (2, 2): "blue"}
    assert b.layer("absent") == {}
    assert b.counts() == {"sea": 2, "plain": 9}
    assert b.from_axial(b.to_axial(3, 2)) == (3, 2)


def test_multi_character_codes_are_whitespace_separated() -> None:
    text = """
id: sq
name: Square
grid: {kind: square}
size: {cols: 3, rows: 2}
legend: {sea: water, isl: island, po: port}
terrain: ["sea isl po", "sea sea sea"]
"""
    b = parse_board(text, "sq.yaml")
    assert b.grid.kind is GridKind.SQUARE
    assert b.terrain_at(1, 0) == "island" and b.terrain_at(2, 0) == "port"


def replace(old: str, new: str) -> str:
    assert old in GOOD
    return GOOD.replace(old, new, 1)


@pytest.mark.parametrize(
    ("text", "place", "expected"),
    [
        ("id: [unclosed", "line 1", "not valid YAML"),
        ("- a list", "top level", "a mapping"),
        (replace("id: t\n", ""), "top level", "'id'"),
        (replace("kind: hex", "kind: hexagon"), "grid.kind", "'hex' or 'square'"),
        (replace("orientation: pointy", "orientation: sideways"), "grid.orientation", "'flat' or 'pointy'"),
        (replace("offset: even", "offset: 3"), "grid.offset", "'odd' or 'even'"),
        (replace("cols: 4", "cols: 0"), "size.cols", "a whole number from 1 to 500"),
        (replace('  - "$$$$"\n', ""), "terrain", "3 rows"),
        (replace('".$$$"', '".$$$$"'), "terrain row 1", "4 cells"),
        (replace('".$$$"', '".$Q$"'), "terrain row 1, column 2", "one of $ ."),
        (replace("holes: [[0, 0]]", "holes: [[9, 0]]"), "holes item 1", "column 0-3, row 0-2"),
        (replace("holes: [[0, 0]]", "holes: [[0]]"), "holes item 1", "[column, row]"),
        (replace('".A.."', '".Z.."'), "layer 'zones' row 0, column 1", "one of A B ."),
        (replace("red: [[1, 1]]", "red: [[0, 0]]"), "layer 'start' at column 0, row 0", "a cell on the board"),
        (replace("start: {cells:", "start: {points:"), "layer 'start'", "'rows' with a 'legend', or 'cells'"),
        (replace("schema: 1", "schema: 2"), "key 'schema'", "1"),
        (GOOD + "colour: blue\n", "key 'colour'", "one of"),
    ],
)
def test_errors_name_file_place_and_expectation(text: str, place: str, expected: str) -> None:
    with pytest.raises(BoardError) as info:
        parse_board(text, "boards/broken.yaml")
    message = str(info.value)
    assert message.startswith("boards/broken.yaml: ")
    assert place in info.value.place, message
    assert expected in message


def test_unreadable_file_is_a_board_error(tmp_path: Path) -> None:
    bad = tmp_path / "binary.yaml"
    bad.write_bytes(b"\xff\xfe\x00junk")
    with pytest.raises(BoardError, match="binary.yaml: file: cannot be read"):
        load_board_file(bad)
    with pytest.raises(BoardError, match="missing.yaml"):
        load_board_file(tmp_path / "missing.yaml")


def test_hostile_yaml_tags_are_refused() -> None:
    with pytest.raises(BoardError, match="not valid YAML"):
        parse_board("!!python/object/apply:os.system ['echo pwned']", "evil.yaml")


@pytest.mark.skipif(not SHARED.exists(), reason="shared/data is beside the checkout in CI and sessions")
def test_fmp_board_matches_shared_data_hex_by_hex() -> None:
    board = load_board_file(Path(__file__).resolve().parents[2] / "boards" / "fmp.yaml")
    codes = {".": "sea", "$": "plain", "%": "marsh", "#": "mountain", "*": "reef"}
    terrain = (SHARED / "fmp_board_37x23.txt").read_text().splitlines()
    zones = (SHARED / "fmp_zones_37x23.txt").read_text().splitlines()
    assert (board.cols, board.rows) == (37, 23)
    assert board.grid.orientation is Orientation.FLAT and board.grid.parity is Parity.ODD
    for r in range(23):
        for c in range(37):
            assert board.terrain_at(c, r) == codes[terrain[r][c]], (c, r)
            z = zones[r][c]
            expected = None if z == "." else (z if z.isupper() else f"{z.upper()}-reef")
            assert board.layer("zones").get((c, r)) == expected, (c, r)
    assert board.counts() == {"plain": 401, "sea": 231, "marsh": 102, "mountain": 72, "reef": 45}
    # odd columns are shifted down: (1, 0) touches (0, 0) and (0, 1)
    assert distance(board.to_axial(1, 0), board.to_axial(0, 1)) == 1
