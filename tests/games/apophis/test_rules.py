"""Apophis rules, clause by clause (../shared/rules/apophis.md)."""

from __future__ import annotations

import pytest

from arcade.core.protocol import SYSTEM, IllegalAction
from arcade.games.apophis.rules import (
    COLOR_OF_SUIT,
    DIFFICULTY_SECONDS,
    Action,
    AddToSequence,
    ApophisGame,
    Build,
    Card,
    DiscardDown,
    Draw,
    EndTurn,
    KeepRoll,
    Options,
    Phase,
    Reroll,
    Scrap,
    Section,
    ShuffleDone,
    TimeUp,
)
from arcade.games.apophis.rules.events import Damaged, Drew, FuelCheck, LaunchEnded, Roll, RollPending
from arcade.games.apophis.rules.protocol import RULES
from tests.games.apophis.helpers import empty_hand, free_card, game, give, set_missile
from tests.replaying import replay_steps
from tests.scripted import ScriptedDice, play
from tests.words import say


def codes(g: ApophisGame, suits: str) -> list[str]:
    """One free card per letter of suits (C, H, D, S), distinct."""
    names = {"C": "clubs", "H": "hearts", "D": "diamonds", "S": "spades"}
    seen: dict[str, int] = {}
    out = []
    for letter in suits:
        suit = names[letter]
        out.append(free_card(g, suit, seen.get(suit, 0)))
        seen[suit] = seen.get(suit, 0) + 1
    return out


def launch_with(g: ApophisGame, *sections: tuple[str, int]) -> list[object]:
    """Put this missile in place and have the active player complete the sequence in one go."""
    set_missile(g, *sections)
    empty_hand(g, g.active)
    give(g, g.active, *codes(g, "CHDS"))
    hand = tuple(g.hand())
    return list(play(g, AddToSequence(hand)))


# -- components ------------------------------------------------------------------------------------------------
def test_APO_COMP_1_value_is_the_largest_remaining_pyramid() -> None:
    g = game()
    assert g.apophis == [3, 2, 1] and g.value == 3
    g.apophis.pop(0)
    assert g.value == 2
    g.apophis.pop(0)
    assert g.value == 1


def test_APO_COMP_2_reserve_and_colour_suit_roles() -> None:
    g = game()
    assert len(g.reserve) == 12
    assert {(s.color, s.size) for s in g.reserve} == {(c, n) for c in ("green", "red", "blue", "yellow")
                                                      for n in (1, 2, 3)}
    assert COLOR_OF_SUIT == {"clubs": "green", "hearts": "red", "diamonds": "blue", "spades": "yellow"}


def test_APO_COMP_3_stations_leave_48_cards_and_never_return() -> None:
    g = game(players=3, seed=5)
    assert sorted(g.stations) == ["clubs", "diamonds", "hearts", "spades"]
    assert all(card.suit == suit for suit, card in g.stations.items())
    assert len(g.deck) + sum(len(h) for h in g.hands) == 48
    stations = set(g.stations.values())
    for _ in range(200):  # many turns with reshuffles: stations stay out of play
        action = g.player_actions()[0] if g.phase != Phase.SHUFFLE else ShuffleDone()
        play(g, action)
        in_play = set(g.deck) | set(g.discard) | {c for h in g.hands for c in h} | set(g.sequence.values())
        assert not stations & in_play
        assert g.card_count() == 52


def test_APO_COMP_4_dice_come_from_the_seeded_source() -> None:
    def rolls(seed: int) -> list[int]:
        g = game(seed=seed)
        events = launch_with(g, ("yellow", 3), ("blue", 2))
        return [e.die for e in events if isinstance(e, Roll)]

    assert rolls(11) == rolls(11)
    assert all(1 <= d <= 6 for s in range(30) for d in rolls(s))
    assert {tuple(rolls(s)) for s in range(30)} != {tuple(rolls(0))}


