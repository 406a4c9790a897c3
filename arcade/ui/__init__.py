"""pygame widgets shared by every scene."""
