"""Arkwright's corrected values in words (core/edit.py `ValueWords`): "Ann's cash corrected to £30".

Each field's words and its values' words are words of this pack's catalog (`said("arkwright", ...)`), kept by
the correction's ledger line as data and worded when shown, in the viewer's language.
"""

from __future__ import annotations

from typing import Any

from companion.core.edit import Keyed, Seat, ValueWords, listed, money, whole
from companion.core.models import place
from companion.core.wording import said
from companion.games.arkwright.flow.self_actor import AWARDS
from companion.games.arkwright.phases import PHASES


#: Arkwright's money
POUNDS = money("£")


def _workers(n: Any) -> str:
    return said("arkwright", "{n:count/worker}", n=whole(n))


def _goods_of(n: Any, good: str) -> str:
    return said("arkwright", "{n:goods/{good:term}}", n=whole(n), good=good)


def _space(space: Any) -> str:
    return said("arkwright", "space {n}", n=whole(space))


def _tiles(tile_ids: list[str]) -> str:
    """Development tiles by their printed names."""
    from companion.games.arkwright.board import base_board

    board = base_board()
    named = tuple(said("arkwright", "{tile:term}", tile=board.tile_spec(t).name) for t in tile_ids)
    return listed(named) if named else said("arkwright", "no tile")


def _goods(counts: dict[str, int]) -> str:
    return listed(tuple(_goods_of(n, good) for good, n in dict(counts).items() if n))


def _phase(phase: str) -> str:
    """A phase by the words of the phase table ("action phase"); a phase it does not know as it is stored."""
    return PHASES.progress().get(phase) or phase.replace("_", " ")


def _marker(marker_id: str) -> str:
    """A marker of the mat in words, in the viewer's language: "light grey quality"."""
    return said("arkwright", "{marker:marker_id}", marker=marker_id)


def _factory_field(parts: tuple[str, ...], read, names: list[str] | None) -> str | None:
    """A field of a factory as the table names the factory: its good ("the price of Ann's lamps factory"),
    never its place in the list ("price of factory 2"); other fields: None (their usual words)."""
    if len(parts) < 4 or parts[0] != "players" or parts[2] != "factories" or not parts[1].isdecimal() or not parts[3].isdecimal():
        return None
    seat = int(parts[1])
    good = read(f"players.{seat}.factories.{int(parts[3])}.good")
    owner = names[seat] if names and seat < len(names) else said("arkwright", "player {n}", n=seat + 1)
    rest = tuple(parts[4:])
    field = _FACTORY_FIELDS.get(rest[0]) if len(rest) == 1 else None
    if field is None and len(rest) == 3 and rest[0] == "rows" and rest[1].isdecimal():
        field = _ROW_FIELDS.get(rest[2])
        if field is not None:
            return said("arkwright", "the {field} of row {row} of {owner}'s {good:term} factory", field=field,
                        row=int(rest[1]) + 1, owner=owner, good=good)
    if field is not None:
        return said("arkwright", "the {field} of {owner}'s {good:term} factory", field=field, owner=owner, good=good)
    if not rest:
        return said("arkwright", "{owner}'s {good:term} factory", owner=owner, good=good)
    # another field of a factory: its name in words
    return said("arkwright", "the {field} of {owner}'s {good:term} factory", owner=owner, good=good,
                field=place(tuple(int(k) if k.isdecimal() else k for k in rest)))


#: a factory's fields and a row's, in words
_FACTORY_FIELDS = {"price": said("arkwright", "price"), "quality": said("arkwright", "quality"),
                   "distribution": said("arkwright", "distribution"), "obsolete_workers": said("arkwright", "obsolete workers")}
_ROW_FIELDS = {"workers": said("arkwright", "workers"), "machines": said("arkwright", "machines")}


#: the words of a corrected value (core/edit.py): "Ann's cash corrected to £30"
VALUES = ValueWords({
    "players.*.cash": POUNDS,
    "players.*.factories.*.price": POUNDS,
    "players.*.shares": lambda n: said("arkwright", "{n:count/share}", n=whole(n)),
    "players.*.share_space": _space,
    "players.*.loans": lambda n: said("arkwright", "{n:count/loan}", n=whole(n)),
    "players.*.factories.*.quality": lambda n: said("arkwright", "{n:count/quality level}", n=whole(n)),
    "players.*.factories.*.distribution": lambda n: said("arkwright", "{n:count/distribution level}", n=whole(n)),
    "players.*.factories.*.rows.*.workers": _workers,
    "players.*.factories.*.rows.*.machines": lambda n: said("arkwright", "{n:count/machine}", n=whole(n)),
    "players.*.factories.*.obsolete_workers": _workers,
    "players.*.ship_crew": _workers,
    "players.*.ships": lambda caps: listed(tuple(said("arkwright", "a ship of capacity {n}", n=whole(c)) for c in caps))
    if caps else said("arkwright", "no ship"),
    "players.*.luxury_goods": lambda n: said("arkwright", "{n:count/luxury cube}", n=whole(n)),
    "players.*.shipping_bonus": _space,
    "players.*.home_market_bonus": _space,
    "players.*.awards": lambda awards: listed(tuple(said("arkwright", "{award:term}", award=AWARDS.get(a, str(a))) for a in awards)),
    "players.*.stored": _goods,
    "players.*.warehouse.goods": _goods,
    "players.*.tiles": _tiles,
    "players.*.advanced": lambda markers: listed(tuple(map(_marker, markers))),
    "players.*.stored.*": Keyed(_goods_of),
    "players.*.warehouse.goods.*": Keyed(_goods_of),
    "job_market": _workers,
    "fired": _workers,
    "box": _workers,
    "importers.*": lambda appeal: said("arkwright", "appeal {n}", n=whole(appeal)),
    "decade": lambda decade: said("arkwright", "the {decade}s", decade=whole(decade)),
    "start_player": Seat(),
    "phase": lambda phase: _phase(str(phase)),
}, fields={
    "players.*.cash": lambda _seat: said("arkwright", "cash"),
    "players.*.shares": lambda _seat: said("arkwright", "shares"),
    "players.*.loans": lambda _seat: said("arkwright", "loans"),
    "players.*.ship_crew": lambda _seat: said("arkwright", "ship crew"),
    "players.*.ships": lambda _seat: said("arkwright", "ships"),
    "players.*.luxury_goods": lambda _seat: said("arkwright", "luxury goods"),
    "players.*.advanced": lambda _seat: said("arkwright", "advanced"),
    "job_market": lambda: said("arkwright", "job market"),
    "fired": lambda: said("arkwright", "fired"),
    "box": lambda: said("arkwright", "box"),
    "decade": lambda: said("arkwright", "decade"),
    "start_player": lambda: said("arkwright", "start player"),
    "phase": lambda: said("arkwright", "phase"),
    "importers.*": lambda good: said("arkwright", "{good:term} importer's appeal", good=good),
    "players.*.share_space": lambda _seat: said("arkwright", "share marker"),
    "players.*.stored": lambda _seat: said("arkwright", "stored goods"),
    "players.*.stored.*": lambda _seat, good: said("arkwright", "stored {good:term}", good=good),
    "players.*.tiles": lambda _seat: said("arkwright", "development tiles"),
    "players.*.warehouse.goods.*": lambda _seat, good: said("arkwright", "{good:term} in the large warehouse", good=good),
    "players.*.shipping_bonus": lambda _seat: said("arkwright", "shipping bonus marker"),
    "players.*.home_market_bonus": lambda _seat: said("arkwright", "home market bonus marker"),
    "players.*.awards": lambda _seat: said("arkwright", "award markers"),
}, table=_factory_field)
