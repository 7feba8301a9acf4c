"""The Assembly Line (KDE Setup 12-13; Assembly Line Department: First, Clean Out Assembly Spaces; Action:
Provide Needed Parts; A Car Rolls off the Line; Factory Manager table): each refusal word for word with its
rule and as a German player reads it, each ledger line whole, the way question as the player is asked it, and
the line in words.

Board data (data/assembly.toml, unverified): each Model's top and second row, then a short conveyor of 2 spaces
ending at 1 pp and a long one of 3 spaces ending at 2 pp; 3 Assembly Spaces per Model; 8 cars of each colour
(KDE Components). The tables are tests/games/kanban/test_assembly.py's (You holds an engine, a turbo, brakes
and a chassis).
"""

from __future__ import annotations

import pytest

from companion.core.errors import RuleError
from companion.core.ledger import Ledger
from companion.games.kanban import assembly
from tests.games.kanban.factories import apply, garage, new_game, upgrades
from tests.games.kanban.test_assembly import WORK, game, part

PROVIDE = assembly.PROVIDE
LIST = "\x1f"  # a list in a line's parameters (core/messages.py joined)
GERMAN_TYPED = 'dieses Spiel folgt dem Montageband: nennt das Modell, zu dem jedes Teil geht; die fertigen Autos werden gezählt, nicht getippt'


def lines(ledger):
    return [(e.player, e.code, e.section, e.params) for e in ledger]


def refused(state, *provided) -> tuple[str, str, str]:
    with pytest.raises(RuleError) as caught:
        apply(state, WORK | {"provide": [part(*p[:2], **p[2]) if len(p) > 2 else part(*p) for p in provided],
                             "answers": {f"line-{k}-2": "short-1" for k in range(1, 5)}})
    err = caught.value
    return str(err.message), err.section, err.message.said("de")


def test_unknown_models_and_parts_are_refused_with_the_names_there_are():
    s = game()
    assert refused(s, ("pink", "engine")) == (
        "there is no pink Model (Models: green, blue, yellow, black, red)", PROVIDE,
        "es gibt kein Modell pink (Modelle: green, blue, yellow, black, red)")
    assert refused(s, ("green", "wing")) == (
        "there is no Car Part called wing (chassis, transmission, turbo, engine, suspension, brakes)", PROVIDE,
        "es gibt kein Autoteil namens wing (chassis, transmission, turbo, engine, suspension, brakes)")


def test_each_provide_refusal_reads_whole():
    """Provide Needed Parts: a Part differs from those in the Model's spaces; upgraded Parts first; 3 Assembly
    Spaces; a Parts Voucher takes a Part from the supply; otherwise it comes from the player's board."""
    s = game()
    s.assembly["green"] = ["engine"]
    msg, section, de = refused(s, ("green", "turbo"), ("green", "turbo"))
    assert (msg, section) == ("the green Model already has its turbo: each Part provided must differ", PROVIDE)
    assert de != msg
    u = game()
    upgrades(u, "green", [("orange", "brakes"), ("purple", "turbo")])
    msg, section, de = refused(u, ("green", "engine"))
    assert (msg, section) == ("the green Model's upgraded Parts come first (brakes, turbo)", PROVIDE)
    assert de != msg
    msg, section, de = refused(game(), ("green", "transmission"))
    assert (msg, section) == ("You has no transmission on the board (a Parts Voucher takes one from the supply)", PROVIDE)
    assert de != msg
    v = game()
    v.player("you").vouchers = 1
    msg, section, de = refused(v, ("green", "suspension", {"voucher": True}), ("blue", "suspension", {"voucher": True}))
    assert (msg, section, de) == ("You has 0 Parts Vouchers to spend", PROVIDE, "You hat 0 Teilegutscheine auszugeben")


def test_no_cube_of_a_part_left_in_the_supply():
    """A Parts Voucher takes the Part from the supply: with every engine cube on a player's board none is left."""
    from companion.games.kanban import logistics

    s = game()
    s.player("you").vouchers = 1
    s.player("you").parts = {}
    s.player("orange").parts = {"engine": logistics.supply(s, "engine")}
    assert logistics.supply(s, "engine") == 0
    msg, section, de = refused(s, ("green", "engine", {"voucher": True}))
    assert (msg, section) == ("no engine cube is left in the supply", PROVIDE) and de != msg


def test_full_spaces_and_an_empty_top_read_whole():
    s = game()
    out = apply(s, WORK | {"provide": [part("red", "chassis")], "answers": {"line-1-2": "short-1"}})
    full = out.state
    full.assembly["blue"] = ["engine", "turbo", "brakes"]
    msg, section, de = refused(full, ("blue", "engine"))
    assert (msg, section) == ("the blue Model's 3 Assembly Spaces are full until they are cleaned out at the start of a turn here", PROVIDE)
    assert de != msg
    empty = game()
    garage(empty, "orange", "green", "green", "green", "green")
    garage(empty, "purple", "green", "green", "green")
    empty.line["green-1"] = None  # 8 green cars: the second row, 7 in garages
    msg, section, de = refused(empty, ("green", "engine"))
    assert (msg, section) == ("the green conveyor's top row is empty and no green car is left: it takes no more Parts", PROVIDE)
    assert de != msg


