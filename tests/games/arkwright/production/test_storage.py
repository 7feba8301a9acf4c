"""Storage and decay (Water Frame 5.III.5, Spinning Jenny 5.III.4, Player's Book 1.4 and 1.8)."""

from __future__ import annotations

from companion.core.decisions import Answers
from companion.games.arkwright.production.storage import discard_choices, price_scale_room, store_goods, take_from_stock
from companion.games.arkwright.state import LargeWarehouse
from companion.games.arkwright.table import Table
from tests.games.arkwright.factories import factory, player, table
from tests.games.arkwright.production.helpers import pending, resolve, said


def maker(price=8, rows=((2, 0), (2, 0), (2, 0)), **kw):
    """Food level I: 4 food from rows 1-3; at price £8 appeal 0, so everything stays unsold."""
    kw.setdefault("cash", 30)
    return player("a", factories=[factory("food", 1, price=price, rows=rows)], **kw)


def test_without_a_warehouse_goods_are_lost():
    out = resolve(table([maker(), player("b")]), demand=0, wage=2)
    assert ("arkwright.loses_no_room", {"name": "A", "count": 4, "good": "food"}) in said(out, "a")
    assert out.state.player("a").warehouse.goods == {}


def test_large_warehouse_rows_and_columns_add_up():
    # a worker in the food column opens 5 spaces; the first row 3 more (Player's Book 1.4)
    a = maker(warehouse=LargeWarehouse(columns=[], rows=[True, False]))
    out = resolve(table([a, player("b")]), demand=0, wage=2)
    assert out.state.player("a").warehouse.goods == {"food": 3}
    assert ("arkwright.loses_no_room", {"name": "A", "count": 1, "good": "food"}) in said(out, "a")


def test_large_then_small_warehouse():
    a = maker(warehouse=LargeWarehouse(rows=[False, True]), tiles=["small_warehouse"])  # row 2: 2 spaces
    out = resolve(table([a, player("b")]), demand=0, wage=2)
    a2 = out.state.player("a")
    assert a2.warehouse.goods == {"food": 2} and a2.stored == {"food": 2}


def test_price_scale_limits_the_small_warehouse():
    a = maker(price=8, tiles=["small_warehouse"], stored={"food": 1})
    board = table([a, player("b")]).board
    assert price_scale_room(board, a, "food") == board.rules.max_price - 8 - 1
    # price £23: only the £24 and £25 spaces are free for stored food (Water Frame 5.III.5)
    high = player(
        "a",
        cash=60,
        tiles=["small_warehouse", "engineer"],
        factories=[factory("food", 4, price=23, quality=6, distribution=4, rows=((2, 0), (2, 0), (2, 0)))],  # 9 food
    )
    out = resolve(table([high, player("b")], decade=1810), demand=0, wage=2)
    assert out.state.player("a").stored == {"food": 2}
    assert ("arkwright.loses_no_room", {"name": "A", "count": 7, "good": "food"}) in said(out, "a")


def test_spinning_jenny_everyone_stores_on_the_price_scale():
    # Spinning Jenny 5.III.4 example: 2 food and 1 clothes stored, 3 lamps to store: one must go
    a = player("a", cash=30, stored={"food": 2, "clothes": 1}, factories=[factory("lamps", 1, price=11, rows=((3, 0), (3, 0)))])
    s = table([a, player("b")], version="spinning_jenny", decade=1770, cycle=4)
    d = pending(s, demand=0, wage=2)
    assert d.id == "discard:a"
    out = resolve(s, {"discard:a": {"lamps": 1}}, demand=0, wage=2)
    assert out.state.player("a").stored == {"food": 2, "clothes": 1, "lamps": 2}


def test_small_warehouse_goods_move_to_the_large_one_to_make_room():
    a = player(
        "a",
        cash=30,
        tiles=["small_warehouse"],
        stored={"food": 2, "clothes": 3},
        warehouse=LargeWarehouse(columns=["clothes"]),
        factories=[factory("lamps", 1, price=11, rows=((3, 0), (3, 0)))],
    )
    out = resolve(table([a, player("b")], cycle=4), demand=0, wage=2)
    a2 = out.state.player("a")
    assert a2.stored == {"food": 2, "lamps": 3} and a2.warehouse.goods == {"clothes": 3}
    assert ("arkwright.moves_small_to_large", {"name": "A", "count": 3, "good": "clothes"}) in said(out, "a")


def test_discard_choices_cover_every_split():
    assert discard_choices({"food": 2, "clothes": 1}, 2) == [{"clothes": 1, "food": 1}, {"food": 2}]
    assert discard_choices({"food": 2, "clothes": 1}, 3) == [{"food": 2, "clothes": 1}]


def test_store_and_take_shared_functions():
    a = player("a", tiles=["small_warehouse"], warehouse=LargeWarehouse(columns=["food"]), factories=[factory("food", 1, price=8, rows=((2, 0),))])
    t = Table.of(table([a, player("b")], phase="actions"))
    got = store_goods(t, "a", "food", 7, Answers())
    assert (got.large, got.small, got.lost_total) == (5, 2, 0)
    take_from_stock(t, "a", "food", 3)  # the small warehouse first
    assert t.p("a").stored == {} and t.p("a").warehouse.goods == {"food": 4}


def test_taking_more_than_is_stored_is_refused():
    import pytest

    from companion.core.errors import RuleError

    t = Table.of(table([player("a", tiles=["small_warehouse"], stored={"food": 1}), player("b")], phase="actions"))
    with pytest.raises(RuleError, match="only 1 food stored"):
        take_from_stock(t, "a", "food", 2)
    assert t.p("a").stored == {"food": 1}
