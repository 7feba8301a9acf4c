"""The Assembly Line followed: Provide Needed Parts, cars moving along the arrows and rolling off, Demand
tiles, Sandra's task, the Assembly certification's fifth garage.

Scenarios written for these tests from KDE Setup 12-14, Assembly Line Department (First: Clean Out
Assembly Spaces; Action: Provide Needed Parts; A Car Rolls off the Line; Demand Tiles; Demand for
Models Met?; Certification Benefits), the Factory Manager table (Sandra's task) and Components (8 cars
of each colour). The rulebook gives no worked example with numbers for the Assembly Line; the numbers
here are arithmetic on those rules and on the line's board data (data/assembly.toml: each Model's two
rows, then a short conveyor of 2 spaces ending at 1 pp and a long one of 3 spaces ending at 2 pp, all
marked unverified; 3 Assembly Spaces per Model, unverified).
"""

from __future__ import annotations

import pytest

from companion.core.errors import RuleError
from companion.games.kanban import assembly, logistics
from companion.games.kanban.pack import PACK
from companion.games.kanban.state import Design
from tests.games.kanban.factories import apply, garage, lines, new_game, upgrades, with_training

WORK = {"kind": "work", "player": "you", "department": "assembly", "workstation_shifts": 3}


def game(**extra):
    s = new_game(assembly_line=True, **extra)
    s.player("you").parts = {"engine": 1, "turbo": 1, "brakes": 1, "chassis": 1}
    return s


def part(model, name, **kw):
    return {"model": model, "part": name, **kw}


def test_the_set_up_puts_a_car_of_each_model_on_its_top_and_second_rows():
    s = game()
    for model in s.board.names.models:  # KDE Setup 12: top row and second row of the matching conveyor
        assert s.line[f"{model}-1"] == model and s.line[f"{model}-2"] == model
        assert assembly.in_supply(s, model) == 8 - 2  # KDE Components: 8 cars of each colour (Setup 13)
        assert s.assembly[model] == []
    assert not any(s.line[space] for space in ("short-1", "short-2", "long-1", "long-2", "long-3"))
    assert new_game().line == {} and new_game().assembly == {}  # not asked for: the line stays on the cardboard


def test_a_part_provided_costs_a_shift_moves_the_conveyor_and_a_new_car_comes_in():
    out = apply(game(), WORK | {"provide": [part("green", "engine")], "answers": {"line-1-2": "short-1"}})
    s = out.state
    assert s.player("you").parts["engine"] == 0 and s.assembly["green"] == ["engine"]
    assert s.today["you"].shifts_used == 1  # KDE Provide Needed Parts 1: 1 Shift per Part
    # the top car moved to the second row, the car there was displaced onto the short conveyor (the path
    # chosen), and a new green car came in at the top: 8 - 3 cars left in the supply
    assert (s.line["green-1"], s.line["green-2"], s.line["short-1"]) == ("green", "green", "green")
    assert assembly.in_supply(s, "green") == 5
    assert lines(out.ledger, "kanban.part_provided")[0][1] == {"part": "engine", "model": "green",
                                                               "source": "kanban.from_board"}


def test_where_the_path_branches_the_player_is_asked_the_way():
    out = apply(game(), WORK | {"provide": [part("green", "engine")]})
    assert out.pending is not None and out.pending.id == "line-1-2"
    assert [o.value for o in out.pending.options] == ["short-1", "long-1"]


def test_a_car_pushed_off_the_short_conveyor_rolls_onto_the_test_track_for_1_pp():
    # three Parts to green, each displaced car sent onto the short conveyor (2 spaces): the third push
    # sends the first car off its end (KDE A Car Rolls off the Line 1: that conveyor's pp, read as 1)
    provide = [part("green", p) for p in ("engine", "turbo", "brakes")]
    answers = {f"line-{k}-2": "short-1" for k in (1, 2, 3)}
    out = apply(game(demand=["green", "red"]), WORK | {"provide": provide, "answers": answers})
    s = out.state
    assert s.player("you").pp == 1
    assert s.test_track == ["green"]
    assert s.line["short-1"] == s.line["short-2"] == "green"
    assert s.assembly["green"] == ["engine", "turbo", "brakes"] and s.today["you"].shifts_used == 3
    # KDE Demand Tiles: green was in demand: a Red Seat from its tile turns a Seat face-up
    assert s.demand[0].seats == 2 - 1 and s.player("you").seats_up == 1 + 1
    assert len(lines(out.ledger, "kanban.rolls_off")) == 1