def test_a_part_provided_reads_each_line_and_asks_the_way_of_the_player():
    s = game()
    out = apply(s, WORK | {"provide": [part("green", "engine")]})
    asked = out.pending
    assert (asked.player, asked.section, asked.id) == ("you", PROVIDE, "line-1-2")
    assert asked.question == "Which way does the green car on the green conveyor, second row move?"
    assert asked.question.said("de") != asked.question  # worded through the pack's catalog
    assert [(o.value, o.label) for o in asked.options] == [("short-1", "the short conveyor, space 1"),
                                                         ("long-1", "the long conveyor, space 1")]
    out = apply(s, WORK | {"provide": [part("green", "engine")], "answers": {"line-1-2": "short-1"}})
    assert lines(out.ledger)[:2] == [
        ("you", "kanban.part_provided", PROVIDE, {"part": "engine", "model": "green", "source": "kanban.from_board"}),
        (None, "kanban.line_moves", PROVIDE, {"model": "green", "cars": "green on the short conveyor, space 1"})]


def test_the_clean_out_and_sandras_clearing_name_their_models():
    s = game()
    s.assembly["red"], s.assembly["blue"] = ["engine", "turbo", "brakes"], ["engine", "turbo", "brakes"]
    out = apply(s, WORK | {"provide": [part("green", "chassis")], "answers": {"line-1-2": "short-1"}})
    assert [x for x in lines(out.ledger) if x[1] == "kanban.line_cleaned"] == [
        ("you", "kanban.line_cleaned", assembly.CLEAN, {"models": "blue" + LIST + "red"})]
    book = Ledger()
    assembly.sandra_task(game(), book)
    assert lines(book) == [(None, "kanban.line_cleared", "KDE Factory Manager", {"models": "none"})]
    nothing = Ledger()
    assembly.sandra_task(new_game(), nothing)  # a game that does not follow the line: nothing to clear
    assert lines(nothing) == []


def test_the_line_in_words_and_where_a_car_can_go():
    s = game()
    assert assembly.conveyors(s)[:2] == [("the green conveyor, top row", "green car"), ("the green conveyor, second row", "green car")]
    assert assembly.conveyors(s)[-1] == ("the long conveyor, space 3", "empty")
    assert assembly.exits(s, "short-2") == [("off", "off the line onto the Test Track (1 pp)")]
    assert assembly.exits(s, "long-3") == [("off", "off the line onto the Test Track (2 pp)")]
    assert assembly._cars(s) == "none"  # no car on the shared conveyors at set-up


def test_more_cars_out_than_the_box_holds_leave_none_in_the_supply():
    """KDE Components: 8 cars of each colour; a table that mirrors more (a correction) has none left, not fewer."""
    s = game()
    for pid in ("you", "orange", "purple", "blue"):
        garage(s, pid, "green", "green")
    assert assembly.in_supply(s, "green") == 0


def test_each_parts_voucher_provides_one_part():
    """Provide Needed Parts 1: a Parts Voucher provides any Part from the supply instead of a cube from the board;
    a player holding 2 vouchers provides 2 Parts with them, a third is refused (this was refused at the second)."""
    s = game()
    s.player("you").vouchers = 2
    s.player("you").parts = {}
    two = [part("green", "suspension", voucher=True), part("blue", "transmission", voucher=True)]
    answers = {"line-1-2": "short-1", "line-2-2": "short-1", "line-3-2": "short-1"}
    out = apply(s, WORK | {"provide": two, "answers": answers})
    assert out.state.player("you").vouchers == 0
    assert (out.state.assembly["green"], out.state.assembly["blue"]) == (["suspension"], ["transmission"])
    assert [x[3]["source"] for x in lines(out.ledger) if x[1] == "kanban.part_provided"] == ["kanban.from_voucher"] * 2
    with pytest.raises(RuleError, match="You has 0 Parts Vouchers to spend"):
        apply(s, WORK | {"provide": [*two, part("red", "engine", voucher=True)], "answers": answers})


