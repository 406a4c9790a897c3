"""The club's table of honour as the program shows it: every finished game the store keeps, worked out by
`arcade.club.ratings` with the names merged in the store. One place for the Club screen and the result screen, so they
never disagree."""

from __future__ import annotations

import contextlib

from arcade.club.ratings import Result, Table, result_of, table
from arcade.core.codec import PlainData
from arcade.core.protocol import Outcome
from arcade.core.record import RecordError
from arcade.saves import records
from arcade.saves.store import StoreError
from arcade.ui.scenes import AppContext


def club_table(app: AppContext, also: Result | None = None) -> Table:
    """The table from every finished game in the store, and `also` (a game just ended, maybe not yet saved as
    finished: it replaces the stored one of the same key)."""
    results = []
    for game_key, game_id, setup, status, when in app.store.finished_rows():
        if also is not None and game_key == also.key:
            continue
        if Outcome.from_data(status.get("outcome")) is None:  # kept as words by an older version: replayed once
            status = dict(status, outcome=replayed_outcome(app, game_key))
        result = result_of(game_key, game_id, setup, status, when)
        if result is not None:
            results.append(result)
    return table([*results, *([also] if also is not None else [])], app.store.aliases())


def replayed_outcome(app: AppContext, key: int) -> PlainData:
    """The outcome of a finished game saved before outcomes were kept as data, from its record (then kept)."""
    try:
        _, outcome = records.replay(app.registry, app.store.load(key))
    except RecordError:
        return None
    if outcome is None:
        return None
    with contextlib.suppress(StoreError):
        app.store.keep_outcome(key, outcome.to_data())
    return outcome.to_data()
