"""What Montana declares to the registry: title, seats, who starts, legal moves."""

from __future__ import annotations

from typing import Any

from companion.core.players import find
from companion.core.registry import declare
from companion.games.montana import forms
from companion.games.montana.board import BOARD
from companion.games.montana.pack import PACK


def _sets(sets: list[list[str]]) -> str:
    """[["yellow"], ["blue", "blue"]] -> "1 yellow or 2 blue workers"."""
    words = [f"{len(ws)} {ws[0]}" for ws in sets]
    return (", ".join(words[:-1]) + " or " if len(words) > 1 else "") + words[-1] + " worker(s)"


def legal(state: Any, player: str) -> list[dict]:
    """The goods fields the player can take now (only the active player has a turn)."""
    p = find(state.players, player)
    if p.id != state.active:
        return []
    return [{"kind": "place", "player": p.id, **c,
             "text": f"{p.name} may take {c['area']} field {c['field']} for {c['cost']} silver ({c['goods']} {c['good']}) "
                     f"with {_sets(c['workers'])}"}
            for c in forms.field_choices(state)]


META = declare(
    PACK, BOARD.base.numbers,
    start_field="active", start_by="id",
    extra_fields=("silver", "pumpkins", "workers"),
    units={"cash": "silver"},
    legal=legal,
)