def test_a_voucher_takes_the_last_cube_of_the_supply():
    from companion.games.kanban import logistics

    s = game()
    s.player("you").vouchers = 1
    s.player("you").parts = {}
    others = logistics.supply(s, "engine") - 1
    s.player("orange").parts, s.player("purple").parts = {"engine": others // 2}, {"engine": others - others // 2}
    assert logistics.supply(s, "engine") == 1
    out = apply(s, WORK | {"provide": [part("green", "engine", voucher=True)], "answers": {"line-1-2": "short-1"}})
    assert out.state.assembly["green"] == ["engine"]


def test_the_clean_out_is_the_start_of_a_turn_in_the_assembly_line_only():
    """First: Clean Out Assembly Spaces, at the start of your turn in this department: a turn in Logistics
    leaves the full red Model's spaces full."""
    s = game()
    s.assembly["red"] = ["engine", "turbo", "brakes"]
    out = apply(s, {"kind": "work", "player": "you", "department": "logistics", "workstation_shifts": 3})
    assert out.state.assembly["red"] == ["engine", "turbo", "brakes"]
    assert not [x for x in lines(out.ledger) if x[1] == "kanban.line_cleaned"]


def test_before_the_turn_here_a_full_model_is_found_empty():
    """First: Clean Out: at the start of the turn here the full Model's 3 spaces are emptied, so before it begins
    the red Model takes a Part; a Model with 2 Parts is not full and keeps them."""
    s = game()
    s.assembly["red"], s.assembly["blue"] = ["engine", "turbo", "brakes"], ["engine", "turbo"]
    assert assembly.spaces(s, "you", "red") == [] and assembly.spaces(s, "you", "blue") == ["engine", "turbo"]
    assert assembly.refusal(s, s.player("you"), assembly.Provided(model="red", part="engine")) is None


def test_a_top_row_left_empty_takes_a_part_while_cars_remain():
    """Provide Needed Parts 3: only a Model whose top is empty with no car left takes no more Parts; with cars in
    the supply a new car comes in at the top."""
    s = game()
    s.line["green-1"] = None
    out = apply(s, WORK | {"provide": [part("green", "engine")]})
    assert out.state.line["green-1"] == "green" and out.state.assembly["green"] == ["engine"]
    assert [x for x in lines(out.ledger) if x[1] == "kanban.line_moves"] == [
        (None, "kanban.line_moves", PROVIDE, {"model": "green", "cars": "none"})]


def test_the_last_car_line_reads_its_rule():
    s = game()
    garage(s, "orange", "green", "green", "green", "green")
    garage(s, "purple", "green", "green")
    out = apply(s, WORK | {"provide": [part("green", "engine")], "answers": {"line-1-2": "short-1"}})
    assert [x for x in lines(out.ledger) if x[1] == "kanban.line_no_car"] == [
        (None, "kanban.line_no_car", PROVIDE, {"model": "green", "cars": "green on the short conveyor, space 1"})]


def test_the_parts_each_model_takes_next():
    """The form's choices (the rules' own checks on a copy of the table): You holds a chassis, a turbo, an engine and
    brakes and no voucher, so each Model takes those four; after an engine to green, the engine is gone from the
    board and green has one."""
    s = game()
    held = [{"part": p, "voucher": False} for p in ("chassis", "turbo", "engine", "brakes")]
    assert assembly.choices(s, "you", []) == {m: held for m in s.board.names.models}
    after = assembly.choices(s, "you", [part("green", "engine")])
    left = [{"part": p, "voucher": False} for p in ("chassis", "turbo", "brakes")]
    assert after == {m: left for m in s.board.names.models}
    assert s.assembly["green"] == [] and s.player("you").parts["engine"] == 1  # the table itself is untouched
    s.player("you").vouchers = 1
    with_voucher = assembly.choices(s, "you", [])["red"]
    assert {"part": "transmission", "voucher": True} in with_voucher and {"part": "engine", "voucher": False} in with_voucher
    assert assembly.choices(s, "you", [part("green", "wing")]) == {}  # a choice the rules refuse: nothing further
    assert assembly.choices(new_game(), "you", []) == {}  # the line is not followed
    full = game()
    full.assembly["red"] = ["engine", "turbo", "brakes"]
    assert {"part": "engine", "voucher": False} in assembly.choices(full, "you", [])["red"]  # cleaned out first
    full.today["you"] = apply(full, WORK | {"provide": [part("blue", "chassis")], "answers": {"line-1-2": "short-1"}}).state.today["you"]
    full.today["you"].line_cleaned = True
    assert "red" not in assembly.choices(full, "you", [])  # this turn's clean-out is over: red stays full


def test_a_followed_line_refuses_typed_parts_and_cars_whole():
    """A game that follows the Assembly Line computes the cars rolling off; Parts provided name their Model."""
    with pytest.raises(RuleError) as caught:
        apply(game(), WORK | {"parts_used": {"engine": 1}})
    err = caught.value
    assert (str(err.message), err.section) == (
        "this game follows the Assembly Line: name the Model each Part goes to, and the cars that roll off are "
        "counted, not typed", PROVIDE)
    assert err.message.said("de") == GERMAN_TYPED
