"""The launcher: game cards, player setup, settings and resume."""
