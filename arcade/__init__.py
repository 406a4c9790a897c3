"""Club Arcade: a hot-seat suite of board games. This package's top level imports only the standard library."""

__version__ = "0.1.0"