def test_the_long_conveyor_delivers_after_four_pushes_for_2_pp():
    provide = [part(m, p) for m, p in (("green", "engine"), ("blue", "turbo"), ("yellow", "brakes"), ("black", "chassis"))]
    answers = {f"line-{k}-2": "long-1" for k in (1, 2, 3, 4)}
    s = game()
    s.player("you").shifts = 1
    out = apply(s, WORK | {"banked_spent": 1, "provide": provide, "answers": answers})
    after = out.state
    # green went first onto long-1 and was pushed along to long-3, then off: 2 pp (the long conveyor, read as 2)
    assert after.player("you").pp == 2 and after.test_track == ["green"]
    assert [after.line[f"long-{k}"] for k in (1, 2, 3)] == ["black", "yellow", "blue"]
    assert after.today["you"].shifts_used == 4


def test_each_part_differs_from_those_in_the_model_s_assembly_spaces():
    s = game()
    s.player("you").parts["engine"] = 2
    with pytest.raises(RuleError, match="the green Model already has its engine: each Part provided must differ"):
        apply(s, WORK | {"provide": [part("green", "engine"), part("green", "engine")],
                         "answers": {"line-1-2": "short-1", "line-2-2": "short-1"}})


def test_a_model_s_upgraded_parts_come_first():
    s = game()
    upgrades(s, "green", [("orange", "brakes")])
    with pytest.raises(RuleError, match=r"the green Model's upgraded Parts come first \(brakes\)"):
        apply(s, WORK | {"provide": [part("green", "engine")], "answers": {"line-1-2": "short-1"}})
    # the upgraded Part first, then any other (the order among upgraded Parts does not matter)
    out = apply(s, WORK | {"provide": [part("green", "brakes"), part("green", "engine")],
                           "answers": {"line-1-2": "short-1", "line-2-2": "short-1"}})
    assert out.state.assembly["green"] == ["brakes", "engine"]


def test_full_assembly_spaces_take_no_part_until_the_clean_out_at_the_start_of_a_turn_here():
    s = game()
    s.assembly["red"] = ["engine", "turbo", "brakes"]
    s.player("you").parts = {"chassis": 1}
    # the start of this turn in the department empties them (KDE First: Clean Out Assembly Spaces)
    out = apply(s, WORK | {"provide": [part("red", "chassis")], "answers": {"line-1-2": "short-1"}})
    assert out.state.assembly["red"] == ["chassis"]
    assert lines(out.ledger, "kanban.line_cleaned")[0][1] == {"models": "red"}
    # later in the same turn a full Model stays full
    full = out.state
    full.assembly["blue"] = ["engine", "turbo", "brakes"]
    full.player("you").parts = {"chassis": 1}
    with pytest.raises(RuleError, match="the blue Model's 3 Assembly Spaces are full"):
        apply(full, WORK | {"provide": [part("blue", "chassis")], "answers": {"line-1-2": "short-1"}})


def test_the_parts_on_the_assembly_spaces_are_out_of_the_supply_until_cleaned():
    s = game()
    before = logistics.supply(s, "engine")
    after = apply(s, WORK | {"provide": [part("green", "engine")], "answers": {"line-1-2": "short-1"}}).state
    assert logistics.supply(after, "engine") == before  # off the board, onto the Assembly Space: still not in the supply
    after.assembly["green"] = []
    assert logistics.supply(after, "engine") == before + 1


