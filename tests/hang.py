"""The bound the tests put on work that must end: far above any honest run on a loaded machine, far below a hang
(a parser recursing without end, a read from /dev/zero). Speed itself is measured in bench/, never here."""

HANG = 15.0  # seconds
