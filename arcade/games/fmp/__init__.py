"""Full Metal Planète (game id `fmp`): the rules engine is being built (issue 5); no table yet, so no GAME."""