def test_a_parts_voucher_provides_a_part_from_the_supply():
    s = game()
    s.player("you").vouchers = 1
    out = apply(s, WORK | {"provide": [part("green", "suspension", voucher=True)], "answers": {"line-1-2": "short-1"}})
    assert out.state.player("you").vouchers == 0 and out.state.assembly["green"] == ["suspension"]
    with pytest.raises(RuleError, match="You has 0 Parts Vouchers to spend"):
        apply(out.state, WORK | {"provide": [part("blue", "suspension", voucher=True)], "answers": {"line-1-2": "short-1"}})
    with pytest.raises(RuleError, match="You has no transmission on the board"):
        apply(game(), WORK | {"provide": [part("green", "transmission")]})


def test_with_no_car_of_the_model_left_its_top_stays_empty_and_takes_no_more_parts():
    s = game()
    garage(s, "orange", "green", "green", "green", "green")
    garage(s, "purple", "green", "green")
    assert assembly.in_supply(s, "green") == 8 - 2 - 6 == 0
    out = apply(s, WORK | {"provide": [part("green", "engine")], "answers": {"line-1-2": "short-1"}})
    assert out.state.line["green-1"] is None and lines(out.ledger, "kanban.line_no_car")
    with pytest.raises(RuleError, match="the green conveyor's top row is empty and no green car is left"):
        apply(out.state, WORK | {"provide": [part("green", "turbo")]})


def test_sandra_in_assembly_line_clears_every_assembly_space():
    s = game()
    s.assembly["green"], s.assembly["red"] = ["engine"], ["turbo", "brakes"]
    s.day = 2
    out = apply(s, {"kind": "sandra", "department": "assembly"})
    assert all(parts == [] for parts in out.state.assembly.values())
    assert lines(out.ledger, "kanban.line_cleared")[0][1] == {"models": "green\x1fred"}


def test_a_followed_line_computes_its_cars_and_an_unfollowed_one_keeps_the_typed_entries():
    with pytest.raises(RuleError, match="this game follows the Assembly Line"):
        apply(game(), WORK | {"cars_off_line": [{"model": "green", "pp": 2}]})
    with pytest.raises(RuleError, match="this game follows the Assembly Line"):
        apply(game(), WORK | {"parts_used": {"engine": 1}})
    typed = new_game()
    typed.player("you").parts = {"engine": 1}
    with pytest.raises(RuleError, match="this game does not follow the Assembly Line"):
        apply(typed, WORK | {"provide": [part("green", "engine")]})
    out = apply(typed, WORK | {"parts_used": {"engine": 1}, "cars_off_line": [{"model": "green", "pp": 2}]})
    assert out.state.player("you").pp == 2  # as before: the conveyor's pp typed


def test_parts_are_provided_from_administration_micro_managing_the_assembly_line():
    s = game()
    entry = {"kind": "work", "player": "you", "department": "administration", "workstation_shifts": 2,
             "micro_manage": "assembly", "provide": [part("green", "engine")], "answers": {"line-1-2": "short-1"}}
    assert apply(s, entry).state.assembly["green"] == ["engine"]
    with pytest.raises(RuleError, match="that task is done in assembly"):
        apply(s, {**entry, "micro_manage": "design"})


def _fifth_garage_state():
    s = with_training(game(), "assembly", [("you", 3)])
    garage(s, "you", "red", "blue", "black", "yellow")
    s.player("you").designs = [Design(model="green")]
    s.test_track = ["green"]
    return s


CLAIM = {"kind": "work", "player": "you", "department": "testing", "workstation_shifts": 2,
         "claims": [{"position": 1, "model": "green"}]}


def test_parking_in_the_fifth_garage_gives_two_different_benefits_credited_tonight():
    s = _fifth_garage_state()
    asked = apply(s, CLAIM)
    assert asked.pending.id == "fifth-garage"
    values = [o.value for o in asked.pending.options]
    # KDE Assembly Line, Certification Benefits: any two different single benefits, or the expert side's Seat
    assert "book+voucher" in values and "seat+shift" in values and "expert" in values and "book+book" not in values
    assert len(values) == 6 + 1  # 4 benefits taken 2 at a time, and the expert side
    out = apply(s, CLAIM | {"answers": {"fifth-garage": "book+voucher"}})
    day = out.state.today["you"]
    assert out.state.player("you").garages[4] == "green"
    assert (day.books_gained, day.vouchers_gained, day.shifts_banked) == (1, 1, 0)  # KDE General Rule: tonight
    expert = apply(s, CLAIM | {"answers": {"fifth-garage": "expert"}}).state
    assert expert.player("you").seats_up == 2


