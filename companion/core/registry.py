"""The game packs, found through the `companion.packs` entry points, and what each declares.

A pack is a module named by an entry point in pyproject.toml:

    [project.entry-points."companion.packs"]
    arkwright = "companion.games.arkwright"

It exposes `PACK` (see core.pack.GamePack); its `meta` module (imported only
when asked for) may declare `META`, a `PackInfo`: its title, seat limits,
new-game options and house rules, and the one function that lists a player's
legal moves. The app's screens and the command line read these here and
never ask for a pack by name.

When the package metadata is missing (a packaged app that ships the code
without its dist-info, or a source tree that was never installed), the
built-in list below is used instead; it names the same modules.

Reading the entry points means reading every installed distribution's
metadata, so `PACK_MODULES` does it only when it must: a shipped pack asked
for by name is found in the built-in list; another name, or the whole list
(iterating it, its length), reads the entry points once. A pack's package
imports its rules only when `PACK` is asked for (`lazy_pack`), so a command
that reads one module of a pack (its state, its board) loads nothing else.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator, MutableMapping
from dataclasses import dataclass, field
from functools import cache
from typing import Any, Callable

from companion.core.errors import InputError

GROUP = "companion.packs"

#: the packs shipped with the app, used only when the entry points cannot be read
BUILT_IN = {
    "arkwright": "companion.games.arkwright",
    "kanban": "companion.games.kanban",
    "union_stockyards": "companion.games.union_stockyards",
    "montana": "companion.games.montana",
}


def discover() -> dict[str, str]:
    """pack id -> module, from the installed entry points (the built-in list without them)."""
    from importlib import metadata

    try:
        found = {ep.name: ep.value for ep in metadata.entry_points(group=GROUP)}
    except Exception:  # noqa: BLE001 - broken metadata is the same as none
        found = {}
    if not found:
        return dict(BUILT_IN)
    # the shipped packs first, in their usual order (the new-game screen offers the first)
    order = list(BUILT_IN)
    return {k: found[k] for k in sorted(found, key=lambda k: (order.index(k) if k in order else len(order), k))}


class PackModules(MutableMapping):
    """pack id -> module: `discover()`, read on first need (see the module's docstring).

    A shipped pack's name is answered from the built-in list; anything else
    reads the entry points once. A pack set here (a test's) stays, after them.
    """

    def __init__(self) -> None:
        self._modules: dict[str, str] = dict(BUILT_IN)
        self.entry_points_read = False

    def _discover(self) -> dict[str, str]:
        if not self.entry_points_read:
            self.entry_points_read = True
            added = {k: v for k, v in self._modules.items() if BUILT_IN.get(k) != v}
            self._modules = {**discover(), **added}
        return self._modules

    def known(self) -> list[str]:
        """The packs known without reading the entry points (all of them once they are read)."""
        return list(self._modules)

    def __getitem__(self, pack_id: str) -> str:
        found = self._modules if pack_id in self._modules else self._discover()
        return found[pack_id]

    def __contains__(self, pack_id: object) -> bool:
        return pack_id in self._modules or pack_id in self._discover()

    def __setitem__(self, pack_id: str, module: str) -> None:
        self._modules[pack_id] = module

    def __delitem__(self, pack_id: str) -> None:
        del self._discover()[pack_id]

    def __iter__(self) -> Iterator[str]:
        return iter(list(self._discover()))

    def __len__(self) -> int:
        return len(self._discover())


#: pack id -> module (tests may add a pack here and clear get_pack's cache)
PACK_MODULES = PackModules()


def lazy_pack(package: str) -> Callable[[str], Any]:
    """A pack package's module `__getattr__`: its `PACK` imported from `<package>.pack` when first asked for."""

    def __getattr__(name: str) -> Any:
        if name == "PACK":
            return importlib.import_module(f"{package}.pack").PACK
        raise AttributeError(f"module {package!r} has no attribute {name!r}")

    return __getattr__


@dataclass(frozen=True)
class Option:
    """One new-game choice, a field of the pack's `new_game` entry.

    `choices` are (value, label) pairs. With `switch` the option is on or off:
    its command-line flag takes no value and picks the second choice.
    """

    field: str
    label: str
    choices: tuple[tuple[Any, str], ...]
    default: Any
    flag: str = ""
    switch: bool = False
    help: str = ""


@dataclass(frozen=True)
class HouseRule:
    """A reading of the rules a group may choose (`house_rules[name] = True` in the new game)."""

    name: str
    title: str
    text: str


@dataclass(frozen=True)
class PackInfo:
    """What a pack declares for the new-game screen and the command line."""

    id: str
    title: str
    min_players: int = 1
    max_players: int = 6
    #: the `new_game` field naming the seats, and the one naming who starts (None: nobody is chosen)
    seats_field: str = "players"
    start_field: str | None = None
    #: "index": the start field holds the seat's index; "id": the player's id
    start_by: str = "index"
    options: tuple[Option, ...] = ()
    house_rules: tuple[HouseRule, ...] = ()
    #: how the ledger names its kinds' units ({"cash": "£"}); a kind not listed is named as it is
    units: dict[str, str] = field(default_factory=dict)
    #: further `new_game` fields a table may give as they are (e.g. the free set-up's mat)
    extra_fields: tuple[str, ...] = ()

    def defaults(self) -> dict[str, Any]:
        return {o.field: o.default for o in self.options}

    def new_game_entry(self, seats: list[dict], start: int, options: dict) -> dict:
        """The first log entry: the seats, who starts, the options chosen and the house rules on.

        The pack's own `new_game` checks (player count, known house rules) still apply to it.
        """
        entry: dict[str, Any] = {"kind": "new_game", self.seats_field: seats}
        if self.start_field and self.start_by == "index":
            entry[self.start_field] = start
        elif self.start_field:
            if not 0 <= start < len(seats):
                raise InputError(f"the start player must be one of the {len(seats)} seats")
            entry[self.start_field] = seats[start]["id"]
        elif start:
            raise InputError(f"in {self.title} nobody chooses a start player")
        for o in self.options:
            entry[o.field] = options.get(o.field, o.default)
        for key in self.extra_fields:
            if options.get(key) is not None:
                entry[key] = options[key]
        house = {name: True for name in options.get("house_rules", ()) if name}
        if house:  # the pack refuses a name it does not know
            entry["house_rules"] = house
        return entry


def _module(pack_id: str):
    name = PACK_MODULES.get(pack_id)
    if name is None:
        known = ", ".join(sorted(PACK_MODULES))
        raise InputError(f"unknown game pack {pack_id!r}; known packs: {known}")
    return importlib.import_module(name.split(":")[0])


def declare(pack: Any, numbers: Any, **fields: Any) -> PackInfo:
    """A pack's declaration with its id and title from the pack, its seat limits from its board numbers."""
    return PackInfo(id=pack.id, title=pack.title, min_players=numbers.min_players, max_players=numbers.max_players, **fields)


@cache
def get_pack(pack_id: str):
    return _module(pack_id).PACK


def pack_info(pack_id: str) -> PackInfo:
    """The pack's declaration (`META` of its `meta` module); a pack without one gets its title and loose seat limits."""
    pack = get_pack(pack_id)
    name = f"{_module(pack_id).__name__}.meta"
    try:
        info = getattr(importlib.import_module(name), "META", None)
    except ModuleNotFoundError as exc:
        if exc.name != name:
            raise
        info = None
    return info if isinstance(info, PackInfo) else PackInfo(id=pack_id, title=getattr(pack, "title", pack_id))


def pack_of_state(state: Any) -> str | None:
    """The id of the pack whose state this is (None if no pack knows it).

    The pack whose module defines the state's type is asked first, so printing
    one game's ledger imports no other pack.
    """
    module = type(state).__module__

    def owns(pack_id: str) -> bool:
        return module.startswith(PACK_MODULES[pack_id].split(":")[0] + ".")

    def candidates() -> Iterator[str]:
        yield from (p for p in PACK_MODULES.known() if owns(p))  # no entry point read for a shipped pack's state
        yield from sorted(PACK_MODULES, key=lambda p: not owns(p))

    for pack_id in candidates():
        try:
            pack = get_pack(pack_id)
        except (ImportError, AttributeError):  # a pack under construction is skipped
            continue
        if isinstance(state, getattr(pack, "state_type", ())):
            return pack_id
    return None


def available_packs() -> dict[str, object]:
    """Every pack that imports and exposes PACK (a pack under construction is skipped)."""
    out = {}
    for pack_id in PACK_MODULES:
        try:
            out[pack_id] = get_pack(pack_id)
        except (ImportError, AttributeError):
            continue
    return out
