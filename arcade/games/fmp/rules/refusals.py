"""Refusals of Full Metal Planète: a clause, a sentence key of the game's catalog (`refuse.*` in
assets/i18n/fmp.*.json) and parameters that name pieces and hexes as players see them ("the tank at 12,7")."""

from __future__ import annotations

from arcade.core.hexgrid import Hex, OffsetLayout
from arcade.core.protocol import Param, Rejection, Term
from arcade.games.fmp.rules.model import Piece
from arcade.games.fmp.rules.pieces import Kind


def reject(clause: str, key: str, **params: Param) -> Rejection:
    return Rejection(clause, key, params)


def hex_name(layout: OffsetLayout | None, h: Hex) -> str:
    """A hex as the printed board names it: "column,row"."""
    if layout is None:
        return f"{h.q},{h.r}"
    col, row = layout.from_axial(h)
    return f"{col},{row}"


def kind_term(kind: Kind) -> Term:
    """"a tank", "a heavy tank"... in the player's language."""
    return Term(f"a_piece.{kind.value}")


def kinds_term(kind: Kind) -> Term:
    """"tanks", "crabs"... (the kind itself, as in "no tanks left")."""
    return Term(f"kinds.{kind.value}")


def piece_words(p: Piece, layout: OffsetLayout | None) -> dict[str, Param]:
    """{piece: "the tank", at: "12,7"} for a sentence that names a piece ("aboard" for a carried one)."""
    return {"piece": Term(f"piece.{p.kind.value}"), "at": hex_name(layout, p.hexes[0]) if p.hexes else Term("aboard")}