def test_APO_COMP_5_deflection_counters_have_no_limit() -> None:
    g = game(advanced=True, faces=[1, 6, 6])  # explosion 1 + 1 < 8, accuracy hits, damage 6 + 3
    g.deflection = 9
    launch_with(g, ("red", 3), ("yellow", 1))
    assert g.deflection == 10 and g.result is None  # advanced: counters pile up past 5, no win


# -- setup -----------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("players", "dealt"), [(1, 4), (2, 4), (3, 3), (4, 3), (5, 3), (6, 3)])
def test_APO_SETUP_1_deal(players: int, dealt: int) -> None:
    g = game(players=players)
    assert [len(h) for h in g.hands] == [dealt] * players
    with pytest.raises(ValueError):
        ApophisGame(["a"] * 7, 1)


def test_APO_SETUP_2_difficulty_sets_the_countdown() -> None:
    assert DIFFICULTY_SECONDS["beginner"] == 15 * 60 and DIFFICULTY_SECONDS["easy"] == 12 * 60
    assert DIFFICULTY_SECONDS["intermediate"] == 10 * 60 and DIFFICULTY_SECONDS["hard"] == 8 * 60
    assert Options(difficulty="relaxed").seconds == 20 * 60 and Options(difficulty="expert").seconds == 6 * 60
    g = RULES.new({"players": [{"name": "A"}], "options": {"difficulty": "hard", "rules": "advanced"}}, 3)
    assert g.options.seconds == 480 and g.options.advanced


def test_APO_SETUP_3_first_seat_starts() -> None:
    g = game(players=4)
    assert g.active == 0 and g.phase == Phase.ACTION and g.turn == 1


# -- turn ------------------------------------------------------------------------------------------------------
def test_APO_TURN_1_exactly_one_action_then_the_next_seat() -> None:
    g = game(players=3)
    rejection = g.check(EndTurn())
    assert rejection is not None and rejection.clause == "APO.TURN.1"
    play(g, Draw())
    second = g.check(Draw())
    assert second is not None and second.clause == "APO.TURN.1" and "already" in say(second)
    assert g.player_actions() == [EndTurn()]
    play(g, EndTurn())
    assert g.active == 1 and g.phase == Phase.ACTION
    for _ in range(2):
        play(g, Draw())
        play(g, EndTurn())
    assert g.active == 0  # seat order wraps


def test_APO_TURN_3_hands_are_secret_in_views() -> None:
    g = game(players=3)
    view = RULES.view_for(g, 1).to_data()
    assert view["hand"] == [c.code for c in g.hands[1]]
    assert view["hand_counts"] == [3, 3, 3]
    text = repr(view)
    for seat in (0, 2):
        assert all(c.code not in view["hand"] for c in g.hands[seat])
    assert "deck" in view and isinstance(view["deck"], int)  # only the count of the deck
    assert all(c.code not in text for c in g.deck)


# -- draw ------------------------------------------------------------------------------------------------------
def test_APO_DRAW_1_draw_two_and_discard_down_to_five_by_choice() -> None:
    g = game(players=3)
    empty_hand(g, 0)
    give(g, 0, *codes(g, "CCHH"))
    events = play(g, Draw())
    assert len(g.hand()) == 6 and g.phase == Phase.DISCARD
    assert any(type(e).__name__ == "MustDiscard" for e in events)
    assert g.check(EndTurn()).clause == "APO.DRAW.1"  # type: ignore[union-attr]
    assert g.check(DiscardDown(tuple(g.hand()[:2]))).clause == "APO.DRAW.1"  # type: ignore[union-attr]
    chosen = g.hand()[3]
    play(g, DiscardDown((chosen,)))
    assert len(g.hand()) == 5 and chosen in g.discard and g.phase == Phase.END


