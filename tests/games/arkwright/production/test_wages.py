"""Wages, machine costs and distribution decay (Water Frame 5.III.3, Player's Book 1.8-1.9)."""

from __future__ import annotations

from companion.games.arkwright import jobmarket
from companion.games.arkwright.board import base_board
from companion.games.arkwright.production.output import HOUSE_SCHOOL_OPERATING_ROW
from companion.games.arkwright.production.wages import wage_bill, wage_in_force
from tests.games.arkwright.factories import factory, player, table
from tests.games.arkwright.production.helpers import lines, pending, resolve, said


def test_threat_of_strike_adds_a_pound_per_worker():
    a = player("a", cash=30, factories=[factory("food", 1, price=8, rows=((2, 0), (2, 0)))])
    s = table([a, player("b")], threat_of_strike=True)
    assert wage_in_force(s.board, s, 2) == 3
    out = resolve(s, demand=0, wage=2)
    assert ("arkwright.pays_wages", {"name": "A", "good": "food", "total": 12, "strike": "arkwright.wage_strike", "work": "arkwright.wage_workers", "workers": 4, "wage": 3, "bill": "arkwright.wage_bill_work"}) in said(out, "a", "cash")


def test_strike_and_foreman_together():
    a = player("a", cash=30, tiles=["foreman"], foreman="food", factories=[factory("food", 1, price=8, rows=((2, 0), (2, 0), (2, 0)))])
    out = resolve(table([a, player("b")], threat_of_strike=True), demand=0, wage=4)
    # wage 4 + 1 = 5; the foreman lowers four of them to 3: 4*3 + 2*5 = 22
    assert lines(out, "a", "cash") == [-22]


def test_foreman_in_another_factory_does_not_help():
    a = player(
        "a",
        cash=30,
        tiles=["foreman"],
        foreman="clothes",
        factories=[factory("food", 1, price=8, rows=((2, 0), (2, 0))), factory("clothes", 1, price=9, rows=((2, 0),))],
    )
    out = resolve(table([a, player("b")]), demand=0, wage=3)
    assert lines(out, "a", "cash") == [-12]


def test_workshop_flat_fee_only_for_its_factory_and_only_with_machines():
    board = base_board()
    a = player("a", tiles=["workshop"], workshop="food", factories=[factory("food", 1, price=8, rows=((1, 1), (1, 1), (1, 1)))])
    assert wage_bill(board, a, a.factory("food"), range(4), 2).total == 3 * 2 + 1
    no_machines = player("a", tiles=["workshop"], workshop="food", factories=[factory("food", 1, price=8, rows=((2, 0),))])
    assert wage_bill(board, no_machines, no_machines.factory("food"), range(4), 2).machine_cost == 0


def test_rows_that_produce_nothing_are_paid_too():
    # a half-filled row makes nothing but its workers are paid (Water Frame 5.III.3)
    a = player("a", cash=30, factories=[factory("lamps", 1, price=11, rows=((3, 0), (1, 0)))])
    out = resolve(table([a, player("b")], cycle=4), demand=0, wage=2)
    assert ("arkwright.factory_makes", {"name": "A", "good": "lamps", "count": 1}) in said(out, "a")
    assert lines(out, "a", "cash") == [-8]


def test_obsolete_factory_extra_workers_are_paid():
    a = player("a", cash=30, factories=[factory("food", 1, price=8, rows=((2, 0), (2, 0)), obsolete_workers=2)])
    out = resolve(table([a, player("b")], decade=1790), demand=0, wage=2)
    assert ("arkwright.factory_makes", {"name": "A", "good": "food", "count": 3}) in said(out, "a")
    assert lines(out, "a", "cash") == [-12]


def test_school_may_close_a_partly_filled_last_row():
    a = player("a", cash=30, tiles=["school"], factories=[factory("lamps", 1, price=11, rows=((3, 0), (3, 0), (1, 0)))])
    s = table([a, player("b")], cycle=4)
    d = pending(s, demand=0, wage=2)
    assert d.id == "school:a" and "close row 3" in d.options[1].label
    out = resolve(s, {"school:a": True}, demand=0, wage=2)
    assert lines(out, "a", "cash") == [-12]
    assert ("arkwright.factory_makes", {"name": "A", "good": "lamps", "count": 3}) in said(out, "a")


def test_school_house_rule_closes_only_an_operating_row():
    a = player("a", cash=30, tiles=["school"], factories=[factory("lamps", 1, price=11, rows=((3, 0), (3, 0), (1, 0)))])
    s = table([a, player("b")], cycle=4, house_rules={HOUSE_SCHOOL_OPERATING_ROW: True})
    d = pending(s, demand=0, wage=2)
    assert "close row 2" in d.options[1].label
    out = resolve(s, {"school:a": True}, demand=0, wage=2)
    assert ("arkwright.factory_makes", {"name": "A", "good": "lamps", "count": 1}) in said(out, "a")
    assert lines(out, "a", "cash") == [-8]


def test_wage_from_the_job_market_when_not_given():
    a = player("a", cash=30, factories=[factory("food", 1, price=8, rows=((2, 0), (2, 0)))])
    s = table([a, player("b")])
    wage = jobmarket.wage(s.board, s)
    out = resolve(s, demand=0)
    assert lines(out, "a", "cash") == [-4 * wage]


def test_distribution_decays_by_one_and_markers_of_one_are_removed():
    a = player("a", cash=30, factories=[factory("food", 1, price=8, distribution=2, rows=((2, 0),)), factory("clothes", 1, price=9, distribution=3, rows=((2, 0),))])
    b = player("b", cash=30, factories=[factory("food", 1, price=8, distribution=1, rows=((2, 0),))])
    out = resolve(table([a, b]), demand=0, wage=2)
    assert out.state.player("a").factory("food").distribution == 1
    assert out.state.player("a").factory("clothes").distribution == 3  # not the active good
    assert out.state.player("b").factory("food").distribution == 0
    assert ("arkwright.distribution_removed", {"name": "B", "good": "food"}) in said(out, "b")


def test_appeal_below_zero_lowers_the_price_and_costs_a_share_space():
    # appeal 8 + 0 + 1 - 9 = 0; after the decay it would be -1: the price drops to £8
    a = player("a", cash=30, factories=[factory("food", 1, price=9, distribution=1, rows=((2, 0),))])
    out = resolve(table([a, player("b")]), demand=0, wage=2)
    f = out.state.player("a").factory("food")
    assert (f.distribution, f.price) == (0, 8)
    assert lines(out, "a", "share_space") == [-1]
    assert ("arkwright.appeal_below_zero", {"name": "A", "good": "food", "price": 8}) in said(out, "a")


def test_wage_bill_words_and_totals():
    board = base_board()
    a = player("a", factories=[factory("lamps", 1, price=11, rows=((2, 1), (2, 1), (2, 1)))])
    bill = wage_bill(board, a, a.factory("lamps"), [0, 1], 4)
    assert (bill.workers, bill.machines, bill.total) == (4, 2, 18)
    assert bill.words() == "4 workers at £4 and 2 machines at £1"
