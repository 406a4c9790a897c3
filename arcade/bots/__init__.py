"""Computer players, pure like the rules: they see what their seat sees and play through `check` like anyone.

A bot is asked for one decision at a time (`Bot.choose`) with what its seat has seen (`Seen`: its view and a way
to draw full states consistent with it, from `GameRules.determinize`), a budget (a function that says when to
stop, by count in the arena, by time at the table) and its own random generator. Each game's levels live with
the game (`arcade/games/<id>/bots.py`, a `levels()` function); the search they share lives here.
"""