def test_APO_DRAW_2_empty_deck_shuffle_wait_then_the_second_card() -> None:
    g = game(players=3)
    g.discard.extend(g.deck[1:])
    del g.deck[1:]
    before = len(g.hand())
    events = play(g, Draw())
    assert len(g.hand()) == before + 1  # one card came before the deck ran out
    assert g.phase == Phase.SHUFFLE and g.pending_draws == 1
    assert any(type(e).__name__ == "Reshuffled" for e in events)
    rejection = g.check(EndTurn())
    assert rejection is not None and rejection.clause == "APO.DRAW.2"
    assert RULES.to_act(g) == {SYSTEM}  # the players shuffle; the table says when it is done
    assert RULES.legal_actions(g, SYSTEM) == [TimeUp(), ShuffleDone()] and RULES.legal_actions(g, 0) == []
    play(g, ShuffleDone())
    assert len(g.hand()) == before + 2 and g.phase == Phase.END
    assert g.check(ShuffleDone()).clause == "APO.DRAW.2"  # type: ignore[union-attr]


def test_APO_DRAW_3_nothing_left_draws_what_exists() -> None:
    g = game(players=3)
    g.hands[1].extend(g.deck[1:])  # park the cards elsewhere: deck holds one, discard none
    del g.deck[1:]
    before = len(g.hand())
    play(g, Draw())
    assert len(g.hand()) == before + 1 and g.phase == Phase.END
    play(g, EndTurn())
    g.hands[1] = g.hands[1][:3]
    g.hands[0].extend([])  # nothing anywhere to draw
    g.hands[2].extend(g.hands[1][3:])
    before = len(g.hand())
    assert not g.deck and not g.discard
    play(g, Draw())
    assert len(g.hand()) == before and g.phase in (Phase.END, Phase.DISCARD)


# -- build -----------------------------------------------------------------------------------------------------
def test_APO_BUILD_1_pay_size_cards_of_the_sections_suit() -> None:
    g = game()
    empty_hand(g, 0)
    give(g, 0, *codes(g, "SSCC"))
    refused = g.check(Build("green", 3))
    assert refused is not None and refused.clause == "APO.BUILD.1"
    assert say(refused) == "A large green section costs 3 clubs: you have 2. (APO.BUILD.1)"
    assert say(refused, lang="fr") == "Une grande section verte coûte 3 trèfles : vous en avez 2. (APO.BUILD.1)"
    spades = tuple(c for c in g.hand() if c.suit == "spades")
    assert g.check(Build("green", 2, spades)).clause == "APO.BUILD.1"  # type: ignore[union-attr]
    events = play(g, Build("yellow", 2, spades))
    assert g.missile == [Section("yellow", 2)] and all(c in g.discard for c in spades)
    assert len(g.hand()) == 2 and events


def test_APO_BUILD_2_only_sections_still_in_the_reserve() -> None:
    g = game()
    give(g, 0, *codes(g, "HH"))
    play(g, Build("red", 1))
    play(g, EndTurn())
    give(g, 1, *codes(g, "H"))
    refused = g.check(Build("red", 1))
    assert refused is not None and refused.clause == "APO.BUILD.2" and "already on the missile" in say(refused)
    assert g.check(Build("purple", 1)).clause == "APO.BUILD.2"  # type: ignore[union-attr]


def test_APO_BUILD_3_only_on_an_equal_or_larger_section() -> None:
    g = game()
    set_missile(g, ("blue", 2))
    give(g, 0, *codes(g, "HHH"))
    refused = g.check(Build("red", 3))
    assert refused is not None and refused.clause == "APO.BUILD.3"
    assert say(refused) == "Large sections go only on large ones. (APO.BUILD.3)"
    assert g.check(Build("red", 2)) is None and g.check(Build("red", 1)) is None
    g.missile = [Section("blue", 1)]
    medium = g.check(Build("red", 2))
    assert medium is not None and say(medium) == "Medium sections go only on medium or large ones. (APO.BUILD.3)"


def test_APO_BUILD_4_no_building_while_a_sequence_is_open() -> None:
    g = game()
    set_missile(g, ("yellow", 3))
    give(g, 0, *codes(g, "HH"))
    heart = next(c for c in g.hand() if c.suit == "hearts")
    play(g, AddToSequence((heart,)))
    play(g, EndTurn())
    give(g, 1, *codes(g, "CC"))
    refused = g.check(Build("green", 1))
    assert refused is not None and refused.clause == "APO.BUILD.4"


