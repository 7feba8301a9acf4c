"""The Manager (Player's Book 3.2): the other additional action after a main action, with its worked example."""

from __future__ import annotations

from companion.core.ledger import total
from companion.games.arkwright.actions import legal_actions
from tests.games.arkwright.actions.helpers import act, refused
from tests.games.arkwright.self_actor.helpers import again, game, marion

SHIP = {"type": "ship", "capacity": 2}


def hire(*places):
    return {"action": "workers", "hire": [{"good": g, "row": 1} for g in places]}


def price(**kw):
    return {"type": "price_adjustment", "prices": kw}


def test_worked_example_a_ship_after_quality_then_prices_in_bread_and_cutlery_after_hiring():
    # "After conducting the quality action, Marion takes a special marker (ship) instead of adjusting price."
    s = game(marion(tiles=["manager"]))
    first = act(s, "marion", "quality", 6, {"action": "quality", "levels": {"food": 1}}, SHIP)
    p = first.state.players[0]
    assert p.ships == [2] and p.factory("food").quality == 1
    assert p.factory("food").price == 6  # no price adjustment: the special marker was taken instead
    assert total(first.ledger, "marion", "cash") == -6  # the £6 row (quality £6 buys one level, Player's Book 1.1)
    assert any(e.code == "arkwright.manager_swaps" and e.section == "Player's Book 3.2 Manager" for e in first.ledger)
    # "Later, Marion conducts the workers action and hires workers to her bread and cutlery factories. She decides to
    # use the manager to adjust the price in both of these factories." (bread: the food factory)
    later = again(first.state)
    second = act(later, "marion", "workers", 4, hire("food", "cutlery"), price(food=5, cutlery=7))
    q = second.state.players[0]
    assert (q.factory("food").price, q.factory("cutlery").price, q.factory("clothes").price) == (5, 7, 7)
    assert (q.factory("food").rows[0].workers, q.factory("cutlery").rows[0].workers) == (2, 2)


def test_price_only_where_the_main_action_had_an_effect():
    s = game(marion(tiles=["manager"]))
    refused(s, "marion", "workers", 4, hire("food", "cutlery"), price(clothes=6),
            match="only where the main action had an effect \\(cutlery, food\\), not in clothes")


def test_after_a_stock_exchange_action_any_one_factory():
    s = game(marion(tiles=["manager"]))
    main = {"action": "stock_exchange", "buy": 1}
    out = act(s, "marion", "stock_exchange", 4, main, price(clothes=6))
    assert out.state.players[0].factory("clothes").price == 6
    refused(s, "marion", "stock_exchange", 4, main, price(clothes=6, food=5), match="one factory only")


def test_only_after_a_main_action():
    refused(game(marion(tiles=["manager"])), "marion", "workers", 4, None, price(food=5), match="only after a main action")


def test_without_the_manager_the_marker_keeps_its_additional_action():
    refused(game(), "marion", "workers", 4, hire("food"), price(food=5), match="additional action is taking a special marker")
    refused(game(), "marion", "quality", 6, {"action": "quality", "levels": {"food": 1}}, SHIP,
            match="additional action is a price adjustment")


def test_legal_says_either_additional_action():
    rows = [o for o in legal_actions(game(marion(tiles=["manager"])), "marion") if o.get("marker") == "workers"]
    assert rows[0]["manager"] and "special marker or a price adjustment (Manager)" in rows[0]["effect"]
    plain = [o for o in legal_actions(game(), "marion") if o.get("marker") == "workers"]
    assert not plain[0]["manager"]
