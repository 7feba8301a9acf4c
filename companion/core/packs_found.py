"""The game packs the installed metadata names (the `companion.packs` entry points), found without words.

The words layer (core/messages.py) finds a pack's catalog here; companion/core/registry.py, which refuses
an unknown pack in the viewer's language, builds on it. So the registry can say its refusal through the
words layer without an import cycle (tests/core/test_import_cycles.py).
"""

from __future__ import annotations

from functools import cache
from importlib import metadata
from typing import Any

GROUP = "companion.packs"


@cache
def entry_points(group: str = GROUP) -> dict[str, metadata.EntryPoint]:
    """Name -> entry point of one group, by name (the first found wins, as Python's own look-up does)."""
    found: dict[str, metadata.EntryPoint] = {}
    for ep in metadata.entry_points(group=group):
        found.setdefault(ep.name, ep)
    return dict(sorted(found.items()))


@cache
def pack_value(pack_id: str) -> Any:
    """The value of the pack an entry point names `pack_id`; None if none does."""
    ep = entry_points().get(pack_id)
    return None if ep is None else ep.load()


def forget() -> None:
    """Read the entry points again next time."""
    entry_points.cache_clear()
    pack_value.cache_clear()