# -- sequence --------------------------------------------------------------------------------------------------
def test_APO_SEQ_1_one_card_per_missing_suit_on_a_built_missile() -> None:
    g = game()
    empty_hand(g, 0)
    give(g, 0, *codes(g, "HHD"))
    hearts = [c for c in g.hand() if c.suit == "hearts"]
    assert g.check(AddToSequence((hearts[0],))).clause == "APO.SEQ.1"  # type: ignore[union-attr]  # no missile
    set_missile(g, ("yellow", 1))
    assert g.check(AddToSequence(())).clause == "APO.SEQ.1"  # type: ignore[union-attr]
    assert g.check(AddToSequence(tuple(hearts))).clause == "APO.SEQ.1"  # type: ignore[union-attr]
    play(g, AddToSequence((hearts[0],)))
    play(g, EndTurn())
    give(g, 1, *codes(g, "H"))
    other = next(c for c in g.hand() if c.suit == "hearts")
    present = g.check(AddToSequence((other,)))
    assert present is not None and say(present) == "The launch sequence already has a heart. (APO.SEQ.1)"
    stranger = Card("K", "clubs") if Card("K", "clubs") not in g.hand() else Card("Q", "clubs")
    assert g.check(AddToSequence((stranger,))).clause == "APO.TURN.3"  # type: ignore[union-attr]


def test_APO_SEQ_2_the_fourth_suit_launches_at_once() -> None:
    g = game(faces=[6, 6])
    events = launch_with(g, ("yellow", 1))
    assert any(isinstance(e, LaunchEnded) for e in events)
    assert g.sequence == {} and g.missile == []


def test_APO_SEQ_3_others_continue_the_sequence() -> None:
    g = game(players=3, faces=[1])
    set_missile(g, ("yellow", 2))
    for seat, letters in enumerate(["H", "DS", "C"]):
        give(g, seat, *codes(g, letters))
    heart = next(c for c in g.hands[0] if c.suit == "hearts")
    play(g, AddToSequence((heart,)))
    play(g, EndTurn())
    pair = tuple(next(c for c in g.hands[1] if c.suit == s) for s in ("diamonds", "spades"))
    play(g, AddToSequence(pair))
    assert sorted(g.sequence) == ["diamonds", "hearts", "spades"]
    play(g, EndTurn())
    club = next(c for c in g.hands[2] if c.suit == "clubs")
    events = play(g, AddToSequence((club,)))
    assert any(isinstance(e, LaunchEnded) for e in events)


# -- scrap -----------------------------------------------------------------------------------------------------
def test_APO_SCRAP_1_sections_back_sequence_discarded() -> None:
    g = game()
    assert g.check(Scrap()).clause == "APO.SCRAP.1"  # type: ignore[union-attr]
    set_missile(g, ("yellow", 3), ("red", 2))
    give(g, 0, *codes(g, "H"))
    heart = next(c for c in g.hand() if c.suit == "hearts")
    play(g, AddToSequence((heart,)))
    play(g, EndTurn())
    play(g, Scrap())
    assert g.missile == [] and len(g.reserve) == 12 and g.sequence == {} and heart in g.discard
    play(g, EndTurn())
    give(g, 0, *codes(g, "S"))
    assert g.check(Build("yellow", 1)) is None  # the next player may start a new missile


# -- launch ----------------------------------------------------------------------------------------------------
def test_APO_LAUNCH_1_points_by_size() -> None:
    g = game(faces=[6, 6])
    events = launch_with(g, ("yellow", 3), ("yellow", 2), ("blue", 1))
    fuel = next(e for e in events if isinstance(e, FuelCheck))
    assert fuel.total == 6 and fuel.yellow == 5


