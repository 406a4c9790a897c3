"""The program around the games: its window and scene stack (`core`), the games it starts and keeps (`games`), its
main loop (`loop`), what it does when something fails (`safety`), the command line (`cli`), the settings, the kiosk's
guard, and the checks made before pygame is loaded (`preflight`, standard library only, as this file is)."""
