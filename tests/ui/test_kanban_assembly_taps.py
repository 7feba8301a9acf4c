"""Every Assembly Line choice legal() lists is made by taps in the work form (issue 27): each Part to each
Model from the board, with a Parts Voucher, a second Part after a first, and from Administration
micro-managing the Assembly Line."""

from __future__ import annotations

from companion.games.kanban.pack import PACK as pack
from tests.games.kanban.factories import upgrades
from tests.ui.test_pack_turns_by_taps import missing_moves

PLAYERS = [{"id": "ann", "name": "Ann", "color": "red"}, {"id": "bob", "name": "Bob", "color": "blue"},
           {"id": "cy", "name": "Cy", "color": "green"}]


def _started(choices):
    s = pack.start({"kind": "new_game", "players": PLAYERS, "workstations": True, "assembly_line": True,
                    "certification_order": ["ann", "bob", "cy"]}).state
    s.player("ann").parts = {"engine": 1, "turbo": 2}
    s.player("ann").vouchers = 1
    for pid, dept, ws in choices:
        s = pack.apply(s, {"kind": "select", "player": pid, "department": dept, "workstation": ws}).state
    return s


def _provided(entries):
    return {(e["provide"][0]["model"], e["provide"][0]["part"], e["provide"][0].get("voucher", False)) for e in entries}


def test_every_assembly_line_choice_legal_lists_is_made_by_taps():
    s = _started([("ann", "assembly", 2), ("bob", "design", 1), ("cy", "design", 2)])
    upgrades(s, "red", [("bob", "turbo")])
    # after a first Part: the line has moved on (the path asked of the table: the short conveyor)
    after = pack.apply(s, {"kind": "work", "player": "ann", "department": "assembly", "workstation_shifts": 3,
                           "provide": [{"model": "green", "part": "engine"}], "answers": {"line-1-2": "short-1"}}).state
    wanted = [c.entry for c in pack.legal(s, "ann") if c.legal and c.entry.get("provide")]
    listed = _provided(wanted)
    assert ("green", "engine", False) in listed and ("blue", "brakes", True) in listed
    assert {p for m, p, _v in listed if m == "red"} == {"turbo"}  # red's upgraded Part first
    made, missing = missing_moves("kanban", pack, [s, after])
    assert made >= len(wanted)
    assert not missing, "\n".join(missing[:20])


def test_every_assembly_line_choice_from_administration_is_made_by_taps():
    # three players: with two, Sandra's Administration is closed; Design works first, left to right
    admin = _started([("ann", "administration", 1), ("bob", "design", 1), ("cy", "design", 2)])
    for pid in ("bob", "cy"):
        admin = pack.apply(admin, next(c.entry for c in pack.legal(admin, pid) if c.legal and c.entry["kind"] == "work")).state
    micro = [c.entry for c in pack.legal(admin, "ann") if c.legal and c.entry.get("micro_manage") == "assembly"]
    assert ("yellow", "turbo", False) in _provided(micro)
    made, missing = missing_moves("kanban", pack, [admin])
    assert made >= len(micro)
    assert not missing, "\n".join(missing[:20])
