"""Goods moved between the large warehouse and the Small Warehouse tile as a turn begins (Player's Book 1.4, 1.8 Small Warehouse)."""

from __future__ import annotations

from companion.games.arkwright.actions import legal_actions
from companion.games.arkwright.state import LargeWarehouse
from tests.games.arkwright.actions.helpers import act, factory, player, refused, turn_table

SMALL = "Player's Book 1.8 Small Warehouse"


def marion(**kw):
    kw.setdefault("cash", 40)
    kw.setdefault("tiles", ["small_warehouse"])
    kw.setdefault("factories", [factory("food", price=8, rows=((2, 0),)), factory("lamps", price=10, rows=((3, 0),))])
    kw.setdefault("warehouse", LargeWarehouse(rows=[True, False], goods={"food": 3}))  # row 1: three spaces of each good
    kw.setdefault("stored", {"lamps": 2})
    return player("marion", **kw)


def game(p, **kw):
    return turn_table([p, player("harold", cash=10)], **kw)


def moved(*moves):
    return [{"good": g, "count": n, "to": to} for g, n, to in moves]


def lines(out):
    return [(line.code, line.section, line.reason) for line in out.ledger if line.section == SMALL]


def test_goods_move_to_the_small_warehouse_and_back_with_a_ledger_line_each():
    s = game(marion())
    out = act(s, "marion", "quality", 2, warehouse_moves=moved(("food", 2, "small"), ("lamps", 1, "large")))
    p = out.state.players[0]
    assert p.warehouse.goods == {"food": 1, "lamps": 1} and p.stored == {"lamps": 1, "food": 2}
    assert lines(out) == [
        ("arkwright.moves_small_to_large", SMALL, "Marion moves 1 lamp from the small to the large warehouse"),
        ("arkwright.large_to_small_warehouse", SMALL, "Marion moves 2 food from the large to the small warehouse"),
    ]
    assert not [line for line in out.ledger if line.kind == "goods"], "goods only move: none gained or lost"


def test_moves_to_the_large_warehouse_come_first_and_free_the_small_one():
    """The small warehouse is full (5 goods); 1 lamp leaves it, so 1 food may come in the same turn."""
    s = game(marion(stored={"lamps": 3, "clothes": 2}))
    out = act(s, "marion", "quality", 2, warehouse_moves=moved(("food", 1, "small"), ("lamps", 1, "large")))
    assert out.state.players[0].stored == {"lamps": 2, "clothes": 2, "food": 1}
    refused(s, "marion", "quality", 2, warehouse_moves=moved(("food", 1, "small")),
            match="holds at most 5 goods and has 5 already: 1 more do not fit")


def test_goods_that_are_not_there_are_refused():
    s = game(marion())
    refused(s, "marion", "quality", 2, warehouse_moves=moved(("food", 4, "small")), match="Marion's large warehouse holds 3 food, not 4")
    refused(s, "marion", "quality", 2, warehouse_moves=moved(("clothes", 1, "large")), match="small warehouse holds 0 clothes, not 1")


def test_the_room_of_each_warehouse_is_kept():
    # the food price scale: four spaces right of £21 up to £25, three of them taken by stored food
    food = factory("food", level=4, price=21, quality=3, distribution=4, rows=((2, 0),))
    s = game(marion(factories=[food, factory("lamps", price=10, rows=((3, 0),))], stored={"food": 3}))
    refused(s, "marion", "quality", 2, warehouse_moves=moved(("food", 2, "small")), match="the food price scale has room for 1 food")
    # the large warehouse without a worker beside a row or above the column opens no space
    s = game(marion(warehouse=LargeWarehouse(rows=[False, False], columns=["food"], goods={"food": 3})))
    refused(s, "marion", "quality", 2, warehouse_moves=moved(("lamps", 1, "large")), match="large warehouse has room for 0 lamps, not 1")


def test_without_the_tile_or_in_spinning_jenny_nothing_moves():
    s = game(marion(tiles=[], stored={}))
    refused(s, "marion", "quality", 2, warehouse_moves=moved(("food", 1, "small")), match="Marion has no Small Warehouse tile")
    assert all(o["goods_moves"] == {} for o in legal_actions(s, "marion") if o["kind"] == "marker")
    sj = turn_table([player("marion", cash=40, stored={"food": 1}, factories=[factory("food")]), player("harold", cash=10)],
                    version="spinning_jenny")
    refused(sj, "marion", "quality", 2, warehouse_moves=moved(("food", 1, "large")), match="Spinning Jenny has no large warehouse")


def test_a_good_moves_one_way_in_a_turn_and_a_move_of_nothing_is_no_move():
    s = game(marion())
    refused(s, "marion", "quality", 2, warehouse_moves=moved(("lamps", 1, "large"), ("lamps", 1, "small")), match="one way in a turn")
    refused(s, "marion", "quality", 2, warehouse_moves=moved(("food", 0, "small")), match="must be at least 1")


def test_the_listing_gives_the_most_of_each_good_each_way():
    s = game(marion())
    option = next(o for o in legal_actions(s, "marion") if o["kind"] == "marker" and o["legal"])
    # food: 3 in the large warehouse, 3 free spaces in the small one; lamps: 2 in the small one, 3 spaces in the large one
    assert option["goods_moves"] == {"small": {"food": 3}, "large": {"lamps": 2}, "small_free": 3}
    full = game(marion(stored={"lamps": 3, "clothes": 2}, warehouse=LargeWarehouse(goods={"food": 3}, columns=["food"])))
    assert [o["goods_moves"] for o in legal_actions(full, "marion") if o["kind"] == "marker"][0] == {}, "no room either way: nothing listed"


def test_the_move_card_says_the_goods_by_name_and_count():
    from companion.core.moves import table_moves
    from companion.core.registry import get_pack

    s = game(marion())
    out = act(s, "marion", "quality", 2, warehouse_moves=moved(("food", 2, "small"), ("lamps", 1, "large")))
    words = [m.words for m in table_moves(get_pack("arkwright"), s, out.state)]
    assert "2 food: from large warehouse to small warehouse" in words
    assert "1 lamp: from small warehouse to large warehouse" in words  # one lamp, not "1 lamps good"


def test_a_price_is_not_raised_onto_stored_goods_unless_they_move_first():
    """Water Frame 5.II.2.8: a space of the price scale with goods is no price space. 2 lamps stored on £24-£25:
    the lamps price goes up to £23; moved to the large warehouse first, the whole scale is free."""
    lamps = factory("lamps", level=4, price=20, quality=3, distribution=4, rows=((3, 0),))
    s = game(marion(factories=[factory("food", price=8, rows=((2, 0),)), lamps]))
    up = {"type": "price_adjustment", "prices": {"lamps": 24}}
    refused(s, "marion", "quality", 6, {"action": "quality", "levels": {"lamps": 1}}, up,
            match="Marion's 2 lamps stored on the lamps price scale lie above £23: the price goes up to £23 unless they move")
    out = act(s, "marion", "quality", 6, {"action": "quality", "levels": {"lamps": 1}}, up, warehouse_moves=moved(("lamps", 2, "large")))
    assert out.state.players[0].factory("lamps").price == 24
    kept = act(s, "marion", "quality", 6, {"action": "quality", "levels": {"lamps": 1}}, {"type": "price_adjustment", "prices": {"lamps": 23}})
    assert kept.state.players[0].factory("lamps").price == 23
