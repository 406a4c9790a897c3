"""Try again: a decision the review marked, played again at the real table from the position as that player saw it
(the game's record up to that move: never kept nor rated, its clock still). The player's new move is judged in the
computers' worker as the review judged the one played (`arcade.review.tried_again`), and the table says whether it
does better, with the review's better move ringed on the board."""

from __future__ import annotations

import copy
from collections.abc import Callable
from concurrent.futures import Executor, Future
from typing import Any

from arcade.core.codec import PlainData
from arcade.core.protocol import GameRules
from arcade.core.record import GameRecord
from arcade.i18n import t
from arcade.registry import GameDescriptor, game_by_id
from arcade.review import same_decision, threshold_of
from arcade.ui.scenes import AppContext


def judged_again(game_id: str, record_text: str, step: int, tried: PlainData) -> float:
    """In the worker: what a move tried again at `step` loses against the judge's, as the review measures it."""
    from arcade.review import tried_again

    rules = game_by_id(game_id).rules_object()
    _, cost, _, _ = tried_again(rules, GameRecord.from_text(record_text), step, rules.decode(tried))
    return cost


class Practice:
    """A marked decision of `record` (`verdict`, as the review keeps it: its step and seat, the moves played and
    better in words and as the record writes them, the judge's reason and what the move cost) tried again."""

    def __init__(self, rules: GameRules[Any, Any, Any, Any], record: GameRecord, verdict: dict[str, Any]) -> None:
        self.rules, self.record, self.verdict = rules, record, verdict
        self.step, self.seat = int(verdict["step"]), int(verdict["seat"])
        #: The moves played and better, read once (the better one is ringed on the board at every frame).
        self.played, self.better = rules.decode(verdict["played_code"]), rules.decode(verdict["better_code"])
        self.judging: Future[float] | None = None
        self.tried = False  # the player made their move
        self.answer = ""  # what the table says of it, once judged

    def position(self) -> GameRecord:
        """The game up to the marked move, as a record of its own (the practice table's: never kept)."""
        r = self.record
        return GameRecord(r.game_id, r.rules_version, copy.deepcopy(r.setup), r.seed,
                          steps=copy.deepcopy(r.steps[:self.step]))

    def is_try(self, action: Any) -> bool:
        """Whether `action`, played by the seat, answers the marked decision: where the move played was one ship's
        (Interceptor's orders, an Asteroyds program), a move for that ship; the team's other ship written first is
        another decision."""
        return not self.tried and same_decision(self.record.game_id, self.played, action)

    def try_move(self, pool: Callable[[], Executor], action: Any) -> None:
        """The player's move at the marked decision: the review's own moves are answered at once, any other is
        judged in the worker."""
        self.tried = True
        if action == self.better:
            self.answer = t("practice_found_it", why=self.verdict["why"])
        elif action == self.played:
            self.answer = t("practice_same", move=self.verdict["played"])
        else:
            try:
                self.judging = pool().submit(judged_again, self.record.game_id, self.record.to_text(), self.step,
                                             self.rules.encode(action))
            except Exception as exc:  # noqa: BLE001 - a worker that cannot start: said, the table goes on
                self.answer = t("practice_failed", error=str(exc))

    def poll(self) -> bool:
        """True when the judge's answer has just come (`answer` says it)."""
        if self.judging is None or not self.judging.done():
            return False
        future, self.judging = self.judging, None
        try:
            cost = future.result()
        except Exception as exc:  # noqa: BLE001 - said on the table, as a move that could not be judged
            self.answer = t("practice_failed", error=str(exc))
            return True
        better, why = self.verdict["better"], self.verdict["why"]
        if cost <= threshold_of(self.record.game_id):
            self.answer = t("practice_found", why=why)
        elif cost < float(self.verdict["cost"]):
            self.answer = t("practice_closer", move=better, why=why)
        else:
            self.answer = t("practice_no_better", move=better, why=why)
        return True

    def band(self, names: list[str]) -> tuple[str, str]:
        """The heading and the sentence of the band under the board, at this moment."""
        name = names[self.seat] if 0 <= self.seat < len(names) else "?"
        heading = t("practice_heading", n=self.step + 1, name=name)
        if not self.tried:
            return heading, t("practice_task", move=self.verdict["played"])
        return heading, self.answer or t("practice_judging")


def open_practice(app: AppContext, game: GameDescriptor, record: GameRecord, verdict: dict[str, Any]) -> None:
    """The marked decision's position at the game's own table, for the player to try again."""
    practice = Practice(game.rules_object(), record, verdict)
    app.push(game.scene_class()(app, practice.position(), practice=practice))
