"""The domestic sale's lines, questions and revenue, one rule at a time (Water Frame 5.III.1).

Scenarios of our own from 5.III.1 (each call of the market share table sells one good per seller at or above the
level; own production first, then voluntarily from the warehouses, asked once; revenue at each seller's price) and
Player's Book 1.8 Extra Shifts (one more good at the first call after the production is sold out).
"""

from __future__ import annotations

from companion.games.arkwright.state import LargeWarehouse
from tests.games.arkwright.factories import factory, player, table
from tests.games.arkwright.production.helpers import pending, resolve, said

SALE = "Water Frame 5.III.1"
NO_IMPORT = {"food": 0, "clothes": 0, "cutlery": 0, "lamps": 0}


def food(pid, *, price=8, distribution=0, rows=((2, 0), (2, 0), (2, 0)), **kw):
    """A food factory of level I (base quality 8): appeal = distribution + 8 - price; rows 1-3 make 4."""
    kw.setdefault("cash", 20)
    return player(pid, factories=[factory("food", 1, price=price, distribution=distribution, rows=rows)], **kw)


def notes(out) -> list[tuple]:
    return [(e.code, e.section, e.params.get("level")) for e in out.ledger if e.player is None and e.code.startswith(("arkwright.demand", "arkwright.sale_step"))]


def test_each_call_is_a_line_naming_one_seller_or_each_seller():
    """5.III.1: calls 3 (A alone), 2 (A and B each), 1 (A alone: one good of demand left, higher appeal first)."""
    a = food("a", distribution=3)
    b = food("b", distribution=2)
    out = resolve(table([a, b], importers=NO_IMPORT), demand=4, wage=2)
    assert notes(out) == [("arkwright.demand", SALE, None), ("arkwright.sale_step", SALE, 3),
                          ("arkwright.sale_step_each", SALE, 2), ("arkwright.sale_step", SALE, 1)]
    assert [p for c, p in said(out) if c == "arkwright.demand"] == [{"good": "food", "demand": 4}]


def test_a_table_with_no_importer_recorded_for_the_good_sells_without_one():
    """5.III.1: the importer sells only at its own appeal; none recorded for food, none sells."""
    a = food("a", distribution=1)
    out = resolve(table([a, player("b")], importers={}), demand=3, wage=2)
    steps = [p for c, p in said(out) if c.startswith("arkwright.sale_step")]
    assert [(p["level"], p["sellers"]) for p in steps] == [(1, "A")]


def test_a_seller_later_at_the_table_is_paid_when_an_earlier_one_sold_nothing():
    """5.III.1: every seller receives their price per good sold; B (appeal 1) sells though A (appeal 0) does not."""
    a = food("a", price=8)  # appeal 0: sells nothing
    b = food("b", price=7)  # appeal 1
    out = resolve(table([a, b], importers=NO_IMPORT), demand=5, wage=2)
    assert ("arkwright.sells", {"name": "B", "count": 1, "good": "food", "price": 7, "total": 7}) in said(out, "b", "cash")
    assert not [c for c, _ in said(out, "a", "cash") if c.startswith("arkwright.sells")]


def test_goods_taken_from_the_warehouse_to_sell_are_a_line_of_the_sale():
    a = food("a", distribution=4, rows=((2, 0),), warehouse=LargeWarehouse(columns=["food"], goods={"food": 4}))
    out = resolve(table([a, player("b")], importers=NO_IMPORT), {"warehouse_sale:a": 2}, demand=10, wage=2)
    taken = [(e.amount, e.section) for e in out.ledger if e.code == "arkwright.takes_to_sell"]
    assert taken == [(-2, SALE)]


def test_a_single_stored_good_is_offered_and_the_question_is_the_players():
    """5.III.1 c: with production sold out, a player with goods stored is asked how many to sell from them."""
    a = food("a", distribution=2, rows=((2, 0),), warehouse=LargeWarehouse(columns=["food"], goods={"food": 1}))
    s = table([a, player("b")], importers=NO_IMPORT)
    d = pending(s, demand=10, wage=2)
    assert (d.id, d.player, d.section) == ("warehouse_sale:a", "a", SALE)
    assert d.question == "A: your production of food is sold; sell at most how many stored food in England?"
    assert [o.label for o in d.options] == ["none: stop selling", "up to 1 food from the warehouse (appeal allows 1 more)"]
    out = resolve(s, {"warehouse_sale:a": 1}, demand=10, wage=2)
    assert ("arkwright.sells_with_stock", {"name": "A", "count": 2, "good": "food", "stock": 1, "price": 8, "total": 16}) in said(out, "a", "cash")


def test_the_extra_shifts_question_is_the_players():
    """Player's Book 1.8 Extra Shifts: asked at the first call after the production is sold out."""
    a = food("a", distribution=3, rows=((2, 0),), tiles=["extra_shifts"])
    d = pending(table([a, player("b")], importers=NO_IMPORT), demand=10, wage=2)
    assert (d.id, d.player, d.section) == ("extra_shifts:a", "a", "Player's Book 1.8 Extra Shifts")
    assert d.question == "A: your food production is sold out; return Extra Shifts to make and sell 1 food more now?"
    assert [o.label for o in d.options] == ["no (Extra Shifts may still serve a contract)", "yes: make and sell one more"]
