"""Interceptor: a hex dogfight with secret simultaneous orders, 2-6 players."""

from arcade.registry import Choice, GameDescriptor, OptionSpec, takeback_option

MAPS = ("interceptor", "interceptor-small", "interceptor-large")

GAME = GameDescriptor(
    id="interceptor",
    title="Interceptor",
    summary="summary",
    min_players=2,
    max_players=6,
    default_players=2,
    minutes=(15, 45),
    sides=("red", "blue", "amber", "green", "white", "violet"),
    scene="arcade.games.interceptor.table:InterceptorTable",
    rules="arcade.games.interceptor.data:rules",
    words="arcade.games.interceptor.words:move_words",
    board="interceptor",
    preview="arcade.games.interceptor.drawing:draw_preview",
    prepare="arcade.games.interceptor.pilots:with_pilots",
    extras=(("pilots", "arcade.games.interceptor.roster:RosterScene"),),
    headline="arcade.games.interceptor.words:headline",
    options=(
        OptionSpec("map", "map", tuple(Choice(m, f"m_{m}") for m in MAPS), "interceptor"),
        OptionSpec("ships", "ships", tuple(Choice(str(n), f"s_{n}") for n in (1, 2, 3)), "1"),
        OptionSpec("retreat", "retreat", tuple(Choice(v, f"r_{v}") for v in ("off", "2", "3", "4")), "off"),
        OptionSpec("experience", "experience", (Choice("off", "x_off"), Choice("on", "x_on")), "off"),
        OptionSpec("asteroids", "asteroids", (Choice("map", "a_map"), Choice("random", "a_random")), "map"),
        OptionSpec("timer", "timer", tuple(Choice(v, f"t_{v}") for v in ("off", "60", "90", "120")), "off"),
        takeback_option(),
    ),
)
