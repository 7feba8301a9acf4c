"""Goods moved between the warehouses as a turn begins, one rule at a time, refusals in English and German.

Player's Book 1.4 (the large warehouse: its workers open its spaces, three per good beside row 1; Water Frame only),
Player's Book 1.8 Small Warehouse (five goods in all, on the price scale right of the price up to £25; goods move
either way at any time, the player saying which). Scenarios of our own.
"""

from __future__ import annotations

from companion.core.messages import render
from companion.core.wording import phrase_in
from companion.games.arkwright.state import LargeWarehouse
from tests.games.arkwright.actions.helpers import act, factory, player, refused, turn_table
from tests.games.arkwright.actions.test_warehouse_moves import game, marion, moved

SMALL = "Player's Book 1.8 Small Warehouse"
LARGE = "Player's Book 1.4"


def said(err):
    return str(err.message), phrase_in(err.message, "de"), err.section


def english(err):
    """The words and rule only: these messages compose their goods ("3 food") in English, in every language."""
    return str(err.message), err.section


def test_every_good_of_a_kind_moved_leaves_no_empty_entry_and_each_move_is_its_players_line():
    out = act(game(marion()), "marion", "quality", 2, warehouse_moves=moved(("food", 3, "small"), ("lamps", 2, "large")))
    p = out.state.players[0]
    assert p.warehouse.goods == {"lamps": 2} and p.stored == {"food": 3}
    (back,) = [e for e in out.ledger if e.code == "arkwright.moves_small_to_large"]
    assert (back.player, back.section, back.params["count"], back.params["good"]) == ("marion", SMALL, 2, "lamps")
    assert render(back.code, back.params, "de") == "Marion bringt 2 Lampen vom kleinen ins große Lager"
    (there,) = [e for e in out.ledger if e.code == "arkwright.large_to_small_warehouse"]
    assert (there.player, there.section, there.params["count"]) == ("marion", SMALL, 3)


def test_goods_not_there_are_refused_in_words():
    s = game(marion())
    err = refused(s, "marion", "quality", 2, warehouse_moves=moved(("food", 4, "small")))
    assert english(err) == ("Marion's large warehouse holds 3 food, not 4", LARGE)
    assert phrase_in(err.message, "de").startswith("das große Lager von Marion hält 3 ")
    err = refused(s, "marion", "quality", 2, warehouse_moves=moved(("clothes", 1, "small")))  # none there at all
    assert english(err) == ("Marion's large warehouse holds 0 clothes, not 1", LARGE)
    err = refused(s, "marion", "quality", 2, warehouse_moves=moved(("lamps", 3, "large")))
    assert english(err) == ("Marion's small warehouse holds 2 lamps, not 3", SMALL)
    assert phrase_in(err.message, "de").startswith("das kleine Lager von Marion hält 2 ")


def test_the_room_of_each_warehouse_is_refused_in_words():
    s = game(marion(stored={"lamps": 3, "clothes": 2}))
    err = refused(s, "marion", "quality", 2, warehouse_moves=moved(("food", 1, "small")))
    assert said(err) == ("Marion's small warehouse holds at most 5 goods and has 5 already: 1 more do not fit",
                         "das kleine Lager von Marion hält höchstens 5 Waren und hat schon 5: 1 weitere passen nicht", SMALL)
    # row 1 opens three lamps spaces: 3 fit, 4 do not
    s = game(marion(stored={"lamps": 4}))
    act(s, "marion", "quality", 2, warehouse_moves=moved(("lamps", 3, "large")))
    err = refused(s, "marion", "quality", 2, warehouse_moves=moved(("lamps", 4, "large")))
    assert english(err) == ("Marion's large warehouse has room for 3 lamps, not 4: its workers open its spaces", LARGE)
    assert phrase_in(err.message, "de").startswith("das große Lager von Marion hat Platz für 3 ")
    # level IV food at £21 (quality 14 + 3 + distribution 4 = 21, appeal 0): four spaces right of the price, 3 taken
    food = factory("food", level=4, price=21, quality=3, distribution=4, rows=((2, 0),))
    s = game(marion(factories=[food, factory("lamps", price=10, rows=((3, 0),))], stored={"food": 3}))
    act(s, "marion", "quality", 2, warehouse_moves=moved(("food", 1, "small")))
    err = refused(s, "marion", "quality", 2, warehouse_moves=moved(("food", 2, "small")))
    assert english(err) == ("the food price scale has room for 1 food right of the price, not 2", SMALL)
    assert phrase_in(err.message, "de").startswith("die Preisleiste ")


def test_the_version_the_tile_and_one_way_a_turn_are_refused_under_the_small_warehouse_rule():
    err = refused(game(marion(tiles=[], stored={})), "marion", "quality", 2, warehouse_moves=moved(("food", 1, "small")))
    assert (str(err.message), err.section) == ("Marion has no Small Warehouse tile: without it no goods move between warehouses", SMALL)
    err = refused(game(marion()), "marion", "quality", 2, warehouse_moves=moved(("lamps", 1, "large"), ("lamps", 1, "small")))
    assert (str(err.message), err.section) == ("Marion moves the lamps one way in a turn, to the small or to the large warehouse", SMALL)
    sj = turn_table([player("marion", cash=40, stored={"food": 1}, factories=[factory("food")]), player("harold", cash=10)],
                    version="spinning_jenny")
    err = refused(sj, "marion", "quality", 2, warehouse_moves=moved(("food", 1, "large")))
    assert (str(err.message), err.section) == ("Spinning Jenny has no large warehouse: stored goods stay on the price scales", SMALL)


def test_goods_join_those_of_their_kind_already_in_the_other_warehouse():
    # 1 lamp in the large warehouse already: row 1's three lamps spaces leave room for 2; 1 food stored already
    p = marion(warehouse=LargeWarehouse(rows=[True, False], goods={"food": 3, "lamps": 1}), stored={"lamps": 3, "food": 1})
    out = act(game(p), "marion", "quality", 2, warehouse_moves=moved(("lamps", 2, "large"), ("food", 1, "small")))
    q = out.state.players[0]
    assert q.warehouse.goods == {"food": 2, "lamps": 3} and q.stored == {"lamps": 1, "food": 2}
    err = refused(game(p), "marion", "quality", 2, warehouse_moves=moved(("lamps", 3, "large")))
    assert english(err) == ("Marion's large warehouse has room for 2 lamps, not 3: its workers open its spaces", LARGE)
