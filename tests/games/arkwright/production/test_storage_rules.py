"""Storage: the room of each warehouse, its lines and the small warehouse's overflow, one rule at a time.

Water Frame 5.III.5 (unsold goods go to the warehouses, the rest back to the supply; stored goods sit right of the
price indicator), Player's Book 1.4 (a column worker opens the five spaces of its good), Player's Book 1.8 Small
Warehouse (five goods, on the price scales; goods move freely to the large warehouse and back; over five, the owner
chooses which go back), Spinning Jenny 5.III.4 (everyone stores on the price scales). The price scale runs from £5
to £25 (Water Frame 5.II.3.1): 21 spaces. Scenarios of our own; level I food rows 1-3 make 4 (Player's Book 1.3),
level I clothes row 1 makes 1 and rows 1-2 make 3 (Water Frame 5.III.1 example).
"""

from __future__ import annotations

import pytest

from companion.core.decisions import Answers
from companion.core.errors import RuleError
from companion.core.wording import phrase_in
from companion.games.arkwright.production.storage import (
    move_room,
    price_scale_room,
    price_top,
    small_room,
    store_goods,
    take_from_stock,
    take_goods,
)
from companion.games.arkwright.state import LargeWarehouse
from companion.games.arkwright.table import Table
from tests.games.arkwright.factories import factory, player, table
from tests.games.arkwright.production.helpers import pending, resolve

STORAGE = "Water Frame 5.III.5"
SMALL = "Player's Book 1.8 Small Warehouse"
SJ_STORAGE = "Spinning Jenny 5.III.4"
FOOD_COLUMN = LargeWarehouse(columns=["food"])


def lines(out, code: str) -> list[tuple[str, int, dict]]:
    return [(e.section, e.amount, e.params) for e in out.ledger if e.code == code]


def owner(**kw):
    kw.setdefault("tiles", ["small_warehouse"])
    return player("a", cash=30, **kw)


def board():
    return table([player("a"), player("b")]).board


def actions(a) -> Table:
    return Table.of(table([a, player("b")], phase="actions"))


# --- the room of each warehouse -------------------------------------------------------------------

def test_a_price_scale_without_its_factory_has_all_its_spaces_free():
    """Water Frame 5.III.5: no price indicator to stay right of, so the whole scale (21 spaces) minus the stored."""
    assert price_scale_room(board(), owner(), "lamps") == 21
    assert price_scale_room(board(), owner(stored={"lamps": 2}), "lamps") == 19


def test_a_price_indicator_on_the_last_space_leaves_no_room():
    """Water Frame 5.III.5: price £25 leaves no space right of the indicator."""
    a = owner(factories=[factory("food", 4, price=25, quality=6, distribution=4)])
    assert price_scale_room(board(), a, "food") == 0


def test_the_highest_free_price_is_below_the_stored_goods():
    """Water Frame 5.III.5: a space with goods is no price space; nothing stored, £25 is free; two stored, £23."""
    assert price_top(board(), owner(), "food") == 25
    assert price_top(board(), owner(stored={"food": 2}), "food") == 23


def test_the_small_warehouse_takes_its_free_spaces_and_those_of_the_price_scale():
    """Player's Book 1.8: five goods in all; and no more of a kind than its price scale has free (5.III.5)."""
    lamps = factory("lamps", 1, price=11)
    assert small_room(board(), owner(stored={"food": 2, "clothes": 1}, factories=[lamps]), "lamps") == 5 - 3
    high = owner(stored={"food": 1}, factories=[factory("food", 4, price=23, quality=6, distribution=4)])
    assert small_room(board(), high, "food") == 25 - 23 - 1
    assert small_room(board(), owner(stored={"clothes": 5}, factories=[lamps]), "lamps") == 0


def test_goods_that_may_move_between_the_warehouses():
    """Player's Book 1.8: goods move freely; the food column opens five spaces (1.4), the price scale limits the small one."""
    b = board()
    one_stored = owner(stored={"food": 1}, warehouse=FOOD_COLUMN)
    assert move_room(b, table([one_stored, player("b")]), one_stored) == {"small": {}, "large": {"food": 1}, "small_free": 4}
    # food at £24: one space right of the indicator, so one of the three food may go to the small warehouse
    three = owner(factories=[factory("food", 4, price=24, quality=6, distribution=4)],
                  warehouse=LargeWarehouse(columns=["food"], goods={"food": 3}))
    assert move_room(b, table([three, player("b")]), three) == {"small": {"food": 1}, "large": {}, "small_free": 5}
    one_free = owner(stored={"clothes": 4}, warehouse=LargeWarehouse(columns=["food"], goods={"food": 1}))
    assert move_room(b, table([one_free, player("b")]), one_free) == {"small": {"food": 1}, "large": {}, "small_free": 1}
    full = owner(stored={"food": 5}, warehouse=FOOD_COLUMN)
    assert move_room(b, table([full, player("b")]), full) == {"small": {}, "large": {"food": 5}, "small_free": 0}


# --- taking stored goods --------------------------------------------------------------------------

def test_taking_more_than_is_stored_is_refused_in_words():
    """Water Frame 5.III.5: only goods stored can be used."""
    t = actions(owner(stored={"food": 1}))
    with pytest.raises(RuleError) as err:
        take_from_stock(t, "a", "food", 2)
    assert err.value.message == "A has only 1 food stored, not 2" and err.value.section == STORAGE
    assert phrase_in(err.value.message, "de") == "A hat nur 1 Nahrung gelagert, nicht 2"


