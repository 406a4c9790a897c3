"""Refusals shared by every game: clause + sentence in the player's language."""

from __future__ import annotations

import pytest

from arcade.core.rules import IllegalAction, MessageCatalog, Rejection


def test_catalog_renders_both_languages_with_wording() -> None:
    catalog = MessageCatalog({"far": {"en": "At most {n} {unit}.", "fr": "Au plus {n} {unit}."}},
                             lambda params, lang: {"unit": {"en": "squares", "fr": "cases"}[lang]})
    refusal = catalog.reject("X.MOVE.3", "far", {"n": 2})
    assert refusal.text() == "At most 2 squares. (X.MOVE.3)" == str(refusal)
    assert refusal.text("fr") == "Au plus 2 cases. (X.MOVE.3)"
    assert refusal.text("de") == refusal.text("en")
    assert refusal == Rejection("X.MOVE.3", "far", {"n": 2})  # the catalog does not take part in equality
    with pytest.raises(IllegalAction, match="X.MOVE.3"):
        raise IllegalAction(refusal)


def test_catalog_refuses_missing_language_or_key() -> None:
    with pytest.raises(ValueError, match="both languages"):
        MessageCatalog({"only_en": {"en": "Hi"}})
    with pytest.raises(KeyError):
        MessageCatalog({}).reject("X.1", "nope")
