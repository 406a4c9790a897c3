"""A computer's Full Metal Planète move comes with what it was for, in the journal's words: read from
what the move changes, never a generic "best of N moves" where a plain reason stands out."""

from __future__ import annotations

import random
from typing import Any

from arcade.bots.base import count_budget, seen_by
from arcade.bots.search import Effort, SearchBot
from arcade.core.hexgrid import distance
from arcade.games.fmp.bots import evaluate
from arcade.games.fmp.reasons import reason
from arcade.games.fmp.rules import EndTurn, Fire, FmpGame, Land, Load, Move, TakeOff, Unload, firezones, schedule
from arcade.games.fmp.rules.model import BOARD
from arcade.games.fmp.rules.pieces import Kind
from arcade.games.fmp.rules.stranding import stuck_soon
from arcade.i18n import setup, t
from tests.games.fmp.planets import small
from tests.games.fmp.test_bots import into_the_coming_tide, played, weather_layer_out


def said(state: FmpGame, seat: int, action: Any, lang: str = "en") -> str:
    found = reason(state, seat, action)
    assert found is not None, action
    setup(lang)
    try:
        return t(f"why_{found[0]}", **found[1])
    finally:
        setup("en")


def test_a_landing_counts_the_ore_around_the_site() -> None:
    _, state, seat, land = played(lambda s, a: isinstance(a, Land))
    why, values = reason(state, seat, land) or ("", {})
    assert why == "fmp_land" and values["count"] >= 0 and values["hexes"] == 6
    assert said(state, seat, land).endswith("within 6 hexes")


def test_ore_loaded_then_brought_aboard_is_said_so() -> None:
    def ore_load(s: Any, a: Any) -> bool:
        return isinstance(a, Load) and s.pieces[a.cargo].kind is Kind.ORE \
            and s.pieces[a.carrier].kind is not Kind.ASTRONEF

    _, state, seat, load = played(ore_load)
    assert reason(state, seat, load) == ("fmp_load_ore", {})
    assert said(state, seat, load, "fr") == "le minerai vaut 2 points une fois à bord"

    def into_astronef(s: Any, a: Any) -> bool:
        if not isinstance(a, Load | Unload) or s.pieces[a.cargo].kind is not Kind.ORE:
            return False
        trial = s.clone()
        trial.apply(a)
        return trial.outermost(trial.pieces[a.cargo]).kind is Kind.ASTRONEF \
            and s.outermost(s.pieces[a.cargo]).kind is not Kind.ASTRONEF

    _, state, seat, aboard = played(into_astronef)
    assert reason(state, seat, aboard) == ("fmp_aboard", {"count": 2})
    assert said(state, seat, aboard) == "2 more points aboard the astronef"


def test_ore_put_down_beside_a_pode_is_for_the_astronef_to_load() -> None:
    def beside(s: Any, a: Any) -> bool:
        return isinstance(a, Unload) and s.pieces[a.cargo].kind is Kind.ORE \
            and s.pieces[a.carrier].kind is not Kind.ASTRONEF and s.active is not None \
            and any(distance(a.to[0], pode) == 1 for ship in s.astronefs(s.active) for pode in ship.hexes[1:]) \
            and not any(q.hexes == a.to for q in s.pieces if q.where == BOARD)  # (not into a piece standing there)

    _, state, seat, unload = played(beside)
    assert reason(state, seat, unload) == ("fmp_beside", {})
    after = state.clone()
    after.apply(unload)
    ship = next(iter(after.astronefs(seat)))
    assert after.check(Load(ship.id, unload.cargo)) is None  # (what it says: the astronef loads it next)
    assert said(state, seat, unload, "fr") == "au pied de l'astronef, qui le chargera ensuite"


