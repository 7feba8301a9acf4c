"""The worked examples of Water Frame 5.III, 7.0 and the Player's Book, reproduced number for number."""

from __future__ import annotations

from companion.games.arkwright.production.market import IMPORTER
from companion.games.arkwright.production.wages import wage_bill
from companion.games.arkwright.state import LargeWarehouse
from tests.games.arkwright.factories import factory, player, table
from tests.games.arkwright.production.helpers import THE_IMPORTER, lines, pending, resolve, said, sale_steps

IMPORTERS_CLOTHES_3 = {"food": 0, "clothes": 3, "cutlery": 0, "lamps": 0}


def marion_and_harold_clothes(**kw):
    """Water Frame 5.III.1: Marion's level I clothes (rows 1-2: 1+2 goods) at quality 9 +0, distribution +2, price £7."""
    marion = player(
        "marion",
        cash=kw.pop("marion_cash", 0),
        factories=[factory("clothes", 1, price=7, distribution=2, rows=((2, 0), (1, 1)))],
    )
    # Harold's appeal is 3 (9 + 2 - 8); he makes 3 clothes
    harold = player("harold", cash=20, factories=[factory("clothes", 1, price=8, distribution=2, rows=((2, 0), (2, 0)))])
    return table([marion, harold], cycle=2, importers=IMPORTERS_CLOTHES_3, **kw)


def test_appeal_is_quality_plus_distribution_minus_price():
    # Water Frame 5.III.1 example: 1+2 = 3 goods; appeal 9+0+2-7 = 4
    out = resolve(marion_and_harold_clothes(), demand=0, wage=2)
    assert ("arkwright.factory_makes", {"name": "Marion", "good": "clothes", "count": 3}) in said(out, "marion")
    from companion.games.arkwright.table import Table

    t = Table.of(marion_and_harold_clothes())
    f = t.p("marion").factory("clothes")
    assert (t.quality(f), f.distribution, f.price, t.appeal(f)) == (9, 2, 7, 4)


def test_clothes_sale_step_by_step():
    # Water Frame 5.III.1 example: demand 7. Step 1 Marion alone on space 4; step 2 Marion,
    # Harold, the importer; step 3 Marion, Harold, the importer; demand met.
    out = resolve(marion_and_harold_clothes(), demand=7, wage=2)
    steps = sale_steps(out)
    assert steps == [
        (4, ["Marion"], 0),
        (3, ["Marion", "Harold", THE_IMPORTER], 0),
        (2, ["Marion", "Harold", THE_IMPORTER], 0),
    ]
    assert ("arkwright.demand", {"good": "clothes", "demand": 7}) in said(out, None)


def test_step_by_step_sale_record():
    from companion.core.decisions import Answers
    from companion.games.arkwright.production.market import domestic_sale
    from companion.games.arkwright.production.output import make_producers
    from companion.games.arkwright.table import Table

    t = Table.of(marion_and_harold_clothes())
    producers = make_producers(t, "clothes", Answers())
    sale = domestic_sale(t, "clothes", producers, 7, Answers())
    assert [(s.level, s.sellers) for s in sale.steps] == [
        (4, ["marion"]),
        (3, ["marion", "harold", IMPORTER]),
        (2, ["marion", "harold", IMPORTER]),
    ]
    assert (sale.sold("marion"), sale.sold("harold"), sale.importer) == (3, 2, 2)


def test_harold_never_sells_more_than_his_appeal():
    # "Even if demand had been higher, Harold would not have been allowed to sell more than
    # three goods because the appeal of his goods is three."
    s = marion_and_harold_clothes()
    s.players[1].factories[0].rows[2].workers = 3  # rows 1-3: 1+2+1 = 4 clothes
    s.job_market -= 3
    out = resolve(s, demand=20, wage=2)
    assert ("arkwright.sells", {"name": "Harold", "count": 3, "good": "clothes", "price": 8, "total": 24}) in said(out, "harold")


def test_marion_receives_21_pounds():
    # Water Frame 5.III.1: "At the end of the sale, Marion receives £21 (£7 each for 3 goods)."
    out = resolve(marion_and_harold_clothes(), demand=7, wage=2)
    assert ("arkwright.sells", {"name": "Marion", "count": 3, "good": "clothes", "price": 7, "total": 21}) in said(out, "marion", "cash")
    assert lines(out, "marion", "cash") == [21, -7]


def test_share_value_example_marion_four_harold_two():
    # Water Frame 5.III.2: Marion +4 (2 for two or more goods, 1 most appeal, 1 most sold); Harold +2.
    before = marion_and_harold_clothes()
    out = resolve(before, demand=7, wage=2)
    assert lines(out, "marion", "share_space") == [2, 1, 1]
    assert lines(out, "harold", "share_space") == [2]
    assert out.state.player("marion").share_space == before.player("marion").share_space + 4
    assert out.state.player("harold").share_space == before.player("harold").share_space + 2


