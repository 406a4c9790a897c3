"""Why a computer team-mate made an Apophis play, in one line for the journal and the hints: the team's plan's own
reason where the play is the plan's (`plan`), else what the play does for the team — a section built, the launch
sequence going on, cards drawn for the suit the missile lacks, a missile scrapped, a die kept or rolled again
(`why_plan_<reason>` and `why_apo_<reason>` in the translations)."""

from __future__ import annotations

from arcade.core.protocol import Seat
from arcade.games.apophis.plan import drawing, plan_action
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
from arcade.games.apophis.rules.game import ApophisGame


def reason(state: ApophisGame, seat: Seat, action: Action) -> tuple[str, dict[str, int]] | None:
    """What `action` by `seat` is for, and the numbers its sentence quotes; None where nothing plain stands out."""
    planned, why, values = plan_action(state)
    if planned == action:
        return why, values
    if isinstance(action, Build):
        return "apo_build", {"count": action.size}
    if isinstance(action, Draw):
        return drawing(state)[1:]
    kinds: dict[type, str] = {AddToSequence: "plan_sequence", Scrap: "plan_scrap", DiscardDown: "plan_discard",
                              Reroll: "plan_reroll", KeepRoll: "plan_keep", EndTurn: "apo_end"}
    key = kinds.get(type(action))
    return (key, {}) if key is not None else None
