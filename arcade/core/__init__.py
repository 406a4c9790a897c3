"""Pure shared logic: grids, boards, dice, clocks, records. No pygame, no wall clock, no global random, no I/O."""
