"""The domestic sale (Water Frame 5.III.1): tie-breaks, warehouse sales, Extra Shifts, who may sell."""

from __future__ import annotations

from companion.games.arkwright.state import LargeWarehouse
from tests.games.arkwright.factories import factory, player, table
from tests.games.arkwright.production.helpers import THE_IMPORTER, codes, lines, pending, resolve, said, sale_steps

NO_IMPORT = {"food": 0, "clothes": 0, "cutlery": 0, "lamps": 0}


def food(pid, *, price=8, quality=0, distribution=0, rows=((2, 0), (2, 0), (2, 0)), level=1, **kw):
    """A food factory: level I costs 8 (base quality); rows 1-3 make 1+2+1 = 4."""
    kw.setdefault("cash", 20)
    return player(pid, factories=[factory("food", level, price=price, quality=quality, distribution=distribution, rows=rows)], **kw)


def test_short_demand_goes_to_higher_appeal_first():
    a = food("a", distribution=3)  # appeal 3
    b = food("b", distribution=2)  # appeal 2
    out = resolve(table([a, b], importers=NO_IMPORT), demand=4, wage=2)
    # level 3: a; level 2: a, b; level 1: a only (demand left 1, higher appeal first)
    assert sale_steps(out) == [(3, ["A"], 0), (2, ["A", "B"], 0), (1, ["A"], 0)]


def test_importer_comes_last_among_equal_appeal():
    a = food("a", distribution=2)  # appeal 2
    s = table([a, player("b")], importers={**NO_IMPORT, "food": 2})
    out = resolve(s, demand=3, wage=2)
    assert sale_steps(out) == [(2, ["A", THE_IMPORTER], 0), (1, ["A"], 0)]


def test_higher_quality_wins_a_tie_of_appeal():
    a = food("a", quality=2, distribution=0, price=9)  # appeal 1, quality 10
    b = food("b", quality=0, distribution=1, price=8)  # appeal 1, quality 8
    out = resolve(table([b, a], importers=NO_IMPORT), demand=1, wage=2)
    assert sale_steps(out) == [(1, ["A"], 0)]
    assert lines(out, "b", "share_space") == []


def test_players_tied_in_appeal_and_quality_all_sell_beyond_demand():
    a = food("a", distribution=2)
    b = food("b", distribution=2)
    c = food("c", distribution=1)
    out = resolve(table([a, b, c], importers=NO_IMPORT), demand=3, wage=2)
    # level 2: a, b (1 left); level 1: a, b tied -> both sell (one beyond demand); c sells none
    assert sale_steps(out) == [(2, ["A", "B"], 0), (1, ["A", "B"], 1)]
    assert not {"arkwright.sells", "arkwright.sells_with_stock"} & set(codes(out, "c"))


def test_appeal_zero_sells_nothing():
    a = food("a", price=8)  # appeal 0
    out = resolve(table([a, player("b")], importers=NO_IMPORT), demand=10, wage=2)
    assert not [c for c in codes(out, "a", "cash") if c.startswith("arkwright.sells")]


def test_player_without_a_factory_of_the_good_sells_nothing_even_from_stock():
    b = player("b", factories=[factory("clothes", 1, price=9, rows=((2, 0),))], warehouse=LargeWarehouse(columns=["food"], goods={"food": 3}))
    out = resolve(table([food("a", distribution=1), b], importers=NO_IMPORT), demand=10, wage=2)
    assert out.state.player("b").warehouse.goods == {"food": 3}
    assert said(out, "b") == []


def test_warehouse_sale_is_asked_once_and_limits_the_sale():
    a = food("a", distribution=4, rows=((2, 0),), warehouse=LargeWarehouse(columns=["food"], goods={"food": 4}))  # 1 food, appeal 4
    s = table([a, player("b")], importers=NO_IMPORT)
    d = pending(s, demand=10, wage=2)
    assert d.id == "warehouse_sale:a"
    assert d.option_values() == [0, 1, 2, 3, 4]  # all four stored; appeal 4 allows 3 more
    assert "appeal allows 3 more" in d.options[1].label
    out = resolve(s, {"warehouse_sale:a": 2}, demand=10, wage=2)
    assert ("arkwright.sells_with_stock", {"name": "A", "count": 3, "good": "food", "stock": 2, "price": 8, "total": 24}) in said(out, "a", "cash")
    assert out.state.player("a").warehouse.goods == {"food": 2}


def test_warehouse_sale_none_stops_for_good():
    a = food("a", distribution=4, rows=((2, 0),), warehouse=LargeWarehouse(columns=["food"], goods={"food": 2}))
    out = resolve(table([a, player("b")], importers=NO_IMPORT), {"warehouse_sale:a": 0}, demand=10, wage=2)
    assert ("arkwright.sells", {"name": "A", "count": 1, "good": "food", "price": 8, "total": 8}) in said(out, "a", "cash")
    assert out.state.player("a").warehouse.goods == {"food": 2}


