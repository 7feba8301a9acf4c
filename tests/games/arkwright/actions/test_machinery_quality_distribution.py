"""Machinery, quality and distribution (Water Frame 5.II.2.3-5.II.2.5, 5.II.3.1; Player's Book 1.8)."""

from __future__ import annotations

from companion.core.ledger import total
from tests.games.arkwright.actions.helpers import act, admin_paid, factory, player, refused, turn_table


def mach(*places, school=()):
    return {"action": "machinery", "machines": [{"good": g, "row": r, "count": n} for g, r, n in places], "school": list(school)}


def food_rows(n=2):
    return [factory("food", rows=((2, 0),) * n)]


def game(p, q=None, **kw):
    return turn_table([p, q or player("harold", cash=10)], **kw)


# --- machinery -----------------------------------------------------------------


def test_colored_machinery_on_4_buys_one_machine():
    s = game(player("marion", cash=20, factories=food_rows()))
    out = act(s, "marion", "machinery", 4, mach(("food", 1, 1)))
    assert out.state.players[0].factories[0].rows[0].machines == 1
    assert out.state.fired == s.fired + 1
    refused(s, "marion", "machinery", 4, mach(("food", 1, 1), ("food", 2, 1)), match="buys 1 machine")


def test_colored_machinery_two_machines_for_6_three_only_with_workshop():
    s = game(player("marion", cash=20, factories=food_rows(3)))
    assert act(s, "marion", "machinery", 6, mach(("food", 1, 1), ("food", 2, 1))).state.players[0].factories[0].machines == 2
    refused(s, "marion", "machinery", 10, mach(("food", 1, 1), ("food", 2, 1), ("food", 3, 1)), match="buys 2 machine")


def test_workshop_light_marker_on_4_paying_2_with_accountant_buys_two():
    s = game(player("marion", cash=20, tiles=["workshop", "accountant"], workshop="food", advanced=["machinery_light"], factories=food_rows()))
    out = act(s, "marion", "machinery_light", 4, mach(("food", 1, 1), ("food", 2, 1)), accountant=-2)
    assert admin_paid(out, "marion") == 2
    assert out.state.players[0].factories[0].machines == 2


def test_machines_need_a_worker_and_a_worker_or_machine_space():
    s = game(player("marion", cash=20, factories=[factory("food", rows=((1, 1), (2, 0)))]))
    refused(s, "marion", "machinery", 6, mach(("food", 1, 1)), match="0 free worker-or-machine")
    refused(s, "marion", "machinery", 6, mach(("food", 3, 1)), match="0 free worker-or-machine|0 worker")


def test_school_example_opens_the_third_row():
    s = game(player("marion", cash=20, tiles=["school"], factories=food_rows()))
    out = act(s, "marion", "machinery", 6, mach(("food", 1, 1), ("food", 2, 1), school=[{"good": "food", "row": 3, "count": 2}]))
    rows = out.state.players[0].factories[0].rows
    assert [(r.workers, r.machines) for r in rows[:3]] == [(1, 1), (1, 1), (2, 0)]
    assert out.state.fired == s.fired
    assert total(out.ledger, "marion", "workers") == 0


def test_school_no_chain_displacement_and_not_back_into_the_same_row():
    s = game(player("marion", cash=20, tiles=["school"], advanced=["machinery_light"], factories=food_rows()))
    refused(s, "marion", "machinery_light", 10, mach(("food", 1, 1), ("food", 2, 1), ("food", 3, 1), school=[{"good": "food", "row": 3, "count": 2}]), match="0 worker")
    refused(s, "marion", "machinery", 6, mach(("food", 1, 1), school=[{"good": "food", "row": 1, "count": 1}]), match="another row")
    refused(s, "marion", "machinery", 6, mach(("food", 1, 1), school=[{"good": "food", "row": 3, "count": 2}]), match="only the 1 worker")


def test_school_into_the_warehouse():
    s = game(player("marion", cash=20, tiles=["school"], factories=food_rows()))
    out = act(s, "marion", "machinery", 4, mach(("food", 1, 1), school=[{"warehouse": "column", "good": "food"}]))
    assert out.state.players[0].warehouse.columns == ["food"]


def test_engineering_works_pays_2_for_two_machines_of_another_player():
    s = game(player("marion", cash=20, tiles=["engineering_works"], factories=food_rows()), player("harold", cash=10, tiles=["engineering_works"]))
    out = act(s, "marion", "machinery", 6, mach(("food", 1, 1), ("food", 2, 1)))
    assert total(out.ledger, "harold", "cash") == 2
    assert total(out.ledger, "marion", "cash") == -6


# --- quality ---------------------------------------------------------------------


def two_factories(**kw):
    kw.setdefault("cash", 40)
    kw.setdefault("factories", [factory("food", rows=((2, 0),)), factory("clothes", rows=((2, 0),))])
    return player("marion", **kw)


