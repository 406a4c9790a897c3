"""The search every game's levels are made of: random play, and Monte Carlo over determinized states.

`SearchBot` tries candidate actions on states drawn from what its seat has seen: each candidate is applied, the
game is played on for a few steps by random choices (every seat, this one too: orders given together resolve,
turns pass), and the position is scored by the game's evaluation from the seat's side. Candidates are tried round
robin on fresh samples until the budget is spent, and the best average wins. Levels differ in how many candidates
they consider, how many samples they take, how far they look, and how often they slip (play a random action, as a
beginner would).
"""

from __future__ import annotations

import copy
import random
from collections import defaultdict
from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Generic

from arcade.bots.base import A, Bot, Budget, Decision, S, Seen
from arcade.core.codec import PlainData
from arcade.core.protocol import SYSTEM, GameRules, Result, Seat

#: A position's worth to a seat (higher is better); the game's own knowledge.
Evaluate = Callable[[Any, Seat], float]
#: Outcomes weigh more than any position.
WIN, LOSS = 1000.0, -1000.0
#: The most plans a turn's chain of them holds (`SearchBot.chains`).
CHAINED = 3


def by_type(rules: GameRules[Any, A, Any, Any], actions: Sequence[A]) -> dict[str, list[A]]:
    if len({type(action) for action in actions}) == 1:  # (one kind only, as an Interceptor ship's ~1,300 orders)
        return {rules.codec.name(actions[0]): list(actions)}
    out: dict[str, list[A]] = defaultdict(list)
    for action in actions:
        out[rules.codec.name(action)].append(action)
    return out


def random_action(rules: GameRules[Any, A, Any, Any], actions: Sequence[A], rng: random.Random) -> A:
    """A type first, then one of its actions: rare kinds of moves are played as often as common ones."""
    groups = by_type(rules, actions)
    return rng.choice(groups[rng.choice(sorted(groups))])


def outcome_value(rules: GameRules[S, Any, Any, Any], state: S, seat: Seat) -> float | None:
    outcome = rules.outcome(state)
    if outcome is None:
        return None
    result = outcome.results[seat] if 0 <= seat < len(outcome.results) else Result.DRAW
    return WIN if result is Result.WIN else LOSS if result is Result.LOSS else 0.0


def played(rules: GameRules[S, A, Any, Any], state: S, seat: Seat, action: A) -> S:
    """A copy of `state` with `action` played on it (the state itself is never touched)."""
    trial = rules.clone(state)
    rules.apply(trial, seat, action)
    return trial


def carried(rules: GameRules[S, A, Any, Any], state: S, seat: Seat, moves: tuple[A, ...]) -> S | None:
    """A copy of `state` once the seat has played every one of `moves`, each checked (None: one is refused)."""
    trial = rules.clone(state)
    for action in moves:
        if rules.check(trial, seat, action) is not None:
            return None
        rules.apply(trial, seat, action)
    return trial


#: The moves worth trying in a position, where the game knows better than search (see `SearchBot`).
Sensible = Callable[[Any, Seat, list[Any]], list[Any]]
#: Plans worth trying in a position, where the game knows a few moves that only pay together (two destroyers brought
#: in range, then their shot): each plan's actions, and what it is for as `Explain` says it. See `SearchBot`.
Plans = Callable[[Any, Seat, list[Any]], "list[tuple[tuple[Any, ...], str, dict[str, int]]]"]
#: The positions an action may lead to by chance, each with its probability (the game's dice, face by face), or None
#: where it rolls nothing: the search then weighs every face (expectimax) instead of sampling the dice.
Chances = Callable[[Any, Seat, Any], "list[tuple[float, Any]] | None"]
#: Moves worth trying beside those drawn from the legal list, where the game can aim (a course to a goal): they are
#: weighed like any candidate (see `SearchBot`).
Leads = Callable[[Any, Seat, list[Any]], list[Any]]
#: What a move chosen in a position was for, in the game's own terms (`why_<reason>` and the numbers it quotes);
#: None where nothing plain stands out.
Explain = Callable[[Any, Seat, Any], "tuple[str, dict[str, int]] | None"]
#: The seat's moves worth trying right after one of its own (`moves`: those it had before it; `action`: the move
#: just played on `state`), where the game can tell them more cheaply than by listing every legal move again; None
#: where it cannot. They need not all be legal: each one tried is checked first (see `SearchBot`).
Follows = Callable[[Any, Seat, list[Any], Any], "list[Any] | None"]
#: The piece one of the game's plans sets to work, and the goal it holds that piece to from one decision to the next,
#: as seen from where the piece stands in the position; None for a plan with no goal beyond itself (a strike, played
#: out within the turn). See `SearchBot`, `Effort.hold`.
Aims = Callable[[Any, Seat, "tuple[tuple[Any, ...], str, dict[str, int]]"], "tuple[Hashable, Hashable] | None"]
#: What weighing one position of a table costs, in positions of the game's smallest table (see `SearchBot`).
Cost = Callable[[Any], float]
#: Whether an action only hands the turn on (its seat done for the turn), where the game wants it weighed by the
#: position as the seat leaves it (see `SearchBot`).
Passing = Callable[[Any, Seat, Any], bool]


