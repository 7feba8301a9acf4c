"""What Arkwright declares to the registry: title, seats, new-game options, house rules."""

from __future__ import annotations

from annotated_types import MaxLen, MinLen

from companion.core.registry import HouseRule, Option, PackInfo
from companion.games.arkwright.flow.setup import NewGame
from companion.games.arkwright.house_rules import HOUSE_RULES
from companion.games.arkwright.pack import PACK


def _seat_bounds() -> tuple[int, int]:
    """The player count the `new_game` entry accepts (2-4, Water Frame 2 and Spinning Jenny 2)."""
    meta = NewGame.model_fields["seats"].metadata
    low = next(m.min_length for m in meta if isinstance(m, MinLen))
    high = next(m.max_length for m in meta if isinstance(m, MaxLen))
    return low, high


META = PackInfo(
    id="arkwright",
    title=PACK.title,
    min_players=_seat_bounds()[0],
    max_players=_seat_bounds()[1],
    seats_field="seats",
    start_field="start_player",
    start_by="index",
    options=(
        Option("version", "Version", (("water_frame", "Water Frame"), ("spinning_jenny", "Spinning Jenny")),
               "water_frame", flag="--version", help="the version played"),
        Option("setup", "Set-up", (("predetermined", "Printed start set-up"),
                                   ("free", "Free (1760 preparation round)")),
               "predetermined", flag="--free", switch=True,
               help="free set up: play the 1760 preparation round (default: predetermined)"),
        Option("expansion", "Noblesse Oblige expansion", ((False, "without"), (True, "with")), False,
               flag="--expansion", switch=True, help="play with Noblesse Oblige"),
        Option("productions_only", "Productions only", ((False, "the whole game mirrored"), (True, "productions only")), False,
               flag="--productions-only", switch=True,
               help="resolve production phases only, from the table as it stands (its numbers in --setup's \"table\")"),
    ),
    house_rules=tuple(HouseRule(name, r["title"], r["text"]) for name, r in HOUSE_RULES.items()),
    extra_fields=("mat", "tiles", "pick_markers", "table"),
    units={"cash": "£"},
)
