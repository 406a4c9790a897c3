"""Everything kept on disk: the save store (`store`, over the SQLite `database`, with `salvage` for a damaged one),
the club's people in it (`people`), record files (`records`, `storage`) and the `replay` command, and the safe
file writes and bounded reads they share (`files`)."""
