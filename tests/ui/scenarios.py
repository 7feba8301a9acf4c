"""Stored games for the UI tests, built through the store API (as the app itself would).

A scenario starts from a real predetermined Arkwright set-up and corrects the
table with `edit` entries until it shows the situation a test needs.
"""

from __future__ import annotations

from pathlib import Path

from companion.store import Store

GROUP = [("Marion", "blue"), ("Harold", "red"), ("Angelica", "green")]


def roster(store: Store, group=GROUP) -> list[int]:
    known = {p.name: p.id for p in store.players()}
    return [known.get(name) or store.add_player(name, color).id for name, color in group]


def new_game(store: Store, group=GROUP, **setup) -> int:
    ids = roster(store, group)
    seats = [{"id": name.lower(), "name": name, "color": color} for name, color in group]
    view = store.create_session("arkwright", {"kind": "new_game", "seats": seats, "start_player": 0, **setup}, ids)
    return view.info.id


def edit(store: Store, sid: int, *changes: tuple[str, object]) -> None:
    for path, value in changes:
        result = store.submit(sid, {"kind": "edit", "path": path, "value": value})
        assert result.stored, f"edit {path} was not stored"


def warehouse_sale_game(store: Store) -> int:
    """1770 food production: Marion (appeal 5, 3 food made, 2 food in her small warehouse)
    sells her production with demand left, so the rules ask how many stored food she sells."""
    sid = new_game(store)
    tiles = store.load(sid).state.players[0].tiles
    edit(store, sid,
         ("players.0.tiles", [*tiles, "small_warehouse"]),
         ("players.0.stored", {"food": 2}),
         ("players.0.factories.0.price", 5),
         ("players.0.factories.0.quality", 2),
         ("phase", "production"))
    return sid


def open_store(path: Path) -> Store:
    return Store.open(path)


def short_game_at_the_end(store: Store) -> int:
    """One production phase played in 1770, then the table jumps to the End of Game event of 1810
    (a short game for the history): only the final stock exchange is left to resolve."""
    sid = new_game(store)
    edit(store, sid, ("phase", "production"))
    result = store.submit(sid, {"kind": "production", "answers": {}})
    assert result.stored
    edit(store, sid, ("decade", 1810), ("phase", "end_of_game"))
    return sid


def free_setup_game(store: Store) -> int:
    """A free set-up: the 1760 preparation round is still to be played."""
    from companion.games.arkwright.board import base_board

    board = base_board()
    draw = next(d.tiles for d in board.tile_draw if d.players == len(GROUP))
    # one of each tile, then a second of each: never as many alike as there are players (Water Frame 4.1.III)
    kinds = [t for t in board.tiles if not t.expansion and not t.variant and t.id != "charisma"]
    drawn = [t.id for rnd in (1, 2) for t in kinds if t.count - (t.id == "inventor") >= rnd][:draw]
    mat = board.predetermined_setup("water_frame", len(GROUP)).mat
    return new_game(store, setup="free", mat=mat, tiles=["charisma", "inventor", *drawn])


# --- the other packs (Kanban, Union Stockyards, Montana) -------------------------------------

PACK_GROUP = [("Ada", "blue"), ("Ben", "red"), ("Cleo", "green")]


def pack_game(store: Store, pack_id: str, group=PACK_GROUP, **setup) -> int:
    """A new game of another pack for the group, its players' ids their lower-case names."""
    ids = roster(store, group)
    players = [{"id": name.lower(), "name": name, "color": color} for name, color in group]
    view = store.create_session(pack_id, {"kind": "new_game", "players": players, **setup}, ids)
    return view.info.id


def kanban_game(store: Store, **setup) -> int:
    return pack_game(store, "kanban", **setup)


def kanban_working_game(store: Store, **setup) -> int:
    """A Workstation Alley game of Ada, Ben and Cleo, the workstations chosen: Ada works first, in Logistics."""
    sid = kanban_game(store, workstations=True, **setup)
    for pid, dept, ws in (("ada", "logistics", 2), ("ben", "design", 2), ("cleo", "design", 1)):
        assert store.submit(sid, {"kind": "select", "player": pid, "department": dept, "workstation": ws}).stored
    return sid


def kanban_recycling_game(store: Store) -> int:
    """Ada has worked in Logistics and taken a chassis; the Recycling pool holds turbo, engine and brakes."""
    sid = kanban_working_game(store, recycling=["turbo", "engine", "brakes"])
    work = {"kind": "work", "player": "ada", "department": "logistics", "workstation_shifts": 3, "parts_taken": {"chassis": 1}}
    assert store.submit(sid, work).stored
    return sid


STOCKYARDS_SETUP = {"cash": 10, "union_spirit": 2, "prices": {"cattle": 8, "hogs": 5, "sheep": 4},
                    "meat_values": {"cattle": 12, "hogs": 7, "sheep": 3}, "yard": {"cattle": 3, "hogs": 2, "sheep": 4}}


def stockyards_game(store: Store, **setup) -> int:
    return pack_game(store, "union_stockyards", **{**STOCKYARDS_SETUP, **setup})


def montana_game(store: Store, **setup) -> int:
    return pack_game(store, "montana", **setup)
