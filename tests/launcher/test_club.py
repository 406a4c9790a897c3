"""The Club screen: each game's table of honour from the finished games, reached from the launcher, in
words at 720 in French, and exported as CSV for the notice board."""

from __future__ import annotations

import csv
from pathlib import Path

import pygame

from arcade.core.protocol import Outcome, Result
from arcade.core.record import GameRecord
from arcade.launcher.club_scene import ClubScene
from arcade.launcher.scene import LauncherScene
from tests.harness import Harness
from tests.ui.test_computer_seats import REGISTRY


def finish(h: Harness, game: str, names: list[str], winner: int, computer: dict[int, str] | None = None,
           options: dict[str, str] | None = None) -> None:
    players = [{"name": n, **({"computer": computer[i]} if computer and i in computer else {})}
               for i, n in enumerate(names)]
    results = tuple(Result.WIN if i == winner else Result.LOSS for i in range(len(names)))
    if game == "apophis":
        everyone = Result.WIN if winner >= 0 else Result.LOSS
        outcome = Outcome("deflected" if winner >= 0 else "time", (everyone,) * len(names), (tuple(range(len(names))),))
    else:
        outcome = Outcome("x", results, ((winner,), tuple(i for i in range(len(names)) if i != winner)))
    record = GameRecord(game, "1", {"players": players, "options": options or {}}, 1, finished=True)
    h.app.store.create(record, {"outcome": outcome.to_data()})


def test_the_club_screen_ranks_each_game_and_exports_the_table(private_home: Path) -> None:
    h = Harness.start(private_home, games=tuple(REGISTRY.games()), size=(1280, 720), lang="fr")
    try:
        finish(h, "playmoflotte", ["Ann", "Bob"], 0)
        finish(h, "playmoflotte", ["Ann", "Cy"], 0)
        finish(h, "playmoflotte", ["Bob", "Robot"], 1, {1: "hard"})
        finish(h, "apophis", ["Ann", "Bob", "Cy"], 0, options={"difficulty": "easy"})
        h.app.refresh_launcher()
        h.step()
        launcher = h.top
        assert isinstance(launcher, LauncherScene)
        h.click_element(next(b for b in launcher.actions if getattr(b, "text", "") == "arcade.club"))
        h.step()
        club = h.top
        assert isinstance(club, ClubScene) and club.game is not None
        h.click_element(next(b for b in club.actions if getattr(b, "text", "") == "Playmoflotte"))
        h.step()
        shown = h.drawn_texts()
        assert shown.index("Ann") < shown.index("Cy") and "Ordinateur (fort)" in shown and "Joueur" in shown
        h.click_element(next(b for b in club.actions if getattr(b, "text", "") == "Apophis"))
        h.step()
        assert any(text.startswith("Facile · 12:00 : 1 gagnée sur 1 partie") for text in h.drawn_texts())
        h.click_element(next(b for b in club.actions if getattr(b, "text", "") == "arcade.club_export"))
        h.step()
        [exported] = (private_home / "exports").glob("club-*.csv")
        rows = list(csv.reader(exported.read_text().splitlines()))
        assert rows[0] == ["game", "rank", "player", "rating", "played", "won", "last played"]
        ann = next(r for r in rows if r[:1] == ["Playmoflotte"] and r[2] == "Ann")
        assert ann[1:2] == ["1"] and ann[4:6] == ["2", "2"]  # first of the people, below the Hard mark (290 points)
        assert ["Playmoflotte", "", "Ordinateur (fort)", "290"] in [r[:4] for r in rows]  # a mark, not a rank
        assert shown.index("Ordinateur (fort)") < shown.index("Ann")  # (on the scale where its points stand)
        assert "1" in shown and shown.index("1") > shown.index("Ordinateur (fort)")  # Ann's rank, the first
        assert ["Apophis", "", "easy", "", "1", "1", ""] in rows
    finally:
        h.close()


def club_after(h: Harness, *games: tuple[str, list[str], int]) -> ClubScene:
    """The Club screen open after these games (game, players, winner) finished."""
    for game, names, winner in games:
        finish(h, game, names, winner)
    club = ClubScene(h.app)
    h.app.push(club)
    h.step()
    return club


