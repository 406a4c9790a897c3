"""Checks made before pygame is imported (standard library only)."""

from __future__ import annotations

from importlib import metadata

from arcade import about

FIX = "pip uninstall -y pygame pygame-ce && pip install pygame-ce==2.5.8"


def installed(name: str) -> bool:
    try:
        metadata.distribution(name)
    except metadata.PackageNotFoundError:
        return False
    return True


def pygame_problem() -> str | None:
    """A message when the pygame installation cannot work, else None.

    pygame and pygame-ce install into the same `pygame` package; with both present the files of one overwrite
    the other's and pygame-gui breaks in confusing ways, so we stop and say how to fix it. The one-folder
    application carries the pygame-ce it was built with, and no package records to read.
    """
    if about.frozen():
        return None
    if installed("pygame") and installed("pygame-ce"):
        return (
            "Club Arcade needs pygame-ce (the community edition), but the original 'pygame' is installed beside it "
            f"and they overwrite each other's files. Fix it with:\n    {FIX}"
        )
    if not installed("pygame-ce"):
        return f"Club Arcade needs pygame-ce. Install it with:\n    {FIX}"
    return None


#: SDL drivers that draw nowhere: fine for tests and --screenshot, a failure when someone expects a window.
HEADLESS = ("dummy", "offscreen", "none")


def display_problem(driver: str, requested: str | None) -> str | None:
    """A message when the window opened with a driver nobody can see although no one asked for it (`requested`:
    the SDL_VIDEODRIVER the user set, if any); None when the window is real or headless on purpose."""
    if driver.lower() not in HEADLESS or (requested or "").lower() == driver.lower():
        return None
    found = "no video driver works here" if driver == "none" else \
        f"the only video driver that worked was '{driver}', which shows nothing"
    return (f"Club Arcade could not open a window: {found}. Start it from a desktop session (on Linux, check that "
            "DISPLAY or WAYLAND_DISPLAY is set and that XDG_RUNTIME_DIR points to your runtime folder).")
