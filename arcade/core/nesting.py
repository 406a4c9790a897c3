"""How deep a text nests, found by one pass over its characters: no parser, no recursion, no object built.

Recursive parsers (PyYAML's composer, `json.loads`) overflow the stack on text nested thousands of levels deep,
and libyaml itself refuses past 1,000 levels with an error that the pure-Python reader then re-reads recursively.
So every text is measured here first, and what nests too deep is refused before any parser sees it. The count is
an upper bound: it may count a level too many (an unbalanced bracket inside a plain YAML word), never one too
few, so a refusal here only ever meets files that no honest program writes.
"""

from __future__ import annotations

import re

_BLOCK_SCALAR = re.compile(r"(^|\s)[|>][0-9+-]*\s*(#.*)?$")
_INDICATORS = re.compile(r"(?:[-?:](?:\s+|$))*")


def json_depth(text: str) -> int:
    """The deepest nesting of brackets and braces in JSON text, strings skipped."""
    depth = deepest = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif ch in "]}":
            depth -= 1
    return deepest


def yaml_depth(text: str) -> int:
    """An upper bound of how deep YAML text nests: flow brackets, block indentation and compact `- ` / `? ` / `: `
    indicators, with quoted scalars, comments and block scalars (`|`, `>`) skipped."""
    deepest = flow = 0
    quote = ""  # the quote character of a quoted scalar under way (it may run over lines)
    indents: list[int] = []  # the block indentations open above this line
    scalar_indent = -1  # inside a block scalar: the indentation of the line that opened it
    for raw in text.splitlines():
        line = raw.rstrip()
        indent = len(line) - len(line.lstrip(" "))
        if scalar_indent >= 0:
            if not line.strip() or indent > scalar_indent:
                continue
            scalar_indent = -1
        if not quote and flow == 0 and line.strip() and not line.lstrip().startswith("#"):
            while indents and indents[-1] >= indent:
                indents.pop()
            indents.append(indent)
            compact = _INDICATORS.match(line, indent)
            block = 2 * len(indents) + (compact.group(0).count(" ") + 1 if compact else 1)
        else:
            block = 2 * len(indents) + 1
        previous = " "
        i = 0
        while i < len(line):
            ch = line[i]
            if quote:
                if quote == '"' and ch == "\\":
                    i += 1
                elif ch == quote:
                    if quote == "'" and line[i + 1: i + 2] == "'":
                        i += 1
                    else:
                        quote = ""
            elif ch == "#" and previous.isspace():
                break
            elif ch in "'\"" and (previous.isspace() or previous in "[{,:-?"):
                quote = ch
            elif ch in "[{":
                flow += 1
                deepest = max(deepest, block + flow)
            elif ch in "]}":
                flow = max(0, flow - 1)
            previous = ch
            i += 1
        deepest = max(deepest, block)
        if not quote and flow == 0 and _BLOCK_SCALAR.search(line):
            scalar_indent = indent
    return deepest
