"""A Union Stockyards set-up for tests (the numbers of seed 002)."""

from __future__ import annotations

PLAYERS = [{"id": "ann", "name": "Ann"}, {"id": "bob", "name": "Bob"}, {"id": "cy", "name": "Cy"}]
START = {
    "kind": "new_game",
    "players": PLAYERS,
    "cash": 10,
    "union_spirit": 3,
    "prices": {"cattle": 8, "hogs": 6, "sheep": 5},
    "meat_values": {"cattle": 12, "hogs": 6, "sheep": 3},
}
