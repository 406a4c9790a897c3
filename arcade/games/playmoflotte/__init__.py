"""Playmoflotte: a toy naval battle on a square board."""

from arcade.registry import Choice, GameDescriptor, OptionSpec, takeback_option

MAPS = ("playmoflotte", "playmoflotte-archipelago", "playmoflotte-straits")

GAME = GameDescriptor(
    id="playmoflotte",
    title="Playmoflotte",
    summary="summary",
    min_players=2,
    max_players=4,
    default_players=2,
    minutes=(20, 60),
    sides=("red", "blue", "amber", "green"),
    scene="arcade.games.playmoflotte.table:PlaymoflotteTable",
    rules="arcade.games.playmoflotte.data:rules",
    words="arcade.games.playmoflotte.words:move_words",
    board="playmoflotte",
    preview="arcade.games.playmoflotte.drawing:draw_preview",
    headline="arcade.games.playmoflotte.words:headline",
    options=(
        OptionSpec("map", "map", tuple(Choice(m, f"m_{m}") for m in MAPS), "playmoflotte"),
        OptionSpec("ships", "ships", tuple(Choice(str(n), f"s_{n}") for n in (1, 2, 3)), "1"),
        OptionSpec("ship", "ship", tuple(Choice(t, f"t_{t}") for t in ("frigate", "galleon", "sloop")), "frigate"),
        OptionSpec("first", "first", (Choice("random", "f_random"), Choice("listed", "f_listed")), "random"),
        OptionSpec("layout", "layout", (Choice("preset", "l_preset"), Choice("paint", "l_paint")), "preset"),
        OptionSpec("crew", "crew", (Choice("free", "c_free"), Choice("standard", "c_standard")), "free"),
        takeback_option(),
    ),
)
