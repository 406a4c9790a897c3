"""A game in play without a screen (`Match`): what every driver of a game goes through."""

from arcade.match.match import LEVELS, AskFirst, Keeper, Match, Played, Refused, Screen, TakenBack, replayed

__all__ = ["LEVELS", "AskFirst", "Keeper", "Match", "Played", "Refused", "Screen", "TakenBack", "replayed"]