def test_marion_food_called_a_fourth_time_cannot_sell():
    # Water Frame 5.III.1: Marion makes three food, has none stored; a fourth call sells nothing.
    marion = player("marion", factories=[factory("food", 1, price=5, quality=1, rows=((2, 0), (2, 0)))])  # appeal 8+1-5 = 4
    out = resolve(table([marion, player("harold")], cycle=1), demand=10, wage=2)
    assert ("arkwright.sells", {"name": "Marion", "count": 3, "good": "food", "price": 5, "total": 15}) in said(out, "marion")


def test_harold_stores_his_unsold_food():
    # Water Frame 5.III.1: Harold sold 2 food but made 3; he stores 1 in his warehouse.
    harold = player(
        "harold",
        factories=[factory("food", 1, price=8, distribution=2, rows=((2, 0), (2, 0)))],  # appeal 2, 3 food
        warehouse=LargeWarehouse(columns=["food"]),
    )
    out = resolve(table([player("marion"), harold], cycle=1), demand=10, wage=2)
    assert ("arkwright.sells", {"name": "Harold", "count": 2, "good": "food", "price": 8, "total": 16}) in said(out, "harold")
    assert ("arkwright.stores_large", {"name": "Harold", "count": 1, "good": "food"}) in said(out, "harold")
    assert out.state.player("harold").warehouse.goods == {"food": 1}


def test_wages_seven_pounds():
    # Water Frame 5.III.3: three workers and one machine at a £2 wage: £7.
    out = resolve(marion_and_harold_clothes(marion_cash=10), demand=0, wage=2)
    assert ("arkwright.pays_wages", {"name": "Marion", "good": "clothes", "total": 7, "strike": "arkwright.empty", "work": "arkwright.wage_workers", "workers": 3, "wage": 2, "machine": "arkwright.wage_machines", "machines": 1, "each": 1, "bill": "arkwright.wage_bill"}) in said(out, "marion", "cash")


def lamps_player(tiles=(), **kw):
    return player("marion", cash=40, factories=[factory("lamps", 1, price=11, rows=((2, 1), (2, 1), (2, 1)))], tiles=list(tiles), **kw)


def test_lamps_wages_27_19_17():
    # Water Frame 5.III.3: 6 workers and 3 machines at £4: £27; Foreman £19; Foreman and Workshop £17.
    plain = lamps_player()
    foreman = lamps_player(["foreman"], foreman="lamps")
    both = lamps_player(["foreman", "workshop"], foreman="lamps", workshop="lamps")
    from companion.games.arkwright.board import base_board

    board = base_board()
    bills = [wage_bill(board, p, p.factory("lamps"), range(4), 4).total for p in (plain, foreman, both)]
    assert bills == [27, 19, 17]
    f = both.factory("lamps")
    bill = wage_bill(board, both, f, range(4), 4)
    assert (bill.foreman_workers * bill.foreman_wage, (bill.workers - bill.foreman_workers) * bill.wage, bill.machine_cost) == (8, 8, 1)


def test_lamps_wages_in_the_phase():
    for tiles, kw, cost in (((), {}, 27), (("foreman",), {"foreman": "lamps"}, 19), (("foreman", "workshop"), {"foreman": "lamps", "workshop": "lamps"}, 17)):
        s = table([lamps_player(tiles, **kw), player("harold")], cycle=4)
        out = resolve(s, demand=0, wage=4)
        assert lines(out, "marion", "cash") == [-cost]


def test_school_closes_harolds_third_cutlery_row():
    # Water Frame 5.III.1 School example: level II cutlery, workers in rows 1-3 would make 5;
    # closing row 3 makes 3 and only the 5 workers of rows 1-2 are paid.
    harold = player("harold", cash=30, tiles=["school"], factories=[factory("cutlery", 2, price=13, rows=((2, 0), (3, 0), (3, 0)))])
    s = table([player("marion"), harold], cycle=3)
    d = pending(s, demand=3, wage=2)
    assert d.id == "school:harold" and d.options[0].label.startswith("keep all rows: make 5 cutlery")
    out = resolve(s, {"school:harold": True}, demand=3, wage=2)
    assert ("arkwright.factory_makes", {"name": "Harold", "good": "cutlery", "count": 3}) in said(out, "harold")
    assert ("arkwright.pays_wages", {"name": "Harold", "good": "cutlery", "total": 10, "strike": "arkwright.empty", "work": "arkwright.wage_workers", "workers": 5, "wage": 2, "bill": "arkwright.wage_bill_work"}) in said(out, "harold", "cash")
    kept = resolve(s, {"school:harold": False}, demand=3, wage=2)
    assert ("arkwright.pays_wages", {"name": "Harold", "good": "cutlery", "total": 16, "strike": "arkwright.empty", "work": "arkwright.wage_workers", "workers": 8, "wage": 2, "bill": "arkwright.wage_bill_work"}) in said(kept, "harold", "cash")


