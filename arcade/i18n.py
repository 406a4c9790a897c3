"""French and English text through pygame-gui's translation mechanism (python-i18n under the hood).

Strings live in `assets/i18n/arcade.<lang>.json`; games may add their own `<game>.<lang>.json` there. Keys are
written without the namespace: `t("start")` looks up `arcade.start`. pygame-gui widgets given
`"arcade.start"` switch language together with everything drawn through `t()` when `set_language` is called.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import i18n
import pygame_gui
from pygame_gui.core.utility import translate

from arcade.core.protocol import Rejection, Term
from arcade.paths import ASSETS

_I18N_DIR = str(ASSETS / "i18n")
_manager: pygame_gui.UIManager | None = None


def setup(language: str) -> None:
    if _I18N_DIR not in i18n.load_path:
        i18n.load_path.append(_I18N_DIR)
    i18n.set("file_format", "json")
    i18n.set("fallback", "en")
    i18n.set("locale", language)


def bind(manager: pygame_gui.UIManager) -> None:
    """Make `set_language` also re-translate this manager's widgets."""
    global _manager
    _manager = manager


def set_language(language: str) -> None:
    if _manager is not None:
        _manager.set_locale(language)
    i18n.set("locale", language)


def language() -> str:
    return str(i18n.get("locale"))


def key(text_key: str, namespace: str = "arcade") -> str:
    """The full key for a pygame-gui widget's text."""
    return f"{namespace}.{text_key}"


def t(text_key: str, namespace: str = "arcade", /, **values: Any) -> str:
    """Translate; values fill %{placeholders} (any name, `name` included). A number `n` also chooses the plural
    form of a text that has one (the translator calls it `count`)."""
    if "n" in values:
        values.setdefault("count", values["n"])
    return str(translate(key(text_key, namespace), **values))


def translator(namespace: str) -> Callable[..., str]:
    """`t` bound to one game's namespace: `tr = translator(NS)`, then `tr(text_key, **values)`."""

    def tr(text_key: str, /, **values: Any) -> str:
        return t(text_key, namespace, **values)

    return tr


def lookup(text_key: str, namespace: str, **values: Any) -> str:
    """The game's own text, else the suite's (generic refusals, shared terms)."""
    text = t(text_key, namespace, **values)
    if text == key(text_key, namespace) and namespace != "arcade":
        text = t(text_key, "arcade", **values)
    return text


def refusal(rejection: Rejection, namespace: str) -> str:
    """A refusal's sentence in the current language, its terms worded ("a large green section")."""
    values: dict[str, Any] = {}
    for name, value in rejection.params.items():
        if isinstance(value, Term):
            extra = {} if value.count is None else {"count": value.count}
            values[name] = lookup(f"term.{value.key}", namespace, **extra)
        else:
            values[name] = value
    if isinstance(values.get("n"), int):
        values.setdefault("count", values["n"])  # plural forms follow n
    return lookup(f"refuse.{rejection.key}", namespace, **values)


def refusal_text(rejection: Rejection, namespace: str) -> str:
    """The sentence followed by its clause, "... (APO.BUILD.3)"."""
    sentence = refusal(rejection, namespace)
    return f"{sentence} ({rejection.clause})" if rejection.clause else sentence