def alike(state: Any) -> float:
    """Every table's positions cost the same to weigh (a search given no `Cost`)."""
    return 1.0


def moves_worth_trying(rules: GameRules[S, A, Any, Any], state: S, seat: Seat, sensible: Sensible | None) -> list[A]:
    """The seat's legal moves, narrowed by the game's sense where it has some (never to nothing)."""
    legal = rules.legal_actions(state, seat)
    return (sensible(state, seat, legal) or legal) if sensible is not None and seat != SYSTEM else legal


def step_randomly(rules: GameRules[S, A, Any, Any], state: S, rng: random.Random,
                  sensible: Sensible | None = None) -> bool:
    """One random step by a seat that may act (the table only when no player can), among its sensible moves;
    False when nobody can act."""
    acting = rules.to_act(state)
    players = sorted(acting - {SYSTEM})
    if not acting:
        return False
    seat = rng.choice(players) if players else SYSTEM
    legal = moves_worth_trying(rules, state, seat, sensible)
    if not legal:
        return False
    rules.apply(state, seat, random_action(rules, legal, rng))
    return True


def margin(mine: float, others: Iterable[float]) -> float:
    """How far a side's worth is ahead of the best other side's (all of it when there is none)."""
    return mine - max(others, default=0.0)


def lead(worth: Callable[[Any, Any], float], sides: Callable[[Any], Iterable[Any]],
         side_of: Callable[[Any, Seat], Any] = lambda state, seat: seat) -> Evaluate:
    """An evaluation from a side's worth: how far the seat's side is ahead of the best other side (`margin`)."""

    def evaluate(state: Any, seat: Seat) -> float:
        mine = side_of(state, seat)
        return margin(worth(state, mine), [worth(state, side) for side in sides(state) if side != mine])

    return evaluate


def levels(evaluate: Evaluate, easy: Effort, normal: Effort, hard: Effort, sensible: Sensible | None = None,
           slip: float = 0.3, explain: Explain | None = None) -> dict[str, Bot[Any, Any]]:
    """A game's four levels: random play; Easy, a short look that slips now and then as a beginner does; Normal;
    Hard, the widest and deepest look the budget allows (a game gives its Hard its own plans, chances or leads by
    making it itself)."""
    return {
        "random": RandomBot(),
        "easy": SearchBot("easy", evaluate, easy, slip=slip, sensible=sensible, explain=explain),
        "normal": SearchBot("normal", evaluate, normal, sensible=sensible, explain=explain),
        "hard": SearchBot("hard", evaluate, hard, sensible=sensible, explain=explain),
    }


class RandomBot(Bot[S, A]):
    """Any legal action, a type first."""

    level = "random"

    def choose(self, seen: Seen[S], budget: Budget, rng: random.Random) -> Decision[A]:
        state = seen.sample(rng)
        action = random_action(seen.rules, seen.rules.legal_actions(state, seen.seat), rng)
        return Decision(action, "random")


