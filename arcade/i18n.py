"""French and English text through pygame-gui's translation mechanism (python-i18n under the hood).

Strings live in `assets/i18n/arcade.<lang>.json`; games may add their own `<game>.<lang>.json` there. Keys are
written without the namespace: `t("start")` looks up `arcade.start`. pygame-gui widgets given
`"arcade.start"` switch language together with everything drawn through `t()` when `set_language` is called.
"""

from __future__ import annotations

from typing import Any

import i18n
import pygame_gui
from pygame_gui.core.utility import translate

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


def t(text_key: str, /, namespace: str = "arcade", **values: Any) -> str:
    """Translate; values fill %{placeholders} (any name, `name` included)."""
    return str(translate(key(text_key, namespace), **values))
