"""The Apophis game state: legality with reasons, and actions applied as events.

Pure and deterministic: all chance comes from one `random.Random(seed)` owned by the game, the countdown is
outside (the table sends `TimeUp` and `ShuffleDone`), so setup + seed + actions always rebuild the same game.
`check` judges an action of the player to act; `apply` trusts an action already checked (the protocol object in
`protocol.py` adds seats, views and the outcome around this state).
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from itertools import combinations

from arcade.core.dice import copied
from arcade.core.protocol import Param, Rejection, Term
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
    ShuffleDone,
    TimeUp,
)
from arcade.games.apophis.rules.cards import (
    COLORS,
    SIZES,
    SUIT_OF_COLOR,
    SUITS,
    Card,
    Section,
    all_sections,
    full_deck,
)
from arcade.games.apophis.rules.events import (
    Built,
    Discarded,
    Drew,
    Event,
    LaunchEnded,
    MustDiscard,
    Reshuffled,
    Scrapped,
    Sequenced,
    TurnPassed,
)
from arcade.games.apophis.rules.launch import decide_roll, finish, return_missile, start_launch
from arcade.games.apophis.rules.model import (
    DEFAULT_OPTIONS,
    DEFLECTIONS_TO_WIN,
    DIFFICULTY_SECONDS,
    HAND_LIMIT,
    RULES_VERSION,
    SHUFFLE_SECONDS,
    Launch,
    Options,
    Phase,
    fuel_needed,
    missile_points,
    reject,
    section_term,
)

__all__ = ["DEFLECTIONS_TO_WIN", "DIFFICULTY_SECONDS", "HAND_LIMIT", "RULES_VERSION", "SHUFFLE_SECONDS", "ApophisGame",
           "Launch", "Options", "Phase", "fuel_needed"]


class ApophisGame:
    """One game's state. `check` explains refusals; `apply` performs a checked action and returns its events."""

    def __init__(self, players: list[str], seed: int, options: Options = DEFAULT_OPTIONS) -> None:
        if not 1 <= len(players) <= 6:
            raise ValueError("Apophis is played by 1 to 6 players")
        self.players = tuple(players)
        self.seed = seed
        self.options = options
        self.rng = random.Random(seed)
        deck = full_deck()
        self.rng.shuffle(deck)
        # APO.COMP.3: one card of each suit becomes a reserve station and never returns to play.
        self.stations: dict[str, Card] = {}
        for card in list(deck):
            if card.suit not in self.stations:
                self.stations[card.suit] = card
                deck.remove(card)
        self.deck = deck
        self.discard: list[Card] = []
        per_hand = 4 if len(players) <= 2 else 3  # APO.SETUP.1
        self.hands: list[list[Card]] = [[self.deck.pop() for _ in range(per_hand)] for _ in players]
        self.reserve: set[Section] = set(all_sections())
        self.missile: list[Section] = []
        self.sequence: dict[str, Card] = {}
        self.apophis: list[int] = [3, 2, 1]  # large over medium over small (APO.COMP.1)
        self.deflection = 0
        self.active = 0  # APO.SETUP.3: the first seat starts
        self.phase = Phase.ACTION
        self.pending_draws = 0
        self.launch: Launch | None = None
        self.launches: list[LaunchEnded] = []
        self.result: str | None = None  # "won-destroyed" | "won-deflected" | "lost-time"
        self.turn = 1

    def copy(self) -> ApophisGame:
        """An independent copy (the table's confirmations and the tests use it)."""
        other = object.__new__(ApophisGame)
        other.__dict__.update(self.__dict__)
        other.rng = copied(self.rng)
        other.stations = dict(self.stations)
        other.deck, other.discard = list(self.deck), list(self.discard)
        other.hands = [list(h) for h in self.hands]
        other.reserve, other.missile, other.sequence = set(self.reserve), list(self.missile), dict(self.sequence)
        other.apophis, other.launches = list(self.apophis), list(self.launches)
        if self.launch is not None:
            launch = self.launch
            other.launch = Launch(launch.missile, list(launch.steps), list(launch.checks), launch.rerolls_left,
                                  launch.pending, launch.outcome)
        return other

    # -- queries ---------------------------------------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.phase == Phase.OVER

    @property
    def value(self) -> int:
        """Apophis's value: the pips of its largest remaining pyramid (APO.COMP.1)."""
        return max(self.apophis, default=0)

    @property
    def won(self) -> bool:
        return bool(self.result and self.result.startswith("won"))

    def hand(self, seat: int | None = None) -> list[Card]:
        return self.hands[self.active if seat is None else seat]

    def top_size(self) -> int | None:
        return self.missile[-1].size if self.missile else None

    def can_place(self, size: int) -> bool:
        """APO.BUILD.3: on an equal or larger section, or as the base."""
        top = self.top_size()
        return top is None or size <= top

    def cost_cards(self, color: str, size: int) -> list[Card] | None:
        """The cards a build would use from the active hand, or None when the hand cannot pay."""
        suit = SUIT_OF_COLOR[color]
        cards = [c for c in self.hand() if c.suit == suit]
        return cards[:size] if len(cards) >= size else None

    def buildable(self) -> list[Section]:
        """Sections the active player could build now (for the table's highlights)."""
        return [s for s in sorted(self.reserve) if self.check(Build(s.color, s.size)) is None]

    def missile_points(self, color: str | None = None) -> int:
        return missile_points(self.missile, color)

    def fuel_needed(self) -> int:
        """Yellow points the missile as it stands needs to launch (APO.LAUNCH.2)."""
        return fuel_needed(self.missile_points())

    def excess_cards(self) -> int:
        """How many cards the active player must discard now (APO.DRAW.1)."""
        return max(0, len(self.hand()) - HAND_LIMIT) if self.phase == Phase.DISCARD else 0

    def playable_suits(self) -> list[str]:
        """Suits the active player could add to the launch sequence now (APO.SEQ.1)."""
        if self.phase != Phase.ACTION or not self.missile:
            return []
        return [s for s in SUITS if s not in self.sequence and any(c.suit == s for c in self.hand())]

    def player_actions(self) -> list[Action]:
        """Every distinct legal action of the player to act (cards of one suit are interchangeable when paying or
        sequencing, so the first card of each suit stands for the others; every choice of discards is listed)."""
        if self.over or self.phase == Phase.SHUFFLE:
            return []
        if self.phase == Phase.REROLL:
            return [a for a in (Reroll(), KeepRoll()) if self.check(a) is None]
        if self.phase == Phase.DISCARD:
            return [DiscardDown(chosen) for chosen in combinations(self.hand(), self.excess_cards())]
        if self.phase == Phase.END:
            return [EndTurn()]
        candidates: list[Action] = [Draw(), Scrap()]
        candidates += [Build(color, size) for color in COLORS for size in SIZES]
        firsts = self.first_of_suit()
        suits = [s for s in SUITS if s in firsts and s not in self.sequence]
        for mask in range(1, 1 << len(suits)):
            candidates.append(AddToSequence(tuple(firsts[s] for i, s in enumerate(suits) if mask >> i & 1)))
        return [a for a in candidates if self.check(a) is None]

    def first_of_suit(self) -> dict[str, Card]:
        firsts: dict[str, Card] = {}
        for card in self.hand():
            firsts.setdefault(card.suit, card)
        return firsts

    def card_count(self) -> int:
        return (len(self.stations) + len(self.deck) + len(self.discard) + sum(len(h) for h in self.hands)
                + len(self.sequence))

    def check(self, action: Action) -> Rejection | None:
        """None when the action is legal now, else why not."""
        if isinstance(action, TimeUp):
            return reject("APO.END.2", "not_over") if self.over else None
        if self.over:
            return reject("APO.END.1", "game_over")
        if isinstance(action, ShuffleDone):
            return None if self.phase == Phase.SHUFFLE else reject("APO.DRAW.2", "no_shuffle")
        if isinstance(action, Reroll | KeepRoll):
            return self._check_roll(action)
        if isinstance(action, DiscardDown):
            return self._check_discard(action)
        blocking = self._blocking()
        if blocking is not None:
            return blocking
        if isinstance(action, EndTurn):
            return None if self.phase == Phase.END else reject("APO.TURN.1", "act_first")
        if self.phase == Phase.END:
            return reject("APO.TURN.1", "one_action")
        if isinstance(action, Draw):
            return None
        if isinstance(action, Build):
            return self._check_build(action)
        if isinstance(action, AddToSequence):
            return self._check_sequence(action)
        return None if self.missile or self.sequence else reject("APO.SCRAP.1", "nothing_to_scrap")

    def _blocking(self) -> Rejection | None:
        if self.phase == Phase.DISCARD:
            return reject("APO.DRAW.1", "discard_first", n=len(self.hand()))
        if self.phase == Phase.SHUFFLE:
            return reject("APO.DRAW.2", "shuffling")
        if self.phase == Phase.REROLL:
            return reject("APO.ADV.3", "decide_roll")
        return None

    def _check_roll(self, action: Reroll | KeepRoll) -> Rejection | None:
        if self.phase != Phase.REROLL or self.launch is None:
            return reject("APO.ADV.3", "no_roll")
        if isinstance(action, Reroll) and self.launch.rerolls_left <= 0:
            return reject("APO.ADV.3", "no_rerolls")
        return None

    def _cards_in_hand(self, cards: Iterable[Card]) -> Rejection | None:
        cards = list(cards)
        if len(set(cards)) != len(cards):
            return reject("APO.TURN.3", "same_card")
        hand = self.hand()
        if any(c not in hand for c in cards):
            return reject("APO.TURN.3", "not_in_hand")
        return None

    def _check_discard(self, action: DiscardDown) -> Rejection | None:
        if self.phase != Phase.DISCARD:
            return reject("APO.DRAW.1", "not_discarding")
        excess = self.excess_cards()
        if len(action.cards) != excess:
            return reject("APO.DRAW.1", "discard_count", n=excess)
        return self._cards_in_hand(action.cards)

    def _check_build(self, action: Build) -> Rejection | None:
        if action.color not in COLORS or action.size not in SIZES:
            return reject("APO.BUILD.2", "unknown_section")
        if self.sequence:
            return reject("APO.BUILD.4", "sequence_open")
        section = Section(action.color, action.size)
        if section not in self.reserve:
            return reject("APO.BUILD.2", "section_used", section=section_term(action.color, action.size))
        if not self.can_place(action.size):
            return reject("APO.BUILD.3", f"too_big_{action.size}")
        suit = section.suit
        have = sum(1 for c in self.hand() if c.suit == suit)
        words: dict[str, Param] = {"section": section_term(action.color, action.size), "n": action.size,
                 "suit": Term(f"suit.{suit}", action.size), "have": have}
        if have < action.size:
            return reject("APO.BUILD.1", "pay_suit", **words)
        if action.cards:
            if len(action.cards) != action.size or any(c.suit != suit for c in action.cards):
                return reject("APO.BUILD.1", "pay_exact", **words)
            return self._cards_in_hand(action.cards)
        return None

    def _check_sequence(self, action: AddToSequence) -> Rejection | None:
        if not self.missile:
            return reject("APO.SEQ.1", "no_missile")
        if not action.cards:
            return reject("APO.SEQ.1", "no_cards")
        suits = [c.suit for c in action.cards]
        if len(set(suits)) != len(suits):
            return reject("APO.SEQ.1", "suit_twice")
        for suit in suits:
            if suit in self.sequence:
                return reject("APO.SEQ.1", "suit_present", suit=Term(f"a_suit.{suit}"))
        return self._cards_in_hand(action.cards)

    # -- applying --------------------------------------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        """Perform an action `check` accepted (it is not checked again)."""
        events: list[Event] = []
        if isinstance(action, TimeUp):
            finish(self, "lost-time", events)
        elif isinstance(action, Draw):
            self._draw(2, events)
        elif isinstance(action, ShuffleDone):
            self.phase = Phase.END
            count, self.pending_draws = self.pending_draws, 0
            self._draw(count, events)
        elif isinstance(action, DiscardDown):
            hand = self.hand()
            for card in action.cards:
                hand.remove(card)
                self.discard.append(card)
            events.append(Discarded(self.active, action.cards))
            self.phase = Phase.END
        elif isinstance(action, Build):
            self._build(action, events)
        elif isinstance(action, AddToSequence):
            self._add_to_sequence(action, events)
        elif isinstance(action, Scrap):
            return_missile(self)
            events.append(Scrapped(self.active))
            self.phase = Phase.END
        elif isinstance(action, Reroll | KeepRoll):
            decide_roll(self, isinstance(action, Reroll), events)
        elif isinstance(action, EndTurn):
            self.active = (self.active + 1) % len(self.players)
            self.turn += 1
            self.phase = Phase.ACTION
            events.append(TurnPassed(self.active))
        return events

    def _draw(self, count: int, events: list[Event]) -> None:
        """APO.DRAW: draw, reshuffling the discard pile (and waiting for the team's shuffle) when the deck runs out."""
        drawn: list[Card] = []
        self.phase = Phase.END
        for i in range(count):
            if not self.deck:
                if not self.discard:
                    break  # APO.DRAW.3: draws what exists
                self.deck = self.discard
                self.discard = []
                self.rng.shuffle(self.deck)
                events.append(Reshuffled(len(self.deck)))
                self.pending_draws = count - i
                self.phase = Phase.SHUFFLE
                break
            drawn.append(self.deck.pop())
        hand = self.hand()
        hand.extend(drawn)
        events.append(Drew(self.active, len(drawn), tuple(drawn)))
        if self.phase != Phase.SHUFFLE and len(hand) > HAND_LIMIT:
            self.phase = Phase.DISCARD
            events.append(MustDiscard(self.active, len(hand) - HAND_LIMIT))

    def _build(self, action: Build, events: list[Event]) -> None:
        section = Section(action.color, action.size)
        paid = list(action.cards) or self.cost_cards(action.color, action.size) or []
        hand = self.hand()
        for card in paid:
            hand.remove(card)
            self.discard.append(card)
        self.reserve.remove(section)
        self.missile.append(section)
        events.append(Built(self.active, section, tuple(paid)))
        self.phase = Phase.END

    def _add_to_sequence(self, action: AddToSequence, events: list[Event]) -> None:
        hand = self.hand()
        for card in action.cards:
            hand.remove(card)
            self.sequence[card.suit] = card
        events.append(Sequenced(self.active, action.cards))
        self.phase = Phase.END
        if len(self.sequence) == len(SUITS):  # APO.SEQ.2: launches at once
            start_launch(self, events)
