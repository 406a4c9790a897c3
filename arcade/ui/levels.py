"""Who may play a seat, and how a seat is named: words the launcher's saved games need on its first frame, kept
apart from the computer seats' worker (which loads the bots and the process pool)."""

from __future__ import annotations

from arcade.i18n import t
from arcade.match import LEVELS

#: Who may play a seat: a person, or the computer at a level (the set-up's and F9's choices).
CONTROLLERS = ("person", *LEVELS)


def seat_name(name: str, level: str | None) -> str:
    """A seat as the players read it wherever it is named: a computer seat says so, with its level."""
    return t("computer_seat", name=name, level=t(f"level_{level}")) if level in LEVELS else name
