"""The bounds of what a game holds and of the files the companion reads.

The one place they are written down (README "Limits" repeats them); plain
numbers, so reading a file or printing text needs no models:

- every number in a game's state (cash, counts, prices, scores, years) lies
  within +-MAX_NUMBER: no real table reaches a million of anything;
- state values are strictly typed: "10" is not 10 and true is not 1;
- a name (player, seat, roster) has 1 to MAX_NAME characters and no control
  characters (see companion/core/text.py);
- a text among a board's printed values (a board file, a correction, a kept
  value) has at most MAX_BOARD_TEXT characters and no control characters;
- a JSON file read by a command or the app is at most MAX_GAME_FILE_BYTES
  (a session file) or MAX_STATE_FILE_BYTES (a state, action, decisions or
  set-up file), nested at most MAX_JSON_DEPTH deep, with numbers of at most
  MAX_NUMBER_DIGITS digits (see companion/core/jsontext.py).
"""

MAX_NUMBER = 1_000_000
MAX_NAME = 40
MAX_BOARD_TEXT = 200
MAX_GAME_FILE_BYTES = 64 * 1024 * 1024
MAX_STATE_FILE_BYTES = 4 * 1024 * 1024
MAX_JSON_DEPTH = 32
MAX_NUMBER_DIGITS = 30
