"""What happened, in the players' words: one log line per public event, pieces named as the board shows them
("Ann's tank at 12,7"), and the labels of the choices a click can mean ("Fire with the heavy tank at 14,8").

Everything here is public: forecasts and turn-21 decisions are never in events.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from arcade.core.hexgrid import Hex
from arcade.core.protocol import Outcome, Result
from arcade.games.fmp.rules import (
    Action,
    Attack,
    Build,
    Capture,
    Fire,
    FmpGame,
    Load,
    Move,
    Rebuild,
    Retreat,
    TakeOff,
    Transfer,
    Unload,
)
from arcade.games.fmp.rules import events as ev
from arcade.games.fmp.rules.model import CARRIED, Piece
from arcade.games.fmp.rules.refusals import hex_name
from arcade.i18n import translator

NS = "fmp"

tr = translator(NS)


def where(g: FmpGame, h: Hex) -> str:
    return hex_name(g.planet.layout, h)


def place(g: FmpGame, pos: Sequence[Hex]) -> str:
    """Where a piece would stand: one hex, or both of a barge's ("14,12–15,12": its ways to stand there differ)."""
    return "–".join(where(g, h) for h in pos)


def kind_name(kind: str) -> str:
    return tr(f"term.piece.{kind}")


def piece_name(g: FmpGame, names: Sequence[str], p: Piece) -> str:
    """"Ann's tank at 12,7" (or "the ore at 3,4", "a pontoon"), as the board shows it now."""
    owner = g.owner(p)
    if owner is None:
        what = kind_name(p.kind.value)
        return tr("name_neutral", what=what, at=where(g, p.hexes[0])) if p.hexes else what
    if not p.hexes:
        return tr("name_aboard", who=names[owner], what=tr(f"term.kind.{p.kind.value}"))
    return tr("name_owned", who=names[owner], what=tr(f"term.kind.{p.kind.value}"), at=where(g, p.hexes[0]))


def line(g: FmpGame, names: Sequence[str], e: ev.Event) -> str | None:
    """The log line of an event (None: nothing worth a line)."""
    p = g.pieces
    if isinstance(e, ev.Landed):
        return tr("log_landed", who=names[g.owner(p[e.astronef]) or 0], zone=e.zone)
    if isinstance(e, ev.Moved):
        return tr("log_moved", what=piece_name(g, names, p[e.piece]), n=len(e.path))
    if isinstance(e, ev.Stopped):
        return tr("log_stopped", what=piece_name(g, names, p[e.piece]))
    if isinstance(e, ev.Stuck):
        return tr(f"log_{e.how}", what=piece_name(g, names, p[e.piece]))
    if isinstance(e, ev.Fired):
        return tr("log_fired", who=names[g.owner(p[e.shooters[0]]) or 0], at=where(g, e.target))
    if isinstance(e, ev.Destroyed):
        if not e.pieces:
            return None
        kinds = ", ".join(kind_name(p[i].kind.value) for i in e.pieces[:4]) + ("…" if len(e.pieces) > 4 else "")
        return tr("log_destroyed", what=kinds) if e.hex is None else tr("log_destroyed_at", what=kinds,
                                                                           at=where(g, e.hex))
    if isinstance(e, ev.Captured):
        return tr("log_captured", what=piece_name(g, names, p[e.piece]))
    if isinstance(e, ev.Loaded):
        return tr("log_loaded", what=kind_name(p[e.piece].kind.value), into=piece_name(g, names, p[e.carrier]))
    if isinstance(e, ev.Unloaded):
        held = p[e.piece].carrier if p[e.piece].where == CARRIED else None
        if held is not None and held != e.carrier:  # (put down where an astronef stands: into it)
            return tr("log_unloaded_into", what=kind_name(p[e.piece].kind.value), into=piece_name(g, names, p[held]))
        return tr("log_unloaded", what=piece_name(g, names, p[e.piece]))
    if isinstance(e, ev.Transferred):
        return tr("log_transferred", what=kind_name(p[e.piece].kind.value), into=piece_name(g, names, p[e.into]))
    if isinstance(e, ev.Built):
        return tr("log_built", what=piece_name(g, names, p[e.piece]))
    if isinstance(e, ev.TurretRebuilt):
        return tr("log_rebuilt", who=names[g.owner(p[e.astronef]) or 0])
    if isinstance(e, ev.AstronefTaken):
        return tr("log_taken", who=names[e.taker], whose=names[e.loser])
    if isinstance(e, ev.Eliminated):
        return tr(f"log_out_{e.why}", who=names[e.player])
    if isinstance(e, ev.TookOff):
        return tr("log_took_off", who=names[e.player], n=e.score)
    if isinstance(e, ev.Stays):
        return tr("log_stays", who=names[e.player])
    if isinstance(e, ev.Neutralized):
        return tr("log_neutralized", n=len(e.pieces))
    if isinstance(e, ev.MountainPair):
        return tr("log_mountain_pair", what=piece_name(g, names, p[e.penalized]))
    if isinstance(e, ev.TimeIsUp):
        return tr("log_time_up")
    if isinstance(e, ev.TurnBegan):
        return tr("log_turn", n=e.turn, tide=tr(f"tide_{e.tide}"))
    if isinstance(e, ev.DecisionsRevealed):
        leaving = sum(len(ships) for _, ships in e.leave)
        return tr("log_decisions", n=leaving)
    return None