@dataclass(frozen=True)
class Effort:
    """How hard a level looks: candidate moves, samples of the hidden parts, steps played on after each move, and
    `follow`: in games where a turn is many moves by one seat, how many of its own next moves are tried after each
    candidate (the position is worth its best follow-up: "unload the crab" is worth what "then drive it to the
    ore" makes of it). `keep`: in such games, whether the seat carries on with what it chose to play next (the rest
    of a plan, or that best follow-up) at its next decision, when the position is the one it expected, instead of
    searching again: a turn of many moves thought in half the time, as a person plays out a plan. `turn` (with
    `keep`): the searches of one turn at full effort; the next, in a row, look at a quarter of the candidates and a
    third of the follow-ups (a turn of many moves still ends in time: counted, so the arena's games replay alike).
    `looks` (with `keep`): as `turn`, counted in positions evaluated rather than searches (a search among many
    pieces costs twice one among a few): a search is made at full effort only where the positions it should look at
    (`width` moves, each with its `follow` follow-ups) fit in `looks` with those the turn's searches looked at, so
    a turn's thinking is bounded by its work, not by its number of moves.
    `replan` (with `keep` and the game's plans): before carrying on, the seat looks at the plans the position now
    offers, and takes up one that leaves it better off than the rest of what it meant (its own last move may have
    opened a capture that was not there when it chose), and carries on with each move as the game lists it then
    (`canonical`: on Full Metal Planète, a path longer than the points left is played only to where it stops,
    FMP.PTS.5, and was shown, told and hinted whole).
    `chain` (with the game's plans): plans are weighed in turns of several, as a beam of this width over their
    sequences (`chains`): a plan is worth the best the turn makes of it with others played after it, where the
    position still allows them (the ore beside the barge loaded before it sails to the next, rather than passed
    by for ore nearer home). The seat sets out on the first plan of the best chain, said as that plan; the rest
    is found again once it is done.
    `hold` (with the game's `aims`): a piece holds the goal of the plan the seat last set it out on (a turn before
    or more) while it stands where that plan left it, and a plan that carries on with that goal is worth this much
    more. Weighed afresh each turn, two goals nearly alike (the ore to the east, the ore to the west) took turns at
    being the best, and the piece went one way, then back; a goal is still dropped for one that pays more than
    this, or once no plan for it is offered. (Kept small: it weighs the piece's goal against other pieces' moves
    too.)"""

    width: int
    samples: int
    horizon: int
    follow: int = 0
    keep: bool = False
    turn: int = 0
    looks: int = 0
    replan: bool = False
    chain: int = 0
    hold: float = 0.0


@dataclass(frozen=True)
class Intent(Generic[A]):
    """What a seat chose to play next, kept until its next decision: the view it expects then (its own move
    played, nobody else's), the moves still meant in order, why (None: said again by the game), and the searches it
    made in a row so far and the positions they evaluated (this turn's thinking)."""

    view: PlainData
    then: tuple[A, ...]
    why: tuple[str, dict[str, int]] | None
    searches: int
    looked: int = 0


