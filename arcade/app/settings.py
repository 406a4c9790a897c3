"""User settings (language, display, sound, kiosk), kept as YAML in the per-user folder."""

from __future__ import annotations

import locale
import os
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path
from typing import Any

import yaml

from arcade.app.kiosk import PinRecord, seal, trusted
from arcade.core.safeyaml import describe, load_text
from arcade.saves.files import atomic_write, move_aside, read_text

LANGUAGES = ("en", "fr")
#: How fast computer seats play at the table.
COMPUTER_PACES = ("slow", "normal", "fast")
#: No organiser's PIN yet: kiosk mode starts locked and asks for one (a guessable default would guard nothing).
DEFAULT_PIN = ""


def valid_pin(pin: str) -> bool:
    """An organiser's PIN: 4 to 8 digits."""
    return pin.isdigit() and 4 <= len(pin) <= 8


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
    computer_pace: str = "normal"
    #: The wrong-PIN wait, kept so a restart gives no free tries, and its seal (see `arcade.app.kiosk`).
    pin_failures: int = 0
    pin_wait_until: int = 0
    pin_seal: str = ""

    def pin_record(self) -> PinRecord | None:
        """The kept wrong-PIN record; None when it was removed or edited without the PIN."""
        record = PinRecord(self.pin_failures, self.pin_wait_until)
        return record if trusted(self.kiosk_pin, record, self.pin_seal) else None

    def with_pin_record(self, record: PinRecord) -> Settings:
        return replace(self, pin_failures=record.failures, pin_wait_until=record.wait_until)

    def sealed(self) -> Settings:
        """A copy whose wrong-PIN record carries the seal of its PIN (as every save writes it)."""
        return replace(self, pin_seal=seal(self.kiosk_pin, PinRecord(self.pin_failures, self.pin_wait_until))
                       if self.kiosk_pin else "")

    def validated(self) -> Settings:
        """A copy with every out-of-range value replaced by its default."""
        d = Settings()
        return replace(
            self,
            language=self.language if self.language in LANGUAGES else d.language,
            volume=self.volume if isinstance(self.volume, int) and 0 <= self.volume <= 100 else d.volume,
            kiosk_pin=self.kiosk_pin if valid_pin(self.kiosk_pin) else d.kiosk_pin,
            idle_minutes=self.idle_minutes
            if isinstance(self.idle_minutes, int) and 1 <= self.idle_minutes <= 120
            else d.idle_minutes,
            computer_pace=self.computer_pace if self.computer_pace in COMPUTER_PACES else d.computer_pace,
            pin_failures=min(max(self.pin_failures, 0), 1_000),
            pin_wait_until=min(max(self.pin_wait_until, 0), 2**40),
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


@dataclass(frozen=True)
class SettingsDamage:
    """What was wrong with the settings file, where it was put (None: it could not be moved) and whether the last
    good settings replaced it (else the defaults)."""

    error: str
    moved_to: str | None
    last_good: bool

    def __str__(self) -> str:
        kept = f"the file was kept as {self.moved_to}" if self.moved_to else "the file could not be moved aside"
        used = "the last good settings are used" if self.last_good else "defaults are used"
        return f"settings.yaml was damaged ({self.error}); {used} and {kept}"


class SettingsFile:
    def __init__(self, path: Path) -> None:
        self.path = path
        self.problem: SettingsDamage | None = None

    @property
    def backup(self) -> Path:
        """The last settings read or written whole: what damage falls back to (the kiosk PIN included)."""
        return self.path.with_name(self.path.name + ".good")

    def read(self, path: Path) -> Settings:
        raw = load_text(read_text(path, 64_000))
        if not isinstance(raw, dict):
            raise ValueError("not a mapping")
        return _coerce(raw)

    def load(self) -> Settings:
        """The saved settings. Damaged, they are moved aside and told, and the last good ones are used (so damage
        never resets the kiosk PIN); defaults, with the system's language, only when there were never any."""
        fresh = Settings(language=system_language())
        if not self.path.exists():
            return fresh
        try:
            return self.read(self.path)
        except (OSError, UnicodeDecodeError, yaml.YAMLError, ValueError) as exc:
            damage = describe(exc)
        moved_to: str | None
        try:
            moved_to = move_aside(self.path).name
        except OSError:  # a read-only folder: the damaged file stays where it is
            moved_to = None
        try:
            good = self.read(self.backup)
        except (OSError, UnicodeDecodeError, yaml.YAMLError, ValueError):
            self.problem = SettingsDamage(damage, moved_to, last_good=False)
            return fresh
        self.problem = SettingsDamage(damage, moved_to, last_good=True)
        return good

    def save(self, settings: Settings) -> None:
        text = yaml.safe_dump(asdict(settings.sealed()), sort_keys=True)
        atomic_write(self.path, text)
        atomic_write(self.backup, text)
