"""The Interceptor table driven by synthetic clicks and keys: placement on the edge, orders written with the
buttons, typed on the table or in the text field, hand-overs, announcements, the resolution, the end screen."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from arcade.core.hexgrid import distance
from arcade.games.interceptor import GAME, drawing
from arcade.games.interceptor.drawing import phases
from arcade.games.interceptor.rules import Orders
from arcade.games.interceptor.rules import events as ev
from arcade.games.interceptor.rules.game import ANNOUNCE, ORDERS, PLACEMENT
from arcade.games.interceptor.rules.legal import announcements
from arcade.games.interceptor.scene import InterceptorScene
from arcade.games.interceptor.words import LETTERS, event_line
from arcade.ui.dialogs import Confirm
from arcade.ui.handover import Handover
from arcade.ui.result_screen import ResultScreen
from tests.harness import Harness
from tests.replaying import replay_steps

PLAYERS = [{"name": "Ann", "side": "red"}, {"name": "Bob", "side": "blue"}, {"name": "Cy", "side": "amber"}]


@pytest.fixture
def h(private_home: Path) -> Iterator[Harness]:
    harness = Harness.start(private_home, games=(GAME,), size=(1600, 900))
    yield harness
    harness.close()


def start(h: Harness, players: list[dict[str, str]], **options: str) -> InterceptorScene:
    h.app.start_game(GAME, {"players": players, "options": {"map": "interceptor-small", **options}}, 3)
    h.step()
    scene = h.top
    assert isinstance(scene, InterceptorScene)
    return scene


def typed(h: Harness, text: str) -> None:
    """Keys pressed on the table itself (the text field not focused): codes (in the rules' notation, pressed as the
    table's letters) and the speed keys."""
    for ch in LETTERS.to_table(text):
        key = {"-": pygame.K_MINUS, "+": pygame.K_PLUS}.get(ch, pygame.key.key_code(ch.lower()) if ch.isalpha()
                                                           else pygame.K_0)
        h.post(pygame.KEYDOWN, key=key, unicode=ch, mod=0, scancode=0)
        h.step(1)


def place_all(h: Harness, scene: InterceptorScene, spots: list[tuple[int, int, int]]) -> None:
    """Each ship in turn: turn it with R, then click its edge hex (placement is public: no hand-over)."""
    g = scene.game
    for col, row, facing in spots:
        assert g.phase == PLACEMENT
        while scene.facing != facing:
            h.key(pygame.K_r)
        at = g.arena.hex_at(col, row)
        h.move(scene.view.cell_center(at))
        h.click(scene.view.cell_center(at))
    assert g.phase == ORDERS


def aimed(scene: InterceptorScene) -> str:
    """Orders that end with an enemy in the fire zone if any do, else closing in; a retreat once allowed."""
    g = scene.game
    ship = scene.writing()
    assert ship is not None
    legal = [a.text for a in scene.rules.legal_actions(g, ship.owner) if isinstance(a, Orders) and a.ship == ship.id]
    if "REPLI" in legal:
        return "REPLI"
    enemies = [s.at for s in g.in_play() if s.owner != ship.owner]

    def score(text: str) -> tuple[int, int]:
        end, facing, _ = g.execution(ship, text).end
        zone = ship.spec.zone(end, facing)
        hit = sum(zone.get(e, 0) for e in enemies) if "X" not in text else 0
        return hit, -min(distance(end, e) for e in enemies)

    return max(legal, key=score)


def write_orders(h: Harness, scene: InterceptorScene, text: str) -> None:
    """Set the speed with the buttons, the codes with the code buttons, then Submit."""
    if text == "REPLI":
        h.click_element(scene.buttons["retreat"])
    else:
        speed, _, codes = text.partition(" ")
        ship = scene.writing()
        assert ship is not None
        for _ in range(abs(int(speed) - ship.speed)):
            h.click_element(scene.buttons["faster" if int(speed) > ship.speed else "slower"])
        for c in codes:
            h.click_element(scene.buttons[f"code_{c}"])
        assert scene.preview() is not None and scene.preview().correction.text == text  # type: ignore[union-attr]
    h.click_element(scene.buttons["submit"])
    if isinstance(h.top, Confirm):
        h.click_element(next(b for b, act in h.top.actions.items() if act == h.top.accept))


def test_a_whole_three_player_fight_by_clicks_and_keys_to_the_end_screen(h: Harness) -> None:
    scene = start(h, PLAYERS, retreat="2")
    g = scene.game
    place_all(h, scene, [(0, 4, 1), (9, 4, 5), (4, 9, 0)])
    watched = 0
    for _ in range(200):
        if scene.watching:  # everyone watches the resolution, then Continue
            watched += 1
            h.time.t += 3
            h.step(3)
            h.click_element(scene.buttons["continue"])
            continue
        if g.over:
            break
        h.pass_handovers()
        ship = scene.writing()
        assert ship is not None
        if g.phase == ANNOUNCE:
            turn, speed = announcements(ship)[0]
            h.click_element(scene.buttons[f"ann_{turn}"])
            h.click_element(scene.buttons[f"ann_{speed}"])
            h.click_element(scene.buttons["submit"])
            continue
        write_orders(h, scene, aimed(scene))
        h.time.t += 2
        h.step(3)
    assert g.over and watched >= g.turn - 1
    h.step(3)
    assert isinstance(h.top, ResultScreen)
    record = h.app.store.load(h.app.store.games(finished=True)[0].key)
    again = replay_steps(scene.rules, record.setup, record.seed, [(s.seat, s.action) for s in record.steps])
    assert scene.rules.fingerprint(again) == scene.rules.fingerprint(g)


def test_the_first_secret_orders_come_behind_a_hand_over_after_the_public_placement(h: Harness) -> None:
    """Everyone watched the placement: even the player who placed last gets the screen anew before writing."""
    scene = start(h, PLAYERS[:2])
    place_all(h, scene, [(0, 4, 1), (9, 4, 5)])
    assert isinstance(h.top, Handover) and scene.viewer is None
    h.pass_handovers()
    assert scene.viewer is not None and not isinstance(h.top, Handover)


def test_no_orders_of_one_player_are_visible_to_the_next(h: Harness) -> None:
    scene = start(h, PLAYERS[:2])
    g = scene.game
    place_all(h, scene, [(0, 4, 1), (9, 4, 5)])
    h.pass_handovers()
    writer = scene.viewer  # the last to place writes first, behind a hand-over
    assert writer is not None
    other = 1 - writer
    speed = g.ships[writer].speed
    typed(h, "DA")  # keys on the table: codes after the present speed (R F at an English table)
    assert scene.text == f"{speed} RF" and scene.orders() == f"{speed} DA" and scene.preview() is not None
    h.screenshot()
    assert "path" in scene.view.highlights and any(p.sprite.id == ("ghost", writer) for p in scene.view.sprites.placed)
    execution = scene.preview()
    assert execution is not None
    numbers = scene.view.highlights["path"].values  # the moves counted from 1 (a turn first moves nothing),
    moved = len({s.at for s in execution.path} - {execution.start})
    assert sorted(int(v) for v in numbers.values()) == list(range(1, moved))  # none under the ghost at the end
    assert execution.end[0] not in numbers
    h.click_element(scene.buttons["submit"])
    assert isinstance(h.top, Handover)  # the table is hidden before the next player comes
    h.pass_handovers()
    assert scene.viewer == other and scene.text == ""
    h.screenshot()
    assert f"{speed} DA" not in repr(scene.rules.view_for(g, other))
    seen = scene.seen  # what the table says of orders comes from the seat's view
    assert seen.given == {writer} and writer not in seen.orders and f"{speed} DA" not in seen.orders.values()
    assert f"{speed} DA" not in " ".join(h.drawn_texts()) and f"{speed} RF" not in " ".join(h.drawn_texts())
    assert "1 of 2" in " ".join(h.drawn_texts())  # that the other has written, not what
    assert not any(p.sprite.id == ("ghost", writer) for p in scene.view.sprites.placed)
    path = scene.view.highlights.get("path")
    assert path is None or path.cells[0] == g.ships[other].at  # only the player's own preview, if any


def test_orders_typed_in_the_text_field_preview_their_correction(h: Harness) -> None:
    scene = start(h, PLAYERS[:2])
    place_all(h, scene, [(0, 4, 1), (9, 4, 5)])
    h.pass_handovers()
    assert scene.entry is not None
    h.click_element(scene.entry)
    for ch in "4 flfrff":  # the seed's 4 AGADAA, in the English table's letters
        h.post(pygame.TEXTINPUT, text=ch)
        h.step(1)
    h.step(2)
    assert scene.text == "4 flfrff" and scene.orders() == "4 AGADAA"
    preview = scene.preview()
    assert preview is not None and preview.correction.text == "4 AGAAAD"  # the seed's example, from speed 2
    assert [n.kind for n in preview.correction.notes] == ["postponed"]
    h.post(pygame.TEXTINPUT, text="g")  # a French letter at an English table: not one of its codes
    h.step(3)
    assert "“G” is not an order code: use F, L, R, O, U or X" in scene.parse_problem()
    assert scene.preview() is None


def test_a_resolution_shows_nothing_before_it_happens(h: Harness) -> None:
    """Seen in a real window: the first frame of a resolution already had the asteroids where they end, and the
    ship about to be hit with its new facing, speed and damage; then the asteroids jumped back and drifted again.
    The board now shows the resolution as far as it has been played back."""
    scene = start(h, PLAYERS[:2])
    g = scene.game
    place_all(h, scene, [(0, 4, 1), (9, 4, 5)])
    for _ in range(2):
        h.pass_handovers()
        write_orders(h, scene, aimed(scene))
    assert scene.watching and scene.stage is not None
    before = scene.last_before
    assert before is not None and [r for r, _ in before.rocks] != [r.at for r in g.rocks]  # they drifted

    def rock_cells() -> list[object]:
        h.screenshot()
        placed = {p.sprite.id: p.sprite.cells[0] for p in scene.view.sprites.placed}
        return [placed[drawing.rock_id(i)] for i in range(len(g.rocks))]

    assert len(scene.queue) >= 1  # the flight is under way, the drift still to come
    assert rock_cells() == [tuple(at) for at, _ in before.rocks]  # asteroids where they were
    every = phases(scene.last_events)
    played = [e for phase in every[: len(every) - len(scene.queue)] for e in phase]
    hurt: dict[int, int] = {}
    for e in played:
        if isinstance(e, ev.Damaged):
            hurt[e.ship] = hurt.get(e.ship, 0) + e.amount
    assert scene.stage.hurt == hurt  # damage only from what has been played back
    to_come = [event_line(scene.game, scene.names, e) for phase in scene.queue for e in phase]
    said = [event_line(scene.game, scene.names, e) for e in played]
    assert not [line for line in to_come if line and line not in said and line in scene.log.lines]  # nor the log
    for _ in range(30):  # the rest of it, phase by phase
        h.time.t += 1
        h.step(3)
    assert not scene.queue
    assert rock_cells() == [tuple(r.at) for r in g.rocks]
    assert scene.stage.ships == drawing.stage_of(g, {}).ships and scene.stage.hurt == scene.hurt
    assert all(line in scene.log.lines for line in to_come[-3:] if line)  # told once played back


def test_empty_orders_say_what_the_ship_will_fly_before_they_are_sent(h: Harness) -> None:
    """*Submit orders* with an empty order line silently flew a default ("-4 AAAA", away from the enemy): it now
    asks first, saying what the ship will fly; No leaves the line to write."""
    scene = start(h, PLAYERS[:2])
    place_all(h, scene, [(0, 4, 1), (9, 4, 5)])
    h.pass_handovers()
    ship = scene.writing()
    assert ship is not None and scene.text == ""
    steps = len(scene.record.steps)
    h.click_element(scene.buttons["submit"])
    question = h.top
    flown = LETTERS.to_table(scene.game.execution(ship, "").correction.text)  # (in the table's letters)
    assert isinstance(question, Confirm) and flown in question.text and "No orders written" in question.text
    h.key(pygame.K_ESCAPE)  # No
    assert h.top is scene and len(scene.record.steps) == steps and scene.writing() is ship
    h.click_element(scene.buttons["submit"])
    question = h.top
    assert isinstance(question, Confirm)
    h.click_element(next(b for b, act in question.actions.items() if act == question.accept))
    assert len(scene.record.steps) == steps + 1 and scene.record.steps[-1].action["text"] == ""


def test_nobody_at_the_screen_sees_what_a_spectator_sees(h: Harness) -> None:
    """The table asked the view of seat -1, which is the table's own (SYSTEM), where nobody is at the screen:
    it asks the spectator's, which holds no seat's orders."""
    from arcade.core.protocol import SPECTATOR, View

    scene = start(h, PLAYERS[:2])
    place_all(h, scene, [(0, 4, 1), (9, 4, 5)])
    assert isinstance(h.top, Handover) and scene.viewer is None
    calls: list[int] = []
    real = scene.match.view

    def view(seat: int) -> View:
        calls.append(seat)
        return real(seat)

    scene.match.view = view  # type: ignore[method-assign]
    assert scene.seen == scene.rules.view_for(scene.game, SPECTATOR) and calls == [SPECTATOR]


def test_a_reversing_ship_is_told_why_no_forward_speed_is_offered(h: Harness) -> None:
    """Once reversing, "Speed -5 to -2" left no way forward and nothing said why; and "Turn G postponed: this speed
    needs more moves between turns" was not understood: both say it in numbers now."""
    scene = start(h, PLAYERS[:2])
    place_all(h, scene, [(0, 4, 1), (9, 4, 5)])
    h.pass_handovers()
    ship = scene.writing()
    assert ship is not None
    ship.speed = -4
    assert f"Reversing: ±{ship.spec.acceleration} a turn at most" in " ".join(h.drawn_texts())
    ship.speed = 4
    typed(h, "AGADAA")
    spacing = ship.spec.spacing(4)
    assert f"flies {spacing} hexes straight between two turns" in " ".join(h.drawn_texts())  # (wrapped lines)
