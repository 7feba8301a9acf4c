"""Wages, machine costs and the decay of distribution, one rule at a time (Water Frame 5.III.3).

Marion's example of 5.III.3 and scenarios of our own from its rules and Player's Book 1.8 (Foreman: £2 less for up
to 4 workers, never below £1; Workshop: one flat fee for the machines) and 6.IV (an obsolete factory's extra
workers are paid): the bill, the words the ledger gives it, and what the decay does to appeal and price.
"""

from __future__ import annotations

from companion.games.arkwright.board import base_board
from companion.games.arkwright.production.wages import WageBill, decay_distribution, pay_wages, wage_bill
from companion.games.arkwright.table import Table
from tests.games.arkwright.factories import factory, player, table

SECTION = "Water Frame 5.III.3"


def test_marion_pays_7_for_three_workers_and_one_machine():
    """Water Frame 5.III.3 example: 3 workers at £2 and 1 machine at £1 cost £7."""
    marion = player("red", name="Marion", cash=20, factories=[factory("clothes", 1, price=9, rows=((2, 0), (1, 1)))])
    t = Table.of(table([marion, player("blue")]))
    bill = pay_wages(t, "red", "clothes", range(4), wage=2)
    assert bill.total == 7 and t.p("red").cash == 13
    assert [(e.kind, e.amount, e.code, e.section) for e in t.ledger] == [("cash", -7, "arkwright.pays_wages", SECTION)]
    assert bill.words() == "3 workers at £2 and 1 machine at £1"


def test_a_player_without_the_factory_pays_nothing():
    t = Table.of(table([player("red", cash=20), player("blue")]))
    assert pay_wages(t, "red", "lamps", range(4), wage=3) == WageBill(workers=0, machines=0, wage=0)
    assert not list(t.ledger) and t.p("red").cash == 20


def test_an_obsolete_factorys_extra_workers_are_paid_unless_left_out():
    """Water Frame 6.IV: the extra workers of an obsolete factory are paid normal wages."""
    board = base_board()
    a = player("a", factories=[factory("food", 1, price=8, rows=((2, 0),), obsolete_workers=2)])
    assert wage_bill(board, a, a.factory("food"), range(4), 3).workers == 4
    assert wage_bill(board, a, a.factory("food"), range(4), 3, obsolete=False).workers == 2
    t = Table.of(table([a.model_copy(update={"cash": 30}), player("b")]))
    assert pay_wages(t, "a", "food", range(4), wage=3, obsolete=False).total == 6
    assert pay_wages(t, "a", "food", range(4), wage=3).total == 12


def test_a_foreman_over_every_worker_is_the_whole_work_bill():
    """Player's Book 1.8 Foreman: £2 less for up to 4 workers; 3 workers at £4 are paid £2 each."""
    board = base_board()
    a = player("a", tiles=["foreman"], foreman="food", factories=[factory("food", 1, price=8, rows=((3, 0),))])
    bill = wage_bill(board, a, a.factory("food"), range(4), 4)
    assert (bill.foreman_workers, bill.foreman_wage, bill.total) == (3, 2, 6)
    assert bill.message() == {"strike": "arkwright.empty", "work": "arkwright.wage_foreman", "foreman_workers": 3,
                              "foreman_wage": 2, "bill": "arkwright.wage_bill_work"}
    assert bill.words() == "3 workers at £2 (Foreman)"


def test_a_foreman_who_lowers_no_wage_is_not_on_the_bill():
    """Player's Book 1.8 Foreman: nobody is paid less than £1, so at £1 the Foreman changes nothing."""
    board = base_board()
    a = player("a", tiles=["foreman"], foreman="food", factories=[factory("food", 1, price=8, rows=((3, 0),))])
    bill = wage_bill(board, a, a.factory("food"), range(4), 1)
    assert bill.foreman_workers == 0 and bill.total == 3
    assert bill.words() == "3 workers at £1"
    at_two = wage_bill(board, a, a.factory("food"), range(4), 2)  # the rare £2 wage: each still paid £1
    assert (at_two.foreman_workers, at_two.foreman_wage, at_two.total) == (3, 1, 3)