def test_two_ship_contract_pays_54_and_costs_two_spaces():
    # Water Frame 5.III.4: a 6-clothes contract on ships of capacity 2 and 4; level I clothes: 6 x £9 = £54.
    marion = player(
        "marion",
        factories=[factory("clothes", 1, price=9, rows=((2, 0), (2, 0)))],  # 3 clothes
        warehouse=LargeWarehouse(columns=["clothes"], goods={"clothes": 3}),
        ships=[2, 4],
        ship_crew=1,
        contracts={"clothes": 6},
        share_space=20,
        cash=10,
    )
    s = table([marion, player("harold"), player("angelica")], cycle=2)
    d = pending(s, demand=0, wage=2)
    assert d.id == "ship:marion:clothes"
    assert [o.value for o in d.options] == [0, 6]
    out = resolve(s, {"ship:marion:clothes": 6}, demand=0, wage=2)
    assert ("arkwright.delivers", {"name": "Marion", "count": 6, "good": "clothes", "price": 9, "revenue": 54}) in said(out, "marion", "cash")
    assert lines(out, "marion", "share_space") == [-2]
    m = out.state.player("marion")
    assert "clothes" not in m.contracts and m.warehouse.goods == {} and m.share_space == 18


def test_office_adds_five_pounds_once():
    # Water Frame 5.II.2.7: level II lamps pay £14 each, four lamps £56; with the Office £56 + £5 = £61.
    marion = player(
        "marion",
        tiles=["office"],
        factories=[factory("lamps", 2, price=14, rows=((3, 0), (3, 0)))],  # 1+2 = 3 lamps
        warehouse=LargeWarehouse(columns=["lamps"], goods={"lamps": 1}),
        ships=[6],
        ship_crew=2,
        contracts={"lamps": 4},
        cash=20,
    )
    out = resolve(table([marion, player("harold"), player("angelica")], cycle=4), {"ship:marion:lamps": 4}, demand=0, wage=2)
    cash = said(out, "marion", "cash")
    assert ("arkwright.delivers", {"name": "Marion", "count": 4, "good": "lamps", "price": 14, "revenue": 56}) in cash
    assert ("arkwright.office_bonus", {"name": "Marion", "bonus": 5}) in cash
    assert sum(a for a in lines(out, "marion", "cash") if a > 0) == 61
    assert lines(out, "marion", "share_space") == [-1]


def test_small_warehouse_overflow_must_return_food_or_clothes():
    # Water Frame 5.III.5: Marion has 2 food and 1 clothes in the small warehouse and wants to
    # store 3 lamps: one good must go back (the Player's Book lets the new one go too).
    marion = player(
        "marion",
        tiles=["small_warehouse"],
        stored={"food": 2, "clothes": 1},
        factories=[factory("lamps", 1, price=11, rows=((3, 0), (3, 0)))],  # 1+2 = 3 lamps
        cash=30,
    )
    s = table([marion, player("harold")], cycle=4)
    d = pending(s, demand=0, wage=2)
    assert d.id == "discard:marion"
    assert sorted(map(str, d.option_values())) == sorted(map(str, [{"food": 1}, {"clothes": 1}, {"lamps": 1}]))
    out = resolve(s, {"discard:marion": {"food": 1}}, demand=0, wage=2)
    assert out.state.player("marion").stored == {"food": 1, "clothes": 1, "lamps": 3}
    assert ("arkwright.returns_small_full", {"name": "Marion", "count": 1, "good": "food"}) in said(out, "marion")


def test_opium_war_ships_carry_one_less():
    # Player's Book 1.9 Opium War: ships of capacity 4 and 6 carry 3 and 5: at most 8 goods.
    marion = player(
        "marion",
        factories=[factory("food", 1, price=8, rows=((2, 0), (2, 0), (2, 0)))],  # 4 food
        warehouse=LargeWarehouse(columns=["food"], rows=[True, False], goods={"food": 6}),
        ships=[4, 6],
        ship_crew=3,
        contracts={"food": 8},
        cash=30,
    )
    s = table([marion, player("harold"), player("angelica")], cycle=1, opium_war=True)
    d = pending(s, demand=0, wage=2)
    assert [o.value for o in d.options] == [0, 8]
    s.players[0].contracts["food"] = 10
    out = resolve(s, demand=0, wage=2)  # 10 goods do not fit on 3 + 5: no question, the contract stays
    assert out.state.player("marion").contracts["food"] == 10
    assert lines(out, "marion", "share_space") == [-2]


