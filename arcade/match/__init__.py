"""A game in play without a screen: one match (`match.Match`) that every driver of a game goes through, and whose
time runs at its table (`timekeeper.Timekeeper`)."""

#: The levels a computer seat may play at (the set-up's `computer` key of a seat); anything else is a person. Kept
#: here, light, for the launcher's first frame, which names computer seats and needs nothing else of a match.
LEVELS = ("easy", "normal", "hard")
