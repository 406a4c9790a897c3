"""Asteroyds' sentences for the table."""

from __future__ import annotations

from arcade.i18n import t

NS = "asteroyds"


def tr(text_key: str, **values: object) -> str:
    return t(text_key, NS, **values)
