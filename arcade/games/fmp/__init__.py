"""Full Metal Planète (game id `fmp`): the rules on the common protocol (`arcade.games.fmp.data:rules`); the
game's descriptor comes with its table."""
