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
from importlib import metadata
from typing import Any

from companion.core.errors import InputError

GROUP = "companion.packs"


@cache
def entry_points(group: str = GROUP) -> dict[str, metadata.EntryPoint]:
    """Name -> entry point of one group, by name (the first found wins, as Python's own look-up does)."""
    found: dict[str, metadata.EntryPoint] = {}
    for ep in metadata.entry_points(group=group):
        found.setdefault(ep.name, ep)
    return dict(sorted(found.items()))


def pack_ids() -> list[str]:
    """Every pack named by an entry point, in the order the screens offer them (by id)."""
    return list(entry_points())


@cache
def get_pack(pack_id: str) -> Any:
    """The pack's value; a pack no entry point names is refused in words."""
    ep = entry_points().get(pack_id)
    if ep is None:
        raise InputError(f"unknown game pack {pack_id!r}; known packs: {', '.join(pack_ids()) or 'none installed'}")
    return ep.load()


def forget() -> None:
    """Read the entry points again next time (a test that installs a pack of its own)."""
    entry_points.cache_clear()
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
