"""One sub-package per game, each declaring `GAME: GameDescriptor` in its `__init__`."""
