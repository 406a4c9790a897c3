"""The saves' troubles told to the players, in their language: damage found at the start (with what was
salvaged), saves held by another program (with Try again), saves that cannot be written, and a file rewritten
after it vanished under a running game."""

from __future__ import annotations

from arcade.i18n import t
from arcade.saves.database import Fault, StartProblem
from arcade.ui.dialogs import Confirm
from arcade.ui.scenes import AppContext


def start_problem_text(problem: StartProblem) -> tuple[str, str]:
    """The message and its title for what was wrong with the saves at the start (the detail is in the log)."""
    reason = t(f"store_reason_{problem.code}")
    if problem.fault is Fault.DAMAGED:
        if problem.salvaged:
            cut = t("store_cut", n=problem.cut) if problem.cut else ""
            found = t("store_found", n=problem.salvaged, cut=cut)
        else:
            found = t("store_found_none")
        if problem.lost:
            found += t("store_lost", n=problem.lost)
        text = t("store_damaged", reason=reason, moved=problem.moved_to, found=found) if problem.moved_to \
            else t("store_damaged_unmoved", reason=reason, found=found)
        return text, t("store_damaged_title")
    seen = t("store_seen_read_only" if problem.read_only else "store_seen_nothing")
    if problem.fault is Fault.HELD:
        return t("store_held", seen=seen), t("store_held_title")
    return t("store_unwritable", reason=reason, seen=seen), t("store_unwritable_title")


def tell_start_problem(app: AppContext, problem: StartProblem) -> None:
    """Say it once; saves held by another program are offered a retry (nothing was moved or changed)."""
    text, title = start_problem_text(problem)
    if problem.fault is Fault.HELD:
        app.push(Confirm(app, text, lambda: retry(app), yes="store_try_again", no="store_go_on", title=title))
    else:
        app.notify(text, title)


def retry(app: AppContext) -> None:
    """Open the saves again; the launcher lists what is there once they can be written."""
    if app.store.retry():
        app.notify(t("store_back"))
        app.refresh_launcher()
    else:
        app.push(Confirm(app, t("store_still_held"), lambda: retry(app), yes="store_try_again", no="store_go_on"))


def store_notice_text(notice: str) -> str:
    """The store's word after a write that went well only after the file was written again."""
    if notice.startswith("replaced:"):
        return t("store_replaced", moved=notice.split(":", 1)[1])
    return t("store_rewritten")