def test_ore_unloaded_onto_another_transporter_is_handed_over() -> None:
    def handover(s: Any, a: Any) -> bool:
        if not isinstance(a, Unload) or s.pieces[a.cargo].kind is not Kind.ORE:
            return False
        trial = s.clone()
        trial.apply(a)
        return trial.outermost(trial.pieces[a.cargo]).kind in (Kind.CRAB, Kind.BARGE) \
            and trial.pieces[a.cargo].carrier != a.carrier

    _, state, seat, unload = played(handover, seed=5)
    why, values = reason(state, seat, unload) or ("", {})
    assert why == "fmp_handover" and values["count"] >= 1
    assert said(state, seat, unload).startswith("handed to a transporter")


def test_an_empty_transporter_goes_for_ore_while_the_evaluation_draws_it_there() -> None:
    """The evaluation draws an empty transporter to the ore until `PROSPECTING` turns before the last, though
    pieces already head home (`HOMEWARD`): a move nearer the ore in those turns says so (it said "the move that
    leaves its side best placed")."""
    from arcade.games.fmp.reasons import HOMEWARD, PROSPECTING
    from arcade.games.fmp.rules.state import LAST_TURN

    def towards_ore(s: Any, a: Any) -> bool:
        return isinstance(a, Move) and LAST_TURN - HOMEWARD < s.turn <= LAST_TURN - PROSPECTING \
            and not s.pieces[a.piece].contents and s.pieces[a.piece].kind in (Kind.CRAB, Kind.BARGE) \
            and s.active is not None and (reason(s, s.active, a) or ("",))[0] == "fmp_ore"

    _, state, seat, move = played(towards_ore, seed=4)
    assert said(state, seat, move).startswith("towards the ore")


def test_a_piece_put_out_of_the_astronef_is_deployed() -> None:
    def deploys(s: Any, a: Any) -> bool:
        return isinstance(a, Unload) and s.pieces[a.carrier].kind is Kind.ASTRONEF \
            and s.pieces[a.carrier].where == BOARD

    _, state, seat, unload = played(deploys)
    assert reason(state, seat, unload) == ("fmp_deploy", {})


def test_a_take_off_says_the_points_it_puts_safe() -> None:
    _, state, seat, takeoff = played(lambda s, a: isinstance(a, TakeOff))
    trial = state.clone()
    trial.apply(takeoff)
    points = schedule.scores(trial)[seat] - schedule.scores(state)[seat]
    assert reason(state, seat, takeoff) == ("fmp_takeoff", {"count": points})
    assert said(state, seat, takeoff) == f"{points} points safe off the planet"


def test_a_turn_ended_with_points_left_says_what_it_saves() -> None:
    def saves(s: Any, a: Any) -> bool:
        if not isinstance(a, EndTurn) or s.turn < 5:
            return False
        trial = s.clone()
        trial.apply(a)
        return bool(trial.points[s.active].saved > s.points[s.active].saved)

    _, state, seat, end = played(saves)
    found = reason(state, seat, end)
    assert found is not None and found[0] == "fmp_save" and found[1]["count"] % 5 == 0  # (cubes of 5, FMP.PTS.3)


def test_an_end_of_turn_that_saves_nothing_says_nothing_more_was_worth_its_points() -> None:
    _, state, seat, end = played(lambda s, a: isinstance(a, EndTurn) and s.turn >= 5
                                 and s.points[s.active].left_base < 5)
    assert reason(state, seat, end) == ("fmp_done", {})  # (in words, never how the search chose)


