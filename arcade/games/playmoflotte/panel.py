"""The Playmoflotte panel beside the sea: the legend of the squares, the phase's steps and hint, the selected
ship's crew posts, cannons and heading arrows, the chances of the shots on offer, and the painter's brushes before
the battle (PMF.MAP.3)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from arcade.core.squaregrid import KING, Cell
from arcade.games.playmoflotte.drawing import STYLES, draw_arrow, draw_figure
from arcade.games.playmoflotte.rules import TERRAINS, Phase, Ship, cannon_post
from arcade.games.playmoflotte.words import post_names, tr
from arcade.ui import theme
from arcade.ui.table import Hit, draw_wrapped

if TYPE_CHECKING:
    from arcade.games.playmoflotte.scene import PlaymoflotteScene


def legend(scene: PlaymoflotteScene, surface: pygame.Surface, s: float) -> None:
    """What each colour of square is, beside the board (in its wider margin)."""
    board, zoom = scene.layout.board, scene.view.zoom
    first = scene.view.cell_center(Cell(0, 0))
    last = scene.view.cell_center(Cell(scene.game.board.cols - 1, scene.game.board.rows - 1))
    size = theme.text_px(18, s)
    box = max(14, int(22 * s))
    names = [(name, tr(f"brush_{name}")) for name in STYLES]
    width = box + int(8 * s) + max(theme.font(size).size(label)[0] for _, label in names)
    right = board.right - int(last[0] + zoom / 2) - int(40 * s)
    left = int(first[0] - zoom / 2) - board.x - int(48 * s)  # room left of the row numbers
    below = board.bottom - int(last[1] + zoom / 2) - int(8 * s)
    if max(right, left) >= width:  # a column beside the board
        x = int(last[0] + zoom / 2) + int(20 * s) if right >= left else board.x + int(12 * s)
        spots = [(x, int(last[1] + zoom / 2) - (len(names) - i) * (box + int(8 * s))) for i in range(len(names))]
    elif below >= box + int(4 * s):  # else a row under it
        x, spots = int(first[0] - zoom / 2), []
        for _, label in names:
            spots.append((x, int(last[1] + zoom / 2) + int(6 * s)))
            x += box + int(8 * s) + theme.font(size).size(label)[0] + int(24 * s)
    else:
        return
    for (name, label), (x, y) in zip(names, spots, strict=True):
        swatch = pygame.Rect(x, y, box, box)
        pygame.draw.rect(surface, STYLES[name].fill, swatch, border_radius=int(4 * s))
        pygame.draw.rect(surface, theme.PANEL_EDGE, swatch, 1, border_radius=int(4 * s))
        theme.blit_text(surface, label, size, theme.TEXT_DIM, (swatch.right + int(8 * s), swatch.centery),
                        "midleft")


def phase_caption(scene: PlaymoflotteScene) -> str:
    g = scene.game
    return tr({Phase.CREW: "phase_crew", Phase.POSTS: "phase_posts", Phase.MOVE: "phase_move"}.get(
        g.phase, "phase_fire"))


def phase_steps(scene: PlaymoflotteScene, surface: pygame.Surface, s: float) -> None:
    g = scene.game
    box = scene.layout.panel_box(130, 44)
    steps = ((Phase.CREW, "phase_crew"),) if g.phase == Phase.CREW else (
        (Phase.POSTS, "phase_posts"), (Phase.MOVE, "phase_move"), (Phase.FIRE, "phase_fire"))
    gap = int(6 * s)
    for size in sorted({theme.text_px(n, s) for n in (20, 18, 16)}, reverse=True):  # smaller before cut
        needs = [theme.font(size, True).size(tr(label))[0] + int(16 * s) for _, label in steps]
        if sum(needs) + gap * (len(steps) - 1) <= box.width:
            break
    else:  # too narrow even so: the current phase in full, the others share what is left
        current = next((i for i, (phase, _) in enumerate(steps) if phase == g.phase), 0)
        rest = max(0, box.width - needs[current] - gap * (len(steps) - 1)) // max(1, len(steps) - 1)
        needs = [need if i == current else rest for i, need in enumerate(needs)]
    spare = max(0, box.width - sum(needs) - gap * (len(steps) - 1)) // len(steps)  # as wide as their words
    x = box.x
    for (phase, label), need in zip(steps, needs, strict=True):
        rect = pygame.Rect(x, box.y, need + spare, box.height)
        x = rect.right + gap
        current = g.phase == phase
        pygame.draw.rect(surface, theme.ACCENT if current else theme.PANEL_EDGE, rect,
                         border_radius=int(10 * s))
        theme.blit_text(surface, theme.fit(tr(label), size, rect.width - int(8 * s), bold=True), size,
                        (20, 16, 8) if current else theme.TEXT_DIM, rect.center, "center", True)


def hint(scene: PlaymoflotteScene, surface: pygame.Surface, s: float) -> None:
    box = scene.layout.panel_box(186, 104)
    box.width -= int(76 * s)  # the die shows at its right
    draw_wrapped(surface, now_text(scene), box, box.y, 20, theme.TEXT, s)  # never over the ship's panel below


def now_text(scene: PlaymoflotteScene) -> str:
    """What to do at this moment, as the panel says it (the table's help says it too)."""
    g, ship = scene.game, scene._ship()
    if g.pending is not None:
        target = g.ships[g.pending.ship]
        computer = scene.match.controller(target.owner) != "person"
        hint = tr("hint_casualties_computer" if computer else "hint_casualties", name=scene.names[target.owner],
                  n=g.pending.count)
    elif g.phase == Phase.CREW:
        hint = tr("hint_crew")
    elif g.phase == Phase.POSTS:
        hint = tr("hint_posts", n=g.changes_left(ship)) if ship else tr("hint_posts_none")
    elif g.phase == Phase.MOVE:
        hint = (tr("hint_advance", die=g.last_die, n=g.moving[1]) if g.moving is not None
                else tr("hint_move") if ship is None or scene.may_roll(ship) else tr("hint_moved"))
    else:
        hint = tr("hint_fire")
    return hint


def ship_panel(scene: PlaymoflotteScene, surface: pygame.Surface, s: float) -> None:
    """The selected ship's posts with its crew figures (or the target's, while losses are chosen)."""
    g = scene.game
    ship = g.ships[g.pending.ship] if g.pending is not None else scene._ship()
    if ship is None or not ship.afloat:
        return
    top = 300 if g.phase != Phase.MOVE else 440
    box = scene.layout.panel_box(top, 520 - (top - 300))
    if g.phase == Phase.MOVE and g.pending is None and (g.moving is not None or scene.may_roll(ship)):
        heading_arrows(scene, surface, ship, s)
    pygame.draw.rect(surface, (38, 46, 64), box, border_radius=int(12 * s))
    header = f"{ship.type.name} · {tr('crew_n', n=ship.crew)} · {tr('dice_n', n=ship.movement_dice())}"
    theme.blit_text(surface, header, theme.text_px(22, s), theme.TEXT, (box.x + int(12 * s), box.y + int(8 * s)),
                    bold=True)
    posts = post_names(ship)
    labels = max(theme.font(theme.text_px(18, s)).size(label)[0] for _, label in posts) + int(8 * s)
    width = box.width - int(16 * s)
    first = max(int(width * 0.45), labels + int(16 * s))  # where the figures start in a row
    step = max(24, int(36 * s))  # each figure a 24-px click target at 720p, at least
    per_line = max(1, (width - first - int(8 * s)) // step)
    lines = [max(1, -(-len(ship.at(post)) // per_line)) for post, _ in posts]  # a crowded deck: two lines
    line_h = max(step, (box.height - int(48 * s)) // (sum(lines) + 1))
    y = box.y + int(42 * s)
    radius = max(6, int(min(line_h * 0.32, step * 0.42)))
    color = theme.side(scene.sides[ship.owner]).color
    for (post, label), count in zip(posts, lines, strict=True):
        row_h = line_h * count
        row = pygame.Rect(box.x + int(8 * s), y, width, row_h - int(4 * s))
        chosen_cannon = post == cannon_post(scene.selected_cannon) if scene.selected_cannon is not None else False
        pygame.draw.rect(surface, theme.ACCENT if chosen_cannon else (50, 60, 82), row, 2 if chosen_cannon else 1,
                         border_radius=int(8 * s))
        theme.blit_text(surface, label, theme.text_px(18, s), theme.TEXT_DIM, (row.x + int(8 * s), row.centery),
                        "midleft")
        scene.hits.append(Hit(row, "post", post))
        for n, figure in enumerate(ship.at(post)):
            line, place = divmod(n, per_line)
            spot = pygame.Rect(row.x + first + place * step, row.y + line * line_h, step, line_h - int(4 * s))
            draw_figure(surface, spot.center, radius, color, captain=figure == 0 and ship.captain_alive,
                        selected=figure in scene.selected_figures)
            scene.hits.append(Hit(spot, "figure", figure))
        y += row_h
    free = [(side, slot) for side in ("port", "starboard") for slot in ship.free_slots(side)]
    if scene.selected_cannon is not None and free and g.phase in (Phase.CREW, Phase.POSTS):
        x = box.x + int(8 * s)
        for side, slot in free:
            rect = pygame.Rect(x, y, int(box.width * 0.3), row_h - int(4 * s))
            pygame.draw.rect(surface, theme.ACCENT, rect, 2, border_radius=int(8 * s))
            theme.blit_text(surface, tr("free_slot", side=tr(f"side_{side}")), theme.text_px(16, s), theme.TEXT,
                            rect.center, "center")
            scene.hits.append(Hit(rect, "slot", (side, slot)))
            x += rect.width + int(8 * s)


def heading_arrows(scene: PlaymoflotteScene, surface: pygame.Surface, ship: Ship, s: float) -> None:
    """An arrow towards each square around the selected ship; the chosen heading is bright, inside the ship's
    square when it points off the board (turning needs the helm)."""
    g = scene.game
    if g.moving is not None:
        return
    cx, cy = scene.view.cell_center(ship.pos)
    step = scene.view.zoom * 0.95
    wanted = scene._wanted_heading(ship)
    for heading, d in enumerate(KING):
        on_board = g.board.contains(ship.pos.x + d.x, ship.pos.y + d.y)
        if not on_board and heading != wanted:
            continue  # towards the edge only the heading chosen (Turn left / right reach them all)
        reach = step if on_board else step * 0.42  # towards the edge: inside the ship's own square
        center = (cx + d.x * reach, cy + d.y * reach)
        allowed = g.may_turn(ship, heading)
        color = theme.ACCENT if heading == wanted else ((235, 235, 240) if allowed else (90, 90, 100))
        # inside the ship's square the arrows sit on a dark disc (seen over the ship) and their targets
        # never overlap one another
        size = int(max(20.0, scene.view.zoom * 0.5)) if on_board else max(20, int(reach * 0.95))
        if not on_board:
            pygame.draw.circle(surface, (14, 16, 24), center, size * 0.5)
        draw_arrow(surface, center, heading, max(14.0, scene.view.zoom * (0.45 if on_board else 0.3)), color)
        scene.hits.append(Hit(pygame.Rect(int(center[0]) - size // 2, int(center[1]) - size // 2, size, size),
                             "arrow", heading))


def target_chances(scene: PlaymoflotteScene, surface: pygame.Surface, s: float) -> None:
    g, ship = scene.game, scene._ship()
    if ship is None or g.phase != Phase.FIRE:
        return
    seen: set[int] = set()
    for cannon in g.ready_cannons(ship):
        for target in g.targets(ship, cannon):
            if target.id in seen:
                continue
            seen.add(target.id)
            pct = round(g.hit_chance(ship, target) * 100)
            cx, cy = scene.view.cell_center(target.pos)
            label, size = tr("hit_chance", pct=pct), theme.text_px(22, s)
            box = pygame.Rect((0, 0), theme.font(size, True).size(label)).inflate(10, 4)
            box.center = (int(cx), int(cy - scene.view.zoom * 0.55))  # above the target...
            first_row = min(y for _, y in scene.view.cell_polygon((target.pos[0], 0)))
            if box.top < max(scene.layout.board.top, first_row):
                box.center = (int(cx), int(cy + scene.view.zoom * 0.55))  # ...or under it on the top row (not over
            box.clamp_ip(scene.layout.board)  # the column numbers), never off the window nor over the panel
            pygame.draw.rect(surface, (14, 16, 24), box, border_radius=6)
            theme.blit_text(surface, label, size, (255, 255, 255), box.center, "center", True)
            pygame.draw.rect(surface, theme.THREAT, box, 2, border_radius=6)


def painter_panel(scene: PlaymoflotteScene, surface: pygame.Surface, s: float) -> None:
    layout = scene.layout
    box = layout.panel_box(30, 0)
    title = theme.text_px(34, s)
    y = theme.blit_text(surface, tr("paint_title"), title, theme.ACCENT, box.topleft, bold=True).bottom
    for line in theme.wrap(tr("paint_hint"), theme.text_px(20, s), box.width):
        y = theme.blit_text(surface, line, theme.text_px(20, s), theme.TEXT, (box.x, y + int(4 * s))).bottom
    y += int(24 * s)
    for name in TERRAINS:
        rect = pygame.Rect(box.x, y, box.width, int(64 * s))
        chosen = name == scene.brush
        pygame.draw.rect(surface, (50, 60, 82), rect, border_radius=int(10 * s))
        pygame.draw.rect(surface, theme.ACCENT if chosen else theme.PANEL_EDGE, rect, 4 if chosen else 1,
                         border_radius=int(10 * s))
        swatch = pygame.Rect(rect.x + int(10 * s), rect.y + int(10 * s), int(44 * s), int(44 * s))
        pygame.draw.rect(surface, STYLES[name].fill, swatch, border_radius=int(6 * s))
        theme.blit_text(surface, tr(f"brush_{name}"), theme.text_px(24, s), theme.TEXT,
                        (swatch.right + int(16 * s), rect.centery), "midleft", chosen)
        scene.hits.append(Hit(rect, "brush", name))
        y += rect.height + int(10 * s)