def test_APO_LAUNCH_2_fuel_worked_examples() -> None:
    # 1 large, 2 medium, 1 small = 8 points: 2 yellow needed.
    g = game(faces=[6, 1, 1])
    events = launch_with(g, ("blue", 3), ("red", 2), ("yellow", 2), ("green", 1))
    fuel = next(e for e in events if isinstance(e, FuelCheck))
    assert (fuel.total, fuel.needed, fuel.success) == (8, 2, True)
    # 2 large, 1 medium, 2 small = 10 points: 3 yellow needed; 2 is not enough and the launch ends, no roll.
    g = game(faces=[])
    events = launch_with(g, ("blue", 3), ("red", 3), ("green", 2), ("yellow", 1), ("red", 1))
    fuel = next(e for e in events if isinstance(e, FuelCheck))
    assert (fuel.total, fuel.needed, fuel.success) == (10, 3, False)
    assert not any(isinstance(e, Roll) for e in events)
    assert next(e for e in events if isinstance(e, LaunchEnded)).outcome == "no-fuel"


def test_APO_LAUNCH_3_accuracy_worked_example_misses_by_one() -> None:
    # Apophis 3, 1 point of guidance, die 2: 3 + 1 + 2 = 6 -> miss; no damage roll although the missile has red.
    g = game(faces=[2])
    events = launch_with(g, ("yellow", 3), ("red", 2), ("blue", 1))
    rolls = [e for e in events if isinstance(e, Roll)]
    assert rolls == [Roll("accuracy", 2, 4, 6, 7, False)]
    assert next(e for e in events if isinstance(e, LaunchEnded)).outcome == "missed"
    assert g.apophis == [3, 2, 1]


def test_APO_LAUNCH_4_damage_removes_the_top_pyramid_third_destroys() -> None:
    g = game(faces=[6, 5])  # accuracy 6 + 3 hits; damage 5 + 2 = 7 (the seed's example)
    events = launch_with(g, ("yellow", 3), ("red", 2))
    assert any(isinstance(e, Damaged) and e.removed == 3 for e in events)
    assert g.apophis == [2, 1] and g.deflection == 1
    g.apophis = [1]
    play(g, EndTurn())
    g.rng = ScriptedDice([6, 6])
    events = launch_with(g, ("yellow", 3), ("red", 2))
    assert g.apophis == [] and g.result == "won-destroyed" and g.over
    assert next(e for e in events if isinstance(e, LaunchEnded)).outcome == "destroyed"


def test_APO_LAUNCH_5_deflection_counters_and_the_fifth_wins() -> None:
    g = game(faces=[6, 4])  # hit; deflection 4 + 3 = 7
    launch_with(g, ("yellow", 3), ("green", 3))
    assert g.deflection == 1 and g.result is None
    play(g, EndTurn())
    g.deflection = 4
    g.rng = ScriptedDice([6, 6])
    launch_with(g, ("yellow", 3), ("green", 3))
    assert g.deflection == 5 and g.result == "won-deflected"
    g2 = game(faces=[6, 3])  # 3 + 3 = 6: no counter
    launch_with(g2, ("yellow", 3), ("green", 3))
    assert g2.deflection == 0


def test_APO_LAUNCH_6_everything_returns_after_any_launch() -> None:
    for faces in ([1], [6, 6]):
        g = game(faces=list(faces))
        launch_with(g, ("yellow", 3), ("blue", 1))
        assert g.missile == [] and len(g.reserve) == 12 and g.sequence == {}
        assert len(g.discard) == 4 and g.card_count() == 52


def test_APO_LAUNCH_7_each_roll_reports_sum_and_threshold() -> None:
    g = game(faces=[4, 3, 2])
    events = launch_with(g, ("yellow", 3), ("red", 2), ("green", 1), ("blue", 1))
    rolls = [e for e in events if isinstance(e, Roll)]
    assert [(r.step, r.die, r.bonus, r.total, r.threshold, r.success) for r in rolls] == [
        ("accuracy", 4, 3 + 1, 8, 7, True),
        ("damage", 3, 2, 5, 7, False),
        ("deflection", 2, 1, 3, 7, False),
    ]
    ended = next(e for e in events if isinstance(e, LaunchEnded))
    assert ended.checks[1:] == tuple(rolls) and g.launches == [ended]