def test_new_goods_are_used_before_stored_ones():
    """Water Frame 5.III.4: goods of the production or the warehouse; new first, then 3 of the 4 stored, one line."""
    t = actions(owner(tiles=[], warehouse=LargeWarehouse(columns=["food"], goods={"food": 4})))
    assert take_goods(t, "a", "food", 2, 3) == (2, 0) and list(t.ledger) == []
    assert take_goods(t, "a", "food", 4, 1) == (1, 3)
    assert [(e.section, e.amount, e.params["count"]) for e in t.ledger if e.code == "arkwright.takes_from_warehouse"] == [(STORAGE, -3, 3)]
    assert t.p("a").warehouse.goods == {"food": 1}


# --- storing new goods ----------------------------------------------------------------------------

def test_the_large_then_the_small_warehouse_each_a_line_of_its_rule():
    """Player's Book 1.4: row 2 opens 2 spaces of each good; the other 2 of 4 food go to the small warehouse (1.8)."""
    a = owner(factories=[factory("food", 1, price=8, rows=((2, 0), (2, 0), (2, 0)))], warehouse=LargeWarehouse(rows=[False, True]))
    out = resolve(table([a, player("b")]), demand=0, wage=2)
    assert [(s, n) for s, n, _ in lines(out, "arkwright.stores_large")] == [(STORAGE, 2)]
    assert [(s, n) for s, n, _ in lines(out, "arkwright.stores_small")] == [(SMALL, 2)]


def test_spinning_jenny_stores_on_the_price_scale_under_its_own_rule():
    """Spinning Jenny 5.III.4: 3 clothes on the price scale, no small warehouse tile needed."""
    a = player("a", cash=30, factories=[factory("clothes", 1, price=9, rows=((2, 0), (2, 0)))])
    out = resolve(table([a, player("b")], version="spinning_jenny", cycle=2), demand=0, wage=2)
    assert [(s, n) for s, n, _ in lines(out, "arkwright.stores_price_scale")] == [(SJ_STORAGE, 3)]


def test_goods_without_room_are_lost_and_said_so():
    """Water Frame 5.III.5: without a warehouse the 4 food go back to the supply."""
    a = player("a", cash=30, factories=[factory("food", 1, price=8, rows=((2, 0), (2, 0), (2, 0)))])
    out = resolve(table([a, player("b")]), demand=0, wage=2)
    assert [s for s, _, _ in lines(out, "arkwright.loses_no_room")] == [STORAGE]
    got = store_goods(actions(player("a")), "a", "food", 4, Answers())
    assert got.lost == {"food": 4}


# --- the small warehouse over five ----------------------------------------------------------------

def clothes_maker(stored, rows=((2, 0),), warehouse=FOOD_COLUMN):
    return owner(stored=stored, warehouse=warehouse, factories=[factory("clothes", 1, price=9, rows=rows)])


def test_one_good_over_five_moves_one_stored_good_to_the_large_warehouse():
    """Player's Book 1.8: 5 food stored + 1 new clothes = 6; the food column has room, so one food moves there."""
    out = resolve(table([clothes_maker({"food": 5}), player("b")], cycle=2), demand=0, wage=2)
    a = out.state.player("a")
    assert a.stored == {"food": 4, "clothes": 1} and a.warehouse.goods == {"food": 1}
    assert [(s, p["count"], p["good"]) for s, _, p in lines(out, "arkwright.moves_small_to_large")] == [(SMALL, 1, "food")]


def test_what_cannot_move_is_the_owners_choice_to_return():
    """Player's Book 1.8: 1 food + 4 cutlery + 3 new clothes = 8; the one food moves to its column, 2 of 7 go back."""
    s = table([clothes_maker({"food": 1, "cutlery": 4}, rows=((2, 0), (2, 0))), player("b")], cycle=2)
    d = pending(s, demand=0, wage=2)
    assert (d.id, d.player, d.section) == ("discard:a", "a", SMALL)
    assert d.question == "A: the small warehouse holds 5 goods; which 2 go back to the supply?"
    assert phrase_in(d.question, "de") == "A: das kleine Lager hält 5 Waren; welche 2 gehen in den Vorrat zurück?"
    out = resolve(s, {"discard:a": {"cutlery": 2}}, demand=0, wage=2)
    assert out.state.player("a").stored == {"cutlery": 2, "clothes": 3}
    assert [(sect, n) for sect, n, _ in lines(out, "arkwright.returns_small_full")] == [(SMALL, -2)]


def test_no_stored_good_of_a_kind_none_of_it_moves():
    """Player's Book 1.8: 5 cutlery + 3 new clothes; the food column is empty of stored food: 3 of 8 go back."""
    d = pending(table([clothes_maker({"cutlery": 5}, rows=((2, 0), (2, 0))), player("b")], cycle=2), demand=0, wage=2)
    assert d.question == "A: the small warehouse holds 5 goods; which 3 go back to the supply?"


def test_each_way_to_return_is_an_answer_in_words():
    """Spinning Jenny 5.III.4 example: 2 food and 1 clothes stored, 3 lamps to store: one good must go."""
    a = player("a", cash=30, stored={"food": 2, "clothes": 1}, factories=[factory("lamps", 1, price=11, rows=((3, 0), (3, 0)))])
    d = pending(table([a, player("b")], version="spinning_jenny", decade=1770, cycle=4), demand=0, wage=2)
    assert (d.section, [o.label for o in d.options]) == (SJ_STORAGE, ["return 1 lamp", "return 1 clothes", "return 1 food"])
    assert phrase_in(d.options[0].label, "de") == "1 Lampe zurückgeben"
    t = Table.of(table([a, player("b")], version="spinning_jenny", decade=1770, cycle=4))
    got = store_goods(t, "a", "lamps", 3, Answers({"discard:a": {"lamps": 1}}))
    assert (got.small, got.lost) == (3, {"lamps": 1})
