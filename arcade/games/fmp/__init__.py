"""Full Metal Planète: ore mining on a planet of tides, 2-4 players, 25 turns of three minutes."""

from arcade.registry import Choice, GameDescriptor, OptionSpec, takeback_option

GAME = GameDescriptor(
    id="fmp",
    title="Full Metal Planète",
    summary="summary",
    min_players=2,
    max_players=4,
    default_players=2,
    minutes=(60, 150),
    sides=("red", "blue", "green", "amber"),
    scene="arcade.games.fmp.table:FmpTable",
    rules="arcade.games.fmp.data:rules",
    words="arcade.games.fmp.hints:words",
    board="fmp",
    preview="arcade.games.fmp.drawing:draw_preview",
    headline="arcade.games.fmp.journal:headline",
    options=(
        OptionSpec("clock", "clock", (Choice("180", "c_180"), Choice("300", "c_300"), Choice("off", "c_off")), "180"),
        OptionSpec("armies", "armies", (Choice("1", "a_1"), Choice("2", "a_2")), "1"),
        takeback_option(("off", "tb_final"), ("on", "tb_moves"), ("all", "tb_all")),  # FMP.PTS.5: final
    ),
)