# -- end -------------------------------------------------------------------------------------------------------
def test_APO_END_1_win_stops_the_game() -> None:
    g = game(faces=[6, 6])
    g.apophis = [1]
    launch_with(g, ("yellow", 3), ("red", 3))
    assert g.won and g.over and g.player_actions() == [] and RULES.to_act(g) == frozenset()
    assert g.check(Draw()).clause == "APO.END.1"  # type: ignore[union-attr]


def test_APO_END_2_time_up_loses() -> None:
    g = game()
    play(g, Draw())
    events = play(g, TimeUp())
    assert g.result == "lost-time" and g.over and not g.won
    assert type(events[-1]).__name__ == "GameLost"
    assert g.check(TimeUp()).clause == "APO.END.2"  # type: ignore[union-attr]


def test_APO_END_3_the_record_of_launches_is_kept_for_the_end_screen() -> None:
    g = game(faces=[1, 6, 6])
    launch_with(g, ("yellow", 3))
    play(g, EndTurn())
    launch_with(g, ("yellow", 3), ("red", 3))
    assert [launch.outcome for launch in g.launches] == ["missed", "damaged"]


# -- advanced --------------------------------------------------------------------------------------------------
def test_APO_ADV_1_no_deflection_step_and_counters_do_not_win() -> None:
    g = game(advanced=True, faces=[1, 6])  # explosion 1 + 3 = 4 < 8, accuracy hits; no deflection roll
    g.deflection = 6
    events = launch_with(g, ("yellow", 3), ("green", 1))
    assert [r.step for r in events if isinstance(r, Roll)] == ["explosion", "accuracy"]
    assert g.result is None


def test_APO_ADV_2_fuel_explosion_after_the_fuel_check() -> None:
    g = game(advanced=True, faces=[5])  # 5 + 3 = 8 -> explodes
    events = launch_with(g, ("yellow", 3), ("blue", 2))
    checks = [e for e in events if isinstance(e, FuelCheck | Roll)]
    assert isinstance(checks[0], FuelCheck) and checks[1] == Roll("explosion", 5, 3, 8, 8, False)
    assert next(e for e in events if isinstance(e, LaunchEnded)).outcome == "exploded"
    assert len(checks) == 2


def test_APO_ADV_3_green_points_buy_rerolls() -> None:
    g = game(advanced=True, faces=[6, 1, 2, 6])
    # 3 yellow + 2 green(2) + 2 green(... only one green per size): green 2 + green 1 = 3 points -> 1 re-roll
    events = launch_with(g, ("yellow", 3), ("green", 2), ("green", 1))
    pending = [e for e in events if isinstance(e, RollPending)]
    assert pending and pending[0].roll.step == "explosion" and pending[0].rerolls_left == 1
    assert g.phase == Phase.REROLL and g.check(EndTurn()).clause == "APO.ADV.3"  # type: ignore[union-attr]
    more = play(g, Reroll())  # 6 + 3 = 9 would explode: re-roll gives 1
    rolls = [e for e in more if isinstance(e, Roll)]
    assert rolls[0] == Roll("explosion", 1, 3, 4, 8, True, (6,))
    assert rolls[1].step == "accuracy" and rolls[1].die == 2  # no re-roll left: it stands (2 + 3 = 5, miss)
    assert g.phase == Phase.END and g.check(Reroll()).clause == "APO.ADV.3"  # type: ignore[union-attr]
    # 4 green points -> 2 re-rolls, KeepRoll goes on
    g2 = game(advanced=True, faces=[2, 5, 1])
    g2.rng = ScriptedDice([2, 5, 6])
    events = launch_with(g2, ("yellow", 3), ("green", 3), ("green", 1))
    assert next(e for e in events if isinstance(e, RollPending)).rerolls_left == 2
    play(g2, KeepRoll())  # explosion 2 + 3 = 5 kept
    assert g2.phase == Phase.REROLL  # accuracy die 5 waits
    play(g2, Reroll())  # 6: 6 + 3 = 9 hits; a re-roll is left, so the new die may be re-rolled in turn
    assert g2.phase == Phase.REROLL and g2.launch is not None and g2.launch.rerolls_left == 1
    play(g2, KeepRoll())  # kept: the launch is over (no red, and no deflection in advanced rules)
    assert g2.phase == Phase.END and g2.launches[-1].outcome == "hit"


