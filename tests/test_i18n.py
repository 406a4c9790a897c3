"""Every UI string exists in French and English, and switching language switches widgets and drawn text."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pygame_gui

from arcade import i18n
from tests.harness import Harness

ROOT = Path(__file__).resolve().parents[1]


def strings(lang: str) -> dict[str, str]:
    return json.loads((ROOT / "assets" / "i18n" / f"arcade.{lang}.json").read_text())[lang]  # type: ignore[no-any-return]


def test_both_languages_have_the_same_keys_and_placeholders() -> None:
    en, fr = strings("en"), strings("fr")
    assert set(en) == set(fr)
    for k in en:
        assert set(re.findall(r"%\{(\w+)\}", en[k])) == set(re.findall(r"%\{(\w+)\}", fr[k])), k
        assert fr[k].strip(), k


def test_every_key_used_in_the_code_exists() -> None:
    used: set[str] = set()
    for path in (ROOT / "arcade").rglob("*.py"):
        text = path.read_text()
        used |= set(re.findall(r"\bt\(\s*\"([a-z_]+)\"", text))
        used |= set(re.findall(r"\bkey\(\s*\"([a-z_]+)\"", text))
    en = strings("en")
    missing = sorted(k for k in used if k not in en)
    assert not missing
    from arcade.ui.theme import SIDES

    assert all(f"side_{s}" in en for s in SIDES)
    assert all(f"lang_{code}" in en for code in ("en", "fr"))


def test_switching_language_switches_widget_and_drawn_text(harness: Harness) -> None:
    launcher = harness.top
    button = next(b for b in launcher.actions if isinstance(b, pygame_gui.elements.UIButton)  # type: ignore[attr-defined]
                  and b.text == "arcade.settings")
    assert i18n.t("settings") == "Settings" and button.drawable_shape.theming["text"] == "Settings"
    i18n.set_language("fr")
    harness.step()
    assert i18n.t("settings") == "Réglages" and i18n.language() == "fr"
    assert button.drawable_shape.theming["text"] == "Réglages"  # the widget re-translated itself
    assert i18n.t("pass_to", name="Zoé") == "Au tour de Zoé"
    i18n.set_language("en")
    assert i18n.t("pass_to", name="Zoé") == "Pass to Zoé"
