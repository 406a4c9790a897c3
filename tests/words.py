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


def catalog_text(dotted: str, namespace: str, lang: str) -> str:
    """A text of the game's catalog, else of the suite's, straight from the files ("" when neither has it)."""
    import json

    from arcade.paths import ASSETS

    for name in (namespace, "arcade"):
        node: object = json.loads((ASSETS / "i18n" / f"{name}.{lang}.json").read_text(encoding="utf-8"))[lang]
        for part in dotted.split("."):
            node = node.get(part) if isinstance(node, dict) else None
        if isinstance(node, str) and node:
            return node
    return ""
