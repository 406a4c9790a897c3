"""A sound way to play Apophis, for the computer team-mates: the team builds toward one target missile — the one
that brings the most expected damage per card still to pay, by the launch's exact odds at Apophis's value now — and
each player does the next thing it needs: build its largest missing section, start or continue the launch sequence
once it stands, or draw for what is missing, keeping the cards it needs."""

from __future__ import annotations

import functools
from collections import Counter
from itertools import combinations

from arcade.games.apophis.rules.actions import (
    Action,
    AddToSequence,
    Build,
    DiscardDown,
    Draw,
    EndTurn,
    KeepRoll,
    Reroll,
    Scrap,
)
from arcade.games.apophis.rules.cards import COLORS, SUITS, Card, Section, all_sections
from arcade.games.apophis.rules.game import ApophisGame, Phase, fuel_needed

#: What a launch's results are worth: a pyramid taken off Apophis (which also gives a counter), a counter alone.
PYRAMID, COUNTER = 60.0, 12.0
#: Cards a launch sequence costs (one of each suit, APO.SEQ.1).
SEQUENCE_CARDS = len(SUITS)


def at_least(need: int, rerolls: int = 0) -> float:
    """The chance that a d6 shows `need` or more, with `rerolls` tries more if it fails."""
    single = min(1.0, max(0.0, (7 - need) / 6))
    return 1.0 - (1.0 - single) ** (1 + rerolls)


@functools.cache
def chances(missile: tuple[Section, ...], value: int, advanced: bool) -> tuple[float, float]:
    """The chances that launching `missile` takes a pyramid off Apophis, and that it deflects it, by the exact odds
    of APO.LAUNCH.2-5 and APO.ADV.1-3: fuel enough, no explosion (advanced), accuracy, then damage and deflection.
    Advanced re-rolls are counted as if every check had them all (a slight over-estimate: they are shared)."""
    points = {color: 0 for color in COLORS}
    for section in missile:
        points[section.color] += section.size
    total = sum(points.values())
    if not total or points["yellow"] < fuel_needed(total):
        return 0.0, 0.0
    rerolls = points["green"] // 2 if advanced else 0
    intact = 1.0 - at_least(8 - points["yellow"]) if advanced else 1.0  # d6 + fuel >= 8 explodes
    hit = intact * at_least(7 - value - points["blue"], rerolls)
    damage = at_least(7 - points["red"], rerolls) if points["red"] else 0.0
    deflect = at_least(7 - points["green"], rerolls) if points["green"] and not advanced else 0.0
    return hit * damage, hit * deflect


def missile_worth(missile: tuple[Section, ...], value: int, advanced: bool) -> float:
    """What launching `missile` is worth: a pyramid taken gives a counter too (APO.LAUNCH.4)."""
    damage, deflect = chances(missile, value, advanced)
    return damage * (PYRAMID + COUNTER) + deflect * COUNTER


def rate(missile: tuple[Section, ...], cards: int, value: int, advanced: bool) -> float:
    """Worth per card still to pay."""
    return missile_worth(missile, value, advanced) / max(1, cards)


@functools.cache
def target(built: tuple[Section, ...], value: int, advanced: bool) -> tuple[Section, ...]:
    """The sections to add to `built` (largest first, the order they must be built in, APO.BUILD.3) for the best
    worth per card still to pay, the launch sequence's cards included; () when launching as it stands is best."""
    top = min((s.size for s in built), default=3)
    free = [s for s in all_sections() if s not in built and s.size <= top]
    best: tuple[Section, ...] = ()
    best_rate = rate(tuple(sorted(built)), SEQUENCE_CARDS, value, advanced) if built else 0.0
    for count in range(1, len(free) + 1):
        for added in combinations(free, count):
            cards = sum(s.size for s in added) + SEQUENCE_CARDS
            worth = rate(tuple(sorted((*built, *added))), cards, value, advanced)
            if worth > best_rate + 1e-9:
                best, best_rate = added, worth
    return tuple(sorted(best, key=lambda s: (-s.size, s.color)))