def test_an_end_of_turn_left_alone_by_the_computers_sense_is_not_called_its_only_move() -> None:
    """Seen in a real window: every turn of Hard's ended "End turn (its only move)", with moves still legal: the
    game's sense had left it that one. It now says what the end of the turn is for; "its only move" is kept for a
    seat with one legal move."""
    rules, state, seat, end = played(lambda s, a: isinstance(a, EndTurn) and s.turn >= 5
                                     and s.points[s.active].left_base < 5)
    assert len(rules.legal_actions(state, seat)) > 1
    bot: SearchBot[Any, Any] = SearchBot("test", evaluate, Effort(8, 1, 0), sensible=lambda s, seat, legal: [end],
                                         explain=reason)
    decision = bot.choose(seen_by(rules, state, seat), count_budget(0), random.Random(1))
    assert decision.action == end and decision.why == "fmp_done"
    silent: SearchBot[Any, Any] = SearchBot("test", evaluate, Effort(8, 1, 0), sensible=lambda s, seat, legal: [end])
    decision = silent.choose(seen_by(rules, state, seat), count_budget(0), random.Random(1))
    setup("en")
    assert decision.why == "sense" and t("why_sense") == "the one move that makes sense here"
    spent = state.clone()
    spent.points[seat].left_base = spent.points[seat].open_cube = spent.points[seat].saved = 0
    assert rules.legal_actions(spent, seat) == [end]
    assert silent.choose(seen_by(rules, spent, seat), count_budget(0), random.Random(1)).why == "only"


def test_an_end_of_turn_with_every_point_spent_says_so_never_its_only_move() -> None:
    """Seen in a real window: Hard's turns, each spent to its last point, all ended "End turn (its only move)"; true,
    but read at the table as a fault of the journal. The game's words say why there is nothing more to do."""
    rules, state, seat, end = played(lambda s, a: isinstance(a, EndTurn) and s.turn >= 5
                                     and s.points[s.active].left_base < 5)
    spent = state.clone()
    spent.points[seat].left_base = spent.points[seat].open_cube = spent.points[seat].saved = 0
    assert rules.legal_actions(spent, seat) == [end]
    assert reason(spent, seat, end) == ("fmp_spent", {})
    alone: SearchBot[Any, Any] = SearchBot("test", evaluate, Effort(8, 1, 0), explain=reason)
    assert alone.choose(seen_by(rules, spent, seat), count_budget(0), random.Random(1)).why == "fmp_spent"
    setup("en")
    assert t("why_fmp_spent") == "every point of the turn spent"


def test_a_transporter_moved_off_where_the_coming_tide_would_hold_it_is_out_of_the_coming_tide() -> None:
    """The reason read from the tide its player knows of (FMP.TIDE.6): what the hint and the review say."""
    rules, state, seat, strand = played(lambda state, a: into_the_coming_tide(state, a) and len(a.path) == 1,
                                        prefer=weather_layer_out)
    rules.apply(state, seat, strand)  # (one hex: points are left to move it back)
    piece = state.pieces[strand.piece]
    back = next(a for a in rules.legal_actions(state, seat) if isinstance(a, Move) and a.piece == piece.id
                and stuck_soon(state, piece, a.path[-1], seat) is None
                and not set(a.path[-1]) & firezones.hexes_under_fire(state, seat))
    assert said(state, seat, back) == "out of the coming tide"
    assert said(state, seat, back, "fr") == "à l'abri de la marée qui vient"


def test_a_tank_sent_towards_the_enemy_and_a_crab_with_room_sent_for_more_ore_say_so() -> None:
    """Hard's destroyers go out after enemy pieces, and a transporter with room fetches more ore before it goes home:
    the reason names what the move is for, not "best placed, all things weighed"."""
    from tests.games.fmp.planets import path, small

    s = small()
    tank = s.put(0, Kind.TANK, (1, 5))
    s.put(1, Kind.CRAB, (5, 5))
    assert said(s.game, 0, Move(tank.id, path(s, (2, 5), (3, 5)))) == "towards the enemy, 2 hexes away"
    assert said(s.game, 0, Move(tank.id, path(s, (2, 5), (3, 5))), "fr") == "vers l'ennemi, à 2 hexagones"
    s = small()
    s.ship(0, 1, 1)
    crab = s.put(0, Kind.CRAB, (3, 4))
    s.load(crab, s.ore(3, 5))  # (one ore aboard, room for another)
    s.ore(5, 6)
    away = Move(crab.id, path(s, (4, 5)))  # (away from home, nearer the ore)
    assert said(s.game, 0, away) == "towards the ore, 2 hexes away"


