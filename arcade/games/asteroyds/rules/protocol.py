"""Asteroyds on the common rules protocol: teams from the seats, one team programming at a time behind a
hand-over, its programs hidden from the others until the rounds."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum

from arcade.core.board import Board
from arcade.core.codec import PlainData
from arcade.core.protocol import SYSTEM, GameRules, Outcome, Rejection, Result, Seat
from arcade.core.setup import Player, SetupError, board_option, choice, mapping, options, players
from arcade.games.asteroyds.rules.actions import CODEC, Action, Arrange, Event, Program, Ready, TimeUp
from arcade.games.asteroyds.rules.field import Field, FieldError
from arcade.games.asteroyds.rules.game import LAYOUT, PROGRAM, AsteroydsGame, new_game
from arcade.games.asteroyds.rules.legality import check, free_for_layout, pilot_kind, plans_for, programs_for
from arcade.games.asteroyds.rules.program import parse
from arcade.games.asteroyds.rules.view import AsteroydsView, view_of

RULES_VERSION = "1"


@dataclass(frozen=True)
class AsteroydsSetup:
    players: tuple[Player, ...]
    field: Field
    seats: tuple[str, ...]  # each seat's team
    ships: int  # per player
    powers: bool
    blues: int
    destructible: bool
    layout: bool
    seconds: int  # the programming timer (the table runs it; doubled in 1 v 1)


def teams_for(count: int, teams: tuple[str, ...]) -> tuple[str, ...]:
    """Seats take teams in turn; 3 against 2 puts three in white (the seed's layout)."""
    order = ("white", "red") if count == 5 and len(teams) == 2 else teams
    return tuple(order[i % len(order)] for i in range(count))



class Ending(StrEnum):
    """The team with the most captures when one reaches the goal (AST.END.1)."""

    CAPTURES = "captures"


class AsteroydsRules(GameRules[AsteroydsGame, Action, Event, AsteroydsSetup]):
    game_id = "asteroyds"
    endings = Ending
    version = RULES_VERSION
    system_actions = (TimeUp,)
    pass_actions = (Ready,)
    secret_actions = (Program,)  # AST.PROG.4
    has_secrets = True
    turn_clause = "AST.PROG.4"
    end_clause = "AST.END.1"

    def __init__(self, maps: tuple[str, ...], read_map: Callable[[str], Board]) -> None:
        super().__init__(CODEC)
        self.maps = maps
        self.read_map = read_map

    def parse_setup(self, data: PlainData) -> AsteroydsSetup:
        setup = mapping(data)
        opts = options(setup)
        choice(opts, "takebacks", self.takeback_modes, self.takeback_modes[0])  # (read by `takeback_mode`)
        three = choice(opts, "teams", ("2", "3"), "2") == "3"
        people = players(setup, 6 if three else 2, 6)
        if len(people) == 3:
            raise SetupError("players", "4 to 6 players in teams, or 2 in the 1 against 1 variant")
        maps = tuple(m for m in self.maps if ("three" in m) == three)
        try:
            field = Field.from_board(board_option(opts, maps, self.read_map))
        except FieldError as exc:
            raise SetupError("options.map", str(exc)) from None
        if len(field.teams) != (3 if three else 2):
            raise SetupError("options.map", f"this map has {len(field.teams)} bases")
        ships = int(choice(opts, "ships", ("1", "2", "3"), "2"))  # (the 1 against 1 variant's; "1": older set-ups)
        if len(people) > 2:
            ships = 1  # teams fly one ship each (AST.VAR.2): the option is the 1 against 1 variant's
        elif ships == 1:
            raise SetupError("options.ships", "1 against 1 flies two or three ships each (AST.VAR.2)")
        blues = choice(opts, "blue", ("off", "2", "3", "4"), "off")
        if blues != "off" and three:
            raise SetupError("options.blue", "blue asteroids are a two-team variant (AST.VAR.4)")
        return AsteroydsSetup(
            people, field, teams_for(len(people), field.teams), ships,
            choice(opts, "powers", ("off", "on"), "off") == "on", 0 if blues == "off" else int(blues),
            choice(opts, "blue_kind", ("destructible", "solid"), "destructible") == "destructible",
            choice(opts, "layout", ("map", "custom"), "map") == "custom",
            int(choice(opts, "timer", ("20", "30", "40", "60"), "30")) * (2 if len(people) == 2 else 1))

    def seat_sides(self, setup: AsteroydsSetup) -> tuple[str, ...]:
        """Each seat flies in its team's colour: a player's own colour never stands for a team."""
        return setup.seats

    def initial(self, setup: AsteroydsSetup, seed: int) -> AsteroydsGame:
        return new_game(setup.field, setup.seats, setup.ships, setup.powers, setup.blues, setup.destructible,
                        setup.layout, seed)

    # -- who acts ------------------------------------------------------------------------------------------
    def to_act(self, state: AsteroydsGame) -> frozenset[Seat]:
        if state.over:
            return frozenset()
        seats = {i for i, t in enumerate(state.seats) if t == state.team}
        return frozenset(seats | ({SYSTEM} if state.phase == PROGRAM else set()))

    def legal_actions(self, state: AsteroydsGame, seat: Seat) -> list[Action]:
        """Layout: each own pod and turret to each free cell of the team's half. Programming: representative
        programs for each ship of the team (see `plans_for`), and Ready."""
        if seat not in self.to_act(state):
            return []
        if seat == SYSTEM:
            return [TimeUp(state.team)]
        out: list[Action] = [Ready()]
        if state.phase == LAYOUT:
            spots = sorted(free_for_layout(state))
            for kind in ("pod", "turret"):
                out += [Arrange(kind, i, h) for i in range(len(state.own_fixtures(kind))) for h in spots]
            return out
        for ship in state.ships:
            if ship.team == state.team:
                out += programs_for(ship.id, *pilot_kind(state, ship))
        return out

    def canonical(self, state: AsteroydsGame, action: Action) -> Action | None:
        """Programs are listed by representatives only (7^6 columns times the anticipations): None for them."""
        return None if isinstance(action, Program) else action

    def _check(self, state: AsteroydsGame, seat: Seat, action: Action) -> Rejection | None:
        return check(state, action)

    def _apply(self, state: AsteroydsGame, seat: Seat, action: Action) -> Iterable[Event]:
        if isinstance(action, TimeUp):
            return state.team_done(True)
        if isinstance(action, Ready):
            return state.team_done(False)
        if isinstance(action, Arrange):
            return state.arrange(action.kind, action.index, action.at)
        return state.program(state.ships[action.ship], parse(action.text))

    # -- secrecy ---------------------------------------------------------------------------------------------
    def allies(self, state: AsteroydsGame, seat: Seat) -> frozenset[Seat]:
        """A team programs together (AST.PROG.4): its seats share their programs."""
        if not 0 <= seat < len(state.seats):
            return frozenset({seat})
        return frozenset(i for i, t in enumerate(state.seats) if t == state.seats[seat])

    def _boundary(self, seat: Seat, action: Action, events: Sequence[Event], after: AsteroydsGame,
                  mode: str) -> Rejection | None:
        """A pod or turret moved in the custom layout may be taken back until the team is ready; a program is
        not taken back but written again, as often as the team likes, until Ready."""
        if isinstance(action, Program):
            return Rejection("AST.PROG.4", "undo_program")
        return None

    def view_for(self, state: AsteroydsGame, seat: Seat) -> AsteroydsView:
        return view_of(state, seat)

    def secrets(self, state: AsteroydsGame, seat: Seat) -> list[PlainData]:
        """The programs of the seat's team, until the rounds (AST.PROG.4)."""
        if not 0 <= seat < len(state.seats) or state.revealed:
            return []
        team = state.seats[seat]
        return [f"{sid}: {p.text}" for sid, p in sorted(state.plans.items()) if state.ships[sid].team == team]

    # -- the end ---------------------------------------------------------------------------------------------
    def outcome(self, state: AsteroydsGame) -> Outcome | None:
        if state.winner is None:
            return None
        results = tuple(Result.WIN if t == state.winner else Result.LOSS for t in state.seats)
        winners = tuple(i for i, t in enumerate(state.seats) if t == state.winner)
        losers = tuple(i for i, t in enumerate(state.seats) if t != state.winner)
        return Outcome(Ending.CAPTURES, results, (winners, losers), tuple(state.scores[t] for t in state.seats),
                       {"scores": dict(sorted(state.scores.items())), "teams": list(state.seats)})

    def fingerprint(self, state: AsteroydsGame) -> PlainData:
        return {
            "turn": state.turn, "phase": state.phase, "team": state.team_index,
            "dice": dict(sorted(state.dice.items())),
            "scores": dict(sorted(state.scores.items())), "winner": state.winner,
            "ships": [[s.id, list(s.at), s.facing, s.active, s.carrying, s.power_used] for s in state.ships],
            "turrets": [[t.team, list(t.at), t.active] for t in state.turrets],
            "pods": [[t, list(h)] for t, h in state.pods],
            "roids": {k: [list(v.at), v.carrier] for k, v in sorted(state.roids.items())},
            "blues": [[list(b.at), b.turn, b.priority] for b in state.blues],
            "plans": {str(k): p.text for k, p in sorted(state.plans.items())}, "revealed": state.revealed,
            "rng": list(state.rng.getstate()[1]),  # (the dice to come: two states that differ there differ)
        }

    def clone(self, state: AsteroydsGame) -> AsteroydsGame:
        return state.copy()

    def determinize(self, state: AsteroydsGame, seat: Seat, rng: random.Random) -> AsteroydsGame:
        """The other teams' programs, until they are revealed (AST.PROG.4), drawn anew among the representative
        programs of each ship; the dice to come too (the dice of this turn are public)."""
        other = state.copy()
        other.rng = random.Random(rng.getrandbits(64))
        if not other.revealed:
            allies = self.allies(state, seat)
            teams = {state.seats[a] for a in allies if 0 <= a < len(state.seats)}
            for sid in sorted(other.plans):
                ship = other.ships[sid]
                if ship.team not in teams:
                    other.plans[sid] = rng.choice(plans_for(other, ship))
        return other

    def progress(self, state: AsteroydsGame) -> dict[str, int | str]:
        return {"turn": state.turn, "score": " – ".join(f"{state.scores[t]}" for t in state.teams)}