def best_rate(built: tuple[Section, ...], value: int, advanced: bool) -> float:
    added = target(built, value, advanced)
    cards = sum(s.size for s in added) + SEQUENCE_CARDS
    return rate(tuple(sorted((*built, *added))), cards, value, advanced)


def needs(state: ApophisGame) -> Counter[str]:
    """Cards of each suit the team's plan still asks of a hand: the target's sections, and one of each suit missing
    from the launch sequence."""
    wanted: Counter[str] = Counter()
    if not state.sequence:
        for section in target(tuple(state.missile), state.value, state.options.advanced):
            wanted[section.suit] = max(wanted[section.suit], section.size)
    for suit in SUITS:
        if suit not in state.sequence:
            wanted[suit] += 1
    return wanted


def keep_order(state: ApophisGame, hand: list[Card]) -> list[Card]:
    """The hand from the card most worth keeping to the least: cards beyond what the plan needs of their suit go
    first, then the suits this hand holds fewest of (a hand gathers a few suits: a large section needs three
    cards of one suit in one hand, and a hand spread evenly over three suits never builds one)."""
    wanted = needs(state)
    held = Counter(card.suit for card in hand)
    seen: Counter[str] = Counter()
    ranked = []
    for card in hand:
        seen[card.suit] += 1
        ranked.append((seen[card.suit] > wanted[card.suit], -held[card.suit], -wanted[card.suit], card))
    return [card for *_, card in sorted(ranked, key=lambda r: r[:3])]


def plan_action(state: ApophisGame) -> tuple[Action, str, dict[str, int]]:
    """The active player's move by the plan, and why: a reason (`why_plan_<reason>` in the translations) and the
    numbers it quotes."""
    hand = state.hand()
    if state.phase == Phase.DISCARD:
        return DiscardDown(tuple(keep_order(state, hand)[-state.excess_cards():])), "plan_discard", {}
    if state.phase == Phase.END:
        return EndTurn(), "only", {}
    if state.phase == Phase.REROLL:
        pending = state.launch.pending if state.launch is not None else None
        if pending is not None and not pending.success:
            return Reroll(), "plan_reroll", {}
        return KeepRoll(), "plan_keep", {}
    firsts = state.first_of_suit()
    missing = tuple(firsts[s] for s in SUITS if s in firsts and s not in state.sequence)
    built, value, advanced = tuple(state.missile), state.value, state.options.advanced
    if state.sequence:
        # A launch returns the missile to the reserve as a scrap does: going on is worth the missile's chances,
        # unless it has none (a sequence started on a missile without fuel).
        if not missile_worth(tuple(sorted(built)), value, advanced):
            return Scrap(), "plan_scrap", {}
        return (AddToSequence(missing), "plan_sequence", {}) if missing else drawing(state)
    if built and best_rate(built, value, advanced) < 0.5 * best_rate((), value, advanced):
        return Scrap(), "plan_scrap", {}
    added = target(built, value, advanced)
    whole = tuple(sorted((*built, *added)))
    aim = {"points": sum(s.size for s in whole), "odds": round(100 * chances(whole, value, advanced)[0])}
    if built and not added:
        return (AddToSequence(missing), "plan_launch", aim) if missing else drawing(state)
    largest = max((s.size for s in added), default=0)
    have = Counter(card.suit for card in hand)
    payable = [s for s in added if s.size == largest and have[s.suit] >= s.size]
    if payable:
        section = max(payable, key=lambda s: have[s.suit])
        return Build(section.color, section.size), "plan_build", aim
    return drawing(state)


def drawing(state: ApophisGame) -> tuple[Action, str, dict[str, int]]:
    """Draw, saying which suit the plan most lacks in this hand (talking is allowed, APO.TURN.3)."""
    have = Counter(card.suit for card in state.hand())
    wanted = needs(state)
    short = max(SUITS, key=lambda suit: (wanted[suit] - have[suit], wanted[suit]))
    return Draw(), f"plan_draw_{short}", {}
