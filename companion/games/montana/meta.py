"""What Montana declares to the registry: title, seats, who starts."""

from __future__ import annotations

from companion.core.moves import plural
from companion.core.registry import declare
from companion.games.montana.board import BOARD
from companion.games.montana.pack import PACK


def _sets(sets: list[list[str]]) -> str:
    """[["yellow"], ["blue", "blue"]] -> "1 yellow or 2 blue workers"."""
    words = [f"{len(ws)} {ws[0]}" for ws in sets]
    return (", ".join(words[:-1]) + " or " if len(words) > 1 else "") + words[-1] + " " + plural(len(sets[-1]), "worker")


META = declare(
    PACK, BOARD.base.numbers,
    start_field="active", start_by="id",
    extra_fields=("silver", "pumpkins", "workers"),
    units={"cash": "silver"},
)
