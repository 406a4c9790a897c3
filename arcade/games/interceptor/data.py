"""Interceptor's maps and the rules object built from them."""

from __future__ import annotations

from functools import lru_cache

from arcade.boards import load_board
from arcade.games.interceptor.rules import InterceptorRules

MAPS = ("interceptor", "interceptor-small", "interceptor-large")


@lru_cache(maxsize=1)
def rules() -> InterceptorRules:
    return InterceptorRules(MAPS, load_board)