def test_production_sale_is_mandatory_and_stock_is_not_asked_when_production_suffices():
    a = food("a", distribution=2, warehouse=LargeWarehouse(columns=["food"], goods={"food": 2}))  # 4 food, appeal 2
    out = resolve(table([a, player("b")], importers=NO_IMPORT), demand=10, wage=2)
    assert ("arkwright.sells", {"name": "A", "count": 2, "good": "food", "price": 8, "total": 16}) in said(out, "a", "cash")
    assert out.state.player("a").warehouse.goods == {"food": 4}  # 2 left over stored beside the 2 old


def test_small_warehouse_goods_can_be_sold_too():
    a = food("a", distribution=3, rows=((2, 0),), tiles=["small_warehouse"], stored={"food": 2})
    out = resolve(table([a, player("b")], importers=NO_IMPORT), {"warehouse_sale:a": 2}, demand=10, wage=2)
    assert ("arkwright.sells_with_stock", {"name": "A", "count": 3, "good": "food", "stock": 2, "price": 8, "total": 24}) in said(out, "a", "cash")
    assert out.state.player("a").stored == {}


def test_extra_shifts_at_the_first_call_after_production_is_sold():
    a = food("a", distribution=3, rows=((2, 0),), tiles=["extra_shifts"])  # 1 food, appeal 3
    s = table([a, player("b")], importers=NO_IMPORT)
    d = pending(s, demand=10, wage=2)
    assert d.id == "extra_shifts:a"
    out = resolve(s, {"extra_shifts:a": True}, demand=10, wage=2)
    assert ("arkwright.sells", {"name": "A", "count": 2, "good": "food", "price": 8, "total": 16}) in said(out, "a", "cash")
    a_after = out.state.player("a")
    assert "extra_shifts" not in a_after.tiles and "extra_shifts" in out.state.mat.tiles
    declined = resolve(s, {"extra_shifts:a": False}, demand=10, wage=2)
    assert "extra_shifts" in declined.state.player("a").tiles
    assert ("arkwright.sells", {"name": "A", "count": 1, "good": "food", "price": 8, "total": 8}) in said(declined, "a", "cash")


def test_extra_shifts_not_offered_when_demand_ends_first():
    a = food("a", distribution=3, rows=((2, 0),), tiles=["extra_shifts"])
    out = resolve(table([a, player("b")], importers=NO_IMPORT), demand=1, wage=2)
    assert "extra_shifts" in out.state.player("a").tiles


def test_stopped_seller_does_not_resume():
    # once a player stops (answer 0), later calls skip them even with goods left in store
    a = food("a", distribution=4, rows=((2, 0),), warehouse=LargeWarehouse(columns=["food"], goods={"food": 3}))
    out = resolve(table([a, player("b")], importers=NO_IMPORT), {"warehouse_sale:a": 0}, demand=10, wage=2)
    assert sale_steps(out) == [(4, ["A"], 0)]


def test_given_demand_overrides_the_board():
    a = food("a", distribution=3)
    s = table([a, player("b")], importers=NO_IMPORT)
    assert ("arkwright.demand", {"good": "food", "demand": 2}) in said(resolve(s, demand=2, wage=2), None)
    # without `demand` the job market of the board decides: all 80 spaces hold no workers but
    # those employed, so the demand is what the empty numbered food spaces show
    from companion.games.arkwright import jobmarket

    expected = jobmarket.demand(s.board, s, "food")
    assert ("arkwright.demand", {"good": "food", "demand": expected}) in said(resolve(s, wage=2), None)


def test_crown_jubilee_sale_once_per_decade():
    a = food("a", distribution=1, jubilee_sale=True)  # appeal 1, 4 food
    s = table([a, player("b")], importers=NO_IMPORT)
    assert pending(s, demand=10, wage=2).id == "jubilee:a"
    out = resolve(s, {"jubilee:a": True}, demand=10, wage=2)
    assert ("arkwright.sells_one_new", {"name": "A", "good": "food", "to": "arkwright.for_the_jubilee", "price": 8}) in said(out, "a", "cash")
    assert out.state.player("a").jubilee_sale is False
    assert lines(out, "a", "share_space")[0] == 2  # 1 + 1 sold: two or more goods
    kept = resolve(s, {"jubilee:a": False}, demand=10, wage=2)
    assert kept.state.player("a").jubilee_sale is True


def test_patron_from_the_warehouse_when_production_is_sold():
    a = food("a", distribution=4, rows=((2, 0),), tiles=["patron_food"], warehouse=LargeWarehouse(columns=["food"], goods={"food": 1}))
    out = resolve(table([a, player("b")], importers=NO_IMPORT), {"warehouse_sale:a": 0, "patron:a": True}, demand=10, wage=2)
    assert ("arkwright.sells_one_stored", {"name": "A", "good": "food", "to": "arkwright.to_the_patron", "price": 8}) in said(out, "a", "cash")


def test_patron_not_asked_without_goods():
    a = food("a", distribution=4, rows=((2, 0),), tiles=["patron_food"])
    out = resolve(table([a, player("b")], importers=NO_IMPORT), demand=10, wage=2)
    assert not [c for c in codes(out, "a") if c.startswith("arkwright.sells_one")]