def test_one_person_typed_under_two_names_is_merged_in_the_table_not_in_the_games(private_home: Path) -> None:
    from arcade.launcher.merge_dialog import MergeDialog

    h = Harness.start(private_home, games=tuple(REGISTRY.games()), size=(1280, 720), lang="en")
    try:
        club = club_after(h, ("playmoflotte", ["Ann", "Bob"], 0), ("playmoflotte", ["ann b", "Cy"], 0))
        assert {"Ann", "ann b"} <= set(club.people())
        h.click_element(next(b for b in club.actions if getattr(b, "text", "") == "arcade.merge_names"))
        h.step()
        dialog = h.top
        assert isinstance(dialog, MergeDialog)
        h.pick(dialog.menus[0], "ann b")
        h.pick(dialog.menus[1], "Ann")
        h.click_element(next(b for b, act in dialog.actions.items() if act == dialog.accept))
        h.step()
        rows = {row.name: row for row in club.club.standings["playmoflotte"]}
        assert "ann b" not in rows and rows["Ann"].played == 2 and rows["Ann"].won == 2
        assert h.app.store.aliases() == {"ann b": "Ann"}
        games = [h.app.store.load(key) for key, *_ in h.app.store.finished_rows()]
        assert [g.setup["players"][0]["name"] for g in games] == ["Ann", "ann b"]  # the games keep their names
        h.app.store.merge_names("Ann", "Di")  # merged on: those merged into Ann follow
        assert h.app.store.aliases() == {"ann b": "Di", "ann": "Di"}
    finally:
        h.close()


def test_the_kiosks_attract_cycle_shows_the_club_between_demo_games(private_home: Path) -> None:
    from arcade.app.settings import Settings, SettingsFile
    from arcade.ui.table_scene import TableScene

    SettingsFile(private_home / "settings.yaml").save(Settings(language="en", kiosk_pin="2468", idle_minutes=1))
    h = Harness.start(private_home, games=tuple(REGISTRY.games()), kiosk=True)
    try:
        finish(h, "playmoflotte", ["Ann", "Bob"], 0)
        finish(h, "interceptor", ["Ann", "Cy"], 1)
        shown = []
        for _ in range(3):
            h.time.t += 61
            h.step()
            top = h.top
            shown.append("club" if isinstance(top, ClubScene) else "game" if isinstance(top, TableScene) else "?")
            if isinstance(top, ClubScene):
                assert top.demo and top.game is not None
                first = top.game.id
                h.time.t += 9
                h.step()
                assert top.game.id != first  # it turns through the games that have results
            h.key(pygame.K_SPACE)  # any key: the launcher again
            assert isinstance(h.top, LauncherScene)
        assert "club" in shown and "game" in shown and "?" not in shown
    finally:
        h.close()


def test_a_players_page_lists_their_games_newest_first_with_their_points(private_home: Path) -> None:
    from arcade.launcher.player_page import PlayerPage

    h = Harness.start(private_home, games=tuple(REGISTRY.games()), size=(1280, 720), lang="en")
    try:
        club = club_after(h, ("playmoflotte", ["Ann", "Bob"], 0), ("interceptor", ["Cy", "Ann"], 0))
        h.click_element(next(b for b in club.actions if getattr(b, "text", "") == "Playmoflotte"))
        h.step()
        h.screenshot()
        rect = next(rect for rect, name in club.name_hits if name == "Ann")
        h.click(rect.center)
        h.step()
        page = h.top
        assert isinstance(page, PlayerPage) and page.name == "Ann"
        assert len(page.lines) == 2
        assert page.lines[0].split(" · ")[1:3] == ["Interceptor", "lost"]  # the newest first
        assert page.lines[1].split(" · ")[1:3] == ["Playmoflotte", "won"] and page.lines[1].endswith("(+34)")
        assert "Ann" in h.drawn_texts()
        h.key(pygame.K_ESCAPE)
        assert h.top is club
    finally:
        h.close()


def test_a_game_finished_before_outcomes_were_kept_as_data_counts_after_one_replay(private_home: Path) -> None:
    """An older save kept only the result's words: the Club replays its record once and keeps the outcome."""
    from arcade.arena import play

    h = Harness.start(private_home, games=tuple(REGISTRY.games()), size=(1280, 720), lang="en")
    try:
        result = play("playmoflotte", ("random", "random"), 4, {}, 60.0, 20.0)
        assert result.outcome is not None and result.record is not None
        key = h.app.store.create(GameRecord.from_text(result.record), {"result": "Random 2 wins the battle!"})
        club = ClubScene(h.app)
        rows = {row.name: row for row in club.club.standings["playmoflotte"]}
        assert set(rows) == {"Random 1", "Random 2"} and sum(r.won for r in rows.values()) == 1
        kept = next(status for k, _, _, status, _ in h.app.store.finished_rows() if k == key)
        assert kept["outcome"] == result.outcome.to_data() and kept["result"] == "Random 2 wins the battle!"
    finally:
        h.close()