def test_machines_alone_and_nothing_at_all():
    """Water Frame 5.III.3: machines cost even where no worker is; an empty factory costs nothing."""
    board = base_board()
    a = player("a", factories=[factory("food", 1, price=8, rows=((0, 2),))])
    bill = wage_bill(board, a, a.factory("food"), range(4), 3)
    assert bill.message() == {"machine": "arkwright.wage_machines", "machines": 2, "each": 1,
                              "bill": "arkwright.wage_bill_machines"}
    assert bill.words() == "2 machines at £1"
    empty = player("a", factories=[factory("food", 1, price=8, rows=((0, 0),))])
    nothing = wage_bill(board, empty, empty.factory("food"), range(4), 3)
    assert nothing.total == 0 and nothing.message() == {"bill": "arkwright.wage_bill_nothing"}
    assert nothing.words() == "nothing"


def test_the_workshop_fee_is_named_on_the_bill():
    """Player's Book 1.8 Workshop: the machines of its factory cost one flat £1."""
    board = base_board()
    a = player("a", tiles=["workshop"], workshop="food", factories=[factory("food", 1, price=8, rows=((0, 3),))])
    bill = wage_bill(board, a, a.factory("food"), range(4), 3)
    assert bill.workshop and bill.total == 1
    assert bill.message() == {"machine": "arkwright.wage_machines_workshop", "machines": 3, "machine_cost": 1,
                              "bill": "arkwright.wage_bill_machines"}


def _decay(f, **kw):
    t = Table.of(table([player("red", factories=[f], **kw), player("blue")]))
    decay_distribution(t, "red", f.good)
    return t, t.p("red").factory(f.good)


def lines(t):
    return [(e.player, e.kind, e.amount, e.code, e.section) for e in t.ledger]


def test_a_factory_without_distribution_decays_no_further():
    t, f = _decay(factory("food", 1, price=8, distribution=0))
    assert f.distribution == 0 and f.price == 8 and not lines(t)


def test_distribution_drops_one_level_and_a_last_marker_is_removed():
    """Water Frame 5.III.3: reduced by one; markers of level 1 are removed."""
    t, f = _decay(factory("food", 1, price=5, distribution=3))
    assert f.distribution == 2
    assert lines(t) == [("red", "note", 0, "arkwright.distribution_down", SECTION)]
    t, f = _decay(factory("food", 1, price=5, distribution=1))
    assert f.distribution == 0
    assert lines(t) == [("red", "note", 0, "arkwright.distribution_removed", SECTION)]


def test_appeal_falling_to_zero_keeps_the_price():
    """Water Frame 5.III.3: only appeal below zero moves the price; appeal 0 stays on the zero space."""
    f0 = factory("food", 1, price=9, distribution=2)
    t0 = Table.of(table([player("red", factories=[f0]), player("blue")]))
    assert t0.appeal(f0) == 1  # one above zero before the decay
    t, f = _decay(f0)
    assert t.appeal(f) == 0 and f.price == 9 and t.p("red").share_space == 10
    assert [code for *_, code, _ in lines(t)] == ["arkwright.distribution_down"]


def test_appeal_below_zero_lowers_the_price_and_the_share_value():
    """Water Frame 5.III.3: the price is reduced by one and the share value indicator moves back 1 space."""
    t, f = _decay(factory("food", 1, price=9, distribution=1))
    assert f.price == 8 and t.appeal(f) == 0 and t.p("red").share_space == 9
    assert lines(t) == [("red", "note", 0, "arkwright.distribution_removed", SECTION),
                        ("red", "note", 0, "arkwright.appeal_below_zero", SECTION),
                        ("red", "share_space", -1, "arkwright.price_lowered", SECTION)]
