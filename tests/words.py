"""Test helper: a refusal as the sentence a player reads (through the game's translation catalog)."""

from __future__ import annotations

from arcade import i18n
from arcade.core.protocol import Rejection


def say(rejection: Rejection | None, namespace: str = "arcade", lang: str = "en") -> str:
    """The refusal's sentence with its clause, in `lang` (the namespace is taken from the clause's game)."""
    assert rejection is not None, "expected a refusal"
    games = {"APO": "apophis", "PMF": "playmoflotte", "FMP": "fmp", "INT": "interceptor", "AST": "asteroyds"}
    namespace = games.get(rejection.clause.split(".")[0], namespace)
    i18n.setup(lang)
    try:
        return i18n.refusal_text(rejection, namespace)
    finally:
        i18n.setup("en")
