"""The app's main loop: events dispatched to the scene stack (the kiosk's idle guard, the rules on F1, a dropped
file, the window's resizing), frames drawn only when something changed, and an idle loop that sleeps until the
next event or the next moment a scene asks for (a clock's second, a computer's move)."""

from __future__ import annotations

import contextlib
import gc
import signal
import time
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from arcade import i18n
from arcade.ui import theme
from arcade.ui.dialogs import Confirm, PinSetup
from arcade.ui.scenes import GameScene

if TYPE_CHECKING:
    from arcade.app.core import AppCore
    from arcade.ui.scenes import Scene

FPS = 60
#: After input, keep drawing at full rate this long so hover and press effects finish.
ACTIVE_AFTER_INPUT = 0.4
#: The longest an idle loop sleeps waiting for events (scenes with clocks ask for earlier wake-ups).
IDLE_WAIT_MS = 1000
#: Input latency bound while idle (seconds between event polls).
IDLE_POLL = 0.015
#: Seconds between looks at a computer seat's thinking while nothing else moves.
COMPUTER_POLL = 0.05
#: After a change drawn, when it is drawn again: at the next frame (pygame-gui shows a widget shown or hidden during
#: the frame, and its new text, on its next update) and after pygame-gui's delayed rebuild of a restyled button
#: (0.35 s). Without input nothing else would draw them: a person's End turn stayed missing after the computer's turn.
SETTLE = (0.0, 0.4)


def dispatch(app: AppCore, event: pygame.event.Event) -> None:
    if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN, pygame.MOUSEWHEEL,
                      pygame.MOUSEMOTION, pygame.TEXTINPUT):
        app.guard.touch()
        app._last_input = app.now()
        track_pointer(app, event)
    app._dirty = True
    if event.type == pygame.TEXTINPUT and app._drop_text and event.text == app._drop_text:
        app._drop_text = ""  # the "?" that opened the rules is not also typed into their search
        return
    if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
        app._drop_text = ""
    if end_demo(app, event):
        return
    if event.type == pygame.QUIT:
        app.request_quit()
        return
    if event.type == pygame.VIDEORESIZE and not app.fullscreen:
        app._resized()
        return
    if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
        app.toggle_fullscreen()
        return
    if app.manager.process_events(event):
        return
    if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and close_drop_downs(app):
        return
    if rules_key(app, event):
        return
    table_events = (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL)
    top = app.stack[-1] if app.stack else None
    if event.type in table_events and isinstance(top, GameScene) and app._guard(top, top.table_input, event):
        return
    for scene in reversed(list(app.stack)):
        if scene not in app.stack:
            break
        if app._guard(scene, scene.handle, event):
            return
        if scene.modal:
            break
    if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and len(app.stack) > 1:
        top = app.stack[-1]
        question = top.leave_question() if isinstance(top, GameScene) else None
        if question is not None:  # a running turn is never left by a stray key
            app.push(Confirm(app, question, app.back_to_launcher, yes="leave_yes", no="stay"))
        elif top.is_game:
            app.back_to_launcher()
        else:
            app.pop()


def end_demo(app: AppCore, event: pygame.event.Event) -> bool:
    """Any key or click during the kiosk's demo (or on its result) brings the launcher back."""
    if not any(getattr(scene, "demo", False) for scene in app.stack):  # (a game, or the club's table)
        return False
    if event.type not in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.QUIT):
        return event.type in (pygame.MOUSEBUTTONUP, pygame.TEXTINPUT)
    app.back_to_launcher(force=True)
    return True


def close_drop_downs(app: AppCore) -> bool:
    """Esc closes an open drop-down list, and only that (it used to leave the screen and lose what was typed)."""
    menus = [e for e in app.manager.get_sprite_group().sprites()
             if isinstance(e, pygame_gui.elements.UIDropDownMenu) and e.current_state is e.menu_states["expanded"]]
    for menu in menus:
        menu.unfocus()
    return bool(menus)


def track_pointer(app: AppCore, event: pygame.event.Event) -> None:
    """Where the pointer is, and where the input being handled was given when it is a click (a button's
    press arrives after its mouse-up and keeps it; a key clears it)."""
    if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
        app.pointer = event.pos
    if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.clicked_at = event.pos
    elif event.type in (pygame.KEYDOWN, pygame.TEXTINPUT):
        app.clicked_at = None


def rules_key(app: AppCore, event: pygame.event.Event) -> bool:
    """? or F1 opens the help of the table on screen, or the rules of its game at the refusal shown; a click on a
    rule link, at its clause."""
    if not app.stack:
        return False
    top = app.stack[-1]
    if event.type == pygame.KEYDOWN and (event.key == pygame.K_F1 or event.unicode == "?"):
        if top.open_help():
            app._drop_text = event.unicode
            return True
        target = top.rules_at(None)
    elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
        target = top.rules_at(event.pos)
    else:
        return False
    if target is None:
        return False
    from arcade.ui.reference_scene import open_rules  # (at first use: not needed for the first frame)

    open_rules(app, *target)
    if event.type == pygame.KEYDOWN:
        app._drop_text = event.unicode
    return True


def draw(app: AppCore) -> None:
    app.screen.fill(theme.BACKGROUND)
    start = 0
    for i, scene in enumerate(app.stack):
        if scene.opaque:
            start = i
    for scene in app.stack[start:]:
        app._guard(scene, scene.draw, app.screen)
    app.manager.draw_ui(app.screen)
    top = app.stack[-1] if app.stack else None
    if isinstance(top, GameScene):  # (under a dialog the table waits, and so do its computers)
        app._guard(top, top.draw_notices, app.screen)
    waiting = sum(scene.unsaved() for scene in app.stack if isinstance(scene, GameScene))
    if waiting:
        draw_unsaved(app, waiting)


