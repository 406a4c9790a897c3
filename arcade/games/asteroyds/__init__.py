"""Asteroyds, "capture the asteroyd": team capture-the-flag with programmed moves and a timer, 2-6 players."""

from arcade.registry import Choice, GameDescriptor, OptionSpec, takeback_option

GAME = GameDescriptor(
    id="asteroyds",
    title="Asteroyds",
    summary="summary",
    min_players=2,
    max_players=6,
    default_players=4,
    minutes=(20, 45),
    sides=("red", "white", "blue", "amber", "green", "violet"),
    scene="arcade.games.asteroyds.table:AsteroydsTable",
    rules="arcade.games.asteroyds.data:rules",
    words="arcade.games.asteroyds.words:move_words",
    board="asteroyds",
    preview="arcade.games.asteroyds.drawing:draw_preview",
    headline="arcade.games.asteroyds.words:headline",
    options=(
        OptionSpec("teams", "teams", (Choice("2", "k_2"), Choice("3", "k_3")), "2"),
        OptionSpec("timer", "timer", tuple(Choice(v, f"t_{v}") for v in ("20", "30", "40", "60")), "30"),
        OptionSpec("ships", "ships", tuple(Choice(str(n), f"s_{n}") for n in (2, 3)), "2"),  # 1 v 1 (AST.VAR.2)
        OptionSpec("powers", "powers", (Choice("off", "p_off"), Choice("on", "p_on")), "off"),
        OptionSpec("blue", "blue", tuple(Choice(v, f"b_{v}") for v in ("off", "2", "3", "4")), "off"),
        OptionSpec("blue_kind", "blue_kind", (Choice("destructible", "bk_destructible"), Choice("solid", "bk_solid")),
                   "destructible"),
        OptionSpec("layout", "layout", (Choice("map", "l_map"), Choice("custom", "l_custom")), "map"),
        takeback_option(),
    ),
)
