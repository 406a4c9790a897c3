"""The Apophis table seen from above, drawn from the view of the seat at the screen (`scene.seen`, built from the
rules' `view_for`): Apophis and the deflection counters, the deck and discard piles, the missile and its launch
sequence, the reserve of sections with their costs, the hand, and the side panel (whose turn, the countdown, the
last launch's rolls, the others' hand sizes, the log)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from arcade.games.apophis.drawing import (
    PYRAMID_COLORS,
    PYRAMID_SCALE,
    draw_card,
    draw_card_back,
    draw_pyramid,
    draw_suit,
    night_sky,
)
from arcade.games.apophis.rules import (
    COLOR_OF_SUIT,
    COLORS,
    SHUFFLE_SECONDS,
    SIZES,
    SUIT_OF_COLOR,
    SUITS,
    Phase,
    Section,
)
from arcade.games.apophis.words import (
    roll_text,
    tr,
)
from arcade.i18n import t
from arcade.ui import theme
from arcade.ui.clock_view import progress_bar
from arcade.ui.table import (
    Hit,
    draw_panel_back,
    draw_robot,
    draw_turn_banner,
    draw_wrapped,
)

if TYPE_CHECKING:
    from arcade.games.apophis.scene import ApophisScene


def own(scene: ApophisScene) -> bool:
    """The player at the screen is the one to act: the rules' answers about the active hand (the sections it can
    pay for, the suits it can add) are about their own hand, and may be shown."""
    seen = scene.seen
    return seen.seat is not None and seen.seat == seen.active


def table_back(scene: ApophisScene, surface: pygame.Surface, table: pygame.Rect) -> None:
    surface.blit(night_sky(table.size), table)


def deflection(scene: ApophisScene, surface: pygame.Surface, table: pygame.Rect, s: float) -> None:
    g = scene.seen
    x0, y = table.right - int(table.width * 0.3), table.y + int(table.height * 0.06)
    label = tr("deflection_off") if g.advanced else tr("deflection")
    theme.blit_text(surface, label, theme.text_px(22, s), theme.TEXT_DIM, (x0, y))
    r = int(18 * s)
    count = max(5, g.deflection)
    for i in range(count):
        c = (x0 + r + i * int(2.6 * r), y + int(48 * s))
        if i < g.deflection:
            pygame.draw.circle(surface, (120, 220, 255), c, r)
            pygame.draw.circle(surface, (30, 60, 90), c, r, 3)
        else:
            pygame.draw.circle(surface, (60, 70, 100), c, r, 2)
    if not g.advanced:
        theme.blit_text(surface, f"{g.deflection} / 5", theme.text_px(22, s), theme.TEXT,
                        (x0, y + int(78 * s)), bold=True)


def piles(scene: ApophisScene, surface: pygame.Surface, table: pygame.Rect, s: float) -> None:
    g = scene.seen
    w, h = int(74 * s), int(104 * s)
    x, y = table.x + int(30 * s), table.y + int(36 * s)
    for i, (label, count) in enumerate(((tr("deck"), g.deck), (tr("discard_pile"), len(g.discard)))):
        rect = pygame.Rect(x + i * (w + int(26 * s)), y, w, h)
        if count and i == 0:
            draw_card_back(surface, rect)
        elif count:
            top = g.discard[-1]
            draw_card(surface, rect, top)
        else:
            pygame.draw.rect(surface, (50, 56, 80), rect, 2, border_radius=w // 10)
        theme.blit_text(surface, label, theme.text_px(20, s), theme.TEXT_DIM,
                        (rect.centerx, rect.bottom + int(6 * s)),
                        "midtop")
        theme.blit_text(surface, str(count), theme.text_px(24, s), theme.TEXT,
                        (rect.centerx, rect.bottom + int(30 * s)),
                        "midtop", True)


def missile(scene: ApophisScene, surface: pygame.Surface, area: pygame.Rect, s: float) -> None:
    g = scene.seen
    pygame.draw.rect(surface, (22, 26, 44), area, border_radius=int(14 * s))
    theme.blit_text(surface, tr("missile"), theme.text_px(22, s), theme.TEXT_DIM,
                    (area.x + int(12 * s), area.y + int(6 * s)))
    base_y = area.bottom - int(14 * s)
    if not g.missile:
        theme.blit_text(surface, tr("empty_missile"), theme.text_px(20, s), theme.TEXT_DIM, area.center, "center")
    y: float = base_y
    # a stack: each section stands on the one below; taller missiles are drawn smaller to fit the box
    full = area.height * 0.78
    step_total = sum(PYRAMID_SCALE[sec.size] * 0.5 for sec in g.missile[:-1]) + (
        PYRAMID_SCALE[g.missile[-1].size] if g.missile else 0)
    unit = min(area.height * 0.42, full / step_total) if step_total else 0
    for section in g.missile:
        height = unit * PYRAMID_SCALE[section.size]
        draw_pyramid(surface, PYRAMID_COLORS[section.color], (area.centerx, y), height, pips=section.size)
        y -= height * 0.5
    points, yellow = g.missile_points(), g.missile_points("yellow")
    if g.missile:
        needed = g.fuel_needed()
        color = PYRAMID_COLORS["yellow"] if yellow >= needed else theme.CLOCK_RED
        theme.blit_text(surface, tr("missile_points", points=tr("points", n=points), yellow=yellow, needed=needed),
                        theme.text_px(20, s),
                        color, (area.x + int(12 * s), area.y + int(34 * s)), bold=True)


def sequence(scene: ApophisScene, surface: pygame.Surface, area: pygame.Rect, s: float) -> None:
    g = scene.seen
    pygame.draw.rect(surface, (22, 26, 44), area, border_radius=int(14 * s))
    theme.blit_text(surface, tr("launch_sequence"), theme.text_px(22, s), theme.TEXT_DIM,
                    (area.x + int(12 * s), area.y + int(6 * s)))
    slot_h = int(area.height * 0.74)
    slot_w = int(slot_h * 0.7)
    gap = (area.width - 4 * slot_w) // 5
    for i, suit in enumerate(SUITS):
        rect = pygame.Rect(area.x + gap + i * (slot_w + gap), area.bottom - slot_h - int(10 * s), slot_w, slot_h)
        card = g.sequence.get(suit)
        if card is not None:
            draw_card(surface, rect, card)
        else:
            playable = own(scene) and suit in scene.game.playable_suits()
            edge = theme.ACCENT if playable else (60, 68, 96)
            pygame.draw.rect(surface, edge, rect, 3 if playable else 2, border_radius=slot_w // 10)
            draw_suit(surface, suit, rect.center, slot_h * 0.3, (70, 78, 110))
            role = tr("role_green_adv" if suit == "clubs" and g.advanced else
                      f"role_{COLOR_OF_SUIT[suit]}")
            theme.blit_text(surface, role, theme.text_px(18, s), PYRAMID_COLORS[COLOR_OF_SUIT[suit]],
                            (rect.centerx, rect.bottom - int(8 * s)), "midbottom")
            scene.hits.append(Hit(rect, "slot", suit))


def reserve(scene: ApophisScene, surface: pygame.Surface, area: pygame.Rect, s: float) -> None:
    g = scene.seen
    buildable = set(scene.game.buildable()) if own(scene) and g.phase == Phase.ACTION else set()
    station_w = area.width // 4
    for i, color in enumerate(COLORS):
        box = pygame.Rect(area.x + i * station_w + int(6 * s), area.y, station_w - int(12 * s), area.height)
        pygame.draw.rect(surface, (22, 26, 44), box, border_radius=int(12 * s))
        suit = SUIT_OF_COLOR[color]
        card = g.stations[suit]
        crect = pygame.Rect(box.x + int(8 * s), box.y + int(8 * s), int(box.height * 0.58),
                            box.height - int(16 * s))
        draw_card(surface, crect, card)
        x = crect.right + int(16 * s)
        room = box.right - int(8 * s) - x - int(10 * s) * (len(SIZES) - 1)
        wanted = sum(box.height * 0.62 * PYRAMID_SCALE[size] for size in SIZES)
        fit = min(1.0, room / wanted)  # the three pyramids stay inside their station at any window shape
        for size in SIZES:
            height = box.height * 0.62 * PYRAMID_SCALE[size] * fit
            half = int(height / 2)
            base = (x + half, box.bottom - int(12 * s))
            hit_rect = pygame.Rect(base[0] - half, int(base[1] - height), 2 * half, int(height))
            section = Section(color, size)
            if section in g.reserve:
                draw_pyramid(surface, PYRAMID_COLORS[color], base, height, glow=section in buildable, pips=size)
                scene.hits.append(Hit(hit_rect.inflate(int(8 * s), int(8 * s)), "pyramid", (color, size)))
            else:
                draw_pyramid(surface, PYRAMID_COLORS[color], base, height, ghost=True)
            x += 2 * half + int(10 * s)


def hand(scene: ApophisScene, surface: pygame.Surface, area: pygame.Rect, s: float) -> None:
    hand = scene.seen.hand
    theme.blit_text(surface, tr("hand"), theme.text_px(22, s), theme.TEXT_DIM, (area.x + int(24 * s), area.y))
    card_h = int(area.height * 0.82)
    card_w = int(card_h * 0.7)
    step = min(card_w + int(14 * s), (area.width - int(60 * s) - card_w) // max(1, len(hand) - 1)
               if len(hand) > 1 else card_w)
    x = area.x + int(24 * s)  # (from the left: cards drawn come on the right, and none moves under the pointer)
    for card in hand:
        lift = int(22 * s) if card in scene.selected else 0
        rect = pygame.Rect(x, area.bottom - card_h - int(4 * s) - lift, card_w, card_h)
        draw_card(surface, rect, card, selected=card in scene.selected)
        scene.hits.append(Hit(rect, "card", card))
        x += step


def panel(scene: ApophisScene, surface: pygame.Surface, now: float) -> None:
    layout = scene.layout
    s = layout.scale
    g = scene.seen
    draw_panel_back(surface, layout)
    seat = g.active
    draw_turn_banner(surface, layout.panel_box(20, 96), scene.names[seat], scene.sides[seat], tr("your_turn"), s,
                     seat in scene.match.levels)
    if scene.clock_view is not None:
        scene.clock_view.draw(surface, now)
    status = layout.panel_box(262, 80)
    if g.phase == Phase.SHUFFLE and scene.shuffle_started is not None:
        left = max(0.0, SHUFFLE_SECONDS - (now - scene.shuffle_started))
        progress_bar(surface, pygame.Rect(status.x, status.y + int(54 * s), status.width, int(20 * s)),
                     1 - left / SHUFFLE_SECONDS, theme.ACCENT)
    hint = now_text(scene, now)
    y = status.y
    draw_wrapped(surface, hint, status.inflate(0, int(8 * s)).move(0, int(4 * s)), y, 20, theme.TEXT, s)
    info = layout.panel_box(670, 120)
    theme.blit_text(surface, tr("roll_title"), theme.text_px(20, s), theme.TEXT_DIM, info.topleft)
    scene.dice.draw(surface, (info.x, info.y + int(30 * s)), int(64 * s))
    if scene.last_roll is None:
        theme.blit_text(surface, tr("roll_none"), theme.text_px(18, s), theme.TEXT_DIM,
                        (info.x, info.y + int(30 * s)))
    else:
        lines = theme.wrap(roll_text(scene.last_roll), theme.text_px(20, s), info.width - int(90 * s), lines=3)
        for i, line in enumerate(lines):
            theme.blit_text(surface, line, theme.text_px(20, s), theme.TEXT,
                            (info.x + int(84 * s), info.y + int(30 * s) + i * int(26 * s)))
    others = layout.panel_box(800, 40)  # the other hands' sizes, one equal slot each (six players fit)
    seats = [i for i in range(len(g.hand_counts)) if i != seat]
    slot, size = others.width // max(1, len(seats)), theme.text_px(18, s)
    for n, i in enumerate(seats):
        back = pygame.Rect(others.x + n * slot, others.y, int(26 * s), int(36 * s))
        draw_card_back(surface, back)
        if i in scene.match.levels:  # a computer seat: its robot on the card, its plain name (the level cut it short)
            draw_robot(surface, back.center, back.width // 2)
        count = f" {g.hand_counts[i]}"
        room = slot - back.width - int(14 * s) - theme.font(size, True).size(count)[0]
        label = theme.fit(scene.player_names[i], size, room, bold=True) + count
        theme.blit_text(surface, label, size, theme.side(scene.sides[i]).color,
                        (back.right + int(6 * s), back.centery), "midleft", True)
    keys = layout.panel_box(1044, 30)  # the key line, clear of the window's bottom edge
    theme.blit_text(surface, theme.fit(tr("keys"), theme.text_px(18, s), keys.width), theme.text_px(18, s),
                    theme.TEXT_DIM, (keys.x, layout.panel.bottom - max(8, int(14 * s))), "bottomleft")
    log_box = layout.panel_box(850, 176)
    y = scene.draw_refusal(surface, log_box, theme.text_px(20, s))  # a key's refusal; a click's is at the pointer
    if y > log_box.y:
        log_box.height -= y - log_box.y + int(8 * s)
        log_box.y = y + int(8 * s)
    scene.log.draw(surface, log_box, s)


def paused(scene: ApophisScene, surface: pygame.Surface, table: pygame.Rect, s: float) -> None:
    shade = pygame.Surface(table.size, pygame.SRCALPHA)
    shade.fill((0, 0, 0, 200))
    surface.blit(shade, table)
    theme.blit_text(surface, t("paused"), theme.text_px(72, s), theme.TEXT, table.center, "center", True)


def now_text(scene: ApophisScene, now: float) -> str:
    """What to do at this moment, as the panel says it (the table's help says it too)."""
    g = scene.seen
    if g.phase == Phase.SHUFFLE and scene.shuffle_started is not None:
        return tr("hint_shuffle", s=int(max(0.0, SHUFFLE_SECONDS - (now - scene.shuffle_started))) + 1)
    if scene.paused:
        return tr("hint_paused")
    return {Phase.ACTION: tr("hint_action"), Phase.END: tr("hint_end"),
            Phase.DISCARD: tr("hint_discard", n=scene.game.excess_cards()), Phase.REROLL: tr("hint_reroll")}.get(
        g.phase, "")
