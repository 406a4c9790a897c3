"""Asteroyds, "capture the asteroyd" (game id `asteroyds`): the rules on the common protocol
(`arcade.games.asteroyds.data:rules`); the game's descriptor comes with its table."""
