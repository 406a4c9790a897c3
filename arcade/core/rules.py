"""What every game's rules share: refusals that name their clause and say why, in English and French."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

LANGUAGES = ("en", "fr")
#: Turns a refusal's parameters into the words of one language (e.g. size 2 -> "medium" / "moyenne").
Wording = Callable[[Mapping[str, object], str], Mapping[str, object]]


class MessageCatalog:
    """A game's refusal sentences: key -> {language: template with {placeholders}}."""

    def __init__(self, texts: Mapping[str, Mapping[str, str]], wording: Wording | None = None) -> None:
        missing = [k for k, v in texts.items() if set(v) != set(LANGUAGES)]
        if missing:
            raise ValueError(f"sentences without both languages: {missing}")
        self.texts = texts
        self.wording = wording

    def render(self, key: str, params: Mapping[str, object], lang: str) -> str:
        lang = lang if lang in LANGUAGES else "en"
        values = dict(params)
        if self.wording is not None:
            values.update(self.wording(params, lang))
        return self.texts[key][lang].format(**values)

    def reject(self, clause: str, key: str, params: Mapping[str, object] | None = None) -> Rejection:
        if key not in self.texts:
            raise KeyError(f"no sentence {key!r}")
        return Rejection(clause, key, dict(params or {}), self)


@dataclass(frozen=True)
class Rejection:
    """Why an action is refused: the rule clause and a sentence a player understands."""

    clause: str
    key: str
    params: dict[str, object] = field(default_factory=dict)
    catalog: MessageCatalog | None = field(default=None, compare=False, repr=False)

    def text(self, lang: str = "en") -> str:
        sentence = self.catalog.render(self.key, self.params, lang) if self.catalog else self.key
        return f"{sentence} ({self.clause})"

    def __str__(self) -> str:
        return self.text("en")


class IllegalAction(ValueError):
    """Raised by `apply` for an action `check` refuses; carries the refusal."""

    def __init__(self, rejection: Rejection) -> None:
        self.rejection = rejection
        super().__init__(str(rejection))
