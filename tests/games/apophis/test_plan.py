"""The Apophis computer team-mates' plan (Hard): the target missile by exact odds, and the move each hand makes
toward it."""

from __future__ import annotations

import pytest

from arcade import i18n
from arcade.games.apophis.plan import chances, plan_action, target
from arcade.games.apophis.rules import AddToSequence, Build, DiscardDown, Draw, Scrap, Section
from arcade.games.apophis.rules.game import ApophisGame, Phase
from tests.games.apophis.helpers import empty_hand, free_card, game, give, set_missile


def test_launch_odds_are_the_exact_chances_of_the_dice() -> None:
    """APO.LAUNCH.2-5 by hand: a large red on a small yellow at value 3 hits on 4+ (3 + d6 >= 7) and damages on
    4+ (3 + d6 >= 7): 1/2 x 1/2; without enough fuel, nothing."""
    assert chances((Section("red", 3), Section("yellow", 1)), 3, False) == (0.25, 0.0)
    assert chances((Section("red", 3), Section("red", 2)), 3, False) == (0.0, 0.0)  # no yellow: no fuel
    # advanced: a large yellow explodes on d6 + 3 >= 8 (5 or 6), and green gives re-rolls, no deflection
    damage, deflect = chances((Section("red", 3), Section("yellow", 3), Section("blue", 3), Section("red", 2),
                               Section("red", 1)), 3, True)
    assert damage == pytest.approx(4 / 6) and deflect == 0.0


@pytest.mark.parametrize("value", [3, 2, 1])
def test_the_target_missile_is_a_sure_pyramid_at_every_value_of_apophis(value: int) -> None:
    sections = target((), value, False)
    assert chances(tuple(sorted(sections)), value, False)[0] == 1.0
    sizes = [s.size for s in sections]
    assert sizes == sorted(sizes, reverse=True)  # the order they can be built in (APO.BUILD.3)


def test_a_hand_builds_the_largest_section_the_target_still_needs() -> None:
    g = game(3)
    empty_hand(g, 0)
    give(g, 0, *(free_card(g, "hearts", i) for i in range(3)), free_card(g, "hearts", 3))
    action, why, values = plan_action(g)
    assert action == Build("red", 3) and why == "plan_build"
    assert values["odds"] == 100
    i18n.setup("en")
    assert "100 % to take a pyramid" in i18n.t(f"why_{why}", "arcade", **values)


def test_a_hand_that_cannot_build_draws_and_says_which_suit_the_team_needs() -> None:
    g = game(3)
    empty_hand(g, 0)
    give(g, 0, free_card(g, "clubs"))
    action, why, values = plan_action(g)
    assert action == Draw() and why.startswith("plan_draw_")
    i18n.setup("en")
    assert i18n.t(f"why_{why}", "arcade", **values).startswith("the team needs")


def test_a_discard_keeps_the_suits_the_missile_needs() -> None:
    g = game(3)
    empty_hand(g, 0)
    clubs = [free_card(g, "clubs", i) for i in range(4)]
    give(g, 0, *clubs, free_card(g, "hearts"), free_card(g, "diamonds"))
    g.phase = Phase.DISCARD
    action, _, _ = plan_action(g)
    assert isinstance(action, DiscardDown) and len(action.cards) == 1
    assert action.cards[0].suit == "clubs"  # the target has no green: one club (for the sequence) is enough


def test_a_standing_target_starts_the_launch_with_every_suit_in_hand() -> None:
    g = game(3)
    set_missile(g, *((s.color, s.size) for s in target((), 3, False)))
    empty_hand(g, 0)
    give(g, 0, free_card(g, "hearts"), free_card(g, "spades"))
    action, why, _ = plan_action(g)
    assert isinstance(action, AddToSequence) and why == "plan_launch"
    assert {c.suit for c in action.cards} == {"hearts", "spades"}


def test_a_missile_that_can_never_fly_is_scrapped() -> None:
    """All red and a small on top: no yellow can be added that would give enough fuel (APO.LAUNCH.2)."""
    g = game(3)
    set_missile(g, ("red", 3), ("red", 2), ("red", 1))
    action, why, _ = plan_action(g)
    assert action == Scrap() and why == "plan_scrap"


def test_a_hand_gathers_a_suit_rather_than_spreading_over_three() -> None:
    """A large section needs three cards of its suit in one hand: three hearts stay together when a 2-2-3 hand
    must lose two cards (a hand kept evenly spread never builds a large section)."""
    g = game(3)
    empty_hand(g, 0)
    give(g, 0, *(free_card(g, "hearts", i) for i in range(3)), *(free_card(g, "diamonds", i) for i in range(2)),
         *(free_card(g, "spades", i) for i in range(2)))
    g.phase = Phase.DISCARD
    action, _, _ = plan_action(g)
    assert isinstance(action, DiscardDown) and len(action.cards) == 2
    assert all(card.suit != "hearts" for card in action.cards)


def sequence_without_fuel() -> ApophisGame:
    """A launch sequence started on a missile of one red section (no fuel), a heart in the hand of the seat to
    play: a card the sequence could take."""
    g = game(3)
    set_missile(g, ("red", 3))
    give(g, 1, free_card(g, "clubs"))
    g.sequence["clubs"] = g.hands[1].pop()
    empty_hand(g, 0)
    give(g, 0, free_card(g, "hearts"))
    return g


def test_a_sequence_started_on_a_missile_without_fuel_is_scrapped_not_fed() -> None:
    """APO.LAUNCH.2: the launch would fail on fuel; feeding it more cards only loses them."""
    g = sequence_without_fuel()
    action, why, _ = plan_action(g)
    assert action == Scrap() and why == "plan_scrap"


def test_normal_never_feeds_a_sequence_started_on_a_missile_without_fuel() -> None:
    """Seen at a club table: Normal added a card to a missile that could not fly while the hint said to scrap it."""
    from arcade.games.apophis.bots import sensible
    from arcade.games.apophis.rules import RULES

    g = sequence_without_fuel()
    legal = RULES.legal_actions(g, g.active)
    kept = sensible(g, g.active, legal)
    assert any(isinstance(a, AddToSequence) for a in legal)  # (the rules allow it: feeding it only loses cards)
    assert Scrap() in kept and not any(isinstance(a, AddToSequence) for a in kept)