class SearchBot(Bot[S, A]):
    def __init__(self, level: str, evaluate: Evaluate, effort: Effort, slip: float = 0.0,
                 sensible: Sensible | None = None, explain: Explain | None = None, plans: Plans | None = None,
                 chances: Chances | None = None, leads: Leads | None = None, passing: Passing | None = None,
                 follows: Follows | None = None, aims: Aims | None = None, cost: Cost | None = None) -> None:
        """`sensible(state, seat, legal)` keeps the moves worth trying where the game knows better than search
        (a program written once, then Ready); the look-ahead plays every seat among its sensible moves too.
        `explain` says what the chosen move was for, where the game can tell (else: how the search chose).
        `plans(state, seat, legal)` offers sequences of the seat's own moves: a plan's first move is tried among
        the candidates and is worth at least what the whole plan leaves (a move chosen for its plan says so; the
        plan is found again at the next decision, from the position as it then stands). `chances` gives the faces
        of an action's dice, each weighed by its chance. `leads(state, seat, legal)` adds the game's aimed moves
        to the candidates (moves `check` accepts though the legal list, made of representatives, does not hold
        them). `passing(state, seat, action)`: an action that hands the turn on is worth the position as the seat
        leaves it, not the next turn's as one sampled draw makes it (a tide revealed on one guess of the deck would
        weigh for or against ending the turn, and the seat would end it early, or spend its points on a move and its
        undoing to put the draw off). `follows(state, seat, moves, action)`: the follow-ups after a candidate,
        from the moves the seat had before it (a game whose legal list walks every piece lists them again for each
        candidate otherwise, and most have not changed); each is checked before it is tried. `aims(state, seat,
        plan)`: the piece a plan sets to work and its goal, held across decisions (`Effort.hold`). `cost(state)`:
        what weighing one position of this table costs, in positions of the game's smallest (`Effort.looks` counts
        in those, so a turn takes as long at a table of four as at a table of two)."""
        self.level = level
        self.cost = cost or alike
        self.aims = aims
        self.follows = follows
        self.passing = passing
        self.leads = leads
        self.plans = plans
        self.chances = chances
        self.explain = explain
        self.evaluate = evaluate
        self.sensible = sensible
        self.width, self.samples, self.horizon, self.slip = effort.width, effort.samples, effort.horizon, slip
        self.follow, self.keep, self.turn, self.replan = effort.follow, effort.keep, effort.turn, effort.replan
        self.looks, self.chain, self.hold = effort.looks, effort.chain, effort.hold
        self.looked = 0  # positions evaluated so far, by every search of this bot (`looks` counts a turn's share)
        self.ends = True  # (the game's end weighs as a win or a loss, `worth`)
        self.intents: dict[Seat, Intent[A]] = {}  # by seat: the arena's seats of one level share a bot
        self.goals: dict[Seat, dict[Hashable, Hashable]] = {}  # by seat: each piece's goal, as `aims` tells it

    def worth(self, rules: GameRules[S, A, Any, Any], state: S, seat: Seat) -> float:
        """The seat's worth in `state`: the game's end counts first (unless `in_units`), else the game's
        evaluation."""
        final = outcome_value(rules, state, seat) if self.ends else None
        return final if final is not None else self.evaluated(state, seat)

    def evaluated(self, state: S, seat: Seat) -> float:
        """The game's evaluation of `state` for the seat, counted."""
        self.looked += 1
        return self.evaluate(state, seat)

    def in_units(self) -> SearchBot[S, A]:
        """This search measuring every position by the game's evaluation alone, its end too: a review's costs are
        told in the game's units (a won game is not worth a number of them, and one lucky playout's win would
        outweigh every structure point or crew member lost)."""
        measuring = copy.copy(self)
        measuring.ends, measuring.intents, measuring.goals = False, {}, {}
        return measuring

    def candidates(self, rules: GameRules[S, A, Any, Any], legal: list[A], rng: random.Random,
                   width: int | None = None) -> list[A]:
        """At most `width` actions (the level's by default), spread over every type of move (each type gets its
        share)."""
        width = self.width if width is None else width
        if len(legal) <= width:
            return list(legal)
        groups = [list(g) for _, g in sorted(by_type(rules, legal).items())]
        for group in groups:
            rng.shuffle(group)
        chosen: list[A] = []
        while len(chosen) < width:
            for group in groups:
                if group and len(chosen) < width:
                    chosen.append(group.pop())
        return chosen

    def quick_choice(self, rules: GameRules[S, A, Any, Any], state: S, seat: Seat, legal: list[A],
                     rng: random.Random) -> A:
        """A beginner's slip: a move at random, though never one that loses the game on the spot (sailing a last
        ship off the map) — a beginner slips, but sees that much."""
        def loses(action: A) -> bool:
            return outcome_value(rules, played(rules, state, seat, action), seat) == LOSS

        tries = [random_action(rules, legal, rng) for _ in range(4)]  # (a type first, as random play does)
        rest = rng.sample(legal, len(legal))  # then any: a move that loses is rare among many
        return next((action for action in [*tries, *rest] if not loses(action)), tries[0])

    def valued(self, rules: GameRules[S, A, Any, Any], state: S, seat: Seat, action: A,
               rng: random.Random, follow: int, moves: list[A] | None = None) -> tuple[float, A | None]:
        """What `action` is worth to the seat (over each face of its dice where the game gives them, `chances`,
        else on the sampled state's own dice), and the seat's best next move after it where the look ahead found
        one among `follow` (none over dice, whose faces each have their own); `moves`: the seat's moves in `state`,
        where the follow-ups may be told from them (`follows`)."""
        if self.passing is not None and self.passing(state, seat, action):
            return self.worth(rules, state, seat), None
        faces = self.chances(state, seat, action) if self.chances is not None else None
        if faces is not None:
            return sum(chance * self.followed(rules, after, seat, rng, follow)[0] for chance, after in faces), None
        trial = played(rules, state, seat, action)
        return self.followed(rules, trial, seat, rng, follow, None if moves is None else (moves, action))

    def next_moves(self, rules: GameRules[S, A, Any, Any], trial: S, seat: Seat, rng: random.Random, follow: int,
                   before: tuple[list[A], A] | None) -> list[A]:
        """At most `follow` of the seat's moves to try in `trial`: told from those it had `before` its last move
        where the game can (`follows`; those `check` refuses left out), else drawn from its legal list."""
        told = self.follows(trial, seat, *before) if self.follows is not None and before is not None else None
        if told is None:
            return self.candidates(rules, moves_worth_trying(rules, trial, seat, self.sensible), rng, follow)
        return [move for move in self.candidates(rules, told, rng, follow) if rules.check(trial, seat, move) is None]

    def followed(self, rules: GameRules[S, A, Any, Any], trial: S, seat: Seat, rng: random.Random,
                 follow: int, before: tuple[list[A], A] | None = None) -> tuple[float, A | None]:
        """The seat's worth of a position its move just reached (`trial`, the search's own copy, played on): at its
        best own next move among `follow` tried, or after a few random steps by everyone (`horizon`); and that next
        move (None: none does better than stopping here, or the look ahead plays on at random)."""
        if follow and rules.outcome(trial) is None and seat in rules.to_act(trial):
            then = self.next_moves(rules, trial, seat, rng, follow, before)
            best, move = self.evaluated(trial, seat), None
            for option in then:
                if self.passing is not None and self.passing(trial, seat, option):
                    continue  # (worth the position as it stands: `best`)
                with rules.tried(trial, seat, option) as after:
                    worth = self.worth(rules, after, seat)
                if worth > best:
                    best, move = worth, option
            return best, move
        for _ in range(self.horizon):
            if rules.outcome(trial) is not None or not step_randomly(rules, trial, rng, self.sensible):
                break
        return self.worth(rules, trial, seat), None

    def carried_out(self, rules: GameRules[S, A, Any, Any], state: S, seat: Seat, plan: tuple[A, ...],
                    then: tuple[A, ...] = ()) -> float:
        """The seat's worth once every step of `plan` is played (each checked: a plan the position refuses is worth
        less than any loss), or with the moves `then` played after it, where the position allows them and that
        leaves it better off."""
        return self.leaves(rules, carried(rules, state, seat, plan), seat, then)

    def leaves(self, rules: GameRules[S, A, Any, Any], after: S | None, seat: Seat, then: tuple[A, ...]) -> float:
        """The seat's worth in the position a plan reached (`after`; None: the plan was refused, worth less than any
        loss), or with the moves `then` played after it, where that leaves it better off (`carried_out`)."""
        if after is None:
            return LOSS - 1
        ended = carried(rules, after, seat, then) if then else None
        return max(self.worth(rules, after, seat), LOSS - 1 if ended is None else self.worth(rules, ended, seat))

    def chains(self, rules: GameRules[S, A, Any, Any], state: S, seat: Seat, plans: list[tuple[A, ...]],
               then: tuple[A, ...] = ()) -> list[float]:
        """What each of `plans` is worth (`carried_out`, with `then`): with `chain`, at its best followed by others of
        them, each still allowed where the ones before left the position (`check`), searched as a beam of `chain`
        sequences at each of `CHAINED` lengths."""
        best: list[float] = []
        frontier: list[tuple[float, S, frozenset[int], int]] = []  # (worth, position, plans played, the first)
        for index, plan in enumerate(plans):
            after = carried(rules, state, seat, plan)
            best.append(self.leaves(rules, after, seat, then))
            if self.chain and after is not None and seat in rules.to_act(after):
                frontier.append((best[-1], after, frozenset({index}), index))
        for _ in range(CHAINED - 1):
            frontier = sorted(frontier, key=lambda item: -item[0])[:self.chain]
            grown: list[tuple[float, S, frozenset[int], int]] = []
            for _, position, used, first in frontier:
                for index, plan in enumerate(plans):
                    after = None if index in used else carried(rules, position, seat, plan)
                    if after is None:
                        continue
                    worth = self.leaves(rules, after, seat, then)
                    best[first] = max(best[first], worth)
                    if seat in rules.to_act(after):
                        grown.append((worth, after, used | {index}, first))
            frontier = grown
        return best

    def better_plan(self, rules: GameRules[S, A, Any, Any], state: S, seat: Seat,
                    meant: tuple[A, ...]) -> tuple[tuple[A, ...], str, dict[str, int]] | None:
        """The plan the position offers that leaves the seat best off, where it leaves it better off than the moves
        it `meant` to play (None: none does, or the game offers no plans); with `chain`, each weighed at its best
        chain, and what it meant too, followed by the plans the position offers. Where what it meant ends its turn,
        a plan is worth at least what it leaves with the turn then ended so: on Full Metal Planète's last turn the seat
        meant to end it (the take-off), and a piece loaded first was worth a point more, but weighed mid-turn the
        load looked worse than taking off at once (what is aboard scores in full once it has taken off)."""
        if self.plans is None:
            return None
        found = self.plans(state, seat, moves_worth_trying(rules, state, seat, self.sensible))
        if not found:
            return None
        after = carried(rules, state, seat, meant)
        offered = [plan for plan, _, _ in found]
        meant_worth = LOSS - 1 if after is None else self.worth(rules, after, seat)
        if after is not None and self.chain and seat in rules.to_act(after):  # (what it meant, then plans, as chained)
            meant_worth = max(meant_worth, *self.chains(rules, after, seat, offered))
        ending: tuple[A, ...] = meant if after is not None and seat not in rules.to_act(after) else ()
        worth = self.chains(rules, state, seat, offered, ending)
        best = max(range(len(found)), key=worth.__getitem__)
        return found[best] if worth[best] > meant_worth + 1e-9 else None

    def choose(self, seen: Seen[S], budget: Budget, rng: random.Random,
               among: Callable[[A], bool] | None = None) -> Decision[A]:
        """The seat's move; `among`: only moves it keeps are chosen from (a review judging one decision, such as one
        ship's orders, where the seat could have made another first)."""
        rules, seat = seen.rules, seen.seat
        first = seen.sample(rng)
        kept = self.intents.pop(seat, None)
        in_row = kept is not None and kept.view == seen.view  # (its own last move played, nothing else)
        searches, looked = (kept.searches, kept.looked) if kept is not None and in_row else (0, 0)
        start = self.looked  # (this decision's share: what the count reads when the move is chosen, less this)
        if kept is not None and in_row and kept.then and rules.check(first, seat, kept.then[0]) is None:
            better = self.better_plan(rules, first, seat, kept.then) if self.replan else None
            if better is not None:
                self.set_out(rules, first, seat, better)
                plan, why, values = better
                return self.intend(rules, first, seat, plan, (why, values), True, searches,
                                   looked + self.looked - start)
            going_on = kept.then if not self.replan else (rules.canonical(first, kept.then[0]) or kept.then[0],
                                                           *kept.then[1:])
            return self.intend(rules, first, seat, going_on, kept.why, kept.why is not None, searches,
                               looked + self.looked - start)
        # (this turn's full searches made, or no room left for one among the positions it may look at: a shorter look)
        searched_enough = bool(self.turn) and searches >= self.turn \
            or bool(self.looks) and (looked + self.width * (self.follow + 1)) * self.cost(first) > self.looks
        width, follow = (max(1, self.width // 4), self.follow // 3) if searched_enough else (self.width, self.follow)
        legal = moves_worth_trying(rules, first, seat, self.sensible)
        if among is not None:
            legal = [a for a in legal if among(a)] or [a for a in rules.legal_actions(first, seat) if among(a)] or legal
        if len(legal) == 1:  # (what it is for, where the game says; else the one legal move, or the sense's)
            said = self.explain(first, seat, legal[0]) if self.explain is not None else None
            forced = said is None and len(rules.legal_actions(first, seat)) == 1
            return Decision(legal[0], *(said or ("only" if forced else "sense", {})))
        if self.slip and rng.random() < self.slip:
            return Decision(self.quick_choice(rules, first, seat, legal, rng), "hunch")
        options = self.candidates(rules, legal, rng, width)
        if self.leads is not None:
            options += [lead for lead in self.leads(first, seat, legal) if lead not in options]
        plans = self.plans(first, seat, legal) if self.plans is not None else []
        options += [plan[0] for plan, _, _ in plans if plan[0] not in options]
        held = self.holding(first, seat, plans)
        totals = [0.0] * len(options)
        won = [0] * len(options)  # samples on which a plan gave the move its worth
        nexts: list[A | None] = [None] * len(options)  # each move's best follow-up on the first sample
        chosen: list[float] = []  # each plan's worth (at its best chain), on the first sample
        tried = 0
        for sample in range(self.samples):
            if sample and budget():
                break
            state = first if sample == 0 else seen.sample(rng)
            chained = self.chains(rules, state, seat, [plan for plan, _, _ in plans])
            chosen = chained if sample == 0 else chosen
            for i, action in enumerate(options):
                alone, then = self.valued(rules, state, seat, action, rng, follow, legal if sample == 0 else None)
                nexts[i] = then if sample == 0 else nexts[i]
                planned = max((worth + self.hold * kept for (plan, _, _), worth, kept
                               in zip(plans, chained, held, strict=True) if plan[0] == action), default=LOSS - 1)
                totals[i] += max(alone, planned)
                won[i] += planned > alone
            tried += 1
        top = max(totals)
        tied = [i for i, total in enumerate(totals) if total >= top - 1e-9]
        done = rules.least_final([options[i] for i in tied])  # ties: being done rather than fiddling
        pick = options.index(done) if done is not None else rng.choice(tied)
        best = options[pick]
        starting = [index for index, (plan, _, _) in enumerate(plans) if plan[0] == best]
        # (the plan the move sets out on, whether or not it is what gave the move its worth; hard-1's: the first)
        top_plan = max(starting, key=lambda j: (held[j], chosen[j])) if self.chain and starting \
            else starting[0] if starting else None
        if top_plan is not None:
            self.set_out(rules, first, seat, plans[top_plan])
        if won[pick] * 2 > tried and top_plan is not None:  # (its plan's worth, on most samples)
            _, why, values = plans[top_plan]
            return self.intend(rules, first, seat, plans[top_plan][0], (why, values), True, searches + 1,
                               looked + self.looked - start)
        said = self.explain(first, seat, best) if self.explain is not None else None
        then = nexts[pick]
        return self.intend(rules, first, seat, (best,) if then is None else (best, then),
                           said or ("best", {}), False, searches + 1, looked + self.looked - start)

    def holding(self, state: S, seat: Seat, plans: list[tuple[tuple[A, ...], str, dict[str, int]]]) -> list[bool]:
        """Which of `plans` carry on with the goal their piece holds (`Effort.hold`)."""
        goals = self.goals.get(seat, {}) if self.aims is not None and self.hold else {}
        aims = [self.aims(state, seat, plan) if goals and self.aims is not None else None for plan in plans]
        return [aim is not None and goals.get(aim[0]) == aim[1] for aim in aims]

    def set_out(self, rules: GameRules[S, A, Any, Any], state: S, seat: Seat,
                plan: tuple[tuple[A, ...], str, dict[str, int]]) -> None:
        """Hold the goal of the plan the seat sets out on (`aims`), seen from where its first move leaves the piece:
        the piece's goal until it sets out on another."""
        aim = self.aims(played(rules, state, seat, plan[0][0]), seat, plan) if self.aims is not None and self.hold \
            else None
        if aim is not None:
            self.goals.setdefault(seat, {})[aim[0]] = aim[1]

    def intend(self, rules: GameRules[S, A, Any, Any], state: S, seat: Seat, moves: tuple[A, ...],
               why: tuple[str, dict[str, int]] | None, lasting: bool, searches: int, looked: int) -> Decision[A]:
        """Play `moves[0]`, said as `why` (else as the game reads the move, else as a follow-up), and with `keep`
        hold in mind for the seat's next decision the view it expects, the rest of the moves, with `why` where it
        holds for each (`lasting`: a plan's reason), and the `searches` made in a row and the positions they
        `looked` at."""
        if self.keep:
            expected = rules.view_for(played(rules, state, seat, moves[0]), seat)
            self.intents[seat] = Intent(expected, moves[1:], why if lasting else None, searches, looked)
        said = why or (self.explain(state, seat, moves[0]) if self.explain is not None else None)
        return Decision(moves[0], *(said or ("follow", {})))
