"""What Kanban declares to the registry: title, seats, new-game options, house rules."""

from __future__ import annotations

from companion.core.registry import HouseRule, Option, declare
from companion.games.kanban import forms
from companion.games.kanban.board import BOARD
from companion.games.kanban.pack import PACK


META = declare(
    PACK, BOARD.base.numbers,
    options=(Option("mode", "Sandra", tuple(forms.setup_choices()["modes"]), "nice", flag="--mode",
                    help="Sandra's mode: nice or mean"),
             Option("workstations", "Workstation Alley", ((False, "each day's department typed"), (True, "followed by the app")),
                    False, flag="--workstations", switch=True,
                    help="the app follows Workstation Alley: who chooses when, Sandra's moves, the Pace Car, the Factory Goals")),
    house_rules=tuple(HouseRule(name, title, text) for name, (title, text) in forms.HOUSE_RULES.items()),
    units={"score": "pp"},
)
