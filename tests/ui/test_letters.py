"""The letters players type and read follow the table's language, and Interceptor and Asteroyds agree on them; each
game's rules keep their own notation (records, bots, lessons are unchanged)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from arcade import i18n
from arcade.games.asteroyds.words import LETTERS as PROGRAM
from arcade.games.interceptor.rules.orders import OrdersError
from arcade.games.interceptor.words import LETTERS as ORDERS
from arcade.games.interceptor.words import table_orders, typed_orders


@pytest.fixture(params=["en", "fr"])
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    i18n.setup(request.param)
    yield str(request.param)
    i18n.setup("en")


def test_each_game_s_letters_are_distinct_and_both_games_agree(lang: str) -> None:
    for letters in (ORDERS, PROGRAM):
        shown = [letters.shown(code) for code in letters.meanings]
        assert len(set(shown)) == len(shown), (lang, shown)
        assert all(letters.code(letter) == code for code, letter in zip(letters.meanings, shown, strict=True))
    for code, meaning in ORDERS.meanings.items():  # the same meaning, the same letter, in both games
        other = next((c for c, m in PROGRAM.meanings.items() if m == meaning), None)
        if other is not None:
            assert ORDERS.shown(code) == PROGRAM.shown(other)
    forward = {"en": "F", "fr": "A"}[lang]
    assert ORDERS.shown("A") == PROGRAM.shown("F") == forward
    assert PROGRAM.shown("S") == {"en": "S", "fr": "F"}[lang]  # (French: feu)


def test_interceptor_orders_typed_in_the_table_s_letters(lang: str) -> None:
    typed = {"en": "-2 lufx", "fr": "-2 gtax"}[lang]
    assert typed_orders(typed) == "-2 GTAX"  # the seed's notation, as the rules and records read it
    assert table_orders("-2 GTAX") == typed.upper()
    retreat = {"en": "RETREAT", "fr": "REPLI"}[lang]
    assert typed_orders(f" {retreat.lower()} ") == "REPLI" and table_orders("REPLI") == retreat
    stranger = {"en": "A", "fr": "F"}[lang]  # the other language's forward: not a code at this table
    with pytest.raises(OrdersError) as refused:
        typed_orders(f"3 {stranger}")
    assert refused.value.key == "bad_code" and refused.value.detail == stranger
    assert PROGRAM.code("?") is None and PROGRAM.to_table("F-S") == PROGRAM.shown("F") + "–" + PROGRAM.shown("S")
