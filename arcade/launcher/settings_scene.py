"""Settings: language, full screen, volume, kiosk PIN and idle time-out, the computer players' pace, saved in the
per-user folder."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pygame
import pygame_gui

from arcade import about
from arcade.app.settings import COMPUTER_PACES, LANGUAGES, Settings, valid_pin
from arcade.i18n import key, t
from arcade.ui import theme
from arcade.ui.dialogs import Confirm
from arcade.ui.scenes import AppContext, Scene, button_action

IDLE_CHOICES = (2, 5, 10, 15, 20, 30, 60)


class SettingsScene(Scene):
    def __init__(self, app: AppContext) -> None:
        super().__init__(app)
        #: What the settings are now; the window's full screen as it is (F11, --fullscreen), not as last saved.
        self.draft: Settings = replace(app.settings, fullscreen=app.fullscreen)
        self.actions: dict[object, Callable[[], None]] = {}
        self.rows: list[tuple[str, int]] = []
        self.language: pygame_gui.elements.UIDropDownMenu | None = None
        self.idle: pygame_gui.elements.UIDropDownMenu | None = None
        self.pace: pygame_gui.elements.UIDropDownMenu | None = None
        self.fullscreen: pygame_gui.elements.UICheckBox | None = None
        self.muted: pygame_gui.elements.UICheckBox | None = None
        self.volume: pygame_gui.elements.UIHorizontalSlider | None = None
        self.pin: pygame_gui.elements.UITextEntryLine | None = None
        self.scale = 1.0
        #: Which program this is, in the table's language (worded when built, not at every frame: a bundle reads
        #: it from its build file).
        self.version = ""

    def build(self, container: pygame_gui.core.UIContainer, size: tuple[int, int]) -> None:
        w, h = size
        s = self.scale = theme.scale_for(h)
        m = self.app.manager
        x = int(w * 0.46)
        row_h, step = int(56 * s), int(86 * s)
        y = int(180 * s)
        self.rows = []
        self.version = t("about_bundle" if about.frozen() else "about_source", **about.facts())
        d = self.draft

        def row(name: str) -> pygame.Rect:
            nonlocal y
            self.rows.append((name, y))
            rect = pygame.Rect(x, y, int(w * 0.3), row_h)
            y += step
            return rect

        names: list[str | tuple[str, str]] = [(key(f"lang_{code}"), code) for code in LANGUAGES]
        self.language = pygame_gui.elements.UIDropDownMenu(
            names, (key(f"lang_{d.language}"), d.language), row("language"), m, container)
        box = row("fullscreen")
        self.fullscreen = pygame_gui.elements.UICheckBox(
            pygame.Rect(box.x, box.y + (row_h - int(36 * s)) // 2, int(36 * s), int(36 * s)), "", m,
            container, initial_state=d.fullscreen)
        self.volume = pygame_gui.elements.UIHorizontalSlider(row("volume"), d.volume, (0, 100), m, container)
        box = row("mute")
        self.muted = pygame_gui.elements.UICheckBox(
            pygame.Rect(box.x, box.y + (row_h - int(36 * s)) // 2, int(36 * s), int(36 * s)), "", m,
            container, initial_state=d.muted)
        self.pin = pygame_gui.elements.UITextEntryLine(row("kiosk_pin"), m, container)
        self.pin.set_allowed_characters("numbers")
        self.pin.set_text_length_limit(8)
        self.pin.set_text(d.kiosk_pin)
        idle: list[str | tuple[str, str]] = [(t("minutes_n", n=n), str(n)) for n in IDLE_CHOICES]
        current = next((c for c in idle if c[1] == str(d.idle_minutes)), (t("minutes_n", n=d.idle_minutes),
                                                                           str(d.idle_minutes)))
        if current not in idle:
            idle.append(current)
        self.idle = pygame_gui.elements.UIDropDownMenu(idle, current, row("idle"), m, container)
        paces: list[str | tuple[str, str]] = [(key(f"pace_{p}"), p) for p in COMPUTER_PACES]
        self.pace = pygame_gui.elements.UIDropDownMenu(paces, (key(f"pace_{d.computer_pace}"), d.computer_pace),
                                                       row("computer_pace"), m, container)
        margin = int(64 * s)
        bw, bh = int(260 * s), int(72 * s)
        back = pygame_gui.elements.UIButton(pygame.Rect(margin, h - margin - bh, bw, bh), key("back"), m, container,
                                            object_id="#secondary")
        save = pygame_gui.elements.UIButton(pygame.Rect(w - margin - bw, h - margin - bh, bw, bh), key("save"), m,
                                            container, object_id="#primary")
        self.actions = {back: self.leave_asking, save: self.save}

    def read_widgets(self) -> Settings:
        """The settings as the widgets show them now."""
        d = self.draft
        assert self.language and self.fullscreen and self.volume and self.muted and self.pin and self.idle
        assert self.pace
        return replace(
            d,
            language=self.language.selected_option[1],
            fullscreen=self.fullscreen.is_checked,
            volume=int(self.volume.get_current_value()),
            muted=self.muted.is_checked,
            kiosk_pin=self.pin.get_text() or d.kiosk_pin,
            idle_minutes=int(self.idle.selected_option[1]),
            computer_pace=self.pace.selected_option[1],
        )

    def save(self) -> None:
        pin = self.pin.get_text() if self.pin else ""
        if pin and not valid_pin(pin):  # empty: no PIN yet (kiosk mode will ask for one)
            self.app.notify(t("pin_rule"))
            return
        settings = self.read_widgets()
        self.app.pop(self)
        self.app.apply_settings(settings)

    def changed(self) -> bool:
        return self.read_widgets() != self.draft

    def leave_asking(self) -> None:
        """Back or Esc: changes not saved are never dropped without a word."""
        if self.changed():
            self.app.push(Confirm(self.app, t("settings_unsaved"), lambda: self.app.pop(self), yes="discard",
                                  no="stay", danger=True))
        else:
            self.app.pop(self)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame_gui.UI_HORIZONTAL_SLIDER_MOVED, pygame_gui.UI_CHECK_BOX_CHECKED,
                          pygame_gui.UI_CHECK_BOX_UNCHECKED):
            self.app.request_redraw()  # the value beside the slider, "On" or "Off" beside a box
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.leave_asking()
            return True
        return button_action(event, self.actions)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = self.scale
        surface.fill(theme.BACKGROUND)
        theme.blit_text(surface, t("settings"), theme.text_px(56, s), theme.ACCENT, (int(64 * s), int(36 * s)),
                        bold=True)
        for name, y in self.rows:
            theme.blit_text(surface, t(f"setting_{name}"), theme.text_px(26, s), theme.TEXT,
                            (int(w * 0.18), y + int(10 * s)))
        if self.volume is not None:
            box = self.volume.get_abs_rect()
            value = f"{int(self.volume.get_current_value())} %"
            theme.blit_text(surface, value, theme.text_px(24, s), theme.TEXT,
                            (int(box.right) + int(16 * s), int(box.centery)), "midleft")
        for check in (self.fullscreen, self.muted):
            if check is not None:
                at = check.get_abs_rect()
                theme.blit_text(surface, t("on" if check.is_checked else "off"), theme.text_px(22, s), theme.TEXT,
                                (int(at.right) + int(14 * s), int(at.centery)), "midleft")
        theme.blit_text(surface, self.version, theme.text_px(20, s), theme.TEXT_DIM,
                        (w // 2, h - int(64 * s) - int(36 * s)), "center")
        if self.app.kiosk:
            theme.blit_text(surface, t("kiosk_settings_note"), theme.text_px(20, s), theme.TEXT_DIM,
                            (w // 2, h - int(28 * s)), "center")