def label(g: FmpGame, names: Sequence[str], pid: int | None, a: Action) -> str:
    """A menu entry for a legal action of the selected piece `pid` (what the click would do)."""
    p = g.pieces

    def other(first: int, second: int) -> str:
        return piece_name(g, names, p[second if first == pid else first])

    if isinstance(a, Move):
        return tr("do_move", at=place(g, a.path[-1]), n=len(a.path))
    if isinstance(a, Retreat):
        return tr("do_retreat", at=place(g, a.to))
    if isinstance(a, Attack):
        shots = "; ".join(tr("do_shot", with_=piece_name(g, names, p[s.partner]), at=where(g, s.target))
                          for s in a.shots)
        return tr("do_attack", at=where(g, a.path[-1][0]), shots=shots)
    if isinstance(a, Fire):
        return tr("do_fire", with_=other(*a.shooters), at=where(g, a.target))
    if isinstance(a, Capture):
        return tr("do_capture", what=piece_name(g, names, p[a.target]), with_=other(*a.takers))
    if isinstance(a, Load):
        if a.carrier == pid:
            return tr("do_load", what=piece_name(g, names, p[a.cargo]))
        return tr("do_board", into=piece_name(g, names, p[a.carrier]))
    if isinstance(a, Unload):
        return tr("do_unload", what=kind_name(p[a.cargo].kind.value), at=place(g, a.to))
    if isinstance(a, Transfer):
        return tr("do_transfer", what=kind_name(p[a.piece].kind.value), into=kind_name(p[a.into].kind.value))
    if isinstance(a, Build):
        return tr("do_build", what=tr(f"term.a_piece.{a.kind}"), at=where(g, a.to))
    if isinstance(a, Rebuild):
        return tr("do_rebuild")
    if isinstance(a, TakeOff):
        return tr("do_takeoff")
    return ""


def headline(names: Sequence[str], outcome: Outcome) -> str:
    """The result's headline: the winner (or winners tied), a draw, or nobody (all out of the game)."""
    if not outcome.winners:
        return tr("outcome_draw") if Result.DRAW in outcome.results else tr("outcome_nobody")
    return tr("outcome_won", name=" & ".join(names[w] for w in outcome.winners))


def score_lines(names: Sequence[str], outcome: Outcome) -> list[tuple[str, bool]]:
    """Each player's score, astronef by astronef (ore x 2, pieces, turrets), those that stayed and who is out."""
    details = outcome.details
    out: list[tuple[str, bool]] = []
    departures: list[dict[str, Any]] = list(details.get("departures", []))
    stayed: list[dict[str, Any]] = list(details.get("stayed", []))
    gone: dict[str, str] = dict(details.get("out", {}))
    for group in outcome.ranking:
        for seat in group:
            out.append((tr("score_line", name=names[seat], n=outcome.scores[seat]), True))
            for d in departures:
                if d["player"] == seat:
                    out.append((tr("score_astronef", colour=tr(f"colour_{d['colour']}"), turn=d["turn"],
                                   ore=d["ore"], pieces=d["pieces"], turrets=d["turrets"], n=d["score"]), False))
            for d in stayed:
                if d["player"] == seat:
                    out.append((tr("score_stayed", colour=tr(f"colour_{d['colour']}")), False))
            if str(seat) in gone:
                out.append((tr(f"score_out_{gone[str(seat)]}"), False))
    return out
