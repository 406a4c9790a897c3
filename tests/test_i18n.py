"""Every UI string exists in French and English, and switching language switches widgets and drawn text."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path
from typing import Any

import pygame_gui

from arcade import i18n
from tests.harness import Harness

ROOT = Path(__file__).resolve().parents[1]


PLURALS = {"zero", "one", "few", "many", "other"}


def flatten(tree: dict[str, Any], prefix: str = "") -> dict[str, str]:
    """Nested catalogs as dotted keys ("refuse.too_far"); a plural entry is one key with its forms joined."""
    out: dict[str, str] = {}
    for k, v in tree.items():
        if isinstance(v, dict) and len(PLURALS & set(v)) >= 2:
            out[prefix + k] = " | ".join(v[form] for form in sorted(v))
        elif isinstance(v, dict):
            out.update(flatten(v, f"{prefix}{k}."))
        else:
            out[prefix + k] = v
    return out


def strings(lang: str, namespace: str = "arcade") -> dict[str, str]:
    path = ROOT / "assets" / "i18n" / f"{namespace}.{lang}.json"
    return flatten(json.loads(path.read_text())[lang])


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
        used = set(re.findall(r"\b(?:t|tr|key)\(\s*\"([a-z_.]+)\"", text))
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
    assert button.drawable_shape is not None
    assert i18n.t("settings") == "Settings" and button.drawable_shape.theming["text"] == "Settings"
    i18n.set_language("fr")
    harness.step()
    assert i18n.t("settings") == "Réglages" and i18n.language() == "fr"
    assert button.drawable_shape is not None
    assert button.drawable_shape.theming["text"] == "Réglages"  # the widget re-translated itself
    assert i18n.t("pass_to", name="Zoé") == "Au tour de Zoé"
    i18n.set_language("en")
    assert i18n.t("pass_to", name="Zoé") == "Pass to Zoé"


def refusal_keys(path: Path) -> list[tuple[str, str]]:
    """(key, how it is written) of every refusal a rules module can make: reject("CLAUSE", "key") and
    Rejection("CLAUSE", "key"); an f-string key counts by its literal prefix."""
    found: list[tuple[str, str]] = []
    for node in ast.walk(ast.parse(path.read_text())):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id in ("reject", "Rejection") and len(node.args) >= 2):
            continue
        arg = node.args[1]
        if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
            found.append((arg.value, "exact"))
        elif isinstance(arg, ast.JoinedStr) and isinstance(arg.values[0], ast.Constant):
            found.append((str(arg.values[0].value), "prefix"))
    return found


def test_every_refusal_a_rules_engine_makes_has_its_sentence_in_both_languages() -> None:
    generic = {k.split(".", 1)[1] for k in strings("en") if k.startswith("refuse.")}
    assert {"malformed", "not_your_turn", "game_over", "table_only", "players_only"} <= generic
    for game in sorted(p.name for p in (ROOT / "arcade" / "games").iterdir() if (p / "rules").is_dir()):
        assert game in NAMESPACES, f"{game} has rules but no assets/i18n/{game}.en.json for its refusals"
        for lang in ("en", "fr"):
            sentences = {k.split(".", 1)[1] for k in strings(lang, game) if k.startswith("refuse.")} | generic
            missing = []
            for path in sorted((ROOT / "arcade" / "games" / game / "rules").glob("*.py")):
                for key, how in refusal_keys(path):
                    ok = key in sentences if how == "exact" else any(s.startswith(key) for s in sentences)
                    if not ok:
                        missing.append(f"{path.name}: {key}")
            assert missing == [], (game, lang)


def test_every_character_of_every_text_has_a_glyph_in_the_suite_font() -> None:
    """Found at the table: ⚠, ⌫, ⟲ and ★ are not in Noto Sans and showed as empty boxes."""
    import pygame

    from arcade.ui import theme

    pygame.font.init()
    face = theme.font(20)

    def picture(c: str) -> bytes:
        return pygame.image.tobytes(face.render(c, False, (255, 255, 255), (0, 0, 0)), "RGB")

    box = picture("\uffff")  # what a character without a glyph looks like
    seen: dict[str, bool] = {}
    for ns in NAMESPACES:
        for lang in ("en", "fr"):
            for k, text in strings(lang, ns).items():
                for c in set(text) - set(seen):
                    seen[c] = c.isspace() or picture(c) != box
                bad = sorted(c for c in set(text) if not seen[c])
                assert bad == [], (ns, lang, k, bad)
    for path in sorted((ROOT / "assets" / "rules").glob("*.md")):  # the rules reference, and its bullet
        text = path.read_text(encoding="utf-8") + "•"
        for c in set(text) - set(seen):
            seen[c] = c.isspace() or picture(c) != box
        assert sorted(c for c in set(text) if not seen[c]) == [], path.name


#: Counts that are never 1 (a fixed number, an index, a threshold of two or more) or a unit symbol ("%{n} s").
NEVER_ONE = {"players_fixed", "pin_wait", "need_stars", "roster_hint", "refuse.retreat_not_yet", "advice_fire",
             "advice_cannon", "refuse.discard_first", "refuse.allowance"}


def plain_texts(node: object, where: str = "") -> list[tuple[str, str]]:
    """(key, text) of every text of a catalog that is not a plural form (those the translator picks by count)."""
    if isinstance(node, dict):
        if set(node) <= {"zero", "one", "few", "many", "other"}:
            return []
        return [item for key, value in node.items() for item in plain_texts(value, f"{where}.{key}" if where else key)]
    return [(where, node)] if isinstance(node, str) else []


def test_every_count_before_a_plural_word_has_its_singular_form() -> None:
    """"1 points", "1 marins"; a text that puts a count before a plural word words the singular too."""
    count = re.compile(r"%\{(?:n|count)\}\s+(\w+)")
    missing = []
    for path in sorted((ROOT / "assets" / "i18n").glob("*.json")):
        lang = path.stem.split(".")[1]
        for key, text in plain_texts(json.loads(path.read_text(encoding="utf-8"))[lang]):
            if key not in NEVER_ONE and any(word.endswith(("s", "x")) for word in count.findall(text)):
                missing.append(f"{path.name}: {key}")
    assert not missing, missing
