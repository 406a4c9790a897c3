"""Drive the real app headless with synthetic mouse and key events, through the same paths a player uses."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from arcade.app.program import App, AppOptions
from arcade.app.start import open_start_scene
from arcade.registry import GameDescriptor, Registry
from arcade.ui.scenes import Scene


class Time:
    """The app's clock in tests: it moves only when a test moves it."""

    def __init__(self) -> None:
        self.t = 5000.0

    def __call__(self) -> float:
        return self.t


class Harness:
    def __init__(self, app: App, time: Time) -> None:
        self.app = app
        self.time = time

    @classmethod
    def start(
        cls,
        home: Path,
        games: tuple[GameDescriptor, ...] | None = None,
        size: tuple[int, int] = (1600, 900),
        kiosk: bool = False,
        lang: str | None = "en",
        game: str | None = None,
    ) -> Harness:
        if games is None:
            from tests.fixtures.demo_game import DEMO

            games = (DEMO,)
        registry = Registry()
        for g in games:
            registry.register(g)
        time = Time()
        app = App(AppOptions(fullscreen=False, kiosk=kiosk, lang=lang, seed=7, size=size, home=home, clock=time,
                             think_here=True),
                  registry)
        open_start_scene(app, game)
        h = cls(app, time)
        h.step()
        return h

    def close(self) -> None:
        pygame.quit()

    # -- time and frames -----------------------------------------------------------------------------------
    def step(self, frames: int = 2) -> None:
        """Run frames of the real loop; pygame-gui events posted by widgets are handled on the next one."""
        for _ in range(frames):
            self.app.frame(pygame.event.get(), 1 / 60)

    @property
    def top(self) -> Scene:
        return self.app.stack[-1]

    # -- input ---------------------------------------------------------------------------------------------
    def post(self, event_type: int, **attrs: object) -> None:
        pygame.event.post(pygame.event.Event(event_type, attrs))

    def move(self, pos: tuple[float, float]) -> None:
        p = (int(pos[0]), int(pos[1]))
        self.post(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(0, 0, 0), touch=False)
        self.step(1)

    def click(self, pos: tuple[float, float], button: int = 1) -> None:
        p = (int(pos[0]), int(pos[1]))
        self.move(p)
        self.post(pygame.MOUSEBUTTONDOWN, pos=p, button=button, touch=False)
        self.step(1)
        self.post(pygame.MOUSEBUTTONUP, pos=p, button=button, touch=False)
        self.step(4)  # widget events travel button -> list -> menu -> scene, one frame each

    def click_element(self, element: object) -> None:
        rect = element.get_abs_rect()  # type: ignore[attr-defined]
        self.click(rect.center)

    def pick(self, menu: object, option_id: str) -> None:
        """Open a drop-down menu and click the option with this id, as a player would."""
        self.click_element(menu)
        listing = menu.menu_states["expanded"].options_selection_list  # type: ignore[attr-defined]
        item = next(i for i in listing.item_list if i["object_id"] == option_id or i["text"] == option_id)
        self.click_element(item["button_element"])

    def drag(self, start: tuple[int, int], end: tuple[int, int], button: int = 1, steps: int = 5) -> None:
        self.move(start)
        self.post(pygame.MOUSEBUTTONDOWN, pos=start, button=button, touch=False)
        self.step(1)
        buttons = tuple(1 if b == button else 0 for b in (1, 2, 3))
        last = start
        for i in range(1, steps + 1):
            p = (start[0] + (end[0] - start[0]) * i // steps, start[1] + (end[1] - start[1]) * i // steps)
            self.post(pygame.MOUSEMOTION, pos=p, rel=(p[0] - last[0], p[1] - last[1]), buttons=buttons, touch=False)
            self.step(1)
            last = p
        self.post(pygame.MOUSEBUTTONUP, pos=end, button=button, touch=False)
        self.step(1)

    def wheel(self, pos: tuple[int, int], clicks: int) -> None:
        self.move(pos)
        self.post(pygame.MOUSEWHEEL, x=0, y=clicks, flipped=False, precise_x=0.0, precise_y=float(clicks), touch=False)
        self.step(1)

    def key(self, key: int, mod: int = 0, unicode: str = "") -> None:
        self.post(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0)
        self.post(pygame.KEYUP, key=key, mod=mod, unicode=unicode, scancode=0)
        self.step(2)

    def type_text(self, text: str) -> None:
        for ch in text:
            self.post(pygame.TEXTINPUT, text=ch)
        self.step(2)

    def pass_handover(self) -> None:
        """The next player takes the computer: a deliberate click once the hand-over has been up a moment."""
        from arcade.ui.handover import MIN_SHOW, Handover

        assert isinstance(self.top, Handover), f"expected the hand-over, found {self.top!r}"
        self.time.t += MIN_SHOW + 0.1
        self.click((10, 10))

    def pass_handovers(self) -> None:
        """Every hand-over in a row, until the table (or whatever comes next) is on top."""
        from arcade.ui.handover import Handover

        while isinstance(self.top, Handover):
            self.pass_handover()

    def decline_lesson(self) -> None:
        """A player new to the game is offered its first lesson before the game starts: "Start the game"."""
        from arcade.ui.lesson_scenes import FirstTime

        offer = self.top
        assert isinstance(offer, FirstTime), f"expected the first lesson offered, found {offer!r}"
        self.click_element(next(b for b, act in offer.actions.items() if act == offer.play))

    def leave_table(self) -> None:
        """Esc at a table, and "Leave the table" when a running turn asks first."""
        from arcade.ui.dialogs import Confirm

        self.key(pygame.K_ESCAPE)
        if isinstance(self.top, Confirm):
            self.key(pygame.K_RETURN)

    def quit_event(self) -> None:
        self.post(pygame.QUIT)
        self.step(2)

    def screenshot(self) -> pygame.Surface:
        self.app.draw()
        return self.app.screen.copy()

    def drawn_texts(self) -> list[str]:
        """Every text the scenes draw in one frame (pygame-gui widgets aside), in drawing order."""
        return [text for text, _ in self.drawn()]

    def drawn(self) -> list[tuple[str, pygame.Rect]]:
        """Every text the scenes draw in one frame with where it went, in drawing order."""
        from arcade.ui import theme

        seen: list[tuple[str, pygame.Rect]] = []
        real = theme.blit_text

        def spy(surface: pygame.Surface, text: str, *args: Any, **kwargs: Any) -> pygame.Rect:
            rect = real(surface, text, *args, **kwargs)
            seen.append((text, rect))
            return rect

        theme.blit_text = spy
        try:
            self.screenshot()
        finally:
            theme.blit_text = real
        return seen
