"""Everything kept on disk: the save store (`store`: games, the roster, merged names and Interceptor's pilots, over
the SQLite `database`, with `salvage` for a damaged one), record files (`records`, `storage`) and the `replay`
command, and the safe file writes and bounded reads they share (`files`)."""
