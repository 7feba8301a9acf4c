"""Logistics followed: the warehouses, Collect Car Parts, Kanban Orders, the Logistics Parts Voucher.

Scenarios written for these tests from KDE Setup 16, Logistics Department (Issue Kanban Order,
Collect Car Parts, Certification Benefits), General Rule, Factory Manager (Sandra's task in
Logistics), Components ("when they run out, they run out") and Beginning of the Game. The
rulebook gives no worked example with numbers for Logistics; the numbers here are ours.
"""

from __future__ import annotations

import pytest

from companion.core.errors import RuleError
from companion.games.kanban import logistics
from companion.games.kanban.pack import PACK
from tests.games.kanban.factories import apply, lines, new_game, upgrades, with_training

CARD = {"chassis": 2, "turbo": 1, "engine": 3}
WORK = {"kind": "work", "player": "you", "department": "logistics", "workstation_shifts": 3}


def game(**extra):
    return new_game(warehouses=CARD, **extra)


def test_the_set_up_lays_out_the_first_kanban_order_card_and_needs_its_six_parts():
    s = game()
    assert s.warehouses == {"chassis": 2, "transmission": 0, "turbo": 1, "engine": 3, "suspension": 0, "brakes": 0}
    assert new_game().warehouses == {}  # not named: the warehouses stay on the cardboard
    with pytest.raises(RuleError, match="6 Car Parts in the warehouses, not 5"):
        new_game(warehouses={"chassis": 5})


def test_collecting_takes_from_the_stock_one_shift_per_warehouse():
    out = apply(game(), WORK | {"parts_taken": {"chassis": 2, "engine": 1}})
    s = out.state
    assert s.warehouses["chassis"] == 0 and s.warehouses["engine"] == 2
    assert s.player("you").parts == {"chassis": 2, "engine": 1}
    assert s.today["you"].shifts_used == 2  # two warehouses, any number of Parts from each
    assert lines(out.ledger, "kanban.collects")[0][1]["left"] == "1\x1eturbo\x1f2\x1eengine"


def test_collecting_more_than_a_warehouse_holds_is_refused():
    with pytest.raises(RuleError, match="the engine warehouse holds 3, not 4"):
        apply(game(), WORK | {"parts_taken": {"engine": 4}})
    with pytest.raises(RuleError, match="the brakes warehouse holds 0, not 1"):
        apply(game(), WORK | {"parts_taken": {"brakes": 1}})


def test_collecting_beyond_the_board_s_spaces_is_refused_a_certified_player_has_six():
    s = game()
    s.player("you").parts = {"turbo": 3}
    with pytest.raises(RuleError, match="room for 2 more Car Parts"):
        apply(s, WORK | {"parts_taken": {"engine": 3}})
    s = with_training(s, "logistics", [("you", 3)])
    assert apply(s, WORK | {"parts_taken": {"engine": 3}}).state.player("you").parts == {"turbo": 3, "engine": 3}


def test_a_kanban_order_fills_the_warehouses_costs_one_shift_and_banks_one_tonight():
    s = game()
    out = apply(s, WORK | {"kanban_order": {"brakes": 4, "chassis": 2}, "parts_taken": {"brakes": 2}})
    s = out.state
    assert s.warehouses["brakes"] == 2 and s.warehouses["chassis"] == 4
    assert s.today["you"].shifts_used == 2 and s.today["you"].shifts_banked == 1
    assert s.player("you").shifts == 0  # banked at the end of the day (KDE General Rule)
    assert lines(out.ledger, "kanban.kanban_order")[0][1]["added"] == 6
    for pid in ("orange", "purple", "blue"):
        s = apply(s, {"kind": "work", "player": pid, "department": "design", "workstation_shifts": 2}).state
    s = apply(s, {"kind": "sandra", "department": "administration"}).state
    assert apply(s, {"kind": "end_of_day"}).state.player("you").shifts == 1


def test_one_kanban_order_a_day_and_at_most_six_parts():
    s = apply(game(), WORK | {"kanban_order": {}}).state  # a card matching no warehouse on its side
    assert s.today["you"].shifts_banked == 1 and s.today["you"].shifts_used == 1
    with pytest.raises(RuleError, match="already issued a Kanban Order today"):
        apply(s, WORK | {"kanban_order": {"turbo": 1}})
    with pytest.raises(RuleError, match="adds at most 6 Car Parts"):
        apply(game(), WORK | {"kanban_order": {"turbo": 4, "brakes": 3}})


