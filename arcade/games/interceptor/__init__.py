"""Interceptor (game id `interceptor`): a hex dogfight with secret simultaneous orders; the rules on the common
protocol (`arcade.games.interceptor.data:rules`); the game's descriptor comes with its table."""