def test_quality_two_levels_raise_appeal():
    s = game(two_factories(advanced=["quality_light"]))
    out = act(s, "marion", "quality_light", 8, {"action": "quality", "levels": {"food": 2}})
    f = out.state.players[0].factories[0]
    assert f.quality == 2 and 8 + 2 - f.price == 5
    refused(s, "marion", "quality_light", 10, {"action": "quality", "levels": {"food": 3}}, match="buys 2 quality")


def test_quality_maximum_4_and_6_with_the_engineer():
    p = two_factories(factories=[factory("food", quality=3, rows=((2, 0),))], advanced=["quality_dark"])
    refused(game(p, decade=1800), "marion", "quality_dark", 6, {"action": "quality", "levels": {"food": 2}}, match="maximum is \\+4")
    p = two_factories(tiles=["engineer"], factories=[factory("food", quality=3, rows=((2, 0),))], advanced=["quality_dark"])
    out = act(game(p, decade=1800), "marion", "quality_dark", 10, {"action": "quality", "levels": {"food": 3}})
    assert out.state.players[0].factories[0].quality == 6


def test_engineer_colored_quality_on_4_pays_12_for_two_levels():
    s = game(two_factories(tiles=["engineer"]))
    out = act(s, "marion", "quality", 4, {"action": "quality", "levels": {"food": 1, "clothes": 1}}, engineer_cost=12)
    assert admin_paid(out, "marion") == 12
    out = act(s, "marion", "quality", 10, {"action": "quality", "levels": {"food": 1}}, engineer_cost=6)
    assert admin_paid(out, "marion") == 6


def test_quality_spare_pounds_buy_price_adjustments_elsewhere():
    s = game(two_factories(factories=[factory("food", rows=((2, 0),)), factory("clothes", rows=((2, 0),)), factory("lamps", rows=((3, 0),))]))
    out = act(s, "marion", "quality", 8, {"action": "quality", "levels": {"food": 1}}, {"type": "price_adjustment", "prices": {"food": 9, "clothes": 6, "lamps": 6}})
    assert [f.price for f in out.state.players[0].factories] == [9, 6, 6]
    refused(s, "marion", "quality", 6, {"action": "quality", "levels": {"food": 1}}, {"type": "price_adjustment", "prices": {"clothes": 6}}, match="£0 is left")


# --- distribution -------------------------------------------------------------------


def dist(levels, **kw):
    return {"action": "distribution", "levels": levels, **kw}


def test_distribution_0_to_4_costs_10_and_1_to_3_costs_5():
    p = two_factories(advanced=["distribution_dark"], factories=[factory("food", rows=((2, 0),)), factory("clothes", distribution=1, rows=((2, 0),))])
    s = game(p, decade=1800)
    out = act(s, "marion", "distribution_dark", 10, dist({"food": 4}))
    assert out.state.players[0].factories[0].distribution == 4
    refused(s, "marion", "distribution_dark", 8, dist({"food": 4}), match="cost £10")
    s2 = game(p.model_copy(update={"advanced": ["distribution_light"]}))
    out = act(s2, "marion", "distribution_light", 6, dist({"clothes": 2}))
    assert out.state.players[0].factories[1].distribution == 3
    refused(s2, "marion", "distribution_light", 6, dist({"clothes": 2, "food": 2}), match="cost £8; £6 can be used")
    s3 = game(p.model_copy(update={"advanced": []}))
    refused(s3, "marion", "distribution", 6, dist({"clothes": 2}), match="cost £5; £4 can be used .paid £6, marker maximum £4")


def test_distribution_price_adjustment_example_three_factories_for_4():
    fs = [factory(g, distribution=1, rows=((n, 0),)) for g, n in (("food", 2), ("clothes", 2), ("lamps", 3))]
    s = game(two_factories(factories=fs))
    out = act(s, "marion", "distribution", 4, dist({"food": 1}), {"type": "price_adjustment", "prices": {"food": 6, "clothes": 6, "lamps": 7}})
    p = out.state.players[0]
    assert [f.distribution for f in p.factories] == [2, 1, 1] and [f.price for f in p.factories] == [6, 6, 7]
    refused(s, "marion", "distribution", 4, dist({"food": 1, "clothes": 1}), {"type": "price_adjustment", "prices": {"lamps": 6}}, match="£0 is left")


def test_patent_option_two_returns_it_for_two_free_levels():
    fs = [factory("food", distribution=3, rows=((2, 0),)), factory("clothes", distribution=3, rows=((2, 0),))]
    s = game(two_factories(tiles=["patent"], factories=fs))
    out = act(s, "marion", "distribution", 2, dist({}, patent="return", patent_levels={"food": 1, "clothes": 1}))
    p = out.state.players[0]
    assert [f.distribution for f in p.factories] == [4, 4] and "patent" not in p.tiles and "patent" in out.state.mat.tiles
    refused(s, "marion", "distribution", 2, dist({}, patent="return", patent_levels={"food": 2}), match="maximum is \\+4")
    refused(s, "marion", "distribution", 2, dist({}, patent_levels={"food": 1}), match="returning the Patent")