def test_opium_war_capacity_four_ship_cannot_carry_four():
    marion = player(
        "marion",
        factories=[factory("food", 1, price=8, rows=((2, 0), (2, 0), (2, 0)))],
        ships=[4],
        ship_crew=1,
        contracts={"food": 4},
        cash=30,
    )
    s = table([marion, player("harold"), player("angelica")], cycle=1, opium_war=True)
    out = resolve(s, demand=0, wage=2)
    assert out.state.player("marion").contracts["food"] == 6  # not shipped: the contract climbs


def test_emergency_sale_for_wages_from_space_28():
    # Water Frame 7.0: on space 28 two shares raise £38 for a £30 bill; 4 spaces back; £8 left.
    marion = player("marion", cash=0, shares=10, share_space=28, factories=[factory("lamps", 1, price=11, rows=((3, 0), (3, 0), (3, 0), (1, 0)))])
    out = resolve(table([marion, player("harold")], cycle=4), demand=0, wage=3)
    m = out.state.player("marion")
    assert (m.shares, m.share_space, m.cash) == (8, 24, 8)
    assert lines(out, "marion", "shares") == [-2]


def test_foreman_pays_at_least_the_minimum_wage():
    # Player's Book 1.8 Foreman: with a £2 wage each worker still earns £1.
    marion = player("marion", cash=20, tiles=["foreman"], foreman="food", factories=[factory("food", 1, price=8, rows=((2, 0), (2, 0), (2, 0)))])
    out = resolve(table([marion, player("harold")], cycle=1), demand=0, wage=2)
    assert ("arkwright.pays_wages", {"name": "Marion", "good": "food", "total": 8, "strike": "arkwright.empty", "work": "arkwright.wage_foreman_and_regular", "foreman_workers": 4, "foreman_wage": 1, "regular": 2, "wage": 2, "bill": "arkwright.wage_bill_work"}) in said(out, "marion", "cash")


def test_patron_buys_a_fourth_good_beyond_appeal():
    # Player's Book 1.8 Patron: three sold in England at appeal three, a fourth to the patron.
    marion = player("marion", cash=5, tiles=["patron_food"], factories=[factory("food", 1, price=8, distribution=3, rows=((2, 0), (2, 0), (2, 0)))])  # appeal 3, 4 food
    s = table([marion, player("harold")], cycle=1)
    assert pending(s, demand=10, wage=2).id == "patron:marion"
    out = resolve(s, {"patron:marion": True}, demand=10, wage=2)
    cash = said(out, "marion", "cash")
    assert ("arkwright.sells", {"name": "Marion", "count": 3, "good": "food", "price": 8, "total": 24}) in cash
    assert ("arkwright.sells_one_new", {"name": "Marion", "good": "food", "to": "arkwright.to_the_patron", "price": 8}) in cash
    assert lines(out, "marion", "share_space")[0] == 2


#: seed 000's bread cycle, sale by sale (both readings of its leftover, see rules_notes/production.md)
HOW_TO_PLAY_SALE = [
    (6, ["Red"], 0),
    (5, ["Red", "Blue"], 0),
    (4, ["Blue", THE_IMPORTER], 0),
    (3, ["Blue", THE_IMPORTER], 0),
    (2, ["Blue", THE_IMPORTER], 0),
    (1, ["Blue"], 0),
]


def test_how_to_play_bread_cycle():
    # Seed 000 (how-to-play transcript): demand 10; red makes 2, blue 6. Red sells 1; red and blue
    # 1 each; blue and the importer 1 each, twice more; the last demand goes to blue (higher
    # appeal). Blue sells 5, the importer 3. This is reading A ("can produce 6", 1
    # left); reading B ("3 left over", 8 made) is test_seed_food.py.
    red = player("red", cash=10, factories=[factory("food", 2, price=7, quality=3, rows=((2, 0),))])  # level II row 1: 2 food, appeal 10+3-7 = 6
    blue = player("blue", cash=10, factories=[factory("food", 2, price=8, quality=3, rows=((2, 0), (2, 0), (2, 0)))])  # 6 food, appeal 5
    s = table([red, blue], cycle=1, decade=1780, importers={"food": 4, "clothes": 0, "cutlery": 0, "lamps": 0})
    out = resolve(s, demand=10, wage=2)
    assert sale_steps(out) == HOW_TO_PLAY_SALE
    assert ("arkwright.sells", {"name": "Red", "count": 2, "good": "food", "price": 7, "total": 14}) in said(out, "red")
    assert ("arkwright.sells", {"name": "Blue", "count": 5, "good": "food", "price": 8, "total": 40}) in said(out, "blue")