def seen_under(app: AppCore, top: Scene) -> list[Scene]:
    """The scenes still seen under the overlays on top that keep updating there."""
    seen: list[Scene] = []
    for scene in app.stack[-2::-1]:
        if top.opaque:
            break
        if scene.updates_under_overlays:
            seen.append(scene)
        top = scene
    return seen


def draw_unsaved(app: AppCore, waiting: int) -> None:
    """A red strip at the bottom left, over everything, for as long as moves wait to be saved."""
    s = theme.scale_for(app.screen.get_height())
    size, pad = theme.text_px(22, s), int(12 * s)
    text = theme.fit(i18n.t("unsaved_badge", n=waiting), size, app.screen.get_width() - 6 * pad, bold=True)
    image = theme.font(size, bold=True).render(text, True, theme.TEXT)
    box = image.get_rect().inflate(2 * pad, pad)
    box.bottomleft = (pad, app.screen.get_height() - pad)
    pygame.draw.rect(app.screen, theme.BACKGROUND, box, border_radius=pad)  # dark: seen on every side colour
    pygame.draw.rect(app.screen, theme.THREAT, box, width=max(3, pad // 3), border_radius=pad)
    app.screen.blit(image, image.get_rect(center=box.center))


def frame(app: AppCore, events: list[pygame.event.Event], dt: float) -> bool:
    """One turn of the loop; returns True when the screen was redrawn."""
    for event in events:
        dispatch(app, event)
        if not app.running:
            return False
    app._ensure_pin()
    app.manager.update(dt)
    if app.stack:
        top = app.stack[-1]
        clicked, app.clicked_at = app.clicked_at, None  # what time does was not clicked
        for scene in [top, *seen_under(app, top)]:
            app._guard(scene, scene.update, dt)
            if app._guard(scene, scene.wants_frame):
                app._dirty = True
        app.clicked_at = clicked
    if app.options.play_out and not any(isinstance(scene, GameScene) and not scene.ended for scene in app.stack):
        app.quit()  # the game is over (kept: the table kept its last step as it was played), or its table failed
    if app.guard.idle_expired():
        shows = any(isinstance(scene, GameScene) and scene.a_show() for scene in app.stack)
        if len(app.stack) > 1 and not isinstance(app.stack[-1], PinSetup) and app.unsaved_moves() == 0 and not shows:
            app.back_to_launcher()  # (a game the store refused stays open rather than be lost)
        elif len(app.stack) == 1 and app.settings.kiosk_pin and not app.already_running:
            from arcade.launcher.demo import start_demo  # (at first use: not before the first frame)

            start_demo(app)  # the kiosk's attract demo
    now = app.now()
    due = bool(app._redraws) and app._redraws[0] <= now
    if due:
        app._redraws = [t for t in app._redraws if t > now]
    if not app._dirty and not due and now - app._last_input >= ACTIVE_AFTER_INPUT:
        return False  # (just after input pygame-gui may still be redrawing a widget over several updates)
    if app._dirty:
        app._redraws = [now + later for later in SETTLE]
    app._dirty = False
    draw(app)
    pygame.display.flip()
    return True


def busy(app: AppCore) -> bool:
    return app._dirty or app.now() - app._last_input < ACTIVE_AFTER_INPUT or bool(
        app.stack and app.stack[-1].wants_frame()
    )


def idle_wait_ms(app: AppCore) -> int:
    wake = app.stack[-1].next_wake() if app.stack else None
    if app._redraws:
        wake = min(wake if wake is not None else IDLE_WAIT_MS / 1000, max(0.0, app._redraws[0] - app.now()))
    if any(isinstance(scene, GameScene) and scene.awaiting_computer() for scene in app.stack):
        wake = min(wake if wake is not None else COMPUTER_POLL, COMPUTER_POLL)
    return IDLE_WAIT_MS if wake is None else max(5, min(IDLE_WAIT_MS, int(wake * 1000) + 1))


def wait_for_events(app: AppCore, timeout: float) -> list[pygame.event.Event]:
    """Sleep until input arrives or timeout passes.

    Short sleeps between polls rather than `pygame.event.wait`: SDL's wait busy-polls every millisecond on
    drivers without a native wait (the dummy driver, some compositors), which alone costs ~3 % of a core.
    """
    deadline = app.now() + timeout
    while True:
        events = pygame.event.get()
        left = deadline - app.now()
        if events or left <= 0:
            return events
        time.sleep(min(IDLE_POLL, left))


def run(app: AppCore) -> int:
    """The main loop. Ctrl-C (SIGINT) and the system's SIGTERM leave as Quit does, without the kiosk PIN (the
    machine is being shut down): every scene is closed so the game in progress saves its clock."""
    previous = None
    with contextlib.suppress(ValueError):  # not the main thread (tests): nothing to install
        previous = signal.signal(signal.SIGTERM, lambda *_: app.quit())
    last = app.now()
    prepared = False
    try:
        while app.running:
            if busy(app):
                app.clock.tick(FPS)
                events = pygame.event.get()
            else:
                events = wait_for_events(app, idle_wait_ms(app) / 1000)
            now = app.now()
            shown = frame(app, events, min(now - last, 0.25))
            last = now
            if shown and not prepared:  # the first frame is on screen: what it did not need, now
                gc.enable()  # (held back while the program loaded: `cli.run`)
                app.sounds.prepare()
                prepared = True
    except KeyboardInterrupt:  # Ctrl-C: leave as Quit does
        pass
    finally:
        app.close_all()
        if app._pool is not None:
            app._pool.shutdown(wait=False, cancel_futures=True)
        app.instance.release()
        if previous is not None:
            signal.signal(signal.SIGTERM, previous)
        pygame.quit()
    return 0
