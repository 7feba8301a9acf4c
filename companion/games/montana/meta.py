"""What Montana declares to the registry: title, seats, who starts, legal moves."""

from __future__ import annotations

from typing import Any

from companion.core.players import find
from companion.core.registry import declare
from companion.games.montana import forms
from companion.games.montana.board import BOARD
from companion.games.montana.pack import PACK


def legal(state: Any, player: str) -> list[dict]:
    """The goods fields the player can take now (only the active player has a turn)."""
    pid = find(state.players, player).id
    if pid != state.active:
        return []
    return [{"kind": "place", "player": pid, **choice} for choice in forms.field_choices(state)]


META = declare(
    PACK, BOARD.base.numbers,
    start_field="active", start_by="id",
    extra_fields=("silver", "pumpkins", "workers"),
    units={"cash": "silver"},
    legal=legal,
)
