"""The players' rules reference of each game (`assets/rules/<game>.<lang>.md`): read, checked and searched here, with
no pygame, so the window that shows it and the tests see the same document.

The format is deliberately small: a `# title`, `## sections`, paragraphs separated by blank lines, a paragraph that
states a clause of the specification starting with its ID in brackets (`[INT.FIX.2] ...`), and `- ` bullet lines.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from pathlib import Path

from arcade.paths import ASSETS
from arcade.saves.files import read_text

RULES_DIR = ASSETS / "rules"
MAX_BYTES = 400_000
CLAUSE = re.compile(r"\[([A-Z]{3}\.[A-Z]+\.\d+)\] ")


class ReferenceError(ValueError):
    """A rules file that cannot be shown: says which file, which line and what is wrong."""


@dataclass(frozen=True)
class Paragraph:
    section: int  # index into RulesDoc.sections
    clause: str | None
    lines: tuple[str, ...]  # text lines; a bullet line keeps its "- "

    @property
    def text(self) -> str:
        return " ".join(self.lines)


@dataclass(frozen=True)
class RulesDoc:
    title: str
    sections: tuple[str, ...]
    paragraphs: tuple[Paragraph, ...]

    def clauses(self) -> list[str]:
        return [p.clause for p in self.paragraphs if p.clause]

    def index_of(self, clause: str) -> int | None:
        """The paragraph stating `clause`, or None."""
        return next((i for i, p in enumerate(self.paragraphs) if p.clause == clause), None)

    def search(self, query: str) -> list[int]:
        """Paragraphs holding every word of the query (case and accents ignored; a clause ID matches too)."""
        words = fold(query).split()
        if not words:
            return []
        found = []
        for i, p in enumerate(self.paragraphs):
            haystack = fold(f"{p.clause or ''} {self.sections[p.section]} {p.text}")
            if all(w in haystack for w in words):
                found.append(i)
        return found


def fold(text: str) -> str:
    """Lower case without accents, for searching ("Marée" finds "maree")."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def parse(text: str, source: str) -> RulesDoc:
    title = ""
    sections: list[str] = []
    paragraphs: list[Paragraph] = []
    block: list[str] = []
    seen: set[str] = set()

    def close(line_no: int) -> None:
        if not block:
            return
        first = block[0]
        clause = None
        match = CLAUSE.match(first)
        if match:
            clause = match.group(1)
            if clause in seen:
                raise ReferenceError(f"{source}, line {line_no}: {clause} appears twice")
            seen.add(clause)
            first = first[match.end():]
        if not sections:
            sections.append(title)
        paragraphs.append(Paragraph(len(sections) - 1, clause, (first, *block[1:])))
        block.clear()

    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if line.startswith("## "):
            close(number)
            sections.append(line[3:].strip())
        elif line.startswith("# "):
            if title:
                raise ReferenceError(f"{source}, line {number}: a second title")
            title = line[2:].strip()
        elif not line:
            close(number)
        else:
            if not title:
                raise ReferenceError(f"{source}, line {number}: the file must start with '# title'")
            if block and block[-1].startswith("- ") and not line.startswith("- "):
                block[-1] += " " + line  # a bullet's next line carries on the bullet
            else:
                block.append(line)
    close(len(text.splitlines()))
    if not title or not paragraphs:
        raise ReferenceError(f"{source}: no title or no text")
    return RulesDoc(title, tuple(sections), tuple(paragraphs))


def reference_path(game_id: str, language: str) -> Path:
    return RULES_DIR / f"{game_id}.{language}.md"


def load(game_id: str, language: str) -> RulesDoc:
    """The game's rules in the language (English when that language has none); ReferenceError when missing or
    unreadable."""
    path = reference_path(game_id, language)
    if not path.exists():
        path = reference_path(game_id, "en")
    try:
        text = read_text(path, MAX_BYTES)
    except (OSError, UnicodeDecodeError) as exc:
        raise ReferenceError(f"{path.name} cannot be read ({exc.__class__.__name__})") from None
    return parse(text, path.name)


def has_reference(game_id: str) -> bool:
    return reference_path(game_id, "en").exists()
