"""One bounded way to read the YAML the program meets (maps, settings, records, ship types): whatever a file holds,
reading it ends quickly, in little memory, with plain data or a refusal that says what is wrong.

The text is first measured by `arcade.core.nesting` (one pass, no parser) and refused if it nests far deeper than
any honest file, so no recursive parser ever meets it; then it is walked as a stream of parser events (no object
is built) and refused if it uses anchors or aliases (the "billion laughs"), nests deeper, holds more nodes or
longer scalars than a sane file, or writes an integer too long to read back; only then is it loaded with the safe
loader. Files are read by `arcade.saves.files.read_text` (regular files under a size cap only).
"""

from __future__ import annotations

import re
from typing import Any

import yaml

from arcade.core.nesting import yaml_depth

MAX_BYTES = 2_000_000
MAX_DEPTH = 40
MAX_NODES = 400_000
MAX_SCALAR = 20_000
MAX_DIGITS = 60
_INTEGER = re.compile(r"[-+]?(0|[1-9][0-9_]*|0x[0-9a-fA-F_]+|0o?[0-7_]+|0b[01_]+)$")
#: The C loader walks and loads quickly where libyaml is present; the pure-Python parser words the errors players
#: see ("line 1, column 5"), so a text the fast walk cannot parse is walked again by it for its message (an event
#: walk, which keeps its own stack: it cannot recurse).
_FAST: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_LOADER: Any = yaml.SafeLoader


class UnsafeYaml(yaml.YAMLError):
    """YAML the program will not read: `problem` says why in plain words."""

    def __init__(self, problem: str) -> None:
        self.problem = problem
        super().__init__(problem)


def check(text: str, max_depth: int = MAX_DEPTH, max_nodes: int = MAX_NODES, loader: Any = _FAST) -> None:
    """Walk the text's parser events and refuse what no honest file needs."""
    if yaml_depth(text) > 2 * max_depth + 20:  # an upper bound: twice the exact limit leaves honest files alone
        raise UnsafeYaml(f"nested more than {max_depth} levels deep")
    depth = nodes = 0
    for event in yaml.parse(text, Loader=loader):
        if isinstance(event, yaml.AliasEvent) or getattr(event, "anchor", None):
            raise UnsafeYaml("uses anchors or aliases (&, *), which these files never need")
        if isinstance(event, yaml.MappingStartEvent | yaml.SequenceStartEvent):
            depth += 1
            if depth > max_depth:
                raise UnsafeYaml(f"nested more than {max_depth} levels deep")
        elif isinstance(event, yaml.MappingEndEvent | yaml.SequenceEndEvent):
            depth -= 1
        if isinstance(event, yaml.NodeEvent):
            nodes += 1
            if nodes > max_nodes:
                raise UnsafeYaml(f"holds more than {max_nodes} values")
        if isinstance(event, yaml.ScalarEvent):
            value = event.value
            if len(value) > MAX_SCALAR:
                raise UnsafeYaml(f"holds a text longer than {MAX_SCALAR} characters")
            if not event.style and len(value) > MAX_DIGITS and _INTEGER.match(value):
                raise UnsafeYaml(f"holds a number longer than {MAX_DIGITS} digits")


def load_text(text: str, max_depth: int = MAX_DEPTH, max_nodes: int = MAX_NODES) -> Any:
    """Plain data from YAML text, bounded as `check` says; UnsafeYaml or yaml.YAMLError when refused."""
    if len(text) > MAX_BYTES:
        raise UnsafeYaml(f"is larger than {MAX_BYTES // 1_000_000} MB")
    try:
        check(text, max_depth, max_nodes)
    except UnsafeYaml:
        raise
    except yaml.YAMLError as fast:  # not valid YAML: the pure parser says where, in its words
        check(text, max_depth, max_nodes, _LOADER)
        raise fast from None  # (the two parsers disagreed: libyaml's own words then)
    return yaml.load(text, Loader=_FAST)  # noqa: S506 - the safe loader


def describe(exc: BaseException) -> str:
    """A reading error in one short line for players ("expected ',' or ']', line 1, column 16"); the full text
    goes to the log."""
    if isinstance(exc, yaml.YAMLError):
        problem = str(getattr(exc, "problem", None) or exc).splitlines()[0]
        mark = getattr(exc, "problem_mark", None)
        return f"{problem}, line {mark.line + 1}, column {mark.column + 1}" if mark is not None else problem
    text = str(exc).splitlines()[0] if str(exc) else exc.__class__.__name__
    return text if len(text) <= 120 else text[:119] + "…"
