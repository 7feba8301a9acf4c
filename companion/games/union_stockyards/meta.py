"""What Union Stockyards declares to the registry: title, seats, who starts."""

from __future__ import annotations

from companion.core.registry import declare
from companion.games.union_stockyards.board import BOARD
from companion.games.union_stockyards.pack import PACK


META = declare(
    PACK, BOARD.base.numbers,
    start_field="first_player", start_by="id",
    extra_fields=("cash", "workers", "party", "union_spirit", "prices", "meat_values", "yard"),
    units={"cash": "$"},
)
