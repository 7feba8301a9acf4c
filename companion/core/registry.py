"""The list of game packs. A pack module exposes `PACK` (see core.pack.GamePack)."""

from __future__ import annotations

import importlib
from functools import cache

from companion.core.errors import InputError

PACK_MODULES = {
    "arkwright": "companion.games.arkwright",
    "kanban": "companion.games.kanban",
    "union_stockyards": "companion.games.union_stockyards",
    "montana": "companion.games.montana",
}


@cache
def get_pack(pack_id: str):
    module = PACK_MODULES.get(pack_id)
    if module is None:
        known = ", ".join(sorted(PACK_MODULES))
        raise InputError(f"unknown game pack {pack_id!r}; known packs: {known}")
    return importlib.import_module(module).PACK


def available_packs() -> dict[str, object]:
    """Every pack that imports and exposes PACK (a pack under construction is skipped)."""
    out = {}
    for pack_id in PACK_MODULES:
        try:
            out[pack_id] = get_pack(pack_id)
        except (ImportError, AttributeError):
            continue
    return out
