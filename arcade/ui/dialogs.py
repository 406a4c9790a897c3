"""Modal overlays: a message, a yes/no question, and the organiser's PIN prompt."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui

from arcade.app.kiosk import KioskGuard
from arcade.app.settings import valid_pin
from arcade.i18n import key, t
from arcade.ui import theme
from arcade.ui.scenes import AppContext, Scene, button_action


def veil(surface: pygame.Surface, alpha: int = 170) -> None:
    shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    shade.fill((0, 0, 0, alpha))
    surface.blit(shade, (0, 0))


def draw_panel(surface: pygame.Surface, panel: pygame.Rect) -> float:
    """A modal panel over the dimmed scene below; returns the scale its contents are drawn at."""
    veil(surface)
    s = theme.scale_for(surface.get_height())
    pygame.draw.rect(surface, theme.PANEL, panel, border_radius=int(18 * s))
    pygame.draw.rect(surface, theme.ACCENT, panel, width=3, border_radius=int(18 * s))
    return s


class Dialog(Scene):
    """A centred panel over a dimmed table; subclasses add buttons under the text."""

    opaque = False

    def __init__(self, app: AppContext, text: str, title: str | None = None) -> None:
        super().__init__(app)
        self.text = text
        self.title = title
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.actions: dict[object, Callable[[], None]] = {}

    def layer_height(self) -> int:
        return 20

    def panel_rect(self, size: tuple[int, int]) -> pygame.Rect:
        """As tall as the text needs (with the title and the buttons), never more than most of the window."""
        w, h = size
        s = theme.scale_for(h)
        pw = min(int(w * 0.6), int(1000 * s))
        pad, body = int(36 * s), int(24 * s)
        lines = len(theme.wrap(self.text, body, pw - 2 * pad))
        text_h = lines * (theme.font(body).get_linesize() + int(4 * s))
        title_h = int(34 * s * 1.4) + int(14 * s) if self.title else 0
        ph = min(int(h * 0.8), max(int(260 * s), pad + title_h + text_h + int(40 * s) + self.extra_height(s)
                                   + int(120 * s)))
        return pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)

    def extra_height(self, s: float) -> int:
        """Room a dialog needs between its text and its buttons (an entry field)."""
        return 0

    def build(self, container: pygame_gui.core.UIContainer, size: tuple[int, int]) -> None:
        self.panel = self.panel_rect(size)
        self.actions = {}
        self.add_buttons(container, self.panel)

    def add_buttons(self, container: pygame_gui.core.UIContainer, panel: pygame.Rect) -> None:
        self.button(container, panel, 0, 1, "ok", self.close, "#primary")

    def button(
        self,
        container: pygame_gui.core.UIContainer,
        panel: pygame.Rect,
        index: int,
        count: int,
        label: str,
        action: Callable[[], None],
        object_id: str = "#secondary",
    ) -> pygame_gui.elements.UIButton:
        s = theme.scale_for(self.app.manager.window_resolution[1])
        bw, bh, gap = int(260 * s), int(64 * s), int(24 * s)
        total = count * bw + (count - 1) * gap
        x = panel.centerx - total // 2 + index * (bw + gap)
        rect = pygame.Rect(x, panel.bottom - bh - int(28 * s), bw, bh)
        btn = pygame_gui.elements.UIButton(
            rect, key(label), manager=self.app.manager, container=container, object_id=object_id
        )
        self.actions[btn] = action
        return btn

    def close(self) -> None:
        self.app.pop(self)

    def handle(self, event: pygame.event.Event) -> bool:
        if button_action(event, self.actions):
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE):
            self.close()  # the safe answer: a question is never answered "yes" by a key
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN, pygame.MOUSEWHEEL)

    def draw(self, surface: pygame.Surface) -> None:
        s = draw_panel(surface, self.panel)
        pad = int(36 * s)
        y = self.panel.top + pad
        if self.title:
            title_pos = (self.panel.left + pad, y)
            y = theme.blit_text(surface, self.title, theme.text_px(34, s), theme.ACCENT, title_pos, bold=True).bottom
            y += int(14 * s)
        body = int(24 * s)
        for line in theme.wrap(self.text, body, self.panel.width - 2 * pad):
            if y > self.panel.bottom - int(120 * s):
                break
            y = theme.blit_text(surface, line, body, theme.TEXT, (self.panel.left + pad, y)).bottom + int(4 * s)


class Message(Dialog):
    """Text and an OK button."""


class Farewell(Dialog):
    """A message whose only answer ends the program (another Club Arcade already has this user's games)."""

    def add_buttons(self, container: pygame_gui.core.UIContainer, panel: pygame.Rect) -> None:
        self.button(container, panel, 0, 1, "quit", self.close, "#primary")

    def close(self) -> None:
        self.app.quit()


class Confirm(Dialog):
    """A question asked once before something that cannot be undone. When the answer loses something kept
    (a saved game, changes, moves not saved: `danger`), the safe answer is the bright one and yes is red."""

    def __init__(
        self, app: AppContext, text: str, on_yes: Callable[[], None], yes: str = "yes", no: str = "no",
        danger: bool = False, title: str | None = None,
    ) -> None:
        super().__init__(app, text, title)
        self.on_yes, self.yes, self.no, self.danger = on_yes, yes, no, danger

    def add_buttons(self, container: pygame_gui.core.UIContainer, panel: pygame.Rect) -> None:
        self.button(container, panel, 0, 2, self.no, self.close, "#primary" if self.danger else "#secondary")
        self.button(container, panel, 1, 2, self.yes, self.accept, "#danger" if self.danger else "#primary")

    def accept(self) -> None:
        self.app.pop(self)
        self.on_yes()

    def handle(self, event: pygame.event.Event) -> bool:
        """Enter gives the bright answer (yes, unless yes would lose something kept); Esc always the safe one."""
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and not self.danger:
            self.accept()
            return True
        return super().handle(event)


class PinEntry(Dialog):
    """A dialog with a PIN field (digits only, up to 8) above its buttons; Enter in the field submits."""

    def __init__(self, app: AppContext, text: str, title: str) -> None:
        super().__init__(app, text, title)
        self.entry: pygame_gui.elements.UITextEntryLine | None = None

    def extra_height(self, s: float) -> int:
        return int(90 * s)

    def add_entry(self, container: pygame_gui.core.UIContainer, panel: pygame.Rect) -> None:
        s = theme.scale_for(self.app.manager.window_resolution[1])
        rect = pygame.Rect(0, 0, int(320 * s), int(60 * s))
        rect.midbottom = (panel.centerx, panel.bottom - int(120 * s))
        self.entry = pygame_gui.elements.UITextEntryLine(rect, self.app.manager, container=container)
        self.entry.set_allowed_characters("numbers")
        self.entry.set_text_length_limit(8)
        self.entry.focus()

    def entered(self) -> str:
        return self.entry.get_text() if self.entry is not None else ""

    def refuse(self, text: str) -> None:
        """Say why, and empty the field for another try."""
        self.text = text
        if self.entry is not None:
            self.entry.set_text("")
        self.app.request_redraw()

    def submit(self) -> None:
        raise NotImplementedError

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.entry:
            self.submit()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return True
        return super().handle(event)


class PinPrompt(PinEntry):
    """Asks for the organiser's PIN before `purpose` ("quit", "settings" or "delete"); the kiosk guard decides (and
    slows down guessing), `on_ok` runs when right."""

    def __init__(self, app: AppContext, guard: KioskGuard, on_ok: Callable[[], None], purpose: str = "quit") -> None:
        super().__init__(app, t(f"pin_prompt_{purpose}"), t("quit_title"))
        self.check, self.on_ok, self.wait = guard.pin_ok, on_ok, guard.locked_for
        self.ok_label = purpose
        self.wrong = False

    def add_buttons(self, container: pygame_gui.core.UIContainer, panel: pygame.Rect) -> None:
        self.add_entry(container, panel)
        if self.entry is not None:
            self.entry.set_text_hidden(True)  # typed at a kiosk, with strangers looking on
        self.button(container, panel, 0, 2, "cancel", self.close)
        self.button(container, panel, 1, 2, self.ok_label, self.submit, "#primary")

    def submit(self) -> None:
        if self.wait() > 0:  # too many wrong PINs: nothing is tried until the wait is over
            self.refuse(t("pin_wait", n=int(self.wait()) + 1))
        elif self.check(self.entered()):
            self.app.pop(self)
            self.on_ok()
        else:
            self.wrong = True
            self.refuse(t("pin_wrong"))


class PinSetup(PinEntry):
    """Kiosk mode with no organiser's PIN yet: nothing can be done at the kiosk until one is chosen (Esc, clicks
    outside, closing the window and the idle return leave this dialog in place). The PIN is typed hidden, then
    typed again: one typo never locks the organiser out."""

    def __init__(self, app: AppContext, on_set: Callable[[str], None]) -> None:
        super().__init__(app, t("pin_setup"), t("pin_setup_title"))
        self.on_set = on_set
        self.first: str | None = None  # the PIN typed once, waiting for its confirmation

    def add_buttons(self, container: pygame_gui.core.UIContainer, panel: pygame.Rect) -> None:
        self.add_entry(container, panel)
        if self.entry is not None:
            self.entry.set_text_hidden(True)
        self.button(container, panel, 0, 1, "pin_set" if self.first is None else "pin_confirm", self.submit,
                    "#primary")

    def submit(self) -> None:
        pin = self.entered()
        if self.first is None:
            if not valid_pin(pin):
                self.refuse(t("pin_setup_short", n=len(pin)))
                return
            self.first = pin
            self.refuse(t("pin_setup_again"))
            self.rebuild()
        elif pin != self.first:
            self.first = None
            self.refuse(t("pin_setup_differ"))
            self.rebuild()
        else:
            self.app.pop(self)
            self.on_set(pin)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return True
        return super().handle(event)
