"""Apophis: the real-time cooperative card game against a countdown (Erik Dresner)."""

from arcade.registry import Choice, GameDescriptor, OptionSpec, takeback_option

GAME = GameDescriptor(
    id="apophis",
    title="Apophis",
    summary="summary",
    min_players=1,
    max_players=6,
    default_players=3,
    minutes=(8, 20),
    sides=("red", "blue", "amber", "green", "white", "violet"),
    scene="arcade.games.apophis.table:ApophisTable",
    rules="arcade.games.apophis.rules:RULES",
    words="arcade.games.apophis.words:move_words",
    preview="arcade.games.apophis.drawing:draw_preview",
    options=(
        OptionSpec("difficulty", "difficulty", tuple(Choice(d, f"d_{d}") for d in (
            "relaxed", "beginner", "easy", "intermediate", "hard", "expert")), "intermediate"),
        OptionSpec("rules", "rules", (Choice("basic", "r_basic"), Choice("advanced", "r_advanced")), "basic"),
        takeback_option(),
    ),
)