def test_a_kanban_order_needs_cubes_left_in_the_supply():
    s = game()
    s.player("orange").parts = {"engine": 4}
    s.player("purple").parts = {"engine": 1}
    # 10 engines (KDE Components): 1 marks the engine's value (KDE Setup 10), 3 in the warehouse, 5 on boards:
    # 1 left in the supply
    with pytest.raises(RuleError, match="only 1 engine cube is left in the supply"):
        apply(s, WORK | {"kanban_order": {"engine": 2}})
    assert apply(s, WORK | {"kanban_order": {"engine": 1}}).state.warehouses["engine"] == 4


def test_the_cubes_in_the_upgrade_spaces_and_the_value_marker_are_not_in_the_supply():
    """KDE Upgrade a Design 1 moves the Car Part into an Upgrade Space, where it stays; KDE Setup 10 keeps one cube
    of each type by the Design track all game: 10 turbos, 1 marker, 1 in the warehouse, 2 upgraded (red, blue),
    4 on boards: 2 left, and a third is refused ("when they run out, they run out")."""
    s = game()
    upgrades(s, "red", [("orange", "turbo")])
    upgrades(s, "blue", [("purple", "turbo")])
    s.player("orange").parts = {"turbo": 4}
    assert logistics.supply(s, "turbo") == 10 - 1 - 1 - 2 - 4 == 2
    with pytest.raises(RuleError, match="only 2 turbo cubes are left in the supply"):
        apply(s, WORK | {"kanban_order": {"turbo": 3}})
    assert apply(s, WORK | {"kanban_order": {"turbo": 2}}).state.warehouses["turbo"] == 1 + 2


def test_a_kanban_order_is_a_logistics_task_and_needs_the_warehouses_followed():
    with pytest.raises(RuleError, match="done in logistics, not in design"):
        apply(game(), WORK | {"department": "design", "workstation_shifts": 2, "kanban_order": {}})
    with pytest.raises(RuleError, match="does not follow the warehouses"):
        apply(new_game(), WORK | {"kanban_order": {"turbo": 1}})
    # Administration micro-manages Logistics
    out = apply(game(), WORK | {"department": "administration", "workstation_shifts": 2, "micro_manage": "logistics",
                                "kanban_order": {"turbo": 1}})
    assert out.state.warehouses["turbo"] == 2


def test_the_parts_voucher_needs_the_certification_one_a_day_credited_tonight():
    with pytest.raises(RuleError, match="only once Certified in Logistics"):
        apply(game(), WORK | {"voucher_requested": True})
    s = with_training(game(), "logistics", [("you", 3)])
    s = apply(s, WORK | {"voucher_requested": True, "parts_taken": {"engine": 1}}).state
    assert s.today["you"].vouchers_gained == 1 and s.today["you"].shifts_used == 2 and s.player("you").vouchers == 0
    with pytest.raises(RuleError, match="already requested a Parts Voucher today"):
        apply(s, WORK | {"voucher_requested": True})


def test_sandra_in_logistics_leaves_one_part_in_each_warehouse():
    s = game()
    s.day = 2
    out = apply(s, {"kind": "sandra", "department": "logistics"})
    assert out.state.warehouses == {"chassis": 1, "transmission": 0, "turbo": 1, "engine": 1, "suspension": 0, "brakes": 0}
    assert lines(out.ledger, "kanban.warehouses_cleared")[0][1]["parts"] == "1\x1echassis\x1f2\x1eengine"
    # not followed: nothing to clear, nothing said
    plain = new_game()
    plain.day = 2
    assert not lines(apply(plain, {"kind": "sandra", "department": "logistics"}).ledger, "kanban.warehouses_cleared")


