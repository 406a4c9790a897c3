"""The error of a map that cannot be used: apart from the maps' parser, so that the launcher and the set-ups can
name it without loading the parser before the first frame."""

from __future__ import annotations


class BoardError(ValueError):
    """A map that cannot be used; `str()` reads "file: place: problem (expected ...)"."""

    def __init__(self, source: str, place: str, problem: str) -> None:
        self.source, self.place, self.problem = source, place, problem
        super().__init__(f"{source}: {place}: {problem}")
