"""What Union Stockyards declares to the registry: title, seats, who starts, legal moves."""

from __future__ import annotations

from typing import Any

from companion.core.players import find
from companion.core.registry import declare
from companion.games.union_stockyards import forms
from companion.games.union_stockyards.board import BOARD
from companion.games.union_stockyards.pack import PACK


def legal(state: Any, player: str) -> list[dict]:
    """What the player can sell now: per livestock type, its margin and what is left in the Yard."""
    p = find(state.players, player)
    return [{"kind": "sale", "player": p.id, **c,
             "text": f"{p.name} may sell {c['livestock']} at a margin of ${c['margin']} each ({c['in_yard']} in the Yard)"}
            for c in forms.sale_choices(state)]


META = declare(
    PACK, BOARD.base.numbers,
    start_field="first_player", start_by="id",
    extra_fields=("cash", "party", "union_spirit", "prices", "meat_values", "yard"),
    units={"cash": "$"},
    legal=legal,
)
