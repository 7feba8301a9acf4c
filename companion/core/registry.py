"""The game packs: the `Pack` values named by the `companion.packs` entry points.

A pack is its package under companion/games/ (its screens under companion/ui/)
and one line of pyproject.toml naming its value:

    [project.entry-points."companion.packs"]
    PACK = "companion.games.PACK.pack:PACK"

The value is a `companion.core.dispatch.Pack` (title, seats, options, house
rules, entry kinds, phases, legal entries, summary, message catalog...). The
app's screens, the store and the command line reach a pack only through
`get_pack`, `available_packs` and `pack_of_state`; nothing here knows a pack
by name. A packaged app that carries the code without its installed metadata
carries the metadata written by `packaging/pack_metadata.py` instead.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from companion.core import packs_found
from companion.core.errors import InputError
from companion.core.packs_found import GROUP, entry_points
from companion.core.wording import said

__all__ = ["GROUP", "entry_points", "pack_ids", "get_pack", "forget", "available_packs", "pack_of_state"]


def pack_ids() -> list[str]:
    """Every pack named by an entry point, in the order the screens offer them (by id)."""
    return list(entry_points())


@cache
def get_pack(pack_id: str) -> Any:
    """The pack's value; a pack no entry point names is refused in words."""
    if pack_id not in entry_points():
        known = pack_ids()
        if not known:
            raise InputError(said("core", "unknown game pack {pack!r}; known packs: none installed", pack=pack_id))
        raise InputError(said("core", "unknown game pack {pack!r}; known packs: {known}", pack=pack_id, known=", ".join(known)))
    return packs_found.pack_value(pack_id)


def forget() -> None:
    """Read the entry points again next time (a test that installs a pack of its own)."""
    packs_found.forget()
    get_pack.cache_clear()


def available_packs() -> dict[str, Any]:
    """Every pack that loads (a pack under construction, whose module fails to import, is skipped)."""
    out = {}
    for pack_id in pack_ids():
        try:
            out[pack_id] = get_pack(pack_id)
        except (ImportError, AttributeError):
            continue
    return out


def pack_of_state(state: Any) -> str | None:
    """The id of the pack whose state this is (None if no pack knows it).

    The pack whose module is the state type's own is asked first, so printing
    one game's ledger imports no other pack.
    """
    module = type(state).__module__

    def owns(pack_id: str) -> bool:
        return module.startswith(entry_points()[pack_id].module.rpartition(".")[0] + ".")

    for pack_id in sorted(pack_ids(), key=lambda p: not owns(p)):
        try:
            pack = get_pack(pack_id)
        except (ImportError, AttributeError):  # a pack under construction is skipped
            continue
        if isinstance(state, getattr(pack, "state_type", ())):
            return pack_id
    return None