def test_the_fifth_garage_stays_locked_before_the_certification():
    s = _fifth_garage_state()
    s = with_training(s, "assembly", [("you", 2)])
    with pytest.raises(RuleError, match="open garages are full and the fifth is locked"):
        apply(s, CLAIM)


def test_legal_lists_each_part_to_each_model_that_takes_it():
    s = game()
    s.player("you").vouchers = 1
    upgrades(s, "red", [("orange", "turbo")])
    legal = [c for c in PACK.legal(s, "you") if c.legal and c.entry.get("provide")
             and c.entry["department"] == "assembly" and c.entry["workstation_shifts"] == 3]
    listed = {(c.entry["provide"][0]["model"], c.entry["provide"][0]["part"], c.entry["provide"][0].get("voucher", False))
              for c in legal}
    assert ("green", "engine", False) in listed and ("green", "suspension", True) in listed
    assert ("green", "engine", True) not in listed  # a Part on the board is provided from the board
    assert {p for m, p, _v in listed if m == "red"} == {"turbo"}  # red's upgraded Part first
    assert all(c.effect.startswith("asks: Which way") for c in legal)


def test_a_demand_met_by_a_car_rolling_off_is_replaced_at_the_end_of_the_turn():
    s = game(demand=["green", "red"])
    s.demand[0].seats = 1  # one Red Seat left on the green Demand tile
    provide = [part("green", p) for p in ("engine", "turbo", "brakes")]
    answers = {f"line-{k}-2": "short-1" for k in (1, 2, 3)}
    asked = apply(s, WORK | {"provide": provide, "answers": answers})
    # KDE Demand for Models Met?: the empty tile is discarded and one drawn from the deck (not green, not red)
    assert asked.pending.id == "demand-1"
    assert [o.value for o in asked.pending.options] == ["blue", "yellow", "black"]
    out = apply(s, WORK | {"provide": provide, "answers": {**answers, "demand-1": "black"}})
    assert [(t.model, t.seats) for t in out.state.demand] == [("black", 2), ("red", 2)]  # 2 Red Seats (unverified data)
    assert out.state.player("you").seats_up == 2


def test_the_table_s_moves_name_the_line_s_spaces_and_assembly_spaces():
    s = game()
    out = apply(s, WORK | {"provide": [part("green", "engine")], "answers": {"line-1-2": "long-1"}})
    words = {m.piece: (m.source, m.target) for m in PACK.moves(s, out.state)}
    assert words["the long conveyor, space 1"] == ("empty", "a green car")
    # the Part goes from the board to the Model's Assembly Spaces (not back to a warehouse)
    assert words["engine Car Part"] == ("your Car Part storage", "the green Model's Assembly Spaces")
    s = out.state
    s.day = 2
    cleared = apply(s, {"kind": "sandra", "department": "assembly"}).state
    assert {m.piece: (m.source, m.target) for m in PACK.moves(s, cleared)}["engine Car Part"] == (
        "the green Model's Assembly Spaces", "the warehouse")


def test_the_last_car_of_a_model_rolling_off_leaves_the_top_row_empty():
    # 8 green cars (KDE Components): 4 on the line (both rows and the short conveyor), 4 in garages, none in the
    # supply; a Part to green pushes the car on the short conveyor's end off the line: it goes to the Test Track,
    # not back to the supply, so no new green car comes in at the top (Provide Needed Parts 3)
    s = game()
    s.line["short-1"] = s.line["short-2"] = "green"
    for pid in ("you", "orange", "purple", "blue"):
        garage(s, pid, "green")
    assert assembly.in_supply(s, "green") == 0
    out = apply(s, WORK | {"provide": [part("green", "engine")], "answers": {"line-1-2": "short-1"}})
    assert out.state.line["green-1"] is None and out.state.test_track == ["green"]
    assert len(lines(out.ledger, "kanban.line_no_car")) == 1
