"""Interceptor's rules, pure: the arena, ships, orders and their correction, asteroids, the turn's resolution and
the common protocol."""

from arcade.games.interceptor.rules.actions import CODEC, Action, Announce, Orders, Place, TimeUp
from arcade.games.interceptor.rules.game import InterceptorGame, Pilot, Ship
from arcade.games.interceptor.rules.orders import Correction, Execution, OrdersError, execute
from arcade.games.interceptor.rules.protocol import InterceptorRules, InterceptorSetup

__all__ = ["CODEC", "Action", "Announce", "Correction", "Execution", "InterceptorGame", "InterceptorRules",
           "InterceptorSetup", "Orders", "OrdersError", "Pilot", "Place", "Ship", "TimeUp", "execute"]