def test_a_piece_built_from_ore_a_turret_rebuilt_and_a_retreat_out_of_fire_say_so() -> None:
    """A weather layer's build says what the ore becomes (FMP.POND.1); a rebuilt turret, that its pode is defended
    again (FMP.SHIP.8); the ore it loads, that it is to build with (it carries one, FMP.POND.1, and does not take
    it home); a start-of-turn retreat (FMP.NEUT.1), that the piece is out of enemy fire; a weather layer
    moved nearer ore it can load, that it goes towards the ore."""
    from arcade.games.fmp.rules import Build, Rebuild, Retreat
    from tests.games.fmp.planets import small

    s = small()
    s.ship(0, 1, 1)
    s.ship(1, 4, 1)
    layer = s.put(0, Kind.WEATHER_LAYER, (2, 5))
    ore = s.ore(4, 5)
    towards = Move(layer.id, ((s.h(3, 5),),))
    assert reason(s.game, 0, towards) == ("fmp_ore", {"count": distance(s.h(3, 5), ore.hex)})
    s.play(towards)
    assert said(s.game, 0, Load(layer.id, ore.id)) == "ore to build with: a new tank, crab or pontoon"
    assert said(s.game, 0, Load(layer.id, ore.id), "fr") == \
        "du minerai pour construire : un nouveau char, crabe ou ponton"
    s.play(Load(layer.id, ore.id))
    for kind in ("crab", "tank", "pontoon"):
        assert reason(s.game, 0, Build(layer.id, kind, s.h(2, 5))) == (f"fmp_build_{kind}", {})
    assert said(s.game, 0, Build(layer.id, "crab", s.h(2, 5))) == "turns ore into a new crab, to carry more ore"
    assert said(s.game, 0, Build(layer.id, "tank", s.h(2, 5)), "fr") == "change du minerai en un nouveau char"

    s = small(players=3)
    ship = s.ship(1, 4, 5, orientation=1)
    s.ship(2, 1, 1)
    s.disarm(ship)
    tank = s.put(0, Kind.TANK, (2, 4))
    s.play(Load(ship.id, tank.id))
    assert said(s.game, 0, Rebuild(ship.id, 1)) == "a turret rebuilt: the pode is defended again"

    s = small()
    s.ship(0, 4, 1)
    s.ship(1, 1, 1)
    s.put(1, Kind.TANK, (0, 7))
    s.put(1, Kind.TANK, (2, 7))
    crab = s.put(0, Kind.CRAB, (1, 5))
    s.start_turn(0)
    assert reason(s.game, 0, Retreat(crab.id, (s.h(1, 4),))) == ("fmp_escape", {})


def test_ore_shot_is_said_as_ore_kept_from_the_enemy_never_as_an_enemy_piece() -> None:
    """Seen in a new user's hints: a shot at a lone ore said "destroys or takes 1 enemy piece". Ore belongs to no one
    (FMP.FIRE.3 lets destroyers shoot it); what the shot is for is the ore the enemy's transporters were nearest."""
    s = small()
    first, second = s.put(0, Kind.TANK, (2, 3)), s.put(0, Kind.TANK, (2, 5))
    ore = s.ore(3, 4)
    shot = Fire((first.id, second.id), ore.hexes[0])
    assert s.game.check(shot) is None
    assert reason(s.game, 0, shot) == ("fmp_deny_ore", {})
    assert said(s.game, 0, shot) == "destroys the ore before the enemy's transporters can fetch it"
    enemy = s.put(1, Kind.TANK, (3, 4))
    s.game.pieces[ore.id].where = "gone"
    assert reason(s.game, 0, Fire((first.id, second.id), enemy.hexes[0])) == ("fmp_strike", {"count": 1})