def test_the_starting_round_takes_the_car_part_from_its_warehouse():
    players = [{"id": "ann", "name": "Ann", "color": "red"}, {"id": "bob", "name": "Bob", "color": "blue"}]
    s = PACK.start({"kind": "new_game", "players": players, "workstations": True, "starting_round": True,
                    "first_player": "ann", "warehouses": {"turbo": 1, "engine": 5}}).state
    for pid, spot in (("ann", 1), ("bob", 2)):
        s = PACK.apply(s, {"kind": "start_spot", "player": pid, "spot": spot}).state
    s = PACK.apply(s, {"kind": "start_items", "player": "bob", "part": "turbo", "design": "red", "design_part": "turbo"}).state
    assert s.warehouses["turbo"] == 0 and s.player("bob").parts == {"turbo": 1}
    with pytest.raises(RuleError, match="the turbo warehouse is empty"):
        PACK.apply(s, {"kind": "start_items", "player": "ann", "part": "turbo", "design": "red", "design_part": "engine"})
    offered = {c.entry["part"] for c in PACK.legal(s, "ann") if c.entry["kind"] == "start_items"}
    assert offered == {"engine"}


def test_legal_lists_the_logistics_choices_of_a_workstation_alley_day():
    players = [{"id": "ann", "name": "Ann", "color": "red"}, {"id": "bob", "name": "Bob", "color": "blue"}]
    s = PACK.start({"kind": "new_game", "players": players, "workstations": True, "certification_order": ["ann", "bob"],
                    "warehouses": CARD}).state
    s = with_training(s, "logistics", [("ann", 3)])
    for pid, dept in (("ann", "logistics"), ("bob", "design")):
        s = PACK.apply(s, {"kind": "select", "player": pid, "department": dept, "workstation": 1}).state
    legal = [c.entry for c in PACK.legal(s, "ann") if c.legal and c.entry["kind"] == "work"]
    taken = [e["parts_taken"] for e in legal if "parts_taken" in e]
    assert taken == [{"chassis": 2}, {"turbo": 1}, {"engine": 3}]
    assert {tuple(e["kanban_order"]) for e in legal if "kanban_order" in e} == {(p,) for p in s.board.names.parts}
    assert any(e.get("voucher_requested") for e in legal)
    assert not any("kanban_order" in c.entry for c in PACK.legal(s, "bob") if c.entry["kind"] == "work")


def test_a_game_that_types_its_days_lists_the_logistics_choices_too_and_says_what_moved():
    from companion.games.kanban.moves import moves

    s = game()
    legal = [c.entry for c in PACK.legal(s, "you") if c.legal and c.entry["kind"] == "work" and len(c.entry) > 4]
    assert {"chassis": 2} in [e.get("parts_taken") for e in legal] and any("kanban_order" in e for e in legal)
    after = apply(s.model_copy(deep=True), WORK | {"kanban_order": {"brakes": 1}, "parts_taken": {"chassis": 2}}).state
    said = {(m.piece, m.source, m.target) for m in moves(s, after)}
    assert ("chassis warehouse at Logistics", "2 Car Parts", "0 Car Parts") in said
    assert ("brakes warehouse at Logistics", "0 Car Parts", "1 Car Part") in said


def test_administration_micro_manages_logistics_in_legal_too():
    s = game()
    legal = [c.entry for c in PACK.legal(s, "you") if c.legal and c.entry.get("micro_manage") == "logistics"]
    assert {"engine": 3} in [e.get("parts_taken") for e in legal] and all(e["department"] == "administration" for e in legal)
    with pytest.raises(RuleError, match="only once Certified in Logistics"):
        apply(s, WORK | {"department": "administration", "workstation_shifts": 2, "micro_manage": "logistics",
                         "voucher_requested": True})


def test_the_parts_voucher_from_administration_is_listed_once_certified_in_logistics():
    """Micro-managing Logistics from Administration (KDE Administration, Micro-Manage) reaches its Parts Voucher."""
    def vouchers(state, pid):
        return [c.entry for c in PACK.legal(state, pid)
                if c.legal and c.entry.get("voucher_requested") and c.entry.get("micro_manage") == "logistics"]

    assert vouchers(game(), "you") == []  # not Certified in Logistics: refused, so not listed
    s = with_training(game(), "logistics", [("you", 3)])
    listed = vouchers(s, "you")
    assert listed and all(e["department"] == "administration" for e in listed)
    out = apply(s, listed[-1])  # at the workstation of 2 Shifts
    assert out.state.today["you"].vouchers_gained == 1 and out.state.today["you"].shifts_used == 1
    assert vouchers(out.state, "you") == []  # one a day
    with pytest.raises(RuleError, match="already requested a Parts Voucher today"):
        more = next(c.entry for c in PACK.legal(out.state, "you") if c.entry["kind"] == "work")
        apply(out.state, more | {"micro_manage": "logistics", "voucher_requested": True})
