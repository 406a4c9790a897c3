"""User settings (language, display, sound, kiosk), kept as YAML in the per-user folder."""

from __future__ import annotations

import locale
import os
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path
from typing import Any

import yaml

from arcade.core.safeyaml import load_text
from arcade.storage import atomic_write, move_aside, read_text

LANGUAGES = ("en", "fr")
DEFAULT_PIN = "0000"


def system_language() -> str:
    """'fr' when the system locale is French, else 'en'."""
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = os.environ.get(var, "")
        if value:
            return "fr" if value.lower().startswith("fr") else "en"
    code = locale.getlocale()[0] or ""
    return "fr" if code.lower().startswith("fr") else "en"


@dataclass(frozen=True)
class Settings:
    language: str = "en"
    fullscreen: bool = False
    volume: int = 70
    muted: bool = False
    kiosk_pin: str = DEFAULT_PIN
    idle_minutes: int = 10

    def validated(self) -> Settings:
        """A copy with every out-of-range value replaced by its default."""
        d = Settings()
        return replace(
            self,
            language=self.language if self.language in LANGUAGES else d.language,
            volume=self.volume if isinstance(self.volume, int) and 0 <= self.volume <= 100 else d.volume,
            kiosk_pin=self.kiosk_pin if self.kiosk_pin.isdigit() and 4 <= len(self.kiosk_pin) <= 8 else d.kiosk_pin,
            idle_minutes=self.idle_minutes
            if isinstance(self.idle_minutes, int) and 1 <= self.idle_minutes <= 120
            else d.idle_minutes,
        )


def _coerce(raw: dict[str, Any]) -> Settings:
    values: dict[str, Any] = {}
    defaults = Settings()
    for f in fields(Settings):
        if f.name not in raw:
            continue
        value, default = raw[f.name], getattr(defaults, f.name)
        if isinstance(default, bool):
            ok = isinstance(value, bool)
        elif isinstance(default, int):
            ok = isinstance(value, int) and not isinstance(value, bool)
        else:
            ok = isinstance(value, str | int) and not isinstance(value, bool)
            value = str(value)
        if ok:
            values[f.name] = value
    return replace(defaults, **values).validated()


class SettingsFile:
    def __init__(self, path: Path) -> None:
        self.path = path
        self.problem: str | None = None

    def load(self) -> Settings:
        """The saved settings; defaults (with the language from the system) when there are none or they are damaged."""
        fresh = Settings(language=system_language())
        if not self.path.exists():
            return fresh
        try:
            raw = load_text(read_text(self.path, 64_000))
            if not isinstance(raw, dict):
                raise ValueError("not a mapping")
        except (OSError, UnicodeDecodeError, yaml.YAMLError, ValueError) as exc:
            moved = move_aside(self.path)
            self.problem = (
                f"{self.path.name} was damaged ({exc}); defaults are used and the file was kept as {moved.name}"
            )
            return fresh
        return _coerce(raw)

    def save(self, settings: Settings) -> None:
        atomic_write(self.path, yaml.safe_dump(asdict(settings), sort_keys=True))