# -- records and the protocol ----------------------------------------------------------------------------------
def test_actions_round_trip_through_the_codec() -> None:
    actions: list[Action] = [Draw(), Build("red", 2, (Card("Q", "hearts"), Card("3", "hearts"))),
               AddToSequence((Card("A", "clubs"),)), Scrap(), DiscardDown((Card("10", "spades"),)),
               Reroll(), KeepRoll(), EndTurn(), ShuffleDone(), TimeUp()]
    for action in actions:
        assert RULES.decode(RULES.encode(action)) == action
    assert RULES.encode(AddToSequence((Card("A", "clubs"),))) == {"type": "sequence", "cards": ["AC"]}
    for bad in [{"type": "fly"}, "draw", {"type": "build", "color": "red", "size": "big"},
                {"type": "sequence", "cards": ["ZZ"]}, {"type": "sequence", "cards": "AC"}, {"type": "build", "x": 1}]:
        with pytest.raises(ValueError):
            RULES.decode(bad)


def test_only_the_player_to_act_acts_and_others_see_how_many_cards_were_drawn() -> None:
    g = RULES.new({"players": [{"name": "A", "side": "red"}, {"name": "B", "side": "blue"}]}, 4)
    assert RULES.to_act(g) == {0, SYSTEM}
    assert RULES.check(g, 1, Draw()) is not None and RULES.check(g, SYSTEM, Draw()) is not None
    drew = next(e for e in RULES.apply(g, 0, Draw()) if isinstance(e, Drew))
    assert len(drew.cards) == 2 and RULES.event_for(drew, 0) == drew
    assert RULES.event_for(drew, 1) == Drew(0, 2)  # the other player learns the count, not the cards
    assert set(RULES.secrets(g, 0)) == {c.code for c in g.hands[0]}


def test_APO_END_2_time_up_while_a_reroll_waits_leaves_a_consistent_table() -> None:
    g = game(advanced=True, faces=[6])
    launch_with(g, ("yellow", 3), ("green", 2))
    assert g.phase == Phase.REROLL and len(g.sequence) == 4
    RULES.play(g, SYSTEM, TimeUp())
    assert g.over and g.result == "lost-time" and g.launch is None
    assert g.sequence == {} and g.missile == [] and len(g.reserve) == 12 and g.card_count() == 52


def test_replay_rebuilds_the_same_game() -> None:
    setup = {"players": [{"name": "A"}, {"name": "B"}, {"name": "C"}], "options": {"rules": "advanced"}}
    g = RULES.new(setup, 77)
    steps = []
    import random

    chooser = random.Random(5)
    for _ in range(300):
        seat = min(RULES.to_act(g) or {SYSTEM}) if g.phase != Phase.SHUFFLE else SYSTEM
        legal = [a for a in RULES.legal_actions(g, seat) if not isinstance(a, TimeUp)]
        if not legal:
            break
        action = chooser.choice(legal)
        RULES.play(g, seat, action)
        steps.append((seat, RULES.encode(action)))
    again = replay_steps(RULES, setup, 77, steps)
    assert RULES.fingerprint(again) == RULES.fingerprint(g)


def test_illegal_play_raises_with_the_rejection() -> None:
    g = game()
    with pytest.raises(IllegalAction) as info:
        RULES.play(g, 0, EndTurn())
    assert info.value.rejection.clause == "APO.TURN.1"
