"""Asteroyds' Hard steers: besides the representative programs the rules list, it tries courses that
bring each ship to its goal — an enemy asteroyd still free, or home with one — found with the rules' own route,
each accepted by `check` like a program a person writes."""

from __future__ import annotations

import random

import pytest

from arcade.bots.base import count_budget, seen_by
from arcade.bots.search import SearchBot
from arcade.core.hexgrid import distance
from arcade.games.asteroyds.bots import leads, levels
from arcade.games.asteroyds.courses import courses, goals
from arcade.games.asteroyds.rules import Program
from arcade.games.asteroyds.rules.program import parse
from arcade.games.asteroyds.rules.route import route
from tests.games.asteroyds.field import RULES, game


def test_a_ship_steers_to_the_nearest_free_enemy_asteroyd_and_home_with_one() -> None:
    g = game(players=2)
    ship = next(s for s in g.ships if s.seat == 0)
    [goal, *_] = goals(g, ship)
    assert goal in {r.at for r in g.roids.values() if r.team != ship.team}
    found = courses(g, ship)
    assert found and all(RULES.check(g, 0, p) is None for p in found)  # a person could write each
    best = min(distance(route(g, ship, parse(p.text).columns).cells[-1], goal) for p in found)
    assert best < distance(ship.at, goal)
    representatives = [a for a in RULES.legal_actions(g, 0) if isinstance(a, Program) and a.ship == ship.id]
    assert best <= min(distance(route(g, ship, parse(p.text).columns).cells[-1], goal) for p in representatives)
    ship.carrying = next(r.team for r in g.roids.values() if r.team != ship.team)
    home = g.field.platforms[ship.team]
    assert goals(g, ship) == [home]
    assert min(distance(route(g, ship, parse(p.text).columns).cells[-1], home) for p in courses(g, ship)) \
        < distance(ship.at, home) or ship.at == home


def test_hard_weighs_the_courses_among_its_candidates(monkeypatch: pytest.MonkeyPatch) -> None:
    g = game(players=2)
    seat = 0
    legal = [a for a in RULES.legal_actions(g, seat) if isinstance(a, Program)]
    first = min(a.ship for a in legal)
    offered = leads(g, seat, [a for a in legal if a.ship == first])
    assert offered and all(a.ship == first for a in offered)
    hard = levels()["hard"]
    assert isinstance(hard, SearchBot)
    monkeypatch.setattr(hard, "candidates", lambda *args: [])  # nothing drawn from the legal list: the courses only
    decision = hard.choose(seen_by(RULES, g, seat), count_budget(10_000), random.Random(2))
    assert decision.action in offered and RULES.check(g, seat, decision.action) is None
