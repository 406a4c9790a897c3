"""Asteroyds, "capture the asteroyd": the field, programs, the rounds and the common protocol (pure)."""

from arcade.games.asteroyds.rules.actions import CODEC, Action, Arrange, Program, Ready, TimeUp
from arcade.games.asteroyds.rules.game import AsteroydsGame
from arcade.games.asteroyds.rules.pieces import Ship
from arcade.games.asteroyds.rules.protocol import AsteroydsRules, AsteroydsSetup

__all__ = ["CODEC", "Action", "Arrange", "AsteroydsGame", "AsteroydsRules", "AsteroydsSetup", "Program", "Ready",
           "Ship", "TimeUp"]
