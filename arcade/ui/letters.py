"""The letters of moves as players type and read them: one set for the whole suite in each language, so that
Interceptor's orders and Asteroyds' programs agree (forward, left, right, turn-about…: A G D T in French, F L R U in
English). Each game keeps its own notation inside, as its rules and records write it; its table translates at the
edge, what is typed and what is shown."""

from __future__ import annotations

from collections.abc import Mapping

from arcade.i18n import t

#: What a letter can mean, each with its catalog text `letter_<meaning>`.
MEANINGS = ("forward", "left", "right", "loop", "turnabout", "hold_fire", "shoot", "nothing", "power")


class Letters:
    """One game's codes (its rules' notation) and what each means."""

    def __init__(self, meanings: Mapping[str, str]) -> None:
        assert set(meanings.values()) <= set(MEANINGS), meanings
        self.meanings = dict(meanings)

    def shown(self, code: str) -> str:
        """The letter players read for one of the game's codes (anything else as it is)."""
        meaning = self.meanings.get(code)
        return t(f"letter_{meaning}") if meaning else code

    def code(self, letter: str) -> str | None:
        """The game's code for a letter typed in the table's language (None: not one of its letters)."""
        typed = letter.upper()
        return next((code for code in self.meanings if self.shown(code) == typed), None)

    def to_table(self, codes: str) -> str:
        """Codes in the rules' notation, as players read them."""
        return "".join(self.shown(c) for c in codes)
