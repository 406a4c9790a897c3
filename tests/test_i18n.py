"""Every UI string exists in French and English, and switching language switches widgets and drawn text."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pygame_gui

from arcade import i18n
from tests.harness import Harness

ROOT = Path(__file__).resolve().parents[1]


def strings(lang: str, namespace: str = "arcade") -> dict[str, str]:
    path = ROOT / "assets" / "i18n" / f"{namespace}.{lang}.json"
    return json.loads(path.read_text())[lang]  # type: ignore[no-any-return]


NAMESPACES = sorted({p.name.split(".")[0] for p in (ROOT / "assets" / "i18n").glob("*.en.json")})


def test_both_languages_have_the_same_keys_and_placeholders() -> None:
    assert "arcade" in NAMESPACES
    for ns in NAMESPACES:
        en, fr = strings("en", ns), strings("fr", ns)
        assert set(en) == set(fr), ns
        for k in en:
            assert set(re.findall(r"%\{(\w+)\}", en[k])) == set(re.findall(r"%\{(\w+)\}", fr[k])), (ns, k)
            assert fr[k].strip(), (ns, k)


def test_every_key_used_in_the_code_exists() -> None:
    """Keys in arcade/games/<id>/ may come from that game's file or the suite's; elsewhere from the suite's."""
    missing = []
    for path in (ROOT / "arcade").rglob("*.py"):
        text = path.read_text()
        used = set(re.findall(r"\b(?:t|tr|key)\(\s*\"([a-z_]+)\"", text))
        parts = path.relative_to(ROOT / "arcade").parts
        known = set(strings("en"))
        if parts[0] == "games" and len(parts) > 2 and parts[1] in NAMESPACES:
            known |= set(strings("en", parts[1]))
        missing += [f"{path.name}: {k}" for k in sorted(used - known)]
    assert missing == []
    from arcade.ui.theme import SIDES

    en = strings("en")
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
